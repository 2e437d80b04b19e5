// The original layouts (all `dev`); the families in families/ came later.
// Apart from layouts.ts so that a module that draws only these (the samples a new user can try,
// sample-documents.ts) does not carry the families.
import { pickFormats, type DateStyle, type Formats, type MoneyStyle } from './format';
import type { Layout, LayoutOptions } from './layouts';
import * as n from './names';
import type { Rng } from './random';
import { Sheet, type Cell } from './sheet';
import { billTruth, cardMethod, eobTruth, receiptTruth, type BillTruth, type EobTruth, type ReceiptTruth } from './truth';

const ALL_DATES: DateStyle[] = ['us-slash', 'us-short', 'long', 'abbrev', 'iso', 'us-dash', 'us-2digit'];
const ALL_MONEY: MoneyStyle[] = ['dollar', 'plain', 'usd', 'dollar-nocomma'];

const itemsFor = (rng: Rng, options: LayoutOptions, min: number, max: number) => (options.onePage ? rng.int(2, 5) : rng.int(min, max));

function itemTable(sheet: Sheet, bill: BillTruth, f: Formats, columns: ('date' | 'code' | 'description' | 'amount')[], headers: Record<string, string>): void {
  const xs: Record<string, number> = { date: 50, code: columns.includes('date') ? 150 : 50, description: 0, amount: 545 };
  xs.description = columns.includes('code') ? (xs.code ?? 50) + 60 : columns.includes('date') ? 150 : 50;
  const header = (): Cell[] => columns.map((c) => ({ text: headers[c] ?? c, x: xs[c] ?? 50, font: 'bold', align: c === 'amount' ? 'right' : 'left' }));
  sheet.row(header());
  for (const item of bill.lineItems) {
    sheet.row(
      columns.map((c): Cell => {
        const text = c === 'date' ? f.date(item.date ?? '') : c === 'code' ? (item.code ?? '') : c === 'description' ? item.description : f.money(item.amount);
        return { text, x: xs[c] ?? 50, align: c === 'amount' ? 'right' : 'left' };
      }),
    );
  }
}

function totals(sheet: Sheet, rows: readonly (readonly [string, string])[], labelX = 330, valueX = 545): void {
  for (const [label, value] of rows) sheet.row([{ text: label, x: labelX, font: 'bold' }, { text: value, x: valueX, align: 'right' }]);
}

