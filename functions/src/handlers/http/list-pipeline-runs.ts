import { runListQuerySchema } from '@fairbill/shared';
import { listRuns } from '../../domain/operations/runs';
import { getRunDependencies } from './runs-runtime';
import { httpHandler, json, parseQuery } from './middleware';

/** GET /api/ops/runs: the pipeline's runs, newest first, filtered (operators only). */
export const handler = httpHandler(async (event) => json(200, await listRuns(getRunDependencies(), parseQuery(event, runListQuerySchema))));
