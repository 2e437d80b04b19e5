import type { Layout, LayoutOptions } from '../layouts';
import { formatCredit, formatDate, formatMoney, type CreditStyle, type DateStyle, type MoneyStyle } from '../format';
import * as n from '../names';
import { addDays, roundCents, type Rng } from '../random';
import { PAGE_HEIGHT, type Cell, type FontName, type Sheet } from '../sheet';
import { personName, type BillTruth } from '../truth';
import { BILL_MARKETING, BILL_WORDS, HELDOUT_FIRST_NAMES, HELDOUT_LAST_NAMES, MORE_CITIES, MORE_STREETS, ORG_STEMS, ORG_SUFFIXES, type BillField, type ProviderKind } from './bill-wording';
import { above, bars, beside, columns, cursor, everyPage, familyLayouts, keepTogether, labelPair, labelPool, newSheet, place, retired, type Hooks, type Split } from './kit';

// Bill layout families beyond the original six (see ../layouts.ts for the Layout contract). Each
// family fixes a design (blocks, their places, fonts, its wording set, a small set of money, date and
// credit styles); its documents vary the values, the number of lines and the page breaks.
//
// Arithmetic of every family: the line items sum to the subtotal (total charges), and
//   subtotal - insurancePaid - insuranceDiscount - patient payments = amountDue,
// where patient payments (copays collected, card payments) have no truth field: a family that
// prints them also prints them as a labelled credit, so the reader can account for them.

// ---------------------------------------------------------------------------------------------
// Wording: a family's label set is fixed by its name; each document picks within it.

/** One label a document printed, and the pool it came from (the family test counts them). */
export type LabelPick = { field: BillField; label: string; pool: Split };

/** Wording only a hospital prints; other providers' families never pick it. */
const HOSPITAL_ONLY = /hospital|admi|encounter/i;

class Words {
  readonly picks: LabelPick[] = [];
  constructor(
    private readonly family: string,
    private readonly split: Split,
    private readonly rng: Rng,
    private readonly hospital: boolean,
  ) {}

  /** The family's two labels for a field, from one pool: held-out families mostly use the held-out pool. */
  private set(field: BillField): { pool: Split; labels: string[] } {
    const words = BILL_WORDS[field];
    const pool = labelPool(this.family, this.split, field);
    const list: readonly string[] = this.hospital ? words[pool] : words[pool].filter((label: string) => !HOSPITAL_ONLY.test(label));
    return { pool, labels: labelPair(this.family, field, list) };
  }

  get(field: BillField): string {
    const { pool, labels } = this.set(field);
    const label = this.rng.pick(labels);
    this.picks.push({ field, label, pool });
    return label;
  }
}

/** "Label:" unless the label already ends in ':' or '?'. */
const colon = (label: string): string => (/[:?]$/.test(label) ? label : `${label}:`);

// ---------------------------------------------------------------------------------------------
// Formats

type Fmt = { date: (iso: string) => string; money: (value: number) => string; credit: (value: number) => string; dateStyle: DateStyle; moneyStyle: MoneyStyle; creditStyle: CreditStyle };

function fmt(rng: Rng, dates: readonly DateStyle[], moneys: readonly MoneyStyle[], credits: readonly CreditStyle[]): Fmt {
  const dateStyle = rng.pick(dates);
  const moneyStyle = rng.pick(moneys);
  const creditStyle = rng.pick(credits);
  return {
    date: (iso) => formatDate(iso, dateStyle),
    money: (value) => formatMoney(value, moneyStyle),
    credit: (value) => formatCredit(value, moneyStyle, creditStyle),
    dateStyle,
    moneyStyle,
    creditStyle,
  };
}

// ---------------------------------------------------------------------------------------------
// Services: [description, code ('' for none), min, max, revenue code]

type Service = readonly [string, string, number, number, string?];

const HOSPITAL_ITEMS: readonly Service[] = [
  ['ROOM & BOARD SEMI-PRIVATE', '', 1400, 3600, '0120'],
  ['ROOM & BOARD PRIVATE', '', 1900, 4200, '0110'],
  ['CBC W/AUTO DIFF', '85025', 45, 160, '0300'],
  ['COMPREHENSIVE METABOLIC PANEL', '80053', 60, 310, '0301'],
  ['TROPONIN I', '84484', 70, 260, '0301'],
  ['SODIUM CHLORIDE 0.9% 1000ML', 'J7030', 25, 140, '0258'],
  ['ONDANSETRON HCL 4MG INJ', 'J2405', 18, 95, '0636'],
  ['CEFTRIAXONE 1GM INJ', 'J0696', 30, 180, '0636'],
  ['ACETAMINOPHEN 500MG TAB', '', 2, 18, '0250'],
  ['PANTOPRAZOLE 40MG TAB', '', 4, 32, '0250'],
  ['IV HYDRATION 1ST HOUR', '96360', 180, 620, '0260'],
  ['XR CHEST 2 VIEWS', '71046', 160, 540, '0320'],
  ['CT ABD/PELVIS W CONTRAST', '74177', 1800, 5400, '0350'],
  ['EKG 12 LEAD TRACING', '93005', 90, 380, '0730'],
  ['NEBULIZER TREATMENT', '94640', 60, 240, '0410'],
  ['PT EVAL MODERATE COMPLEX', '97162', 190, 480, '0420'],
  ['MED/SURG SUPPLY NON-STERILE', '', 12, 140, '0270'],
  ['ER VISIT LEVEL 4', '99284', 900, 3200, '0450'],
  ['OBSERVATION PER HOUR', 'G0378', 60, 210, '0762'],
  ['PULSE OXIMETRY CONTINUOUS', '94761', 40, 160, '0460'],
  ['BLOOD CULTURE', '87040', 70, 240, '0306'],
  ['US ABDOMEN COMPLETE', '76700', 600, 1900, '0402'],
  ['HEPARIN 5000 UNIT INJ', 'J1644', 12, 70, '0636'],
];

const REVENUE_LINES: readonly Service[] = [
  ['ROOM-BOARD/PVT', '0110', 1900, 12000],
  ['ROOM-BOARD/SEMI', '0120', 1500, 11000],
  ['PHARMACY', '0250', 40, 2400],
  ['IV SOLUTIONS', '0258', 60, 900],
  ['MED-SUR SUPPLIES', '0270', 50, 2100],
  ['LABORATORY', '0300', 90, 3200],
  ['DX X-RAY', '0320', 160, 1400],
  ['CT SCAN', '0350', 1400, 6200],
  ['OR SERVICES', '0360', 3200, 18000],
  ['ANESTHESIA', '0370', 600, 4200],
  ['EMERG ROOM', '0450', 700, 4800],
  ['DRUGS/DETAIL CODE', '0636', 40, 1600],
  ['RECOVERY ROOM', '0710', 500, 3200],
  ['EKG/ECG', '0730', 90, 480],
  ['OBSERVATION ROOM', '0762', 600, 5200],
  ['ULTRASOUND', '0402', 400, 1900],
  ['MRI', '0610', 1200, 4800],
  ['RESPIRATORY SVC', '0410', 80, 900],
];

const HOSPITAL_DEPARTMENTS: readonly Service[] = [
  ['Emergency Services', '', 700, 4600],
  ['Laboratory', '', 90, 1800],
  ['Radiology', '', 160, 3900],
  ['Pharmacy', '', 30, 1400],
  ['Medical Supplies', '', 40, 900],
  ['Observation', '', 600, 4200],
  ['Cardiology', '', 120, 1600],
  ['Respiratory Therapy', '', 60, 700],
  ['Operating Room', '', 2800, 12000],
  ['Recovery', '', 400, 2600],
];

const PHYSICIAN: readonly Service[] = [
  ['Office visit, new patient, level 3', '99203', 140, 320],
  ['Office visit, est. patient, level 3', '99213', 95, 230],
  ['Office visit, est. patient, level 4', '99214', 140, 320],
  ['Preventive visit, age 40-64', '99396', 190, 420],
  ['Venipuncture', '36415', 8, 35],
  ['Flu vaccine, quadrivalent', '90686', 25, 65],
  ['Immunization administration', '90471', 18, 45],
  ['Tdap vaccine', '90715', 45, 95],
  ['Removal of skin tags', '11200', 110, 290],
  ['Destruction of benign lesion', '17110', 120, 310],
  ['Joint injection, major joint', '20610', 140, 380],
  ['Spirometry', '94010', 45, 140],
  ['ECG with interpretation', '93000', 45, 190],
  ['Pulse oximetry', '94760', 8, 40],
];

const ER_PHYSICIAN: readonly Service[] = [
  ['ED visit, moderate severity', '99283', 280, 720],
  ['ED visit, high severity', '99284', 420, 1100],
  ['ED visit, highest severity', '99285', 600, 1600],
  ['Critical care, first hour', '99291', 700, 1900],
  ['Laceration repair, 2.6-7.5 cm', '12002', 240, 640],
  ['ECG interpretation and report', '93010', 30, 90],
  ['XR interpretation, chest', '71045', 35, 120],
];

const LAB: readonly Service[] = [
  ['Comprehensive metabolic panel', '80053', 28, 190],
  ['CBC with differential', '85025', 18, 95],
  ['Lipid panel', '80061', 25, 140],
  ['TSH', '84443', 30, 150],
  ['Hemoglobin A1c', '83036', 20, 110],
  ['Vitamin D, 25-hydroxy', '82306', 45, 230],
  ['Urinalysis, automated', '81001', 9, 45],
  ['Urine culture', '87086', 25, 120],
  ['PSA, total', '84153', 30, 160],
  ['Basic metabolic panel', '80048', 20, 110],
  ['Ferritin', '82728', 22, 120],
  ['Venipuncture', '36415', 6, 30],
  ['Hepatic function panel', '80076', 22, 130],
  ['Magnesium, serum', '83735', 15, 70],
  ['Vitamin B12', '82607', 25, 140],
  ['Surgical pathology, level IV', '88305', 90, 420],
];

const IMAGING: readonly Service[] = [
  ['XR chest, 2 views', '71046', 80, 420],
  ['MRI lumbar spine w/o contrast', '72148', 900, 3400],
  ['CT head w/o contrast', '70450', 450, 2200],
  ['CT abdomen/pelvis w/ contrast', '74177', 900, 4800],
  ['US abdomen, complete', '76700', 260, 1100],
  ['Screening mammogram, bilateral', '77067', 180, 520],
  ['Breast tomosynthesis, bilateral', '77063', 60, 240],
  ['MRI knee w/o contrast', '73721', 800, 2900],
  ['Echocardiogram, complete', '93306', 600, 2800],
  ['US pelvis, transvaginal', '76830', 230, 900],
  ['XR shoulder, 2+ views', '73030', 70, 320],
  ['DEXA bone density, axial', '77080', 90, 360],
  ['CT chest w/o contrast', '71250', 420, 2100],
];

const AMBULANCE: readonly Service[] = [
  ['ALS emergency, level 1', 'A0427', 700, 2600],
  ['BLS emergency', 'A0429', 450, 1500],
  ['ALS level 2', 'A0433', 900, 3100],
  ['Oxygen and supplies', 'A0422', 20, 90],
  ['ALS disposable supplies', 'A0398', 40, 160],
  ['Extra attendant', 'A0424', 80, 260],
];
const GROUND_MILES: Service = ['Ground mileage, per loaded mile', 'A0425', 12, 40];
const AIR: readonly Service[] = [
  ['Rotor wing air transport', 'A0431', 9000, 42000],
  ['ALS specialty care supplies', 'A0398', 60, 400],
];
const AIR_MILES: Service = ['Rotor wing air mileage', 'A0436', 180, 420];

const DENTAL: readonly Service[] = [
  ['Periodic oral evaluation', 'D0120', 40, 95],
  ['Comprehensive oral evaluation', 'D0150', 70, 160],
  ['Bitewings - four radiographs', 'D0274', 50, 110],
  ['Intraoral - complete series', 'D0210', 110, 220],
  ['Panoramic radiographic image', 'D0330', 90, 180],
  ['Prophylaxis - adult', 'D1110', 80, 160],
  ['Topical fluoride varnish', 'D1206', 30, 70],
  ['Resin composite, 1 surf, post.', 'D2391', 140, 290],
  ['Resin composite, 2 surf, post.', 'D2392', 180, 360],
  ['Crown - porcelain/ceramic', 'D2740', 950, 1800],
  ['Endodontic therapy, molar', 'D3330', 900, 1700],
  ['Extraction, erupted tooth', 'D7140', 130, 320],
  ['Scaling/root planing, 4+ teeth', 'D4341', 190, 380],
  ['Periodontal maintenance', 'D4910', 110, 210],
];
const TOOTH_CODES = new Set(['D2391', 'D2392', 'D2740', 'D3330', 'D7140']);

const DRUGS: readonly Service[] = [
  ['Atorvastatin 20 mg tablet', '', 6, 60],
  ['Lisinopril 10 mg tablet', '', 4, 35],
  ['Metformin ER 500 mg tablet', '', 5, 48],
  ['Amoxicillin 875 mg tablet', '', 7, 38],
  ['Levothyroxine 50 mcg tablet', '', 8, 42],
  ['Sertraline 50 mg tablet', '', 6, 55],
  ['Albuterol HFA 90 mcg inhaler', '', 25, 80],
  ['Omeprazole DR 20 mg capsule', '', 6, 44],
  ['Fluticasone 50 mcg nasal spray', '', 12, 48],
  ['Insulin glargine 100 u/mL pen', '', 90, 480],
  ['Amlodipine 5 mg tablet', '', 4, 30],
  ['Gabapentin 300 mg capsule', '', 9, 65],
  ['Montelukast 10 mg tablet', '', 8, 52],
];
const SPECIALTY_DRUGS: readonly Service[] = [
  ['Adalimumab 40 mg/0.4 mL pen', '', 2400, 7200],
  ['Enoxaparin 40 mg/0.4 mL syringe', '', 18, 90],
  ['Semaglutide 1 mg/0.75 mL pen', '', 700, 1100],
  ['Compounded baclofen 5% cream', '', 60, 340],
  ['Vancomycin 125 mg/5 mL oral susp', '', 90, 480],
  ['Etanercept 50 mg/mL autoinjector', '', 1600, 6800],
  ['Compounded ketoprofen 10% gel', '', 55, 260],
];

const ANESTHESIA: readonly Service[] = [
  ['Anesth, upper GI endoscopy', '00731', 5, 7],
  ['Anesth, lower intestinal endoscopy', '00811', 4, 6],
  ['Anesth, knee arthroplasty', '01402', 7, 9],
  ['Anesth, lens surgery', '00142', 4, 5],
  ['Anesth, lap cholecystectomy', '00790', 7, 9],
  ['Anesth, shoulder arthroscopy', '01630', 5, 7],
];

const BEHAVIORAL: readonly Service[] = [
  ['Psychiatric diagnostic evaluation', '90791', 180, 420],
  ['Psychotherapy, 45 min', '90834', 110, 220],
  ['Psychotherapy, 60 min', '90837', 140, 280],
  ['Psychotherapy, 30 min', '90832', 75, 150],
  ['Family psychotherapy with patient', '90847', 120, 240],
  ['Group psychotherapy', '90853', 45, 110],
  ['Interactive complexity add-on', '90785', 15, 45],
];

const THERAPY: readonly Service[] = [
  ['Therapeutic exercise', '97110', 40, 120],
  ['Neuromuscular re-education', '97112', 45, 130],
  ['Manual therapy', '97140', 40, 120],
  ['Therapeutic activities', '97530', 45, 130],
  ['Gait training', '97116', 40, 110],
  ['Electrical stimulation, unattended', 'G0283', 15, 55],
  ['Ultrasound therapy', '97035', 18, 60],
  ['Hot/cold pack', '97010', 8, 30],
];
const THERAPY_EVALS: readonly Service[] = [
  ['PT evaluation, low complexity', '97161', 110, 260],
  ['PT evaluation, moderate complexity', '97162', 140, 300],
  ['PT re-evaluation', '97164', 80, 190],
];

const URGENT: readonly Service[] = [
  ['Office visit, new pt, level 3', '99203', 140, 300],
  ['Office visit, est pt, level 4', '99214', 150, 320],
  ['Rapid strep test', '87880', 25, 75],
  ['Influenza A/B antigen test', '87804', 35, 95],
  ['COVID-19 antigen test', '87426', 35, 110],
  ['Simple laceration repair', '12001', 180, 520],
  ['Splint application, short arm', '29125', 110, 260],
  ['XR ankle, 3 views', '73610', 90, 280],
  ['Ketorolac injection, 15 mg', 'J1885', 15, 60],
  ['Therapeutic injection, IM', '96372', 35, 110],
  ['Nebulizer treatment', '94640', 45, 140],
  ['Urine dipstick', '81002', 10, 35],
  ['After-hours service', '99051', 25, 75],
];

const SURGERY_PROCEDURES: readonly Service[] = [
  ['Arthroscopy, knee, facility', '29881', 2800, 9800, '0490'],
  ['Colonoscopy w/ biopsy, facility', '45380', 1400, 4200, '0490'],
  ['Cataract w/ IOL, facility', '66984', 1800, 5200, '0490'],
];
const SURGERY_ROOMS: readonly Service[] = [
  ['Operating room, first 30 min', '', 1200, 3800, '0360'],
  ['Operating room, each add. 15 min', '', 300, 900, '0360'],
  ['Recovery room, per hour', '', 400, 1400, '0710'],
  ['Anesthesia supplies', '', 120, 600, '0370'],
];
const SURGERY_CENTER: readonly Service[] = [
  ['Implant, suture anchor', 'C1713', 300, 1400, '0278'],
  ['IV solution, lactated ringers', 'J7120', 20, 90, '0258'],
  ['Pathology, tissue exam', '88305', 120, 380, '0310'],
  ['Sterile supply pack', '', 80, 600, '0272'],
  ['Cefazolin 2 g injection', 'J0690', 20, 110, '0636'],
  ['Fentanyl citrate 100 mcg inj', 'J3010', 12, 60, '0636'],
  ['Propofol 10 mg/mL 20 mL', '', 15, 80, '0250'],
];

// ---------------------------------------------------------------------------------------------
// People, organisations, addresses and ids

function org(rng: Rng, kind: ProviderKind, split: Split): string {
  const stems = split === 'heldout' ? ORG_STEMS.heldout : [...n.PROVIDER_STEMS, ...ORG_STEMS.dev];
  return `${rng.pick(stems)} ${rng.pick(ORG_SUFFIXES[kind][split])}`;
}

function person(rng: Rng, split: Split): string {
  if (split === 'dev' || rng.bool(0.4)) return personName(rng);
  const middle = rng.bool(0.3) ? ` ${rng.pick(n.MIDDLE_INITIALS)}.` : '';
  return `${rng.pick(HELDOUT_FIRST_NAMES)}${middle} ${rng.pick(HELDOUT_LAST_NAMES)}`;
}

const lastNameOf = (name: string): string => name.split(' ').at(-1) ?? name;
const firstNameOf = (name: string): string => name.split(' ')[0] ?? name;
/** "AVERY K. WHITLOCK" -> "WHITLOCK, AVERY K." */
const lastFirst = (name: string): string => {
  const parts = name.split(' ');
  return `${parts.at(-1) ?? ''}, ${parts.slice(0, -1).join(' ')}`;
};

type Addr = { line1: string; line2: string; full: string; state: string };
type City = readonly [string, string, string];

function address(rng: Rng, split: Split, o: { suite?: boolean; notState?: string } = {}): Addr {
  const cities: readonly City[] = split === 'heldout' ? [...n.CITIES, ...MORE_CITIES] : [...n.CITIES, ...MORE_CITIES.slice(0, 4)];
  const eligible = cities.filter(([, state]) => state !== o.notState);
  const [city, state, zip] = rng.pick(eligible);
  const street = rng.pick([...n.STREETS, ...MORE_STREETS]);
  const line1 = `${rng.int(10, 9899)} ${street}${o.suite ? `, Suite ${rng.int(100, 480)}` : ''}`;
  const line2 = `${city}, ${state} ${zip}${rng.digits(2)}`;
  return { line1, line2, full: `${line1}, ${line2}`, state };
}

type PhoneStyle = 'parens' | 'dashes' | 'dots' | 'toll-free';
function phoneNumber(rng: Rng, style: PhoneStyle): string {
  const [a, b, c] = [String(rng.int(201, 989)), String(rng.int(200, 989)), rng.digits(4)];
  switch (style) {
    case 'parens':
      return `(${a}) ${b}-${c}`;
    case 'dashes':
      return `${a}-${b}-${c}`;
    case 'dots':
      return `${a}.${b}.${c}`;
    case 'toll-free':
      return `1-${rng.pick(['800', '855', '866', '877', '888'])}-${b}-${c}`;
  }
}

type AccountStyle = 'digits8' | 'digits10' | 'dash' | 'letters' | 'inv' | 'hosp' | 'guarantor' | 'slash';
function accountNumber(rng: Rng, style: AccountStyle): string {
  switch (style) {
    case 'digits8':
      return rng.digits(8);
    case 'digits10':
      return rng.digits(10);
    case 'dash':
      return `${rng.digits(4)}-${rng.digits(5)}`;
    case 'letters':
      return `${rng.letters(2)}${rng.digits(7)}`;
    case 'inv':
      return `INV-${rng.digits(6)}`;
    case 'hosp':
      return `H${rng.digits(9)}`;
    case 'guarantor':
      return `G${rng.digits(7)}`;
    case 'slash':
      return `${rng.digits(6)}/${rng.digits(3)}`;
  }
}

type LinkStyle = 'https' | 'www' | 'portal' | 'short';
function payLink(rng: Rng, provider: string, style: LinkStyle): string {
  const slug = provider.toLowerCase().replace(/[^a-z]+/g, '');
  switch (style) {
    case 'https':
      return `https://pay.${slug}.example/${rng.digits(6)}`;
    case 'www':
      return `www.${slug}.example/pay`;
    case 'portal':
      return `https://${slug}.example/billpay`;
    case 'short':
      return `${slug}.example/quickpay`;
  }
}

function pickDistinct<T>(rng: Rng, list: readonly T[], k: number): T[] {
  const copy = [...list];
  for (let i = 0; i < Math.min(k, copy.length); i++) {
    const j = rng.int(i, copy.length - 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, k);
}

// ---------------------------------------------------------------------------------------------
// The bill behind a document: every value a family may print.

type Item = { description: string; code: string; rev: string; amount: number; date: string; qty: number; unit: number };

type DraftSpec = {
  kind: ProviderKind;
  services: readonly Service[];
  /** Line items on a full document, and on a one-page variant (default 2..5). */
  items: readonly [number, number];
  onePageItems?: readonly [number, number];
  /** Items spread over this many days after the service date (default 0: one visit). */
  spreadDays?: number;
  /** Visits of several lines each (therapy, sessions): [visits], [lines per visit]. */
  visits?: { count: readonly [number, number]; lines: readonly [number, number]; first?: readonly Service[] };
  /** Each service at most once (summary lines). */
  distinct?: boolean;
  /** Units of a line (its amount is units x unit price, unless `unitsOnly`). */
  qty?: (rng: Rng, service: Service) => number;
  /** The service range is the line's total: units are printed but do not multiply it (revenue-code summaries). */
  unitsOnly?: boolean;
  insured?: number;
  insuredShare?: readonly [number, number];
  adjusted?: number;
  patientPaid?: number;
  paidInFull?: number;
  account?: readonly AccountStyle[];
  phone?: readonly PhoneStyle[];
  link?: readonly LinkStyle[];
  providerSuite?: boolean;
  outOfState?: boolean;
};

type Draft = {
  provider: string;
  providerAddr: Addr;
  phone: string;
  link: string;
  patient: string;
  patientAddr: Addr;
  dob: string;
  guarantor: string;
  insurer: string;
  insurerPhone: string;
  doctor: string;
  account: string;
  statementDate: string;
  serviceDate: string;
  lastServiceDate: string;
  dueDate: string;
  items: Item[];
  subtotal: number;
  insurancePaid: number;
  adjustments: number;
  patientPaid: number;
  amountDue: number;
};

const INSURER_STEMS = { dev: ['Bluecrest', 'Evergreen Mutual', 'Northstar', 'Summit Care', 'Tidewater'], heldout: ['Copperleaf', 'Stillwater Valley', 'Brackenridge', 'Greystone Mutual', 'Palisade'] };
const INSURER_SUFFIX = { dev: ['Health Plan', 'Insurance', 'Health Partners'], heldout: ['Benefit Trust', 'Health Cooperative', 'Assurance Group', 'Blue Plan'] };

function draft(rng: Rng, split: Split, options: LayoutOptions, spec: DraftSpec): Draft {
  const provider = org(rng, spec.kind, split);
  const patientAddr = address(rng, split);
  const providerAddr = address(rng, split, { suite: spec.providerSuite ?? rng.bool(0.3), notState: spec.outOfState ? patientAddr.state : undefined });
  const patient = person(rng, split);
  /** Another person than the patient (a guarantor, a doctor): the pools are small, so draw again on a clash. */
  const other = (make: () => string): string => {
    let name = make();
    for (let i = 0; i < 5 && (name === patient || firstNameOf(name) === firstNameOf(patient)); i++) name = make();
    return name;
  };
  const serviceDate = rng.date('2024-01-15', '2025-10-31');
  const range = options.onePage ? (spec.onePageItems ?? [2, 5]) : spec.items;
  const makeItem = (s: Service, date: string): Item => {
    const qty = spec.qty?.(rng, s) ?? 1;
    const unit = rng.money(s[2], s[3]);
    return { description: s[0], code: s[1], rev: s[4] ?? '', qty, unit, amount: spec.unitsOnly ? unit : roundCents(unit * qty), date };
  };
  let items: Item[];
  if (spec.visits) {
    const visits = options.onePage ? rng.int(1, 2) : rng.int(...spec.visits.count);
    items = [];
    let date = serviceDate;
    for (let v = 0; v < visits; v++) {
      const lines = pickDistinct(rng, spec.services, rng.int(...spec.visits.lines));
      if (v === 0 && spec.visits.first) lines.unshift(rng.pick(spec.visits.first));
      for (const s of lines) items.push(makeItem(s, date));
      date = addDays(date, rng.int(2, 7));
    }
  } else {
    const count = rng.int(...range);
    // Big-ticket services (a CT, a room day rate) come once; supplies and drugs repeat.
    const used = new Set<Service>();
    const pickOne = (): Service => {
      let s = rng.pick(spec.services);
      for (let i = 0; i < 6 && s[2] >= 400 && used.has(s); i++) s = rng.pick(spec.services);
      used.add(s);
      return s;
    };
    const services = spec.distinct ? pickDistinct(rng, spec.services, Math.min(count, spec.services.length)) : Array.from({ length: count }, pickOne);
    const offsets = services.map((_, i) => (i === 0 ? 0 : rng.int(0, spec.spreadDays ?? 0))).sort((a, b) => a - b);
    items = services.map((s, i) => makeItem(s, addDays(serviceDate, offsets[i] ?? 0)));
  }
  const lastServiceDate = items.reduce((last, i) => (i.date > last ? i.date : last), serviceDate);
  const subtotal = roundCents(items.reduce((s, i) => s + i.amount, 0));
  const [lo, hi] = spec.insuredShare ?? [0.3, 0.8];
  const insurancePaid = rng.bool(spec.insured ?? 0.8) ? roundCents(subtotal * (lo + rng.next() * (hi - lo))) : 0;
  const afterInsurance = roundCents(subtotal - insurancePaid);
  const adjustments = rng.bool(spec.adjusted ?? 0.6) ? roundCents(afterInsurance * (0.1 + rng.next() * 0.4)) : 0;
  const remaining = roundCents(afterInsurance - adjustments);
  let patientPaid = 0;
  if (rng.bool(spec.paidInFull ?? 0)) patientPaid = remaining;
  else if (rng.bool(spec.patientPaid ?? 0)) patientPaid = Math.min(remaining, rng.pick([10, 20, 25, 30, 40, 50, 75, 100]));
  const statementDate = addDays(lastServiceDate, rng.int(6, 45));
  const insurer = `${rng.pick(INSURER_STEMS[split])} ${rng.pick(INSURER_SUFFIX[split])}`;
  return {
    provider,
    providerAddr,
    phone: phoneNumber(rng, rng.pick(spec.phone ?? ['parens', 'dashes'])),
    link: payLink(rng, provider, rng.pick(spec.link ?? ['https', 'www'])),
    patient,
    patientAddr,
    dob: rng.date('1941-01-01', '2019-12-31'),
    guarantor: other(() => `${rng.pick(split === 'heldout' ? HELDOUT_FIRST_NAMES : n.FIRST_NAMES)} ${lastNameOf(patient)}`),
    insurer,
    insurerPhone: phoneNumber(rng, 'toll-free'),
    doctor: other(() => person(rng, split)),
    account: accountNumber(rng, rng.pick(spec.account ?? ['digits8', 'dash', 'letters'])),
    statementDate,
    serviceDate,
    lastServiceDate,
    dueDate: addDays(statementDate, rng.pick([14, 21, 25, 30])),
    items,
    subtotal,
    insurancePaid,
    adjustments,
    patientPaid,
    amountDue: roundCents(remaining - patientPaid),
  };
}

/** After a family changed the lines: the totals again, insurance and adjustments in the same proportion. */
function rebalance(d: Draft): void {
  const old = d.subtotal;
  d.subtotal = roundCents(d.items.reduce((s, i) => s + i.amount, 0));
  const k = old > 0 ? d.subtotal / old : 1;
  d.insurancePaid = roundCents(d.insurancePaid * k);
  d.adjustments = Math.max(0, Math.min(roundCents(d.adjustments * k), roundCents(d.subtotal - d.insurancePaid)));
  const remaining = roundCents(d.subtotal - d.insurancePaid - d.adjustments);
  d.patientPaid = Math.min(d.patientPaid, remaining);
  d.amountDue = roundCents(remaining - d.patientPaid);
}

/** What a family prints beyond the required fields: the truth has exactly those. */
type Printed = {
  serviceDate?: boolean;
  insurancePaid?: boolean;
  adjustments?: boolean;
  amountDue?: boolean;
  phone?: boolean;
  providerAddress?: boolean;
  patientAddress?: boolean;
  link?: boolean;
  items?: boolean;
  itemCode?: boolean;
  itemDate?: boolean;
};

function truthOf(d: Draft, p: Printed, names: { provider?: string; patient?: string; patientAddress?: string; providerAddress?: string; item?: (description: string) => string } = {}): BillTruth {
  if (p.insurancePaid === false && d.insurancePaid !== 0) throw new Error('insurance paid must be printed when not zero');
  if (p.adjustments === false && d.adjustments !== 0) throw new Error('adjustments must be printed when not zero');
  const lineItems =
    p.items === false
      ? []
      : d.items.map((i) => ({
          description: names.item ? names.item(i.description) : i.description,
          ...(p.itemCode !== false && i.code !== '' ? { code: i.code } : {}),
          amount: i.amount,
          ...(p.itemDate !== false ? { date: i.date } : {}),
        }));
  const t: BillTruth = {
    providerName: names.provider ?? d.provider,
    patientName: names.patient ?? d.patient,
    invoiceNumber: d.account,
    invoiceDate: d.statementDate,
    subtotal: d.subtotal,
    lineItems,
  };
  if (p.serviceDate !== false) t.serviceDate = d.serviceDate;
  if (p.insurancePaid !== false) t.insurancePaid = d.insurancePaid;
  if (p.adjustments !== false) t.insuranceDiscount = d.adjustments;
  if (p.amountDue !== false) t.amountDue = d.amountDue;
  if (p.phone !== false) t.phoneNumber = d.phone;
  if (p.providerAddress !== false) t.providerAddress = names.providerAddress ?? d.providerAddr.full;
  if (p.patientAddress !== false) t.patientAddress = names.patientAddress ?? d.patientAddr.full;
  if (p.link !== false) t.payOnlineLink = d.link;
  return t;
}

/** Splits a total over lines in proportion to their amounts, to the cent, never more than a line holds. */
function spread(total: number, amounts: readonly number[]): number[] {
  const cents = amounts.map((a) => Math.round(a * 100));
  const sum = cents.reduce((s, c) => s + c, 0);
  const target = Math.round(total * 100);
  const parts = cents.map((c) => (sum === 0 ? 0 : Math.floor((target * c) / sum)));
  let rest = target - parts.reduce((s, c) => s + c, 0);
  for (let i = 0; rest > 0 && i < parts.length * 2; i++) {
    const k = i % parts.length;
    if ((parts[k] ?? 0) < (cents[k] ?? 0)) {
      parts[k] = (parts[k] ?? 0) + 1;
      rest--;
    }
  }
  return parts.map((c) => c / 100);
}

/** Per line: insurance paid, adjustment and the rest (what the patient owes before own payments). */
function lineShares(d: Draft): { ins: number; adj: number; rest: number }[] {
  const ins = spread(d.insurancePaid, d.items.map((i) => i.amount));
  const adj = spread(
    d.adjustments,
    d.items.map((i, k) => roundCents(i.amount - (ins[k] ?? 0))),
  );
  return d.items.map((i, k) => ({ ins: ins[k] ?? 0, adj: adj[k] ?? 0, rest: roundCents(i.amount - (ins[k] ?? 0) - (adj[k] ?? 0)) }));
}

// ---------------------------------------------------------------------------------------------
// Drawing helpers on a Sheet

/** A stamp such as "FINAL NOTICE": large, turned and light grey, over the page. */
function stamp(sheet: Sheet, text: string, x: number, y: number, o: { page?: number; size?: number; rotate?: number; grey?: number; font?: FontName } = {}): void {
  place(sheet.pages[o.page ?? 0], { text, x, y, size: o.size ?? 34, font: o.font ?? 'bold', rotate: o.rotate ?? 18, grey: o.grey ?? 0.78 });
}

/** The OCR scan line of a remittance stub: account digits, amount in cents, a check digit. */
const scanLine = (rng: Rng, d: Draft): string => `${d.account.replace(/\D/g, '').padStart(10, '0')} ${String(Math.round(d.amountDue * 100)).padStart(9, '0')} ${rng.int(0, 9)}`;

/** A horizontal rule made of one character, from x1 to about x2. */
function rule(x1: number, x2: number, size: number, char = '_', font: FontName = 'regular'): Cell {
  const width = font.startsWith('mono') ? 0.6 : char === '_' ? 0.556 : char === '=' ? 0.584 : char === '.' ? 0.278 : 0.333;
  return { text: char.repeat(Math.max(1, Math.floor((x2 - x1) / (width * size)))), x: x1, size, font, grey: 0.45 };
}


type Col<T> = { head: string; x: number; align?: 'left' | 'right'; cell: (row: T) => string; font?: FontName };

/** A table with a header row, repeated on each new page when `repeat` is set (plus `banner` rows above it). */
function table<T>(sheet: Sheet, hooks: Hooks, cols: readonly Col<T>[], rows: readonly T[], o: { size?: number; headFont?: FontName; headSize?: number; repeat?: boolean; banner?: (s: Sheet) => void; rowFont?: (row: T) => FontName | undefined; ruleBelowHead?: boolean } = {}): void {
  const head = (s: Sheet) => {
    s.row(cols.map((c) => ({ text: c.head, x: c.x, align: c.align, font: o.headFont ?? 'bold', size: o.headSize ?? o.size })));
    if (o.ruleBelowHead) s.row([rule(cols[0]?.x ?? 50, Math.max(...cols.map((c) => c.x)), 6, '_')], -4);
  };
  head(sheet);
  if (o.repeat) {
    hooks.page = (s) => {
      o.banner?.(s);
      head(s);
    };
  }
  for (const row of rows) {
    const cells = cols
      .map((c): Cell => ({ text: c.cell(row), x: c.x, align: c.align, font: c.font ?? o.rowFont?.(row), size: o.size }))
      .filter((c) => c.text !== '');
    if (cells.length > 0) sheet.row(cells);
  }
  hooks.page = undefined;
}

/** The usual date, code, description and amount table; the headers are worded in that order, as the seed expects. */
function itemTable(sheet: Sheet, hooks: Hooks, w: Words, f: Fmt, items: readonly Item[], codeX: number, descriptionX: number, o: { description?: string; ruleBelowHead?: boolean } = {}): void {
  table(
    sheet,
    hooks,
    [
      { head: w.get('colDate'), x: 50, cell: (i: Item) => f.date(i.date) },
      { head: w.get('colCode'), x: codeX, cell: (i) => i.code },
      { head: o.description ?? w.get('colDescription'), x: descriptionX, cell: (i) => i.description },
      { head: w.get('colAmount'), x: 562, align: 'right', cell: (i) => f.money(i.amount) },
    ],
    items,
    { ruleBelowHead: o.ruleBelowHead },
  );
}

/** Label and amount rows, labels at labelX and amounts right-aligned at valueX. */
function totals(sheet: Sheet, rows: readonly (readonly [string, string, FontName?])[], labelX: number, valueX: number, size?: number): void {
  for (const [label, value, font] of rows) sheet.row([{ text: label, x: labelX, font: font ?? 'bold', size }, { text: value, x: valueX, align: 'right', font, size }]);
}

/** The usual balance rows, in a family's wording and credit style; zero rows are printed (0.00), so the truth keeps them. */
function balanceRows(d: Draft, f: Fmt, w: Words, o: { insurance?: boolean; adjustments?: boolean; patientPaid?: 'always' | 'when-paid' | 'never'; dueFont?: FontName } = {}): [string, string, FontName?][] {
  const rows: [string, string, FontName?][] = [[w.get('charges'), f.money(d.subtotal)]];
  if (o.insurance !== false) rows.push([w.get('insurancePaid'), f.credit(d.insurancePaid)]);
  if (o.adjustments !== false) rows.push([w.get('adjustments'), f.credit(d.adjustments)]);
  const pp = o.patientPaid ?? 'when-paid';
  if (pp === 'always' || (pp === 'when-paid' && d.patientPaid > 0)) rows.push([w.get('patientPaid'), f.credit(d.patientPaid)]);
  else if (d.patientPaid > 0) throw new Error('patient payments must be printed when not zero');
  rows.push([w.get('amountDue'), f.money(d.amountDue), o.dueFont ?? 'bold']);
  return rows;
}

/** A remittance stub below a dashed line: detach note, account, amount due, amount enclosed, remit-to and a scan line. */
function remittanceStub(sheet: Sheet, rng: Rng, d: Draft, f: Fmt, w: Words, o: { x?: number; right?: number; size?: number; font?: FontName; providerName?: string; patientName?: string; remit?: Addr } = {}): void {
  const x = o.x ?? 50;
  const right = o.right ?? 562;
  const size = o.size ?? 8;
  sheet.space(10).row([rule(x, right, 8, '-')]);
  sheet.row([{ text: w.get('detach'), x, size: 7, font: 'italic' }], 6);
  sheet.row([{ text: o.providerName ?? d.provider, x, font: 'bold', size: size + 1, ...(o.font ? { font: o.font } : {}) }, { text: w.get('account'), x: 330, size, font: 'bold' }, { text: d.account, x: right, align: 'right', size, font: o.font }]);
  const remit = o.remit ?? d.providerAddr;
  sheet.row([{ text: remit.line1, x, size, font: o.font }, { text: w.get('amountDue'), x: 330, size, font: 'bold' }, { text: f.money(d.amountDue), x: right, align: 'right', size, font: o.font }]);
  sheet.row([{ text: remit.line2, x, size, font: o.font }, { text: w.get('enclosed'), x: 330, size, font: 'bold' }, { text: '$ ____________', x: right, align: 'right', size, font: o.font }], 6);
  sheet.row([{ text: o.patientName ?? d.patient, x: x + 20, size, font: o.font }, { text: bars(rng, 42), x: 330, size: 9, font: 'mono' }]);
  sheet.row([{ text: d.patientAddr.line1, x: x + 20, size, font: o.font }]);
  sheet.row([{ text: d.patientAddr.line2, x: x + 20, size, font: o.font }], 4);
  sheet.row([{ text: scanLine(rng, d), x: right, align: 'right', size: 9, font: 'mono' }]);
}

const marketing = (rng: Rng, split: Split): string => rng.pick(split === 'heldout' ? [...BILL_MARKETING.heldout, ...BILL_MARKETING.dev] : BILL_MARKETING.dev);

/** A family: a name, a split and a build from a context. */
type Ctx = { rng: Rng; options: LayoutOptions; w: Words; split: Split };
/** `split`: the pools its wording is drawn from; `measuredAs`: where bench:extract counts it, when that differs (retired). */
type FamilyDef = { name: string; split: Split; measuredAs?: Split; build: (ctx: Ctx) => { truth: BillTruth; doc: Sheet } };

const fam = (name: string, split: Split, build: FamilyDef['build']): FamilyDef => ({ name, split, build });

/** Families of hospital and facility bills: they may use hospital-only wording. */
const HOSPITAL_FAMILIES = new Set(['hospital-itemized-pages', 'ub04-revenue-summary', 'line-printer', 'hospital-date-subtotals', 'hospital-selfpay-estimate', 'childrens-hospital-departments', 'hospital-summary-top', 'surgery-center-pages', 'collection-past-due']);

const H = PAGE_HEIGHT;

// ---------------------------------------------------------------------------------------------
// Dev families

const devFamilies: FamilyDef[] = [
  // Multi-page itemized inpatient bill: a banner and the column heads repeat on every page, page x of y.
  fam('hospital-itemized-pages', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, {
      kind: 'hospital',
      services: HOSPITAL_ITEMS,
      items: [40, 110],
      onePageItems: [3, 7],
      spreadDays: 6,
      insured: 0.85,
      adjusted: 0.7,
      account: ['hosp', 'digits10'],
      qty: (r, s) => (s[1] === '' ? r.int(1, 4) : 1),
    });
    const f = fmt(rng, ['us-slash', 'us-2digit', 'us-dash'], ['plain', 'dollar'], ['parens', 'minus']);
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 46, bottom: 74 });
    const title = w.get('title');
    sheet.row([{ text: d.provider, x: 40, size: 14, font: 'bold' }, { text: title.toUpperCase(), x: 572, size: 12, font: 'bold', align: 'right' }]);
    sheet.row([{ text: d.providerAddr.line1, x: 40 }, { text: `${colon(w.get('statementDate'))} ${f.date(d.statementDate)}`, x: 572, align: 'right' }]);
    sheet.row([{ text: d.providerAddr.line2, x: 40 }, { text: `${colon(w.get('account'))} ${d.account}`, x: 572, align: 'right' }]);
    sheet.row([{ text: `${colon(w.get('phone'))} ${d.phone}`, x: 40 }, { text: `${colon(w.get('dueDate'))} ${f.date(d.dueDate)}`, x: 572, align: 'right' }], 12);
    const mrn = rng.digits(7);
    columns(
      sheet,
      [
        [{ text: w.get('patient'), x: 40, font: 'bold' }, { text: d.patient, x: 130 }],
        [{ text: 'Address', x: 40, font: 'bold' }, { text: d.patientAddr.line1, x: 130 }],
        [{ text: d.patientAddr.line2, x: 130 }],
      ],
      [
        [{ text: w.get('guarantor'), x: 330, font: 'bold' }, { text: d.guarantor, x: 440 }],
        [{ text: 'Medical Record #', x: 330, font: 'bold' }, { text: mrn, x: 440 }],
        [{ text: w.get('servicePeriod'), x: 330, font: 'bold' }, { text: `${f.date(d.serviceDate)} - ${f.date(d.lastServiceDate)}`, x: 440 }],
      ],
    );
    sheet.space(10);
    table(
      sheet,
      hooks,
      [
        { head: w.get('colDate'), x: 40, cell: (i: Item) => f.date(i.date) },
        { head: 'Rev', x: 108, cell: (i) => i.rev },
        { head: w.get('colCode'), x: 136, cell: (i) => i.code },
        { head: w.get('colDescription'), x: 204, cell: (i) => i.description },
        { head: 'Qty', x: 440, align: 'right', cell: (i) => String(i.qty) },
        { head: w.get('colAmount'), x: 572, align: 'right', cell: (i) => f.money(i.amount) },
      ],
      d.items,
      { repeat: true, ruleBelowHead: true, banner: (s) => s.row([{ text: d.provider, x: 40, font: 'bold' }, { text: `${d.patient}  -  ${d.account}  (continued)`, x: 572, align: 'right' }], 8) },
    );
    const balance = balanceRows(d, f, w);
    keepTogether(sheet, 50 + balance.length * 13, 74);
    sheet.row([rule(380, 572, 6, '_')]);
    totals(sheet, balance, 380, 572);
    sheet.space(8).row([{ text: `${w.get('payOnline')} ${d.link}`, x: 40 }]).row([{ text: marketing(rng, split), x: 40, font: 'italic' }]);
    everyPage(sheet, (page, total) => [
      { text: `Page ${page} of ${total}`, x: 572, y: H - 50, size: 7, align: 'right' },
      ...(page < total ? [{ text: 'Continued on next page', x: 40, y: H - 50, size: 7, font: 'italic' as const }] : []),
    ]);
    return { truth: truthOf(d, { serviceDate: true }), doc: sheet };
  }),

  // UB-04-like summary by revenue code: form locators in the heads, a 0001 total line, serif.
  fam('ub04-revenue-summary', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, { kind: 'hospital', services: REVENUE_LINES, items: [5, 14], onePageItems: [3, 7], distinct: true, qty: (r, s) => (s[1].startsWith('01') ? r.int(1, 6) : /^0(2[5-7]|30|63)/.test(s[1]) ? r.int(1, 24) : r.int(1, 3)), unitsOnly: true, account: ['digits10', 'hosp'] });
    d.items.sort((a, b) => a.code.localeCompare(b.code));
    const f = fmt(rng, ['us-2digit', 'us-slash'], ['plain'], ['minus', 'cr']);
    const { sheet, hooks } = newSheet({ size: 9, font: 'serif', top: 44 });
    sheet.row([{ text: d.provider, x: 50, size: 15, font: 'bold' }]);
    sheet.row([{ text: `${d.providerAddr.full}   ${d.phone}`, x: 50, size: 8 }], 6);
    sheet.row([{ text: w.get('title'), x: 50, size: 12, font: 'bold' }, { text: 'Type of Bill 0131', x: 562, size: 8, align: 'right' }], 8);
    above(
      sheet,
      [
        [w.get('patient'), d.patient],
        [w.get('account'), d.account],
        [w.get('statementDate'), f.date(d.statementDate)],
        [w.get('servicePeriod'), `${f.date(d.serviceDate)} - ${f.date(addDays(d.serviceDate, rng.int(0, 4)))}`],
        ['Patient Address', d.patientAddr.full],
      ],
      { columnWidth: 175, labelFont: 'bold', labelSize: 7 },
    );
    sheet.row([rule(50, 562, 8)], 4);
    table(
      sheet,
      hooks,
      [
        { head: '42 REV. CD.', x: 50, cell: (i: Item) => i.code },
        { head: '43 DESCRIPTION', x: 120, cell: (i) => i.description },
        { head: '46 SERV. UNITS', x: 400, align: 'right', cell: (i) => String(i.qty) },
        { head: '47 TOTAL CHARGES', x: 562, align: 'right', cell: (i) => f.money(i.amount) },
      ],
      d.items,
      { headSize: 7 },
    );
    sheet.row([{ text: '0001', x: 50, font: 'bold' }, { text: 'TOTAL', x: 120, font: 'bold' }, { text: f.money(d.subtotal), x: 562, align: 'right', font: 'bold' }], 10);
    sheet.row([{ text: `${colon(w.get('insurer'))} ${d.insurer}`, x: 50, size: 8 }], 4);
    totals(sheet, balanceRows(d, f, w), 330, 562);
    sheet.space(8).row([{ text: `${w.get('payOnline')}: ${d.link}`.replace('::', ':'), x: 50, size: 8 }]);
    return { truth: truthOf(d, { itemDate: false }), doc: sheet };
  }),

  // Professional group statement as account activity: charges and credits interleaved, summary box at right.
  fam('physician-activity', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, { kind: 'physician', services: PHYSICIAN, items: [3, 10], onePageItems: [2, 4], spreadDays: 70, patientPaid: 0.35, account: ['digits8', 'guarantor'] });
    const f = fmt(rng, ['us-slash', 'us-short'], ['dollar', 'plain'], ['parens', 'minus']);
    const { sheet, hooks } = newSheet({ size: 9, font: 'regular' });
    sheet.row([{ text: d.provider, x: 50, size: 15, font: 'bold' }]);
    const labels = { due: w.get('amountDue'), date: w.get('statementDate'), account: w.get('account') };
    columns(
      sheet,
      [[{ text: d.providerAddr.line1, x: 50 }], [{ text: d.providerAddr.line2, x: 50 }], [{ text: `${colon(w.get('phone'))} ${d.phone}`, x: 50 }]],
      [
        [{ text: labels.date, x: 360, font: 'bold' }, { text: f.date(d.statementDate), x: 562, align: 'right' }],
        [{ text: labels.account, x: 360, font: 'bold' }, { text: d.account, x: 562, align: 'right' }],
        [{ text: labels.due, x: 360, font: 'bold' }, { text: f.money(d.amountDue), x: 562, align: 'right', font: 'bold' }],
      ],
    );
    sheet.space(14).row([{ text: d.patient, x: 70 }]).row([{ text: d.patientAddr.line1, x: 70 }]).row([{ text: d.patientAddr.line2, x: 70 }], 12);
    sheet.row([{ text: `Rendering provider: ${d.doctor}, MD`, x: 50, size: 8 }], 8);
    type Row = { date: string; code: string; text: string; charge?: number; credit?: number };
    const rows: Row[] = d.items.map((i) => ({ date: i.date, code: i.code, text: i.description, charge: i.amount }));
    const paidOn = addDays(d.lastServiceDate, rng.int(1, 5));
    const insParts = d.insurancePaid > 0 && rng.bool(0.5) && d.items.length > 1 ? spread(d.insurancePaid, [1, 1]) : [d.insurancePaid];
    for (const part of insParts) if (part > 0) rows.push({ date: paidOn, code: '', text: `Insurance payment - ${d.insurer}`, credit: part });
    if (d.adjustments > 0) rows.push({ date: paidOn, code: '', text: 'Contractual adjustment', credit: d.adjustments });
    if (d.patientPaid > 0) rows.push({ date: addDays(paidOn, 2), code: '', text: 'Patient payment - thank you', credit: d.patientPaid });
    rows.sort((a, b) => a.date.localeCompare(b.date));
    sheet.row([{ text: 'ACCOUNT ACTIVITY', x: 50, font: 'bold', size: 10 }], 2);
    table(
      sheet,
      hooks,
      [
        { head: w.get('colDate'), x: 50, cell: (r: Row) => f.date(r.date) },
        { head: w.get('colCode'), x: 120, cell: (r) => r.code },
        { head: w.get('colDescription'), x: 200, cell: (r) => r.text },
        { head: w.get('colAmount'), x: 480, align: 'right', cell: (r) => (r.charge !== undefined ? f.money(r.charge) : '') },
        { head: 'Credits', x: 562, align: 'right', cell: (r) => (r.credit !== undefined ? f.credit(r.credit) : '') },
      ],
      rows,
      { ruleBelowHead: true },
    );
    sheet.space(10).row([{ text: 'ACCOUNT SUMMARY', x: 330, font: 'bold', size: 10 }]);
    totals(sheet, balanceRows(d, f, w), 330, 562);
    sheet.space(8).row([{ text: `${w.get('payOnline')} ${d.link}`, x: 50 }]);
    return { truth: truthOf(d, { serviceDate: false }), doc: sheet };
  }),

  // Lab bill with a summary strip at the top (labels above values) and the tests below.
  fam('lab-summary-strip', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, { kind: 'lab', services: LAB, items: [3, 12], onePageItems: [2, 5], distinct: true, account: ['letters', 'digits8'], link: ['portal', 'https'] });
    const f = fmt(rng, ['long', 'abbrev'], ['dollar'], ['minus']);
    const { sheet, hooks } = newSheet({ size: 9, font: 'regular' });
    sheet.row([{ text: d.provider, x: 50, size: 16, font: 'bold' }, { text: w.get('title'), x: 562, size: 11, align: 'right' }]);
    sheet.row([{ text: `${d.providerAddr.full}  |  ${d.phone}`, x: 50, size: 8 }], 10);
    sheet.row([rule(50, 562, 8)], 2);
    above(
      sheet,
      [
        [w.get('statementDate'), f.date(d.statementDate)],
        [w.get('account'), d.account],
        [w.get('amountDue'), f.money(d.amountDue)],
        [w.get('dueDate'), f.date(d.dueDate)],
      ],
      { perRow: 4, columnWidth: 128, labelSize: 7, valueSize: 11, valueFont: 'bold', gap: 2 },
    );
    sheet.row([rule(50, 562, 8)], 10);
    beside(
      sheet,
      [
        [w.get('patient'), d.patient],
        ['Date of Birth', f.date(d.dob)],
        [w.get('serviceDate'), f.date(d.serviceDate)],
        ['Ordering Physician', `Dr. ${d.doctor}`],
      ],
      { x: 50, valueX: 160 },
    );
    sheet.row([{ text: d.patientAddr.full, x: 160 }], 10);
    table(
      sheet,
      hooks,
      [
        { head: w.get('colCode'), x: 50, cell: (i: Item) => i.code },
        { head: 'Test Description', x: 130, cell: (i) => i.description },
        { head: w.get('colAmount'), x: 562, align: 'right', cell: (i) => f.money(i.amount) },
      ],
      d.items,
      { ruleBelowHead: true },
    );
    sheet.space(8);
    totals(sheet, balanceRows(d, f, w), 340, 562);
    sheet.space(8).row([{ text: `${w.get('payOnline')} ${d.link}`, x: 50, size: 8 }]).row([{ text: marketing(rng, split), x: 50, size: 8, font: 'italic' }]);
    return { truth: truthOf(d, { itemDate: false }), doc: sheet };
  }),

  // Radiology center: insurance block with the insurer's own phone, accession number, reading radiologist.
  fam('imaging-center', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, { kind: 'imaging', services: IMAGING, items: [1, 5], onePageItems: [1, 3], distinct: true, spreadDays: 10, account: ['digits8', 'inv'] });
    const f = fmt(rng, ['us-slash', 'abbrev', 'iso'], ['dollar', 'dollar-nocomma'], ['minus', 'parens']);
    const { sheet, hooks } = newSheet({ size: 9, font: 'regular' });
    sheet.row([{ text: d.provider, x: 562, size: 16, font: 'bold', align: 'right' }]);
    sheet.row([{ text: d.providerAddr.line1, x: 562, align: 'right' }]).row([{ text: d.providerAddr.line2, x: 562, align: 'right' }]).row([{ text: `${colon(w.get('phone'))} ${d.phone}`, x: 562, align: 'right' }], 14);
    sheet.row([{ text: w.get('title').toUpperCase(), x: 50, size: 12, font: 'bold' }], 6);
    beside(
      sheet,
      [
        [w.get('patient'), d.patient],
        [w.get('account'), d.account],
        [w.get('statementDate'), f.date(d.statementDate)],
        [w.get('serviceDate'), f.date(d.serviceDate)],
        ['Accession #', `A${rng.digits(8)}`],
      ],
      { valueX: 170 },
    );
    sheet.row([{ text: d.patientAddr.full, x: 170 }], 10);
    sheet.row([{ text: `${colon(w.get('insurer'))} ${d.insurer}`, x: 50 }, { text: `Insurer phone: ${d.insurerPhone}`, x: 562, align: 'right' }]);
    sheet.row([{ text: `Interpreting radiologist: ${d.doctor}, MD`, x: 50 }], 10);
    itemTable(sheet, hooks, w, f, d.items, 130, 215, { description: 'Exam' });
    sheet.space(10);
    totals(sheet, balanceRows(d, f, w), 330, 562);
    sheet.space(10).row([{ text: `${w.get('payOnline')} ${d.link}`, x: 50 }]);
    return { truth: truthOf(d, {}), doc: sheet };
  }),

  // Ground ambulance trip invoice: trip block (labels above), mileage as units x rate.
  fam('ambulance-trip', 'dev', ({ rng, options, w, split }) => {
    const miles = rng.int(3, 38);
    const d = draft(rng, split, options, {
      kind: 'ambulance',
      services: AMBULANCE,
      items: [2, 4],
      onePageItems: [2, 3],
      distinct: true,
      insured: 0.9,
      account: ['digits8', 'dash'],
    });
    const mileage = { description: GROUND_MILES[0], code: GROUND_MILES[1], rev: '', qty: miles, unit: rng.money(GROUND_MILES[2], GROUND_MILES[3]), amount: 0, date: d.serviceDate };
    mileage.amount = roundCents(mileage.qty * mileage.unit);
    d.items.splice(1, 0, mileage);
    for (const i of d.items) i.date = d.serviceDate;
    rebalance(d);
    const f = fmt(rng, ['us-slash', 'us-dash'], ['dollar', 'plain'], ['cr', 'minus']);
    const { sheet, hooks } = newSheet({ size: 9, font: 'regular' });
    sheet.row([{ text: d.provider, x: 50, size: 15, font: 'bold' }, { text: 'INVOICE', x: 562, size: 14, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${d.providerAddr.full}`, x: 50 }]).row([{ text: `${colon(w.get('phone'))} ${d.phone}`, x: 50 }], 10);
    above(
      sheet,
      [
        [w.get('trip'), d.account],
        [w.get('serviceDate'), f.date(d.serviceDate)],
        [w.get('statementDate'), f.date(d.statementDate)],
        ['Pick-up Location', `${rng.int(10, 9800)} ${rng.pick(n.STREETS)}`],
        ['Destination', org(rng, 'hospital', split)],
        ['Loaded Miles', `${miles}.0`],
      ],
      { columnWidth: 175 },
    );
    beside(
      sheet,
      [
        [w.get('patient'), d.patient],
        ['Address', d.patientAddr.line1],
        ['', d.patientAddr.line2],
        ['Date of Birth', f.date(d.dob)],
      ],
      { valueX: 150 },
    );
    sheet.space(8);
    table(
      sheet,
      hooks,
      [
        { head: 'HCPCS', x: 50, cell: (i: Item) => i.code },
        { head: w.get('colDescription'), x: 110, cell: (i) => i.description },
        { head: 'Units', x: 380, align: 'right', cell: (i) => String(i.qty) },
        { head: 'Rate', x: 460, align: 'right', cell: (i) => f.money(i.unit) },
        { head: w.get('colAmount'), x: 562, align: 'right', cell: (i) => f.money(i.amount) },
      ],
      d.items,
      { ruleBelowHead: true },
    );
    sheet.space(8);
    totals(sheet, balanceRows(d, f, w), 330, 562);
    sheet.space(8).row([{ text: `${w.get('payOnline')} ${d.link}`, x: 50 }]);
    sheet.row([{ text: 'Ask about our annual ambulance membership program.', x: 50, size: 8, font: 'italic' }]);
    return { truth: truthOf(d, {}), doc: sheet };
  }),
];

const devFamiliesMore: FamilyDef[] = [
  // Dental ledger: tooth and surface columns, CDT codes, the dentist under the practice name, next appointment.
  fam('dental-ledger', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, { kind: 'dental', services: DENTAL, items: [2, 9], onePageItems: [2, 5], spreadDays: 40, insured: 0.75, adjusted: 0.7, account: ['digits8', 'slash'] });
    const teeth = d.items.map((i) => (TOOTH_CODES.has(i.code) ? String(rng.int(1, 32)) : ''));
    const surfaces = d.items.map((i) => (i.code.startsWith('D239') ? rng.pick(['MO', 'DO', 'O', 'MOD', 'B']) : ''));
    const f = fmt(rng, ['us-slash', 'us-short'], ['plain', 'dollar'], ['minus', 'parens']);
    const { sheet, hooks } = newSheet({ size: 9, font: 'regular' });
    sheet.row([{ text: d.provider, x: 50, size: 15, font: 'bold' }, { text: w.get('title'), x: 562, size: 11, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${d.doctor}, DDS`, x: 50, font: 'italic' }, { text: `${colon(w.get('statementDate'))} ${f.date(d.statementDate)}`, x: 562, align: 'right' }]);
    sheet.row([{ text: d.providerAddr.line1, x: 50 }, { text: `${colon(w.get('account'))} ${d.account}`, x: 562, align: 'right' }]);
    sheet.row([{ text: d.providerAddr.line2, x: 50 }]).row([{ text: `${colon(w.get('phone'))} ${d.phone}`, x: 50 }], 12);
    columns(
      sheet,
      [
        [{ text: w.get('patient'), x: 50, font: 'bold' }, { text: d.patient, x: 140 }],
        [{ text: d.patientAddr.line1, x: 140 }],
        [{ text: d.patientAddr.line2, x: 140 }],
      ],
      [[{ text: w.get('guarantor'), x: 340, font: 'bold' }, { text: d.guarantor, x: 440 }], [{ text: 'Dental Plan', x: 340, font: 'bold' }, { text: d.insurer, x: 440 }]],
    );
    sheet.space(10);
    const rows = d.items.map((item, k) => ({ item, tooth: teeth[k] ?? '', surface: surfaces[k] ?? '' }));
    table(
      sheet,
      hooks,
      [
        { head: w.get('colDate'), x: 50, cell: (r: (typeof rows)[number]) => f.date(r.item.date) },
        { head: 'Tooth', x: 118, cell: (r) => r.tooth },
        { head: 'Surf', x: 150, cell: (r) => r.surface },
        { head: 'CDT', x: 182, cell: (r) => r.item.code },
        { head: w.get('colDescription'), x: 222, cell: (r) => r.item.description },
        { head: w.get('colAmount'), x: 562, align: 'right', cell: (r) => f.money(r.item.amount) },
      ],
      rows,
      { ruleBelowHead: true },
    );
    sheet.space(8);
    totals(sheet, balanceRows(d, f, w), 340, 562);
    sheet.space(10).row([{ text: `Next appointment: ${f.date(addDays(d.statementDate, rng.int(20, 120)))} at ${rng.int(8, 11)}:${rng.pick(['00', '15', '30', '45'])} AM`, x: 50 }]);
    sheet.row([{ text: `${w.get('payOnline')} ${d.link}`, x: 50 }]);
    return { truth: truthOf(d, { serviceDate: false }), doc: sheet };
  }),

  // Pharmacy house-account statement: fills with price, plan paid and the patient's share per line.
  fam('pharmacy-statement', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, { kind: 'pharmacy', services: DRUGS, items: [3, 14], onePageItems: [2, 5], spreadDays: 28, insured: 0.9, insuredShare: [0.5, 0.95], adjusted: 0, account: ['digits8'], phone: ['parens', 'dots'] });
    const shares = lineShares(d);
    const rows = d.items.map((item, k) => ({ item, rx: rng.digits(7), qty: rng.pick([30, 30, 60, 90]), share: shares[k] ?? { ins: 0, adj: 0, rest: item.amount } }));
    const f = fmt(rng, ['us-2digit', 'us-slash'], ['plain'], ['minus']);
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular' });
    sheet.row([{ text: d.provider, x: 40, size: 15, font: 'bold' }, { text: `Store #${rng.int(100, 9999)}`, x: 572, align: 'right' }]);
    sheet.row([{ text: `${d.providerAddr.full}   ${colon(w.get('phone'))} ${d.phone}`, x: 40 }], 10);
    sheet.row([{ text: w.get('title').toUpperCase(), x: 40, size: 11, font: 'bold' }], 4);
    beside(
      sheet,
      [
        [w.get('patient'), d.patient],
        ['Address', d.patientAddr.full],
        [w.get('account'), d.account],
        [w.get('statementDate'), f.date(d.statementDate)],
        ['Statement Period', `${f.date(d.serviceDate)} - ${f.date(d.lastServiceDate)}`],
        [w.get('insurer'), d.insurer],
      ],
      { x: 40, valueX: 140 },
    );
    sheet.space(8);
    table(
      sheet,
      hooks,
      [
        { head: 'Fill Date', x: 40, cell: (r: (typeof rows)[number]) => f.date(r.item.date) },
        { head: 'Rx #', x: 86, cell: (r) => r.rx },
        { head: 'Drug', x: 130, cell: (r) => r.item.description },
        { head: 'Qty', x: 330, align: 'right', cell: (r) => String(r.qty) },
        { head: 'Price', x: 400, align: 'right', cell: (r) => f.money(r.item.amount) },
        { head: 'Plan Paid', x: 480, align: 'right', cell: (r) => f.money(r.share.ins) },
        { head: 'You Pay', x: 572, align: 'right', cell: (r) => f.money(r.share.rest) },
      ],
      rows,
      { ruleBelowHead: true },
    );
    sheet.row([{ text: 'Totals', x: 130, font: 'bold' }, { text: f.money(d.subtotal), x: 400, align: 'right', font: 'bold' }, { text: f.money(d.insurancePaid), x: 480, align: 'right', font: 'bold' }, { text: f.money(d.amountDue), x: 572, align: 'right', font: 'bold' }], 10);
    totals(sheet, balanceRows(d, f, w, { adjustments: false }), 360, 572);
    sheet.space(8).row([{ text: `${w.get('payOnline')} ${d.link}`, x: 40 }]);
    return { truth: truthOf(d, { serviceDate: false, adjustments: false, itemCode: false }), doc: sheet };
  }),

  // Urgent care: clinic left and statement data right, a mail barcode, the copay collected at the visit.
  fam('urgent-care-copay', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, { kind: 'urgent', services: URGENT, items: [2, 6], onePageItems: [2, 4], distinct: true, patientPaid: 0.75, account: ['digits8', 'letters'] });
    const f = fmt(rng, ['us-slash', 'abbrev', 'us-dash'], ['dollar', 'plain'], ['parens', 'cr']);
    const { sheet, hooks } = newSheet({ size: 9, font: 'regular' });
    columns(
      sheet,
      [[{ text: d.provider, x: 50, size: 14, font: 'bold' }], [{ text: d.providerAddr.line1, x: 50 }], [{ text: d.providerAddr.line2, x: 50 }], [{ text: d.phone, x: 50 }]],
      [
        [{ text: w.get('title'), x: 562, size: 12, font: 'bold', align: 'right' }],
        [{ text: w.get('statementDate'), x: 380, font: 'bold' }, { text: f.date(d.statementDate), x: 562, align: 'right' }],
        [{ text: w.get('account'), x: 380, font: 'bold' }, { text: d.account, x: 562, align: 'right' }],
        [{ text: w.get('serviceDate'), x: 380, font: 'bold' }, { text: f.date(d.serviceDate), x: 562, align: 'right' }],
      ],
    );
    sheet.space(16).row([{ text: bars(rng, 52), x: 60, font: 'mono', size: 8 }]);
    sheet.row([{ text: d.patient, x: 60 }]).row([{ text: d.patientAddr.line1, x: 60 }]).row([{ text: d.patientAddr.line2, x: 60 }], 16);
    table(
      sheet,
      hooks,
      [
        { head: w.get('colDescription'), x: 50, cell: (i: Item) => i.description },
        { head: w.get('colCode'), x: 330, cell: (i) => i.code },
        { head: w.get('colAmount'), x: 562, align: 'right', cell: (i) => f.money(i.amount) },
      ],
      d.items,
      { ruleBelowHead: true },
    );
    sheet.space(8);
    totals(sheet, balanceRows(d, f, w), 340, 562);
    sheet.space(10).row([{ text: `${w.get('payOnline')} ${d.link}`, x: 50 }]).row([{ text: marketing(rng, split), x: 50, size: 8, font: 'italic' }]);
    return { truth: truthOf(d, { itemDate: false }), doc: sheet };
  }),

  // Anesthesia group: base and time units times a conversion factor; facility and surgeon as distractors.
  fam('anesthesia-group', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, { kind: 'anesthesia', services: ANESTHESIA, items: [1, 2], onePageItems: [1, 2], distinct: true, insured: 0.9, account: ['digits10', 'dash'] });
    const cf = rng.money(55, 95);
    const rows = d.items.map((item) => {
      const service = ANESTHESIA.find((s) => s[1] === item.code) ?? ANESTHESIA[0];
      const base = rng.int(service?.[2] ?? 4, service?.[3] ?? 7);
      const minutes = rng.int(25, 190);
      const units = base + Math.ceil(minutes / 15);
      item.amount = roundCents(units * cf);
      return { item, base, minutes, units };
    });
    rebalance(d);
    const f = fmt(rng, ['long', 'us-slash'], ['dollar'], ['minus', 'parens']);
    const { sheet, hooks } = newSheet({ size: 9, font: 'regular' });
    sheet.row([{ text: d.provider, x: 50, size: 15, font: 'bold' }]).row([{ text: `${d.providerAddr.full}  ${d.phone}`, x: 50, size: 8 }], 10);
    sheet.row([{ text: 'ANESTHESIA SERVICES STATEMENT', x: 50, size: 11, font: 'bold' }], 6);
    columns(
      sheet,
      [
        [{ text: w.get('patient'), x: 50, font: 'bold' }, { text: d.patient, x: 140 }],
        [{ text: d.patientAddr.line1, x: 140 }],
        [{ text: d.patientAddr.line2, x: 140 }],
        [{ text: w.get('serviceDate'), x: 50, font: 'bold' }, { text: f.date(d.serviceDate), x: 140 }],
      ],
      [
        [{ text: w.get('account'), x: 330, font: 'bold' }, { text: d.account, x: 430 }],
        [{ text: w.get('statementDate'), x: 330, font: 'bold' }, { text: f.date(d.statementDate), x: 430 }],
        [{ text: 'Facility', x: 330, font: 'bold' }, { text: org(rng, 'hospital', split), x: 430 }],
        [{ text: 'Surgeon', x: 330, font: 'bold' }, { text: `Dr. ${person(rng, split)}`, x: 430 }],
      ],
    );
    sheet.row([{ text: `Anesthesiologist: ${d.doctor}, MD`, x: 50 }], 10);
    table(
      sheet,
      hooks,
      [
        { head: 'ASA Code', x: 50, cell: (r: (typeof rows)[number]) => r.item.code },
        { head: w.get('colDescription'), x: 105, cell: (r) => r.item.description },
        { head: 'Base', x: 330, align: 'right', cell: (r) => String(r.base) },
        { head: 'Minutes', x: 380, align: 'right', cell: (r) => String(r.minutes) },
        { head: 'Units', x: 425, align: 'right', cell: (r) => String(r.units) },
        { head: w.get('colAmount'), x: 562, align: 'right', cell: (r) => f.money(r.item.amount) },
      ],
      rows,
      { ruleBelowHead: true },
    );
    sheet.row([{ text: `Conversion factor ${f.money(cf)} per unit`, x: 105, size: 8, font: 'italic' }], 8);
    totals(sheet, balanceRows(d, f, w), 330, 562);
    sheet.space(10).row([{ text: `${w.get('payOnline')} ${d.link}`, x: 50 }]);
    return { truth: truthOf(d, { itemDate: false }), doc: sheet };
  }),

  // Behavioral health, self-pay: clinician with NPI and tax id, diagnosis, sliding-fee discount, paid per session.
  fam('behavioral-selfpay', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, { kind: 'behavioral', services: BEHAVIORAL, items: [3, 10], onePageItems: [2, 4], spreadDays: 75, insured: 0, adjusted: 0.6, account: ['digits8', 'inv'] });
    const paid = d.items.map((i) => (rng.bool(0.6) ? roundCents(Math.min(rng.pick([25, 40, 50, 60]), i.amount * 0.5)) : 0));
    d.patientPaid = roundCents(paid.reduce((s, p) => s + p, 0));
    d.amountDue = roundCents(d.subtotal - d.adjustments - d.patientPaid);
    const f = fmt(rng, ['us-slash', 'long'], ['dollar'], ['minus', 'parens']);
    const { sheet, hooks } = newSheet({ size: 9.5, font: 'serif' });
    sheet.row([{ text: d.provider, x: 50, size: 16, font: 'bold' }]);
    sheet.row([{ text: `${d.providerAddr.full}  -  ${d.phone}`, x: 50, size: 8.5 }]);
    sheet.row([{ text: `Clinician: ${d.doctor}, LCSW   NPI ${rng.digits(10)}   Tax ID ${rng.digits(2)}-${rng.digits(7)}`, x: 50, size: 8.5 }], 12);
    sheet.row([{ text: w.get('title'), x: 50, size: 13, font: 'bold' }], 4);
    beside(
      sheet,
      [
        [w.get('patient'), d.patient],
        ['Address', d.patientAddr.full],
        [w.get('account'), d.account],
        [w.get('statementDate'), f.date(d.statementDate)],
        ['Diagnosis', rng.pick(['F41.1 Generalized anxiety disorder', 'F32.1 Major depressive disorder, moderate', 'F43.10 Post-traumatic stress disorder', 'F90.0 ADHD, inattentive type'])],
      ],
      { valueX: 160 },
    );
    sheet.space(8);
    const rows = d.items.map((item, k) => ({ item, paid: paid[k] ?? 0 }));
    table(
      sheet,
      hooks,
      [
        { head: w.get('colDate'), x: 50, cell: (r: (typeof rows)[number]) => f.date(r.item.date) },
        { head: w.get('colCode'), x: 150, cell: (r) => r.item.code },
        { head: w.get('colDescription'), x: 232, cell: (r) => r.item.description },
        { head: w.get('colAmount'), x: 480, align: 'right', cell: (r) => f.money(r.item.amount) },
        { head: 'Paid', x: 562, align: 'right', cell: (r) => (r.paid > 0 ? f.credit(r.paid) : '') },
      ],
      rows,
      { ruleBelowHead: true },
    );
    sheet.space(8);
    totals(sheet, balanceRows(d, f, w, { insurance: false, patientPaid: 'always' }), 330, 562);
    sheet.space(8).row([{ text: 'This statement may be submitted to your insurer for out-of-network reimbursement.', x: 50, size: 8, font: 'italic' }]);
    sheet.row([{ text: `${w.get('payOnline')} ${d.link}`, x: 50, size: 8.5 }]);
    return { truth: truthOf(d, { serviceDate: false, insurancePaid: false }), doc: sheet };
  }),

  // Physical therapy grouped by visit: a visit line with the therapist, its codes with units, a visit total.
  fam('pt-visits-grouped', 'dev', ({ rng, options, w, split }) => {
    const timed = new Set(['97110', '97112', '97140', '97530', '97116']);
    const d = draft(rng, split, options, {
      kind: 'therapy',
      services: THERAPY,
      items: [0, 0],
      visits: { count: [3, 9], lines: [2, 4], first: THERAPY_EVALS },
      qty: (r, s) => (timed.has(s[1]) ? r.int(1, 4) : 1),
      account: ['digits8', 'dash'],
    });
    const f = fmt(rng, ['us-slash', 'us-2digit', 'abbrev'], ['plain', 'dollar'], ['minus', 'parens']);
    const { sheet } = newSheet({ size: 9, font: 'regular', bottom: 70 });
    sheet.row([{ text: d.provider, x: 50, size: 15, font: 'bold' }]).row([{ text: `${d.providerAddr.full}   ${colon(w.get('phone'))} ${d.phone}`, x: 50, size: 8 }], 10);
    columns(
      sheet,
      [
        [{ text: w.get('patient'), x: 50, font: 'bold' }, { text: d.patient, x: 140 }],
        [{ text: d.patientAddr.line1, x: 140 }],
        [{ text: d.patientAddr.line2, x: 140 }],
      ],
      [
        [{ text: w.get('account'), x: 340, font: 'bold' }, { text: d.account, x: 450 }],
        [{ text: w.get('statementDate'), x: 340, font: 'bold' }, { text: f.date(d.statementDate), x: 450 }],
        [{ text: w.get('servicePeriod'), x: 340, font: 'bold' }, { text: `${f.date(d.serviceDate)} - ${f.date(d.lastServiceDate)}`, x: 450 }],
      ],
    );
    sheet.space(10);
    const therapist = `${person(rng, split)}, PT, DPT`;
    sheet.row([{ text: 'Code', x: 70, font: 'bold' }, { text: w.get('colDescription'), x: 130, font: 'bold' }, { text: 'Units', x: 420, font: 'bold', align: 'right' }, { text: w.get('colAmount'), x: 562, font: 'bold', align: 'right' }]);
    const dates = [...new Set(d.items.map((i) => i.date))];
    for (const date of dates) {
      const lines = d.items.filter((i) => i.date === date);
      sheet.space(3).row([{ text: `Visit ${f.date(date)}`, x: 50, font: 'bold' }, { text: `Therapist: ${therapist}`, x: 200, size: 8 }]);
      for (const i of lines) sheet.row([{ text: i.code, x: 70 }, { text: i.description, x: 130 }, { text: String(i.qty), x: 420, align: 'right' }, { text: f.money(i.amount), x: 562, align: 'right' }]);
      sheet.row([{ text: 'Visit total', x: 420, font: 'italic', align: 'right' }, { text: f.money(roundCents(lines.reduce((s, i) => s + i.amount, 0))), x: 562, font: 'italic', align: 'right' }]);
    }
    const balance = balanceRows(d, f, w);
    keepTogether(sheet, 10 + balance.length * 14, 70);
    sheet.space(10);
    totals(sheet, balance, 330, 562);
    sheet.space(8).row([{ text: `${w.get('payOnline')} ${d.link}`, x: 50 }]);
    everyPage(sheet, (page, total) => [{ text: `Page ${page} of ${total}`, x: 306, y: H - 45, size: 7 }]);
    return { truth: truthOf(d, {}), doc: sheet };
  }),
];

/** Fixed-width text: a value padded on the right or the left to a width. */
const padR = (text: string, width: number): string => (text.length >= width ? `${text} ` : text.padEnd(width));
const padL = (text: string, width: number): string => text.padStart(width);

/** Prose broken into lines of at most `width` characters (notices in small print). */
function proseLines(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** Evaluation and management codes: the first line of each office visit. */
const OFFICE_VISITS = new Set(['99203', '99213', '99214', '99396']);

/** Hospital outpatient (HOPD) procedures a self-pay patient schedules ahead, and the lines billed around them. */
const HOPD_PROCEDURES: readonly Service[] = [
  ['LAP CHOLECYSTECTOMY', '47562', 5200, 16000, '0360'],
  ['COLONOSCOPY W/BIOPSY', '45380', 1600, 5200, '0750'],
  ['EGD W/BIOPSY', '43239', 1400, 4600, '0750'],
  ['INGUINAL HERNIA REPAIR', '49505', 3800, 11000, '0360'],
  ['CARPAL TUNNEL RELEASE', '64721', 2400, 7200, '0360'],
  ['KNEE ARTHROSCOPY/MENISCECTOMY', '29881', 3200, 9800, '0360'],
  ['CATARACT EXTRACTION W/IOL', '66984', 2200, 6400, '0360'],
];
const HOPD_LINES: readonly Service[] = [
  ['OR TIME LEVEL 2 EA ADDL 15 MIN', '', 400, 1100, '0360'],
  ['RECOVERY PHASE I 1ST HR', '', 600, 1600, '0710'],
  ['RECOVERY PHASE II PER HR', '', 200, 700, '0710'],
  ['ANESTHESIA GENERAL 1ST 30 MIN', '', 500, 1400, '0370'],
  ['PATHOLOGY TISSUE EXAM LEVEL IV', '88305', 150, 480, '0310'],
  ['CBC W/AUTO DIFF', '85025', 45, 160, '0300'],
  ['BASIC METABOLIC PANEL', '80048', 40, 190, '0301'],
  ['EKG 12 LEAD TRACING', '93005', 90, 380, '0730'],
  ['PROPOFOL 10 MG INJ', 'J2704', 15, 90, '0636'],
  ['CEFAZOLIN 500 MG INJ', 'J0690', 20, 110, '0636'],
  ['LACTATED RINGERS 1000ML', 'J7120', 20, 110, '0258'],
  ['STERILE SUPPLY PACK', '', 80, 700, '0272'],
  ['IV HYDRATION 1ST HOUR', '96360', 180, 620, '0260'],
  ['ONDANSETRON HCL 4MG INJ', 'J2405', 18, 95, '0636'],
];

/** A reference lab's own order codes and order names for the CPT codes it bills (its "tests performed" line). */
const LAB_ORDERS: Readonly<Record<string, string>> = {
  '80053': '10231 Comprehensive Metabolic Panel',
  '85025': '6399 CBC (Includes Diff/Plt)',
  '80061': '7600 Lipid Panel, Standard',
  '84443': '899 TSH',
  '83036': '496 Hemoglobin A1c',
  '82306': '17306 Vitamin D,25-OH,Total,IA',
  '81001': '5463 Urinalysis, Complete',
  '87086': '395 Urine Culture, Routine',
  '84153': '5363 PSA, Total',
  '80048': '10165 Basic Metabolic Panel',
  '82728': '457 Ferritin',
  '80076': '10256 Hepatic Function Panel',
  '83735': '622 Magnesium',
  '82607': '927 Vitamin B12 (Cobalamin)',
};

/** A children's emergency visit as the hospital bills it (the visit level itself is added once). */
const PEDS_ED_LEVELS: readonly Service[] = [
  ['ED VISIT LEVEL 3 PEDIATRIC', '99283', 700, 1900, '0450'],
  ['ED VISIT LEVEL 4 PEDIATRIC', '99284', 1100, 3200, '0450'],
  ['ED VISIT LEVEL 5 PEDIATRIC', '99285', 1800, 4800, '0450'],
];
const PEDS_ED: readonly Service[] = [
  ['XR CHEST 2 VIEWS', '71046', 160, 540, '0320'],
  ['XR FOREARM 2 VIEWS', '73090', 140, 480, '0320'],
  ['XR ABDOMEN 1 VIEW', '74018', 120, 420, '0320'],
  ['US APPENDIX LIMITED', '76705', 420, 1300, '0402'],
  ['CT HEAD W/O CONTRAST', '70450', 1400, 4200, '0350'],
  ['CBC W/AUTO DIFF', '85025', 45, 160, '0300'],
  ['BASIC METABOLIC PANEL', '80048', 40, 190, '0301'],
  ['C-REACTIVE PROTEIN', '86140', 30, 140, '0301'],
  ['RESP PATHOGEN PANEL PCR', '87633', 380, 1200, '0306'],
  ['STREP A RAPID ANTIGEN', '87880', 40, 130, '0306'],
  ['URINALYSIS AUTO W/MICRO', '81001', 25, 90, '0300'],
  ['IBUPROFEN 100MG/5ML SUSP', '', 4, 28, '0250'],
  ['ACETAMINOPHEN 160MG/5ML SUSP', '', 3, 22, '0250'],
  ['ONDANSETRON ODT 4MG', '', 8, 45, '0250'],
  ['DEXAMETHASONE 1MG INJ', 'J1100', 6, 40, '0636'],
  ['ALBUTEROL NEB SOLN 2.5MG', 'J7613', 12, 60, '0636'],
  ['NEBULIZER TREATMENT', '94640', 60, 240, '0410'],
  ['PULSE OXIMETRY SPOT CHECK', '94760', 25, 90, '0460'],
  ['IV HYDRATION 1ST HOUR', '96360', 180, 620, '0260'],
  ['IV PUSH SINGLE DRUG', '96374', 120, 420, '0260'],
  ['SPLINT SUPPLY FOREARM', '', 40, 180, '0270'],
  ['IV START KIT PEDIATRIC', '', 20, 90, '0270'],
];
/** The departments a children's hospital statement groups its lines in, by revenue code. */
const PEDS_DEPARTMENTS: readonly (readonly [string, RegExp])[] = [
  ['Emergency', /^045/],
  ['Radiology', /^0(32|35|40)/],
  ['Laboratory', /^030/],
  ['Respiratory Therapy', /^04[16]/],
  ['IV Therapy', /^026/],
  ['Pharmacy', /^0(25|63)/],
  ['Supplies', /^027/],
];

/** Months after an ISO date, on the same day of the month (days up to 28 only). */
const addMonths = (iso: string, months: number): string => {
  const [y = 2000, m = 1, day = 1] = iso.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** An emergency physician's visit level (the professional fee, not the hospital's facility level). */
const ED_PRO_LEVELS: readonly Service[] = [
  ['EMERGENCY DEPT VISIT, MODERATE MDM', '99284', 420, 1100],
  ['EMERGENCY DEPT VISIT, HIGH MDM', '99285', 600, 1650],
  ['EMERGENCY DEPT VISIT, LOW MDM', '99283', 280, 720],
  ['CRITICAL CARE, FIRST 30-74 MINUTES', '99291', 700, 1900],
];
const ED_PRO_PROCEDURES: readonly Service[] = [
  ['SIMPLE REPAIR OF WOUND, 2.6-7.5 CM', '12002', 240, 640],
  ['SIMPLE REPAIR OF WOUND, 2.5 CM OR LESS', '12001', 180, 480],
  ['INTERMEDIATE REPAIR, 2.5 CM OR LESS', '12031', 300, 780],
  ['ECG INTERPRETATION AND REPORT ONLY', '93010', 30, 90],
  ['I&D OF ABSCESS, SIMPLE OR SINGLE', '10060', 210, 560],
  ['REMOVAL OF FOREIGN BODY, CORNEA', '65222', 160, 420],
  ['APPLICATION OF SHORT ARM SPLINT', '29125', 110, 300],
  ['CLOSED TX SHOULDER DISLOCATION', '23650', 480, 1200],
  ['EMERGENCY ENDOTRACHEAL INTUBATION', '31500', 380, 900],
  ['US GUIDANCE FOR VASCULAR ACCESS', '76937', 120, 380],
  ['LIMITED ABDOMINAL ULTRASOUND (FAST)', '76705', 140, 420],
  ['SLIT LAMP EXAM W/ FLUORESCEIN', '92002', 90, 240],
];
const ED_CRITICAL_ADDON: Service = ['CRITICAL CARE, EACH ADDL 30 MINUTES', '99292', 300, 800];

/** A durable medical equipment (DME) therapy: its monthly rentals, its supplies, the months of its rental cap. */
type DmeLine = readonly [description: string, hcpcs: string, min: number, max: number, qty: readonly [number, number]];
type DmeTherapy = { rentals: readonly DmeLine[]; supplies: readonly DmeLine[]; cap: number; kx: boolean };
const DME_THERAPIES: readonly DmeTherapy[] = [
  {
    rentals: [
      ['CPAP DEVICE', 'E0601', 80, 140, [1, 1]],
      ['HEATED HUMIDIFIER, USED W/ PAP', 'E0562', 18, 40, [1, 1]],
    ],
    supplies: [
      ['FULL FACE MASK', 'A7030', 120, 210, [1, 1]],
      ['FULL FACE MASK CUSHION', 'A7031', 40, 75, [1, 3]],
      ['NASAL PILLOWS, REPLACEMENT PAIR', 'A7033', 18, 34, [2, 6]],
      ['HEADGEAR', 'A7035', 25, 55, [1, 1]],
      ['HEATED TUBING', 'A4604', 45, 90, [1, 1]],
      ['DISPOSABLE FILTER', 'A7038', 3, 8, [2, 6]],
      ['NON-DISPOSABLE FILTER', 'A7039', 10, 25, [1, 1]],
      ['HUMIDIFIER WATER CHAMBER', 'A7046', 20, 45, [1, 1]],
    ],
    cap: 13,
    kx: true,
  },
  {
    rentals: [
      ['OXYGEN CONCENTRATOR', 'E1390', 180, 260, [1, 1]],
      ['PORTABLE GASEOUS O2 SYSTEM', 'E0431', 30, 60, [1, 1]],
    ],
    supplies: [
      ['PORTABLE O2 CONTENTS, GASEOUS', 'E0443', 60, 110, [1, 1]],
      ['NASAL CANNULA', 'A4615', 2, 6, [2, 4]],
      ['OXYGEN TUBING, PER FOOT', 'A4616', 0.3, 1, [25, 50]],
      ['HUMIDIFIER BOTTLE, O2', 'E0555', 8, 18, [1, 2]],
    ],
    cap: 36,
    kx: false,
  },
  {
    rentals: [
      ['SEMI-ELECTRIC HOSPITAL BED', 'E0260', 120, 220, [1, 1]],
      ['TRAPEZE BAR, ATTACHED TO BED', 'E0910', 25, 60, [1, 1]],
      ['STANDARD WHEELCHAIR', 'K0001', 50, 110, [1, 1]],
    ],
    supplies: [
      ['WHEELCHAIR SEAT CUSHION', 'E2601', 40, 90, [1, 1]],
      ['BED SIDE RAILS, FULL LENGTH', 'E0305', 30, 70, [1, 1]],
      ['ALTERNATING PRESSURE PAD', 'E0181', 35, 80, [1, 1]],
    ],
    cap: 13,
    kx: false,
  },
];
const DME_SUFFIXES = ['Home Medical Equipment', 'Medical Supply', 'Home Respiratory', 'HME, Inc.', 'Homecare Equipment'];

/** A skilled nursing facility's monthly lines: [description, unit min, unit max, revenue code, units]. */
type SnfLine = readonly [description: string, min: number, max: number, rev: string, qty: readonly [number, number]];
const SNF_THERAPY: readonly SnfLine[] = [
  ['PHYSICAL THERAPY, PER 15 MIN', 42, 78, '0420', [12, 64]],
  ['OCCUPATIONAL THERAPY, PER 15 MIN', 42, 78, '0430', [12, 60]],
  ['SPEECH THERAPY, PER 15 MIN', 50, 90, '0440', [6, 36]],
];
const SNF_PHARMACY: readonly SnfLine[] = [
  ['APIXABAN 5 MG TAB', 7, 12, '0250', [14, 62]],
  ['FUROSEMIDE 40 MG TAB', 0.4, 1.2, '0250', [14, 31]],
  ['DOCUSATE SODIUM 100 MG CAP', 0.2, 0.6, '0250', [28, 62]],
  ['ENOXAPARIN 40 MG/0.4 ML SYR', 18, 42, '0250', [7, 28]],
  ['OXYCODONE HCL 5 MG TAB', 1.2, 3.5, '0250', [10, 60]],
  ['METOPROLOL TART 25 MG TAB', 0.3, 0.9, '0250', [28, 62]],
  ['CEPHALEXIN 500 MG CAP', 0.8, 2.5, '0250', [20, 40]],
  ['ACETAMINOPHEN 325 MG TAB', 0.1, 0.4, '0250', [30, 120]],
  ['INSULIN LISPRO 100 U/ML VIAL', 180, 320, '0250', [1, 2]],
  ['POLYETHYLENE GLYCOL 17 G PKT', 0.6, 1.8, '0250', [14, 31]],
  ['LEVOTHYROXINE 75 MCG TAB', 0.5, 1.4, '0250', [28, 31]],
  ['SENNOSIDES 8.6 MG TAB', 0.1, 0.3, '0250', [28, 62]],
];
const SNF_ANCILLARY: readonly SnfLine[] = [
  ['CBC W/ AUTOMATED DIFF', 35, 90, '0300', [1, 4]],
  ['BASIC METABOLIC PANEL', 30, 85, '0300', [1, 4]],
  ['PROTHROMBIN TIME/INR', 20, 55, '0300', [1, 6]],
  ['XR CHEST 1 VIEW, PORTABLE', 140, 360, '0320', [1, 1]],
  ['XR HIP 2 VIEWS, PORTABLE', 160, 380, '0320', [1, 1]],
  ['FOAM DRESSING 4X4, EACH', 4, 12, '0270', [10, 30]],
  ['FOLEY CATHETER TRAY 16FR', 28, 65, '0270', [1, 3]],
  ['SKIN BARRIER CREAM 4 OZ', 9, 22, '0270', [1, 4]],
  ['LOW AIR LOSS MATTRESS, PER DAY', 8, 20, '0270', [10, 31]],
  ['OXYGEN, PER DAY', 15, 35, '0410', [10, 31]],
];
const SNF_PERSONAL: readonly SnfLine[] = [
  ['BEAUTY SHOP - SHAMPOO & SET', 28, 45, '', [1, 4]],
  ['BARBER SHOP - HAIRCUT', 16, 28, '', [1, 2]],
  ['CABLE TELEVISION - MONTHLY', 28, 45, '', [1, 1]],
  ['PRIVATE TELEPHONE LINE', 22, 38, '', [1, 1]],
  ['PERSONAL LAUNDRY SERVICE', 45, 85, '', [1, 1]],
  ['GUEST MEAL TRAY', 8, 14, '', [1, 4]],
];
const SNF_NAMES: readonly ((stem: string) => string)[] = [
  (stem) => `${stem} Health & Rehabilitation Center`,
  (stem) => `${stem} Nursing and Rehabilitation`,
  (stem) => `The Gardens at ${stem}`,
  (stem) => `${stem} Post-Acute & Skilled Nursing`,
];

/** An out-of-network therapist's superbill: the intake, the session codes, the add-ons billed beside them. */
const SUPERBILL_INTAKE: Service = ['Psychiatric diagnostic evaluation', '90791', 180, 350];
const SUPERBILL_SESSIONS: readonly Service[] = [
  ['Psychotherapy, 60 minutes', '90837', 150, 260],
  ['Psychotherapy, 45 minutes', '90834', 120, 210],
  ['Psychotherapy, 30 minutes', '90832', 80, 140],
];
const SUPERBILL_FAMILY: Service = ['Family psychotherapy w/ client present', '90847', 140, 240];
const SUPERBILL_COMPLEXITY: Service = ['Interactive complexity (add-on)', '90785', 15, 40];
const SUPERBILL_SCREENING: Service = ['Brief emotional/behavioral assessment', '96127', 10, 30];
const SUPERBILL_DX: readonly (readonly [string, string])[] = [
  ['F41.1', 'Generalized anxiety disorder'],
  ['F32.1', 'Major depressive disorder, single episode, moderate'],
  ['F33.1', 'Major depressive disorder, recurrent, moderate'],
  ['F43.10', 'Post-traumatic stress disorder, unspecified'],
  ['F43.23', 'Adjustment disorder with mixed anxiety and depressed mood'],
  ['F42.2', 'Mixed obsessional thoughts and acts'],
  ['F40.10', 'Social phobia, unspecified'],
  ['F90.0', 'Attention-deficit hyperactivity disorder, predominantly inattentive type'],
  ['F41.0', 'Panic disorder without agoraphobia'],
  ['Z63.0', 'Problems in relationship with spouse or partner'],
];
const SUPERBILL_CREDENTIALS = ['LCSW', 'LMFT', 'LPC', 'PsyD', 'PhD', 'LMHC', 'LICSW'];
const SUPERBILL_NAMES: readonly ((stem: string, clinician: string) => string)[] = [
  (stem) => `${stem} Psychotherapy, PLLC`,
  (stem) => `${stem} Counseling & Wellness`,
  (stem) => `${stem} Therapy Collective`,
  (_stem, clinician) => `${clinician} Counseling Services, LLC`,
];

/** A home health agency's disciplines: the revenue code and HCPCS visit code of each, its charge per visit, visits in a period, staff. */
type HhDiscipline = { name: string; short: string; rev: string; hcpcs: string; rate: readonly [number, number]; visits: readonly [number, number]; staff: readonly string[]; minutes: readonly [number, number] };
const HH_DISCIPLINES: readonly HhDiscipline[] = [
  { name: 'Skilled Nursing', short: 'SN', rev: '0551', hcpcs: 'G0299', rate: [150, 260], visits: [4, 14], staff: ['RN', 'RN', 'LPN'], minutes: [35, 75] },
  { name: 'Physical Therapy', short: 'PT', rev: '0421', hcpcs: 'G0151', rate: [170, 290], visits: [4, 12], staff: ['PT', 'PTA'], minutes: [40, 70] },
  { name: 'Occupational Therapy', short: 'OT', rev: '0431', hcpcs: 'G0152', rate: [170, 290], visits: [2, 8], staff: ['OTR/L', 'COTA'], minutes: [40, 65] },
  { name: 'Speech-Language Pathology', short: 'ST', rev: '0441', hcpcs: 'G0153', rate: [180, 310], visits: [2, 6], staff: ['SLP', 'CCC-SLP'], minutes: [35, 60] },
  { name: 'Medical Social Services', short: 'MSW', rev: '0561', hcpcs: 'G0155', rate: [220, 340], visits: [1, 2], staff: ['MSW', 'LCSW'], minutes: [45, 90] },
  { name: 'Home Health Aide', short: 'HHA', rev: '0571', hcpcs: 'G0156', rate: [60, 115], visits: [4, 16], staff: ['HHA', 'CNA'], minutes: [45, 120] },
];
const HH_NAMES: readonly ((stem: string) => string)[] = [
  (stem) => `${stem} Home Health`,
  (stem) => `${stem} Home Health Services, Inc.`,
  (stem) => `Visiting Nurse Association of ${stem}`,
  (stem) => `${stem} Home Care & Hospice`,
  (stem) => `${stem} Home Health and Hospice`,
];

/** A freestanding emergency room's facility levels (rev 0450) and the lines billed around them. */
const FSER_LEVELS: readonly Service[] = [
  ['ER FACILITY FEE LEVEL 3', '99283', 1400, 2600, '0450'],
  ['ER FACILITY FEE LEVEL 4', '99284', 2200, 4200, '0450'],
  ['ER FACILITY FEE LEVEL 4', '99284', 2200, 4200, '0450'],
  ['ER FACILITY FEE LEVEL 5', '99285', 3200, 6400, '0450'],
];
const FSER_LINES: readonly Service[] = [
  ['CBC W/ AUTO DIFF', '85025', 90, 260, '0300'],
  ['COMPREHENSIVE METABOLIC PANEL', '80053', 140, 420, '0301'],
  ['BASIC METABOLIC PANEL', '80048', 110, 320, '0301'],
  ['TROPONIN I, QUANTITATIVE', '84484', 120, 380, '0301'],
  ['LIPASE', '83690', 80, 240, '0301'],
  ['URINALYSIS, NON-AUTO W/O MICRO', '81002', 40, 140, '0300'],
  ['INFLUENZA A/B, RAPID PCR', '87502', 180, 480, '0306'],
  ['SARS-COV-2 ANTIGEN, RAPID', '87811', 90, 260, '0306'],
  ['STREP A ANTIGEN, RAPID', '87880', 60, 180, '0306'],
  ['HCG, URINE, QUALITATIVE', '81025', 40, 120, '0300'],
  ['D-DIMER, QUANTITATIVE', '85379', 110, 330, '0300'],
  ['NATRIURETIC PEPTIDE (BNP)', '83880', 150, 420, '0301'],
  ['XR CHEST 2 VIEWS', '71046', 280, 740, '0320'],
  ['XR ANKLE 3+ VIEWS', '73610', 240, 620, '0320'],
  ['CT HEAD/BRAIN W/O CONTRAST', '70450', 1800, 4600, '0350'],
  ['CT ABD & PELVIS W/ CONTRAST', '74177', 3200, 7800, '0350'],
  ['CT ANGIO CHEST W/ CONTRAST', '71275', 3000, 7200, '0350'],
  ['US ABDOMEN, LIMITED', '76705', 700, 1900, '0402'],
  ['EKG 12-LEAD TRACING ONLY', '93005', 180, 520, '0730'],
  ['IV PUSH, INITIAL DRUG', '96374', 260, 680, '0260'],
  ['IV HYDRATION, FIRST HOUR', '96360', 320, 820, '0260'],
  ['THER/PROPH INJECTION, IM/SUBQ', '96372', 120, 340, '0260'],
  ['NEBULIZER TREATMENT', '94640', 120, 360, '0410'],
  ['ONDANSETRON HCL 1 MG INJ', 'J2405', 12, 45, '0636'],
  ['KETOROLAC TROMETHAMINE 15 MG INJ', 'J1885', 30, 110, '0636'],
  ['CEFTRIAXONE SODIUM 250 MG INJ', 'J0696', 25, 90, '0636'],
  ['SODIUM CHLORIDE 0.9% 1000 ML', 'J7030', 45, 180, '0258'],
  ['MORPHINE SULFATE 4 MG INJ', 'J2270', 20, 80, '0636'],
  ['DEXAMETHASONE SODIUM PHOS 1 MG', 'J1100', 4, 18, '0636'],
  ['IV START KIT', '', 40, 140, '0270'],
  ['SPLINT SUPPLIES, SHORT ARM', '', 90, 260, '0270'],
  ['LACERATION TRAY', '', 80, 240, '0270'],
  ['LACERATION REPAIR, SIMPLE 2.6-7.5 CM', '12002', 480, 1200, '0450'],
];
/** Lines billed in several units (drugs by the billing unit, supplies by the piece). */
const FSER_UNITS = new Set(['J2405', 'J0696', 'J1100', 'J7030']);
const FSER_NAMES: readonly ((stem: string) => string)[] = [
  (stem) => `${stem} Emergency Room`,
  (stem) => `${stem} Emergency Center`,
  (stem) => `${stem} 24 Hour ER`,
  (stem) => `${stem} Freestanding ER`,
  (stem) => `${stem} ER, LLC`,
];

const devFamiliesLast: FamilyDef[] = [
  // Clinic statement with a remittance stub at the bottom, and sometimes a "SECOND NOTICE" stamp.
  fam('clinic-remit-stub', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, { kind: 'physician', services: PHYSICIAN, items: [2, 7], onePageItems: [2, 4], account: ['digits8', 'guarantor', 'dash'], link: ['www', 'short'] });
    const f = fmt(rng, ['us-slash', 'long', 'us-dash'], ['dollar', 'plain'], ['minus', 'parens', 'cr']);
    const { sheet, hooks } = newSheet({ size: 9, font: 'regular', top: 42, bottom: 40 });
    sheet.row([{ text: d.provider, x: 50, size: 14, font: 'bold' }, { text: w.get('title').toUpperCase(), x: 562, size: 11, font: 'bold', align: 'right' }]);
    sheet.row([{ text: d.providerAddr.line1, x: 50 }, { text: `${colon(w.get('statementDate'))} ${f.date(d.statementDate)}`, x: 562, align: 'right' }]);
    sheet.row([{ text: d.providerAddr.line2, x: 50 }, { text: `${colon(w.get('account'))} ${d.account}`, x: 562, align: 'right' }]);
    sheet.row([{ text: `${colon(w.get('phone'))} ${d.phone}`, x: 50 }, { text: `${colon(w.get('serviceDate'))} ${f.date(d.serviceDate)}`, x: 562, align: 'right' }], 10);
    beside(sheet, [[w.get('patient'), d.patient], [w.get('guarantor'), d.guarantor]], { valueX: 150 });
    sheet.space(8);
    itemTable(sheet, hooks, w, f, d.items, 140, 210, { ruleBelowHead: true });
    sheet.space(6);
    totals(sheet, balanceRows(d, f, w), 340, 562);
    sheet.space(6).row([{ text: `${w.get('payOnline')} ${d.link}`, x: 50, size: 8 }]);
    remittanceStub(sheet, rng, d, f, w);
    if (rng.bool(0.35)) stamp(sheet, 'SECOND NOTICE', 330, 200, { size: 30 });
    return { truth: truthOf(d, {}), doc: sheet };
  }),

  // Line-printer statement: Courier, all caps, fixed-width columns in one text run per line, CR credits.
  fam('line-printer', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, { kind: 'hospital', services: HOSPITAL_ITEMS, items: [6, 44], onePageItems: [3, 6], spreadDays: 2, account: ['digits10', 'digits8'] });
    const f = fmt(rng, ['us-2digit', 'us-slash'], ['plain'], ['cr', 'trailing-minus']);
    const up = (s: string) => s.toUpperCase();
    const provider = up(d.provider);
    const patient = up(lastFirst(d.patient));
    const { sheet, hooks } = newSheet({ size: 8, font: 'mono', top: 40, bottom: 60 });
    const line = (text: string, gap = 0, font: FontName = 'mono') => sheet.row([{ text, x: 40, font }], gap);
    const kv = (label: string, value: string) => `${up(label).padEnd(18, '.')}: ${value}`;
    line(`${padR(provider, 60)}${padL(up(w.get('title')), 40)}`, 0, 'mono-bold');
    line(up(d.providerAddr.line1));
    line(up(d.providerAddr.line2));
    line(`${up(colon(w.get('phone')))} ${d.phone}`);
    line('='.repeat(100), 4);
    line(`${padR(kv(w.get('patient'), patient), 56)}${kv(w.get('account'), d.account)}`);
    line(`${padR(kv(w.get('statementDate'), f.date(d.statementDate)), 56)}${kv(w.get('serviceDate'), f.date(d.serviceDate))}`);
    line(`${padR(kv('ADDRESS', up(d.patientAddr.line1)), 56)}${kv(w.get('dueDate'), f.date(d.dueDate))}`);
    line(`${' '.repeat(20)}${up(d.patientAddr.line2)}`);
    line('-'.repeat(100));
    const head = `${padR(up(w.get('colDate')), 10)}${padR(up(w.get('colCode')), 16)}${padR(up(w.get('colDescription')), 44)}${padL('QTY', 6)}${padL(up(w.get('colAmount')), 20)}`;
    line(head, 0, 'mono-bold');
    hooks.page = (s) => {
      s.row([{ text: `${padR(provider, 50)}${padL(`${patient}  ${d.account}`, 50)}`, x: 40, font: 'mono' }]);
      s.row([{ text: head, x: 40, font: 'mono-bold' }]);
    };
    for (const i of d.items) line(`${padR(f.date(i.date), 10)}${padR(i.code, 16)}${padR(i.description, 44)}${padL(String(i.qty), 6)}${padL(f.money(i.amount), 20)}`);
    hooks.page = undefined;
    const balance = balanceRows(d, f, w);
    keepTogether(sheet, (balance.length + 1) * 13, 60);
    line('-'.repeat(100));
    for (const [label, value] of balance) line(`${' '.repeat(46)}${padR(up(label), 30)}${padL(value, 21 + (value.endsWith(' CR') ? 3 : value.endsWith('-') ? 1 : 0))}`);
    line('', 4);
    line(`${up(w.get('payOnline'))} ${d.link}`);
    everyPage(sheet, (page, total) => [{ text: `PAGE ${page} OF ${total}`, x: 520, y: H - 45, size: 8, font: 'mono', align: 'right' }]);
    return {
      truth: truthOf(d, {}, { provider, patient, providerAddress: up(d.providerAddr.full), patientAddress: up(d.patientAddr.full) }),
      doc: sheet,
    };
  }),

  // Two-column statement: patient information at left, account summary at right, then the full-width lines.
  fam('two-column-summary', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, { kind: 'physician', services: [...PHYSICIAN, ...ER_PHYSICIAN], items: [2, 8], onePageItems: [2, 5], account: ['digits8', 'letters', 'inv'] });
    const f = fmt(rng, ['us-slash', 'abbrev', 'us-short'], ['dollar', 'usd'], ['minus', 'parens']);
    const { sheet, hooks } = newSheet({ size: 9, font: 'regular' });
    sheet.row([{ text: d.provider, x: 50, size: 16, font: 'bold' }]).row([{ text: `${d.providerAddr.full}   |   ${d.phone}`, x: 50, size: 8 }], 14);
    const L = (label: string, value: string): Cell[] => [{ text: label, x: 50, font: 'bold', size: 8 }, { text: value, x: 135 }];
    const R = (label: string, value: string, font?: FontName): Cell[] => [{ text: label, x: 330, font: 'bold', size: 8 }, { text: value, x: 562, align: 'right', font }];
    columns(
      sheet,
      [
        [{ text: 'PATIENT INFORMATION', x: 50, font: 'bold', size: 10 }],
        L(w.get('patient'), d.patient),
        L('Address', d.patientAddr.line1),
        [{ text: d.patientAddr.line2, x: 135 }],
        L('Date of Birth', f.date(d.dob)),
        L(w.get('guarantor'), d.guarantor),
        L(w.get('insurer'), d.insurer),
      ],
      [
        [{ text: 'ACCOUNT SUMMARY', x: 330, font: 'bold', size: 10 }],
        R(w.get('statementDate'), f.date(d.statementDate)),
        R(w.get('account'), d.account),
        R(w.get('serviceDate'), f.date(d.serviceDate)),
        ...balanceRows(d, f, w).map(([label, value, font]) => R(label, value, font)),
        R(w.get('dueDate'), f.date(d.dueDate)),
      ],
      2,
    );
    sheet.space(14);
    itemTable(sheet, hooks, w, f, d.items, 135, 215, { ruleBelowHead: true });
    sheet.row([{ text: 'Total', x: 215, font: 'bold' }, { text: f.money(d.subtotal), x: 562, align: 'right', font: 'bold' }], 12);
    sheet.row([{ text: `${w.get('payOnline')} ${d.link}`, x: 50 }]).row([{ text: marketing(rng, split), x: 50, size: 8, font: 'italic' }]);
    return { truth: truthOf(d, {}), doc: sheet };
  }),

  // Hospital statement in the guarantor layout many hospital billing systems print: a header grid with
  // "Guarantor:" beside "Patient:", a summary-of-account box beside the mailing block, charges grouped by
  // service date with a daily total, the payments posted below them, and a stub at the foot of page 1
  // (dashed line, card boxes, "Amount Enclosed") that repeats the account and the amount due.
  fam('hospital-date-subtotals', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, {
      kind: 'hospital',
      services: HOSPITAL_ITEMS,
      items: [8, 60],
      onePageItems: [2, 4],
      spreadDays: 3,
      insured: 0.85,
      adjusted: 0.75,
      patientPaid: 0.4,
      account: ['hosp', 'digits10', 'guarantor'],
      phone: ['parens', 'toll-free'],
      link: ['portal', 'https'],
      qty: (r, s) => (s[1] === '' ? r.int(1, 3) : 1),
    });
    const f = fmt(rng, ['us-slash', 'us-dash', 'abbrev'], ['dollar', 'plain'], ['parens', 'minus']);
    const up = (s: string) => s.toUpperCase();
    const chargesLabel = rng.pick(['Hospital Charges', 'Total Hospital Charges']);
    const dueLabel = rng.pick(['Amount Due Now', 'Balance Due Now']);
    const visitType = d.items.some((i) => i.description.startsWith('ROOM & BOARD')) ? 'Inpatient' : d.items.some((i) => i.code === '99284') ? 'Emergency' : 'Outpatient';
    const BOTTOM = 56;
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 44, bottom: BOTTOM });
    sheet.row([{ text: d.provider, x: 40, size: 14, font: 'bold' }, { text: 'HOSPITAL BILLING STATEMENT', x: 572, size: 10.5, font: 'bold', align: 'right' }]);
    sheet.row([{ text: d.providerAddr.line1, x: 40 }, { text: 'Patient Accounts', x: 572, align: 'right', font: 'bold' }]);
    sheet.row([{ text: d.providerAddr.line2, x: 40 }, { text: `${d.phone}   Mon - Fri 8:00 am - 5:00 pm`, x: 572, align: 'right' }], 6);
    // The header grid: labels and values on one line, two to a row.
    const grid: [string, string, string, string][] = [
      ['Guarantor:', d.guarantor, 'Patient:', d.patient],
      ['Acct #:', d.account, 'Stmt Date:', f.date(d.statementDate)],
      ['Service Dates:', `${f.date(d.serviceDate)} - ${f.date(d.lastServiceDate)}`, 'Visit Type:', visitType],
      ['Primary Ins:', d.insurer, 'MRN:', rng.digits(8)],
    ];
    sheet.row([rule(40, 572, 6, '_')], 2);
    for (const [l1, v1, l2, v2] of grid) sheet.row([{ text: l1, x: 40, font: 'bold' }, { text: v1, x: 108 }, { text: l2, x: 320, font: 'bold' }, { text: v2, x: 380 }], 1);
    sheet.row([rule(40, 572, 6, '_')], 8);
    // Mailing block at left, the summary box at right.
    const summary: [string, string][] = [
      ...(rng.bool(0.5) ? [['Previous Balance', f.money(0)] as [string, string]] : []),
      [chargesLabel, f.money(d.subtotal)],
      ['Insurance Pmts', f.credit(d.insurancePaid)],
      ['Allowances/Adj', f.credit(d.adjustments)],
      ['Patient Pmts', f.credit(d.patientPaid)],
    ];
    columns(
      sheet,
      [
        [],
        [{ text: bars(rng, 46), x: 56, size: 7, font: 'mono' }],
        [{ text: up(d.guarantor), x: 56 }],
        [{ text: up(d.patientAddr.line1), x: 56 }],
        [{ text: up(d.patientAddr.line2), x: 56 }],
      ],
      [
        [{ text: 'SUMMARY OF ACCOUNT', x: 350, font: 'bold', size: 9 }],
        [rule(350, 572, 6, '_')],
        ...summary.map(([label, value]): Cell[] => [{ text: label, x: 350 }, { text: value, x: 572, align: 'right' }]),
        [rule(350, 572, 6, '=')],
        [{ text: dueLabel, x: 350, font: 'bold', size: 9 }, { text: f.money(d.amountDue), x: 572, align: 'right', font: 'bold', size: 9 }],
      ],
    );
    // The stub sits at the foot of page 1; the detail runs above it and continues on later pages.
    const remit = address(rng, split);
    const stub: { cells: Cell[]; size: number; gap?: number }[] = [
      { cells: [rule(40, 572, 8, '-')], size: 8 },
      { cells: [{ text: 'Detach at the perforation and mail this stub with your check or card payment.', x: 40, size: 7, font: 'italic' }], size: 7, gap: 5 },
      { cells: [{ text: d.provider, x: 40, font: 'bold', size: 9 }, { text: 'Acct #', x: 350, font: 'bold' }, { text: d.account, x: 572, align: 'right' }], size: 9 },
      { cells: [{ text: '[  ] VISA   [  ] MASTERCARD   [  ] DISCOVER   [  ] AMEX', x: 40, size: 7 }, { text: 'Stmt Date', x: 350, font: 'bold' }, { text: f.date(d.statementDate), x: 572, align: 'right' }], size: 8 },
      { cells: [{ text: 'Card No. ______________________   Exp. ______', x: 40, size: 7 }, { text: dueLabel, x: 350, font: 'bold', size: 9 }, { text: f.money(d.amountDue), x: 572, align: 'right', font: 'bold', size: 9 }], size: 9 },
      { cells: [{ text: 'Signature ______________________________', x: 40, size: 7 }, { text: 'Amount Enclosed', x: 350, font: 'bold' }, { text: '$ ____________', x: 572, align: 'right' }], size: 8, gap: 6 },
      { cells: [{ text: 'Guarantor:', x: 40, font: 'bold' }, { text: d.guarantor, x: 90 }, { text: 'Remit to:', x: 350, font: 'bold', size: 7 }], size: 8 },
      { cells: [{ text: 'Patient:', x: 40, font: 'bold' }, { text: d.patient, x: 90 }, { text: up(d.provider), x: 350 }], size: 8 },
      { cells: [{ text: `PO BOX ${rng.int(1000, 99999)}`, x: 350 }], size: 8 },
      { cells: [{ text: up(remit.line2), x: 350 }], size: 8, gap: 4 },
      { cells: [{ text: scanLine(rng, d), x: 572, align: 'right', size: 9, font: 'mono' }], size: 9 },
    ];
    const stubTop = H - BOTTOM - stub.reduce((s, r) => s + r.size * 1.55 + (r.gap ?? 0), 0);
    /** Starts a new page unless `height` fits above the stub (page 1) or the bottom margin. */
    const keep = (height: number) => {
      if (cursor(sheet) + height > (sheet.pages.length === 1 ? stubTop - 14 : H - BOTTOM - 4)) sheet.newPage();
    };
    const line = (cells: Cell[], gap = 0) => {
      keep(13);
      sheet.row(cells, gap);
    };
    const heads = { code: w.get('colCode'), description: w.get('colDescription'), amount: w.get('colAmount') };
    const head = (s: Sheet) => {
      s.row([
        { text: 'Rev Cd', x: 56, font: 'bold', size: 7.5 },
        { text: heads.code, x: 96, font: 'bold', size: 7.5 },
        { text: heads.description, x: 166, font: 'bold', size: 7.5 },
        { text: 'Units', x: 470, font: 'bold', size: 7.5, align: 'right' },
        { text: heads.amount, x: 572, font: 'bold', size: 7.5, align: 'right' },
      ]);
      s.row([rule(40, 572, 6, '_')], -3);
    };
    let inDetail = false;
    hooks.page = (s) => {
      s.row([{ text: d.provider, x: 40, font: 'bold' }, { text: `Guarantor ${d.guarantor}  -  Acct # ${d.account}  (continued)`, x: 572, align: 'right' }], 6);
      if (inDetail) head(s);
    };
    sheet.space(8);
    keep(50);
    sheet.row([{ text: 'DETAIL OF HOSPITAL SERVICES', x: 40, font: 'bold', size: 9.5 }], 2);
    head(sheet);
    inDetail = true;
    for (const date of [...new Set(d.items.map((i) => i.date))]) {
      const lines = d.items.filter((i) => i.date === date);
      keep(3 * 12.4 + 2);
      sheet.space(2).row([{ text: `Services on ${f.date(date)}`, x: 40, font: 'bold' }]);
      for (const i of lines) line([{ text: i.rev, x: 56 }, { text: i.code, x: 96 }, { text: i.description, x: 166 }, { text: String(i.qty), x: 470, align: 'right' }, { text: f.money(i.amount), x: 572, align: 'right' }]);
      line([{ text: 'Daily Total', x: 470, align: 'right', font: 'italic' }, { text: f.money(roundCents(lines.reduce((s, i) => s + i.amount, 0))), x: 572, align: 'right', font: 'bold' }]);
    }
    inDetail = false;
    // Payments posted this period, each with its date.
    const paidOn = addDays(d.lastServiceDate, rng.int(3, 12));
    const posted: [string, string, number][] = [];
    if (d.patientPaid > 0) posted.push([d.serviceDate, 'Patient Payment - Registration', d.patientPaid]);
    if (d.insurancePaid > 0) posted.push([paidOn, `${d.insurer} Payment`, d.insurancePaid]);
    if (d.adjustments > 0) posted.push([paidOn, 'Managed Care Allowance', d.adjustments]);
    keep((Math.max(1, posted.length) + 1) * 12.4 + 10);
    sheet.space(8).row([{ text: 'PAYMENTS AND ADJUSTMENTS', x: 40, font: 'bold', size: 9.5 }], 2);
    if (posted.length === 0) sheet.row([{ text: 'No payments or adjustments were posted to this account.', x: 56, font: 'italic' }]);
    for (const [date, text, amount] of posted) sheet.row([{ text: f.date(date), x: 56 }, { text, x: 166 }, { text: f.credit(amount), x: 572, align: 'right' }]);
    keep(22);
    sheet.space(8).row([{ text: `Online bill pay: ${d.link}`, x: 40 }]);
    if (!options.onePage) line([{ text: marketing(rng, split), x: 40, font: 'italic' }]);
    hooks.page = undefined;
    let y = stubTop;
    for (const r of stub) {
      for (const cell of r.cells) place(sheet.pages[0], { ...cell, y });
      y += r.size * 1.55 + (r.gap ?? 0);
    }
    everyPage(sheet, (page, total) => [
      { text: `Page ${page} of ${total}`, x: 572, y: H - 40, size: 7, align: 'right' },
      ...(page < total ? [{ text: 'Continued on next page', x: 40, y: H - 40, size: 7, font: 'italic' as const }] : []),
    ]);
    return { truth: truthOf(d, {}, { patientAddress: up(d.patientAddr.full) }), doc: sheet };
  }),
  // Physician-group statement printed by a practice-management system (Medisoft, Kareo, AdvancedMD):
  // the remittance part is on top (statement date, account, your balance and "show amount paid here"
  // boxes at right, card boxes, the responsible party's window block, make-checks-payable-to), then
  // a ledger with a Patient column where each visit's charges are followed by its "Insurance Billed",
  // "Ins Payment" and "Contractual Adj" rows as negative amounts and a running balance, an activity
  // summary, and an aging box (current, 31-60 ... over 120 days) with the balance due from the patient.
  fam('physician-pm-aging', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, {
      kind: 'physician',
      services: PHYSICIAN.filter((s) => !OFFICE_VISITS.has(s[1])),
      items: [0, 0],
      visits: { count: [2, 5], lines: [0, 2], first: PHYSICIAN.filter((s) => OFFICE_VISITS.has(s[1])) },
      insured: 0.85,
      adjusted: 0.8,
      patientPaid: 0.45,
      account: ['digits8', 'guarantor', 'digits10'],
      phone: ['parens', 'dashes', 'dots'],
      link: ['portal', 'short'],
    });
    // Visits weeks apart (the aging needs them), the statement after the last claim was paid.
    const oldDates = [...new Set(d.items.map((i) => i.date))];
    const visitDates: string[] = [];
    for (let k = 0; k < oldDates.length; k++) visitDates.push(k === 0 ? d.serviceDate : addDays(visitDates[k - 1] ?? d.serviceDate, rng.int(9, 40)));
    for (const i of d.items) i.date = visitDates[oldDates.indexOf(i.date)] ?? i.date;
    d.lastServiceDate = visitDates.at(-1) ?? d.serviceDate;
    d.statementDate = addDays(d.lastServiceDate, rng.int(24, 40));
    d.dueDate = addDays(d.statementDate, 25);
    const shares = lineShares(d);
    const visits = visitDates.map((date) => {
      const idx = d.items.flatMap((item, k) => (item.date === date ? [k] : []));
      const sum = (part: 'ins' | 'adj' | 'rest') => roundCents(idx.reduce((s, k) => s + (shares[k]?.[part] ?? 0), 0));
      return { date, items: idx.map((k) => d.items[k]).filter((i): i is Item => i !== undefined), ins: sum('ins'), adj: sum('adj'), rest: sum('rest') };
    });
    // The patient's payment is a copay at one visit when it fits there, else spread over the visits.
    const copayAt = visits.findIndex((v) => v.rest >= d.patientPaid);
    const paid = copayAt >= 0 ? visits.map((_, k) => (k === copayAt ? d.patientPaid : 0)) : spread(d.patientPaid, visits.map((v) => v.rest));
    const f = fmt(rng, ['us-slash', 'us-2digit', 'us-short'], ['plain', 'dollar'], ['minus', 'trailing-minus']);
    const up = (s: string) => s.toUpperCase();
    const L = {
      date: rng.pick(['STATEMENT CLOSING DATE', 'DATE OF THIS STATEMENT']),
      account: rng.pick(['GUARANTOR ACCT NO.', 'YOUR ACCOUNT NO.']),
      due: rng.pick(['BALANCE DUE FROM YOU', 'YOUR PORTION DUE']),
      phone: rng.pick(['Billing office', 'Statement questions']),
      pay: rng.pick(['Pay by card 24/7 at', 'Patient portal payments:']),
      copay: rng.pick(['Copay Received - Thank You', 'Pt Pmt - Check']),
      charge: rng.pick(['Debits', 'Chg Amt']),
      credit: rng.pick(['Credits', 'Pmt/Adj']),
      balance: rng.pick(['Balance', 'Running Bal']),
    };
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 36, bottom: 50 });
    const boxLabel = (text: string, x: number): Cell => ({ text, x, size: 6.5, font: 'bold' });
    columns(
      sheet,
      [
        [{ text: d.provider, x: 36, size: 13, font: 'bold' }],
        [{ text: d.providerAddr.line1, x: 36 }],
        [{ text: d.providerAddr.line2, x: 36 }],
        [{ text: `${L.phone}: ${d.phone}`, x: 36 }],
      ],
      [
        [{ text: w.get('title').toUpperCase(), x: 576, size: 11, font: 'bold', align: 'right' }],
        [boxLabel(L.date, 340), boxLabel(L.account, 470)],
        [{ text: f.date(d.statementDate), x: 340, size: 9 }, { text: d.account, x: 470, size: 9 }],
        [boxLabel(L.due, 340), boxLabel('SHOW AMOUNT PAID HERE', 470)],
        [{ text: f.money(d.amountDue), x: 340, size: 10, font: 'bold' }, { text: '$ ____________', x: 470, size: 9 }],
      ],
    );
    sheet.row([rule(340, 576, 6, '_')], 4);
    const remit = address(rng, split);
    columns(
      sheet,
      [
        [{ text: 'ADDRESS SERVICE REQUESTED', x: 36, size: 6.5 }],
        [],
        [{ text: bars(rng, 44), x: 56, size: 7, font: 'mono' }],
        [{ text: up(d.guarantor), x: 56 }],
        [{ text: d.patientAddr.line1, x: 56 }],
        [{ text: d.patientAddr.line2, x: 56 }],
      ],
      [
        [{ text: 'IF PAYING BY CREDIT CARD, FILL OUT BELOW', x: 340, size: 6.5, font: 'bold' }],
        [{ text: '[  ] VISA   [  ] MASTERCARD   [  ] DISCOVER   [  ] AMEX', x: 340, size: 6.5 }],
        [{ text: 'CARD NUMBER ______________________   EXP ______', x: 340, size: 6.5 }],
        [{ text: 'MAKE CHECKS PAYABLE TO:', x: 340, size: 6.5, font: 'bold' }],
        [{ text: up(d.provider), x: 356 }],
        [{ text: `PO BOX ${rng.int(1000, 99999)}`, x: 356 }],
        [{ text: up(remit.line2), x: 356 }],
      ],
    );
    sheet.space(4).row([rule(36, 576, 8, '-')]);
    sheet.row([{ text: rng.pick(['Fold, tear along the perforation and return the upper portion with your payment.', 'Return the top portion with your check. Keep the lower portion for your records.']), x: 36, size: 6.5, font: 'italic' }], 8);
    // The ledger.
    columns(
      sheet,
      [
        [{ text: 'Responsible Party', x: 36, font: 'bold' }, { text: d.guarantor, x: 120 }],
        [{ text: 'Rendering Provider', x: 36, font: 'bold' }, { text: `${d.doctor}, MD`, x: 120 }],
      ],
      [
        [{ text: 'Primary Carrier', x: 340, font: 'bold' }, { text: d.insurancePaid > 0 ? d.insurer : 'None on file (self-pay)', x: 420 }],
        [{ text: 'Chart #', x: 340, font: 'bold' }, { text: rng.digits(6), x: 420 }],
      ],
      0,
    );
    sheet.space(6);
    type Row = { date: string; patient: string; code: string; text: string; charge?: number; credit?: number; balance: number; shown: boolean };
    const rows: Row[] = [];
    let balance = 0;
    const push = (r: Omit<Row, 'balance' | 'shown'>, shown = true) => {
      balance = roundCents(balance + (r.charge ?? 0) - (r.credit ?? 0));
      rows.push({ ...r, balance, shown });
    };
    if (rng.bool(0.5)) push({ date: '', patient: '', code: '', text: 'Balance Forward' });
    const lastPosting = addDays(d.statementDate, -rng.int(2, 6));
    visits.forEach((v, k) => {
      for (const item of v.items) push({ date: item.date, patient: d.patient, code: item.code, text: item.description, charge: item.amount });
      if ((paid[k] ?? 0) > 0) push({ date: v.date, patient: '', code: '', text: L.copay, credit: paid[k] });
      const filed = addDays(v.date, rng.int(1, 4));
      const posted = [addDays(filed, rng.int(12, 30)), lastPosting].sort()[0] ?? lastPosting;
      if (d.insurancePaid > 0) {
        push({ date: filed, patient: '', code: '', text: 'Insurance Billed' }, false);
        if (v.ins > 0) push({ date: posted, patient: '', code: '', text: 'Ins Payment', credit: v.ins });
      }
      if (v.adj > 0) push({ date: posted, patient: '', code: '', text: d.insurancePaid > 0 ? 'Contractual Adj' : 'Uninsured Adj', credit: v.adj });
    });
    table(
      sheet,
      hooks,
      [
        { head: w.get('colDate'), x: 36, cell: (r: Row) => (r.date === '' ? '' : f.date(r.date)) },
        { head: 'Patient', x: 100, cell: (r) => r.patient },
        { head: 'Proc', x: 192, cell: (r) => r.code },
        { head: rng.pick(['Description of Service', 'Svc Description']), x: 226, cell: (r) => r.text },
        { head: L.charge, x: 440, align: 'right', cell: (r) => (r.charge !== undefined ? f.money(r.charge) : '') },
        { head: L.credit, x: 506, align: 'right', cell: (r) => (r.credit !== undefined ? f.credit(r.credit) : '') },
        { head: L.balance, x: 576, align: 'right', cell: (r) => (r.shown ? f.money(r.balance) : '') },
      ],
      rows,
      { size: 7.5, headSize: 7.5, ruleBelowHead: true, repeat: true, banner: (s) => s.row([{ text: d.provider, x: 36, font: 'bold' }, { text: `${L.account} ${d.account}  (continued)`, x: 576, align: 'right' }], 6) },
    );
    const aging = [0, 0, 0, 0, 0];
    visits.forEach((v, k) => {
      const age = (Date.parse(d.statementDate) - Date.parse(v.date)) / 86_400_000;
      const b = age <= 30 ? 0 : age <= 60 ? 1 : age <= 90 ? 2 : age <= 120 ? 3 : 4;
      aging[b] = roundCents((aging[b] ?? 0) + v.rest - (paid[k] ?? 0));
    });
    keepTogether(sheet, 150, 50);
    sheet.row([rule(36, 576, 8, '_')], 6);
    above(
      sheet,
      [
        ['PREVIOUS BALANCE', f.money(0)],
        ['NEW CHARGES', f.money(d.subtotal)],
        ["INS PAYMENTS REC'D", f.credit(d.insurancePaid)],
        ['WRITE-OFFS/ADJ', f.credit(d.adjustments)],
        ['PATIENT RECEIPTS', f.credit(d.patientPaid)],
      ],
      { x: 36, perRow: 5, columnWidth: 108, labelSize: 6.5, valueSize: 8.5, gap: 6 },
    );
    sheet.row([{ text: 'ACCOUNT AGING', x: 36, font: 'bold', size: 7 }]);
    above(
      sheet,
      [
        ['CURRENT', f.money(aging[0] ?? 0)],
        ['31-60 DAYS', f.money(aging[1] ?? 0)],
        ['61-90 DAYS', f.money(aging[2] ?? 0)],
        ['91-120 DAYS', f.money(aging[3] ?? 0)],
        ['OVER 120 DAYS', f.money(aging[4] ?? 0)],
        [L.due, f.money(d.amountDue)],
      ],
      { x: 36, perRow: 6, columnWidth: 90, labelSize: 6.5, valueSize: 8.5, valueFont: 'bold', gap: 4 },
    );
    sheet.row([rule(36, 576, 8, '_')], 6);
    sheet.row([{ text: d.insurancePaid > 0 ? 'Your insurance has processed these visits. The remaining balance is your responsibility.' : 'We have no insurance on file for these visits. Call us if you have coverage.', x: 36, font: 'italic' }]);
    sheet.row([{ text: `${L.phone}: ${d.phone}   Mon - Thu 8:00 - 4:30`, x: 36 }]);
    sheet.row([{ text: `${L.pay} ${d.link}`, x: 36 }]);
    if (sheet.pages.length > 1) everyPage(sheet, (page, total) => [{ text: `Page ${page} of ${total}`, x: 576, y: H - 36, size: 7, align: 'right' }]);
    return { truth: truthOf(d, {}), doc: sheet };
  }),

  // Hospital self-pay (uninsured) bill after a scheduled outpatient procedure, as hospitals print them
  // since the No Surprises Act: the Good Faith Estimate beside the actual charges line by line
  // (estimated, actual, difference; unplanned lines marked), the uninsured discount and the pre-service
  // deposit, a prompt-pay offer (a lower amount if paid by a date: not the balance), the dispute-rights
  // notice when the bill exceeds the estimate by $400, and the plain-language summary of the hospital's
  // financial assistance policy in small print with its own web address and phone.
  fam('hospital-selfpay-estimate', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, {
      kind: 'hospital',
      services: HOPD_LINES,
      items: [4, 12],
      onePageItems: [2, 5],
      distinct: true,
      insured: 0,
      adjusted: 0,
      account: ['hosp', 'digits10', 'digits8'],
      phone: ['parens', 'toll-free', 'dashes'],
      link: ['https', 'portal', 'www'],
    });
    const procedure = rng.pick(HOPD_PROCEDURES);
    const price = rng.money(procedure[2], procedure[3]);
    d.items.unshift({ description: procedure[0], code: procedure[1], rev: procedure[4] ?? '', qty: 1, unit: price, amount: price, date: d.serviceDate });
    rebalance(d);
    const pct = rng.pick([30, 35, 40, 45, 50, 60]);
    d.adjustments = roundCents((d.subtotal * pct) / 100);
    const remaining = roundCents(d.subtotal - d.adjustments);
    d.patientPaid = rng.bool(0.65) ? Math.min(Math.max(50, Math.round((remaining * (0.15 + rng.next() * 0.35)) / 50) * 50), Math.floor(remaining / 2)) : 0;
    d.amountDue = roundCents(remaining - d.patientPaid);
    const estimates = d.items.map((i, k) => (k === 0 || rng.bool(0.8) ? Math.round(i.amount * (0.72 + rng.next() * 0.38)) : undefined));
    const estimateTotal = roundCents(estimates.reduce((s: number, e) => s + (e ?? 0), 0));
    const over = roundCents(d.subtotal - estimateTotal);
    const f = fmt(rng, ['us-slash', 'long', 'abbrev'], ['dollar', 'plain'], ['minus', 'parens']);
    const L = {
      title: rng.pick(['SELF-PAY STATEMENT', 'UNINSURED PATIENT STATEMENT']),
      phone: rng.pick(['Self-pay questions:', 'Estimates & billing:']),
      patient: rng.pick(['Patient/Guarantor', 'Self-Pay Patient']),
      account: rng.pick(['HAR #', 'Hospital Acct Record']),
      date: rng.pick(['Procedure Date', 'Date Services Rendered']),
      notice: rng.pick(['Notice Date', 'Printed On']),
      rev: rng.pick(['Rev Code', 'UB Rev']),
      code: rng.pick(['Svc Code', 'Proc Code']),
      estimated: rng.pick(['Estimated', 'GFE Amount']),
      actual: rng.pick(['Actual', 'Actual Charge']),
      difference: rng.pick(['Difference', 'Over/(Under)']),
      gross: rng.pick(['Gross Charges', 'Full Charges']),
      discount: rng.pick(['Uninsured Discount', 'Self-Pay Discount']),
      deposit: rng.pick(['Deposit Paid', 'Pre-Service Deposit']),
      due: rng.pick(['Balance You Owe', 'Self-Pay Balance']),
    };
    const up = (text: string) => text.toUpperCase();
    const signed = (value: number): string => (value < 0 ? (L.difference.includes('(') ? `(${f.money(-value)})` : f.money(value)) : L.difference.includes('(') ? f.money(value) : `+${f.money(value)}`);
    const { sheet, hooks } = newSheet({ size: 8.5, font: 'regular', top: 40, bottom: 40 });
    sheet.row([{ text: d.provider, x: 40, size: 15, font: 'bold' }, { text: L.title, x: 572, size: 11, font: 'bold', align: 'right' }]);
    sheet.row([{ text: d.providerAddr.line1, x: 40 }, { text: 'Patient Financial Services', x: 572, align: 'right' }]);
    sheet.row([{ text: d.providerAddr.line2, x: 40 }, { text: `${L.phone} ${d.phone}`, x: 572, align: 'right' }], 8);
    sheet.row([rule(40, 572, 8, '_')], 6);
    const gfeDate = addDays(d.serviceDate, -rng.int(3, 21));
    columns(
      sheet,
      [
        [{ text: L.patient, x: 40, font: 'bold' }, { text: d.patient, x: 132 }],
        [{ text: d.patientAddr.line1, x: 132 }],
        [{ text: d.patientAddr.line2, x: 132 }],
        [{ text: 'Birth Date', x: 40, font: 'bold' }, { text: f.date(d.dob), x: 132 }],
        [{ text: 'Surgeon', x: 40, font: 'bold' }, { text: `Dr. ${d.doctor}`, x: 132 }],
      ],
      [
        [{ text: L.account, x: 330, font: 'bold' }, { text: d.account, x: 448 }],
        [{ text: L.date, x: 330, font: 'bold' }, { text: f.date(d.serviceDate), x: 448 }],
        [{ text: L.notice, x: 330, font: 'bold' }, { text: f.date(d.statementDate), x: 448 }],
        [{ text: 'Good Faith Estimate #', x: 330, font: 'bold' }, { text: `GFE-${rng.digits(7)}`, x: 448 }],
        [{ text: 'Estimate Issued', x: 330, font: 'bold' }, { text: f.date(gfeDate), x: 448 }],
      ],
    );
    sheet.space(8).row([{ text: 'YOUR GOOD FAITH ESTIMATE COMPARED WITH YOUR ACTUAL CHARGES', x: 40, font: 'bold', size: 9.5 }], 2);
    const rows = d.items.map((item, k) => ({ item, estimate: estimates[k] }));
    table(
      sheet,
      hooks,
      [
        { head: L.rev, x: 40, cell: (r: (typeof rows)[number]) => r.item.rev },
        { head: L.code, x: 88, cell: (r) => r.item.code },
        { head: w.get('colDescription'), x: 136, cell: (r) => r.item.description },
        { head: L.estimated, x: 420, align: 'right', cell: (r) => (r.estimate === undefined ? 'not estimated' : f.money(r.estimate)) },
        { head: L.actual, x: 494, align: 'right', cell: (r) => f.money(r.item.amount) },
        { head: L.difference, x: 572, align: 'right', cell: (r) => signed(roundCents(r.item.amount - (r.estimate ?? 0))) },
      ],
      rows,
      { size: 8, ruleBelowHead: true },
    );
    sheet.row([rule(40, 572, 6, '_')], -2);
    sheet.row([{ text: 'TOTAL', x: 136, font: 'bold' }, { text: f.money(estimateTotal), x: 420, align: 'right', font: 'bold' }, { text: f.money(d.subtotal), x: 494, align: 'right', font: 'bold' }, { text: signed(over), x: 572, align: 'right', font: 'bold' }], 10);
    const summary: [string, string, FontName?][] = [
      [L.gross, f.money(d.subtotal)],
      [`${L.discount} (${pct}%)`, f.credit(d.adjustments)],
      ...(d.patientPaid > 0 ? [[L.deposit, f.credit(d.patientPaid)] as [string, string]] : []),
      [L.due, f.money(d.amountDue), 'bold'],
    ];
    keepTogether(sheet, 220, 40);
    columns(
      sheet,
      [
        [{ text: 'WAYS TO PAY', x: 40, font: 'bold' }],
        [{ text: `${w.get('payOnline')} ${d.link}`, x: 40 }],
        [{ text: `By phone: ${d.phone}`, x: 40 }],
        [{ text: `By mail: ${up(d.provider)}, PO Box ${rng.int(1000, 99999)}`, x: 40 }],
      ],
      summary.map(([label, value, font]): Cell[] => [{ text: label, x: 350, font: 'bold' }, { text: value, x: 572, align: 'right', font }]),
    );
    if (d.amountDue > 0) {
      const promptPct = rng.pick([10, 15, 20]);
      const promptAmount = roundCents((d.amountDue * (100 - promptPct)) / 100);
      sheet.space(6).row([rule(40, 572, 6, '_')], 2);
      sheet.row([{ text: 'PROMPT-PAY DISCOUNT', x: 40, font: 'bold' }, { text: `Pay in full by ${f.date(addDays(d.statementDate, 30))} and take an additional ${promptPct}% off your balance.`, x: 150 }]);
      sheet.row([{ text: `Prompt-pay amount: ${f.money(promptAmount)}   (you save ${f.money(roundCents(d.amountDue - promptAmount))})`, x: 150, font: 'bold' }]);
      sheet.row([rule(40, 572, 6, '_')], 4);
    }
    const small = (text: string) => {
      for (const line of proseLines(text, 160)) sheet.row([{ text: line, x: 40, size: 7 }]);
    };
    if (over >= 400) {
      sheet.space(4).row([{ text: 'YOUR RIGHT TO DISPUTE THIS BILL', x: 40, font: 'bold', size: 7.5 }]);
      small(
        `Your total billed charges are ${f.money(over)} more than the total of your Good Faith Estimate (${f.money(estimateTotal)}). Because the difference is $400 or more, you may have the right to dispute this bill. You must start the dispute process within 120 calendar days of the date on this bill. For more information, visit www.cms.gov/nosurprises or call 1-800-985-3059.`,
      );
    }
    const slug = d.provider.toLowerCase().replace(/[^a-z]+/g, '');
    sheet.space(4).row([{ text: 'FINANCIAL ASSISTANCE IS AVAILABLE', x: 40, font: 'bold', size: 7.5 }]);
    small(
      `${d.provider} provides free or discounted care to eligible patients who are uninsured, underinsured or unable to pay. If your household income is at or below ${rng.pick([200, 250, 300, 400])}% of the Federal Poverty Guidelines, you may qualify for a full or partial reduction of this bill. Patients who qualify are not charged more for emergency or other medically necessary care than the amounts generally billed (AGB) to patients who have insurance. You may apply up to 240 days after your first bill. The Financial Assistance Policy, the application and a plain language summary are free at www.${slug}.example/financial-assistance, at any registration desk, or from a financial counselor at ${phoneNumber(rng, 'toll-free')}.`,
    );
    return { truth: truthOf(d, { insurancePaid: false, itemDate: false }), doc: sheet };
  }),

  // Patient bill of a national reference lab (Quest, Labcorp style): the invoice number large at top left
  // with the patient (often "LAST, FIRST" and DOB), the collection date and the referring physician; the
  // amount due in a ruled box at right; the tests performed on one running line with the lab's own order
  // codes (not the CPT codes); a CPT charge detail; a summary from "billed to insurance" down to the
  // patient responsibility; a "why am I getting this bill?" paragraph (an independent lab bills apart
  // from the doctor); and a return coupon with the mailing block.
  fam('reference-lab-invoice', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, {
      kind: 'lab',
      services: LAB.filter((s) => s[1] !== '88305'),
      items: [2, 9],
      onePageItems: [2, 4],
      distinct: true,
      insured: 0.75,
      adjusted: 0.75,
      patientPaid: 0.15,
      phone: ['toll-free', 'dashes'],
      link: ['short', 'https'],
    });
    d.account = `${rng.pick(['W', 'Q', 'Z'])}${rng.digits(rng.pick([9, 10]))}`;
    const f = fmt(rng, ['us-slash', 'us-2digit', 'abbrev'], ['dollar', 'dollar-nocomma'], ['minus', 'parens']);
    const up = (text: string) => text.toUpperCase();
    const patient = rng.bool(0.5) ? up(lastFirst(d.patient)) : d.patient;
    const billed = d.insurancePaid > 0 || rng.bool(0.6);
    const L = {
      title: rng.pick(['PATIENT BILL', 'LABORATORY SERVICES INVOICE']),
      invoice: rng.pick(['Invoice ID', 'Lab Invoice #']),
      patient: rng.pick(['Patient Billed', 'Name of Patient']),
      dob: rng.pick(['Patient DOB', 'Birth Date']),
      collected: rng.pick(['Collection Date', 'Specimen Collected']),
      referring: rng.pick(['Referring Physician', 'Ordering Provider']),
      billedOn: rng.pick(['Date Billed', 'Invoice Print Date']),
      due: rng.pick(['Current Amount Due', 'Invoice Balance Due']),
      dueBy: rng.pick(['Payment Due Date', 'Please Remit By']),
      phone: rng.pick(['Billing inquiries:', 'Patient billing questions:']),
      tests: rng.pick(['Tests Performed:', 'Tests Ordered:']),
      code: rng.pick(['CPT Cd', 'Billing Code']),
      amount: rng.pick(['Billed Amt', 'Amount Billed']),
      charges: billed ? rng.pick(['Billed to Insurance', 'Amount Submitted to Insurance']) : rng.pick(['Charges for Tests Performed', 'Lab Charges']),
      insurance: rng.pick(['Your Insurance Paid', 'Insurance Reimbursed']),
      adjustment: billed ? rng.pick(['Contracted Rate Adjustment', 'Network Discount Applied']) : rng.pick(['Self-Pay Discount', 'Uninsured Discount Applied']),
      responsibility: rng.pick(['Patient Responsibility', 'Your Responsibility']),
      payments: rng.pick(['Payments Received', 'Payment(s) Applied']),
      pay: rng.pick(['Pay online 24/7 at', 'Make a payment online:']),
    };
    const responsibility = roundCents(d.subtotal - d.insurancePaid - d.adjustments);
    const { sheet, hooks } = newSheet({ size: 8.5, font: 'regular', top: 40, bottom: 40 });
    sheet.row([{ text: d.provider, x: 40, size: 15, font: 'bold' }, { text: L.title, x: 572, size: 11, font: 'bold', align: 'right' }]);
    sheet.row([{ text: d.providerAddr.line1, x: 40 }, { text: `${L.phone} ${d.phone}`, x: 572, align: 'right' }]);
    sheet.row([{ text: d.providerAddr.line2, x: 40 }, { text: 'Mon - Fri 8:00 AM - 8:00 PM ET', x: 572, align: 'right' }], 6);
    sheet.row([rule(40, 572, 8, '_')], 6);
    const label = (text: string): Cell => ({ text, x: 40, font: 'bold' });
    const boxed = (cells: Cell[]): Cell[] => [{ text: '|', x: 384 }, ...cells, { text: '|', x: 572 }];
    columns(
      sheet,
      [
        [{ text: L.invoice, x: 40, font: 'bold', size: 9 }, { text: d.account, x: 150, font: 'bold', size: 14 }],
        [label(L.patient), { text: patient, x: 150 }],
        [label(L.dob), { text: f.date(d.dob), x: 150 }],
        [label(L.collected), { text: f.date(d.serviceDate), x: 150 }],
        [label(L.referring), { text: rng.bool(0.5) ? `${d.doctor}, MD` : `DR ${up(lastFirst(d.doctor))}`, x: 150 }],
        [label(L.billedOn), { text: f.date(d.statementDate), x: 150 }],
      ],
      [
        [rule(384, 576, 6, '_')],
        boxed([{ text: L.due, x: 394, font: 'bold', size: 9 }]),
        boxed([{ text: f.money(d.amountDue), x: 562, font: 'bold', size: 15, align: 'right' }]),
        boxed([{ text: `${L.dueBy} ${f.date(d.dueDate)}`, x: 394, size: 8 }]),
        [rule(384, 576, 6, '_')],
      ],
      1,
    );
    sheet.space(8);
    const orders = d.items.flatMap((i) => (LAB_ORDERS[i.code] !== undefined ? [LAB_ORDERS[i.code] ?? ''] : []));
    proseLines(orders.join(', '), 92).forEach((line, k) => sheet.row([...(k === 0 ? [{ text: L.tests, x: 40, font: 'bold' as const }] : []), { text: line, x: 130 }]));
    sheet.space(8);
    table(
      sheet,
      hooks,
      [
        { head: L.code, x: 40, cell: (i: Item) => i.code },
        { head: w.get('colDescription'), x: 110, cell: (i) => i.description },
        { head: L.amount, x: 572, align: 'right', cell: (i) => f.money(i.amount) },
      ],
      d.items,
      { ruleBelowHead: true },
    );
    sheet.space(6);
    const summary: [string, string, FontName?][] = [
      [L.charges, f.money(d.subtotal)],
      [L.insurance, f.credit(d.insurancePaid)],
      [L.adjustment, f.credit(d.adjustments)],
      [L.responsibility, f.money(responsibility)],
      ...(d.patientPaid > 0 ? [[L.payments, f.credit(d.patientPaid)] as [string, string]] : []),
      [L.due, f.money(d.amountDue), 'bold'],
    ];
    totals(sheet, summary, 340, 572);
    const why =
      d.insurancePaid > 0
        ? `Your health plan, ${d.insurer}, processed the claim for the tests your physician ordered. After the plan's payment and the discount for using an in-network laboratory, the remaining ${f.money(responsibility)} is your share under your plan's deductible, copay or coinsurance.`
        : billed
          ? `We billed ${d.insurer} for the tests your physician ordered. Your plan applied the allowed amount to your deductible, so the balance is your responsibility. Questions about your benefits? Call your plan at ${d.insurerPhone}.`
          : 'We did not receive valid insurance information for this date of service, so the charges are billed to you. If you had coverage on the collection date, call us or update your insurance online and we will bill your plan.';
    sheet.space(8).row([{ text: rng.pick(['Why am I getting this bill?', 'WHY DID I RECEIVE THIS BILL?']), x: 40, font: 'bold', size: 9 }]);
    for (const line of proseLines(`${why} ${d.provider} is an independent laboratory, so this bill is separate from any bill from your doctor's office.`, 135)) sheet.row([{ text: line, x: 40, size: 7.5 }]);
    sheet.space(6).row([{ text: `${L.pay} ${d.link}`, x: 40 }]);
    keepTogether(sheet, 112, 40);
    sheet.space(8).row([rule(40, 572, 8, '-')]);
    sheet.row([{ text: 'Tear off and mail the lower portion with your check. Write your invoice ID on the check.', x: 40, size: 7, font: 'italic' }], 6);
    const remit = address(rng, split);
    sheet.row([{ text: d.provider, x: 40, font: 'bold', size: 9 }, { text: L.invoice, x: 340, font: 'bold' }, { text: d.account, x: 572, align: 'right' }]);
    sheet.row([{ text: `PO BOX ${rng.int(1000, 99999)}`, x: 40 }, { text: L.due, x: 340, font: 'bold' }, { text: f.money(d.amountDue), x: 572, align: 'right', font: 'bold' }]);
    sheet.row([{ text: up(remit.line2), x: 40 }, { text: 'Payment Amount', x: 340, font: 'bold' }, { text: '$ ____________', x: 572, align: 'right' }], 8);
    sheet.row([{ text: patient, x: 60 }, { text: bars(rng, 40), x: 340, size: 8, font: 'mono' }]);
    sheet.row([{ text: d.patientAddr.line1, x: 60 }]);
    sheet.row([{ text: d.patientAddr.line2, x: 60 }]);
    return { truth: truthOf(d, { itemDate: false }, { patient }), doc: sheet };
  }),

  // Children's hospital statement mailed to the parent: the guarantor (parent or legal guardian) in the
  // window block and the child patient with birth date at right; the emergency visit's services grouped
  // by department (Emergency, Radiology, Laboratory ...), each with its own subtotal line; then the
  // account summary with a "balance after insurance" figure before the family's own payments.
  fam('childrens-hospital-departments', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, {
      kind: 'hospital',
      services: PEDS_ED,
      items: [7, 36],
      onePageItems: [1, 4],
      spreadDays: 1,
      insured: 0.9,
      insuredShare: [0.45, 0.9],
      adjusted: 0.7,
      patientPaid: 0.3,
      account: ['digits10', 'hosp'],
      phone: ['parens', 'toll-free'],
      qty: (r, s) => (s[1] === '' ? r.int(1, 3) : 1),
    });
    const level = rng.pick(PEDS_ED_LEVELS);
    const price = rng.money(level[2], level[3]);
    d.items.unshift({ description: level[0], code: level[1], rev: level[4] ?? '', qty: 1, unit: price, amount: price, date: d.serviceDate });
    rebalance(d);
    const stem = rng.pick([...n.PROVIDER_STEMS, ...ORG_STEMS.dev]);
    d.provider = rng.bool(0.5) ? `${stem} Children's Hospital` : `Children's Hospital of ${stem}`;
    d.link = payLink(rng, d.provider, rng.pick<LinkStyle>(['portal', 'www']));
    d.dob = rng.date(addDays(d.serviceDate, -17 * 365), addDays(d.serviceDate, -120));
    const f = fmt(rng, ['us-slash', 'us-short', 'us-2digit'], ['dollar', 'plain'], ['minus', 'parens']);
    const up = (text: string) => text.toUpperCase();
    const L = {
      title: rng.pick(['GUARANTOR STATEMENT', 'STATEMENT FOR SERVICES']),
      guarantor: rng.pick(['Guarantor (Parent/Legal Guardian)', 'Responsible Adult']),
      patient: rng.pick(['Patient (Child)', "Child's Name"]),
      dob: rng.pick(['Birthdate', "Child's DOB"]),
      account: rng.pick(['Encounter #', 'Visit Account #']),
      statement: rng.pick(['Statement Issued', 'Billing Cycle Date']),
      visit: rng.pick(['Arrival Date', 'Date(s) of Visit']),
      plan: rng.pick(['Primary Plan', 'Child Covered By']),
      phone: rng.pick(['Family Billing Line:', 'Questions about this bill:']),
      date: rng.pick(['Posted', 'Service Dt']),
      code: rng.pick(['Proc', 'Billing Code']),
      amount: rng.pick(['Charge Amt', 'Gross Charge']),
      charges: rng.pick(['Total Charges for This Visit', 'All Departments Total']),
      insurance: rng.pick(['Paid by Your Plan', 'Insurance Has Paid']),
      allowance: rng.pick(['Plan Contractual Allowance', 'Insurance Allowance']),
      after: rng.pick(['Balance After Insurance', 'Remaining After Insurance']),
      family: rng.pick(['Payments from Family', 'Guarantor Payments']),
      due: rng.pick(['Amount You Owe', 'Guarantor Amount Due']),
      requested: rng.pick(['Payment Requested By', 'Pay In Full By']),
      pay: rng.pick(['Make a payment at', 'Pay online or set up a plan:']),
    };
    const deptTotal = rng.bool(0.5) ? () => 'Department Subtotal' : (dept: string) => `${dept} Total`;
    const BOTTOM = 50;
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 40, bottom: BOTTOM });
    sheet.row([{ text: d.provider, x: 40, size: 15, font: 'bold' }, { text: L.title, x: 572, size: 11, font: 'bold', align: 'right' }]);
    sheet.row([{ text: d.providerAddr.line1, x: 40 }, { text: 'Family Billing Office', x: 572, align: 'right', font: 'bold' }]);
    sheet.row([{ text: d.providerAddr.line2, x: 40 }, { text: `${L.phone} ${d.phone}`, x: 572, align: 'right' }], 4);
    sheet.row([rule(40, 572, 8, '_')], 6);
    const R = (labelText: string, value: string, font?: FontName): Cell[] => [{ text: labelText, x: 330, font: 'bold' }, { text: value, x: 440, font }];
    const visit = d.lastServiceDate === d.serviceDate ? f.date(d.serviceDate) : `${f.date(d.serviceDate)} - ${f.date(d.lastServiceDate)}`;
    columns(
      sheet,
      [
        [{ text: L.guarantor, x: 40, font: 'bold' }],
        [{ text: bars(rng, 40), x: 56, size: 7, font: 'mono' }],
        [{ text: up(d.guarantor), x: 56 }],
        [{ text: up(d.patientAddr.line1), x: 56 }],
        [{ text: up(d.patientAddr.line2), x: 56 }],
      ],
      [
        R(L.patient, d.patient, 'bold'),
        R(L.dob, f.date(d.dob)),
        R(L.account, d.account),
        R(L.statement, f.date(d.statementDate)),
        R(d.lastServiceDate === d.serviceDate ? L.visit : 'Date(s) of Visit', visit),
        R(L.plan, d.insurancePaid > 0 || rng.bool(0.5) ? d.insurer : 'Self-pay / none on file'),
      ],
      1,
    );
    sheet.space(6).row([rule(40, 572, 8, '_')], 6);
    const head = (s: Sheet) => {
      s.row([
        { text: L.date, x: 40, font: 'bold' },
        { text: 'Rev', x: 96, font: 'bold' },
        { text: L.code, x: 126, font: 'bold' },
        { text: w.get('colDescription'), x: 182, font: 'bold' },
        { text: 'Qty', x: 470, font: 'bold', align: 'right' },
        { text: L.amount, x: 572, font: 'bold', align: 'right' },
      ]);
      s.row([rule(40, 572, 6, '_')], -3);
    };
    // The lines print department by department: the truth lists them in that order.
    const inDepartment = (i: (typeof d.items)[number]) => PEDS_DEPARTMENTS.some(([, rev]) => rev.test(i.rev));
    d.items = [...PEDS_DEPARTMENTS.flatMap(([, rev]) => d.items.filter((i) => rev.test(i.rev))), ...d.items.filter((i) => !inDepartment(i))];
    sheet.row([{ text: 'SERVICES BY DEPARTMENT', x: 40, font: 'bold', size: 9.5 }], 2);
    head(sheet);
    hooks.page = (s) => {
      s.row([{ text: d.provider, x: 40, font: 'bold' }, { text: `${d.patient}  -  ${L.account} ${d.account}  (continued)`, x: 572, align: 'right' }], 6);
      head(s);
    };
    for (const [dept, rev] of PEDS_DEPARTMENTS) {
      const lines = d.items.filter((i) => rev.test(i.rev));
      if (lines.length === 0) continue;
      keepTogether(sheet, 3 * 12.4 + 4, BOTTOM);
      sheet.space(3).row([{ text: up(dept), x: 40, font: 'bold' }]);
      for (const i of lines) {
        sheet.row([{ text: f.date(i.date), x: 40 }, { text: i.rev, x: 96 }, { text: i.code, x: 126 }, { text: i.description, x: 182 }, { text: String(i.qty), x: 470, align: 'right' }, { text: f.money(i.amount), x: 572, align: 'right' }]);
      }
      sheet.row([{ text: deptTotal(dept), x: 470, font: 'italic', align: 'right' }, { text: f.money(roundCents(lines.reduce((s, i) => s + i.amount, 0))), x: 572, align: 'right', font: 'bold' }]);
    }
    hooks.page = (s) => {
      s.row([{ text: d.provider, x: 40, font: 'bold' }, { text: `${d.patient}  -  ${L.account} ${d.account}  (continued)`, x: 572, align: 'right' }], 6);
    };
    const summary: [string, string, FontName?][] = [
      [L.charges, f.money(d.subtotal)],
      [L.insurance, f.credit(d.insurancePaid)],
      [L.allowance, f.credit(d.adjustments)],
      [L.after, f.money(roundCents(d.subtotal - d.insurancePaid - d.adjustments)), 'bold'],
      ...(d.patientPaid > 0 ? [[L.family, f.credit(d.patientPaid)] as [string, string]] : []),
      [L.due, f.money(d.amountDue), 'bold'],
      [L.requested, f.date(d.dueDate)],
    ];
    keepTogether(sheet, 14 + summary.length * 12.4 + 60, BOTTOM);
    sheet.space(8).row([rule(330, 572, 6, '_')], 2);
    totals(sheet, summary, 330, 572);
    sheet.space(8).row([{ text: `${L.pay} ${d.link}`, x: 40 }]);
    sheet.row([{ text: "Thank you for trusting us with your child's care. If your child has Medicaid or CHIP coverage we did not bill, please call us.", x: 40, size: 7.5, font: 'italic' }]);
    sheet.row([{ text: 'Financial assistance is available for families who qualify. Ask a financial counselor for an application.', x: 40, size: 7.5, font: 'italic' }]);
    hooks.page = undefined;
    everyPage(sheet, (page, total) => [{ text: `Page ${page} of ${total}`, x: 572, y: H - 36, size: 7, align: 'right' }]);
    return { truth: truthOf(d, {}, { patientAddress: up(d.patientAddr.full) }), doc: sheet };
  }),
  // Emergency-physician group bill (TeamHealth, Envision, US Acute Care style), sent apart from the
  // hospital's: a billing company prints it "on behalf of" the physician group (the group c/o the
  // company at a PO box), the hospital appears only as the place of service with a "you will get a
  // separate bill from the hospital" notice; an amount-due box at top right, per-line plan payment,
  // plan adjustment and "you owe" columns, and a horizontal return coupon (labels above values) fixed
  // at the foot of page 1; the No Surprises Act notice on the back page.
  fam('er-physician-group', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, {
      kind: 'physician',
      services: ED_PRO_LEVELS,
      items: [1, 1],
      onePageItems: [1, 1],
      insured: 0.8,
      insuredShare: [0.3, 0.75],
      adjusted: 0.85,
      patientPaid: 0.2,
      account: ['digits10', 'letters', 'digits8'],
      phone: ['toll-free'],
      link: ['https', 'portal'],
    });
    const level = d.items[0];
    const extra = pickDistinct(rng, ED_PRO_PROCEDURES, options.onePage ? rng.int(0, 2) : rng.int(0, 3));
    if (level?.code === '99291' && rng.bool(0.5)) extra.unshift(ED_CRITICAL_ADDON);
    for (const s of extra) {
      const amount = rng.money(s[2], s[3]);
      d.items.push({ description: s[0], code: s[1], rev: '', qty: 1, unit: amount, amount, date: d.serviceDate });
    }
    rebalance(d);
    const stem = rng.pick([...n.PROVIDER_STEMS, ...ORG_STEMS.dev]);
    d.provider = rng.pick([`Emergency Physicians of ${stem}, PLLC`, `${stem} Emergency Medicine Associates`, `${stem} Emergency Physicians, P.A.`]);
    const facility = rng.bool(0.5) ? `${stem} ${rng.pick(ORG_SUFFIXES.hospital.dev)}` : org(rng, 'hospital', split);
    const [biller, slug] = rng.pick([
      ['Meridian Revenue Partners', 'meridianrp'],
      ['Keystone Physician Billing Services', 'keystonepbs'],
      ['Clearpath Medical Billing, LLC', 'clearpathbill'],
      ['Bayline Revenue Cycle Management', 'baylinercm'],
    ] as const);
    const poBox = `PO Box ${rng.int(1000, 99999)}`;
    d.providerAddr = { ...d.providerAddr, line1: poBox, full: `${poBox}, ${d.providerAddr.line2}` };
    d.link = rng.bool(0.5) ? `https://pay.${slug}.example` : `www.${slug}.example/${rng.digits(4)}`;
    const physician = `${d.doctor}, ${rng.pick(['MD', 'DO', 'MD, FACEP'])}`;
    const f = fmt(rng, ['us-slash', 'us-2digit', 'abbrev'], ['dollar', 'plain'], ['minus', 'parens', 'cr']);
    const up = (text: string) => text.toUpperCase();
    const insured = d.insurancePaid > 0;
    const L = {
      title: rng.pick(['EMERGENCY PHYSICIAN STATEMENT', 'STATEMENT FOR PHYSICIAN SERVICES']),
      date: rng.pick(['Date of Statement', 'Statement Printed']),
      account: rng.pick(['Patient Account No.', 'Billing Account #']),
      due: rng.pick(['Please Pay This Amount', 'Current Amount You Owe']),
      payBy: rng.pick(['Pay By', 'Due On or Before']),
      phone: rng.pick(['Questions about this bill? Call', 'Billing customer service:']),
      patient: rng.pick(['Patient Seen', 'Patient Treated']),
      visit: rng.pick(['ER Visit Date', 'Date of ED Visit']),
      place: rng.pick(['Place of Service', 'Treated At']),
      physician: rng.pick(['Treating Physician', 'ED Provider']),
      guarantor: rng.pick(['Account Guarantor', 'Person Responsible']),
      insurer: rng.pick(['Insurance Billed', 'Claim Sent To']),
      charges: rng.pick(['Physician Charges', 'Total Professional Charges']),
      insurance: rng.pick(['Insurance Payments Received', 'Paid by Your Health Plan']),
      adjustment: insured ? rng.pick(['Insurance Contractual Adjustment', 'Network Adjustment']) : rng.pick(['Uninsured Discount', 'Self-Pay Courtesy Discount']),
      paid: rng.pick(['Your Payments - Thank You', 'Payments Made by You']),
      pay: rng.pick(['Pay securely online at', 'Pay online 24/7:']),
    };
    const BOTTOM = 40;
    const { sheet, hooks } = newSheet({ size: 8.5, font: 'regular', top: 40, bottom: BOTTOM });
    sheet.row([{ text: d.provider, x: 40, size: 13, font: 'bold' }]);
    const box = (label: string, value: string, big = false): Cell[] => [
      { text: label, x: 372, font: 'bold', size: big ? 9 : 8 },
      { text: value, x: 566, align: 'right', font: big ? 'bold' : 'regular', size: big ? 12 : 8.5 },
    ];
    columns(
      sheet,
      [
        [{ text: `c/o ${biller}`, x: 40 }],
        [{ text: poBox, x: 40 }],
        [{ text: d.providerAddr.line2, x: 40 }],
        [],
        [{ text: `${L.phone} ${d.phone}`, x: 40 }],
        [{ text: 'Monday - Friday, 8 a.m. to 6 p.m. Central', x: 40, size: 7.5 }],
      ],
      [
        [{ text: L.title, x: 572, size: 10, font: 'bold', align: 'right' }],
        [rule(366, 572, 6, '_')],
        box(L.date, f.date(d.statementDate)),
        box(L.account, d.account),
        box(L.payBy, f.date(d.dueDate)),
        box(L.due, f.money(d.amountDue), true),
        [rule(366, 572, 6, '_')],
      ],
    );
    sheet.space(8);
    columns(
      sheet,
      [
        [{ text: 'ADDRESS SERVICE REQUESTED', x: 40, size: 6.5 }],
        [{ text: bars(rng, 44), x: 56, size: 7, font: 'mono' }],
        [{ text: up(d.guarantor), x: 56 }],
        [{ text: up(d.patientAddr.line1), x: 56 }],
        [{ text: up(d.patientAddr.line2), x: 56 }],
      ],
      [
        [{ text: 'THREE WAYS TO PAY', x: 372, font: 'bold', size: 7.5 }],
        [{ text: `Online: ${d.link}`, x: 372, size: 7.5 }],
        [{ text: `Phone: ${d.phone}`, x: 372, size: 7.5 }],
        [{ text: 'Mail: return the coupon below with a check', x: 372, size: 7.5 }],
      ],
    );
    sheet.space(6).row([rule(40, 572, 8, '_')], 4);
    sheet.row([{ text: 'ABOUT THIS BILL', x: 40, font: 'bold', size: 8 }]);
    const about = `This bill is for the professional services of the emergency physician who treated ${firstNameOf(d.patient)} in the emergency department at ${facility}. ${d.provider} is a separate practice from the hospital: ${facility} will send you its own bill for the hospital (facility) charges. ${biller} handles billing on behalf of ${d.provider}.`;
    for (const line of proseLines(about, 130)) sheet.row([{ text: line, x: 40, size: 7.5 }]);
    sheet.space(6);
    const P = (label: string, value: string, x: number): Cell[] => [{ text: label, x, font: 'bold', size: 8 }, { text: value, x: x + 96 }];
    columns(
      sheet,
      [P(L.patient, d.patient, 40), P(L.visit, f.date(d.serviceDate), 40), P(L.guarantor, d.guarantor, 40)],
      [P(L.physician, physician, 316), P(L.insurer, insured || rng.bool(0.4) ? d.insurer : 'No insurance on file', 316), P('Physician NPI', rng.digits(10), 316)],
    );
    sheet.row([{ text: L.place, x: 40, font: 'bold', size: 8 }, { text: `${facility} - Emergency Department`, x: 136 }], 8);
    const shares = lineShares(d);
    type Row = { date: string; code: string; text: string; charge?: number; ins?: number; adj?: number; owe: string };
    const rows: Row[] = d.items.map((i, k) => ({ date: i.date, code: i.code, text: i.description, charge: i.amount, ins: shares[k]?.ins ?? 0, adj: shares[k]?.adj ?? 0, owe: f.money(shares[k]?.rest ?? i.amount) }));
    if (d.patientPaid > 0) rows.push({ date: [addDays(d.statementDate, -rng.int(3, 20)), addDays(d.serviceDate, 1)].sort()[1] ?? d.statementDate, code: '', text: 'PATIENT PAYMENT - THANK YOU', owe: f.credit(d.patientPaid) });
    table(
      sheet,
      hooks,
      [
        { head: 'Svc Date', x: 40, cell: (r: Row) => f.date(r.date) },
        { head: 'CPT', x: 98, cell: (r) => r.code },
        { head: w.get('colDescription'), x: 136, cell: (r) => r.text },
        { head: 'Billed', x: 384, align: 'right', cell: (r) => (r.charge === undefined ? '' : f.money(r.charge)) },
        { head: 'Plan Paid', x: 446, align: 'right', cell: (r) => (r.ins === undefined ? '' : f.credit(r.ins)) },
        { head: 'Plan Adj.', x: 508, align: 'right', cell: (r) => (r.adj === undefined ? '' : f.credit(r.adj)) },
        { head: 'You Owe', x: 572, align: 'right', cell: (r) => r.owe },
      ],
      rows,
      { size: 8, headSize: 7.5, ruleBelowHead: true },
    );
    sheet.row([rule(300, 572, 6, '_')], 2);
    const summary: [string, string, FontName?][] = [
      [L.charges, f.money(d.subtotal)],
      [L.insurance, f.credit(d.insurancePaid)],
      [L.adjustment, f.credit(d.adjustments)],
      ...(d.patientPaid > 0 ? [[L.paid, f.credit(d.patientPaid)] as [string, string]] : []),
      [L.due, f.money(d.amountDue), 'bold'],
    ];
    totals(sheet, summary, 330, 572);
    const note = insured
      ? `${d.insurer} processed this claim. The amount you owe is your deductible, copay or coinsurance as your plan determined it.`
      : 'We have not received insurance information for this visit. If you had coverage, call us and we will bill your plan.';
    sheet.space(4).row([{ text: note, x: 40, size: 7.5, font: 'italic' }]);
    // The return coupon at the foot of page 1: a dashed line, the four boxes in a row, the two addresses.
    const stub: { cells: Cell[]; size: number; gap?: number }[] = [
      { cells: [rule(40, 572, 8, '-')], size: 8 },
      { cells: [{ text: 'RETURN THIS PORTION WITH YOUR PAYMENT. WRITE YOUR ACCOUNT NUMBER ON YOUR CHECK.', x: 40, size: 7, font: 'bold' }], size: 7, gap: 4 },
      {
        cells: [
          { text: L.account.toUpperCase(), x: 40, size: 6.5, font: 'bold' },
          { text: 'STATEMENT DATE', x: 168, size: 6.5, font: 'bold' },
          { text: L.payBy.toUpperCase(), x: 270, size: 6.5, font: 'bold' },
          { text: L.due.toUpperCase(), x: 360, size: 6.5, font: 'bold' },
          { text: 'AMOUNT PAID', x: 480, size: 6.5, font: 'bold' },
        ],
        size: 6.5,
      },
      {
        cells: [
          { text: d.account, x: 40, size: 9 },
          { text: f.date(d.statementDate), x: 168, size: 9 },
          { text: f.date(d.dueDate), x: 270, size: 9 },
          { text: f.money(d.amountDue), x: 360, size: 10, font: 'bold' },
          { text: '$ __________', x: 480, size: 9 },
        ],
        size: 10,
        gap: 6,
      },
      { cells: [{ text: up(d.guarantor), x: 56 }, { text: 'MAKE CHECK PAYABLE TO:', x: 316, size: 6.5, font: 'bold' }], size: 8.5 },
      { cells: [{ text: up(d.patientAddr.line1), x: 56 }, { text: up(d.provider), x: 316, size: 7.5 }], size: 8.5 },
      { cells: [{ text: up(d.patientAddr.line2), x: 56 }, { text: up(poBox), x: 316, size: 7.5 }], size: 8.5 },
      { cells: [{ text: up(d.providerAddr.line2), x: 316, size: 7.5 }], size: 8.5, gap: 2 },
      { cells: [{ text: scanLine(rng, d), x: 572, align: 'right', size: 9, font: 'mono' }], size: 9 },
    ];
    const stubTop = H - BOTTOM - stub.reduce((s, r) => s + r.size * 1.55 + (r.gap ?? 0), 0);
    let y = stubTop;
    for (const r of stub) {
      for (const cell of r.cells) place(sheet.pages[0], { ...cell, y });
      y += r.size * 1.55 + (r.gap ?? 0);
    }
    if (!options.onePage) {
      // The back of the statement.
      if (sheet.pages.length === 1) sheet.newPage();
      sheet.row([{ text: 'YOUR RIGHTS AND PROTECTIONS AGAINST SURPRISE MEDICAL BILLS', x: 40, font: 'bold', size: 9 }], 2);
      const rights =
        'When you get emergency care, you are protected from surprise billing. If you have a health plan, the most a provider or facility may bill you for emergency services is your plan\'s in-network cost-sharing amount (such as copayments, coinsurance and deductibles), even if the emergency physician is not in your plan\'s network. You cannot be balance billed for these emergency services. If you believe you have been wrongly billed, contact the No Surprises Help Desk at 1-800-985-3059 or visit www.cms.gov/nosurprises.';
      for (const line of proseLines(rights, 118)) sheet.row([{ text: line, x: 40, size: 8 }]);
      sheet.space(8).row([{ text: 'OTHER WAYS TO PAY AND GET HELP', x: 40, font: 'bold', size: 9 }], 2);
      sheet.row([{ text: `${L.pay} ${d.link}`, x: 40 }]);
      sheet.row([{ text: `Interest-free payment plans and financial hardship reviews are available. Call ${d.phone}.`, x: 40 }]);
      sheet.row([{ text: `Please do not send payment for these physician services to ${facility}.`, x: 40 }]);
    }
    everyPage(sheet, (page, total) => (total > 1 ? [{ text: `Page ${page} of ${total}`, x: 572, y: H - 28, size: 7, align: 'right' }] : []));
    return { truth: truthOf(d, {}, { patientAddress: up(d.patientAddr.full) }), doc: sheet };
  }),

  // Durable medical equipment supplier's monthly statement (Apria, Lincare, AdaptHealth style): one
  // invoice per rental month (its own invoice number and service period from the setup anniversary),
  // HCPCS codes with their modifiers in a column of their own (RR with KH/KI/KJ, NU for supplies, KX),
  // "rental month 3 of 13", resupply shipments every third month; column heads wrapped over two lines,
  // allowed amounts with the 80/20 split; the amount due in a sentence at the top ("Please pay $86.32
  // by ...") or an autopay notice, and an account strip where a previous balance and its payment cancel.
  fam('dme-rental-statement', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, {
      kind: 'physician',
      services: PHYSICIAN,
      items: [1, 1],
      onePageItems: [1, 1],
      insured: 0.88,
      account: ['digits8', 'digits10', 'dash'],
      phone: ['toll-free', 'parens'],
      link: ['https', 'portal', 'www'],
    });
    const therapy = rng.pick(DME_THERAPIES);
    const stem = rng.pick([...n.PROVIDER_STEMS, ...ORG_STEMS.dev]);
    d.provider = `${stem} ${rng.pick(DME_SUFFIXES)}`;
    d.link = payLink(rng, `${stem} HME`, rng.pick<LinkStyle>(['https', 'portal', 'www']));
    const months = options.onePage ? rng.int(1, 2) : rng.int(2, 6);
    const first = `${d.serviceDate.slice(0, 8)}${String(Math.min(28, Number(d.serviceDate.slice(8)))).padStart(2, '0')}`;
    const m0 = rng.int(1, therapy.cap - months + 1);
    const setup = addMonths(first, -(m0 - 1));
    const rentals = therapy.rentals.slice(0, rng.int(1, therapy.rentals.length));
    const supplies = pickDistinct(rng, therapy.supplies, rng.int(1, Math.min(4, therapy.supplies.length)));
    const price = new Map<DmeLine, { unit: number; rate: number }>();
    const insured = rng.bool(0.88);
    for (const line of [...rentals, ...supplies]) price.set(line, { unit: rng.money(line[2], line[3]), rate: 0.45 + rng.next() * 0.35 });
    const deductibleMonth = insured && rng.bool(0.3) ? 0 : -1;
    type Row = { item: Item; mod: string; month: string; allowed: number; ins: number; adj: number; rest: number };
    const invoices: { number: string; start: string; end: string; status: string; rows: Row[] }[] = [];
    const invoiceStem = rng.digits(7);
    for (let k = 0; k < months; k++) {
      const m = m0 + k;
      const start = addMonths(first, k);
      const rows: Row[] = [];
      const lines = [...rentals.map((l) => [l, true] as const), ...(m % 3 === 1 ? supplies.map((l) => [l, false] as const) : [])];
      for (const [line, rental] of lines) {
        const p = price.get(line) ?? { unit: line[2], rate: 0.6 };
        const qty = rng.int(...line[4]);
        const amount = roundCents(p.unit * qty);
        const allowed = roundCents(amount * p.rate);
        const ins = insured && k !== deductibleMonth ? roundCents(allowed * 0.8) : 0;
        const mod = rental ? (therapy.cap === 13 ? `RR ${m === 1 ? 'KH' : m <= 3 ? 'KI' : 'KJ'}${therapy.kx ? ' KX' : ''}` : 'RR') : `NU${therapy.kx ? ' KX' : ''}`;
        rows.push({ item: { description: line[0], code: line[1], rev: '', qty, unit: p.unit, amount, date: start }, mod, month: rental ? `${m} of ${therapy.cap}` : '', allowed, ins, adj: roundCents(amount - allowed), rest: roundCents(allowed - ins) });
      }
      const processed = addDays(start, rng.int(12, 24));
      invoices.push({
        number: `${invoiceStem}-${String(m).padStart(2, '0')}`,
        start,
        end: addDays(addMonths(start, 1), -1),
        status: !insured ? 'Self-pay' : k === deductibleMonth ? 'Applied to deductible' : `Claim paid ${processed}`,
        rows,
      });
    }
    const rows = invoices.flatMap((i) => i.rows);
    d.items = rows.map((r) => r.item);
    d.lastServiceDate = invoices.at(-1)?.start ?? first;
    d.serviceDate = first;
    d.subtotal = roundCents(rows.reduce((s, r) => s + r.item.amount, 0));
    d.insurancePaid = roundCents(rows.reduce((s, r) => s + r.ins, 0));
    d.adjustments = roundCents(rows.reduce((s, r) => s + r.adj, 0));
    d.patientPaid = 0;
    d.amountDue = roundCents(d.subtotal - d.insurancePaid - d.adjustments);
    d.statementDate = addDays(d.lastServiceDate, rng.int(22, 45));
    d.dueDate = addDays(d.statementDate, rng.pick([20, 25, 30]));
    const previous = rng.bool(0.45) ? rng.money(12, 160) : 0;
    const f = fmt(rng, ['us-slash', 'long', 'us-2digit'], ['dollar', 'plain'], ['minus', 'cr', 'parens']);
    for (const inv of invoices) inv.status = inv.status.replace(/\d{4}-\d\d-\d\d/, (iso) => f.date(iso));
    const up = (text: string) => text.toUpperCase();
    const L = {
      title: rng.pick(['EQUIPMENT RENTAL STATEMENT', 'HOME MEDICAL EQUIPMENT STATEMENT']),
      date: rng.pick(['Statement Run Date', 'Cycle Date']),
      account: rng.pick(['Customer Number', 'Patient Acct ID']),
      phone: rng.pick(['Customer Care', 'Billing & resupply']),
      period: rng.pick(['Billing Period', 'Periods on this Statement']),
      previous: rng.pick(['PREVIOUS BALANCE', 'PRIOR BALANCE']),
      received: rng.pick(['PAYMENTS RECEIVED', 'PAYMENTS APPLIED']),
      charges: rng.pick(['NEW CHARGES', 'CHARGES BILLED']),
      insurance: rng.pick(['INSURER PAYMENTS', 'PAID BY YOUR PLAN']),
      adjustment: insured ? rng.pick(['CONTRACTUAL ADJ.', 'ALLOWANCES/ADJ.']) : rng.pick(['SELF-PAY DISCOUNT', 'CASH DISCOUNT']),
      due: rng.pick(['YOUR AMOUNT DUE', 'PLEASE REMIT']),
      pay: rng.pick(['Manage your account and pay at', 'Pay your balance online:']),
    };
    const BOTTOM = 48;
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 36, bottom: BOTTOM });
    sheet.row([{ text: d.provider, x: 36, size: 14, font: 'bold' }, { text: L.title, x: 576, size: 10, font: 'bold', align: 'right' }]);
    sheet.row([{ text: d.providerAddr.line1, x: 36 }, { text: `${L.date}: ${f.date(d.statementDate)}`, x: 576, align: 'right' }]);
    sheet.row([{ text: d.providerAddr.line2, x: 36 }, { text: `${L.account}: ${d.account}`, x: 576, align: 'right' }]);
    sheet.row([{ text: `${L.phone}: ${d.phone}`, x: 36 }, { text: `${L.period}: ${f.date(first)} - ${f.date(invoices.at(-1)?.end ?? first)}`, x: 576, align: 'right' }], 4);
    sheet.row([rule(36, 576, 8, '_')], 6);
    const autopay = d.amountDue > 0 && rng.bool(0.25);
    const headline =
      d.amountDue <= 0
        ? 'No payment is due at this time. Thank you.'
        : autopay
          ? `Your balance of ${formatMoney(d.amountDue, 'dollar')} will be charged to your card on file on ${f.date(d.dueDate)}.`
          : `Please pay ${formatMoney(d.amountDue, 'dollar')} by ${f.date(d.dueDate)}.`;
    sheet.row([{ text: headline, x: 36, size: 11, font: 'bold' }]);
    sheet.row([{ text: autopay ? 'You are enrolled in AutoPay. No action is needed unless your card has changed.' : 'Your rental is billed each month on the anniversary of your setup date.', x: 36, size: 7.5, font: 'italic' }], 8);
    const R = (label: string, value: string): Cell[] => [{ text: label, x: 330, font: 'bold' }, { text: value, x: 430 }];
    columns(
      sheet,
      [
        [{ text: 'PATIENT / BILL TO', x: 36, font: 'bold', size: 7 }],
        [{ text: d.patient, x: 36, size: 9 }],
        [{ text: d.patientAddr.line1, x: 36 }],
        [{ text: d.patientAddr.line2, x: 36 }],
        [{ text: `DOB ${f.date(d.dob)}`, x: 36 }],
      ],
      [
        R('Primary Payer', insured ? rng.pick([d.insurer, 'Medicare Part B']) : 'None - self-pay'),
        R('Member ID', insured ? `${rng.letters(3)}${rng.digits(9)}` : '-'),
        R('Ordering Physician', `${d.doctor}, MD`),
        R('Setup Date', f.date(setup)),
        R('Sales Order #', `SO-${rng.digits(6)}`),
      ],
    );
    sheet.space(6).row([rule(36, 576, 8, '_')], 2);
    above(
      sheet,
      [
        [L.previous, f.money(previous)],
        [L.received, f.credit(previous)],
        [L.charges, f.money(d.subtotal)],
        [L.insurance, f.credit(d.insurancePaid)],
        [L.adjustment, f.credit(d.adjustments)],
        [L.due, f.money(d.amountDue)],
      ],
      { x: 36, perRow: 6, columnWidth: 92, labelSize: 6.5, valueSize: 9, gap: 2 },
    );
    sheet.row([rule(36, 576, 8, '_')], 8);
    const desc = w.get('colDescription');
    const H1: Cell[] = [
      { text: 'HCPCS', x: 36 },
      { text: 'Mod', x: 76 },
      { text: desc, x: 118 },
      { text: 'Rental', x: 268 },
      { text: 'Qty', x: 320, align: 'right' },
      { text: 'Billed', x: 370, align: 'right' },
      { text: 'Allowed', x: 420, align: 'right' },
      { text: 'Insurance', x: 472, align: 'right' },
      { text: 'Contract', x: 524, align: 'right' },
      { text: 'Patient', x: 576, align: 'right' },
    ];
    const H2: Cell[] = [
      { text: 'Month', x: 268 },
      { text: 'Amount', x: 370, align: 'right' },
      { text: 'Amount', x: 420, align: 'right' },
      { text: 'Paid', x: 472, align: 'right' },
      { text: 'Adj.', x: 524, align: 'right' },
      { text: 'Owes', x: 576, align: 'right' },
    ];
    const head = (s: Sheet) => {
      s.row(H1.map((c) => ({ ...c, font: 'bold' as const, size: 7 })), -3);
      s.row(H2.map((c) => ({ ...c, font: 'bold' as const, size: 7 })), -3);
      s.row([rule(36, 576, 6, '_')], -2);
    };
    sheet.row([{ text: 'DETAIL BY INVOICE', x: 36, font: 'bold', size: 9 }], 2);
    head(sheet);
    hooks.page = (s) => {
      s.row([{ text: d.provider, x: 36, font: 'bold' }, { text: `${d.patient}  -  ${L.account} ${d.account}  (continued)`, x: 576, align: 'right' }], 6);
      head(s);
    };
    const money = (v: number) => f.money(v);
    for (const inv of invoices) {
      keepTogether(sheet, 4 * 12.4, BOTTOM);
      sheet.space(3).row([
        { text: `Invoice ${inv.number}`, x: 36, font: 'bold' },
        { text: `Service period ${f.date(inv.start)} - ${f.date(inv.end)}`, x: 150 },
        { text: inv.status, x: 576, align: 'right', font: 'italic' },
      ]);
      for (const r of inv.rows) {
        sheet.row([
          { text: r.item.code, x: 36 },
          { text: r.mod, x: 76 },
          { text: r.item.description, x: 118, size: 7.5 },
          { text: r.month, x: 268 },
          { text: String(r.item.qty), x: 320, align: 'right' },
          { text: money(r.item.amount), x: 370, align: 'right' },
          { text: money(r.allowed), x: 420, align: 'right' },
          { text: money(r.ins), x: 472, align: 'right' },
          { text: money(r.adj), x: 524, align: 'right' },
          { text: money(r.rest), x: 576, align: 'right' },
        ]);
      }
      const sum = (pick: (r: Row) => number) => money(roundCents(inv.rows.reduce((s, r) => s + pick(r), 0)));
      sheet.row([
        { text: 'Invoice total', x: 320, align: 'right', font: 'italic' },
        { text: sum((r) => r.item.amount), x: 370, align: 'right', font: 'italic' },
        { text: sum((r) => r.allowed), x: 420, align: 'right', font: 'italic' },
        { text: sum((r) => r.ins), x: 472, align: 'right', font: 'italic' },
        { text: sum((r) => r.adj), x: 524, align: 'right', font: 'italic' },
        { text: sum((r) => r.rest), x: 576, align: 'right', font: 'italic' },
      ]);
    }
    hooks.page = (s) => {
      s.row([{ text: d.provider, x: 36, font: 'bold' }, { text: `${d.patient}  -  ${L.account} ${d.account}  (continued)`, x: 576, align: 'right' }], 6);
    };
    const remit = address(rng, split);
    keepTogether(sheet, 120, BOTTOM);
    sheet.space(6).row([rule(36, 576, 8, '_')], 4);
    columns(
      sheet,
      [
        [{ text: 'HOW TO PAY', x: 36, font: 'bold' }],
        [{ text: L.pay, x: 36 }],
        [{ text: d.link, x: 48 }],
        [{ text: `By phone: ${d.phone}`, x: 36 }],
      ],
      [
        [{ text: L.charges, x: 360, font: 'bold' }, { text: f.money(d.subtotal), x: 576, align: 'right' }],
        [{ text: L.insurance, x: 360, font: 'bold' }, { text: f.credit(d.insurancePaid), x: 576, align: 'right' }],
        [{ text: L.adjustment, x: 360, font: 'bold' }, { text: f.credit(d.adjustments), x: 576, align: 'right' }],
        [{ text: L.due, x: 360, font: 'bold', size: 9 }, { text: f.money(d.amountDue), x: 576, align: 'right', font: 'bold', size: 9 }],
      ],
    );
    sheet.row([{ text: `By mail: ${up(d.provider)}, PO BOX ${rng.int(1000, 99999)}, ${up(remit.line2)}`, x: 36, size: 7.5 }]);
    sheet.space(6).row([{ text: insured ? 'Your plan pays 80% of the allowed amount after your deductible is met; the remaining 20% is your coinsurance.' : 'No insurance is on file for this equipment. Self-pay rental prices are shown as the allowed amount.', x: 36, size: 7.5, font: 'italic' }]);
    hooks.page = undefined;
    everyPage(sheet, (page, total) => [{ text: `Page ${page} of ${total}`, x: 576, y: H - 34, size: 7, align: 'right' }]);
    return { truth: truthOf(d, {}), doc: sheet };
  }),

  // Skilled nursing / rehab facility monthly resident statement (PointClickCare, MatrixCare style):
  // a centred letterhead, the responsible party (a son or daughter with power of attorney) in the
  // window block and the resident with room, admission date and Medicare number at right; a ledger
  // by section (balance forward, room and board as days x daily rate, ancillaries billed to the
  // Medicare Part A stay, resident personal charges such as beauty shop and cable TV, then payments
  // and adjustments), a Medicare benefit-days box explaining the coinsurance days, an aging strip,
  // and "payment is due by the 10th". Private-pay residents get no insurance lines at all.
  fam('snf-resident-statement', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, { kind: 'physician', services: PHYSICIAN, items: [1, 1], onePageItems: [1, 1], account: ['digits8'], phone: ['parens', 'dashes'], link: ['portal', 'www'] });
    const stem = rng.pick([...n.PROVIDER_STEMS, ...ORG_STEMS.dev]);
    d.provider = rng.pick(SNF_NAMES)(stem);
    const showLink = rng.bool(0.5);
    d.link = payLink(rng, d.provider, rng.pick<LinkStyle>(['portal', 'www']));
    d.account = `${rng.pick(['R', 'RA', ''])}${rng.digits(6)}`;
    const payer = rng.pick(['medicare', 'medicare', 'advantage', 'private'] as const);
    const insured = payer !== 'private';
    const payerName = payer === 'medicare' ? 'Medicare Part A' : payer === 'advantage' ? d.insurer : 'Private Pay';
    // The month billed: from the first of the month (or the admission day) to its last day.
    const monthStart = `${d.serviceDate.slice(0, 8)}01`;
    const monthEnd = addDays(addMonths(monthStart, 1), -1);
    const admittedNow = rng.bool(0.4) && d.serviceDate <= addDays(monthEnd, -4);
    const start = admittedNow ? d.serviceDate : monthStart;
    const days = Math.round((Date.parse(monthEnd) - Date.parse(start)) / 86_400_000) + 1;
    const offset = admittedNow ? 0 : Math.min(rng.int(1, 70), insured ? 100 - days : 400);
    const admission = addDays(start, -offset);
    const full = insured ? Math.max(0, Math.min(days, 20 - offset)) : days;
    const coinsDays = days - full;
    const coinsRate = payer === 'medicare' ? (start.startsWith('2024') ? 204 : 209.5) : rng.pick([160, 184, 196, 203]);
    const perDiem = rng.int(480, 720);
    const rate = insured ? perDiem + rng.int(60, 300) : rng.int(280, 460);
    const items: Item[] = [];
    const line = (description: string, rev: string, qty: number, unit: number, date: string): void => {
      items.push({ description, code: '', rev, qty, unit, amount: roundCents(qty * unit), date });
    };
    const dayIn = (): string => addDays(start, rng.int(0, days - 1));
    const room = payer === 'medicare' ? 'SEMI-PRIVATE ROOM - MEDICARE A' : payer === 'advantage' ? 'SKILLED ROOM - MANAGED CARE' : 'PRIVATE ROOM - PRIVATE PAY';
    if (!insured) line(room, '0110', days, rate, start);
    else {
      if (full > 0) line(`${room}, DAYS ${offset + 1}-${offset + full}`, '0120', full, rate, start);
      if (coinsDays > 0) line(`${room}, DAYS ${offset + full + 1}-${offset + days}`, '0120', coinsDays, rate, addDays(start, full));
    }
    const ancillary: Item[] = [];
    const add = (l: SnfLine, date: string, price?: number) => {
      const qty = l[0].includes('PER DAY') ? rng.int(Math.min(days, l[4][0]), Math.min(days, l[4][1])) : rng.int(...l[4]);
      const unit = price ?? rng.money(l[1], l[2]);
      ancillary.push({ description: l[0], code: '', rev: l[3], qty, unit, amount: roundCents(qty * unit), date });
    };
    if (insured) for (const t of SNF_THERAPY.slice(0, options.onePage ? rng.int(1, 2) : rng.int(2, 3))) add(t, monthEnd);
    for (const drug of pickDistinct(rng, SNF_PHARMACY, options.onePage ? rng.int(0, 1) : rng.int(insured ? 3 : 0, insured ? 10 : 4))) {
      const dispenses = options.onePage ? 1 : rng.int(1, 2);
      const price = rng.money(drug[1], drug[2]);
      for (const date of [...new Set(Array.from({ length: dispenses }, dayIn))].sort()) add(drug, date, price);
    }
    for (const l of pickDistinct(rng, SNF_ANCILLARY, options.onePage ? rng.int(0, 1) : rng.int(1, 6))) add(l, dayIn());
    ancillary.sort((a, b) => a.date.localeCompare(b.date));
    const personal: Item[] = [];
    for (const l of pickDistinct(rng, SNF_PERSONAL, options.onePage ? rng.int(0, 1) : rng.int(0, 4))) {
      const monthly = l[0].includes('MONTHLY') || l[0].includes('LINE') || l[0].includes('LAUNDRY');
      const qty = rng.int(...l[4]);
      const unit = rng.money(l[1], l[2]);
      personal.push({ description: l[0], code: '', rev: '', qty, unit, amount: roundCents(qty * unit), date: monthly ? start : dayIn() });
    }
    personal.sort((a, b) => a.date.localeCompare(b.date));
    d.items = [...items, ...ancillary, ...personal];
    d.serviceDate = start;
    d.lastServiceDate = monthEnd;
    d.subtotal = roundCents(d.items.reduce((s, i) => s + i.amount, 0));
    const personalTotal = roundCents(personal.reduce((s, i) => s + i.amount, 0));
    const covered = roundCents(d.subtotal - personalTotal);
    const coins = insured ? roundCents(coinsDays * coinsRate) : 0;
    d.insurancePaid = insured ? roundCents(days * perDiem - coins) : 0;
    d.adjustments = insured ? roundCents(covered - d.insurancePaid - coins) : 0;
    d.patientPaid = personalTotal > 0 && rng.bool(0.3) ? personalTotal : 0;
    d.amountDue = roundCents(d.subtotal - d.insurancePaid - d.adjustments - d.patientPaid);
    d.statementDate = addDays(monthEnd, rng.int(18, 40));
    const paidOn = addDays(monthEnd, rng.int(10, 16));
    const tenth = `${d.statementDate.slice(0, 8)}10`;
    d.dueDate = tenth > d.statementDate ? tenth : addMonths(tenth, 1);
    const previous = rng.bool(0.5) ? (insured ? rng.money(40, 900) : roundCents(rate * 30 + rng.money(0, 300))) : 0;
    const f = fmt(rng, ['us-slash', 'us-2digit', 'us-dot'], ['plain', 'dollar'], ['parens', 'minus', 'cr']);
    const up = (text: string) => text.toUpperCase();
    const L = {
      title: rng.pick(['RESIDENT STATEMENT', 'MONTHLY RESIDENT ACCOUNT STATEMENT']),
      date: rng.pick(['Date Prepared', 'Prepared On']),
      resident: rng.pick(['Resident', 'Resident Name']),
      account: rng.pick(['Resident Account #', 'Resident No.']),
      admitted: rng.pick(['Admission Date', 'Admitted']),
      period: rng.pick(['Statement Period', 'Period Covered']),
      payer: rng.pick(['Primary Payer', 'Payer Source']),
      party: rng.pick(['Responsible Party (POA)', 'Financially Responsible Party']),
      phone: rng.pick(['Business Office', 'Resident Accounts']),
      charges: rng.pick(['Charges This Period', 'Total Period Charges']),
      insurance: payer === 'medicare' ? rng.pick(['Medicare Part A Payments', 'Medicare A Paid']) : rng.pick(['Managed Care Payments', 'Plan Paid']),
      allowance: rng.pick(['Contractual Allowance', 'Medicare Contractual Adj.']),
      credits: rng.pick(['Payments & Transfers', 'Payments Posted']),
      due: rng.pick(['Responsible Party Balance Due', 'Total Now Owing']),
    };
    const BOTTOM = 50;
    const { sheet, hooks } = newSheet({ size: 8.5, font: 'serif', top: 40, bottom: BOTTOM });
    const centre = (text: string, size: number, font: FontName, gap = 0) => {
      const width = text.length * size * (font === 'bold' ? 0.6 : 0.46);
      sheet.row([{ text, x: Math.max(40, Math.round(306 - width / 2)), size, font }], gap);
    };
    centre(d.provider, 15, 'bold');
    centre(`${d.providerAddr.line1}  |  ${d.providerAddr.line2}`, 8.5, 'serif');
    centre(`${L.phone}: ${d.phone}`, 8.5, 'serif', 6);
    centre(L.title, 11, 'bold', 8);
    const R = (label: string, value: string, font?: FontName): Cell[] => [{ text: label, x: 330, font: 'bold', size: 7.5 }, { text: value, x: 440, font }];
    const mbi = `${rng.int(1, 9)}${rng.letters(2)}${rng.int(0, 9)}-${rng.letters(2)}${rng.int(0, 9)}-${rng.letters(2)}${rng.digits(2)}`;
    columns(
      sheet,
      [
        [{ text: L.party, x: 40, font: 'bold', size: 7.5 }],
        [{ text: bars(rng, 40), x: 56, size: 7, font: 'mono' }],
        [{ text: up(d.guarantor), x: 56 }],
        [{ text: up(d.patientAddr.line1), x: 56 }],
        [{ text: up(d.patientAddr.line2), x: 56 }],
      ],
      [
        R(L.date, f.date(d.statementDate)),
        R(L.resident, d.patient, 'bold'),
        R(L.account, d.account),
        R('Room/Bed', `${rng.int(100, 340)}-${rng.pick(['A', 'B'])}`),
        R(L.admitted, f.date(admission)),
        R(L.period, `${f.date(start)} - ${f.date(monthEnd)}`),
        R(L.payer, payerName),
        ...(payer === 'advantage' ? [R('Plan Type', 'Medicare Advantage')] : []),
        ...(insured ? [R('Medicare No. (MBI)', mbi)] : []),
      ],
    );
    sheet.space(8);
    type Row = { date?: string; rev?: string; text: string; qty?: number; unit?: number; charge?: number; credit?: number; head?: boolean };
    const rows: Row[] = [{ text: 'BALANCE FORWARD', charge: previous, head: true }];
    rows.push({ text: 'ROOM AND BOARD', head: true }, ...items.map((i): Row => ({ date: i.date, rev: i.rev, text: i.description, qty: i.qty, unit: i.unit, charge: i.amount })));
    if (ancillary.length > 0) rows.push({ text: insured ? `ANCILLARY CHARGES - BILLED TO ${up(payerName)}` : 'ANCILLARY CHARGES', head: true }, ...ancillary.map((i): Row => ({ date: i.date, rev: i.rev, text: i.description, qty: i.qty, unit: i.unit, charge: i.amount })));
    if (personal.length > 0) rows.push({ text: 'RESIDENT PERSONAL CHARGES (NOT COVERED)', head: true }, ...personal.map((i): Row => ({ date: i.date, text: i.description, qty: i.qty, unit: i.unit, charge: i.amount })));
    const credits: Row[] = [];
    if (previous > 0) credits.push({ date: addDays(start, rng.int(2, 9)), text: `PAYMENT RECEIVED - CHECK #${rng.int(1001, 9899)}`, credit: previous });
    if (insured) {
      credits.push({ date: paidOn, text: `${up(payer === 'medicare' ? 'Medicare A' : 'Managed care')} PAYMENT - ${f.date(start)}-${f.date(monthEnd)}`, credit: d.insurancePaid });
      credits.push({ date: paidOn, text: 'CONTRACTUAL ALLOWANCE', credit: d.adjustments });
    }
    if (d.patientPaid > 0) credits.push({ date: addDays(monthEnd, 1), text: 'TRANSFER FROM RESIDENT TRUST FUND', credit: d.patientPaid });
    if (credits.length > 0) rows.push({ text: 'PAYMENTS AND ADJUSTMENTS', head: true }, ...credits);
    const head = (s: Sheet) => {
      s.row([
        { text: 'Date', x: 40, font: 'bold', size: 7.5 },
        { text: 'Rev', x: 94, font: 'bold', size: 7.5 },
        { text: w.get('colDescription'), x: 122, font: 'bold', size: 7.5 },
        { text: 'Days/Qty', x: 364, font: 'bold', size: 7.5, align: 'right' },
        { text: 'Rate', x: 420, font: 'bold', size: 7.5, align: 'right' },
        { text: 'Charges', x: 496, font: 'bold', size: 7.5, align: 'right' },
        { text: 'Credits', x: 572, font: 'bold', size: 7.5, align: 'right' },
      ]);
      s.row([rule(40, 572, 6, '_')], -3);
    };
    head(sheet);
    hooks.page = (s) => {
      s.row([{ text: d.provider, x: 40, font: 'bold' }, { text: `${L.resident} ${d.patient}  -  ${d.account}  (continued)`, x: 572, align: 'right' }], 6);
      head(s);
    };
    for (const r of rows) {
      if (r.head) {
        keepTogether(sheet, 3 * 13.2, BOTTOM);
        sheet.space(2);
      }
      const cells: Cell[] = [
        { text: r.date ? f.date(r.date) : '', x: 40 },
        { text: r.rev ?? '', x: 94 },
        { text: r.text, x: 122, font: r.head ? 'bold' : undefined, size: r.head ? 7.5 : undefined },
        { text: r.qty !== undefined ? String(r.qty) : '', x: 364, align: 'right' },
        { text: r.unit !== undefined ? f.money(r.unit) : '', x: 420, align: 'right' },
        { text: r.charge !== undefined ? f.money(r.charge) : '', x: 496, align: 'right' },
        { text: r.credit !== undefined ? f.credit(r.credit) : '', x: 572, align: 'right' },
      ];
      sheet.row(cells.filter((c) => c.text !== ''));
    }
    const creditTotal = roundCents(credits.reduce((s, r) => s + (r.credit ?? 0), 0));
    sheet.row([rule(400, 572, 6, '_')], -2);
    sheet.row([{ text: 'PERIOD TOTALS', x: 122, font: 'bold', size: 7.5 }, { text: f.money(d.subtotal), x: 496, align: 'right', font: 'bold' }, { text: f.credit(creditTotal), x: 572, align: 'right', font: 'bold' }], 8);
    hooks.page = (s) => {
      s.row([{ text: d.provider, x: 40, font: 'bold' }, { text: `${L.resident} ${d.patient}  -  ${d.account}  (continued)`, x: 572, align: 'right' }], 6);
    };
    const summary: [string, string, FontName?][] = [
      ['Previous Balance', f.money(previous)],
      [L.charges, f.money(d.subtotal)],
      ...(insured
        ? [
            [L.insurance, f.credit(d.insurancePaid)] as [string, string],
            [L.allowance, f.credit(d.adjustments)] as [string, string],
          ]
        : []),
      [L.credits, f.credit(roundCents(previous + d.patientPaid))],
      [L.due, f.money(d.amountDue), 'bold'],
    ];
    const box: Cell[][] = insured
      ? [
          [{ text: `${up(payerName)} BENEFIT DAYS`, x: 40, font: 'bold', size: 7.5 }],
          [{ text: `Benefit days used this stay through ${f.date(monthEnd)}: ${offset + days}`, x: 40 }],
          [{ text: `Days 1-20 covered in full, this period: ${full}`, x: 40 }],
          [{ text: `${payer === 'medicare' ? 'Coinsurance' : 'Plan copay'} days 21-100, this period: ${coinsDays} x ${f.money(coinsRate)} = ${f.money(coins)}`, x: 40 }],
          [{ text: `Personal charges, not covered: ${f.money(personalTotal)}`, x: 40 }],
        ]
      : [
          [{ text: 'PRIVATE PAY RATES', x: 40, font: 'bold', size: 7.5 }],
          [{ text: `Daily rate, private room: ${f.money(rate)}`, x: 40 }],
          [{ text: `Days billed this period: ${days}`, x: 40 }],
          [{ text: `Bed-hold rate (hospital leave): ${f.money(rate)} per day`, x: 40 }],
        ];
    keepTogether(sheet, 14 + Math.max(box.length, summary.length) * 13.2 + 90, BOTTOM);
    columns(
      sheet,
      box,
      summary.map(([label, value, font]): Cell[] => [{ text: label, x: 350, font: 'bold', size: 8 }, { text: value, x: 572, align: 'right', font }]),
    );
    sheet.space(8);
    above(
      sheet,
      [
        ['CURRENT', f.money(d.amountDue)],
        ['31-60 DAYS', f.money(0)],
        ['61-90 DAYS', f.money(0)],
        ['OVER 90 DAYS', f.money(0)],
        [L.due.toUpperCase(), f.money(d.amountDue)],
      ],
      { x: 40, perRow: 5, columnWidth: 106, labelSize: 6.5, valueSize: 8.5, gap: 6 },
    );
    sheet.row([{ text: `Payment is due by ${f.date(d.dueDate)}. Please make checks payable to ${d.provider}`, x: 40 }]);
    sheet.row([{ text: 'and write the resident account number on your check.', x: 40 }]);
    if (showLink) sheet.row([{ text: `Families may also pay online at ${d.link}`, x: 40 }]);
    sheet.row([{ text: `Questions about this statement? Call the ${L.phone} at ${d.phone}, Monday through Friday.`, x: 40, font: 'italic' }]);
    hooks.page = undefined;
    if (sheet.pages.length > 1) everyPage(sheet, (page, total) => [{ text: `Page ${page} of ${total}`, x: 572, y: H - 36, size: 7, align: 'right' }]);
    return { truth: truthOf(d, { patientAddress: false, itemCode: false, link: showLink, insurancePaid: insured, adjustments: insured }), doc: sheet };
  }),

  // Out-of-network psychotherapy superbill ("Statement for Insurance Reimbursement", as SimplePractice,
  // TherapyNotes or a solo practice's own template print it): the practice with the rendering
  // clinician's NPI, tax ID (EIN) and state license, the client with date of birth and the plan the
  // client will claim on, an ICD-10 diagnosis box with pointer letters, one line per session (date,
  // place of service 11, or 02/10 with modifier 95 for telehealth, CPT, diagnosis pointer, units, fee,
  // paid), a sliding-scale reduction for some clients, fees, payments and balance, and the
  // clinician's signature and attestation. The client pays at each session; no insurance payment.
  fam('therapy-superbill', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, { kind: 'behavioral', services: BEHAVIORAL, items: [1, 1], onePageItems: [1, 1], insured: 0, adjusted: 0, account: ['digits8', 'inv', 'dash'], phone: ['parens', 'dashes', 'dots'], link: ['portal', 'www'] });
    const stem = rng.pick([...n.PROVIDER_STEMS, ...ORG_STEMS.dev]);
    const credential = rng.pick(SUPERBILL_CREDENTIALS);
    const clinician = `${d.doctor}, ${credential}`;
    d.provider = rng.bool(0.35) ? `${stem} ${rng.pick(ORG_SUFFIXES.behavioral[split])}` : rng.pick(SUPERBILL_NAMES)(stem, d.doctor);
    d.link = payLink(rng, d.provider, rng.pick<LinkStyle>(['portal', 'www']));
    // The sessions: weekly (sometimes every other week), an intake first for a new client, one usual code.
    // A month or two of sessions; some clients ask for the whole year at once (two pages).
    const count = options.onePage ? rng.int(1, 4) : rng.bool(0.3) ? rng.int(16, 30) : rng.int(4, 12);
    const main = rng.pick(SUPERBILL_SESSIONS);
    const couples = rng.bool(0.2);
    const intake = rng.bool(0.35);
    const teleShare = rng.pick([0, 0, 0.5, 1]);
    const telePos = rng.pick(['02', '10']);
    const fees = new Map<string, number>();
    const fee = (s: Service): number => {
      const known = fees.get(s[1]);
      if (known !== undefined) return known;
      const value = Math.max(10, Math.round(rng.money(s[2], s[3]) / 5) * 5);
      fees.set(s[1], value);
      return value;
    };
    const dx = pickDistinct(rng, SUPERBILL_DX.slice(0, couples ? 10 : 9), rng.int(1, 3));
    if (couples && !dx.some(([code]) => code === 'Z63.0')) dx.push(['Z63.0', 'Problems in relationship with spouse or partner']);
    const letters = ['A', 'B', 'C', 'D'];
    type Row = { item: Item; pos: string; mod: string; pointer: string; paid: number; disc: number };
    const rows: Row[] = [];
    let date = d.serviceDate;
    for (let k = 0; k < count; k++) {
      const tele = rng.bool(teleShare);
      const pos = tele ? telePos : '11';
      const mod = tele ? '95' : '';
      const pointer = dx.length > 1 && rng.bool(0.5) ? letters.slice(0, dx.length).join('') : 'A';
      const add = (s: Service) => {
        const amount = fee(s);
        rows.push({ item: { description: s[0], code: s[1], rev: '', qty: 1, unit: amount, amount, date }, pos, mod, pointer, paid: 0, disc: 0 });
      };
      add(k === 0 && intake ? SUPERBILL_INTAKE : couples && rng.bool(0.5) ? SUPERBILL_FAMILY : main);
      if (k === 0 && intake && rng.bool(0.5)) add(SUPERBILL_SCREENING);
      else if (couples && rng.bool(0.25)) add(SUPERBILL_COMPLEXITY);
      date = addDays(date, rng.pick([7, 7, 7, 14]));
    }
    // What the client paid: at each session (less a sliding-scale reduction), or not yet for the last ones.
    const sliding = rng.bool(0.25) ? rng.pick([0.2, 0.25, 0.3, 0.4, 0.5]) : 0;
    const open = rng.pick([0, 0, 0, 1, 2, count]);
    const dates = [...new Set(rows.map((r) => r.item.date))];
    const unpaid = new Set(open > 0 ? dates.slice(Math.max(0, dates.length - open)) : []);
    for (const r of rows) {
      r.disc = sliding > 0 ? roundCents(r.item.amount - Math.round((r.item.amount * (1 - sliding)) / 5) * 5) : 0;
      r.paid = unpaid.has(r.item.date) ? 0 : roundCents(r.item.amount - r.disc);
    }
    d.items = rows.map((r) => r.item);
    d.lastServiceDate = rows.at(-1)?.item.date ?? d.serviceDate;
    d.subtotal = roundCents(d.items.reduce((s, i) => s + i.amount, 0));
    d.insurancePaid = 0;
    d.adjustments = roundCents(rows.reduce((s, r) => s + r.disc, 0));
    d.patientPaid = roundCents(rows.reduce((s, r) => s + r.paid, 0));
    d.amountDue = roundCents(d.subtotal - d.adjustments - d.patientPaid);
    d.statementDate = addDays(d.lastServiceDate, rng.int(0, 12));
    const f = fmt(rng, ['us-slash', 'us-short', 'us-2digit', 'long', 'abbrev'], ['dollar', 'plain', 'dollar-nocomma'], ['positive', 'parens', 'minus', 'cr']);
    const showLink = rng.bool(0.35);
    const showInsurer = rng.bool(0.6);
    const L = {
      title: rng.pick(['SUPERBILL', 'Superbill', 'STATEMENT FOR INSURANCE REIMBURSEMENT', 'Statement for Insurance Reimbursement']),
      client: rng.pick([w.get('patient'), 'Client', 'Client Name']),
      dob: rng.pick(['Date of Birth', 'DOB', 'Birth Date']),
      number: rng.pick([w.get('account'), 'Superbill #', 'Superbill No.']),
      date: w.get('statementDate'),
      provider: rng.pick(['Rendering Provider', 'Treating Clinician', 'Provider']),
      tax: rng.pick(['Tax ID', 'EIN', 'Federal Tax ID']),
      license: rng.pick(['License #', 'State License No.']),
      phone: colon(w.get('phone')),
      dx: rng.pick(['DIAGNOSIS CODES (ICD-10)', 'Diagnosis (ICD-10-CM)', 'ICD-10 DIAGNOSES']),
      paid: rng.pick(['Paid', 'Amount Paid', 'Client Paid']),
      charges: w.get('charges'),
      sliding: rng.pick(['Sliding Scale Adjustment', 'Sliding-scale reduction', 'Sliding Fee Discount']),
      payments: w.get('patientPaid'),
      due: w.get('amountDue'),
    };
    const font: FontName = rng.pick(['regular', 'serif']);
    const BOTTOM = 54;
    const { sheet, hooks } = newSheet({ size: 9, font, top: 44, bottom: BOTTOM });
    const npi = rng.digits(10);
    const groupNpi = rng.bool(0.4) ? rng.digits(10) : '';
    const ein = `${rng.digits(2)}-${rng.digits(7)}`;
    const license = `${credential.replace(/[^A-Z]/g, '').slice(0, 3)}${rng.digits(5)}`;
    const memberId = `${rng.letters(3)}${rng.digits(9)}`;
    const style = rng.pick(['boxed', 'letter'] as const);
    const bold: FontName = 'bold';
    if (style === 'boxed') {
      const title = L.title.length > 12 ? L.title : L.title.toUpperCase();
      const width = title.length * (L.title.length > 12 ? 7.2 : 9.6);
      sheet.row([{ text: title, x: Math.round(306 - width / 2), size: L.title.length > 12 ? 12 : 16, font: bold }], 4);
      if (L.title.length <= 12) sheet.row([{ text: 'Statement for insurance reimbursement - not a bill from your insurer', x: 190, size: 7.5, font: 'italic' }], 4);
      sheet.row([rule(50, 562, 8, '_')], 4);
      const R = (label: string, value: string): Cell[] => [{ text: label, x: 330, size: 7.5, font: bold }, { text: value, x: 420 }];
      columns(
        sheet,
        [
          [{ text: 'PROVIDER', x: 50, size: 7, font: bold }],
          [{ text: d.provider, x: 50, font: bold, size: 10 }],
          [{ text: clinician, x: 50 }],
          [{ text: d.providerAddr.line1, x: 50 }],
          [{ text: d.providerAddr.line2, x: 50 }],
          [{ text: `${L.phone} ${d.phone}`, x: 50 }],
          [{ text: `NPI ${npi}${groupNpi ? `  (group ${groupNpi})` : ''}`, x: 50 }],
          [{ text: `${L.tax}: ${ein}   ${L.license}: ${license}`, x: 50 }],
        ],
        [
          [{ text: 'CLIENT', x: 330, size: 7, font: bold }],
          R(L.client, d.patient),
          R(L.dob, f.date(d.dob)),
          [{ text: d.patientAddr.line1, x: 420 }],
          [{ text: d.patientAddr.line2, x: 420 }],
          R(L.number, d.account),
          R(L.date, f.date(d.statementDate)),
          ...(showInsurer ? [R(w.get('insurer'), d.insurer), R('Member ID', memberId)] : []),
        ],
      );
    } else {
      sheet.row([{ text: d.provider, x: 50, size: 15, font: bold }, { text: L.title.length > 12 ? 'SUPERBILL' : L.title, x: 562, size: 13, font: bold, align: 'right' }]);
      sheet.row([{ text: `${d.providerAddr.line1}, ${d.providerAddr.line2}`, x: 50, size: 8.5 }]);
      sheet.row([{ text: `${L.phone} ${d.phone}`, x: 50, size: 8.5 }, { text: L.title.length > 12 ? L.title : 'For out-of-network reimbursement', x: 562, size: 7.5, font: 'italic', align: 'right' }], 4);
      sheet.row([rule(50, 562, 8, '_')], 6);
      above(
        sheet,
        [
          [L.client, d.patient],
          [L.dob, f.date(d.dob)],
          [L.number, d.account],
        ],
        { x: 50, columnWidth: 180, labelSize: 7, gap: 2 },
      );
      above(
        sheet,
        [
          ['Client Address', d.patientAddr.full],
          [L.date, f.date(d.statementDate)],
        ],
        { x: 50, columnWidth: 360, perRow: 2, labelSize: 7, gap: 2 },
      );
      above(
        sheet,
        [
          [L.provider, clinician],
          ['Individual NPI', npi],
          [L.tax, ein],
        ],
        { x: 50, columnWidth: 180, labelSize: 7, gap: 2 },
      );
      above(
        sheet,
        [
          [L.license, license],
          ...(showInsurer ? ([[w.get('insurer'), d.insurer], ['Member ID', memberId]] as [string, string][]) : [['Assignment of Benefits', 'Not accepted - reimburse client'] as [string, string]]),
        ],
        { x: 50, columnWidth: 180, labelSize: 7, gap: 4 },
      );
    }
    sheet.space(6).row([{ text: L.dx, x: 50, font: bold, size: 8.5 }], 1);
    dx.forEach(([code, text], k) => sheet.row([{ text: `${letters[k] ?? ''}.`, x: 56, size: 8.5 }, { text: code, x: 72, size: 8.5, font: bold }, { text: text, x: 120, size: 8.5 }]));
    sheet.space(8);
    const money = (v: number) => f.money(v);
    const paidCell = (r: Row) => (r.paid > 0 ? f.credit(r.paid) : money(0));
    const variant = rng.int(0, 2);
    const cols: Col<Row>[] =
      variant === 0
        ? [
            { head: w.get('colDate'), x: 50, cell: (r) => f.date(r.item.date) },
            { head: 'POS', x: 130, cell: (r) => r.pos },
            { head: 'CPT', x: 156, cell: (r) => r.item.code },
            { head: 'Mod', x: 190, cell: (r) => r.mod },
            { head: w.get('colDescription'), x: 214, cell: (r) => r.item.description },
            { head: 'Dx', x: 378, cell: (r) => r.pointer },
            { head: 'Units', x: 424, align: 'right', cell: (r) => String(r.item.qty) },
            { head: w.get('colAmount'), x: 490, align: 'right', cell: (r) => money(r.item.amount) },
            { head: L.paid, x: 562, align: 'right', cell: paidCell },
          ]
        : variant === 1
          ? [
              { head: w.get('colDate'), x: 50, cell: (r) => f.date(r.item.date) },
              { head: w.get('colDescription'), x: 130, cell: (r) => r.item.description },
              { head: w.get('colCode'), x: 298, cell: (r) => `${r.item.code}${r.mod ? `-${r.mod}` : ''}` },
              { head: 'Dx Ptr', x: 370, cell: (r) => r.pointer },
              { head: 'Qty', x: 424, align: 'right', cell: (r) => String(r.item.qty) },
              { head: w.get('colAmount'), x: 490, align: 'right', cell: (r) => money(r.item.amount) },
              { head: L.paid, x: 562, align: 'right', cell: paidCell },
            ]
          : [
              { head: 'CPT', x: 50, cell: (r) => r.item.code },
              { head: w.get('colDate'), x: 90, cell: (r) => f.date(r.item.date) },
              { head: w.get('colDescription'), x: 170, cell: (r) => r.item.description },
              { head: 'Place', x: 340, cell: (r) => (r.pos === '11' ? '11 Office' : `${r.pos} Telehealth`) },
              { head: 'Diag.', x: 406, cell: (r) => r.pointer.split('').join(',') },
              { head: w.get('colAmount'), x: 490, align: 'right', cell: (r) => money(r.item.amount) },
              { head: L.paid, x: 562, align: 'right', cell: paidCell },
            ];
    table(sheet, hooks, cols, rows, {
      size: 8,
      headSize: 7.5,
      repeat: true,
      ruleBelowHead: true,
      banner: (s) => s.row([{ text: `${d.provider} - ${L.client} ${d.patient} (continued)`, x: 50, size: 8, font: 'italic' }], 4),
    });
    const balance: [string, string, FontName?][] = [[L.charges, money(d.subtotal)]];
    if (d.adjustments > 0) balance.push([L.sliding, f.credit(d.adjustments)]);
    balance.push([L.payments, f.credit(d.patientPaid)], [L.due, money(d.amountDue), bold]);
    keepTogether(sheet, balance.length * 14 + 120, BOTTOM);
    sheet.row([rule(330, 562, 6, '_')], 2);
    totals(sheet, balance, 360, 562);
    sheet.space(10);
    const attest = rng.pick([
      'I certify that the services listed above were medically necessary and were personally rendered by me on the dates shown, and that the fees are my usual and customary fees.',
      'The services above were provided by the licensed clinician named on this statement. Fees shown are the practice\'s standard rates.',
    ]);
    for (const line of proseLines(attest, 110)) sheet.row([{ text: line, x: 50, size: 7.5, font: 'italic' }]);
    sheet.space(14);
    if (rng.bool(0.4)) {
      const signature: Cell[] = [
        { text: `/s/ ${clinician}`, x: 150, size: 9, font: 'italic' },
        { text: f.date(d.statementDate), x: 440, size: 9 },
      ];
      sheet.row(signature, -4);
    }
    sheet.row([
      { text: 'Provider Signature', x: 50, size: 8, font: bold },
      rule(140, 390, 8),
      { text: 'Date', x: 404, size: 8, font: bold },
      rule(430, 562, 8),
    ]);
    sheet.space(6);
    const note = d.amountDue > 0 ? `Balance due at your next session.${showLink ? ` You may also pay in the client portal: ${d.link}` : ''}` : `Paid in full - thank you.${showLink ? ` Client portal: ${d.link}` : ''}`;
    sheet.row([{ text: note, x: 50, size: 8 }]);
    sheet.row([{ text: 'Submit this statement to your insurance company for out-of-network reimbursement. Keep a copy for your records.', x: 50, size: 7.5, font: 'italic' }]);
    hooks.page = undefined;
    if (sheet.pages.length > 1) everyPage(sheet, (page, total) => [{ text: `${d.patient} - ${L.number} ${d.account}    Page ${page} of ${total}`, x: 562, y: H - 34, size: 7, align: 'right' }]);
    return { truth: truthOf(d, { insurancePaid: false, adjustments: d.adjustments > 0, link: showLink }), doc: sheet };
  }),

  // Home health agency statement (a VNA or a Medicare-certified agency's billing system, HCHB or
  // Axxess style): one 30- or 60-day period of care, summed by discipline (skilled nursing, physical,
  // occupational and speech therapy, medical social services, home health aide: revenue code 055x,
  // 042x..., HCPCS G0299/G0151...), visits, charges per discipline, the plan's payment, contractual
  // adjustment and the patient's share (a Medicare Advantage copay per visit or commercial
  // coinsurance; private-pay clients get a discount instead), then a visit log (date, discipline,
  // clinician, time in and out, 15-minute units) that runs over further pages with the agency, the
  // patient and the page number repeated at the top of each.
  fam('home-health-agency', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, { kind: 'physician', services: PHYSICIAN, items: [1, 1], onePageItems: [1, 1], account: ['digits8', 'digits10', 'letters'], phone: ['parens', 'toll-free', 'dashes'], link: ['https', 'portal', 'www'] });
    const stem = rng.pick([...n.PROVIDER_STEMS, ...ORG_STEMS.dev]);
    d.provider = rng.pick(HH_NAMES)(stem);
    d.link = payLink(rng, d.provider, rng.pick<LinkStyle>(['https', 'portal', 'www']));
    const payer = rng.pick(['advantage', 'commercial', 'commercial', 'private'] as const);
    const insured = payer !== 'private';
    const periodDays = rng.pick([30, 60]);
    const start = d.serviceDate;
    const end = addDays(start, periodDays - 1);
    const soc = rng.bool(0.5) ? start : addDays(start, -periodDays * rng.int(1, 3));
    // The disciplines on the plan of care: nursing and/or physical therapy, then others.
    const core = HH_DISCIPLINES.slice(0, 2);
    const want = options.onePage ? rng.int(2, 3) : rng.int(3, 6);
    const chosen = rng.bool(0.75) ? [...core] : [rng.pick(core)];
    chosen.push(...pickDistinct(rng, HH_DISCIPLINES.slice(2), Math.max(0, want - chosen.length)));
    const disciplines = HH_DISCIPLINES.filter((x) => chosen.includes(x));
    const clockStyle = rng.pick(['12h', '24h'] as const);
    const clock = (minutes: number): string => {
      const h = Math.floor(minutes / 60);
      const m = String(minutes % 60).padStart(2, '0');
      return clockStyle === '24h' ? `${String(h).padStart(2, '0')}${m}` : `${h > 12 ? h - 12 : h}:${m} ${h >= 12 ? 'PM' : 'AM'}`;
    };
    type Visit = { date: string; dsc: HhDiscipline; staff: string; timeIn: string; timeOut: string; units: number; order: number };
    const visits: Visit[] = [];
    disciplines.forEach((dsc, k) => {
      const count = options.onePage ? rng.int(2, 5) : Math.min(periodDays, Math.round(rng.int(...dsc.visits) * (periodDays === 60 ? 1.5 : 1)));
      const staff = Array.from({ length: rng.int(1, 2) }, () => {
        let name = person(rng, split);
        for (let i = 0; i < 5 && lastNameOf(name) === lastNameOf(d.patient); i++) name = person(rng, split);
        return `${name.slice(0, 1)}. ${lastNameOf(name)}, ${rng.pick(dsc.staff)}`;
      });
      // The period opens with the first discipline's visit (the start of care or the recertification visit).
      const days = k === 0 ? [0, ...pickDistinct(rng, Array.from({ length: periodDays - 1 }, (_, i) => i + 1), count - 1)] : pickDistinct(rng, Array.from({ length: periodDays }, (_, i) => i), count);
      for (const day of days) {
        const minutes = rng.int(...dsc.minutes);
        const at = rng.int(8 * 4, 16 * 4) * 15;
        visits.push({ date: addDays(start, day), dsc, staff: rng.pick(staff), timeIn: clock(at), timeOut: clock(at + minutes), units: Math.ceil(minutes / 15), order: at });
      }
    });
    visits.sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order);
    const upperNames = rng.bool(0.4);
    const items: Item[] = disciplines.map((dsc) => {
      const mine = visits.filter((v) => v.dsc === dsc);
      const unit = rng.bool(0.6) ? Math.round(rng.money(...dsc.rate)) : rng.money(...dsc.rate);
      return { description: upperNames ? dsc.name.toUpperCase() : dsc.name, code: dsc.hcpcs, rev: dsc.rev, qty: mine.length, unit, amount: roundCents(unit * mine.length), date: mine[0]?.date ?? start };
    });
    const nursing = visits.find((v) => v.dsc.short === 'SN');
    if (nursing && rng.bool(0.45)) {
      const amount = rng.money(35, 420);
      items.push({ description: upperNames ? 'MEDICAL SUPPLIES' : 'Medical Supplies', code: '', rev: '0270', qty: 0, unit: amount, amount, date: nursing.date });
    }
    // The plan's payment, its contractual adjustment and the patient's share, line by line.
    const allowedRate = 0.5 + rng.next() * 0.3;
    const model = payer === 'advantage' ? rng.pick(['copay', 'coins'] as const) : 'coins';
    const coins = rng.pick([0.1, 0.2, 0.2]);
    const copay = rng.pick([10, 15, 20, 25, 30]);
    const discount = !insured && rng.bool(0.5) ? rng.pick([0.05, 0.1, 0.15]) : 0;
    const shares = items.map((i) => {
      if (!insured) {
        const adj = roundCents(i.amount * discount);
        return { ins: 0, adj, rest: roundCents(i.amount - adj) };
      }
      const allowed = roundCents(i.amount * allowedRate);
      const pt = model === 'copay' ? (i.code === '' ? 0 : Math.min(allowed, roundCents(copay * i.qty))) : roundCents(allowed * coins);
      return { ins: roundCents(allowed - pt), adj: roundCents(i.amount - allowed), rest: pt };
    });
    d.items = items;
    d.serviceDate = start;
    d.lastServiceDate = visits.at(-1)?.date ?? end;
    d.subtotal = roundCents(items.reduce((s, i) => s + i.amount, 0));
    d.insurancePaid = roundCents(shares.reduce((s, x) => s + x.ins, 0));
    d.adjustments = roundCents(shares.reduce((s, x) => s + x.adj, 0));
    const remaining = roundCents(shares.reduce((s, x) => s + x.rest, 0));
    d.patientPaid = remaining > 0 && rng.bool(0.3) ? Math.min(remaining, rng.pick([25, 40, 50, 75, 100])) : 0;
    d.amountDue = roundCents(remaining - d.patientPaid);
    d.statementDate = addDays(end, rng.int(18, 50));
    d.dueDate = addDays(d.statementDate, rng.pick([20, 30]));
    const f = fmt(rng, ['us-slash', 'us-2digit', 'abbrev', 'us-dash'], ['dollar', 'plain'], ['parens', 'minus', 'cr', 'trailing-minus']);
    const up = (text: string) => text.toUpperCase();
    const showLink = rng.bool(0.7);
    const showFirst = rng.bool(0.5);
    const L = {
      title: rng.pick(['HOME HEALTH STATEMENT', 'STATEMENT OF HOME HEALTH SERVICES', up(w.get('title'))]),
      account: w.get('account'),
      date: w.get('statementDate'),
      due: w.get('dueDate'),
      patient: w.get('patient'),
      mrn: rng.pick(['MR #', 'Patient ID', 'Medical Record No.']),
      soc: rng.pick(['Start of Care', 'SOC Date']),
      period: rng.pick(['Certification Period', 'Period of Care', 'Payment Period']),
      dates: w.get('servicePeriod'),
      physician: rng.pick(['Attending Physician', 'Certifying Physician']),
      payer: insured ? w.get('insurer') : 'Payer Source',
      summary: rng.pick(['SUMMARY OF VISITS BY DISCIPLINE', 'SERVICES THIS PERIOD', 'VISIT SUMMARY BY DISCIPLINE']),
      discipline: rng.pick(['Discipline', 'Service Type', w.get('colDescription')]),
      visits: rng.pick(['Visits', '# Visits']),
      first: rng.pick(['First Visit', 'From']),
      charge: w.get('colAmount'),
      ins: rng.pick(['Ins. Paid', 'Plan Paid', 'Payer Paid']),
      adj: insured ? rng.pick(['Contract. Adj.', 'Allowance', 'Adjustment']) : 'Discount',
      bal: rng.pick(['Pt. Balance', 'Your Share', 'Patient Resp.']),
      charges: w.get('charges'),
      insurance: w.get('insurancePaid'),
      adjustments: insured ? rng.pick([w.get('adjustments'), 'Contractual Allowance']) : rng.pick(['Private Pay Discount', 'Prompt Pay Discount']),
      paid: w.get('patientPaid'),
      amountDue: w.get('amountDue'),
      phone: colon(w.get('phone')),
    };
    const payerName = insured ? d.insurer : 'Private Pay';
    const BOTTOM = 54;
    const font: FontName = rng.pick(['regular', 'serif']);
    const { sheet, hooks } = newSheet({ size: 8.5, font, top: 46, bottom: BOTTOM });
    const bold: FontName = 'bold';
    sheet.row([{ text: d.provider, x: 40, size: 14, font: bold }]);
    const tagline = rng.pick(['Medicare-certified home health agency', 'Skilled nursing and therapy in your home', 'Home Health  |  Hospice  |  Private Duty']);
    const ccn = `${rng.int(10, 67)}${rng.int(7000, 7999)}`;
    columns(
      sheet,
      [
        [{ text: tagline, x: 40, size: 7.5, font: 'italic' }],
        [{ text: d.providerAddr.line1, x: 40 }],
        [{ text: d.providerAddr.line2, x: 40 }],
        [{ text: `${L.phone} ${d.phone}`, x: 40 }],
        [{ text: `Medicare Provider No. ${ccn}   NPI ${rng.digits(10)}`, x: 40, size: 7 }],
      ],
      [
        [{ text: L.title, x: 572, size: 9, font: bold, align: 'right' }],
        [{ text: L.date, x: 400, font: bold, size: 7.5 }, { text: f.date(d.statementDate), x: 572, align: 'right' }],
        [{ text: L.account, x: 400, font: bold, size: 7.5 }, { text: d.account, x: 572, align: 'right' }],
        [{ text: L.due, x: 400, font: bold, size: 7.5 }, { text: f.date(d.dueDate), x: 572, align: 'right' }],
        [{ text: L.amountDue, x: 400, font: bold, size: 8.5 }, { text: f.money(d.amountDue), x: 572, align: 'right', font: bold, size: 10 }],
      ],
    );
    sheet.space(4).row([rule(40, 572, 8, '_')], 8);
    const mrn = rng.digits(6);
    const info: [string, string][] = [
      [L.patient, d.patient],
      [L.mrn, mrn],
      [L.soc, f.date(soc)],
      [L.period, `${f.date(start)} - ${f.date(end)}`],
      [L.dates, `${f.date(d.serviceDate)} - ${f.date(d.lastServiceDate)}`],
      [L.physician, `${d.doctor}, MD`],
      [L.payer, payerName],
      ...(payer === 'advantage' ? [['Plan Type', 'Medicare Advantage'] as [string, string]] : []),
      ...(insured ? [['Member ID', `${rng.letters(3)}${rng.digits(9)}`] as [string, string]] : []),
    ];
    const window: Cell[][] = [
      [{ text: bars(rng, 38), x: 52, size: 7, font: 'mono' }],
      [{ text: up(d.patient), x: 52 }],
      [{ text: up(d.patientAddr.line1), x: 52 }],
      [{ text: up(d.patientAddr.line2), x: 52 }],
    ];
    if (rng.bool(0.5)) {
      columns(
        sheet,
        window,
        info.map(([label, value]): Cell[] => [{ text: label, x: 300, font: bold, size: 7.5 }, { text: value, x: 400 }]),
      );
    } else {
      for (const r of window) sheet.row(r);
      sheet.space(8);
      above(sheet, info, { x: 40, perRow: 4, columnWidth: 134, labelSize: 6.5, valueSize: 8, gap: 4 });
    }
    sheet.space(8).row([{ text: L.summary, x: 40, font: bold, size: 9 }], 2);
    type Row = { item: Item; ins: number; adj: number; rest: number; total?: boolean };
    const rows: Row[] = items.map((item, k) => ({ item, ins: shares[k]?.ins ?? 0, adj: shares[k]?.adj ?? 0, rest: shares[k]?.rest ?? item.amount }));
    const money = (v: number) => f.money(v);
    const anyAdj = d.adjustments > 0;
    const variant = rng.int(0, 1);
    const cols: (Col<Row> | false)[] =
      variant === 0
        ? [
            { head: L.discipline, x: 40, cell: (r) => r.item.description },
            { head: 'HCPCS', x: 186, cell: (r) => r.item.code },
            { head: L.visits, x: 262, align: 'right', cell: (r) => (r.item.qty > 0 ? String(r.item.qty) : '') },
            { head: L.charge, x: 330, align: 'right', cell: (r) => money(r.item.amount) },
            insured && { head: L.ins, x: 410, align: 'right', cell: (r: Row) => f.credit(r.ins) },
            anyAdj && { head: L.adj, x: 490, align: 'right', cell: (r: Row) => f.credit(r.adj) },
            { head: L.bal, x: 572, align: 'right', cell: (r) => money(r.rest) },
          ]
        : [
            { head: 'Rev', x: 40, cell: (r) => r.item.rev },
            { head: L.discipline, x: 70, cell: (r) => r.item.description },
            showFirst && { head: L.first, x: 212, cell: (r: Row) => (r.total ? '' : f.date(r.item.date)) },
            { head: L.visits, x: 300, align: 'right', cell: (r) => (r.item.qty > 0 ? String(r.item.qty) : '') },
            { head: L.charge, x: 366, align: 'right', cell: (r) => money(r.item.amount) },
            anyAdj && { head: L.adj, x: 436, align: 'right', cell: (r: Row) => f.credit(r.adj) },
            insured && { head: L.ins, x: 504, align: 'right', cell: (r: Row) => f.credit(r.ins) },
            { head: L.bal, x: 572, align: 'right', cell: (r) => money(r.rest) },
          ];
    const used = cols.filter((c): c is Col<Row> => c !== false);
    const sum = (pick: (r: Row) => number) => roundCents(rows.reduce((s, r) => s + pick(r), 0));
    const totalRow: Row = { item: { description: 'TOTAL', code: '', rev: '', qty: visits.length, unit: 0, amount: d.subtotal, date: start }, ins: d.insurancePaid, adj: d.adjustments, rest: sum((r) => r.rest), total: true };
    table(sheet, hooks, used, [...rows, totalRow], { size: 8, headSize: 7.5, ruleBelowHead: true, rowFont: (r) => (r.total ? bold : undefined) });
    sheet.space(8);
    const balance: [string, string, FontName?][] = [[L.charges, money(d.subtotal)]];
    if (insured) balance.push([L.insurance, f.credit(d.insurancePaid)]);
    if (insured || anyAdj) balance.push([L.adjustments, f.credit(d.adjustments)]);
    if (d.patientPaid > 0) balance.push([L.paid, f.credit(d.patientPaid)]);
    balance.push([L.amountDue, money(d.amountDue), bold]);
    const note =
      payer === 'advantage'
        ? model === 'copay'
          ? `Your Medicare Advantage plan has a ${formatMoney(copay, 'dollar')} copay for each home health visit. Supplies are covered in full.`
          : `Your Medicare Advantage plan pays ${Math.round((1 - coins) * 100)}% of the allowed amount for home health visits.`
        : payer === 'commercial'
          ? `${d.insurer} has processed the claim for this period. Your share is your ${Math.round(coins * 100)}% coinsurance.`
          : 'Private pay services are billed at the agency\'s published rates.';
    keepTogether(sheet, balance.length * 13.2 + 40, BOTTOM);
    columns(
      sheet,
      proseLines(note, 62).map((line): Cell[] => [{ text: line, x: 40, size: 7.5, font: 'italic' }]),
      balance.map(([label, value, bf]): Cell[] => [{ text: label, x: 350, font: bold, size: 8 }, { text: value, x: 572, align: 'right', font: bf }]),
    );
    sheet.space(6);
    if (showLink) sheet.row([{ text: `${w.get('payOnline')} ${d.link}`, x: 40 }]);
    sheet.row([{ text: `Make checks payable to ${d.provider.replace(/\.$/, '')}. Please include your account number.`, x: 40, size: 7.5 }]);
    if (!options.onePage) {
      // The visit log: every visit of the period, continued on further pages.
      sheet.space(10);
      keepTogether(sheet, 60, BOTTOM);
      sheet.row([{ text: 'VISIT DETAIL', x: 40, font: bold, size: 9 }], 1);
      sheet.row([{ text: disciplines.map((x) => `${x.short} = ${x.name}`).join('   '), x: 40, size: 6.5 }], 2);
      table(
        sheet,
        hooks,
        [
          { head: 'Visit Date', x: 40, cell: (v: Visit) => f.date(v.date) },
          { head: 'Disc.', x: 110, cell: (v) => v.dsc.short },
          { head: 'HCPCS', x: 148, cell: (v) => v.dsc.hcpcs },
          { head: 'Clinician', x: 196, cell: (v) => v.staff },
          { head: 'Time In', x: 348, cell: (v) => v.timeIn },
          { head: 'Time Out', x: 412, cell: (v) => v.timeOut },
          { head: 'Units', x: 500, align: 'right', cell: (v) => String(v.units) },
        ],
        visits,
        { size: 7.5, headSize: 7, repeat: true, ruleBelowHead: true, banner: (s) => s.row([{ text: 'VISIT DETAIL (continued)', x: 40, font: bold, size: 8 }], 2) },
      );
      if (rng.bool(0.5)) {
        keepTogether(sheet, 130, BOTTOM);
        remittanceStub(sheet, rng, d, f, w, { x: 40, right: 572, patientName: up(d.patient) });
      }
    }
    hooks.page = undefined;
    everyPage(sheet, (page, total) =>
      page === 1
        ? total > 1
          ? [{ text: `Page 1 of ${total}`, x: 572, y: 24, size: 7, align: 'right' }]
          : []
        : [
            { text: d.provider, x: 40, y: 24, size: 7.5, font: bold },
            { text: `${d.patient}  |  ${L.account} ${d.account}  |  Page ${page} of ${total}`, x: 572, y: 24, size: 7, align: 'right' },
          ],
    );
    return { truth: truthOf(d, { insurancePaid: insured, adjustments: insured || anyAdj, itemDate: variant === 1 && showFirst, link: showLink }, { patientAddress: up(d.patientAddr.full) }), doc: sheet };
  }),

  // Freestanding emergency room facility bill (a Texas or Colorado "24 hour ER" that is not part of a
  // hospital): the state-required notice that it charges hospital-ER rates and a facility fee, the visit
  // (arrival time, visit number, the plan and the claim's status), an itemized list by revenue code and
  // CPT/HCPCS (the facility level 99283-99285, labs, imaging, injections, supplies; lines after midnight
  // dated the next day), an account summary and a card-payment coupon to tear off at the foot of the
  // last page. While the claim is pending the summary subtracts the insurance it expects and asks for
  // the estimated patient responsibility; once processed it shows the plan's payment and the
  // out-of-network (No Surprises Act) or contractual adjustment; uninsured patients get a self-pay discount.
  fam('freestanding-er-facility', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, {
      kind: 'hospital',
      services: FSER_LINES,
      items: [5, 19],
      onePageItems: [2, 5],
      distinct: true,
      qty: (r, s) => (FSER_UNITS.has(s[1]) ? (s[1] === 'J7030' ? r.int(1, 2) : r.int(2, 8)) : 1),
      account: ['digits8', 'digits10', 'letters', 'dash'],
      phone: ['parens', 'dashes', 'toll-free'],
      link: ['https', 'www', 'short'],
    });
    const stem = rng.pick([...n.PROVIDER_STEMS, ...ORG_STEMS.dev]);
    d.provider = rng.pick(FSER_NAMES)(stem);
    d.link = payLink(rng, d.provider, rng.pick<LinkStyle>(['https', 'www', 'short']));
    const level = rng.pick(FSER_LEVELS);
    const levelAmount = rng.money(level[2], level[3]);
    d.items.unshift({ description: level[0], code: level[1], rev: level[4] ?? '0450', qty: 1, unit: levelAmount, amount: levelAmount, date: d.serviceDate });
    // Late arrivals: the lines charged after midnight carry the next day's date.
    const arrival = rng.int(0, 23) * 60 + rng.int(0, 59);
    if (arrival >= 21 * 60 && d.items.length > 2 && rng.bool(0.6)) {
      const from = Math.ceil(d.items.length / 2);
      d.items.forEach((item, k) => {
        if (k >= from) item.date = addDays(d.serviceDate, 1);
      });
    }
    const levelFirst = rng.bool(0.4);
    d.items.sort((a, b) => a.date.localeCompare(b.date) || (levelFirst ? Number(b.rev === '0450' && b.code.startsWith('992')) - Number(a.rev === '0450' && a.code.startsWith('992')) : 0) || a.rev.localeCompare(b.rev));
    d.lastServiceDate = d.items.reduce((last, i) => (i.date > last ? i.date : last), d.serviceDate);
    d.subtotal = roundCents(d.items.reduce((s, i) => s + i.amount, 0));
    const state = rng.pick(['pending', 'pending', 'processed', 'processed', 'processed', 'selfpay'] as const);
    const deposit = rng.bool(state === 'processed' ? 0.45 : 0.6) ? rng.pick([100, 150, 200, 250, 300, 500]) : 0;
    let pending = 0;
    let share = 0;
    if (state === 'processed') {
      const allowed = roundCents(d.subtotal * (0.25 + rng.next() * 0.3));
      share = Math.min(allowed, roundCents(rng.pick([150, 250, 350, 500, 750, 1000]) + allowed * rng.pick([0, 0.1, 0.2])));
      d.insurancePaid = roundCents(allowed - share);
      d.adjustments = roundCents(d.subtotal - allowed);
      d.patientPaid = Math.min(deposit, share);
    } else if (state === 'selfpay') {
      d.insurancePaid = 0;
      d.adjustments = roundCents(d.subtotal * rng.pick([0.3, 0.4, 0.5, 0.6]));
      d.patientPaid = Math.min(deposit, roundCents(d.subtotal - d.adjustments));
    } else {
      d.insurancePaid = 0;
      d.adjustments = 0;
      d.patientPaid = deposit;
      const estimate = Math.min(roundCents(d.subtotal - deposit), roundCents(rng.pick([250, 500, 750, 1000, 1500, 2000]) + rng.money(0, 300)));
      pending = roundCents(d.subtotal - deposit - estimate);
    }
    d.amountDue = roundCents(d.subtotal - d.insurancePaid - d.adjustments - d.patientPaid - pending);
    const claimSent = addDays(d.lastServiceDate, rng.int(2, 5));
    const processedOn = addDays(d.lastServiceDate, rng.int(24, 34));
    d.statementDate = state === 'processed' ? addDays(processedOn, rng.int(4, 30)) : addDays(claimSent, rng.int(3, 20));
    d.dueDate = addDays(d.statementDate, rng.pick([15, 21, 30]));
    const f = fmt(rng, ['us-slash', 'us-2digit', 'abbrev', 'us-short', 'upper-abbrev'], ['dollar', 'plain', 'dollar-nocomma'], ['parens', 'minus', 'cr']);
    const up = (text: string) => text.toUpperCase();
    const money = (v: number) => f.money(v);
    const bold: FontName = 'bold';
    const caps = rng.bool(0.4);
    const showZeroIns = state === 'pending' && rng.bool(0.5);
    const showLink = rng.bool(0.8);
    const L = {
      title: rng.pick(['FACILITY STATEMENT', 'EMERGENCY FACILITY BILL', up(w.get('title'))]),
      date: w.get('statementDate'),
      account: w.get('account'),
      dos: w.get('serviceDate'),
      due: w.get('dueDate'),
      charges: rng.pick([w.get('charges'), 'Total Facility Charges']),
      insurance: w.get('insurancePaid'),
      adjust: rng.pick([w.get('adjustments'), 'Out-of-Network Adjustment (NSA)', 'Balance Billing Protection Adj.']),
      selfpay: rng.pick(['Self-Pay Discount', 'Uninsured Discount', 'Prompt Pay Discount']),
      paid: rng.pick([w.get('patientPaid'), 'Paid at Time of Service', 'Copay Collected at Visit']),
      pending: rng.pick(['Insurance Pending', 'Pending Insurance (est.)', 'Estimated Insurance Payment']),
      credits: rng.pick(['Total Payments & Pending', 'Total Credits (incl. pending)']),
      amountDue: state === 'pending' ? rng.pick(['Estimated Patient Responsibility', 'Estimated Amount Due', 'Your Estimated Balance']) : w.get('amountDue'),
      phone: colon(w.get('phone')),
    };
    const BOTTOM = 36;
    const { sheet, hooks } = newSheet({ size: 8.5, font: 'regular', top: 36, bottom: BOTTOM });
    const name = caps ? up(d.provider) : d.provider;
    sheet.row([{ text: name, x: 36, size: 16, font: bold }]);
    const R = (label: string, value: string, big = false): Cell[] => [
      { text: label, x: 380, font: bold, size: big ? 8.5 : 7.5 },
      { text: value, x: 576, align: 'right', font: big ? bold : undefined, size: big ? 11 : 8.5 },
    ];
    columns(
      sheet,
      [
        [{ text: rng.pick(['24/7 Emergency Care  |  Board-Certified ER Physicians', 'Open 24 Hours  |  Full Lab & CT On Site', 'Emergency Care for Adults & Children, 24/7']), x: 36, size: 7.5, font: 'italic' }],
        [{ text: d.providerAddr.line1, x: 36 }],
        [{ text: d.providerAddr.line2, x: 36 }],
        [{ text: `${L.phone} ${d.phone}`, x: 36 }],
        [{ text: `Facility NPI ${rng.digits(10)}   Tax ID ${rng.digits(2)}-${rng.digits(7)}`, x: 36, size: 7 }],
      ],
      [
        [{ text: L.title, x: 576, size: 11, font: bold, align: 'right' }],
        R(L.date, f.date(d.statementDate)),
        R(L.account, d.account),
        R(L.due, f.date(d.dueDate)),
        R(state === 'pending' ? 'Estimated Amount Due' : w.get('amountDue'), money(d.amountDue), true),
      ],
    );
    sheet.space(4).row([rule(36, 576, 8, '_')], 6);
    const insurerShown = state === 'selfpay' ? 'Self-Pay - no insurance on file' : d.insurer;
    const status = state === 'pending' ? `Billed ${f.date(claimSent)} - pending` : state === 'processed' ? `Processed ${f.date(processedOn)}` : 'Self-pay';
    const V = (label: string, value: string): Cell[] => [{ text: label, x: 330, font: bold, size: 7.5 }, { text: value, x: 430 }];
    columns(
      sheet,
      [
        [{ text: 'ADDRESS SERVICE REQUESTED', x: 36, size: 6.5 }],
        [{ text: bars(rng, 40), x: 52, size: 7, font: 'mono' }],
        [{ text: up(d.patient), x: 52 }],
        [{ text: up(d.patientAddr.line1), x: 52 }],
        [{ text: up(d.patientAddr.line2), x: 52 }],
      ],
      [
        [{ text: 'VISIT INFORMATION', x: 330, font: bold, size: 8 }],
        V(w.get('patient'), d.patient),
        V('Date of Birth', f.date(d.dob)),
        V(L.dos, f.date(d.serviceDate)),
        V('Arrival Time', `${String(Math.floor(arrival / 60)).padStart(2, '0')}:${String(arrival % 60).padStart(2, '0')}`),
        V('Visit #', `V${rng.digits(8)}`),
        V(w.get('insurer'), insurerShown),
        ...(state === 'selfpay' ? [] : [V('Member ID', `${rng.letters(3)}${rng.digits(9)}`)]),
        V('Claim Status', status),
      ],
    );
    sheet.space(6);
    const notice =
      'NOTICE: This facility is a freestanding emergency medical care facility. It charges rates comparable to a hospital emergency room and may charge a facility fee. The emergency physician who treated you bills separately for professional services.';
    for (const line of proseLines(notice, 128)) sheet.row([{ text: line, x: 36, size: 7, font: caps ? 'bold' : 'italic' }]);
    sheet.space(6);
    const summary: [string, string, FontName?][] = [[L.charges, money(d.subtotal)]];
    if (state === 'processed' || showZeroIns) summary.push([L.insurance, f.credit(d.insurancePaid)]);
    if (state === 'processed') summary.push([L.adjust, f.credit(d.adjustments)]);
    if (state === 'selfpay') summary.push([L.selfpay, f.credit(d.adjustments)]);
    if (d.patientPaid > 0) summary.push([L.paid, f.credit(d.patientPaid)]);
    if (state === 'pending') {
      summary.push([L.pending, f.credit(pending)]);
      if (d.patientPaid > 0) summary.push([L.credits, f.credit(roundCents(pending + d.patientPaid))]);
    }
    summary.push([L.amountDue, money(d.amountDue), bold]);
    const summaryBlock = () => {
      sheet.row([{ text: 'ACCOUNT SUMMARY', x: 320, font: bold, size: 8.5 }], 1);
      sheet.row([rule(320, 576, 6, '_')], -2);
      totals(sheet, summary, 320, 576);
    };
    const message =
      state === 'pending'
        ? `Your claim was sent to ${d.insurer} on ${f.date(claimSent)}. The estimate above is based on the benefits we verified at check-in; you will receive an updated statement after your plan processes the claim.`
        : state === 'processed'
          ? `${d.insurer} processed this claim on ${f.date(processedOn)}. Under the federal No Surprises Act you owe no more than your in-network cost sharing (${formatMoney(share, 'dollar')}) for emergency care.`
          : 'A self-pay discount has been applied to your facility charges. Ask us about interest-free payment plans and financial assistance.';
    const messageLines = proseLines(message, 118);
    const closing = () => {
      for (const line of messageLines) sheet.row([{ text: line, x: 36, size: 7.5 }]);
      if (showLink) sheet.row([{ text: `${w.get('payOnline')} ${d.link}`, x: 36 }]);
    };
    // The coupon to tear off at the foot of page 1.
    const acctHead = up(L.account).replace(/:$/, '');
    const stub: { cells: Cell[]; size: number; gap?: number }[] = [
      { cells: [rule(36, 576, 8, '-')], size: 8 },
      { cells: [{ text: up(w.get('detach')), x: 36, size: 6.5, font: 'italic' }], size: 6.5, gap: 3 },
      { cells: [{ text: name, x: 36, size: 9, font: bold }, { text: acctHead, x: 330, size: 6.5, font: bold }, { text: d.account, x: 576, align: 'right', size: 8.5 }], size: 9 },
      { cells: [{ text: 'PAY BY CARD:   VISA   MASTERCARD   DISCOVER   AMEX', x: 36, size: 6.5 }, { text: 'DATE OF SERVICE', x: 330, size: 6.5, font: bold }, { text: f.date(d.serviceDate), x: 576, align: 'right', size: 8.5 }], size: 8.5 },
      { cells: [{ text: 'CARD NUMBER ___________________________', x: 36, size: 6.5 }, { text: state === 'pending' ? 'ESTIMATED AMOUNT DUE' : 'AMOUNT DUE', x: 330, size: 7, font: bold }, { text: money(d.amountDue), x: 576, align: 'right', size: 10, font: bold }], size: 10 },
      { cells: [{ text: 'EXP ________   CVV ______   ZIP ________', x: 36, size: 6.5 }, { text: up(w.get('enclosed')), x: 330, size: 6.5, font: bold }, { text: '$ ______________', x: 576, align: 'right', size: 8.5 }], size: 8.5 },
      { cells: [{ text: 'SIGNATURE _____________________________', x: 36, size: 6.5 }], size: 6.5, gap: 6 },
    ];
    const remit = address(rng, split);
    const poBox = `PO BOX ${rng.int(1000, 99999)}`;
    const addressRows: [string, string, boolean?][] = [
      [up(d.patient), 'REMIT TO:', true],
      [up(d.patientAddr.line1), up(d.provider)],
      [up(d.patientAddr.line2), poBox],
      ['', up(remit.line2)],
    ];
    for (const [left, right, head] of addressRows) {
      const cells: Cell[] = [{ text: right, x: 330, size: head ? 6.5 : 8, font: head ? bold : undefined }];
      if (left !== '') cells.unshift({ text: left, x: 52, size: 8.5 });
      stub.push({ cells, size: 8.5 });
    }
    stub.push({ cells: [{ text: scanLine(rng, d), x: 576, align: 'right', size: 9, font: 'mono' }], size: 9, gap: 0 });
    const stubTop = H - BOTTOM - stub.reduce((s, r) => s + r.size * 1.55 + (r.gap ?? 0), 0);
    // Everything on page 1 above the coupon when it fits; else page 1 is the summary and the coupon,
    // and the itemized charges follow on the next pages.
    let summaryFirst = rng.bool(0.4);
    const itemsHeight = 16 + (d.items.length + 2) * 12.4 + 8;
    const restHeight = (summaryFirst ? 0 : summary.length * 13.2 + 36) + messageLines.length * 11.6 + (showLink ? 13.2 : 0);
    const together = cursor(sheet) + (summaryFirst ? summary.length * 13.2 + 36 : 0) + itemsHeight + restHeight + 8 <= stubTop;
    if (!together) summaryFirst = true;
    if (summaryFirst) {
      summaryBlock();
      sheet.space(8);
    }
    if (!together) {
      closing();
      if (cursor(sheet) > stubTop - 6) throw new Error('page 1 of the freestanding ER bill runs into its coupon');
    }
    const placeStub = (page: number) => {
      let y = stubTop;
      for (const r of stub) {
        for (const cell of r.cells) place(sheet.pages[page], { ...cell, y });
        y += r.size * 1.55 + (r.gap ?? 0);
      }
    };
    const cont = (s: Sheet) => s.row([{ text: `${name}  -  ${d.patient}  -  ${L.account} ${d.account}  (continued)`, x: 36, size: 7.5, font: 'italic' }], 4);
    if (!together) {
      placeStub(0);
      sheet.newPage();
      cont(sheet);
    }
    sheet.row([{ text: rng.pick(['ITEMIZED FACILITY CHARGES', 'DETAIL OF FACILITY CHARGES', 'FACILITY SERVICES']), x: 36, font: bold, size: 9 }], 2);
    type Row = Item & { total?: boolean };
    const variant = rng.int(0, 1);
    const qtyHead = rng.pick(['Qty', 'Units']);
    const cols: Col<Row>[] =
      variant === 0
        ? [
            { head: w.get('colDate'), x: 36, cell: (r) => (r.total ? '' : f.date(r.date)) },
            { head: 'Rev', x: 96, cell: (r) => r.rev },
            { head: w.get('colCode'), x: 124, cell: (r) => r.code },
            { head: w.get('colDescription'), x: 196, cell: (r) => r.description },
            { head: qtyHead, x: 470, align: 'right', cell: (r) => (r.total ? '' : String(r.qty)) },
            { head: w.get('colAmount'), x: 576, align: 'right', cell: (r) => money(r.amount) },
          ]
        : [
            { head: 'Rev', x: 36, cell: (r) => r.rev },
            { head: w.get('colDescription'), x: 66, cell: (r) => r.description },
            { head: w.get('colCode'), x: 300, cell: (r) => r.code },
            { head: w.get('colDate'), x: 370, cell: (r) => (r.total ? '' : f.date(r.date)) },
            { head: qtyHead, x: 480, align: 'right', cell: (r) => (r.total ? '' : String(r.qty)) },
            { head: w.get('colAmount'), x: 576, align: 'right', cell: (r) => money(r.amount) },
          ];
    const rows: Row[] = [...d.items, { description: caps ? 'TOTAL FACILITY CHARGES' : 'Total facility charges', code: '', rev: '', qty: 0, unit: 0, amount: d.subtotal, date: '', total: true }];
    table(sheet, hooks, cols, rows, { size: 8, headSize: 7.5, repeat: true, ruleBelowHead: true, banner: cont, rowFont: (r) => (r.total ? bold : undefined) });
    hooks.page = cont;
    sheet.space(8);
    if (together) {
      if (!summaryFirst) {
        summaryBlock();
        sheet.space(6);
      }
      closing();
      if (sheet.pages.length > 1 || cursor(sheet) > stubTop - 6) throw new Error('the freestanding ER bill does not fit above its coupon');
      placeStub(0);
    } else if (rng.bool(0.5)) {
      keepTogether(sheet, 40, BOTTOM);
      sheet.row([{ text: `${L.charges} ${money(d.subtotal)}  -  see the account summary on page 1.`, x: 36, size: 7.5, font: 'italic' }]);
    }
    hooks.page = undefined;
    if (sheet.pages.length > 1) everyPage(sheet, (page, total) => [{ text: `Page ${page} of ${total}`, x: 576, y: 20, size: 7, align: 'right' }]);
    return {
      truth: truthOf(d, { insurancePaid: state === 'processed' || showZeroIns, adjustments: state !== 'pending', link: showLink }, { provider: name, patientAddress: up(d.patientAddr.full) }),
      doc: sheet,
    };
  }),

  // A specialty practice's statement in the practice-management style many physician offices mail: a
  // band of account-summary boxes across the top (previous balance, payments received since the last
  // statement, new charges, insurance payments, adjustments, new balance), the previous balance paid
  // in full since; then the new visit's lines with what insurance paid and adjusted on each and a
  // per-line balance column, the totals under them, a message and a remittance stub.
  fam('specialty-balance-band', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, { kind: 'physician', services: [...PHYSICIAN, ...IMAGING.slice(0, 4)], items: [2, 12], onePageItems: [2, 4], spreadDays: 3, insured: 0.85, adjusted: 0.7, account: ['digits8', 'guarantor', 'letters'], phone: ['parens', 'toll-free'], link: ['https', 'portal'] });
    const f = fmt(rng, ['us-slash', 'us-2digit', 'abbrev'], ['dollar', 'plain'], ['minus', 'parens']);
    const previous = rng.bool(0.6) ? rng.money(15, 260) : 0;
    const shares = lineShares(d);
    const caps = rng.bool(0.3);
    const name = caps ? d.provider.toUpperCase() : d.provider;
    const L = {
      previous: rng.pick(['Previous Balance', 'Prior Statement Balance', 'Balance Forward']),
      received: rng.pick(['Payments Received', 'Payments Since Last Statement', 'Your Payments - Thank You']),
      charges: rng.pick(['New Charges', 'Charges This Period', w.get('charges')]),
      insurance: w.get('insurancePaid'),
      adjust: w.get('adjustments'),
      due: rng.pick(['New Balance', w.get('amountDue')]),
    };
    const { sheet, hooks } = newSheet({ size: 8.5, font: 'regular', top: 40, bottom: 44 });
    sheet.row([{ text: name, x: 40, size: 15, font: 'bold' }, { text: w.get('title').toUpperCase(), x: 572, size: 10, font: 'bold', align: 'right' }]);
    sheet.row([{ text: rng.pick(['Orthopedics  |  Sports Medicine  |  Imaging', 'Cardiology & Vascular Care', 'Gastroenterology  -  Endoscopy  -  Infusion', 'Specialists in Internal Medicine']), x: 40, size: 7.5, font: 'italic' }, { text: `${colon(w.get('statementDate'))} ${f.date(d.statementDate)}`, x: 572, align: 'right' }]);
    sheet.row([{ text: `${d.providerAddr.line1}, ${d.providerAddr.line2}`, x: 40 }, { text: `${colon(w.get('account'))} ${d.account}`, x: 572, align: 'right' }]);
    sheet.row([{ text: `${colon(w.get('phone'))} ${d.phone}`, x: 40 }, { text: `${colon(w.get('dueDate'))} ${f.date(d.dueDate)}`, x: 572, align: 'right' }], 10);
    // The band: labels over values, six boxes across.
    const band: [string, string][] = [
      [L.previous, f.money(previous)],
      [L.received, f.credit(previous)],
      [L.charges, f.money(d.subtotal)],
      [L.insurance, f.credit(d.insurancePaid)],
      [L.adjust, f.credit(d.adjustments)],
      [L.due, f.money(d.amountDue)],
    ];
    sheet.row([rule(40, 572, 6, '_')], 2);
    const bx = [40, 130, 220, 310, 400, 490];
    const words = band.map(([label]) => proseLines(label.toUpperCase(), 16));
    const depth = Math.max(...words.map((l) => l.length));
    for (let k = 0; k < depth; k++) sheet.row(words.map((lines, i) => ({ text: lines[k - (depth - lines.length)] ?? '', x: bx[i] ?? 40, size: 6.5, font: 'bold' as FontName })).filter((c) => c.text !== ''));
    sheet.row(band.map(([, value], i) => ({ text: value, x: bx[i] ?? 40, size: i === 5 ? 11 : 9, font: (i === 5 ? 'bold' : 'regular') as FontName })), 2);
    sheet.row([rule(40, 572, 6, '_')], 8);
    columns(
      sheet,
      [[{ text: w.get('patient'), x: 40, size: 7, font: 'bold' }], [{ text: d.patient, x: 40 }], [{ text: d.patientAddr.line1, x: 40 }], [{ text: d.patientAddr.line2, x: 40 }]],
      [[{ text: w.get('insurer'), x: 330, size: 7, font: 'bold' }], [{ text: d.insurer, x: 330 }], [{ text: `Member ID ${rng.letters(3)}${rng.digits(8)}`, x: 330 }], [{ text: `${w.get('serviceDate')} ${f.date(d.serviceDate)}`, x: 330 }]],
    );
    sheet.space(10);
    type Row = { item?: Item; k: number };
    const rows: Row[] = d.items.map((item, k) => ({ item, k }));
    const credit = (v: number) => (v > 0 ? f.credit(v) : f.money(0));
    table(
      sheet,
      hooks,
      [
        { head: w.get('colDate'), x: 40, cell: (r: Row) => f.date(r.item?.date ?? '') },
        { head: w.get('colCode'), x: 100, cell: (r) => r.item?.code ?? '' },
        { head: w.get('colDescription'), x: 150, cell: (r) => r.item?.description ?? '' },
        { head: w.get('colAmount'), x: 380, align: 'right', cell: (r) => f.money(r.item?.amount ?? 0) },
        { head: 'Ins. Paid', x: 442, align: 'right', cell: (r) => credit(shares[r.k]?.ins ?? 0) },
        { head: 'Adj.', x: 500, align: 'right', cell: (r) => credit(shares[r.k]?.adj ?? 0) },
        { head: 'Balance', x: 572, align: 'right', cell: (r) => f.money(shares[r.k]?.rest ?? 0) },
      ],
      rows,
      { size: 8, headSize: 7.5, repeat: true, ruleBelowHead: true, banner: (s) => s.row([{ text: `${name}  -  ${d.patient}  -  ${d.account} (continued)`, x: 40, size: 7.5, font: 'italic' }], 4) },
    );
    sheet.row([rule(300, 572, 6, '_')], -2);
    const totalRest = roundCents(shares.reduce((s, x) => s + x.rest, 0));
    sheet.row([{ text: 'Totals', x: 150, font: 'bold' }, { text: f.money(d.subtotal), x: 380, align: 'right', font: 'bold' }, { text: credit(d.insurancePaid), x: 442, align: 'right' }, { text: credit(d.adjustments), x: 500, align: 'right' }, { text: f.money(totalRest), x: 572, align: 'right' }], 10);
    keepTogether(sheet, 200, 44);
    const message = previous > 0 ? `Thank you for your payment of ${formatMoney(previous, 'dollar')} toward your previous balance.` : 'Your insurance has processed the charges below; the balance shown is your share.';
    for (const line of proseLines(`${message} ${marketing(rng, split)}`, 120)) sheet.row([{ text: line, x: 40, size: 7.5, font: 'italic' }]);
    sheet.row([{ text: `${w.get('payOnline')} ${d.link}`, x: 40, size: 8 }]);
    remittanceStub(sheet, rng, d, f, w, { x: 40, right: 572, providerName: name });
    return { truth: truthOf(d, {}, { provider: name }), doc: sheet };
  }),

  // An urgent care chain's patient statement with the payment coupon at the top of the page (the
  // part to tear off and mail back: remit-to address, statement date, account, "pay this amount",
  // amount enclosed, make checks payable to), a dashed tear line, then the statement itself: the
  // clinic's name again under a tagline, the visit's facts, the visit lines, the account summary at
  // right and notes. The amount due is printed twice, once on the coupon and once in the summary.
  fam('urgent-care-top-coupon', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, { kind: 'urgent', services: URGENT, items: [2, 6], onePageItems: [2, 4], insured: 0.8, adjusted: 0.7, patientPaid: 0.5, account: ['digits8', 'digits10', 'dash'], phone: ['parens', 'dashes', 'toll-free'], link: ['www', 'short', 'https'] });
    const f = fmt(rng, ['us-slash', 'us-short', 'us-2digit'], ['dollar', 'plain', 'dollar-nocomma'], ['minus', 'parens', 'cr']);
    const location = `${rng.pick(['Westside', 'Downtown', 'North Hills', 'Lakeview', 'Parkway'])} Clinic`;
    const remit = address(rng, split);
    const poBox = `PO Box ${rng.int(1000, 99999)}`;
    const { sheet, hooks } = newSheet({ size: 8.5, font: 'regular', top: 36, bottom: 44 });
    const bold: FontName = 'bold';
    // The coupon.
    sheet.row([{ text: d.provider, x: 40, size: 11, font: bold }, { text: rng.pick(['PAYMENT COUPON', 'REMITTANCE', 'PLEASE RETURN THIS PORTION']), x: 572, size: 8, font: bold, align: 'right' }]);
    sheet.row([{ text: poBox, x: 40 }, { text: w.get('statementDate'), x: 360, size: 7, font: bold }, { text: f.date(d.statementDate), x: 572, align: 'right' }]);
    sheet.row([{ text: remit.line2, x: 40 }, { text: w.get('account'), x: 360, size: 7, font: bold }, { text: d.account, x: 572, align: 'right' }]);
    sheet.row([{ text: rng.pick(['Pay by phone', 'Questions?']) + ` ${d.phone}`, x: 40, size: 7.5 }, { text: rng.pick(['PAY THIS AMOUNT', w.get('amountDue').toUpperCase()]), x: 360, size: 7, font: bold }, { text: f.money(d.amountDue), x: 572, align: 'right', size: 10, font: bold }]);
    sheet.row([{ text: `${w.get('enclosed')}  $ ____________`, x: 360, size: 7.5 }], 6);
    sheet.row([{ text: d.patient.toUpperCase(), x: 60 }, { text: 'Make checks payable to:', x: 360, size: 7 }]);
    sheet.row([{ text: d.patientAddr.line1.toUpperCase(), x: 60 }, { text: d.provider, x: 360, size: 8 }]);
    sheet.row([{ text: d.patientAddr.line2.toUpperCase(), x: 60 }, { text: scanLine(rng, d), x: 572, align: 'right', size: 8, font: 'mono' }], 4);
    sheet.row([rule(40, 572, 8, '-')], -3);
    sheet.row([{ text: w.get('detach'), x: 40, size: 6.5, font: 'italic' }], 10);
    // The statement.
    sheet.row([{ text: d.provider, x: 40, size: 14, font: bold }, { text: w.get('title'), x: 572, size: 10, font: bold, align: 'right' }]);
    sheet.row([{ text: rng.pick(['Walk-ins Welcome  |  Open 7 Days  |  X-Ray & Lab On Site', 'No Appointment Needed - Most Insurance Accepted', 'Board-Certified Providers, 8am - 8pm Daily']), x: 40, size: 7.5, font: 'italic' }]);
    sheet.row([{ text: `${d.providerAddr.line1}, ${d.providerAddr.line2}`, x: 40, size: 8 }], 8);
    columns(
      sheet,
      [
        [{ text: w.get('patient'), x: 40, size: 7.5, font: bold }, { text: d.patient, x: 130 }],
        [{ text: 'Date of Birth', x: 40, size: 7.5, font: bold }, { text: f.date(d.dob), x: 130 }],
        [{ text: w.get('guarantor'), x: 40, size: 7.5, font: bold }, { text: d.guarantor, x: 130 }],
      ],
      [
        [{ text: w.get('serviceDate'), x: 330, size: 7.5, font: bold }, { text: f.date(d.serviceDate), x: 440 }],
        [{ text: 'Location', x: 330, size: 7.5, font: bold }, { text: location, x: 440 }],
        [{ text: w.get('insurer'), x: 330, size: 7.5, font: bold }, { text: d.insurer, x: 440 }],
      ],
    );
    sheet.space(8);
    itemTable(sheet, hooks, w, f, d.items, 100, 160, { ruleBelowHead: true });
    sheet.space(8);
    keepTogether(sheet, 110, 44);
    sheet.row([{ text: 'ACCOUNT SUMMARY', x: 340, font: bold, size: 8.5 }], 1);
    totals(sheet, balanceRows(d, f, w), 340, 572);
    sheet.space(8);
    for (const line of proseLines(`Questions about this bill? Call ${d.phone}. ${marketing(rng, split)}`, 120)) sheet.row([{ text: line, x: 40, size: 7.5 }]);
    sheet.row([{ text: `${w.get('payOnline')} ${d.link}`, x: 40, size: 8 }]);
    return { truth: truthOf(d, {}, { patientAddress: d.patientAddr.full.toUpperCase() }), doc: sheet };
  }),
];

// ---------------------------------------------------------------------------------------------
// Fresh dev families: a hospital statement an outside billing company sends for the hospital (with a
// payment plan), an academic department's professional-fee statement, and an optometry practice's
// letter statement. Their wording is their own (below), beside a few labels from the dev pools.

/** Companies that send a hospital's patient statements as its business office: [logo word, legal name, payment site]. */
const HOSPITAL_BILLING_AGENTS: readonly (readonly [string, string, string])[] = [
  ['ALDERPOINT', 'Alderpoint Patient Billing Services, LLC', 'alderpointpay'],
  ['QUILLON', 'Quillon Revenue Solutions, Inc.', 'quillonpay'],
  ['HARWICK', 'Harwick Healthcare Receivables Co.', 'harwickbilling'],
  ['TRELLIS', 'Trellis Patient Accounts Group', 'trellispay'],
];
/** Big hospital lines: an account large enough for a payment plan has at least one. */
const PLAN_ANCHORS: readonly Service[] = HOSPITAL_ITEMS.filter((s) => s[2] >= 600);
/** The same ISO date, or the 28th of its month if later (so that monthly due dates stay valid). */
const dayAtMost28 = (iso: string): string => (Number(iso.slice(8)) > 28 ? `${iso.slice(0, 8)}28` : iso);

// Professional (physician) services of hospital-based departments, read or performed by a faculty
// physician while the hospital bills the technical part: [description, CPT, min, max, modifier].
const RADIOLOGY_PRO: readonly Service[] = [
  ['CT ABDOMEN AND PELVIS WITH CONTRAST MATERIAL', '74177', 160, 520, '26'],
  ['MRI BRAIN WITHOUT CONTRAST FOLLOWED BY CONTRAST AND FURTHER SEQUENCES', '70553', 220, 640, '26'],
  ['RADIOLOGIC EXAMINATION CHEST 2 VIEWS', '71046', 28, 95, '26'],
  ['ULTRASOUND ABDOMEN COMPLETE REAL TIME WITH IMAGE DOCUMENTATION', '76700', 70, 220, '26'],
  ['SCREENING MAMMOGRAPHY BILATERAL INCLUDING COMPUTER-AIDED DETECTION', '77067', 60, 190, '26'],
  ['CT ANGIOGRAPHY CHEST WITH CONTRAST INCLUDING IMAGE POSTPROCESSING', '71275', 160, 480, '26'],
  ['MRI LUMBAR SPINE WITHOUT CONTRAST MATERIAL', '72148', 150, 430, '26'],
  ['DUPLEX SCAN LOWER EXTREMITY VEINS COMPLETE BILATERAL STUDY', '93970', 90, 260, '26'],
  ['CT HEAD OR BRAIN WITHOUT CONTRAST MATERIAL', '70450', 90, 300, '26'],
  ['RADIOLOGIC EXAMINATION KNEE 3 VIEWS', '73562', 25, 80, '26'],
];
const PATHOLOGY_PRO: readonly Service[] = [
  ['LEVEL IV SURGICAL PATHOLOGY GROSS AND MICROSCOPIC EXAMINATION', '88305', 70, 260, '26'],
  ['IMMUNOHISTOCHEMISTRY EACH SINGLE ANTIBODY STAIN PROCEDURE', '88342', 60, 190, '26'],
  ['SPECIAL STAIN GROUP I FOR MICROORGANISMS WITH INTERPRETATION', '88312', 40, 140, '26'],
  ['PATHOLOGY CONSULTATION DURING SURGERY FIRST TISSUE BLOCK FROZEN SECTION', '88331', 110, 320, '26'],
  ['CONSULTATION AND REPORT ON REFERRED SLIDES PREPARED ELSEWHERE', '88321', 120, 360, ''],
  ['LEVEL V SURGICAL PATHOLOGY GROSS AND MICROSCOPIC EXAMINATION', '88307', 150, 420, '26'],
  ['CYTOPATHOLOGY FLUIDS WASHINGS OR BRUSHINGS SMEARS WITH INTERPRETATION', '88104', 50, 160, '26'],
];
const CARDIOLOGY_PRO: readonly Service[] = [
  ['ECHOCARDIOGRAPHY TRANSTHORACIC COMPLETE WITH SPECTRAL AND COLOR FLOW DOPPLER', '93306', 120, 380, '26'],
  ['ELECTROCARDIOGRAM ROUTINE 12 LEADS INTERPRETATION AND REPORT ONLY', '93010', 20, 70, ''],
  ['CARDIOVASCULAR STRESS TEST INTERPRETATION AND REPORT ONLY', '93018', 40, 120, ''],
  ['MYOCARDIAL PERFUSION IMAGING SPECT MULTIPLE STUDIES', '78452', 120, 380, '26'],
  ['DUPLEX SCAN EXTRACRANIAL ARTERIES COMPLETE BILATERAL STUDY', '93880', 80, 240, '26'],
  ['EXTERNAL ECG RECORDING UP TO 48 HOURS REVIEW AND INTERPRETATION', '93227', 40, 140, ''],
];
type FacultyDepartment = { line: string; reader: string; services: readonly Service[]; what: string; site: readonly string[] };
const FACULTY_DEPARTMENTS: readonly FacultyDepartment[] = [
  { line: 'Department of Radiology', reader: 'Radiologist', services: RADIOLOGY_PRO, what: 'a radiologist of our department read your imaging study and reported the results to your doctor', site: ['Outpatient Imaging', 'Emergency Department', 'Breast Imaging Center'] },
  { line: 'Department of Pathology and Laboratory Medicine', reader: 'Pathologist', services: PATHOLOGY_PRO, what: 'a pathologist of our department examined the tissue or fluid sample taken during your procedure', site: ['Main Operating Room', 'Endoscopy Suite', 'Ambulatory Surgery'] },
  { line: 'Division of Cardiology, Department of Medicine', reader: 'Cardiologist', services: CARDIOLOGY_PRO, what: 'a cardiologist of our division interpreted your heart test and reported the results to your doctor', site: ['Heart and Vascular Center', 'Cardiac Testing Lab', 'Emergency Department'] },
];
const FACULTY_GROUP_NAMES: readonly ((stem: string) => readonly [string, string])[] = [
  (stem) => [stem, 'University Physicians'],
  (stem) => [stem, 'Faculty Physicians, Inc.'],
  (stem) => [stem, 'Academic Medical Group'],
  (stem) => [stem, 'Clinical Practice Group'],
];

// An optometry practice: the exam lines, then the eyewear or contact lenses dispensed later.
const EYE_EXAMS: readonly Service[] = [
  ['Comprehensive eye exam, established patient', '92014', 120, 230],
  ['Comprehensive eye exam, new patient', '92004', 150, 280],
];
const EYE_REFRACTION: Service = ['Refraction', '92015', 35, 80];
const EYE_TESTS: readonly Service[] = [
  ['Fundus photography with interpretation', '92250', 35, 95],
  ['OCT of retina, both eyes', '92134', 55, 140],
  ['Visual field exam, intermediate', '92082', 50, 120],
];
const EYE_CONTACT_FITTING: Service = ['Contact lens evaluation and fitting', '92310', 80, 180];
const FRAMES: readonly Service[] = [
  ['Frame, metal, full rim', 'V2020', 120, 340],
  ['Frame, acetate', 'V2020', 110, 320],
  ['Frame, rimless', 'V2020', 160, 380],
];
const LENSES: readonly Service[] = [
  ['Lens, single vision, sphere (per lens)', 'V2100', 40, 110],
  ['Lens, bifocal, sphere (per lens)', 'V2200', 60, 150],
  ['Lens, progressive (per lens)', 'V2781', 110, 260],
];
const LENS_OPTIONS: readonly Service[] = [
  ['Anti-reflective coating (per lens)', 'V2750', 35, 95],
  ['Scratch-resistant coating (per lens)', 'V2760', 12, 40],
  ['UV protective coating (per lens)', 'V2755', 10, 30],
  ['Polycarbonate material (per lens)', 'V2784', 25, 70],
  ['Photochromic lens (per lens)', 'V2744', 40, 120],
];
const CONTACT_LENSES: Service = ['Contact lens, soft spherical (per lens)', 'V2520', 30, 70];
const EYE_PRACTICE_NAMES: readonly ((stem: string) => string)[] = [(stem) => `${stem} Eye Care`, (stem) => `${stem} Vision Center`, (stem) => `${stem} Optometry`, (stem) => `${stem} Family Eye Care & Optical`];
const OPTICAL_LABS = ['Prairie Lens Laboratory', 'Clearview Optical Lab', 'Summit Ophthalmic Lab', 'Keystone Rx Lens Works'];
const COLLECTION_AGENCIES = ['Tri-County Recovery Services', 'Lakeland Credit Bureau', 'First Capital Account Recovery'];

const devFamiliesFresh: FamilyDef[] = [
  // A hospital's statement sent by an outside billing company acting as its business office ("on
  // behalf of"): the company's logo word and name at the top, the hospital under it with its own
  // address and main number, a box with the statement facts at right; a "Guarantor / Patient" block
  // (labels above, two columns); the account on an interest-free payment plan: an account summary
  // beside the plan's terms (amount financed, monthly installment, installments paid n of m, the next
  // installment's date), where the balance is what is left after the installments and the installment
  // is only what to send this month; then the itemized account history in Courier with posting and
  // service dates, revenue codes and HCPCS, credits and a running balance, repeated heads on each page,
  // the remittance stub addressed to the hospital in care of the company, and a footer naming the agent.
  fam('hospital-agent-payment-plan', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, {
      kind: 'hospital',
      services: HOSPITAL_ITEMS,
      items: [8, 80],
      onePageItems: [2, 4],
      spreadDays: 4,
      account: ['hosp', 'digits10'],
      phone: ['toll-free'],
      qty: (r, s) => (s[1] === '' ? r.int(1, 3) : 1),
    });
    if (!d.items.some((i) => i.amount >= 600)) {
      const s = rng.pick(PLAN_ANCHORS);
      const amount = rng.money(s[2], s[3]);
      d.items.unshift({ description: s[0], code: s[1], rev: s[4] ?? '', qty: 1, unit: amount, amount, date: d.serviceDate });
    }
    d.subtotal = roundCents(d.items.reduce((s, i) => s + i.amount, 0));
    // What the patient owes after insurance, financed over months; some installments are paid.
    const insured = rng.bool(0.8);
    const target = rng.money(450, 5200);
    const share = roundCents(Math.max(Math.min(d.subtotal, 250), Math.min(target, d.subtotal * (insured ? 0.12 + rng.next() * 0.25 : 0.35 + rng.next() * 0.3))));
    d.insurancePaid = insured ? roundCents((d.subtotal - share) * (0.55 + rng.next() * 0.3)) : 0;
    d.adjustments = roundCents(d.subtotal - share - d.insurancePaid);
    const installment = Math.max(25, Math.ceil(share / rng.pick([6, 10, 12, 18, 24]) / 5) * 5);
    const planCount = Math.ceil(share / installment);
    const made = rng.int(1, Math.min(planCount - 1, options.onePage ? 2 : 8));
    d.patientPaid = roundCents(made * installment);
    d.amountDue = roundCents(share - d.patientPaid);
    const dueNow = Math.min(installment, d.amountDue);
    const processed = addDays(d.lastServiceDate, rng.int(18, 40));
    const discounted = addDays(d.lastServiceDate, rng.int(5, 15));
    const planStart = dayAtMost28(addDays(insured ? processed : discounted, rng.int(20, 40)));
    const planSetUp = addDays(planStart, -rng.int(8, 18));
    const paidOn = Array.from({ length: made }, (_, k) => addDays(addMonths(planStart, k), -rng.int(0, 5)));
    d.dueDate = addMonths(planStart, made);
    d.statementDate = addDays(d.dueDate, -rng.int(12, 20));

    const [logo, agent, slug] = rng.pick(HOSPITAL_BILLING_AGENTS);
    const agentAddr = address(rng, split, { notState: d.providerAddr.state });
    const agentBox = `PO Box ${rng.int(1000, 99999)}`;
    d.link = rng.bool(0.5) ? `https://${slug}.example/${rng.pick(['hospital', 'account', 'pay'])}` : `www.${slug}.example`;
    const mainPhone = phoneNumber(rng, rng.pick(['parens', 'dashes']));
    const selfGuarantor = rng.bool(0.5);
    if (selfGuarantor) d.dob = rng.date('1948-01-01', '2004-12-31');
    const guarantor = selfGuarantor ? d.patient : d.guarantor;
    const up = (text: string) => text.toUpperCase();
    const caps = rng.bool(0.5);
    const patientShown = caps ? up(lastFirst(d.patient)) : d.patient;
    const guarantorShown = caps ? up(lastFirst(guarantor)) : guarantor;
    const mail = caps ? { line1: up(d.patientAddr.line1), line2: up(d.patientAddr.line2), full: up(d.patientAddr.full) } : d.patientAddr;
    const f = fmt(rng, ['us-slash', 'abbrev', 'long'], ['dollar', 'dollar-nocomma'], ['parens', 'minus']);
    const tableDate = rng.pick(['us-2digit', 'us-slash'] as const);
    const tf = { date: (iso: string) => formatDate(iso, tableDate), money: (v: number) => formatMoney(v, 'plain'), credit: (v: number) => formatCredit(v, 'plain', f.creditStyle) };
    const L = {
      title: rng.pick(['HOSPITAL ACCOUNT STATEMENT', 'STATEMENT OF HOSPITAL SERVICES']),
      onBehalf: rng.pick(['Statement sent on behalf of', 'Billing agent for', 'Business office services for']),
      guarantorNo: rng.pick(['Guarantor No.', 'Guarantor ID']),
      nextDue: rng.pick(['Next Installment Due', 'Installment Due Date']),
      installment: rng.pick(['Monthly Installment', 'Installment Amount']),
      dueNow: rng.pick(['Installment Due Now', 'Pay This Month']),
      balance: rng.pick(['Account Balance', 'Remaining Balance', 'Total Balance Owed']),
      planPaid: rng.pick(['Plan Payments Received', 'Installments Paid to Date']),
      discount: rng.pick(['Self-Pay Discount', 'Uninsured Patient Discount']),
      questions: rng.pick(['Customer service:', 'Questions? Call us at']),
      plan: rng.pick(['YOUR PAYMENT PLAN', 'PAYMENT ARRANGEMENT']),
      summary: rng.pick(['ACCOUNT SUMMARY', 'SUMMARY OF CHARGES AND PAYMENTS']),
      activity: rng.pick(['ITEMIZED ACCOUNT ACTIVITY', 'DETAIL OF CHARGES, PAYMENTS AND ADJUSTMENTS']),
    };
    const accountLabel = w.get('account');
    const BOTTOM = 52;
    const { sheet, hooks } = newSheet({ size: 8.5, font: 'regular', top: 38, bottom: BOTTOM });
    sheet.row([{ text: logo, x: 36, size: 20, font: 'bold' }, { text: L.title, x: 576, size: 10, font: 'bold', align: 'right' }]);
    sheet.row([{ text: agent, x: 36, size: 7.5, grey: 0.3 }], 8);
    const box = (label: string, value: string, big = false): Cell[] => [
      { text: label, x: 352, font: 'bold', size: big ? 9 : 8 },
      { text: value, x: 576, align: 'right', font: big ? 'bold' : 'regular', size: big ? 11 : 8.5 },
    ];
    const gno = `G${rng.digits(8)}`;
    columns(
      sheet,
      [
        [{ text: L.onBehalf, x: 36, size: 7.5, font: 'italic' }],
        [{ text: d.provider, x: 36, size: 12, font: 'bold' }],
        [{ text: d.providerAddr.line1, x: 36 }],
        [{ text: d.providerAddr.line2, x: 36 }],
        [{ text: `Hospital main number ${mainPhone}`, x: 36, size: 7.5 }],
        [{ text: `${L.questions} ${d.phone}`, x: 36, size: 8, font: 'bold' }],
      ],
      [
        [rule(346, 576, 6, '_')],
        box(w.get('statementDate'), f.date(d.statementDate)),
        box(accountLabel, d.account),
        box(L.guarantorNo, gno),
        box(L.nextDue, f.date(d.dueDate)),
        box(L.dueNow, f.money(dueNow), true),
        [rule(346, 576, 6, '_')],
      ],
    );
    sheet.space(6).row([rule(36, 576, 6, '_')], 4);
    // Guarantor and patient side by side, each under its heading.
    const insurance = insured ? d.insurer : 'None on file (self-pay)';
    const mrn = rng.digits(8);
    columns(
      sheet,
      [
        [{ text: 'GUARANTOR', x: 36, font: 'bold', size: 7 }],
        [{ text: guarantorShown, x: 36, size: 9 }],
        [{ text: mail.line1, x: 36 }],
        [{ text: mail.line2, x: 36 }],
      ],
      [
        [{ text: 'PATIENT', x: 316, font: 'bold', size: 7 }],
        [{ text: patientShown, x: 316, size: 9 }, { text: `DOB ${formatDate(d.dob, 'us-slash')}`, x: 576, align: 'right', size: 8 }],
        [{ text: w.get('servicePeriod'), x: 316, size: 7.5, font: 'bold' }, { text: `${f.date(d.serviceDate)} - ${f.date(d.lastServiceDate)}`, x: 576, align: 'right', size: 8 }],
        [{ text: w.get('insurer'), x: 316, size: 7.5, font: 'bold' }, { text: insurance, x: 576, align: 'right', size: 8 }],
        [{ text: 'Medical Record No.', x: 316, size: 7.5, font: 'bold' }, { text: mrn, x: 576, align: 'right', size: 8 }],
      ],
    );
    sheet.space(4).row([rule(36, 576, 6, '_')], 8);
    // The account summary beside the payment plan's terms.
    const S = (label: string, value: string, font?: FontName): Cell[] => [{ text: label, x: 36, font: font ?? 'regular' }, { text: value, x: 276, align: 'right', font }];
    const P = (label: string, value: string, font?: FontName): Cell[] => [{ text: label, x: 316, font: font ?? 'regular' }, { text: value, x: 576, align: 'right', font }];
    columns(
      sheet,
      [
        [{ text: L.summary, x: 36, font: 'bold', size: 8 }],
        [rule(36, 276, 6, '_')],
        S(w.get('charges'), f.money(d.subtotal)),
        S(w.get('insurancePaid'), f.credit(d.insurancePaid)),
        S(insured ? w.get('adjustments') : L.discount, f.credit(d.adjustments)),
        S(L.planPaid, f.credit(d.patientPaid)),
        [rule(36, 276, 6, '_')],
        S(L.balance, f.money(d.amountDue), 'bold'),
      ],
      [
        [{ text: L.plan, x: 316, font: 'bold', size: 8 }],
        [rule(316, 576, 6, '_')],
        P('Plan Established', f.date(planSetUp)),
        P('Amount Financed', f.money(share)),
        P(L.installment, f.money(installment)),
        P('Installments Paid', `${made} of ${planCount}`),
        [rule(316, 576, 6, '_')],
        P(L.nextDue, f.date(d.dueDate), 'bold'),
      ],
    );
    sheet.space(6);
    const note = `Thank you for your payment plan payments. Please send your installment of ${f.money(dueNow)} by ${f.date(d.dueDate)}. You may pay more than the installment at any time without penalty; if two installments are missed, the plan may be cancelled and the full balance of ${f.money(d.amountDue)} will be due. ${w.get('payOnline')} ${d.link}`;
    for (const line of proseLines(note, 135)) sheet.row([{ text: line, x: 36, size: 7.5 }]);
    sheet.space(8);
    // The itemized history: charges as posted, then the credits, with a running balance.
    type Row = { post: string; svc?: string; rev?: string; code?: string; text: string; qty?: number; charge?: number; credit?: number; balance: number };
    // Late charges post a few days after the service; the lines print (and are read) in posting order.
    const posted = d.items.map((item) => ({ item, post: addDays(item.date, rng.bool(0.3) ? rng.int(1, 3) : 0) })).sort((a, b) => a.post.localeCompare(b.post));
    d.items = posted.map((p) => p.item);
    const events: Omit<Row, 'balance'>[] = posted.map(({ item: i, post }) => ({ post, svc: i.date, rev: i.rev, code: i.code, text: i.description, qty: i.qty, charge: i.amount }));
    if (insured) {
      events.push({ post: processed, text: up(`Ins payment - ${d.insurer}`), credit: d.insurancePaid });
      events.push({ post: processed, text: up(`Contractual adj - ${d.insurer}`), credit: d.adjustments });
    } else events.push({ post: discounted, text: 'SELF-PAY DISCOUNT APPLIED', credit: d.adjustments });
    paidOn.forEach((date, k) => events.push({ post: date, text: `PAYMENT PLAN INSTALLMENT ${k + 1} - THANK YOU`, credit: installment }));
    events.sort((a, b) => a.post.localeCompare(b.post) || Number(a.charge === undefined) - Number(b.charge === undefined));
    let running = 0;
    const rows: Row[] = events.map((e) => {
      running = roundCents(running + (e.charge ?? 0) - (e.credit ?? 0));
      return { ...e, balance: running };
    });
    keepTogether(sheet, 60, BOTTOM);
    sheet.row([{ text: L.activity, x: 36, font: 'bold', size: 8.5 }], 1);
    table(
      sheet,
      hooks,
      [
        { head: 'Post Date', x: 36, cell: (r: Row) => tf.date(r.post) },
        { head: 'Svc Date', x: 84, cell: (r) => (r.svc ? tf.date(r.svc) : '') },
        { head: 'Rev', x: 132, cell: (r) => r.rev ?? '' },
        { head: 'Code', x: 156, cell: (r) => r.code ?? '' },
        { head: w.get('colDescription'), x: 184, cell: (r) => r.text },
        { head: 'Qty', x: 404, align: 'right', cell: (r) => (r.qty === undefined ? '' : String(r.qty)) },
        { head: w.get('colAmount'), x: 462, align: 'right', cell: (r) => (r.charge === undefined ? '' : tf.money(r.charge)) },
        { head: 'Credits', x: 520, align: 'right', cell: (r) => (r.credit === undefined ? '' : tf.credit(r.credit)) },
        { head: 'Balance', x: 576, align: 'right', cell: (r) => tf.money(r.balance) },
      ],
      rows,
      {
        size: 7,
        headSize: 7,
        repeat: true,
        ruleBelowHead: true,
        rowFont: () => 'mono',
        banner: (s) => s.row([{ text: `${d.provider}  -  ${accountLabel} ${d.account}  -  ${patientShown} (continued)`, x: 36, size: 7.5, font: 'italic' }], 4),
      },
    );
    sheet.row([rule(404, 576, 6, '_')], -2);
    sheet.row([{ text: L.balance, x: 404, font: 'bold' }, { text: tf.money(d.amountDue), x: 576, align: 'right', font: 'mono-bold', size: 8 }], 4);
    // The stub: the hospital in care of the billing company.
    keepTogether(sheet, 150, BOTTOM);
    sheet.space(6).row([rule(36, 576, 8, '-')]);
    sheet.row([{ text: w.get('detach'), x: 36, size: 7, font: 'italic' }], 6);
    const stub: [Cell, string, string, FontName?][] = [
      [{ text: `Make checks payable to ${d.provider}`, x: 36, size: 8, font: 'bold' }, accountLabel, d.account],
      [{ text: `${d.provider}`, x: 36, size: 8 }, L.dueNow, f.money(dueNow), 'bold'],
      [{ text: `c/o ${agent}`, x: 36, size: 8 }, L.balance, f.money(d.amountDue)],
      [{ text: `${up(agentBox)}, ${up(agentAddr.line2)}`, x: 36, size: 8 }, w.get('enclosed'), '$ ____________'],
    ];
    for (const [left, label, value, font] of stub) sheet.row([left, ...(label ? [{ text: label, x: 352, size: 8, font: 'bold' as FontName }, { text: value, x: 576, size: 8.5, align: 'right' as const, font }] : [])]);
    sheet.space(6).row([{ text: '[  ] VISA   [  ] MASTERCARD   [  ] DISCOVER   [  ] AMEX     CARD NO. __________________________   EXP. ______', x: 36, size: 7 }], 6);
    sheet.row([{ text: guarantorShown, x: 56, size: 8 }, { text: bars(rng, 44), x: 352, size: 8, font: 'mono' }]);
    sheet.row([{ text: mail.line1, x: 56, size: 8 }]);
    sheet.row([{ text: mail.line2, x: 56, size: 8 }, { text: scanLine(rng, d), x: 576, align: 'right', size: 8.5, font: 'mono' }]);
    everyPage(sheet, (page, total) => [
      { text: `${agent} is the billing agent for ${d.provider}. It is not a collection agency.`, x: 36, y: H - 40, size: 6.5, grey: 0.35 },
      { text: `Page ${page} of ${total}`, x: 576, y: H - 40, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(d, {}, { patient: patientShown, patientAddress: mail.full }), doc: sheet };
  }),

  // An academic medical center's professional-fee statement: the practice plan's logo word (the stem
  // of its name) big, the rest of its name, the department line ("Department of Radiology"), the
  // "Patient Financial Services" office with its address and phone; a ruled strip of boxes with the
  // patient (often "LAST, FIRST"), the account number, the dates and the amount due in one table row;
  // the guarantor's window block beside the ways to pay; why a department bills apart from the
  // hospital where the exam was done; then the visits, each headed by its visit number, physician and
  // place of service, with long CPT descriptions (modifier 26) that wrap onto a second line, the amounts
  // printed on the description's last line, and a visit balance; the summary box and the remit-to
  // address of the practice plan; the full legal name only in the remit block and the footer.
  fam('faculty-practice-department', 'dev', ({ rng, options, w, split }) => {
    const dept = rng.pick(FACULTY_DEPARTMENTS);
    const d = draft(rng, split, options, {
      kind: 'physician',
      services: dept.services,
      items: [0, 0],
      visits: { count: [2, 4], lines: [1, 3] },
      insured: 0.85,
      account: ['digits8', 'digits10', 'letters'],
      phone: ['parens', 'dashes', 'toll-free'],
      link: ['portal', 'https'],
    });
    // One page: at most two lines a visit.
    if (options.onePage) d.items = d.items.filter((i, k, all) => all.slice(0, k).filter((j) => j.date === i.date).length < 2);
    // A study is seldom repeated days later: a later visit takes a service not billed yet while there is one.
    const used = new Set<string>();
    d.items = d.items.map((item) => {
      const unused = dept.services.filter((s) => !used.has(s[1]));
      let next = item;
      if (used.has(item.code) && unused.length > 0) {
        const s = rng.pick(unused);
        const amount = rng.money(s[2], s[3]);
        next = { ...item, description: s[0], code: s[1], rev: s[4] ?? '', unit: amount, amount };
      }
      used.add(next.code);
      return next;
    });
    const stem = rng.pick([...n.PROVIDER_STEMS, ...ORG_STEMS.dev]);
    const [logoStem, rest] = rng.pick(FACULTY_GROUP_NAMES)(stem);
    d.provider = `${logoStem} ${rest}`;
    d.link = payLink(rng, d.provider, rng.pick(['portal', 'https'] as const));
    const hospital = `${stem} ${rng.pick(['University Medical Center', 'University Hospital', 'Medical Center'])}`;
    const office = rng.pick(['Patient Financial Services', 'Professional Billing Office', 'Physician Business Office']);
    const insured = rng.bool(0.85);
    const up = (text: string) => text.toUpperCase();
    // Visits: the lines of one date, a physician and a place each; the plan's payment per line.
    const dates = [...new Set(d.items.map((i) => i.date))];
    type Visit = { date: string; number: string; doctor: string; site: string; lines: Item[]; ins: number[]; adj: number[]; rest: number[]; processed: string; paid: number };
    const visits: Visit[] = dates.map((date) => {
      const lines = d.items.filter((i) => i.date === date);
      const allowedShare = 0.3 + rng.next() * 0.3;
      const planShare = rng.pick([0, 0.7, 0.8, 0.8, 0.9]);
      const allowed = lines.map((i) => roundCents(i.amount * (insured ? allowedShare : 0.6)));
      const ins = allowed.map((a) => (insured ? roundCents(a * planShare) : 0));
      const adj = lines.map((i, k) => roundCents(i.amount - (allowed[k] ?? 0)));
      const rest = allowed.map((a, k) => roundCents(a - (ins[k] ?? 0)));
      let doctor = person(rng, split);
      for (let i = 0; i < 5 && firstNameOf(doctor) === firstNameOf(d.patient); i++) doctor = person(rng, split);
      return { date, number: rng.digits(9), doctor, site: rng.pick(dept.site), lines, ins, adj, rest, processed: addDays(date, rng.int(18, 35)), paid: 0 };
    });
    const first = visits[0];
    if (first && rng.bool(0.4)) {
      const owed = roundCents(first.rest.reduce((s, v) => s + v, 0));
      first.paid = Math.min(rng.pick([25, 40, 50, 100]), roundCents(owed * 0.5));
    }
    const total = (pick: (v: Visit) => number[]) => roundCents(visits.reduce((s, v) => s + pick(v).reduce((a, b) => a + b, 0), 0));
    d.subtotal = total((v) => v.lines.map((i) => i.amount));
    d.insurancePaid = total((v) => v.ins);
    d.adjustments = total((v) => v.adj);
    d.patientPaid = roundCents(visits.reduce((s, v) => s + v.paid, 0));
    d.amountDue = roundCents(d.subtotal - d.insurancePaid - d.adjustments - d.patientPaid);
    const lastProcessed = visits.reduce((last, v) => (v.processed > last ? v.processed : last), d.serviceDate);
    d.statementDate = addDays(lastProcessed, rng.int(6, 20));
    d.dueDate = addDays(d.statementDate, rng.pick([21, 25, 30]));
    const paidOn = first ? addDays(first.processed, rng.int(1, 5)) : d.statementDate;

    const f = fmt(rng, ['us-slash', 'abbrev', 'us-short'], ['dollar', 'plain'], ['cr', 'minus']);
    const selfGuarantor = rng.bool(0.6);
    const guarantor = selfGuarantor ? d.patient : d.guarantor;
    const lastFirstForm = rng.bool(0.6);
    const patientShown = lastFirstForm ? up(lastFirst(d.patient)) : d.patient;
    const L = {
      title: rng.pick(['STATEMENT OF PHYSICIAN SERVICES', 'PHYSICIAN BILLING STATEMENT']),
      patient: rng.pick(['PATIENT NAME', 'PATIENT']),
      account: up(w.get('account')),
      date: up(w.get('statementDate')),
      due: up(w.get('dueDate')),
      amount: rng.pick(['AMOUNT DUE', 'PLEASE PAY']),
      why: rng.pick(['Why did I get a bill from the department?', 'ABOUT THIS BILL']),
      visitBalance: rng.pick(['Visit Balance', 'Balance for This Visit']),
      insurance: rng.pick(['Insurance', 'Ins Paid']),
      adjust: rng.pick(['Adjustments', 'Adj']),
      balance: rng.pick(['Your Balance', 'Pt Balance']),
    };
    const BOTTOM = 52;
    const { sheet, hooks } = newSheet({ size: 8.5, font: 'regular', top: 38, bottom: BOTTOM });
    sheet.row([{ text: up(logoStem), x: 36, size: 18, font: 'bold' }, { text: L.title, x: 576, size: 10, font: 'bold', align: 'right' }]);
    sheet.row([{ text: rest, x: 36, size: 10 }], 2);
    sheet.row([{ text: dept.line, x: 36, size: 9, font: 'italic' }]);
    sheet.row([{ text: `${office}  |  ${d.providerAddr.line1}, ${d.providerAddr.line2}`, x: 36, size: 8 }]);
    sheet.row([{ text: `${colon(w.get('phone'))} ${d.phone}   Monday - Friday 8:00 a.m. - 4:30 p.m.`, x: 36, size: 8 }], 8);
    // The strip: labels above values in one ruled row.
    const strip: [string, string, number][] = [
      [L.patient, patientShown, 36],
      [L.account, d.account, 206],
      [L.date, f.date(d.statementDate), 306],
      [L.due, f.date(d.dueDate), 396],
      [L.amount, f.money(d.amountDue), 486],
    ];
    sheet.row([rule(36, 576, 6, '_')], 1);
    sheet.row(strip.map(([label, , x]) => ({ text: label, x, size: 6.5, font: 'bold' as FontName })));
    sheet.row(strip.map(([, value, x], k) => ({ text: value, x, size: k === 4 ? 10 : 8.5, font: (k === 4 ? 'bold' : 'regular') as FontName })));
    sheet.row([rule(36, 576, 6, '_')], 10);
    columns(
      sheet,
      [
        [{ text: 'ADDRESS SERVICE REQUESTED', x: 36, size: 6.5 }],
        [{ text: bars(rng, 44), x: 52, size: 7, font: 'mono' }],
        [{ text: up(guarantor), x: 52 }],
        [{ text: up(d.patientAddr.line1), x: 52 }],
        [{ text: up(d.patientAddr.line2), x: 52 }],
      ],
      [
        [{ text: 'WAYS TO PAY', x: 316, size: 7.5, font: 'bold' }],
        [{ text: colon(w.get('payOnline')), x: 316, size: 7.5 }],
        [{ text: d.link, x: 328, size: 7.5 }],
        [{ text: `By phone: ${d.phone}`, x: 316, size: 7.5 }],
        [{ text: 'By mail: send the lower portion with your check', x: 316, size: 7.5 }],
      ],
    );
    sheet.space(8);
    sheet.row([{ text: L.why, x: 36, font: 'bold', size: 8 }]);
    const why = `You had services at ${hospital}, where ${dept.what}. This statement is for the physician's professional services only. ${hospital} bills separately for the use of its facility, equipment and staff. ${d.provider} is the practice plan of the physicians of the ${dept.line.split(',')[0] ?? dept.line}.`;
    for (const line of proseLines(why, 132)) sheet.row([{ text: line, x: 36, size: 7.5 }]);
    sheet.space(8);
    // The visits. A long description wraps; its amounts print on its last line.
    const heads = { date: w.get('colDate'), code: 'CPT-Mod', description: w.get('colDescription'), amount: w.get('colAmount') };
    const head = (s: Sheet) => {
      s.row([
        { text: heads.date, x: 36, font: 'bold', size: 7.5 },
        { text: heads.code, x: 88, font: 'bold', size: 7.5 },
        { text: heads.description, x: 130, font: 'bold', size: 7.5 },
        { text: heads.amount, x: 378, font: 'bold', size: 7.5, align: 'right' },
        { text: L.insurance, x: 444, font: 'bold', size: 7.5, align: 'right' },
        { text: L.adjust, x: 510, font: 'bold', size: 7.5, align: 'right' },
        { text: L.balance, x: 576, font: 'bold', size: 7.5, align: 'right' },
      ]);
      s.row([rule(36, 576, 6, '_')], -3);
    };
    hooks.page = (s) => {
      s.row([{ text: `${d.provider}  -  ${L.account} ${d.account}  -  ${patientShown}  (continued)`, x: 36, size: 7.5, font: 'italic' }], 6);
      head(s);
    };
    head(sheet);
    const lineHeight = 7.5 * 1.55;
    for (const v of visits) {
      keepTogether(sheet, lineHeight * 3 + 6, BOTTOM);
      sheet.space(3).row([
        { text: `Visit ${v.number}   ${f.date(v.date)}   ${dept.reader}: ${up(lastFirst(v.doctor))}, MD`, x: 36, size: 7, font: 'bold' },
        { text: `${hospital} - ${v.site}`, x: 576, size: 7, align: 'right' },
      ]);
      v.lines.forEach((item, k) => {
        const parts = proseLines(item.description, 36);
        keepTogether(sheet, lineHeight * parts.length + 2, BOTTOM);
        parts.forEach((text, p) => {
          const cells: Cell[] = [{ text, x: 130, size: 7.5 }];
          if (p === 0) cells.unshift({ text: f.date(item.date), x: 36, size: 7.5 }, { text: item.rev ? `${item.code}-${item.rev}` : item.code, x: 88, size: 7.5 });
          if (p === parts.length - 1) {
            cells.push(
              { text: f.money(item.amount), x: 378, size: 7.5, align: 'right' },
              { text: (v.ins[k] ?? 0) > 0 ? f.credit(v.ins[k] ?? 0) : f.money(0), x: 444, size: 7.5, align: 'right' },
              { text: f.credit(v.adj[k] ?? 0), x: 510, size: 7.5, align: 'right' },
              { text: f.money(v.rest[k] ?? 0), x: 576, size: 7.5, align: 'right' },
            );
          }
          sheet.row(cells);
        });
      });
      if (v.paid > 0) sheet.row([{ text: f.date(paidOn), x: 36, size: 7.5 }, { text: 'PATIENT PAYMENT - THANK YOU', x: 130, size: 7.5 }, { text: f.credit(v.paid), x: 576, size: 7.5, align: 'right' }]);
      const claim = insured ? `Claim processed ${f.date(v.processed)} by ${d.insurer}` : `Uninsured discount applied ${f.date(v.processed)}`;
      const owed = roundCents(v.rest.reduce((s, x) => s + x, 0) - v.paid);
      sheet.row([{ text: claim, x: 130, size: 7, font: 'italic' }, { text: L.visitBalance, x: 510, size: 7.5, font: 'bold', align: 'right' }, { text: f.money(owed), x: 576, size: 7.5, font: 'bold', align: 'right' }], 2);
    }
    hooks.page = (s) => s.row([{ text: `${d.provider}  -  ${L.account} ${d.account}  -  ${patientShown}  (continued)`, x: 36, size: 7.5, font: 'italic' }], 6);
    // Summary box at right, insurance facts at left.
    keepTogether(sheet, 96, BOTTOM);
    sheet.space(6).row([rule(36, 576, 6, '_')], 4);
    const summary: [string, string, FontName?][] = [
      [w.get('charges'), f.money(d.subtotal)],
      [w.get('insurancePaid'), f.credit(d.insurancePaid)],
      [insured ? w.get('adjustments') : 'Uninsured Discount', f.credit(d.adjustments)],
      [w.get('patientPaid'), f.credit(d.patientPaid)],
      [L.amount === 'PLEASE PAY' ? 'Please Pay' : 'Amount Due', f.money(d.amountDue), 'bold'],
    ];
    const facts: Cell[][] = [
      [{ text: w.get('insurer'), x: 36, size: 7.5, font: 'bold' }],
      [{ text: insured ? d.insurer : 'No insurance on file - self-pay', x: 36, size: 8 }],
      ...(insured ? [[{ text: `Member ID ${rng.letters(3)}${rng.digits(9)}`, x: 36, size: 8 }]] : []),
      [{ text: insured ? 'Your plan has processed these claims. The balance is your deductible, copay or coinsurance.' : 'If you had insurance on the date of service, call us and we will bill your plan.', x: 36, size: 7, font: 'italic' }],
    ];
    columns(
      sheet,
      facts,
      summary.map(([label, value, font]): Cell[] => [{ text: label, x: 350, font: font ?? 'regular' }, { text: value, x: 576, align: 'right', font }]),
    );
    keepTogether(sheet, 96, BOTTOM);
    sheet.space(8).row([rule(36, 576, 8, '-')]);
    sheet.row([{ text: 'Please return this portion with your check. Write the account number on your check.', x: 36, size: 7, font: 'italic' }], 4);
    const remitBox = `PO Box ${rng.int(1000, 99999)}`;
    const remit = address(rng, split);
    sheet.row([{ text: 'Make checks payable to:', x: 36, size: 7.5 }, { text: L.account, x: 350, size: 7, font: 'bold' }, { text: d.account, x: 576, align: 'right' }]);
    sheet.row([{ text: d.provider, x: 36, font: 'bold' }, { text: L.amount, x: 350, size: 7, font: 'bold' }, { text: f.money(d.amountDue), x: 576, align: 'right', font: 'bold' }]);
    sheet.row([{ text: office, x: 36 }, { text: 'AMOUNT ENCLOSED', x: 350, size: 7, font: 'bold' }, { text: '$ ____________', x: 576, align: 'right' }]);
    sheet.row([{ text: remitBox, x: 36 }]);
    sheet.row([{ text: remit.line2, x: 36 }, { text: scanLine(rng, d), x: 576, align: 'right', font: 'mono', size: 8 }]);
    everyPage(sheet, (page, count) => [
      { text: `${d.provider}  |  Federal Tax ID ${rng.digits(2)}-${rng.digits(7)}`, x: 36, y: H - 40, size: 6.5, grey: 0.35 },
      { text: `Page ${page} of ${count}`, x: 576, y: H - 40, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(d, {}, { patient: patientShown, patientAddress: up(d.patientAddr.full) }), doc: sheet };
  }),

  // An optometry practice's monthly statement as a letter: the practice and its optometrists at the
  // top, the statement date and account beside them, the guarantor's address, "Statement for ..." in
  // prose with the patient's name, a salutation and a paragraph about the vision plan; then the
  // account ledger in Courier: a balance forward (paid since), the exam on one date and the eyewear or
  // contact lenses dispensed on a later one, lenses and lens options per lens (quantity 2), copay and
  // deposit credits, the vision plan's payment and its allowance write-off, all in one amount column
  // with credits marked; the account summary in Courier below; notes naming the optical lab that made
  // the lenses and the collection agency (with its address and phone) for accounts past 90 days.
  fam('optometry-letter-ledger', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, {
      kind: 'physician',
      services: EYE_EXAMS,
      items: [1, 1],
      onePageItems: [1, 1],
      account: ['digits8', 'dash'],
      phone: ['parens', 'dots', 'dashes'],
      link: ['short', 'portal'],
    });
    const stem = rng.pick([...n.PROVIDER_STEMS, ...ORG_STEMS.dev]);
    d.provider = rng.pick(EYE_PRACTICE_NAMES)(stem);
    d.link = payLink(rng, d.provider, rng.pick(['short', 'portal'] as const));
    const exam = d.items[0];
    const examDate = d.serviceDate;
    const dispensed = addDays(examDate, rng.int(7, 16));
    const make = (s: Service, date: string, qty = 1): Item => {
      const unit = rng.money(s[2], s[3]);
      return { description: s[0], code: s[1], rev: '', qty, unit, amount: roundCents(unit * qty), date };
    };
    const contacts = rng.bool(0.3);
    const extras: Item[] = [];
    if (rng.bool(0.7)) extras.push(make(EYE_REFRACTION, examDate));
    if (!options.onePage) for (const s of pickDistinct(rng, EYE_TESTS, rng.int(0, 2))) extras.push(make(s, examDate));
    if (contacts) extras.push(make(EYE_CONTACT_FITTING, examDate));
    const materials: Item[] = contacts
      ? [make(CONTACT_LENSES, dispensed, rng.pick([2, 4, 8]))]
      : [make(rng.pick(FRAMES), dispensed), make(rng.pick(LENSES), dispensed, 2), ...(options.onePage ? [] : pickDistinct(rng, LENS_OPTIONS, rng.int(0, 3)).map((s) => make(s, dispensed, 2)))];
    d.items = [...(exam ? [exam] : []), ...extras, ...materials];
    d.subtotal = roundCents(d.items.reduce((s, i) => s + i.amount, 0));
    d.lastServiceDate = dispensed;
    // The vision plan: the exam less a copay, refraction covered, other tests not; frames up to an
    // allowance (the overage 20 % off), lenses less a materials copay, lens options at a member price.
    const insured = rng.bool(0.8);
    const copay = insured ? rng.pick([10, 15, 20]) : 0;
    const materialsCopay = insured ? rng.pick([10, 20, 25]) : 0;
    const allowance = rng.pick([130, 150, 175, 200]);
    let ins = 0;
    let adj = 0;
    for (const i of d.items) {
      let plan = 0;
      let writeOff = 0;
      if (!insured) writeOff = i.code.startsWith('V') ? roundCents(i.amount * 0.1) : 0;
      else if (i.code === '92014' || i.code === '92004') {
        const allowed = roundCents(i.amount * (0.45 + rng.next() * 0.2));
        plan = roundCents(Math.max(0, allowed - copay));
        writeOff = roundCents(i.amount - allowed);
      } else if (i.code === '92015') {
        plan = roundCents(i.amount * 0.6);
        writeOff = roundCents(i.amount - plan);
      } else if (i.code === 'V2020') {
        const covered = Math.min(i.amount, allowance);
        plan = roundCents(covered * (0.45 + rng.next() * 0.2));
        writeOff = roundCents(covered - plan + Math.max(0, i.amount - allowance) * 0.2);
      } else if (i.code === 'V2520' || i.code === '92310') {
        const covered = Math.min(i.amount, roundCents(allowance * 0.6));
        plan = roundCents(covered * 0.8);
        writeOff = roundCents(covered - plan);
      } else if (LENSES.some((s) => s[1] === i.code)) {
        plan = roundCents(Math.max(0, i.amount * (0.5 + rng.next() * 0.2) - materialsCopay));
        writeOff = roundCents(Math.max(0, i.amount - plan - materialsCopay));
      } else if (i.code.startsWith('V')) writeOff = roundCents(i.amount * (0.2 + rng.next() * 0.2));
      ins = roundCents(ins + plan);
      adj = roundCents(adj + writeOff);
    }
    d.insurancePaid = ins;
    d.adjustments = adj;
    const share = roundCents(d.subtotal - ins - adj);
    const copayPaid = insured && rng.bool(0.7) ? Math.min(copay, share) : 0;
    const deposit = !contacts && rng.bool(0.7) ? Math.min(rng.pick([50, 75, 100, 150]), Math.max(0, roundCents(Math.floor((share - copayPaid) * 0.6)))) : 0;
    d.patientPaid = roundCents(copayPaid + deposit);
    d.amountDue = roundCents(share - d.patientPaid);
    const processed = addDays(dispensed, rng.int(10, 24));
    d.statementDate = addDays(processed, rng.int(4, 16));
    d.dueDate = addDays(d.statementDate, 30);
    const previous = rng.bool(0.45) ? rng.money(18, 190) : 0;
    const previousStatement = addDays(examDate, -rng.int(5, 25));
    const previousPaid = addDays(examDate, rng.int(0, 3));

    const visionPlan = `${rng.pick(INSURER_STEMS.dev)} ${rng.pick(['Vision Plan', 'Vision Benefits'])}`;
    const optometrists = [`${d.doctor}, O.D.`, ...(rng.bool(0.5) ? [`${person(rng, split)}, O.D.`] : [])];
    const lab = rng.pick(OPTICAL_LABS);
    const labAddr = address(rng, split);
    const agency = rng.pick(COLLECTION_AGENCIES);
    const agencyAddr = address(rng, split, { suite: true });
    const agencyPhone = phoneNumber(rng, 'toll-free');
    const selfGuarantor = rng.bool(0.55);
    const guarantor = selfGuarantor ? d.patient : d.guarantor;
    const f = fmt(rng, ['us-slash', 'us-2digit'], ['plain'], ['cr', 'trailing-minus', 'parens']);
    const up = (text: string) => text.toUpperCase();
    const longDate = (iso: string) => formatDate(iso, 'long');
    const L = {
      statementFor: rng.pick(['Statement for', 'Account statement for']),
      ledger: rng.pick(['ACCOUNT ACTIVITY', 'TRANSACTIONS THIS STATEMENT']),
      due: rng.pick(['BALANCE DUE', 'PLEASE PAY THIS AMOUNT']),
      previous: rng.pick(['PREVIOUS BALANCE', 'BALANCE FROM LAST STATEMENT']),
      payments: rng.pick(['PAYMENTS RECEIVED', 'YOUR PAYMENTS']),
      charges: rng.pick(['NEW CHARGES', 'CHARGES THIS PERIOD']),
      plan: rng.pick(['VISION PLAN PAYMENTS', 'INSURANCE PAYMENTS']),
      adjust: insured ? rng.pick(['PLAN WRITE-OFFS', 'ALLOWANCE ADJUSTMENTS']) : rng.pick(['COURTESY DISCOUNT', 'CASH DISCOUNT']),
    };
    const BOTTOM = 54;
    const { sheet, hooks } = newSheet({ size: 9, font: 'serif', top: 42, bottom: BOTTOM });
    sheet.row([{ text: d.provider, x: 48, size: 15, font: 'bold' }, { text: up(w.get('title')), x: 564, size: 10, font: 'bold', align: 'right' }]);
    sheet.row([{ text: optometrists.join('   |   '), x: 48, size: 8.5, font: 'italic' }, { text: `${colon(w.get('statementDate'))} ${f.date(d.statementDate)}`, x: 564, size: 8.5, align: 'right' }]);
    sheet.row([{ text: `${d.providerAddr.line1}, ${d.providerAddr.line2}`, x: 48, size: 8.5 }, { text: `${colon(w.get('account'))} ${d.account}`, x: 564, size: 8.5, align: 'right' }]);
    sheet.row([{ text: `Tel ${d.phone}   |   ${d.link}`, x: 48, size: 8.5 }], 4);
    sheet.row([rule(48, 564, 8, '_')], 14);
    sheet.row([{ text: guarantor, x: 64 }]).row([{ text: d.patientAddr.line1, x: 64 }]).row([{ text: d.patientAddr.line2, x: 64 }], 14);
    sheet.row([{ text: `${L.statementFor} ${d.patient}`, x: 48, size: 11, font: 'bold' }], 2);
    const visitWords = contacts ? 'eye examination and contact lenses' : 'eye examination and eyewear';
    sheet.row([{ text: `For the ${visitWords} of ${longDate(examDate)}${dispensed !== examDate ? ` (dispensed ${longDate(dispensed)})` : ''}.`, x: 48, size: 8.5, font: 'italic' }], 8);
    const salutation = selfGuarantor ? `Dear ${d.patient},` : `Dear ${guarantor},`;
    sheet.row([{ text: salutation, x: 48 }], 4);
    const paidHere = d.patientPaid > 0 ? `, after the ${formatMoney(d.patientPaid, 'dollar')} you paid in our office` : '';
    const letter = insured
      ? `${visionPlan} has processed the claim for the ${visitWords}. The plan paid its share of the exam and materials, and the amounts above your plan's allowances were discounted as your plan requires. The balance below is your portion${paidHere}.`
      : `We did not have vision insurance on file for this visit, so a discount was applied to your materials. The balance below is what remains${paidHere}. If you have a vision plan, please call us so we can submit your claim.`;
    for (const line of proseLines(letter, 118)) sheet.row([{ text: line, x: 48 }]);
    sheet.space(10);
    // The ledger in Courier: one amount column, credits marked.
    type Row = { iso: string; date: string; code: string; text: string; qty: string; amount: string };
    const rows: Row[] = [];
    const charge = (i: Item): Row => ({ iso: i.date, date: f.date(i.date), code: i.code, text: i.description, qty: String(i.qty), amount: f.money(i.amount) });
    const credit = (date: string, text: string, value: number): Row => ({ iso: date, date: f.date(date), code: '', text, qty: '', amount: f.credit(value) });
    rows.push({ iso: previousStatement, date: f.date(previousStatement), code: '', text: 'BALANCE FORWARD', qty: '', amount: f.money(previous) });
    const examLines = d.items.filter((i) => i.date === examDate);
    rows.push(...examLines.map(charge));
    if (previous > 0) rows.push(credit(previousPaid, 'PAYMENT ON PRIOR BALANCE - THANK YOU', previous));
    if (copayPaid > 0) rows.push(credit(examDate, 'COPAY COLLECTED AT VISIT', copayPaid));
    if (deposit > 0) rows.push(credit(examDate, 'DEPOSIT ON EYEWEAR ORDER', deposit));
    rows.push(...d.items.filter((i) => i.date !== examDate).map(charge));
    if (insured) {
      rows.push(credit(processed, up(`Plan payment - ${visionPlan}`), ins));
      if (adj > 0) rows.push(credit(processed, 'PLAN ALLOWANCE WRITE-OFF', adj));
    } else if (adj > 0) rows.push(credit(dispensed, L.adjust, adj));
    rows.sort((a, b) => a.iso.localeCompare(b.iso));
    sheet.row([{ text: L.ledger, x: 48, font: 'mono-bold', size: 8.5 }], 2);
    table(
      sheet,
      hooks,
      [
        { head: 'DATE', x: 48, cell: (r: Row) => r.date },
        { head: 'CODE', x: 110, cell: (r) => r.code },
        { head: up(w.get('colDescription')), x: 154, cell: (r) => r.text },
        { head: 'QTY', x: 430, align: 'right', cell: (r) => r.qty },
        { head: 'AMOUNT', x: 564, align: 'right', cell: (r) => r.amount },
      ],
      rows,
      { size: 8, headSize: 8, headFont: 'mono-bold', rowFont: () => 'mono', repeat: true, banner: (s) => s.row([{ text: `${d.provider} - ${d.account} - ${d.patient} (continued)`, x: 48, size: 8, font: 'italic' }], 4) },
    );
    sheet.row([rule(48, 564, 8, '-', 'mono')], 2);
    const summary: [string, string][] = [
      [L.previous, f.money(previous)],
      [L.payments, f.credit(roundCents(previous + copayPaid + deposit))],
      [L.charges, f.money(d.subtotal)],
      [L.plan, f.credit(ins)],
      [L.adjust, f.credit(adj)],
    ];
    keepTogether(sheet, (summary.length + 2) * 12.4 + 8, BOTTOM);
    for (const [label, value] of summary) sheet.row([{ text: padR(label, 28), x: 250, font: 'mono', size: 8 }, { text: value, x: 564, align: 'right', font: 'mono', size: 8 }]);
    sheet.row([{ text: padR(L.due, 28), x: 250, font: 'mono-bold', size: 9 }, { text: f.money(d.amountDue), x: 564, align: 'right', font: 'mono-bold', size: 9 }], 10);
    const notes = [
      ...(contacts ? [] : [`Your lenses were made by ${lab}, ${labAddr.line2}. Questions about your eyewear go to our optical staff, not to the lab.`]),
      `${w.get('payOnline')} ${d.link}, or call ${d.phone}. Payment is due by ${longDate(d.dueDate)}.`,
      `Accounts more than 90 days past due may be referred to ${agency}, ${agencyAddr.line1}, ${agencyAddr.line2}, ${agencyPhone}.`,
    ];
    keepTogether(sheet, notes.length * 2 * 12 + 60, BOTTOM);
    for (const note of notes) for (const line of proseLines(note, 118)) sheet.row([{ text: line, x: 48, size: 8.5 }]);
    sheet.space(10).row([{ text: 'Sincerely,', x: 48 }], 4).row([{ text: `${d.provider} Billing Office`, x: 48, font: 'italic' }]);
    everyPage(sheet, (page, count) => (count > 1 ? [{ text: `Page ${page} of ${count}`, x: 564, y: H - 38, size: 7.5, align: 'right' }] : []));
    return { truth: truthOf(d, {}), doc: sheet };
  }),
];

// ---------------------------------------------------------------------------------------------
// Fresh dev families, second set: a hospital's itemized statement of an emergency visit and
// observation stay grouped by department (revenue code, CPT/HCPCS with modifiers, units x unit price
// and department subtotals), an urgent care account ledger whose descriptions wrap onto two lines
// with payments and adjustments posted between the charges, and a landscape lab invoice whose lines
// sit in a "Summary of Services" box with dotted leaders and "qty x price =" amounts. Their wording is
// their own (below), beside a few labels from the dev pools.

/** Emergency facility levels, the first line of an observation account: [description, code, min, max, revenue code]. */
const OBS_ED_LEVELS: readonly Service[] = [
  ['HC ED VISIT LEVEL 4 MOD SEVERITY', '99284', 1400, 3200, '0450'],
  ['HC ED VISIT LEVEL 5 HIGH SEVERITY', '99285', 2300, 5200, '0450'],
  ['HC ED VISIT LEVEL 5 HIGH SEVERITY', '99285', 2300, 5200, '0450'],
];
/** Observation care is billed by the hour (units), one line per calendar day of the stay. */
const OBS_HOURS: Service = ['HC OBSERVATION SERVICES PER HR', 'G0378', 38, 92, '0762'];
const OBS_LINES: readonly Service[] = [
  ['HC CBC WITH AUTOMATED DIFF', '85025', 48, 150, '0305'],
  ['HC COMPREHENSIVE METABOLIC PANEL', '80053', 90, 320, '0301'],
  ['HC TROPONIN I HIGH SENSITIVITY', '84484', 80, 260, '0301'],
  ['HC TROPONIN I HIGH SENSITIVITY', '84484', 80, 260, '0301'],
  ['HC MAGNESIUM SERUM', '83735', 30, 110, '0301'],
  ['HC PROTHROMBIN TIME/INR', '85610', 28, 95, '0305'],
  ['HC LIPASE SERUM', '83690', 40, 150, '0301'],
  ['HC VENIPUNCTURE ROUTINE', '36415', 12, 40, '0300'],
  ['HC URINALYSIS AUTO W/ MICRO', '81001', 25, 90, '0300'],
  ['HC BLOOD CULTURE BACTERIA', '87040', 70, 210, '0306'],
  ['HC XR CHEST 1 VIEW', '71045', 150, 480, '0324'],
  ['HC CT HEAD W/O CONTRAST', '70450', 1600, 4200, '0351'],
  ['HC CT ANGIO CHEST W CONTRAST', '71275', 2400, 6200, '0352'],
  ['HC US ABDOMEN LIMITED', '76705', 500, 1500, '0402'],
  ['HC EKG TRACING ONLY', '93005', 120, 420, '0730'],
  ['HC ECHO TTE COMPLETE W DOPPLER', '93306', 1400, 3600, '0483'],
  ['HC IV PUSH INITIAL DRUG', '96374', 180, 520, '0260'],
  ['HC IV PUSH EA ADDL SEQ NEW DRUG', '96375', 90, 240, '0260'],
  ['HC IV HYDRATION EA ADDL HOUR', '96361', 80, 220, '0260'],
  ['HC NEBULIZER TREATMENT', '94640', 70, 220, '0412'],
  ['HC PULSE OXIMETRY MULTIPLE', '94761', 45, 140, '0460'],
  ['ONDANSETRON HCL PER 1 MG INJ', 'J2405', 6, 24, '0636'],
  ['KETOROLAC TROMETH PER 15 MG INJ', 'J1885', 18, 60, '0636'],
  ['SODIUM CHLORIDE 0.9% 1000 ML', 'J7030', 45, 160, '0258'],
  ['HEPARIN SODIUM PER 1000 UNITS', 'J1644', 5, 22, '0636'],
  ['ASPIRIN 81 MG CHEW TAB', '', 1, 6, '0250'],
  ['ACETAMINOPHEN 325 MG TAB', '', 1, 8, '0250'],
  ['ATORVASTATIN 40 MG TAB', '', 3, 16, '0250'],
  ['HC IV START KIT', '', 35, 120, '0270'],
  ['HC ECG ELECTRODES PACK', '', 8, 30, '0270'],
  ['HC SALINE FLUSH SYRINGE 10 ML', '', 4, 18, '0272'],
];
/** Lines billed in several units: [min, max] by code, or by description when the line has none. */
const OBS_UNITS: Readonly<Record<string, readonly [number, number]>> = {
  J2405: [4, 8],
  J1885: [1, 2],
  J7030: [1, 3],
  J1644: [5, 10],
  '36415': [1, 3],
  '96375': [1, 3],
  '96361': [1, 4],
  '94640': [1, 3],
  '94761': [1, 2],
  'ASPIRIN 81 MG CHEW TAB': [1, 4],
  'ACETAMINOPHEN 325 MG TAB': [2, 6],
  'ATORVASTATIN 40 MG TAB': [1, 2],
  'HC ECG ELECTRODES PACK': [1, 3],
  'HC SALINE FLUSH SYRINGE 10 ML': [2, 6],
};
const obsUnits = (rng: Rng, s: Service): number => {
  const range = OBS_UNITS[s[1] === '' ? s[0] : s[1]];
  return range ? rng.int(range[0], range[1]) : 1;
};
/** Modifiers a facility puts on a line: 25 on the ED level, JZ on single-dose drugs with nothing wasted (91 on a repeated lab test, below). */
const OBS_MODIFIERS: Readonly<Record<string, string>> = { '99284': '25', '99285': '25', J2405: 'JZ', J1885: 'JZ' };
/** Departments by revenue code, in revenue-code order: [heading, revenue codes]. */
const OBS_DEPARTMENTS: readonly (readonly [string, readonly string[]])[] = [
  ['PHARMACY', ['0250', '0258', '0636']],
  ['IV THERAPY', ['0260']],
  ['MEDICAL/SURGICAL SUPPLIES', ['0270', '0272']],
  ['LABORATORY', ['0300', '0301', '0305', '0306']],
  ['RADIOLOGY AND IMAGING', ['0324', '0351', '0352', '0402']],
  ['RESPIRATORY SERVICES', ['0412', '0460']],
  ['EMERGENCY DEPARTMENT', ['0450']],
  ['CARDIOLOGY', ['0483', '0730']],
  ['OBSERVATION', ['0762']],
];
const OBS_HOSPITAL_NAMES: readonly ((stem: string) => string)[] = [(stem) => `${stem} Memorial Hospital`, (stem) => `${stem} General Hospital`, (stem) => `${stem} Regional Medical Center`, (stem) => `${stem} Hospital`];
const OBS_ED_GROUPS = ['Tri-Valley Emergency Physicians, PA', 'Summit Emergency Medicine Associates', 'Bayfront Emergency Care Physicians'];
const OBS_RADIOLOGY_GROUPS = ['Northfield Radiology Consultants', 'Lakeside Imaging Physicians, LLC', 'Clearbrook Radiology Group'];

/** Urgent care services whose descriptions print on two lines: [first line, second line, code, min, max]. */
type WrapService = readonly [string, string, string, number, number];
const UC_NEW_VISITS: readonly WrapService[] = [
  ['Office/outpatient visit, new patient,', 'low level of medical decision making', '99203', 150, 260],
  ['Office/outpatient visit, new patient,', 'moderate level of medical decision making', '99204', 230, 390],
];
const UC_RETURN_VISITS: readonly WrapService[] = [
  ['Office/outpatient visit, established pt,', 'low level of medical decision making', '99213', 120, 210],
  ['Office/outpatient visit, established pt,', 'moderate level of medical decision making', '99214', 170, 300],
];
const UC_EXTRAS: readonly WrapService[] = [
  ['Strep A antigen, rapid immunoassay,', 'direct optical observation', '87880', 28, 70],
  ['Influenza A/B antigen, rapid immunoassay,', 'direct optical observation', '87804', 30, 75],
  ['SARS-CoV-2 antigen detection, rapid', 'immunoassay with optical read', '87811', 40, 95],
  ['Urinalysis by dip stick, automated,', 'without microscopy', '81003', 15, 40],
  ['Blood glucose by monitoring device', 'cleared for home use (fingerstick)', '82962', 10, 30],
  ['X-ray exam of chest, 2 views,', 'frontal and lateral', '71046', 90, 210],
  ['X-ray exam of wrist, complete,', 'minimum of 3 views', '73110', 95, 220],
  ['X-ray exam of ankle, complete,', 'minimum of 3 views', '73610', 95, 220],
  ['Simple repair of superficial wound,', 'extremities, 2.5 cm or less', '12001', 180, 360],
  ['Application of short arm splint,', 'forearm to hand, static', '29125', 90, 190],
  ['Therapeutic/diagnostic injection,', 'subcutaneous or intramuscular', '96372', 35, 80],
  ['Injection, ceftriaxone sodium,', '1 gram (4 units of 250 mg)', 'J0696', 45, 140],
  ['Injection, dexamethasone sodium', 'phosphate, 10 mg (10 units)', 'J1100', 12, 40],
  ['Inhalation treatment for airway', 'obstruction, nebulizer, per session', '94640', 45, 110],
  ['Electrocardiogram, routine, 12 leads,', 'with interpretation and report', '93000', 55, 130],
  ['Tdap vaccine, 7 years or older,', 'for intramuscular use', '90715', 55, 95],
  ['Immunization administration,', 'first vaccine or toxoid component', '90471', 25, 50],
  ['Removal of impacted cerumen using', 'instrumentation, one ear', '69210', 75, 160],
  ['Office services during scheduled', 'evening, weekend or holiday hours', '99051', 25, 60],
];
/** Tests waived under CLIA carry modifier QW on the claim and the statement. */
const UC_WAIVED = new Set(['87880', '87804', '87811', '81003', '82962']);
const UC_NAMES: readonly ((stem: string) => string)[] = [(stem) => `${stem} Urgent Care`, (stem) => `${stem} Immediate Care`, (stem) => `${stem} Walk-In Clinic`, (stem) => `${stem} Urgent & Family Care`];
/** Billing companies that send an urgent care chain's statements: [name, payment brand]. */
const UC_BILLING_SERVICES = ['Brightline Medical Billing, Inc.', 'Ridgeway Practice Solutions, LLC', 'Copperton Healthcare Billing Co.', 'Meridian Claims & Billing Services'];
const CARD_BRANDS = ['Visa', 'Mastercard', 'Discover', 'Amex'];

/** Tests a laboratory bills: [description (at most 34 characters), CPT, min, max]. */
const LAB_BOX_TESTS: readonly Service[] = [
  ['COMPREHENSIVE METABOLIC PANEL', '80053', 38, 160],
  ['LIPID PANEL', '80061', 30, 140],
  ['HEMOGLOBIN A1C', '83036', 25, 95],
  ['CBC W/ AUTO DIFFERENTIAL', '85025', 18, 80],
  ['TSH, THIRD GENERATION', '84443', 35, 150],
  ['VITAMIN D, 25-HYDROXY', '82306', 45, 210],
  ['FERRITIN', '82728', 25, 110],
  ['URINE CULTURE, QUANTITATIVE', '87086', 30, 120],
  ['ALLERGEN SPECIFIC IGE, EACH', '86003', 12, 38],
  ['TISSUE TRANSGLUTAMINASE IGA', '86364', 40, 160],
  ['PSA, TOTAL', '84153', 30, 130],
  ['HEPATITIS C VIRUS ANTIBODY', '86803', 30, 120],
  ['CHLAMYDIA TRACHOMATIS, NAA', '87491', 60, 190],
  ['NEISSERIA GONORRHOEAE, NAA', '87591', 60, 190],
  ['SUSCEPTIBILITY, MIC, PER PLATE', '87186', 20, 70],
  ['B-TYPE NATRIURETIC PEPTIDE', '83880', 60, 220],
  ['MAGNESIUM', '83735', 15, 60],
  ['URIC ACID, BLOOD', '84550', 12, 55],
  ['IRON AND IRON BINDING CAPACITY', '83550', 20, 90],
  ['VITAMIN B-12', '82607', 30, 130],
];
const LAB_BOX_DRAW: Service = ['VENIPUNCTURE', '36415', 8, 25];
const LAB_BOX_UNITS: Readonly<Record<string, readonly [number, number]>> = { '86003': [6, 24], '87186': [1, 3] };
/** Tests sent on to a reference laboratory (marked on the invoice). */
const LAB_BOX_SENDOUTS = new Set(['86003', '86364', '82306', '87491', '87591', '83880']);
const LAB_BOX_NAMES: readonly ((stem: string) => string)[] = [(stem) => `${stem} Laboratory`, (stem) => `${stem} Pathology, P.C.`, (stem) => `${stem} Lab Services`, (stem) => `${stem} Medical Laboratory`];
const REFERENCE_LABS = ['Great Plains Reference Laboratory', 'Coastal Esoteric Labs, Inc.', 'Tri-State Reference Lab'];

const devFamiliesFresh2: FamilyDef[] = [
  // A hospital's itemized statement of an emergency visit that became an observation stay (the kind a
  // patient requests to check a bill): the hospital's name and the patient business office with its
  // phone, a grid of labels above values (patient, MRN, account, arrival and discharge dates, patient
  // type, attending physician, financial class, the plan); the guarantor's window block beside the
  // balance box; a notice naming the physician groups that bill apart (each with its phone); then the
  // charges grouped under department headings (pharmacy, IV therapy, laboratory ...) with revenue code,
  // CPT/HCPCS with modifiers (99285-25, 84484-91, J2405-JZ), the date, units, unit price and line total,
  // a subtotal per department and the total of all departments; the account summary; the column heads
  // and a banner repeat on every page and the footer counts pages.
  fam('hospital-observation-itemized', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, {
      kind: 'hospital',
      services: OBS_LINES,
      items: [10, 64],
      onePageItems: [2, 3],
      spreadDays: 2,
      insured: 0.85,
      insuredShare: [0.35, 0.75],
      adjusted: 0.75,
      patientPaid: 0.35,
      account: ['digits10', 'hosp'],
      phone: ['parens', 'toll-free'],
      qty: obsUnits,
    });
    const stem = rng.pick([...n.PROVIDER_STEMS, ...ORG_STEMS.dev]);
    d.provider = rng.pick(OBS_HOSPITAL_NAMES)(stem);
    d.link = payLink(rng, d.provider, rng.pick(['https', 'portal'] as const));
    // The ED level on arrival, and the observation hours of each calendar day of the stay.
    const level = rng.pick(OBS_ED_LEVELS);
    const levelPrice = rng.money(level[2], level[3]);
    const added: Item[] = [{ description: level[0], code: level[1], rev: level[4] ?? '', qty: 1, unit: levelPrice, amount: levelPrice, date: d.serviceDate }];
    const days: string[] = [];
    for (let day = d.serviceDate; day <= d.lastServiceDate; day = addDays(day, 1)) days.push(day);
    // One chargemaster price per hour for the whole stay.
    const unit = rng.money(OBS_HOURS[2], OBS_HOURS[3]);
    days.forEach((day, k) => {
      const hours = days.length === 1 ? rng.int(8, 23) : k === 0 ? rng.int(3, 10) : k === days.length - 1 ? rng.int(4, 14) : 24;
      added.push({ description: OBS_HOURS[0], code: OBS_HOURS[1], rev: OBS_HOURS[4] ?? '', qty: hours, unit, amount: roundCents(unit * hours), date: day });
    });
    // A chargemaster has one price per item: a line billed again costs the same per unit.
    const prices = new Map<string, number>();
    const priced = d.items.map((i) => {
      const unitPrice = prices.get(i.description) ?? i.unit;
      prices.set(i.description, unitPrice);
      return { ...i, unit: unitPrice, amount: roundCents(unitPrice * i.qty) };
    });
    d.items = [...added, ...priced];
    rebalance(d);
    // The lines print department by department (the truth lists them in that order), by date within one.
    const edFirst = rng.bool(0.4);
    const departments = edFirst ? [...OBS_DEPARTMENTS.filter(([name]) => name === 'EMERGENCY DEPARTMENT' || name === 'OBSERVATION'), ...OBS_DEPARTMENTS.filter(([name]) => name !== 'EMERGENCY DEPARTMENT' && name !== 'OBSERVATION')] : OBS_DEPARTMENTS;
    const groups = departments.map(([name, revs]) => ({ name, lines: d.items.filter((i) => revs.includes(i.rev)).sort((a, b) => a.date.localeCompare(b.date) || a.rev.localeCompare(b.rev)) })).filter((g) => g.lines.length > 0);
    const ordered = groups.flatMap((g) => g.lines);
    if (ordered.length !== d.items.length) throw new Error('an observation line without a department');
    d.items = ordered;
    const seen = new Set<string>();
    const modifier = new Map<Item, string>();
    for (const i of d.items) {
      const repeat = seen.has(i.code) && i.code !== '';
      modifier.set(i, repeat && i.rev.startsWith('030') ? '91' : repeat && ['0324', '0351', '0352', '0402'].includes(i.rev) ? '76' : (OBS_MODIFIERS[i.code] ?? ''));
      seen.add(i.code);
    }
    const codeShown = (i: Item): string => {
      const mod = modifier.get(i) ?? '';
      return mod ? `${i.code}-${mod}` : i.code;
    };

    const insured = d.insurancePaid > 0;
    const f = fmt(rng, ['us-slash', 'us-2digit', 'us-short'], ['dollar', 'dollar-nocomma'], ['minus', 'trailing-minus']);
    const tableMoney = (v: number) => formatMoney(v, 'plain');
    const up = (text: string) => text.toUpperCase();
    const caps = rng.bool(0.5);
    const patientShown = caps ? up(lastFirst(d.patient)) : d.patient;
    const selfGuarantor = rng.bool(0.6);
    const guarantor = selfGuarantor ? d.patient : d.guarantor;
    const edGroup = rng.pick(OBS_ED_GROUPS);
    const radGroup = rng.pick(OBS_RADIOLOGY_GROUPS);
    const edPhone = phoneNumber(rng, 'toll-free');
    const radPhone = phoneNumber(rng, rng.pick(['parens', 'dashes'] as const));
    const mrn = `MR${rng.digits(7)}`;
    const L = {
      title: rng.pick(['ITEMIZED STATEMENT', 'DETAILED ITEMIZED BILL', 'ITEMIZATION OF CHARGES']),
      office: rng.pick(['Patient Business Office', 'Hospital Billing Department', 'Patient Accounts']),
      call: rng.pick(['Billing questions:', 'Call us at']),
      arrival: rng.pick(['ARRIVAL DATE', 'FROM DATE']),
      discharge: rng.pick(['DISCHARGE DATE', 'THROUGH DATE']),
      type: rng.pick(['PATIENT TYPE', 'ENCOUNTER TYPE']),
      typeValue: rng.pick(['OUTPATIENT OBSERVATION', 'OBSERVATION (OUTPT)']),
      attending: rng.pick(['ATTENDING PHYSICIAN', 'ATTENDING']),
      financial: rng.pick(['FINANCIAL CLASS', 'PAYER CLASS']),
      plan: rng.pick(['PRIMARY INSURANCE', 'PRIMARY PAYER']),
      mrn: rng.pick(['MEDICAL RECORD NO.', 'MRN']),
      balanceBox: rng.pick(['PATIENT BALANCE', 'YOUR BALANCE']),
      payBy: rng.pick(['Please pay by', 'Payment due by']),
      rev: rng.pick(['Rev Cd', 'Rev']),
      code: rng.pick(['CPT/HCPCS', 'CPT/HCPCS-Mod']),
      description: rng.pick(['Charge Description', 'Service Description']),
      date: rng.pick(['Svc Date', 'Date']),
      units: rng.pick(['Units', 'Qty']),
      price: rng.pick(['Unit Price', 'Price/Unit']),
      total: rng.pick(['Line Total', 'Total Charge']),
      grand: rng.pick(['TOTAL CHARGES, ALL DEPARTMENTS', 'GRAND TOTAL OF CHARGES']),
      charges: rng.pick(['Total Hospital Charges', 'Gross Charges']),
      insurance: rng.pick(['Insurance Payments', 'Payments by Insurance']),
      adjust: insured ? rng.pick(['Contractual Adjustments', 'Insurance Contractual Allowance']) : rng.pick(['Uninsured Discount', 'Self-Pay Discount']),
      paid: rng.pick(['Patient Payments', 'Payments Received From You']),
      due: rng.pick(['Patient Balance Due', 'Balance Due From Patient']),
    };
    const heading = rng.pick([(name: string) => name, (name: string) => `DEPARTMENT: ${name}`, (name: string) => `** ${name} **`]);
    const subtotal = rng.pick([(name: string) => `SUBTOTAL - ${name}`, (_: string, count: number) => `Dept. subtotal (${count} ${count === 1 ? 'line' : 'lines'})`]);
    const BOTTOM = 54;
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 38, bottom: BOTTOM });
    sheet.row([{ text: d.provider, x: 36, size: 15, font: 'bold' }, { text: L.title, x: 576, size: 11, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${d.providerAddr.line1}, ${d.providerAddr.line2}`, x: 36 }, { text: L.office, x: 576, align: 'right', font: 'bold' }]);
    sheet.row([{ text: `Main ${phoneNumber(rng, 'dashes')}`, x: 36, size: 7.5 }, { text: `${L.call} ${d.phone}`, x: 576, align: 'right' }], 4);
    sheet.row([rule(36, 576, 8, '_')], 6);
    // The account facts: labels above values, four to a row.
    const grid: [string, string, number][][] = [
      [
        ['PATIENT', patientShown, 36],
        ['DATE OF BIRTH', f.date(d.dob), 196],
        [L.mrn, mrn, 306],
        [up(w.get('account')), d.account, 441],
      ],
      [
        [L.arrival, f.date(d.serviceDate), 36],
        [L.discharge, f.date(d.lastServiceDate), 196],
        [L.type, L.typeValue, 306],
        [up(w.get('statementDate')), f.date(d.statementDate), 441],
      ],
      [
        [L.attending, `${d.doctor}, MD`, 36],
        [L.financial, insured ? rng.pick(['COMMERCIAL', 'MANAGED CARE']) : 'SELF PAY', 196],
        [L.plan, insured ? d.insurer : 'None on file', 306],
      ],
    ];
    for (const row of grid) {
      sheet.row(row.map(([label, , x]) => ({ text: label, x, size: 6.5, font: 'bold' as FontName })));
      sheet.row(row.map(([, value, x]) => ({ text: value, x, size: 8.5 })), 3);
    }
    sheet.row([rule(36, 576, 8, '_')], 8);
    columns(
      sheet,
      [
        [{ text: bars(rng, 40), x: 52, size: 7, font: 'mono' }],
        [{ text: up(guarantor), x: 52 }],
        [{ text: up(d.patientAddr.line1), x: 52 }],
        [{ text: up(d.patientAddr.line2), x: 52 }],
      ],
      [
        [{ text: L.balanceBox, x: 360, font: 'bold', size: 8 }, { text: f.money(d.amountDue), x: 576, align: 'right', font: 'bold', size: 12 }],
        [{ text: L.payBy, x: 360 }, { text: f.date(d.dueDate), x: 576, align: 'right' }],
        [{ text: colon(w.get('payOnline')), x: 360, size: 7.5 }],
        [{ text: d.link, x: 576, align: 'right', size: 7.5 }],
      ],
    );
    sheet.space(8);
    const notice = `Physician services are not included on this statement. The emergency physician bills separately as ${edGroup} (${edPhone})${d.items.some((i) => ['0324', '0351', '0352', '0402'].includes(i.rev)) ? ` and the radiologist as ${radGroup} (${radPhone})` : ''}. Charges below are listed by hospital department and revenue code.`;
    for (const line of proseLines(notice, 150)) sheet.row([{ text: line, x: 36, size: 7, font: 'italic' }]);
    sheet.space(8);
    const cols: [string, number, ('left' | 'right')?][] = [
      [L.rev, 36],
      [L.code, 66],
      [L.description, 128],
      [L.date, 312],
      [L.units, 394, 'right'],
      [L.price, 468, 'right'],
      [L.total, 576, 'right'],
    ];
    const head = (s: Sheet) => {
      s.row(cols.map(([text, x, align]) => ({ text, x, align, font: 'bold' as FontName, size: 7 })));
      s.row([rule(36, 576, 6, '_')], -3);
    };
    const banner = (s: Sheet) => s.row([{ text: `${d.provider}  -  ${L.title}  -  ${patientShown}  -  ${d.account}  (continued)`, x: 36, size: 7.5, font: 'italic' }], 6);
    head(sheet);
    hooks.page = (s) => {
      banner(s);
      head(s);
    };
    const rowHeight = 7.5 * 1.55;
    for (const g of groups) {
      keepTogether(sheet, rowHeight * 3 + 6, BOTTOM);
      sheet.space(3).row([{ text: heading(g.name), x: 36, font: 'bold', size: 7.5 }]);
      for (const i of g.lines) {
        sheet.row([
          { text: i.rev, x: 36, size: 7.5 },
          { text: codeShown(i), x: 66, size: 7.5 },
          { text: i.description, x: 128, size: 7.5 },
          { text: f.date(i.date), x: 312, size: 7.5 },
          { text: String(i.qty), x: 394, size: 7.5, align: 'right' },
          { text: tableMoney(i.unit), x: 468, size: 7.5, align: 'right' },
          { text: tableMoney(i.amount), x: 576, size: 7.5, align: 'right' },
        ]);
      }
      const sum = roundCents(g.lines.reduce((s, i) => s + i.amount, 0));
      sheet.row([{ text: subtotal(g.name, g.lines.length), x: 468, size: 7.5, font: 'italic', align: 'right' }, { text: tableMoney(sum), x: 576, size: 7.5, font: 'bold', align: 'right' }]);
    }
    sheet.row([rule(394, 576, 6, '_')], -2);
    sheet.row([{ text: L.grand, x: 468, size: 8, font: 'bold', align: 'right' }, { text: tableMoney(d.subtotal), x: 576, size: 8, font: 'bold', align: 'right' }], 6);
    hooks.page = banner;
    const summary: [string, string, FontName?][] = [
      [L.charges, f.money(d.subtotal)],
      [L.insurance, f.credit(d.insurancePaid)],
      [L.adjust, f.credit(d.adjustments)],
      ...(d.patientPaid > 0 ? [[L.paid, f.credit(d.patientPaid)] as [string, string]] : []),
      [L.due, f.money(d.amountDue), 'bold'],
    ];
    const claimDate = addDays(d.lastServiceDate, rng.int(3, 9));
    const facts: Cell[][] = insured
      ? [
          [{ text: 'INSURANCE ACTIVITY', x: 36, size: 7, font: 'bold' }],
          [{ text: `Claim billed to ${d.insurer} on ${f.date(claimDate)}.`, x: 36, size: 7.5 }],
          [{ text: 'Your plan has paid; the balance is your deductible, copay or coinsurance.', x: 36, size: 7.5 }],
          [{ text: `Plan questions: ${d.insurerPhone}`, x: 36, size: 7.5 }],
        ]
      : [
          [{ text: 'NO INSURANCE ON FILE', x: 36, size: 7, font: 'bold' }],
          [{ text: 'An uninsured discount has been applied to your charges.', x: 36, size: 7.5 }],
          [{ text: 'Ask us about financial assistance and payment plans.', x: 36, size: 7.5 }],
        ];
    keepTogether(sheet, summary.length * 12.4 + 30, BOTTOM);
    sheet.space(4).row([{ text: 'ACCOUNT SUMMARY', x: 360, font: 'bold', size: 8 }]);
    columns(
      sheet,
      facts,
      summary.map(([label, value, font]): Cell[] => [{ text: label, x: 360, font: font ?? 'regular' }, { text: value, x: 576, align: 'right', font }]),
    );
    hooks.page = undefined;
    everyPage(sheet, (page, total) => [
      { text: `${d.provider}  |  ${L.office}  |  ${d.phone}`, x: 36, y: H - 40, size: 6.5, grey: 0.35 },
      { text: `Page ${page} of ${total}`, x: 576, y: H - 40, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(d, {}, { patient: patientShown, patientAddress: up(d.patientAddr.full) }), doc: sheet };
  }),

  // An urgent care chain's account statement sent by an outside billing company: the clinic's name
  // with its own phone beside it and its address, the statement facts beside the mailing block
  // (labels beside values), the billing company's questions line; then one ledger of several visits
  // where every charge's description wraps onto two lines (the long CPT wording) with its amounts
  // on the second, the visit's date only on its first line, QW on waived tests, and the copay taken at
  // the desk, the plan's payment and the contractual adjustment (or a self-pay discount) posted between
  // the charges, each with its own date, with CR credits and a running balance; the summary beside an
  // aging strip, and a remittance stub addressed to the billing company.
  fam('urgent-care-wrapped-ledger', 'dev', ({ rng, options, w, split }) => {
    const asService = (s: WrapService): Service => [`${s[0]} ${s[1]}`, s[2], s[3], s[4]];
    const d = draft(rng, split, options, {
      kind: 'urgent',
      services: UC_NEW_VISITS.map(asService),
      items: [1, 1],
      onePageItems: [1, 1],
      account: ['digits8', 'letters', 'dash'],
      phone: ['toll-free', 'parens'],
      link: ['portal', 'short'],
    });
    const stem = rng.pick([...n.PROVIDER_STEMS, ...ORG_STEMS.dev]);
    d.provider = rng.pick(UC_NAMES)(stem);
    d.link = payLink(rng, d.provider, rng.pick(['portal', 'short'] as const));
    const insured = rng.bool(0.8);
    const claimPrefix = rng.letters(2);
    type Visit = { date: string; lines: { s: WrapService; item: Item }[]; copay: number; ins: number; adj: number; owed: number; processed: string; claim: string; card: string };
    const visits: Visit[] = [];
    let date = d.serviceDate;
    const count = options.onePage ? rng.int(1, 2) : rng.int(2, 4);
    for (let v = 0; v < count; v++) {
      const chosen = [rng.pick(v === 0 ? UC_NEW_VISITS : UC_RETURN_VISITS), ...pickDistinct(rng, UC_EXTRAS, options.onePage ? rng.int(0, 1) : rng.int(0, 3))];
      const lines = chosen.map((s) => {
        const amount = rng.money(s[3], s[4]);
        return { s, item: { description: `${s[0]} ${s[1]}`, code: s[2], rev: UC_WAIVED.has(s[2]) ? 'QW' : '', qty: 1, unit: amount, amount, date } };
      });
      const charges = roundCents(lines.reduce((s, l) => s + l.item.amount, 0));
      let ins = 0;
      let adj: number;
      let copay: number;
      if (insured) {
        const allowed = roundCents(charges * (0.45 + rng.next() * 0.25));
        const copayDue = Math.min(allowed, rng.pick([25, 35, 50, 75]));
        ins = roundCents((allowed - copayDue) * rng.pick([1, 0.9, 0.8, 0.8]));
        adj = roundCents(charges - allowed);
        copay = rng.bool(0.8) ? copayDue : 0;
      } else {
        adj = roundCents(charges * rng.pick([0.3, 0.35, 0.4]));
        copay = rng.bool(0.85) ? Math.min(roundCents(charges - adj), rng.pick([100, 125, 150])) : 0;
      }
      const owed = roundCents(charges - ins - adj - copay);
      visits.push({ date, lines, copay, ins, adj, owed, processed: addDays(date, rng.int(14, 35)), claim: `${claimPrefix}${rng.digits(9)}`, card: `${rng.pick(CARD_BRANDS)} ending ${rng.digits(4)}` });
      date = addDays(date, rng.int(12, 75));
    }
    d.items = visits.flatMap((v) => v.lines.map((l) => l.item));
    d.lastServiceDate = visits.at(-1)?.date ?? d.serviceDate;
    const sumOf = (pick: (v: Visit) => number) => roundCents(visits.reduce((s, v) => s + pick(v), 0));
    d.subtotal = roundCents(d.items.reduce((s, i) => s + i.amount, 0));
    d.insurancePaid = sumOf((v) => v.ins);
    d.adjustments = sumOf((v) => v.adj);
    d.patientPaid = sumOf((v) => v.copay);
    d.amountDue = roundCents(d.subtotal - d.insurancePaid - d.adjustments - d.patientPaid);
    const lastPosting = visits.reduce((last, v) => (insured && v.processed > last ? v.processed : last), d.lastServiceDate);
    d.statementDate = addDays(lastPosting, rng.int(3, 12));
    d.dueDate = addDays(d.statementDate, rng.pick([21, 25, 30]));

    const service = rng.pick(UC_BILLING_SERVICES);
    const serviceAddr = address(rng, split, { notState: d.providerAddr.state });
    const serviceBox = `PO Box ${rng.int(1000, 99999)}`;
    const clinicPhone = phoneNumber(rng, rng.pick(['parens', 'dots'] as const));
    const selfGuarantor = rng.bool(0.6);
    const guarantor = selfGuarantor ? d.patient : d.guarantor;
    const f = fmt(rng, ['us-slash', 'us-short', 'us-2digit'], ['dollar'], ['cr', 'cr', 'minus']);
    const tf = { money: (v: number) => formatMoney(v, 'plain'), credit: (v: number) => formatCredit(v, 'plain', f.creditStyle) };
    const L = {
      title: rng.pick(['PATIENT STATEMENT', 'STATEMENT OF ACCOUNT']),
      date: rng.pick(['Statement Date', 'Date Issued']),
      balance: rng.pick(['Balance Due', 'Amount Now Due']),
      payBy: rng.pick(['Due Date', 'Please Pay By']),
      patient: rng.pick(['Patient:', 'Patient Name:']),
      questions: rng.pick(['Questions about this statement? Call', 'Billing questions:']),
      hours: rng.pick(['Mon-Fri 8 am - 6 pm', 'Monday through Friday, 8:00 - 5:00']),
      ledger: rng.pick(['ACCOUNT DETAIL', 'VISITS, PAYMENTS AND ADJUSTMENTS']),
      dateCol: rng.pick(['Date', 'Post Date']),
      codeCol: rng.pick(['Code', 'CPT']),
      descCol: rng.pick(['Description of Service', 'Description']),
      chargeCol: rng.pick(['Charges', 'Charge']),
      creditCol: rng.pick(['Pmts/Adj', 'Credits']),
      balanceCol: 'Balance',
      charges: rng.pick(['Total Charges', 'Charges This Period']),
      insurance: rng.pick(['Insurance Payments', 'Paid by Insurance']),
      adjust: insured ? rng.pick(['Insurance Adjustments', 'Contractual Write-offs']) : rng.pick(['Self-Pay Discounts', 'Uninsured Discounts']),
      paid: rng.pick(['Your Payments', 'Patient Payments']),
      due: rng.pick(['Balance Due', 'Total Due Now']),
      remit: rng.pick(['Remit to:', 'Mail payment to:']),
      enclosed: rng.pick(['Amount Paid', 'Amount Enclosed']),
    };
    const accountLabel = w.get('account');
    const BOTTOM = 50;
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 40, bottom: BOTTOM });
    sheet.row([{ text: d.provider, x: 40, size: 14, font: 'bold' }, { text: L.title, x: 572, size: 11, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${d.providerAddr.line1}, ${d.providerAddr.line2}   Tel. ${clinicPhone}`, x: 40 }], 10);
    const R = (label: string, value: string, font?: FontName, size?: number): Cell[] => [
      { text: label, x: 380, font: 'bold' },
      { text: value, x: 572, align: 'right', font, size },
    ];
    columns(
      sheet,
      [
        [{ text: bars(rng, 38), x: 56, size: 7, font: 'mono' }],
        [{ text: guarantor, x: 56, size: 9 }],
        [{ text: d.patientAddr.line1, x: 56, size: 9 }],
        [{ text: d.patientAddr.line2, x: 56, size: 9 }],
      ],
      [R(L.date, f.date(d.statementDate)), R(accountLabel, d.account), R(L.balance, f.money(d.amountDue), 'bold', 10), R(L.payBy, f.date(d.dueDate))],
      2,
    );
    sheet.space(8);
    sheet.row([
      { text: L.patient, x: 40, font: 'bold' },
      { text: d.patient, x: 100 },
      { text: 'Insurance:', x: 300, font: 'bold' },
      { text: insured ? d.insurer : 'Self-pay', x: 348 },
    ]);
    sheet.row([{ text: `Statements for ${d.provider} are prepared by ${service}${service.endsWith('.') ? '' : '.'}`, x: 40, size: 7.5 }]);
    sheet.row([{ text: `${L.questions} ${d.phone} (${L.hours})`, x: 40, size: 7.5 }]);
    sheet.row([{ text: `${colon(w.get('payOnline'))} ${d.link}`, x: 40, size: 7.5 }], 8);
    // The ledger: charges wrap onto two lines, amounts on the second; payments and adjustments between them.
    type Row = { iso: string; kind: number; first: boolean; code: string; a: string; b: string; charge?: number; credit?: number };
    const rows: Row[] = [];
    for (const v of visits) {
      v.lines.forEach(({ s, item }, k) => rows.push({ iso: v.date, kind: 0, first: k === 0, code: item.rev ? `${item.code} ${item.rev}` : item.code, a: s[0], b: s[1], charge: item.amount }));
      if (v.copay > 0) rows.push({ iso: v.date, kind: 1, first: true, code: '', a: insured ? 'Copay received - thank you' : 'Payment at time of service', b: v.card, credit: v.copay });
      if (insured) {
        rows.push({ iso: v.processed, kind: 2, first: true, code: '', a: 'Insurance payment', b: `${d.insurer}, claim ${v.claim}`, credit: v.ins });
        rows.push({ iso: v.processed, kind: 3, first: false, code: '', a: 'Contractual adjustment', b: `per ${d.insurer} allowed amount`, credit: v.adj });
      } else rows.push({ iso: v.date, kind: 3, first: false, code: '', a: 'Self-pay discount', b: 'uninsured patient pricing applied', credit: v.adj });
    }
    rows.sort((a, b) => a.iso.localeCompare(b.iso) || a.kind - b.kind);
    const head = (s: Sheet) => {
      s.row([
        { text: L.dateCol, x: 40, font: 'bold' },
        { text: L.codeCol, x: 92, font: 'bold' },
        { text: L.descCol, x: 146, font: 'bold' },
        { text: L.chargeCol, x: 420, font: 'bold', align: 'right' },
        { text: L.creditCol, x: 492, font: 'bold', align: 'right' },
        { text: L.balanceCol, x: 572, font: 'bold', align: 'right' },
      ]);
      s.row([rule(40, 572, 6, '_')], -2);
    };
    sheet.row([{ text: L.ledger, x: 40, font: 'bold', size: 9 }], 2);
    head(sheet);
    hooks.page = (s) => {
      s.row([{ text: `${d.provider}  -  ${d.patient}  -  ${accountLabel} ${d.account}  (continued)`, x: 40, size: 7.5, font: 'italic' }], 6);
      head(s);
    };
    let running = 0;
    let shownDate = '';
    for (const r of rows) {
      running = roundCents(running + (r.charge ?? 0) - (r.credit ?? 0));
      keepTogether(sheet, 2 * 8 * 1.55 + 2, BOTTOM);
      const dated = r.kind === 0 ? r.first && shownDate !== `${r.iso}/visit` : r.first;
      if (r.kind === 0 && r.first) shownDate = `${r.iso}/visit`;
      sheet.row([...(dated ? [{ text: f.date(r.iso), x: 40 }] : []), ...(r.code ? [{ text: r.code, x: 92 }] : []), { text: r.a, x: 146 }]);
      sheet.row(
        [
          { text: r.b, x: 146 },
          ...(r.charge !== undefined ? [{ text: tf.money(r.charge), x: 420, align: 'right' as const }] : []),
          ...(r.credit !== undefined ? [{ text: tf.credit(r.credit), x: 492, align: 'right' as const }] : []),
          { text: tf.money(running), x: 572, align: 'right' },
        ],
        2,
      );
    }
    sheet.row([rule(40, 572, 6, '_')], 2);
    hooks.page = undefined;
    // Summary at right, aging at left.
    const age = (v: Visit) => Math.round((Date.parse(d.statementDate) - Date.parse(v.date)) / 86_400_000);
    const buckets = [0, 0, 0, 0];
    for (const v of visits) {
      const days = age(v);
      const k = days <= 30 ? 0 : days <= 60 ? 1 : days <= 90 ? 2 : 3;
      buckets[k] = roundCents((buckets[k] ?? 0) + v.owed);
    }
    const summary: [string, string, FontName?][] = [
      [L.charges, f.money(d.subtotal)],
      [L.insurance, f.credit(d.insurancePaid)],
      [L.adjust, f.credit(d.adjustments)],
      [L.paid, f.credit(d.patientPaid)],
      [L.due, f.money(d.amountDue), 'bold'],
    ];
    const agingHeads = ['Current', '31-60 Days', '61-90 Days', 'Over 90'];
    keepTogether(sheet, summary.length * 12.4 + 150, BOTTOM);
    columns(
      sheet,
      [
        [{ text: 'AGING OF YOUR BALANCE', x: 40, font: 'bold', size: 7 }],
        agingHeads.map((text, k): Cell => ({ text, x: 100 + k * 62, size: 7, font: 'bold', align: 'right' })),
        buckets.map((value, k): Cell => ({ text: tf.money(value), x: 100 + k * 62, size: 7.5, align: 'right' })),
      ],
      summary.map(([label, value, font]): Cell[] => [{ text: label, x: 380, font: font ?? 'regular' }, { text: value, x: 572, align: 'right', font }]),
    );
    // The stub: addressed to the billing company's lockbox.
    sheet.space(8).row([rule(40, 572, 8, '-')]);
    sheet.row([{ text: w.get('detach'), x: 40, size: 7, font: 'italic' }], 4);
    const stub: [Cell, string, string, FontName?][] = [
      [{ text: L.remit, x: 40, font: 'bold' }, accountLabel, d.account],
      [{ text: d.provider, x: 52 }, L.due, f.money(d.amountDue), 'bold'],
      [{ text: `c/o ${service}`, x: 52 }, L.payBy, f.date(d.dueDate)],
      [{ text: `${serviceBox}, ${serviceAddr.line2}`, x: 52 }, L.enclosed, '$ __________'],
    ];
    for (const [left, label, value, font] of stub) sheet.row([left, { text: label, x: 380, font: 'bold' }, { text: value, x: 572, align: 'right', font }]);
    sheet.space(4).row([{ text: scanLine(rng, d), x: 572, align: 'right', font: 'mono', size: 8 }]);
    everyPage(sheet, (page, total) => (total > 1 ? [{ text: `Page ${page} of ${total}`, x: 572, y: H - 36, size: 7, align: 'right' }] : []));
    return { truth: truthOf(d, {}), doc: sheet };
  }),

  // An independent laboratory's patient invoice printed landscape in two columns: at left the lab's
  // letterhead and billing phone, the invoice facts as labels above values (two to a row), the amount
  // due in a ruled box, the ways to pay, a note naming the reference laboratory that performed the
  // marked tests (with its CLIA number and city) and a return portion with the mailing block; at right
  // a ruled "Summary of Services" box in Courier where each test runs into dotted leaders up to a
  // "qty x price =" figure and its amount, followed in the same box by the total, the plan's payment,
  // the adjustment and the patient's payment in parentheses and the balance. Long invoices continue on
  // further landscape pages in the right column.
  fam('lab-landscape-summary-box', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, {
      kind: 'lab',
      services: LAB_BOX_TESTS,
      items: [3, 44],
      onePageItems: [2, 6],
      distinct: true,
      insured: 0.75,
      patientPaid: 0.25,
      account: ['letters', 'digits10', 'inv'],
      phone: ['toll-free', 'dashes'],
      link: ['https', 'www'],
      qty: (r, s) => {
        const range = LAB_BOX_UNITS[s[1]];
        return range ? r.int(range[0], range[1]) : 1;
      },
    });
    // The blood draw comes first when blood was drawn (most invoices).
    if (rng.bool(0.75)) {
      const unit = rng.money(LAB_BOX_DRAW[2], LAB_BOX_DRAW[3]);
      d.items.unshift({ description: LAB_BOX_DRAW[0], code: LAB_BOX_DRAW[1], rev: '', qty: 1, unit, amount: unit, date: d.serviceDate });
      rebalance(d);
    }
    // Some invoices cover a second collection weeks later (a repeat draw ordered at the first visit).
    if (!options.onePage && rng.bool(0.35)) {
      const again = addDays(d.serviceDate, rng.int(20, 90));
      const draw = d.items.find((i) => i.code === LAB_BOX_DRAW[1])?.unit ?? rng.money(LAB_BOX_DRAW[2], LAB_BOX_DRAW[3]);
      d.items.push({ description: LAB_BOX_DRAW[0], code: LAB_BOX_DRAW[1], rev: '', qty: 1, unit: draw, amount: draw, date: again });
      for (const s of pickDistinct(rng, LAB_BOX_TESTS, rng.int(3, 20))) {
        const range = LAB_BOX_UNITS[s[1]];
        const qty = range ? rng.int(range[0], range[1]) : 1;
        const unit = d.items.find((i) => i.code === s[1])?.unit ?? rng.money(s[2], s[3]);
        d.items.push({ description: s[0], code: s[1], rev: '', qty, unit, amount: roundCents(unit * qty), date: again });
      }
      d.lastServiceDate = again;
      d.statementDate = addDays(again, rng.int(8, 30));
      d.dueDate = addDays(d.statementDate, rng.pick([21, 30]));
      rebalance(d);
    }
    const stem = rng.pick([...n.PROVIDER_STEMS, ...ORG_STEMS.dev]);
    d.provider = rng.pick(LAB_BOX_NAMES)(stem);
    d.link = payLink(rng, d.provider, rng.pick(['https', 'www'] as const));
    const insured = d.insurancePaid > 0;
    const refLab = rng.pick(REFERENCE_LABS);
    const refAddr = address(rng, split, { notState: d.providerAddr.state });
    const clia = `${rng.digits(2)}D${rng.digits(7)}`;
    const sendouts = d.items.filter((i) => LAB_BOX_SENDOUTS.has(i.code));
    const up = (text: string) => text.toUpperCase();
    const caps = rng.bool(0.5);
    const patientShown = caps ? up(lastFirst(d.patient)) : d.patient;
    const boxDate = rng.pick(['us-2digit', 'us-slash'] as const);
    const f = fmt(rng, ['long', 'abbrev', 'us-slash'], ['dollar'], ['parens']);
    const bm = (v: number) => formatMoney(v, 'plain');
    const bc = (v: number) => formatCredit(v, 'plain', 'parens');
    const L = {
      title: rng.pick(['PATIENT INVOICE', 'LABORATORY SERVICES INVOICE']),
      box: rng.pick(['SUMMARY OF SERVICES', 'Summary of Services']),
      invoice: rng.pick(['INVOICE NO.', 'INVOICE NUMBER']),
      date: rng.pick(['INVOICE DATE', 'DATE BILLED']),
      collected: rng.pick(['DATE COLLECTED', 'DATE OF SERVICE']),
      specimen: rng.pick(['SPECIMEN ID', 'REQUISITION NO.']),
      ordering: rng.pick(['ORDERING PROVIDER', 'REFERRING PHYSICIAN']),
      billed: rng.pick(['INSURANCE BILLED', 'PLAN BILLED']),
      due: rng.pick(['AMOUNT DUE', 'PATIENT AMOUNT DUE']),
      payBy: rng.pick(['Please pay by', 'Due upon receipt, no later than']),
      total: rng.pick(['TOTAL CHARGES', 'TOTAL BILLED']),
      insurance: insured ? `PAYMENT - ${up(d.insurer)}` : 'INSURANCE PAYMENT',
      adjust: insured ? rng.pick(['INSURANCE ADJUSTMENT', 'NETWORK DISCOUNT']) : rng.pick(['SELF-PAY DISCOUNT', 'UNINSURED DISCOUNT']),
      paid: rng.pick(['PATIENT PAYMENT RECEIVED', 'PAID BY PATIENT']),
      balance: rng.pick(['BALANCE DUE', 'PATIENT BALANCE']),
      ret: rng.pick(['RETURN THIS PORTION WITH YOUR PAYMENT', 'PLEASE RETURN THIS PART WITH PAYMENT']),
    };
    const PAGE_W = 792;
    const PAGE_H = 612;
    const BOTTOM = 44;
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 36, bottom: BOTTOM, width: PAGE_W, height: PAGE_H });
    // The right column flows (the services box); the left column is placed on page 1 beside it.
    const X = 340;
    const RIGHT = 756;
    const size = 7.5;
    const lineChars = 62;
    const leader = (left: string, width: number): string => (left.length + 2 > width ? `${left} .` : `${left} ${'.'.repeat(width - left.length - 1)}`);
    const mono = (text: string, x: number, o: Partial<Cell> = {}): Cell => ({ text, x, size, font: 'mono', ...o });
    const head = (s: Sheet) => {
      s.row([mono(`  ${padR('DATE', formatDate(d.serviceDate, boxDate).length)} ${padR('CPT', 6)} DESCRIPTION`, X, { font: 'mono-bold' }), mono('QTY x PRICE', 704, { align: 'right', font: 'mono-bold' }), mono('AMOUNT', RIGHT, { align: 'right', font: 'mono-bold' })]);
    };
    sheet.row([{ text: L.box, x: X, size: 10, font: 'bold' }]);
    sheet.row([rule(X, RIGHT, 7, '_')], 2);
    head(sheet);
    hooks.page = (s) => {
      s.row([{ text: `${d.provider}  -  ${L.invoice} ${d.account}  -  ${patientShown}  (continued)`, x: 36, size: 8, font: 'italic' }], 6);
      s.row([{ text: `${L.box} (continued)`, x: X, size: 10, font: 'bold' }]);
      s.row([rule(X, RIGHT, 7, '_')], 2);
      head(s);
    };
    for (const i of d.items) {
      const mark = sendouts.includes(i) ? '*' : ' ';
      const start = `${mark} ${formatDate(i.date, boxDate)} ${padR(i.code, 6)} `;
      sheet.row([mono(`${start}${leader(i.description, lineChars - start.length)}`, X), mono(`${i.qty} x ${bm(i.unit)} =`, 704, { align: 'right' }), mono(bm(i.amount), RIGHT, { align: 'right' })]);
    }
    sheet.row([mono('-'.repeat(10), RIGHT, { align: 'right' })], -2);
    const totalsRows: [string, string, boolean?][] = [
      [L.total, bm(d.subtotal)],
      [L.insurance, bc(d.insurancePaid)],
      [L.adjust, bc(d.adjustments)],
      ...(d.patientPaid > 0 ? [[L.paid, bc(d.patientPaid)] as [string, string]] : []),
      [L.balance, bm(d.amountDue), true],
    ];
    hooks.page = (s) => s.row([{ text: `${d.provider}  -  ${L.invoice} ${d.account}  -  ${patientShown}  (continued)`, x: 36, size: 8, font: 'italic' }], 6);
    const note = insured
      ? `${d.insurer} processed the claim for these tests. The balance is your share under your plan (deductible, copay or coinsurance); see the Explanation of Benefits from your plan.`
      : 'No insurance was on file when the specimen was received. A self-pay discount has been applied. If you have coverage, call us with your plan information.';
    const noteLines = proseLines(note, 96);
    keepTogether(sheet, (totalsRows.length + noteLines.length) * size * 1.55 + 24, BOTTOM, PAGE_H);
    for (const [label, value, bold] of totalsRows) sheet.row([mono(leader(label, 50), 430, bold ? { font: 'mono-bold' } : {}), mono(value, RIGHT, { align: 'right', ...(bold ? { font: 'mono-bold' } : {}) })]);
    sheet.row([rule(X, RIGHT, 7, '_')], 8);
    hooks.page = undefined;
    for (const line of noteLines) sheet.row([{ text: line, x: X, size: 7.5, font: 'italic' }]);
    // The left column on page 1.
    const left: (Cell & { y: number })[] = [];
    let y = 36;
    const put = (cells: Cell[], height: number) => {
      for (const c of cells) left.push({ ...c, y });
      y += height;
    };
    put([{ text: d.provider, x: 36, size: 12, font: 'bold' }], 17);
    put([{ text: d.providerAddr.line1, x: 36 }], 11);
    put([{ text: d.providerAddr.line2, x: 36 }], 11);
    put([{ text: `Billing Dept. ${d.phone}`, x: 36 }], 16);
    put([{ text: L.title, x: 36, size: 11, font: 'bold' }], 18);
    const pairs: [string, string, string, string][] = [
      [L.invoice, d.account, L.date, f.date(d.statementDate)],
      ['PATIENT', patientShown, 'DATE OF BIRTH', formatDate(d.dob, 'us-slash')],
      [L.collected, f.date(d.serviceDate), L.specimen, `${rng.letters(1)}${rng.digits(9)}`],
      [L.ordering, `${d.doctor}, MD`, L.billed, insured ? d.insurer : 'None (self-pay)'],
    ];
    for (const [la, va, lb, vb] of pairs) {
      put([{ text: la, x: 36, size: 6.5, font: 'bold' }, { text: lb, x: 180, size: 6.5, font: 'bold' }], 9);
      put([{ text: va, x: 36 }, { text: vb, x: 180 }], 15);
    }
    put([rule(36, 310, 7, '_')], 14);
    put([{ text: L.due, x: 36, size: 9, font: 'bold' }, { text: f.money(d.amountDue), x: 310, size: 14, font: 'bold', align: 'right' }], 21);
    put([{ text: `${L.payBy} ${f.date(d.dueDate)}`, x: 36 }], 10);
    put([rule(36, 310, 7, '_')], 16);
    put([{ text: colon(w.get('payOnline')), x: 36, size: 7.5 }], 10);
    put([{ text: d.link, x: 48, size: 7.5 }], 11);
    put([{ text: `By phone: ${d.phone}`, x: 36, size: 7.5 }], 16);
    const refNote =
      sendouts.length > 0
        ? `* Performed by ${refLab}, ${refAddr.line2} (CLIA ${clia}). Billed by ${d.provider}; do not pay the reference laboratory.`
        : `Testing performed by ${d.provider} (CLIA ${clia}).`;
    for (const line of proseLines(refNote, 66)) put([{ text: line, x: 36, size: 7, font: 'italic' }], 10);
    y += 8;
    put([rule(36, 310, 7, '-')], 12);
    put([{ text: L.ret, x: 36, size: 6.5, font: 'bold' }], 12);
    put([{ text: L.invoice, x: 36, size: 7 }, { text: d.account, x: 310, align: 'right' }], 11);
    put([{ text: L.due, x: 36, size: 7 }, { text: f.money(d.amountDue), x: 310, align: 'right', font: 'bold' }], 11);
    put([{ text: 'AMOUNT ENCLOSED', x: 36, size: 7 }, { text: '$ __________', x: 310, align: 'right' }], 16);
    put([{ text: up(patientShown.includes(',') ? d.patient : patientShown), x: 52 }], 11);
    put([{ text: up(d.patientAddr.line1), x: 52 }], 11);
    put([{ text: up(d.patientAddr.line2), x: 52 }], 11);
    for (const c of left) place(sheet.pages[0], c);
    const taxId = `${rng.digits(2)}-${rng.digits(7)}`;
    everyPage(sheet, (page, total) => [
      { text: `${d.provider}  |  Tax ID ${taxId}`, x: 36, y: PAGE_H - 32, size: 6.5, grey: 0.35 },
      { text: `Page ${page} of ${total}`, x: RIGHT, y: PAGE_H - 32, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(d, { itemDate: true }, { patient: patientShown, patientAddress: up(d.patientAddr.full) }), doc: sheet };
  }),
];

// ---------------------------------------------------------------------------------------------
// Dev families, third fresh round: a surgery center's facility statement, a radiology group's bill
// by study and a pediatric practice's statement to a parent.

/** An ambulatory surgery center's chargemaster line: [description, HCPCS ('' for none), revenue code, price per unit, units]. */
type AscLine = readonly [description: string, hcpcs: string, rev: string, min: number, max: number, units: readonly [number, number]];
type AscGroup = { specialty: string; procedures: readonly (readonly [name: string, cpt: string, min: number, max: number])[]; implants: readonly AscLine[]; supplies: readonly AscLine[]; drugs: readonly AscLine[]; bilateral?: boolean };

const ASC_CEFAZOLIN: AscLine = ['CEFAZOLIN SODIUM INJ 500 MG', 'J0690', '0636', 16, 44, [2, 4]];
const ASC_FENTANYL: AscLine = ['FENTANYL CITRATE INJ 0.1 MG', 'J3010', '0636', 9, 28, [1, 3]];
const ASC_MIDAZOLAM: AscLine = ['MIDAZOLAM HCL INJ PER 1 MG', 'J2250', '0636', 4, 14, [1, 4]];
const ASC_PROPOFOL: AscLine = ['PROPOFOL INJ 10 MG', 'J2704', '0636', 2.5, 7, [10, 30]];
const ASC_ONDANSETRON: AscLine = ['ONDANSETRON HCL INJ PER 1 MG', 'J2405', '0636', 3, 11, [4, 4]];
const ASC_DEXAMETHASONE: AscLine = ['DEXAMETHASONE SOD PHOS INJ 1 MG', 'J1100', '0636', 1.2, 5, [4, 10]];
const ASC_LR: AscLine = ['LACTATED RINGERS SOLN 1000 ML', 'J7120', '0258', 28, 95, [1, 2]];
const ASC_KETOROLAC: AscLine = ['KETOROLAC TROMETHAMINE INJ 15 MG', 'J1885', '0636', 8, 26, [1, 2]];
const ASC_LIDOCAINE: AscLine = ['LIDOCAINE HCL INJ 10 MG', 'J2001', '0636', 1.5, 6, [4, 10]];
const ASC_ACETAMINOPHEN: AscLine = ['ACETAMINOPHEN INJ 10 MG', 'J0131', '0636', 0.9, 3, [100, 100]];
const ASC_GLYCOPYRROLATE: AscLine = ['GLYCOPYRROLATE INJ 0.2 MG/ML 1 ML', '', '0250', 12, 40, [1, 1]];
const ASC_ROPIVACAINE: AscLine = ['ROPIVACAINE HCL INJ 1 MG', 'J2795', '0636', 0.35, 1.1, [100, 300]];
const ASC_LIPOSOMAL: AscLine = ['BUPIVACAINE LIPOSOME INJ 1 MG', 'C9290', '0636', 2.4, 4.9, [133, 266]];
const ASC_BUPIVACAINE: AscLine = ['BUPIVACAINE HCL 0.5% 30 ML VIAL', '', '0250', 10, 35, [1, 1]];
const ASC_ARTHRO_SUPPLIES: readonly AscLine[] = [
  ['ARTHROSCOPIC SHAVER BLADE', '', '0272', 150, 420, [1, 2]],
  ['RF ABLATION WAND, ARTHROSCOPIC', '', '0272', 280, 690, [1, 1]],
  ['ARTHROSCOPY PUMP TUBING SET', '', '0272', 90, 260, [1, 1]],
  ['IRRIGATION, NORMAL SALINE 3000 ML', '', '0258', 22, 60, [2, 6]],
];
/** Supplies of every case. */
const ASC_SUPPLIES: readonly AscLine[] = [
  ['STERILE SUPPLY PACK, BASIC', '', '0272', 120, 480, [1, 1]],
  ['SUTURE, ABSORBABLE', '', '0272', 18, 65, [1, 4]],
  ['SURGICAL GOWN, REINFORCED', '', '0272', 14, 40, [2, 4]],
  ['ELECTROSURGICAL PENCIL', '', '0272', 22, 70, [1, 1]],
  ['SKIN CLOSURE STRIPS', '', '0270', 6, 18, [1, 2]],
  ['IV START KIT', '', '0270', 12, 40, [1, 1]],
  ['PULSE OXIMETER SENSOR, DISPOSABLE', '', '0270', 15, 55, [1, 1]],
  ['FORCED AIR WARMING BLANKET', '', '0270', 35, 95, [1, 1]],
  ['SEQUENTIAL COMPRESSION SLEEVES', '', '0270', 45, 140, [1, 1]],
  ['DRESSING, TRANSPARENT FILM', '', '0270', 8, 26, [1, 3]],
  ['SURGICAL BLADE, STERILE', '', '0272', 5, 16, [1, 3]],
  ['EKG ELECTRODES, DISPOSABLE', '', '0270', 4, 14, [1, 1]],
  ['SPONGES, LAPAROTOMY 5 PK', '', '0272', 12, 38, [1, 3]],
  ['GLOVES, SURGICAL STERILE (PAIR)', '', '0272', 3, 9, [4, 10]],
];
const ASC_GROUPS: readonly AscGroup[] = [
  {
    specialty: 'Orthopaedic Surgery',
    procedures: [
      ['ARTHROSCOPY KNEE W/ MENISCECTOMY', '29881', 5200, 14800],
      ['ARTHROSCOPY KNEE, CHONDROPLASTY', '29877', 4200, 11800],
    ],
    implants: [],
    supplies: [...ASC_ARTHRO_SUPPLIES, ['KNEE IMMOBILIZER, PREFABRICATED', 'L1830', '0274', 85, 240, [1, 1]]],
    drugs: [ASC_CEFAZOLIN, ASC_FENTANYL, ASC_MIDAZOLAM, ASC_PROPOFOL, ASC_ONDANSETRON, ASC_DEXAMETHASONE, ASC_LR, ASC_KETOROLAC, ASC_ROPIVACAINE, ASC_ACETAMINOPHEN],
  },
  {
    specialty: 'Orthopaedic Surgery',
    procedures: [['ARTHROSCOPIC ACL RECONSTRUCTION', '29888', 9800, 24000]],
    implants: [
      ['INTERFERENCE SCREW, BIOABSORBABLE', 'C1713', '0278', 340, 820, [1, 2]],
      ['ALLOGRAFT, TIBIALIS TENDON', 'C1762', '0278', 2200, 4200, [1, 1]],
      ['CORTICAL BUTTON FIXATION DEVICE', 'C1713', '0278', 600, 1300, [1, 1]],
    ],
    supplies: [...ASC_ARTHRO_SUPPLIES, ['HINGED KNEE BRACE, PREFABRICATED', 'L1833', '0274', 160, 420, [1, 1]]],
    drugs: [ASC_CEFAZOLIN, ASC_FENTANYL, ASC_MIDAZOLAM, ASC_PROPOFOL, ASC_ONDANSETRON, ASC_DEXAMETHASONE, ASC_LR, ASC_KETOROLAC, ASC_LIPOSOMAL, ASC_ACETAMINOPHEN],
  },
  {
    specialty: 'Orthopaedic Surgery',
    procedures: [['ARTHROSCOPIC ROTATOR CUFF REPAIR', '29827', 9500, 22000]],
    implants: [
      ['ANCHOR, SUTURE, BIOCOMPOSITE 4.75MM', 'C1713', '0278', 380, 890, [2, 4]],
      ['ANCHOR, KNOTLESS 2.9MM', 'C1713', '0278', 320, 760, [1, 3]],
    ],
    supplies: [...ASC_ARTHRO_SUPPLIES, ['SHOULDER SLING W/ ABDUCTION PILLOW', 'L3960', '0274', 90, 260, [1, 1]], ['SUTURE PASSER, DISPOSABLE', '', '0272', 110, 320, [1, 1]]],
    drugs: [ASC_CEFAZOLIN, ASC_FENTANYL, ASC_MIDAZOLAM, ASC_PROPOFOL, ASC_ONDANSETRON, ASC_DEXAMETHASONE, ASC_LR, ASC_LIPOSOMAL, ASC_ROPIVACAINE],
  },
  {
    specialty: 'Ophthalmology',
    procedures: [
      ['PHACO CATARACT REMOVAL W/ IOL', '66984', 3200, 7800],
      ['COMPLEX CATARACT REMOVAL W/ IOL', '66982', 4200, 9600],
    ],
    implants: [['INTRAOCULAR LENS, POST CHAMBER', 'V2632', '0276', 260, 900, [1, 1]]],
    supplies: [
      ['PHACO PACK, CATARACT', '', '0272', 180, 520, [1, 1]],
      ['VISCOELASTIC, OPHTHALMIC', '', '0272', 90, 240, [1, 1]],
      ['OPHTHALMIC KNIFE, 2.4 MM', '', '0272', 35, 95, [1, 1]],
      ['EYE SHIELD W/ TAPE', '', '0270', 6, 18, [1, 1]],
    ],
    drugs: [ASC_MIDAZOLAM, ASC_FENTANYL, ASC_LR, ['PHENYLEPHRINE/KETOROLAC IRRIG 4 ML', 'J1097', '0636', 380, 720, [1, 1]], ['TETRACAINE OPHTH SOLN 0.5%', '', '0250', 8, 25, [1, 1]], ['MOXIFLOXACIN OPHTH SOLN 0.5%', '', '0250', 15, 45, [1, 1]]],
    bilateral: true,
  },
  {
    specialty: 'Gastroenterology',
    procedures: [
      ['COLONOSCOPY W/ BIOPSY', '45380', 1900, 5200],
      ['COLONOSCOPY W/ SNARE POLYPECTOMY', '45385', 2100, 5800],
      ['EGD W/ BIOPSY', '43239', 1500, 4400],
    ],
    implants: [],
    supplies: [
      ['BIOPSY FORCEPS, DISPOSABLE', '', '0272', 45, 140, [1, 2]],
      ['POLYPECTOMY SNARE', '', '0272', 55, 170, [1, 2]],
      ['ENDOSCOPIC HEMOSTASIS CLIP', '', '0272', 140, 380, [1, 3]],
      ['BITE BLOCK', '', '0270', 8, 24, [1, 1]],
      ['SPECIMEN CONTAINER, FORMALIN', '', '0270', 6, 20, [1, 4]],
    ],
    drugs: [ASC_PROPOFOL, ASC_LR, ASC_LIDOCAINE, ASC_GLYCOPYRROLATE, ['SIMETHICONE ORAL SUSP 40 MG', '', '0250', 6, 22, [1, 1]]],
  },
  {
    specialty: 'General Surgery',
    procedures: [
      ['REPAIR INGUINAL HERNIA, INITIAL', '49505', 4200, 11500],
      ['LAP REPAIR INGUINAL HERNIA', '49650', 5600, 13800],
    ],
    implants: [['MESH, POLYPROPYLENE, PRESHAPED', 'C1781', '0278', 450, 1600, [1, 1]]],
    supplies: [
      ['TROCAR, BLADELESS 5 MM', '', '0272', 70, 190, [1, 3]],
      ['TISSUE ADHESIVE, TOPICAL', '', '0272', 30, 90, [1, 1]],
      ['SUCTION IRRIGATOR, LAPAROSCOPIC', '', '0272', 60, 170, [1, 1]],
    ],
    drugs: [ASC_CEFAZOLIN, ASC_FENTANYL, ASC_MIDAZOLAM, ASC_PROPOFOL, ASC_ONDANSETRON, ASC_DEXAMETHASONE, ASC_LR, ASC_KETOROLAC, ASC_BUPIVACAINE, ASC_ACETAMINOPHEN],
  },
  {
    specialty: 'Hand Surgery',
    procedures: [
      ['CARPAL TUNNEL RELEASE, OPEN', '64721', 2600, 7200],
      ['TRIGGER FINGER RELEASE', '26055', 2100, 6100],
    ],
    implants: [],
    supplies: [
      ['HAND/EXTREMITY PACK', '', '0272', 110, 330, [1, 1]],
      ['TOURNIQUET CUFF, DISPOSABLE', '', '0272', 25, 75, [1, 1]],
      ['WRIST SPLINT, PREFABRICATED', 'L3908', '0274', 40, 120, [1, 1]],
      ['BANDAGE, ELASTIC 4 IN', '', '0270', 5, 15, [1, 2]],
    ],
    drugs: [ASC_CEFAZOLIN, ASC_LIDOCAINE, ASC_MIDAZOLAM, ASC_FENTANYL, ASC_LR, ASC_BUPIVACAINE],
  },
];
const ASC_NAMES: readonly ((stem: string) => string)[] = [(stem) => `${stem} Ambulatory Surgery Center`, (stem) => `${stem} Surgery Center, LLC`, (stem) => `${stem} Outpatient Surgery Center`, (stem) => `${stem} SurgiCenter`];

// A radiology group's professional services: a study and its CPT lines [description, CPT, min, max].
type RadLine = readonly [description: string, cpt: string, min: number, max: number];
type RadStudy = { name: string; lines: readonly RadLine[]; side?: boolean; screening?: boolean };
const RAD_STUDIES: readonly RadStudy[] = [
  { name: 'CT ABDOMEN AND PELVIS WITH CONTRAST', lines: [['Interpretation, CT abdomen & pelvis w/ contrast', '74177', 140, 420]] },
  { name: 'CT HEAD WITHOUT CONTRAST', lines: [['Interpretation, CT head/brain w/o contrast', '70450', 80, 260]] },
  {
    name: 'CT ANGIOGRAPHY CHEST, PE PROTOCOL',
    lines: [
      ['Interpretation, CT angiography chest', '71275', 150, 450],
      ['3D rendering, independent workstation', '76377', 40, 120],
    ],
  },
  { name: 'XR CHEST 2 VIEWS PA AND LATERAL', lines: [['Interpretation, chest x-ray, 2 views', '71046', 25, 85]] },
  { name: 'XR KNEE 3 VIEWS', lines: [['Interpretation, x-ray knee, 3 views', '73562', 22, 75]], side: true },
  { name: 'XR ANKLE COMPLETE', lines: [['Interpretation, x-ray ankle, 3+ views', '73610', 22, 70]], side: true },
  { name: 'MRI LUMBAR SPINE WITHOUT CONTRAST', lines: [['Interpretation, MRI lumbar spine w/o contrast', '72148', 140, 420]] },
  { name: 'MRI BRAIN WITHOUT AND WITH CONTRAST', lines: [['Interpretation, MRI brain w/o & w/ contrast', '70553', 200, 600]] },
  { name: 'MRI KNEE WITHOUT CONTRAST', lines: [['Interpretation, MRI joint of lower extremity', '73721', 130, 380]], side: true },
  {
    name: 'SCREENING MAMMOGRAM BILATERAL WITH TOMOSYNTHESIS',
    lines: [
      ['Screening mammography, bilateral', '77067', 55, 180],
      ['Breast tomosynthesis, screening, bilateral', '77063', 30, 95],
    ],
    screening: true,
  },
  {
    name: 'DIAGNOSTIC MAMMOGRAM AND BREAST ULTRASOUND',
    lines: [
      ['Diagnostic mammography, unilateral', '77065', 60, 170],
      ['Ultrasound breast, limited', '76642', 45, 140],
    ],
    side: true,
  },
  { name: 'US ABDOMEN COMPLETE', lines: [['Interpretation, ultrasound abdomen, complete', '76700', 60, 190]] },
  {
    name: 'US PELVIS TRANSABDOMINAL AND TRANSVAGINAL',
    lines: [
      ['Ultrasound pelvis, transabdominal', '76856', 50, 160],
      ['Ultrasound, transvaginal', '76830', 50, 160],
    ],
  },
  { name: 'DUPLEX VENOUS LOWER EXTREMITIES BILATERAL', lines: [['Duplex scan, leg veins, complete bilateral', '93970', 70, 220]] },
  { name: 'DXA BONE DENSITY, AXIAL SKELETON', lines: [['Bone density study, axial (DXA)', '77080', 30, 90]], screening: true },
  { name: 'CT CHEST LOW DOSE, LUNG CANCER SCREENING', lines: [['Interpretation, low-dose CT lung screening', '71271', 60, 190]], screening: true },
];
const RAD_GROUP_NAMES: readonly ((stem: string) => string)[] = [(stem) => `${stem} Radiology Group, P.A.`, (stem) => `${stem} Radiologists, LLC`, (stem) => `${stem} Diagnostic Radiology, P.C.`, (stem) => `${stem} Imaging Physicians`];
const RAD_SITES: readonly ((stem: string) => string)[] = [(stem) => `${stem} Medical Center`, (stem) => `${stem} Outpatient Imaging`, (stem) => `${stem} Hospital`, (stem) => `${stem} Imaging Center`];

// A pediatric practice: the visits of one child. [description, code, min, max] (vaccines add their components).
type PedsLine = readonly [description: string, code: string, min: number, max: number];
type PedsVaccine = readonly [description: string, code: string, min: number, max: number, components: number];
const PEDS_WELL_BY_AGE: readonly (readonly [maxAge: number, line: PedsLine])[] = [
  [1, ['Well child visit, est., infant under 1 yr', '99391', 180, 300]],
  [5, ['Well child visit, est., age 1-4', '99392', 190, 320]],
  [12, ['Well child visit, est., age 5-11', '99393', 190, 320]],
  [18, ['Well child visit, est., age 12-17', '99394', 200, 340]],
];
const PEDS_VACCINES_BY_AGE: readonly (readonly [maxAge: number, vaccines: readonly PedsVaccine[]])[] = [
  [
    1,
    [
      ['DTaP-HepB-IPV vaccine, IM', '90723', 110, 190, 3],
      ['Hib vaccine, PRP-OMP, IM', '90647', 35, 70, 1],
      ['Pneumococcal conjugate vaccine, 15-valent', '90671', 220, 330, 1],
      ['Rotavirus vaccine, pentavalent, oral', '90680', 110, 160, 1],
    ],
  ],
  [
    5,
    [
      ['MMR vaccine, live, subcutaneous', '90707', 90, 140, 3],
      ['Varicella vaccine, live, subcutaneous', '90716', 150, 210, 1],
      ['Hepatitis A vaccine, pediatric, 2 dose', '90633', 45, 90, 1],
      ['DTaP vaccine, under 7 yrs, IM', '90700', 35, 70, 3],
    ],
  ],
  [
    12,
    [
      ['DTaP-IPV vaccine, age 4-6 yrs, IM', '90696', 70, 120, 2],
      ['MMR vaccine, live, subcutaneous', '90707', 90, 140, 3],
      ['Varicella vaccine, live, subcutaneous', '90716', 150, 210, 1],
    ],
  ],
  [
    18,
    [
      ['Tdap vaccine, 7 yrs and older, IM', '90715', 45, 90, 3],
      ['Meningococcal ACWY conjugate vaccine', '90734', 150, 220, 1],
      ['HPV vaccine, 9-valent, IM', '90651', 260, 340, 1],
    ],
  ],
];
const PEDS_FLU: PedsVaccine = ['Influenza vaccine, quadrivalent, 0.5 mL', '90686', 30, 60, 1];
const PEDS_ADMIN_FIRST: PedsLine = ['Imm admin w/ counseling, first component', '90460', 22, 45];
const PEDS_ADMIN_MORE: PedsLine = ['Imm admin w/ counseling, addl component', '90461', 14, 30];
const PEDS_SCREENS_BY_AGE: readonly (readonly [maxAge: number, lines: readonly PedsLine[]])[] = [
  [
    1,
    [
      ['Developmental screening, standardized', '96110', 12, 35],
      ['Caregiver depression screening', '96161', 8, 25],
    ],
  ],
  [
    5,
    [
      ['Developmental screening, standardized', '96110', 12, 35],
      ['Hemoglobin, blood', '85018', 8, 24],
      ['Lead, blood, quantitative', '83655', 18, 45],
      ['Fluoride varnish application', '99188', 20, 45],
    ],
  ],
  [
    12,
    [
      ['Visual acuity screening', '99173', 8, 22],
      ['Hearing screening, pure tone', '92551', 12, 30],
    ],
  ],
  [
    18,
    [
      ['Emotional/behavioral assessment (PHQ-A)', '96127', 8, 25],
      ['Visual acuity screening', '99173', 8, 22],
    ],
  ],
];
const PEDS_SICK_VISITS: readonly PedsLine[] = [
  ['Office visit, est. patient, level 3', '99213', 110, 190],
  ['Office visit, est. patient, level 4', '99214', 160, 260],
];
const PEDS_SICK_EXTRAS: readonly PedsLine[] = [
  ['Strep A antigen test, rapid', '87880', 22, 45],
  ['Influenza A/B antigen test, rapid', '87804', 28, 55],
  ['Throat culture, strep screen', '87081', 20, 45],
  ['Nebulizer treatment', '94640', 35, 80],
  ['Albuterol inhalation solution, unit dose', 'J7613', 4, 14],
  ['Ear wax removal, instrument, one ear', '69210', 45, 110],
  ['Pulse oximetry, single reading', '94760', 8, 20],
  ['Urinalysis, dipstick, non-automated', '81002', 8, 18],
  ['Office service after regular hours', '99050', 20, 45],
];
const PEDS_NAMES: readonly ((stem: string) => string)[] = [(stem) => `${stem} Pediatrics`, (stem) => `${stem} Pediatric Associates`, (stem) => `${stem} Children's Clinic, P.A.`, (stem) => `${stem} Kids Health Partners`];

const devFamiliesFresh3: FamilyDef[] = [
  // An ambulatory surgery center's facility statement: the center's name, address, tax id and business
  // office phone, the statement facts beside labels at top right; the mailing block and a "surgery"
  // block (patient, date of surgery, surgeon, procedure, plan); then one activity list in date order
  // where the facility fee (revenue code 0490 with the procedure's CPT), implants, supplies and drugs
  // carry a revenue code, a HCPCS code where there is one, units and a charge, and the pre-surgery
  // deposit, the plan's payment and the contractual adjustment (or a self-pay discount) print as
  // credit lines in parentheses in the same amount column; the summary box (total charges, insurance
  // payments, adjustments, patient payments, balance due) at right under the list. Long statements run
  // onto a second page with the column heads repeated and "continued" notes.
  fam('asc-surgery-center-statement', 'dev', ({ rng, options, w, split }) => {
    const group = rng.pick(ASC_GROUPS);
    const procedure = rng.pick(group.procedures);
    const d = draft(rng, split, options, {
      kind: 'surgery',
      services: [[procedure[0], procedure[1], procedure[2], procedure[3], '0490']],
      items: [1, 1],
      onePageItems: [1, 1],
      account: ['digits8', 'digits10', 'dash'],
      phone: ['parens', 'dashes', 'toll-free'],
      link: ['https', 'portal', 'www'],
    });
    const stem = rng.pick([...n.PROVIDER_STEMS, ...ORG_STEMS.dev]);
    d.provider = rng.pick(ASC_NAMES)(stem);
    d.link = payLink(rng, d.provider, rng.pick(['https', 'portal', 'www'] as const));
    const up = (text: string) => text.toUpperCase();
    const feeLabel = rng.pick([(name: string) => name, (name: string) => `ASC FEE: ${name}`, (name: string) => `FACILITY - ${name}`]);
    const line = (l: AscLine, date: string): Item => {
      const qty = rng.int(l[5][0], l[5][1]);
      const unit = rng.money(l[3], l[4]);
      return { description: l[0], code: l[1], rev: l[2], qty, unit, amount: roundCents(unit * qty), date };
    };
    const fee = (p: AscGroup['procedures'][number], date: string, suffix = ''): Item => {
      const amount = rng.money(p[2], p[3]);
      return { description: `${feeLabel(p[0])}${suffix}`, code: p[1], rev: '0490', qty: 1, unit: amount, amount, date };
    };
    /** One case: its fee line, implants, drugs and supplies (one kind once), in revenue code order or as charged. */
    const byRev = rng.bool(0.5);
    const caseLines = (date: string, small: boolean, suffix = ''): Item[] => {
      const lines: Item[] = [fee(procedure, date, suffix)];
      // A second scope the same morning (an EGD before the colonoscopy) at the reduced multiple-procedure rate.
      if (!small && group.specialty === 'Gastroenterology' && rng.bool(0.3)) {
        const other = rng.pick(group.procedures.filter((p) => p[1] !== procedure[1] && (p[1] === '43239') !== (procedure[1] === '43239')));
        const extra = fee(other, date, ' (50%)');
        extra.amount = roundCents(extra.amount / 2);
        extra.unit = extra.amount;
        lines.push(extra);
      }
      const implants = small ? group.implants.slice(0, 1) : pickDistinct(rng, group.implants, group.implants.length === 0 ? 0 : rng.int(1, group.implants.length));
      for (const l of implants) lines.push(line(l, date));
      const drugs = pickDistinct(rng, group.drugs, small ? rng.int(1, 2) : rng.int(3, group.drugs.length));
      const supplies = pickDistinct(rng, [...group.supplies, ...ASC_SUPPLIES], small ? rng.int(1, 2) : rng.int(4, group.supplies.length + ASC_SUPPLIES.length));
      for (const l of [...drugs, ...supplies]) lines.push(line(l, date));
      return byRev ? [lines[0] as Item, ...lines.slice(1).sort((a, b) => a.rev.localeCompare(b.rev) || a.description.localeCompare(b.description))] : lines;
    };
    // Cataract surgery: the second eye a few weeks later, on the same statement.
    const second = group.bilateral && !options.onePage && rng.bool(0.4);
    const eyes = rng.bool(0.5) ? [', RIGHT EYE', ', LEFT EYE'] : [', LEFT EYE', ', RIGHT EYE'];
    d.items = caseLines(d.serviceDate, options.onePage, second ? eyes[0] : '');
    if (second) {
      const date = addDays(d.serviceDate, rng.int(14, 28));
      d.items.push(...caseLines(date, true, eyes[1]));
      d.lastServiceDate = date;
    }
    d.subtotal = roundCents(d.items.reduce((s, i) => s + i.amount, 0));
    const insured = rng.bool(0.88);
    let owed: number;
    if (insured) {
      const allowed = roundCents(d.subtotal * (0.18 + rng.next() * 0.24));
      const deductible = Math.min(allowed, rng.pick([0, 0, 250, 500, 1000, 1500, 2000]));
      owed = roundCents(deductible + (allowed - deductible) * rng.pick([0, 0.1, 0.2, 0.2, 0.3]));
      d.insurancePaid = roundCents(allowed - owed);
      d.adjustments = roundCents(d.subtotal - allowed);
    } else {
      d.insurancePaid = 0;
      d.adjustments = roundCents(d.subtotal * (0.55 + rng.next() * 0.2));
      owed = roundCents(d.subtotal - d.adjustments);
    }
    // The deposit collected before surgery: a round part of the estimate (self-pay patients pay most of it ahead).
    const estimate = insured ? rng.pick([100, 200, 250, 300, 500, 750]) : Math.max(100, Math.round((owed * (0.4 + rng.next() * 0.5)) / 50) * 50);
    d.patientPaid = rng.bool(insured ? 0.45 : 0.85) ? Math.min(owed, estimate) : 0;
    d.amountDue = roundCents(owed - d.patientPaid);
    const billed = addDays(d.lastServiceDate, rng.int(1, 4));
    const posted = insured ? addDays(d.lastServiceDate, rng.int(18, 42)) : d.lastServiceDate;
    d.statementDate = addDays(posted, rng.int(3, 12));
    d.dueDate = addDays(d.statementDate, rng.pick([21, 30]));
    const depositDate = addDays(d.serviceDate, -rng.int(1, 6));

    const f = fmt(rng, ['us-slash', 'us-2digit', 'day-month-abbrev'], ['dollar', 'plain'], ['parens', 'parens', 'minus']);
    const tm = (v: number) => formatMoney(v, 'plain');
    const tc = (v: number) => formatCredit(v, 'plain', 'parens');
    const caps = rng.bool(0.5);
    const patientShown = caps ? up(lastFirst(d.patient)) : d.patient;
    const selfGuarantor = rng.bool(0.75);
    const guarantor = selfGuarantor ? d.patient : d.guarantor;
    const insurerUp = up(d.insurer);
    const accountLabel = w.get('account');
    const L = {
      title: rng.pick(['PATIENT STATEMENT', 'STATEMENT OF FACILITY CHARGES', 'SURGERY CENTER STATEMENT']),
      date: rng.pick(['Statement date', 'Date of statement']),
      due: rng.pick(['Balance due', 'Pay this amount']),
      payBy: rng.pick(['Due by', 'Please remit by']),
      surgery: rng.pick(['SURGERY INFORMATION', 'PROCEDURE DETAILS']),
      patient: rng.pick(['Patient', 'Patient name']),
      dos: rng.pick(['Date of surgery', 'Surgery date']),
      surgeon: rng.pick(['Surgeon', 'Performing surgeon']),
      procedure: rng.pick(['Procedure', 'Procedure performed']),
      plan: rng.pick(['Primary insurance', 'Insurance plan']),
      activity: rng.pick(['ACCOUNT ACTIVITY', 'CHARGES, PAYMENTS AND ADJUSTMENTS']),
      colDate: rng.pick(['Date', 'Post Date']),
      colRev: rng.pick(['Rev', 'Rev Code']),
      colCode: rng.pick(['HCPCS', 'CPT/HCPCS']),
      colDesc: rng.pick(['Description', 'Item Description']),
      colUnits: rng.pick(['Units', 'Qty']),
      colAmount: rng.pick(['Amount', 'Charges/Credits']),
      box: rng.pick(['ACCOUNT SUMMARY', 'SUMMARY OF YOUR ACCOUNT']),
      charges: rng.pick(['Total charges', 'Total facility charges']),
      insurance: rng.pick(['Insurance payments', 'Paid by insurance']),
      adjust: insured ? rng.pick(['Adjustments', 'Contractual adjustments']) : rng.pick(['Adjustments', 'Self-pay discount']),
      paid: rng.pick(['Patient payments', 'Your payments']),
      balance: rng.pick(['Balance due', 'Amount you owe']),
    };
    const phoneLabel = colon(w.get('phone'));
    const taxId = `${rng.digits(2)}-${rng.digits(7)}`;
    const BOTTOM = 56;
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 36, bottom: BOTTOM });
    const R = (label: string, value: string, font?: FontName, size?: number): Cell[] => [
      { text: label, x: 390, font: 'bold' },
      { text: value, x: 576, align: 'right', font, size },
    ];
    sheet.row([{ text: d.provider, x: 36, size: 13, font: 'bold' }, { text: L.title, x: 576, size: 10, font: 'bold', align: 'right' }], 2);
    columns(
      sheet,
      [
        [{ text: d.providerAddr.line1, x: 36 }],
        [{ text: d.providerAddr.line2, x: 36 }],
        [{ text: `${phoneLabel} ${d.phone}`, x: 36 }],
        [{ text: `Federal Tax ID ${taxId}`, x: 36, size: 7, grey: 0.35 }],
      ],
      [R(L.date, f.date(d.statementDate)), R(accountLabel, d.account), R(L.due, f.money(d.amountDue), 'bold', 9.5), R(L.payBy, f.date(d.dueDate))],
    );
    sheet.space(12);
    const surgeon = `${d.doctor}, MD`;
    columns(
      sheet,
      [
        [{ text: bars(rng, 36), x: 52, size: 7, font: 'mono' }],
        [{ text: up(guarantor), x: 52, size: 9 }],
        [{ text: up(d.patientAddr.line1), x: 52, size: 9 }],
        [{ text: up(d.patientAddr.line2), x: 52, size: 9 }],
        [],
      ],
      [
        [{ text: L.surgery, x: 320, font: 'bold', size: 7.5 }],
        [{ text: L.patient, x: 320 }, { text: patientShown, x: 420 }],
        [{ text: L.dos, x: 320 }, { text: second ? `${f.date(d.serviceDate)} and ${f.date(d.lastServiceDate)}` : f.date(d.serviceDate), x: 420 }],
        [{ text: L.surgeon, x: 320 }, { text: surgeon, x: 420 }],
        [{ text: L.plan, x: 320 }, { text: insured ? d.insurer : 'None - self-pay', x: 420 }],
      ],
      1,
    );
    sheet.space(4).row([{ text: `${L.procedure}:`, x: 36, font: 'bold' }, { text: `${procedure[0]} (CPT ${procedure[1]})  -  ${group.specialty}`, x: 140 }], 10);
    // The activity list: charges and credits in one amount column.
    type Row = { date: string; rev: string; code: string; text: string; units: string; amount: string; font?: FontName };
    const rows: Row[] = [];
    if (d.patientPaid > 0) rows.push({ date: depositDate, rev: '', code: '', text: rng.pick(['PATIENT PAYMENT - PRE-SURGERY DEPOSIT', 'PREPAYMENT, THANK YOU']), units: '', amount: tc(d.patientPaid), font: 'italic' });
    for (const i of d.items) rows.push({ date: i.date, rev: i.rev, code: i.code, text: i.description, units: String(i.qty), amount: tm(i.amount) });
    if (insured) {
      if (rng.bool(0.6)) rows.push({ date: billed, rev: '', code: '', text: `CLAIM SUBMITTED TO ${insurerUp}`, units: '', amount: '', font: 'italic' });
      rows.push({ date: posted, rev: '', code: '', text: `INSURANCE PAYMENT - ${insurerUp}`, units: '', amount: tc(d.insurancePaid), font: 'italic' });
      rows.push({ date: posted, rev: '', code: '', text: `CONTRACTUAL ADJ - ${insurerUp}`, units: '', amount: tc(d.adjustments), font: 'italic' });
    } else rows.push({ date: posted, rev: '', code: '', text: 'SELF-PAY DISCOUNT', units: '', amount: tc(d.adjustments), font: 'italic' });
    const head = (s: Sheet) => {
      s.row([
        { text: L.colDate, x: 36, font: 'bold' },
        { text: L.colRev, x: 90, font: 'bold' },
        { text: L.colCode, x: 132, font: 'bold' },
        { text: L.colDesc, x: 184, font: 'bold' },
        { text: L.colUnits, x: 506, font: 'bold', align: 'right' },
        { text: L.colAmount, x: 576, font: 'bold', align: 'right' },
      ]);
      s.row([rule(36, 576, 6, '_')], -2);
    };
    sheet.row([{ text: L.activity, x: 36, font: 'bold', size: 9 }], 2);
    head(sheet);
    hooks.page = (s) => {
      s.row([{ text: `${d.provider}  -  ${patientShown}  -  ${accountLabel} ${d.account}  (continued)`, x: 36, size: 7.5, font: 'italic' }], 6);
      head(s);
    };
    for (const r of rows) {
      sheet.row(
        [
          { text: f.date(r.date), x: 36, font: r.font },
          { text: r.rev, x: 90, font: r.font },
          { text: r.code, x: 132, font: r.font },
          { text: r.text, x: 184, font: r.font },
          { text: r.units, x: 506, align: 'right' as const, font: r.font },
          { text: r.amount, x: 576, align: 'right' as const, font: r.font },
        ].filter((c) => c.text !== ''),
      );
    }
    sheet.row([rule(36, 576, 6, '_')], 6);
    hooks.page = (s) => s.row([{ text: `${d.provider}  -  ${patientShown}  -  ${accountLabel} ${d.account}  (continued)`, x: 36, size: 7.5, font: 'italic' }], 6);
    // The summary box at right, what the statement covers at left.
    const summary: [string, string, FontName?][] = [
      [L.charges, f.money(d.subtotal)],
      [L.insurance, f.credit(d.insurancePaid)],
      [L.adjust, f.credit(d.adjustments)],
      [L.paid, f.credit(d.patientPaid)],
    ];
    const note = insured
      ? `This statement covers the surgery center's facility services only. Your surgeon, the anesthesia provider and any pathologist bill separately. ${d.insurer} processed the claim on ${f.date(posted)}; the balance is your deductible and coinsurance under your plan.`
      : `This statement covers the surgery center's facility services only. Your surgeon, the anesthesia provider and any pathologist bill separately. A self-pay discount has been applied; payment plans are available.`;
    const noteLines = proseLines(note, 64);
    const boxRows: Cell[][] = [
      [rule(360, 576, 7, '_')],
      [{ text: L.box, x: 366, font: 'bold', size: 7.5 }],
      ...summary.map(([label, value]): Cell[] => [{ text: label, x: 366 }, { text: value, x: 570, align: 'right' }]),
      [rule(366, 570, 6, '-')],
      [{ text: L.balance, x: 366, font: 'bold', size: 9 }, { text: f.money(d.amountDue), x: 570, align: 'right', font: 'bold', size: 9 }],
      [rule(360, 576, 7, '_')],
    ];
    keepTogether(sheet, Math.max(boxRows.length, noteLines.length + 1) * 12.5 + 40, BOTTOM);
    columns(sheet, [[{ text: 'ABOUT THIS STATEMENT', x: 36, font: 'bold', size: 7 }], ...noteLines.map((text): Cell[] => [{ text, x: 36, size: 7 }])], boxRows);
    sheet.space(8).row([{ text: `${colon(w.get('payOnline'))} ${d.link}`, x: 36 }, { text: `Questions? ${d.phone}`, x: 576, align: 'right' }]);
    sheet.row([{ text: marketing(rng, split), x: 36, size: 7.5, font: 'italic' }]);
    hooks.page = undefined;
    everyPage(sheet, (page, total) => [
      ...(page < total ? [{ text: '*** Continued on next page ***', x: 306 - 55, y: H - 44, size: 7.5, font: 'bold' as FontName }] : []),
      { text: `${d.provider}  |  ${accountLabel} ${d.account}`, x: 36, y: H - 32, size: 6.5, grey: 0.35 },
      { text: `Page ${page} of ${total}`, x: 576, y: H - 32, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(d, {}, { patient: patientShown, patientAddress: up(d.patientAddr.full) }), doc: sheet };
  }),

  // A radiology group's bill for the professional reading of imaging studies: the group's name, its
  // billing office and phone; the mailing block beside the amount due; a header grid with its labels
  // ABOVE the values (patient, date of birth, account, referring physician, where the study was done,
  // plan, statement date, due date); why a radiologist bills apart from the hospital; then each study
  // as a block: accession number, study date and reading radiologist over the study's name, its CPT
  // lines with modifier 26 (and LT/RT) and their charges, and, on some statements, the plan's payment
  // and adjustment of that study as minus lines under it; the totals at the bottom as a column of
  // right-aligned labels beside their values. Times body text; Helvetica labels.
  fam('radiology-group-itemized-by-study', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, {
      kind: 'imaging',
      services: IMAGING,
      items: [1, 1],
      onePageItems: [1, 1],
      account: ['digits8', 'letters', 'digits10'],
      phone: ['toll-free', 'parens', 'dots'],
      link: ['https', 'short', 'portal'],
    });
    const stem = rng.pick([...n.PROVIDER_STEMS, ...ORG_STEMS.dev]);
    d.provider = rng.pick(RAD_GROUP_NAMES)(stem);
    d.link = payLink(rng, d.provider, rng.pick(['https', 'short', 'portal'] as const));
    const siteStems = [...n.PROVIDER_STEMS, ...ORG_STEMS.dev].filter((s) => s !== stem);
    const sites = [rng.pick(RAD_SITES)(rng.pick(siteStems)), rng.pick(RAD_SITES)(rng.pick(siteStems))];
    const breastSite = `${rng.pick(siteStems)} Breast Center`;
    const insured = rng.bool(0.85);
    type Study = { study: RadStudy; date: string; accession: string; reader: string; site: string; lines: (Item & { mods: string })[]; ins: number; adj: number; owed: number; processed: string };
    const count = options.onePage ? rng.int(1, 2) : rng.int(1, 6);
    const chosen = pickDistinct(rng, RAD_STUDIES, count);
    const studies: Study[] = [];
    let date = d.serviceDate;
    const readers = Array.from({ length: 3 }, () => {
      let name = person(rng, split);
      for (let i = 0; i < 5 && (firstNameOf(name) === firstNameOf(d.patient) || name === d.doctor); i++) name = person(rng, split);
      return name;
    });
    const accessionStyle = rng.pick([() => rng.digits(8), () => `${rng.letters(2)}${rng.digits(7)}`, () => `${date.replace(/-/g, '').slice(2)}-${rng.digits(4)}`]);
    for (const [k, s] of chosen.entries()) {
      if (k > 0) date = rng.bool(0.35) ? date : addDays(date, rng.int(5, 70));
      const side = s.side ? rng.pick(['-LT', '-RT']) : '';
      const lines = s.lines.map((l) => {
        const amount = rng.money(l[2], l[3]);
        return { description: l[0], code: l[1], rev: '', qty: 1, unit: amount, amount, date, mods: `${s.screening && l[1] === '77080' ? '' : '-26'}${side}` };
      });
      const charges = roundCents(lines.reduce((total, l) => total + l.amount, 0));
      let ins = 0;
      let adj: number;
      let owed: number;
      if (insured) {
        const allowed = roundCents(charges * (0.32 + rng.next() * 0.3));
        owed = s.screening ? 0 : roundCents(allowed * rng.pick([0.1, 0.2, 0.2, 1]));
        ins = roundCents(allowed - owed);
        adj = roundCents(charges - allowed);
      } else {
        adj = roundCents(charges * rng.pick([0.4, 0.5, 0.55]));
        owed = roundCents(charges - adj);
      }
      const site = s.name.includes('MAMMO') ? breastSite : rng.pick(sites);
      studies.push({ study: s, date, accession: accessionStyle(), reader: rng.pick(readers), site, lines, ins, adj, owed, processed: addDays(date, rng.int(16, 40)) });
    }
    d.items = studies.flatMap((s) => s.lines);
    d.lastServiceDate = studies.reduce((last, s) => (s.date > last ? s.date : last), d.serviceDate);
    const sum = (pick: (s: Study) => number) => roundCents(studies.reduce((total, s) => total + pick(s), 0));
    d.subtotal = roundCents(d.items.reduce((total, i) => total + i.amount, 0));
    d.insurancePaid = sum((s) => s.ins);
    d.adjustments = sum((s) => s.adj);
    const owedAll = sum((s) => s.owed);
    d.patientPaid = owedAll > 0 && rng.bool(0.3) ? Math.min(owedAll, rng.pick([20, 25, 50, 100])) : 0;
    d.amountDue = roundCents(owedAll - d.patientPaid);
    const lastPosted = studies.reduce((last, s) => (insured && s.processed > last ? s.processed : last), d.lastServiceDate);
    d.statementDate = addDays(lastPosted, rng.int(4, 14));
    d.dueDate = addDays(d.statementDate, rng.pick([20, 25, 30]));

    const f = fmt(rng, ['us-slash', 'long', 'us-dot', 'abbrev'], ['dollar', 'plain'], ['minus', 'minus', 'cr']);
    const tm = (v: number) => formatMoney(v, 'plain');
    const tc = (v: number) => formatCredit(v, 'plain', f.creditStyle);
    const up = (text: string) => text.toUpperCase();
    const caps = rng.bool(0.45);
    const patientShown = caps ? up(lastFirst(d.patient)) : d.patient;
    const selfGuarantor = rng.bool(0.65);
    const guarantor = selfGuarantor ? d.patient : d.guarantor;
    const perStudy = insured && rng.bool(0.5);
    const credential = rng.pick(['MD', 'DO', 'MD', 'PA-C', 'NP']);
    const L = {
      title: rng.pick(['STATEMENT FOR PROFESSIONAL SERVICES', 'RADIOLOGY STATEMENT', 'PHYSICIAN STATEMENT']),
      office: rng.pick(['Billing Office', 'Patient Accounts']),
      patient: rng.pick(['PATIENT', 'PATIENT NAME']),
      dob: rng.pick(['DATE OF BIRTH', 'BIRTH DATE']),
      account: up(w.get('account')),
      referring: rng.pick(['REFERRING PHYSICIAN', 'ORDERING PROVIDER']),
      site: rng.pick(['PERFORMED AT', 'IMAGING LOCATION']),
      plan: rng.pick(['INSURANCE ON FILE', 'PRIMARY PLAN']),
      date: up(w.get('statementDate')),
      payBy: rng.pick(['PAYMENT DUE', 'PAY BY']),
      owe: rng.pick(['AMOUNT DUE', 'YOU OWE']),
      accession: rng.pick(['Accession', 'Acc #']),
      studyDate: rng.pick(['Study date', 'Exam date']),
      reader: rng.pick(['Read by', 'Interpreting radiologist:']),
      studyPaid: rng.pick(['Plan payment', 'Insurance paid']),
      studyAdj: rng.pick(['Plan adjustment', 'Contractual allowance']),
      charges: rng.pick(['Total professional charges', 'Total charges']),
      insurance: rng.pick(['Insurance payments', 'Paid by your plan']),
      adjust: insured ? rng.pick(['Insurance adjustments', 'Discount per plan contract']) : rng.pick(['Self-pay discount', 'Uninsured discount']),
      paid: rng.pick(['Payments received', 'Your payments']),
      due: rng.pick(['AMOUNT DUE', 'PLEASE PAY']),
    };
    const BOTTOM = 54;
    const { sheet, hooks } = newSheet({ size: 8.5, font: 'serif', top: 38, bottom: BOTTOM });
    sheet.row([{ text: d.provider, x: 36, size: 14, font: 'bold' }, { text: L.title, x: 576, size: 9, font: 'bold', align: 'right' }]);
    sheet.row([{ text: 'Professional Radiology Services', x: 36, size: 8.5, font: 'italic' }]);
    sheet.row([{ text: `${L.office}: ${d.providerAddr.line1}, ${d.providerAddr.line2}`, x: 36, size: 8 }]);
    sheet.row([{ text: `${colon(w.get('phone'))} ${d.phone}`, x: 36, size: 8 }], 10);
    columns(
      sheet,
      [
        [{ text: guarantor, x: 54, size: 9.5 }],
        [{ text: d.patientAddr.line1, x: 54, size: 9.5 }],
        [{ text: d.patientAddr.line2, x: 54, size: 9.5 }],
      ],
      [
        [{ text: L.owe, x: 576, size: 7, font: 'bold', align: 'right' }],
        [{ text: f.money(d.amountDue), x: 576, size: 14, font: 'bold', align: 'right' }],
        [],
      ],
    );
    sheet.space(10).row([rule(36, 576, 6, '_')], 2);
    // The header grid: labels above values, four to a row.
    const grid: [string, string][][] = [
      [
        [L.patient, patientShown],
        [L.dob, formatDate(d.dob, 'us-slash')],
        [L.account, d.account],
        [L.date, f.date(d.statementDate)],
      ],
      [
        [L.referring, `${d.doctor}, ${credential}`],
        [L.site, studies[0]?.site ?? sites[0] ?? ''],
        [L.plan, insured ? d.insurer : 'Self-pay'],
        [L.payBy, f.date(d.dueDate)],
      ],
    ];
    const gx = [36, 170, 330, 476];
    for (const row of grid) {
      sheet.row(row.map(([label], k) => ({ text: label, x: gx[k] ?? 36, size: 6.5, font: 'bold' as FontName, grey: 0.3 })));
      sheet.row(row.map(([, value], k) => ({ text: value, x: gx[k] ?? 36, size: 9 })), 4);
    }
    sheet.row([rule(36, 576, 6, '_')], 6);
    const why = `${d.provider} is the physician group whose radiologists read your imaging studies. This bill is for the radiologist's interpretation only (modifier 26); the hospital or imaging center where the study was done bills its own charges.`;
    for (const text of proseLines(why, 128)) sheet.row([{ text, x: 36, size: 7.5, font: 'italic' }]);
    sheet.space(8);
    const banner = (s: Sheet) => s.row([{ text: `${d.provider}  -  ${patientShown}  -  ${L.account} ${d.account}  (continued)`, x: 36, size: 7.5, font: 'italic' }], 8);
    hooks.page = banner;
    for (const s of studies) {
      keepTogether(sheet, (s.lines.length + (perStudy ? 4 : 2)) * 13.5 + 8, BOTTOM);
      sheet.row([
        { text: `${L.accession} ${s.accession}`, x: 36, size: 7.5, font: 'regular' },
        { text: `${L.studyDate} ${f.date(s.date)}`, x: 150, size: 7.5, font: 'regular' },
        { text: `${L.reader} ${s.reader}, MD`, x: 576, size: 7.5, font: 'italic', align: 'right' },
      ]);
      sheet.row([{ text: s.study.name, x: 36, size: 9, font: 'bold' }, { text: s.site, x: 576, size: 7.5, align: 'right' }]);
      for (const l of s.lines) sheet.row([{ text: `${l.code}${l.mods}`, x: 54, font: 'mono', size: 8 }, { text: l.description, x: 140 }, { text: tm(l.amount), x: 576, align: 'right' }]);
      if (perStudy) {
        sheet.row([{ text: `${L.studyPaid} ${f.date(s.processed)}`, x: 140, size: 7.5, font: 'italic' }, { text: tc(s.ins), x: 576, size: 7.5, align: 'right', font: 'italic' }]);
        sheet.row([{ text: L.studyAdj, x: 140, size: 7.5, font: 'italic' }, { text: tc(s.adj), x: 576, size: 7.5, align: 'right', font: 'italic' }]);
      }
      sheet.row([rule(36, 576, 6, '.')], 3);
    }
    // Totals: right-aligned labels beside right-aligned values.
    const totalRows: [string, string, boolean?][] = [
      [L.charges, f.money(d.subtotal)],
      [L.insurance, f.credit(d.insurancePaid)],
      [L.adjust, f.credit(d.adjustments)],
      ...(d.patientPaid > 0 ? [[L.paid, f.credit(d.patientPaid)] as [string, string]] : []),
      [L.due, f.money(d.amountDue), true],
    ];
    keepTogether(sheet, totalRows.length * 14 + 30, BOTTOM);
    sheet.space(4);
    for (const [label, value, bold] of totalRows) {
      sheet.row([
        { text: label, x: 486, align: 'right', font: bold ? 'bold' : 'regular', size: bold ? 9.5 : 8.5 },
        { text: value, x: 576, align: 'right', font: bold ? 'bold' : 'serif', size: bold ? 9.5 : 8.5 },
      ]);
    }
    sheet.space(10);
    sheet.row([{ text: `${colon(w.get('payOnline'))} ${d.link}`, x: 36, size: 8 }]);
    sheet.row([{ text: `Make checks payable to ${d.provider}${d.provider.endsWith('.') ? '' : '.'} Write account ${d.account} on your check.`, x: 36, size: 8 }]);
    hooks.page = undefined;
    everyPage(sheet, (page, total) => [
      { text: `${d.provider}  |  ${d.providerAddr.line1}, ${d.providerAddr.line2}`, x: 36, y: H - 34, size: 6.5, grey: 0.35 },
      { text: `${page} of ${total}`, x: 576, y: H - 34, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(d, {}, { patient: patientShown }), doc: sheet };
  }),

  // A pediatric practice's statement to a parent (the guarantor) for one child: the practice's name
  // and tagline, the parent's mailing block beside the statement facts; the child's line (patient,
  // date of birth, the parent as responsible party, the plan); then the child's visits, each headed by
  // its date, doctor and claim status, in a table whose columns run Description, Date, Code, Amount,
  // then the plan's payment, the adjustment and "your portion"; lines of a visit still with the plan
  // print 0.00 in those columns; copays paid at check-in are rows of their own; a strip of totals
  // with labels above values (with the pending insurance), and a tear-off stub at the bottom that
  // repeats the account number and the amount due, with card boxes and the parent's address.
  fam('pediatric-practice-family-statement', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, {
      kind: 'physician',
      services: PEDS_SICK_VISITS.map((l): Service => [l[0], l[1], l[2], l[3]]),
      items: [1, 1],
      onePageItems: [1, 1],
      account: ['digits8', 'guarantor', 'dash'],
      phone: ['parens', 'dashes', 'dots'],
      link: ['https', 'www', 'short'],
    });
    const stem = rng.pick([...n.PROVIDER_STEMS, ...ORG_STEMS.dev]);
    d.provider = rng.pick(PEDS_NAMES)(stem);
    d.link = payLink(rng, d.provider, rng.pick(['https', 'www', 'short'] as const));
    // The child: an age at the first visit, a birth date to match.
    const age = rng.pick([0, 1, 2, 4, 5, 7, 10, 12, 14, 16]);
    d.dob = addDays(d.serviceDate, -(age * 365 + rng.int(age === 0 ? 60 : 20, age === 0 ? 300 : 340)));
    const byAge = <T>(table: readonly (readonly [number, T])[]): T => (table.find(([max]) => age < max) ?? table[table.length - 1])?.[1] as T;
    const insured = rng.bool(0.92);
    const copay = rng.pick([20, 25, 30, 40]);
    const doctors = [d.doctor, person(rng, split)];
    type Line = Item & { ins: number; adj: number; mine: number };
    type Visit = { date: string; kind: 'well' | 'sick'; doctor: string; lines: Line[]; pending: boolean; processed: string; paid: number };
    const visits: Visit[] = [];
    const count = options.onePage ? rng.int(1, 2) : rng.int(1, 3);
    let date = d.serviceDate;
    let wellDone = false;
    const lineOf = (l: PedsLine, on: string, times = 1, label = l[0]): Line => {
      const unit = rng.money(l[2], l[3]);
      return { description: times > 1 ? `${label} x ${times}` : label, code: l[1], rev: '', qty: times, unit, amount: roundCents(unit * times), date: on, ins: 0, adj: 0, mine: 0 };
    };
    for (let v = 0; v < count; v++) {
      const small = options.onePage;
      // A statement of one well visit alone seldom has a balance: those mostly come with a sick visit.
      const kind = !wellDone && rng.bool(count === 1 ? 0.3 : v === 0 ? 0.6 : 0.3) ? 'well' : 'sick';
      const lines: Line[] = [];
      if (kind === 'well') {
        wellDone = true;
        lines.push(lineOf(byAge(PEDS_WELL_BY_AGE), date));
        const vaccines = pickDistinct(rng, [...byAge(PEDS_VACCINES_BY_AGE), ...(rng.bool(0.4) ? [PEDS_FLU] : [])], small ? rng.int(0, 2) : rng.int(1, 4));
        for (const vac of vaccines) lines.push(lineOf([vac[0], vac[1], vac[2], vac[3]], date));
        if (vaccines.length > 0) {
          lines.push(lineOf(PEDS_ADMIN_FIRST, date, vaccines.length));
          const more = vaccines.reduce((s, vac) => s + vac[4] - 1, 0);
          if (more > 0) lines.push(lineOf(PEDS_ADMIN_MORE, date, more));
        }
        for (const l of pickDistinct(rng, byAge(PEDS_SCREENS_BY_AGE), small ? rng.int(0, 1) : rng.int(1, 2))) lines.push(lineOf(l, date));
      } else {
        lines.push(lineOf(rng.pick(PEDS_SICK_VISITS), date));
        for (const l of pickDistinct(rng, PEDS_SICK_EXTRAS, small ? rng.int(0, 1) : rng.int(0, 3))) lines.push(lineOf(l, date));
      }
      visits.push({ date, kind, doctor: rng.pick(doctors), lines, pending: false, processed: addDays(date, rng.int(12, 30)), paid: 0 });
      date = addDays(date, rng.int(9, 80));
    }
    const last = visits[visits.length - 1];
    if (insured && last && rng.bool(visits.length > 1 ? 0.5 : 0.2)) last.pending = true;
    for (const v of visits) {
      if (v.pending) continue;
      const share = 0.5 + rng.next() * 0.3;
      for (const [k, l] of v.lines.entries()) {
        if (!insured) {
          l.adj = roundCents(l.amount * 0.3);
          l.mine = roundCents(l.amount - l.adj);
          continue;
        }
        const allowed = roundCents(l.amount * share);
        // Preventive care is covered in full, except the screening labs and tests some plans put toward the deductible.
        const screening = ['85018', '83655', '92551', '99173'].includes(l.code);
        l.mine = v.kind === 'well' ? (screening ? roundCents(allowed * rng.pick([0, 0, 0.2, 1])) : 0) : k === 0 ? Math.min(copay, allowed) : roundCents(allowed * rng.pick([0, 0, 0.2]));
        l.ins = roundCents(allowed - l.mine);
        l.adj = roundCents(l.amount - allowed);
      }
    }
    // Copays at check-in: only on statements without a claim still pending (what is owed is then settled).
    const anyPending = visits.some((v) => v.pending);
    if (!anyPending) {
      for (const v of visits) {
        const mine = roundCents(v.lines.reduce((s, l) => s + l.mine, 0));
        if (v.kind === 'sick' && mine > 0 && rng.bool(insured ? 0.55 : 0.4)) v.paid = Math.min(mine, insured ? copay : rng.pick([50, 75, 100]));
      }
    }
    d.items = visits.flatMap((v) => v.lines);
    const allLines = visits.flatMap((v) => v.lines);
    const total = (pick: (l: Line) => number) => roundCents(allLines.reduce((s, l) => s + pick(l), 0));
    d.subtotal = total((l) => l.amount);
    d.insurancePaid = total((l) => l.ins);
    d.adjustments = total((l) => l.adj);
    d.patientPaid = roundCents(visits.reduce((s, v) => s + v.paid, 0));
    const pending = roundCents(visits.filter((v) => v.pending).reduce((s, v) => s + v.lines.reduce((a, l) => a + l.amount, 0), 0));
    d.amountDue = roundCents(total((l) => l.mine) - d.patientPaid);
    d.lastServiceDate = last?.date ?? d.serviceDate;
    const processedLast = visits.filter((v) => !v.pending).reduce((m, v) => (insured && v.processed > m ? v.processed : m), d.serviceDate);
    d.statementDate = addDays(processedLast > d.lastServiceDate ? processedLast : d.lastServiceDate, rng.int(4, 12));
    d.dueDate = addDays(d.statementDate, rng.pick([21, 28, 30]));

    const f = fmt(rng, ['us-short', 'abbrev', 'us-slash'], ['dollar'], ['parens', 'minus']);
    const tm = (v: number) => formatMoney(v, 'plain');
    const child = d.patient;
    const parent = d.guarantor;
    const childFirst = firstNameOf(child);
    const accountLabel = w.get('account');
    const memberId = `${rng.letters(3)}${rng.digits(9)}`;
    const L = {
      title: rng.pick(['STATEMENT FOR SERVICES', 'FAMILY ACCOUNT STATEMENT', 'STATEMENT']),
      tagline: rng.pick(['Pediatric & Adolescent Medicine', 'Caring for children from birth through age 21', 'Newborns, children and teens']),
      date: rng.pick(['Statement Date', 'Date Printed']),
      due: rng.pick(['Amount Due', 'Please Pay']),
      payBy: rng.pick(['Pay By', 'Due Date']),
      patient: rng.pick(['Patient:', 'Child:']),
      parent: rng.pick(['Parent/Guardian:', 'Responsible Party:']),
      dob: rng.pick(['DOB:', 'Birth Date:']),
      plan: rng.pick(['Insurance:', 'Plan:']),
      desc: rng.pick(['Description', 'Service']),
      colDate: rng.pick(['Date', 'Visit Date']),
      code: rng.pick(['Code', 'CPT']),
      amount: rng.pick(['Amount', 'Charge']),
      ins: rng.pick(['Ins Paid', 'Plan Paid']),
      adj: insured ? rng.pick(['Adjust', 'Discount']) : 'Discount',
      mine: rng.pick(['Your Portion', 'Your Share']),
      totals: rng.pick(['Total Charges', 'Charges']),
      insTotal: rng.pick(['Insurance Paid', 'Plan Payments']),
      adjTotal: insured ? rng.pick(['Adjustments', 'Plan Discounts']) : 'Self-Pay Discount',
      pending: rng.pick(['Insurance Pending', 'Awaiting Insurance']),
      paid: rng.pick(['Your Payments', 'Payments Received']),
      owe: rng.pick(['Amount Due', 'Balance Due']),
      tear: rng.pick(['Please tear off and return the lower portion with your payment.', 'Fold, tear along the line and mail this stub with your check.']),
      enclosed: rng.pick(['Amount Enclosed', 'Payment Amount']),
    };
    const BOTTOM = 36;
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 36, bottom: BOTTOM });
    sheet.row([{ text: d.provider, x: 40, size: 15, font: 'bold' }, { text: L.title, x: 572, size: 10, font: 'bold', align: 'right' }]);
    sheet.row([{ text: L.tagline, x: 40, size: 8, font: 'italic' }]);
    sheet.row([{ text: `${d.providerAddr.line1}  |  ${d.providerAddr.line2}  |  ${d.phone}`, x: 40, size: 7.5 }], 10);
    const R = (label: string, value: string, font?: FontName, size?: number): Cell[] => [
      { text: label, x: 400, font: 'bold' },
      { text: value, x: 572, align: 'right', font, size },
    ];
    columns(
      sheet,
      [
        [{ text: rng.pick(['To the parent or guardian of', 'Family account of']), x: 56, size: 7, font: 'italic' }],
        [{ text: parent, x: 56, size: 9.5 }],
        [{ text: d.patientAddr.line1, x: 56, size: 9.5 }],
        [{ text: d.patientAddr.line2, x: 56, size: 9.5 }],
      ],
      [R(L.date, f.date(d.statementDate)), R(accountLabel, d.account), R(L.due, f.money(d.amountDue), 'bold', 10), R(L.payBy, f.date(d.dueDate))],
      1,
    );
    sheet.space(10);
    sheet.row([
      { text: L.patient, x: 40, font: 'bold' },
      { text: child, x: 82 },
      { text: L.dob, x: 230, font: 'bold' },
      { text: f.date(d.dob), x: 276 },
      { text: L.plan, x: 380, font: 'bold' },
      { text: insured ? d.insurer : 'Self-pay', x: 430 },
    ]);
    sheet.row([
      { text: L.parent, x: 40, font: 'bold' },
      { text: parent, x: 122 },
      ...(insured ? [{ text: 'Member ID:', x: 380, font: 'bold' as FontName }, { text: memberId, x: 430 }] : []),
    ], 8);
    const X = { desc: 40, date: 250, code: 306, amount: 392, ins: 446, adj: 500, mine: 572 };
    const head = (s: Sheet) => {
      s.row([
        { text: L.desc, x: X.desc, font: 'bold' },
        { text: L.colDate, x: X.date, font: 'bold' },
        { text: L.code, x: X.code, font: 'bold' },
        { text: L.amount, x: X.amount, font: 'bold', align: 'right' },
        { text: L.ins, x: X.ins, font: 'bold', align: 'right' },
        { text: L.adj, x: X.adj, font: 'bold', align: 'right' },
        { text: L.mine, x: X.mine, font: 'bold', align: 'right' },
      ]);
      s.row([rule(40, 572, 6, '_')], -2);
    };
    head(sheet);
    hooks.page = (s) => {
      s.row([{ text: `${d.provider}  -  ${child}  -  ${accountLabel} ${d.account}  (continued)`, x: 40, size: 7.5, font: 'italic' }], 6);
      head(s);
    };
    for (const v of visits) {
      keepTogether(sheet, 3 * 12.4, BOTTOM);
      const status = v.pending ? `claim sent to ${d.insurer}, PENDING` : insured ? `processed by ${d.insurer} ${f.date(v.processed)}` : 'self-pay';
      sheet.space(2).row([{ text: `${v.kind === 'well' ? 'Well visit' : 'Office visit'} with Dr. ${v.doctor}  -  ${status}`, x: X.desc, font: 'italic', size: 7.5 }]);
      for (const l of v.lines) {
        sheet.row([
          { text: l.description, x: X.desc },
          { text: f.date(l.date), x: X.date },
          { text: l.code, x: X.code },
          { text: tm(l.amount), x: X.amount, align: 'right' },
          { text: tm(l.ins), x: X.ins, align: 'right' },
          { text: tm(l.adj), x: X.adj, align: 'right' },
          { text: tm(l.mine), x: X.mine, align: 'right', font: 'bold' },
        ]);
      }
      if (v.paid > 0) sheet.row([{ text: 'Copay paid at check-in - thank you', x: X.desc, font: 'italic' }, { text: f.date(v.date), x: X.date, font: 'italic' }, { text: `-${tm(v.paid)}`, x: X.mine, align: 'right', font: 'italic' }]);
    }
    sheet.row([rule(40, 572, 6, '_')], 4);
    hooks.page = (s) => s.row([{ text: `${d.provider}  -  ${child}  -  ${accountLabel} ${d.account}  (continued)`, x: 40, size: 7.5, font: 'italic' }], 6);
    const notes = [
      ...(anyPending ? [`Lines showing 0.00 are still with ${d.insurer}. We will bill you for any portion your plan assigns to you after it pays.`] : []),
      insured ? `Questions about ${childFirst}'s coverage? Call ${d.insurer} at ${d.insurerPhone}.` : 'Ask our office about payment plans and financial assistance.',
    ];
    const noteLines = notes.flatMap((note) => proseLines(note, 120));
    const strip: [string, string][] = [
      [L.totals, f.money(d.subtotal)],
      [L.insTotal, f.credit(d.insurancePaid)],
      [L.adjTotal, f.credit(d.adjustments)],
      [L.pending, f.money(pending)],
      [L.paid, f.credit(d.patientPaid)],
      [L.owe, f.money(d.amountDue)],
    ];
    const STUB = 175;
    keepTogether(sheet, noteLines.length * 11 + 60 + STUB, BOTTOM);
    for (const text of noteLines) sheet.row([{ text, x: 40, size: 7, font: 'italic' }]);
    sheet.space(4);
    const sx = [40, 128, 216, 304, 392, 480];
    sheet.row(strip.map(([label], k) => ({ text: label, x: sx[k] ?? 40, size: 7, font: 'bold' as FontName })));
    sheet.row(strip.map(([, value], k) => ({ text: value, x: sx[k] ?? 40, size: k === 5 ? 10 : 8.5, font: (k === 5 ? 'bold' : 'regular') as FontName })), 6);
    sheet.row([{ text: `${colon(w.get('payOnline'))} ${d.link}`, x: 40, size: 7.5 }, { text: marketing(rng, split), x: 572, size: 7, font: 'italic', align: 'right' }]);
    // The stub.
    sheet.space(10).row([rule(40, 572, 8, '-')]);
    sheet.row([{ text: L.tear, x: 40, size: 7, font: 'italic' }], 4);
    const stubRows: [Cell[], string, string, FontName?][] = [
      [[{ text: d.provider, x: 40, font: 'bold', size: 9 }], accountLabel, d.account],
      [[{ text: d.providerAddr.line1, x: 40 }], 'Patient', child],
      [[{ text: d.providerAddr.line2, x: 40 }], L.owe, f.money(d.amountDue), 'bold'],
      [[], L.enclosed, '$ ____________'],
    ];
    for (const [left, label, value, font] of stubRows) sheet.row([...left, { text: label, x: 380, font: 'bold' }, { text: value, x: 572, align: 'right', font }]);
    sheet.space(4).row([{ text: '[ ] VISA   [ ] MASTERCARD   [ ] DISCOVER   [ ] AMEX', x: 40, size: 7 }, { text: bars(rng, 34), x: 380, size: 8, font: 'mono' }]);
    sheet.row([{ text: 'Card no. ______________________  Exp. _____  Signature ____________________', x: 40, size: 7 }], 6);
    sheet.row([{ text: parent.toUpperCase(), x: 56, size: 8.5 }]);
    sheet.row([{ text: d.patientAddr.line1.toUpperCase(), x: 56, size: 8.5 }]);
    sheet.row([{ text: d.patientAddr.line2.toUpperCase(), x: 56, size: 8.5 }, { text: scanLine(rng, d), x: 572, align: 'right', font: 'mono', size: 8 }]);
    hooks.page = undefined;
    everyPage(sheet, (page, total) => (total > 1 ? [{ text: `Page ${page} of ${total}`, x: 572, y: H - 24, size: 7, align: 'right' }] : []));
    return { truth: truthOf(d, {}), doc: sheet };
  }),
];

// ---------------------------------------------------------------------------------------------
// Dev families, fourth fresh round: a physician practice's statement sent by an outside billing
// company, a critical access hospital's summary bill, and a chiropractic office's ledger card.

/** About how wide a text prints, from rough Helvetica and Times widths: enough to centre a letterhead line. */
function approxWidth(text: string, size: number, font: FontName): number {
  let em = 0;
  for (const ch of text) em += ch === ' ' ? 0.28 : /[A-Z&]/.test(ch) ? 0.7 : /[a-z0-9]/.test(ch) ? 0.52 : 0.33;
  return em * size * (font === 'bold' ? 1.05 : font === 'serif' || font === 'italic' ? 0.92 : 1);
}

/** A cell centred on the page (or on `mid`). */
const centred = (text: string, size: number, font: FontName, mid = 306, grey?: number): Cell => ({ text, x: Math.round(mid - approxWidth(text, size, font) / 2), size, font, ...(grey !== undefined ? { grey } : {}) });

/** A practice's service under its long, CPT-style description (it wraps on the statement): [description, code, min, max]. */
type LongService = readonly [description: string, code: string, min: number, max: number];
type BsoSpecialty = { names: readonly ((stem: string) => string)[]; newVisit: LongService; visits: readonly LongService[]; extras: readonly LongService[]; credentials: readonly string[]; procedures: ReadonlySet<string> };

const BSO_SPECIALTIES: readonly BsoSpecialty[] = [
  {
    names: [(s) => `${s} Orthopaedic Associates`, (s) => `${s} Bone & Joint Clinic, P.C.`, (s) => `${s} Orthopedics & Sports Medicine`],
    newVisit: ['Office or other outpatient visit for the evaluation and management of a new patient, moderate medical decision making', '99204', 240, 430],
    visits: [
      ['Office or other outpatient visit for the evaluation and management of an established patient, low medical decision making', '99213', 110, 210],
      ['Office or other outpatient visit for the evaluation and management of an established patient, moderate medical decision making', '99214', 160, 310],
    ],
    extras: [
      ['Arthrocentesis, aspiration and/or injection, major joint or bursa (shoulder, hip, knee), without ultrasound guidance', '20610', 150, 340],
      ['Injection, triamcinolone acetonide, not otherwise specified, per 10 mg', 'J3301', 12, 48],
      ['Radiologic examination, knee; complete, 4 or more views', '73564', 110, 240],
      ['Radiologic examination, shoulder; complete, minimum of 2 views', '73030', 85, 200],
      ['Radiologic examination, spine, lumbosacral; 2 or 3 views', '72100', 95, 230],
      ['Application of short leg splint (calf to foot), static, including molding', '29515', 110, 240],
      ['Injection, methylprednisolone acetate, 40 mg, for intramuscular or intra-articular use', 'J1030', 14, 42],
    ],
    credentials: ['MD', 'DO', 'PA-C'],
    procedures: new Set(['20610', '29515']),
  },
  {
    names: [(s) => `${s} Cardiology Consultants`, (s) => `${s} Heart & Vascular, PLLC`, (s) => `${s} Cardiovascular Associates`],
    newVisit: ['Office or other outpatient visit for the evaluation and management of a new patient, high medical decision making', '99205', 320, 560],
    visits: [
      ['Office or other outpatient visit for the evaluation and management of an established patient, moderate medical decision making', '99214', 170, 320],
      ['Office or other outpatient visit for the evaluation and management of an established patient, high medical decision making', '99215', 230, 420],
    ],
    extras: [
      ['Electrocardiogram, routine ECG with at least 12 leads; with interpretation and report', '93000', 60, 150],
      ['Echocardiography, transthoracic, real-time with image documentation (2D), complete, with spectral and color flow Doppler', '93306', 650, 1900],
      ['Cardiovascular stress test using maximal or submaximal treadmill or bicycle exercise, with supervision, interpretation and report', '93015', 280, 640],
      ['External electrocardiographic recording up to 48 hours by continuous rhythm recording and storage; includes scanning analysis with report', '93224', 190, 430],
      ['Interrogation device evaluation (in person) with analysis, review and report, single lead pacemaker system', '93288', 90, 220],
    ],
    credentials: ['MD', 'DO', 'NP'],
    procedures: new Set(['93306', '93015']),
  },
  {
    names: [(s) => `${s} Dermatology, P.A.`, (s) => `${s} Skin & Laser Center`, (s) => `${s} Dermatology Associates`],
    newVisit: ['Office or other outpatient visit for the evaluation and management of a new patient, low medical decision making', '99203', 160, 290],
    visits: [
      ['Office or other outpatient visit for the evaluation and management of an established patient, low medical decision making', '99213', 105, 200],
      ['Office or other outpatient visit for the evaluation and management of an established patient, moderate medical decision making', '99214', 150, 290],
    ],
    extras: [
      ['Tangential biopsy of skin (e.g., shave, scoop, saucerize, curette); single lesion', '11102', 120, 260],
      ['Tangential biopsy of skin (e.g., shave, scoop, saucerize, curette); each separate/additional lesion', '11103', 60, 140],
      ['Destruction (e.g., laser surgery, cryosurgery, chemosurgery) of premalignant lesions (e.g., actinic keratoses); first lesion', '17000', 90, 190],
      ['Destruction of premalignant lesions (e.g., actinic keratoses); second through 14 lesions, each (list separately)', '17003', 15, 45],
      ['Shaving of epidermal or dermal lesion, single lesion, trunk, arms or legs; lesion diameter 0.6 to 1.0 cm', '11301', 120, 250],
      ['Destruction of benign lesions other than skin tags or cutaneous vascular proliferative lesions; up to 14 lesions', '17110', 110, 240],
    ],
    credentials: ['MD', 'DO', 'PA-C'],
    procedures: new Set(['11102', '17000', '11301', '17110']),
  },
  {
    names: [(s) => `${s} Internal Medicine, P.C.`, (s) => `${s} Primary Care Physicians`, (s) => `${s} Adult Medicine Group`],
    newVisit: ['Office or other outpatient visit for the evaluation and management of a new patient, moderate medical decision making', '99204', 220, 380],
    visits: [
      ['Office or other outpatient visit for the evaluation and management of an established patient, low medical decision making', '99213', 100, 190],
      ['Office or other outpatient visit for the evaluation and management of an established patient, moderate medical decision making', '99214', 145, 270],
    ],
    extras: [
      ['Collection of venous blood by venipuncture', '36415', 10, 30],
      ['Glycosylated (A1C) hemoglobin analysis, by device cleared by FDA for home use', '83037', 25, 65],
      ['Immunization administration (includes percutaneous, intradermal, subcutaneous, or intramuscular injections); 1 vaccine', '90471', 25, 50],
      ['Influenza virus vaccine, quadrivalent (IIV4), split virus, preservative free, 0.5 mL dosage, for intramuscular use', '90686', 30, 62],
      ['Spirometry, including graphic record, total and timed vital capacity, expiratory flow rate measurement(s)', '94010', 50, 130],
      ['Electrocardiogram, routine ECG with at least 12 leads; with interpretation and report', '93000', 55, 140],
    ],
    credentials: ['MD', 'DO', 'NP', 'PA-C'],
    procedures: new Set(['94010']),
  },
];

/** Add-on codes and the primary procedure each goes with. */
const BSO_ADD_ONS: readonly (readonly [string, string])[] = [
  ['11103', '11102'],
  ['17003', '17000'],
];

/** Outside billing companies that send practices' statements: [logo word, line under the logo, full name]. */
const BSO_COMPANIES: readonly (readonly [string, string, string])[] = [
  ['KEYSTONE', 'revenue cycle partners', 'Keystone Revenue Cycle Partners, LLC'],
  ['BAYLINE', 'physician billing', 'Bayline Physician Billing, Inc.'],
  ['CLEARPATH', 'medical billing solutions', 'ClearPath Medical Billing Solutions'],
  ['NORTHRIDGE', 'healthcare business services', 'Northridge Healthcare Business Services'],
  ['TRILLIUM', 'practice management group', 'Trillium Practice Management Group'],
];

/** A critical access hospital's summary line: [revenue category, revenue code, min, max]. */
type CahLine = readonly [description: string, rev: string, min: number, max: number];
const CAH_LAB: CahLine = ['Laboratory', '0300', 80, 960];
const CAH_RAD: CahLine = ['Radiology - Diagnostic', '0320', 140, 820];
const CAH_CT: CahLine = ['CT Scan', '0350', 900, 3900];
const CAH_PHARM: CahLine = ['Pharmacy', '0250', 18, 420];
const CAH_DRUGS: CahLine = ['Drugs Requiring Detail Coding', '0636', 30, 640];
const CAH_IV: CahLine = ['IV Therapy', '0260', 140, 720];
const CAH_SUPPLY: CahLine = ['Medical/Surgical Supplies', '0270', 25, 460];
const CAH_EKG: CahLine = ['EKG/ECG', '0730', 90, 420];
const CAH_RESP: CahLine = ['Respiratory Services', '0410', 70, 640];
const CAH_PT: CahLine = ['Physical Therapy', '0420', 120, 780];
const CAH_US: CahLine = ['Ultrasound', '0402', 320, 1400];
const CAH_MAMMO: CahLine = ['Mammography', '0403', 180, 520];
const CAH_CARDIO: CahLine = ['Cardiology', '0480', 160, 1100];
type CahEncounter = { type: string; days: readonly [number, number]; must: readonly CahLine[]; may: readonly CahLine[]; extra: readonly [number, number] };
const CAH_ENCOUNTERS: readonly CahEncounter[] = [
  { type: 'Emergency', days: [0, 0], must: [['Emergency Room', '0450', 650, 2600]], may: [CAH_LAB, CAH_RAD, CAH_CT, CAH_PHARM, CAH_DRUGS, CAH_IV, CAH_SUPPLY, CAH_EKG, CAH_RESP], extra: [2, 6] },
  { type: 'Observation', days: [1, 1], must: [['Emergency Room', '0450', 600, 2200], ['Observation Room', '0762', 900, 3400]], may: [CAH_LAB, CAH_RAD, CAH_CT, CAH_PHARM, CAH_DRUGS, CAH_IV, CAH_SUPPLY, CAH_EKG], extra: [3, 6] },
  { type: 'Inpatient', days: [2, 4], must: [['Room & Board - Semi-Private', '0120', 2400, 7800]], may: [CAH_LAB, CAH_RAD, CAH_PHARM, CAH_DRUGS, CAH_IV, CAH_SUPPLY, CAH_RESP, CAH_PT, CAH_EKG], extra: [3, 7] },
  { type: 'Outpatient', days: [0, 0], must: [], may: [CAH_LAB, CAH_RAD, CAH_US, CAH_MAMMO, CAH_CT, CAH_PT, CAH_CARDIO, CAH_EKG], extra: [1, 3] },
];
const CAH_STEMS = ['Saint Brigid', 'Sacred Heart', 'Good Shepherd', 'Pioneer Valley', 'Sandhills', 'Big Horn Basin', 'Prairie Rose', 'Holy Rosary', 'Cottonwood County', 'Three Forks'];
const CAH_SUFFIXES = ['Community Hospital', 'Memorial Hospital', 'District Hospital', 'Hospital & Clinics', 'Regional Health Center'];
/** Small towns with a critical access hospital: [town, state, state's name, ZIP prefix]. */
const CAH_TOWNS: readonly (readonly [string, string, string, string])[] = [
  ['Harlan', 'IA', 'Iowa', '515'],
  ['Ord', 'NE', 'Nebraska', '688'],
  ['Cody', 'WY', 'Wyoming', '824'],
  ['Hettinger', 'ND', 'North Dakota', '586'],
  ['Lamar', 'CO', 'Colorado', '810'],
  ['Hugo', 'OK', 'Oklahoma', '747'],
  ['Glasgow', 'MT', 'Montana', '592'],
  ['Lakin', 'KS', 'Kansas', '678'],
  ['Tomah', 'WI', 'Wisconsin', '546'],
];
const CAH_STREETS = ['Hospital Drive', 'North Main Street', 'East 7th Street', 'Highway 59 South', 'West Division Street', 'College Avenue'];

/** A chiropractic office's ledger line: [description, code, min, max]. */
type ChiroLine = readonly [description: string, code: string, min: number, max: number];
const CHIRO_NEW_EXAM: ChiroLine = ['New pt exam, level 3', '99203', 95, 180];
const CHIRO_RE_EXAM: ChiroLine = ['Est pt re-exam, level 2', '99212', 55, 95];
const CHIRO_XRAYS: readonly ChiroLine[] = [
  ['X-ray cervical spine, 2-3 views', '72040', 80, 150],
  ['X-ray lumbosacral spine, 2-3 views', '72100', 85, 160],
  ['X-ray thoracic spine, 2 views', '72070', 70, 140],
];
const CHIRO_CMT: readonly ChiroLine[] = [
  ['CMT spinal, 1-2 regions', '98940', 38, 60],
  ['CMT spinal, 3-4 regions', '98941', 48, 75],
  ['CMT spinal, 5 regions', '98942', 58, 90],
];
const CHIRO_EXTRASPINAL: ChiroLine = ['CMT extraspinal, 1+ regions', '98943', 30, 55];
const CHIRO_THERAPIES: readonly ChiroLine[] = [
  ['Manual therapy, ea 15 min', '97140', 32, 60],
  ['Mechanical traction', '97012', 22, 40],
  ['Elec stim, unattended', '97014', 18, 35],
  ['Hot/cold packs', '97010', 10, 22],
  ['Ultrasound, ea 15 min', '97035', 20, 38],
  ['Therapeutic exercise, ea 15 min', '97110', 35, 62],
  ['Neuromuscular re-ed, ea 15 min', '97112', 36, 64],
  ['Massage therapy, ea 15 min', '97124', 30, 55],
];
const CHIRO_NAMES: readonly ((stem: string) => string)[] = [(s) => `${s} Chiropractic`, (s) => `${s} Chiropractic & Wellness`, (s) => `${s} Spine & Joint Center`, (s) => `${s} Family Chiropractic, P.C.`];
const CHIRO_CONDITIONS = ['Low back pain', 'Neck pain / cervicalgia', 'Lumbar strain', 'Sciatica, left side', 'Mid back strain', 'Headaches / neck stiffness', 'Shoulder pain, right'];

/** A patient who lives in the provider's town: a new street address there (the ZIP's last digits differ). */
function localAddress(rng: Rng, near: Addr): Addr {
  const line1 = `${rng.int(10, 9899)} ${rng.pick([...n.STREETS, ...MORE_STREETS])}`;
  const line2 = `${near.line2.slice(0, -2)}${rng.digits(2)}`;
  return { line1, line2, full: `${line1}, ${line2}`, state: near.state };
}

const devFamiliesFresh4: FamilyDef[] = [
  // A specialty practice's statement mailed by the outside billing company it hires: the company's
  // logo word and tag line at the top, "Statement prepared by ... on behalf of ..." under it with its
  // lockbox and customer service line, the statement facts in a small ruled grid (labels above
  // values) at top right; the guarantor's mailing block; then the patient's line in the practice
  // system's abbreviations ("Pt: LAST, FIRST M", "DOB", "Gtr") beside a "Services provided by" block
  // naming the practice (the provider) with its own address and office phone; the charges table with
  // long CPT descriptions that wrap onto a second (or third) line, the amounts on the last line,
  // per-line plan payment, adjustment and patient share, copays as rows of their own; the totals at
  // right beside a message; and a remittance stub whose "Make checks payable to" line names the
  // practice while the address is the billing company's lockbox.
  fam('billing-service-on-behalf-statement', 'dev', ({ rng, options, w, split }) => {
    const spec = rng.pick(BSO_SPECIALTIES);
    const d = draft(rng, split, options, {
      kind: 'physician',
      services: [[spec.newVisit[0], spec.newVisit[1], spec.newVisit[2], spec.newVisit[3]]],
      items: [1, 1],
      onePageItems: [1, 1],
      account: ['digits8', 'digits10', 'letters'],
      phone: ['toll-free'],
      link: ['https'],
    });
    const stem = rng.pick([...n.PROVIDER_STEMS, ...ORG_STEMS.dev]);
    d.provider = rng.pick(spec.names)(stem);
    if (rng.bool(0.85)) d.patientAddr = localAddress(rng, d.providerAddr);
    const [brand, tag, company] = rng.pick(BSO_COMPANIES);
    const slug = brand.toLowerCase();
    d.link = rng.pick([`https://${slug}.example/pay`, `www.${slug}billing.example`, `https://pay.${slug}.example/${rng.digits(5)}`]);
    // The patient as the practice system prints it: "LAST, FIRST M" (a middle initial most of the time).
    const parts = d.patient.replace('.', '').split(' ');
    const middle = parts.length > 2 ? (parts[1] ?? '') : rng.bool(0.6) ? rng.pick(n.MIDDLE_INITIALS) : '';
    const patientShown = `${parts.at(-1) ?? ''}, ${parts[0] ?? ''}${middle ? ` ${middle}` : ''}`.toUpperCase();
    const guarantor = d.guarantor;
    const insured = rng.bool(0.85);
    const copay = rng.pick([25, 30, 40, 50]);
    const credential = rng.pick(spec.credentials);
    const clinicians = [d.doctor, person(rng, split)];
    type Line = Item & { ins: number; adj: number; mine: number; mod: string };
    type Visit = { date: string; doctor: string; lines: Line[]; paid: number; processed: string; claim: string; how: string };
    const visits: Visit[] = [];
    const count = options.onePage ? rng.int(1, 2) : rng.int(1, 4);
    let date = d.serviceDate;
    for (let v = 0; v < count; v++) {
      const first = v === 0 && rng.bool(0.5) ? spec.newVisit : rng.pick(spec.visits);
      const extras = pickDistinct(rng, spec.extras, options.onePage ? rng.int(0, count > 1 ? 0 : 1) : rng.int(0, 3));
      // An add-on code is billed with its primary procedure only.
      for (const [addOn, primary] of BSO_ADD_ONS) {
        const at = extras.findIndex((s) => s[1] === addOn);
        const main = spec.extras.find((s) => s[1] === primary);
        if (at >= 0 && main && !extras.includes(main)) extras.splice(at, 0, main);
      }
      const procedure = extras.some((s) => spec.procedures.has(s[1]));
      const lines = [first, ...extras].map((s, k): Line => {
        const amount = rng.money(s[2], s[3]);
        return { description: s[0], code: s[1], rev: '', qty: 1, unit: amount, amount, date, ins: 0, adj: 0, mine: 0, mod: k === 0 && procedure ? '-25' : '' };
      });
      const charges = roundCents(lines.reduce((s, l) => s + l.amount, 0));
      let ins = 0;
      let adj: number;
      let share: number;
      if (insured) {
        const allowed = roundCents(charges * (0.38 + rng.next() * 0.3));
        share = Math.min(allowed, rng.pick([copay, copay, roundCents(allowed * 0.2), allowed]));
        ins = roundCents(allowed - share);
        adj = roundCents(charges - allowed);
      } else {
        adj = roundCents(charges * rng.pick([0.25, 0.3, 0.35]));
        share = roundCents(charges - adj);
      }
      const insParts = spread(ins, lines.map((l) => l.amount));
      const adjParts = spread(
        adj,
        lines.map((l, k) => roundCents(l.amount - (insParts[k] ?? 0))),
      );
      lines.forEach((l, k) => {
        l.ins = insParts[k] ?? 0;
        l.adj = adjParts[k] ?? 0;
        l.mine = roundCents(l.amount - l.ins - l.adj);
      });
      const paid = share > 0 && rng.bool(insured ? 0.55 : 0.5) ? Math.min(share, insured ? copay : rng.pick([50, 75, 100])) : 0;
      const how = rng.pick(['Copay received - thank you', `Payment - ${rng.pick(CARD_BRANDS)} ${rng.digits(4)}`, `Payment - check #${rng.digits(4)}`]);
      visits.push({ date, doctor: rng.pick(clinicians), lines, paid, processed: addDays(date, rng.int(14, 35)), claim: `${rng.digits(4)}${rng.letters(1)}${rng.digits(6)}`, how });
      date = addDays(date, rng.int(10, 60));
    }
    const lines = visits.flatMap((v) => v.lines);
    const sum = (pick: (l: Line) => number) => roundCents(lines.reduce((s, l) => s + pick(l), 0));
    d.items = lines;
    d.subtotal = sum((l) => l.amount);
    d.insurancePaid = sum((l) => l.ins);
    d.adjustments = sum((l) => l.adj);
    d.patientPaid = roundCents(visits.reduce((s, v) => s + v.paid, 0));
    d.amountDue = roundCents(sum((l) => l.mine) - d.patientPaid);
    d.lastServiceDate = visits.at(-1)?.date ?? d.serviceDate;
    const lastPosted = visits.reduce((last, v) => (insured && v.processed > last ? v.processed : last), d.lastServiceDate);
    d.statementDate = addDays(lastPosted, rng.int(3, 12));
    d.dueDate = addDays(d.statementDate, rng.pick([21, 25, 30]));

    const f = fmt(rng, ['us-slash', 'us-2digit', 'us-short'], ['dollar'], ['minus', 'parens']);
    const tm = (v: number) => formatMoney(v, 'plain');
    const tc = (v: number) => formatCredit(v, 'plain', f.creditStyle);
    const up = (text: string) => text.toUpperCase();
    const lockbox = `PO Box ${rng.int(1200, 98999)}`;
    const lockboxCity = address(rng, split).line2;
    const practicePhone = phoneNumber(rng, rng.pick(['parens', 'dots'] as const));
    const npi = `1${rng.digits(9)}`;
    const named = rng.bool(0.35);
    const accountLabel = w.get('account');
    const L = {
      title: rng.pick(['PATIENT STATEMENT', 'STATEMENT', 'BILLING STATEMENT']),
      prepared: rng.pick(['Statement prepared by', 'This statement was prepared by']),
      behalf: named ? `on behalf of ${d.provider}` : rng.pick(['on behalf of the provider named below', 'as billing agent on behalf of your physician']),
      service: rng.pick(['Customer Service', 'Patient Billing Line', 'Billing Questions']),
      hours: rng.pick(['M-F 8:00am-6:00pm ET', 'Mon-Thu 8-7, Fri 8-5 CT', 'Weekdays 9:00 to 5:30']),
      gDate: rng.pick(['STATEMENT DATE', 'STMT DATE']),
      gDue: rng.pick(['PAY BY', 'DUE DATE']),
      gOwe: rng.pick(['AMOUNT DUE', 'BALANCE DUE']),
      pt: rng.pick(['Pt:', 'Patient Nm:', 'Pt Name:']),
      dob: rng.pick(['DOB:', 'Birth Dt:']),
      gtr: rng.pick(['Guarantor:', 'Gtr:', 'Resp Party:']),
      ins: rng.pick(['Primary Ins:', 'Ins Plan:']),
      block: rng.pick(['SERVICES PROVIDED BY', 'YOUR PROVIDER', 'YOUR CARE WAS PROVIDED BY']),
      dos: rng.pick(['DOS', 'Svc Date']),
      proc: rng.pick(['CPT/Mod', 'Proc']),
      desc: rng.pick(['Description of Service', 'Procedure Description']),
      billed: rng.pick(['Billed', 'Charge']),
      insCol: rng.pick(['Ins Paid', 'Plan Pd']),
      adjCol: rng.pick(['Adjust', 'Adj']),
      mineCol: rng.pick(['You Owe', 'Pt Resp']),
      total: rng.pick(['Total Billed', 'Total Charges']),
      insTotal: rng.pick(['Insurance Payments', 'Paid by Your Plan']),
      adjTotal: insured ? rng.pick(['Insurance Adjustments', 'Contractual Discounts']) : rng.pick(['Self-Pay Discounts', 'Uninsured Discounts']),
      paidTotal: rng.pick(['Your Payments', 'Payments Received']),
      due: rng.pick(['BALANCE DUE', 'AMOUNT DUE NOW']),
      payable: rng.pick(['Make checks payable to:', 'Make check payable to:']),
      mail: rng.pick(['Mail payment to:', 'Remit to:']),
      enclosed: rng.pick(['Amount Enclosed', 'Amount Paid']),
    };
    const BOTTOM = 40;
    const { sheet, hooks } = newSheet({ size: 7.5, font: 'regular', top: 34, bottom: BOTTOM });
    const logo = rng.bool(0.5) ? brand.split('').join(' ') : brand;
    // The billing company's heading at left, the statement grid at right.
    const gl = 388;
    const gr = 486;
    columns(
      sheet,
      [
        [{ text: logo, x: 40, size: 19, font: 'bold', grey: 0.25 }],
        [{ text: up(tag), x: 41, size: 6.5, grey: 0.4 }],
        [{ text: `${L.prepared} ${company}`, x: 40, size: 7.5, font: 'italic' }],
        [{ text: L.behalf, x: 40, size: 7.5, font: 'italic' }],
        [{ text: `${lockbox}, ${lockboxCity}`, x: 40, size: 7.5 }],
        [{ text: `${L.service} ${d.phone}  (${L.hours})`, x: 40, size: 7.5 }],
      ],
      [
        [{ text: L.title, x: 572, size: 10, font: 'bold', align: 'right' }],
        [rule(gl - 6, 572, 7, '_')],
        [
          { text: L.gDate, x: gl, size: 6, font: 'bold', grey: 0.35 },
          { text: up(accountLabel), x: gr, size: 6, font: 'bold', grey: 0.35 },
        ],
        [
          { text: f.date(d.statementDate), x: gl, size: 8.5 },
          { text: d.account, x: gr, size: 8.5 },
        ],
        [
          { text: L.gDue, x: gl, size: 6, font: 'bold', grey: 0.35 },
          { text: L.gOwe, x: gr, size: 6, font: 'bold', grey: 0.35 },
        ],
        [
          { text: f.date(d.dueDate), x: gl, size: 8.5 },
          { text: f.money(d.amountDue), x: gr, size: 10, font: 'bold' },
        ],
        [rule(gl - 6, 572, 7, '_')],
      ],
    );
    sheet.space(12);
    columns(
      sheet,
      [
        [{ text: 'ADDRESS SERVICE REQUESTED', x: 56, size: 6, grey: 0.35 }],
        [{ text: bars(rng, 40), x: 56, size: 7, font: 'mono' }],
        [{ text: up(guarantor), x: 56, size: 9 }],
        [{ text: up(d.patientAddr.line1), x: 56, size: 9 }],
        [{ text: up(d.patientAddr.line2), x: 56, size: 9 }],
      ],
      [
        [{ text: colon(w.get('payOnline')), x: 340, size: 7.5, font: 'bold' }],
        [{ text: d.link, x: 340, size: 7.5 }],
        [{ text: `Have your account number (${d.account}) ready.`, x: 340, size: 7.5 }],
        [],
      ],
    );
    sheet.space(10).row([rule(40, 572, 6, '_')], 4);
    // The patient line in the practice system's abbreviations, beside the practice that gave the care.
    const insLine = insured ? d.insurer : 'NONE - SELF PAY';
    columns(
      sheet,
      [
        [{ text: L.pt, x: 40, font: 'bold' }, { text: patientShown, x: 100 }],
        [{ text: L.dob, x: 40, font: 'bold' }, { text: formatDate(d.dob, 'us-slash'), x: 100 }],
        [{ text: L.gtr, x: 40, font: 'bold' }, { text: up(guarantor), x: 100 }],
        [{ text: L.ins, x: 40, font: 'bold' }, { text: insLine, x: 100 }],
        [],
      ],
      [
        [{ text: L.block, x: 340, size: 6.5, font: 'bold', grey: 0.3 }],
        [{ text: d.provider, x: 340, size: 9, font: 'bold' }],
        [{ text: d.providerAddr.line1, x: 340 }],
        [{ text: d.providerAddr.line2, x: 340 }],
        [{ text: `Office ${practicePhone}   NPI ${npi}`, x: 340, size: 7 }],
      ],
      1,
    );
    sheet.space(8);
    const X = { dos: 40, proc: 86, desc: 134, billed: 398, ins: 446, adj: 494, mine: 572 };
    const head = (s: Sheet) => {
      s.row([
        { text: L.dos, x: X.dos, font: 'bold' },
        { text: L.proc, x: X.proc, font: 'bold' },
        { text: L.desc, x: X.desc, font: 'bold' },
        { text: L.billed, x: X.billed, font: 'bold', align: 'right' },
        { text: L.insCol, x: X.ins, font: 'bold', align: 'right' },
        { text: L.adjCol, x: X.adj, font: 'bold', align: 'right' },
        { text: L.mineCol, x: X.mine, font: 'bold', align: 'right' },
      ]);
      s.row([rule(40, 572, 6, '_')], -2);
    };
    head(sheet);
    hooks.page = (s) => {
      s.row([{ text: `${company} for ${d.provider}  -  ${accountLabel} ${d.account}  (continued)`, x: 40, size: 7, font: 'italic' }], 6);
      head(s);
    };
    const ROW = 7.5 * 1.55;
    for (const v of visits) {
      const status = insured ? `claim ${v.claim} processed by ${d.insurer} ${f.date(v.processed)}` : 'self-pay';
      keepTogether(sheet, ROW * 4, BOTTOM);
      sheet.space(2).row([{ text: `Rendering: ${v.doctor}, ${credential}  -  ${status}`, x: X.desc, size: 7, font: 'italic' }]);
      for (const l of v.lines) {
        const wrapped = proseLines(l.description, 46);
        keepTogether(sheet, ROW * wrapped.length, BOTTOM);
        wrapped.forEach((text, k) => {
          const cells: Cell[] = [];
          if (k === 0) cells.push({ text: f.date(l.date), x: X.dos }, { text: `${l.code}${l.mod}`, x: X.proc });
          cells.push({ text, x: X.desc });
          if (k === wrapped.length - 1) {
            cells.push(
              { text: tm(l.amount), x: X.billed, align: 'right' },
              { text: tm(l.ins), x: X.ins, align: 'right' },
              { text: tm(l.adj), x: X.adj, align: 'right' },
              { text: tm(l.mine), x: X.mine, align: 'right' },
            );
          }
          sheet.row(cells);
        });
      }
      if (v.paid > 0) sheet.row([{ text: f.date(v.date), x: X.dos, font: 'italic' }, { text: v.how, x: X.desc, font: 'italic' }, { text: tc(v.paid), x: X.mine, align: 'right', font: 'italic' }]);
    }
    sheet.row([rule(40, 572, 6, '_')], 6);
    hooks.page = (s) => s.row([{ text: `${company} for ${d.provider}  -  ${accountLabel} ${d.account}  (continued)`, x: 40, size: 7, font: 'italic' }], 6);
    const message = insured
      ? `${d.insurer} has processed the claims shown. The balance is your share under your plan (copay, deductible or coinsurance). ${company} handles billing for ${d.provider}; please contact us, not the office, about this statement.`
      : `No insurance is on file for this account, so an uninsured discount has been applied. ${company} handles billing for ${d.provider}. If you have coverage, call ${d.phone} with your plan information.`;
    const messageLines = proseLines(message, 70);
    const summary: [string, string, FontName?][] = [
      [L.total, f.money(d.subtotal)],
      [L.insTotal, f.credit(d.insurancePaid)],
      [L.adjTotal, f.credit(d.adjustments)],
      [L.paidTotal, f.credit(d.patientPaid)],
      [L.due, f.money(d.amountDue), 'bold'],
    ];
    keepTogether(sheet, Math.max(summary.length, messageLines.length + 1) * 12 + 10, BOTTOM);
    columns(
      sheet,
      [[{ text: rng.pick(['IMPORTANT MESSAGE', 'ABOUT YOUR BILL']), x: 40, size: 7, font: 'bold' }], ...messageLines.map((text): Cell[] => [{ text, x: 40, size: 7 }])],
      summary.map(([label, value, font]): Cell[] => [{ text: label, x: 392, font: font ?? 'regular', size: font ? 8.5 : 7.5 }, { text: value, x: 572, align: 'right', font, size: font ? 9.5 : 7.5 }]),
    );
    // The stub: payable to the practice, mailed to the billing company's lockbox.
    keepTogether(sheet, 12 * 12.5 + 20, BOTTOM);
    sheet.space(10).row([rule(40, 572, 8, '-')]);
    sheet.row([{ text: w.get('detach'), x: 40, size: 6.5, font: 'italic' }], 4);
    const stub: [Cell[], string, string, FontName?][] = [
      [[{ text: L.payable, x: 40, font: 'bold' }], accountLabel, d.account],
      [[{ text: d.provider, x: 52, size: 8.5 }], 'Statement Date', f.date(d.statementDate)],
      [[{ text: L.mail, x: 40, font: 'bold' }], L.due, f.money(d.amountDue), 'bold'],
      [[{ text: company, x: 52 }], L.enclosed, '$ ____________'],
      [[{ text: lockbox, x: 52 }], '', ''],
      [[{ text: lockboxCity, x: 52 }], '', ''],
    ];
    for (const [left, label, value, font] of stub) sheet.row([...left, ...(label ? [{ text: label, x: 380, font: 'bold' as FontName }, { text: value, x: 572, align: 'right' as const, font }] : [])]);
    sheet.space(6).row([{ text: up(guarantor), x: 56, size: 8.5 }, { text: bars(rng, 36), x: 380, size: 8, font: 'mono' }]);
    sheet.row([{ text: up(d.patientAddr.line1), x: 56, size: 8.5 }]);
    sheet.row([{ text: up(d.patientAddr.line2), x: 56, size: 8.5 }, { text: scanLine(rng, d), x: 572, align: 'right', font: 'mono', size: 8 }]);
    hooks.page = undefined;
    everyPage(sheet, (page, total) => (total > 1 ? [{ text: `Page ${page} of ${total}`, x: 572, y: H - 26, size: 7, align: 'right' }] : []));
    return { truth: truthOf(d, {}, { patient: patientShown, patientAddress: up(d.patientAddr.full) }), doc: sheet };
  }),

  // A critical access hospital's summary bill (a small rural hospital): a centred serif letterhead
  // with the hospital's name split over two lines, the town and state under it and the street, ZIP
  // and business office phone in small print; the statement's title and facts beside the mailing
  // block; the patient named only in a sentence ("This statement is for services provided to ... on
  // ..."), with the payer and the day it was billed; charges summarised by revenue category (revenue
  // codes on some statements), amounts without "$", the total, then the payer's payment, the
  // contractual adjustment or uninsured discount and patient payments as "CR" lines; the amount due in
  // a ruled box; notes (physicians bill apart, an itemized bill on request, financial assistance) and
  // a return portion, which names the hospital in one line on some statements only.
  fam('critical-access-hospital-summary', 'dev', ({ rng, options, w, split }) => {
    const encounter = rng.pick(CAH_ENCOUNTERS);
    const d = draft(rng, split, options, {
      kind: 'hospital',
      services: [['Emergency Room', '0450', 650, 2600]],
      items: [1, 1],
      onePageItems: [1, 1],
      account: ['digits10', 'hosp', 'digits8'],
      phone: ['parens', 'dashes'],
      link: ['https', 'www'],
    });
    const [town, state, stateName, zip] = rng.pick(CAH_TOWNS);
    const line1 = `${rng.int(100, 2400)} ${rng.pick(CAH_STREETS)}`;
    const line2 = `${town}, ${state} ${zip}${rng.digits(2)}`;
    d.providerAddr = { line1, line2, full: `${line1}, ${line2}`, state };
    // Most patients live in or around the town; a few are travellers seen in the emergency room.
    const local = rng.bool(0.8);
    if (local) {
      const home = rng.bool(0.25) ? `RR ${rng.int(1, 4)} Box ${rng.int(10, 400)}` : `${rng.int(100, 2900)} ${rng.pick([...n.STREETS, ...MORE_STREETS])}`;
      const homeTown = `${town}, ${state} ${zip}${rng.digits(2)}`;
      d.patientAddr = { line1: home, line2: homeTown, full: `${home}, ${homeTown}`, state };
    }
    const nameTop = rng.pick(CAH_STEMS);
    const nameBottom = rng.pick(CAH_SUFFIXES);
    d.provider = `${nameTop} ${nameBottom}`;
    d.link = payLink(rng, d.provider, rng.pick(['https', 'www', 'short'] as const));
    // The charges of the stay, one line per revenue category.
    const days = rng.int(...encounter.days);
    const extra = options.onePage ? Math.min(3, rng.int(...encounter.extra)) : rng.int(...encounter.extra);
    const cats = [...encounter.must, ...pickDistinct(rng, encounter.may, Math.max(encounter.must.length === 0 ? 1 : 0, extra))];
    cats.sort((a, b) => a[1].localeCompare(b[1]));
    const caps = rng.bool(0.4);
    d.items = cats.map((c): Item => {
      const amount = c[1] === '0120' ? roundCents(rng.money(c[2], c[3]) * Math.max(1, days) / 2) : rng.money(c[2], c[3]);
      return { description: caps ? c[0].toUpperCase() : c[0], code: c[1], rev: c[1], qty: 1, unit: amount, amount, date: d.serviceDate };
    });
    d.subtotal = roundCents(d.items.reduce((s, i) => s + i.amount, 0));
    const discharge = addDays(d.serviceDate, days);
    d.lastServiceDate = discharge;
    const age = Number(d.serviceDate.slice(0, 4)) - Number(d.dob.slice(0, 4));
    const selfPay = rng.bool(0.12);
    const payer = selfPay ? '' : age >= 66 ? (encounter.type === 'Inpatient' ? 'Medicare Part A' : 'Medicare Part B') : local && rng.bool(0.25) ? `${stateName} Medicaid` : d.insurer;
    let owed: number;
    if (selfPay) {
      d.insurancePaid = 0;
      d.adjustments = roundCents(d.subtotal * (0.35 + rng.next() * 0.15));
      owed = roundCents(d.subtotal - d.adjustments);
    } else {
      const allowed = roundCents(d.subtotal * (0.35 + rng.next() * 0.3));
      if (payer === 'Medicare Part A') owed = Math.min(allowed, d.serviceDate >= '2025-01-01' ? 1676 : 1632);
      else if (payer === 'Medicare Part B') owed = roundCents(allowed * 0.2);
      else if (payer.endsWith('Medicaid')) owed = Math.min(allowed, rng.pick([3, 4, 8]));
      else owed = Math.min(allowed, roundCents(rng.pick([250, 500, 750, 1000]) + (allowed * rng.pick([0, 0.1, 0.2]))));
      d.insurancePaid = roundCents(allowed - owed);
      d.adjustments = roundCents(d.subtotal - allowed);
    }
    d.patientPaid = owed > 20 && rng.bool(0.3) ? Math.min(roundCents(owed - 5), rng.pick([50, 100, 150])) : 0;
    d.amountDue = roundCents(owed - d.patientPaid);
    const billed = addDays(discharge, rng.int(2, 6));
    const posted = selfPay ? discharge : addDays(discharge, rng.int(14, 40));
    d.statementDate = addDays(posted, rng.int(3, 14));
    d.dueDate = addDays(d.statementDate, rng.pick([20, 30]));
    const paidOn = addDays(d.serviceDate, 0);

    const f = fmt(rng, ['us-2digit', 'us-slash', 'abbrev'], ['dollar'], ['cr']);
    const tm = (v: number) => formatMoney(v, 'plain');
    const tc = (v: number) => formatCredit(v, 'plain', 'cr');
    const sentenceDate = rng.pick(['long', 'long', 'us-slash'] as const);
    const sd = (iso: string) => formatDate(iso, sentenceDate);
    const up = (text: string) => text.toUpperCase();
    const selfGuarantor = rng.bool(0.4);
    const guarantor = selfGuarantor ? d.patient : d.guarantor;
    const showRev = rng.bool(0.6);
    const accountLabel = w.get('account');
    const L = {
      title: rng.pick(['SUMMARY STATEMENT', 'PATIENT ACCOUNT SUMMARY', 'SUMMARY OF HOSPITAL CHARGES']),
      date: rng.pick(['Statement Date', 'Date of Statement']),
      type: rng.pick(['Patient Type', 'Type of Visit']),
      payBy: rng.pick(['Payment Due', 'Please Pay By']),
      head: rng.pick(['Service Category', 'Department']),
      rev: rng.pick(['Rev Code', 'Rev']),
      amount: rng.pick(['Amount', 'Charges']),
      total: rng.pick(['Total Charges', 'Total Hospital Charges']),
      payment: selfPay ? '' : `Payment - ${payer}`,
      adjust: selfPay ? rng.pick(['Uninsured Patient Discount', 'Self-Pay Discount']) : `Contractual Adjustment - ${payer}`,
      paid: rng.pick(['Patient Payment - Thank You', 'Payment at Registration']),
      box: rng.pick(['AMOUNT DUE', 'PLEASE PAY THIS AMOUNT', 'YOUR BALANCE']),
      office: rng.pick(['Business Office', 'Patient Financial Services']),
    };
    const BOTTOM = 40;
    const { sheet } = newSheet({ size: 9, font: 'serif', top: 36, bottom: BOTTOM });
    // The letterhead: the name on two lines, the town under it, the street and phone in small print.
    sheet.row([centred(nameTop, 19, 'serif')], -3);
    sheet.row([centred(nameBottom, 19, 'serif')], -1);
    sheet.row([centred(`${town}, ${stateName}`, 10, 'italic')], 1);
    sheet.row([centred(`${line1}  |  ${line2}  |  ${L.office} ${d.phone}`, 7.5, 'regular', 306, 0.3)], 6);
    sheet.row([rule(40, 572, 7, '_')], 10);
    const R = (label: string, value: string, font?: FontName): Cell[] => [
      { text: label, x: 380, font: 'bold', size: 8 },
      { text: value, x: 572, align: 'right', font },
    ];
    columns(
      sheet,
      [
        [{ text: L.title, x: 40, size: 11, font: 'bold' }],
        [],
        [{ text: up(guarantor), x: 56, size: 9.5 }],
        [{ text: up(d.patientAddr.line1), x: 56, size: 9.5 }],
        [{ text: up(d.patientAddr.line2), x: 56, size: 9.5 }],
      ],
      [R(accountLabel, d.account), R(L.date, f.date(d.statementDate)), R(L.type, encounter.type), R(L.payBy, f.date(d.dueDate)), R(rng.pick(['Insurance', 'Payer']), selfPay ? 'Self Pay' : payer)],
      1,
    );
    sheet.space(12);
    const who = `This statement is for services provided to ${d.patient} ${days === 0 ? `on ${sd(d.serviceDate)}` : `from ${sd(d.serviceDate)} through ${sd(discharge)}`}.`;
    const why = selfPay
      ? 'We had no insurance on file for this visit, so our uninsured patient discount has been applied. If you have coverage, please call us.'
      : `We billed ${payer} on ${sd(billed)}. The amount below is what remains after your insurance processed the claim.`;
    for (const text of proseLines(`${who} ${why}`, 112)) sheet.row([{ text, x: 40, size: 9.5 }]);
    sheet.space(10);
    const AMT = 470;
    sheet.row([
      { text: L.head, x: 60, font: 'bold', size: 8 },
      ...(showRev ? [{ text: L.rev, x: 300, font: 'bold' as FontName, size: 8 }] : []),
      { text: L.amount, x: AMT, font: 'bold', size: 8, align: 'right' },
    ]);
    sheet.row([rule(60, AMT, 6, '_')], -1);
    for (const i of d.items) sheet.row([{ text: i.description, x: 60 }, ...(showRev ? [{ text: i.rev, x: 300 }] : []), { text: tm(i.amount), x: AMT, align: 'right' }]);
    sheet.row([rule(AMT - 70, AMT, 6, '_')], -1);
    sheet.row([{ text: L.total, x: 60, font: 'bold' }, { text: tm(d.subtotal), x: AMT, align: 'right', font: 'bold' }], 4);
    const credits: [string, string, number][] = [];
    if (!selfPay) credits.push([L.payment, f.date(posted), d.insurancePaid]);
    credits.push([L.adjust, f.date(posted), d.adjustments]);
    if (d.patientPaid > 0) credits.push([L.paid, f.date(paidOn), d.patientPaid]);
    for (const [label, on, value] of credits) sheet.row([{ text: label, x: 60 }, { text: on, x: 336 }, { text: tc(value), x: AMT + 14, align: 'right' }]);
    sheet.space(12);
    // The boxed amount due at right, ways to pay at left.
    const bx = 336;
    columns(
      sheet,
      [
        [{ text: colon(w.get('payOnline')), x: 40, size: 8, font: 'bold' }],
        [{ text: d.link, x: 52, size: 7.5 }],
        [{ text: `By phone: ${L.office} ${d.phone}`, x: 40, size: 8 }],
        [{ text: 'In person: Admitting / Registration desk', x: 40, size: 8 }],
      ],
      [
        [rule(bx, 572, 8, '_')],
        [{ text: '|', x: bx, size: 11 }, { text: L.box, x: bx + 10, size: 9, font: 'bold' }, { text: f.money(d.amountDue), x: 562, size: 12, font: 'bold', align: 'right' }, { text: '|', x: 572, size: 11, align: 'right' }],
        [{ text: '|', x: bx, size: 11 }, { text: `Due by ${f.date(d.dueDate)}`, x: bx + 10, size: 8 }, { text: '|', x: 572, size: 11, align: 'right' }],
        [rule(bx, 572, 8, '_')],
      ],
    );
    sheet.space(12);
    const physicians = rng.pick([`${town} Emergency Physicians, PC`, `${nameTop} Medical Staff`, 'Great Plains Emergency Group', `${town} Family Clinic`]);
    const notes = [
      `Physicians who cared for you (${physicians}) and any outside radiologist bill separately for their services.`,
      'This is a summary of your charges. An itemized bill is available on request at no cost.',
      `${d.provider} is a Critical Access Hospital. Financial assistance is available to patients who qualify; ask the ${L.office} for an application.`,
    ];
    for (const note of notes) for (const text of proseLines(note, 130)) sheet.row([{ text, x: 40, size: 7.5, font: 'italic' }]);
    // The return portion.
    const stubNamed = rng.bool(0.4);
    sheet.space(10).row([rule(40, 572, 8, '-')]);
    sheet.row([{ text: w.get('detach'), x: 40, size: 7, font: 'italic' }], 4);
    const remitLeft: Cell[][] = stubNamed
      ? [[{ text: `Make checks payable to ${d.provider}`, x: 40, size: 8.5, font: 'bold' }], [{ text: line1, x: 40, size: 8.5 }], [{ text: line2, x: 40, size: 8.5 }], []]
      : [[{ text: `Remit to: ${L.office}`, x: 40, size: 8.5, font: 'bold' }], [{ text: `PO Box ${rng.int(10, 990)}`, x: 40, size: 8.5 }], [{ text: line2, x: 40, size: 8.5 }], []];
    columns(
      sheet,
      remitLeft,
      [
        [{ text: accountLabel, x: 380, size: 8.5, font: 'bold' }, { text: d.account, x: 572, size: 8.5, align: 'right' }],
        [{ text: L.box, x: 380, size: 8.5, font: 'bold' }, { text: f.money(d.amountDue), x: 572, size: 8.5, align: 'right', font: 'bold' }],
        [{ text: w.get('enclosed'), x: 380, size: 8.5, font: 'bold' }, { text: '$ __________', x: 572, size: 8.5, align: 'right' }],
        [],
      ],
    );
    sheet.row([{ text: up(guarantor), x: 56, size: 8.5 }]);
    sheet.row([{ text: up(d.patientAddr.line1), x: 56, size: 8.5 }]);
    sheet.row([{ text: up(d.patientAddr.line2), x: 56, size: 8.5 }, { text: scanLine(rng, d), x: 572, size: 8, font: 'mono', align: 'right' }]);
    return { truth: truthOf(d, { itemDate: false, ...(selfPay ? { insurancePaid: false } : {}), ...(showRev ? {} : { itemCode: false }) }, { patientAddress: up(d.patientAddr.full) }), doc: sheet };
  }),

  // A chiropractic office's account ledger card, printed from its practice system: the clinic's name
  // with the chiropractor's name and "D.C." under it, its address and phone, the card's title and
  // print date at right; a boxed header grid with small capital labels above the values (patient and
  // responsible party side by side, account, address, birth date, insurance, member id, phone, the
  // condition, the date of injury and the doctor); then one block per visit date (the date once, one
  // row per code: exam, x-rays, the adjustment 9894x and the therapies of the care plan at the office's
  // fixed fees), copays, time-of-service discounts, insurance payments and contractual adjustments as
  // rows with trailing-minus credits ("25.00-"), a running balance column and a totals row; an aging
  // strip beside a ruled summary box. Long histories run onto further pages with the heads repeated.
  fam('chiropractic-ledger-card', 'dev', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, {
      kind: 'therapy',
      services: [[CHIRO_NEW_EXAM[0], CHIRO_NEW_EXAM[1], CHIRO_NEW_EXAM[2], CHIRO_NEW_EXAM[3]]],
      items: [1, 1],
      onePageItems: [1, 1],
      account: ['digits8', 'dash', 'guarantor'],
      phone: ['parens', 'dots', 'dashes'],
      link: ['www', 'short'],
    });
    const stem = rng.pick([...n.PROVIDER_STEMS, ...ORG_STEMS.dev]);
    d.provider = rng.pick(CHIRO_NAMES)(stem);
    if (rng.bool(0.9)) d.patientAddr = localAddress(rng, d.providerAddr);
    d.link = payLink(rng, d.provider, rng.pick(['www', 'short', 'https'] as const));
    const caps = rng.bool(0.7);
    const cased = (text: string) => (caps ? text.toUpperCase() : text);
    const up = (text: string) => text.toUpperCase();
    const doctors = rng.bool(0.3) ? [d.doctor, person(rng, split)] : [d.doctor];
    const insured = rng.bool(0.65);
    const copay = rng.pick([20, 25, 30, 35, 40]);
    const cmt = rng.pick(CHIRO_CMT);
    const plan = pickDistinct(rng, CHIRO_THERAPIES, rng.int(1, 3));
    const extraspinal = rng.bool(0.2);
    // The office's fee schedule: one fee per code, the same at every visit.
    const fees = new Map<string, number>();
    const fee = (c: ChiroLine): number => {
      const known = fees.get(c[1]);
      if (known !== undefined) return known;
      const value = rng.pick([rng.int(c[2], c[3]), rng.money(c[2], c[3])]);
      fees.set(c[1], value);
      return value;
    };
    type Visit = { date: string; lines: Item[]; paid: number; how: string; ins: number; adj: number; processed: string; pending: boolean; check: string };
    const visits: Visit[] = [];
    const count = options.onePage ? rng.int(2, 3) : rng.int(4, 12);
    let date = d.serviceDate;
    for (let v = 0; v < count; v++) {
      const chosen: ChiroLine[] = [];
      if (v === 0) chosen.push(CHIRO_NEW_EXAM, ...pickDistinct(rng, CHIRO_XRAYS, options.onePage ? rng.int(0, 1) : rng.int(0, 2)));
      else if (v % 6 === 0) chosen.push(CHIRO_RE_EXAM);
      chosen.push(cmt);
      if (extraspinal && rng.bool(0.5)) chosen.push(CHIRO_EXTRASPINAL);
      for (const t of plan) if (v === 0 || rng.bool(0.85)) chosen.push(t);
      const lines = chosen.map((c): Item => {
        const amount = fee(c);
        return { description: cased(c[0]), code: c[1], rev: '', qty: 1, unit: amount, amount, date };
      });
      const charges = roundCents(lines.reduce((s, l) => s + l.amount, 0));
      let ins = 0;
      let adj = 0;
      let paid = 0;
      if (insured) {
        const allowed = roundCents(charges * (0.5 + rng.next() * 0.25));
        const share = Math.min(copay, allowed);
        ins = roundCents(allowed - share);
        adj = roundCents(charges - allowed);
        paid = rng.bool(0.85) ? share : 0;
      } else if (rng.bool(0.75)) {
        // Cash patients: a time-of-service discount when they pay at the visit.
        adj = roundCents(charges * rng.pick([0.2, 0.25, 0.3]));
        paid = roundCents(charges - adj);
      }
      const how = rng.pick(['CASH', 'VISA', 'MASTERCARD', `CHECK #${rng.digits(4)}`, 'HSA CARD', 'DEBIT']);
      visits.push({ date, lines, paid, how, ins, adj, processed: addDays(date, rng.int(12, 30)), pending: false, check: rng.digits(rng.pick([6, 8, 9])) });
      date = addDays(date, rng.int(2, 7));
    }
    d.lastServiceDate = visits.at(-1)?.date ?? d.serviceDate;
    d.statementDate = addDays(d.lastServiceDate, rng.int(6, 28));
    // Claims the plan has not paid by the print date: no payment or adjustment posted yet.
    for (const v of visits) {
      if (insured && v.processed >= d.statementDate) {
        v.pending = true;
        v.ins = 0;
        v.adj = 0;
      }
    }
    d.items = visits.flatMap((v) => v.lines);
    const total = (pick: (v: Visit) => number) => roundCents(visits.reduce((s, v) => s + pick(v), 0));
    d.subtotal = roundCents(d.items.reduce((s, i) => s + i.amount, 0));
    d.insurancePaid = total((v) => v.ins);
    d.adjustments = total((v) => v.adj);
    d.patientPaid = total((v) => v.paid);
    d.amountDue = roundCents(d.subtotal - d.insurancePaid - d.adjustments - d.patientPaid);
    d.dueDate = addDays(d.statementDate, 30);

    const f = fmt(rng, ['us-2digit', 'us-slash'], ['plain'], ['trailing-minus']);
    const tm = (v: number) => formatMoney(v, 'plain');
    const tc = (v: number) => formatCredit(v, 'plain', 'trailing-minus');
    const insurerUp = up(d.insurer);
    const responsible = rng.bool(0.6) ? d.guarantor : 'Self';
    const memberId = insured ? `${rng.letters(3)}${rng.digits(9)}` : '-';
    const condition = rng.pick(CHIRO_CONDITIONS);
    const onset = addDays(d.serviceDate, -rng.int(2, 60));
    const accountLabel = w.get('account');
    const L = {
      title: rng.pick(['ACCOUNT LEDGER', 'PATIENT LEDGER CARD', 'LEDGER - ACCOUNT HISTORY']),
      printed: rng.pick(['Printed', 'Date Printed', 'Run Date']),
      date: rng.pick(['DATE', 'POST DATE']),
      code: rng.pick(['CODE', 'CPT']),
      desc: rng.pick(['DESCRIPTION', 'PROFESSIONAL SERVICE', 'TRANSACTION']),
      charge: rng.pick(['CHARGE', 'CHARGES']),
      credit: rng.pick(['CREDIT', 'PYMT/ADJ']),
      balance: rng.pick(['BALANCE', 'RUNNING BAL']),
      copay: insured ? rng.pick(['Copay', 'Co-pay rec\'d']) : rng.pick(['Pt payment', 'Payment, thank you']),
      tos: rng.pick(['Time of service discount', 'Prompt pay discount']),
      insPmt: rng.pick(['Ins pmt', 'Insurance payment']),
      insAdj: rng.pick(['Contractual adj', 'Ins write-off']),
      charges: rng.pick(['Total charges', 'Charges to date']),
      insTotal: rng.pick(['Insurance payments', 'Ins. received']),
      paidTotal: rng.pick(['Patient payments', 'Pt. payments']),
      adjTotal: insured ? rng.pick(['Adjustments', 'Write-offs']) : rng.pick(['Discounts', 'Adjustments']),
      due: rng.pick(['BALANCE DUE', 'ACCOUNT BALANCE', 'PLEASE PAY']),
    };
    const BOTTOM = 44;
    const { sheet, hooks } = newSheet({ size: 7.5, font: 'regular', top: 36, bottom: BOTTOM });
    const dcs = doctors.map((name) => `${name}, D.C.`).join('   |   ');
    sheet.row([{ text: d.provider, x: 40, size: 15, font: 'bold' }, { text: L.title, x: 572, size: 11, font: 'bold', align: 'right' }]);
    sheet.row([{ text: dcs, x: 40, size: 9.5, font: 'italic' }, { text: `${L.printed} ${f.date(d.statementDate)}`, x: 572, size: 8, align: 'right' }]);
    sheet.row([{ text: `${d.providerAddr.line1}, ${d.providerAddr.line2}`, x: 40, size: 8 }]);
    sheet.row([{ text: `${colon(w.get('phone'))} ${d.phone}`, x: 40, size: 8 }], 8);
    // The header grid: small capital labels above the values, ruled, with bars between the boxes.
    const VB = [36, 244, 414];
    const lx = (k: number) => (VB[k] ?? 36) + 6;
    const grid: (readonly [string, string, number, number])[][] = [
      [
        ['PATIENT', d.patient, 0, 1],
        ['RESPONSIBLE PARTY', responsible, 1, 1],
        [up(accountLabel), d.account, 2, 1],
      ],
      [
        ['ADDRESS', d.patientAddr.full, 0, 2],
        ['DATE OF BIRTH', formatDate(d.dob, 'us-slash'), 2, 1],
      ],
      [
        ['INSURANCE', insured ? d.insurer : 'None - cash plan', 0, 1],
        ['MEMBER ID', memberId, 1, 1],
        ['HOME PHONE', phoneNumber(rng, 'parens'), 2, 1],
      ],
      [
        ['CONDITION', condition, 0, 1],
        ['DATE OF INJURY / ONSET', formatDate(onset, 'us-slash'), 1, 1],
        ['DOCTOR', `Dr. ${lastNameOf(d.doctor)}`, 2, 1],
      ],
    ];
    const barsOf = (row: readonly (readonly [string, string, number, number])[], size: number): Cell[] => [
      ...row.map(([, , k]): Cell => ({ text: '|', x: VB[k] ?? 36, size, grey: 0.45 })),
      { text: '|', x: 576, size, align: 'right', grey: 0.45 },
    ];
    sheet.row([rule(36, 576, 7, '_')], -3);
    for (const row of grid) {
      sheet.row([...barsOf(row, 9), ...row.map(([label, , k]): Cell => ({ text: label, x: lx(k), size: 5.8, font: 'bold', grey: 0.35 }))], -3);
      sheet.row([...barsOf(row, 9), ...row.map(([, value, k]): Cell => ({ text: value, x: lx(k), size: 8.5 }))], -2);
      sheet.row([rule(36, 576, 7, '_')], -3);
    }
    sheet.space(12);
    // The ledger.
    type Row = { iso: string; visit: number; order: number; code: string; text: string; charge?: number; credit?: number };
    const rows: Row[] = [];
    visits.forEach((v, k) => {
      for (const l of v.lines) rows.push({ iso: v.date, visit: k, order: 0, code: l.code, text: l.description, charge: l.amount });
      if (!insured && v.adj > 0) rows.push({ iso: v.date, visit: k, order: 1, code: '', text: cased(L.tos), credit: v.adj });
      if (v.paid > 0) rows.push({ iso: v.date, visit: k, order: 2, code: '', text: cased(`${L.copay} - ${v.how}`), credit: v.paid });
      if (insured && !v.pending) {
        rows.push({ iso: v.processed, visit: k, order: 3, code: '', text: cased(`${L.insPmt} - ${insurerUp} CK# ${v.check}`), credit: v.ins });
        rows.push({ iso: v.processed, visit: k, order: 4, code: '', text: cased(`${L.insAdj} DOS ${f.date(v.date)}`), credit: v.adj });
      }
    });
    rows.sort((a, b) => a.iso.localeCompare(b.iso) || a.visit - b.visit || a.order - b.order);
    const X = { date: 40, code: 92, desc: 134, charge: 420, credit: 494, balance: 572 };
    const head = (s: Sheet) => {
      s.row([
        { text: L.date, x: X.date, font: 'bold', size: 7 },
        { text: L.code, x: X.code, font: 'bold', size: 7 },
        { text: L.desc, x: X.desc, font: 'bold', size: 7 },
        { text: L.charge, x: X.charge, font: 'bold', size: 7, align: 'right' },
        { text: L.credit, x: X.credit, font: 'bold', size: 7, align: 'right' },
        { text: L.balance, x: X.balance, font: 'bold', size: 7, align: 'right' },
      ]);
      s.row([rule(36, 576, 6, '=')], -2);
    };
    const banner = (s: Sheet) => s.row([{ text: `${d.provider}  -  ${d.patient}  -  ${accountLabel} ${d.account}  (continued)`, x: 40, size: 7, font: 'italic' }], 6);
    head(sheet);
    hooks.page = (s) => {
      banner(s);
      head(s);
    };
    let running = 0;
    let lastDate = '';
    for (const r of rows) {
      running = roundCents(running + (r.charge ?? 0) - (r.credit ?? 0));
      const dated = r.iso !== lastDate;
      lastDate = r.iso;
      sheet.row([
        ...(dated ? [{ text: f.date(r.iso), x: X.date }] : []),
        ...(r.code ? [{ text: r.code, x: X.code }] : []),
        { text: r.text, x: X.desc, font: r.charge === undefined ? ('italic' as FontName) : undefined, size: r.charge === undefined ? 8 : undefined },
        ...(r.charge !== undefined ? [{ text: tm(r.charge), x: X.charge, align: 'right' as const }] : []),
        ...(r.credit !== undefined ? [{ text: tc(r.credit), x: X.credit, align: 'right' as const }] : []),
        { text: tm(running), x: X.balance, align: 'right' },
      ]);
    }
    sheet.row([rule(36, 576, 6, '=')], -2);
    sheet.row([
      { text: 'TOTALS', x: X.desc, font: 'bold' },
      { text: tm(d.subtotal), x: X.charge, align: 'right', font: 'bold' },
      { text: tc(roundCents(d.insurancePaid + d.adjustments + d.patientPaid)), x: X.credit, align: 'right', font: 'bold' },
      { text: tm(d.amountDue), x: X.balance, align: 'right', font: 'bold' },
    ], 8);
    hooks.page = banner;
    // The aging strip at left, the summary box at right.
    const buckets = [0, 0, 0, 0];
    for (const v of visits) {
      const owed = roundCents(v.lines.reduce((s, l) => s + l.amount, 0) - v.ins - v.adj - v.paid);
      const daysOld = Math.round((Date.parse(d.statementDate) - Date.parse(v.date)) / 86_400_000);
      const k = daysOld <= 30 ? 0 : daysOld <= 60 ? 1 : daysOld <= 90 ? 2 : 3;
      buckets[k] = roundCents((buckets[k] ?? 0) + owed);
    }
    const summary: [string, string, FontName?][] = [
      [L.charges, tm(d.subtotal)],
      [L.insTotal, tc(d.insurancePaid)],
      [L.paidTotal, tc(d.patientPaid)],
      [L.adjTotal, tc(d.adjustments)],
      [L.due, tm(d.amountDue), 'bold'],
    ];
    const pending = visits.filter((v) => v.pending);
    const leftNotes = [
      ...(pending.length > 0 ? [`${pending.length === 1 ? 'One visit is' : `${pending.length} visits are`} still with ${d.insurer}.`] : []),
      rng.pick(['Payment is due at the time of service unless other arrangements have been made.', 'Thank you for trusting us with your care.']),
    ];
    keepTogether(sheet, 8 * 12 + 40, BOTTOM);
    columns(
      sheet,
      [
        [{ text: 'AGING', x: 40, size: 6, font: 'bold', grey: 0.35 }],
        ['0-30', '31-60', '61-90', '90+'].map((label, k): Cell => ({ text: label, x: 110 + k * 58, size: 6.5, font: 'bold', align: 'right' })),
        buckets.map((value, k): Cell => ({ text: tm(value), x: 110 + k * 58, size: 7.5, align: 'right' })),
        [],
        ...leftNotes.map((text): Cell[] => [{ text, x: 40, size: 7, font: 'italic' }]),
      ],
      [
        [rule(380, 576, 7, '_')],
        ...summary.map(([label, value, font]): Cell[] => [{ text: label, x: 388, font: font ?? 'regular', size: font ? 8.5 : 7.5 }, { text: value, x: 570, align: 'right', font, size: font ? 9.5 : 7.5 }]),
        [rule(380, 576, 7, '_')],
      ],
    );
    sheet.space(10).row([{ text: `${colon(w.get('payOnline'))} ${d.link}`, x: 40, size: 7.5 }, { text: `Questions about your account? ${d.phone}`, x: 572, size: 7.5, align: 'right' }]);
    hooks.page = undefined;
    everyPage(sheet, (page, total) => [
      { text: `${d.provider}  |  ${accountLabel} ${d.account}`, x: 40, y: H - 30, size: 6.5, grey: 0.35 },
      { text: `Page ${page} of ${total}`, x: 572, y: H - 30, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(d, {}), doc: sheet };
  }),
];

// ---------------------------------------------------------------------------------------------
// Held-out families: only ever measured, never tuned on.

const heldoutFamilies: FamilyDef[] = [
  // Landscape imaging bill: a wide table with accession, modifier, radiologist and per-line payments.
  fam('imaging-landscape', 'heldout', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, { kind: 'imaging', services: IMAGING, items: [2, 9], onePageItems: [1, 4], distinct: true, spreadDays: 20, insured: 0.85, adjusted: 0.8, account: ['letters', 'digits10'], phone: ['dots', 'toll-free'] });
    const shares = lineShares(d);
    const radiologists = [person(rng, split), person(rng, split)];
    const rows = d.items.map((item, k) => ({ item, share: shares[k] ?? { ins: 0, adj: 0, rest: item.amount }, accession: `${rng.letters(2)}${rng.digits(7)}`, mod: rng.pick(['26', 'TC', '', '']), reader: rng.pick(radiologists) }));
    const f = fmt(rng, ['day-month-abbrev', 'us-dot'], ['plain', 'dollar'], ['parens']);
    const { sheet, hooks } = newSheet({ size: 7.5, font: 'regular', width: 792, height: 612, top: 36, bottom: 50 });
    sheet.row([{ text: d.provider, x: 36, size: 16, font: 'bold' }, { text: w.get('title').toUpperCase(), x: 756, size: 12, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${d.providerAddr.full}   ${colon(w.get('phone'))} ${d.phone}`, x: 36, size: 8 }], 10);
    columns(
      sheet,
      [
        [{ text: w.get('patient'), x: 36, font: 'bold' }, { text: d.patient, x: 120 }],
        [{ text: d.patientAddr.line1, x: 120 }],
        [{ text: d.patientAddr.line2, x: 120 }],
      ],
      [
        [{ text: w.get('account'), x: 320, font: 'bold' }, { text: d.account, x: 420 }, { text: w.get('amountDue'), x: 560, font: 'bold', size: 9 }, { text: f.money(d.amountDue), x: 756, align: 'right', size: 12, font: 'bold' }],
        [{ text: w.get('statementDate'), x: 320, font: 'bold' }, { text: f.date(d.statementDate), x: 420 }],
        [{ text: w.get('dueDate'), x: 320, font: 'bold' }, { text: f.date(d.dueDate), x: 420 }, { text: `${colon(w.get('insurer'))} ${d.insurer}`, x: 560 }],
      ],
    );
    sheet.space(10);
    table(
      sheet,
      hooks,
      [
        { head: w.get('colDate'), x: 36, cell: (r: (typeof rows)[number]) => f.date(r.item.date) },
        { head: 'Accession', x: 92, cell: (r) => r.accession },
        { head: w.get('colCode'), x: 150, cell: (r) => r.item.code },
        { head: 'Mod', x: 208, cell: (r) => r.mod },
        { head: w.get('colDescription'), x: 234, cell: (r) => r.item.description },
        { head: 'Radiologist', x: 382, cell: (r) => r.reader },
        { head: w.get('colAmount'), x: 560, align: 'right', cell: (r) => f.money(r.item.amount) },
        { head: 'Ins. Pd', x: 625, align: 'right', cell: (r) => f.credit(r.share.ins) },
        { head: 'Adj.', x: 690, align: 'right', cell: (r) => f.credit(r.share.adj) },
        { head: 'Balance', x: 756, align: 'right', cell: (r) => f.money(r.share.rest) },
      ],
      rows,
      { ruleBelowHead: true, repeat: true },
    );
    sheet.row([{ text: 'Totals', x: 234, font: 'bold' }, { text: f.money(d.subtotal), x: 560, align: 'right', font: 'bold' }, { text: f.credit(d.insurancePaid), x: 625, align: 'right', font: 'bold' }, { text: f.credit(d.adjustments), x: 690, align: 'right', font: 'bold' }, { text: f.money(d.amountDue), x: 756, align: 'right', font: 'bold' }], 10);
    totals(sheet, balanceRows(d, f, w), 540, 756, 8);
    sheet.space(6).row([{ text: `${w.get('payOnline')} ${d.link}`, x: 36, size: 8 }]);
    everyPage(sheet, (page, total) => [
      { text: `Page ${page} of ${total}`, x: 756, y: 612 - 36, size: 7, align: 'right' },
      { text: bars(rng, 60), x: 36, y: 612 - 36, size: 7, font: 'mono' },
    ]);
    return { truth: truthOf(d, { serviceDate: false }), doc: sheet };
  }),

  // Out-of-network, out-of-state emergency physician group: letter-like notice, insurer's phone and processing date.
  fam('out-of-state-physician', 'heldout', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, { kind: 'physician', services: ER_PHYSICIAN, items: [1, 4], onePageItems: [1, 3], distinct: true, outOfState: true, insured: 0.85, insuredShare: [0.2, 0.6], adjusted: 0.3, phone: ['toll-free', 'parens'], link: ['portal', 'https'], account: ['digits10', 'letters'] });
    const f = fmt(rng, ['long', 'long-weekday', 'abbrev'], ['dollar'], ['minus', 'cr']);
    const { sheet, hooks } = newSheet({ size: 10, font: 'serif' });
    sheet.row([{ text: d.provider, x: 50, size: 15, font: 'bold' }, { text: w.get('title'), x: 562, size: 11, font: 'bold', align: 'right' }]);
    sheet.row([{ text: d.providerAddr.line1, x: 50 }, { text: `${colon(w.get('statementDate'))} ${f.date(d.statementDate)}`, x: 562, align: 'right' }]);
    sheet.row([{ text: d.providerAddr.line2, x: 50 }, { text: `${colon(w.get('account'))} ${d.account}`, x: 562, align: 'right' }]);
    sheet.row([{ text: `${colon(w.get('phone'))} ${d.phone}`, x: 50 }, { text: `Tax ID ${rng.digits(2)}-${rng.digits(7)}`, x: 562, align: 'right', size: 8 }], 16);
    sheet.row([{ text: d.patient, x: 70 }]).row([{ text: d.patientAddr.line1, x: 70 }]).row([{ text: d.patientAddr.line2, x: 70 }], 16);
    sheet.row([{ text: 'IMPORTANT: OUT-OF-NETWORK PROVIDER', x: 50, font: 'bold' }]);
    sheet.row([{ text: `${d.provider} does not participate in your health plan's network.`, x: 50 }]);
    if (d.insurancePaid > 0) {
      sheet.row([{ text: `Your plan, ${d.insurer}, processed this claim on ${f.date(addDays(d.statementDate, -rng.int(3, 12)))}.`, x: 50 }]);
    }
    sheet.row([{ text: `Coverage questions: call ${d.insurer} at ${d.insurerPhone}.`, x: 50 }], 10);
    beside(
      sheet,
      [
        [w.get('patient'), d.patient],
        [w.get('serviceDate'), f.date(d.serviceDate)],
        ['Place of Service', `Emergency Department, ${org(rng, 'hospital', split)}`],
      ],
      { valueX: 180 },
    );
    sheet.space(8);
    itemTable(sheet, hooks, w, f, d.items, 215, 290, { ruleBelowHead: true });
    sheet.space(8);
    totals(sheet, balanceRows(d, f, w), 330, 562);
    sheet.space(10).row([{ text: `${w.get('payOnline')} ${d.link}`, x: 50 }]);
    sheet.row([{ text: 'You may have protections against surprise medical bills. Visit the plan website for details.', x: 50, size: 8, font: 'italic' }]);
    return { truth: truthOf(d, {}), doc: sheet };
  }),

  // Collection agency "past due" notice: the agency's letterhead, the original creditor, a summary only.
  fam('collection-past-due', 'heldout', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, { kind: 'hospital', services: HOSPITAL_DEPARTMENTS, items: [1, 4], distinct: true, insured: 0.7, adjusted: 0.5, patientPaid: 0.5, account: ['hosp', 'digits8'] });
    const agency = org(rng, 'collection', split);
    const agencyAddr = address(rng, split, { suite: true });
    const agencyPhone = phoneNumber(rng, 'toll-free');
    d.link = payLink(rng, agency, 'portal');
    const f = fmt(rng, ['long', 'us-slash'], ['dollar'], ['minus', 'parens']);
    const { sheet } = newSheet({ size: 10, font: 'regular' });
    sheet.row([{ text: agency.toUpperCase(), x: 50, size: 14, font: 'bold' }, { text: `${colon(w.get('statementDate'))} ${f.date(d.statementDate)}`, x: 562, align: 'right' }]);
    sheet.row([{ text: agencyAddr.full, x: 50, size: 8 }]).row([{ text: `Toll free ${agencyPhone}   Mon-Fri 8am-8pm`, x: 50, size: 8 }], 18);
    sheet.row([{ text: d.patient, x: 70 }]).row([{ text: d.patientAddr.line1, x: 70 }]).row([{ text: d.patientAddr.line2, x: 70 }], 18);
    sheet.row([{ text: 'PAST DUE - PLEASE RESPOND', x: 50, size: 12, font: 'bold' }], 4);
    beside(
      sheet,
      [
        ['Original Creditor', d.provider],
        [w.get('account'), d.account],
        [w.get('patient'), d.patient],
        [w.get('serviceDate'), f.date(d.serviceDate)],
        ['Agency File No.', rng.digits(9)],
      ],
      { valueX: 190 },
    );
    sheet.space(10).row([{ text: 'BALANCE SUMMARY', x: 50, font: 'bold' }]);
    totals(sheet, balanceRows(d, f, w, { patientPaid: 'always' }), 50, 330);
    sheet.space(10);
    for (const text of [
      'Your account has been placed with our office for collection. Unless you dispute the validity of this',
      'debt, or any portion of it, within 30 days after receiving this notice, we will assume it is valid.',
      'This communication is from a debt collector. This is an attempt to collect a debt and any',
      'information obtained will be used for that purpose.',
    ])
      sheet.row([{ text, x: 50, size: 8 }]);
    sheet.space(6).row([{ text: `${w.get('payOnline')} ${d.link}`, x: 50 }]);
    remittanceStub(sheet, rng, d, f, w, { providerName: agency, remit: agencyAddr });
    stamp(sheet, 'FINAL NOTICE', 340, 158, { size: 30, rotate: 12 });
    return { truth: truthOf(d, { items: false, phone: false, providerAddress: false }), doc: sheet };
  }),

  // Hospital outpatient statement with a summary strip at the top, charges by department, insurance activity.
  fam('hospital-summary-top', 'heldout', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, { kind: 'hospital', services: HOSPITAL_DEPARTMENTS, items: [3, 8], onePageItems: [2, 4], distinct: true, insured: 0.85, adjusted: 0.8, patientPaid: 0.3, account: ['hosp', 'guarantor'], link: ['portal', 'short'] });
    const f = fmt(rng, ['abbrev', 'long', 'us-slash'], ['dollar'], ['parens', 'minus']);
    const { sheet, hooks } = newSheet({ size: 9, font: 'regular' });
    sheet.row([{ text: d.provider, x: 50, size: 17, font: 'bold' }]);
    sheet.row([{ text: `${d.providerAddr.full}  -  ${colon(w.get('phone'))} ${d.phone}`, x: 50, size: 8 }], 8);
    sheet.row([rule(50, 562, 8, '=')], 2);
    above(
      sheet,
      [
        [w.get('statementDate'), f.date(d.statementDate)],
        [w.get('account'), d.account],
        [w.get('amountDue'), f.money(d.amountDue)],
        [w.get('dueDate'), f.date(d.dueDate)],
      ],
      { perRow: 4, columnWidth: 128, labelSize: 7.5, valueSize: 12, valueFont: 'bold', gap: 0 },
    );
    sheet.row([rule(50, 562, 8, '=')], 12);
    columns(
      sheet,
      [[{ text: d.patient, x: 60 }], [{ text: d.patientAddr.line1, x: 60 }], [{ text: d.patientAddr.line2, x: 60 }]],
      [
        [{ text: w.get('guarantor'), x: 330, font: 'bold' }, { text: d.guarantor, x: 440 }],
        [{ text: w.get('patient'), x: 330, font: 'bold' }, { text: d.patient, x: 440 }],
        [{ text: w.get('serviceDate'), x: 330, font: 'bold' }, { text: f.date(d.serviceDate), x: 440 }],
      ],
    );
    sheet.space(12).row([{ text: 'VISIT SUMMARY', x: 50, font: 'bold', size: 10 }]);
    table(
      sheet,
      hooks,
      [
        { head: w.get('colDescription'), x: 50, cell: (i: Item) => i.description },
        { head: w.get('colAmount'), x: 480, align: 'right', cell: (i) => f.money(i.amount) },
      ],
      d.items,
    );
    sheet.space(8).row([{ text: 'INSURANCE ACTIVITY', x: 50, font: 'bold', size: 10 }]);
    if (d.insurancePaid > 0) sheet.row([{ text: `${d.insurer} payment received ${f.date(addDays(d.lastServiceDate, rng.int(3, 6)))}`, x: 50 }, { text: f.credit(d.insurancePaid), x: 480, align: 'right' }]);
    else sheet.row([{ text: 'No insurance activity this period', x: 50, font: 'italic' }]);
    if (d.adjustments > 0) sheet.row([{ text: `Contractual adjustment - ${d.insurer}`, x: 50 }, { text: f.credit(d.adjustments), x: 480, align: 'right' }]);
    sheet.space(10);
    totals(sheet, balanceRows(d, f, w), 330, 562);
    sheet.space(8).row([{ text: `${w.get('payOnline')} ${d.link}`, x: 50 }]).row([{ text: marketing(rng, split), x: 50, size: 8, font: 'italic' }]);
    return { truth: truthOf(d, { itemDate: false }), doc: sheet };
  }),

  // A bill printed from a patient portal: browser header and footer with the print date and the page URL.
  fam('portal-printout', 'heldout', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, { kind: 'physician', services: [...PHYSICIAN, ...LAB], items: [2, 8], onePageItems: [2, 4], insured: 0.8, adjusted: 0.6, account: ['digits8', 'guarantor'], phone: ['toll-free', 'dashes'] });
    const f = fmt(rng, ['us-short', 'abbrev'], ['dollar'], ['minus']);
    const printed = addDays(d.statementDate, rng.int(1, 20));
    const slug = d.provider.toLowerCase().replace(/[^a-z]+/g, '');
    const url = `https://portal.${slug}.example/billing/statement?id=${rng.digits(8)}`;
    const stampTime = `${formatDate(printed, 'us-short')}, ${rng.int(1, 12)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`;
    const { sheet, hooks } = newSheet({ size: 9, font: 'regular', top: 56, bottom: 60 });
    sheet.row([{ text: `${d.provider} Patient Portal`, x: 50, size: 14, font: 'bold' }]);
    sheet.row([{ text: 'Home     Messages     Test Results     Billing     Appointments     Profile', x: 50, size: 8, grey: 0.45 }], 10);
    sheet.row([{ text: 'Billing Account Summary', x: 50, size: 12, font: 'bold' }], 4);
    columns(
      sheet,
      [
        [{ text: w.get('account'), x: 50, font: 'bold', size: 8 }, { text: d.account, x: 160 }],
        [{ text: w.get('guarantor'), x: 50, font: 'bold', size: 8 }, { text: d.guarantor, x: 160 }],
        [{ text: w.get('patient'), x: 50, font: 'bold', size: 8 }, { text: d.patient, x: 160 }],
        [{ text: w.get('statementDate'), x: 50, font: 'bold', size: 8 }, { text: f.date(d.statementDate), x: 160 }],
      ],
      [
        [{ text: w.get('amountDue'), x: 380, size: 9 }],
        [{ text: f.money(d.amountDue), x: 380, size: 18, font: 'bold' }],
        [],
        [{ text: '[ Pay Now ]    [ Payment Plan ]', x: 380, size: 8 }],
      ],
    );
    sheet.space(12).row([{ text: `${w.get('serviceDate')}: ${f.date(d.serviceDate)} with ${d.doctor}, MD`, x: 50, font: 'bold' }], 4);
    table(
      sheet,
      hooks,
      [
        { head: w.get('colDescription'), x: 50, cell: (i: Item) => i.description },
        { head: w.get('colCode'), x: 300, cell: (i) => i.code },
        { head: w.get('colAmount'), x: 562, align: 'right', cell: (i) => f.money(i.amount) },
      ],
      d.items,
      { ruleBelowHead: true },
    );
    sheet.space(6);
    totals(sheet, balanceRows(d, f, w), 330, 562);
    sheet.space(12).row([{ text: `${w.get('phone')} ${d.phone}`, x: 50, size: 8 }]);
    sheet.row([{ text: `${d.provider}, ${d.providerAddr.full}`, x: 50, size: 8 }]);
    everyPage(sheet, (page, total) => [
      { text: stampTime, x: 30, y: 20, size: 7 },
      { text: `${d.provider} - Billing`, x: 306, y: 20, size: 7 },
      { text: url, x: 30, y: H - 30, size: 7 },
      { text: `${page}/${total}`, x: 582, y: H - 30, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(d, { link: false, patientAddress: false }), doc: sheet };
  }),

  // Dental ledger with a running balance: procedures, insurance payments and PPO adjustments as rows, aging buckets.
  fam('dental-running-balance', 'heldout', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, { kind: 'dental', services: DENTAL, items: [3, 10], onePageItems: [2, 4], spreadDays: 90, insured: 0.8, adjusted: 0.8, patientPaid: 0.4, account: ['digits8', 'slash'] });
    const f = fmt(rng, ['us-dash', 'day-month-abbrev'], ['plain'], ['cr', 'minus']);
    type Row = { date: string; code: string; tooth: string; text: string; charge?: number; credit?: number; balance: number };
    const raw: Omit<Row, 'balance'>[] = d.items.map((i) => ({ date: i.date, code: i.code, tooth: TOOTH_CODES.has(i.code) ? `#${rng.int(1, 32)}` : '', text: i.description, charge: i.amount }));
    const paidOn = addDays(d.lastServiceDate, rng.int(10, 30));
    if (d.insurancePaid > 0) raw.push({ date: paidOn, code: '', tooth: '', text: `Dental Ins. Payment - ${d.insurer}`, credit: d.insurancePaid });
    if (d.adjustments > 0) raw.push({ date: paidOn, code: '', tooth: '', text: 'PPO Fee Adjustment', credit: d.adjustments });
    if (d.patientPaid > 0) raw.push({ date: addDays(paidOn, 3), code: '', tooth: '', text: `Patient Payment - ${rng.pick(['Visa', 'Check', 'Mastercard', 'Cash'])}`, credit: d.patientPaid });
    raw.sort((a, b) => a.date.localeCompare(b.date));
    let balance = 0;
    const rows: Row[] = raw.map((r) => {
      balance = roundCents(balance + (r.charge ?? 0) - (r.credit ?? 0));
      return { ...r, balance };
    });
    const { sheet, hooks } = newSheet({ size: 8.5, font: 'regular' });
    sheet.row([{ text: d.provider, x: 50, size: 18, font: 'serif' }]);
    sheet.row([{ text: `${d.providerAddr.full}   ${d.phone}`, x: 50, size: 8 }], 12);
    columns(
      sheet,
      [
        [{ text: w.get('guarantor'), x: 50, font: 'bold' }, { text: d.guarantor, x: 140 }],
        [{ text: w.get('patient'), x: 50, font: 'bold' }, { text: d.patient, x: 140 }],
        [{ text: d.patientAddr.line1, x: 140 }],
        [{ text: d.patientAddr.line2, x: 140 }],
      ],
      [
        [{ text: w.get('statementDate'), x: 340, font: 'bold' }, { text: f.date(d.statementDate), x: 562, align: 'right' }],
        [{ text: w.get('account'), x: 340, font: 'bold' }, { text: d.account, x: 562, align: 'right' }],
        [{ text: w.get('amountDue'), x: 340, font: 'bold' }, { text: f.money(d.amountDue), x: 562, align: 'right', font: 'bold' }],
      ],
    );
    sheet.space(10);
    table(
      sheet,
      hooks,
      [
        { head: w.get('colDate'), x: 50, cell: (r: Row) => f.date(r.date) },
        { head: w.get('colCode'), x: 122, cell: (r) => r.code },
        { head: 'Th', x: 168, cell: (r) => r.tooth },
        { head: w.get('colDescription'), x: 194, cell: (r) => r.text },
        { head: 'Charges', x: 440, align: 'right', cell: (r) => (r.charge !== undefined ? f.money(r.charge) : '') },
        { head: 'Credits', x: 500, align: 'right', cell: (r) => (r.credit !== undefined ? f.credit(r.credit) : '') },
        { head: 'Balance', x: 562, align: 'right', cell: (r) => f.money(r.balance) },
      ],
      rows,
      { ruleBelowHead: true },
    );
    sheet.space(8);
    totals(sheet, balanceRows(d, f, w), 340, 562);
    sheet.space(8).row([{ text: 'Current', x: 50, font: 'bold' }, { text: '31-60', x: 170, font: 'bold' }, { text: '61-90', x: 290, font: 'bold' }, { text: 'Over 90', x: 410, font: 'bold' }]);
    sheet.row([{ text: f.money(d.amountDue), x: 50 }, { text: f.money(0), x: 170 }, { text: f.money(0), x: 290 }, { text: f.money(0), x: 410 }], 8);
    sheet.row([{ text: `${w.get('payOnline')} ${d.link}`, x: 50 }]);
    return { truth: truthOf(d, { serviceDate: false }), doc: sheet };
  }),

  // Specialty pharmacy invoice: Rx and NDC per line, quantity x unit price, a cold-chain shipping line.
  fam('specialty-pharmacy-invoice', 'heldout', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, { kind: 'pharmacy', services: SPECIALTY_DRUGS, items: [1, 4], onePageItems: [1, 3], distinct: true, insured: 0.85, insuredShare: [0.6, 0.97], adjusted: 0.5, qty: (r) => r.int(1, 3), account: ['inv', 'digits8'], phone: ['toll-free'] });
    for (const i of d.items) i.code = `${rng.digits(5)}-${rng.digits(4)}-${rng.digits(2)}`;
    const ship = rng.money(15, 45);
    d.items.push({ description: 'Cold-chain shipping', code: '', rev: '', qty: 1, unit: ship, amount: ship, date: d.serviceDate });
    rebalance(d);
    const f = fmt(rng, ['iso', 'us-slash'], ['dollar', 'usd'], ['minus', 'parens']);
    const { sheet, hooks } = newSheet({ size: 9, font: 'regular' });
    sheet.row([{ text: d.provider, x: 50, size: 14, font: 'mono-bold' }, { text: 'INVOICE', x: 562, size: 20, font: 'bold', align: 'right' }]);
    sheet.row([{ text: d.providerAddr.line1, x: 50 }, { text: `${colon(w.get('account'))} ${d.account}`, x: 562, align: 'right' }]);
    sheet.row([{ text: d.providerAddr.line2, x: 50 }, { text: `${colon(w.get('statementDate'))} ${f.date(d.statementDate)}`, x: 562, align: 'right' }]);
    sheet.row([{ text: `${colon(w.get('phone'))} ${d.phone}`, x: 50 }, { text: `Order No. ${rng.digits(7)}`, x: 562, align: 'right' }], 14);
    columns(
      sheet,
      [[{ text: 'SHIP TO', x: 50, font: 'bold', size: 8 }], [{ text: d.patient, x: 50 }], [{ text: d.patientAddr.line1, x: 50 }], [{ text: d.patientAddr.line2, x: 50 }]],
      [
        [{ text: 'DETAILS', x: 330, font: 'bold', size: 8 }],
        [{ text: w.get('patient'), x: 330, font: 'bold', size: 8 }, { text: d.patient, x: 430 }],
        [{ text: 'Ship Date', x: 330, font: 'bold', size: 8 }, { text: f.date(d.serviceDate), x: 430 }],
        [{ text: 'Prescriber', x: 330, font: 'bold', size: 8 }, { text: `Dr. ${d.doctor}`, x: 430 }],
      ],
    );
    sheet.space(12);
    const rows = d.items.map((item) => ({ item, rx: item.code === '' ? '' : rng.digits(7) }));
    table(
      sheet,
      hooks,
      [
        { head: 'Rx #', x: 50, cell: (r: (typeof rows)[number]) => r.rx },
        { head: w.get('colDescription'), x: 100, cell: (r) => r.item.description },
        { head: 'NDC', x: 290, cell: (r) => r.item.code },
        { head: 'Qty', x: 390, align: 'right', cell: (r) => String(r.item.qty) },
        { head: 'Unit Price', x: 470, align: 'right', cell: (r) => f.money(r.item.unit) },
        { head: w.get('colAmount'), x: 562, align: 'right', cell: (r) => f.money(r.item.amount) },
      ],
      rows,
      { ruleBelowHead: true },
    );
    sheet.space(8);
    totals(sheet, balanceRows(d, f, w), 330, 562);
    sheet.space(10).row([{ text: `${w.get('payOnline')} ${d.link}`, x: 50 }]);
    sheet.row([{ text: 'Keep refrigerated between 36 and 46 F. Do not freeze.', x: 50, size: 8, font: 'italic' }]);
    return { truth: truthOf(d, { itemDate: false, serviceDate: false }), doc: sheet };
  }),
];

const heldoutFamiliesMore: FamilyDef[] = [
  // Air medical transport: dispatch times, origin and destination, report number, rotor-wing miles, a remittance stub.
  fam('air-ambulance', 'heldout', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, { kind: 'ambulance', services: AIR, items: [1, 2], onePageItems: [1, 2], distinct: true, insured: 0.9, insuredShare: [0.2, 0.7], adjusted: 0.5, account: ['digits8', 'dash'], phone: ['toll-free'] });
    const miles = rng.int(12, 90);
    const unit = rng.money(AIR_MILES[2], AIR_MILES[3]);
    const mileage: Item = { description: AIR_MILES[0], code: AIR_MILES[1], rev: '', qty: miles, unit, amount: roundCents(miles * unit), date: d.serviceDate };
    d.items = [...d.items.filter((i) => i.code === 'A0431'), mileage, ...d.items.filter((i) => i.code !== 'A0431')];
    rebalance(d);
    const f = fmt(rng, ['upper-abbrev', 'us-slash'], ['dollar'], ['cr']);
    const { sheet, hooks } = newSheet({ size: 9, font: 'regular', top: 40, bottom: 36 });
    sheet.row([{ text: d.provider.toUpperCase(), x: 50, size: 14, font: 'bold' }, { text: w.get('title'), x: 562, size: 10, align: 'right' }]);
    sheet.row([{ text: `${d.providerAddr.full}  ${d.phone}`, x: 50, size: 8 }], 10);
    const dispatched = rng.int(0, 23 * 60 - 50);
    const arrived = dispatched + rng.int(9, 45);
    const hh = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    above(
      sheet,
      [
        [w.get('trip'), d.account],
        [w.get('serviceDate'), f.date(d.serviceDate)],
        [w.get('statementDate'), f.date(d.statementDate)],
        ['Patient Care Report #', `PCR-${rng.digits(8)}`],
        ['Dispatched / Arrived', `${hh(dispatched)} / ${hh(arrived)}`],
        ['Loaded Miles', String(miles)],
        ['Origin', `Scene - ${rng.pick(['Hwy', 'Route', 'County Rd'])} ${rng.int(2, 99)}, mile ${rng.int(1, 80)}`],
        ['Destination', org(rng, 'hospital', split)],
      ],
      { columnWidth: 170, labelSize: 7 },
    );
    beside(sheet, [[w.get('patient'), d.patient], ['', d.patientAddr.full], ['DOB', f.date(d.dob)]], { valueX: 140 });
    sheet.space(8);
    table(
      sheet,
      hooks,
      [
        { head: w.get('colCode'), x: 50, cell: (i: Item) => i.code },
        { head: w.get('colDescription'), x: 115, cell: (i) => i.description },
        { head: 'Units', x: 350, align: 'right', cell: (i) => String(i.qty) },
        { head: 'Rate', x: 440, align: 'right', cell: (i) => f.money(i.unit) },
        { head: w.get('colAmount'), x: 562, align: 'right', cell: (i) => f.money(i.amount) },
      ],
      d.items,
      { ruleBelowHead: true },
    );
    sheet.space(8);
    totals(sheet, balanceRows(d, f, w), 330, 562);
    sheet.space(4).row([{ text: `${w.get('payOnline')} ${d.link}`, x: 50, size: 8 }]);
    remittanceStub(sheet, rng, d, f, w, { providerName: d.provider.toUpperCase() });
    return { truth: truthOf(d, { itemDate: false }, { provider: d.provider.toUpperCase() }), doc: sheet };
  }),

  // Dot-matrix lab statement: Courier capitals, dotted leaders, a requisition number, trailing-minus credits.
  fam('lab-dot-matrix', 'heldout', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, { kind: 'lab', services: LAB, items: [3, 16], onePageItems: [2, 5], distinct: true, insured: 0.75, adjusted: 0.7, account: ['digits10', 'letters'] });
    const f = fmt(rng, ['upper-abbrev', 'us-dot'], ['plain'], ['trailing-minus']);
    const up = (s: string) => s.toUpperCase();
    const provider = up(d.provider);
    const patient = up(d.patient);
    const { sheet, hooks } = newSheet({ size: 8.5, font: 'mono', top: 40, bottom: 50 });
    const line = (text: string, gap = 0, font: FontName = 'mono') => sheet.row([{ text, x: 46, font }], gap);
    const lead = (label: string, value: string, width = 22) => `${up(label)} ${'.'.repeat(Math.max(2, width - label.length))} ${value}`;
    line(`*${d.account}*`, 0);
    line(padL(`*** ${up(w.get('title'))} ***`, 62), 4, 'mono-bold');
    line(provider, 0, 'mono-bold');
    line(up(d.providerAddr.full));
    line(`${up(w.get('phone'))} ${d.phone}`, 6);
    line(lead(w.get('patient'), patient));
    line(lead('Date of Birth', f.date(d.dob)));
    line(lead(w.get('account'), d.account));
    line(lead('Requisition No', `REQ${rng.digits(8)}`));
    line(lead(w.get('serviceDate'), f.date(d.serviceDate)));
    line(lead(w.get('statementDate'), f.date(d.statementDate)));
    line(lead('Physician', `DR ${up(d.doctor)}`));
    line(lead('Mail To', up(d.patientAddr.full)), 6);
    const head = `${padR('TEST NO', 9)}${padR(up(w.get('colCode')), 12)}${padR(up(w.get('colDescription')), 38)}${padL(up(w.get('colAmount')), 18)}`;
    line(head, 0, 'mono-bold');
    line('-'.repeat(head.length));
    hooks.page = (s) => s.row([{ text: `${provider}   ${patient}   ${d.account}   (CONT.)`, x: 46, font: 'mono' }], 6);
    for (const i of d.items) line(`${padR(String(rng.int(1000, 9999)), 9)}${padR(i.code, 12)}${padR(up(i.description), 38)}${padL(f.money(i.amount), 18)}`);
    hooks.page = undefined;
    line('-'.repeat(head.length));
    for (const [label, value] of balanceRows(d, f, w)) line(`${' '.repeat(30)}${lead(label, '', 26).trimEnd()}${padL(value, 18 + (value.endsWith('-') ? 1 : 0))}`);
    line('', 4);
    line(`${up(w.get('payOnline'))} ${d.link}`);
    line('- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -', 4);
    line(`${padR(patient, 40)}${padR(d.account, 16)}${padL(f.money(d.amountDue), 20)}`);
    return {
      truth: truthOf(d, { itemDate: false }, { provider, patient, providerAddress: up(d.providerAddr.full), patientAddress: up(d.patientAddr.full), item: up }),
      doc: sheet,
    };
  }),

  // Physician statement in capitals: labels above values in a grid, per-line insurance and adjustments with CR.
  fam('physician-grid-caps', 'heldout', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, { kind: 'physician', services: PHYSICIAN, items: [2, 9], onePageItems: [2, 4], spreadDays: 30, insured: 0.8, adjusted: 0.7, account: ['digits8', 'letters'] });
    const shares = lineShares(d);
    const rows = d.items.map((item, k) => ({ item, share: shares[k] ?? { ins: 0, adj: 0, rest: item.amount } }));
    const f = fmt(rng, ['us-slash', 'us-2digit'], ['plain', 'dollar-nocomma'], ['cr']);
    const up = (s: string) => s.toUpperCase();
    const { sheet, hooks } = newSheet({ size: 8.5, font: 'regular', bottom: 64 });
    sheet.row([{ text: up(d.provider), x: 50, size: 14, font: 'bold' }, { text: up(w.get('title')), x: 562, size: 10, font: 'bold', align: 'right' }]);
    sheet.row([{ text: up(d.providerAddr.full), x: 50, size: 7.5 }]).row([{ text: `${up(w.get('phone'))} ${d.phone}`, x: 50, size: 7.5 }], 10);
    above(
      sheet,
      [
        [up(w.get('patient')), d.patient],
        [up(w.get('account')), d.account],
        [up(w.get('statementDate')), f.date(d.statementDate)],
        [up(w.get('guarantor')), d.guarantor],
        [up(w.get('amountDue')), f.money(d.amountDue)],
        [up(w.get('dueDate')), f.date(d.dueDate)],
        ['PATIENT ADDRESS', d.patientAddr.full],
      ],
      { columnWidth: 175, labelSize: 6.5, valueSize: 9 },
    );
    sheet.space(6);
    table(
      sheet,
      hooks,
      [
        { head: 'DOS', x: 50, cell: (r: (typeof rows)[number]) => f.date(r.item.date) },
        { head: up(w.get('colCode')), x: 105, cell: (r) => r.item.code },
        { head: up(w.get('colDescription')), x: 160, cell: (r) => up(r.item.description) },
        { head: 'CHARGE', x: 390, align: 'right', cell: (r) => f.money(r.item.amount) },
        { head: 'INS PAID', x: 445, align: 'right', cell: (r) => f.credit(r.share.ins) },
        { head: 'ADJ', x: 500, align: 'right', cell: (r) => f.credit(r.share.adj) },
        { head: 'PT RESP', x: 562, align: 'right', cell: (r) => f.money(r.share.rest) },
      ],
      rows,
      { ruleBelowHead: true, headSize: 7, repeat: true },
    );
    sheet.row([{ text: 'TOTALS', x: 160, font: 'bold' }, { text: f.money(d.subtotal), x: 390, align: 'right', font: 'bold' }, { text: f.credit(d.insurancePaid), x: 445, align: 'right', font: 'bold' }, { text: f.credit(d.adjustments), x: 500, align: 'right', font: 'bold' }, { text: f.money(d.amountDue), x: 562, align: 'right', font: 'bold' }], 10);
    totals(sheet, balanceRows(d, f, w).map(([l, v, font]) => [up(l), v, font] as [string, string, FontName?]), 340, 562);
    sheet.space(8).row([{ text: `${up(w.get('payOnline'))} ${d.link}`, x: 50, size: 7.5 }]);
    everyPage(sheet, (page, total) => [
      { text: `PAGE ${page} OF ${total}`, x: 562, y: H - 40, size: 7, align: 'right' },
      { text: up(marketing(rng, split)), x: 50, y: H - 40, size: 6.5 },
    ]);
    return { truth: truthOf(d, {}, { provider: up(d.provider), providerAddress: up(d.providerAddr.full), item: up }), doc: sheet };
  }),

  // Telehealth therapy invoice: modern invoice look, client wording, card payments, "PAID" stamp when settled.
  fam('telehealth-invoice', 'heldout', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, { kind: 'behavioral', services: BEHAVIORAL, items: [2, 8], onePageItems: [2, 4], spreadDays: 50, insured: 0, adjusted: 0.35, paidInFull: 0.45, patientPaid: 0.3, account: ['inv'], link: ['portal', 'short'] });
    const f = fmt(rng, ['long-weekday', 'abbrev'], ['dollar', 'usd'], ['minus', 'parens']);
    const { sheet, hooks } = newSheet({ size: 9, font: 'regular' });
    sheet.row([{ text: d.provider, x: 50, size: 13, font: 'bold' }, { text: 'INVOICE', x: 562, size: 24, font: 'bold', align: 'right', grey: 0.35 }]);
    sheet.row([{ text: d.providerAddr.line1, x: 50 }, { text: `${colon(w.get('account'))} ${d.account}`, x: 562, align: 'right' }]);
    sheet.row([{ text: d.providerAddr.line2, x: 50 }, { text: `${colon(w.get('statementDate'))} ${f.date(d.statementDate)}`, x: 562, align: 'right' }]);
    sheet.row([{ text: d.phone, x: 50 }, { text: `${colon(w.get('dueDate'))} ${f.date(d.dueDate)}`, x: 562, align: 'right' }], 16);
    columns(
      sheet,
      [[{ text: w.get('patient').toUpperCase(), x: 50, font: 'bold', size: 8 }], [{ text: d.patient, x: 50 }], [{ text: d.patientAddr.line1, x: 50 }], [{ text: d.patientAddr.line2, x: 50 }]],
      [
        [{ text: 'CLINICIAN', x: 330, font: 'bold', size: 8 }],
        [{ text: `${d.doctor}, PhD`, x: 330 }],
        [{ text: `NPI ${rng.digits(10)}`, x: 330 }],
        [{ text: 'Place of service 10 - telehealth in patient home', x: 330, size: 7.5 }],
      ],
    );
    sheet.space(12);
    const durations: Record<string, string> = { '90834': '45 min', '90837': '60 min', '90832': '30 min', '90791': '60 min', '90847': '50 min', '90853': '90 min', '90785': '-' };
    table(
      sheet,
      hooks,
      [
        { head: w.get('colDate'), x: 50, cell: (i: Item) => f.date(i.date) },
        { head: w.get('colDescription'), x: 190, cell: (i) => i.description },
        { head: w.get('colCode'), x: 375, cell: (i) => i.code },
        { head: 'Duration', x: 445, cell: (i) => durations[i.code] ?? '' },
        { head: w.get('colAmount'), x: 562, align: 'right', cell: (i) => f.money(i.amount) },
      ],
      d.items,
      { ruleBelowHead: true },
    );
    sheet.space(8);
    totals(sheet, balanceRows(d, f, w, { insurance: false }), 330, 562);
    if (d.patientPaid > 0) sheet.space(4).row([{ text: `Card on file ending ${rng.digits(4)} charged ${f.date(addDays(d.statementDate, -rng.int(0, 5)))}`, x: 50, size: 8, font: 'italic' }]);
    sheet.space(6).row([{ text: `${w.get('payOnline')} ${d.link}`, x: 50 }]);
    sheet.row([{ text: 'Diagnosis codes and session notes are available on request for insurance reimbursement.', x: 50, size: 7.5, font: 'italic' }]);
    if (d.amountDue === 0) stamp(sheet, 'PAID', 250, 100, { size: 48, rotate: 20, grey: 0.7 });
    return { truth: truthOf(d, { serviceDate: false, insurancePaid: false }), doc: sheet };
  }),

  // Ambulatory surgery center, itemized over pages: page band with patient, account and page x of y, units x unit price.
  fam('surgery-center-pages', 'heldout', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, { kind: 'surgery', services: [...SURGERY_CENTER, ...HOSPITAL_ITEMS.filter((s) => s[4] === '0636' || s[4] === '0270' || s[4] === '0300')], items: [14, 44], onePageItems: [1, 3], qty: (r, s) => (s[1] === '' ? r.int(1, 4) : 1), insured: 0.9, adjusted: 0.8, account: ['hosp', 'digits10'] });
    // The procedure and the room time come first, once each; drugs and supplies follow.
    const fixed = [rng.pick(SURGERY_PROCEDURES), ...SURGERY_ROOMS].map((s, k): Item => {
      const qty = k === 2 ? rng.int(1, 8) : k === 3 ? rng.int(1, 3) : 1;
      const unit = rng.money(s[2], s[3]);
      return { description: s[0], code: s[1], rev: s[4] ?? '', qty, unit, amount: roundCents(unit * qty), date: d.serviceDate };
    });
    d.items = [...fixed, ...d.items];
    rebalance(d);
    const f = fmt(rng, ['iso', 'us-slash'], ['plain', 'dollar'], ['minus', 'parens']);
    const { sheet, hooks } = newSheet({ size: 8, font: 'serif', top: 62, bottom: 64 });
    sheet.row([{ text: d.provider, x: 45, size: 16, font: 'bold' }]);
    sheet.row([{ text: `${d.providerAddr.full}    ${colon(w.get('phone'))} ${d.phone}`, x: 45, size: 8 }], 10);
    sheet.row([{ text: w.get('title').toUpperCase(), x: 45, size: 11, font: 'bold' }], 4);
    columns(
      sheet,
      [
        [{ text: w.get('patient'), x: 45, font: 'bold' }, { text: d.patient, x: 140 }],
        [{ text: d.patientAddr.line1, x: 140 }],
        [{ text: d.patientAddr.line2, x: 140 }],
        [{ text: 'Surgeon', x: 45, font: 'bold' }, { text: `${d.doctor}, MD`, x: 140 }],
      ],
      [
        [{ text: w.get('account'), x: 340, font: 'bold' }, { text: d.account, x: 450 }],
        [{ text: w.get('statementDate'), x: 340, font: 'bold' }, { text: f.date(d.statementDate), x: 450 }],
        [{ text: w.get('serviceDate'), x: 340, font: 'bold' }, { text: f.date(d.serviceDate), x: 450 }],
        [{ text: w.get('insurer'), x: 340, font: 'bold' }, { text: d.insurer, x: 450 }],
      ],
    );
    sheet.space(10);
    table(
      sheet,
      hooks,
      [
        { head: w.get('colDate'), x: 45, cell: (i: Item) => f.date(i.date) },
        { head: 'Rev', x: 110, cell: (i) => i.rev },
        { head: 'HCPCS', x: 140, cell: (i) => i.code },
        { head: w.get('colDescription'), x: 184, cell: (i) => i.description },
        { head: 'Units', x: 400, align: 'right', cell: (i) => String(i.qty) },
        { head: 'Unit Price', x: 475, align: 'right', cell: (i) => f.money(i.unit) },
        { head: w.get('colAmount'), x: 567, align: 'right', cell: (i) => f.money(i.amount) },
      ],
      d.items,
      { ruleBelowHead: true, repeat: true },
    );
    const balance = balanceRows(d, f, w);
    keepTogether(sheet, 8 + balance.length * 13, 64);
    sheet.space(8);
    totals(sheet, balance, 360, 567);
    sheet.space(8).row([{ text: `${w.get('payOnline')} ${d.link}`, x: 45 }]);
    everyPage(sheet, (page, total) => [
      ...(page > 1 ? [{ text: `${d.provider}   ${w.get('patient')} ${d.patient}   ${d.account}`, x: 45, y: 34, size: 8, font: 'serif' as const }] : []),
      { text: `Page ${page} of ${total}`, x: 567, y: 34, size: 8, align: 'right' as const },
      { text: bars(rng, 70), x: 45, y: H - 44, size: 8, font: 'mono' as const },
      { text: page < total ? 'Continued on next page' : 'End of statement', x: 567, y: H - 44, size: 7, align: 'right' as const, font: 'italic' as const },
    ]);
    return { truth: truthOf(d, {}), doc: sheet };
  }),

  // Urgent care balance letter: the amounts in sentences, then a short list and the balance rows.
  fam('urgent-care-letter', 'heldout', ({ rng, options, w, split }) => {
    const d = draft(rng, split, options, { kind: 'urgent', services: URGENT, items: [1, 4], onePageItems: [1, 3], distinct: true, insured: 0.7, adjusted: 0.5, patientPaid: 0.5, account: ['digits8', 'letters'], link: ['www', 'short'] });
    const f = fmt(rng, ['long', 'abbrev'], ['dollar'], ['minus', 'parens']);
    const { sheet } = newSheet({ size: 10.5, font: 'serif', top: 54 });
    sheet.row([{ text: d.provider, x: 306, size: 15, font: 'bold' }]);
    sheet.row([{ text: d.providerAddr.line1, x: 306 }]).row([{ text: d.providerAddr.line2, x: 306 }]).row([{ text: d.phone, x: 306 }], 18);
    sheet.row([{ text: f.date(d.statementDate), x: 60 }], 12);
    sheet.row([{ text: d.patient, x: 60 }]).row([{ text: d.patientAddr.line1, x: 60 }]).row([{ text: d.patientAddr.line2, x: 60 }], 12);
    sheet.row([{ text: `Re: ${w.get('account')} ${d.account}`, x: 60, font: 'bold' }], 10);
    sheet.row([{ text: `Dear ${d.patient}:`, x: 60 }], 8);
    const sentences = [
      `Our records show a balance of ${f.money(d.amountDue)} on your account for your visit on ${f.date(d.serviceDate)}.`,
      d.insurancePaid > 0 ? `Your insurance, ${d.insurer}, has processed the claim for this visit.` : 'We did not receive insurance information for this visit.',
      `Please pay by ${f.date(d.dueDate)}, or call us at ${d.phone} to set up a payment plan.`,
    ];
    for (const text of sentences) sheet.row([{ text, x: 60 }], 2);
    sheet.space(10);
    for (const i of d.items) sheet.row([{ text: i.description, x: 80 }, { text: f.money(i.amount), x: 480, align: 'right' }]);
    sheet.space(6);
    totals(sheet, balanceRows(d, f, w, { dueFont: 'bold' }), 280, 480);
    sheet.space(12).row([{ text: `${w.get('payOnline')} ${d.link}`, x: 60 }], 12);
    sheet.row([{ text: 'Sincerely,', x: 60 }]).row([{ text: 'Patient Accounts Department', x: 60, font: 'italic' }]);
    return { truth: truthOf(d, { itemCode: false, itemDate: false }), doc: sheet };
  }),

  // Therapy statement in two columns: a narrow sidebar (patient, account, amount due) beside the visit table.
  fam('therapy-sidebar', 'heldout', ({ rng, options, w, split }) => {
    const timed = new Set(['97110', '97112', '97140', '97530', '97116']);
    const d = draft(rng, split, options, {
      kind: 'therapy',
      services: THERAPY,
      items: [0, 0],
      visits: { count: [2, 7], lines: [1, 3], first: THERAPY_EVALS },
      qty: (r, s) => (timed.has(s[1]) ? r.int(1, 4) : 1),
      insured: 0.8,
      adjusted: 0.7,
      account: ['digits8', 'dash'],
      link: ['short', 'www'],
    });
    const f = fmt(rng, ['us-dot', 'abbrev'], ['dollar'], ['parens', 'cr']);
    const { sheet } = newSheet({ size: 8.5, font: 'regular', bottom: 60 });
    sheet.row([{ text: d.provider, x: 40, size: 16, font: 'bold' }, { text: w.get('title'), x: 572, size: 10, align: 'right' }]);
    sheet.row([rule(40, 572, 8, '_')], 8);
    const label = (text: string): Cell[] => [{ text: text.toUpperCase(), x: 40, size: 6.5, font: 'bold' }];
    const value = (text: string, font?: FontName): Cell[] => [{ text, x: 40, font }];
    const sidebar: Cell[][] = [
      label(w.get('patient')),
      value(d.patient),
      value(d.patientAddr.line1),
      value(d.patientAddr.line2),
      [],
      label(w.get('account')),
      value(d.account),
      label(w.get('statementDate')),
      value(f.date(d.statementDate)),
      label(w.get('amountDue')),
      value(f.money(d.amountDue), 'bold'),
      label(w.get('dueDate')),
      value(f.date(d.dueDate)),
      [],
      label(w.get('phone')),
      value(d.phone),
      [],
      label('Clinic'),
      value(d.providerAddr.line1),
      value(d.providerAddr.line2),
    ];
    const main: Cell[][] = [
      [
        { text: w.get('colDate'), x: 190, font: 'bold' },
        { text: 'Code', x: 245, font: 'bold' },
        { text: w.get('colDescription'), x: 290, font: 'bold' },
        { text: 'Units', x: 480, font: 'bold', align: 'right' },
        { text: w.get('colAmount'), x: 572, font: 'bold', align: 'right' },
      ],
      ...d.items.map((i): Cell[] => [
        { text: f.date(i.date), x: 190 },
        { text: i.code, x: 245 },
        { text: i.description, x: 290 },
        { text: String(i.qty), x: 480, align: 'right' },
        { text: f.money(i.amount), x: 572, align: 'right' },
      ]),
      [],
      ...balanceRows(d, f, w).map(([l, v, font]): Cell[] => [{ text: l, x: 360, font: 'bold' }, { text: v, x: 572, align: 'right', font }]),
    ];
    columns(sheet, sidebar, main, 1);
    sheet.space(14).row([{ text: `${w.get('payOnline')} ${d.link}`, x: 40 }]);
    everyPage(sheet, (page, total) => [{ text: `${page} / ${total}`, x: 572, y: H - 40, size: 7, align: 'right' }]);
    return { truth: truthOf(d, {}), doc: sheet };
  }),
];

// ---------------------------------------------------------------------------------------------
// Held-out families, fresh round: an outpatient infusion center's statement over two pages, a sleep
// disorders center's bill for an overnight study and its reading, an audiology practice's hearing
// aid invoice with the deposit taken off, a podiatry office's statement with visits still pending
// with insurance, and an OB/GYN practice's global maternity statement paid in installments. Their
// labels, headings and organisations are written here, in each family.

/** Health plans these families name (invented). */
const FRESH_PLANS = ['Quarry Hill Health Plan', 'Bellwether Health Alliance', 'Crestmoor Benefit Plan', 'Sagecroft Health Cooperative', 'Lodestar Employee Health Trust', 'Harborline Life & Health', 'Meridale Mutual Insurance'];

const sumCents = (values: readonly number[]): number => roundCents(values.reduce((s, v) => s + v, 0));

/** Someone in the patient's family (a spouse or a parent): the same last name, another first name. */
function relativeOf(rng: Rng, patient: string): string {
  let first = rng.pick(n.FIRST_NAMES);
  for (let i = 0; i < 6 && first === firstNameOf(patient); i++) first = rng.pick(n.FIRST_NAMES);
  return `${first} ${lastNameOf(patient)}`;
}

/** The OCR line of a payment coupon: account digits, the amount in cents and a check digit. */
const couponLine = (rng: Rng, account: string, amount: number): string => `${account.replace(/\D/g, '').padStart(10, '0')} ${String(Math.round(amount * 100)).padStart(9, '0')} ${rng.int(0, 9)}`;

/** An infusion center's charge: [description, HCPCS or CPT, revenue code, units (low, high), price per unit (low, high)]. */
type InfusionLine = readonly [description: string, code: string, rev: string, units: readonly [number, number], price: readonly [number, number]];
type InfusionRegimen = { every: number; drugs: readonly InfusionLine[]; admin: readonly InfusionLine[]; premeds: readonly InfusionLine[] };

const INF_CHEMO_FIRST: InfusionLine = ['CHEMO IV INFUSION UP TO 1 HR', '96413', '0335', [1, 1], [410, 960]];
const INF_CHEMO_HOUR: InfusionLine = ['CHEMO IV INFUSION EA ADDL HR', '96415', '0335', [1, 2], [95, 240]];
const INF_CHEMO_SEQ: InfusionLine = ['CHEMO IV INFUSION SEQ ADDL DRUG', '96417', '0335', [1, 1], [180, 430]];
const INF_PUSH: InfusionLine = ['THER/PROPH/DX IV PUSH SEQ NEW DRUG', '96375', '0260', [1, 2], [70, 190]];
const INF_SALINE: InfusionLine = ['NORMAL SALINE SOLUTION 250 CC', 'J7050', '0258', [1, 2], [14, 46]];
const INF_DEX: InfusionLine = ['INJ DEXAMETHASONE SOD PHOS 1 MG', 'J1100', '0636', [10, 20], [0.62, 2.85]];
const INF_DIPHEN: InfusionLine = ['INJ DIPHENHYDRAMINE HCL UP TO 50 MG', 'J1200', '0636', [1, 1], [9, 34]];
const INF_PALONO: InfusionLine = ['INJ PALONOSETRON HCL 25 MCG', 'J2469', '0636', [10, 10], [14, 58]];
const INF_ONDAN: InfusionLine = ['INJ ONDANSETRON HCL PER 1 MG', 'J2405', '0636', [8, 16], [0.9, 5.5]];
const INF_FOSAP: InfusionLine = ['INJ FOSAPREPITANT 1 MG', 'J1453', '0636', [150, 150], [1.3, 4.1]];
const INF_APAP: InfusionLine = ['INJ ACETAMINOPHEN 10 MG', 'J0131', '0636', [100, 100], [0.3, 1.2]];
const INF_PORT: InfusionLine = ['COLLECT BLD IMPLANTED VENOUS DEVICE', '36591', '0300', [1, 1], [38, 95]];
const INF_FLUSH: InfusionLine = ['HEPARIN LOCK FLUSH PER 10 UNITS', 'J1642', '0636', [50, 50], [0.35, 1.6]];
const INF_LABS: readonly InfusionLine[] = [
  ['CBC W/AUTO DIFF WBC', '85025', '0300', [1, 1], [32, 120]],
  ['COMPREHENSIVE METABOLIC PANEL', '80053', '0301', [1, 1], [48, 210]],
  ['ASSAY OF MAGNESIUM', '83735', '0301', [1, 1], [18, 66]],
  ['ASSAY THYROID STIM HORMONE', '84443', '0301', [1, 1], [40, 140]],
  ['CARCINOEMBRYONIC ANTIGEN', '82378', '0301', [1, 1], [45, 160]],
];
const INFUSION_REGIMENS: readonly InfusionRegimen[] = [
  { every: 21, drugs: [['INJ PEMBROLIZUMAB 1 MG', 'J9271', '0636', [200, 200], [48, 92]]], admin: [INF_CHEMO_FIRST], premeds: [] },
  { every: 28, drugs: [['INJ NIVOLUMAB 1 MG', 'J9299', '0636', [480, 480], [26, 51]]], admin: [INF_CHEMO_FIRST], premeds: [] },
  {
    every: 21,
    drugs: [
      ['INJ PACLITAXEL 1 MG', 'J9267', '0636', [290, 360], [1.1, 3.4]],
      ['INJ CARBOPLATIN 50 MG', 'J9045', '0636', [9, 14], [22, 68]],
    ],
    admin: [INF_CHEMO_FIRST, INF_CHEMO_HOUR, INF_CHEMO_SEQ, INF_PUSH],
    premeds: [INF_DEX, INF_DIPHEN, INF_PALONO, INF_FOSAP],
  },
  {
    every: 14,
    drugs: [
      ['INJ OXALIPLATIN 0.5 MG', 'J9263', '0636', [300, 360], [1.6, 5.2]],
      ['INJ LEUCOVORIN CALCIUM 50 MG', 'J0640', '0636', [14, 16], [6, 22]],
      ['INJ FLUOROURACIL 500 MG', 'J9190', '0636', [5, 7], [9, 30]],
    ],
    admin: [INF_CHEMO_FIRST, INF_CHEMO_HOUR, ['CHEMO IV PUSH EA ADDL DRUG', '96411', '0335', [1, 1], [120, 310]], ['CHEMO PROLONG INFUSE W/PUMP', '96416', '0335', [1, 1], [260, 640]], INF_PUSH],
    premeds: [INF_DEX, INF_PALONO, INF_ONDAN],
  },
  {
    every: 21,
    drugs: [
      ['INJ TRASTUZUMAB EXCL BIOSIMILAR 10 MG', 'J9355', '0636', [42, 60], [170, 310]],
      ['INJ PERTUZUMAB 1 MG', 'J9306', '0636', [420, 420], [16, 34]],
    ],
    admin: [INF_CHEMO_FIRST, INF_CHEMO_SEQ, INF_CHEMO_HOUR],
    premeds: [INF_DIPHEN, INF_APAP],
  },
];
const INFUSION_STEMS = ['Whitcomb Valley', 'Red Mesa', 'Ashgrove', 'Pelham Bay', 'Corwin Hills', 'Sable Point', 'Northgate', 'Halcyon Ridge'];
const INFUSION_NAMES: readonly ((stem: string) => string)[] = [(s) => `${s} Cancer Center`, (s) => `${s} Regional Cancer Institute`, (s) => `${s} Oncology & Hematology`, (s) => `${s} Cancer Care`];
const INFUSION_UNITS = ['Outpatient Infusion Services', 'Infusion Therapy Center', 'Ambulatory Infusion Suite', 'Hematology/Oncology Infusion Clinic'];
const MEDIGAP_PLANS = ['Foxmoor Medicare Supplement Plan G', 'Harrowgate Senior Supplement', 'Stonecrop Medigap Plan N'];

/** A sleep study: its name on the bill, its CPT code, the technical and reading lines and their charge ranges. */
type SleepStudy = { name: string; code: string; tech: string; read: string; tc: readonly [number, number]; pc: readonly [number, number]; child?: boolean; titration?: boolean };
const SLEEP_STUDIES: readonly SleepStudy[] = [
  { name: 'Diagnostic polysomnogram (in-lab PSG)', code: '95810', tech: 'Polysomnography, attended, sleep staging with 4 or more parameters - technical component', read: 'Polysomnography - physician interpretation and report', tc: [1650, 3600], pc: [185, 420] },
  { name: 'Split-night study (PSG + CPAP titration)', code: '95811', tech: 'Polysomnography with initiation of CPAP therapy, attended - technical component', read: 'Split-night polysomnography - physician interpretation and report', tc: [2100, 4400], pc: [210, 480], titration: true },
  { name: 'Full-night CPAP/bilevel titration', code: '95811', tech: 'Positive airway pressure titration study, attended, full night - technical component', read: 'Titration study - physician interpretation and report', tc: [1900, 4100], pc: [190, 450], titration: true },
  { name: 'Pediatric polysomnogram', code: '95782', tech: 'Polysomnography, younger than 6 years, attended - technical component', read: 'Pediatric polysomnography - physician interpretation and report', tc: [2000, 4300], pc: [210, 470], child: true },
];
const SLEEP_CONSULT: LongService = ['New patient consultation, sleep medicine', '99204', 260, 470];
const SLEEP_FOLLOW: LongService = ['Follow-up visit, study results and treatment plan', '99214', 150, 290];
const SLEEP_PAP: LongService = ['PAP initiation, mask fitting and education', '94660', 60, 160];
const SLEEP_MSLT_TECH: LongService = ['Multiple sleep latency test (daytime nap study) - technical component', '95805', 950, 2300];
const SLEEP_MSLT_READ: LongService = ['Multiple sleep latency test - physician interpretation and report', '95805', 160, 330];
const SLEEP_STEMS = ['Lantern Hill', 'Quietwater', 'Cascade Falls', 'Dunmore', 'Hollins Creek', 'Evensong', 'Pinecrest Valley', 'Stillmeadow'];
const SLEEP_NAMES: readonly ((stem: string) => string)[] = [(s) => `${s} Sleep Disorders Center`, (s) => `${s} Center for Sleep Medicine`, (s) => `${s} Sleep & Pulmonary Associates`, (s) => `Sleep Health Institute of ${s}`];

/** A hearing aid model an audiology practice fits: its name, its style and its price per aid. */
type AidModel = { model: string; style: 'RIC' | 'BTE' | 'ITE'; rechargeable: boolean; price: readonly [number, number]; colors: readonly string[] };
const AID_MODELS: readonly AidModel[] = [
  { model: 'Solena Vivo 7 R', style: 'RIC', rechargeable: true, price: [2100, 3400], colors: ['Silver Gray', 'Champagne', 'Graphite'] },
  { model: 'Auralis Prime 5', style: 'RIC', rechargeable: false, price: [1500, 2400], colors: ['Beige', 'Sand', 'Charcoal'] },
  { model: 'Nuvia Clarity 9 RIC-R', style: 'RIC', rechargeable: true, price: [2800, 3900], colors: ['Pearl White', 'Espresso', 'Silver Gray'] },
  { model: 'Keswick Aria 3 Power', style: 'BTE', rechargeable: false, price: [1200, 1900], colors: ['Beige', 'Slate'] },
  { model: 'Tessera Lumen 7 ITE', style: 'ITE', rechargeable: false, price: [1900, 3100], colors: ['Light Tan', 'Medium Brown', 'Dark Brown'] },
];
const AUD_TESTS: readonly LongService[] = [
  ['Comprehensive audiometry, threshold and speech', '92557', 95, 220],
  ['Tympanometry', '92567', 30, 78],
  ['Acoustic reflex threshold testing', '92568', 28, 70],
  ['Otoacoustic emissions, distortion product', '92588', 60, 145],
];
const AUD_ASSESS: LongService = ['Hearing aid evaluation / candidacy', 'V5010', 80, 200];
const AUD_STEMS = ['Meadowlark', 'Ridgeline', 'Harbor Light', 'Bluestem', 'Wildrose', 'Canterbury', 'Echo Valley', 'Fairhaven'];
const AUD_NAMES: readonly ((stem: string) => string)[] = [(s) => `${s} Hearing Center`, (s) => `${s} Audiology & Hearing Aids`, (s) => `${s} Audiology Associates, PLLC`, (s) => `${s} Hearing & Balance Clinic`];

/** A podiatry office's charge, as its practice system abbreviates it: [description, code, min, max]. */
type PodLine = readonly [description: string, code: string, min: number, max: number];
const POD_NEW: PodLine = ['OFFICE VISIT NEW PT LEVEL 3', '99203', 150, 260];
const POD_EST: readonly PodLine[] = [
  ['OFFICE VISIT EST PT LEVEL 2', '99212', 70, 130],
  ['OFFICE VISIT EST PT LEVEL 3', '99213', 95, 175],
];
const POD_XRAYS: readonly PodLine[] = [
  ['XRAY FOOT COMPLETE 3+ VIEWS', '73630', 70, 160],
  ['XRAY ANKLE COMPLETE 3+ VIEWS', '73610', 70, 160],
];
const POD_PROCS: readonly PodLine[] = [
  ['DEBRIDEMENT NAILS 6 OR MORE', '11721', 65, 130],
  ['PARING CORN/CALLUS 2-4 LESIONS', '11056', 60, 120],
  ['PARING CORN/CALLUS SINGLE LESION', '11055', 45, 95],
  ['PARTIAL NAIL EXCISION W/MATRIX', '11750', 280, 520],
  ['AVULSION NAIL PLATE SIMPLE', '11730', 150, 300],
  ['INJ TENDON SHEATH/LIGAMENT', '20550', 90, 210],
  ['DESTR BENIGN LESIONS UP TO 14', '17110', 110, 220],
  ['STRAPPING ANKLE AND/OR FOOT', '29540', 40, 90],
];
const POD_STEROID: PodLine = ['INJ DEXAMETHASONE SOD PHOS 1MG', 'J1100', 8, 24];
const POD_ORTHOTIC: PodLine = ['CUSTOM FOOT ORTHOTIC', 'L3000', 225, 400];
const POD_STEMS = ['Keller Park', 'Oakmont', 'Riverbend', 'Granville', 'Tidewell', 'Summerlin', 'Beacon Hill', 'Westbrook'];
const POD_NAMES: readonly ((stem: string) => string)[] = [(s) => `${s} Foot & Ankle Center`, (s) => `${s} Podiatry Associates, P.C.`, (s) => `Foot & Ankle Specialists of ${s}`, (s) => `${s} Podiatric Medicine & Surgery`];

/** An OB practice's global package: [description, CPT, min, max]. */
const OB_GLOBALS: readonly LongService[] = [
  ['Routine obstetric care incl. antepartum care, vaginal delivery and postpartum care', '59400', 4200, 6900],
  ['Routine obstetric care incl. antepartum care, cesarean delivery and postpartum care', '59510', 5200, 8600],
  ['Routine obstetric care incl. antepartum care, vaginal delivery after prior cesarean and postpartum care', '59610', 4800, 7600],
];
/** Services billed apart from the global fee, in groups billed the same day, with the week of pregnancy they fall in. */
const OB_EXTRAS: readonly { week: number; lines: readonly LongService[] }[] = [
  { week: 8, lines: [['Urine pregnancy test', '81025', 15, 40]] },
  { week: 9, lines: [['OB ultrasound, first trimester, single fetus', '76801', 190, 420]] },
  { week: 9, lines: [['Obstetric panel', '80055', 95, 260], ['Venipuncture', '36415', 10, 30]] },
  { week: 9, lines: [['Urine culture, colony count', '87086', 25, 62]] },
  { week: 20, lines: [['Detailed fetal anatomy ultrasound', '76811', 380, 880]] },
  { week: 27, lines: [['Glucose screen, 1 hour', '82950', 25, 70], ['Venipuncture', '36415', 10, 30]] },
  { week: 28, lines: [['Rho(D) immune globulin, 300 mcg', 'J2790', 95, 320], ['Therapeutic injection, IM', '96372', 20, 55]] },
  { week: 30, lines: [['Tdap vaccine, 7 years and older', '90715', 55, 110], ['Immunization administration', '90471', 20, 45]] },
  { week: 32, lines: [['Follow-up ultrasound, fetal growth', '76816', 160, 380]] },
  { week: 36, lines: [['Group B strep screen, DNA probe', '87653', 55, 130]] },
  { week: 38, lines: [['Fetal non-stress test', '59025', 85, 210]] },
];
const OB_STEMS = ['Magnolia Terrace', 'Larkfield', 'Hawthorne Commons', 'Silverbell', 'Rosewood Park', 'Briar Glen', 'Linden Grove', 'Camellia Court'];
const OB_NAMES: readonly ((stem: string) => string)[] = [(s) => `${s} Women's Health, P.C.`, (s) => `${s} OB/GYN Associates`, (s) => `${s} Obstetrics & Gynecology`, (s) => `Women's Care of ${s}`];
const OB_BIRTH_PLACES = ['St. Adelaide Medical Center', 'Riverside Family Birth Place', 'Mercy Grove Women\'s Hospital', 'Valley Meridian Hospital', 'Good Hope Birthing Center'];

const heldoutFamiliesFresh: FamilyDef[] = [
  // An outpatient infusion center's statement (a cancer center's hospital-based infusion unit). Page
  // one is the statement's face: the center's name and unit over its address and billing line, the
  // statement facts at right, the mailing block beside an account summary box, the patient and the
  // insurers in a grid of small labels above values, a note from the financial counselors, and the
  // payment coupon at the foot of the page. The itemization starts on page two: one block per
  // infusion visit (visit number and date), each drug with its HCPCS J-code, units and price per
  // unit (NDC under the drug on some statements, revenue codes on most), then the insurers' payments,
  // the contractual adjustment and any patient payment posted to that visit, and a visit balance;
  // the account totals close the detail. The heads repeat on each page, "Page n of m" at the foot.
  fam('oncology-infusion-statement', 'heldout', ({ rng, options, split }) => {
    const regimen = rng.pick(INFUSION_REGIMENS);
    const provider = rng.pick(INFUSION_NAMES)(rng.pick(INFUSION_STEMS));
    const unitName = rng.pick(INFUSION_UNITS);
    const providerAddr = address(rng, split, { suite: rng.bool(0.4) });
    const patientAddr = rng.bool(0.8) ? localAddress(rng, providerAddr) : address(rng, split);
    const patient = person(rng, split);
    const dob = rng.date('1941-06-01', '1988-12-31');
    const guarantor = rng.bool(0.8) ? patient : relativeOf(rng, patient);
    const oncologist = `${person(rng, split)}, ${rng.pick(['MD', 'DO'])}`;
    const phone = phoneNumber(rng, rng.pick(['parens', 'dashes', 'toll-free'] as const));
    const account = rng.pick([rng.digits(9), `HB${rng.digits(8)}`, `${rng.digits(4)}-${rng.digits(6)}`]);
    const link = payLink(rng, provider, rng.pick(['https', 'portal'] as const));
    const showRev = rng.bool(0.65);
    const showNdc = rng.bool(0.55);
    const premeds = regimen.premeds.length > 0 ? pickDistinct(rng, regimen.premeds, rng.int(1, regimen.premeds.length)) : [];
    const saline = rng.bool(0.5);
    const heavy = regimen.drugs.length + regimen.admin.length + premeds.length > 5;
    const count = options.onePage ? 1 : heavy ? 2 : rng.int(2, 3);
    const first = rng.date('2024-01-15', '2025-07-31');
    // The chargemaster: one price per code and, over a course of treatment, one dose.
    type Line = { description: string; code: string; rev: string; units: number; price: number; amount: number; date: string; ndc: string };
    const doses = new Map<string, number>();
    const prices = new Map<string, number>();
    const ndcs = new Map<string, string>();
    const charge = (l: InfusionLine, date: string): Line => {
      const units = doses.get(l[1]) ?? rng.int(l[3][0], l[3][1]);
      doses.set(l[1], units);
      const price = prices.get(l[1]) ?? rng.money(l[4][0], l[4][1]);
      prices.set(l[1], price);
      const ndc = l[1].startsWith('J') ? (ndcs.get(l[1]) ?? `${rng.digits(5)}-${rng.digits(4)}-${rng.digits(2)}`) : '';
      ndcs.set(l[1], ndc);
      return { description: l[0], code: l[1], rev: l[2], units, price, amount: roundCents(units * price), date, ndc };
    };
    const age = Number(first.slice(0, 4)) - Number(dob.slice(0, 4));
    const medicare = age >= 65;
    const primary = medicare ? 'Medicare Part B' : rng.pick(FRESH_PLANS);
    const secondary = medicare && rng.bool(0.45) ? rng.pick(MEDIGAP_PLANS) : '';
    const coins = medicare ? 0.2 : rng.pick([0.1, 0.2, 0.2, 0.3]);
    // What is left of the out-of-pocket maximum (commercial plans): once met, the plan pays in full.
    let oopLeft = medicare ? Number.POSITIVE_INFINITY : roundCents(rng.pick([1500, 3000, 4500, 6500, 8200]) * (0.15 + rng.next() * 0.85));
    type Visit = { date: string; encounter: string; lines: Line[]; ins: number; adj: number; second: number; owed: number; paid: number; posted: string; secondPosted: string; paidOn: string; how: string };
    const visits: Visit[] = [];
    const [admin = INF_CHEMO_FIRST] = regimen.admin;
    for (let k = 0; k < count; k++) {
      const date = addDays(first, k * regimen.every);
      const plan: InfusionLine[] = options.onePage
        ? [admin, ...premeds.slice(0, 1), ...regimen.drugs]
        : [INF_PORT, ...pickDistinct(rng, INF_LABS, rng.int(1, 3)), INF_FLUSH, ...regimen.admin, ...premeds, ...(saline ? [INF_SALINE] : []), ...regimen.drugs];
      const lines = plan.map((l) => charge(l, date));
      if (showRev) lines.sort((a, b) => a.rev.localeCompare(b.rev));
      const charges = sumCents(lines.map((l) => l.amount));
      const allowed = roundCents(charges * (medicare ? 0.22 + rng.next() * 0.12 : 0.34 + rng.next() * 0.24));
      const share = Math.min(roundCents(allowed * coins), oopLeft);
      if (!medicare) oopLeft = roundCents(oopLeft - share);
      const second = secondary ? share : 0;
      const posted = addDays(date, rng.int(16, 34));
      visits.push({
        date,
        encounter: `${rng.digits(2)}${date.replace(/-/g, '').slice(2)}${rng.digits(3)}`,
        lines,
        ins: roundCents(allowed - share),
        adj: roundCents(charges - allowed),
        second,
        owed: roundCents(share - second),
        paid: 0,
        posted,
        secondPosted: addDays(posted, rng.int(6, 15)),
        paidOn: '',
        how: '',
      });
    }
    const payer = visits.find((v) => v.owed > 0);
    if (payer && rng.bool(0.5)) {
      payer.paid = Math.min(payer.owed, rng.pick([100, 150, 250, 500, 1000]));
      payer.paidOn = addDays(payer.posted, rng.int(4, 14));
      payer.how = rng.pick(['PATIENT PAYMENT - THANK YOU', 'PAYMENT - VISA ONLINE', 'COPAY ASSISTANCE FOUNDATION PMT', `PATIENT PAYMENT CHECK #${rng.digits(4)}`]);
    }
    const lastPosting = visits.reduce((last, v) => [v.posted, secondary ? v.secondPosted : '', v.paidOn].reduce((a, b) => (b > a ? b : a), last), '');
    const statementDate = addDays(lastPosting, rng.int(3, 10));
    const dueDate = addDays(statementDate, rng.pick([21, 25, 30]));
    const lastDate = visits.at(-1)?.date ?? first;
    const items = visits.flatMap((v) => v.lines);
    const subtotal = sumCents(items.map((i) => i.amount));
    const insurancePaid = sumCents(visits.map((v) => roundCents(v.ins + v.second)));
    const adjustments = sumCents(visits.map((v) => v.adj));
    const patientPaid = sumCents(visits.map((v) => v.paid));
    const amountDue = roundCents(subtotal - insurancePaid - adjustments - patientPaid);

    const f = fmt(rng, ['us-slash', 'us-2digit'], ['dollar'], ['minus', 'parens', 'cr']);
    const tm = (v: number) => formatMoney(v, 'plain');
    const tc = (v: number) => formatCredit(v, 'plain', f.creditStyle);
    const up = (text: string) => text.toUpperCase();
    const patientShown = rng.bool(0.5) ? up(lastFirst(patient)) : up(patient);
    const lockbox = `PO Box ${rng.int(1100, 98000)}`;
    const L = {
      title: rng.pick(['INFUSION CENTER STATEMENT', 'OUTPATIENT STATEMENT', 'HOSPITAL OUTPATIENT BILL']),
      billing: rng.pick(['Cancer Center Billing:', 'Infusion billing line:', 'Account questions:']),
      stmtDate: rng.pick(['Statement Date', 'Date of This Statement']),
      acct: rng.pick(['Account Number', 'Patient Account #', 'Acct No.']),
      dueBy: rng.pick(['Pay No Later Than', 'Payment Requested By']),
      owe: rng.pick(['Amount Due', 'Balance Due', 'Pay This Balance']),
      summary: rng.pick(['ACCOUNT SUMMARY', 'SUMMARY OF YOUR ACCOUNT', 'YOUR BALANCE AT A GLANCE']),
      charges: rng.pick(['Total Charges', 'Charges Billed', 'Charges for Services']),
      ins: rng.pick(['Insurance Payments', 'Payments by Insurance', 'Paid by Your Insurers']),
      adj: medicare ? rng.pick(['Contractual Adjustments', 'Medicare Adjustments']) : rng.pick(['Contractual Adjustments', 'Insurance Adjustments', 'Network Discounts']),
      paid: rng.pick(['Patient/Guarantor Payments', 'Payments from You', 'Payments Received from You']),
      balance: rng.pick(['BALANCE DUE', 'BALANCE YOU OWE', 'NOW DUE FROM YOU']),
      patient: rng.pick(['PATIENT', 'TREATED PATIENT']),
      dob: rng.pick(['DATE OF BIRTH', 'BIRTH DATE']),
      primary: rng.pick(['PRIMARY INSURANCE', 'PRIMARY PAYER']),
      secondary: rng.pick(['SECONDARY INSURANCE', 'SECONDARY PAYER']),
      doctor: rng.pick(['TREATING ONCOLOGIST', 'ATTENDING PHYSICIAN']),
      dates: rng.pick(['TREATMENT DATES', 'VISITS ON THIS STATEMENT']),
      note: rng.pick(['A NOTE FROM OUR FINANCIAL COUNSELORS', 'IMPORTANT INFORMATION ABOUT YOUR BILL']),
      detail: rng.pick(['ITEMIZED DETAIL OF SERVICES', 'DETAIL OF CHARGES AND CREDITS', 'ITEMIZATION OF ACCOUNT']),
      colDate: rng.pick(['Date', 'Svc/Post Dt']),
      colRev: rng.pick(['Rev', 'RC']),
      colCode: rng.pick(['HCPCS', 'HCPCS/CPT', 'CPT/J-Code']),
      colDesc: rng.pick(['Description', 'Service / Drug', 'Charge Description']),
      colUnits: rng.pick(['Units', 'Qty']),
      colPrice: rng.pick(['Unit Price', 'Price/Unit', 'Rate']),
      colAmt: rng.pick(['Amount', 'Extended', 'Total Chg']),
      visit: rng.pick(['Visit #', 'Encounter', 'Acct Visit']),
      payment: rng.pick(['PAYMENT', 'INS PAYMENT', 'PMT']),
      contract: rng.pick(['CONTRACTUAL ADJ', 'CONTRACTUAL ALLOWANCE', 'INS ADJUSTMENT']),
      visitBal: rng.pick(['Visit Balance', 'Balance This Visit']),
      detach: rng.pick(['Fold and tear along the perforation; mail the lower portion with your payment.', 'Tear along the dotted line and return the bottom portion with your check.']),
      payable: rng.pick(['Make checks payable to:', 'Remit payment to:']),
      enclosed: rng.pick(['Amount of Check', 'Payment Enclosed']),
      continued: rng.pick(['(continued)', '- continued -']),
    };
    const BOTTOM = 56;
    const ROW = 8 * 1.55;
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 36, bottom: BOTTOM });
    const fact = (label: string, value: string, big = false): Cell[] => [
      { text: label, x: 400, size: 7.5, font: 'bold' },
      { text: value, x: 572, align: 'right', size: big ? 10 : 8, font: big ? 'bold' : 'regular' },
    ];
    columns(
      sheet,
      [
        [{ text: provider, x: 40, size: 13, font: 'bold' }],
        [{ text: unitName, x: 40, size: 9, font: 'italic' }],
        [{ text: providerAddr.line1, x: 40 }],
        [{ text: providerAddr.line2, x: 40 }],
        [{ text: `${L.billing} ${phone}`, x: 40 }],
      ],
      [[{ text: L.title, x: 572, size: 11, font: 'bold', align: 'right' }], fact(L.stmtDate, f.date(statementDate)), fact(L.acct, account), fact(L.dueBy, f.date(dueDate)), fact(L.owe, f.money(amountDue), true)],
    );
    sheet.space(14);
    const box = 340;
    const summaryRows: [string, string][] = [
      [L.charges, f.money(subtotal)],
      [L.ins, f.credit(insurancePaid)],
      [L.adj, f.credit(adjustments)],
      [L.paid, f.credit(patientPaid)],
    ];
    columns(
      sheet,
      [
        [{ text: rng.pick(['ADDRESS SERVICE REQUESTED', 'RETURN SERVICE REQUESTED']), x: 52, size: 6, grey: 0.35 }],
        [{ text: bars(rng, 38), x: 52, size: 7, font: 'mono' }],
        [{ text: up(guarantor), x: 52, size: 9 }],
        [{ text: up(patientAddr.line1), x: 52, size: 9 }],
        [{ text: up(patientAddr.line2), x: 52, size: 9 }],
      ],
      [
        [{ text: L.summary, x: box, size: 8, font: 'bold' }],
        [rule(box, 572, 6, '_')],
        ...summaryRows.map(([label, value]): Cell[] => [{ text: label, x: box }, { text: value, x: 572, align: 'right' }]),
        [rule(box, 572, 6, '_')],
        [{ text: L.balance, x: box, font: 'bold', size: 9 }, { text: f.money(amountDue), x: 572, align: 'right', font: 'bold', size: 9 }],
      ],
    );
    sheet.space(10);
    above(
      sheet,
      [
        [L.patient, patientShown],
        [L.dob, formatDate(dob, 'us-slash')],
        [L.dates, count > 1 ? `${f.date(first)} - ${f.date(lastDate)}` : f.date(first)],
        [L.primary, primary],
        [L.secondary, secondary || 'None on file'],
        [L.doctor, oncologist],
      ],
      { x: 40, columnWidth: 178, perRow: 3, labelSize: 6.5, valueSize: 8.5, gap: 4 },
    );
    const processed = secondary ? `${primary} and ${secondary} have processed` : `${primary} has processed`;
    const note = [
      `${processed} the claims for the infusion visits ${options.onePage ? 'listed below' : 'itemized on the following pages'}. The balance is your share under your coverage${medicare && !secondary ? ' (Medicare Part B coinsurance is 20% of the approved amount)' : ''}.`,
      options.onePage ? `Questions? Call ${phone}.` : `Cancer treatment is expensive. Our financial counselors can help you apply for drug manufacturer co-pay programs, foundation grants and interest-free payment plans. Call ${phone}, Monday through Friday, 8:00 am to 4:30 pm.`,
      `Pay online at ${link}.`,
    ].join(' ');
    sheet.space(4).row([{ text: L.note, x: 40, size: 7.5, font: 'bold' }]);
    for (const text of proseLines(note, 124)) sheet.row([{ text, x: 40, size: 7.5 }]);

    const scan = couponLine(rng, account, amountDue);
    const coupon = () => {
      sheet.row([rule(40, 572, 8, '-')]);
      sheet.row([{ text: L.detach, x: 40, size: 6.5, font: 'italic' }], 4);
      columns(
        sheet,
        [
          [{ text: L.payable, x: 40, size: 7, font: 'bold' }],
          [{ text: provider, x: 40, size: 9, font: 'bold' }],
          [{ text: lockbox, x: 40 }],
          [{ text: providerAddr.line2, x: 40 }],
        ],
        [
          [{ text: L.acct, x: 360, font: 'bold' }, { text: account, x: 572, align: 'right' }],
          [{ text: L.stmtDate, x: 360, font: 'bold' }, { text: f.date(statementDate), x: 572, align: 'right' }],
          [{ text: L.owe, x: 360, font: 'bold' }, { text: f.money(amountDue), x: 572, align: 'right', font: 'bold' }],
          [{ text: L.enclosed, x: 360, font: 'bold' }, { text: '$ ______________', x: 572, align: 'right' }],
        ],
      );
      sheet.space(4).row([{ text: 'To pay by card:   [  ] VISA    [  ] MASTERCARD    [  ] DISCOVER    [  ] AMEX', x: 40, size: 7 }]);
      sheet.row([{ text: 'Card No. _______________________________   Exp. ______   Signature ____________________________', x: 40, size: 7 }], 6);
      sheet.row([{ text: up(guarantor), x: 60, size: 8.5 }, { text: bars(rng, 36), x: 360, size: 8, font: 'mono' }]);
      sheet.row([{ text: up(patientAddr.line1), x: 60, size: 8.5 }]);
      sheet.row([{ text: up(patientAddr.line2), x: 60, size: 8.5 }, { text: scan, x: 572, align: 'right', size: 8, font: 'mono' }]);
    };

    const X = showRev ? { date: 40, rev: 86, code: 110, desc: 156, units: 392, price: 458, amt: 572 } : { date: 40, rev: 0, code: 86, desc: 132, units: 392, price: 458, amt: 572 };
    const head = (s: Sheet) => {
      const h = (text: string, x: number, align?: 'right'): Cell => ({ text, x, size: 7, font: 'bold', ...(align ? { align } : {}) });
      s.row([h(L.colDate, X.date), ...(showRev ? [h(L.colRev, X.rev)] : []), h(L.colCode, X.code), h(L.colDesc, X.desc), h(L.colUnits, X.units, 'right'), h(L.colPrice, X.price, 'right'), h(L.colAmt, X.amt, 'right')]);
      s.row([rule(40, 572, 6, '_')], -2);
    };
    const banner = (s: Sheet) => s.row([{ text: `${patientShown}   ${L.acct} ${account}   ${L.stmtDate} ${f.date(statementDate)}`, x: 40, size: 7.5, font: 'bold' }, { text: L.continued, x: 572, size: 7, font: 'italic', align: 'right' }], 6);
    const detail = () => {
      sheet.row([{ text: L.detail, x: 40, size: 9, font: 'bold' }], 3);
      head(sheet);
      hooks.page = (s) => {
        banner(s);
        head(s);
      };
      for (const v of visits) {
        keepTogether(sheet, ROW * 4, BOTTOM);
        sheet.space(3).row([{ text: `${L.visit} ${v.encounter}   ${unitName}   ${f.date(v.date)}   ${oncologist}`, x: X.date, size: 7.5, font: 'bold', grey: 0.2 }]);
        for (const l of v.lines) {
          sheet.row([
            { text: f.date(l.date), x: X.date },
            ...(showRev ? [{ text: l.rev, x: X.rev }] : []),
            { text: l.code, x: X.code },
            { text: l.description, x: X.desc },
            { text: String(l.units), x: X.units, align: 'right' },
            { text: tm(l.price), x: X.price, align: 'right' },
            { text: tm(l.amount), x: X.amt, align: 'right' },
          ]);
          if (showNdc && l.ndc && !options.onePage) sheet.row([{ text: `NDC ${l.ndc}`, x: X.desc + 10, size: 6.5, grey: 0.4 }], -1);
        }
        const credits: [string, string, number][] = [
          [v.posted, `${L.payment} - ${up(primary)}`, v.ins],
          [v.posted, `${L.contract} - ${up(primary)}`, v.adj],
        ];
        if (secondary) credits.push([v.secondPosted, `${L.payment} - ${up(secondary)}`, v.second]);
        if (v.paid > 0) credits.push([v.paidOn, v.how, v.paid]);
        for (const [on, text, value] of credits) sheet.row([{ text: f.date(on), x: X.date, font: 'italic' }, { text, x: X.desc, font: 'italic' }, { text: tc(value), x: X.amt, align: 'right', font: 'italic' }]);
        sheet.row([{ text: L.visitBal, x: X.price, align: 'right', size: 7.5, font: 'bold' }, { text: tm(roundCents(v.owed - v.paid)), x: X.amt, align: 'right', font: 'bold' }], 3);
      }
      const totalRows: [string, string, FontName?][] = [
        [L.charges, tm(subtotal)],
        [L.ins, tc(insurancePaid)],
        [L.adj, tc(adjustments)],
        [L.paid, tc(patientPaid)],
        [L.balance, tm(amountDue), 'bold'],
      ];
      if (!options.onePage) {
        keepTogether(sheet, ROW * (totalRows.length + 1), BOTTOM);
        sheet.row([rule(340, 572, 6, '=')], -2);
        for (const [label, value, font] of totalRows) sheet.row([{ text: label, x: 344, font: font ?? 'regular' }, { text: value, x: X.amt, align: 'right', font }]);
      }
      hooks.page = banner;
    };
    if (options.onePage) {
      sheet.space(8);
      detail();
      keepTogether(sheet, 13 * ROW, BOTTOM);
      sheet.space(8);
      coupon();
    } else {
      sheet.space(6).row([{ text: rng.pick(['Your itemized charges and credits begin on page 2.', 'See the following page(s) for the detail of each visit.']), x: 40, size: 7.5, font: 'italic' }]);
      sheet.space(12).row([{ text: rng.pick(['OTHER WAYS TO PAY', 'HOW TO PAY']), x: 40, size: 7.5, font: 'bold' }]);
      for (const text of [`By phone: ${phone}, option 2 (automated line open 24 hours)`, 'By mail: return the coupon below with your check; allow 7 to 10 days for delivery', 'In person: Cashier\'s Office, main lobby, Monday through Friday 8:00 am to 5:00 pm']) sheet.row([{ text, x: 52, size: 7.5 }]);
      const assistance = `FINANCIAL ASSISTANCE. ${provider} provides free or discounted care to patients who qualify based on household income and family size, under its Financial Assistance Policy. A plain language summary and an application are available at no cost from our financial counselors or at registration.`;
      sheet.space(8);
      for (const text of proseLines(assistance, 130)) sheet.row([{ text, x: 40, size: 7, font: 'italic' }]);
      sheet.space(Math.max(8, 560 - cursor(sheet)));
      coupon();
      sheet.newPage();
      banner(sheet);
      detail();
    }
    hooks.page = undefined;
    everyPage(sheet, (page, total) => [
      { text: `${provider}  |  ${unitName}`, x: 40, y: H - 30, size: 6.5, grey: 0.4 },
      { text: `Page ${page} of ${total}`, x: 572, y: H - 30, size: 7, align: 'right' },
    ]);
    const truth: BillTruth = {
      providerName: provider,
      patientName: patientShown,
      invoiceNumber: account,
      invoiceDate: statementDate,
      serviceDate: first,
      subtotal,
      insurancePaid,
      insuranceDiscount: adjustments,
      amountDue,
      phoneNumber: phone,
      providerAddress: providerAddr.full,
      patientAddress: up(patientAddr.full),
      payOnlineLink: link,
      lineItems: items.map((i) => ({ description: i.description, code: i.code, amount: i.amount, date: i.date })),
    };
    return { truth, doc: sheet };
  }),

  // A sleep disorders center's bill for an in-lab sleep study: a centred letterhead (the center's
  // name in a serif face, an accreditation line, address, telephone and fax), the bill's title with
  // the bill-to block at left and a grid of small capital labels above the values at right; a "study
  // information" block (study type, the night it spanned with lights-out and lights-on times, bed,
  // the interpreting and ordering physicians, insurance, member ID and prior authorization); the
  // services with CPT and modifier (TC for the overnight recording, 26 for the physician's reading on
  // a later day; a consultation before and a results visit after on some bills), long descriptions
  // wrapping with the date and charge on their last line; the payments and adjustments as posted
  // (a deposit taken the night of the study on some); a box with ways to pay beside the totals; a
  // note on why one study has two charges; and a coupon with card boxes.
  fam('sleep-center-study-bill', 'heldout', ({ rng, options, split }) => {
    const study = rng.pick(SLEEP_STUDIES);
    const provider = rng.pick(SLEEP_NAMES)(rng.pick(SLEEP_STEMS));
    const providerAddr = address(rng, split, { suite: rng.bool(0.6) });
    const patientAddr = rng.bool(0.8) ? localAddress(rng, providerAddr) : address(rng, split);
    const patient = person(rng, split);
    const dob = study.child ? rng.date('2019-09-01', '2022-12-31') : rng.date('1948-01-01', '2001-12-31');
    const guarantor = study.child || rng.bool(0.15) ? relativeOf(rng, patient) : patient;
    const reader = `${person(rng, split)}, ${rng.pick(['MD', 'DO'])}${rng.bool(0.5) ? ', D-ABSM' : ''}`;
    const orderedBy = `${person(rng, split)}, ${rng.pick(['MD', 'DO', 'NP', 'PA-C'])}`;
    const phone = phoneNumber(rng, rng.pick(['parens', 'dots'] as const));
    const fax = phoneNumber(rng, 'parens');
    const account = rng.pick([`SL${rng.digits(6)}`, rng.digits(7), `${rng.digits(3)}-${rng.digits(5)}`]);
    const link = payLink(rng, provider, rng.pick(['www', 'https', 'short'] as const));
    const night = rng.date('2024-01-20', '2025-09-30');
    const readOn = addDays(night, rng.int(2, 8));
    type Line = { code: string; mod: string; description: string; date: string; amount: number };
    const lines: Line[] = [];
    const add = (s: LongService, mod: string, date: string) => lines.push({ description: s[0], code: s[1], mod, date, amount: rng.money(s[2], s[3]) });
    if (!options.onePage && rng.bool(0.55)) add(SLEEP_CONSULT, '', addDays(night, -rng.int(12, 50)));
    add([study.tech, study.code, study.tc[0], study.tc[1]], 'TC', night);
    const mslt = !study.titration && !study.child && !options.onePage && rng.bool(0.3);
    if (mslt) add(SLEEP_MSLT_TECH, 'TC', addDays(night, 1));
    add([study.read, study.code, study.pc[0], study.pc[1]], '26', readOn);
    if (mslt) add(SLEEP_MSLT_READ, '26', readOn);
    if (!options.onePage && rng.bool(0.45)) {
      const visit = addDays(readOn, rng.int(6, 20));
      add(SLEEP_FOLLOW, '', visit);
      if (study.titration && rng.bool(0.6)) add(SLEEP_PAP, '', visit);
    }
    const subtotal = sumCents(lines.map((l) => l.amount));
    const selfPay = rng.bool(0.15);
    const plan = selfPay ? '' : rng.pick(FRESH_PLANS);
    type Posting = { date: string; text: string; amount: number; kind: 'ins' | 'adj' | 'pt' };
    const postings: Posting[] = [];
    let owed = 0;
    if (selfPay) {
      const pct = rng.pick([30, 35, 40]);
      const discount = roundCents((subtotal * pct) / 100);
      postings.push({ date: night, text: `Self-pay discount (${pct}%)`, amount: discount, kind: 'adj' });
      owed = roundCents(subtotal - discount);
    } else {
      // The plan's deductible still to meet, then coinsurance; one claim per date of service.
      let deductible = roundCents(rng.pick([0, 500, 1000, 1500, 2000, 3000]) * rng.next());
      const coins = rng.pick([0.1, 0.2, 0.3]);
      for (const date of [...new Set(lines.map((l) => l.date))]) {
        const charges = sumCents(lines.filter((l) => l.date === date).map((l) => l.amount));
        const allowed = roundCents(charges * (0.42 + rng.next() * 0.25));
        const toDeductible = Math.min(deductible, allowed);
        deductible = roundCents(deductible - toDeductible);
        const share = roundCents(toDeductible + (allowed - toDeductible) * coins);
        const on = addDays(date, rng.int(14, 32));
        const claim = `${rng.digits(4)}${rng.letters(1)}${rng.digits(6)}`;
        const paid = roundCents(allowed - share);
        postings.push({ date: on, text: paid > 0 ? `${plan} payment - claim ${claim}` : `${plan} claim ${claim} - applied to deductible`, amount: paid, kind: 'ins' });
        postings.push({ date: on, text: `Contractual adjustment - ${plan}`, amount: roundCents(charges - allowed), kind: 'adj' });
        owed = roundCents(owed + share);
      }
    }
    if (owed > 150 && rng.bool(0.5)) {
      const deposit = Math.min(roundCents(owed - 25), rng.pick([150, 200, 250, 300, 500]));
      postings.push({ date: night, text: `Deposit collected night of study - ${rng.pick(CARD_BRANDS)} ${rng.digits(4)}`, amount: deposit, kind: 'pt' });
    }
    postings.sort((a, b) => a.date.localeCompare(b.date));
    const total = (kind: Posting['kind']) => sumCents(postings.filter((p) => p.kind === kind).map((p) => p.amount));
    const insurancePaid = total('ins');
    const adjustments = total('adj');
    const patientPaid = total('pt');
    const amountDue = roundCents(subtotal - insurancePaid - adjustments - patientPaid);
    const lastActivity = [...lines.map((l) => l.date), ...postings.map((p) => p.date)].reduce((a, b) => (b > a ? b : a), night);
    const statementDate = addDays(lastActivity, rng.int(3, 12));
    const dueDate = addDays(statementDate, 30);
    const serviceDate = lines[0]?.date ?? night;

    const f = fmt(rng, ['us-slash', 'abbrev', 'long'], ['dollar', 'dollar-nocomma'], ['parens', 'minus']);
    const clock = (lo: number, hi: number, half: string) => `${rng.int(lo, hi)}:${rng.pick(['04', '12', '19', '27', '38', '45', '51'])} ${half}`;
    const lightsOut = clock(9, 11, 'PM');
    const lightsOn = clock(5, 6, 'AM');
    const L = {
      tagline: rng.pick(['Accredited by the American Academy of Sleep Medicine', 'Comprehensive diagnosis and treatment of sleep disorders for adults and children', 'Board-certified sleep physicians - Registered polysomnographic technologists']),
      title: rng.pick(['SLEEP STUDY BILL', 'PATIENT BILL', 'SLEEP LAB BILL']),
      billTo: rng.pick(['BILL TO', 'RESPONSIBLE PARTY']),
      date: rng.pick(['STATEMENT DATE', 'DATE OF THIS BILL']),
      acct: rng.pick(['ACCOUNT NO.', 'ACCOUNT #']),
      patient: rng.pick(['PATIENT', 'PATIENT NAME']),
      dob: rng.pick(['DATE OF BIRTH', 'DOB']),
      payBy: rng.pick(['DUE ON OR BEFORE', 'PAYMENT DUE ON']),
      due: rng.pick(['AMOUNT DUE', 'BALANCE DUE']),
      studyHead: rng.pick(['SLEEP STUDY INFORMATION', 'ABOUT YOUR STUDY']),
      study: rng.pick(['Study type', 'Test performed']),
      night: rng.pick(['Study night', 'Night of study']),
      times: rng.pick(['Lights out / on', 'Recording']),
      bed: rng.pick(['Location', 'Room']),
      reader: rng.pick(['Interpreting physician', 'Read by']),
      ordered: rng.pick(['Ordering provider', 'Referred by']),
      insurance: rng.pick(['Insurance', 'Insurance carrier']),
      member: rng.pick(['Member ID', 'Subscriber ID']),
      auth: rng.pick(['Prior auth #', 'Authorization']),
      servicesHead: rng.pick(['SERVICES', 'CHARGES FOR SERVICES']),
      colCode: rng.pick(['CPT', 'Code']),
      colMod: 'Mod',
      colDesc: rng.pick(['Service rendered', 'Service']),
      colDate: rng.pick(['Date', 'Service date']),
      colAmt: rng.pick(['Charge', 'Amount']),
      activityHead: rng.pick(['PAYMENTS AND ADJUSTMENTS', 'ACCOUNT ACTIVITY']),
      colPosted: rng.pick(['Post date', 'Date']),
      totCharges: rng.pick(['Total charges', 'Charges']),
      totIns: rng.pick(['Insurance payments', 'Paid by your plan']),
      totAdj: selfPay ? rng.pick(['Self-pay discount', 'Discounts']) : rng.pick(['Contractual adjustments', 'Plan discounts']),
      totPaid: rng.pick(['Paid by patient', 'Payments received']),
      totDue: rng.pick(['Please pay', 'Balance due']),
    };
    const BOTTOM = 40;
    const { sheet } = newSheet({ size: 8, font: 'regular', top: 34, bottom: BOTTOM });
    sheet.row([centred(provider, 17, 'serif')]);
    sheet.row([centred(L.tagline, 8.5, 'italic', 306, 0.25)]);
    sheet.row([centred(`${providerAddr.line1}, ${providerAddr.line2}   |   Tel ${phone}   |   Fax ${fax}`, 7.5, 'regular', 306, 0.3)], 2);
    sheet.row([rule(40, 572, 7, '_')], 10);
    const gx = [340, 472] as const;
    const small = (text: string, x: number): Cell => ({ text, x, size: 6.5, font: 'bold', grey: 0.35 });
    columns(
      sheet,
      [
        [{ text: L.title, x: 40, size: 12, font: 'bold' }],
        [],
        [small(L.billTo, 40)],
        [{ text: guarantor, x: 40, size: 9.5 }],
        [{ text: patientAddr.line1, x: 40, size: 9.5 }],
        [{ text: patientAddr.line2, x: 40, size: 9.5 }],
      ],
      [
        [small(L.date, gx[0]), small(L.acct, gx[1])],
        [{ text: f.date(statementDate), x: gx[0] }, { text: account, x: gx[1] }],
        [small(L.patient, gx[0]), small(L.dob, gx[1])],
        [{ text: patient, x: gx[0] }, { text: formatDate(dob, 'us-slash'), x: gx[1] }],
        [small(L.payBy, gx[0]), small(L.due, gx[1])],
        [{ text: f.date(dueDate), x: gx[0] }, { text: f.money(amountDue), x: gx[1], size: 10, font: 'bold' }],
      ],
    );
    sheet.space(10).row([{ text: L.studyHead, x: 40, size: 8, font: 'bold' }]);
    sheet.row([rule(40, 572, 6, '_')], 2);
    const pair = (label: string, value: string, x: number, valueX: number): Cell[] => [
      { text: label, x, size: 7.5, font: 'bold' },
      { text: value, x: valueX, size: 8 },
    ];
    columns(
      sheet,
      [
        pair(L.study, study.name, 40, 122),
        pair(L.night, `${f.date(night)} into ${f.date(addDays(night, 1))}`, 40, 122),
        pair(L.times, `${lightsOut} / ${lightsOn}`, 40, 122),
        pair(L.bed, `Sleep lab, bed ${rng.int(1, 8)}`, 40, 122),
        ...(mslt ? [pair('Nap study', `${f.date(addDays(night, 1))}, 5 naps`, 40, 122)] : []),
      ],
      [
        pair(L.reader, reader, 330, 424),
        pair(L.ordered, orderedBy, 330, 424),
        pair(L.insurance, selfPay ? 'None - self-pay' : plan, 330, 424),
        pair(L.member, selfPay ? '-' : `${rng.letters(3)}${rng.digits(9)}`, 330, 424),
        pair(L.auth, selfPay ? 'N/A' : `PA${rng.digits(8)}`, 330, 424),
      ],
    );
    const SX = { code: 40, mod: 74, desc: 100, date: 414, amt: 572 };
    sheet.space(10).row([{ text: L.servicesHead, x: 40, size: 8, font: 'bold' }]);
    sheet.row([
      { text: L.colCode, x: SX.code, size: 7.5, font: 'bold' },
      { text: L.colMod, x: SX.mod, size: 7.5, font: 'bold' },
      { text: L.colDesc, x: SX.desc, size: 7.5, font: 'bold' },
      { text: L.colDate, x: SX.date, size: 7.5, font: 'bold' },
      { text: L.colAmt, x: SX.amt, size: 7.5, font: 'bold', align: 'right' },
    ]);
    sheet.row([rule(40, 572, 6, '_')], -2);
    for (const l of lines) {
      const wrapped = proseLines(l.description, 64);
      wrapped.forEach((text, k) => {
        const cells: Cell[] = [];
        if (k === 0) cells.push({ text: l.code, x: SX.code }, ...(l.mod ? [{ text: l.mod, x: SX.mod }] : []));
        cells.push({ text, x: SX.desc });
        if (k === wrapped.length - 1) cells.push({ text: f.date(l.date), x: SX.date }, { text: f.money(l.amount), x: SX.amt, align: 'right' });
        sheet.row(cells);
      });
    }
    sheet.row([rule(40, 572, 6, '_')], 4);
    sheet.row([{ text: L.activityHead, x: 40, size: 8, font: 'bold' }]);
    sheet.row([
      { text: L.colPosted, x: 40, size: 7.5, font: 'bold' },
      { text: L.colDesc === 'Service' ? 'Description' : 'Activity', x: 124, size: 7.5, font: 'bold' },
      { text: L.colAmt, x: 572, size: 7.5, font: 'bold', align: 'right' },
    ]);
    for (const p of postings) sheet.row([{ text: f.date(p.date), x: 40 }, { text: p.text, x: 124 }, { text: f.credit(p.amount), x: 572, align: 'right' }]);
    sheet.row([rule(40, 572, 6, '_')], 8);
    const totals: [string, string, boolean][] = [
      [L.totCharges, f.money(subtotal), false],
      ...(selfPay ? [] : [[L.totIns, f.credit(insurancePaid), false] as [string, string, boolean]]),
      [L.totAdj, f.credit(adjustments), false],
      [L.totPaid, f.credit(patientPaid), false],
      [L.totDue, f.money(amountDue), true],
    ];
    columns(
      sheet,
      [
        [{ text: rng.pick(['Questions about this bill?', 'Need help with your bill?']), x: 40, size: 8, font: 'bold' }],
        [{ text: `Call ${phone}, Mon-Fri 8:30 am - 5:00 pm`, x: 40, size: 8 }],
        [{ text: `Pay online: ${link}`, x: 40, size: 8 }],
        [{ text: rng.pick(['Payment plans are available on request.', 'Ask about our interest-free payment plans.']), x: 40, size: 8, font: 'italic' }],
      ],
      totals.map(([label, value, bold]): Cell[] => [
        { text: label, x: 370, size: bold ? 9.5 : 8.5, font: bold ? 'bold' : 'regular' },
        { text: value, x: 572, size: bold ? 9.5 : 8.5, font: bold ? 'bold' : 'regular', align: 'right' },
      ]),
    );
    const why = `Why two charges for one study? The overnight recording (technical component, modifier TC) is performed in our lab by registered sleep technologists. Dr. ${lastNameOf(reader.split(',')[0] ?? reader)} reviews the full night's recording and writes the report sent to your ordering provider; that reading is the professional component (modifier 26) and is billed as its own line.`;
    if (lines.length <= 4 || rng.bool(0.5)) {
      sheet.space(8);
      for (const text of proseLines(why, 160)) sheet.row([{ text, x: 40, size: 7, font: 'italic' }]);
    }
    keepTogether(sheet, 9 * 13, BOTTOM);
    sheet.space(10).row([rule(40, 572, 8, '-')]);
    sheet.row([{ text: rng.pick(['Send this stub with your payment.', 'Detach here and mail with your payment.']), x: 40, size: 6.5, font: 'italic' }], 4);
    columns(
      sheet,
      [
        [{ text: 'Remit to:', x: 40, size: 7, font: 'bold' }],
        [{ text: provider, x: 40, size: 9, font: 'bold' }],
        [{ text: providerAddr.line1, x: 40 }],
        [{ text: providerAddr.line2, x: 40 }],
        [],
        [{ text: `Patient: ${patient}`, x: 40, size: 7.5 }],
      ],
      [
        [{ text: 'Account No.', x: 360, font: 'bold' }, { text: account, x: 572, align: 'right' }],
        [{ text: L.totDue, x: 360, font: 'bold' }, { text: f.money(amountDue), x: 572, align: 'right', font: 'bold' }],
        [{ text: 'Amount enclosed', x: 360, font: 'bold' }, { text: '$ ____________', x: 572, align: 'right' }],
        [{ text: '[  ] Visa   [  ] MasterCard   [  ] Discover   [  ] AmEx', x: 360, size: 7 }],
        [{ text: 'Card # ___________________________  Exp. ______', x: 360, size: 7 }],
        [{ text: 'Signature ___________________________', x: 360, size: 7 }],
      ],
    );
    everyPage(sheet, (page, pages) => (pages > 1 ? [{ text: `Page ${page} of ${pages}`, x: 572, y: H - 28, size: 7, align: 'right' }] : []));
    const truth: BillTruth = {
      providerName: provider,
      patientName: patient,
      invoiceNumber: account,
      invoiceDate: statementDate,
      serviceDate,
      subtotal,
      ...(selfPay ? {} : { insurancePaid }),
      insuranceDiscount: adjustments,
      amountDue,
      phoneNumber: phone,
      providerAddress: providerAddr.full,
      patientAddress: patientAddr.full,
      payOnlineLink: link,
      lineItems: lines.map((l) => ({ description: l.description, code: l.code, amount: l.amount, date: l.date })),
    };
    return { truth, doc: sheet };
  }),

  // An audiology practice's invoice for a hearing evaluation and hearing aids, printed at the
  // fitting: the practice's name and services line at left over its address, phone and web site,
  // "INVOICE" in large type at right over the invoice number, date, patient ID and terms; three
  // blocks side by side (bill to, patient, dispensing audiologist with license number); the items
  // with date, HCPCS code, description, ear (R, L or B), quantity, unit price and amount, the aids'
  // model, color and serial numbers in small print under their lines; the payment history (the
  // deposit taken when the aids were ordered, a payment at the fitting on some) beside the totals
  // (subtotal, a practice discount and a plan's hearing aid benefit on some, invoice total, amount
  // paid, balance due); the purchase agreement in small print (trial period, return fee, warranty),
  // signature lines and a thank-you footer.
  fam('audiology-hearing-aid-invoice', 'heldout', ({ rng, options, split }) => {
    const provider = rng.pick(AUD_NAMES)(rng.pick(AUD_STEMS));
    const providerAddr = address(rng, split, { suite: rng.bool(0.5) });
    const patientAddr = rng.bool(0.8) ? localAddress(rng, providerAddr) : address(rng, split);
    const patient = person(rng, split);
    const dob = rng.date('1936-01-01', '1975-12-31');
    const billTo = rng.bool(0.85) ? patient : relativeOf(rng, patient);
    const audiologist = `${person(rng, split)}, Au.D., CCC-A`;
    const license = `${rng.pick(['AUD', 'HAD', 'AU'])}-${rng.digits(5)}`;
    const phone = phoneNumber(rng, rng.pick(['parens', 'dashes', 'dots'] as const));
    const invoiceNo = rng.pick([`INV-${rng.digits(5)}`, rng.digits(6), `A${rng.digits(5)}`]);
    const patientId = `P${rng.digits(6)}`;
    const link = payLink(rng, provider, rng.pick(['www', 'portal', 'short'] as const));
    const model = rng.pick(AID_MODELS);
    const color = rng.pick(model.colors);
    const both = rng.bool(0.82);
    const oneEar = rng.pick(['R', 'L']);
    const evalDate = rng.date('2024-01-15', '2025-09-15');
    const orderDate = addDays(evalDate, rng.int(0, 10));
    const fitDate = addDays(orderDate, rng.int(9, 21));
    const trialDays = rng.pick([30, 45, 60]);
    const style = model.style === 'ITE' ? 'ITE' : 'BTE';
    type Line = { date: string; code: string; description: string; ear: string; qty: number; unit: number; amount: number; notes: string[] };
    const lines: Line[] = [];
    const add = (s: LongService, date: string, ear: string, qty = 1, notes: string[] = []) => {
      const unit = rng.money(s[2], s[3]);
      lines.push({ date, code: s[1], description: s[0], ear, qty, unit, amount: roundCents(unit * qty), notes });
    };
    // The evaluation.
    const tests = options.onePage ? AUD_TESTS.slice(0, 1) : [AUD_TESTS[0] ?? AUD_ASSESS, ...pickDistinct(rng, AUD_TESTS.slice(1), rng.int(1, 3))];
    for (const t of tests) add(t, evalDate, 'B');
    if (!options.onePage && rng.bool(0.6)) add(AUD_ASSESS, evalDate, 'B');
    // The aids: one line per ear, or one binaural line.
    const serial = () => `${rng.digits(2)}${rng.letters(1)}${rng.digits(6)}`;
    const aidNote = (ears: string) => [`Model: ${model.model} (${model.style}${model.rechargeable ? ', rechargeable' : ''})   Color: ${color}`, `Serial no.: ${ears}`];
    const aidPrice = rng.money(model.price[0], model.price[1]);
    const perEar = rng.bool(0.6);
    if (both && !perEar) {
      const bin: LongService = [`Hearing aid, digital, binaural, ${style}`, style === 'ITE' ? 'V5260' : 'V5261', roundCents(aidPrice * 2), roundCents(aidPrice * 2)];
      add(bin, fitDate, 'B', 1, aidNote(`R ${serial()}  /  L ${serial()}`));
    } else {
      const mono: LongService = [`Hearing aid, digital, monaural, ${style}`, style === 'ITE' ? 'V5256' : 'V5257', aidPrice, aidPrice];
      for (const ear of both ? ['R', 'L'] : [oneEar]) add(mono, fitDate, ear, 1, aidNote(`${ear} ${serial()}`));
    }
    add(both ? ['Dispensing fee, binaural', 'V5160', 300, 900] : ['Dispensing fee, monaural', 'V5241', 180, 500], fitDate, both ? 'B' : oneEar);
    if (!options.onePage) {
      if (rng.bool(0.6)) add(['Fitting, orientation and programming', 'V5011', 90, 250], fitDate, both ? 'B' : oneEar);
      if (rng.bool(0.5)) add(['Real-ear verification (conformity evaluation)', 'V5020', 80, 190], fitDate, both ? 'B' : oneEar);
      if (model.rechargeable) add(['Charging case, hearing aid accessory', 'V5267', 90, 240], fitDate, '');
      else add(['Batteries, hearing aid, per cell', 'V5266', 0.85, 1.5], fitDate, '', rng.pick([24, 48, 60]));
      if (model.style === 'BTE') add(['Earmold, custom, not disposable', 'V5264', 55, 120], fitDate, both ? 'B' : oneEar, both ? 2 : 1);
      if (rng.bool(0.35)) add(['Remote microphone / TV streamer', 'V5267', 180, 420], fitDate, '');
      if (rng.bool(0.4)) add(['Loss and damage protection, 3 years', '', 120, 380], fitDate, '');
    }
    const subtotal = sumCents(lines.map((l) => l.amount));
    const aidsTotal = sumCents(lines.filter((l) => l.code.startsWith('V52')).map((l) => l.amount));
    const discountName = rng.pick(['Senior discount (10%)', 'Veterans discount (10%)', 'Returning patient discount (5%)', ...(both ? ['Two-aid package savings'] : [])]);
    const discountPct = /\((\d+)%\)/.exec(discountName)?.[1];
    const discount = rng.bool(0.55) ? (discountPct ? roundCents((aidsTotal * Number(discountPct)) / 100) : rng.pick([250, 400, 500])) : 0;
    const plan = rng.pick(FRESH_PLANS);
    const benefitAuth = `${rng.letters(2)}${rng.digits(7)}`;
    const benefit = rng.bool(0.45) ? Math.min(roundCents(aidsTotal - discount), rng.pick([500, 750, 1000, 1250, 1500, 2000, 2500])) : 0;
    const net = roundCents(subtotal - discount - benefit);
    const deposit = Math.min(net, rng.bool(0.6) ? roundCents(Math.round(aidsTotal * 0.5)) : rng.pick([500, 1000, 1500]));
    type Paid = { date: string; how: string; amount: number };
    const payments: Paid[] = [{ date: orderDate, how: `Deposit at order - ${rng.pick([...CARD_BRANDS, 'Check', 'CareCredit'])}${rng.bool(0.7) ? ` ${rng.digits(4)}` : ''}`, amount: deposit }];
    const rest = roundCents(net - deposit);
    if (rest > 0 && rng.bool(0.35)) payments.push({ date: fitDate, how: `Payment at fitting - ${rng.pick(['Visa', 'Mastercard', 'Check', 'HSA card'])}${rng.bool(0.6) ? ` ${rng.digits(4)}` : ''}`, amount: rest });
    const patientPaid = sumCents(payments.map((p) => p.amount));
    const amountDue = roundCents(net - patientPaid);

    const f = fmt(rng, ['us-slash', 'us-short', 'abbrev'], ['dollar'], ['minus', 'parens']);
    const L = {
      tagline: rng.pick(['Diagnostic Audiology  -  Hearing Aids  -  Tinnitus Care', 'Hearing Evaluations  |  Hearing Aid Fitting & Repair', 'Audiology services for adults and children']),
      title: rng.pick(['INVOICE', 'SALES INVOICE', 'INVOICE / RECEIPT']),
      invNo: rng.pick(['Invoice No.', 'Invoice #']),
      invDate: rng.pick(['Invoice Date', 'Date']),
      pid: rng.pick(['Patient ID', 'Chart #']),
      terms: rng.pick(['Terms', 'Payment Terms']),
      termsValue: rng.pick(['Balance due at fitting', 'Due upon receipt', 'Net 30']),
      billTo: rng.pick(['BILL TO', 'SOLD TO']),
      patient: 'PATIENT',
      dispenser: rng.pick(['DISPENSING AUDIOLOGIST', 'YOUR AUDIOLOGIST']),
      colDate: rng.pick(['Date', 'DOS']),
      colCode: rng.pick(['Item', 'HCPCS', 'Code']),
      colDesc: 'Description',
      colEar: rng.pick(['Ear', 'Side']),
      colQty: 'Qty',
      colUnit: rng.pick(['Unit Price', 'Unit Cost', 'Each']),
      colAmt: rng.pick(['Amount', 'Ext. Price', 'Total']),
      history: rng.pick(['PAYMENT HISTORY', 'PAYMENTS RECEIVED']),
      subtotal: 'Subtotal',
      benefit: rng.pick(['Hearing aid benefit', 'Insurance benefit', 'Plan allowance']),
      invTotal: rng.pick(['Invoice Total', 'Total']),
      paidTotal: rng.pick(['Amount Paid', 'Total Paid', 'Payments Applied']),
      due: rng.pick(['BALANCE DUE', 'AMOUNT DUE']),
    };
    const BOTTOM = 40;
    const { sheet } = newSheet({ size: 8.5, font: 'regular', top: 38, bottom: BOTTOM });
    const rightFacts: [string, string][] = [
      [L.invNo, invoiceNo],
      [L.invDate, f.date(fitDate)],
      [L.pid, patientId],
      [L.terms, L.termsValue],
    ];
    columns(
      sheet,
      [
        [{ text: provider, x: 40, size: 15, font: 'bold' }],
        [{ text: L.tagline, x: 40, size: 8, font: 'italic', grey: 0.3 }],
        [{ text: providerAddr.line1, x: 40 }],
        [{ text: providerAddr.line2, x: 40 }],
        [{ text: `Tel ${phone}   |   ${link}`, x: 40 }],
      ],
      [[{ text: L.title, x: 572, size: 20, font: 'bold', align: 'right', grey: 0.2 }], ...rightFacts.map(([label, value]): Cell[] => [{ text: label, x: 420, size: 8, font: 'bold' }, { text: value, x: 572, align: 'right' }])],
    );
    sheet.space(12).row([rule(40, 572, 7, '_')], 6);
    const block = (x: number, head: string, rows: readonly string[]): Cell[][] => [[{ text: head, x, size: 6.5, font: 'bold', grey: 0.35 }], ...rows.map((text): Cell[] => [{ text, x }])];
    const left = block(40, L.billTo, [billTo, patientAddr.line1, patientAddr.line2]);
    const mid = block(224, L.patient, [patient, `DOB ${formatDate(dob, 'us-slash')}`, `Hearing evaluation ${f.date(evalDate)}`]);
    const right = block(400, L.dispenser, [audiologist.split(', ')[0] ?? audiologist, 'Au.D., CCC-A', `License ${license}`]);
    for (let i = 0; i < 4; i++) sheet.row([...(left[i] ?? []), ...(mid[i] ?? []), ...(right[i] ?? [])]);
    sheet.space(10);
    const X = { date: 40, code: 94, desc: 136, ear: 372, qty: 410, unit: 482, amt: 572 };
    sheet.row([
      { text: L.colDate, x: X.date, font: 'bold', size: 8 },
      { text: L.colCode, x: X.code, font: 'bold', size: 8 },
      { text: L.colDesc, x: X.desc, font: 'bold', size: 8 },
      { text: L.colEar, x: X.ear, font: 'bold', size: 8 },
      { text: L.colQty, x: X.qty, font: 'bold', size: 8, align: 'right' },
      { text: L.colUnit, x: X.unit, font: 'bold', size: 8, align: 'right' },
      { text: L.colAmt, x: X.amt, font: 'bold', size: 8, align: 'right' },
    ]);
    sheet.row([rule(40, 572, 6, '=')], -2);
    for (const l of lines) {
      sheet.row([
        { text: f.date(l.date), x: X.date },
        ...(l.code ? [{ text: l.code, x: X.code }] : []),
        { text: l.description, x: X.desc },
        ...(l.ear ? [{ text: l.ear, x: X.ear + 6 }] : []),
        { text: String(l.qty), x: X.qty, align: 'right' },
        { text: f.money(l.unit), x: X.unit, align: 'right' },
        { text: f.money(l.amount), x: X.amt, align: 'right' },
      ]);
      for (const note of l.notes) sheet.row([{ text: note, x: X.desc + 8, size: 7, grey: 0.35 }], -1);
    }
    sheet.row([rule(40, 572, 6, '_')], 6);
    const totals: [string, string, boolean][] = [[L.subtotal, f.money(subtotal), false]];
    if (discount > 0) totals.push([discountName, f.credit(discount), false]);
    if (benefit > 0) totals.push([L.benefit, f.credit(benefit), false]);
    totals.push([L.invTotal, f.money(net), true], [L.paidTotal, f.credit(patientPaid), false], [L.due, f.money(amountDue), true]);
    columns(
      sheet,
      [
        [{ text: L.history, x: 40, size: 7, font: 'bold' }],
        ...payments.map((p): Cell[] => [{ text: f.date(p.date), x: 40 }, { text: p.how, x: 104 }, { text: f.money(p.amount), x: 330, align: 'right' }]),
        ...(benefit > 0 ? [[], [{ text: `${L.benefit} paid by ${plan}, authorization ${benefitAuth}.`, x: 40, size: 7, font: 'italic' as FontName }]] : []),
      ],
      totals.map(([label, value, bold]): Cell[] => [
        { text: label, x: 380, font: bold ? 'bold' : 'regular' },
        { text: value, x: 572, align: 'right', font: bold ? 'bold' : 'regular' },
      ]),
    );
    if (amountDue === 0) place(sheet.pages[0], { text: 'PAID IN FULL', x: 330, y: 300, size: 30, font: 'bold', rotate: 16, grey: 0.8 });
    const trialEnds = addDays(fitDate, trialDays);
    const agreement = [
      `PURCHASE AGREEMENT. The hearing aid(s) listed above are sold with a ${trialDays}-day trial period beginning on the date of delivery, ${f.date(fitDate)}, and ending ${f.date(trialEnds)}.`,
      `Aids returned in good working condition within the trial period are refunded in full less a non-refundable fitting fee of $${rng.pick([150, 200, 250])} per aid; professional services (evaluation and testing) are not refundable.`,
      `The manufacturer's repair warranty runs to ${f.date(addMonths(fitDate, rng.pick([24, 36])))} and includes one loss and damage replacement per aid (deductible $${rng.pick([195, 250, 295])}).`,
      'A hearing aid will not restore normal hearing or prevent further hearing loss. The purchaser has been advised to see a physician for any of the conditions listed in federal and state hearing aid rules.',
    ].join(' ');
    sheet.space(10);
    for (const text of proseLines(agreement, 150)) sheet.row([{ text, x: 40, size: 6.5 }]);
    sheet.space(16);
    sheet.row([
      { text: '_______________________________', x: 40 },
      { text: '__________', x: 200 },
      { text: '_______________________________', x: 320 },
      { text: '__________', x: 480 },
    ]);
    sheet.row([
      { text: 'Purchaser signature', x: 40, size: 7 },
      { text: 'Date', x: 200, size: 7 },
      { text: 'Audiologist signature', x: 320, size: 7 },
      { text: 'Date', x: 480, size: 7 },
    ]);
    sheet.space(12).row([centred(rng.pick(['Thank you for letting us help you hear better!', 'Thank you for choosing us for your hearing care.']), 9, 'italic')]);
    const truth: BillTruth = {
      providerName: provider,
      patientName: patient,
      invoiceNumber: invoiceNo,
      invoiceDate: fitDate,
      serviceDate: evalDate,
      subtotal,
      ...(benefit > 0 ? { insurancePaid: benefit } : {}),
      ...(discount > 0 ? { insuranceDiscount: discount } : {}),
      amountDue,
      phoneNumber: phone,
      providerAddress: providerAddr.full,
      patientAddress: patientAddr.full,
      payOnlineLink: link,
      lineItems: lines.map((l) => ({ description: l.description, ...(l.code ? { code: l.code } : {}), amount: l.amount, date: l.date })),
    };
    return { truth, doc: sheet };
  }),

  // A podiatry office's statement from its practice system, printed in a fixed-pitch face on a
  // pre-printed form: the payment coupon is the TOP of the page (the office's return address, a grid
  // with the statement date, account number, balance due and a space for the amount paid, the
  // guarantor's window block, "make checks payable to" with the lockbox, card boxes and an OCR line),
  // then a "detach and return the top portion" line. Below it, the patient's copy: one row per
  // procedure code with charge, insurance paid, adjustment, patient paid, balance and a status (INS
  // PEND for visits the plan has not answered yet, NOT COV for orthotics a plan excludes), a line
  // under each visit saying when the claim was filed or processed, account totals, an aging strip
  // that also shows how much is pending with insurance, and a boxed message in capitals.
  fam('podiatry-insurance-pending-statement', 'heldout', ({ rng, options, split }) => {
    const provider = rng.pick(POD_NAMES)(rng.pick(POD_STEMS));
    const providerAddr = address(rng, split, { suite: rng.bool(0.5) });
    const patientAddr = rng.bool(0.8) ? localAddress(rng, providerAddr) : address(rng, split);
    const patient = person(rng, split);
    const dob = rng.date('1938-01-01', '1995-12-31');
    const guarantor = rng.bool(0.85) ? patient : relativeOf(rng, patient);
    const dpm = `${person(rng, split)}, DPM`;
    const phone = phoneNumber(rng, rng.pick(['parens', 'dashes'] as const));
    const account = rng.pick([`${rng.digits(2)}-${rng.digits(5)}`, rng.digits(6), `${rng.letters(3)}${rng.digits(4)}`]);
    const link = payLink(rng, provider, rng.pick(['www', 'short', 'https'] as const));
    const first = rng.date('2024-01-15', '2025-03-31');
    const age = Number(first.slice(0, 4)) - Number(dob.slice(0, 4));
    const medicare = age >= 65;
    const planName = medicare ? 'MEDICARE PART B' : rng.pick(FRESH_PLANS).toUpperCase();
    const memberId = medicare ? `${rng.digits(1)}${rng.letters(2)}${rng.digits(1)}-${rng.letters(2)}${rng.digits(1)}-${rng.letters(2)}${rng.digits(2)}` : `${rng.letters(3)}${rng.digits(8)}`;
    const copay = medicare ? 0 : rng.pick([35, 40, 50, 60]);
    const orthoticsCovered = !medicare && rng.bool(0.4);
    // The office's fee schedule: one fee per code.
    const fees = new Map<string, number>();
    const fee = (l: PodLine): number => {
      const known = fees.get(l[1]);
      if (known !== undefined) return known;
      const value = rng.pick([rng.int(l[2], l[3]), rng.money(l[2], l[3])]);
      fees.set(l[1], value);
      return value;
    };
    type Line = { description: string; code: string; amount: number; ins: number; adj: number; pt: number; bal: number; status: string; nc: boolean };
    type Visit = { date: string; lines: Line[]; pending: boolean; filed: string; processed: string; claim: string; how: string };
    const visits: Visit[] = [];
    const count = options.onePage ? rng.int(2, 3) : rng.int(4, 7);
    let orthotics = false;
    let date = first;
    for (let v = 0; v < count; v++) {
      const chosen: PodLine[] = [];
      if (v === 0) {
        chosen.push(POD_NEW);
        if (rng.bool(0.6)) chosen.push(rng.pick(POD_XRAYS));
        if (rng.bool(0.5)) chosen.push(rng.pick(POD_PROCS));
      } else {
        const kind = rng.pick(['follow-up', 'follow-up', 'routine', 'injection', orthotics ? 'follow-up' : 'orthotics']);
        if (kind === 'orthotics') {
          orthotics = true;
          chosen.push([`${POD_ORTHOTIC[0]} RT`, POD_ORTHOTIC[1], POD_ORTHOTIC[2], POD_ORTHOTIC[3]], [`${POD_ORTHOTIC[0]} LT`, POD_ORTHOTIC[1], POD_ORTHOTIC[2], POD_ORTHOTIC[3]]);
        } else if (kind === 'routine') chosen.push(...pickDistinct(rng, POD_PROCS.slice(0, 3), rng.int(1, 2)));
        else if (kind === 'injection') chosen.push(rng.pick(POD_EST), POD_PROCS[5] ?? POD_NEW, POD_STEROID);
        else chosen.push(rng.pick(POD_EST), ...pickDistinct(rng, POD_PROCS, rng.int(0, 1)));
      }
      const lines = chosen.map((l): Line => ({ description: l[0], code: l[1], amount: fee(l), ins: 0, adj: 0, pt: 0, bal: 0, status: '', nc: l[1] === 'L3000' && !orthoticsCovered }));
      visits.push({ date, lines, pending: false, filed: addDays(date, rng.int(1, 4)), processed: addDays(date, rng.int(16, 38)), claim: `${rng.digits(2)}${rng.digits(3)}${rng.letters(1)}${rng.digits(5)}`, how: rng.pick(['VISA', 'MC', 'CASH', 'DEBIT', `CK ${rng.digits(4)}`]) });
      date = addDays(date, rng.int(14, 42));
    }
    const last = visits.at(-1);
    const statementDate = addDays(last?.date ?? first, rng.int(8, 20));
    // The latest visit or two are still with the plan (one of them refiled after a denial on some statements).
    const pendingCount = visits.length > 2 && rng.bool(0.5) ? 2 : 1;
    const refiled = pendingCount === 2 && rng.bool(0.4);
    visits.forEach((v, k) => {
      if (k >= visits.length - pendingCount) v.pending = true;
    });
    for (const v of visits) {
      v.pending = v.pending || v.processed > statementDate;
      const hasVisit = v.lines.some((l) => /^992/.test(l.code));
      const collected = hasVisit && copay > 0 && rng.bool(0.85) ? copay : 0;
      const covered = v.lines.filter((l) => !l.nc);
      if (!v.pending) {
        const charges = sumCents(covered.map((l) => l.amount));
        const allowed = roundCents(charges * (0.45 + rng.next() * 0.25));
        const share = hasVisit && copay > 0 ? Math.min(copay, allowed) : roundCents(allowed * 0.2);
        const ins = spread(roundCents(allowed - share), covered.map((l) => l.amount));
        const adj = spread(
          roundCents(charges - allowed),
          covered.map((l, k) => roundCents(l.amount - (ins[k] ?? 0))),
        );
        covered.forEach((l, k) => {
          l.ins = ins[k] ?? 0;
          l.adj = adj[k] ?? 0;
        });
      }
      // The copay goes on the visit's first line, what is left of it on the next.
      let left = collected;
      v.lines.forEach((l) => {
        const rest = roundCents(l.amount - l.ins - l.adj);
        l.pt = Math.min(rest, left);
        left = roundCents(left - l.pt);
        l.bal = roundCents(rest - l.pt);
        l.status = v.pending ? 'INS PEND' : l.nc ? 'NOT COV' : l.bal > 0 ? 'PT RESP' : 'PAID';
      });
    }
    const lines = visits.flatMap((v) => v.lines);
    const total = (pick: (l: Line) => number) => sumCents(lines.map(pick));
    const subtotal = total((l) => l.amount);
    const insurancePaid = total((l) => l.ins);
    const adjustments = total((l) => l.adj);
    const patientPaid = total((l) => l.pt);
    const amountDue = total((l) => l.bal);
    const pendingTotal = sumCents(visits.filter((v) => v.pending).flatMap((v) => v.lines.map((l) => l.bal)));

    const dateStyle = rng.pick(['us-2digit', 'us-slash'] as const);
    const d = (iso: string) => formatDate(iso, dateStyle);
    const tm = (v: number) => formatMoney(v, 'plain');
    const up = (text: string) => text.toUpperCase();
    const shownPatient = up(lastFirst(patient));
    const providerUp = up(provider);
    const lockbox = `PO BOX ${rng.int(100, 9999)}`;
    const W = { date: dateStyle === 'us-slash' ? 11 : 9, code: 7, desc: 33, money: 10, status: 10 };
    const heads = rng.pick([
      ['DATE', 'CODE', 'DESCRIPTION', 'CHARGES', 'INS PAID', 'ADJUST', 'PT PAID', 'BALANCE', 'STATUS'],
      ['DOS', 'CPT', 'PROCEDURE', 'CHARGE', 'INS PMT', 'ADJ', 'PAT PMT', 'BAL DUE', 'STATUS'],
      ['SERV DT', 'PROC', 'SERVICE DESCRIPTION', 'AMOUNT', 'INSURANCE', 'WRITE-OFF', 'YOU PAID', 'BALANCE', 'CLAIM'],
    ]);
    const row = (cells: readonly string[]): string => {
      const [dt = '', code = '', desc = '', ...rest] = cells;
      const money = rest.slice(0, 5).map((m) => padL(m, W.money)).join('');
      return `${padR(dt, W.date)}${padR(code, W.code)}${padR(desc, W.desc)}${money}  ${rest[5] ?? ''}`.trimEnd();
    };
    const BOTTOM = 46;
    const SIZE = 7.5;
    const { sheet, hooks } = newSheet({ size: SIZE, font: 'mono', top: 34, bottom: BOTTOM });
    const mono = (text: string, x = 40, o: { size?: number; font?: FontName; align?: 'right'; grey?: number } = {}): Cell => ({ text, x, size: o.size ?? SIZE, font: o.font ?? 'mono', ...(o.align ? { align: o.align } : {}), ...(o.grey !== undefined ? { grey: o.grey } : {}) });
    // The coupon at the top.
    const gx = [336, 460] as const;
    columns(
      sheet,
      [
        [mono(providerUp, 40, { size: 10, font: 'mono-bold' })],
        [mono(up(providerAddr.line1))],
        [mono(up(providerAddr.line2))],
        [mono(phone)],
        [],
      ],
      [
        [mono('STATEMENT DATE', gx[0], { size: 6.5, font: 'mono-bold' }), mono('ACCOUNT NUMBER', gx[1], { size: 6.5, font: 'mono-bold' })],
        [mono(d(statementDate), gx[0], { size: 9 }), mono(account, gx[1], { size: 9 })],
        [mono(rng.pick(['BALANCE DUE', 'AMOUNT DUE', 'ACCOUNT BALANCE']), gx[0], { size: 6.5, font: 'mono-bold' }), mono('PAYMENT ENCLOSED', gx[1], { size: 6.5, font: 'mono-bold' })],
        [mono(formatMoney(amountDue, 'dollar'), gx[0], { size: 9, font: 'mono-bold' }), mono('$____________', gx[1], { size: 9 })],
        [],
      ],
    );
    sheet.space(4).row([mono('ADDRESS SERVICE REQUESTED', 64, { size: 6 })]);
    columns(
      sheet,
      [[mono(up(guarantor), 64, { size: 8.5 })], [mono(up(patientAddr.line1), 64, { size: 8.5 })], [mono(up(patientAddr.line2), 64, { size: 8.5 })], []],
      [[mono('MAKE CHECKS PAYABLE TO:', gx[0], { size: 6.5, font: 'mono-bold' })], [mono(providerUp, gx[0])], [mono(lockbox, gx[0])], [mono(up(providerAddr.line2), gx[0])]],
    );
    sheet.space(6).row([mono('IF PAYING BY CARD CHECK ONE:  [ ] VISA  [ ] MASTERCARD  [ ] DISCOVER  [ ] AMEX', 40, { size: 7 })]);
    sheet.row([mono('CARD NUMBER ______________________________  EXP ______  SIGNATURE ______________________', 40, { size: 7 })], 2);
    sheet.row([mono(couponLine(rng, account, amountDue), 572, { size: 8, align: 'right' })], 2);
    sheet.row([mono('- - - - - - - - PLEASE DETACH AND RETURN TOP PORTION WITH YOUR PAYMENT - - - - - - - -', 40, { size: 7 })], 8);
    // The patient's copy.
    sheet.row([mono(providerUp, 40, { size: 10, font: 'mono-bold' }), mono('STATEMENT', 572, { size: 10, font: 'mono-bold', align: 'right' })]);
    sheet.row([mono(`${up(providerAddr.full)}   TEL ${phone}`, 40, { size: 7 })]);
    sheet.row([mono(`PROVIDER: ${up(dpm)}`, 40, { size: 7 })], 4);
    sheet.row([mono(`ACCOUNT: ${account}    STATEMENT DATE: ${d(statementDate)}    GUARANTOR: ${up(guarantor)}`)]);
    sheet.row([mono(`PATIENT: ${shownPatient}    DOB: ${formatDate(dob, 'us-slash')}`)]);
    sheet.row([mono(`PRIMARY INS: ${planName}    ID: ${memberId}`)], 6);
    const head = (s: Sheet) => {
      s.row([mono(row(heads), 40, { font: 'mono-bold' })]);
      s.row([mono('-'.repeat(114))], -2);
    };
    head(sheet);
    hooks.page = (s) => {
      s.row([mono(`${providerUp}   ACCOUNT ${account}   ${shownPatient}   CONTINUED`, 40, { font: 'mono-bold' })], 6);
      head(s);
    };
    for (const v of visits) {
      keepTogether(sheet, (v.lines.length + 1) * SIZE * 1.55, BOTTOM);
      v.lines.forEach((l, k) => {
        sheet.row([mono(row([k === 0 ? d(v.date) : '', l.code, l.description, tm(l.amount), tm(l.ins), tm(l.adj), tm(l.pt), tm(l.bal), l.status]))]);
      });
      const note = v.pending
        ? refiled && v !== last && Date.parse(statementDate) - Date.parse(v.date) >= 45 * 86_400_000
          ? `CLAIM DENIED ${d(addDays(v.filed, rng.int(18, 30)))} - CORRECTED CLAIM REFILED ${d(addDays(v.filed, rng.int(32, 40)))} - PENDING`
          : `CLAIM FILED ${d(v.filed)} TO ${planName} - AWAITING PAYMENT`
        : `PROCESSED ${d(v.processed)} BY ${planName} CLAIM# ${v.claim}${v.lines.some((l) => l.nc) ? ' - ORTHOTICS NOT COVERED' : ''}`;
      const paid = v.lines.some((l) => l.pt > 0) ? `   COPAY ${v.how}` : '';
      sheet.row([mono(`${' '.repeat(W.date + W.code)}${note}${paid}`, 40, { size: 6.5, grey: 0.3 })], 2);
    }
    sheet.row([mono('-'.repeat(114))], -2);
    sheet.row([mono(row(['', '', 'ACCOUNT TOTALS', tm(subtotal), tm(insurancePaid), tm(adjustments), tm(patientPaid), tm(amountDue)]), 40, { font: 'mono-bold' })], 8);
    hooks.page = (s) => s.row([mono(`${providerUp}   ACCOUNT ${account}   CONTINUED`, 40, { font: 'mono-bold' })], 6);
    // Aging, pending insurance and the balance.
    const buckets = [0, 0, 0, 0, 0];
    for (const v of visits) {
      const days = Math.round((Date.parse(statementDate) - Date.parse(v.date)) / 86_400_000);
      const k = days <= 30 ? 0 : days <= 60 ? 1 : days <= 90 ? 2 : days <= 120 ? 3 : 4;
      buckets[k] = roundCents((buckets[k] ?? 0) + sumCents(v.lines.map((l) => l.bal)));
    }
    const agingHeads = ['CURRENT', '31-60', '61-90', '91-120', 'OVER 120', 'INS PENDING', 'BALANCE DUE'];
    const agingValues = [...buckets, pendingTotal, amountDue].map((v) => tm(v));
    keepTogether(sheet, 12 * SIZE * 1.55, BOTTOM);
    sheet.row([mono(agingHeads.map((h) => padL(h, 13)).join(''), 40, { font: 'mono-bold' })]);
    sheet.row([mono(agingValues.map((v) => padL(v, 13)).join(''))], 8);
    const message = [
      `ITEMS MARKED INS PEND HAVE BEEN BILLED TO ${planName}. IF YOUR INSURANCE HAS NOT PAID WITHIN 45 DAYS OF THE DATE BILLED, THE BALANCE BECOMES YOUR RESPONSIBILITY.`,
      'PLEASE CALL OUR BILLING OFFICE IF YOUR INSURANCE HAS CHANGED.',
    ].join(' ');
    const boxed = proseLines(message, 96);
    sheet.row([mono(`*${'*'.repeat(100)}*`)]);
    for (const text of boxed) sheet.row([mono(`* ${padR(text, 98)} *`)]);
    sheet.row([mono(`*${'*'.repeat(100)}*`)], 6);
    sheet.row([mono(`PAY ONLINE: ${link}    QUESTIONS? CALL ${phone}  MON-FRI 8AM-4:30PM`, 40, { size: 7 })]);
    hooks.page = undefined;
    everyPage(sheet, (page, pages) => (pages > 1 ? [mono(`PAGE ${page} OF ${pages}`, 572, { size: 7, align: 'right' })].map((c) => ({ ...c, y: H - 32 })) : []));
    const truth: BillTruth = {
      providerName: providerUp,
      patientName: shownPatient,
      invoiceNumber: account,
      invoiceDate: statementDate,
      serviceDate: first,
      subtotal,
      insurancePaid,
      insuranceDiscount: adjustments,
      amountDue,
      phoneNumber: phone,
      providerAddress: up(providerAddr.full),
      patientAddress: up(patientAddr.full),
      payOnlineLink: link,
      lineItems: visits.flatMap((v) => v.lines.map((l) => ({ description: l.description, code: l.code, amount: l.amount, date: v.date }))),
    };
    return { truth, doc: sheet };
  }),

  // An OB/GYN practice's statement for a global maternity package, sent once the delivery claim is
  // paid: the practice's name with its physicians and midwives, address and phone; the mailing block
  // beside the statement facts; a narrow sidebar (the pregnancy's facts: estimated due date, delivery
  // date and hospital, plan and member ID; then the prepayment plan: the estimated share, each
  // installment's due date, amount and whether it was paid, and the total paid toward it) beside
  // the main column: a short letter, the charges (the global fee on the delivery date, with its long
  // CPT wording wrapped, and the ultrasounds, labs and injections billed apart on their own dates)
  // with what the plan paid, adjusted and left to the patient on each, the column totals, a summary
  // ending in the balance after installments, the prenatal visits the global fee covered and a note
  // that the hospital and anesthesia bill apart. A coupon closes the page.
  fam('ob-global-maternity-statement', 'heldout', ({ rng, options, split }) => {
    const provider = rng.pick(OB_NAMES)(rng.pick(OB_STEMS));
    const providerAddr = address(rng, split, { suite: rng.bool(0.6) });
    const patientAddr = rng.bool(0.8) ? localAddress(rng, providerAddr) : address(rng, split);
    const firstNames = ['Marisol', 'Priya', 'Lucia', 'Hazel', 'Nadia', 'Imani', 'Yara', 'Juniper', 'Opal', 'Wren', 'Beatriz', 'Ingrid', 'Rosalind', 'Valentina', 'Noor', 'Leontine'];
    const lastNames = split === 'heldout' ? [...n.LAST_NAMES, ...HELDOUT_LAST_NAMES] : n.LAST_NAMES;
    const patient = `${rng.pick(firstNames)}${rng.bool(0.25) ? ` ${rng.pick(n.MIDDLE_INITIALS)}.` : ''} ${rng.pick(lastNames)}`;
    const dob = rng.date('1985-01-01', '2003-12-31');
    const clinicians = [`${person(rng, split)}, MD, FACOG`, `${person(rng, split)}, ${rng.pick(['MD', 'DO'])}`, `${person(rng, split)}, CNM`];
    const phone = phoneNumber(rng, rng.pick(['parens', 'dots', 'dashes'] as const));
    const account = rng.pick([rng.digits(7), `W${rng.digits(6)}`, `${rng.digits(3)}-${rng.digits(4)}`]);
    const link = payLink(rng, provider, rng.pick(['https', 'www', 'portal'] as const));
    const plan = rng.pick(FRESH_PLANS);
    const memberId = `${rng.letters(3)}${rng.digits(9)}`;
    const birthPlace = rng.pick(OB_BIRTH_PLACES);
    const lmp = rng.date('2023-10-01', '2024-12-20');
    const edd = addDays(lmp, 280);
    const delivery = addDays(edd, rng.int(-18, 8));
    const global = rng.pick(OB_GLOBALS);
    // The services billed apart from the global fee, by the week they fall in (none after the birth).
    const groups = pickDistinct(rng, OB_EXTRAS, options.onePage ? rng.int(2, 3) : rng.int(5, 9))
      .map((g) => ({ ...g, date: addDays(lmp, g.week * 7 + rng.int(0, 4)) }))
      .filter((g) => g.date < delivery)
      .sort((a, b) => a.date.localeCompare(b.date));
    type Line = { date: string; code: string; description: string; amount: number; ins: number; adj: number; share: number };
    type Claim = { date: string; lines: Line[]; processed: string };
    const claims: Claim[] = groups.map((g) => ({ date: g.date, lines: g.lines.map((s) => ({ date: g.date, code: s[1], description: s[0], amount: rng.money(s[2], s[3]), ins: 0, adj: 0, share: 0 })), processed: addDays(g.date, rng.int(15, 35)) }));
    claims.push({ date: delivery, lines: [{ date: delivery, code: global[1], description: global[0], amount: rng.money(global[2], global[3]), ins: 0, adj: 0, share: 0 }], processed: addDays(delivery, rng.int(20, 45)) });
    let deductible = rng.pick([500, 1000, 1500, 2000, 3000]);
    let oopLeft = deductible + rng.pick([1500, 2500, 4000]);
    const coins = rng.pick([0.1, 0.2, 0.3]);
    for (const c of claims) {
      const amounts = c.lines.map((l) => l.amount);
      const charges = sumCents(amounts);
      const allowed = roundCents(charges * (0.45 + rng.next() * 0.25));
      const toDeductible = Math.min(deductible, allowed);
      deductible = roundCents(deductible - toDeductible);
      const share = Math.min(roundCents(toDeductible + (allowed - toDeductible) * coins), oopLeft);
      oopLeft = roundCents(oopLeft - share);
      const ins = spread(roundCents(allowed - share), amounts);
      const adj = spread(
        roundCents(charges - allowed),
        amounts.map((a, k) => roundCents(a - (ins[k] ?? 0))),
      );
      c.lines.forEach((l, k) => {
        l.ins = ins[k] ?? 0;
        l.adj = adj[k] ?? 0;
        l.share = roundCents(l.amount - l.ins - l.adj);
      });
    }
    const lines = claims.flatMap((c) => c.lines);
    const globalShare = claims.at(-1)?.lines[0]?.share ?? 0;
    const statementDate = addDays(claims.reduce((last, c) => (c.processed > last ? c.processed : last), delivery), rng.int(3, 12));
    // The prepayment plan set up early in the pregnancy, from an estimate of the global fee's share.
    const estimate = Math.min(Math.floor(globalShare), Math.max(100, Math.floor((globalShare * (0.75 + rng.next() * 0.25)) / 25) * 25));
    const parts = rng.int(4, 6);
    const each = roundCents(estimate / parts);
    const twelve = addDays(lmp, 12 * 7);
    const firstDue = `${twelve.slice(0, 8)}${String(rng.pick([1, 5, 10, 15])).padStart(2, '0')}`;
    type Installment = { due: string; amount: number; paidOn: string };
    const installments: Installment[] = Array.from({ length: parts }, (_, i) => {
      const due = addMonths(firstDue, i + 1);
      const amount = i === parts - 1 ? roundCents(estimate - each * (parts - 1)) : each;
      return { due, amount, paidOn: due < statementDate && rng.bool(0.88) ? addDays(due, -rng.int(0, 4)) : '' };
    });
    const subtotal = sumCents(lines.map((l) => l.amount));
    const insurancePaid = sumCents(lines.map((l) => l.ins));
    const adjustments = sumCents(lines.map((l) => l.adj));
    const shareTotal = sumCents(lines.map((l) => l.share));
    const patientPaid = sumCents(installments.filter((i) => i.paidOn).map((i) => i.amount));
    const amountDue = roundCents(shareTotal - patientPaid);
    const dueDate = addDays(statementDate, rng.pick([15, 20, 30]));

    const f = fmt(rng, ['us-slash', 'us-short', 'long'], ['dollar'], ['cr', 'minus']);
    const tm = (v: number) => formatMoney(v, 'plain');
    const tableDate = rng.pick(['us-slash', 'us-2digit'] as const);
    const short = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}`;
    const L = {
      title: rng.pick(['MATERNITY CARE STATEMENT', 'STATEMENT - OBSTETRIC CARE', 'GLOBAL OB STATEMENT']),
      stmtDate: rng.pick(['Statement date', 'Statement issued']),
      acct: rng.pick(['Account #', 'Account number']),
      due: rng.pick(['Amount due', 'Balance due']),
      dueBy: rng.pick(['Payment due', 'Kindly pay by']),
      side: rng.pick(['YOUR PREGNANCY CARE', 'ABOUT THIS PREGNANCY']),
      edd: rng.pick(['ESTIMATED DUE DATE', 'EDD']),
      born: rng.pick(['DELIVERY DATE', 'DATE OF DELIVERY']),
      where: rng.pick(['DELIVERED AT', 'BIRTH HOSPITAL']),
      ins: rng.pick(['INSURANCE', 'INSURED THROUGH']),
      member: rng.pick(['MEMBER ID', 'POLICY / MEMBER NO.']),
      planHead: rng.pick(['PREPAYMENT PLAN', 'OB PAYMENT PLAN', 'INSTALLMENT PLAN']),
      estimate: rng.pick(['Estimated share', 'Plan amount']),
      paidPlan: rng.pick(['Paid toward plan', 'Installments paid']),
      colDate: rng.pick(['Date', 'Service date']),
      colCode: rng.pick(['CPT', 'Code']),
      colDesc: rng.pick(['Service', 'Description']),
      colCharge: rng.pick(['Charge', 'Billed']),
      colIns: rng.pick(['Plan paid', 'Paid by plan']),
      colAdj: rng.pick(['Adjusted', 'Not allowed']),
      colShare: rng.pick(['Patient resp.', 'You owe']),
      totalsRow: rng.pick(['Totals', 'Account totals']),
      sumCharges: rng.pick(['Total billed', 'Charges to date']),
      sumIns: rng.pick(['Paid by your plan', 'Insurance payments']),
      sumAdj: rng.pick(['Plan discounts', 'Contractual adjustments']),
      sumPlan: rng.pick(['Installment payments received', 'Payments under your OB plan']),
      sumDue: rng.pick(['BALANCE DUE', 'REMAINING BALANCE']),
    };
    const BOTTOM = 40;
    const SZ = 7.5;
    const { sheet } = newSheet({ size: SZ, font: 'regular', top: 36, bottom: BOTTOM });
    sheet.row([{ text: provider, x: 40, size: 15, font: 'bold' }, { text: L.title, x: 572, size: 10, font: 'bold', align: 'right' }]);
    sheet.row([{ text: clinicians.join('   -   '), x: 40, size: 8, font: 'italic' }]);
    sheet.row([{ text: `${providerAddr.line1}, ${providerAddr.line2}   |   ${phone}`, x: 40, size: 8, grey: 0.3 }], 2);
    sheet.row([rule(40, 572, 7, '_')], 8);
    const fact = (label: string, value: string, bold = false): Cell[] => [
      { text: label, x: 396, size: 8, font: 'bold' },
      { text: value, x: 572, align: 'right', size: bold ? 10 : 8.5, font: bold ? 'bold' : 'regular' },
    ];
    columns(
      sheet,
      [[{ text: patient, x: 52, size: 9.5 }], [{ text: patientAddr.line1, x: 52, size: 9.5 }], [{ text: patientAddr.line2, x: 52, size: 9.5 }], []],
      [fact(L.stmtDate, f.date(statementDate)), fact(L.acct, account), fact(L.due, f.money(amountDue), true), fact(L.dueBy, f.date(dueDate))],
    );
    sheet.space(12);
    // The sidebar.
    const lab = (text: string): Cell[] => [{ text, x: 40, size: 6, font: 'bold', grey: 0.35 }];
    const val = (text: string, font?: FontName): Cell[] => [{ text, x: 40, size: SZ, ...(font ? { font } : {}) }];
    const side: Cell[][] = [
      [{ text: L.side, x: 40, size: 7, font: 'bold' }],
      lab(rng.pick(['PATIENT DOB', 'DATE OF BIRTH'])),
      val(formatDate(dob, 'us-slash')),
      lab(L.edd),
      val(f.date(edd)),
      lab(L.born),
      val(f.date(delivery)),
      lab(L.where),
      val(birthPlace),
      lab(L.ins),
      val(plan),
      lab(L.member),
      val(memberId),
      [],
      [{ text: L.planHead, x: 40, size: 7, font: 'bold' }],
      [{ text: L.estimate, x: 40, size: SZ }, { text: tm(estimate), x: 166, size: SZ, align: 'right' }],
      ...installments.map((i, idx): Cell[] => [
        { text: String(idx + 1), x: 40, size: 7 },
        { text: formatDate(i.due, 'us-slash'), x: 50, size: 7 },
        { text: tm(i.amount), x: 130, size: 7, align: 'right' },
        { text: i.paidOn ? 'Paid' : 'Missed', x: 136, size: 7, font: i.paidOn ? 'regular' : 'bold' },
      ]),
      [{ text: L.paidPlan, x: 40, size: SZ, font: 'bold' }, { text: tm(patientPaid), x: 166, size: SZ, font: 'bold', align: 'right' }],
    ];
    // The main column.
    const M = { date: 184, code: 228, desc: 262, charge: 424, ins: 474, adj: 524, share: 572 };
    type MainRow = { cells: Cell[]; alone: boolean };
    const main: MainRow[] = [];
    const push = (cells: Cell[], alone = false) => main.push({ cells, alone });
    const letter = `Dear ${firstNameOf(patient)}, congratulations on your new baby! Your global maternity care has been billed to ${plan}, and the plan has processed it. This statement shows every charge for your pregnancy care, what your plan paid and the installments you paid under your prepayment plan.`;
    for (const text of proseLines(letter, 92)) push([{ text, x: M.date, size: SZ }]);
    push([]);
    push([
      { text: L.colDate, x: M.date, size: 7, font: 'bold' },
      { text: L.colCode, x: M.code, size: 7, font: 'bold' },
      { text: L.colDesc, x: M.desc, size: 7, font: 'bold' },
      { text: L.colCharge, x: M.charge, size: 7, font: 'bold', align: 'right' },
      { text: L.colIns, x: M.ins, size: 7, font: 'bold', align: 'right' },
      { text: L.colAdj, x: M.adj, size: 7, font: 'bold', align: 'right' },
      { text: L.colShare, x: M.share, size: 7, font: 'bold', align: 'right' },
    ]);
    push([rule(M.date, 572, 6, '_')]);
    for (const l of lines) {
      const wrapped = proseLines(l.description, 34);
      wrapped.forEach((text, k) => {
        const cells: Cell[] = [];
        if (k === 0) cells.push({ text: formatDate(l.date, tableDate), x: M.date }, { text: l.code, x: M.code });
        cells.push({ text, x: M.desc });
        if (k === wrapped.length - 1) cells.push({ text: tm(l.amount), x: M.charge, align: 'right' }, { text: tm(l.ins), x: M.ins, align: 'right' }, { text: tm(l.adj), x: M.adj, align: 'right' }, { text: tm(l.share), x: M.share, align: 'right' });
        push(cells, wrapped.length > 1);
      });
    }
    push([rule(M.date, 572, 6, '_')]);
    push([
      { text: L.totalsRow, x: M.desc, font: 'bold' },
      { text: tm(subtotal), x: M.charge, align: 'right', font: 'bold' },
      { text: tm(insurancePaid), x: M.ins, align: 'right', font: 'bold' },
      { text: tm(adjustments), x: M.adj, align: 'right', font: 'bold' },
      { text: tm(shareTotal), x: M.share, align: 'right', font: 'bold' },
    ]);
    push([]);
    const summary: [string, string, boolean][] = [
      [L.sumCharges, f.money(subtotal), false],
      [L.sumIns, f.credit(insurancePaid), false],
      [L.sumAdj, f.credit(adjustments), false],
      [L.sumPlan, f.credit(patientPaid), false],
      [L.sumDue, f.money(amountDue), true],
    ];
    for (const [label, value, bold] of summary) push([{ text: label, x: 380, size: bold ? 9 : SZ, font: bold ? 'bold' : 'regular' }, { text: value, x: 572, align: 'right', size: bold ? 9 : SZ, font: bold ? 'bold' : 'regular' }]);
    push([]);
    const visits = [8, 12, 16, 20, 24, 28, 30, 32, 34, 36, 37, 38, 39].map((w) => addDays(lmp, w * 7 + 2)).filter((v) => v < delivery);
    const postpartum = addDays(delivery, rng.int(38, 46));
    if (postpartum < statementDate) visits.push(postpartum);
    const covered = `${rng.pick(['Visits included in your global fee (no separate charge):', 'Prenatal and postpartum visits covered by the global fee:'])} ${visits.map(short).join(', ')}.`;
    for (const text of proseLines(covered, 96)) push([{ text, x: M.date, size: 7, font: 'italic' }]);
    const apart = `${birthPlace} bills separately for your hospital stay; anesthesia and your baby's pediatric care are billed by those providers.`;
    for (const text of proseLines(apart, 96)) push([{ text, x: M.date, size: 7, font: 'italic' }]);
    // Side by side: a sidebar row beside each main row, except beside a wrapped description.
    let s = 0;
    for (const m of main) {
      const left = m.alone ? [] : (side[s++] ?? []);
      const cells = [...left, ...m.cells];
      if (cells.length > 0) sheet.row(cells);
      else sheet.space(SZ * 1.55);
    }
    for (; s < side.length; s++) {
      const cells = side[s] ?? [];
      if (cells.length > 0) sheet.row(cells);
      else sheet.space(SZ * 1.55);
    }
    keepTogether(sheet, 104, BOTTOM);
    sheet.space(10).row([rule(40, 572, 8, '-')]);
    sheet.row([{ text: rng.pick(['Please detach and return with your payment.', 'Return this portion with your payment. Thank you!']), x: 40, size: 6.5, font: 'italic' }], 4);
    columns(
      sheet,
      [
        [{ text: 'Make checks payable to', x: 40, size: 7, font: 'bold' }],
        [{ text: provider, x: 40, size: 8.5 }],
        [{ text: providerAddr.line1, x: 40 }],
        [{ text: providerAddr.line2, x: 40 }],
        [{ text: `Or pay online: ${link}`, x: 40 }],
      ],
      [
        [{ text: L.acct, x: 360, font: 'bold' }, { text: account, x: 572, align: 'right' }],
        [{ text: 'Patient', x: 360, font: 'bold' }, { text: patient, x: 572, align: 'right' }],
        [{ text: L.due, x: 360, font: 'bold' }, { text: f.money(amountDue), x: 572, align: 'right', font: 'bold' }],
        [{ text: 'Amount enclosed', x: 360, font: 'bold' }, { text: '$ ____________', x: 572, align: 'right' }],
        [{ text: couponLine(rng, account, amountDue), x: 572, align: 'right', font: 'mono', size: 8 }],
      ],
    );
    everyPage(sheet, (page, pages) => (pages > 1 ? [{ text: `Page ${page} of ${pages}`, x: 572, y: H - 28, size: 7, align: 'right' }] : []));
    const truth: BillTruth = {
      providerName: provider,
      patientName: patient,
      invoiceNumber: account,
      invoiceDate: statementDate,
      serviceDate: lines[0]?.date ?? delivery,
      subtotal,
      insurancePaid,
      insuranceDiscount: adjustments,
      amountDue,
      phoneNumber: phone,
      providerAddress: providerAddr.full,
      patientAddress: patientAddr.full,
      payOnlineLink: link,
      lineItems: lines.map((l) => ({ description: l.description, code: l.code, amount: l.amount, date: l.date })),
    };
    return { truth, doc: sheet };
  }),
];

const definitions: readonly FamilyDef[] = [...devFamilies, ...devFamiliesMore, ...devFamiliesLast, ...devFamiliesFresh, ...devFamiliesFresh2, ...devFamiliesFresh3, ...devFamiliesFresh4, ...retired(heldoutFamilies), ...retired(heldoutFamiliesMore), ...heldoutFamiliesFresh];

function run(def: FamilyDef, rng: Rng, options: LayoutOptions): { truth: BillTruth; doc: Sheet; labels: LabelPick[] } {
  const w = new Words(def.name, def.split, rng, HOSPITAL_FAMILIES.has(def.name));
  const { truth, doc } = def.build({ rng, options, w, split: def.split });
  return { truth, doc, labels: w.picks };
}

const families = familyLayouts('bill', definitions, run);

/** bill layout families beyond the original six (see ../layouts.ts for the Layout contract). */
export const billFamilies: readonly Layout[] = families.layouts;

/** A family's document together with the labels it printed and their pools (for the family test). */
export const traceBillFamily: (name: string, rng: Rng, options: LayoutOptions) => { truth: BillTruth; labels: LabelPick[]; wording: Split } = families.trace;

