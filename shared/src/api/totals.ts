import { z } from 'zod';
import { memberChoiceSchema } from './common';

/** GET /api/totals?year=2025&memberId=<id|family>: Decision 3 (year defaults to the current one). */
export const totalsQuerySchema = z.object({
  year: z.string().regex(/^\d{4}$/, 'The year must have four digits').optional(),
  memberId: memberChoiceSchema.optional(),
});
export type TotalsQuery = z.input<typeof totalsQuerySchema>;

export const totalsResponseSchema = z.object({
  year: z.number().int(),
  /** null for the whole family. */
  memberId: z.string().nullable(),
  billed: z.number(),
  insurancePaid: z.number(),
  youPaid: z.number(),
});
export type TotalsResponse = z.infer<typeof totalsResponseSchema>;
