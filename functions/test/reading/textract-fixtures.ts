import type {
  AnalyzeExpenseResponse,
  Block,
  ExpenseDetection,
  ExpenseDocument,
  ExpenseField,
  GetDocumentAnalysisResponse,
  GetExpenseAnalysisResponse,
  LineItemFields,
} from '@aws-sdk/client-textract';

// Textract responses in the shapes of the API reference: PAGE, LINE and WORD blocks with geometry
// (fractions of the page) and CHILD relationships; AnalyzeExpense summary fields and line-item
// groups whose detections carry the geometry of the text they were read from; AnalyzeDocument
// KEY_VALUE_SET, TABLE/CELL (with COLUMN_HEADER entity types) and QUERY/QUERY_RESULT blocks; and
// asynchronous results split into pages joined by NextToken. Confidences are percentages.

/** Text of 10 pt on a letter page: about 0.0062 of the width per character, 0.012 of the height per line. */
const CHAR_WIDTH = 0.0062;
const LINE_HEIGHT = 0.012;

let serial = 0;
/** Ids as Textract writes them (UUIDs); deterministic so failures are readable. */
const nextId = (kind: string): string => `${kind}-0000-4000-8000-${String(++serial).padStart(12, '0')}`;

const box = (left: number, top: number, width: number, height = LINE_HEIGHT) => ({
  BoundingBox: { Left: left, Top: top, Width: width, Height: height },
  Polygon: [
    { X: left, Y: top },
    { X: left + width, Y: top },
    { X: left + width, Y: top + height },
    { X: left, Y: top + height },
  ],
});

/** One page's blocks: the PAGE block, then LINE blocks with their WORD children. */
export class TextractPage {
  readonly blocks: Block[] = [];
  private readonly pageBlock: Block;

  constructor(readonly page: number) {
    this.pageBlock = { BlockType: 'PAGE', Id: nextId('page'), Page: page, Geometry: box(0, 0, 1, 1), Relationships: [{ Type: 'CHILD', Ids: [] }] };
    this.blocks.push(this.pageBlock);
  }

  /** A LINE at (left, top) and its WORDs; `confidence` in percent (Textract's scale). */
  line(text: string, left: number, top: number, confidence = 99.4): Block {
    const words = text.split(/\s+/).filter((w) => w !== '');
    const wordBlocks: Block[] = [];
    let x = left;
    for (const word of words) {
      const width = word.length * CHAR_WIDTH;
      wordBlocks.push({ BlockType: 'WORD', Id: nextId('word'), Text: word, TextType: 'PRINTED', Confidence: confidence, Page: this.page, Geometry: box(x, top, width) });
      x += width + CHAR_WIDTH;
    }
    const line: Block = {
      BlockType: 'LINE',
      Id: nextId('line'),
      Text: text,
      Confidence: confidence,
      Page: this.page,
      Geometry: box(left, top, Math.max(CHAR_WIDTH, x - CHAR_WIDTH - left)),
      Relationships: [{ Type: 'CHILD', Ids: wordBlocks.map((w) => w.Id as string) }],
    };
    this.pageBlock.Relationships?.[0]?.Ids?.push(line.Id as string);
    this.blocks.push(line, ...wordBlocks);
    return line;
  }

  /** Several lines on one row (a label and its value, a table row): [text, left] pairs. */
  row(top: number, cells: readonly (readonly [string, number] | readonly [string, number, number])[]): Block[] {
    return cells.map(([text, left, confidence]) => this.line(text, left, top, confidence));
  }

  /** The WORD children of a line. */
  words(line: Block): Block[] {
    const ids = new Set(line.Relationships?.find((r) => r.Type === 'CHILD')?.Ids ?? []);
    return this.blocks.filter((b) => b.Id && ids.has(b.Id));
  }

  add(...blocks: Block[]): void {
    this.blocks.push(...blocks);
  }
}

// ---- AnalyzeExpense ----

/** What Textract detected in a LINE: its text, geometry and confidence (or a confidence of its own). */
export const detection = (line: Block, confidence = line.Confidence): ExpenseDetection => ({ Text: line.Text, Geometry: line.Geometry, Confidence: confidence });

