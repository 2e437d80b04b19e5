import { sumAmounts } from '../lib/money';
import { dashboardMessages } from '../messages';
import type { DocumentType, StoredDocument } from '../schemas/document';
import { FAMILY_SELECTION, type MemberSelection } from './family';
import { documentDay } from './views';

export type TotalsDocument = Pick<StoredDocument, 'document_type' | 'family_member_id' | 'amount' | 'document_date' | 'created_at'>;

/** The three dashboard figures, in dollars. */
export type TotalsFigures = {
  /** Sum of the bills' amounts. */
  medicalBillings: number;
  /** Sum of the EOBs' amounts (what the plan paid). */
  insurancePayments: number;
  /** Decision 3: sum of receipts and recorded payments (both are user payments). */
  youPaid: number;
};

export type MonthTotals = TotalsFigures & { month: number };

export type Totals = TotalsFigures & {
  year: number;
  /** January to December, every month present (zeros where nothing). */
  months: MonthTotals[];
};

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

const inScope = (document: TotalsDocument, memberId: MemberSelection) => memberId === FAMILY_SELECTION || document.family_member_id === memberId;

function figuresOf(documents: readonly TotalsDocument[]): TotalsFigures {
  const sumOf = (type: DocumentType) => sumAmounts(documents.filter((document) => document.document_type === type).map((document) => document.amount));
  return { medicalBillings: sumOf('medical_bill'), insurancePayments: sumOf('insurance_payment'), youPaid: sumOf('user_payment') };
}

/** Decision 3: the dashboard's three totals for one year and each of its months, for one member or the family. */
export function computeTotals(documents: readonly TotalsDocument[], options: { year: number; memberId: MemberSelection }): Totals {
  const relevant = documents.filter((document) => inScope(document, options.memberId) && documentYear(document) === options.year);
  return {
    year: options.year,
    ...figuresOf(relevant),
    months: MONTH_NUMBERS.map((month) => ({ month, ...figuresOf(relevant.filter((document) => documentMonth(document) === month)) })),
  };
}

/** The years the year picker offers: every year with a document, and the current one, newest first. */
export function totalsYears(documents: readonly Pick<StoredDocument, 'document_date' | 'created_at'>[], currentYear: number): number[] {
  const years = new Set([currentYear, ...documents.map(documentYear)]);
  return [...years].sort((a, b) => b - a);
}

export type TotalCard = 'medicalBillings' | 'insurancePayments' | 'youPaid';

const cardSuffix: Record<TotalCard, string> = { medicalBillings: 'Bills', insurancePayments: 'Payments', youPaid: 'Amount Paid' };

/** 'All Family Members', or the member's first name followed by 'Bills', 'Payments' or 'Amount Paid'. */
export function totalCardCaption(card: TotalCard, memberFirstName: string | null): string {
  return memberFirstName === null ? dashboardMessages.allFamilyMembers : `${memberFirstName} ${cardSuffix[card]}`;
}

/** 'Total 2026'. */
export function totalLabel(year: number): string {
  return dashboardMessages.totalLabel(year);
}
