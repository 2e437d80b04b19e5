import { dashboardMessages } from '../messages';
import type { StoredDocument } from '../schemas/document';
import { documentDay } from './views';

/** The month numbers of a year, 1 (January) to 12. */
export const MONTH_NUMBERS: readonly number[] = Array.from({ length: 12 }, (_, index) => index + 1);

/** The year a document counts in: the year of its document date (else of its creation day). */
export function documentYear(document: Pick<StoredDocument, 'document_date' | 'created_at'>): number {
  return Number(documentDay(document).slice(0, 4));
}

/** The month (1-12) a document counts in, from the same day as its year. */
export function documentMonth(document: Pick<StoredDocument, 'document_date' | 'created_at'>): number {
  return Number(documentDay(document).slice(5, 7));
}

/** A dashboard card, named by the figure it shows (the API's and the totals items' names). */
export type TotalCard = 'billed' | 'insurancePaid' | 'youPaid';

const cardSuffix: Record<TotalCard, string> = { billed: 'Bills', insurancePaid: 'Payments', youPaid: 'Amount Paid' };

/** 'All Family Members', or the member's first name followed by 'Bills', 'Payments' or 'Amount Paid'. */
export function totalCardCaption(card: TotalCard, memberFirstName: string | null): string {
  return memberFirstName === null ? dashboardMessages.allFamilyMembers : `${memberFirstName} ${cardSuffix[card]}`;
}

/** 'Total 2026'. */
export function totalLabel(year: number): string {
  return dashboardMessages.totalLabel(year);
}
