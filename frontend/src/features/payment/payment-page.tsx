import {
  CARD_CVV_MAX_LENGTH,
  CARD_EXPIRY_MAX_LENGTH,
  CARD_NUMBER_MAX_LENGTH,
  displayFallbacks,
  documentMessages,
  PRODUCT_NAME,
  backToSearchPath,
  cardLastFour,
  formatCents,
  formatCentsPlain,
  formatUsDate,
  memberFullName,
  parseDollarsInput,
  paymentAmountDue,
  paymentFormSchema,
  paymentMessages,
  paymentPageParamsSchema,
  safeExternalUrl,
  storedBillSchema,
  storedEobSchema,
  type BillComparisonResponse,
  type CreatePaymentRequest,
  type DocumentView,
  type PaymentForm,
  type PaymentFormInput,
} from '@fairbill/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { CardIcon, ShieldIcon } from '../../components/icons';
import { LoadError } from '../../components/load-error';
import { TextField } from '../../components/text-field';
import { newIdempotencyKey } from '../../lib/api/api-client';
import { errorMessage } from '../../lib/api/api-error';
import { invalidateAfter } from '../../lib/query/keys';
import '../../styles/comparison.css';
import { billRow, useBillComparison } from '../comparison';
import { familyQueries, useSelectMemberFromUrl } from '../family';
import { recordPayment } from './api/payments';

/** What the page shows and offers to pay (amounts in cents), read from the bill and its matched EOB (never from the URL). */
type BillSummary = { provider: string | null; dateOfService: string | null; amountDue: number | null; payOnlineLink: string | null };

/** One extracted value of a document, or undefined when it is missing or malformed. */
function extracted<T>(document: DocumentView | null, field: { safeParse: (value: unknown) => { data?: T } }, name: string): T | undefined {
  return document ? field.safeParse(document.extractedData?.[name]).data : undefined;
}

function billSummary({ bill, eob }: BillComparisonResponse): BillSummary {
  const row = billRow(bill);
  return {
    provider: row.provider,
    dateOfService: row.dateOfService,
    amountDue: paymentAmountDue(
      { amountDue: extracted(bill, storedBillSchema.shape.amountDue, 'amountDue') },
      { patientResponsibility: extracted(eob, storedEobSchema.shape.patientResponsibility, 'patientResponsibility') },
    ),
    // The bill's own pay-online link, when its extracted data has a safe one (Decision 5).
    payOnlineLink: safeExternalUrl(extracted(bill, storedBillSchema.shape.payOnlineLink, 'payOnlineLink')),
  };
}

/**
 * One `Idempotency-Key` per payment attempt: the same payment sent again (a double submit, a retry
 * after an error whose request may have gone through) keeps its key, so the API records and charges
 * it once and answers with the first payment; a changed payment is a new attempt.
 */
function useAttemptKey(): (request: CreatePaymentRequest) => string {
  const attempt = useRef<{ request: string; key: string } | null>(null);
  return (request) => {
    const sent = JSON.stringify(request);
    if (attempt.current?.request !== sent) attempt.current = { request: sent, key: newIdempotencyKey() };
    return attempt.current.key;
  };
}