/** A summary field: a normalised type (or OTHER with the printed label) and its value. */
export function summaryField(type: string, value: Block, options: { label?: Block; confidence?: number; typeConfidence?: number } = {}): ExpenseField {
  return {
    Type: { Text: type, Confidence: options.typeConfidence ?? 98.5 },
    ...(options.label ? { LabelDetection: detection(options.label) } : {}),
    ValueDetection: detection(value, options.confidence),
    PageNumber: value.Page,
    ...(/AMOUNT|TOTAL|SUBTOTAL|TAX|PRICE|DISCOUNT|PAID|DUE/.test(type) ? { Currency: { Code: 'USD', Confidence: 92 } } : {}),
  };
}

/** One line item: EXPENSE_ROW (the whole row's text) first, as Textract returns it, then the typed columns. */
export function lineItem(rowLines: readonly Block[], columns: readonly { type: string; line: Block; label?: string; confidence?: number }[]): LineItemFields {
  const rowText = rowLines.map((l) => l.Text).join(' ');
  const left = Math.min(...rowLines.map((l) => l.Geometry?.BoundingBox?.Left ?? 0));
  const right = Math.max(...rowLines.map((l) => (l.Geometry?.BoundingBox?.Left ?? 0) + (l.Geometry?.BoundingBox?.Width ?? 0)));
  const top = rowLines[0]?.Geometry?.BoundingBox?.Top ?? 0;
  return {
    LineItemExpenseFields: [
      { Type: { Text: 'EXPENSE_ROW', Confidence: 99 }, ValueDetection: { Text: rowText, Geometry: box(left, top, right - left), Confidence: Math.min(...rowLines.map((l) => l.Confidence ?? 0)) }, PageNumber: rowLines[0]?.Page },
      ...columns.map(({ type, line, label, confidence }) => ({
        Type: { Text: type, Confidence: 99 },
        ...(label ? { LabelDetection: { Text: label, Confidence: 95 } } : {}),
        ValueDetection: detection(line, confidence),
        PageNumber: line.Page,
      })),
    ],
  };
}

// ---- AnalyzeDocument ----

/** A KEY_VALUE_SET pair whose KEY and VALUE point at the words of the given lines. */
export function formPair(page: TextractPage, keyLine: Block, valueLine: Block, confidence = 96): Block[] {
  const valueId = nextId('value');
  const keyBlock: Block = {
    BlockType: 'KEY_VALUE_SET',
    Id: nextId('key'),
    EntityTypes: ['KEY'],
    Confidence: confidence,
    Page: page.page,
    Geometry: keyLine.Geometry,
    Relationships: [
      { Type: 'VALUE', Ids: [valueId] },
      { Type: 'CHILD', Ids: page.words(keyLine).map((w) => w.Id as string) },
    ],
  };
  const valueBlock: Block = {
    BlockType: 'KEY_VALUE_SET',
    Id: valueId,
    EntityTypes: ['VALUE'],
    Confidence: confidence,
    Page: page.page,
    Geometry: valueLine.Geometry,
    Relationships: [{ Type: 'CHILD', Ids: page.words(valueLine).map((w) => w.Id as string) }],
  };
  return [keyBlock, valueBlock];
}

/** A TABLE whose CELLs hold the words of the given rows of lines; the first row's cells are COLUMN_HEADERs. */
export function table(page: TextractPage, rows: readonly (readonly (Block | undefined)[])[], confidence = 97): Block[] {
  const cells: Block[] = [];
  rows.forEach((row, r) => {
    row.forEach((line, c) => {
      cells.push({
        BlockType: 'CELL',
        Id: nextId('cell'),
        RowIndex: r + 1,
        ColumnIndex: c + 1,
        RowSpan: 1,
        ColumnSpan: 1,
        Confidence: Math.min(confidence, line?.Confidence ?? confidence),
        Page: page.page,
        ...(r === 0 ? { EntityTypes: ['COLUMN_HEADER' as const] } : {}),
        ...(line ? { Geometry: line.Geometry, Relationships: [{ Type: 'CHILD' as const, Ids: page.words(line).map((w) => w.Id as string) }] } : {}),
      });
    });
  });
  const tops = rows.flat().flatMap((l) => (l?.Geometry?.BoundingBox ? [l.Geometry.BoundingBox] : []));
  const left = Math.min(...tops.map((b) => b.Left ?? 0));
  const top = Math.min(...tops.map((b) => b.Top ?? 0));
  const right = Math.max(...tops.map((b) => (b.Left ?? 0) + (b.Width ?? 0)));
  const bottom = Math.max(...tops.map((b) => (b.Top ?? 0) + (b.Height ?? 0)));
  const tableBlock: Block = {
    BlockType: 'TABLE',
    Id: nextId('table'),
    EntityTypes: ['STRUCTURED_TABLE'],
    Confidence: confidence,
    Page: page.page,
    Geometry: box(left, top, right - left, bottom - top),
    Relationships: [{ Type: 'CHILD', Ids: cells.map((c) => c.Id as string) }],
  };
  return [tableBlock, ...cells];
}

