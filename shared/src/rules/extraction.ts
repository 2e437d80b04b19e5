import type { z } from 'zod';
import { aiMessages } from '../messages';
import type { DocumentType } from '../schemas/document';
import { extractedSchemaByType, readingInCentsSchemaByType, storedExtractedSchemaByType, type ExtractedDataByType } from '../schemas/extracted';

/** The fields each type must carry (spec section 5); 0 is a value, null/missing/blank is not. */
export const requiredExtractedFields = {
  medical_bill: ['providerName', 'patientName', 'invoiceNumber', 'invoiceDate', 'subtotal'],
  insurance_payment: ['insuranceCompany', 'memberName', 'claimNumber', 'providerName', 'amountBilled', 'patientResponsibility'],
  user_payment: ['merchantName', 'totalAmount'],
} as const satisfies Record<DocumentType, readonly string[]>;

export type ExtractedDataCheck<T> = { ok: true; data: T } | { ok: false; error: string };

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Models write `null` for "not on the document": that is the same as leaving an optional field out. */
function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropNulls);
  if (!isRecord(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== null).map(([key, entry]) => [key, dropNulls(entry)]));
}

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const path = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : 'data';
  return aiMessages.invalidField(path);
}

type SchemaByType = Record<DocumentType, z.ZodType>;

function validateWith<T extends DocumentType>(schemas: SchemaByType, documentType: T, raw: unknown): ExtractedDataCheck<ExtractedDataByType[T]> {
  const record = isRecord(raw) ? raw : {};
  const missing = requiredExtractedFields[documentType].find((field) => isBlank(record[field]));
  if (missing) return { ok: false, error: aiMessages.missingField(missing) };

  const schema = schemas[documentType] as unknown as z.ZodType<ExtractedDataByType[T]>;
  const parsed = schema.safeParse(dropNulls(record));
  if (!parsed.success) return { ok: false, error: describeIssue(parsed.error) };

  // A receipt of $0 is no receipt (spec: "a non-zero totalAmount").
  const data = parsed.data;
  if ('totalAmount' in data && data.totalAmount === 0) return { ok: false, error: aiMessages.missingField('totalAmount') };
  return { ok: true, data };
}

/**
 * Checks a structurer's output against the spec's rules for its document type: required fields
 * first ('Missing {field} in extracted data'), then the typed schema ('Invalid {field} ...').
 * Amounts stay in dollars, as the document prints them.
 */
export function validateExtractedData<T extends DocumentType>(documentType: T, raw: unknown): ExtractedDataCheck<ExtractedDataByType[T]> {
  return validateWith(extractedSchemaByType, documentType, raw);
}

/** The same checks on a structurer's output, its dollar amounts given back in integer cents (Decision 13). */
export function validateExtractedDataInCents<T extends DocumentType>(documentType: T, raw: unknown): ExtractedDataCheck<ExtractedDataByType[T]> {
  return validateWith(readingInCentsSchemaByType, documentType, raw);
}

/** The same checks on data in integer cents: what is stored, and a person's correction through the API. */
export function validateStoredExtractedData<T extends DocumentType>(documentType: T, raw: unknown): ExtractedDataCheck<ExtractedDataByType[T]> {
  return validateWith(storedExtractedSchemaByType, documentType, raw);
}

/** The object starting at `start` when its braces balance (strings and escapes respected), else null. */
function balancedObjectAt(text: string, start: number): string | null {
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return text.slice(start, index + 1);
    }
  }
  return null;
}

function tryParseObject(candidate: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(candidate);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The JSON object in a model's reply: the outermost `{...}` (first '{' to last '}'), which also
 * sees through Markdown fences and prose; failing that, the first balanced object that parses.
 */
export function parseModelReply(text: string | null | undefined): unknown {
  if (text === null || text === undefined || text.trim() === '') throw new Error(aiMessages.noResponse);
  const first = text.indexOf('{');
  const last = text.lastIndexOf('}');
  if (first < 0 || last < first) throw new Error(aiMessages.parseFailed);
  const outermost = tryParseObject(text.slice(first, last + 1));
  if (outermost) return outermost;
  for (let start = first; start >= 0 && start < last; start = text.indexOf('{', start + 1)) {
    const candidate = balancedObjectAt(text, start);
    const parsed = candidate === null ? null : tryParseObject(candidate);
    if (parsed) return parsed;
  }
  throw new Error(aiMessages.parseFailed);
}
