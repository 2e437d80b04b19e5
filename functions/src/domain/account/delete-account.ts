import { accountMessages } from '@fairbill/shared';
import type { UseCaseDeps } from '../deps';
import { deleteDocument } from '../documents/documents';
import { ValidationError } from '../errors';
import { deleteLetters, type LetterStore } from '../letters/letters';
import type { ExportArchives, ExportJobs } from './account-export';
import type { TokenUser, UserDirectory } from './active-users';

/** Port: the user's own items in the table, for deleting the account. */
export interface AccountData {
  listDocumentIds(userId: string): Promise<string[]>;
  /** Deletes the pipeline's run records of the user's documents (issue 16); how many runs. */
  deleteRunRecords(userId: string): Promise<number>;
  /** Deletes every item left in the user's partition (members, totals, markers); how many. */
  deleteAllItems(userId: string): Promise<number>;
}

export type AccountDeletionDeps = Pick<UseCaseDeps, 'documents' | 'storage' | 'artifacts' | 'mailer'> & LetterStore & {
  account: AccountData;
  exportJobs: Pick<ExportJobs, 'get'>;
  exportArchives: Pick<ExportArchives, 'delete'>;
  users: Pick<UserDirectory, 'deleteUser'>;
  log: { warn: (message: string, attributes?: Record<string, unknown>) => void };
};

export type AccountOwner = { userId: string; email: string | null; givenName: string | null; tokenUser: TokenUser };

/**
 * "Delete my account" (issue 16): after the person typed their e-mail address, every document goes
 * the way a single deletion does (its file, its pipeline artifacts, its record, revisions, totals
 * and audit index item), the pipeline's run records of the account, the data export's ZIP, then every other item of the account, then the
 * Cognito user; a receipt is mailed last. A failure part-way leaves the rest for a retry, which
 * finds only what is left.
 * Replaced and deleted file versions expire with the buckets' retention (README).
 */
export async function deleteAccount(deps: AccountDeletionDeps, owner: AccountOwner, confirmation: string): Promise<{ documents: number }> {
  if (!owner.email || confirmation.trim().toLowerCase() !== owner.email.toLowerCase()) {
    throw new ValidationError(accountMessages.deleteConfirmationMismatch, 'confirmation_mismatch');
  }
  const documentIds = await deps.account.listDocumentIds(owner.userId);
  for (const documentId of documentIds) await deleteDocument(deps, owner.userId, documentId);
  // Their runs too, which the operators' view keeps by execution: found through the account's links.
  await deps.account.deleteRunRecords(owner.userId);
  // The letters' PDFs (issue 14), each before its item.
  await deleteLetters(deps, owner.userId);
  // The "Download all my data" ZIP (one per account at most); a build still running stops when its job goes.
  const latestExport = await deps.exportJobs.get(owner.userId);
  if (latestExport) await deps.exportArchives.delete(latestExport.archive_key);
  await deps.account.deleteAllItems(owner.userId);
  await deps.users.deleteUser(owner.tokenUser);
  try {
    await deps.mailer.send({ to: owner.email, subject: accountMessages.deletedMailSubject, text: accountMessages.deletedMailText(owner.givenName, documentIds.length) });
  } catch (error) {
    // The account is gone either way; the receipt is not worth failing the request for.
    deps.log.warn('account deletion receipt not sent', { errorName: error instanceof Error ? error.name : typeof error });
  }
  return { documents: documentIds.length };
}