/** A QUERY (with its alias) and its QUERY_RESULT, read from a line. */
export function queryAnswer(page: TextractPage, query: { Text: string; Alias: string }, answer: Block | undefined, confidence?: number): Block[] {
  const resultId = nextId('answer');
  const queryBlock: Block = { BlockType: 'QUERY', Id: nextId('query'), Query: { ...query, Pages: ['*'] }, Page: page.page, ...(answer ? { Relationships: [{ Type: 'ANSWER', Ids: [resultId] }] } : {}) };
  if (!answer) return [queryBlock];
  return [queryBlock, { BlockType: 'QUERY_RESULT', Id: resultId, Text: answer.Text, Confidence: confidence ?? answer.Confidence, Page: page.page, Geometry: answer.Geometry }];
}

// =============================================================================================
// A two-page hospital bill, read with StartExpenseAnalysis / GetExpenseAnalysis.
// Page 1: the header, the patient, and the first line-item group under a column header.
// Page 2: the rest of the items without a repeated header (a continuation), then the totals.
// No statement or account number is printed anywhere (Textract finds no INVOICE_RECEIPT_ID), and
// the amount due is smudged: Textract reads it at 45 %.
// =============================================================================================

export const HOSPITAL_BILL = {
  provider: 'Mercy Ridge Regional Medical Center',
  patient: 'Marisol Vega',
  statementDate: '2025-02-14',
  items: [
    { date: '2025-01-21', description: 'Emergency dept visit, level 4', code: '99284', amount: 1450 },
    { date: '2025-01-21', description: 'CT head without contrast', code: '70450', amount: 2180 },
    { date: '2025-01-21', description: 'Comprehensive metabolic panel', code: '80053', amount: 312 },
    { date: '2025-01-21', description: 'IV infusion, hydration', code: '96360', amount: 265.5 },
    { date: '2025-01-22', description: 'Observation room, per hour', code: 'G0378', amount: 1120 },
    { date: '2025-01-22', description: 'Ondansetron injection', code: 'J2405', amount: 48.75 },
  ],
  totalCharges: 5376.25,
  insurancePaid: 3900,
  adjustments: 1012.25,
  amountDue: 464,
  amountDueConfidence: 45,
} as const;

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const dollars = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Columns of the bill's item table (fractions of the page width). */
const BILL_COLUMNS = { date: 0.06, description: 0.2, code: 0.6, amount: 0.8 } as const;

function billItemRows(page: TextractPage, items: readonly (typeof HOSPITAL_BILL.items)[number][], firstTop: number): LineItemFields[] {
  return items.map((item, index) => {
    const top = firstTop + index * 0.028;
    const [date, description, code, amount] = page.row(top, [
      [usDate(item.date), BILL_COLUMNS.date],
      [item.description, BILL_COLUMNS.description],
      [item.code, BILL_COLUMNS.code],
      [dollars(item.amount), BILL_COLUMNS.amount],
    ]) as [Block, Block, Block, Block];
    return lineItem([date, description, code, amount], [
      { type: 'OTHER', label: 'Date', line: date },
      { type: 'ITEM', line: description, confidence: 97.8 },
      { type: 'PRODUCT_CODE', line: code },
      { type: 'PRICE', line: amount, confidence: 98.6 },
    ]);
  });
}

export type HospitalBillOptions = {
  /** Print a statement number (Textract then reports INVOICE_RECEIPT_ID). */
  statementNumber?: string;
  /** Repeat the column header on page 2 (the printed table then reads on its own). */
  repeatHeader?: boolean;
  /** Textract reads the first row of page 2 twice (the row straddles the page's group boundary). */
  rowReadTwice?: boolean;
};

