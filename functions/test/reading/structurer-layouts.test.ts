import { describe, expect, it } from 'vitest';
import { buildGrid } from '../../src/adapters/structurer/rules/grid';
import { findTables } from '../../src/adapters/structurer/rules/tables';
import { structureByRules } from '../../src/adapters/structurer/rules/structure';
import { CONCEPTS, compileConcepts } from '../../src/adapters/structurer/rules/vocabulary';
import { boxesToLines } from '../../src/domain/reading/layout';
import type { DocumentType } from '@fairbill/shared';
import type { ReaderOutput } from '../../src/domain/reading/ports';
import { CHAR, item, reading, SIZE, typed, type Item } from './typed-page';

// Layouts the corpus families do not print this way, to pin down the general rules that read them.

const structure = (rows: readonly (readonly Item[])[], type: DocumentType) => structureByRules(reading(rows), type);
const tableRoles = (rows: readonly (readonly Item[])[], type: DocumentType) =>
  findTables(buildGrid(reading(rows)), compileConcepts(CONCEPTS[type]), { dateOrder: 'mdy', money: {} }).map((t) => t.columns.map((c) => c.role));

describe('layout: pieces of a line', () => {
  it('keeps the separately printed pieces of a line joined across a narrow gap', () => {
    const lines = boxesToLines([item('Savings', 100, 40), item('Allowed', 131, 40), item('Amount Billed', 300, 40)]);
    expect(lines.map((l) => l.text)).toEqual(['Savings Allowed', 'Amount Billed']);
    expect(lines[0]?.parts?.map((p) => p.text)).toEqual(['Savings', 'Allowed']);
    expect(lines[1]?.parts).toBeUndefined();
  });
});

describe('tight claim tables', () => {
  // Column headers printed a few points apart read as one cell ("Savings Allowed"); the figures
  // under them show where the columns are.
  const header: Item[][] = [
    [['Date', 40], ['Description', 90], ['Billed', 250, 'right'], ['Savings', 284, 'right'], ['Allowed', 318, 'right'], ['Plan Paid', 372, 'right'], ['You Owe', 420, 'right']],
  ];
  const line = (date: string, what: string, ...money: string[]): Item[] => [[date, 40], [what, 90], ...money.map((m, i): Item => [m, [250, 284, 318, 372, 420][i] ?? 0, 'right'])];
  const claim: Item[][] = [
    [['Evergreen Mutual Health', 40]],
    [['Member', 40], ['Ana Reyes', 140]],
    [['Claim Number', 40], ['CLM-55120', 140]],
    [['Provider', 40], ['Lakeside Clinic', 140]],
    ...header,
    line('03/02/2025', 'Office visit', '200.00', '-50.00', '150.00', '120.00', '30.00'),
    line('03/02/2025', 'Blood panel', '100.00', '-40.00', '60.00', '48.00', '12.00'),
    [['Totals', 90], ['300.00', 250, 'right'], ['-90.00', 284, 'right'], ['210.00', 318, 'right'], ['168.00', 372, 'right'], ['42.00', 420, 'right']],
  ];

  it('splits a header cell over the columns its figures sit in', () => {
    expect(tableRoles(claim, 'insurance_payment')).toEqual([['date', 'description', 'amountBilled', 'discount', 'allowedAmount', 'planPaid', 'patientResponsibility']]);
    const { data } = structure(claim, 'insurance_payment');
    expect(data).toMatchObject({ amountBilled: 300, allowedAmount: 210, planPaid: 168, patientResponsibility: 42, service: 'Office visit', serviceDate: '2025-03-02' });
  });

  it('reads a header wrapped onto three lines as one', () => {
    const wrapped: Item[][] = [
      [['Non-', 318, 'right']],
      [['Date of', 40], ['Covered', 318, 'right'], ['Allowed', 372, 'right']],
      [['Service', 40], ['Description', 90], ['Billed', 250, 'right'], ['Charges', 318, 'right'], ['Amount', 372, 'right'], ['You Owe', 420, 'right']],
      [['03/02/2025', 40], ['Office visit', 90], ['200.00', 250, 'right'], ['0.00', 318, 'right'], ['150.00', 372, 'right'], ['30.00', 420, 'right']],
    ];
    expect(tableRoles(wrapped, 'insurance_payment')).toEqual([['serviceDate', 'description', 'amountBilled', 'notCovered', 'allowedAmount', 'patientResponsibility']]);
  });

  it('takes a date and a description printed as one cell apart, without the remark codes run into it', () => {
    const rows: Item[][] = [
      [['DOS', 40], ['Service', 100], ['Notes', 190], ['Billed', 250, 'right'], ['You Owe', 420, 'right']],
      [['04/11/2025 Office visit, level 4', 40], ['200.00', 250, 'right'], ['30.00', 420, 'right']],
      [['04/11/2025 Flu vaccine 45 2', 40], ['40.00', 250, 'right'], ['0.00', 420, 'right']],
    ];
    expect(structure(rows, 'insurance_payment').data).toMatchObject({ serviceDate: '2025-04-11', service: 'Office visit, level 4' });
  });

  it('takes the first claim of a statement of several', () => {
    const second = claim.slice(4).map((row) => row.map(([text, x, align]): Item => [text.replace('03/02', '04/09').replace('Office visit', 'X-ray').replace('300.00', '900.00'), x, align]));
    const { data } = structure([...claim, [['Claim Number', 40], ['CLM-77001', 140]], ...second], 'insurance_payment');
    expect(data).toMatchObject({ claimNumber: 'CLM-55120', amountBilled: 300, service: 'Office visit', serviceDate: '2025-03-02' });
  });

  it('keeps amounts of two columns apart when they were printed close together on the totals line', () => {
    const rows = [...claim.slice(0, -1), [['Totals', 90], ['300.00', 250, 'right'], ['-90.00', 284, 'right'], ['210.00', 318, 'right'], ['168.00 42.00', 420, 'right']] as Item[]];
    // "168.00" and "42.00" as one printed string have no pieces to split: the rows add up instead.
    expect(structure(rows, 'insurance_payment').data).toMatchObject({ amountBilled: 300, allowedAmount: 210 });
    const pieces = [...claim.slice(0, -1), [['Totals', 90], ['300.00', 250, 'right'], ['-90.00', 284, 'right'], ['210.00', 318, 'right'], ['168.00', 372, 'right'], ['42.00', 391]] as Item[]];
    expect(structure(pieces, 'insurance_payment').data).toMatchObject({ planPaid: 168, patientResponsibility: 42 });
  });
});

describe('EOB wording', () => {
  it('reads a letter: its date on a line of its own, the network status from a sentence', () => {
    const { data } = structure(
      [
        [['Summit Care Health Plan', 40]],
        [['Sep 13, 2024', 40]],
        [['Dear Ana Reyes,', 40]],
        [['This provider is in your network. You cannot be billed more than the allowed amount.', 40]],
        [['Treating Provider', 40], ['Lakeside Clinic', 200]],
      ],
      'insurance_payment',
    );
    expect(data).toMatchObject({ statementDate: '2024-09-13', isInNetwork: true, providerName: 'Lakeside Clinic' });
    expect(structure([[['Acme Health Plan', 40]], [['The provider is not in your plan network.', 40]]], 'insurance_payment').data.isInNetwork).toBe(false);
  });

  it('takes the insurer from a breadcrumb at the top of a portal printout, and the first of several services', () => {
    const { data } = structure(
      [
        [['Claim Details | Prairie Shield Health Partners', 40]],
        [['Service Description', 40], ['Specialist consultation; XR lumbar spine, 3 views', 200]],
      ],
      'insurance_payment',
    );
    expect(data).toMatchObject({ insuranceCompany: 'Prairie Shield Health Partners', service: 'Specialist consultation' });
  });
});

describe('bills: statements of account', () => {
  it('leaves a balance forward, a rental month and the code\'s modifiers out of the items, reads "Paid by Your Health Plan" as the insurer\'s, and no title as the provider', () => {
    const { data } = structure(
      [
        [['HOME MEDICAL EQUIPMENT STATEMENT', 200]],
        [['Lakeshore Pines Homecare Equipment', 40]],
        [['412 Harbor Road, Duluth, MN 55891', 40]],
        [['Statement Date', 340], ['06/27/2025', 440]],
        [['Patient', 340], ['Opal M. Marlowe', 440]],
        [['Resident No.', 340], ['RA341781', 440]],
        [['Date', 40], ['Code', 94], ['Description', 150], ['Month', 300], ['Charges', 420, 'right']],
        [['BALANCE FORWARD', 150], ['$0.00', 420, 'right']],
        [['05/11/2024', 40], ['E0601', 94], ['RR KJ KX CPAP DEVICE', 150], ['9 of 13', 300], ['$105.95', 420, 'right']],
        [['05/11/2024', 40], ['A7031', 94], ['NU KX FULL FACE MASK CUSHION', 150], ['$108.36', 420, 'right']],
        [['Total Charges', 300], ['$214.31', 420, 'right']],
        [['Paid by Your Health Plan', 300], ['($150.00)', 420, 'right']],
        [['Please Pay This Amount', 300], ['$64.31', 420, 'right']],
      ],
      'medical_bill',
    );
    expect(data).toMatchObject({ providerName: 'Lakeshore Pines Homecare Equipment', invoiceNumber: 'RA341781', subtotal: 214.31, insurancePaid: 150, amountDue: 64.31 });
    expect((data.lineItems as { description: string }[]).map((i) => i.description)).toEqual(['CPAP DEVICE', 'FULL FACE MASK CUSHION']);
  });
});

describe('EOB wording, monthly statements', () => {
  it('reads a claims list\'s claim number, a heading with a bracketed aside, no service from a phone line, and a billed total above an allowed total with no discount printed', () => {
    const { data } = structure(
      [
        [['Tidewater Medicare Services', 40], ['Explanation of Benefits', 560, 'right']],
        [['Notice date:', 340], ['October 27, 2025', 420]],
        [['JORDAN PAREKH', 40], ['Member Services: 1-866-763-8726 (TTY 711)', 340]],
        [['Claim number', 40], ['Date(s) of service', 108], ['Provider', 196], ['Your share', 570, 'right']],
        [['251027332117', 40], ['09/24/2025', 108], ['Harborview Rehab Partners', 196], ['$42.07', 570, 'right']],
        [['Date', 40], ['Service provided (billing code)', 88], ['Amount billed', 318, 'right'], ['Plan approved', 420, 'right'], ['Plan\'s share', 510, 'right'], ['Your share', 570, 'right']],
        [['09/24/2025', 40], ['Office visit, level 4 (99214)', 88], ['$152.53', 318, 'right'], ['$90.34', 420, 'right'], ['$48.27', 510, 'right'], ['$42.07', 570, 'right']],
        [['Claim total', 88], ['$152.53', 318, 'right'], ['$90.34', 420, 'right'], ['$48.27', 510, 'right'], ['$42.07', 570, 'right']],
      ],
      'insurance_payment',
    );
    expect(data).toMatchObject({ claimNumber: '251027332117', service: 'Office visit, level 4', amountBilled: 152.53, allowedAmount: 90.34, planPaid: 48.27, patientResponsibility: 42.07 });
  });
});

describe('EOB wording, coordination of benefits', () => {
  it("reads a secondary plan's claim table: what the other insurance paid is its own column, and the allowed amount is shared between the plans and the patient", () => {
    const rows: Item[][] = [
      [['Keystone Health Partners', 40]],
      [['Notice Date:', 330], ['Dec 13, 2024', 393]],
      [['Primary processed on: Dec 07, 2024', 330]],
      [['Total Charges', 240], ['Allowed', 300], ['Other Insurance Paid', 350], ['Plan Pays', 450], ['You Owe', 520]],
      [['Office visit', 88], ['187.73', 282, 'right'], ['98.36', 332, 'right'], ['(40.00)', 432, 'right'], ['18.36', 482, 'right'], ['40.00', 552, 'right']],
      [['Claim Totals', 88], ['187.73', 282, 'right'], ['98.36', 332, 'right'], ['(40.00)', 432, 'right'], ['18.36', 482, 'right'], ['40.00', 552, 'right']],
    ];
    expect(tableRoles(rows, 'insurance_payment')[0]).toEqual(['amountBilled', 'allowedAmount', 'otherPaid', 'planPaid', 'patientResponsibility']);
    const { data, checks } = structure(rows, 'insurance_payment');
    expect(data).toMatchObject({ statementDate: '2024-12-13', planPaid: 18.36, patientResponsibility: 40, allowedAmount: 98.36 });
    expect(checks.find((c) => c.name === 'eob-paid')?.ok).toBe(true);
  });
});

