import { totalsQuerySchema } from '@fairbill/shared';
import { getTotals } from '../../domain/totals/totals';
import { getDataDependencies } from './data-runtime';
import { caller, httpHandler, json, parseQuery } from './middleware';

/** GET /api/totals?year=&memberId=<id|family> (Decision 3). */
export const handler = httpHandler(async (event) => {
  const { userId } = caller(event);
  const query = parseQuery(event, totalsQuerySchema);
  const deps = getDataDependencies();
  const year = query.year ? Number(query.year) : deps.now().getUTCFullYear();
  const memberId = query.memberId === undefined || query.memberId === 'family' ? null : query.memberId;
  return json(200, await getTotals(deps, userId, year, memberId));
});
