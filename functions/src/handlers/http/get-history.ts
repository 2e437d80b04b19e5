import { historyQuerySchema } from '@fairbill/shared';
import { getHistory } from '../../domain/bills/bill-comparison';
import { getDataDependencies } from './data-runtime';
import { caller, httpHandler, json, parseQuery } from './middleware';
import { memberScope } from './query-scope';

/** GET /api/history?memberId=<id|family> (Decision 2). */
export const handler = httpHandler(async (event) => {
  const { userId } = caller(event);
  const query = parseQuery(event, historyQuerySchema);
  return json(200, await getHistory(getDataDependencies(), userId, memberScope(query.memberId)));
});
