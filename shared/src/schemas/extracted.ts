import * as z from 'zod';
import { parseLooseDate } from '../lib/dates';
import { dollarsToCents } from '../lib/money';
import { boundedDateSchema, centsSchema, dollarsSchema, MAX_FIELDS, MAX_LIST_ITEMS, TEXT_LIMITS } from './bounds';
import type { DocumentType } from './document';

// The spec's extracted data, in two units (Decision 13). As read: dollars as the document prints
// them, which is what every structurer produces and what the reading benches score. Stored: integer
// cents, in DynamoDB and the API. readingInCentsSchemaByType turns the one into the other, once.
//
// Model and OCR output is loose: amounts arrive as '$1,234.56', dates as '01/15/2024'. These
// preprocessors accept exactly those spellings and nothing vaguer, so the checked data is typed.
// Every value is bounded (./bounds): amounts up to $10 million, dates from 1900 to a year ahead,
// texts and lists short enough for the document to stay one DynamoDB item.

const AMOUNT_TEXT = /^-?\$?\s*\d{1,3}(,\d{3})*(\.\d+)?$|^-?\$?\s*\d+(\.\d+)?$/;

const moneyText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return AMOUNT_TEXT.test(trimmed) ? Number(trimmed.replace(/[$,\s]/g, '')) : value;
};

/** A dollar amount as read, from $0 to $10 million in whole cents: a number, or a plain money string ('$1,234.56'). */
export const moneySchema = z.preprocess(moneyText, dollarsSchema());

/** The same, for what may be a credit or an adjustment (a balance, a line item): down to -$10 million. */
export const signedMoneySchema = z.preprocess(moneyText, dollarsSchema({ signed: true }));

/** A calendar day as 'YYYY-MM-DD' (printed forms such as '01/05/2024' or 'Jan 5, 2024' are converted), 1900 to a year ahead. */
export const extractedDateSchema = z.preprocess((value) => (typeof value === 'string' ? (parseLooseDate(value) ?? value) : value), boundedDateSchema);

const text = (max: number) => z.string().max(max);

/** Confidence per extracted field (0 to 1), keyed by the field's name. */
export const fieldConfidenceSchema = z
  .record(text(TEXT_LIMITS.fieldName), z.number().min(0).max(1))
  .refine((map) => Object.keys(map).length <= MAX_FIELDS, `At most ${MAX_FIELDS} fields`);

/** Document confidence; a reply without one counts as 0 (so it goes to manual review). */
const confidenceSchema = z.number().min(0).max(1).default(0);

/** The amount schemas of one unit: unsigned, and signed for credits and adjustments. */
type Money = { amount: z.ZodType<number, unknown>; signed: z.ZodType<number, unknown> };

