import * as z from 'zod';
import { sweepOrphanObjects } from '../../domain/documents/orphan-objects';
import { logger } from '../../lib/logger';
import { getSweepDependencies } from './runtime';
import { triggerHandler } from './trigger';

const inputSchema = z.object({ modifiedWithinHours: z.number().positive().optional() });

/**
 * Removes uploads and artifacts whose document is gone. In AWS an hourly EventBridge schedule sends
 * `{ modifiedWithinHours }` (recent objects only); the local stack runs it at start with `{}`.
 */
export const handler = triggerHandler(async (input: unknown): Promise<{ uploads: number; artifacts: number }> => {
  const { modifiedWithinHours } = inputSchema.parse(input ?? {});
  const deps = getSweepDependencies();
  const now = deps.now();
  const removed = await sweepOrphanObjects(deps, modifiedWithinHours ? { modifiedSince: new Date(now.getTime() - modifiedWithinHours * 3_600_000) } : {});
  logger.info('orphan objects swept', removed);
  return removed;
});