describe('receipts', () => {
  it('reads a European receipt: its words, decimal commas and a short brand name', () => {
    const { data } = structure(
      [
        [['LIDL', 60]],
        [['Musterstraße 12', 40]],
        [['12345 Berlin', 40]],
        [['Vollmilch', 20], ['1,09 A', 200, 'right']],
        [['Brot', 20], ['2,29 A', 200, 'right']],
        [['Summe', 20], ['3,38', 200, 'right']],
        [['Bar', 20], ['5,00', 200, 'right']],
        [['Rückgeld', 20], ['1,62', 200, 'right']],
        [['02.03.20 19:02', 20]],
      ],
      'user_payment',
    );
    expect(data).toMatchObject({ merchantName: 'LIDL', totalAmount: 3.38, transactionDate: '2020-03-02' });
    expect((data.items as { description: string }[]).map((i) => i.description)).toEqual(['Vollmilch', 'Brot']);
  });

  it('reads a clinic bill from abroad: items over two lines, a card brand paying the total, a multi-buy credit and a tax summary', () => {
    const { data, checks } = structure(
      [
        [['KLINIK SERI MAJU SDN BHD', 40]],
        [['NO. 8, JALAN PERMAS 10/2', 40]],
        [['CASH BILL', 70]],
        [['BILL NO', 20], [': CB2403-864855', 65]],
        [['02/03/2024 09:39 AM', 20]],
        [['ITEM', 20], ['QTY U/PRICE AMOUNT', 110]],
        [['CONSULTATION (GP)', 20]],
        [['1', 124, 'right'], ['52.00', 164, 'right'], ['52.00', 200, 'right']],
        [['CHLORPHENIRAMINE 4MG TAB', 20]],
        [['10', 124, 'right'], ['0.39', 164, 'right'], ['3.90', 200, 'right']],
        [['3 FOR 2 PROMO', 20], ['-1.30', 200, 'right']],
        [['TOTAL (RM)', 20], ['54.60', 200, 'right']],
        [['MASTERCARD', 20], ['54.60', 200, 'right']],
        [['GST SUMMARY', 20], ['AMOUNT', 120], ['TAX', 170]],
        [['SR @ 6%', 20], ['51.51', 140, 'right'], ['3.09', 200, 'right']],
      ],
      'user_payment',
    );
    expect(data).toMatchObject({ merchantName: 'KLINIK SERI MAJU SDN BHD', transactionDate: '2024-03-02', totalAmount: 54.6, paymentMethod: 'MASTERCARD', transactionId: 'CB2403-864855' });
    expect(data.items).toEqual([
      { description: 'CONSULTATION (GP)', amount: 52 },
      { description: 'CHLORPHENIRAMINE 4MG TAB', amount: 3.9 },
    ]);
    expect(checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('takes the organisation above its office ("Patient Financial Services") as the merchant', () => {
    const { data } = structure(
      [
        [['CEDAR HOLLOW MEDICAL CENTER', 180]],
        [['PATIENT FINANCIAL SERVICES - CASHIER\'S OFFICE', 160]],
        [['1275 BAYSIDE COURT, CLINTON, NC 28363', 170]],
        [['CASHIER RECEIPT', 200]],
        [['Receipt No:', 50], ['CR297-197452', 180]],
        [['Date:', 50], ['04/17/25', 180]],
        [['TOTAL PAYMENT', 50], ['$120.00', 400, 'right']],
        [['Payment Type:', 50], ['CASH', 180]],
      ],
      'user_payment',
    );
    expect(data).toMatchObject({ merchantName: 'CEDAR HOLLOW MEDICAL CENTER', totalAmount: 120, paymentMethod: 'CASH' });
  });


  it('reads a receipt counted in whole rupiah: thousands grouped by points, items over two lines, tender words in Indonesian', () => {
    const { data } = structure(
      [
        [['APOTEK TIRTA WARAS', 60]],
        [['Jl. Raya Darmo No. 61', 60]],
        [['No. Struk', 20], [': PJ2507184177', 65]],
        [['Tanggal', 20], [': 12/06/2025 21:05', 65]],
        [['OBAT BATUK SIRUP 100 ML', 20]],
        [['1 x 24.000', 29], ['24.000', 200, 'right']],
        [['5 PARASETAMOL 500 MG TAB', 20], ['6.500', 200, 'right']],
        [['SUBTOTAL', 20], ['30.500', 200, 'right']],
        [['DPP', 20], ['27.477', 200, 'right']],
        [['PEMBULATAN', 20], ['500-', 200, 'right']],
        [['TOTAL', 20], ['Rp 30.000', 200, 'right']],
        [['TUNAI', 20], ['Rp 50.000', 200, 'right']],
        [['KEMBALIAN', 20], ['Rp 20.000', 200, 'right']],
      ],
      'user_payment',
    );
    expect(data).toMatchObject({ merchantName: 'APOTEK TIRTA WARAS', transactionDate: '2025-06-12', totalAmount: 30000, transactionId: 'PJ2507184177', paymentMethod: 'TUNAI' });
    expect(data.items).toEqual([
      { description: 'OBAT BATUK SIRUP 100 ML', amount: 24000 },
      { description: 'PARASETAMOL 500 MG TAB', amount: 6500 },
    ]);
  });

  it("reads a payment app's screen: the payee after 'to' is the merchant, the large amount alone is the total", () => {
    const boxes = [
      { text: '< Harbor Point Bank', x: 22, y: 42, width: 120, height: 14 },
      { text: 'Payment sent', x: 100, y: 77, width: 90, height: 14 },
      { text: '$591.97', x: 96, y: 103, width: 100, height: 28 },
      { text: 'to HAWTHORNE HILL FAMILY MEDICINE', x: 34, y: 148, width: 214, height: 11 },
      { text: 'Sent on', x: 22, y: 232, width: 33, height: 10 },
      { text: 'February 25, 2025', x: 180, y: 232, width: 98, height: 10 },
      { text: 'From', x: 22, y: 252, width: 22, height: 10 },
      { text: 'Savings ****9462', x: 206, y: 252, width: 72, height: 10 },
      { text: 'Confirmation Number', x: 22, y: 272, width: 90, height: 10 },
      { text: 'GY9G95BIR', x: 225, y: 272, width: 53, height: 10 },
      { text: 'Memo', x: 22, y: 291, width: 26, height: 10 },
      { text: 'copay 2/25', x: 232, y: 291, width: 46, height: 10 },
    ];
    const { data } = structureByRules({ engine: 'local-pdf', pages: [{ page: 1, width: 300, height: 650, lines: boxesToLines(boxes) }] } as ReaderOutput, 'user_payment');
    expect(data).toMatchObject({ merchantName: 'HAWTHORNE HILL FAMILY MEDICINE', totalAmount: 591.97, transactionDate: '2025-02-25', paymentMethod: 'Savings ****9462', transactionId: 'GY9G95BIR' });
  });

  it.each([
    ['FARMASI SRI INDAH SDN BHD (1234567-K)', 'FARMASI SRI INDAH SDN BHD'],
    ['FARMASI SRI INDAH SDN BHD (201501012345 (1234567-K))', 'FARMASI SRI INDAH SDN BHD'],
    ['HARBOUR FAMILY CLINIC PTE LTD CO. REG. NO. 201912345K', 'HARBOUR FAMILY CLINIC PTE LTD'],
    ['Walgreens #05123', 'Walgreens'],
    ['CVS/pharmacy Store 1234', 'CVS/pharmacy'],
  ])('takes the name without the registration or store number printed after it: %s', (printed, name) => {
    const { data } = structure(
      [
        [[printed, 40]],
        [['Store #5123', 60]],
        [['18 MAIN STREET, AUSTIN, TX 78701', 40]],
        [['TOTAL', 20], ['12.40', 200, 'right']],
      ],
      'user_payment',
    );
    expect(data.merchantName).toBe(name);
  });
  it('takes the value after a label\'s colon even when it is a label word, and skips a prescription\'s fill date', () => {
    const { data } = structure(
      [
        [['Silver Creek Drugs', 40]],
        [['GABAPENTIN 300MG CAP', 20], ['15.44', 200, 'right']],
        [['FILLED 10/10/24', 30]],
        [['TOTAL', 20], ['15.44', 200, 'right']],
        [['PAID WITH: CASH', 20]],
        [['10/14/24 08:27 AM', 20]],
      ],
      'user_payment',
    );
    expect(data).toMatchObject({ paymentMethod: 'CASH', transactionDate: '2024-10-14', totalAmount: 15.44 });
  });

  it('keeps the printed total when the line items do not add up to it (weights, deposits, multi-buy lines)', () => {
    const { data, checks } = structure(
      [
        [['MARKET HALL', 40]],
        [['BANANAS', 20], ['1.19', 200, 'right']],
        [['0.186 kg x 1.19 /kg', 30], ['0.22', 200, 'right']],
        [['YOGURT', 20], ['0.35', 200, 'right']],
        [['3 x 0.35', 30], ['1.05', 200, 'right']],
        [['TOTAL', 20], ['1.62', 200, 'right']],
        [['03/02/2024', 20]],
      ],
      'user_payment',
    );
    expect(data.totalAmount).toBe(1.62);
    // The failed sum still marks the total as doubtful.
    expect(checks.find((c) => c.name === 'receipt-items')?.ok).toBe(false);
    expect((data.fieldConfidence as Record<string, number>).totalAmount).toBeLessThan(0.9);
  });

  it("takes a shop's name from the line above its address when OCR could not read the logo, and prefers a name printed again below", () => {
    const { data } = structure(
      [
        [['Voi) Ld BJT', 40]],
        [['Marktkauf Lehr', 40]],
        [['Detmolder Str. 4', 40]],
        [['33102 Paderborn', 40]],
        [['BANANEN', 20], ['1,19', 200, 'right']],
        [['SUMME', 20], ['1,19', 200, 'right']],
        [['Vielen Dank! Ihr Marktkauf', 20]],
      ],
      'user_payment',
    );
    expect(data.merchantName).toBe('Marktkauf Lehr');
  });

  it("takes the card terminal's amount for a total line the scan lost, and keeps a card brand as the payment method", () => {
    const { data, checks } = structure(
      [
        [['CORNER GROCERY', 40]],
        [['MILCH', 20], ['2,49', 200, 'right']],
        [['BROT', 20], ['3,10', 200, 'right']],
        [['IU ZAHLEN EURD', 20], ['4', 200, 'right']],
        [['Kartenzahlung', 20]],
        [['14,16', 40]],
        [['Payment method:', 20], ['MASTERCARD', 120]],
        [['Datum 16.05.20 09:47', 20]],
      ],
      'user_payment',
    );
    expect(data).toMatchObject({ totalAmount: 14.16, paymentMethod: 'MASTERCARD', transactionDate: '2020-05-16' });
    expect(checks.find((c) => c.name === 'receipt-card')?.ok).toBe(true);
  });
});

describe('wording and layouts of the new dev families', () => {
  it('reads who received care and who provided it from sentences, the date a claim was processed, and a service named with its code', () => {
    const { data } = structure(
      [
        [['Keystone Health Plan', 40]],
        [['Person who received care: Avery Nakamura', 40], ['Claim Number', 330], ['23G189975059', 401]],
        [['Care provided by Amberfield Radiology Associates', 40], ['Date(s) of care', 330], ['Mar 29, 2025 to Mar 31, 2025', 401]],
        [['We processed this claim on Apr 21, 2025.', 40], ['Coverage holder Jordan Nakamura', 330]],
        [['1. Specialist consultation (99243)', 40]],
        [['What your provider charged', 52], ['$438.34', 300, 'right']],
        [['Your plan discount', 52], ['$47.52', 300, 'right']],
        [["Your plan's allowed amount", 52], ['$390.82', 300, 'right']],
        [['What your plan paid', 52], ['$300.00', 300, 'right']],
        [['What you may owe', 52], ['$90.82', 300, 'right']],
      ],
      'insurance_payment',
    );
    expect(data).toMatchObject({
      memberName: 'Avery Nakamura',
      providerName: 'Amberfield Radiology Associates',
      statementDate: '2025-04-21',
      serviceDate: '2025-03-29',
      service: 'Specialist consultation',
      amountBilled: 438.34,
      patientResponsibility: 90.82,
    });
  });

  it('reads a yes after a question mark as the network status, and an "amount over allowance" column as not covered', () => {
    const rows: Item[][] = [
      [['Tidewater Benefit Plans', 40]],
      [['Claim No.', 330], ['WQ5954283', 401]],
      [['Covered individual Elias Brightwater', 40], ['Doctor or facility Blue Heron Optometry', 330]],
      [['Network doctor? Yes', 40]],
      [],
      [['Services', 40]],
      [['Item or service', 40], ['Retail', 250, 'right'], ['Amount over', 330, 'right'], ['Allowance', 410, 'right'], ['Your', 490, 'right'], ['Benefit', 566, 'right']],
      [['charge', 250, 'right'], ['allowance', 330, 'right'], ['applied', 410, 'right'], ['cost', 490, 'right'], ['paid', 566, 'right']],
      [['Eye exam, new patient', 44], ['$260.40', 250, 'right'], ['$0.00', 330, 'right'], ['$152.05', 410, 'right'], ['$20.00', 490, 'right'], ['$132.05', 566, 'right']],
      [['Frames', 44], ['$253.71', 250, 'right'], ['$90.81', 330, 'right'], ['$130.00', 410, 'right'], ['$90.81', 490, 'right'], ['$130.00', 566, 'right']],
      [['Total, all services', 40], ['$514.11', 250, 'right'], ['$90.81', 330, 'right'], ['$282.05', 410, 'right'], ['$110.81', 490, 'right'], ['$262.05', 566, 'right']],
    ];
    expect(tableRoles(rows, 'insurance_payment').at(-1)).toEqual(['service', 'amountBilled', 'notCovered', 'allowedAmount', 'patientResponsibility', 'planPaid']);
    const { data } = structure(rows, 'insurance_payment');
    expect(data).toMatchObject({ memberName: 'Elias Brightwater', providerName: 'Blue Heron Optometry', isInNetwork: true, service: 'Eye exam, new patient', allowedAmount: 282.05, planPaid: 262.05, patientResponsibility: 110.81 });
  });

  it("takes a one-word qualifier before an amount's label ('Hospital Charges') and leaves credited payments out of the line items", () => {
    const { data } = structure(
      [
        [['Northgate Medical Center', 40]],
        [['Patient:', 320], ['Silas Rasmussen', 380]],
        [['Acct #:', 40], ['H532940870', 108], ['Stmt Date:', 320], ['Oct 25, 2024', 380]],
        [['Hospital Charges', 350], ['1,200.00', 572, 'right']],
        [['Insurance Pmts', 350], ['(900.00)', 572, 'right']],
        [['Balance Due Now', 350], ['300.00', 572, 'right']],
        [['Date', 40], ['Services', 166], ['Amount', 572, 'right']],
        [['Oct 11, 2024', 40], ['ROOM & BOARD SEMI-PRIVATE', 166], ['1,000.00', 572, 'right']],
        [['Oct 11, 2024', 40], ['CBC W/AUTO DIFF', 166], ['200.00', 572, 'right']],
        [['Oct 20, 2024', 40], ['Summit Care Health Partners Payment', 166], ['(900.00)', 572, 'right']],
      ],
      'medical_bill',
    );
    expect(data).toMatchObject({ subtotal: 1200, insurancePaid: 900, amountDue: 300 });
    expect((data.lineItems as { description: string }[]).map((i) => i.description)).toEqual(['ROOM & BOARD SEMI-PRIVATE', 'CBC W/AUTO DIFF']);
  });

  it("reads a register's BAL DUE as the total, its TR# as the transaction, and a payment page's processing date over the bills' visit dates", () => {
    const register = structure(
      [
        [['COPPERLEAF MEDICAL CENTER', 40]],
        [['ST# 1084 OP# 112', 22], ['TR# 13794', 153]],
        [['FRESH CUT BOUQUET', 22], ['17.10 T', 193, 'right']],
        [['VOLUNTEER DISC 20%', 31], ['3.42-', 189, 'right']],
        [['SUBTOTAL', 63], ['13.68', 193, 'right']],
        [['TAX 1 6.00%', 63], ['0.82', 193, 'right']],
        [['**** BAL DUE', 36], ['14.50', 193, 'right']],
        [['DISCOVER XXXXXXXXXXXX7361', 22], ['14.50', 193, 'right']],
        [['12/16/24 09:11 1084 02 112 13794', 22]],
      ],
      'user_payment',
    ).data;
    expect(register).toMatchObject({ totalAmount: 14.5, transactionId: '13794', transactionDate: '2024-12-16' });
    const page = structure(
      [
        [['Silver Creek Diagnostic Laboratory', 140]],
        [['Amount charged', 140]],
        [['$471.91', 140]],
        [['Processed on ........', 140], ['12/10/2024 at 2:29 PM', 472, 'right']],
        [['Bill', 140], ['Visit Date', 312], ['Amount', 472, 'right']],
        [['Statement balance', 140], ['10/30/2024', 312], ['$471.91', 472, 'right']],
      ],
      'user_payment',
    ).data;
    expect(page).toMatchObject({ totalAmount: 471.91, transactionDate: '2024-12-10' });
  });
});

describe('wording and layouts of the second round of dev families', () => {
  it("takes a self-funded plan, not its administrator, as the insurer, a claimant's name without the relationship, and no label's value from another label's line", () => {
    const { data } = structure(
      [
        [['Sterling Hardwood Products Employee Benefit Plan', 40]],
        [['Administered by Prairie Shield Benefit Services', 40]],
        [['Claim Control No. 68607626023296', 330]],
        [['Claimant:', 40], ['Dmitri Moreau (Spouse)', 102], ['Service Provider: Maple Ridge Internal Medicine', 320]],
        [['Patient', 40]],
        [['Acct. Ref. No.: 50451421', 40]],
        [['Billed', 40], ['$310.16', 200, 'right']],
        [['You owe', 40], ['$98.98', 200, 'right']],
      ],
      'insurance_payment',
    );
    expect(data).toMatchObject({ insuranceCompany: 'Sterling Hardwood Products Employee Benefit Plan', memberName: 'Dmitri Moreau', providerName: 'Maple Ridge Internal Medicine', claimNumber: '68607626023296' });
  });

  it("reads the patient from a ledger's Patient column (not the responsible party's mailing block), without the name in the descriptions; an amount is no account number", () => {
    const { data } = structure(
      [
        [['Northgate Medical Group', 36]],
        [['YOUR ACCOUNT NO.', 470]],
        [['0.00', 470]],
        [['JUNIPER CASTELLANO', 56]],
        [['1912 Lakeview Drive', 56]],
        [['Madison, WI 53762', 56]],
        [['DOS', 36], ['Patient', 100], ['Proc', 192], ['Description of Service', 226], ['Chg Amt', 440, 'right']],
        [['8/11/2024', 36], ['Wren Castellano', 100], ['99203', 192], ['Office visit, new patient', 226], ['$204.21', 440, 'right']],
        [['8/11/2024', 36], ['Wren Castellano', 100], ['94010', 192], ['Spirometry', 226], ['$45.30', 440, 'right']],
      ],
      'medical_bill',
    );
    expect(data.patientName).toBe('Wren Castellano');
    expect(data.invoiceNumber).toBeUndefined();
    expect((data.lineItems as { description: string }[]).map((i) => i.description)).toEqual(['Office visit, new patient', 'Spirometry']);
  });

  it("reads a hospital account record number (HAR #) and a 'Proc Code Description' column, taking the actual charge over the estimate's difference", () => {
    const { data } = structure(
      [
        [['Granite Peak Regional Hospital', 40]],
        [['Patient/Guarantor', 40], ['Lucia Delacroix', 132], ['HAR #', 330], ['H751111369', 448]],
        [['Notice Date', 330], ['03/31/2025', 448]],
        [['UB Rev', 40], ['Proc Code Description', 88], ['Estimated', 420, 'right'], ['Actual Charge', 494, 'right'], ['Over/(Under)', 572, 'right']],
        [['0360', 40], ['64721', 88], ['CARPAL TUNNEL RELEASE', 136], ['5,171.00', 420, 'right'], ['5,111.55', 494, 'right'], ['(59.45)', 572, 'right']],
        [['0636', 40], ['J2405', 88], ['ONDANSETRON HCL 4MG INJ', 136], ['41.00', 420, 'right'], ['49.74', 494, 'right'], ['8.74', 572, 'right']],
      ],
      'medical_bill',
    );
    expect(data.invoiceNumber).toBe('H751111369');
    expect((data.lineItems as { description: string; amount: number }[]).map((i) => [i.description, i.amount])).toEqual([
      ['CARPAL TUNNEL RELEASE', 5111.55],
      ['ONDANSETRON HCL 4MG INJ', 49.74],
    ]);
  });

  it("takes the figures under a 'Claim totals:' line as the claim's totals, and no column heading ('Line 3') as a provider", () => {
    const rows: Item[][] = [
      [['Keystone Benefit Services', 40]],
      [['Claim No.', 40], ['CLM-55120', 140]],
      [['Patient', 40], ['Ana Reyes', 140]],
      [['Billed by', 40]],
      [['Line 3', 40]],
      [['Description', 40], ['Billed', 250, 'right'], ['Allowed', 320, 'right'], ['Plan Paid', 390, 'right'], ['You Owe', 460, 'right']],
      [['Office visit', 40], ['200.00', 250, 'right'], ['150.00', 320, 'right'], ['120.00', 390, 'right'], ['30.00', 460, 'right']],
      [['Blood panel', 40], ['100.00', 250, 'right'], ['60.00', 320, 'right'], ['48.00', 390, 'right'], ['12.00', 460, 'right']],
      [['Claim totals:', 40]],
      [['300.00', 250, 'right'], ['210.00', 320, 'right'], ['168.00', 390, 'right'], ['42.00', 460, 'right']],
    ];
    const { data } = structure(rows, 'insurance_payment');
    expect(data).toMatchObject({ amountBilled: 300, allowedAmount: 210, planPaid: 168, patientResponsibility: 42 });
    expect(data.providerName).toBeUndefined();
  });
});

describe('wording and layouts of the third round of dev families', () => {
  it("skips a department's subtotal inside an itemization, takes the child's name over the parent's mailing block, and a larger value printed beside its label", () => {
    const { data } = structure(
      [
        [['Northgate Children\'s Hospital', 40]],
        [['Guarantor (Parent/Legal Guardian)', 40], ["Child's Name", 330], ['Marisol Okonkwo', 440]],
        [['MATEO OKONKWO', 56], ['Encounter #', 330], ['H796875310', 440]],
        [['9557 HIGHLAND AVENUE', 56], ['Statement Issued', 330], ['07/13/2025', 440]],
        [['Service Dt', 40], ['Procedure', 182], ['Gross Charge', 572, 'right']],
        [['EMERGENCY', 40]],
        [['06/06/2025', 40], ['ED VISIT LEVEL 3 PEDIATRIC', 182], ['1,143.05', 572, 'right']],
        [['Emergency Total', 416], ['1,143.05', 572, 'right']],
        [['RADIOLOGY', 40]],
        [['06/06/2025', 40], ['XR CHEST 2 VIEWS', 182], ['468.65', 572, 'right']],
        [['Radiology Total', 416], ['468.65', 572, 'right']],
        [['Total Charges', 416], ['1,611.70', 572, 'right']],
      ],
      'medical_bill',
    );
    expect(data).toMatchObject({ patientName: 'Marisol Okonkwo', invoiceNumber: 'H796875310', subtotal: 1611.7 });
    expect((data.lineItems as { description: string }[]).map((i) => i.description)).toEqual(['ED VISIT LEVEL 3 PEDIATRIC', 'XR CHEST 2 VIEWS']);
  });

  it("ends a claim table at its 'Claim Summary Totals' row, and takes no next label ('TIN:') as a provider", () => {
    const { data } = structure(
      [
        [['Bluecrest Blue Plan', 40]],
        [['Claim Ref. No.', 40], ['CLM-55120', 140]],
        [['Member/Patient', 40], ['Ana Reyes', 140]],
        [['Servicing Facility', 40], ['TIN:', 140]],
        [['Services Rendered', 40], ['Provider Billed', 250, 'right'], ['Amount Eligible', 320, 'right'], ['Blue Plan Payment', 390, 'right'], ['Member Liability', 460, 'right']],
        [['Emergency room', 40], ['200.00', 250, 'right'], ['150.00', 320, 'right'], ['120.00', 390, 'right'], ['30.00', 460, 'right']],
        [['Laboratory', 40], ['100.00', 250, 'right'], ['60.00', 320, 'right'], ['48.00', 390, 'right'], ['12.00', 460, 'right']],
        [['Claim Summary Totals', 100], ['300.00', 250, 'right'], ['210.00', 320, 'right'], ['168.00', 390, 'right'], ['42.00', 460, 'right']],
      ],
      'insurance_payment',
    );
    expect(data).toMatchObject({ amountBilled: 300, allowedAmount: 210, planPaid: 168, patientResponsibility: 42 });
    expect(data.providerName).not.toBe('TIN:');
  });

  it('sends a name that another label contradicts to review: the pick between two people is a guess', () => {
    const result = structure(
      [
        [['Lakeside Clinic', 40]],
        [['Patient:', 40], ['Wren Castellano', 120]],
        [['Account #:', 40], ['A-55120', 120]],
        [['Statement Date:', 40], ['03/09/2025', 120]],
        [['Patient Name:', 300], ['Juniper Castellano', 400]],
        [['Total Charges', 40], ['$120.00', 200, 'right']],
        [['Amount Due', 40], ['$120.00', 200, 'right']],
      ],
      'medical_bill',
    );
    expect(result.evidence.patientName?.competitors).toBeGreaterThan(0);
    expect(result.fieldConfidence.patientName).toBeLessThan(0.7);
    expect(result.confidence).toBeLessThan(0.7);
  });
});


describe('labels that are no values, and numbered claim lines (rules-2026.11)', () => {
  it("takes no label ('Insurance Carrier', 'Provider TIN:') and no employer as a name, and reads a 'Service Date Service Description' column's dates", () => {
    const { data } = structure(
      [
        [['Tidewater Health Plan', 40]],
        [['Member Services 1-866-399-1832', 40]],
        [['WORKERS COMPENSATION REVIEW OF BILL', 40]],
        [['Claimant', 40], ['Priya Ferreira', 140], ['Employer', 300], ['Tri-County Paving Co.', 380]],
        [['Claim #', 40], ['WC-2210-88', 140], ['Provider TIN:', 300], ['90-2701254', 380]],
        [['Provider', 40], ['Insurance Carrier', 140]],
        [['Service Date Service Description', 40], ['Billed', 250, 'right'], ['Allowed', 320, 'right'], ['Plan Paid', 390, 'right'], ['You Owe', 460, 'right']],
        [['1 10/08/2025 1 Telehealth visit', 40], ['86.61', 250, 'right'], ['71.77', 320, 'right'], ['66.03', 390, 'right'], ['5.74', 460, 'right']],
        [['Totals', 40], ['86.61', 250, 'right'], ['71.77', 320, 'right'], ['66.03', 390, 'right'], ['5.74', 460, 'right']],
      ],
      'insurance_payment',
    );
    expect(data).toMatchObject({ memberName: 'Priya Ferreira', serviceDate: '2025-10-08', service: 'Telehealth visit', amountBilled: 86.61 });
    expect(data.providerName).toBeUndefined();
  });

  it("takes a claim's first described line after a rule and a side box's figure", () => {
    const { data } = structure(
      [
        [['Northstar Health Partners', 40]],
        [['Member', 40], ['Ana Reyes', 140]],
        [['Claim Number', 40], ['CLM-55120', 140]],
        [['Date', 40], ['Item', 110], ['Billed', 250, 'right'], ['Allowed', 320, 'right'], ['Plan Paid', 390, 'right'], ['You Owe', 460, 'right']],
        [['____________________________', 40], ['Deductible', 330], ['0.00', 390, 'right'], ['0.00', 460, 'right']],
        [['06/11/2024', 40], ['ED visit, moderate', 110], ['683.47', 250, 'right'], ['433.65', 320, 'right'], ['146.92', 390, 'right'], ['286.73', 460, 'right']],
      ],
      'insurance_payment',
    );
    expect(data).toMatchObject({ service: 'ED visit, moderate', serviceDate: '2024-06-11' });
  });

  it("reads a name ending in 'Co.' as the heading, a qualified account label that fills its cell, and a service period", () => {
    const { data } = structure(
      [
        [['Harborview Lane Drug Co.', 40], ['GUARANTOR ACCT NO.', 400]],
        [['5622 Lakeview Drive, Madison, WI 53788', 40], ['62024897', 400]],
        [['Patient', 40], ['Marisol K. Quill', 140]],
        [['Invoice Date', 40], ['09/11/2024', 140]],
        [['Service Period', 40], ['08/01/2024 - 08/27/2024', 140]],
        [['Insurance Carrier', 40], ['Summit Care Health Plan', 140]],
        [['Total Charges', 40], ['$120.00', 200, 'right']],
        [['Amount Due', 40], ['$120.00', 200, 'right']],
      ],
      'medical_bill',
    );
    expect(data).toMatchObject({ providerName: 'Harborview Lane Drug Co.', invoiceNumber: '62024897', serviceDate: '2024-08-01', patientName: 'Marisol K. Quill' });
  });

  it('reads an electronic funds transfer as the payment method', () => {
    const { data } = structure(
      [
        [['Lakeside Pediatrics', 40]],
        [['Payment Received', 40], ['$240.00', 200, 'right']],
        [['Payment Date', 40], ['03/09/2025', 140]],
        [['Payment Type', 40], ['Electronic funds transfer', 140]],
      ],
      'user_payment',
    );
    expect(data).toMatchObject({ paymentMethod: 'Electronic funds transfer', totalAmount: 240 });
  });

  it("takes a line's procedure code over the revenue code printed before it", () => {
    const { data } = structure(
      [
        [['Westbrook Children\'s Hospital', 40]],
        [['Patient', 40], ['Quentin Tanaka', 140]],
        [['Account #', 40], ['5500278799', 140]],
        [['Date', 40], ['Rev Proc', 96], ['Description', 182], ['Charges', 572, 'right']],
        [['07/19/2025', 40], ['0450 99285', 96], ['ED VISIT LEVEL 5 PEDIATRIC', 182], ['3,174.63', 572, 'right']],
        [['07/19/2025', 40], ['0250', 96], ['IBUPROFEN 100MG/5ML SUSP', 182], ['20.94', 572, 'right']],
        [['Total Charges', 182], ['3,195.57', 572, 'right']],
      ],
      'medical_bill',
    );
    expect(data.lineItems).toEqual([
      { description: 'ED VISIT LEVEL 5 PEDIATRIC', code: '99285', amount: 3174.63, date: '2025-07-19' },
      { description: 'IBUPROFEN 100MG/5ML SUSP', code: '0250', amount: 20.94, date: '2025-07-19' },
    ]);
  });

  it("leaves a column it cannot name ('Provider') out of the lines' descriptions, and reads 'Payments Today' as a receipt's total", () => {
    const bill = structure(
      [
        [['Stonebridge Pediatrics', 40]],
        [['Patient', 40], ['Lucia Halvorsen', 140]],
        [['Account #', 40], ['658077', 140]],
        [['Date', 40], ['Provider', 120], ['Description', 250], ['Charges', 560, 'right']],
        [['01/29/2025', 40], ['Dr. Vance', 120], ['Office visit', 250], ['110.17', 560, 'right']],
        [['01/29/2025', 40], ['Dr. Vance', 120], ['Lab draw fee', 250], ['12.23', 560, 'right']],
        [['Total Charges', 250], ['122.40', 560, 'right']],
      ],
      'medical_bill',
    );
    expect(bill.data.lineItems).toMatchObject([{ description: 'Office visit', amount: 110.17 }, { description: 'Lab draw fee', amount: 12.23 }]);
    const receipt = structure(
      [
        [['Stonebridge Pediatrics', 40]],
        [['Payment on account', 40], ['110.17', 300, 'right']],
        [['Lab draw fee', 40], ['12.23', 300, 'right']],
        [['Payments Today', 40], ['122.40', 300, 'right']],
      ],
      'user_payment',
    );
    expect(receipt.data).toMatchObject({ totalAmount: 122.4, items: [{ description: 'Payment on account', amount: 110.17 }, { description: 'Lab draw fee', amount: 12.23 }] });
  });
});


// Statements typed in a fixed-width font, as US insurers and hospitals print them: each run of text
// between two or more spaces is one printed string at its character position.
describe('wording and headers the corpus families do not print', () => {
  const twoLineHeadings = typed(`
Aetna Life Insurance Company                     Statement Date: 03/14/2025
Member: JORDAN A REYES                Member ID: W123456789
Claim ID: EBX7RT2QP00       Received: 02/26/2025
Provider: LAKESIDE FAMILY MEDICINE PC      Network Status: In-network
Service Dates      Service Description     Amount      Member Rate   Amount     Your
                                           Billed      (Discount)    Allowed    Plan Pays  Deductible  Copay
02/19/25-02/19/25  Office Visits           $245.00     $97.31        $147.69    $107.69    $0.00       $40.00
02/19/25-02/19/25  Laboratory              $88.00      $61.40        $26.60     $26.60     $0.00       $0.00
Totals                                     $333.00     $158.71       $174.29    $134.29    $0.00       $40.00
`);

  it('reads headings on one line beside headings wrapped over two as one header, and a wrapped heading by its surest word', () => {
    expect(tableRoles(twoLineHeadings, 'insurance_payment')).toEqual([['serviceDate', 'description', 'amountBilled', 'discount', 'allowedAmount', 'planPaid', 'deductible', 'copay']]);
    const eob = structure(twoLineHeadings, 'insurance_payment');
    // "Service Description" beside the heading "Amount": the service is the first line's, not a heading word.
    expect(eob.data).toMatchObject({ service: 'Office Visits', serviceDate: '2025-02-19', amountBilled: 333, allowedAmount: 174.29, planPaid: 134.29, patientResponsibility: 40, copay: 40 });
  });

  it('keeps a title printed across the headings out of them', () => {
    const rows = typed(`
Sycamore Point Freestanding ER
ITEMIZED FACILITY CHARGES
Date        Rev    HCPCS    Services                        Qty    Amount Charged
3/15/2025   0258   J7030    SODIUM CHLORIDE 0.9% 1000 ML    1      $74.23
3/15/2025   0260   96374    IV PUSH, INITIAL DRUG           1      $395.27
Total facility charges                                             $469.50
`);
    expect(tableRoles(rows, 'medical_bill')).toEqual([['date', 'code', 'code', 'description', 'quantity', 'subtotal']]);
  });

  it("reads 'What was done', 'What I owe' and 'Customer', and leaves a provider's network status out of its name", () => {
    const eob = structure(
      typed(`
UnitedHealthcare
Statement date: January 8, 2025
Customer: Priya Natarajan
Claim number: 2024121900456
Provider: Northside Imaging Center (In-network)
Date of service   What was done            Amount charged   Discount   Amount allowed   Plan paid   What I owe
12/10/2024        MRI Brain w/o Contrast   $2,150.00        $1,420.15  $729.85          $583.88     $145.97
Total                                      $2,150.00        $1,420.15  $729.85          $583.88     $145.97
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({
      memberName: 'Priya Natarajan',
      providerName: 'Northside Imaging Center',
      isInNetwork: true,
      service: 'MRI Brain w/o Contrast',
      serviceDate: '2024-12-10',
      amountBilled: 2150,
      allowedAmount: 729.85,
      planPaid: 583.88,
      patientResponsibility: 145.97,
    });
  });

  it("takes an account's insurer payment and adjustment lines as what the insurer paid and took off, and a patient's payment as neither", () => {
    const activity = (payer: string) =>
      structure(
        typed(`
MERCY GENERAL HOSPITAL                                   Statement Date: 04/02/2025
Patient: ELENA V MORALES                                 Account Number: 100284733
Date        Description                                   Charges     Payments/Adjustments
02/11/2025  LAB - CHEMISTRY (80053)                        187.00
02/11/2025  OP VISIT LEVEL 3 (G0463)                       512.00
03/08/2025  ${payer.padEnd(44)}           -240.26
03/08/2025  BLUE SHIELD CONTRACTUAL ADJ                                -110.24
            Total Charges                                  699.00
            Balance Due                                                348.50
`),
        'medical_bill',
      );
    const insured = activity('BLUE SHIELD OF CA PAYMENT');
    expect(insured.data).toMatchObject({ subtotal: 699, insurancePaid: 240.26, insuranceDiscount: 110.24, amountDue: 348.5 });
    expect(insured.data.lineItems).toHaveLength(2);
    // The same figure paid by the patient: the balance still adds up, but no insurer paid it.
    const selfPaid = activity('PATIENT PAYMENT - THANK YOU');
    expect(selfPaid.data).toMatchObject({ subtotal: 699, insuranceDiscount: 110.24, amountDue: 348.5 });
    expect(selfPaid.data.insurancePaid).toBeUndefined();
  });

  it("reads 'Visit on <date> with <doctor>' as the date of service", () => {
    const bill = structure(
      typed(`
Summit Pediatrics, LLC
PATIENT STATEMENT
Statement date       Account #       Amount due
Mar 18, 2025         SP-448120       $85.00
Patient: Lily Whitaker
Visit on 02/27/2025 with Dr. Anita Rao
CPT      Service                                   Fee
90700    DTaP vaccine                               $85.00
Totals                                              $85.00
`),
      'medical_bill',
    );
    expect(bill.data).toMatchObject({ serviceDate: '2025-02-27', invoiceDate: '2025-03-18', amountDue: 85 });
  });

  it("reads a dental EOB: the dentist as the provider, the plan's payment under its own name, and 'Payment' as no copay", () => {
    const eob = structure(
      typed(`
Delta Dental of California                         Date: 08/29/2025
Patient: SOFIA GUTIERREZ
Dentist: BRIGHT SMILES FAMILY DENTISTRY    Claim #: 202524100771
Date of     Procedure  Description              Submitted   Maximum Plan   Deductible   Delta Dental   Patient
Service                                         Amount      Allowance                   Payment        Pays
08/12/2025  D0120      Periodic oral exam       $68.00      $41.00         $0.00        $41.00         $0.00
08/12/2025  D2391      Resin composite 1 surf   $210.00     $118.00        $50.00       $54.40         $63.60
Claim Totals                                    $278.00     $159.00        $50.00       $95.40         $63.60
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ providerName: 'BRIGHT SMILES FAMILY DENTISTRY', amountBilled: 278, allowedAmount: 159, deductible: 50, planPaid: 95.4, patientResponsibility: 63.6 });
    expect(eob.data.copay).toBeUndefined();
  });

  it("reads an out-of-plan provider as out of network, and a portal's 'Paid to' as the merchant", () => {
    const eob = structure(
      typed(`
KAISER PERMANENTE
Claim Summary                                   Notice date  Jun 3, 2025
Claim number   KP-9931-0042-18
Out-of-plan provider: MOUNTAIN VIEW URGENT CARE
Visit date   May 17, 2025
What was billed                     $312.00
Allowed amount                      $210.75
Kaiser Permanente paid              $135.75
Your responsibility                 $75.00
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ isInNetwork: false, providerName: 'MOUNTAIN VIEW URGENT CARE', serviceDate: '2025-05-17', amountBilled: 312, patientResponsibility: 75 });
    const receipt = structure(
      typed(`
MyChart - Payment Confirmation
Thank you for your payment!
Confirmation number: 88211930
Payment date: 10/21/2025
Paid to: Valley Medical Center
Payment amount: $412.50
Payment method: Visa ending in 1044
`),
      'user_payment',
    );
    expect(receipt.data).toMatchObject({ merchantName: 'Valley Medical Center', transactionDate: '2025-10-21', totalAmount: 412.5 });
  });

  it("reads an ambulance bill: its run number, the incident's date, Medicare's payment and 'Amount Due From You'", () => {
    const bill = structure(
      typed(`
METRO EMS AMBULANCE SERVICE
Statement Date   09/02/2025        Run #   25-088172
Patient          ROBERT KLINE       Incident Date   08/09/2025
Code     Description                          Units    Amount
A0427    ALS EMERGENCY TRANSPORT LEVEL 1         1     1,450.00
A0425    GROUND MILEAGE                          7       129.50
         Charges                                       1,579.50
         Medicare Payment                               -612.40
         Medicare Adjustment                            -810.98
         Amount Due From You                             156.12
`),
      'medical_bill',
    );
    expect(bill.data).toMatchObject({ invoiceNumber: '25-088172', serviceDate: '2025-08-09', subtotal: 1579.5, insurancePaid: 612.4, insuranceDiscount: 810.98, amountDue: 156.12 });
    // "Amount due from insurance" is still no amount the patient owes.
    expect(structure(typed('Lakeside Clinic\nAmount due from insurance      $80.00\nAmount due      $20.00'), 'medical_bill').data.amountDue).toBe(20);
  });

  it('keeps a heading of several words that names the lines (\'Services provided\') whatever a line above adds to it', () => {
    const rows = typed(`
TRICARE EAST REGION
Beneficiary: EMMA L PRICE       Claim Number: 2025-100-887165-00
                     NETWORK PROVIDER
Service     CPT/                                  Eligible
Dates       HCPCS    Services provided   Charged  Amount   Cost-share  Paid
03/21/2024  99214    Office visit, level 4  280.49  193.58   29.00       164.58
CLAIM TOTALS                             280.49  193.58   29.00       164.58
`);
    expect(tableRoles(rows, 'insurance_payment')[0]).toContain('description');
    expect(structure(rows, 'insurance_payment').data).toMatchObject({ service: 'Office visit, level 4', serviceDate: '2024-03-21', allowedAmount: 193.58 });
  });

  it('reads a payment line among the lines of a receipt as a line, not as the summary that ends them', () => {
    const dated = structure(
      typed(`
Cobalt Bay Pediatrics
Customer Receipt
Transaction Date      10/04/2025
AMOUNT                $439.34
Item                          Date of Service           Paid
Self-pay visit fee            09/18/2025                $233.75
Prior balance payment         09/07/2025                $205.59
Total Paid                                              $439.34
`),
      'user_payment',
    );
    expect(dated.data.totalAmount).toBe(439.34);
    const undated = structure(
      typed(`
Granite Peak Family Medicine
Trans Date: 09/19/2024
Item                          Amount
Lab draw fee                  $20.21
Prior balance payment         $319.33
Forms completion fee          $32.65
Payment Amount                $372.19
`),
      'user_payment',
    );
    expect(undated.data.totalAmount).toBe(372.19);
  });

  it("reads a Medicare Summary Notice: Medicare as the insurer, the member from 'Notice for', what Medicare approved and paid", () => {
    const eob = structure(
      typed(`
Medicare Summary Notice for Part B (Medical Insurance)
DOROTHY M KLEIN                           THIS IS NOT A BILL
                                          Notice for Dorothy M Klein
                                          Date of This Notice June 12, 2025
Your Claims for Part B (Medical Insurance)
Claim Number: 14-25-146-551-220
Service Provided & Billing Code      Amount Provider Charged   Medicare-Approved Amount   Amount Medicare Paid   Maximum You May Be Billed
Office/outpatient visit est (99214)  $185.00                   $128.16                    $100.48                $27.68
Electrocardiogram complete (93000)   $62.00                    $16.52                     $12.95                 $3.57
Total for Claim                      $247.00                   $144.68                    $113.43                $31.25
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ insuranceCompany: 'Medicare', memberName: 'Dorothy M Klein', statementDate: '2025-06-12', service: 'Office/outpatient visit est', amountBilled: 247, allowedAmount: 144.68, planPaid: 113.43, patientResponsibility: 31.25 });
  });

  it("keeps a receipt's printed total above its subtotal when the tax line is one the rules cannot read", () => {
    const receipt = structure(
      typed(`
Target
Store T-1873  Austin Lamar
11/15/2025 03:22 PM
  USB-C CABLE 6FT           NF    12.99
  ALLERGY RELIEF 30CT       NF     9.49
SUBTOTAL                          22.48
T = TX TAX 8.25000 on 12.99        1.07
TOTAL                             23.55
*1234 DEBIT                        23.55
`),
      'user_payment',
    );
    expect(receipt.data).toMatchObject({ merchantName: 'Target', totalAmount: 23.55, transactionDate: '2025-11-15' });
  });

  it("reads a fuel receipt: the brand over its station number, the fuel sale as the total, a card's CREDIT line as what it paid", () => {
    const receipt = structure(
      typed(`
SHELL
STATION #5512
HOUSTON TX
11/02/25   08:14
PUMP# 6  REGULAR
GALLONS  11.204
FUEL SALE  $32.48
CREDIT     $32.48
MASTERCARD
`),
      'user_payment',
    );
    expect(receipt.data).toMatchObject({ merchantName: 'SHELL', totalAmount: 32.48, transactionDate: '2025-11-02' });
  });

  it("reads a bill's 'Adjust' column as what the insurer took off", () => {
    const bill = structure(
      typed(`
PACIFIC PATHOLOGY LAB, INC.
Patient: LEE, MINJI       Acct#: PPL-0088213
Statement Date 08/22/2025    Service Date 08/01/2025
CPT     Description                       Charge     Ins Paid    Adjust     Pt Paid    Due
88305   Tissue exam by pathologist        $312.00    $98.44      $171.06    $0.00      $42.50
Totals                                    $312.00    $98.44      $171.06    $0.00      $42.50
PLEASE PAY THIS AMOUNT: $42.50
`),
      'medical_bill',
    );
    expect(bill.data).toMatchObject({ subtotal: 312, insurancePaid: 98.44, insuranceDiscount: 171.06, amountDue: 42.5 });
  });

  it.each([
    ['Procedure: 99213 - Office/outpatient visit, est', 'Office/outpatient visit, est'],
    ['Care you received: Annual physical exam', 'Annual physical exam'],
    ['What you received: Flu shot', 'Flu shot'],
  ])("reads the service from '%s' without its code or a word that only looks like a label", (line, service) => {
    const eob = structure(
      typed(`
ACME HEALTH PLAN
Statement date 03/10/2025
Member: ANA REYES
Claim number: 88123
Provider: LAKESIDE CLINIC
Date of service 02/19/2025
${line}
Billed   $200.00
Allowed  $150.00
Plan paid $120.00
You owe  $30.00
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ service, providerName: 'LAKESIDE CLINIC' });
  });

  it("reads a bill's letter greeting ('Dear Carla Mendes,') as the patient", () => {
    const bill = structure(
      typed(`
HILLSIDE FAMILY HEALTH
Statement date 03/10/2025
Dear Carla Mendes,
Account number 448120
Office visit       $200.00
Total charges      $200.00
Insurance paid     $150.00
Amount due         $50.00
`),
      'medical_bill',
    );
    expect(bill.data).toMatchObject({ patientName: 'Carla Mendes', invoiceNumber: '448120', amountDue: 50 });
  });

  it("reads a payment receipt's lines priced under 'Amount' as its items, a balance payment among them, and its printed total as the total", () => {
    const receipt = structure(
      typed(`
Greenfield Pediatrics
Payment Receipt
Date: 06/03/2025
Item                                    Amount
Copay - well visit (Ava)                $25.00
Copay - sick visit (Leo)                $25.00
Balance payment, acct 99120             $60.00
Total paid                             $110.00
Visa ending 4471
`),
      'user_payment',
    );
    expect(receipt.data).toMatchObject({ totalAmount: 110, items: [{ amount: 25 }, { amount: 25 }, { description: 'Balance payment, acct 99120', amount: 60 }] });
  });

  it('joins a description wrapped under itself to its line, and keeps a note or a heading in capitals out of it', () => {
    const bill = structure(
      typed(`
ST. ANSELM REGIONAL MEDICAL CENTER                     PATIENT STATEMENT
Patient: Grace Whitfield                               Statement Date: 02/14/2025
Date       Description                          Code      Charges
01/22/25   Comprehensive metabolic panel        80053      182.00
           (CMP), venous draw
01/22/25   Complete blood count with            85025       96.00
           automated differential
           LABORATORY
01/22/25   Venipuncture, routine                36415       28.00
           Conversion factor $72.64 per unit
           Total Charges                                   306.00
           Patient Balance                                 306.00
`),
      'medical_bill',
    );
    expect(bill.data).toMatchObject({
      lineItems: [
        { description: 'Comprehensive metabolic panel (CMP), venous draw', code: '80053', amount: 182 },
        { description: 'Complete blood count with automated differential', code: '85025', amount: 96 },
        { description: 'Venipuncture, routine', code: '36415', amount: 28 },
      ],
      subtotal: 306,
    });
    const eob = structure(
      typed(`
HARBORVIEW HEALTH PLAN - CLAIM SUMMARY
Claim processed: 01/15/2025            Claim: HV-88401-22
Patient: Owen Park                      Provider: Dr. Sara Lin, MD
Dates of       Service                  Provider   Network   Allowed    Paid by    Your
Service                                 Charges    Savings   Amount     Plan       Cost
12/20/24-      MRI lumbar spine w/o     1,850.00   1,120.00    730.00     584.00    146.00
12/20/24       contrast
TOTAL                                   1,850.00   1,120.00    730.00     584.00    146.00
`),
      'insurance_payment',
    );
    // A label ends at its colon ("Patient: Owen" is no "Patient Owes"), and the title after the
    // insurer's name is the document's.
    expect(eob.data).toMatchObject({ service: 'MRI lumbar spine w/o contrast', memberName: 'Owen Park', statementDate: '2025-01-15', insuranceCompany: 'HARBORVIEW HEALTH PLAN', patientResponsibility: 146 });
  });

  it("reads a claim line's 'From' date, 'Visit to', a long 'Explanation of ... Benefits' title, and the patient over the member", () => {
    const lines = structure(
      typed(`
CASCADE BENEFIT ADMINISTRATORS
Explanation of Benefits for: JULIA MENDES          Statement date 2025-05-09
Claim ID 5512-0044-3   Received 2025-04-21
Line  From      To        Svc Code  Description               Charge    Allowed   Deduct   Copay   Plan Pd
1     04/14/25  04/14/25  99204     New patient office visit   310.00    188.00    0.00    50.00    138.00
Totals                                                          310.00    188.00    0.00    50.00    138.00
`),
      'insurance_payment',
    );
    expect(lines.data).toMatchObject({ serviceDate: '2025-04-14', statementDate: '2025-05-09', service: 'New patient office visit' });
    const visit = structure(
      typed(`
EXPLANATION OF MEDICARE ADVANTAGE BENEFITS        Silverline Senior Plan (HMO)
Date: 11/12/2025                                  Member Name: Walter Kim
Claim: SL2531600871                               Patient Name: Ruth Kim
Visit to: COASTAL CARDIOLOGY GROUP
Billed                $1,240.00
Covered amount        $388.40
We paid               $348.40
You owe               $40.00
`),
      'insurance_payment',
    );
    expect(visit.data).toMatchObject({ insuranceCompany: 'Silverline Senior Plan (HMO)', providerName: 'COASTAL CARDIOLOGY GROUP', memberName: 'Ruth Kim', patientResponsibility: 40 });
  });

  it("reads 'TENDER: CASH' as a tender, the method after 'Paid', and the payee under a portal's name", () => {
    const cash = structure(
      typed(`
CITY HOSPITAL
RECEIPT NO 000812774
DATE 07/22/2025  TIME 14:05
PAYMENT ON ACCOUNT            150.00
TENDER: CASH                  160.00
CHANGE                         10.00
`),
      'user_payment',
    );
    expect(cash.data).toMatchObject({ totalAmount: 150, paymentMethod: 'CASH' });
    const card = structure(
      typed(`
WALDEN OPTICAL
INVOICE 5512   08/30/2025
Frames                        149.00
Balance                       149.00
Paid AMEX 3005                149.00
`),
      'user_payment',
    );
    expect(card.data).toMatchObject({ totalAmount: 149, paymentMethod: 'AMEX 3005' });
    const portal = structure(
      typed(`
MyChart - Payment Confirmation
Valley Health System
You paid $86.40 on 08/03/2025
Paid with Apple Pay
Confirmation number: 5541-228-0193
`),
      'user_payment',
    );
    expect(portal.data).toMatchObject({ merchantName: 'Valley Health System', totalAmount: 86.4, paymentMethod: 'Apple Pay' });
  });

  it("reads a plain-language claim line with no heading over its words, 'Provided by ... on <date>', an ambulance bill's 'Total' as no item, and a dental plan's payment", () => {
    const eob = structure(
      typed(`
Claim summary for Olivia Brandt
Provided by Lakeside Urgent Care on 04/12/2025
Claim number 990012877                     Date of this notice 04/29/2025
ClearPath Health Insurance Co.
                         Amount          Amount        Paid by       Your
                         billed          allowed       ClearPath     responsibility
Urgent care visit        $275.00         $140.00       $115.00       $25.00
Strep test                $48.00          $17.50        $17.50        $0.00
Total                    $323.00         $157.50       $132.50       $25.00
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ providerName: 'Lakeside Urgent Care', serviceDate: '2025-04-12', service: 'Urgent care visit', amountBilled: 323, patientResponsibility: 25 });
    const ambulance = structure(
      typed(`
SIERRA AIR & GROUND AMBULANCE
Invoice No.: SAG-2025-004417          Invoice Date: 06/19/2025
Patient: Maria L. Santos              Date of Transport: 06/02/2025
A0427  ALS emergency transport, level 1                1,850.00
A0425  Ground mileage (14 miles @ $28.50)                399.00
                                            Total       2,249.00
                           Insurance payment (Blue Shield)   -1,412.60
                           Contractual allowance               -436.40
                                     BALANCE DUE        $400.00
`),
      'medical_bill',
    );
    expect(ambulance.data).toMatchObject({ lineItems: [{ amount: 1850 }, { amount: 399 }], subtotal: 2249, amountDue: 400 });
    expect((ambulance.data.lineItems as unknown[]).length).toBe(2);
    const dental = structure(
      typed(`
                                   BRIGHT SMILES DENTAL GROUP
Granite Peak Orthopedics
Responsible Party: Kevin Liu                          Statement Date: 8/4/2025
Date      Code    Description                    Amount
07/15/25  D0120   Periodic oral evaluation        52.00
07/15/25  D1120   Prophylaxis - child             84.00
07/22/25          Delta Dental Payment          -100.00
                               Balance Due:       36.00
`),
      'medical_bill',
    );
    expect(dental.data).toMatchObject({ subtotal: 136, insurancePaid: 100, amountDue: 36 });
  });
});

describe('what a scan loses that the printed page had', () => {
  /** The same page as OCR reads it: every line with a recognition confidence. */
  const scanned = (rows: readonly (readonly Item[])[], type: DocumentType, hardlyRead: Record<string, number> = {}) => {
    const page = reading(rows, 'local-ocr');
    return structureByRules({ ...page, pages: page.pages.map((p) => ({ ...p, lines: p.lines.map((l) => ({ ...l, confidence: hardlyRead[l.text] ?? 0.93 })) })) }, type);
  };

  it("takes the claim's first service from a first line whose figures OCR could not read (a shaded band)", () => {
    const claim = (firstLine: string) =>
      typed(`
Clearbrook Life and Health                         Processed Date: 08/10/2025
Member: Theo T. Lindqvist                          Claim #: E9004056886
Provider: Granite Peak Regional Hospital
Date of Service  Code    Service                      Billed     Allowed    Plan Paid   You Owe
${firstLine}
07/26/2025       93000   Electrocardiogram            146.58     103.42     103.42      0.00
Totals                                                 374.08     243.42     193.42      50.00
`);
    const unread = scanned(claim('07/25/2025 99396 Preventive visit, 40-64       7288467    147067     9050        5000'), 'insurance_payment');
    expect(unread.data).toMatchObject({ service: 'Preventive visit, 40-64', serviceDate: '2025-07-25', amountBilled: 374.08, patientResponsibility: 50 });
    // A dated line without figures on a printed page is no claim line (a group's heading).
    const printed = structure(claim('07/25/2025 Visit to Granite Peak Regional Hospital'), 'insurance_payment');
    expect(printed.data).toMatchObject({ service: 'Electrocardiogram', amountBilled: 374.08 });
  });

  it("reads 'Out-of-network' from the status label, not from an 'In-network cost' heading beside its note", () => {
    const status = 'Provider network status: Out-of-network (emergency)';
    const eob = scanned(
      typed(`
Clearbrook Health Alliance                              Statement Date: 04/02/2025
Member: Rosa Delgado                                    Claim Number: NS-20250402-118
Provider: Foxglove ER Physicians Group                  ${status}
Service: ED visit, high severity                        Date of Service: 03/18/2025
In-network cost          Based on the QPA, at in-network rates
Amount Billed: 1,240.00    Allowed: 556.75    Plan Paid: 456.75    You Owe: 100.00
`),
      'insurance_payment',
      { [status]: 0.62 },
    );
    expect(eob.data).toMatchObject({ isInNetwork: false, patientResponsibility: 100 });
  });

  it('reads a value past the marks OCR makes of a leader between it and its label', () => {
    const eob = scanned(
      typed(`
Clearbrook Health Alliance                     Statement issued  Jun 10, 2024
Enrollee: Avery Ibarra                         Claim reference ~~ E3705842667
Billed by: Lakeshore Pines Imaging Center
Billed                $300.00
Allowed               $150.00
Paid                  $120.00
Patient owes           $30.00
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ claimNumber: 'E3705842667', memberName: 'Avery Ibarra' });
  });

  it("leaves a date OCR garbled and marks after the words out of an EOB's service", () => {
    const eob = scanned(
      typed(`
Northstar Health Plan                          Statement date: 09/02/2024
Member: Avery Lee                              Claim: NS-2024-88120
Provider: Lakeside Clinic
Date of service   Service                            Billed    Allowed   Plan paid   You owe
08/20/2024        00/20/2024 Telehealth visit ~~     $120.00   $80.00    $60.00      $20.00
Total                                                $120.00   $80.00    $60.00      $20.00
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ service: 'Telehealth visit', serviceDate: '2024-08-20', patientResponsibility: 20 });
  });

  it("leaves specks read as letters between a line's description and its amount out of the description", () => {
    const rows = typed(`
PINE HOLLOW LAB
Patient: Ava Stone                    Statement Date: 03/02/2025
Code    Description                           Amount
80061   Lipid panel        RENE Bae    ~~      $82.51
88305   Surgical pathology, level IV          $367.58
36415   Venipuncture       Ri                  $16.00
        Total charges                         $466.09
        Amount due                            $466.09
`);
    const bill = scanned(rows, 'medical_bill', { 'RENE Bae': 0.1, '~~': 0.55, Ri: 0.03, 'Surgical pathology, level IV': 0.2 });
    // A description hardly read is kept all the same: it is the line's first words.
    expect((bill.data.lineItems as { description: string }[]).map((i) => i.description)).toEqual(['Lipid panel', 'Surgical pathology, level IV', 'Venipuncture']);
    // Well read, the same words are the printed description's.
    expect((scanned(rows, 'medical_bill').data.lineItems as { description: string }[])[0]?.description).toBe('Lipid panel RENE Bae');
  });

  it("reads a payment line whose minus sign OCR lost as a credit, but not a fee that names a payment", () => {
    const rows = typed(`
BRIGHT SMILES DENTAL GROUP
Patient: Ella Liu                                     Statement Date: 8/4/2025
Date      Code    Description                    Amount
07/15/25  D0120   Periodic oral evaluation        52.00
07/15/25  D1120   Prophylaxis, child              84.00
07/22/25          Delta Dental Payment           100.00
07/22/25          Late payment fee                10.00
                               Balance Due:       46.00
`);
    const bill = scanned(rows, 'medical_bill');
    expect(bill.data).toMatchObject({ subtotal: 146, insurancePaid: 100, amountDue: 46 });
    expect((bill.data.lineItems as { description: string }[]).map((i) => i.description)).toEqual(['Periodic oral evaluation', 'Prophylaxis, child', 'Late payment fee']);
    // On a printed page an unsigned payment line is what it says: a line of the statement.
    expect(structure(rows, 'medical_bill').data.insurancePaid).toBeUndefined();
  });

  it("takes a label's amount past an aside in brackets, and a label read apart from its value is no organisation", () => {
    const bill = scanned(
      typed(`
SIERRA AIR & GROUND AMBULANCE
Invoice No.: SAG-2025-004417          Invoice Date: 06/19/2025
Patient: Maria L. Santos
A0427  ALS emergency transport, level 1                1,850.00
A0425  Ground mileage, 14 miles                          399.00
                           Insurance payment   (Blue Shield)   -1,412.60
                           Contractual allowance               436.40
                                     BALANCE DUE        $400.00
`),
      'medical_bill',
    );
    expect(bill.data).toMatchObject({ subtotal: 2249, insurancePaid: 1412.6, insuranceDiscount: 436.4, amountDue: 400 });
    const eob = scanned(
      typed(`
Sponsor:   WILLIAM J PRICE                        Date:  04/18/2025
TRICARE EAST REGION
Beneficiary:  EMMA L PRICE                      DoD Benefits Number:  1234567890
Claim Number:  2025-100-887165-00
Provider:  BLUE RIDGE PEDIATRICS
Billed                $200.00
Allowed               $120.00
Paid                   $96.00
Patient owes           $24.00
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ insuranceCompany: 'TRICARE EAST REGION', memberName: 'EMMA L PRICE' });
  });
  it("takes a totals row as the totals past the specks and quotes a scan reads before its name (a shaded row)", () => {
    const eob = structure(
      typed(`
Tidewater Health Alliance                        Date: 08/11/2025
Patient Name: Silas Parekh                       Claim ID: 29487838802016
Provider: Willow Bend Rehab Partners
DOS          Description of Service           Charged     Approved    Paid by Plan    You Owe
07/22/2025   Office visit, new patient        $232.99     $203.40     $169.56         $33.84
07/23/2025   XR lumbar spine, 3 views         $459.01     $371.39     $334.25         $37.14
   Bas,   "Claim Totals   ho Te               $692.00     $574.79     $503.81         $70.98
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ amountBilled: 692, allowedAmount: 574.79, planPaid: 503.81, patientResponsibility: 70.98 });
  });
  it("leaves the marks a scan reads from a shaded row's edges out of a line's description and code", () => {
    const bill = structure(
      typed(`
Summit Emergency Physicians                      Statement Date: 07/18/2025
Patient: Priya Malhotra                          Account #: 68206776
Svc Date     CPT     Services                                  Billed      You Owe
06/18/2025 ~~ 99284 EMERGENCY DEPT VISIT, MODERATE MDM ~~      1,068.87    294.70
06/18/2025   92002   SLIT LAMP EXAM W/ FLUORESCEIN              186.87      51.54
                                                Total Charges  1,255.74
`),
      'medical_bill',
    );
    expect((bill.data.lineItems as unknown[])[0]).toEqual({ description: 'EMERGENCY DEPT VISIT, MODERATE MDM', code: '99284', amount: 1068.87, date: '2025-06-18' });
  });
});

describe('figures a single space apart', () => {
  it('reads a fixed-width printout whose wide figures stand one space apart as separate columns', () => {
    const eob = structure(
      typed(`
MERIDIAN BLUE PLAN     EXPLANATION OF BENEFITS     PAGE 1
MEMBER NAME.....: ALICE MORGAN            CLAIM NUMBER...: 2025161A00772
PROVIDER NAME...: VALLEY GI ASSOCIATES    DATE PROCESSED.: 06/18/2025
DOS       PROC   DESCRIPTION        BILLED   ALLOWED  DED    COINS  PLAN PD
05/28/25  45378  COLONOSCOPY DIAG   2150.00  812.00   0.00   0.00   812.00
05/28/25  00811  ANESTH LOWER GI     640.00  298.00   0.00   0.00   298.00
TOTALS                              2790.00 1110.00   0.00   0.00  1110.00
MEMBER RESPONSIBILITY:  0.00
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ amountBilled: 2790, allowedAmount: 1110, planPaid: 1110, patientResponsibility: 0 });
  });

  it('splits OCR words that are all figures at their own places, and leaves words with figures whole', () => {
    const line = { text: '$347.20 ($69.34) $277.86', x: 100, y: 50, width: 200, height: 10, confidence: 0.9, parts: [{ text: '$347.20', x: 100, width: 50 }, { text: '($69.34)', x: 180, width: 50 }, { text: '$277.86', x: 250, width: 50 }] };
    const note = { text: 'Paid 12.00 on 03/04', x: 100, y: 70, width: 200, height: 10, confidence: 0.9 };
    const grid = buildGrid({ engine: 'local-ocr', pages: [{ page: 1, width: 612, height: 792, lines: [line, note] }] } as ReaderOutput);
    expect(grid.rows.map((row) => row.map((c) => [c.text, c.x]))).toEqual([
      [['$347.20', 100], ['($69.34)', 180], ['$277.86', 250]],
      [['Paid 12.00 on 03/04', 100]],
    ]);
  });

  it("reads 'Care from', and 'Care on' beside a date only as no provider's name", () => {
    const eob = structure(
      typed(`
Explanation of Benefits                                     Pacific Crest Health
                                                            Notice date  Aug 14, 2025
Claim for      Benjamin Hart                                Claim        PC-8812-0447
Care from      Sunset Family Dental
Care on        Jul 29, 2025
Description of care          Provider charges   Network discount   Covered by plan   You pay
Periodic exam                $65.00             $21.00             $44.00            $0.00
Total                        $65.00             $21.00             $44.00            $0.00
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ providerName: 'Sunset Family Dental', memberName: 'Benjamin Hart', service: 'Periodic exam', allowedAmount: 44 });
  });
});

describe('receipts from shops, registers and order pages', () => {
  const receipt = (text: string) => structure(typed(text), 'user_payment').data as Record<string, unknown> & { items?: { description: string; amount: number }[] };

  it("takes the shop's name after its greeting, and a register's 'MCARD TEND' as the card without the register's word", () => {
    expect(
      receipt(`
          Welcome to Kroger
     1450 Market St, Cincinnati OH
01/04/25 18:22  042 07 3391 881
KRO WHOLE MILK GAL        3.49
BANANAS                   1.24
   SUBTOTAL               4.73
   TAX                    0.00
   **** BALANCE           4.73
MCARD TEND                4.73
`),
    ).toMatchObject({ merchantName: 'Kroger', totalAmount: 4.73, paymentMethod: 'MCARD' });
  });

  it("reads an item weighed on the line under its name, and a debit card named by its last digits", () => {
    const grocery = receipt(`
SAFEWAY
3350 Main St Walnut Creek CA
  SIGNATURE WATER 24PK        4.99 S
  BANANAS
  2.14 lb @ 0.69 /lb          1.48 S
  TAX                         0.00
  **** BALANCE                6.47
Paid: Debit card ****7710
06/14/25 15:22
`);
    expect(grocery).toMatchObject({ merchantName: 'SAFEWAY', totalAmount: 6.47, paymentMethod: 'Debit card ****7710' });
    expect(grocery.items).toEqual([
      { description: 'SIGNATURE WATER 24PK', amount: 4.99 },
      { description: 'BANANAS', amount: 1.48 },
    ]);
  });

  it("reads 'Order #112-...' as the order's number, a labelled line ending in a colon as no item, and '2 @ $2.50' as a quantity", () => {
    const order = receipt(`
Order Confirmation
Order #112-4471902-5512     Placed on March 3, 2025
Sold by: HealthyHome Supply Co.
Item                                Qty     Price
Digital thermometer                  1     $12.99
Pulse oximeter                       1     $24.95
Item(s) Subtotal:                          $37.94
Shipping & Handling:                        $0.00
Estimated tax to be collected:              $2.28
Order Total:                               $40.22
Payment Method: Visa ending in 4471
`);
    expect(order).toMatchObject({ transactionId: '112-4471902-5512', totalAmount: 40.22, paymentMethod: 'Visa ending in 4471' });
    expect(order.items?.map((i) => i.description)).toEqual(['Digital thermometer', 'Pulse oximeter']);
    const drugstore = receipt(`
      RiteWay Drug
  2201 Oak Ave, Tulsa, OK 74104
06/22/2025 09:14 AM
1 ALLERGY RELIEF 24HR   $14.99
2 @ $2.50 COUGH DROPS    $5.00
SUBTOTAL                $19.99
TOTAL                   $19.99
CASH                    $20.00
CHANGE                   $0.01
`);
    expect(drugstore.items).toEqual([
      { description: 'ALLERGY RELIEF 24HR', amount: 14.99 },
      { description: 'COUGH DROPS', amount: 5 },
    ]);
  });
});

describe("a bill's account summary and its payments", () => {
  it("reads 'Less: Contractual Write-Off' as one label, and a 'Balance Due From Patient' after it", () => {
    const bill = structure(
      typed(`
ST. BRIGID HOSPITAL                                    SUMMARY OF ACCOUNT
Patient Name          Account No.       Admit Date      Discharge Date
Rafael Ortiz          H002254891        07/02/2025      07/04/2025
Total Hospital Charges                                         $14,880.00
Less: Insurance Payments                                       ($9,204.00)
Less: Contractual Write-Off                                    ($4,176.00)
Balance Due From Patient                                        $1,500.00
Statement Date 07/28/2025
`),
      'medical_bill',
    );
    expect(bill.data).toMatchObject({ subtotal: 14880, insurancePaid: 9204, insuranceDiscount: 4176, amountDue: 1500 });
  });

  it("takes the patient over the person a statement is for", () => {
    const bill = structure(
      typed(`
Lakeshore Medical Group
Statement for: Robert Nguyen
Patient: Emily Nguyen (daughter)
Date of statement: 09/09/2025
Account number: LMG-30012
Office visit                         $165.00
Total                                $165.00
You owe                              $165.00
`),
      'medical_bill',
    );
    expect(bill.data).toMatchObject({ patientName: 'Emily Nguyen', invoiceNumber: 'LMG-30012', amountDue: 165 });
  });

  it("takes an insurer's payment in a 'Payments' column as the insurer's", () => {
    const bill = structure(
      typed(`
Harbor Point Medical Associates                      Statement Date: 09/05/2025
Patient: Chloe Baxter                                Guarantor Account: 551208
Date       Description                        Charges    Payments    Adjustments
08/12/25   Office visit, est. level 3          185.00
08/12/25   Rapid flu test                       42.00
08/29/25   Anthem BCBS payment                               -102.11
08/29/25   Anthem BCBS managed care adj                                  -84.89
                                               Account balance:            40.00
`),
      'medical_bill',
    );
    expect(bill.data).toMatchObject({ subtotal: 227, insurancePaid: 102.11, insuranceDiscount: 84.89, amountDue: 40 });
  });

  it('keeps a heading that names a figure against a box\'s value printed over it', () => {
    const eob = structure(
      typed(`
Bluecrest Health Plan
Member Name          Claim Number         Rendering Provider
Silas Ferreira       689784888466         Granite Peak Health System
Network
In-Network
Amount Billed        Allowed Amount       Copay
USD 109.00           USD 67.49            USD 0.00
Deductible           Benefit Paid         Patient Responsibility
USD 67.49            USD 0.00             USD 67.49
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ amountBilled: 109, allowedAmount: 67.49, patientResponsibility: 67.49, isInNetwork: true });
  });
});

describe('account activity, order pages and claim lines without a year', () => {
  it("reads a practice's activity statement: its balance under the lines is no totals row, and a 'Visit' column holds no codes", () => {
    const bill = structure(
      typed(`
MERIDIAN ORTHOPAEDIC ASSOCIATES, P.A.
STATEMENT OF ACCOUNT                                   Statement Date   11/02/2025
                                                       Account Number   MOA-118204
Patient      Wesley Adeyemi
Visit    DOS         Procedure                          Charge     Ins Pmt    Adj       Pt Pmt    Balance
40118    09/15/2025  99204 New pt office visit          325.00     -168.40    -96.60    0.00      60.00
40118    09/15/2025  73562 X-ray knee 3 views            98.00      -51.22    -27.78    0.00      19.00
40233    10/06/2025  20610 Arthrocentesis major joint   210.00      -98.10    -71.90    -20.00    20.00
                                                       Total Account Balance        99.00
                                                       Insurance Pending             0.00
                                                       Patient Balance Due          99.00
`),
      'medical_bill',
    );
    expect(bill.data).toMatchObject({ subtotal: 633, insurancePaid: 317.72, insuranceDiscount: 196.28, amountDue: 99 });
    expect((bill.data.lineItems as { code: string }[]).map((i) => i.code)).toEqual(['99204', '73562', '20610']);
  });

  it("takes an insurer's payment named by its payer under the lines ('PREMERA BLUE CROSS PAID <date>') as the insurance paid", () => {
    const bill = structure(
      typed(`
Valley Regional Ambulance Authority
PATIENT: GRACE T. MOLINA                  INCIDENT #: 25-011873
DATE OF SERVICE: 07/04/2025               STATEMENT DATE: 08/19/2025
CODE     DESCRIPTION                          UNITS      CHARGE
A0427    ALS1 EMERGENCY TRANSPORT             1          1,480.00
A0425    GROUND MILEAGE                       9.4          319.60
A0398    ALS ROUTINE DISPOSABLE SUPPLIES      1            85.00
                                              TOTAL CHARGES    1,884.60
PREMERA BLUE CROSS PAID 08/12/2025                             -1,118.44
CONTRACTUAL ALLOWANCE                                            -566.16
                                              BALANCE DUE        200.00
`),
      'medical_bill',
    );
    expect(bill.data).toMatchObject({ subtotal: 1884.6, insurancePaid: 1118.44, insuranceDiscount: 566.16, amountDue: 200 });
  });

  it("takes an insurer's adjustment named by its payer under a hospital's summary of charges", () => {
    const bill = structure(
      typed(`
St. Agnes Regional Medical Center
Patient: Fiona Doyle                         Hospital Account #: 88204471
Statement Date: 10/14/2025                   Admit Date: 09/02/2025
SUMMARY OF CHARGES
Room and Board - Semi-Private (2 days)                       4,820.00
Laboratory                                                      938.10
Total Hospital Charges                                        5,758.10
Anthem Blue Cross Payment                                    -3,102.77
Anthem Blue Cross Contractual Adjustment                     -1,855.33
Patient Payment Received 09/20/2025                            -200.00
Patient Balance                                                 600.00
`),
      'medical_bill',
    );
    expect(bill.data).toMatchObject({ subtotal: 5758.1, insurancePaid: 3102.77, insuranceDiscount: 1855.33, amountDue: 600 });
  });

  it("takes a Medicare notice's person from 'Notice for', not the practice under 'Your Claims for Part B', and no service as its provider", () => {
    const eob = structure(
      typed(`
Medicare Summary Notice for Part B (Medical Insurance)
Notice for: Harold Benning                                   Date of this notice: August 14, 2025
Your Claims for Part B (Medical Insurance)
Lakeshore Internal Medicine, (312) 555-0190
Service Provided & Billing Code            Charged     You May Be Billed
Office/outpatient visit, est (99214)       $210.00     $25.69
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ memberName: 'Harold Benning', insuranceCompany: 'Medicare' });
    expect(eob.data.providerName).not.toBe('Office/outpatient visit, est (99214)');
  });

  it("reads a Medicare notice's claim: headings over two lines with one on the second line only, the visit's date inside the notice's period, the claim number in its totals line", () => {
    const eob = structure(
      typed(`
Medicare Summary Notice for Part B (Medical Insurance)
Notice for: Harold Benning                                   Dates of Service: May 1 - July 31, 2025
Medicare Number: XXXX-XX4821                                 Date of this notice: August 14, 2025
Your Claims for Part B (Medical Insurance)
Service Provided & Billing Code            Amount Provider   Medicare-Approved   Medicare Paid   Maximum You
                                           Charged           Amount              Provider        May Be Billed   See Notes
Jun 12, 2025
Office/outpatient visit, est (99214)       $210.00           $128.44             $100.69         $25.69          A
Blood test, lipids (80061)                  $46.00            $13.39              $13.12          $0.27
Total for Claim #25163801245000            $256.00           $141.83             $113.81         $25.96
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({
      memberName: 'Harold Benning',
      insuranceCompany: 'Medicare',
      claimNumber: '25163801245000',
      serviceDate: '2025-06-12',
      service: 'Office/outpatient visit, est',
      amountBilled: 256,
      allowedAmount: 141.83,
      planPaid: 113.81,
      patientResponsibility: 25.96,
    });
  });

  it("reads a lab's lines under 'Test Name'", () => {
    const bill = structure(
      typed(`
Northgate Reference Laboratories
Bill Date: 10/05/2025               Account: 7734120988
Patient Name: Samuel Ortiz          Date of Service: 09/18/2025
Test Code   Test Name                           Amount
7600        Lipid Panel, Standard               $88.00
10231       Comprehensive Metabolic Panel       $64.00
Total Charges                                   $152.00
Amount You Owe                                  $32.62
`),
      'medical_bill',
    );
    expect((bill.data.lineItems as { description: string; amount: number }[]).map((i) => [i.description, i.amount])).toEqual([
      ['Lipid Panel, Standard', 88],
      ['Comprehensive Metabolic Panel', 64],
    ]);
  });

  it("reads an EOB written as sentences: 'For: <name> (Member ID ...)', 'You visited: <provider> on <date>'", () => {
    const eob = structure(
      typed(`
Here's how we processed your claim
Summit Peak Health Insurance Co.                    Statement date: 09/30/2025
For: Nadia Haddad (Member ID 8841-220-19)
Claim number: SP25092700613
You visited: Cedar Hollow Physical Therapy on 09/08/2025
What you received: Therapeutic exercise, 15 min (4 units)
The provider billed                               $380.00
Amount your plan allows                           $231.40
Your plan paid                                    $185.12
You may owe the provider                           $46.28
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ memberName: 'Nadia Haddad', providerName: 'Cedar Hollow Physical Therapy', serviceDate: '2025-09-08', patientResponsibility: 46.28 });
  });

  it("leaves a prescription's number out of its item ('RX 0004412871  AMOXICILLIN 500MG')", () => {
    const receipt = structure(
      typed(`
WALGREENS #07731
10/12/25 07:41 PM
RX 0004412871     AMOXICILLIN 500MG    10.00
  BANDAGE FLEX 3IN                      5.99 T
SUBTOTAL                               15.99
TAX                                     0.61
TOTAL                                  16.60
VISA                                   16.60
`),
      'user_payment',
    );
    expect((receipt.data.items as { description: string }[]).map((i) => i.description)).toEqual(['AMOXICILLIN 500MG', 'BANDAGE FLEX 3IN']);
    expect(receipt.data).toMatchObject({ merchantName: 'WALGREENS', totalAmount: 16.6 });
  });

  it("takes the child a statement is for from 'Statement for: The Parent/Guardian of Leo Martinez'", () => {
    const bill = structure(
      typed(`
CASCADE FAMILY HEALTH CLINIC
Statement for: The Parent/Guardian of Leo Martinez
Account: CFH-220871                  Statement date: 07/22/2025
Date        Description                         Charges
06/30/25    Well-child visit 12-17 yrs          310.00
                          Balance due           310.00
`),
      'medical_bill',
    );
    expect(bill.data).toMatchObject({ patientName: 'Leo Martinez', amountDue: 310 });
  });

  it("takes an order page's seller, not a priced line or a label before its amount, as the merchant", () => {
    const receipt = structure(
      typed(`
Order Confirmation
Order placed: March 3, 2025           Order number: 114-2203398-5510021
Items                                              Price
Digital thermometer, oral/rectal                   $12.99
Compression socks, 2 pairs                         $18.49
Item(s) Subtotal:                                  $31.48
Shipping & Handling:                                $0.00
Grand Total:                                       $31.48
Payment method: Mastercard ending in 4410
Sold by: HealthGoods Direct
`),
      'user_payment',
    );
    expect(receipt.data).toMatchObject({ merchantName: 'HealthGoods Direct', totalAmount: 31.48, transactionDate: '2025-03-03' });
  });

  it("reads claim lines dated without a year ('05/28-05/28') in the year of the notice", () => {
    const eob = structure(
      typed(`
KEYSTONE HEALTH PARTNERS                                   EXPLANATION OF BENEFITS
Patient: HOLLIS, THEO               Claim: 2025-0611-88402
Provider: Brightwater Pediatrics    Processed: 06/11/2025
Line  Dates        Svc Code  Description                 Submitted  Not Covered  Allowed   Copay   Paid
1     05/28-05/28  99392     Well child visit 1-4 yrs    265.00     82.15        182.85    0.00    182.85
2     05/28-05/28  99213     Office visit, sick           160.00     49.60        110.40    35.00    75.40
      Claim Total                                        425.00    131.75        293.25    35.00   258.25
Member Responsibility: $35.00
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ serviceDate: '2025-05-28', amountBilled: 425, allowedAmount: 293.25, planPaid: 258.25, patientResponsibility: 35 });
    // Printed in January about a December visit: the year before.
    const january = structure(typed(`Processed: 01/09/2026\nDates        Description      Billed    You Owe\n12/30-12/30  Office visit     150.00    30.00\n`), 'insurance_payment');
    expect(january.data.serviceDate).toBe('2025-12-30');
  });
});

describe('deadlines a statement prints (issue 14)', () => {
  it.each([
    ['Payment Due Date: 12/15/2025', '2025-12-15'],
    ['Please pay by December 15, 2025', '2025-12-15'],
    ['Due On or Before   12/15/25', '2025-12-15'],
    ['Pay In Full By: Dec 15, 2025', '2025-12-15'],
  ])("reads a bill's due date from '%s'", (dueLine, due) => {
    const bill = structure(
      typed(`
Cedar Valley Orthopedics                         Statement Date: 11/20/2025
Patient: Nora Lindqvist                          Account #: 448120
${dueLine}
Date       Description                                   Charges
10/30/25   Office visit, new patient                      240.00
           Insurance payment                             -150.00
                                             Amount Due:  90.00
`),
      'medical_bill',
    );
    expect(bill.data).toMatchObject({ invoiceDate: '2025-11-20', dueDate: due, serviceDate: '2025-10-30', amountDue: 90 });
  });

  it('reads no due date where the statement prints none, and no due date from "Due upon receipt"', () => {
    const bill = structure(
      typed(`
Cedar Valley Orthopedics                         Statement Date: 11/20/2025
Patient: Nora Lindqvist                          Payment: Due upon receipt
Date       Description                                   Charges
10/30/25   Office visit, new patient                      240.00
                                             Amount Due: 240.00
`),
      'medical_bill',
    );
    expect(bill.data.dueDate).toBeUndefined();
    expect(bill.data).toMatchObject({ invoiceDate: '2025-11-20', amountDue: 240 });
  });

  it("reads an EOB's appeal deadline, labelled or in its appeal sentence", () => {
    const head = `
Evergreen Mutual Health                          Date Processed: 03/14/2025
Member: Ana Reyes                                Claim Number: CLM-55120
Provider: Lakeside Clinic                        Date of Service: 03/02/2025
Service: Office visit
Amount Billed: 200.00    Allowed: 150.00    Plan Paid: 120.00    You Owe: 30.00
`;
    expect(structure(typed(`${head}Appeal Deadline: 09/10/2025\n`), 'insurance_payment').data).toMatchObject({ statementDate: '2025-03-14', appealDeadline: '2025-09-10', patientResponsibility: 30 });
    expect(structure(typed(`${head}If you disagree, you must file an appeal by September 10, 2025.\n`), 'insurance_payment').data).toMatchObject({ statementDate: '2025-03-14', appealDeadline: '2025-09-10' });
    expect(structure(typed(`${head}You may appeal within 180 days of the date of this notice.\n`), 'insurance_payment').data.appealDeadline).toBeUndefined();
  });
});

describe("a bill's charges column, not the running balance after it", () => {
  it('takes the lines under "Debits" as the charges of a patient account', () => {
    const bill = structure(
      typed(`
Willow Creek Family Practice                   Statement Date: 04/02/2025
Patient: Hana Sorensen                         Account #: WCF-40417
Date        Code    Description                     Debits    Credits    Balance
03/04/25    99214   Office visit, established        212.00                212.00
03/04/25    36415   Venipuncture                      18.00                230.00
03/04/25    85025   Complete blood count              41.00                271.00
                                            Total Debits: 271.00
                                            Amount Due: 271.00
`),
      'medical_bill',
    );
    expect(bill.data.lineItems).toMatchObject([{ amount: 212 }, { amount: 18 }, { amount: 41 }]);
    expect(bill.data).toMatchObject({ subtotal: 271, amountDue: 271 });
  });

  it('takes the charge, not the balance, where the description heading is no word the rules know', () => {
    const bill = structure(
      typed(`
Harbor Point Imaging                           Statement Date: 05/19/2025
Patient: Ivo Brandt                            Account #: HPI-99810
Date        Ref      Particulars Rendered          Fee       Ins. Paid      Balance
04/28/25    72148    MRI lumbar spine              980.00      -610.00       370.00
04/28/25    76700    Ultrasound abdomen            410.00      -255.00       525.00
                                            Amount Due: 525.00
`),
      'medical_bill',
    );
    expect(bill.data.lineItems).toMatchObject([{ amount: 980 }, { amount: 410 }]);
  });
});

describe("an EOB's claim named by its label", () => {
  it('takes the "Procedure" a facility claim is labelled with, not its first revenue line', () => {
    const eob = structure(
      typed(`
Bluewater Health Plan                          Claim Summary
Member Name        Teodor Haas
Claim ID           77120450019
Treating Provider  Saint Anselm Surgical Center
Procedure          Outpatient knee arthroscopy
Date Issued        09/30/2025
Rev Code  Description              Service      Billed     Plan Allowance
0360      Operating room services  09/02/2025   6,200.00   2,480.00
0370      Anesthesia               09/02/2025   1,150.00     460.00
Total                                           7,350.00   2,940.00
Plan Paid: 2,352.00          Your Responsibility: 588.00
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ service: 'Outpatient knee arthroscopy', amountBilled: 7350, patientResponsibility: 588 });
  });
});

describe('a claim table on its side, over two blocks', () => {
  it('takes the figures of the "Total" column under a rule, not the first block\'s lines', () => {
    const eob = structure(
      typed(`
Lakemont Health Plan                        Explanation of Benefits
Member: Ines Varga                          Claim number: LH-4471902
Provider: Birchwood Rehabilitation          Date issued: 02/11/2025
Claim lines 1 to 3 of 4
Line               Line 1     Line 2     Line 3
_____________________________________________________________
Date of service    01/20/2025 01/20/2025 01/22/2025
Amount billed      $120.00    $85.00     $140.00
Plan discount      ($40.00)   ($25.00)   ($50.00)
Allowed amount     $80.00     $60.00     $90.00
Plan paid          $64.00     $48.00     $72.00
You owe            $16.00     $12.00     $18.00
Claim lines 4 to 4 of 4
Line               Line 4     Total
_____________________________________________________________
Date of service    01/22/2025
Amount billed      $95.00     $440.00
Plan discount      ($35.00)   ($150.00)
Allowed amount     $60.00     $290.00
Plan paid          $48.00     $232.00
You owe            $12.00     $58.00
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ amountBilled: 440, allowedAmount: 290, planPaid: 232, patientResponsibility: 58 });
  });
});

describe("a statement's date, not the start of its period", () => {
  it('takes the statement\'s "Date", not the first day of its "Statement Period"', () => {
    const bill = structure(
      typed(`
Fernhill Community Pharmacy                    Store #0412
STATEMENT
Patient            Oskar Lindahl
Account No.        77120934
Date               03/05/25
Statement Period   01/15/25 - 02/14/25
Fill Date   Rx #      Drug                          Price     You Pay
01/15/25    5512093   Lisinopril 10 mg tablet       12.40      4.00
02/10/25    5512188   Atorvastatin 40 mg tablet     28.90     10.00
                                         Total Charges   41.30
                                         Balance Due     14.00
`),
      'medical_bill',
    );
    expect(bill.data).toMatchObject({ invoiceDate: '2025-03-05', patientName: 'Oskar Lindahl' });
  });
});

describe("a claim line's units run into its service", () => {
  it('takes "XR lumbar spine, 3 views", not the units before it, as the service', () => {
    const eob = structure(
      typed(`
Keystone Comp Review Services                 Bill Review Date: 11/02/2024
Claimant: Marisol Vega                        Claim #: WC-2209841
Provider: Ridgeline Orthopedic Associates
Ln  Dt of Svc   Code    Units Procedure Description      Billed    Allowance
1   10/21/2024  72110   1 XR lumbar spine, 3 views        217.22      146.80
2   10/21/2024  99213   1 Office visit, est. patient      180.00      112.40
Bill Totals                                              397.22      259.20
Amount Paid: 259.20       Employee Responsibility: 0.00
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ service: 'XR lumbar spine, 3 views', amountBilled: 397.22 });
  });
});

describe("the claim's first service in a list of its lines", () => {
  it('takes "Office visit, level 3" from the first line, a level among its words', () => {
    const eob = structure(
      typed(`
Juniper Ridge Health Plan                     Explanation of Benefits
Enrollee: Priya Halvorsen                     Claim reference: JR-5520417
Billed by: Copperleaf Family Medicine         Statement issued: 06/18/2025
Amount billed: $265.40     Plan paid: $120.00     Patient owes: $45.00
Services on this claim
Line 1    99213    Office visit, level 3            05/30/2025
Line 2    81002    Urinalysis, non-automated        05/30/2025
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ service: 'Office visit, level 3', patientResponsibility: 45 });
  });
});

describe("a PPO's network wording", () => {
  const eob = (status: string) =>
    structure(
      typed(`
Cascade Benefit Administrators                Explanation of Benefits
Participant: Rohan Mehta                      Claim No: CBA-3391024
Provider: Alder Creek Pediatrics              Date Processed: 04/09/2025
PPO Network: Summit Choice PPO
PPO Status: ${status}
Amount Billed: 240.00    Allowed: 180.00    Plan Paid: 144.00    Patient Liability: 36.00
`),
      'insurance_payment',
    ).data.isInNetwork;
  it('reads "PPO Status: PPO Provider" as in network and "Non-PPO Provider" as out of it', () => {
    expect(eob('PPO Provider')).toBe(true);
    expect(eob('Non-PPO Provider')).toBe(false);
  });
});

describe('a date of service nobody labelled', () => {
  const eob = () =>
    structure(
      typed(`
Silverline Mutual Health                       Notice Date: 03/18/2025
Member: Dana Whitfield (DOB 04/02/1980)        Claim: SM-88120447
Provider: Orchard Valley Clinic                Claim received 03/05/2025
Your claim
02/27/2025   Office visit, established patient     Billed 180.00
Allowed 120.00     Plan paid 96.00     You owe 24.00
Appeal by 09/14/2025
`),
      'insurance_payment',
    );
  it('takes the earliest date of care, not a birth, receipt or appeal date, and marks it doubtful', () => {
    const result = eob();
    expect(result.data).toMatchObject({ serviceDate: '2025-02-27', statementDate: '2025-03-18' });
    expect(result.evidence.serviceDate).toMatchObject({ how: 'fallback' });
  });
});

describe("a word that is a label only where a line starts with it", () => {
  it('buys a "CANDY BAR": the German "Bar" (paid in cash) is a label only where its line starts with it', () => {
    const receipt = structure(
      typed(`
LOBBY GIFT SHOP
REG 02   SALE
CANDY BAR              2.00 T
PLUSH BEAR             15.95 T
SUBTOTAL               17.95
TAX                     1.00
BAL DUE                18.95
CASH                   20.00
CHANGE                  1.05
`),
      'user_payment',
    );
    expect(receipt.data.items).toEqual([
      { description: 'CANDY BAR', amount: 2 },
      { description: 'PLUSH BEAR', amount: 15.95 },
    ]);
    expect(receipt.data.totalAmount).toBe(18.95);
  });
});

describe('specks before a label', () => {
  it('reads "##%%* BAL DUE" (marks OCR read over a shaded band) as the total, not as an item', () => {
    const receipt = structure(
      typed(`
LOBBY GIFT SHOP
TRAVEL TOOTHBRUSH KIT   6.87 T
SUBTOTAL                6.87
TAX                     0.48
##%%* BAL DUE           7.35
`),
      'user_payment',
    );
    expect(receipt.data.items).toEqual([{ description: 'TRAVEL TOOTHBRUSH KIT', amount: 6.87 }]);
    expect(receipt.data.totalAmount).toBe(7.35);
  });
});

describe('the payment is no thing bought', () => {
  it('reads "Payment sent" on a payment app, and a QR payment under a clinic\'s lines, as the payment, not as an item', () => {
    const app = structure(
      typed(`
Payment sent
$42.00
To: Birchwood Pediatrics
Mar 14, 2025 at 9:41 AM
Payment sent                 $42.00
From: Checking x4471
Transaction ID: 7HK22PQ9
`),
      'user_payment',
    );
    expect(app.data).toMatchObject({ totalAmount: 42, items: [] });
    const clinic = structure(
      typed(`
KLINIK MEDIVIEW SDN BHD
CONSULTATION                  30.00
PARACETAMOL 500MG             12.00
TOTAL                         42.00
DUITNOW QR                    42.00
`),
      'user_payment',
    );
    expect(clinic.data).toMatchObject({ totalAmount: 42, items: [{ description: 'CONSULTATION', amount: 30 }, { description: 'PARACETAMOL 500MG', amount: 12 }] });
  });
});

describe("a statement's number, not its lines'", () => {
  it('takes the "Customer Number", not the "Invoice" number each month\'s line prints', () => {
    const bill = structure(
      typed(`
Alder Home Medical Supply                  Cycle Date: 05/02/24
                                           Customer Number: 5520931177
Patient: Ruth Okafor
Invoice 3381022-11   02/19/24  Oxygen concentrator rental, month 7     38.20
Invoice 3381022-12   03/19/24  Oxygen concentrator rental, month 8     38.20
Invoice 3381022-13   04/19/24  Oxygen concentrator rental, month 9     38.20
                                           Total Charges             114.60
                                           Amount Due                114.60
`),
      'medical_bill',
    );
    expect(bill.data).toMatchObject({ invoiceNumber: '5520931177', subtotal: 114.6 });
  });
});

describe("a label's colon printed with its value", () => {
  it('takes "INV NO   : TI2503-118402" as firmly as a label and value in one piece, over the card terminal\'s "REF NO : ..."', () => {
    const receipt = structure(
      typed(`
BEDOK NORTH MEDICAL CLINIC PTE LTD
TAX INVOICE
INV NO   : TI2503-118402
DATE     : 14-03-25
CONSULTATION FEE               45.00
TOTAL                          45.00
NETS PAYMENT                   45.00
REF NO : 5521093387740021
`),
      'user_payment',
    );
    expect(receipt.data).toMatchObject({ transactionId: 'TI2503-118402', totalAmount: 45 });
  });
});

describe('a ledger with a posting date beside the date of service', () => {
  it("dates each line by its service, and keeps both dates out of its description", () => {
    const bill = structure(
      typed(`
Riverbend Medical Center                        Statement Date: 11/04/25
Patient: Marisol Quintero                       Account: 7730215
Post Date   Service Date   Description                      Charges
10/15/25    10/09/25       CT HEAD W/O CONTRAST            1,240.00
10/15/25    10/10/25       ED VISIT LEVEL 3                  610.00
                           Total Charges                   1,850.00
                           Amount Due                      1,850.00
`),
      'medical_bill',
    );
    expect(bill.data.lineItems).toEqual([
      { description: 'CT HEAD W/O CONTRAST', amount: 1240, date: '2025-10-09' },
      { description: 'ED VISIT LEVEL 3', amount: 610, date: '2025-10-10' },
    ]);
  });
});

describe("an account's ledger of charges, credits and a balance carried in", () => {
  const bill = () =>
    structure(
      typed(`
Northwind Eye Care                              Statement Date: 04/02/25
Patient: Tomas Aguilar                          Account No: 55120
Date        Code    Description                          Amount
02/28/25            Balance Forward                       40.00
03/12/25    92014   Eye exam, established patient        135.00
03/12/25            Copay collected at visit             (20.00)
03/12/25            Deposit on glasses order             (75.00)
03/20/25    V2020   Frame                                180.00
                    Amount Due                           260.00
`),
      'medical_bill',
    );

  it('takes the first charge for the date of service, not the balance carried in', () => {
    expect(bill().data.serviceDate).toBe('2025-03-12');
  });

  it('lists the charges only: a copay collected and a deposit are credits', () => {
    expect((bill().data.lineItems as { description: string }[]).map((i) => i.description)).toEqual(['Eye exam, established patient', 'Frame']);
  });
});

/** The first line printed large, as a letterhead or a register's logo line is. */
const withLargeFirstLine = (rows: Item[][]): ReaderOutput => {
  const boxes = rows.flatMap((row, r) => row.map(([text, x]) => (r === 0 ? { ...item(text, x, 40), width: text.length * CHAR * 2, height: SIZE * 2 } : item(text, x, 40 + r * 11))));
  return { engine: 'local-pdf', pages: [{ page: 1, width: 612, height: 792, lines: boxesToLines(boxes) }] } as ReaderOutput;
};

describe("a supermarket's long receipt", () => {
  const receipt = () =>
    structureByRules(
      withLargeFirstLine(typed(`
HOLLYBROOK
STORE        (555) 201-3344
PHARMACY     (555) 201-3355
ALLERGY TABS 24CT               8.49
SALINE SPRAY                    4.99
SUBTOTAL                       13.48
TAX                             0.81
TOTAL                          14.29
VISA ****4411                  14.29
REF # 880231447201
REWARDS EXPIRE 12/31/25
06/14/25  5:41 PM
TRANSACTION # 2231-04-55102-061425
THANK YOU FOR SHOPPING AT
HOLLYBROOK MARKET & PHARMACY
`)),
      'user_payment',
    );

  it('names the shop in full from its footer where the top prints only its brand, and not by the word under a phone\'s label', () => {
    expect(receipt().data.merchantName).toBe('HOLLYBROOK MARKET & PHARMACY');
  });

  it("takes the sale's date, not the day the rewards expire", () => {
    expect(receipt().data.transactionDate).toBe('2025-06-14');
  });

  it("takes the labelled transaction number over the card's reference number", () => {
    expect(receipt().data.transactionId).toBe('2231-04-55102-061425');
  });
});

describe('an EOB of a tiered network', () => {
  const eob = (network: string) =>
    structure(
      typed(`
Bluewater Health Plan                              Mailed on: 09/18/25
Member: Dana Whitfield              Claim Number: 8812045533
Provider: Harbor Lane Pediatrics
${network}
Date of Service   Service            Billed     Allowed    Plan Paid   You Owe
09/02/25          Office visit       220.00     150.00     120.00      30.00
Levels 1 and 2 are in network. Out of network: the provider has no contract with the plan.
`),
      'insurance_payment',
    );

  it('reads the date it was mailed as the statement date', () => {
    expect(eob('Network level: Level 1').data.statementDate).toBe('2025-09-18');
  });

  it('reads a level named after its network as in network, not the legend under the claim', () => {
    expect(eob('Network level: Level 2 (Wide network)').data.isInNetwork).toBe(true);
  });

  it("reads the provider's tier", () => {
    expect(eob('Provider tier: Tier 1 - Preferred').data.isInNetwork).toBe(true);
  });
});

describe("a wellness practice's tablet receipt", () => {
  const receipt = () =>
    structure(
      typed(`
Juniper Ridge Chiropractic
Cervical traction session                   $48.00
Arnica pain relief cream 2oz                $18.50
2% Hydrocortisone gel                        $9.25
Sub Total                                   $75.75
Total Amount                                $75.75
Visa ending 3318                            $75.75
HSA/FSA QUALIFIED TOTAL                     $75.75
Receipt #        K7RW-4QZN
Order #          661904
`),
      'user_payment',
    );

  it('lists an item whose name holds a word one letter off a label\'s ("pain" is not "paid") or starts with a rate ("2% ...")', () => {
    expect((receipt().data.items as { description: string }[]).map((i) => i.description)).toEqual(['Cervical traction session', 'Arnica pain relief cream 2oz', '2% Hydrocortisone gel']);
  });

  it('takes a receipt number printed in groups of letters and figures ("K7RW-4QZN") over the order number', () => {
    expect(receipt().data.transactionId).toBe('K7RW-4QZN');
  });
});

describe('a provider named on one line with its address and phone', () => {
  it('takes the name before the address', () => {
    const eob = structure(
      typed(`
Cedar Point Health Plan                        Explanation of Benefits
Member: Owen Castellano                        Claim no.: 550912883
Provider: Lakeshore Family Medicine Associates 18 Harbor Road, Erie, PA 16501 (814) 555-0192
Date of Service   Service            Billed     Allowed    Plan Paid   You Owe
05/06/25          Office visit       180.00     120.00     100.00      20.00
`),
      'insurance_payment',
    );
    expect(eob.data.providerName).toBe('Lakeshore Family Medicine Associates');
  });
});

describe("a card's entry method beside what it paid", () => {
  it('is no item bought', () => {
    const receipt = structure(
      typed(`
Maple Street Pediatrics
                               Paid With
                               Visa ****2210
                               ENTRY                 Payment Amount
                               Card on file          $64.20
Payment   Description
$64.20    Well child visit - copay
`),
      'user_payment',
    );
    expect(((receipt.data.items ?? []) as { description: string }[]).map((i) => i.description)).not.toContain('Card on file');
  });
});

describe("a town and state where a patient's name was expected", () => {
  it('is no name: "Duluth, MN" under "Patient" is an address\'s line, the name is elsewhere', () => {
    const bill = structure(
      typed(`
Summit Ridge Imaging Physicians                  Statement Date: 06/02/25
PATIENT                                          ACCOUNT NUMBER
Duluth, MN                                       4410293
Statement for: Priya N. Halvorsen
MRI KNEE W/O CONTRAST                            412.00
Amount Due                                       412.00
`),
      'medical_bill',
    );
    expect(bill.data.patientName).toBe('Priya N. Halvorsen');
  });
});

describe("an insurer's EOB that names its claims administrator", () => {
  it('is the insurer\'s, not the administrator\'s (an employer\'s plan still yields to its administrator)', () => {
    const eob = structureByRules(
      withLargeFirstLine(typed(`
Bayfront Mutual Health Insurance Company
Student Health Insurance Plan for Coastal State University
Claims administered by Campus Claims Services
Member: Lena Ortiz                Claim no.: 880123456
Provider: Coastal State University Student Health Center
Date of Service   Service          Billed    Allowed   Plan Paid   You Owe
03/03/25          Office visit     150.00    100.00    80.00       20.00
`)),
      'insurance_payment',
    );
    expect(eob.data.insuranceCompany).toBe('Bayfront Mutual Health Insurance Company');
  });
});

describe('an EOB whose only network wording is a legend naming both', () => {
  it('marks the network status it guessed as doubtful where no name or line carries a mark', () => {
    const eob = structure(
      typed(`
Cedar Point Health Plan                        Explanation of Benefits
Member: Owen Castellano                        Claim no.: 550912883
Provider: Lakeshore Pathology Group
Date of Service   Service            Billed     Allowed    Plan Paid   You Owe
05/06/25          Surgical pathology 180.00     120.00     100.00      20.00
† Out-of-network provider.   ‡ In-network provider.
`),
      'insurance_payment',
    );
    expect(eob.fieldConfidence.isInNetwork).toBeLessThan(0.9);
  });
});

describe('a physician department bill grouped by visit', () => {
  // Each visit has a heading line, a rule parts the header from the lines, long descriptions wrap
  // with their figures on the last line, and every visit ends with its own balance.
  const departmentBill = typed(`
Lakeview University Physicians                   Statement Date: 05/02/2024
Patient: Marisol Ibanez                          Account: 55120934
Service Date   CPT/Mod Procedure                          Charges   Ins Paid   Adjust    Balance
__________________________________________________________________________________________________
Visit 40021 on 03/04/2024  Radiologist: QUILL, ADA, MD     Lakeview Outpatient Imaging
03/04/2024     71275-26 CT ANGIOGRAPHY CHEST WITH
               CONTRAST INCLUDING IMAGE
               POSTPROCESSING                              412.50    180.00 CR  200.00 CR 32.50
03/04/2024 99283-25 EMERGENCY DEPT VISIT LOW
               COMPLEXITY                                  96.00     40.00 CR   46.00 CR  10.00
               Claim processed 04/01/2024 by Prairie Mutual   Visit Balance       42.50
Visit 40388 on 03/19/2024  Radiologist: QUILL, ADA, MD     Lakeview Outpatient Imaging
03/19/2024     73721-26 MRI KNEE WITHOUT CONTRAST          155.25    60.00 CR   80.00 CR  15.25
               Claim processed 04/09/2024 by Prairie Mutual   Balance for This Visit   15.25
Please Pay                                                                            57.75
`);

  it('reads each line whole: its date, its code without modifiers, its wrapped description and its charge', () => {
    const bill = structure(departmentBill, 'medical_bill');
    expect(bill.data.lineItems).toEqual([
      { description: 'CT ANGIOGRAPHY CHEST WITH CONTRAST INCLUDING IMAGE POSTPROCESSING', code: '71275', amount: 412.5, date: '2024-03-04' },
      { description: 'EMERGENCY DEPT VISIT LOW COMPLEXITY', code: '99283', amount: 96, date: '2024-03-04' },
      { description: 'MRI KNEE WITHOUT CONTRAST', code: '73721', amount: 155.25, date: '2024-03-19' },
    ]);
  });
});

describe("a footnote mark on the provider's name", () => {
  it("gives the network status the page's legend explains", () => {
    const eob = structure(
      typed(`
Cedar Point Health Plan                        Explanation of Benefits
Member: Owen Castellano                        Claim no.: 550912883
Provider: Lakeshore Pathology Group ‡
Date of Service   Service            Billed     Allowed    Plan Paid   You Owe
05/06/25          Surgical pathology 180.00     120.00     100.00      20.00
† Out-of-network provider.   ‡ In-network provider.
`),
      'insurance_payment',
    );
    expect(eob.data.isInNetwork).toBe(true);
  });
});

describe("a provider's label over its name, a heading of the page's other column beside it", () => {
  it('takes the name below the label, not the heading across the page', () => {
    const eob = structure(
      typed(`
Cedar Point Health Plan                                              Explanation of Benefits
Member: Owen Castellano                                              Claim no.: 550912883
Practice group                                                       CLAIM AT A GLANCE
Lakeshore Pathology Consultants                                      Amount billed        180.00
Tax ID XX-XXX1234                                                    Plan allowed         120.00
Date of Service   Service            Billed     Allowed    Plan Paid   You Owe
05/06/25          Surgical pathology 180.00     120.00     100.00      20.00
`),
      'insurance_payment',
    );
    expect(eob.data.providerName).toBe('Lakeshore Pathology Consultants');
  });
});

describe('a claim table whose headings wrap over two rows and run together', () => {
  it('reads each column: "In PPO?", "Amount not payable", "Plan benefit" and the balance', () => {
    const eob = structure(
      [
      ...typed(`
Lakeside Mutual Health Plan                      Student Health Plan Claim Statement
Insured student: Ravi Castellanos                Claim no.: 770412398845
Provider: Fairhaven College Health Center
                                                                Network     Amount not    Covered                     Patient`),
      // The first three headings printed close enough to read as one line of pieces.
      [['In PPO?', 20], ['Service date', 50], ['Service and procedure code', 98], ['Charges', 243], ['discount', 289], ['payable', 339], ['charges', 398], ['Plan benefit', 448], ['balance', 516]],
      [['No', 20], ['04/02/2025', 50], ['Office visit (99213)', 98], ['210.00', 243], ['0.00', 289], ['35.00', 339], ['175.00', 398], ['120.00', 448], ['90.00', 516]],
    ],
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ isInNetwork: false, amountBilled: 210, planPaid: 120, patientResponsibility: 90 });
  });
});

describe("a scan's totals label with a letter misread", () => {
  it('ends the lines: "TOYAL" over the columns\' figures is no item', () => {
    const page = reading(
      typed(`
Harbor Glen Hospital                              Estimate Issued: 11/01/2024
Patient: Imani Okafor                             Account: 99120345
Rev   Proc Code   Service                   Estimated   Actual Charge   Difference
0360  47562       LAP CHOLECYSTECTOMY       4,951.00    5,231.90        +280.90
0301  80048       BASIC METABOLIC PANEL     47.00       58.66           +11.66
                  TOYAL                     4,998.00    5,290.56        +292.56
Balance You Owe                                                         5,290.56
`),
      'local-ocr',
    );
    const bill = structureByRules({ ...page, pages: page.pages.map((p) => ({ ...p, lines: p.lines.map((l) => ({ ...l, confidence: 0.93 })) })) }, 'medical_bill');
    expect((bill.data.lineItems as { description: string }[]).map((i) => i.description)).toEqual(['LAP CHOLECYSTECTOMY', 'BASIC METABOLIC PANEL']);
  });
});

describe("a practice's payment receipt that lists what the payment paid, amount first", () => {
  const receipt = () =>
    structure(
      typed(`
Cedar Run Family Practice                          RECEIPT FOR PAYMENT
North Office                                       Printed on 03/14/2025
Patient: Lena Marsh        Acct # 55102938         Date 03/14/2025
Card  Visa ****4410                                AMOUNT  $161.25
PAYMENT DISTRIBUTION
Payment           DOS        Visit #    Doctor            Item
$35.00            01/09/2025 7712001    Dr. Okafor        Copay - office visit
$126.25           02/02/2025 7713342    R. Ames, NP       Lab work - coinsurance
AMOUNT                                                    $161.25
RECENT ACCOUNT ACTIVITY
Date         Activity                     Charges     Credits     Balance
01/09/2025   Charge - Office visit        $180.00                 $180.00
01/20/2025   Insurance payment - Bayline              -$145.00    $35.00
`),
      'user_payment',
    );

  it('lists each line by its item, at the amount printed before it', () => {
    expect(receipt().data.items).toEqual([
      { description: 'Copay - office visit', amount: 35 },
      { description: 'Lab work - coinsurance', amount: 126.25 },
    ]);
  });
});

describe('a grocery pharmacy receipt paid with two cards', () => {
  const receipt = () =>
    structure(
      typed(`
PINEWOOD MARKET
STORE #2207    (555) 410-2231
IBUPROFEN 200MG 100CT                 9.99
WHOLE MILK GALLON                     3.79
BALANCE DUE                          13.78
FSA MC ****8812                       9.99
APPROVAL # 551203
REF # 730014882651
DEBIT XXXXXXXXXXXX0457                3.79
REF # 730014882652
02/11/25 18:04
TRANS NO. 2207-04-11873-021125
`),
      'user_payment',
    );

  it('takes the first card as the payment method and the transaction number over the cards\' references', () => {
    expect(receipt().data).toMatchObject({ paymentMethod: 'FSA MC ****8812', transactionId: '2207-04-11873-021125' });
  });
});

describe("a tablet point-of-sale receipt", () => {
  it('reads "American Express x3862" as the payment, not an item, and a receipt number in letter groups', () => {
    const receipt = structure(
      typed(`
Harbor Light Massage Studio
Total Paid                     $70.00
Deep tissue massage            $70.00
Total Amount                   $70.00
American Express x3862         $70.00
Date Paid                      Mar 3, 2025 4:10 PM
Receipt #                      KQTV-7MWH
Order #                        552193
`),
      'user_payment',
    );
    expect(receipt.data.items).toEqual([{ description: 'Deep tissue massage', amount: 70 }]);
    expect(receipt.data).toMatchObject({ paymentMethod: 'American Express x3862', transactionId: 'KQTV-7MWH' });
  });
});

describe("a payment receipt that prints the account's activity", () => {
  it('lists none of the activity as bought: charges, credits and a running balance are the account\'s history', () => {
    const receipt = structure(
      typed(`
Brookside Pediatrics                         PAYMENT RECEIPT
Patient: Milo Grant                          Date 04/02/2025
Payment received   Visa ****2231             $40.00
ACCOUNT ACTIVITY
Date         Description                   Charges     Credits     Balance
03/01/2025   Office visit                  $150.00                 $150.00
03/20/2025   Insurance payment                         -$110.00    $40.00
04/02/2025   Patient payment                           -$40.00     $0.00
`),
      'user_payment',
    );
    expect(receipt.data.items ?? []).toEqual([]);
    expect(receipt.data.totalAmount).toBe(40);
  });
});

describe("an EOB that names the plan's subscriber and the patient", () => {
  const eob = (patientLine: string) =>
    structure(
      typed(`
BAYVIEW BENEFIT PLANS                          EXPLANATION OF BENEFITS
SUBSCRIBER: MARCUS FENN                        CLAIM #: 7731904452
${patientLine}
PROVIDER: HARBOR STREET PEDIATRICS
DATE OF SERVICE   SERVICE          BILLED     ALLOWED    PLAN PAID   YOU OWE
04/11/25          OFFICE VISIT     180.00     120.00     96.00       24.00
`),
      'insurance_payment',
    );

  it('is for the patient, the subscriber only where no patient is named', () => {
    expect(eob('FOR: NORA FENN').data.memberName).toBe('NORA FENN');
    expect(eob('GROUP #: GRP5521').data.memberName).toBe('MARCUS FENN');
  });
});

describe("a scan's \"Claim totals:\" line with specks read across its empty columns", () => {
  it('takes the figures under it as the totals, not as one more line to add', () => {
    const page = reading(
      typed(`
Summit Trust Benefit Administrators              Processed Date: 03/02/2024
Claimant: Theo Ruiz                              Acct. Ref. No.: X3551204
Submitted   PPO         Considered   Less         Benefit     Patient
Charges     Reduction   Amount       Deductible   Payable     Liability
$120.00     -$40.00     $80.00       $20.00       $48.00      $32.00
Claim totals:  TT    en    a     RHEE    wg
$120.00     -$40.00     $80.00       $20.00       $48.00      $32.00
`),
      'local-ocr',
    );
    const eob = structureByRules({ ...page, pages: page.pages.map((p) => ({ ...p, lines: p.lines.map((l) => ({ ...l, confidence: 0.93 })) })) }, 'insurance_payment');
    expect(eob.data).toMatchObject({ amountBilled: 120, allowedAmount: 80, patientResponsibility: 32 });
  });
});

describe('a claim line whose service starts with its procedure code and modifier', () => {
  it('names the service without the code: "99214-25 Office visit, est. patient"', () => {
    const eob = structure(
      typed(`
Prairie Shield Health Plan                     Explanation of Benefits
Member: Dana Whitcomb                          Claim no.: 661204877
Provider: Elm Street Internal Medicine
Date of Service   Service                                Billed     Allowed    Plan Paid   You Owe
02/14/25          99214-25 Office visit, est. patient    210.00     140.00     112.00      28.00
`),
      'insurance_payment',
    );
    expect(eob.data.service).toBe('Office visit, est. patient');
  });
});

describe("an urgent care ledger: wrapped descriptions, the visit's date only on its first line, payments between the charges", () => {
  it('reads each charge whole with its code and date, and no payment as part of one', () => {
    const bill = structure(
      typed(`
Fern Hollow Walk-In Clinic                          Statement Date: 06/02/2025
Patient: Iris Calloway                              Account: 77310942
Date         Code     Description                              Charges    Credits    Balance
___________________________________________________________________________________________
04/11/2025 99203      Office/outpatient visit, new patient,
                      low level of medical decision making     198.40                198.40
           87880 QW   Strep A antigen detection, rapid
                      immunoassay with direct optical read     41.25                 239.65
04/11/2025            Copay received - thank you
                      Visa ending 2291                                    30.00 CR   209.65
Amount Due                                                                           209.65
`),
      'medical_bill',
    );
    expect(bill.data.lineItems).toEqual([
      { description: 'Office/outpatient visit, new patient, low level of medical decision making', code: '99203', amount: 198.4, date: '2025-04-11' },
      { description: 'Strep A antigen detection, rapid immunoassay with direct optical read', code: '87880', amount: 41.25, date: '2025-04-11' },
    ]);
  });
});

describe('a hospital itemization grouped by department', () => {
  it("takes each line's total, not its unit price, its CPT code over the revenue code, and skips the departments' subtotals", () => {
    const bill = structure(
      typed(`
Larch Valley Regional Hospital                      Statement Date: 05/20/2025
Patient: Owen Marsh                                 Account: 55019283
Rev   CPT/HCPCS   Service Description                 Date        Units   Unit Price   Line Total
DEPARTMENT: EMERGENCY DEPARTMENT
0450  99284-25    HC ED VISIT LEVEL 4                 04/02/2025  1       1,980.00     1,980.00
                                                                  Dept. subtotal (1 line)  1,980.00
DEPARTMENT: PHARMACY
0636  J2405-JZ    ONDANSETRON HCL PER 1 MG INJ        04/02/2025  4       11.85        47.40
0250              ACETAMINOPHEN 325 MG TAB            04/02/2025  2       4.10         8.20
                                                                  Dept. subtotal (2 lines)  55.60
Total Charges                                                                          2,035.60
Amount Due                                                                             2,035.60
`),
      'medical_bill',
    );
    expect(bill.data.lineItems).toEqual([
      { description: 'HC ED VISIT LEVEL 4', code: '99284', amount: 1980, date: '2025-04-02' },
      { description: 'ONDANSETRON HCL PER 1 MG INJ', code: 'J2405', amount: 47.4, date: '2025-04-02' },
      { description: 'ACETAMINOPHEN 325 MG TAB', code: '0250', amount: 8.2, date: '2025-04-02' },
    ]);
  });
});

describe('a line with a dotted leader to its amount', () => {
  it('is described without the dots', () => {
    const bill = structure(
      typed(`
Bright Meadow Laboratory                         Invoice Date: 03/01/2025
Patient: Cora Lind                               Invoice No.: 88102934
02/11/25 85025 CBC W/ AUTO DIFFERENTIAL ..............   1 x 75.59 =   75.59
02/11/25 80061 LIPID PANEL ...........................   1 x 61.20 =   61.20
Total Billed                                                           136.79
Amount Due                                                             136.79
`),
      'medical_bill',
    );
    expect(((bill.data.lineItems ?? []) as { description: string }[]).map((i) => i.description)).toEqual(['CBC W/ AUTO DIFFERENTIAL', 'LIPID PANEL']);
  });
});

describe("an office EOB naming the billing practice, its treating clinician and the patient's relation to the subscriber", () => {
  const eob = (practiceLabel: string) =>
    structure(
      typed(`
Tidewater Health Partners                      Explanation of Benefits
DMITRI OYELARAN                                Claim reference no.: 5625435796836
PATIENT NAME        RELATION TO SUBSCRIBER     PATIENT MEMBER NO.
Nadia Oyelaran      Child                      50240160962 05
${practiceLabel} Willow Bend Medical Group 5105 Pinecrest Court, Fairview, OR 97024 (271) 702-5265
Treating clinician: Dmitri Ibarra, NP NPI 1869597314
Date of Service   Procedure                     Billed     Allowed    Plan Paid   You Owe
12/25/24         99214-25 OFFICE O/P EST MOD   218.28     96.50      86.50       10.00
`),
      'insurance_payment',
    );

  it('is for the patient under her heading, from the practice, not the clinician who saw her', () => {
    expect(eob('Billing practice:').data).toMatchObject({ memberName: 'Nadia Oyelaran', providerName: 'Willow Bend Medical Group' });
    expect(eob('Billed by:').data.providerName).toBe('Willow Bend Medical Group');
  });

  it("names the clinician without the NPI where no practice is named", () => {
    expect(eob('Mailed to').data.providerName).toBe('Dmitri Ibarra, NP');
  });
});

describe('a vision EOB whose store is its provider and whose headings wrap over four lines', () => {
  it("takes the provider office over the examining doctor, and the allowance, not the member's price over it", () => {
    const eob = structure(
      typed(`
Keystone Vision Care                                             Explanation of Vision Benefits
Patient: Quentin Okonkwo                                         Examining doctor: Dr. Marisol Halvorsen, OD
Date of visit: 12/25/2024                                        Claim no.: 48472600746158
Provider office: Riverside Glen Eye Care Center 2149 Cedar Street, Columbia, SC 29250 (699) 731-4287
                                                            Over
                                                            allowance /
                                    Provider    Member      member      Benefit              Member
Code    Description                 charge      discount    price       allowed    Plan paid  pays
92004   Routine eye exam            173.78      131.78      0.00        42.00      22.00      20.00
V2020   Frame                       157.78      1.56        6.22        150.00     150.00     6.22
Total                               331.56      133.34      6.22        192.00     172.00     26.22
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ providerName: 'Riverside Glen Eye Care Center', allowedAmount: 192, planPaid: 172 });
  });
});

describe("an independent pharmacy's counter slip", () => {
  it('lists each prescription at what was paid for it, and no count of items or card as a line', () => {
    const receipt = structure(
      typed(`
MAPLE ROW PHARMACY
118 MAIN ST, SALEM, OR 97301
RX# 5512093 LISINOPRIL 20MG TAB QTY 30
  COPAY                                   12.00
  REFILLS LEFT 3
RX# 5512111 METFORMIN 500MG TAB QTY 60
  CASH PRICE                               9.40
LIP BALM SPF15                             3.29 T
RX ITEMS (2)                              21.40
OTHER ITEMS                                3.29
TOTAL AMOUNT                              24.69
HSA VISA ...4471                          24.69
`),
      'user_payment',
    );
    expect(receipt.data.items).toEqual([
      { description: 'LISINOPRIL 20MG TAB', amount: 12 },
      { description: 'METFORMIN 500MG TAB', amount: 9.4 },
      { description: 'LIP BALM SPF15', amount: 3.29 },
    ]);
  });
});

describe("a solo practice's typewritten receipt", () => {
  it("is the clinician's own, under the letterhead's name, not the specialty printed below it; paid by check", () => {
    const receipt = structure(
      typed(`
NORA K. BELLWETHER, LPC
PSYCHOTHERAPY & COUNSELING
412 ORCHARD LANE
EUGENE, OR 97401
R E C E I P T                                    NO. 000412
PAYMENT DATE: MAR 03 2025
DATE       CODE    DESCRIPTION                   FEE
02/24/25   90834   PSYCHOTHERAPY, 45 MIN         140.00
AMOUNT                                           140.00
RECEIVED AS:
   CHECK #2217                                   140.00
`),
      'user_payment',
    );
    expect(receipt.data).toMatchObject({ merchantName: 'NORA K. BELLWETHER, LPC', paymentMethod: 'CHECK #2217' });
  });
});

describe('a member-friendly EOB that names the care in a sentence', () => {
  it('takes the service from "Your claim for lab work received on ..." where no line names one', () => {
    const eob = structure(
      typed(`
Bayline Health Plan                               Statement date: 04/02/2025
Member: Jonah Reyes                               Claim number: 770219384
Your claim for lab work received on 03/17/2025
Performed by: Clearwater Reference Labs
Amount billed                                     212.00
Plan allowed                                      96.40
Plan paid                                         77.12
You may owe                                       19.28
`),
      'insurance_payment',
    );
    expect(eob.data.service).toBe('lab work');
  });
});

describe("an HMO's claim ledger that folds an uncovered charge into its 'Not allowed' column", () => {
  const eob = () =>
    structure(
      typed(`
Riverbend Health Partners HMO                     Member claim ledger
Claim no.: 55Q120934871        Date adjudicated: 10/02/2025
Patient: Mara Quintero         Relation to subscriber: Daughter
Provider and location: Felix Ambrose, MD (Boise, ID)
Visit      Care received             Billed   Not allowed   Allowed   Copay   Plan paid   You owe
09/14/25   Office visit              180.00   40.00         140.00    25.00   115.00      25.00
09/14/25   Allergy panel             72.50    72.50         0.00      0.00    0.00        72.50
           Ledger total              252.50   112.50        140.00    25.00   115.00      97.50
You owe: 97.50            Plan paid: 115.00
`),
      'insurance_payment',
    );
  it('takes the adjudication date as the statement date and names the provider without the town', () => {
    expect(eob().data).toMatchObject({ statementDate: '2025-10-02', providerName: 'Felix Ambrose, MD' });
  });
  it('keeps the share printed twice when the uncovered charge explains both checks', () => {
    expect(eob().data).toMatchObject({ allowedAmount: 140, planPaid: 115, copay: 25, patientResponsibility: 97.5 });
  });
});

describe("a union health and welfare fund's benefit statement, labels over values in capitals", () => {
  it('names the fund as the payer, the patient, the provider, the benefit and the fund payment', () => {
    const eob = structure(
      typed(`
GRANITE BAY IRONWORKERS HEALTH AND WELFARE FUND          STATEMENT OF BENEFITS
ADMINISTERED BY COASTAL BENEFIT ADMINISTRATORS, INC.
CLAIM NUMBER            DATE PAID
250913001882            09/13/25
PATIENT                 RELATION TO PARTICIPANT         FROM - THRU
NOAH VELASCO            SPOUSE                          09/02/25 - 09/02/25
PAYEE/PROVIDER                                          BENEFIT DESCRIPTION
HILLSIDE SPORTS THERAPY                                 PHYSICAL THERAPY EVALUATION
PPO PROVIDER: YES
CHARGE AMOUNT           PPO DISCOUNT                    ELIGIBLE EXPENSE
210.00                  64.00                           146.00
FUND PAYMENT            PARTICIPANT BALANCE
116.80                  29.20
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({
      insuranceCompany: 'GRANITE BAY IRONWORKERS HEALTH AND WELFARE FUND',
      memberName: 'NOAH VELASCO',
      providerName: 'HILLSIDE SPORTS THERAPY',
      service: 'PHYSICAL THERAPY EVALUATION',
      planPaid: 116.8,
      patientResponsibility: 29.2,
    });
  });
});

describe("an inpatient stay's EOB, paid by a case rate", () => {
  const eob = (above: string, owe: string) =>
    structure(
      typed(`
Lakeland Mutual Health                           Notice date: 08/20/2025
Patient: Iris Okafor                             Claim no.: 8812004417
FACILITY                                         FACILITY NETWORK
Saint Brendan Regional Hospital                  Out of network
ATTENDING PHYSICIAN
Omar Reyes, MD
DRG ASSIGNED
MS-DRG 871 - Septicemia or severe sepsis without mechanical ventilation over 96 hours with MCC
Charges billed by the hospital       7 lines                 24,310.00
${above}
Allowed for this stay                MS-DRG 871 case rate    9,400.00
Less deductible                                              1,000.00 CR
Less your coinsurance                20% of 8,400.00         1,680.00 CR
Paid to the hospital                 Paid 08/21/2025         6,720.00
You may owe the hospital                                     ${owe}
`),
      'insurance_payment',
    );
  it('reads each amount past the note printed between its label and it', () => {
    expect(eob('Less network savings                 Above the case rate     14,910.00 CR', '2,680.00').data).toMatchObject({ amountBilled: 24310, allowedAmount: 9400, deductible: 1000, planPaid: 6720 });
  });
  it('names the hospital rather than the attending physician, the network, and the DRG as the service', () => {
    expect(eob('Less network savings                 Above the case rate     14,910.00 CR', '2,680.00').data).toMatchObject({ providerName: 'Saint Brendan Regional Hospital', isInNetwork: false, service: 'Septicemia or severe sepsis without mechanical ventilation over 96 hours with MCC' });
  });
  it("owes what is above the allowance out of network, beside its cost share", () => {
    const out = eob('Less charges above the allowance     You may be billed       14,910.00 CR', '17,590.00');
    expect(out.data).toMatchObject({ allowedAmount: 9400, planPaid: 6720, patientResponsibility: 17590 });
  });
});

describe('a payment confirmation sent as a text message', () => {
  it('names whom it paid and how much from its one sentence', () => {
    const receipt = structure(
      typed(`
Text messages with 55123                          Printed 06/02/2025
Wednesday, May 28, 2025 3:05 PM
CVFM: Payment of $62.50 to Copper Valley Family Medicine was received. Card: Mastercard ending in 2290.
Ref: 7HQ2M9XT. Reply STOP to opt out.
`),
      'user_payment',
    );
    expect(receipt.data).toMatchObject({ merchantName: 'Copper Valley Family Medicine', totalAmount: 62.5 });
  });
});

describe("a surgery center's statement with its payments among the charges", () => {
  it('names the center, not the heading of its surgery block, and lists no prepayment as a line', () => {
    const bill = structure(
      typed(`
Maple Ridge SurgiCenter                          STATEMENT OF FACILITY CHARGES
410 Orchard Lane                                 Statement date  06/18/2025
Dayton, OH 45402                                 Balance due     412.30
                                                 PROCEDURE DETAILS INFORMATION
DANA WHITFIELD                                   Patient         Dana Whitfield
Date        Rev    Code    Description                         Amount
05/30/2025                 PREPAYMENT, THANK YOU               (150.00)
06/02/2025  0490   64721   FACILITY - CARPAL TUNNEL RELEASE    3,120.00
06/02/2025  0270           SPLINT, WRIST, PREFORMED            86.40
06/12/2025                 INSURANCE PAYMENT                   (1,844.10)
06/12/2025                 CONTRACTUAL ADJUSTMENT              (800.00)
Total charges                                                  3,206.40
`),
      'medical_bill',
    );
    expect(bill.data.providerName).toBe('Maple Ridge SurgiCenter');
    expect((bill.data.lineItems as { description: string }[]).map((i) => i.description)).toEqual(['FACILITY - CARPAL TUNNEL RELEASE', 'SPLINT, WRIST, PREFORMED']);
  });
});

describe("a radiology group's bill with the amount due beside the mailing address", () => {
  it('lists the studies, not the street address printed beside the amount', () => {
    const bill = structure(
      typed(`
Larkfield Radiology Associates                   PHYSICIAN STATEMENT
Nora Pettigrew                                   AMOUNT DUE
2291 Bellamy Road                                88.40
Akron, OH 44310
Accession 5530912      Exam date 04/02/2025
   72148-26    Interpretation, MRI lumbar spine              310.00
   71046-26    Interpretation, chest x-ray, 2 views          42.00
                                      Total charges          352.00
                                      Insurance paid         263.60
                                      Please pay             88.40
`),
      'medical_bill',
    );
    expect((bill.data.lineItems as { description: string }[]).map((i) => i.description)).toEqual(['Interpretation, MRI lumbar spine', 'Interpretation, chest x-ray, 2 views']);
  });
});

describe("an EOB naming the clinician and, elsewhere, the practice", () => {
  const eob = (practiceLine: string, paidLine: string) =>
    structure(
      typed(`
Northwind Benefit Plan                           Claim no.: 5510093317
Patient: Tomas Avila                             Processed: 02/11/2025
${practiceLine}
Treating provider: Ruth Okoye, MD                In network
Date of service 01/29/2025   Office visit, level 3
Charged                                            180.00
Plan allowance                                     120.00
Plan paid                                          96.00
Your share                                         24.00
${paidLine}
`),
      'insurance_payment',
    );
  it('takes the practice whose address is printed on its line, not the clinician with a credential', () => {
    expect(eob('Billed by: Cobalt Creek Family Medicine 18 Orchard Lane, Dayton, OH 45402', '').data.providerName).toBe('Cobalt Creek Family Medicine');
  });
  it('takes the practice the plan paid when no practice is labelled', () => {
    expect(eob('', 'We paid $96.00 to Cobalt Creek EyeWorks on 02/12/2025.').data.providerName).toBe('Cobalt Creek EyeWorks');
  });
  it('keeps the clinician when no practice is named', () => {
    expect(eob('', '').data.providerName).toBe('Ruth Okoye, MD');
  });
});

describe("a hospital stay's EOB with the hospital under its own heading", () => {
  it('names the hospital, with or without an attending physician beside it', () => {
    const stay = (doctor: string) =>
      structure(
        typed(`
Lakeland Mutual Health                           Notice date: 08/20/2025
Patient: Iris Okafor                             Claim no.: 8812004417
HOSPITAL                                         NETWORK
Quarry Hill Medical Center                       In network
${doctor}
Charges billed                                   24,310.00
Allowed                                          9,400.00
Paid                                             8,400.00
You owe                                          1,000.00
`),
        'insurance_payment',
      );
    expect(stay('ATTENDING PHYSICIAN     Omar Reyes, MD').data.providerName).toBe('Quarry Hill Medical Center');
    expect(stay('').data.providerName).toBe('Quarry Hill Medical Center');
  });
});

describe("an EOB's claim lines with a column for the kind of care beside the care itself", () => {
  it('names the care, not its kind, even under a heading that reads like a figure', () => {
    const eob = (heading: string) =>
      structure(
        typed(`
Northwind Benefit Plan                           Claim no.: 5510093317
Patient: Tomas Avila                             Processed: 02/11/2025
Provider: Quarry Hill Radiology Partners         In network
Date        Kind of care   Code    ${heading}                     Charges    Allowed    Plan paid   You owe
01/29/2025  Radiology      76700   Ultrasound, abdomen complete        310.00     210.00     168.00      42.00
Totals                                                             310.00     210.00     168.00      42.00
`),
        'insurance_payment',
      );
    expect(eob('Description                ').data.service).toBe('Ultrasound, abdomen complete');
    expect(eob('What was billed            ').data.service).toBe('Ultrasound, abdomen complete');
  });
});

describe('how a receipt was paid, where the tender is not printed as a card', () => {
  const register = (tender: string) =>
    structure(
      typed(`
ORCHARD VALE MEDICAL CENTER
OUTPATIENT PHARMACY & CAFE
GREEK YOGURT CUP
1 @ 2.10                                 2.10
SUBTOTAL                                 2.10
BALANCE DUE                              2.10
${tender}
TRANS ID: 440198
10/02/25 07:55
`),
      'user_payment',
    );
  it('reads cash tendered, and an employee payroll deduction, as the method', () => {
    expect(register('CASH TENDERED                            5.00').data.paymentMethod).toBe('CASH');
    expect(register('PAYROLL DEDUCTION                        2.10').data.paymentMethod).toBe('PAYROLL DEDUCTION');
  });
  it("takes the card named on the receipt, not a sentence's card, and joins its last digits wrapped below", () => {
    const sms = structure(
      typed(`
Clover Street Pediatrics
Your balance is $30.00. Reply PAY to pay with
the card on file ending in 5521.
Payment of $30.00 to Clover Street Pediatrics received.
Paid with: Discover card ending
in 5521
Confirmation: QW7TR2LM
`),
      'user_payment',
    );
    expect(sms.data.paymentMethod).toBe('Discover card ending in 5521');
  });
});

describe('a payment confirmation that says in words what it paid for', () => {
  const message = (amounts: [string, string, string]) =>
    structure(
      typed(`
Tuesday, April 8, 2025 9:12 AM
WCC: Payment of $${amounts[0]} to Westgate Community Clinic received for your flu
shot of $${amounts[1]} and your lab draw of $${amounts[2]}. Card: Visa ending in 8812.
`),
      'user_payment',
    );
  it('lists each thing paid for, where their amounts make up the payment', () => {
    expect(message(['55.00', '25.00', '30.00']).data.items).toEqual([
      { description: 'flu shot', amount: 25 },
      { description: 'lab draw', amount: 30 },
    ]);
  });
  it('lists nothing where they do not', () => {
    expect(message(['60.00', '25.00', '30.00']).data.items).toEqual([]);
  });
});

describe('an EOB from a company that manages one kind of care for a health plan', () => {
  it('names the plan as the insurer, the patient under the heading, and the clinic over the practitioner', () => {
    const eob = structure(
      typed(`
Harborlight Behavioral Partners
Counseling benefits managed by Harborlight Behavioral Partners for Fernwood Health Plan of the
Ozarks.
Notice prepared: May 9, 2025                     Claim no.: HB77120934
PATIENT AND PRACTITIONER
Patient                    Relationship          Date of birth
Noor Castellan             Daughter              02/14/2011
PRACTITIONER               CLINIC
Ada Quill, LPC             Brightwater Counseling Clinic
Charged                                            160.00
Allowed                                            110.00
Plan paid                                          80.00
Your share                                         30.00
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ insuranceCompany: 'Fernwood Health Plan of the Ozarks', statementDate: '2025-05-09', memberName: 'Noor Castellan', providerName: 'Brightwater Counseling Clinic' });
  });
});

describe('a plain-language EOB whose labels are questions', () => {
  it('reads each answer beside its question', () => {
    const eob = structure(
      typed(`
Claim 55QA10293 | Decided on April 3, 2025
Fernwood Health Plan
Who received the care?               Noor Castellan (your daughter)
Who provided the care?               Brightwater Imaging Center
What kind of care?                   MRI, knee
What did the provider charge?        $1,200.00
What amount does your plan allow?    $800.00
What did your plan pay?              $640.00
What do you owe?                     $160.00
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ statementDate: '2025-04-03', memberName: 'Noor Castellan', providerName: 'Brightwater Imaging Center', service: 'MRI, knee', amountBilled: 1200, allowedAmount: 800, planPaid: 640, patientResponsibility: 160 });
  });
});

describe("a bill sent by a billing company, and a hospital's name over two centred lines", () => {
  it('names the practice the billing company bills for, not the billing company', () => {
    const bill = structure(
      typed(`
KESTREL REVENUE PARTNERS                         STATEMENT
Statement prepared by Kestrel Revenue Partners as billing agent on behalf of your physician
Pt: OKAFOR, IRIS M                               SERVICES PROVIDED BY
Statement date 03/02/2025                        Larchmont Orthopedic Associates
Account 7712003
03/01/2025  99213  Office visit                  180.00
Total charges                                    180.00
Amount due                                       180.00
`),
      'medical_bill',
    );
    expect(bill.data.providerName).toBe('Larchmont Orthopedic Associates');
  });
  it('joins the first words printed on the line above a name that only says what kind of place it is', () => {
    const boxes = [item('Prairie Rose', 250, 36), item('District Hospital', 238, 62), item('Statement date 03/02/2025', 40, 120), item('Account 7712003', 40, 131), item('Patient: Iris Okafor', 40, 142), item('Amount due  180.00', 40, 153)].map((b, i) => (i < 2 ? { ...b, height: 19, width: b.text.length * 8 } : b));
    const out = structureByRules({ engine: 'local-pdf', pages: [{ page: 1, width: 612, height: 792, lines: boxesToLines(boxes) }] } as ReaderOutput, 'medical_bill');
    expect(out.data.providerName).toBe('Prairie Rose District Hospital');
  });
});

describe("a telehealth app's receipt for a practice", () => {
  it('names the practice, the day paid, and the card, not the app or the loyalty card', () => {
    const receipt = structure(
      typed(`
Vidacall
Receipt from Juniper Skin & Allergy &
Asthma via Vidacall
Paid June 3, 2025
Video visit - Allergy follow-up                  $75.00
Amount paid                                      $75.00
Payment method: Visa ••1188
Rewards card: XXXXXX4410
Printed 06/20/2025
`),
      'user_payment',
    );
    expect(receipt.data).toMatchObject({ merchantName: 'Juniper Skin & Allergy & Asthma', transactionDate: '2025-06-03', paymentMethod: 'Visa ••1188' });
  });
});

describe("a specialty network's EOB naming the practitioner and the clinic paid", () => {
  it('takes the clinic under a heading with an aside, over a therapist with two credentials', () => {
    const eob = structure(
      typed(`
Northwind Benefit Plan                           Claim no.: 5510093317
Patient: Tomas Avila                             Processed: 02/11/2025
Clinician network           Level of care        Where services were given
In network                  Outpatient           11 Office
TREATING PRACTITIONER                  CLINIC (PAID PROVIDER)
Ines Marlowe, PT, DPT                  Juniper Spine & Acupuncture
Visit date  Treatment                      Charged    Allowed   Plan paid   You owe
01/29/2025  Therapeutic exercise           180.00     120.00     96.00      24.00
Totals                                     180.00     120.00     96.00      24.00
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ providerName: 'Juniper Spine & Acupuncture', service: 'Therapeutic exercise' });
  });
});

describe('a hospital bill that names the patient only in a sentence', () => {
  it('takes the patient and the first day of care from the sentence, not the guarantor it is mailed to', () => {
    const bill = structure(
      typed(`
Prairie Rose District Hospital                   Statement date 05/02/2024
LUCIA MARLOWE                                    Acct No. 48136603
RR 3 BOX 386
HETTINGER, ND 58653
This statement is for services provided to Rowan K. Marlowe from April 26, 2024 through April 27, 2024.
PHARMACY                                         308.23
EMERGENCY ROOM                                   2,024.78
Total Charges                                    2,333.01
Amount Due                                       2,333.01
`),
      'medical_bill',
    );
    expect(bill.data).toMatchObject({ patientName: 'Rowan K. Marlowe', serviceDate: '2024-04-26' });
  });
});

describe('an EOB that says in a sentence how much it does not cover', () => {
  it('counts the uncovered part in what the member owes', () => {
    const eob = structure(
      typed(`
Fernwood Health Plan                             Claim 55QA10293
What did the provider charge?
    $229.43
What amount does your plan allow?
    $122.62
    $106.81 of the charge is not covered by your plan or is above what it allows; that part is in what you
    owe.
What did your plan pay?
    $0.00
What do you owe?
    $229.43
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ amountBilled: 229.43, allowedAmount: 122.62, planPaid: 0, patientResponsibility: 229.43 });
  });
});

describe("a self-checkout slip under the store's name and number", () => {
  it('names the store without its number, not the lane', () => {
    const receipt = structure(
      typed(`
QUARRY HILL FAMILY FOODS - 1924
9037 LAKEVIEW DRIVE
SPRINGFIELD, IL 62724
* SELF CHECKOUT *
BANANAS                                  1.29
TOTAL                                    1.29
US DEBIT ************2562                1.29
03/30/2024 11:14 AM
`),
      'user_payment',
    );
    expect(receipt.data.merchantName).toBe('QUARRY HILL FAMILY FOODS');
  });
});

describe('claim tables whose headings and rows carry more than the line (rules-2026.60)', () => {
  it('reads "Care Received" as the service, "Services for" as the member, and leaves the code and the remark codes out', () => {
    const eob = structure(
      typed(`
Juniper Hollow Health Plan                               Processed 03/12/2025
Services for: Tamsin Oakley                              Member ID: QX4410923
Claim Number 88120455
Provider: Brightwater Family Practice
Service Date     Care Received                Charged     Allowed     Plan Paid     You Owe
02/09/2025       Knee injection 20610         310.00      180.00      144.00        36.00
                 CODES: A1, B2
Claim Total                                   310.00      180.00      144.00        36.00
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ memberName: 'Tamsin Oakley', service: 'Knee injection', amountBilled: 310, planPaid: 144, patientResponsibility: 36 });
  });

  it('takes the care printed after its date under "Type of Service"', () => {
    const eob = structure(
      typed(`
Larkspur Valley Health Plan                              Claim Detail Report
Claim Charge                       $180.00
Covered Amount                     $120.00
Health Plan Payment                $78.75
What You May Owe                   $41.25
Patient Name                                   Claim Ref #
Wren Calloway                                  ZT4481120
Type of Service
6/02/2025            Allergy skin testing                        $180.00
`),
      'insurance_payment',
    );
    expect(eob.data.service).toBe('Allergy skin testing');
  });

  it('names the service printed beside its billing code, and the member of "SERVICES FOR:"', () => {
    const eob = structure(
      typed(`
NORTHGATE MUTUAL HEALTH                                STATEMENT DATE 04/01/25
SERVICES FOR: OTTO BRENNAN                             SUBSCRIBER ID: ZK3302291
CLAIM NUMBER: 250401998
PROVIDER: HARROW CREEK PHYSICAL THERAPY
LINE 1 DATE 03/03/25        BILLING CODE 97110        THERAPEUTIC EXERCISE
     BILLED  120.00      ALLOWED  90.00      PAID  72.00      YOU OWE  18.00
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ memberName: 'OTTO BRENNAN', service: 'THERAPEUTIC EXERCISE' });
  });

  it("takes a claim block's heading, the claim's number under it, as its provider", () => {
    const eob = structure(
      typed(`
Summit Ridge Senior Health Plan (HMO)                    Date: 12-Mar-2025
Claim for: Edda Vantongeren
Bramblewood Orthopedic Associates
Document Control Number 55102948811
Service Date     Care Received              Amount     Approved     Plan Paid     You Owe
01-Mar-2025      Office visit, level 3      420.00     300.00       240.00        60.00
Claim Summary Total                         420.00     300.00       240.00        60.00
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ providerName: 'Bramblewood Orthopedic Associates', service: 'Office visit, level 3' });
  });

  it('reads "Person Receiving Care" across a dotted leader, and a heading of the next column is no provider', () => {
    const eob = structure(
      typed(`
Copper Basin Health Cooperative                          Printed 05/02/2025
Person Receiving Care ........................ Dashiell Moore
Claim Ref # .................................. KT5512098
Physician/Supplier            Rec'd Date             Policy Number
Ashfield Dental Studio PC     04/11/2025             GRP44120
Date           Services Received           Billed      Allowed      Plan Paid      You Owe
04/02/2025     Periodic oral evaluation    90.00       70.00        70.00          0.00
Claim Total                                90.00       70.00        70.00          0.00
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ memberName: 'Dashiell Moore', providerName: 'Ashfield Dental Studio PC' });
  });
});

describe('bills sent by others than the provider, and whom they are for (rules-2026.60)', () => {
  it("names the original creditor, not the collection agency's letterhead", () => {
    const bill = structure(
      typed(`
GRAYSTONE RECOVERY ASSOCIATES INC.                       Notice Date: June 3, 2025
Original Creditor        Pinecrest Regional Medical Center
Client Name              Mara Ellison
Date(s) of Service       April 2, 2025
Current Charges          $2,400.00
Insurance Paid           -$1,800.00
Balance                  $600.00
This communication is from a debt collector. This is an attempt to collect a debt.
`),
      'medical_bill',
    );
    expect(bill.data).toMatchObject({ providerName: 'Pinecrest Regional Medical Center', amountDue: 600 });
  });

  it("names the practice, not its portal, and the patient after 'Services rendered to'", () => {
    const bill = structure(
      typed(`
Birchfield Pediatrics Patient Portal
Billing Account Summary
Statement No.            K4410982
Guarantor Name           Hollis Ferrand
Services rendered to     Juno Ferrand
Date Billed              May 18, 2025
Treatment                                Code          Billed
Office visit, est. patient               99213         $180.00
Current Balance Due                                    $180.00
`),
      'medical_bill',
    );
    expect(bill.data).toMatchObject({ providerName: 'Birchfield Pediatrics', patientName: 'Juno Ferrand' });
  });

  it('reads the patient after "FOR" and a dotted leader', () => {
    const bill = structure(
      typed(`
*** PATIENT INVOICE ***
HOLLOWAY CREEK REFERENCE LABORATORY
FOR ................... TOBIAS WREN
ACCT # ................ LB5512093
DATE BILLED ........... 09.09.2025
TEST   CODE    DESCRIPTION                   CHARGE
8147   80048   BASIC METABOLIC PANEL         104.75
PLEASE REMIT ..........                      104.75
`),
      'medical_bill',
    );
    expect(bill.data.patientName).toBe('TOBIAS WREN');
  });

  it("keeps a sidebar's address, a session's length and a modifier out of the lines, and charges each line its extended amount", () => {
    const bill = structure(
      typed(`
Ridgeway Imaging & Therapy                                         STATEMENT
PATIENT                Posted         Code      Treatment                          Length     Ext. Amount     Balance
Cora Lindqvist         05/01/2025     97110     Therapeutic exercise               45 min     $160.00         $40.00
4410 Alder Way         05/03/2025     71250     TC CT chest w/o contrast           30 min     $900.00         $225.00
Fremont, NE 68025
                                                Total Charges                                 $1,060.00
                                                Insurance Paid                                ($795.00)
                                                Please Remit                                  $265.00
`),
      'medical_bill',
    );
    expect(bill.data.lineItems).toEqual([
      { description: 'Therapeutic exercise', code: '97110', amount: 160, date: '2025-05-01' },
      { description: 'CT chest w/o contrast', code: '71250', amount: 900, date: '2025-05-03' },
    ]);
  });
});

describe('receipts that print what the plan covered or a count (rules-2026.60)', () => {
  it('lists no line for what the plan covered, and no count after a multiplication sign', () => {
    const receipt = structure(
      typed(`
Cedar Point Pharmacy                               03/14/2025
ATORVASTATIN 20MG TAB × 1                          12.50
Your plan covered                                  88.20
Telehealth refill consult × 1                      20.00
TOTAL                                              32.50
VISA ************4410                              32.50
`),
      'user_payment',
    );
    expect(receipt.data.items).toEqual([
      { description: 'ATORVASTATIN 20MG TAB', amount: 12.5 },
      { description: 'Telehealth refill consult', amount: 20 },
    ]);
  });

  it("names the card by its brand with the bare number printed under it, and the account that paid over the kind of payment", () => {
    const slip = structure(
      typed(`
WILLOWMERE FAMILY DENTAL
SALE                                  05/02/25
PAYMENT SOURCE:   VISA
CARD #            XXXXXXXXXXXX7781
PAYMENT TOTAL     $84.00
`),
      'user_payment',
    );
    expect(slip.data.paymentMethod).toBe('VISA XXXXXXXXXXXX7781');
    const confirmation = structure(
      typed(`
Alder Crossing Health                              PAYMENT CONFIRMATION
Date Paid        Reference Number     Total Paid
6/14/2025        PMT-55120981         $310.00
Bank account:            Savings account ending 2290
Payment type:            E-check (ACH)
E-check payments cannot be stopped once submitted.
`),
      'user_payment',
    );
    expect(confirmation.data.paymentMethod).toBe('Savings account ending 2290');
  });

  it('reads the method after "Paid via", and no sentence about paying as one', () => {
    const receipt = structure(
      typed(`
Tamarack Physical Therapy                          Visit receipt
Payment date     07/08/2025
Amount paid      $45.00
Paid via Discover credit card ending 5521
`),
      'user_payment',
    );
    expect(receipt.data.paymentMethod).toBe('Discover credit card ending 5521');
  });

  it("reads a card's masking dots that OCR made letters as the mask", () => {
    const rows = typed(`
Harborlight Clinic
Payment received                                   03/14/2025
Amount paid                                        $45.00
Payment method                                     Amex sees 6972
`);
    const boxes = rows.flatMap((row, r) => row.map(([text, x]) => item(text, x, 40 + r * 11)));
    const lines = boxesToLines(boxes).map((l) => ({ ...l, confidence: 0.93 }));
    const receipt = structureByRules({ engine: 'local-ocr', pages: [{ page: 1, width: 612, height: 792, lines }] } as ReaderOutput, 'user_payment');
    expect(receipt.data.paymentMethod).toBe('Amex 6972');
  });
});

describe('line items printed around other things (rules-2026.61)', () => {
  it('lists the bills a payment paid, their amounts first, and no account subtotal', () => {
    const receipt = structure(
      typed(`
Ridgecrest Health                                   PAYMENT CONFIRMATION
Date Paid        Confirmation #      Total Paid      Status
7/02/2025        PMT-77120934        $530.00         Approved
Account 5512093 - Lena Moritz
Payment          Invoice                                              Date of Service
310.00           Invoice 447120 - Emergency Department                05/11/2025
220.00           Invoice 447388 - Radiology                           05/11/2025
530.00           Account subtotal
`),
      'user_payment',
    );
    expect(receipt.data.items).toEqual([
      { description: 'Invoice 447120 - Emergency Department', amount: 310 },
      { description: 'Invoice 447388 - Radiology', amount: 220 },
    ]);
  });

  it("joins a description's last words wrapped onto its figures' row, and reads a code run into the description", () => {
    const receipt = structure(
      typed(`
Clearview Optical                                   Pickup receipt 03/02/2025
Code      Item                                        Qty      Charge
V2020     Frame: Harlow 52-18-140 acetate, tortoise
          shell                                       1        189.00
ACC-214 Lens cleaning cloth, microfiber               1        6.50
                                     Patient portion           195.50
                                     TOTAL                     195.50
VISA ************4410                                          195.50
`),
      'user_payment',
    );
    expect(receipt.data.items).toEqual([
      { description: 'Frame: Harlow 52-18-140 acetate, tortoise shell', amount: 189 },
      { description: 'Lens cleaning cloth, microfiber', amount: 6.5 },
    ]);
  });

  it("reads lines printed beside another column's blocks from their dates, past a rule drawn in that column", () => {
    const bill = structure(
      typed(`
Brightwater Reference Laboratory              SUMMARY OF SERVICES
PATIENT INVOICE                               DATE       CPT     DESCRIPTION                        AMOUNT
Kestrel Moody                                 04/02/25 80053 COMPREHENSIVE METABOLIC PANEL ....  98.39
DATE OF BIRTH  06/11/1988                   * 04/02/25 87491 CHLAMYDIA TRACHOMATIS, NAA .......  175.09
______________________________                04/02/25 83036 HEMOGLOBIN A1C ...................  41.64
AMOUNT DUE  $314.12                                                    TOTAL BILLED      314.12
`),
      'medical_bill',
    );
    expect(bill.data.lineItems).toEqual([
      { description: 'COMPREHENSIVE METABOLIC PANEL', code: '80053', amount: 98.39, date: '2025-04-02' },
      { description: 'CHLAMYDIA TRACHOMATIS, NAA', code: '87491', amount: 175.09, date: '2025-04-02' },
      { description: 'HEMOGLOBIN A1C', code: '83036', amount: 41.64, date: '2025-04-02' },
    ]);
  });

  it("reads 'Posted', 'Item Code' and 'Mod Services Rendered' as the line's date, code and description, and no tooth number in it", () => {
    const bill = structure(
      typed(`
Harbor Glen Imaging and Dental                                          STATEMENT
Posted        Item Code    Mod Services Rendered                 Radiologist          Total Charge
06.22.2025    77063        26  Breast tomosynthesis, bilateral   Wren Calloway        $180.00
06.22.2025    D2392        #20 Resin composite, 2 surf, post.    Wren Calloway        $210.00
                                                                 Total Charges        $390.00
                                                                 Balance Due          $390.00
`),
      'medical_bill',
    );
    expect(bill.data.lineItems).toEqual([
      { description: 'Breast tomosynthesis, bilateral', code: '77063', amount: 180, date: '2025-06-22' },
      { description: 'Resin composite, 2 surf, post.', code: 'D2392', amount: 210, date: '2025-06-22' },
    ]);
  });
});

describe('labels in wording no family prints', () => {
  it("reads a figure's column whose heading first names whose figure it is ('Member Copay', 'Pt Deductible')", () => {
    const roles = tableRoles(
      typed(`
Date of Svc    Description             Billed     Allowed    Member Copay    Pt Deductible    Member Coins    Payer Paid
05/02/2025     Office visit            $180.00    $120.00    $25.00          $0.00            $19.00          $76.00
05/02/2025     Flu vaccine             $40.00     $32.00     $0.00           $0.00            $0.00           $32.00
`),
      'insurance_payment',
    );
    expect(roles[0]).toEqual(['serviceDate', 'description', 'amountBilled', 'allowedAmount', 'copay', 'deductible', 'coinsurance', 'planPaid']);
  });

  it("reads a word the vocabulary knows as itself, not as an OCR slip of another ('Charge Amount' is no change)", () => {
    const receipt = structure(
      typed(`
Cedar Hollow Pediatrics
Charge Date:      03/18/2025
Charge Amount:    $45.00
Pay Type:         Visa ending 4471
`),
      'user_payment',
    );
    expect(receipt.data).toMatchObject({ transactionDate: '2025-03-18', totalAmount: 45, paymentMethod: expect.stringMatching(/visa/i) });
    const eob = structure(
      typed(`
Insurance Plan:    Prairie Shield Health
Patient:           Nora Quill          Clm #: 55120-88
Provider:          Birchwood Family Clinic
Date of Service    Service         Amount Claimed    Fee Allowed    Payer Paid    Pt Liab
04/09/2025         Office visit    $210.00           $140.00        $112.00       $28.00
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ insuranceCompany: 'Prairie Shield Health', claimNumber: '55120-88', amountBilled: 210, planPaid: 112, patientResponsibility: 28 });
  });

  it("reads a statement's carried balance, its due date and a third party's payments under other names", () => {
    const bill = structure(
      typed(`
Willow Creek Orthopedics                         Statement Generated: 06/02/2025
Patient: Tomas Avila                             Balance Due Date: 06/30/2025
Prev Bal                        $0.00
Sum of Charges                  $428.00
Third Party Payments            $301.50 CR
Insurance Write-Off             $46.50 CR
Amount Due                      $80.00
`),
      'medical_bill',
    );
    expect(bill.data).toMatchObject({ invoiceDate: '2025-06-02', dueDate: '2025-06-30', subtotal: 428, insurancePaid: 301.5, insuranceDiscount: 46.5, amountDue: 80 });
  });
});

describe('account activity and register lines no family prints', () => {
  it("reads each credit from the credits column beside a running balance, by whom its line names", () => {
    const bill = structure(
      typed(`
Copperline Foot & Ankle Clinic                                  Statement Date:  05/06/25
Patient:  Ida Marchetti                                         Insurance:  Quarry Hill Mutual
Date       Description                            Charges       Credits       Balance
05/01/25   Office Visit, Established               210.00                       210.00
05/01/25   Nail Debridement                         95.00                       305.00
05/20/25   Payment - Quarry Hill Mutual                         -180.00        125.00
05/20/25   Contractual Adjustment                                -45.00         80.00
05/28/25   Patient Payment - Thank You                           -30.00         50.00
           Total Charges                           305.00
           Please Pay This Amount                                               $50.00
`),
      'medical_bill',
    );
    expect(bill.data).toMatchObject({ subtotal: 305, insurancePaid: 180, insuranceDiscount: 45, amountDue: 50 });
  });

  it("reads a patient's deposit on a line of its own, and payments and adjustments counted together as neither", () => {
    const bill = structure(
      typed(`
MERIDIAN VALLEY HOSPITAL                                  STATEMENT DATE   09-JUN-2025
PATIENT NAME   OKAFOR, LENA                               ACCOUNT          HV-55-20931
DATE         DESCRIPTION                                  TOTAL CHARGE
01-JUN-2025  EMERGENCY ROOM - LEVEL 3                         1,850.00
01-JUN-2025  CT HEAD WITHOUT CONTRAST                           940.00
             TOTAL CHARGES                                    2,790.00
PAYMENTS AND ADJUSTMENTS
01-JUN-2025  PATIENT DEPOSIT - THANK YOU                        150.00 CR
05-JUN-2025  CEDAR STATE HEALTH PLAN PAYMENT                  1,640.00 CR
05-JUN-2025  CONTRACTUAL ALLOWANCE - CEDAR STATE                600.00 CR
             TOTAL PAYMENTS/ADJUSTMENTS                       2,390.00 CR
             BALANCE DUE FROM PATIENT                           400.00
`),
      'medical_bill',
    );
    expect(bill.data).toMatchObject({ subtotal: 2790, insurancePaid: 1640, amountDue: 400 });
  });

  it("reads a register's items past the tax flags after their prices, and no debit card's line as an item", () => {
    const receipt = structure(
      typed(`
           BIRCHWOOD DRUG & GIFT
        22 River Rd, Kingsport, TN 37660
04/11/25  10:42   REG 2
Allergy Relief 24hr 30ct          $12.49   T FSA
Vitamin C 500mg                    $6.99   T
Reading Glasses +1.50              $9.00   N
Subtotal                          $28.48
Sales Tax                          $1.63
TOTAL                             $30.11
US DEBIT                          $30.11
   ACCOUNT  ************6671
`),
      'user_payment',
    );
    expect(receipt.data.items).toEqual([
      { description: 'Allergy Relief 24hr 30ct', amount: 12.49 },
      { description: 'Vitamin C 500mg', amount: 6.99 },
      { description: 'Reading Glasses +1.50', amount: 9 },
    ]);
    expect(receipt.data).toMatchObject({ totalAmount: 30.11 });
  });
});

describe('statements and notices no family prints', () => {
  it("reads a credits heading wrapped over two lines ('Payments/' over 'Adjustments') and a payment named by the insurer the bill names", () => {
    const bill = structure(
      typed(`
Birch Hollow Pediatrics
Statement Date:  05/02/25                               Insurance:  Tallgrass Family Health
Patient:  Milo Abernathy                                Account:    BHP-0042217
                                                                        Payments/
Date      Description                              Charges            Adjustments     Balance
03/11/25  Well Child Visit, 4 Years                 210.00                             210.00
03/11/25  Hearing Screen                             35.00                             245.00
04/08/25  Tallgrass Family Health Paid                                     -150.00      95.00
04/08/25  Contractual Adjustment                                            -55.00      40.00
          Total Charges                             245.00
          Please Pay                                                                  $40.00
`),
      'medical_bill',
    );
    expect(bill.data).toMatchObject({ subtotal: 245, insurancePaid: 150, insuranceDiscount: 55, amountDue: 40 });
  });

  it("reads a hospital's charges summed by department, and an account number printed as letters and digits apart ('HAR 7720019348')", () => {
    const bill = structure(
      typed(`
Juniper Ridge Medical Center                          Statement Date:  2025-03-20
Patient Name:  Alma Kristoffersen                     Account Number:  HAR 5500918273
SUMMARY OF CHARGES
  Department                                  Amount
  Emergency Room                            1,420.00
  Laboratory                                  288.50
  Pharmacy                                     64.10
  Total Charges                             1,772.60
  Amount Due                                  250.00
`),
      'medical_bill',
    );
    expect(bill.data.invoiceNumber).toBe('HAR 5500918273');
    expect(bill.data.lineItems).toEqual([
      { description: 'Emergency Room', amount: 1420 },
      { description: 'Laboratory', amount: 288.5 },
      { description: 'Pharmacy', amount: 64.1 },
    ]);
  });

  it("takes a Medicare notice's provider from the practice named with its local number, and a claim number in groups after the payer's letters", () => {
    const eob = structure(
      typed(`
Medicare Summary Notice for Part B (Medical Insurance)
Notice for Corinne Vasquez                          Date of This Notice   July 8, 2025
Your Claims for Part B (Medical Insurance)
June 2, 2025
Pinecrest Orthopedic Associates, (352) 555-0146
Claim Number:    OMS 0625 447 190
Service Provided & Billing Code    Amount Charged   Medicare-Approved   Medicare Paid   You May Be Billed
Office visit, new (99203)                 $310.00             $152.40         $121.92              $30.48
Total for Claim                           $310.00             $152.40         $121.92              $30.48
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ providerName: 'Pinecrest Orthopedic Associates', claimNumber: 'OMS 0625 447 190', planPaid: 121.92 });
  });

  it("leaves a tooth's number and surfaces out of a dental line's description ('30 MO', 'MO' beside a CDT code)", () => {
    const bill = structure(
      typed(`
Seaview Family Dentistry                                   Statement Date:  06/10/25
Patient:  Ruby Castellano
Date      Code    Th Surf Description                                   Charge
05/14/25  D0120           Periodic oral evaluation                       62.00
05/14/25  D2392   30 MO   Resin composite - two surfaces, posterior     228.00
05/28/25  D2391   MO      Resin composite - one surface, posterior      181.00
          Total Charges                                                 471.00
          Balance Due                                                   471.00
`),
      'medical_bill',
    );
    expect(bill.data.lineItems).toEqual(
      ['Periodic oral evaluation', 'Resin composite - two surfaces, posterior', 'Resin composite - one surface, posterior'].map((description) => expect.objectContaining({ description })),
    );
  });
});

describe('receipts no family prints', () => {
  it("takes the card named in a letter's sentence, not the sentence, and no greeting of a portal's header as the payee", () => {
    const letter = structure(
      typed(`
HARBOR POINT RADIOLOGY, PC
Billing Office  |  P.O. Box 4410  |  Duluth, MN 55802
April 4, 2025
RE:  Payment confirmation
This letter confirms that we received your payment of $120.00 on April 2, 2025, charged to your Mastercard ending in 5521. Thank you.
`),
      'user_payment',
    );
    expect(letter.data.paymentMethod).toBe('Mastercard ending in 5521');
    const portal = structure(
      typed(`
PatientPath  |  Alder Creek Health                        Hi, Priya    Messages    Log out
Payment Confirmation
  Confirmation number        ACH-55K2-91Q0
  Payment date               May 19, 2025
  Amount paid                $85.00
  Paid with                  Visa ending in 2210
`),
      'user_payment',
    );
    expect(portal.data.merchantName).not.toMatch(/Priya/);
    expect(portal.data).toMatchObject({ totalAmount: 85, paymentMethod: 'Visa ending in 2210' });
  });

  it("takes no card's entry mode ('ENTRY METHOD: CHIP') for the method it paid with", () => {
    const slip = structure(
      typed(`
BRIGHTON FOOT & ANKLE CLINIC
77 Harbor Rd, Brighton, MI 48116
CREDIT SALE
VISA                ************3318
ENTRY METHOD:  CHIP
DATE:  10/14/2024        TIME:  09:12:40
REF #:  550201447
TOTAL                          $95.00
`),
      'user_payment',
    );
    expect(slip.data).toMatchObject({ paymentMethod: 'VISA ************3318', totalAmount: 95, transactionDate: '2024-10-14' });
  });
});

describe('pages written blind, set 5: headings, ledgers and letterheads', () => {
  it("reads a row of headings over their values ('Seen by' over the group), and a heading under an insurer's name ('Lakeview' over 'contracted rate')", () => {
    const eob = structure(
      typed(`
LAKEVIEW MUTUAL HEALTH PLAN                                  Statement date   May 2, 2025
Claim                Member                Seen by                        Authorization
LV-88120-44          Tomas Arrieta         Birchwood Orthopedic Group     AU-5521 (on file)
Service                         Billed     Lakeview          Your        We
                                 amount    contracted rate    share       paid
Knee x-ray, 3 views             220.00          96.40         20.00      76.40
Knee injection                  310.00         141.60          0.00     141.60
Claim totals                    530.00         238.00         20.00     218.00
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ providerName: 'Birchwood Orthopedic Group', amountBilled: 530, allowedAmount: 238, planPaid: 218 });
  });

  it("reads 'N/C' over a claim's column as what the plan does not cover", () => {
    const roles = tableRoles(
      typed(`
DOS       DESC                 BILLED     N/C     DISC    ALLOWED    PLAN PD    PT RESP
04/02/25  SPIROMETRY            96.00    0.00    41.00      55.00      44.00      11.00
04/02/25  SUPPLY MISC            9.00    9.00     0.00       0.00       0.00       9.00
`),
      'insurance_payment',
    );
    expect(roles[0]).toEqual(['serviceDate', 'description', 'amountBilled', 'notCovered', 'discount', 'allowedAmount', 'planPaid', 'patientResponsibility']);
  });

  it("reads 'Amount above allowed' as no allowed amount, and no year's progress ('$1,060.80 of $10,000.00 met') as a figure of the claim", () => {
    const eob = structure(
      typed(`
PINE RIVER HEALTH INSURANCE CO                                          Notice date:  06/03/25
Member:  Corinne Adebayo                Claim #:  PR-250603-118         Network:  Out of network
DOS       DESC                BILLED    ALLOWED    AMOUNT ABOVE     DED     PLAN PD    YOU OWE
                                                     ALLOWED
05/12/25  ECHOCARDIOGRAM      900.00     450.00       450.00       200.00    200.00    700.00
Claim totals                  900.00     450.00       450.00       200.00    200.00    700.00
Out-of-pocket    $1,060.80 of $10,000.00 met
Deductible       $750.00 of $1,500.00 met
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ amountBilled: 900, allowedAmount: 450, planPaid: 200, patientResponsibility: 700 });
  });

  it("keeps an invoice number printed with its letters ('INV-KD-2411-0093') whole", () => {
    const bill = structure(
      typed(`
Kestrel Home Infusion, Inc.                                   Invoice #:       INV-KD-2411-0093
Patient:  Walter Okafor                                       Invoice date:    12/02/24
Infusion supplies, per diem                                                  640.00
Balance due                                                                  640.00
`),
      'medical_bill',
    );
    expect(bill.data.invoiceNumber).toBe('INV-KD-2411-0093');
  });

  it("reads an insurer's payment on a ledger line with the balance after it as the credit, not as a line on its side", () => {
    const bill = structure(
      typed(`
Cove Street Dental Care
Statement Date   07/14/25
Date      Patient         Description                            Charges     Credits     Balance
06/02/25  Elena Marsh     Periodic oral evaluation                 68.00                   68.00
06/02/25  Elena Marsh     Crown - porcelain fused to metal      1,180.00                1,248.00
06/30/25  Elena Marsh     Ins Pmt - Harborline Dental                           716.40      531.60
06/30/25  Elena Marsh     PPO Write-Off - Harborline Dental                     101.60      430.00
Total Due                                                                                  430.00
`),
      'medical_bill',
    );
    expect(bill.data).toMatchObject({ insurancePaid: 716.4, amountDue: 430 });
  });

  it("takes a practice named with its company's letters ('Maple Grove Family Physicians, PC') for the letterhead it is, not a city's line", () => {
    const bill = structure(
      typed(`
Maple Grove Family Physicians, PC                                  Statement date:   Mar 3, 2025
12 Elm Row, Suite 4, Athens, GA 30601                              Amount due:       $45.00
Patient:  Lucia Benavides            Insurance:  Crestmark Health Plan
Feb 10, 2025   Office visit, established patient                    165.00
               Payment - Crestmark Health Plan                     -120.00
               Amount due                                            45.00
`),
      'medical_bill',
    );
    expect(bill.data.providerName).toBe('Maple Grove Family Physicians, PC');
  });

  it('reads the charge of a line whose charge and insurer payment were printed close enough to read as one run', () => {
    const rows: Item[][] = [
      [['Date', 40], ['Description', 110], ['CHARGE', 390, 'right'], ['INS PAID', 405], ['BALANCE', 520, 'right']],
      [['03/02/25', 40], ['OFFICE VISIT, LEVEL 4', 110], ['$255.10', 390, 'right'], ['$122.42 CR', 430, 'right'], ['$132.68', 520, 'right']],
      [['03/09/25', 40], ['JOINT INJECTION', 110], ['$159.41', 390, 'right'], ['$76.50 CR', 430, 'right'], ['$82.91', 520, 'right']],
    ];
    const merged = reading(rows).pages[0]!.lines.find((line) => line.text.startsWith('$255.10'));
    expect(merged?.parts?.map((part) => part.text)).toEqual(['$255.10', '$122.42 CR']);
    expect(structure(rows, 'medical_bill').data.lineItems).toEqual([expect.objectContaining({ description: 'OFFICE VISIT, LEVEL 4', amount: 255.1 }), expect.objectContaining({ description: 'JOINT INJECTION', amount: 159.41 })]);
  });
});

describe('payment plans', () => {
  it("takes the instalment paid, not the plan's total or what is paid so far, and names the account that paid whole", () => {
    const receipt = structure(
      typed(`
EasyPlan Billing                                           for Granite Peak Orthopedics
Installment received
   Amount                 $120.00
   Paid on                October 3, 2025
   Payment method         Bank account (ACH) ending 2288
   Confirmation           EPB-7741-K2
   Plan total  720.00        Paid so far  360.00        Remaining  360.00
`),
      'user_payment',
    );
    expect(receipt.data).toMatchObject({ totalAmount: 120, paymentMethod: 'Bank account (ACH) ending 2288', transactionId: 'EPB-7741-K2' });
  });

  it("lists the instalment paid, not the plan summary's 'Paid to date' and 'Next installment'", () => {
    const receipt = structure(
      typed(`
RIVERTON REGIONAL HOSPITAL                                  PAYMENT PLAN RECEIPT
Receipt #   2025-10-02-00417                                Date   2025-10-02
Description                             Payment method                          Amount
Payment plan installment 3 of 10        Automatic draft - Checking ...7710       60.00
Total paid                                                                      $60.00
Plan summary
  Original plan balance         600.00
  Paid to date (3 installments)   180.00
  Remaining plan balance          420.00
  Next installment                 60.00
`),
      'user_payment',
    );
    expect(receipt.data.items).toEqual([expect.objectContaining({ description: 'Payment plan installment 3 of 10', amount: 60 })]);
  });
});

describe('pages written blind, set 6: slips, statements and threads', () => {
  it("names the card that paid by its brand and its masked number printed apart: beside it, under it after a label, under a tender line", () => {
    const beside = structure(
      typed(`
QUICKMED URGENT CARE
TOTAL                                $120.00
AMEX                         ***********1006
ENTRY METHOD                     CONTACTLESS
`),
      'user_payment',
    );
    const labelled = structure(
      typed(`
LAKESIDE FAMILY PRACTICE
DATE:  MAR 14, 2025             09:17:45
CARD TYPE:                    MASTERCARD
ACCT #:                 XXXXXXXXXXXX8812
TOTAL                             $64.00
`),
      'user_payment',
    );
    const tendered = structure(
      typed(`
BRIGHTWELL PHARMACY
ATORVASTATIN 20MG TAB                            12.50
TOTAL                                            12.50
US DEBIT                                         12.50
  ACCOUNT   ************3019
`),
      'user_payment',
    );
    expect(beside.data.paymentMethod).toBe('AMEX ***********1006');
    expect(labelled.data.paymentMethod).toBe('MASTERCARD XXXXXXXXXXXX8812');
    expect(tendered.data.paymentMethod).toBe('US DEBIT ************3019');
  });

  it('keeps the last four digits of a masked number OCR could not read, behind stars', () => {
    const scan = reading(
      typed(`
HARBOR CHEMIST
TOTAL                                 9.80
VISA DEBIT
Contactless
ria 2180
`),
      'local-ocr',
    );
    for (const line of scan.pages[0]?.lines ?? []) if (line.text === 'ria 2180') line.confidence = 0.05;
    expect(structureByRules(scan, 'user_payment').data.paymentMethod).toBe('VISA DEBIT ****2180');
  });

  it("reads a second visit's lines after its heading ('VISIT C4410388  ORTHOPEDIC CLINIC  ATTENDING: L. FERREIRA, DO')", () => {
    const bill = structure(
      typed(`
CEDAR HOLLOW REGIONAL MEDICAL CENTER                                  PATIENT STATEMENT
                                                                      Statement Date    04/08/2025
DATE        DESCRIPTION                               CODE           CHARGES              CREDITS
VISIT E4410021  EMERGENCY DEPARTMENT    ATTENDING: P. NAKAGAWA, MD
01/06/2025  ED VISIT LEVEL 3                          99283           612.00
02/18/2025  PAYMENT - NORTHWEST CASCADE HEALTH PLAN                                       598.20 CR

VISIT C4410388  ORTHOPEDIC CLINIC       ATTENDING: L. FERREIRA, DO
01/21/2025  CLINIC VISIT EST PATIENT                  G0463           219.00
03/04/2025  PAYMENT - NORTHWEST CASCADE HEALTH PLAN                                       120.00 CR
AMOUNT DUE                       $112.80
`),
      'medical_bill',
    );
    expect((bill.data.lineItems as { description: string }[]).map((l) => l.description)).toEqual(['ED VISIT LEVEL 3', 'CLINIC VISIT EST PATIENT']);
  });

  it("leaves a procedure code in brackets after a line's description out of it ('(72148)')", () => {
    const bill = structure(
      typed(`
SUMMIT VIEW IMAGING                                   Statement date   03/10/2025
Date of service   Description                                            Amount
02/20/2025        MRI lumbar spine without contrast (72148)            1,480.00
02/20/2025        Copy of images on CD                                    25.00
Amount due                                                              $312.00
`),
      'medical_bill',
    );
    expect(bill.data.lineItems).toEqual([expect.objectContaining({ description: 'MRI lumbar spine without contrast', code: '72148', amount: 1480 }), expect.objectContaining({ description: 'Copy of images on CD', amount: 25 })]);
  });

  it("lists no voided line, no count of a section's items ('RX ITEMS 2'), and a name with a strength in it ('1%')", () => {
    const receipt = structure(
      typed(`
               WELLWAY PHARMACY
03/14/2025 6:42 PM      REG 03 TRN 5581
ATORVASTATIN 20MG TAB                  10.00
LISINOPRIL 10MG TAB                     5.00
RX ITEMS 2                             15.00
HYDROCORTISONE CRM 1% 1OZ               6.29
COMPRESSION SOCK 20-30 M               24.99
  ** VOID **                          -24.99
SUBTOTAL                               21.29
TOTAL                                  21.29
CASH                                   21.29
`),
      'user_payment',
    );
    expect((receipt.data.items as { description: string }[]).map((i) => i.description)).toEqual(['ATORVASTATIN 20MG TAB', 'LISINOPRIL 10MG TAB', 'HYDROCORTISONE CRM 1% 1OZ']);
    expect(receipt.data.totalAmount).toBe(21.29);
  });

  it("takes the day a payment was received, a text thread's sender as the payee, and no fee of nothing as the total", () => {
    const letter = structure(
      typed(`
Granite Valley Anesthesia Partners, P.C.
April 2, 2025
Thank you for your payment.
    Date received           03/28/2025
    Amount                  $150.00
`),
      'user_payment',
    );
    const thread = structure(
      typed(`
<  Messages
                            Text Message
  Clearwater Pediatrics: Hi Jessica, your balance of $64.20 is ready.
  Clearwater Pediatrics: Payment received. Thank you!
  Amount: $64.20
  Date: 03/14/2025 11:05 AM
`),
      'user_payment',
    );
    const app = structure(
      typed(`
Pocketpay
Paid to           Helena Voss Counseling, LLC
Type              Purchase (goods and services)
Fee               $0.00
Total             $140.00
`),
      'user_payment',
    );
    expect(letter.data).toMatchObject({ transactionDate: '2025-03-28', totalAmount: 150 });
    expect(thread.data).toMatchObject({ merchantName: 'Clearwater Pediatrics', totalAmount: 64.2 });
    expect(app.data.totalAmount).toBe(140);
  });

  it("takes a shop's name over two lines, the second going on with '&'", () => {
    const receipt = structure(
      typed(`
          RIDGEWAY MEDICAL SUPPLY
           & COMPOUNDING PHARMACY
     2207 Main St, Rapid City SD 57701
14-MAR-2025 10:26
HINGED KNEE BRACE L/XL                 49.99
TOTAL                                  49.99
`),
      'user_payment',
    );
    expect(receipt.data.merchantName).toBe('RIDGEWAY MEDICAL SUPPLY & COMPOUNDING PHARMACY');
  });

  it("reads a one-word service ('LABORATORY') and an employer's plan, not its claims administrator, as the insurer", () => {
    const eob = structure(
      typed(`
HARTWELL MANUFACTURING EMPLOYEE BENEFIT PLAN
Claims administered by Benefit Solutions Group, Inc.  |  PO Box 6120, Omaha, NE 68106
EXPLANATION OF BENEFITS                                       EOB Date:       2025-04-03
Patient:           Ana Nakamura             Claim No.:   BSG-2231
FROM      DESCRIPTION          BILLED   ALLOWED      PAID   PT RESP
02/27/25  LABORATORY           412.00    160.50    128.40     32.10
          CLAIM TOTALS         412.00    160.50    128.40     32.10
`),
      'insurance_payment',
    );
    const labelled = structure(
      typed(`
EXPLANATION OF BENEFITS                                           Claims administered by
Plan: FERRIS TOOL & DIE EMPLOYEE HEALTH BENEFIT PLAN              Ohio Valley Benefit Administrators, Inc.
Patient       Gail Ferraro                  Date Issued     14 Mar 2025
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ insuranceCompany: 'HARTWELL MANUFACTURING EMPLOYEE BENEFIT PLAN', service: 'LABORATORY', amountBilled: 412 });
    expect(labelled.data.insuranceCompany).toBe('FERRIS TOOL & DIE EMPLOYEE HEALTH BENEFIT PLAN');
  });

  it("reads 'PAYMENT RECEIVED' over a date as the day it was paid, and 'THIS PAYMENT (150.00)' as what was paid", () => {
    const receipt = structure(
      typed(`
TRI-PARISH EMERGENCY MEDICAL SERVICES
                                                            DATE PRINTED:  09/30/2024
                         PAYMENT ACKNOWLEDGMENT
   DATE OF TRANSPORT        08/02/2024
   PAYMENT RECEIVED         09/26/2024
   PAYMENT TYPE             PERSONAL CHECK NO. 4410
   PREVIOUS BALANCE                     612.50
   THIS PAYMENT                        (150.00)
   REMAINING BALANCE                    462.50
`),
      'user_payment',
    );
    expect(receipt.data).toMatchObject({ transactionDate: '2024-09-26', totalAmount: 150 });
  });

  it("reads what a letter says in its sentences: 'we received a payment of $500.00', 'Your confirmation number for this payment is PH-226471'", () => {
    const letter = structure(
      typed(`
NORTHSTAR ANESTHESIA PARTNERS, LLC
March 3, 2025
Thank you for speaking with our billing office by telephone. This letter confirms
that we received a payment of $500.00, charged to your Visa card ending in 8812. Your confirmation
number for this payment is PH-226471.
After this payment, your remaining balance is $312.40.
`),
      'user_payment',
    );
    expect(letter.data).toMatchObject({ totalAmount: 500, transactionId: 'PH-226471' });
  });
});

describe('pages written blind, set 7: claim tables in insurers\' own words', () => {
  it("reads a totals row printed with no label, or with words the rules do not know ('All services'), as the claim's totals", () => {
    const unlabelled = structure(
      typed(`
Tri-County Health Assurance                                   Statement issued Mar 19, 2025
Code   Service                        Charge   Not Payable     Allowed        Paid    Your Share
80061  Lipid panel                   $118.00        $99.61      $18.39      $18.39         $0.00
83036  Hemoglobin A1c                 $74.00        $60.78      $13.22      $13.22         $0.00
-----------------------------------------------------------------------------------------------
                                     $192.00       $160.39      $31.61      $31.61         $0.00
`),
      'insurance_payment',
    );
    const worded = structure(
      typed(`
Lakeshore Community Care                                          Paid on:  04/09/25
Svc Date   Service Description              Code      Billed    Allowed      Paid     Owes
03/20/25   Well child exam, age 5-11        99393     210.00      98.40     98.40     0.00
03/20/25   Vaccine admin, first component   90460      40.00      17.85     17.85     0.00
           All services                               250.00     116.25    116.25     0.00
`),
      'insurance_payment',
    );
    expect(unlabelled.data).toMatchObject({ amountBilled: 192, allowedAmount: 31.61, planPaid: 31.61, patientResponsibility: 0 });
    expect(worded.data).toMatchObject({ amountBilled: 250, allowedAmount: 116.25, planPaid: 116.25 });
  });

  it("keeps the first claim's totals ('TOT') on a statement of two claims, whatever the second's arithmetic", () => {
    const eob = structure(
      typed(`
ASPEN RIDGE HEALTH PLANS                                                        STMT DT     04/01/2025
CLM# 25-BH-0088213          PROV: CLEARWATER COUNSELING GROUP
DOS       CPT    DESCRIPTION                   CHG     DISC      ALWD     DED   COPAY    COINS        PD   PT RESP
03/04/25  90837  PSYCHOTHERAPY, 60 MIN      200.00    68.80    131.20    0.00    0.00    52.48     78.72    121.28
03/11/25  90837  PSYCHOTHERAPY, 60 MIN      200.00    68.80    131.20    0.00    0.00    52.48     78.72    121.28
                 TOT                        400.00   137.60    262.40    0.00    0.00   104.96    157.44    242.56

CLM# 25-BH-0091750          PROV: PINECREST PSYCHIATRY PC
DOS       CPT    DESCRIPTION                   CHG     DISC      ALWD     DED   COPAY    COINS        PD   PT RESP
03/20/25  99214  OFFICE VISIT EST PT MOD    225.00   110.20    114.80    0.00   25.00     0.00     89.80     25.00
                 TOT                        225.00   110.20    114.80    0.00   25.00     0.00     89.80     25.00
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ amountBilled: 400, allowedAmount: 262.4, planPaid: 157.44 });
  });

  it("reads a network status beside its label although the word is a label's too ('Network Status:  Participating'), and no status from a row of headings ('In-Network  Out-of-Network')", () => {
    const eob = structure(
      typed(`
Cobaltline Health Insurance Company                                           Statement Date      04/02/2025
Provider:  Riverbend Orthopaedic Associates   Network Status:  Participating        Processed:  03/31/2025
Dates of  Service                     Amount  Eligible        We    Member
Service   Description                Charged    Amount      Paid     Share
03/11/25  Office visit, new patient   385.00    212.40     49.92    162.48
YEAR TO DATE                 In-Network        Out-of-Network
Deductible                   150.00 of 500     0.00 of 1,000
`),
      'insurance_payment',
    );
    expect(eob.data.isInNetwork).toBe(true);
  });

  it("reads a heading wrapped over a line that names its rate ('Coins' over '20%')", () => {
    const eob = structure(
      typed(`
RIDGEWAY FOUNDRY EMPLOYEE HEALTH PLAN                                     Processed 03/06/25
                                                    PPO               Deduct-     Coins      Plan    Member
Svc Date  Rev   Description           Charges   Savings   Allowed      ible       20%      Pays      Pays
02/18/25  0360  Operating room svcs  3,850.00  2,466.00  1,384.00    500.00    176.80    707.20    676.80
02/18/25  0250  Pharmacy               412.00    288.40    123.60      0.00     24.72     98.88     24.72
                CLAIM TOTALS         4,262.00  2,754.40  1,507.60    500.00    201.52    806.08    701.52
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ amountBilled: 4262, allowedAmount: 1507.6, planPaid: 806.08, patientResponsibility: 701.52 });
  });
});


describe('pages written blind, set 8: what a payment took, and the plans and payers behind a claim', () => {
  it("reads the plan a claims administrator works for ('Claims administrator for:' with the plan in the next cell) as the insurer", () => {
    const eob = structure(
      typed(`
KEYSTONE BENEFIT ADMINISTRATORS, INC.                                Explanation of Benefits
Claims administrator for:  Vantage Tool Works Employee Medical Plan
Date Issued:   May 2, 2025                 Patient:     Corinne Adebayo
Claim No.:     BCS-552-0193                Provider:    Elmwood Physical Therapy
Billed by provider                        $410.00
Allowed amount                            $265.00
Plan paid                                 $212.00
You owe                                    $53.00
`),
      'insurance_payment',
    );
    expect(eob.data.insuranceCompany).toBe('Vantage Tool Works Employee Medical Plan');
  });

  it("answers a network question under its heading with the network named after it ('Network Dentist' over 'Yes (PPO)')", () => {
    const eob = structure(
      typed(`
GULFSTAR DENTAL BENEFITS                                              Statement Date  2025-06-11
Patient               Dentist                             Network Dentist    Claim Number
Tobias Renner         Seaside Smiles Family Dental        Yes (PPO)          GD-7720-1184
Date        Code   Procedure                  Submitted   Allowed   Plan Pays   You Pay
2025-05-30  D0120  Periodic oral evaluation       62.00     44.00       44.00      0.00
            TOTAL                                 62.00     44.00       44.00      0.00
`),
      'insurance_payment',
    );
    expect(eob.data.isInNetwork).toBe(true);
  });

  it("reads 'Paid by <an insurer>' on a bill as what insurance paid", () => {
    const bill = structure(
      typed(`
RIVERTON DIAGNOSTIC IMAGING                                 Invoice No.    RDI-448102
                                                            Invoice Date   04/09/2025
Patient:  Hollis Bergstrom
Description                          Date          Amount
Ultrasound, abdomen complete         03/21/2025   $420.00
                                     Total Charges                 $420.00
                                     Paid by Copperline Health    ($236.40)
                                     Contractual Discount         ($118.60)
                                     Patient Payments                 $0.00
                                     PATIENT AMOUNT DUE              $65.00
`),
      'medical_bill',
    );
    expect(bill.data).toMatchObject({ subtotal: 420, insurancePaid: 236.4, amountDue: 65 });
    // Read beside its label, not worked out from the others.
    expect(bill.evidence.insurancePaid).toMatchObject({ how: 'beside' });
  });

  it("keeps a prescription's retail price and what insurance saved out of the items, and a plan's earlier payments out of a plan receipt's", () => {
    const pharmacy = structure(
      typed(`
ELMSTEAD DRUG
RX 7710423  LISINOPRIL 10MG TAB          3.00
   RETAIL PRICE                        18.75
   INS SAVED                           15.75
RX 7712960  AMOXICILLIN 500MG CAP        6.50
   RETAIL PRICE                        21.40
   INS SAVED                           14.90
TOTAL                                   9.50
VISA ************3391                   9.50
`),
      'user_payment',
    );
    const plan = structure(
      typed(`
BRAMBLE HILL ORTHOPEDICS
PAYMENT PLAN RECEIPT
Receipt number    BHO-R-22018
Payment date      03/01/2025
Description                 Due Date       Amount Paid
Installment 3 of 10         03/01/2025          90.00
Paid before this payment                       180.00
Remaining plan balance                         630.00
`),
      'user_payment',
    );
    expect(pharmacy.data.items).toEqual([expect.objectContaining({ description: 'LISINOPRIL 10MG TAB', amount: 3 }), expect.objectContaining({ description: 'AMOXICILLIN 500MG CAP', amount: 6.5 })]);
    expect(plan.data.items).toEqual([expect.objectContaining({ description: 'Installment 3 of 10', amount: 90 })]);
  });

  it('names the payee of a slip by its letterhead over an address, not by the card brand printed under it, nor by the hospital a cafe stands in', () => {
    const slip = structure(
      typed(`
      BAYVIEW OPEN MRI
    2210 Harbor Loop Rd
     Tampa, FL 33602
SALE
MAR 03, 2025            10:12:09
VISA            ************5120
APPROVAL CODE:            22817C
TOTAL:                   $275.00
APP LABEL:           VISA CREDIT
`),
      'user_payment',
    );
    const cafe = structure(
      typed(`
       THE GARDEN CAFE
   St. Brigid Medical Center
 40 St. Brigid Way, Level 2
     Albany, NY 12208
1  Chicken Wrap            8.95
1  Iced Tea                2.75
Total                     11.70
MASTERCARD     XXXXXXXXXXXX7731
`),
      'user_payment',
    );
    expect(slip.data.merchantName).toBe('BAYVIEW OPEN MRI');
    expect(cafe.data.merchantName).toBe('THE GARDEN CAFE');
  });

  it("reads a check tendered as the method ('TENDERED  Personal Check #2290'), and a receipt's number after 'Receipt:'", () => {
    const cashier = structure(
      typed(`
NORTHGATE COMMUNITY HOSPITAL                                 Cashier Receipt
Receipt:   NCH-25-004417                                     Date:  2025-07-14
DESCRIPTION                                                   AMOUNT
Deposit - outpatient procedure                                500.00
TOTAL RECEIVED                                                500.00
TENDERED           Personal Check #2290                       500.00
`),
      'user_payment',
    );
    expect(cashier.data).toMatchObject({ paymentMethod: 'Personal Check #2290', transactionId: 'NCH-25-004417', totalAmount: 500 });
  });

  it("keeps the codes of an 'Item' column out of each line's description", () => {
    const optical = structure(
      typed(`
BRIGHTSIDE OPTICAL
Item        Description                         Qty      Price
EX-COMP     Comprehensive eye exam                1     140.00
FR-2210     Frame: Aldous 51-19 Black             1     189.00
                                   Subtotal             329.00
                                   Amount paid          329.00
`),
      'user_payment',
    );
    expect(optical.data.items).toEqual([expect.objectContaining({ description: 'Comprehensive eye exam', amount: 140 }), expect.objectContaining({ description: 'Frame: Aldous 51-19 Black', amount: 189 })]);
  });

  it("reads a Medicare notice's provider from the line that names it with its phone number and street address", () => {
    const msn = structure(
      typed(`
Medicare Summary Notice for Part B (Medical Insurance)
Claim number 31225001142277
Brookfield Family Medicine, (608) 555-0148, 410 E Main St, Madison, WI 53703
Service dates:  Feb 10, 2025
Service Provided & Billing Code       Amount Charged   Medicare-Approved   Medicare Paid   Maximum You May Be Billed
Office visit est (99213)                     $160.00             $98.10          $78.48                      $19.62
`),
      'insurance_payment',
    );
    expect(msn.data.providerName).toBe('Brookfield Family Medicine');
  });
});

describe('pages written blind, set 9: claims told in letters, boxes and footers', () => {
  it("reads the fund a third-party administrator works for, named on the line under 'THIRD PARTY ADMINISTRATOR FOR:', as the insurer", () => {
    const eob = structure(
      typed(`
LAUREL BENEFIT ADMINISTRATORS, INC.                                   EXPLANATION OF BENEFITS
THIRD PARTY ADMINISTRATOR FOR:                                        PRINT DATE:  14-MAR-25
IRONWORKERS LOCAL 88 HEALTH & WELFARE FUND
PATIENT:      DOMINIC R ALVAREZ                   CLAIM NO:     25071 33018
PROVIDER:     NORTHGATE CHIROPRACTIC LLC
TOTAL CHARGES                     320.00
TOTAL ALLOWED                     190.00
PLAN PAID                         152.00
PATIENT RESPONSIBILITY             38.00
`),
      'insurance_payment',
    );
    expect(eob.data.insuranceCompany).toBe('IRONWORKERS LOCAL 88 HEALTH & WELFARE FUND');
  });

  it('finds an insurer printed only in the footer beside its address, under a title that names no one', () => {
    const eob = structure(
      typed(`
CLAIM PROCESSING SUMMARY                                              Date processed  05.12.25
                                                                   Not a bill - keep for your records
Member      Ines Okafor                          Claim ID        BV-2210-7781
Provider    Saltgrass Family Medicine            Network         PARTICIPATING
Service                          Charge   Allowed    Paid   Your Cost
Office visit, established        180.00     96.40   71.40       25.00
Totals                           180.00     96.40   71.40       25.00

Provider discount                 83.60
Deductible applied                 0.00
Payment to provider               71.40      EFT 05.13.25, trace 4410298813

Your $25 primary care copay applies.

Your 2025 deductible ($1,000.00) has been met. Out-of-pocket spending so far: $612.40 of $5,000.00.




If you have questions about this claim, call the number on your member card.
Keep this summary with your medical records.



Bayview Mutual Health Plans, Inc.    |   12 Wharf St, Eureka, CA 95501   |   bayviewmutual.example
`),
      'insurance_payment',
    );
    expect(eob.data.insuranceCompany).toBe('Bayview Mutual Health Plans, Inc.');
  });

  it("reads a letter's figures from its sentences where nothing labels them, and the service after a label that runs on to its colon", () => {
    const eob = structure(
      typed(`
SILVERPINE HEALTH PLAN
March 9, 2025
RE:  Claim number   2025-1140-88213
     Patient        Marcus T. Ellery
     Provider       Foothill Sports Medicine
Services on this claim:   Knee injection, single joint (20610)
Foothill Sports Medicine billed a total of $410.00 for this service. The amount allowed for it
is $188.20, and the provider has agreed not to bill you for the difference. We paid $150.56 to
Foothill Sports Medicine on March 7, 2025. Your share of this claim is $37.64.
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ amountBilled: 410, allowedAmount: 188.2, planPaid: 150.56, patientResponsibility: 37.64, service: 'Knee injection, single joint' });
  });

  it("says a provider is in network where a sentence puts it in the plan's named network, and names no service with that sentence", () => {
    const eob = structure(
      typed(`
BLUE HERON COMMUNITY CARE                                   EXPLANATION OF MEDICAL BENEFITS
Member name       Keisha M. Grant                    Claim number    BHC-2505-0012207
Provider          Eastside Family Clinic             Type of visit   Clinic

Eastside Family Clinic is in the Blue Heron Community Care network.

Amount the provider billed               $160.00        Amount we paid the provider               $58.20
Amount allowed by your plan               $61.20        Your copay                                 $3.00
`),
      'insurance_payment',
    );
    expect(eob.data.isInNetwork).toBe(true);
    expect(eob.data.service).not.toBe('Eastside Family Clinic is in the Blue Heron Community Care network.');
  });

  it("reads a dental plan's 'Status  PPO Network Dentist' as in network and a denied claim's 'You Are Responsible' column as what the member owes", () => {
    const dental = structure(
      typed(`
COASTLINE DENTAL INSURANCE CO.                                  Processed:  06/02/25
Treating Dentist          Harbor Lights Dental                 Claim         DX-25150-00881
                          Dr. Omar Haddad, DDS                 Status        PPO Network Dentist

Proc   Description                    Submitted  Allowed   Plan Pays   You Pay
D1110  Prophylaxis, adult                118.00    80.00       80.00      0.00
       Claim Totals                      118.00    80.00       80.00      0.00
`),
      'insurance_payment',
    );
    const denied = structure(
      typed(`
MAPLEGROVE INSURANCE COMPANY                                         EXPLANATION OF BENEFITS
Claim       MG-25-5550192
CLAIM STATUS:  DENIED
Service                          Date            Charged   Allowed   Plan Paid   You Are Responsible
Cosmetic laser treatment         May 2, 2025   $1,250.00     $0.00       $0.00             $1,250.00
Total                                          $1,250.00     $0.00       $0.00             $1,250.00
`),
      'insurance_payment',
    );
    expect(dental.data.isInNetwork).toBe(true);
    expect(denied.data.patientResponsibility).toBe(1250);
  });

  it("takes a Medicare notice's figures from its first claim, not from the period's box of totals above the claims", () => {
    const msn = structure(
      typed(`
Medicare Summary Notice                                           Notice for Harold P. Nguyen
for Part B (Medical Insurance)                                    Medicare Number         XXXXX-XX41C
                                                                  Date of This Notice     July 1, 2025
The Official Summary of Your Medicare Claims                      Claims Processed Between
from the Centers for Medicare & Medicaid Services                 April 1 - June 30, 2025

Your Deductible Status                                            Your Claims & Costs This Period
You have met your Part B deductible for 2025.                     Did Medicare approve all services?         YES
                                                                  Total you may be billed                 $37.32

Your Claims for Part B (Medical Insurance)

May 20, 2025
Cedar Hollow Family Practice, (503) 555-0119
Claim number  25140338812044
Provider's Address:  2210 SE Division St, Portland, OR 97202
Service Provided &                      Service               Amount         Medicare-    Medicare    Maximum You  See
Billing Code                            Approved?   Provider Charged   Approved Amount        Paid  May Be Billed  Notes
Office visit, est (99213)               Yes                  $245.00           $128.21     $102.57         $25.64  A
Urinalysis (81003)                      Yes                    60.00             13.39       13.39           0.00  B
Total for Claim #25140338812044                              $305.00           $141.60     $115.96         $25.64

June 3, 2025
Willamette Physical Therapy, (503) 555-0177
Claim number  25141550193322
Provider's Address:  950 Liberty St SE, Salem, OR 97301
Service Provided &                      Service               Amount         Medicare-    Medicare    Maximum You  See
Billing Code                            Approved?   Provider Charged   Approved Amount        Paid  May Be Billed  Notes
Physical therapy eval (97161)           Yes                  $180.00            $58.40      $46.72         $11.68  A
`),
      'insurance_payment',
    );
    expect(msn.data).toMatchObject({ amountBilled: 305, allowedAmount: 141.6, planPaid: 115.96 });
  });

  it("names the original creditor of a collection agency's notice that says it is a debt collector, and a provider's name that goes on under it in a box of labels", () => {
    const notice = structure(
      typed(`
BRIARWOOD COLLECTION PARTNERS, LLC
Reference No.                 BCP-2210093
Original creditor             Valley Oak Urgent Care
Patient                       Simone Achebe
Balance due                   $142.75
Briarwood Collection Partners is a debt collector. We are trying to collect a debt that you owe.
`),
      'medical_bill',
    );
    const sidebar = structure(
      typed(`
Northwind Health Insurance Company
March 3, 2025                                                           Claim no.             NW-25-0098812
Tomas Ruiz                                                              Patient               Tomas Ruiz
14 Alder Court                                                          Provider              Lakeshore Wellness
Bellingham, WA 98225                                                                          Collective
                                                                        Billed by provider                   $300.00
`),
      'insurance_payment',
    );
    expect(notice.data.providerName).toBe('Valley Oak Urgent Care');
    expect(sidebar.data.providerName).toBe('Lakeshore Wellness Collective');
  });

  it("takes 'Cashier:' for no payment method, and 'Method:  CASH' beside it for the one", () => {
    const slip = structure(
      typed(`
          MAPLE HILL PEDIATRICS
Receipt:   MH-220417
Patient:   Owen Fairley
Acct #:    31862
Provider:  Dana Whitcomb, MD
Cashier:   JLB
Copay - today's visit                25.00
TOTAL PAID                           25.00
Method:                               CASH
`),
      'user_payment',
    );
    expect(slip.data.paymentMethod).toBe('CASH');
  });
});

describe('pages written blind, set 10: bills in many columns', () => {
  it("reads a bill's lines with the procedure code printed after the charge, under 'What we did | Cost | Code'", () => {
    const bill = structure(
      typed(`
Birch Hollow Urgent Care
Visit date                Bill date                 Bill #
5/2/25                    5/28/25                   BHUC-118820
What we did                           Cost              Code
New patient visit                  $195.00              99203
Urinalysis                          $22.00              81003
Total                              $217.00
Please pay $40.00 by 6/20/25.
`),
      'medical_bill',
    );
    expect(bill.data.lineItems).toEqual([expect.objectContaining({ description: 'New patient visit', amount: 195 }), expect.objectContaining({ description: 'Urinalysis', amount: 22 })]);
  });

  it("reads the insurer's payment named by the plan the bill names beside 'Insurance:' with its group number ('Prairie Lakes Health, group 40-7721')", () => {
    const bill = structure(
      typed(`
Lakeshore Open Imaging, LLC                                             Invoice No.     LOI-2025-00411
Insurance:      Granite Bay Health, group 22-0918
Date        CPT/HCPCS   Procedure                              Qty          Billed
2025-03-04  73721       MRI knee without contrast                1        1,980.00
                              Total billed                                1,980.00
                              Granite Bay Health paid 2025-03-20           -702.15
                              Network discount                           -1,095.30
                              Patient responsibility                        182.55
`),
      'medical_bill',
    );
    expect(bill.data).toMatchObject({ subtotal: 1980, insurancePaid: 702.15, amountDue: 182.55 });
    expect(bill.evidence.insurancePaid?.how).not.toBe('derived');
  });

  it("ends a bill's line at its amount where a sidebar of the page's other column goes on beside it", () => {
    const bill = structure(
      typed(`
HARBORVIEW COMMUNITY HOSPITAL                                           ACCOUNT NUMBER
Emergency Department Statement                                          HV-55120937
Patient:          Lena Marsh                                            STATEMENT DATE
Summary of Charges                                                      July 8, 2025
  Emergency Room                                  1,880.00
  Laboratory                                        312.00              AMOUNT DUE
  Radiology - Diagnostic                            455.00              $275.00
  Pharmacy                                           63.10
  Total Charges                                   2,710.10
  Insurance Payments                            (1,204.66)
  Adjustments                                   (1,230.44)
  Amount Due                                        275.00
`),
      'medical_bill',
    );
    expect(bill.data.lineItems).toEqual([
      expect.objectContaining({ description: 'Emergency Room', amount: 1880 }),
      expect.objectContaining({ description: 'Laboratory', amount: 312 }),
      expect.objectContaining({ description: 'Radiology - Diagnostic', amount: 455 }),
      expect.objectContaining({ description: 'Pharmacy', amount: 63.1 }),
    ]);
  });

  it("takes a town for no provider ('Provider location  Duluth, MN'), and a clinician's 'DC' for no state", () => {
    const eob = structure(
      typed(`
Aster Vision Benefits
Out-of-Network Reimbursement Statement
Statement date            2025-08-02
Claim number              AVB-OON-2025-22017
Member                    Rosa Delgado
Provider (as submitted)   Harbor Lane Optical
Provider location         Ashland, WI
Network status            Out of network - reimbursed to member
Service                     Billed     Allowance    Reimbursed
Eye examination            $160.00        $45.00        $45.00
`),
      'insurance_payment',
    );
    const chiropractor = structure(
      typed(`
Aster Health Plan                                         Statement date   2025-08-02
Claim number              AHP-2025-30991
Member                    Rosa Delgado
Provider                  Nadia Brooks, DC
Billed                    $120.00
`),
      'insurance_payment',
    );
    expect(eob.data.providerName).toBe('Harbor Lane Optical');
    expect(chiropractor.data.providerName).toBe('Nadia Brooks, DC');
  });

  it("reads 'The doctor's price' as what was billed and 'Our rate' as what the plan allows", () => {
    const eob = structure(
      typed(`
Sandhill Family Health Plan
April 9, 2025
Claim Update for Ava Lindgren
What was done                          The doctor's price       Our rate
Sick visit, established patient                  $180.00          $97.20
Strep test                                        $35.00          $12.40
                                                --------        --------
Total                                            $215.00         $109.60

What we paid                                                    $89.60
What you owe                                                    $20.00
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ amountBilled: 215, allowedAmount: 109.6, service: 'Sick visit, established patient' });
  });
});

describe('pages written blind, set 11: claims that did not go the plain way', () => {
  it("keeps a denied claim's printed responsibility and reports the sum it breaks, rather than deriving 0.00 from the allowed amount", () => {
    const eob = structure(
      typed(`
Juniper Ridge Health Plan                                  Explanation of Benefits
Patient:        Odile Fairweather                          Claim Number:   JR-88-1042-5531
Provider:       Larchmont Skin Institute                   Network Status: In-network
CLAIM STATUS:   DENIED
Date of Service   Service Description            Amount Billed
05/06/2025        Chemical peel, full face              940.00
CLAIM TOTALS
Amount Billed       Plan Allowed      Plan Paid       Your Responsibility
$940.00             $0.00             $0.00           $940.00
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ amountBilled: 940, allowedAmount: 0, planPaid: 0, patientResponsibility: 940 });
    expect(eob.evidence.patientResponsibility?.how).not.toBe('derived');
    expect(eob.checks).toContainEqual(expect.objectContaining({ name: 'eob-paid', ok: false }));
    expect(eob.fieldConfidence.patientResponsibility).toBeLessThan(0.9);
  });

  it("joins a heading wrapped over a line that names its rate in brackets ('Coinsurance' over '(30%)'), so the claim's totals are read", () => {
    const eob = structure(
      typed(`
Tamarack National Insurance                                              Issued    14-APR-2025
Claim number       TNI-25-4410-0087
Provider network status     Out-of-network
                                   Amount    Tamarack  Amount Above         OON  Coinsurance   Tamarack            Your
Code   Service                     Billed     Allowed       Allowed  Deductible        (30%)       Paid  Responsibility
29881  Knee arthroscopy          3,100.00      900.00      2,200.00      100.00       240.00     560.00        2,540.00
20610  Joint aspiration            200.00       60.00        140.00        0.00        18.00      42.00          158.00
       Claim total               3,300.00      960.00      2,340.00      100.00       258.00     602.00        2,698.00
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ amountBilled: 3300, allowedAmount: 960, planPaid: 602, patientResponsibility: 2698 });
  });

  it("reads a letter's service date, plan payment and member's share from its sentences ('tests you received on', 'The plan paid', 'You are responsible for')", () => {
    const eob = structure(
      typed(`
Wheatland Prairie Health Cooperative
April 2, 2025
Dear Ingrid Solvang,
We processed claim 2025-220-71930 for laboratory tests you received on March 11, 2025 from Bluestem Lab.
The laboratory billed $312.00. The allowed amount for these tests is $118.40.
The entire allowed amount was applied to your deductible. The plan paid $0.00 on this claim.
You are responsible for $118.40, which the laboratory may bill you for.
THIS IS NOT A BILL
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ memberName: 'Ingrid Solvang', serviceDate: '2025-03-11', amountBilled: 312, allowedAmount: 118.4, planPaid: 0, patientResponsibility: 118.4 });
  });

  it("reads an auto insurer's explanation: 'Injured person', a claim number in dashed groups after its letters, the 'Reasonable Amount' column and '$X, is your responsibility'", () => {
    const eob = structure(
      typed(`
Pine Harbor Mutual Auto Insurance
Personal Injury Protection Claims
Date                          4/18/2025
Injured person                Mateo Lindqvist-Oyelaran
Claim number                  PIP 37-5520-0416
Treating provider             Granite Coast Physical Therapy
                                                                            Reasonable           PIP
Date        Code    Description                                 Billed          Amount       Payment
4/2/2025    97110   Therapeutic exercise                         80.00           50.00         40.00
4/2/2025    97140   Manual therapy                               60.00           30.00         24.00
                    Total                                       140.00           80.00         64.00
We paid $64.00 to Granite Coast Physical Therapy. The remaining 20% of the reasonable amount, $16.00, is your
responsibility.
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ memberName: 'Mateo Lindqvist-Oyelaran', claimNumber: 'PIP 37-5520-0416', amountBilled: 140, allowedAmount: 80, planPaid: 64, patientResponsibility: 16 });
  });

  it("dates a workers' compensation explanation of review by its 'EOR DATE', not by the day its payment was issued", () => {
    const eob = structure(
      typed(`
COPPERLINE CASUALTY COMPANY                                                         EXPLANATION OF REVIEW
WORKERS' COMPENSATION - BILL REVIEW                                                 EOR DATE        03/07/25
PROVIDER              HIGH DESERT OCCUPATIONAL HEALTH       CLAIM NUMBER        WC-25-204-11873
TOTAL CHARGE                      410.00
TOTAL RECOMMENDED ALLOWANCE       188.20
AMOUNT PAID THIS BILL             188.20
PAYMENT ISSUED        03/10/25    CHECK 0091277
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ statementDate: '2025-03-07', claimNumber: 'WC-25-204-11873' });
  });

  it("reads a network status beside its label with an aside in brackets ('Participating (in-network)'), over a sentence about the claim first processed out of network", () => {
    const eob = structure(
      typed(`
Calloway Mutual Health                                                CORRECTED EXPLANATION OF BENEFITS
We reprocessed claim CMH-4410027-01. The claim was first processed as out-of-network by mistake.
Patient         Ansel Whitcombe                               Claim number      CMH-4410027-02
Provider        Birchwood Imaging Center                      Claim type        Corrected claim
Network         Participating (in-network)                    Plan              Calloway Flex 2500
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ isInNetwork: true, providerName: 'Birchwood Imaging Center' });
  });

  it("names a claim's provider from the first line of its block, beside the claim's number ('Greenfield Neurology Associates  Claim Number: ...')", () => {
    const notice = structure(
      typed(`
Medicare Summary Notice for Part B (Medical Insurance)
OTTILIE MARCHBANKS                                              Notice Date:        August 4, 2025
Your Claims for Part B (Medical Insurance)
Jun 9, 2025
Bramblewood Cardiology Associates           Claim Number:   25-160-11873-220
77 Quarry Rd, Decatur, AL 35601             Phone:          (256) 555-0177
`),
      'insurance_payment',
    );
    expect(notice.data.providerName).toBe('Bramblewood Cardiology Associates');
    const plan = structure(
      typed(`
Larkspur Medicare Advantage (HMO)
Date of this notice:    July 9, 2025
Member:                 Osric Pennywhistle
Date      Service                                   Billed    Approved   Plan paid   Your share
Claim  LK25-0611-40021   Hollis Creek Family Medicine    In-network      Received 06/14/25
06/11/25  Office visit, established patient         150.00       88.10       88.10         0.00
          Claim total                               150.00       88.10       88.10         0.00
`),
      'insurance_payment',
    );
    expect(plan.data).toMatchObject({ providerName: 'Hollis Creek Family Medicine', claimNumber: 'LK25-0611-40021' });
  });
});

describe('pages written blind, set 12: receipts as people keep them', () => {
  it("reads a shop named only in spaced capitals ('S A N D P I P E R   D E N T A L'), its sale number and a card without how it was presented", () => {
    const receipt = structure(
      typed(`
             S A N D P I P E R   D E N T A L
    14 Alder Row, Unit 2, Castine OR 97011
Sale #4471                       May 2 2025 4:15p
Periodic oral evaluation                     90.00
Total                                        90.00
Mastercard ****2290 (contactless)            90.00
`),
      'user_payment',
    );
    expect(receipt.data).toMatchObject({ merchantName: 'SANDPIPER DENTAL', transactionId: '4471', totalAmount: 90, paymentMethod: 'Mastercard ****2290' });
  });

  it("reads a money order's own receipt: its serial number, and the money order as how it was paid", () => {
    const receipt = structure(
      typed(`
                    PRAIRIELINE MONEY ORDER
             CUSTOMER RECEIPT - NOT NEGOTIABLE
SERIAL NUMBER           DATE            AMOUNT
33-570218846            05/12/2025      $268.40
PAY TO:     BELLWOOD ORTHOPEDIC GROUP
PURCHASER:  DANA WHITFIELD
`),
      'user_payment',
    );
    expect(receipt.data).toMatchObject({ transactionId: '33-570218846', totalAmount: 268.4, paymentMethod: 'Money Order', transactionDate: '2025-05-12' });
  });

  it("names the business by the name it trades under ('... P.A. d/b/a Little Harbor Pediatrics') and takes a method run into dot leaders or after a payment's label", () => {
    const receipt = structure(
      typed(`
                        PAYMENT RECEIPT
                 410 Marlin Way, Suite 3
Date: 5/9/2025       Receipt: 0000-88410
  Copay - sick visit                         25.00
  TOTAL                                      25.00
  Payment today - Visa ****6610              25.00
Seaside Family Pediatric Associates, P.A. d/b/a Little Harbor Pediatrics
`),
      'user_payment',
    );
    expect(receipt.data).toMatchObject({ merchantName: 'Little Harbor Pediatrics', paymentMethod: 'Visa ****6610', totalAmount: 25 });
    const phone = structure(
      typed(`
NORTHFIELD AMBULANCE DISTRICT - BILLING SERVICES
Phone payment confirmation
Date of payment ............ 05/20/2025
Amount ..................... $150.00
Card ....................... Visa ending 4408
Confirmation ............... PH-558120
`),
      'user_payment',
    );
    expect(phone.data).toMatchObject({ merchantName: 'NORTHFIELD AMBULANCE DISTRICT', paymentMethod: 'Visa ending 4408', totalAmount: 150 });
  });

  it("dates an optical invoice by its own date, not by the prescription's 'Rx date' beside it", () => {
    const receipt = structure(
      typed(`
HARBOR LIGHT OPTICAL                                          INVOICE
52 Pier St, Bellmere, NJ 07731                                No.     HL-20931
                                                              Date    2025-05-14
Bill to                                 Prescribed by
Nell Ostrander                          R. Ibsen, OD
                                        Rx date 05/02/2025
Item                                        Qty     Price          Ext.
Single vision lenses                          1    120.00        120.00
                                                 Amount due        120.00
                                 Paid Visa ****1183                 120.00
`),
      'user_payment',
    );
    expect(receipt.data).toMatchObject({ transactionDate: '2025-05-14', totalAmount: 120 });
  });

  it("takes a claim's figures from the block under 'Claim total', not the first service's block above it, and its provider from the line under the claim's number", () => {
    const eob = structure(
      typed(`
Silverpine Health Plan
Prepared for            Tamsin Okonkwo
Statement date          May 21, 2025
Claim CP2505118820                                Processed 05/19/2025
BayCare Walk-In Clinic - Dock Street              In network
Service 1:    Walk-in visit, established patient        Code S9083
    Provider charged             $190.00
    Plan discount                -$70.00
    Allowed amount               $120.00
    Plan paid                     $90.00
    Your copay                    $30.00
Service 2:    Urinalysis                                Code 81003
    Provider charged              $30.00
    Plan discount                -$18.00
    Allowed amount                $12.00
    Plan paid                     $12.00
    Your copay                     $0.00
Claim total
    Provider charged             $220.00
    Allowed amount               $132.00
    Plan paid                    $102.00
    What you owe                  $30.00
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ providerName: 'BayCare Walk-In Clinic - Dock Street', amountBilled: 220, allowedAmount: 132, planPaid: 102, patientResponsibility: 30 });
  });

  it("reads a secondary payer's own payment beside the 'Medicare Paid' column that came before it", () => {
    const eob = structure(
      typed(`
ORCHARD STATE MUTUAL INSURANCE COMPANY
Medicare Supplement Claims
Insured               Hollis R. Breckenridge                    Claim No.             OSM-S-0551930
                                                      Medicare    Medicare   Medicare     Plan N
Service Date  Description                  Charged    Approved  Deductible       Paid       Paid   You Owe
Mar 3, 2025   Office visit, established     240.00      120.00        0.00      96.00      24.00      0.00
              Claim Total                   240.00      120.00        0.00      96.00      24.00      0.00
`),
      'insurance_payment',
    );
    expect(eob.data).toMatchObject({ amountBilled: 240, allowedAmount: 120, planPaid: 24, patientResponsibility: 0 });
  });

  it("keeps a Medicare notice's own 'Medicare Paid' column beside 'Benefit Days Used', which is no payment", () => {
    const notice = structure(
      typed(`
Medicare Summary Notice for Part A (Hospital Insurance)
ROSALIND K ABERNATHY                            Date of This Notice        September 2, 2025
Juniper Falls Regional Hospital
  Claim Number          21-2519-3308-2210
                                        Benefit  Non-Covered         Amount    Maximum You  See Notes
  Service Provided                    Days Used      Charges  Medicare Paid  May Be Billed  Below
  Inpatient hospital stay                3 days        $0.00     $11,204.60      $1,676.00  A
`),
      'insurance_payment',
    );
    expect(notice.data).toMatchObject({ planPaid: 11204.6, patientResponsibility: 1676 });
  });
});
