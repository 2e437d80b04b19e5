import type { TotalsResponse } from '@fairbill/shared';

type Figures = Pick<TotalsResponse, 'billed' | 'insurancePaid' | 'youPaid'>;

/** A GET /api/totals answer: the given yearly figures (default 0) and twelve months, zeros except those given by month number. */
export function totalsResponse(
  input: Pick<TotalsResponse, 'year' | 'memberId'> & Partial<Figures> & { months?: Record<number, Partial<Figures>> },
): TotalsResponse {
  const { months = {}, ...yearly } = input;
  return {
    billed: 0,
    insurancePaid: 0,
    youPaid: 0,
    ...yearly,
    months: Array.from({ length: 12 }, (_, index) => ({ month: index + 1, billed: 0, insurancePaid: 0, youPaid: 0, ...months[index + 1] })),
  };
}
