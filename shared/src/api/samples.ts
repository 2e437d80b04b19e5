import * as z from 'zod';
import { documentTypeSchema, extractionStatusSchema } from '../schemas/document';
import { familyMemberSchema } from '../schemas/family-member';
import { matchStateSchema } from './documents';

/** POST /api/samples (issue 14): no options, so nothing but an empty object is accepted. */
export const createSamplesRequestSchema = z.object({}).strict();
export type CreateSamplesRequest = z.infer<typeof createSamplesRequestSchema>;

/** One sample document as far as the dashboard follows it: how its reading goes, and a bill's match. */
export const sampleDocumentSchema = z.object({
  id: z.string(),
  documentType: documentTypeSchema,
  extractionStatus: extractionStatusSchema,
  /** Bills: how they match their EOB once read. */
  matchState: matchStateSchema.nullable(),
});
export type SampleDocumentView = z.infer<typeof sampleDocumentSchema>;

/**
 * GET /api/samples, and POST's answer (201 when it added them, 200 with the samples already there):
 * the sample member and its documents, and whether the dashboard offers them (an account with no
 * document and no sample member).
 */
export const samplesResponseSchema = z.object({
  offered: z.boolean(),
  member: familyMemberSchema.nullable(),
  /** The sample member's documents, oldest first. */
  documents: z.array(sampleDocumentSchema),
});
export type SamplesResponse = z.infer<typeof samplesResponseSchema>;
