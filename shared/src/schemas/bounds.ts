import * as z from 'zod';

// The bounds of every value a request or a document brings in. A document and each of its
// revisions is one DynamoDB item (400 KB at most) and money is integer cents in safe integers
// (Decision 13), so nothing unbounded may reach either: with these limits the largest bill
// (every text at its limit in 3-byte characters) stays near 200 KB.

/** Maximum lengths of texts, in UTF-16 code units (what `string.length` counts). */
export const TEXT_LIMITS = {
  /** People, providers, insurers, merchants, payment methods. */
  name: 200,
  /** Invoice, claim and transaction numbers. */
  reference: 100,
  /** A line item's billing code (CPT, HCPCS, revenue code, NDC). */
  code: 40,
  /** A line item's or receipt item's description. */
  itemDescription: 200,
  /** Addresses, the service of an EOB. */
  text: 500,
  notes: 2000,
  url: 2048,
  phone: 50,
  /** Keys of field maps (fieldConfidence, a correction's fields). */
  fieldName: 64,
} as const;

/** Line items of a bill, items of a receipt. */
export const MAX_LIST_ITEMS = 250;
/** Fields in a field map (fieldConfidence, a correction). */
export const MAX_FIELDS = 64;
/** The largest amount FairBill stores, in cents: $10,000,000.00 (far inside safe integers). */
export const MAX_CENTS = 1_000_000_000;
export const MIN_DATE = '1900-01-01';
/** Request bodies above this are refused with 413 before they are parsed (the largest correction is ~210 KB). */
export const MAX_REQUEST_BODY_BYTES = 256 * 1024;

/**
 * True when a dollar amount has no fraction of a cent (within binary-float noise). A non-zero amount
 * below half a cent (1e-9, 5e-324) is no noise around a cent value: it is refused, not kept as an
 * amount that shows as $0.00 (or that DynamoDB cannot store at all, below 1e-130).
 */
export function isWholeCents(amount: number): boolean {
  const cents = Math.round(amount * 100);
  return Math.abs(cents - amount * 100) < 1e-6 && (cents !== 0 || amount === 0);
}

/** Every amount in storage and the API (Decision 13): integer cents from 0 (from -MAX_CENTS when `signed`: credits, adjustments) to MAX_CENTS. */
export function centsSchema({ signed = false }: { signed?: boolean } = {}) {
  return z
    .number()
    .int('The amount must be in whole cents')
    .min(signed ? -MAX_CENTS : 0)
    .max(MAX_CENTS);
}

/** A dollar amount as a document prints it: whole cents, within the same bounds as centsSchema. */
export function dollarsSchema({ signed = false }: { signed?: boolean } = {}) {
  return z
    .number()
    .min(signed ? -MAX_CENTS / 100 : 0)
    .max(MAX_CENTS / 100)
    .refine(isWholeCents, 'The amount must be in whole cents');
}

/** The latest date FairBill accepts: one year after today (UTC), as 'YYYY-MM-DD'. */
export function latestAcceptedDate(now: Date = new Date()): string {
  // The same month and day next year: after 29 February that names no day, yet still bounds right.
  return `${String(now.getUTCFullYear() + 1).padStart(4, '0')}${now.toISOString().slice(4, 10)}`;
}

/** From 1900-01-01 to one year ahead: older or later dates are misreadings or typing slips. */
export function isDateInRange(date: string, now: Date = new Date()): boolean {
  return date >= MIN_DATE && date <= latestAcceptedDate(now);
}

export const DATE_RANGE_MESSAGE = `The date must be between ${MIN_DATE} and one year from today`;

/** 'YYYY-MM-DD', a real calendar day, within isDateInRange (checked against the clock at parse time). */
export const boundedDateSchema = z.iso.date().refine((date) => isDateInRange(date), DATE_RANGE_MESSAGE);
