import * as z from 'zod';

/** Every error response of the API: a machine code and a message a person can act on. */
export const apiErrorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Ids in paths and bodies: ULIDs here, but any short token of safe characters is accepted. */
export const apiIdSchema = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Invalid id');

/** A query-string member choice: one member's id or the whole family. */
export const memberChoiceSchema = z.union([z.literal('family'), apiIdSchema]);

/** A query-string flag ('true'/'false'). */
export const queryFlagSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

/** A query-string year ('2025'). */
export const queryYearSchema = z.string().regex(/^\d{4}$/, 'The year must have four digits');
