import type { TotalsResponse } from '@fairbill/shared';
import type { UseCaseDeps } from '../deps';

/** Decision 3: read from the aggregates kept with every document write; never a sum over documents. */
export async function getTotals(
  deps: Pick<UseCaseDeps, 'documents'>,
  userId: string,
  year: number,
  memberId: string | null,
): Promise<TotalsResponse> {
  // Cents, as stored (Decision 13).
  const { months, ...figures } = await deps.documents.getTotals(userId, String(year), memberId);
  return { year, memberId, ...figures, months: months.map((month, index) => ({ month: index + 1, ...month })) };
}
