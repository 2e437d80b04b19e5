import { createStoredDocument, paymentMessages, utcDateOnly } from '@fairbill/shared';
import type { CreatePaymentRequest } from '@fairbill/shared';
import { ulid } from 'ulid';
import { NotFoundError } from '../../lib/errors';
import type { UseCaseDeps } from '../deps';
import type { DocumentRecord } from '../documents/document-record';
import { getDocument, newRecordFields } from '../documents/documents';
import type { IdempotencyKey } from '../ports';
import { IdempotentReplayError, MissingMemberError } from '../ports';

/** The payment-processor port (Decision 5): recording only for now; a real processor plugs in here. */
export interface PaymentProcessor {
  charge(input: { amount: number; cardLastFour: string; reference: string }): Promise<{ transactionId: string }>;
}

/** Records the payment without charging anything (no processor is connected yet). */
export const recordOnlyProcessor: PaymentProcessor = {
  charge: async ({ reference }) => ({ transactionId: reference }),
};

/**
 * Decision 5: "Pay $amount" records a user payment for the bill, method "Card ending NNNN", and
 * "You Paid" goes up in the same transaction.
 */
export async function createPayment(
  deps: Pick<UseCaseDeps, 'documents' | 'now'>,
  userId: string,
  input: CreatePaymentRequest,
  idempotency?: IdempotencyKey,
  processor: PaymentProcessor = recordOnlyProcessor,
): Promise<DocumentRecord> {
  const bill = await deps.documents.get(userId, input.billId);
  if (!bill || bill.document_type !== 'medical_bill') throw new NotFoundError('Bill not found.', 'bill_not_found');
  const now = deps.now();
  const id = ulid(now.getTime());
  const { transactionId } = await processor.charge({ amount: input.amount, cardLastFour: input.cardLastFour, reference: id });
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
    storage_key: null,
    ...newRecordFields(now),
  };
  try {
    await deps.documents.write([{ before: null, after: record }], { idempotency });
    return record;
  } catch (error) {
    if (error instanceof IdempotentReplayError) return getDocument(deps, userId, error.resultId);
    if (error instanceof MissingMemberError) throw new NotFoundError('Bill not found.', 'bill_not_found');
    throw error;
  }
}
