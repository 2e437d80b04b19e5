import {
  EXTRACTED_AMOUNT_FIELDS,
  formatCents,
  visitLinkStateSchema,
  visitLinkStateText,
  type AuditEngine,
  type AuditRecord,
  type AuditStatus,
  type DocumentType,
  type Integrity,
} from '@fairbill/shared';

// The words of the auditors' screens (issue 13), in one place for the pages and their tests.

export const documentTypeLabels: Record<DocumentType, string> = { medical_bill: 'Bill', insurance_payment: 'EOB', user_payment: 'Receipt' };

export const engineLabels: Record<AuditEngine, string> = { local: 'Local', aws: 'AWS' };

export const statusLabels: Record<AuditStatus, string> = { completed: 'Completed', manual_review: 'Manual review', failed: 'Failed' };

export const integrityLabels: Record<Integrity['state'], string> = {
  intact: 'Intact: the stored file is the one that was read',
  changed: 'Changed since extraction: the stored file is not the one that was read',
  missing: 'Missing: the stored file is gone',
  not_recorded: 'Not recorded: no hash was kept when this file was read',
};

export const accessLogLabels = {
  intact: 'The log is intact: every entry follows the one before it.',
  broken: 'The log was changed outside FairBill: an entry was edited or removed.',
} as const;

/** A date-time as the auditor reads it, in their own time zone. */
export const formatInstant = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The change a revision lists for a payment's link to a visit (issue 14), each side a VisitLinkState. */
const VISIT_LINK_FIELD = 'visitLink';

/** What a revision was: the pipeline's reading, the user's correction, or the user's link of a payment to a visit (issue 14). */
export const revisionLabels = {
  extraction: 'extraction by the pipeline',
  correction: 'correction by the user',
  visitLink: 'visit link changed by the user',
} as const;

export const revisionLabel = (revision: Pick<AuditRecord['revisions'][number], 'source' | 'changes'>): string =>
  revision.changes.some((change) => change.field === VISIT_LINK_FIELD) ? revisionLabels.visitLink : revisionLabels[revision.source];

/** A payment's link as an auditor reads it: the words of the document's history, and the bill's or EOB's id it names. */
function showVisitLink(value: unknown): string {
  const state = visitLinkStateSchema.safeParse(value);
  if (!state.success) return showValue(value);
  return state.data.kind === 'visit' ? `${visitLinkStateText(state.data)} (document ${state.data.documentId})` : visitLinkStateText(state.data);
}

/** A stored field as an auditor reads it: an amount in dollars with the cents stored, a visit link in words, anything else as stored. */
export const showField = (field: string, value: unknown): string => {
  if (field === VISIT_LINK_FIELD) return showVisitLink(value);
  return EXTRACTED_AMOUNT_FIELDS.includes(field) && typeof value === 'number' ? `${formatCents(value)} (${value} cents)` : showValue(value);
};

/** Any extracted value as short text: numbers and text as they are, the rest as JSON. */
export const showValue = (value: unknown): string => (value === null || value === undefined ? '—' : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value));

/** Saves a file the browser received (an export) under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the object URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
