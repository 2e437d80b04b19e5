import { billComparisonQuerySchema, displayFallbacks } from '@fairbill/shared';
import { getBillComparison } from '../../domain/bills/bill-comparison';
import { getDataDependencies } from './data-runtime';
import { caller, httpHandler, json, parseQuery, pathId } from './middleware';
import { NotFoundError } from '../../domain/errors';

/** GET /api/bills/{billId}/comparison[?eobId=]: the bill, its EOB, the match state and the banner. */
export const handler = httpHandler(async (event) => {
  const { userId } = caller(event);
  const billId = pathId(event, 'billId');
  if (!billId) throw new NotFoundError(displayFallbacks.billNotFound, 'bill_not_found');
  const query = parseQuery(event, billComparisonQuerySchema);
  return json(200, await getBillComparison(getDataDependencies(), userId, billId, query.eobId ?? null));
});