/** The GetExpenseAnalysis pages of the hospital bill: page 1 carries a NextToken to page 2. */
export function hospitalBillExpensePages(options: HospitalBillOptions = {}): GetExpenseAnalysisResponse[] {
  const bill = HOSPITAL_BILL;
  const p1 = new TextractPage(1);
  const vendor = p1.line(bill.provider, 0.06, 0.04, 99.7);
  const address = p1.line('1200 Hillcrest Avenue, Dayton, OH 45402', 0.06, 0.062);
  const phoneLabel = p1.line('Billing questions:', 0.06, 0.082);
  const phone = p1.line('(937) 555-0142', 0.18, 0.082);
  p1.line('PATIENT STATEMENT', 0.62, 0.04, 99.8);
  const [dateLabel, date] = p1.row(0.07, [
    ['Statement Date:', 0.62],
    [usDate(bill.statementDate), 0.8],
  ]) as [Block, Block];
  let numberFields: ExpenseField[] = [];
  if (options.statementNumber) {
    const [numberLabel, number] = p1.row(0.09, [
      ['Statement Number:', 0.62],
      [options.statementNumber, 0.8],
    ]) as [Block, Block];
    numberFields = [summaryField('INVOICE_RECEIPT_ID', number, { label: numberLabel, confidence: 97.1 })];
  }
  const [patientLabel, patient] = p1.row(0.14, [
    ['Patient Name:', 0.06],
    [bill.patient, 0.2],
  ]) as [Block, Block];
  p1.row(0.16, [
    ['Date of Birth:', 0.06],
    ['07/09/1986', 0.2],
  ]);
  p1.row(0.22, [
    ['Date', BILL_COLUMNS.date],
    ['Description', BILL_COLUMNS.description],
    ['CPT/HCPCS', BILL_COLUMNS.code],
    ['Charges', BILL_COLUMNS.amount],
  ]);
  const group1 = billItemRows(p1, bill.items.slice(0, 4), 0.25);
  p1.line('Continued on next page', 0.06, 0.9);
  p1.line('Page 1 of 2', 0.8, 0.95);

  const p2 = new TextractPage(2);
  p2.line(`${bill.provider} - Patient Statement (continued)`, 0.06, 0.04);
  p2.row(0.07, [
    ['Patient:', 0.06],
    [bill.patient, 0.14],
  ]);
  if (options.repeatHeader) {
    p2.row(0.095, [
      ['Date', BILL_COLUMNS.date],
      ['Description', BILL_COLUMNS.description],
      ['CPT/HCPCS', BILL_COLUMNS.code],
      ['Charges', BILL_COLUMNS.amount],
    ]);
  }
  const group2 = billItemRows(p2, bill.items.slice(4), 0.12);
  if (options.rowReadTwice && group2[0]) group2.unshift(structuredClone(group2[0]));
  const [totalLabel, total] = p2.row(0.3, [
    ['Total Charges', 0.56],
    [dollars(bill.totalCharges), 0.8],
  ]) as [Block, Block];
  const [insuranceLabel, insurance] = p2.row(0.325, [
    ['Insurance Paid', 0.56],
    [`-${dollars(bill.insurancePaid)}`, 0.8],
  ]) as [Block, Block];
  const [adjustmentLabel, adjustment] = p2.row(0.35, [
    ['Insurance Adjustments', 0.56],
    [`-${dollars(bill.adjustments)}`, 0.8],
  ]) as [Block, Block];
  const [dueLabel, due] = p2.row(0.38, [
    ['Amount Due', 0.56, 99.1],
    [dollars(bill.amountDue), 0.8, bill.amountDueConfidence],
  ]) as [Block, Block];
  p2.line('Pay online at www.mercyridge.example/pay', 0.06, 0.45);
  p2.line('Page 2 of 2', 0.8, 0.95);

  const page1: ExpenseDocument = {
    ExpenseIndex: 1,
    SummaryFields: [
      summaryField('VENDOR_NAME', vendor, { confidence: 96.2 }),
      summaryField('VENDOR_ADDRESS', address, { confidence: 94.8 }),
      summaryField('VENDOR_PHONE', phone, { label: phoneLabel, confidence: 97.5 }),
      summaryField('INVOICE_RECEIPT_DATE', date, { label: dateLabel, confidence: 98.9 }),
      summaryField('RECEIVER_NAME', patient, { label: patientLabel, confidence: 93.4 }),
      ...numberFields,
    ],
    LineItemGroups: [{ LineItemGroupIndex: 1, LineItems: group1 }],
    Blocks: p1.blocks,
  };
  const page2: ExpenseDocument = {
    ExpenseIndex: 1,
    SummaryFields: [
      summaryField('SUBTOTAL', total, { label: totalLabel, confidence: 98.7 }),
      summaryField('OTHER', insurance, { label: insuranceLabel, confidence: 97.9 }),
      summaryField('OTHER', adjustment, { label: adjustmentLabel, confidence: 97.2 }),
      summaryField('AMOUNT_DUE', due, { label: dueLabel, confidence: bill.amountDueConfidence }),
    ],
    LineItemGroups: [{ LineItemGroupIndex: 2, LineItems: group2 }],
    Blocks: p2.blocks,
  };
  return [
    { JobStatus: 'SUCCEEDED', DocumentMetadata: { Pages: 2 }, AnalyzeExpenseModelVersion: '1.0', NextToken: 'expense-results-page-2', ExpenseDocuments: [page1] },
    { JobStatus: 'SUCCEEDED', DocumentMetadata: { Pages: 2 }, AnalyzeExpenseModelVersion: '1.0', ExpenseDocuments: [page2] },
  ];
}

