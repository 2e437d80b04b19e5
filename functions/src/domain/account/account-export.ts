import { ACCOUNT_EXPORT_RETENTION_DAYS, accountExportMessages, type AccountExport, type StoredFamilyMember } from '@fairbill/shared';
import { ulid } from 'ulid';
import * as z from 'zod';
import type { DocumentRecord } from '../documents/document-record';
import { NotFoundError } from '../errors';
import type { LetterRecord } from '../letters/letter-record';
import type { DocumentRevision } from '../ports';

// "Download all my data" (issue 16): one export per account at a time. Starting one stores its job
// and hands the build to the export builder (its own function in AWS, invoked asynchronously);
// the builder streams the files and records into a ZIP in the exports bucket, reports progress on
// the job, and mails the person a link to their account page, where a short-lived link is made.

/** The account's latest export, as stored (one item per user). */
export const exportJobSchema = z.object({
  id: z.string().min(1),
  user_id: z.string().min(1),
  status: z.enum(['queued', 'building', 'ready', 'failed']),
  files_total: z.number().int().nonnegative().nullable(),
  files_done: z.number().int().nonnegative(),
  /** The ZIP's key in the exports bucket, under the user's own prefix: `<userId>/<id>/<name>.zip`. */
  archive_key: z.string().min(1),
  size_bytes: z.number().int().nonnegative().nullable(),
  failure_reason: z.string().nullable(),
  /** Whom the "ready" e-mail goes to and greets: the verified token that asked for the export. */
  notify_email: z.string().nullable(),
  notify_name: z.string().nullable(),
  created_at: z.iso.datetime(),
  /** Every step of the build moves it on: a build in flight that stops moving has stalled. */
  updated_at: z.iso.datetime(),
  ready_at: z.iso.datetime().nullable(),
  expires_at: z.iso.datetime().nullable(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;

/** What the builder may change on a job. */
export type ExportJobChanges = Partial<Pick<ExportJob, 'status' | 'files_total' | 'files_done' | 'size_bytes' | 'failure_reason' | 'ready_at' | 'expires_at'>> & { updated_at: string };

/** Port: the account's export job (the app table). */
export interface ExportJobs {
  /**
   * Stores `job` as the account's export unless another is in flight and moved after
   * `stalledBefore`: then that one is returned. A replaced job is returned too (its ZIP goes).
   */
  start(job: ExportJob, stalledBefore: Date): Promise<{ started: true; replaced: ExportJob | null } | { started: false; current: ExportJob }>;
  get(userId: string): Promise<ExportJob | null>;
  /**
   * Changes the job while it is still the account's and in flight (or, with `onlyIf`, in that
   * status); false once it was replaced, finished or deleted, or is not in that status.
   */
  update(userId: string, jobId: string, changes: ExportJobChanges, onlyIf?: ExportJob['status']): Promise<boolean>;
}

/** One ZIP being written: entries are streamed in one at a time. */
export interface ExportArchive {
  /** Adds an entry; resolves once its bytes have gone into the archive. */
  add(name: string, content: string | Uint8Array | AsyncIterable<Uint8Array>, options: { compress: boolean; modifiedAt: Date }): Promise<void>;
  /** Ends the archive and stores it: its size in bytes. */
  finish(): Promise<{ sizeBytes: number }>;
  /** Gives up; nothing is stored. */
  abort(): Promise<void>;
}

/** Port: the exports bucket (S3 with a lifecycle expiry in AWS, s3rver locally). */
export interface ExportArchives {
  /** A short-lived link that saves the ZIP as `fileName`. */
  presignDownload(key: string, fileName: string): Promise<{ url: string; expiresAt: string }>;
  delete(key: string): Promise<void>;
}

/** Port: writes ZIPs into the exports bucket (the builder's alone: only its bundle carries the ZIP library). */
export interface ExportArchiveWriter {
  create(key: string): ExportArchive;
}

export type ExportBuildRequest = { userId: string; exportId: string };

/** Port: hands an export to the builder and returns at once (an asynchronous Lambda invocation in AWS). */
export interface ExportStarter {
  start(request: ExportBuildRequest): Promise<void>;
}

/** Port: everything of the account an export holds (the user's partition). */
export interface AccountRecords {
  listRecords(userId: string): Promise<{ members: StoredFamilyMember[]; documents: DocumentRecord[]; revisions: DocumentRevision[]; letters: LetterRecord[] }>;
}

/**
 * A build in flight that has not moved for this long has stopped (its function timed out or its
 * container went away): it is shown as failed, and a new export may replace it. The builder moves
 * the job after every file, each at most 20 MB.
 */
export const EXPORT_STALL_MS = 5 * 60_000;

const DAY_MS = 24 * 60 * 60_000;

export type AccountExportDeps = { exportJobs: ExportJobs; exportArchives: ExportArchives; now: () => Date };

export type ExportOwner = { userId: string; email: string | null; givenName: string | null };

/** The name the ZIP is saved under: the day it was asked for. */
export const exportFileName = (job: Pick<ExportJob, 'created_at'>): string => `fairbill-data-${job.created_at.slice(0, 10)}.zip`;

/**
 * Starts an export unless one is in flight (that one is returned, `started: false`). A finished
 * export it replaces has its ZIP deleted, so an account never has more than one.
 */
export async function startAccountExport(deps: AccountExportDeps & { exportStarter: ExportStarter }, owner: ExportOwner): Promise<{ started: boolean; job: ExportJob }> {
  const now = deps.now();
  const id = ulid(now.getTime());
  const job: ExportJob = {
    id,
    user_id: owner.userId,
    status: 'queued',
    files_total: null,
    files_done: 0,
    archive_key: `${owner.userId}/${id}/${exportFileName({ created_at: now.toISOString() })}`,
    size_bytes: null,
    failure_reason: null,
    notify_email: owner.email,
    notify_name: owner.givenName,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    ready_at: null,
    expires_at: null,
  };
  const result = await deps.exportJobs.start(job, new Date(now.getTime() - EXPORT_STALL_MS));
  if (!result.started) return { started: false, job: result.current };
  if (result.replaced) await deps.exportArchives.delete(result.replaced.archive_key);
  try {
    await deps.exportStarter.start({ userId: owner.userId, exportId: id });
  } catch (error) {
    await deps.exportJobs.update(owner.userId, id, { status: 'failed', failure_reason: accountExportMessages.failed, updated_at: deps.now().toISOString() });
    throw error;
  }
  return { started: true, job };
}

/** The account's latest export; 404 when none was ever asked for. */
export async function getAccountExport(deps: AccountExportDeps, userId: string): Promise<AccountExport> {
  const job = await deps.exportJobs.get(userId);
  if (!job) throw new NotFoundError(accountExportMessages.notFound, 'export_not_found');
  return accountExportView(deps, job);
}

/** A job as the SPA sees it: a stalled build is failed, a ready one past its day expired, a ready one has a fresh link. */
export async function accountExportView(deps: AccountExportDeps, job: ExportJob): Promise<AccountExport> {
  const now = deps.now().getTime();
  const base = {
    id: job.id,
    filesDone: job.files_done,
    filesTotal: job.files_total,
    createdAt: job.created_at,
    readyAt: job.ready_at,
    expiresAt: job.expires_at,
    sizeBytes: job.size_bytes,
    failureReason: job.failure_reason,
    download: null,
  };
  if (job.status === 'queued' || job.status === 'building') {
    return Date.parse(job.updated_at) < now - EXPORT_STALL_MS ? { ...base, status: 'failed', failureReason: accountExportMessages.stalled } : { ...base, status: job.status };
  }
  if (job.status === 'failed') return { ...base, status: 'failed', failureReason: job.failure_reason ?? accountExportMessages.failed };
  if (!job.expires_at || Date.parse(job.expires_at) <= now) return { ...base, status: 'expired' };
  return { ...base, status: 'ready', download: await deps.exportArchives.presignDownload(job.archive_key, exportFileName(job)) };
}

/** When a ZIP finished at `readyAt` is deleted (the exports bucket's lifecycle rule counts the same days). */
export const exportExpiry = (readyAt: Date): Date => new Date(readyAt.getTime() + ACCOUNT_EXPORT_RETENTION_DAYS * DAY_MS);
