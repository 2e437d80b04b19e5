import { runListQuerySchema } from '@fairbill/shared';
import { listRuns } from '../../domain/operations/runs';
import { getDependencies } from './runtime';
import { httpHandler, json, parseQuery } from './middleware';

/** GET /api/ops/runs: the pipeline's runs, newest first, filtered (operators only). */
export const handler = httpHandler(async (event) => json(200, await listRuns(getDependencies(), parseQuery(event, runListQuerySchema))));