// =============================================================================================
// A pharmacy receipt photo, read with the synchronous AnalyzeExpense. Each item takes two printed
// lines (the name, then "quantity @ unit price" and the line's amount), which Textract groups into
// one line item; for the ibuprofen it found the unit price and quantity but no PRICE.
// =============================================================================================

export const PHARMACY_RECEIPT = {
  merchant: 'Bayview Family Pharmacy',
  date: '2025-03-02',
  items: [
    { description: 'Amoxicillin 500mg caps', quantity: 1, unit: 12.4, amount: 12.4 },
    { description: 'Ibuprofen 200mg 100ct', quantity: 2, unit: 4.5, amount: 9 },
    { description: 'Digital thermometer', quantity: 1, unit: 14.5, amount: 14.5 },
  ],
  subtotal: 35.9,
  tax: 1.84,
  total: 37.74,
} as const;

export function pharmacyReceiptExpense(): AnalyzeExpenseResponse {
  const r = PHARMACY_RECEIPT;
  const p = new TextractPage(1);
  const merchant = p.line(r.merchant, 0.2, 0.05, 99.6);
  p.line('88 Harbor Street, Tacoma, WA 98402', 0.2, 0.08);
  const [dateLine] = p.row(0.12, [
    [usDate(r.date), 0.1],
    ['14:32', 0.6],
  ]) as [Block];
  const items = r.items.map((item, index) => {
    const top = 0.2 + index * 0.06;
    const description = p.line(item.description, 0.1, top, 98.8);
    const [each, amount] = p.row(top + 0.022, [
      [`${item.quantity} @ ${item.unit.toFixed(2)}`, 0.14],
      [item.amount.toFixed(2), 0.72],
    ]) as [Block, Block];
    const [quantity, , unit] = p.words(each) as [Block, Block, Block];
    const columns = [
      { type: 'ITEM', line: description, confidence: 96.4 },
      { type: 'QUANTITY', line: quantity, confidence: 93 },
      { type: 'UNIT_PRICE', line: unit, confidence: 94.2 },
      ...(item.quantity === 1 ? [{ type: 'PRICE', line: amount, confidence: 99.1 }] : []),
    ];
    return lineItem([description, each, amount], columns);
  });
  const [subtotalLabel, subtotal] = p.row(0.4, [
    ['SUBTOTAL', 0.1],
    [r.subtotal.toFixed(2), 0.72],
  ]) as [Block, Block];
  const [taxLabel, tax] = p.row(0.43, [
    ['TAX', 0.1],
    [r.tax.toFixed(2), 0.72],
  ]) as [Block, Block];
  const [totalLabel, total] = p.row(0.46, [
    ['TOTAL', 0.1],
    [r.total.toFixed(2), 0.72],
  ]) as [Block, Block];
  p.row(0.5, [
    ['VISA ****4821', 0.1],
    [r.total.toFixed(2), 0.72],
  ]);
  p.line('Thank you for shopping with us', 0.15, 0.58);
  return {
    DocumentMetadata: { Pages: 1 },
    ExpenseDocuments: [
      {
        ExpenseIndex: 1,
        SummaryFields: [
          summaryField('VENDOR_NAME', merchant, { confidence: 95.5 }),
          summaryField('INVOICE_RECEIPT_DATE', dateLine, { confidence: 97 }),
          summaryField('SUBTOTAL', subtotal, { label: subtotalLabel, confidence: 98.8 }),
          summaryField('TAX', tax, { label: taxLabel, confidence: 98.1 }),
          summaryField('TOTAL', total, { label: totalLabel, confidence: 99.2 }),
        ],
        LineItemGroups: [{ LineItemGroupIndex: 1, LineItems: items }],
        Blocks: p.blocks,
      },
    ],
  };
}