export const billLayouts: Layout[] = [
  {
    type: 'bill',
    split: 'dev',
    name: 'hospital-statement',
    build(rng, options) {
      const t: BillTruth = { ...billTruth(rng, n.HOSPITAL_SUFFIX, [18, 9, 2, 3, 19, 5, 17, 6, 10], itemsFor(rng, options, 22, 40)), ...options.bill };
      const f = pickFormats(rng, ALL_DATES, ALL_MONEY);
      const sheet = new Sheet({ size: 9, font: 'regular' });
      sheet.row([{ text: t.providerName, x: 50, size: 16, font: 'bold' }]).row([{ text: t.providerAddress ?? '', x: 50 }]).row([{ text: `Billing questions: ${t.phoneNumber}`, x: 50 }], 10);
      sheet.row([{ text: 'PATIENT STATEMENT', x: 50, size: 12, font: 'bold' }], 6);
      sheet.fields(
        [
          [rng.pick(['Patient Name', 'Patient']), t.patientName],
          [rng.pick(['Account Number', 'Statement Number', 'Account #']), t.invoiceNumber],
          [rng.pick(['Statement Date', 'Billing Date']), f.date(t.invoiceDate)],
          [rng.pick(['Admission Date', 'Date of Service']), f.date(t.serviceDate ?? '')],
        ],
        'beside',
      );
      sheet.row([{ text: t.patientAddress ?? '', x: 50 }], 10);
      itemTable(sheet, t, f, ['date', 'code', 'description', 'amount'], { date: 'Date', code: 'Rev Code', description: 'Description', amount: 'Charges' });
      sheet.space(8);
      totals(sheet, [
        ['Total Charges', f.money(t.subtotal)],
        [rng.pick(['Insurance Payments', 'Insurance Paid']), f.money(-(t.insurancePaid ?? 0))],
        [rng.pick(['Adjustments', 'Contractual Adjustment']), f.money(-(t.insuranceDiscount ?? 0))],
        [rng.pick(['Patient Balance Due', 'Amount Due', 'Balance Due']), f.money(t.amountDue ?? 0)],
      ]);
      sheet.row([{ text: `Pay online at ${t.payOnlineLink}`, x: 50 }]);
      return { truth: t, doc: sheet.spec };
    },
  },
  {
    type: 'bill',
    split: 'dev',
    name: 'physician-office',
    build(rng, options) {
      const t: BillTruth = { ...billTruth(rng, n.CLINIC_SUFFIX, [1, 0, 2, 3, 15, 6, 7], itemsFor(rng, options, 4, 14)), ...options.bill };
      const f = pickFormats(rng, ALL_DATES, ALL_MONEY);
      const sheet = new Sheet({ size: 10, font: 'regular' });
      sheet.row([{ text: t.providerName, x: 50, size: 15, font: 'bold' }, { text: 'INVOICE', x: 560, size: 15, font: 'bold', align: 'right' }]);
      sheet.row([{ text: t.providerAddress ?? '', x: 50 }]).row([{ text: `Phone: ${t.phoneNumber}`, x: 50 }], 12);
      sheet.fields(
        [
          [rng.pick(['Invoice #', 'Invoice Number', 'Invoice No.']), t.invoiceNumber],
          [rng.pick(['Invoice Date', 'Date Issued']), f.date(t.invoiceDate)],
          [rng.pick(['Service Date', 'Visit Date']), f.date(t.serviceDate ?? '')],
        ],
        'inline',
        340,
      );
      sheet.space(6).row([{ text: rng.pick(['Bill To:', 'Patient:']), x: 50, font: 'bold' }]).row([{ text: t.patientName, x: 50 }]).row([{ text: t.patientAddress ?? '', x: 50 }], 12);
      itemTable(sheet, t, f, ['date', 'code', 'description', 'amount'], { date: 'Service Date', code: 'CPT', description: 'Description', amount: 'Amount' });
      sheet.space(8);
      totals(sheet, [
        ['Subtotal', f.money(t.subtotal)],
        [rng.pick(['Insurance Paid', 'Paid by Insurance']), f.money(t.insurancePaid ?? 0)],
        [rng.pick(['Insurance Discount', 'Adjustment']), f.money(t.insuranceDiscount ?? 0)],
        [rng.pick(['Amount Due', 'Please Pay', 'Total Due']), f.money(t.amountDue ?? 0)],
      ]);
      sheet.row([{ text: `Pay your bill online: ${t.payOnlineLink}`, x: 50 }]);
      return { truth: t, doc: sheet.spec };
    },
  },
  {
    type: 'bill',
    split: 'dev',
    name: 'lab',
    build(rng, options) {
      const t: BillTruth = { ...billTruth(rng, n.LAB_SUFFIX, [2, 3, 4, 8, 15], itemsFor(rng, options, 3, 8)), ...options.bill };
      const f = pickFormats(rng, ALL_DATES, ALL_MONEY);
      const sheet = new Sheet({ size: 10, font: 'serif' });
      sheet.row([{ text: t.providerName, x: 50, size: 14, font: 'bold' }]).row([{ text: `${t.providerAddress}  ${t.phoneNumber}`, x: 50, size: 8 }], 14);
      sheet.fields(
        [
          [rng.pick(['Patient Name', 'Patient']), t.patientName],
          [rng.pick(['Accession Number', 'Invoice Number', 'Bill Number']), t.invoiceNumber],
          [rng.pick(['Statement Date', 'Invoice Date']), f.date(t.invoiceDate)],
          [rng.pick(['Collection Date', 'Date of Service']), f.date(t.serviceDate ?? '')],
          ['Total Billed', f.money(t.subtotal)],
          [rng.pick(['Amount Due', 'Patient Owes']), f.money(t.amountDue ?? 0)],
        ],
        'below',
      );
      sheet.space(6);
      itemTable(sheet, t, f, ['code', 'description', 'amount'], { code: 'CPT Code', description: 'Test', amount: 'Fee' });
      sheet.space(8);
      totals(sheet, [
        ['Subtotal', f.money(t.subtotal)],
        ['Insurance Payment', f.money(t.insurancePaid ?? 0)],
        ['Discount', f.money(t.insuranceDiscount ?? 0)],
      ]);
      sheet.row([{ text: `Patient address: ${t.patientAddress}`, x: 50, size: 8 }]).row([{ text: `Online payments: ${t.payOnlineLink}`, x: 50, size: 8 }]);
      return { truth: t, doc: sheet.spec };
    },
  },
  {
    type: 'bill',
    split: 'dev',
    name: 'urgent-care',
    build(rng, options) {
      const t: BillTruth = { ...billTruth(rng, n.URGENT_SUFFIX, [0, 10, 5, 8, 7], itemsFor(rng, options, 2, 6)), ...options.bill };
      const f = pickFormats(rng, ALL_DATES, ALL_MONEY);
      const sheet = new Sheet({ size: 10, font: 'regular' });
      sheet.row([{ text: t.providerName, x: 306 - t.providerName.length * 4, size: 16, font: 'bold' }]).row([{ text: t.providerAddress ?? '', x: 170 }], 14);
      sheet.fields(
        [
          [rng.pick(['Patient', 'Patient Name']), t.patientName],
          [rng.pick(['Visit Date', 'Date of Visit']), f.date(t.serviceDate ?? '')],
          [rng.pick(['Invoice No', 'Receipt #', 'Bill #']), t.invoiceNumber],
          [rng.pick(['Bill Date', 'Statement Date']), f.date(t.invoiceDate)],
          ['Phone', t.phoneNumber ?? ''],
        ],
        'inline',
      );
      sheet.space(10);
      itemTable(sheet, t, f, ['description', 'amount'], { description: 'Service Description', amount: 'Charge' });
      sheet.space(8);
      totals(sheet, [
        ['Total Charges', f.money(t.subtotal)],
        [rng.pick(['Insurance Paid', 'Ins. Payment']), f.money(t.insurancePaid ?? 0)],
        ['Adjustments', f.money(t.insuranceDiscount ?? 0)],
        [rng.pick(['Balance Due', 'You Owe']), f.money(t.amountDue ?? 0)],
      ]);
      sheet.row([{ text: t.payOnlineLink ?? '', x: 50 }]);
      return { truth: { ...t, lineItems: t.lineItems.map(({ date: _d, code: _c, ...rest }) => rest) }, doc: sheet.spec };
    },
  },
  {
    type: 'bill',
    split: 'dev',
    name: 'ambulance',
    build(rng, options) {
      const t: BillTruth = { ...billTruth(rng, n.AMBULANCE_SUFFIX, [13, 14, 17], itemsFor(rng, options, 2, 5)), ...options.bill };
      const f = pickFormats(rng, ALL_DATES, ALL_MONEY);
      const sheet = new Sheet({ size: 10, font: 'regular' });
      sheet.row([{ text: t.providerName, x: 50, size: 14, font: 'bold' }]).row([{ text: t.providerAddress ?? '', x: 50 }]).row([{ text: t.phoneNumber ?? '', x: 50 }], 12);
      sheet.fields(
        [
          [rng.pick(['Run Number', 'Trip Number', 'Incident #']), t.invoiceNumber],
          [rng.pick(['Date of Transport', 'Transport Date']), f.date(t.serviceDate ?? '')],
          [rng.pick(['Billing Date', 'Invoice Date']), f.date(t.invoiceDate)],
          [rng.pick(['Patient Name', 'Patient Transported']), t.patientName],
        ],
        'beside',
        50,
        220,
      );
      sheet.row([{ text: t.patientAddress ?? '', x: 220 }], 12);
      itemTable(sheet, t, f, ['date', 'code', 'description', 'amount'], { date: 'Date', code: 'HCPCS', description: 'Service', amount: 'Billed' });
      sheet.space(8);
      totals(sheet, [
        [rng.pick(['Billed Amount', 'Total Billed']), f.money(t.subtotal)],
        [rng.pick(['Insurance Payment', 'Paid by Insurer']), f.money(t.insurancePaid ?? 0)],
        ['Write-off', f.money(t.insuranceDiscount ?? 0)],
        [rng.pick(['Balance Due', 'Amount Due']), f.money(t.amountDue ?? 0)],
      ]);
      sheet.row([{ text: `Pay at ${t.payOnlineLink}`, x: 50 }]);
      return { truth: t, doc: sheet.spec };
    },
  },
  {
    type: 'bill',
    split: 'dev',
    name: 'therapy',
    build(rng, options) {
      const t: BillTruth = { ...billTruth(rng, n.THERAPY_SUFFIX, [11, 12, 12, 12], itemsFor(rng, options, 6, 30)), ...options.bill };
      const f = pickFormats(rng, ALL_DATES, ['plain', 'dollar']);
      const sheet = new Sheet({ size: 9, font: 'regular' });
      sheet.row([{ text: t.providerName, x: 560, size: 14, font: 'bold', align: 'right' }]).row([{ text: t.providerAddress ?? '', x: 560, align: 'right' }]).row([{ text: t.phoneNumber ?? '', x: 560, align: 'right' }], 12);
      sheet.fields(
        [
          ['Statement #', t.invoiceNumber],
          ['Statement Date', f.date(t.invoiceDate)],
          ['First Visit', f.date(t.serviceDate ?? '')],
          ['Patient Name', t.patientName],
          ['Patient Address', t.patientAddress ?? ''],
          ['Pay Online', t.payOnlineLink ?? ''],
        ],
        'below',
        50,
        200,
        180,
      );
      itemTable(sheet, t, f, ['date', 'code', 'description', 'amount'], { date: 'DOS', code: 'Code', description: 'Procedure', amount: 'Fee' });
      sheet.space(8);
      totals(sheet, [
        ['Total Fees', f.money(t.subtotal)],
        ['Insurance Paid', f.money(t.insurancePaid ?? 0)],
        ['Insurance Adjustment', f.money(t.insuranceDiscount ?? 0)],
        ['Amount Due', f.money(t.amountDue ?? 0)],
      ]);
      return { truth: t, doc: sheet.spec };
    },
  },
];

