import * as z from 'zod';
import { isoDateSchema } from '../schemas/document';
import { LEDGER_RESULT_KINDS } from '../rules/ledger-result';
import { memberChoiceSchema, queryYearSchema } from './common';

/** GET /api/ledgers?memberId=<id|family>&year=2025 (issue 14): the visits of that year (default: the current one). */
export const ledgersQuerySchema = z.object({
  year: queryYearSchema.optional(),
  memberId: memberChoiceSchema.optional(),
});
export type LedgersQuery = z.input<typeof ledgersQuerySchema>;

// Integer cents (Decision 13). Sums and differences of amounts, so not bounded like one amount.
const cents = z.number().int();

export const ledgerResultSchema = z.object({
  kind: z.enum(LEDGER_RESULT_KINDS),
  /** The amount at stake; null where there is no figure to give ("Paid in full", or nothing states what is owed). */
  amount: cents.nullable(),
});

/** A payment of a visit: its date, amount, the name it prints, and how it came into the visit. */
export const ledgerPaymentSchema = z.object({
  id: z.string(),
  date: isoDateSchema,
  amount: cents,
  providerName: z.string().nullable(),
  joinedBy: z.enum(['bill', 'hand', 'match']),
});

/** One visit's ledger (shared buildVisitLedgers). */
export const visitLedgerSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  /** As the visit's first document prints it. */
  providerName: z.string(),
  dateOfService: isoDateSchema.nullable(),
  /** The day the visit is filed under (its date of service, else the date of its one document). */
  date: isoDateSchema,
  /** The latest bill (the link to its detail) and the latest EOB (the one that counts). */
  billId: z.string().nullable(),
  eobId: z.string().nullable(),
  billIds: z.array(z.string()),
  eobIds: z.array(z.string()),
  paymentIds: z.array(z.string()),
  /**
   * The same payments with how each joined (issue 14: on its bill, linked by hand, or matched), for
   * the dashboard's link and unlink controls; whatever their dates (a January payment of a December
   * visit included).
   */
  payments: z.array(ledgerPaymentSchema),
  /** The latest EOB's patient responsibility. */
  insurerSaysYouOwe: cents.nullable(),
  /** The latest bill's amount due. */
  providerBilledYou: cents.nullable(),
  youPaid: cents,
  result: ledgerResultSchema,
  settled: z.boolean(),
});
export type VisitLedgerResponse = z.infer<typeof visitLedgerSchema>;

export const ledgersResponseSchema = z.object({
  year: z.number().int(),
  /** null for the whole family. */
  memberId: z.string().nullable(),
  /** Newest visit first. */
  ledgers: z.array(visitLedgerSchema),
  /** The sum of the refunds due of these visits. */
  refundsDue: cents,
  /** The year's payments and receipts that belong to no visit: nothing matched them, or the person unlinked them (issue 14). */
  unlinkedPayments: z.array(
    z.object({ id: z.string(), memberId: z.string(), date: isoDateSchema, amount: cents, providerName: z.string().nullable(), unlinkedByHand: z.boolean() }),
  ),
});
export type LedgersResponse = z.infer<typeof ledgersResponseSchema>;
