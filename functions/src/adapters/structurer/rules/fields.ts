import { findDates, findMoney, parseDate } from '../../../domain/reading/values';

export type FieldKind = 'money' | 'date' | 'name' | 'text' | 'id' | 'network' | 'payment-method';

export type FieldRule = { field: string; kind: FieldKind; labels: readonly string[] };

/** Parses a value cell's text as the field's kind; undefined when it does not look like one. */
export function parseValue(kind: FieldKind, text: string): string | number | boolean | undefined {
  const trimmed = text.replace(/^[\s:#.-]+(?=\S)/, '').trim();
  if (trimmed === '') return undefined;
  switch (kind) {
    case 'money': {
      const all = findMoney(trimmed);
      const last = all.at(-1);
      // A value cell holds the amount and little else.
      if (!last || trimmed.replace(last.text, '').replace(/[^a-z]/gi, '').length > 3) return undefined;
      return Math.abs(last.value);
    }
    case 'date':
      return parseDate(trimmed);
    case 'name': {
      const cleaned = trimmed.replace(/,$/, '');
      return /^[A-Za-z][A-Za-z.'\- ]*[A-Za-z.]$/.test(cleaned) && cleaned.split(/\s+/).length >= 2 ? cleaned : undefined;
    }
    case 'id': {
      const token = trimmed.split(/\s+/).find((t) => /\d/.test(t) && /^[A-Za-z0-9][A-Za-z0-9-]*$/.test(t));
      return token && token.replace(/\D/g, '').length >= 3 ? token : undefined;
    }
    case 'network':
      if (/out[\s-]*of[\s-]*network|non[\s-]*network/i.test(trimmed)) return false;
      if (/in[\s-]*network|participating|preferred/i.test(trimmed)) return true;
      return undefined;
    case 'payment-method':
      return /(visa|master\s*card|discover|amex|american express|debit|credit|cash|check|hsa|fsa|ending|\*{2,}\s*\d{4})/i.test(trimmed) ? trimmed : undefined;
    case 'text':
      return findMoney(trimmed).length > 0 || findDates(trimmed).length > 0 ? undefined : trimmed;
  }
}

const money = (field: string, labels: string[]): FieldRule => ({ field, kind: 'money', labels });

export const billRules: readonly FieldRule[] = [
  { field: 'patientName', kind: 'name', labels: ['patient name', 'patient', 'bill to', 'patient transported', 'guarantor', 'responsible party'] },
  { field: 'providerName', kind: 'text', labels: ['provider name', 'provider', 'facility', 'practice name'] },
  {
    field: 'invoiceNumber',
    kind: 'id',
    labels: ['invoice #', 'invoice number', 'invoice no.', 'invoice no', 'account number', 'account #', 'account no', 'statement number', 'statement #', 'accession number', 'bill number', 'bill #', 'receipt #', 'run number', 'trip number', 'incident #', 'claim number'],
  },
  { field: 'invoiceDate', kind: 'date', labels: ['invoice date', 'statement date', 'billing date', 'bill date', 'date issued', 'date of statement'] },
  {
    field: 'serviceDate',
    kind: 'date',
    labels: ['service date', 'date of service', 'visit date', 'date of visit', 'admission date', 'collection date', 'date of transport', 'transport date', 'first visit', 'dos'],
  },
  money('subtotal', ['subtotal', 'sub total', 'total charges', 'total billed', 'billed amount', 'total fees', 'total charge']),
  money('insurancePaid', ['insurance paid', 'insurance payments', 'insurance payment', 'paid by insurance', 'paid by insurer', 'ins. payment', 'ins payment']),
  money('insuranceDiscount', ['insurance discount', 'insurance adjustment', 'adjustments', 'adjustment', 'contractual adjustment', 'discount', 'write-off', 'write off']),
  money('amountDue', ['amount due', 'patient balance due', 'balance due', 'please pay', 'total due', 'you owe', 'patient owes', 'amount you owe', 'pay this amount']),
  { field: 'phoneNumber', kind: 'text', labels: ['phone', 'billing questions', 'telephone', 'tel'] },
  { field: 'patientAddress', kind: 'text', labels: ['patient address'] },
  { field: 'payOnlineLink', kind: 'text', labels: ['pay online at', 'pay online', 'pay your bill online', 'online payments', 'pay at'] },
];

export const eobRules: readonly FieldRule[] = [
  { field: 'memberName', kind: 'name', labels: ['member name', 'member', 'patient name', 'patient', 'subscriber', 'dear'] },
  { field: 'claimNumber', kind: 'id', labels: ['claim number', 'claim #', 'claim id', 'claim no', 'claim no.'] },
  { field: 'providerName', kind: 'text', labels: ['provider name', 'rendering provider', 'provider', 'service provider'] },
  { field: 'statementDate', kind: 'date', labels: ['statement date', 'date processed', 'processed on', 'processed date', 'date of notice'] },
  { field: 'serviceDate', kind: 'date', labels: ['date of service', 'service date', 'dates of service', 'service dates'] },
  { field: 'service', kind: 'text', labels: ['service description', 'service', 'description of service'] },
  money('amountBilled', ['amount billed', 'billed charges', 'provider charged', 'total charges', 'billed amount', 'billed']),
  money('allowedAmount', ['allowed amount', 'plan allowed', 'approved amount', 'allowed']),
  money('copay', ['copay', 'copayment', 'co-pay']),
  money('deductible', ['deductible']),
  money('planPaid', ['plan paid', 'paid by plan', 'benefit paid', 'plan payment', 'amount paid by plan']),
  money('patientResponsibility', ['patient responsibility', 'you owe', 'your responsibility', 'what you owe', 'amount you owe', 'member responsibility']),
  { field: 'isInNetwork', kind: 'network', labels: ['network status', 'network'] },
];

export const receiptRules: readonly FieldRule[] = [
  { field: 'transactionDate', kind: 'date', labels: ['transaction date', 'payment date', 'receipt date', 'visit date', 'date'] },
  money('totalAmount', ['total amount', 'total paid', 'amount paid', 'grand total', 'total charged', 'total', 'amount']),
  { field: 'paymentMethod', kind: 'payment-method', labels: ['payment method', 'paid with', 'card type', 'card', 'payment', 'tender'] },
  { field: 'transactionId', kind: 'id', labels: ['transaction id', 'trans id', 'ref #', 'confirmation number', 'confirmation #', 'receipt no', 'receipt #', 'transaction', 'reference number'] },
  money('subtotalOnly', ['subtotal', 'tax', 'sales tax', 'change']),
];
