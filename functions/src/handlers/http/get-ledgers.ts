import { ledgersQuerySchema } from '@fairbill/shared';
import { getLedgers } from '../../domain/ledgers/ledgers';
import { getDataDependencies } from './data-runtime';
import { caller, httpHandler, json, parseQuery } from './middleware';
import { memberScope, yearOrCurrent } from './query-scope';

/** GET /api/ledgers?memberId=<id|family>&year= (issue 14): the visit ledgers of the caller's own members. */
export const handler = httpHandler(async (event) => {
  const { userId } = caller(event);
  const query = parseQuery(event, ledgersQuerySchema);
  const deps = getDataDependencies();
  return json(200, await getLedgers(deps, userId, yearOrCurrent(query.year, deps.now()), memberScope(query.memberId)));
});