/** The extracted-data schemas with amounts in one unit; everything else is the same in both. */
function extractedSchemas(money: Money) {
  const lineItem = z.object({
    description: text(TEXT_LIMITS.itemDescription),
    code: text(TEXT_LIMITS.code).optional(),
    // Payments and adjustments appear as negative lines.
    amount: money.signed,
    date: extractedDateSchema.optional(),
  });

  /** Spec section 3, "Extracted bill data" (plus isInNetwork, read on the comparison screen). */
  const bill = z.object({
    providerName: text(TEXT_LIMITS.name),
    patientName: text(TEXT_LIMITS.name),
    invoiceNumber: text(TEXT_LIMITS.reference),
    invoiceDate: extractedDateSchema,
    serviceDate: extractedDateSchema.optional(),
    // Issue 14's deadlines: the day the statement asks to be paid by, when it prints one.
    dueDate: extractedDateSchema.optional(),
    subtotal: money.amount,
    insuranceDiscount: money.amount.optional(),
    insurancePaid: money.amount.optional(),
    // A credit balance is printed as a negative amount due.
    amountDue: money.signed.optional(),
    isInNetwork: z.boolean().optional(),
    payOnlineLink: text(TEXT_LIMITS.url).optional(),
    providerAddress: text(TEXT_LIMITS.text).optional(),
    patientAddress: text(TEXT_LIMITS.text).optional(),
    phoneNumber: text(TEXT_LIMITS.phone).optional(),
    lineItems: z.array(lineItem).max(MAX_LIST_ITEMS).default([]),
    confidence: confidenceSchema,
    fieldConfidence: fieldConfidenceSchema.optional(),
  });

  /** Spec section 3, "Extracted EOB data" (plus allowedAmount, copay and deductible read on the comparison screen). */
  const eob = z.object({
    insuranceCompany: text(TEXT_LIMITS.name),
    statementDate: extractedDateSchema.optional(),
    claimNumber: text(TEXT_LIMITS.reference),
    memberName: text(TEXT_LIMITS.name),
    serviceDate: extractedDateSchema.optional(),
    providerName: text(TEXT_LIMITS.name),
    service: text(TEXT_LIMITS.text).optional(),
    amountBilled: money.amount,
    allowedAmount: money.amount.optional(),
    copay: money.amount.optional(),
    deductible: money.amount.optional(),
    planPaid: money.amount.optional(),
    patientResponsibility: money.amount,
    isInNetwork: z.boolean().optional(),
    notes: text(TEXT_LIMITS.notes).optional(),
    // Issue 14's deadlines: the last day to appeal, when the EOB prints one (else 180 days from its date).
    appealDeadline: extractedDateSchema.optional(),
    confidence: confidenceSchema,
    fieldConfidence: fieldConfidenceSchema.optional(),
  });

  // Discounts and returns appear as negative items.
  const receiptItem = z.object({ description: text(TEXT_LIMITS.itemDescription), amount: money.signed });

  /** Spec section 3, "Extracted receipt data". */
  const receipt = z.object({
    merchantName: text(TEXT_LIMITS.name),
    transactionDate: extractedDateSchema.optional(),
    totalAmount: money.amount,
    paymentMethod: text(TEXT_LIMITS.name).optional(),
    transactionId: text(TEXT_LIMITS.reference).optional(),
    items: z.array(receiptItem).max(MAX_LIST_ITEMS).default([]),
    confidence: confidenceSchema,
    fieldConfidence: fieldConfidenceSchema.optional(),
  });

  return { lineItem, bill, eob, receiptItem, receipt, byType: { medical_bill: bill, insurance_payment: eob, user_payment: receipt } as const };
}

const asRead = extractedSchemas({ amount: moneySchema, signed: signedMoneySchema });
const stored = extractedSchemas({ amount: centsSchema(), signed: centsSchema({ signed: true }) });
const readInCents = extractedSchemas({ amount: moneySchema.transform(dollarsToCents), signed: signedMoneySchema.transform(dollarsToCents) });

/** As read, in dollars: the schema of each document type that structurers fill (and Bedrock is given as its tool's JSON Schema). */
export const extractedSchemaByType = asRead.byType;
export const extractedBillSchema = asRead.bill;
export const extractedEobSchema = asRead.eob;
export const extractedReceiptSchema = asRead.receipt;

/** As stored and in the API, amounts in integer cents: what a person's correction is checked with. */
export const storedExtractedSchemaByType = stored.byType;
export const storedBillSchema = stored.bill;
export const storedEobSchema = stored.eob;
export const storedReceiptSchema = stored.receipt;
export const billLineItemSchema = stored.lineItem;
export const receiptItemSchema = stored.receiptItem;

/** As read, checked in dollars and given back in cents: the one conversion (see checkedExtraction in functions/). */
export const readingInCentsSchemaByType = readInCents.byType;

/** The amounts of what was read, by the spec's names (no other field of any document type shares one). */
export const EXTRACTED_AMOUNT_FIELDS: readonly string[] = ['subtotal', 'insuranceDiscount', 'insurancePaid', 'amountDue', 'amountBilled', 'allowedAmount', 'copay', 'deductible', 'planPaid', 'patientResponsibility', 'totalAmount'];
/** The lists of what was read whose items each have an `amount`. */
export const EXTRACTED_ITEM_LISTS: readonly string[] = ['lineItems', 'items'];

