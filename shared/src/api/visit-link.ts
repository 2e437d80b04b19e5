import * as z from 'zod';
import { isoDateSchema } from '../schemas/document';
import { apiIdSchema } from './common';

// Issue 14: a payment linked to a visit by hand, or kept out of every visit; each change is a
// revision of the payment (who, when, old -> new). See shared/src/rules/visit-ledger.ts for how a
// link counts.

/**
 * PUT /api/documents/{documentId}/visit-link, on a receipt or payment: `{ documentId }` names a bill
 * or EOB of the same member, and the payment counts in whichever visit holds that document;
 * `{ unlinked: true }` keeps it out of every visit. Exactly one of the two.
 * DELETE on the same path goes back to the automatic rule (provider, date and amount).
 */
export const visitLinkRequestSchema = z.union([
  z.object({ documentId: apiIdSchema, unlinked: z.never().optional() }),
  z.object({ unlinked: z.literal(true), documentId: z.never().optional() }),
]);
export type VisitLinkRequest = z.infer<typeof visitLinkRequestSchema>;

/**
 * Where a payment stands: matched by the rule (`automatic`), kept out by the person (`unlinked`), or
 * linked to the visit of a bill or EOB, named as that document printed it when the link was made.
 */
export const visitLinkStateSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('automatic') }),
  z.object({ kind: z.literal('unlinked') }),
  z.object({ kind: z.literal('visit'), documentId: z.string(), providerName: z.string().nullable(), dateOfService: isoDateSchema.nullable() }),
]);
export type VisitLinkState = z.infer<typeof visitLinkStateSchema>;

/** One link or unlink, as its revision keeps it (the revision's field `visitLink`, old -> new). */
export const visitLinkChangeSchema = z.object({ before: visitLinkStateSchema, after: visitLinkStateSchema });
export type VisitLinkChange = z.infer<typeof visitLinkChangeSchema>;

/** 200: the payment's revision now, and the change it made (null when the link was already so: no revision). */
export const visitLinkResponseSchema = z.object({ documentId: z.string(), revision: z.number().int(), change: visitLinkChangeSchema.nullable() });
export type VisitLinkResponse = z.infer<typeof visitLinkResponseSchema>;
