import { redriveRequestSchema } from '@fairbill/shared';
import { NotFoundError } from '../../domain/errors';
import { redriveRun } from '../../domain/operations/runs';
import { getRedriveDependencies } from './ops-runtime';
import { caller, httpHandler, json, parseBody, pathId } from './middleware';

/** POST /api/ops/runs/{executionId}/redrive: restarts a failed run from its failed step; who and why go on the run (operators only). */
export const handler = httpHandler(async (event) => {
  const executionId = pathId(event, 'executionId');
  if (!executionId) throw new NotFoundError('No pipeline run has this id.', 'run_not_found');
  const { reason } = parseBody(event, redriveRequestSchema);
  return json(202, { run: await redriveRun(getRedriveDependencies(), caller(event), executionId, reason) });
});
