import * as z from 'zod';

/** DELETE /api/account: the person types their account's e-mail address to confirm (issue 16). */
export const deleteAccountRequestSchema = z.object({ confirmation: z.string().max(320) });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/**
 * "Download all my data" (issue 16): the state of the account's latest export. `expired` and a
 * stalled build's `failed` are worked out when it is read; `download` is a short-lived link, set
 * only while the export is ready.
 */
export const accountExportStatusSchema = z.enum(['queued', 'building', 'ready', 'failed', 'expired']);
export type AccountExportStatus = z.infer<typeof accountExportStatusSchema>;

export const accountExportSchema = z.object({
  id: z.string().min(1),
  status: accountExportStatusSchema,
  /** Original files added to the ZIP so far, of `filesTotal` (null until the build has counted them). */
  filesDone: z.number().int().nonnegative(),
  filesTotal: z.number().int().nonnegative().nullable(),
  createdAt: z.iso.datetime(),
  readyAt: z.iso.datetime().nullable(),
  /** When the ZIP is deleted: it can be downloaded until then. */
  expiresAt: z.iso.datetime().nullable(),
  sizeBytes: z.number().int().nonnegative().nullable(),
  /** Why it failed, in words a person can read. */
  failureReason: z.string().nullable(),
  download: z.object({ url: z.url(), expiresAt: z.iso.datetime() }).nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** POST /api/account/export (202 started, 200 one already in progress) and GET /api/account/export. */
export const accountExportResponseSchema = z.object({ export: accountExportSchema });
export type AccountExportResponse = z.infer<typeof accountExportResponseSchema>;

/** POST /api/account/export takes no options: an empty object, or no body at all. */
export const startAccountExportRequestSchema = z.object({}).strict();
