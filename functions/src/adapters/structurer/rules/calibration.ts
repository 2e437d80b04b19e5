import model from './calibration.json' with { type: 'json' };

// A field's confidence must predict whether it is right (Decision 15). The rules give each field a
// raw score and say how they found it; a small logistic model per kind of field, fitted on the dev
// layout families (npm run calibrate), turns that evidence into a probability.

/** How a field's value was found, what backs it and what competes with it. */
export type Evidence = {
  /** The rules' own score, 0..1. */
  raw: number;
  how: 'inline' | 'beside' | 'below' | 'table' | 'table-sum' | 'heading' | 'pattern' | 'derived' | 'fallback' | 'items' | 'engine';
  /** +1 an arithmetic check involving the field holds, -1 one fails, 0 none could be checked. */
  checked: -1 | 0 | 1;
  /** Other values some label or table offered for the same field. */
  competitors: number;
  /** The lowest OCR word confidence behind the value (1 for text layers). */
  textConfidence: number;
};

export const FIELD_GROUP: Record<string, string> = {
  subtotal: 'money',
  insurancePaid: 'money',
  insuranceDiscount: 'money',
  amountDue: 'money',
  amountBilled: 'money',
  allowedAmount: 'money',
  copay: 'money',
  deductible: 'money',
  planPaid: 'money',
  patientResponsibility: 'money',
  totalAmount: 'total',
  invoiceDate: 'date',
  serviceDate: 'date',
  statementDate: 'date',
  dueDate: 'date',
  appealDeadline: 'date',
  transactionDate: 'date',
  invoiceNumber: 'id',
  claimNumber: 'id',
  transactionId: 'id',
  patientName: 'person',
  memberName: 'person',
  providerName: 'organisation',
  insuranceCompany: 'organisation',
  merchantName: 'organisation',
  service: 'text',
  paymentMethod: 'text',
  isInNetwork: 'network',
  lineItems: 'list',
  items: 'list',
};

const HOWS: readonly Evidence['how'][] = ['inline', 'beside', 'below', 'table', 'table-sum', 'heading', 'pattern', 'derived', 'fallback', 'items', 'engine'];

/** The model's inputs: a bias, the raw score, the checks, competition, text confidence and the way the value was found. */
export function features(e: Evidence): number[] {
  return [1, e.raw, e.checked === 1 ? 1 : 0, e.checked === -1 ? 1 : 0, Math.min(3, e.competitors) / 3, e.textConfidence, ...HOWS.map((h) => (h === e.how ? 1 : 0))];
}

export type CalibrationModel = { version: string; groups: Record<string, number[]> };

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** The probability that a field with this evidence is right; the raw score where the group has no model yet. */
export function calibrate(field: string, e: Evidence, m: CalibrationModel = model as CalibrationModel): number {
  const weights = m.groups[FIELD_GROUP[field] ?? ''];
  if (!weights) return e.raw;
  const x = features(e);
  return sigmoid(x.reduce((s, v, i) => s + v * (weights[i] ?? 0), 0));
}

export const CALIBRATION_VERSION = (model as CalibrationModel).version;

/** Logistic regression by gradient descent with a little L2: the fit `npm run calibrate` runs per group. */
export function fitLogistic(rows: readonly { x: number[]; y: 0 | 1 }[], options: { iterations?: number; rate?: number; l2?: number } = {}): number[] {
  const { iterations = 3000, rate = 0.5, l2 = 1e-3 } = options;
  const size = rows[0]?.x.length ?? 0;
  const w = new Array<number>(size).fill(0);
  for (let it = 0; it < iterations; it++) {
    const grad = new Array<number>(size).fill(0);
    for (const { x, y } of rows) {
      const p = sigmoid(x.reduce((s, v, i) => s + v * (w[i] ?? 0), 0));
      for (let i = 0; i < size; i++) grad[i] = (grad[i] ?? 0) + (p - y) * (x[i] ?? 0);
    }
    for (let i = 0; i < size; i++) w[i] = (w[i] ?? 0) - rate * ((grad[i] ?? 0) / rows.length + l2 * (w[i] ?? 0));
  }
  return w.map((v) => Math.round(v * 1e4) / 1e4);
}