const yesNo = (rng: Rng, inNetwork: boolean) => rng.pick([inNetwork ? 'In-Network' : 'Out-of-Network', inNetwork ? 'In network' : 'Out of network']);

function eobLayout(name: string, style: 'table' | 'boxes' | 'inline' | 'beside' | 'letter' | 'grid'): Layout {
  return {
    type: 'eob',
    split: 'dev',
    name,
    build(rng, options) {
      const t: EobTruth = { ...eobTruth(rng), ...options.eob };
      const f = pickFormats(rng, ALL_DATES, ALL_MONEY);
      const sheet = new Sheet({ size: 9, font: style === 'letter' ? 'serif' : 'regular' });
      sheet.row([{ text: t.insuranceCompany, x: 50, size: 15, font: 'bold' }]);
      sheet.row([{ text: rng.pick(['Explanation of Benefits', 'EXPLANATION OF BENEFITS', 'This is not a bill']), x: 50, size: 11 }], 12);
      const header: [string, string][] = [
        [rng.pick(['Member', 'Member Name', 'Patient', 'Subscriber']), t.memberName],
        [rng.pick(['Claim Number', 'Claim #', 'Claim ID']), t.claimNumber],
        [rng.pick(['Provider', 'Rendering Provider', 'Provider Name']), t.providerName],
        [rng.pick(['Statement Date', 'Date Processed', 'Processed On']), f.date(t.statementDate ?? '')],
      ];
      const money = (v: number | undefined) => f.money(v ?? 0);
      const amounts: [string, string][] = [
        [rng.pick(['Amount Billed', 'Billed Charges', 'Provider Charged']), money(t.amountBilled)],
        [rng.pick(['Allowed Amount', 'Plan Allowed', 'Approved Amount']), money(t.allowedAmount)],
        [rng.pick(['Copay', 'Copayment']), money(t.copay)],
        ['Deductible', money(t.deductible)],
        [rng.pick(['Plan Paid', 'Paid by Plan', 'Benefit Paid']), money(t.planPaid)],
        [rng.pick(['Patient Responsibility', 'You Owe', 'Your Responsibility', 'What You Owe']), money(t.patientResponsibility)],
      ];
      const service: [string, string][] = [
        [rng.pick(['Date of Service', 'Service Date']), f.date(t.serviceDate ?? '')],
        [rng.pick(['Service', 'Service Description']), t.service ?? ''],
        [rng.pick(['Network Status', 'Network']), yesNo(rng, t.isInNetwork ?? true)],
      ];
      if (style === 'table' || style === 'grid') {
        sheet.fields(header, style === 'table' ? 'beside' : 'below');
        sheet.fields([service[1] ?? ['Service', ''], service[2] ?? ['Network', '']], 'beside').space(10);
        const cols = [200, 271, 342, 413, 484, 555];
        const heads = ['Billed', 'Allowed', 'Copay', 'Deductible', 'Plan Paid', 'You Owe'];
        sheet.row([{ text: 'Service Date', x: 50, size: 7, font: 'bold' }, ...heads.map((h, i): Cell => ({ text: h, x: cols[i] ?? 0, size: 7, font: 'bold', align: 'right' }))]);
        sheet.row([{ text: f.date(t.serviceDate ?? ''), x: 50, size: 7 }, ...amounts.map(([, v], i): Cell => ({ text: v, x: cols[i] ?? 0, size: 7, align: 'right' }))]);
        sheet.row([{ text: 'Totals', x: 50, font: 'bold', size: 7 }, ...amounts.map(([, v], i): Cell => ({ text: v, x: cols[i] ?? 0, size: 7, align: 'right' }))]);
      } else if (style === 'boxes') {
        sheet.fields([...header, ...service], 'below');
        sheet.fields(amounts, 'below');
      } else if (style === 'inline') {
        sheet.fields([...header, ...service, ...amounts], 'inline');
      } else if (style === 'beside') {
        sheet.fields([...header, ...service], 'beside').space(8);
        totals(sheet, amounts, 50, 300);
      } else {
        sheet.row([{ text: `Dear ${t.memberName},`, x: 50 }]).row([{ text: 'We processed the claim below. Keep this notice for your records.', x: 50 }], 8);
        sheet.fields([...header.slice(1), ...service], 'beside', 50, 220).space(8);
        totals(sheet, amounts, 50, 400);
      }
      sheet.space(10).row([{ text: 'Questions? Call the number on your member ID card.', x: 50, size: 8 }]);
      return { truth: t, doc: sheet.spec };
    },
  };
}