// =============================================================================================
// A two-page EOB, read with StartDocumentAnalysis / GetDocumentAnalysis (FORMS, TABLES, QUERIES).
// Page 1: the insurer, the FORMS key/values, and the claim table (TABLE/CELL with column headers)
// holding every claim line and the totals row. Page 2: the summary box and the remarks.
// The totals row's "You Owe" figure is smudged (Textract: 38 %) and so is the query answer read from it.
// =============================================================================================

export const EOB = {
  insurer: 'Summit Crest Health Insurance',
  member: 'Daniel Okafor',
  claimNumber: '25-0310-88412',
  provider: 'Riverside Orthopedic Associates',
  statementDate: '2025-03-18',
  serviceDate: '2025-03-04',
  lines: [
    { service: 'Office visit, est. patient', billed: 285, discount: 96.4, allowed: 188.6, deductible: 0, copay: 40, coinsurance: 0, paid: 148.6, owe: 40 },
    { service: 'X-ray knee, 3 views', billed: 210, discount: 88.5, allowed: 121.5, deductible: 50, copay: 0, coinsurance: 14.3, paid: 57.2, owe: 64.3 },
    { service: 'Injection, large joint', billed: 340, discount: 142, allowed: 198, deductible: 0, copay: 0, coinsurance: 39.6, paid: 158.4, owe: 39.6 },
  ],
  totals: { billed: 835, discount: 326.9, allowed: 508.1, deductible: 50, copay: 40, coinsurance: 53.9, paid: 364.2, owe: 143.9 },
  oweConfidence: 38,
} as const;

const EOB_COLUMNS = [
  ['Date of Service', 0.03],
  ['Service', 0.12],
  ['Billed', 0.34],
  ['Discount', 0.42],
  ['Allowed', 0.5],
  ['Deductible', 0.58],
  ['Copay', 0.66],
  ['Coinsurance', 0.73],
  ['Plan Paid', 0.82],
  ['You Owe', 0.9],
] as const;

export type EobOptions = {
  /** Replace a figure of the totals row as Textract reads it (a misread). */
  totals?: Partial<Record<keyof typeof EOB.totals, number>>;
};

