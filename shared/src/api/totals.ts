import * as z from 'zod';
import { memberChoiceSchema, queryYearSchema } from './common';

/** GET /api/totals?year=2025&memberId=<id|family>: Decision 3 (year defaults to the current one). */
export const totalsQuerySchema = z.object({
  year: queryYearSchema.optional(),
  memberId: memberChoiceSchema.optional(),
});
export type TotalsQuery = z.input<typeof totalsQuerySchema>;

/** In integer cents (Decision 13). A total is a sum of amounts, so it is not bounded like one. */
const totalsFiguresShape = {
  billed: z.number().int(),
  insurancePaid: z.number().int(),
  youPaid: z.number().int(),
};

/** One month of the selected year (cents, like the yearly figures). */
export const monthTotalsSchema = z.object({ month: z.number().int().min(1).max(12), ...totalsFiguresShape });
export type MonthTotalsResponse = z.infer<typeof monthTotalsSchema>;

export const totalsResponseSchema = z.object({
  year: z.number().int(),
  /** null for the whole family. */
  memberId: z.string().nullable(),
  ...totalsFiguresShape,
  /** January to December in order, zeros where nothing (the dashboard's monthly chart). */
  months: z
    .array(monthTotalsSchema)
    .length(12)
    .refine((months) => months.every((entry, index) => entry.month === index + 1), 'The months must run from 1 to 12 in order'),
});
export type TotalsResponse = z.infer<typeof totalsResponseSchema>;
