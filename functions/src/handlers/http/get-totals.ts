import { totalsQuerySchema } from '@fairbill/shared';
import { getTotals } from '../../domain/totals/totals';
import { getDataDependencies } from './data-runtime';
import { caller, httpHandler, json, parseQuery } from './middleware';
import { memberScope, yearOrCurrent } from './query-scope';

/** GET /api/totals?year=&memberId=<id|family> (Decision 3). */
export const handler = httpHandler(async (event) => {
  const { userId } = caller(event);
  const query = parseQuery(event, totalsQuerySchema);
  const deps = getDataDependencies();
  return json(200, await getTotals(deps, userId, yearOrCurrent(query.year, deps.now()), memberScope(query.memberId)));
});
