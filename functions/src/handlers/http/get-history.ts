import { historyQuerySchema } from '@fairbill/shared';
import { getHistory } from '../../domain/bills/bill-comparison';
import { getDependencies } from './runtime';
import { caller, httpHandler, json, parseQuery } from './middleware';

/** GET /api/history?member=<id|family> (Decision 2). */
export const handler = httpHandler(async (event) => {
  const { userId } = caller(event);
  const query = parseQuery(event, historyQuerySchema);
  const memberId = query.member === undefined || query.member === 'family' ? null : query.member;
  return json(200, await getHistory(getDependencies(), userId, memberId));
});
