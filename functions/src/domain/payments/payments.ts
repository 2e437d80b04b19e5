import { createStoredDocument, paymentMessages, utcDateOnly } from '@fairbill/shared';
import type { CreatePaymentRequest } from '@fairbill/shared';
import { ulid } from 'ulid';
import type { UseCaseDeps } from '../deps';
import type { DocumentRecord } from '../documents/document-record';
import { getDocument, newRecordFields } from '../documents/documents';
import { claimIdempotencyKey, defaultClaimOptions, requestFingerprint } from '../idempotency';
import type { ClaimOptions } from '../idempotency';
import type { IdempotencyKey } from '../ports';
import { MissingMemberError, NotFoundError } from '../errors';

/** The payment-processor port (Decision 5): recording only for now; a real processor plugs in here. */
export interface PaymentProcessor {
  /**
   * `reference` names the payment and stays the same when an abandoned attempt is taken over, so a
   * real processor must use it as its own idempotency key: one reference, at most one charge.
   * `amount` is in integer cents, like every amount (Decision 13).
   */
  charge(input: { amount: number; cardLastFour: string; reference: string }): Promise<{ transactionId: string }>;
}

/** Records the payment without charging anything (no processor is connected yet). */
export const recordOnlyProcessor: PaymentProcessor = {
  charge: async ({ reference }) => ({ transactionId: reference }),
};

type PaymentDeps = Pick<UseCaseDeps, 'documents' | 'idempotency' | 'now'>;

const billNotFound = () => new NotFoundError('Bill not found.', 'bill_not_found');

/** Charges, then records the user payment with the id `id` (the charge's reference). */
async function chargeAndRecord(
  deps: PaymentDeps,
  userId: string,
  input: CreatePaymentRequest,
  id: string,
  processor: PaymentProcessor,
  onCharged: () => void,
): Promise<DocumentRecord> {
  const bill = await deps.documents.get(userId, input.billId);
  if (!bill || bill.document_type !== 'medical_bill') throw billNotFound();
  const { transactionId } = await processor.charge({ amount: input.amount, cardLastFour: input.cardLastFour, reference: id });
  onCharged();
  const now = deps.now();
  const base = createStoredDocument({
    id,
    userId,
    familyMemberId: bill.family_member_id,
    documentType: 'user_payment',
    filePath: '',
    fileName: '',
    contentType: '',
    fileSize: 0,
    now,
  });
  const record: DocumentRecord = {
    ...base,
    amount: input.amount,
    document_date: input.paymentDate ?? utcDateOnly(now),
    provider_name: bill.provider_name,
    payment_method: paymentMessages.cardEnding(input.cardLastFour),
    transaction_id: transactionId,
    bill_id: bill.id,
    file_path: null,
    file_name: null,
    content_type: null,
    file_size: null,
    // Nothing to read: a recorded payment is complete as it is.
    extraction_status: 'completed',
    pipeline_stage: 'done',
    storage_bucket: null,
    ...newRecordFields(now),
  };
  try {
    await deps.documents.write([{ before: null, after: record }]);
    return record;
  } catch (error) {
    if (error instanceof MissingMemberError) throw billNotFound();
    throw error;
  }
}

/**
 * Decision 5: "Pay $amount" records a user payment for the bill, method "Card ending NNNN", and
 * "You Paid" goes up in the same transaction.
 *
 * With an `Idempotency-Key` the key is claimed BEFORE anything is charged (issue 18: 50 parallel
 * submits charged 50 times): one request with the key charges and records, the others replay its
 * payment; the same key with another payment is refused (422).
 */
export async function createPayment(
  deps: PaymentDeps,
  userId: string,
  input: CreatePaymentRequest,
  idempotency?: IdempotencyKey,
  processor: PaymentProcessor = recordOnlyProcessor,
  claimOptions: ClaimOptions = defaultClaimOptions,
): Promise<DocumentRecord> {
  if (!idempotency) return chargeAndRecord(deps, userId, input, ulid(deps.now().getTime()), processor, () => undefined);

  const key: IdempotencyKey = { ...idempotency, fingerprint: requestFingerprint(input) };
  const claim = await claimIdempotencyKey(deps.idempotency, userId, key, deps.now, claimOptions);
  if (claim.kind === 'replay') return getDocument(deps, userId, claim.resultId);

  let charged = false;
  try {
    // A taken-over claim's holder may have recorded the payment before it stopped.
    const payment =
      (claim.takenOver ? await deps.documents.get(userId, claim.resultId) : null) ??
      (await chargeAndRecord(deps, userId, input, claim.resultId, processor, () => {
        charged = true;
      }));
    await deps.idempotency.complete(userId, key, claim.token);
    return payment;
  } catch (error) {
    // Nothing charged: the key is free for a retry. Charged but not recorded: the claim stays, so a
    // retry waits out its lease and takes it over with the same reference (never a second charge).
    // (A failed release leaves the claim to its lease: the original error is the one to report.)
    if (!charged) await deps.idempotency.release(userId, key, claim.token).catch(() => undefined);
    throw error;
  }
}