export type BillLineItem = z.infer<typeof billLineItemSchema>;
export type ExtractedBill = z.infer<typeof storedBillSchema>;
export type ExtractedEob = z.infer<typeof storedEobSchema>;
export type ExtractedReceipt = z.infer<typeof storedReceiptSchema>;

export type ExtractedDataByType = {
  medical_bill: ExtractedBill;
  insurance_payment: ExtractedEob;
  user_payment: ExtractedReceipt;
};
export type ExtractedData = ExtractedBill | ExtractedEob | ExtractedReceipt;

// ---- Machine output cut to the bounds ----

/** The parts of the JSON Schema of an extracted-data schema that carry its bounds. */
type BoundsNode = { maxLength?: number; maxItems?: number; properties?: Record<string, BoundsNode>; items?: BoundsNode };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

// Read from the zod schemas themselves (their public JSON Schema), so the bounds live in one place.
type ObjectBounds = BoundsNode & { properties: Record<string, BoundsNode> };
const boundsByType = new Map<DocumentType, ObjectBounds>();
function boundsOf(documentType: DocumentType): ObjectBounds {
  let bounds = boundsByType.get(documentType);
  if (!bounds) {
    bounds = z.toJSONSchema(extractedSchemaByType[documentType], { io: 'input' }) as ObjectBounds;
    boundsByType.set(documentType, bounds);
  }
  return bounds;
}

function truncate(text: string, max: number): string {
  const kept = text.slice(0, max);
  // Never leave half of a surrogate pair at the end.
  return /[\uD800-\uDBFF]$/.test(kept) ? kept.slice(0, -1) : kept;
}

function clampValue(bounds: BoundsNode | undefined, value: unknown): { value: unknown; cut: boolean } {
  if (!bounds) return { value, cut: false };
  if (typeof value === 'string') {
    return bounds.maxLength !== undefined && value.length > bounds.maxLength ? { value: truncate(value, bounds.maxLength), cut: true } : { value, cut: false };
  }
  if (Array.isArray(value)) {
    let cut = bounds.maxItems !== undefined && value.length > bounds.maxItems;
    const items = value.slice(0, bounds.maxItems).map((item) => {
      const clamped = clampValue(bounds.items, item);
      cut ||= clamped.cut;
      return clamped.value;
    });
    return { value: items, cut };
  }
  if (isRecord(value)) {
    let cut = false;
    const entries = Object.entries(value).map(([key, entry]) => {
      const clamped = clampValue(bounds.properties?.[key], entry);
      cut ||= clamped.cut;
      return [key, clamped.value] as const;
    });
    return { value: Object.fromEntries(entries), cut };
  }
  return { value, cut: false };
}

/**
 * A structurer's output cut to the schema's bounds before it is checked and stored: texts beyond
 * their limit are truncated and lists beyond theirs shortened (a 300 KB name or 5,000 line items
 * would not fit in one DynamoDB item). A cut field is no longer what the document says, so its
 * confidence becomes 0, and so does the document's: it is flagged and goes to review (Decision 15).
 * fieldConfidence keeps only the schema's own fields. Amounts and dates are not cut: a value out
 * of range fails validation with its field's name.
 */
export function clampExtractedData(documentType: DocumentType, raw: unknown): { data: unknown; cutFields: string[] } {
  if (!isRecord(raw)) return { data: raw, cutFields: [] };
  const fields = boundsOf(documentType).properties;
  const data: Record<string, unknown> = {};
  const cutFields: string[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'fieldConfidence') continue;
    const clamped = clampValue(fields[key], value);
    if (clamped.cut) cutFields.push(key);
    data[key] = clamped.value;
  }
  const confidences = isRecord(raw.fieldConfidence)
    ? Object.fromEntries(Object.entries(raw.fieldConfidence).filter(([field]) => field in fields && field !== 'confidence' && field !== 'fieldConfidence'))
    : raw.fieldConfidence;
  if (cutFields.length === 0) return { data: confidences === undefined ? data : { ...data, fieldConfidence: confidences }, cutFields };
  return {
    data: { ...data, confidence: 0, fieldConfidence: { ...(isRecord(confidences) ? confidences : {}), ...Object.fromEntries(cutFields.map((field) => [field, 0])) } },
    cutFields,
  };
}
