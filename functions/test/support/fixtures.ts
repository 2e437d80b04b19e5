import { createStoredDocument, storageBucketFor } from '@fairbill/shared';
import type { DocumentType } from '@fairbill/shared';
import { ulid } from 'ulid';
import type { DocumentRecord } from '../../src/domain/documents/document-record';
import { newRecordFields } from '../../src/domain/documents/documents';
import { getDependencies } from '../../src/handlers/http/runtime';
import { handler as createDocument } from '../../src/handlers/http/create-document';
import { handler as createMember } from '../../src/handlers/http/create-family-member';
import { handler as listMembers } from '../../src/handlers/http/list-family-members';
import { call } from './http-events';
import type { TestUser } from './http-events';

/** The user's default member id (created on the first read). */
export async function defaultMemberId(user: TestUser): Promise<string> {
  const reply = await call(listMembers, { method: 'GET', route: '/api/family-members', user });
  return reply.body.members[0].id as string;
}

export async function addMember(user: TestUser, firstName = 'Member'): Promise<string> {
  const reply = await call(createMember, {
    method: 'POST',
    route: '/api/family-members',
    body: { firstName, lastName: 'Test', relationship: 'Child' },
    user,
  });
  return reply.body.member.id as string;
}

export const pdfBytes = (text = 'test') => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);

/** POST /api/documents, then the browser's PUT of the file to the presigned URL. */
export async function uploadDocument(
  user: TestUser,
  input: { documentType: 'medical_bill' | 'insurance_payment' | 'user_payment'; familyMemberId: string; fileName?: string; bytes?: Uint8Array; contentType?: string },
) {
  const bytes = input.bytes ?? pdfBytes();
  const reply = await call(createDocument, {
    method: 'POST',
    route: '/api/documents',
    body: {
      documentType: input.documentType,
      familyMemberId: input.familyMemberId,
      fileName: input.fileName ?? 'document.pdf',
      fileSize: bytes.byteLength,
      contentType: input.contentType ?? 'application/pdf',
    },
    user,
  });
  if (reply.status !== 201) throw new Error(`create document failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  const put = await fetch(reply.body.upload.url, { method: 'PUT', headers: reply.body.upload.headers, body: bytes });
  if (!put.ok) throw new Error(`upload failed: ${put.status}`);
  return reply.body as { document: { id: string; filePath: string }; upload: { url: string; headers: Record<string, string> } };
}


let clock = Date.now();

/**
 * A record written straight through the repository (same transaction code as the routes), for
 * tests that need many documents with given dates, amounts and extracted data.
 */
export async function seedDocument(
  user: TestUser,
  input: {
    documentType: DocumentType;
    familyMemberId: string;
    date: string;
    amount?: number;
    extracted?: Record<string, unknown> | null;
    /** Anything else of the record (an extraction's engine and time, a review flag). */
    record?: Partial<DocumentRecord>;
  },
): Promise<DocumentRecord> {
  clock += 1;
  const now = new Date(clock);
  const deps = getDependencies();
  const record: DocumentRecord = {
    ...createStoredDocument({
      id: ulid(clock),
      userId: user.sub,
      familyMemberId: input.familyMemberId,
      documentType: input.documentType,
      filePath: `${user.sub}/seeded-${clock}.pdf`,
      fileName: 'seeded.pdf',
      contentType: 'application/pdf',
      fileSize: 10,
      now,
    }),
    document_date: input.date,
    amount: input.amount ?? 0,
    ai_extracted_data: input.extracted ?? null,
    ai_confidence: input.extracted ? 0.95 : null,
    extraction_status: input.extracted ? 'completed' : 'pending',
    pipeline_stage: input.extracted ? 'done' : 'uploaded',
    storage_bucket: deps.bucketNames[storageBucketFor(input.documentType)],
    ...newRecordFields(now),
    ...input.record,
  };
  await deps.documents.write([{ before: null, after: record }]);
  return record;
}
