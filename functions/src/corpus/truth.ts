import type { ExtractedBill, ExtractedEob, ExtractedReceipt } from '@fairbill/shared';
import * as n from './names';
import { addDays, roundCents, type Rng } from './random';

export type BillTruth = Omit<ExtractedBill, 'confidence' | 'fieldConfidence'>;
export type EobTruth = Omit<ExtractedEob, 'confidence' | 'fieldConfidence'>;
export type ReceiptTruth = Omit<ExtractedReceipt, 'confidence' | 'fieldConfidence'>;

export const personName = (rng: Rng): string =>
  rng.bool(0.25) ? `${rng.pick(n.FIRST_NAMES)} ${rng.pick(n.MIDDLE_INITIALS)}. ${rng.pick(n.LAST_NAMES)}` : `${rng.pick(n.FIRST_NAMES)} ${rng.pick(n.LAST_NAMES)}`;

export const address = (rng: Rng): string => {
  const [city, state, zip] = rng.pick(n.CITIES);
  return `${rng.int(10, 9899)} ${rng.pick(n.STREETS)}, ${city}, ${state} ${zip}${rng.digits(2)}`;
};

export const phone = (rng: Rng): string => `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`;

export function billTruth(rng: Rng, providerSuffixes: readonly string[], services: readonly number[], items: number): BillTruth {
  const providerName = `${rng.pick(n.PROVIDER_STEMS)} ${rng.pick(providerSuffixes)}`;
  const serviceDate = rng.date('2024-01-15', '2025-10-31');
  const lineItems = Array.from({ length: items }, (_, i) => {
    const [description, code, min, max] = n.SERVICES[services[i % services.length] ?? 0] ?? n.SERVICES[0];
    const suffix = i >= services.length ? ` (${Math.floor(i / services.length) + 1})` : '';
    return { description: `${description}${suffix}`, code, amount: rng.money(min, max), date: addDays(serviceDate, Math.floor(i / 4)) };
  });
  const subtotal = roundCents(lineItems.reduce((s, l) => s + l.amount, 0));
  const insured = rng.bool(0.8);
  const insurancePaid = insured ? roundCents(subtotal * (0.3 + rng.next() * 0.5)) : 0;
  const insuranceDiscount = insured && rng.bool(0.6) ? roundCents(subtotal * 0.1 * rng.next()) : 0;
  const slug = providerName.toLowerCase().replace(/[^a-z]+/g, '');
  return {
    providerName,
    patientName: personName(rng),
    invoiceNumber: rng.pick([`INV-${rng.digits(6)}`, `${rng.letters(2)}${rng.digits(7)}`, rng.digits(8), `${rng.digits(4)}-${rng.digits(5)}`]),
    invoiceDate: addDays(serviceDate, rng.int(7, 40)),
    serviceDate,
    subtotal,
    insuranceDiscount,
    insurancePaid,
    amountDue: roundCents(subtotal - insurancePaid - insuranceDiscount),
    payOnlineLink: `https://pay.${slug}.example/${rng.digits(6)}`,
    providerAddress: address(rng),
    patientAddress: address(rng),
    phoneNumber: phone(rng),
    lineItems,
  };
}

export function eobTruth(rng: Rng): EobTruth {
  const [service, , min, max] = rng.pick(n.SERVICES);
  const amountBilled = rng.money(min, max);
  const isInNetwork = rng.bool(0.75);
  const allowedAmount = roundCents(amountBilled * (isInNetwork ? 0.45 + rng.next() * 0.4 : 1));
  const copay = Math.min(allowedAmount, rng.bool(0.5) ? rng.pick([0, 15, 20, 25, 40]) : 0);
  const deductible = rng.bool(0.4) ? roundCents(Math.max(0, Math.min(allowedAmount - copay, rng.money(10, 300)))) : 0;
  const coinsurance = roundCents((allowedAmount - copay - deductible) * rng.pick([0, 0.1, 0.2]));
  const patientResponsibility = roundCents(copay + deductible + coinsurance);
  const planPaid = roundCents(allowedAmount - patientResponsibility);
  const serviceDate = rng.date('2024-01-15', '2025-10-31');
  return {
    insuranceCompany: rng.pick(n.INSURERS),
    statementDate: addDays(serviceDate, rng.int(10, 45)),
    claimNumber: rng.pick([`${rng.digits(4)}${rng.letters(2)}${rng.digits(5)}`, `CLM-${rng.digits(9)}`, rng.digits(12)]),
    memberName: personName(rng),
    serviceDate,
    providerName: `${rng.pick(n.PROVIDER_STEMS)} ${rng.pick([...n.CLINIC_SUFFIX, ...n.HOSPITAL_SUFFIX])}`,
    service,
    amountBilled,
    allowedAmount,
    copay,
    deductible,
    planPaid,
    patientResponsibility,
    isInNetwork,
  };
}

export function receiptTruth(rng: Rng, merchantName: string, itemCount: number, paymentMethod: string): ReceiptTruth {
  const items = Array.from({ length: itemCount }, () => {
    const [description, min, max] = rng.pick(n.RECEIPT_ITEMS);
    return { description, amount: rng.money(min, max) };
  });
  return {
    merchantName,
    transactionDate: rng.date('2024-01-15', '2025-10-31'),
    totalAmount: roundCents(items.reduce((s, i) => s + i.amount, 0)),
    paymentMethod,
    transactionId: rng.pick([`TXN${rng.digits(10)}`, `${rng.letters(3)}-${rng.digits(6)}`, rng.digits(12)]),
    items,
  };
}

export const cardMethod = (rng: Rng): string => {
  const brand = rng.pick(['Visa', 'Mastercard', 'Discover', 'Amex']);
  return rng.pick([`${brand} ending ${rng.digits(4)}`, `${brand.toUpperCase()} ****${rng.digits(4)}`]);
};
