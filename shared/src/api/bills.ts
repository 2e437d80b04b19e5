import * as z from 'zod';
import { apiIdSchema, memberChoiceSchema } from './common';
import { documentViewSchema, matchStateSchema } from './documents';

/** Where the banner under the comparison leads (spec section 4, "Banner outcomes"; shared bannerOutcome). */
export const bannerActionSchema = z.discriminatedUnion('kind', [
  /** Perfect match with a pay-online link: open it in a new tab. */
  z.object({ kind: z.literal('external'), url: z.string() }),
  /** An SPA path with its query (/payment?..., /explanations?..., /in-network-explanations?...). */
  z.object({ kind: z.literal('route'), to: z.string() }),
]);

export const bannerSchema = z.object({
  state: matchStateSchema,
  message: z.string(),
  /** null when there is no matching EOB. */
  action: bannerActionSchema.nullable(),
});

/**
 * GET /api/bills/{billId}/comparison[?eobId=]: the bill, its matched EOB (or the EOB named by eobId,
 * for the explanation pages), the match state and the banner outcome.
 */
export const billComparisonQuerySchema = z.object({ eobId: apiIdSchema.optional() });
export const billComparisonResponseSchema = z.object({
  bill: documentViewSchema,
  eob: documentViewSchema.nullable(),
  matchState: matchStateSchema,
  banner: bannerSchema,
});
export type BillComparisonResponse = z.infer<typeof billComparisonResponseSchema>;

/** GET /api/history?memberId=<id|family> (Decision 2): the member's bills, each with its matched EOB. */
export const historyQuerySchema = z.object({ memberId: memberChoiceSchema.optional() });
export const historyPairSchema = billComparisonResponseSchema;
export const historyResponseSchema = z.object({ pairs: z.array(historyPairSchema) });
export type HistoryResponse = z.infer<typeof historyResponseSchema>;
