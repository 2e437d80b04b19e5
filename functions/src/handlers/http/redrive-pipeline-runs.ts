import { batchRedriveRequestSchema } from '@fairbill/shared';
import { redriveRuns } from '../../domain/operations/runs';
import { getRedriveDependencies } from './ops-runtime';
import { caller, httpHandler, json, parseBody } from './middleware';

/** POST /api/ops/redrive: every redrivable failed run a filter matches, at most 100, each logged (operators only). */
export const handler = httpHandler(async (event) => json(202, await redriveRuns(getRedriveDependencies(), caller(event), parseBody(event, batchRedriveRequestSchema))));
