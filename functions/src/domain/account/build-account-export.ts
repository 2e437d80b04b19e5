import { accountExportMessages, formatDisplayDate, type StoredFamilyMember } from '@fairbill/shared';
import type { DocumentRecord } from '../documents/document-record';
import type { Mailer } from '../mailer';
import type { DocumentStorage } from '../ports';
import { exportExpiry, type AccountRecords, type ExportArchive, type ExportArchives, type ExportArchiveWriter, type ExportBuildRequest, type ExportJob, type ExportJobChanges, type ExportJobs } from './account-export';
import { exportRecordFiles, fileEntryName, type FilePlacement } from './export-records';

export type ExportBuildDeps = {
  account: AccountRecords;
  exportJobs: ExportJobs;
  exportArchives: ExportArchives;
  exportWriter: ExportArchiveWriter;
  storage: Pick<DocumentStorage, 'readObject'>;
  mailer: Mailer;
  now: () => Date;
  /** The SPA's origin: the e-mail links to its account page. */
  appOrigin: string;
  log: { warn: (message: string, attributes?: Record<string, unknown>) => void; error: (message: string, attributes?: Record<string, unknown>) => void };
};

/** Progress is written at most this often (and after the last file), so a big account's build writes a few items, not one per file. */
const PROGRESS_EVERY_MS = 1_000;

/** The job was replaced, finished or deleted (the account too) while this build ran: it stops and leaves nothing behind. */
class JobGone extends Error {
  override readonly name = 'JobGone';
}

export type ExportBuildOutcome = 'ready' | 'failed' | 'skipped' | 'cancelled';

/**
 * Builds the account's export: every document's current file (streamed from its bucket, one at a
 * time) and the record files into one ZIP under the user's prefix, the job's progress moved as it
 * goes; then the job is ready and the person gets an e-mail linking to their account page (no
 * download link in the mail). A build that is not the account's current, queued one does nothing.
 */
export async function buildAccountExport(deps: ExportBuildDeps, request: ExportBuildRequest): Promise<ExportBuildOutcome> {
  const job = await deps.exportJobs.get(request.userId);
  if (!job || job.id !== request.exportId || job.status !== 'queued') return 'skipped';
  // Claimed once: a second delivery of the same request (asynchronous invocations are at least once) finds it taken.
  if (!(await deps.exportJobs.update(job.user_id, job.id, { status: 'building', updated_at: deps.now().toISOString() }, 'queued'))) return 'skipped';
  const move = async (changes: Omit<ExportJobChanges, 'updated_at'>) => {
    if (!(await deps.exportJobs.update(job.user_id, job.id, { ...changes, updated_at: deps.now().toISOString() }))) throw new JobGone();
  };

  let archive: ExportArchive | undefined;
  try {
    const content = await deps.account.listRecords(job.user_id);
    const withFiles = content.documents.filter((doc): doc is DocumentRecord & { storage_bucket: string; file_path: string } => Boolean(doc.storage_bucket && doc.file_path));
    await move({ files_total: withFiles.length, files_done: 0 });

    archive = deps.exportWriter.create(job.archive_key);
    const placements = await addFiles(deps, archive, content.members, withFiles, move);
    const exportedAt = deps.now();
    for (const [name, text] of Object.entries(exportRecordFiles(content, placements, exportedAt))) {
      await archive.add(name, text, { compress: true, modifiedAt: exportedAt });
    }
    const { sizeBytes } = await archive.finish();
    const readyAt = deps.now();
    const expiresAt = exportExpiry(readyAt);
    await move({ status: 'ready', size_bytes: sizeBytes, ready_at: readyAt.toISOString(), expires_at: expiresAt.toISOString() }).catch(async (error: unknown) => {
      // Replaced or deleted (the account too) while the ZIP was stored: it must not stay.
      await deps.exportArchives.delete(job.archive_key);
      throw error;
    });
    await mailReady(deps, job, expiresAt);
    return 'ready';
  } catch (error) {
    await archive?.abort().catch(() => undefined);
    if (error instanceof JobGone) return 'cancelled';
    deps.log.error('account export failed', { exportId: job.id, errorName: error instanceof Error ? error.name : typeof error });
    await move({ status: 'failed', failure_reason: accountExportMessages.failed }).catch(() => undefined);
    return 'failed';
  }
}

/** Each file in turn, its current version; one storage no longer has is left out and marked missing. */
async function addFiles(
  deps: ExportBuildDeps,
  archive: ExportArchive,
  members: readonly StoredFamilyMember[],
  documents: readonly (DocumentRecord & { storage_bucket: string; file_path: string })[],
  move: (changes: Omit<ExportJobChanges, 'updated_at'>) => Promise<void>,
): Promise<Map<string, FilePlacement>> {
  const membersById = new Map(members.map((member) => [member.id, member]));
  const placements = new Map<string, FilePlacement>();
  const taken = new Set<string>();
  let lastMoved = deps.now().getTime();
  for (const [index, doc] of documents.entries()) {
    const body = await deps.storage.readObject(doc.storage_bucket, doc.file_path);
    if (body) {
      const entry = fileEntryName(doc, membersById.get(doc.family_member_id), taken);
      // Scans and PDFs are compressed already: stored as they are, they stream straight through.
      await archive.add(entry, body, { compress: false, modifiedAt: new Date(doc.updated_at) });
      placements.set(doc.id, { entry });
    } else {
      placements.set(doc.id, { missing: true });
    }
    const done = index + 1;
    if (done === documents.length || deps.now().getTime() - lastMoved >= PROGRESS_EVERY_MS) {
      await move({ files_done: done });
      lastMoved = deps.now().getTime();
    }
  }
  return placements;
}

async function mailReady(deps: ExportBuildDeps, job: ExportJob, expiresAt: Date): Promise<void> {
  if (!job.notify_email) return;
  try {
    const accountPage = `${deps.appOrigin.replace(/\/$/, '')}/account`;
    await deps.mailer.send({ to: job.notify_email, subject: accountExportMessages.mailSubject, text: accountExportMessages.mailText(job.notify_name, accountPage, formatDisplayDate(expiresAt)) });
  } catch (error) {
    // The export is ready on the account page either way.
    deps.log.warn('account export e-mail not sent', { exportId: job.id, errorName: error instanceof Error ? error.name : typeof error });
  }
}