export const eobLayouts: Layout[] = [
  eobLayout('claim-table', 'table'),
  eobLayout('summary-boxes', 'boxes'),
  eobLayout('inline-notice', 'inline'),
  eobLayout('two-column', 'beside'),
  eobLayout('member-letter', 'letter'),
  eobLayout('header-grid', 'grid'),
];

function receiptLayout(name: string, build: (rng: Rng, t: ReceiptTruth, f: Formats) => Sheet, merchant: (rng: Rng) => string, itemRange: [number, number]): Layout {
  return {
    type: 'receipt',
    split: 'dev',
    name,
    build(rng, options) {
      const t: ReceiptTruth = { ...receiptTruth(rng, merchant(rng), rng.int(...itemRange), cardMethod(rng)), ...options.receipt };
      const f = pickFormats(rng, ALL_DATES, ALL_MONEY);
      const sheet = build(rng, t, f);
      // A card slip prints the amount, not what was bought.
      return { truth: name === 'card-terminal' ? { ...t, items: [] } : t, doc: sheet.spec };
    },
  };
}

const clinic = (rng: Rng) => `${rng.pick(n.PROVIDER_STEMS)} ${rng.pick(n.CLINIC_SUFFIX)}`;

export const receiptLayouts: Layout[] = [
  receiptLayout(
    'pharmacy',
    (_rng, t, f) => {
      const s = new Sheet({ size: 9, font: 'mono', width: 300, height: 600, top: 30, bottom: 20 });
      s.row([{ text: t.merchantName, x: 30, size: 12, font: 'bold' }]).row([{ text: `Date: ${f.date(t.transactionDate ?? '')}`, x: 30 }], 6);
      for (const item of t.items) s.row([{ text: item.description, x: 30 }, { text: f.money(item.amount), x: 270, align: 'right' }]);
      s.space(4).row([{ text: _rng.pick(['TOTAL', 'Total', 'Amount Paid']), x: 30, font: 'bold' }, { text: f.money(t.totalAmount), x: 270, align: 'right' }]);
      s.row([{ text: t.paymentMethod ?? '', x: 30 }]).row([{ text: `Trans ID: ${t.transactionId}`, x: 30 }]);
      return s;
    },
    (rng) => rng.pick(n.PHARMACIES),
    [2, 5],
  ),
  receiptLayout(
    'card-terminal',
    (_rng, t, f) => {
      const s = new Sheet({ size: 9, font: 'mono', width: 340, height: 420, top: 30, bottom: 20 });
      s.row([{ text: t.merchantName.toUpperCase(), x: 20, size: 10, font: 'bold' }]).row([{ text: 'SALE', x: 20 }]);
      s.row([{ text: `DATE ${f.date(t.transactionDate ?? '')}`, x: 20 }]).row([{ text: `CARD: ${t.paymentMethod}`, x: 20 }]);
      s.row([{ text: `REF #: ${t.transactionId}`, x: 20 }]).row([{ text: 'AMOUNT', x: 20, font: 'bold' }, { text: f.money(t.totalAmount), x: 320, align: 'right' }]);
      s.row([{ text: 'APPROVED - THANK YOU', x: 20 }]);
      return s;
    },
    clinic,
    [1, 1],
  ),
  receiptLayout(
    'online-payment',
    (_rng, t, f) => {
      const s = new Sheet({ size: 10, font: 'regular' });
      s.row([{ text: t.merchantName, x: 50, size: 14, font: 'bold' }]).row([{ text: 'Payment Confirmation', x: 50, size: 12 }], 12);
      s.fields(
        [
          ['Confirmation Number', t.transactionId ?? ''],
          ['Payment Date', f.date(t.transactionDate ?? '')],
          ['Amount Paid', f.money(t.totalAmount)],
          ['Payment Method', t.paymentMethod ?? ''],
        ],
        'beside',
      );
      s.space(8).row([{ text: 'Description', x: 50, font: 'bold' }, { text: 'Amount', x: 545, font: 'bold', align: 'right' }]);
      for (const item of t.items) s.row([{ text: item.description, x: 50 }, { text: f.money(item.amount), x: 545, align: 'right' }]);
      return s;
    },
    clinic,
    [1, 3],
  ),
  receiptLayout(
    'front-desk',
    (_rng, t, f) => {
      const s = new Sheet({ size: 10, font: 'serif' });
      s.row([{ text: t.merchantName, x: 50, size: 14, font: 'bold' }]).row([{ text: 'PATIENT PAYMENT RECEIPT', x: 50 }], 10);
      s.fields(
        [
          ['Receipt Date', f.date(t.transactionDate ?? '')],
          ['Receipt No', t.transactionId ?? ''],
          ['Paid With', t.paymentMethod ?? ''],
        ],
        'inline',
      );
      s.space(8);
      for (const item of t.items) s.row([{ text: item.description, x: 50 }, { text: f.money(item.amount), x: 400, align: 'right' }]);
      s.row([{ text: 'Total Paid', x: 50, font: 'bold' }, { text: f.money(t.totalAmount), x: 400, align: 'right' }]);
      return s;
    },
    clinic,
    [1, 3],
  ),
  receiptLayout(
    'hospital-portal',
    (_rng, t, f) => {
      const s = new Sheet({ size: 10, font: 'regular' });
      s.row([{ text: t.merchantName, x: 50, size: 15, font: 'bold' }]);
      s.row([{ text: 'Thank you for your payment', x: 50 }], 10);
      s.fields(
        [
          ['Transaction ID', t.transactionId ?? ''],
          ['Transaction Date', f.date(t.transactionDate ?? '')],
          ['Card', t.paymentMethod ?? ''],
          ['Total Amount', f.money(t.totalAmount)],
        ],
        'below',
      );
      s.space(6);
      for (const item of t.items) s.row([{ text: item.description, x: 50 }, { text: f.money(item.amount), x: 545, align: 'right' }]);
      return s;
    },
    (rng) => `${rng.pick(n.PROVIDER_STEMS)} ${rng.pick(n.HOSPITAL_SUFFIX)}`,
    [1, 2],
  ),
  receiptLayout(
    'copay',
    (_rng, t, f) => {
      const s = new Sheet({ size: 9, font: 'regular', width: 400, height: 500, top: 30, bottom: 20 });
      s.row([{ text: t.merchantName, x: 30, size: 12, font: 'bold' }]).row([{ text: `Visit date ${f.date(t.transactionDate ?? '')}`, x: 30 }], 8);
      s.row([{ text: 'Item', x: 30, font: 'bold' }, { text: 'Paid', x: 370, font: 'bold', align: 'right' }]);
      for (const item of t.items) s.row([{ text: item.description, x: 30 }, { text: f.money(item.amount), x: 370, align: 'right' }]);
      s.row([{ text: 'Total', x: 30, font: 'bold' }, { text: f.money(t.totalAmount), x: 370, align: 'right' }]);
      s.row([{ text: `Payment: ${t.paymentMethod}`, x: 30 }]).row([{ text: `Transaction: ${t.transactionId}`, x: 30 }]);
      return s;
    },
    clinic,
    [1, 2],
  ),
];