/** The GetDocumentAnalysis pages of the EOB: page 1 carries a NextToken to page 2. */
export function eobDocumentPages(options: EobOptions = {}): GetDocumentAnalysisResponse[] {
  const e = EOB;
  const totals = { ...e.totals, ...options.totals };
  const p1 = new TextractPage(1);
  p1.line(e.insurer, 0.04, 0.035, 99.7);
  p1.line('Explanation of Benefits', 0.04, 0.058);
  p1.line('THIS IS NOT A BILL', 0.7, 0.058);
  const forms: Block[] = [];
  const pair = (label: string, value: string, top: number, left = 0.04, valueLeft = 0.2) => {
    const [k, v] = p1.row(top, [
      [label, left],
      [value, valueLeft],
    ]) as [Block, Block];
    forms.push(...formPair(p1, k, v));
    return v;
  };
  pair('Statement Date:', usDate(e.statementDate), 0.09, 0.6, 0.76);
  const member = pair('Member:', e.member, 0.11);
  pair('Member ID:', 'SCH448120973', 0.11, 0.6, 0.76);
  const claim = pair('Claim Number:', e.claimNumber, 0.13);
  pair('Group Number:', '0071234', 0.13, 0.6, 0.76);
  const provider = pair('Provider:', e.provider, 0.15);
  pair('Network Status:', 'In-Network', 0.17);

  const header = p1.row(0.24, EOB_COLUMNS.map(([text, left]) => [text, left] as const));
  const money = (n: number) => dollars(n);
  const tableRows: (Block | undefined)[][] = [header];
  e.lines.forEach((line, index) => {
    tableRows.push(
      p1.row(0.27 + index * 0.026, [
        [usDate(e.serviceDate), 0.03],
        [line.service, 0.12],
        [money(line.billed), 0.34],
        [money(line.discount), 0.42],
        [money(line.allowed), 0.5],
        [money(line.deductible), 0.58],
        [money(line.copay), 0.66],
        [money(line.coinsurance), 0.73],
        [money(line.paid), 0.82],
        [money(line.owe), 0.9],
      ]),
    );
  });
  const totalRow = p1.row(0.27 + e.lines.length * 0.026 + 0.006, [
    ['Claim Totals', 0.03],
    [money(totals.billed), 0.34],
    [money(totals.discount), 0.42],
    [money(totals.allowed), 0.5],
    [money(totals.deductible), 0.58],
    [money(totals.copay), 0.66],
    [money(totals.coinsurance), 0.73],
    [money(totals.paid), 0.82],
    [money(totals.owe), 0.9, e.oweConfidence],
  ]);
  const [label, ...figures] = totalRow;
  tableRows.push([label, undefined, ...figures]);
  p1.add(...forms, ...table(p1, tableRows));
  const owed = totalRow.at(-1) as Block;
  const billed = totalRow[1] as Block;
  const paid = totalRow.at(-2) as Block;
  p1.line('Page 1 of 2', 0.8, 0.95);

  const p2 = new TextractPage(2);
  p2.line('Claim Summary', 0.04, 0.05);
  const summary: Block[] = [];
  const [planLabel, planValue] = p2.row(0.08, [
    ['Your plan paid', 0.04],
    [money(totals.paid), 0.4],
  ]) as [Block, Block];
  summary.push(...formPair(p2, planLabel, planValue, 95));
  p2.line('Remark codes', 0.04, 0.14);
  p2.line('PR-1 Deductible amount. PR-3 Copayment amount. PR-2 Coinsurance amount.', 0.04, 0.16);
  p2.line('Questions? Call Member Services at 1-800-555-0175.', 0.04, 0.2);
  p2.line('Page 2 of 2', 0.8, 0.95);
  p2.add(...summary);

  // Query answers point at the text they came from; the smudged figure is as uncertain in the answer.
  const q = (alias: string) => {
    const query = { claimNumber: 'What is the claim number?', memberName: 'What is the member name?', providerName: 'Who is the provider?', amountBilled: 'What is the amount billed?', patientResponsibility: 'What is the patient responsibility or amount you owe?', planPaid: 'How much did the plan pay?', serviceDate: 'What is the date of service?' }[alias] as string;
    return { Text: query, Alias: alias };
  };
  const dateOfService = tableRows[1]?.[0] as Block;
  p1.add(
    ...queryAnswer(p1, q('claimNumber'), claim, 98),
    ...queryAnswer(p1, q('memberName'), member, 97),
    ...queryAnswer(p1, q('providerName'), provider, 95),
    ...queryAnswer(p1, q('amountBilled'), billed, 91),
    ...queryAnswer(p1, q('patientResponsibility'), owed, e.oweConfidence),
    ...queryAnswer(p1, q('planPaid'), paid, 90),
    ...queryAnswer(p1, q('serviceDate'), dateOfService, 93),
  );
  return [
    { JobStatus: 'SUCCEEDED', DocumentMetadata: { Pages: 2 }, AnalyzeDocumentModelVersion: '1.0', NextToken: 'document-results-page-2', Blocks: p1.blocks },
    { JobStatus: 'SUCCEEDED', DocumentMetadata: { Pages: 2 }, AnalyzeDocumentModelVersion: '1.0', Blocks: p2.blocks },
  ];
}