function PaymentFormSection({ billId, amountDue }: { billId: string | undefined; amountDue: number | null }) {
  const queryClient = useQueryClient();
  const [paidWith, setPaidWith] = useState<string | null>(null);
  const attemptKey = useAttemptKey();
  // A second submit while the first is on its way sends nothing (the button is not disabled yet).
  const inFlight = useRef(false);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<PaymentFormInput, unknown, PaymentForm>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: { paymentAmount: amountDue === null ? '' : formatCentsPlain(amountDue), cardNumber: '', expiryDate: '', cvv: '', nameOnCard: '' },
  });
  // Typed in dollars; the form's value (and the request) is in cents.
  const typedAmount = parseDollarsInput(useWatch({ control, name: 'paymentAmount' }));
  const buttonAmount = typedAmount !== null && typedAmount > 0 ? formatCentsPlain(typedAmount) : formatCentsPlain(amountDue ?? 0);

  const pay = useMutation({
    mutationFn: (form: PaymentForm) => {
      if (!billId) throw new Error('Open this page from a bill to pay it.');
      const request = { billId, amount: form.paymentAmount, cardLastFour: cardLastFour(form.cardNumber) };
      return recordPayment(request, attemptKey(request));
    },
    // A payment is never sent again on its own; the user's own retry keeps the attempt's key.
    retry: false,
    onSuccess: async (payment) => {
      const method = payment.paymentMethod ?? '';
      setPaidWith(method);
      // The card details leave memory as soon as they are no longer needed.
      reset({ paymentAmount: '', cardNumber: '', expiryDate: '', cvv: '', nameOnCard: '' });
      toast.success(documentMessages.paymentAdded, { description: method });
      // 'You Paid', search results (documents) and history all change (spec "Document list refresh").
      await invalidateAfter.paymentRecorded(queryClient);
    },
    onError: (error) => toast.error(documentMessages.addPaymentFailed, { description: errorMessage(error, documentMessages.unexpectedError) }),
    onSettled: () => {
      inFlight.current = false;
    },
  });

  const submit = (form: PaymentForm) => {
    if (inFlight.current) return;
    inFlight.current = true;
    pay.mutate(form);
  };

  if (paidWith !== null) {
    return (
      <section className="card notice--success" role="status" aria-labelledby="payment-done">
        <h2 id="payment-done">Payment recorded</h2>
        <p>
          {formatCents(pay.data?.amount ?? pay.variables?.paymentAmount ?? 0)} paid with {paidWith}. It now counts in &quot;You Paid&quot; and appears in your search results.
        </p>
      </section>
    );
  }
  return (
    <section className="card" aria-labelledby="payment-information">
      <h2 id="payment-information">
        <CardIcon /> Payment Information
      </h2>
      {!billId && (
        <p role="alert" className="form-error">
          Open this page from a bill to pay it.
        </p>
      )}
      <form className="form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <TextField label="Payment Amount" inputMode="decimal" error={errors.paymentAmount?.message} {...register('paymentAmount', { setValueAs: (value: string) => value.replace(/\$/g, '') })} />
        <TextField
          label="Card Number"
          placeholder="1234 5678 9012 3456"
          maxLength={CARD_NUMBER_MAX_LENGTH}
          inputMode="numeric"
          autoComplete="cc-number"
          error={errors.cardNumber?.message}
          {...register('cardNumber')}
        />
        <div className="form-row">
          <TextField label="Expiry Date" placeholder="MM/YY" maxLength={CARD_EXPIRY_MAX_LENGTH} autoComplete="cc-exp" error={errors.expiryDate?.message} {...register('expiryDate')} />
          <TextField label="CVV" maxLength={CARD_CVV_MAX_LENGTH} inputMode="numeric" autoComplete="cc-csc" error={errors.cvv?.message} {...register('cvv')} />
        </div>
        <TextField label="Name on Card" autoComplete="cc-name" error={errors.nameOnCard?.message} {...register('nameOnCard')} />
        <button type="submit" className="button button--block" disabled={pay.isPending || !billId}>
          {pay.isPending ? 'Processing...' : paymentMessages.payButton(buttonAmount)}
        </button>
      </form>
    </section>
  );
}

/**
 * /payment?familyMemberId&billId: pay a bill and record it as 'Card ending NNNN'. The URL holds ids
 * only (issue 18): the provider, date of service and amount due are loaded with the bill.
 */
export function PaymentPage() {
  const [searchParams] = useSearchParams();
  const params = paymentPageParamsSchema.parse(Object.fromEntries(searchParams));
  const members = useQuery(familyQueries.list());
  useSelectMemberFromUrl(params.familyMemberId);
  const comparison = useBillComparison(params.billId);
  const summary = comparison.data ? billSummary(comparison.data) : null;
  const amountDue = summary?.amountDue ?? null;
  const memberId = params.familyMemberId ?? comparison.data?.bill.familyMemberId;
  const member = members.data?.find((m) => m.id === memberId) ?? null;
  const loading = params.billId !== undefined && comparison.isPending;

  return (
    <div className="container stack payment-page">
      <header className="page-head">
        <h1>{PRODUCT_NAME} Payment Portal</h1>
        <p>{paymentMessages.subtitle}</p>
      </header>

      <section className="card" aria-labelledby="bill-summary">
        <h2 id="bill-summary">Bill Summary</h2>
        {loading ? (
          <p role="status" className="muted">
            Loading the bill...
          </p>
        ) : comparison.isError ? (
          <LoadError onRetry={() => void comparison.refetch()}>{errorMessage(comparison.error, 'We could not load this bill.')}</LoadError>
        ) : (
          <dl className="summary-list">
            <div>
              <dt>Provider</dt>
              <dd>{summary?.provider ?? displayFallbacks.unknownProvider}</dd>
            </div>
            <div>
              <dt>Date of Service</dt>
              <dd>{formatUsDate(summary?.dateOfService)}</dd>
            </div>
            <div>
              <dt>Patient</dt>
              <dd>{memberFullName(member)}</dd>
            </div>
            <div>
              <dt>Amount Due</dt>
              <dd>{amountDue === null ? displayFallbacks.unknown : formatCents(amountDue)}</dd>
            </div>
          </dl>
        )}
        {summary?.payOnlineLink && (
          <p>
            <a href={summary.payOnlineLink} target="_blank" rel="noopener noreferrer">
              Pay on the provider&apos;s website (opens in a new tab)
            </a>
          </p>
        )}
      </section>

      {/* The form starts once the bill is known, with its amount due filled in. */}
      {!loading && !comparison.isError && <PaymentFormSection key={params.billId ?? ''} billId={params.billId} amountDue={amountDue} />}

      <p className="muted payment-secure">
        <ShieldIcon size={18} /> Your payment information is encrypted and secure. Only the last four digits of your card are stored.
      </p>
      <p>
        <Link to={memberId ? backToSearchPath(memberId) : '/search'}>Back to Search</Link>
      </p>
    </div>
  );
}
