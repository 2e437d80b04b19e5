import { isDateOnly } from '../lib/dates';

type BillDates = { serviceDate?: string | null; lineItems?: readonly { date?: string | null }[] | null };

/** Decision 12: a bill's date of service is its service date, else its earliest line-item date. */
export function billDateOfService(bill: BillDates): string | null {
  if (bill.serviceDate && isDateOnly(bill.serviceDate)) return bill.serviceDate;
  const dates = (bill.lineItems ?? []).map((item) => item.date).filter((date): date is string => typeof date === 'string' && isDateOnly(date));
  // 'YYYY-MM-DD' sorts as text in calendar order.
  return dates.length > 0 ? dates.reduce((earliest, date) => (date < earliest ? date : earliest)) : null;
}
