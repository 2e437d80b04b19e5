import { toFamilyMemberView, type DocumentType, type StoredFamilyMember } from '@fairbill/shared';
import { csvTable } from '../csv';
import type { DocumentRecord } from '../documents/document-record';
import { toDocumentView } from '../documents/document-view';
import { visitLinkChangeOf, visitLinkState } from '../documents/visit-link';
import { toLetterView, type LetterRecord } from '../letters/letter-record';
import type { DocumentRevision } from '../ports';

// What "Download all my data" writes besides the files: records.json (everything), the same as
// CSV tables a spreadsheet opens, and a README saying what is where.

const KIND_NAMES: Record<DocumentType, string> = { medical_bill: 'Bill', insurance_payment: 'EOB', user_payment: 'Receipt' };

/** A file or folder name any system can extract: no path separators, control or reserved characters. */
function safeName(text: string, fallback: string): string {
  const cleaned = text
    .normalize('NFC')
    .replace(/[\p{Cc}<>:"/\\|?*]+/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, 100);
  return cleaned === '' ? fallback : cleaned;
}

export const memberName = (member: StoredFamilyMember | undefined): string =>
  member ? `${member.first_name} ${member.last_name}`.trim() || member.relationship : 'Unknown member';

/**
 * Where a document's file goes in the ZIP: `files/<member>/<date> <kind> <file name>`, unique
 * within `taken` (a second file of the same name gets " (2)" before its extension).
 */
export function fileEntryName(doc: DocumentRecord, member: StoredFamilyMember | undefined, taken: Set<string>): string {
  const day = doc.document_date ?? doc.created_at.slice(0, 10);
  const fileName = safeName(doc.file_name ?? '', `${doc.id}`);
  const folder = `files/${safeName(memberName(member), 'Unknown member')}`;
  const dot = fileName.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ''];
  let name = `${folder}/${day} ${KIND_NAMES[doc.document_type]} ${stem}${extension}`;
  for (let copy = 2; taken.has(name.toLowerCase()); copy += 1) name = `${folder}/${day} ${KIND_NAMES[doc.document_type]} ${stem} (${copy})${extension}`;
  taken.add(name.toLowerCase());
  return name;
}

/** Where each document's file went: its name in the ZIP, or `missing` when storage no longer had it. */
export type FilePlacement = { entry: string } | { missing: true };

export type ExportContent = { members: StoredFamilyMember[]; documents: DocumentRecord[]; revisions: DocumentRevision[]; letters: LetterRecord[] };

/**
 * A document as the API shows it, with its member's name and its file in the ZIP (the storage key
 * stays out), and a payment's link to a visit (issue 14) as a revision tells it: `automatic`,
 * `unlinked`, or the visit of a bill or EOB named by its id, provider and date of service (null
 * for a bill or an EOB).
 */
function exportedDocument(doc: DocumentRecord, members: Map<string, StoredFamilyMember>, documents: Map<string, DocumentRecord>, placement: FilePlacement | undefined) {
  const { filePath: _storageKey, ...view } = toDocumentView(doc);
  const named = typeof doc.visit_link === 'object' ? documents.get(doc.visit_link.document_id) : undefined;
  return {
    ...view,
    memberName: memberName(members.get(doc.family_member_id)),
    file: placement && 'entry' in placement ? placement.entry : null,
    fileMissing: placement !== undefined && 'missing' in placement,
    visitLink: doc.document_type === 'user_payment' ? visitLinkState(doc.visit_link, named ?? null) : null,
  };
}

const exportedRevision = (revision: DocumentRevision) => ({
  documentId: revision.document_id,
  revision: revision.revision,
  source: revision.source,
  createdAt: revision.created_at,
  confidence: revision.ai_confidence,
  extractedData: revision.ai_extracted_data,
  analysis: revision.ai_analysis,
  // A payment's link or unlink (issue 14), old -> new; null for any other revision.
  visitLink: visitLinkChangeOf(revision),
});

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

// The byte-order mark makes spreadsheet programs read the CSV files as UTF-8 (names with accents).
const BOM = '\uFEFF';

/** The record files of the ZIP, by name. */
export function exportRecordFiles(content: ExportContent, placements: ReadonlyMap<string, FilePlacement>, exportedAt: Date): Record<string, string> {
  const members = new Map(content.members.map((member) => [member.id, member]));
  const byId = new Map(content.documents.map((doc) => [doc.id, doc]));
  const documents = content.documents.map((doc) => exportedDocument(doc, members, byId, placements.get(doc.id)));
  const revisions = content.revisions.map(exportedRevision);
  const familyMembers = content.members.map((member) => ({ ...toFamilyMemberView(member), createdAt: member.created_at }));
  // A letter's text is all its PDF prints (issue 14): the text is exported, not the rendering.
  const letters = content.letters.map((letter) => ({ ...toLetterView(letter), memberName: memberName(members.get(letter.member_id)) }));
  const missing = documents.filter((doc) => doc.fileMissing).length;

  const records = `${JSON.stringify({ exportedAt: exportedAt.toISOString(), familyMembers, documents, revisions, letters }, null, 2)}\n`;
  const recordRows = documents.map((doc) => ({ ...doc, extractedData: json(doc.extractedData), analysis: json(doc.analysis), visitLink: json(doc.visitLink) }));
  const revisionRows = revisions.map((revision) => ({ ...revision, extractedData: json(revision.extractedData), analysis: json(revision.analysis), visitLink: json(revision.visitLink) }));
  return {
    'README.txt': readme(exportedAt, missing),
    'records.json': records,
    'records.csv': BOM + csvTable(RECORD_COLUMNS, recordRows),
    'revisions.csv': BOM + csvTable(['documentId', 'revision', 'source', 'createdAt', 'confidence', 'extractedData', 'analysis', 'visitLink'], revisionRows),
    'family-members.csv': BOM + csvTable(['id', 'firstName', 'lastName', 'relationship', 'createdAt'], familyMembers),
    'letters.csv': BOM + csvTable(['id', 'kind', 'memberName', 'memberId', 'ledgerId', 'letterDate', 'sentOn', 'followUpOn', 'sender', 'recipient', 'subject', 'text', 'createdAt'], letters),
  };
}

const RECORD_COLUMNS = [
  'id',
  'documentType',
  'memberName',
  'familyMemberId',
  'documentDate',
  'title',
  'description',
  'amount',
  'providerName',
  'billNumber',
  'insuranceCompany',
  'claimNumber',
  'paymentMethod',
  'transactionId',
  'billId',
  'status',
  'extractionStatus',
  'requiresManualReview',
  'failureReason',
  'confidence',
  'matchState',
  'matchedEobId',
  'fileName',
  'file',
  'fileMissing',
  'createdAt',
  'updatedAt',
  'extractedData',
  'analysis',
  'visitLink',
] as const;

function readme(exportedAt: Date, missing: number): string {
  const lines = [
    `Your FairBill data, exported ${exportedAt.toISOString().slice(0, 10)}.`,
    '',
    'records.json        everything below, in one JSON file',
    'records.csv         one row per document: bills, EOBs (explanations of benefits), receipts and the payments you recorded',
    'revisions.csv       every version of what was read from a document: each reading, each of your corrections, and each time you linked a payment to a visit or unlinked it',
    'family-members.csv  the family members of the account',
    'letters.csv         the letters you wrote about your visits (disputes, re-billing requests, appeals), their full text, and when you sent them',
    'files/              every file you uploaded (its current version), in a folder per family member',
    '',
    'Amounts are in US cents (12345 is $123.45). Dates are YYYY-MM-DD; times are UTC. extractedData, analysis and visitLink are JSON.',
    'visitLink, of a receipt or payment: its kind is "automatic" (FairBill matches it to a visit by its provider, date and amount), "unlinked" (you kept it',
    'out of every visit) or "visit" (you linked it to the visit of the bill or EOB documentId, named by its providerName and dateOfService).',
    'In revisions.csv, visitLink is the change you made: before and after.',
  ];
  if (missing > 0) lines.push('', `${missing} file(s) could not be found in storage and are not included: records.json and records.csv mark them with fileMissing.`);
  return `${lines.join('\r\n')}\r\n`;
}
