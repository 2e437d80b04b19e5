import { SAMPLE_MEMBER_ID, SAMPLE_MEMBER_RELATIONSHIP, sampleMessages } from '@fairbill/shared';
import type { SamplesResponse, StoredFamilyMember } from '@fairbill/shared';
import { renderSampleDocuments, SAMPLE_DOCUMENT_COUNT, SAMPLE_PATIENT, type SampleDocument } from '../../corpus/sample-documents';
import type { UseCaseDeps } from '../deps';
import type { DocumentRecord } from '../documents/document-record';
import { createDocument } from '../documents/documents';
import { ConflictError, NotFoundError } from '../errors';
import { listFamilyMembers } from '../family-members/family-members';
import { accountHasDocuments, samplesResponse } from './sample-status';

// POST /api/samples (issue 14): a sample member and its documents, which then go through the real
// pipeline. Each document is created as an upload is (createDocument: the same record, key and
// bucket) and its file stored at that key, as the browser's PUT would: the object-created event
// starts the pipeline, in AWS (EventBridge) and locally (s3rver) alike.
//
// Idempotent: the member's key is fixed (SAMPLE_MEMBER_ID), so a second request finds it instead of
// adding another; each document is created under an idempotency key of the member's, and a request
// that finds the set incomplete (an earlier one failed half-way, or another is still adding) adds
// what is missing, so a retry completes the set rather than doubling it.

export type SampleDeps = Pick<UseCaseDeps, 'members' | 'documents' | 'storage' | 'now' | 'bucketNames'>;

const today = (now: Date) => now.toISOString().slice(0, 10);

/** Not yet picked up by the pipeline, or never stored: its file is stored (again; the pipeline does the same object once). */
const awaitsFile = (doc: DocumentRecord) => doc.extraction_status === 'pending';

/** Creates the sample's record as an upload's; a key whose document was deleted since is spent, and a new record is made. */
async function createSampleRecord(deps: SampleDeps, member: StoredFamilyMember, sample: SampleDocument): Promise<DocumentRecord> {
  const input = { documentType: sample.documentType, familyMemberId: member.id, fileName: sample.fileName, fileSize: sample.bytes.byteLength, contentType: sample.contentType };
  try {
    // Per member: once the samples are removed and added again, these keys are new.
    return (await createDocument(deps, member.user_id, input, { scope: 'create-sample-document', key: `${member.created_at}/${sample.fileName}` })).document;
  } catch (error) {
    if (!(error instanceof NotFoundError && error.code === 'document_not_found')) throw error;
    return (await createDocument(deps, member.user_id, input)).document;
  }
}

async function addMissingDocuments(deps: SampleDeps, member: StoredFamilyMember, existing: readonly DocumentRecord[]): Promise<DocumentRecord[]> {
  const documents = [...existing];
  for (const sample of await renderSampleDocuments(today(deps.now()))) {
    const found = existing.find((doc) => doc.file_name === sample.fileName);
    if (found && !awaitsFile(found)) continue;
    const document = found ?? (await createSampleRecord(deps, member, sample));
    if (!found) documents.push(document);
    if (awaitsFile(document) && document.storage_bucket && document.file_path) {
      await deps.storage.putObject({ bucket: document.storage_bucket, key: document.file_path, contentType: sample.contentType, bytes: sample.bytes });
    }
  }
  return documents;
}

/**
 * Adds the sample member and its documents; `created` is false when the member was there already
 * (its set is completed if a request before failed half-way). Only an account without documents gets
 * samples: they would mix into a family's real totals.
 */
export async function createSamples(
  deps: SampleDeps,
  user: { userId: string; givenName: string | null; familyName: string | null },
): Promise<{ created: boolean; samples: SamplesResponse }> {
  // Decision 9's default member comes first: it is made only while a user has no member at all.
  await listFamilyMembers(deps, user);
  let member = await deps.members.get(user.userId, SAMPLE_MEMBER_ID);
  let created = false;
  if (!member && (await accountHasDocuments(deps, user.userId))) {
    // Those may be the samples another request is adding right now.
    member = await deps.members.get(user.userId, SAMPLE_MEMBER_ID);
    if (!member) throw new ConflictError(sampleMessages.notEmpty, 'account_not_empty');
  }
  if (!member) {
    const sample: StoredFamilyMember = {
      id: SAMPLE_MEMBER_ID,
      user_id: user.userId,
      first_name: SAMPLE_PATIENT.firstName,
      last_name: SAMPLE_PATIENT.lastName,
      relationship: SAMPLE_MEMBER_RELATIONSHIP,
      created_at: deps.now().toISOString(),
      sample: true,
    };
    try {
      await deps.members.create(sample);
      [member, created] = [sample, true];
    } catch (error) {
      // The key was taken: another request added the member a moment ago.
      member = await deps.members.get(user.userId, SAMPLE_MEMBER_ID);
      if (!member) throw error;
    }
  }
  let documents = await deps.documents.listForMember(user.userId, member.id);
  if (documents.length < SAMPLE_DOCUMENT_COUNT || documents.some(awaitsFile)) documents = await addMissingDocuments(deps, member, documents);
  return { created, samples: samplesResponse(member, documents, false) };
}
