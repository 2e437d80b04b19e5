import { NotFoundError } from '../../domain/errors';
import { getRun } from '../../domain/operations/runs';
import { getRunDependencies } from './runs-runtime';
import { httpHandler, json, pathId } from './middleware';

/** GET /api/ops/runs/{executionId}: one run with its steps and every redrive (operators only). */
export const handler = httpHandler(async (event) => {
  const executionId = pathId(event, 'executionId');
  if (!executionId) throw new NotFoundError('No pipeline run has this id.', 'run_not_found');
  return json(200, { run: await getRun(getRunDependencies(), executionId) });
});
