import { fromCents } from '@fairbill/shared';
import type { TotalsResponse } from '@fairbill/shared';
import type { UseCaseDeps } from '../deps';
import type { FiguresCents } from '../ports';

/** Decision 3: read from the aggregates kept with every document write; never a sum over documents. */
export async function getTotals(
  deps: Pick<UseCaseDeps, 'documents'>,
  userId: string,
  year: number,
  memberId: string | null,
): Promise<TotalsResponse> {
  const cents = await deps.documents.getTotals(userId, String(year), memberId);
  return {
    year,
    memberId,
    ...toDollars(cents),
    months: cents.months.map((month, index) => ({ month: index + 1, ...toDollars(month) })),
  };
}

function toDollars(cents: FiguresCents) {
  return { billed: fromCents(cents.billed), insurancePaid: fromCents(cents.insurancePaid), youPaid: fromCents(cents.youPaid) };
}
