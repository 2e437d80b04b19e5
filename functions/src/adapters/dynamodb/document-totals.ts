import type { DocumentType } from '@fairbill/shared';
import { documentMonth, documentYear, MONTH_NUMBERS } from '@fairbill/shared';
import type { DocumentRecord } from '../../domain/documents/document-record';
import type { FiguresCents, TotalsCents } from '../../domain/ports';
import { familyTotalsSk, memberTotalsSk, userPk } from './keys';
import type { TransactItem } from './transact';

// The yearly totals items (one for the family, one per member): the cents each document adds to
// them, by year and by month, and the figures they read back as.

const totalsField = {
  medical_bill: 'billed_cents',
  insurance_payment: 'insurance_paid_cents',
  user_payment: 'you_paid_cents',
} as const satisfies Record<DocumentType, string>;

type TotalsField = (typeof totalsField)[DocumentType];

/**
 * A month's cents of a field, e.g. `billed_cents_m03`: a top-level attribute of the year's totals
 * item, so one `ADD` creates or updates it with the yearly figure. (A nested map cannot be used:
 * `ADD months.m03 ...` fails while the map does not exist yet, i.e. on a totals item's first write.)
 */
const monthlyField = (field: TotalsField, month: number) => `${field}_m${String(month).padStart(2, '0')}`;

/** Cents to add per totals item (its sort key), per attribute. */
export type TotalsDeltas = Map<string, Map<string, number>>;
type TotalsUpdate = NonNullable<TransactItem['Update']>;

/**
 * Adds (sign 1) or takes back (sign -1) what a document counts in the totals items: its amount
 * under its year and its month, for the family and for its member.
 */
export function addContribution(deltas: TotalsDeltas, doc: DocumentRecord | null, sign: 1 | -1): void {
  if (!doc) return;
  const cents = doc.amount;
  if (cents === 0) return;
  const year = String(documentYear(doc));
  const field = totalsField[doc.document_type];
  for (const sk of [familyTotalsSk(year), memberTotalsSk(year, doc.family_member_id)]) {
    const attributes = deltas.get(sk) ?? new Map<string, number>();
    for (const attribute of [field, monthlyField(field, documentMonth(doc))]) {
      attributes.set(attribute, (attributes.get(attribute) ?? 0) + sign * cents);
    }
    deltas.set(sk, attributes);
  }
}

/** The `ADD` of one totals item's deltas, or null when they cancel out (e.g. an edit that kept the amount). */
export function totalsUpdate(tableName: string, userId: string, sk: string, attributes: Map<string, number>): TotalsUpdate | null {
  const changed = [...attributes].filter(([, cents]) => cents !== 0);
  if (changed.length === 0) return null;
  return {
    TableName: tableName,
    Key: { PK: userPk(userId), SK: sk },
    UpdateExpression: `ADD ${changed.map(([attribute]) => `${attribute} :${attribute}`).join(', ')}`,
    ExpressionAttributeValues: Object.fromEntries(changed.map(([attribute, cents]) => [`:${attribute}`, cents])),
  };
}

/** The sort key of a year's totals item: the family's (memberId null) or one member's. */
export const totalsSk = (year: string, memberId: string | null): string => (memberId === null ? familyTotalsSk(year) : memberTotalsSk(year, memberId));

/** A totals item as figures; an attribute no document ever added to is absent, and is zero. */
export function readTotals(item: Record<string, unknown> | undefined): TotalsCents {
  const read = (attribute: string): number => {
    const value = item?.[attribute];
    return typeof value === 'number' ? value : 0;
  };
  const figures = (attributeOf: (field: TotalsField) => string): FiguresCents => ({
    billed: read(attributeOf(totalsField.medical_bill)),
    insurancePaid: read(attributeOf(totalsField.insurance_payment)),
    youPaid: read(attributeOf(totalsField.user_payment)),
  });
  return {
    ...figures((field) => field),
    months: MONTH_NUMBERS.map((month) => figures((field) => monthlyField(field, month))),
  };
}
