import {
  CARD_CVV_MAX_LENGTH,
  CARD_EXPIRY_MAX_LENGTH,
  CARD_NUMBER_MAX_LENGTH,
  documentMessages,
  PRODUCT_NAME,
  backToSearchPath,
  cardLastFour,
  extractedBillSchema,
  formatAmountPlain,
  formatDollars,
  formatUsDate,
  memberFullName,
  parseAmountInput,
  paymentFormSchema,
  paymentMessages,
  paymentPageParamsSchema,
  safeExternalUrl,
  type PaymentForm,
  type PaymentFormInput,
} from '@fairbill/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { CardIcon, ShieldIcon } from '../../components/icons';
import { TextField } from '../../components/text-field';
import { errorMessage } from '../../lib/api/api-error';
import { totalsQueryKey } from '../dashboard/totals-api';
import { useDocument } from '../documents/document-detail-api';
import { documentsQueryKey } from '../documents/documents-api';
import '../explanations/comparison.css';
import { useFamilyMembers } from '../family/family-members-api';
import { useSelectMemberFromUrl } from '../family/member-selection';
import { historyQueryKey } from '../history/history-api';
import { recordPayment } from './payment-api';

/** The bill's own pay-online link, when its extracted data has a safe one (Decision 5). */
function payOnlineLink(extractedData: Record<string, unknown> | null | undefined): string | null {
  const link = extractedBillSchema.shape.payOnlineLink.safeParse(extractedData?.payOnlineLink);
  return link.success ? safeExternalUrl(link.data) : null;
}

/** /payment?provider&date&amount&familyMemberId&billId: pay a bill and record it as 'Card ending NNNN'. */
export function PaymentPage() {
  const [searchParams] = useSearchParams();
  const params = paymentPageParamsSchema.parse(Object.fromEntries(searchParams));
  const members = useFamilyMembers();
  useSelectMemberFromUrl(params.familyMemberId);
  const bill = useDocument(params.billId ?? null);
  const queryClient = useQueryClient();
  const [paidWith, setPaidWith] = useState<string | null>(null);

  const member = members.data?.find((m) => m.id === params.familyMemberId) ?? null;
  const provider = params.provider ?? bill.data?.providerName ?? null;
  const externalLink = payOnlineLink(bill.data?.extractedData);

  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<PaymentFormInput, unknown, PaymentForm>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: { paymentAmount: params.amount === undefined ? '' : formatAmountPlain(params.amount), cardNumber: '', expiryDate: '', cvv: '', nameOnCard: '' },
  });
  const typedAmount = parseAmountInput(useWatch({ control, name: 'paymentAmount' }));
  const buttonAmount = typedAmount !== null && typedAmount > 0 ? formatAmountPlain(typedAmount) : formatAmountPlain(params.amount ?? 0);

  const pay = useMutation({
    mutationFn: (form: PaymentForm) => {
      if (!params.billId) throw new Error('Open this page from a bill to pay it.');
      return recordPayment({ billId: params.billId, amount: form.paymentAmount, cardLastFour: cardLastFour(form.cardNumber) });
    },
    // A payment is never sent twice on its own.
    retry: false,
    onSuccess: async (payment) => {
      const method = payment.paymentMethod ?? '';
      setPaidWith(method);
      // The card details leave memory as soon as they are no longer needed.
      reset({ paymentAmount: '', cardNumber: '', expiryDate: '', cvv: '', nameOnCard: '' });
      toast.success(documentMessages.paymentAdded, { description: method });
      // 'You Paid', search results (documents) and history all change (spec "Document list refresh").
      await Promise.all([totalsQueryKey, documentsQueryKey, historyQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => toast.error(documentMessages.addPaymentFailed, { description: errorMessage(error, documentMessages.unexpectedError) }),
  });

  return (
    <div className="container stack payment-page">
      <header className="page-head">
        <h1>{PRODUCT_NAME} Payment Portal</h1>
        <p>{paymentMessages.subtitle}</p>
      </header>

      <section className="card" aria-labelledby="bill-summary">
        <h2 id="bill-summary">Bill Summary</h2>
        <dl className="summary-list">
          <div>
            <dt>Provider</dt>
            <dd>{provider ?? 'Unknown Provider'}</dd>
          </div>
          <div>
            <dt>Date of Service</dt>
            <dd>{formatUsDate(params.date)}</dd>
          </div>
          <div>
            <dt>Patient</dt>
            <dd>{memberFullName(member)}</dd>
          </div>
          <div>
            <dt>Amount Due</dt>
            <dd>{formatDollars(params.amount ?? 0)}</dd>
          </div>
        </dl>
        {externalLink && (
          <p>
            <a href={externalLink} target="_blank" rel="noopener noreferrer">
              Pay on the provider&apos;s website (opens in a new tab)
            </a>
          </p>
        )}
      </section>

      {paidWith !== null ? (
        <section className="card notice--success" role="status" aria-labelledby="payment-done">
          <h2 id="payment-done">Payment recorded</h2>
          <p>
            {formatDollars(pay.variables?.paymentAmount ?? 0)} paid with {paidWith}. It now counts in &quot;You Paid&quot; and appears in your search results.
          </p>
        </section>
      ) : (
        <section className="card" aria-labelledby="payment-information">
          <h2 id="payment-information">
            <CardIcon /> Payment Information
          </h2>
          {!params.billId && (
            <p role="alert" className="form-error">
              Open this page from a bill to pay it.
            </p>
          )}
          <form className="form" noValidate onSubmit={(event) => void handleSubmit((form) => pay.mutate(form))(event)}>
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
            <button type="submit" className="button button--block" disabled={pay.isPending || !params.billId}>
              {pay.isPending ? 'Processing...' : paymentMessages.payButton(buttonAmount)}
            </button>
          </form>
        </section>
      )}

      <p className="muted payment-secure">
        <ShieldIcon size={18} /> Your payment information is encrypted and secure. Only the last four digits of your card are stored.
      </p>
      <p>
        <Link to={params.familyMemberId ? backToSearchPath(params.familyMemberId) : '/search'}>Back to Search</Link>
      </p>
    </div>
  );
}
