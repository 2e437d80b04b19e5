import { formatCredit, formatDate, formatMoney, type CreditStyle, type DateStyle, type MoneyStyle } from '../format';
import type { Layout, LayoutOptions } from '../layouts';
import * as n from '../names';
import { addDays, type Rng } from '../random';
import { cellWidth } from '../render-pdf';
import { PAGE_HEIGHT, PAGE_WIDTH, type Cell, type FontName, type Sheet } from '../sheet';
import type { EobTruth } from '../truth';
import {
  EOB_CITIES,
  EOB_MARKETING,
  EOB_STREETS,
  EOB_WORDS,
  HELDOUT_FIRST_NAMES,
  HELDOUT_LAST_NAMES,
  INSURER_STEMS,
  INSURER_SUFFIXES,
  NETWORK_VALUES,
  PO_BOXES,
  PROVIDER_STEMS,
  PROVIDER_SUFFIXES,
  REMARK_TEXTS,
  type EobField,
  type InsurerStyle,
  type ProviderKind,
  type RemarkReason,
} from './eob-wording';
import { above, bars, beside, columns, everyPage, familyLayouts, hash01, keepTogether, labelPair, labelPool, newSheet, place, retired, type Hooks, type Pair, type Split } from './kit';

// EOB layout families beyond the original six (see ../layouts.ts for the Layout contract). Each
// family fixes a design (blocks, their places, fonts, its wording set, a small set of money, date and
// credit styles); its documents vary the values, the number of service lines and the page breaks.
//
// Arithmetic of every claim, per service line and for the claim totals (the truth uses the totals):
//   billed - discount - notCovered = allowed
//   allowed = planPaid + deductible + copay + coinsurance
//   patientResponsibility = deductible + copay + coinsurance + notCovered
// A family that prints no not-covered amount has none; one without a copay (or coinsurance,
// deductible) column has none either, unless it is a Medicare-style notice, which prints only the
// approved amount, the plan's payment and the most the patient may be billed. The truth leaves out
// copay and deductible when the family prints no such amount, allowedAmount when it prints no allowed
// amount and isInNetwork when it prints no network status (in words or as a remark code).
//
// options.eob: the pairing keys (insurer, member, provider, claim number, dates, billed total)
// replace the generated ones; the other figures follow from the family's arithmetic.

// ---------------------------------------------------------------------------------------------
// Text widths (for wrapping headers and fitting columns)


/** Words of a text broken into lines no wider than `width` (breaks at spaces and after '/' or '-'). */
function wrap(text: string, width: number, size: number, font: FontName): string[] {
  const tokens = text.match(/[^\s/-]+[/-]?|[/-]/g) ?? [text];
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    const joiner = line === '' || /[/-]$/.test(line) ? '' : ' ';
    const candidate = `${line}${joiner}${token}`;
    if (line !== '' && cellWidth(candidate, size, font) > width) {
      lines.push(line);
      line = token;
    } else line = candidate;
  }
  if (line !== '') lines.push(line);
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Wording: a family's label set is fixed by its name; each document picks within it.

/** One label a document printed, and the pool it came from (the family test counts them). */
export type LabelPick = { field: string; label: string; pool: Split };

class Words {
  readonly picks: LabelPick[] = [];
  constructor(
    private readonly family: string,
    private readonly split: Split,
    private readonly rng: Rng,
  ) {}

  /** Held-out families take a field's labels from the held-out pool four times in five. */
  private pool(field: string): Split {
    return labelPool(this.family, this.split, field);
  }

  private pair<T>(field: string, list: readonly T[]): T[] {
    return labelPair(this.family, field, list);
  }

  get(field: EobField): string {
    const pool = this.pool(field);
    const label = this.rng.pick(this.pair(field, EOB_WORDS[field][pool]));
    this.picks.push({ field, label, pool });
    return label;
  }

  /** A label that must fit `width` at `size` in `font` (for narrow columns): the family's first choice that fits. */
  fitting(field: EobField, width: number, size: number, font: FontName, lines = 3, caps = false): string {
    const pool = this.pool(field);
    const options = [...this.pair(field, EOB_WORDS[field][pool]), ...EOB_WORDS[field][pool]];
    const label = options.find((l) => {
      const wrapped = wrap(caps ? up(l) : l, width, size, font);
      return wrapped.length <= lines && wrapped.every((x) => cellWidth(x, size, font) <= width);
    });
    if (label === undefined) throw new Error(`No ${field} label fits ${width} points`);
    this.picks.push({ field, label, pool });
    return label;
  }

  /** How this family prints network status. */
  network(inNetwork: boolean): string {
    const pool = this.pool('networkValue');
    const [yes, no] = this.rng.pick(this.pair('networkValue', NETWORK_VALUES[pool]));
    const label = inNetwork ? yes : no;
    this.picks.push({ field: 'networkValue', label, pool });
    return label;
  }

  /** Network status words that fit a narrow column: the family's choice when it fits, else the first that does. */
  networkFitting(inNetwork: boolean, width: number, size: number, font: FontName): string {
    const pool = this.pool('networkValue');
    const options = [...this.pair('networkValue', NETWORK_VALUES[pool]), ...NETWORK_VALUES[pool]];
    const pair = options.find((values) => values.every((v) => cellWidth(v, size, font) <= width)) ?? ['In', 'Out'];
    const label = inNetwork ? pair[0] : pair[1];
    this.picks.push({ field: 'networkValue', label, pool });
    return label;
  }

  /** The family's explanation of a remark reason. */
  remark(reason: RemarkReason): string {
    const texts = REMARK_TEXTS[reason][this.split === 'heldout' ? 'heldout' : 'dev'];
    return texts[Math.floor(hash01(`${this.family}/${reason}`) * texts.length)] ?? '';
  }

  marketing(): string {
    return this.rng.pick(this.split === 'heldout' ? [...EOB_MARKETING.heldout, ...EOB_MARKETING.dev] : EOB_MARKETING.dev);
  }
}

/** "Label:" unless the label already ends in ':' or '?'. */
const colon = (label: string): string => (/[:?]$/.test(label) ? label : `${label}:`);
const up = (text: string): string => text.toUpperCase();

// ---------------------------------------------------------------------------------------------
// Formats

/** `short` is the date in table columns: long styles print as MM/DD/YYYY there. */
type Fmt = { date: (iso: string) => string; short: (iso: string) => string; money: (value: number) => string; credit: (value: number) => string; dateStyle: DateStyle; moneyStyle: MoneyStyle };
const LONG_DATES: readonly DateStyle[] = ['long', 'abbrev', 'long-weekday'];

function fmt(rng: Rng, dates: readonly DateStyle[], moneys: readonly MoneyStyle[], credits: readonly CreditStyle[] = ['positive']): Fmt {
  const dateStyle = rng.pick(dates);
  const moneyStyle = rng.pick(moneys);
  const creditStyle = rng.pick(credits);
  return {
    date: (iso) => formatDate(iso, dateStyle),
    short: (iso) => formatDate(iso, LONG_DATES.includes(dateStyle) ? 'us-slash' : dateStyle),
    money: (value) => formatMoney(value, moneyStyle),
    credit: (value) => formatCredit(value, moneyStyle, creditStyle),
    dateStyle,
    moneyStyle,
  };
}

// ---------------------------------------------------------------------------------------------
// Services: [description, code, min, max, share the plan pays after the deductible (dental)]

type Service = readonly [string, string, number, number, number?];

const VISITS: readonly Service[] = [
  ['Office visit, established', '99213', 95, 240],
  ['Office visit, new patient', '99203', 150, 330],
  ['Office visit, level 4', '99214', 140, 320],
  ['Preventive visit, 40-64', '99396', 190, 420],
  ['Specialist consultation', '99243', 200, 480],
  ['Telehealth visit', '99442', 60, 160],
];

const PROF: readonly Service[] = [
  ['Venipuncture', '36415', 8, 35],
  ['Flu vaccine', '90686', 25, 65],
  ['Vaccine administration', '90471', 18, 45],
  ['Joint injection, major', '20610', 140, 380],
  ['Electrocardiogram', '93000', 45, 190],
  ['Skin lesion removal', '11402', 180, 520],
  ['Spirometry', '94010', 45, 140],
  ['Urinalysis', '81003', 8, 45],
];

const LAB: readonly Service[] = [
  ['Comprehensive metabolic panel', '80053', 28, 190],
  ['CBC with differential', '85025', 18, 95],
  ['Lipid panel', '80061', 25, 140],
  ['TSH', '84443', 30, 150],
  ['Hemoglobin A1c', '83036', 20, 110],
  ['Vitamin D, 25-hydroxy', '82306', 45, 230],
  ['Urine culture', '87086', 25, 120],
  ['PSA, total', '84153', 30, 160],
  ['Basic metabolic panel', '80048', 20, 110],
  ['Vitamin B12', '82607', 25, 140],
];

const IMAGING: readonly Service[] = [
  ['XR chest, 2 views', '71046', 90, 420],
  ['CT head without contrast', '70450', 700, 2600],
  ['MRI knee without contrast', '73721', 900, 3400],
  ['US abdomen, complete', '76700', 380, 1400],
  ['Screening mammogram', '77067', 180, 520],
  ['XR lumbar spine, 3 views', '72110', 120, 480],
];

const EMERGENCY: readonly Service[] = [
  ['ED visit, high severity', '99284', 420, 1400],
  ['ED visit, moderate', '99283', 280, 900],
  ['Laceration repair', '12002', 240, 700],
  ['CT abdomen/pelvis', '74177', 1400, 4800],
  ['IV infusion, first hour', '96365', 180, 620],
];

/** Facility revenue lines: [description, revenue code, min, max]. */
const FACILITY: readonly Service[] = [
  ['Room & board, semi-private', '0120', 1400, 3600],
  ['Pharmacy', '0250', 60, 1800],
  ['IV solutions', '0258', 40, 600],
  ['Medical/surgical supplies', '0270', 50, 1500],
  ['Laboratory', '0300', 90, 2400],
  ['Diagnostic radiology', '0320', 160, 1400],
  ['CT scan', '0350', 1400, 5200],
  ['Respiratory services', '0410', 80, 900],
  ['Emergency room', '0450', 700, 4200],
  ['EKG/ECG', '0730', 90, 480],
  ['Observation room', '0762', 600, 4200],
  ['Operating room services', '0360', 3200, 14000],
  ['Recovery room', '0710', 500, 2600],
];

const DENTAL: readonly Service[] = [
  ['Periodic oral evaluation', 'D0120', 45, 95, 1],
  ['Adult prophylaxis', 'D1110', 85, 160, 1],
  ['Bitewings, four films', 'D0274', 55, 110, 1],
  ['Full mouth x-rays', 'D0210', 110, 220, 1],
  ['Resin composite, 2 surf', 'D2392', 160, 320, 0.8],
  ['Porcelain crown', 'D2740', 1100, 1700, 0.5],
  ['Root canal, molar', 'D3330', 900, 1600, 0.8],
  ['Extraction, erupted tooth', 'D7140', 140, 320, 0.8],
  ['Sealant, per tooth', 'D1351', 40, 80, 0.8],
];

const THERAPY: readonly Service[] = [
  ['PT evaluation, low complexity', '97161', 140, 300],
  ['Therapeutic exercise', '97110', 45, 130],
  ['Manual therapy', '97140', 45, 120],
  ['Neuromuscular reeducation', '97112', 50, 130],
];

const AMBULANCE: readonly Service[] = [
  ['ALS emergency transport', 'A0427', 900, 2600],
  ['BLS emergency transport', 'A0429', 600, 1800],
];
const MILEAGE: Service = ['Ground mileage, per mile', 'A0425', 14, 38];

const BEHAVIORAL: readonly Service[] = [
  ['Psychotherapy, 60 minutes', '90837', 140, 260],
  ['Diagnostic evaluation', '90791', 180, 340],
  ['Psychotherapy, 45 minutes', '90834', 110, 210],
];

const EYE_EXAMS: readonly Service[] = [
  ['Eye exam, established patient', '92014', 110, 230],
  ['Eye exam, new patient', '92004', 140, 280],
];

const EYEWEAR: readonly Service[] = [
  ['Frames', 'V2020', 110, 380],
  ['Single vision lenses', 'V2100', 80, 220],
  ['Bifocal lenses', 'V2200', 130, 300],
  ['Progressive lenses', 'V2781', 220, 520],
  ['Anti-reflective coating', 'V2750', 60, 160],
  ['Scratch-resistant coating', 'V2760', 25, 70],
  ['Contact lenses, disposable', 'V2520', 110, 300],
  ['Contact lens fitting', '92310', 60, 160],
];

// ---------------------------------------------------------------------------------------------
// Names, addresses, numbers

type Addr = { line1: string; line2: string };

function address(rng: Rng, o: { po?: boolean } = {}): Addr {
  const [city, state, zip] = rng.pick(EOB_CITIES);
  const line1 = o.po ? `${rng.pick(PO_BOXES)} ${rng.int(1000, 99999)}` : `${rng.int(10, 9899)} ${rng.pick(EOB_STREETS)}`;
  return { line1, line2: `${city}, ${state} ${zip}${rng.digits(2)}` };
}

function person(rng: Rng, split: Split): string {
  const first = split === 'heldout' && rng.bool(0.6) ? rng.pick(HELDOUT_FIRST_NAMES) : rng.pick(n.FIRST_NAMES);
  const last = split === 'heldout' && rng.bool(0.6) ? rng.pick(HELDOUT_LAST_NAMES) : rng.pick(n.LAST_NAMES);
  return rng.bool(0.2) ? `${first} ${rng.pick(n.MIDDLE_INITIALS)}. ${last}` : `${first} ${last}`;
}

const lastNameOf = (name: string): string => name.split(' ').at(-1) ?? name;

function insurerName(rng: Rng, split: Split, style: InsurerStyle): string {
  return `${rng.pick(INSURER_STEMS[split])} ${rng.pick(INSURER_SUFFIXES[style][split])}`;
}

function providerName(rng: Rng, split: Split, kind: ProviderKind): string {
  if (kind === 'physician' && rng.bool(0.3)) {
    const doctor = person(rng, split).replace(/ [A-Z]\. /, ' ');
    return `${doctor}, ${rng.pick(['MD', 'DO', 'MD', 'NP'])}`;
  }
  const stems = split === 'heldout' ? PROVIDER_STEMS.heldout : [...n.PROVIDER_STEMS, ...PROVIDER_STEMS.dev];
  return `${rng.pick(stems)} ${rng.pick(PROVIDER_SUFFIXES[kind][split])}`;
}

const tollFree = (rng: Rng): string => `1-${rng.pick(['800', '866', '877', '888'])}-${rng.int(200, 989)}-${rng.digits(4)}`;

type IdStyle = 'alpha-digits' | 'w-digits' | 'dashed' | 'digits';
function memberIdOf(rng: Rng, style: IdStyle): string {
  switch (style) {
    case 'alpha-digits':
      return `${rng.letters(3)}${rng.digits(9)}`;
    case 'w-digits':
      return `W${rng.digits(9)}`;
    case 'dashed':
      return `${rng.digits(3)}-${rng.digits(3)}-${rng.digits(3)}`;
    case 'digits':
      return rng.digits(11);
  }
}

type ClaimStyle = 'alnum' | 'dated' | 'long-digits' | 'dashed' | 'icn' | 'prefixed' | 'short';
function claimNumberOf(rng: Rng, style: ClaimStyle, date: string): string {
  switch (style) {
    case 'alnum':
      return `${rng.digits(2)}${rng.letters(1)}${rng.digits(9)}`;
    case 'dated':
      return `${date.slice(2).replace(/-/g, '')}${rng.digits(6)}`;
    case 'long-digits':
      return rng.digits(14);
    case 'dashed':
      return `${rng.digits(4)}-${rng.digits(4)}-${rng.digits(4)}`;
    case 'icn':
      return `${rng.digits(2)}${date.slice(2, 4)}${rng.digits(3)}${rng.digits(6)}`;
    case 'prefixed':
      return `E${rng.digits(10)}`;
    case 'short':
      return `${rng.letters(2)}${rng.digits(7)}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Claims

type Amounts = { billed: number; discount: number; notCovered: number; allowed: number; deductible: number; copay: number; coinsurance: number; planPaid: number; patient: number };
type Line = Amounts & { date: string; code: string; description: string; units: number; share: number; reasons: RemarkReason[] };
type Claim = { lines: Line[]; total: Amounts; inNetwork: boolean; serviceDate: string; lastDate: string; received: string; processed: string; number: string };

type ClaimSpec = {
  services: readonly Service[];
  /** The first line's service (a visit, a transport), when the claim starts with one. */
  first?: readonly Service[];
  /** Service lines [min, max], and for the one-page variant (images, DOCX). */
  lines: readonly [number, number];
  onePageLines?: readonly [number, number];
  copay?: boolean;
  deductible?: boolean;
  coinsurance?: boolean;
  /** Non-covered services and, out of network, charges over the maximum allowed are printed apart. */
  notCovered?: boolean;
  /** Chance the provider is in network. */
  inNetwork?: number;
  /** Days the service lines spread over. */
  spreadDays?: number;
  /** Units per line (mileage). */
  units?: (service: Service, rng: Rng) => number;
  claimStyle: ClaimStyle;
};

const cents = (dollars: number): number => Math.round(dollars * 100);
const AMOUNT_KEYS = ['billed', 'discount', 'notCovered', 'allowed', 'deductible', 'copay', 'coinsurance', 'planPaid', 'patient'] as const;

function claimOf(ctx: Ctx, spec: ClaimSpec): Claim {
  const { rng, options } = ctx;
  const eob = options.eob ?? {};
  const [lo, hi] = options.onePage ? (spec.onePageLines ?? [1, 3]) : spec.lines;
  const count = rng.int(lo, hi);
  const serviceDate = eob.serviceDate ?? rng.date('2024-01-15', '2025-10-31');
  const inNetwork = eob.isInNetwork ?? rng.bool(spec.inNetwork ?? 0.75);
  const spread = spec.spreadDays ?? 0;
  const drafts = Array.from({ length: count }, (_, i) => {
    const service = i === 0 && spec.first ? rng.pick(spec.first) : rng.pick(spec.services);
    const units = spec.units?.(service, rng) ?? 1;
    const date = i === 0 || spread === 0 ? serviceDate : addDays(serviceDate, rng.int(0, spread));
    return { service, units, date, billed: cents(rng.money(service[2], service[3])) * units };
  });
  drafts.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  if (eob.amountBilled !== undefined) {
    // Spread a given billed total over the lines in proportion, the rounding on the first line.
    const target = cents(eob.amountBilled);
    const sum = drafts.reduce((s, d) => s + d.billed, 0);
    for (const d of drafts) d.billed = Math.max(1, Math.floor((d.billed * target) / sum));
    const first = drafts[0];
    if (first) first.billed += target - drafts.reduce((s, d) => s + d.billed, 0);
  }
  let deductibleLeft = spec.deductible && rng.bool(0.55) ? cents(rng.money(20, 1400)) : 0;
  const copayAmount = spec.copay && rng.bool(0.6) ? cents(rng.pick([10, 15, 20, 25, 30, 35, 40, 50, 75])) : 0;
  const rate = inNetwork ? rng.pick([0.1, 0.2, 0.2, 0.3]) : rng.pick([0.3, 0.4, 0.5]);
  const lines = drafts.map((d, i): Line => {
    const reasons: RemarkReason[] = [];
    let discount = 0;
    let notCovered = 0;
    if (spec.notCovered && i > 0 && rng.bool(0.15)) {
      notCovered = d.billed;
      reasons.push('notCovered');
    } else {
      const excess = d.billed - Math.round(d.billed * (inNetwork ? 0.4 + rng.next() * 0.5 : 0.5 + rng.next() * 0.35));
      if (!inNetwork && spec.notCovered) notCovered = excess;
      else discount = excess;
      if (excess > 0) reasons.push(inNetwork ? 'discount' : 'overMax');
    }
    const allowed = d.billed - discount - notCovered;
    const copay = i === 0 ? Math.min(copayAmount, allowed) : 0;
    const deductible = Math.min(deductibleLeft, allowed - copay);
    deductibleLeft -= deductible;
    const share = d.service[4] ?? 1 - rate;
    const coinsurance = spec.coinsurance || d.service[4] !== undefined ? Math.round((allowed - copay - deductible) * (1 - share)) : 0;
    if (copay > 0) reasons.push('copay');
    if (deductible > 0) reasons.push('deductible');
    if (coinsurance > 0) reasons.push('coinsurance');
    const planPaid = allowed - copay - deductible - coinsurance;
    return {
      date: d.date,
      code: d.service[1],
      description: d.service[0],
      units: d.units,
      share: spec.coinsurance || d.service[4] !== undefined ? share : 1,
      reasons,
      billed: d.billed,
      discount,
      notCovered,
      allowed,
      deductible,
      copay,
      coinsurance,
      planPaid,
      patient: copay + deductible + coinsurance + notCovered,
    };
  });
  const sum = (key: keyof Amounts) => lines.reduce((s, l) => s + l[key], 0);
  const total = Object.fromEntries(AMOUNT_KEYS.map((k) => [k, sum(k)])) as Amounts;
  // Back to dollars.
  const dollars = <T extends Amounts>(a: T): T => ({ ...a, ...Object.fromEntries(AMOUNT_KEYS.map((k) => [k, a[k] / 100])) });
  const lastDate = lines.at(-1)?.date ?? serviceDate;
  const received = addDays(lastDate, rng.int(2, 9));
  const processed = eob.statementDate && eob.statementDate >= lastDate ? eob.statementDate : addDays(received, rng.int(4, 30));
  return {
    lines: lines.map(dollars),
    total: dollars(total),
    inNetwork,
    serviceDate: lines[0]?.date ?? serviceDate,
    lastDate,
    received: received < processed ? received : lastDate,
    processed,
    number: eob.claimNumber ?? claimNumberOf(rng, spec.claimStyle, processed),
  };
}

/** Who is on the EOB. */
type Parties = { insurer: string; insurerAddr: Addr; phone: string; member: string; holder: string; memberId: string; group: string; memberAddr: Addr; provider: string; account: string };

function partiesOf(ctx: Ctx, o: { insurer: InsurerStyle; provider: ProviderKind; dependent?: number; id?: IdStyle }): Parties {
  const { rng, split } = ctx;
  const eob = ctx.options.eob ?? {};
  const member = eob.memberName ?? person(rng, split);
  const holder = rng.bool(o.dependent ?? 0.3) ? `${rng.pick(split === 'heldout' ? HELDOUT_FIRST_NAMES : n.FIRST_NAMES)} ${lastNameOf(member)}` : member;
  return {
    insurer: eob.insuranceCompany ?? insurerName(rng, split, o.insurer),
    insurerAddr: address(rng, { po: true }),
    phone: tollFree(rng),
    member,
    holder,
    memberId: memberIdOf(rng, o.id ?? rng.pick(['alpha-digits', 'w-digits', 'dashed', 'digits'] as const)),
    group: rng.pick([rng.digits(6), `${rng.digits(5)}-${rng.digits(3)}`, `GRP${rng.digits(5)}`]),
    memberAddr: address(rng),
    provider: eob.providerName ?? providerName(rng, split, o.provider),
    account: rng.pick([rng.digits(8), `${rng.letters(1)}${rng.digits(7)}`, `${rng.digits(4)}-${rng.digits(4)}`]),
  };
}

type Printed = { copay: boolean; deductible: boolean; allowed?: boolean; network: boolean; service?: string; caps?: boolean };

/** The truth of a family's document: the claim totals and what it printed. */
function truthOf(c: Claim, p: Parties, printed: Printed): EobTruth {
  const text = (s: string) => (printed.caps ? up(s) : s);
  const t: EobTruth = {
    insuranceCompany: text(p.insurer),
    statementDate: c.processed,
    claimNumber: c.number,
    memberName: text(p.member),
    serviceDate: c.serviceDate,
    providerName: text(p.provider),
    service: text(printed.service ?? c.lines[0]?.description ?? ''),
    amountBilled: c.total.billed,
    allowedAmount: c.total.allowed,
    copay: c.total.copay,
    deductible: c.total.deductible,
    planPaid: c.total.planPaid,
    patientResponsibility: c.total.patient,
    isInNetwork: c.inNetwork,
  };
  if (!printed.copay) delete t.copay;
  if (!printed.deductible) delete t.deductible;
  if (printed.allowed === false) delete t.allowedAmount;
  if (!printed.network) delete t.isInNetwork;
  return t;
}

// ---------------------------------------------------------------------------------------------
// Remark codes

type CodeScheme = 'alpha3' | 'carc' | 'letters' | 'two' | 'numeric';
const SCHEMES: Record<Exclude<CodeScheme, 'letters'>, Record<RemarkReason, string>> = {
  alpha3: { discount: 'PDC', overMax: 'OAM', deductible: 'DED', copay: 'CPY', coinsurance: 'COI', notCovered: 'NCS', inNetwork: 'INN', outNetwork: 'OON' },
  carc: { discount: '45', overMax: '42', deductible: '1', copay: '3', coinsurance: '2', notCovered: '96', inNetwork: 'N1', outNetwork: '242' },
  two: { discount: 'D1', overMax: 'X4', deductible: 'Z1', copay: 'C2', coinsurance: 'C5', notCovered: 'N7', inNetwork: 'P1', outNetwork: 'P9' },
  numeric: { discount: '101', overMax: '117', deductible: '204', copay: '206', coinsurance: '209', notCovered: '315', inNetwork: '401', outNetwork: '402' },
};

/** Remark codes of one document: codes per line and the glossary of the codes used, in order. */
class Remarks {
  private readonly used: RemarkReason[] = [];
  constructor(
    private readonly scheme: CodeScheme,
    private readonly w: Words,
  ) {}
  code(reason: RemarkReason): string {
    if (!this.used.includes(reason)) this.used.push(reason);
    if (this.scheme === 'letters') return String.fromCharCode(65 + this.used.indexOf(reason));
    return SCHEMES[this.scheme][reason];
  }
  codes(reasons: readonly RemarkReason[], sep = ' '): string {
    return reasons.map((r) => this.code(r)).join(sep);
  }
  glossary(): [string, string][] {
    return this.used.map((r) => [this.code(r), this.w.remark(r)]);
  }
}

// ---------------------------------------------------------------------------------------------
// Drawing

/** A stamp such as "COPY": large, turned and light grey. */
function stamp(sheet: Sheet, text: string, x: number, y: number, o: { page?: number; size?: number; rotate?: number; grey?: number; font?: FontName } = {}): void {
  place(sheet.pages[o.page ?? 0], { text, x, y, size: o.size ?? 34, font: o.font ?? 'bold', rotate: o.rotate ?? 20, grey: o.grey ?? 0.8 });
}

/** A horizontal rule made of one character, from x1 to about x2. */
function rule(x1: number, x2: number, size: number, char = '_', font: FontName = 'regular'): Cell {
  const one = cellWidth(char, size, font);
  return { text: char.repeat(Math.max(1, Math.floor((x2 - x1) / one))), x: x1, size, font, grey: 0.45 };
}


/** Label and value rows; the values line up after the widest label. */
function factRows(pairs: readonly Pair[], x: number, o: { size?: number; caps?: boolean; colon?: boolean; labelFont?: FontName; valueFont?: FontName } = {}): Cell[][] {
  const size = o.size ?? 8;
  const labelFont = o.labelFont ?? 'bold';
  const labels = pairs.map(([label]) => (o.colon ? colon(label) : label)).map((label) => (o.caps ? up(label) : label));
  const valueX = x + Math.max(...labels.map((label) => cellWidth(label, size, labelFont))) + 8;
  return pairs.map(([, value], i) => [
    { text: labels[i] ?? '', x, font: labelFont, size },
    { text: o.caps ? up(value) : value, x: Math.round(valueX), font: o.valueFont, size },
  ]);
}

/** A table column: `w` is the room its header may wrap into (to the right of x, or to the left when right-aligned). */
type Col<T> = { head: string; x: number; w: number; align?: 'left' | 'right'; cell: (row: T) => string; font?: FontName };

/** A table with a wrapped header, repeated on each new page when `repeat` is set (plus `banner` rows above it). */
function table<T>(
  sheet: Sheet,
  hooks: Hooks,
  cols: readonly Col<T>[],
  rows: readonly T[],
  o: { size?: number; headSize?: number; headFont?: FontName; repeat?: boolean; banner?: (s: Sheet) => void; rowFont?: (row: T) => FontName | undefined; rule?: boolean; ruleChar?: string; font?: FontName; caps?: boolean; gap?: number } = {},
): void {
  const headSize = o.headSize ?? o.size ?? 8;
  const headFont = o.headFont ?? 'bold';
  const wrapped = cols.map((c) => wrap(o.caps ? up(c.head) : c.head, c.w, headSize, headFont));
  const depth = Math.max(...wrapped.map((l) => l.length));
  const right = Math.max(...cols.map((c) => (c.align === 'right' ? c.x : c.x + c.w)));
  const head = (s: Sheet) => {
    for (let line = 0; line < depth; line++) {
      const cells = cols.map((c, i): Cell => {
        const lines = wrapped[i] ?? [];
        return { text: lines[line - (depth - lines.length)] ?? '', x: c.x, align: c.align, font: headFont, size: headSize };
      });
      s.row(cells.filter((c) => c.text !== ''));
    }
    if (o.rule) s.row([rule(Math.min(...cols.map((c) => (c.align === 'right' ? c.x - c.w : c.x))), right, 6, o.ruleChar ?? '_')], -3);
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
      .map((c): Cell => ({ text: c.cell(row), x: c.x, align: c.align, font: c.font ?? o.rowFont?.(row) ?? o.font, size: o.size }))
      .filter((c) => c.text !== '');
    if (cells.length > 0) sheet.row(cells, o.gap ?? 0);
  }
  hooks.page = undefined;
}

/** Every claim total, in the order the families print them. */
const ALL_TOTALS = ['billed', 'discount', 'notCovered', 'allowed', 'deductible', 'copay', 'coinsurance', 'planPaid', 'patient'] as const;

/** Label and amount of the named claim totals, worded in that order (as the seed expects); the discount as a credit unless `plainDiscount`. */
function totalPairs(w: Words, f: Fmt, total: Amounts, keys: readonly (keyof Amounts)[], o: { plainDiscount?: boolean } = {}): [string, string][] {
  return keys.map((key) => [w.get(key), key === 'discount' && !o.plainDiscount ? f.credit(total[key]) : f.money(total[key])]);
}

/** Label and amount rows, labels at labelX and amounts right-aligned at valueX. */
function totalsRows(sheet: Sheet, rows: readonly (readonly [string, string, FontName?])[], labelX: number, valueX: number, o: { size?: number; labelFont?: FontName; gap?: number } = {}): void {
  for (const [label, value, font] of rows) sheet.row([{ text: label, x: labelX, font: font ?? o.labelFont ?? 'bold', size: o.size }, { text: value, x: valueX, align: 'right', font, size: o.size }], o.gap ?? 0);
}

/** Text wrapped into rows at x, no wider than width. */
function paragraph(sheet: Sheet, text: string, x: number, width: number, size: number, font: FontName, gap = 0): void {
  const lines = wrap(text, width, size, font);
  lines.forEach((line, i) => sheet.row([{ text: line, x, size, font }], i === lines.length - 1 ? gap : 0));
}

/** Fixed-width text: cells padded to widths (negative width: right-aligned). */
function fixed(cells: readonly (readonly [string, number])[]): string {
  return cells.map(([text, width]) => (width < 0 ? text.slice(0, -width).padStart(-width) : text.slice(0, width).padEnd(width))).join('');
}

const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
function under1000(v: number): string {
  const h = Math.floor(v / 100);
  const r = v % 100;
  const rest = r < 20 ? (ONES[r] ?? '') : `${TENS[Math.floor(r / 10)] ?? ''}${r % 10 ? `-${ONES[r % 10] ?? ''}` : ''}`;
  return [h ? `${ONES[h] ?? ''} Hundred` : '', rest].filter(Boolean).join(' ');
}
/** A check's amount in words: "One Thousand Twenty-Four and 50/100 Dollars". */
function dollarsInWords(value: number): string {
  const whole = Math.floor(value + 1e-9);
  const c = Math.round((value - whole) * 100);
  const thousands = Math.floor(whole / 1000);
  const words = [thousands ? `${under1000(thousands)} Thousand` : '', under1000(whole % 1000)].filter(Boolean).join(' ') || 'Zero';
  return `${words} and ${String(c).padStart(2, '0')}/100 Dollars`;
}

// ---------------------------------------------------------------------------------------------
// Families

type Ctx = { rng: Rng; options: LayoutOptions; w: Words; split: Split };
/** `split`: the pools its wording is drawn from; `measuredAs`: where bench:extract counts it, when that differs (retired). */
type FamilyDef = { name: string; split: Split; measuredAs?: Split; build: (ctx: Ctx) => { truth: EobTruth; doc: Sheet } };
const fam = (name: string, split: Split, build: FamilyDef['build']): FamilyDef => ({ name, split, build });

const W = PAGE_WIDTH;
const H = PAGE_HEIGHT;

/** The amount columns of a claim-line table, right-aligned at the given x positions. */
function amountCols(w: Words, f: Fmt, keys: readonly (keyof Amounts)[], xs: readonly number[], o: { width?: number; size?: number; font?: FontName; credit?: boolean; caps?: boolean } = {}): Col<Amounts>[] {
  const field: Record<keyof Amounts, EobField> = { billed: 'billed', discount: 'discount', notCovered: 'notCovered', allowed: 'allowed', deductible: 'deductible', copay: 'copay', coinsurance: 'coinsurance', planPaid: 'planPaid', patient: 'patient' };
  return keys.map((k, i) => ({
    head: o.size ? w.fitting(field[k], o.width ?? 40, o.size, o.font ?? 'bold', 3, o.caps) : w.get(field[k]),
    x: xs[i] ?? 0,
    w: o.width ?? 40,
    align: 'right',
    cell: (l: Amounts) => (k === 'discount' && o.credit !== false ? f.credit(l[k]) : f.money(l[k])),
  }));
}

/** A totals row of a claim-line table: the label in one column, the claim totals under the amounts. */
const TOTAL = Symbol('total');
type Row = (Line & { [TOTAL]?: false }) | (Amounts & { [TOTAL]: true; label: string });
const totalRow = (c: Claim, label: string): Row => ({ ...c.total, [TOTAL]: true, label });
const isTotal = (r: Row): r is Amounts & { [TOTAL]: true; label: string } => r[TOTAL] === true;
const lineText = (get: (l: Line) => string, totalLabel = false) => (r: Row): string => (isTotal(r) ? (totalLabel ? r.label : '') : get(r));

/** Remark-code explanations under a heading. */
function glossary(sheet: Sheet, heading: string, rows: readonly [string, string][], o: { x?: number; width?: number; size?: number; font?: FontName; codeWidth?: number } = {}): void {
  if (rows.length === 0) return;
  const x = o.x ?? 40;
  const size = o.size ?? 7;
  const font = o.font ?? 'regular';
  sheet.row([{ text: heading, x, size: size + 1, font: font.startsWith('mono') ? 'mono-bold' : 'bold' }]);
  for (const [code, text] of rows) {
    const lines = wrap(text, (o.width ?? 500) - (o.codeWidth ?? 30), size, font);
    lines.forEach((line, i) => sheet.row([...(i === 0 ? [{ text: code, x, size, font: font.startsWith('mono') ? ('mono-bold' as const) : ('bold' as const) }] : []), { text: line, x: x + (o.codeWidth ?? 30), size, font }]));
  }
}

const centered = (text: string, size: number, font: FontName, width = W): number => Math.round((width - cellWidth(text, size, font)) / 2);

/** A claim priced again by a family's own cost sharing: `share` gives each line's deductible, copay and
 * coinsurance in cents (the plan pays the rest of the allowed amount); the totals follow, to the cent. */
function repriced(c: Claim, share: (l: Line, i: number, allowed: number) => { deductible: number; copay: number; coinsurance: number }): Claim {
  const lines = c.lines.map((l, i): Line => {
    const allowed = cents(l.allowed);
    const s = share(l, i, allowed);
    const reasons: RemarkReason[] = l.reasons.filter((r) => r === 'discount' || r === 'overMax' || r === 'notCovered');
    if (s.copay > 0) reasons.push('copay');
    if (s.deductible > 0) reasons.push('deductible');
    if (s.coinsurance > 0) reasons.push('coinsurance');
    const planPaid = allowed - s.deductible - s.copay - s.coinsurance;
    return { ...l, reasons, deductible: s.deductible / 100, copay: s.copay / 100, coinsurance: s.coinsurance / 100, planPaid: planPaid / 100, patient: (s.deductible + s.copay + s.coinsurance + cents(l.notCovered)) / 100 };
  });
  const total = Object.fromEntries(AMOUNT_KEYS.map((k) => [k, lines.reduce((sum, l) => sum + cents(l[k]), 0) / 100])) as Amounts;
  return { ...c, lines, total };
}

// Dev families -------------------------------------------------------------------------------

const devFamilies: FamilyDef[] = [
  // A national carrier: letterhead with a barcode, mailing block beside statement facts, a claim
  // block, an 8-amount claim-line table with CARC-like remark codes, totals and a glossary.
  fam('national-claim-detail', 'dev', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['us-slash', 'us-2digit'], ['dollar', 'plain'], ['parens', 'minus']);
    const p = partiesOf(ctx, { insurer: 'national', provider: 'physician', dependent: 0.4 });
    const c = claimOf(ctx, { services: [...PROF, ...LAB], first: VISITS, lines: [1, 12], onePageLines: [1, 3], copay: true, deductible: true, coinsurance: true, claimStyle: 'alnum' });
    const r = new Remarks('carc', w);
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 40, bottom: 60 });
    sheet.row([{ text: p.insurer, x: 40, size: 16, font: 'bold' }, { text: bars(rng, 28), x: 572, size: 10, font: 'mono', align: 'right' }]);
    sheet.row([{ text: w.get('title'), x: 40, size: 11 }, { text: `${w.get('phone')} ${p.phone}`, x: 572, size: 8, align: 'right' }]);
    sheet.row([{ text: up(w.get('notBill')), x: 40, size: 9, font: 'bold' }], 12);
    columns(
      sheet,
      [[{ text: colon(w.get('holder')), x: 40, size: 7, font: 'bold' }], [{ text: up(p.holder), x: 40 }], [{ text: up(p.memberAddr.line1), x: 40 }], [{ text: up(p.memberAddr.line2), x: 40 }]],
      [
        [{ text: w.get('statementDate'), x: 360, font: 'bold' }, { text: f.date(c.processed), x: 572, align: 'right' }],
        [{ text: w.get('memberId'), x: 360, font: 'bold' }, { text: p.memberId, x: 572, align: 'right' }],
        [{ text: w.get('group'), x: 360, font: 'bold' }, { text: p.group, x: 572, align: 'right' }],
      ],
    );
    sheet.space(12).row([{ text: `${colon(w.get('claimNumber'))} ${c.number}`, x: 40, size: 10, font: 'bold' }], 2);
    beside(
      sheet,
      [
        [w.get('member'), p.member],
        [w.get('provider'), p.provider],
        [w.get('network'), w.network(c.inNetwork)],
        [w.get('received'), f.date(c.received)],
        [w.get('account'), p.account],
      ],
      { x: 40, valueX: 150, size: 8 },
    );
    sheet.space(8);
    const rows: Row[] = [...c.lines, totalRow(c, w.get('totals'))];
    table(
      sheet,
      hooks,
      [
        { head: w.get('serviceDate'), x: 40, w: 40, cell: lineText((l) => f.short(l.date)) },
        { head: w.get('service'), x: 84, w: 100, cell: lineText((l) => l.description, true) },
        { head: w.get('remarks'), x: 194, w: 40, cell: lineText((l) => r.codes(l.reasons)) },
        ...amountCols(w, f, ['billed', 'discount', 'allowed', 'deductible', 'copay', 'coinsurance', 'planPaid', 'patient'], [278, 320, 362, 404, 446, 488, 530, 572], { width: 38, size: 6.5 }),
      ],
      rows,
      { size: 7, headSize: 6.5, repeat: true, rule: true, rowFont: (row) => (isTotal(row) ? 'bold' : undefined), banner: (s) => s.row([{ text: `${p.insurer} - ${c.number} (continued)`, x: 40, size: 7, font: 'italic' }], 4) },
    );
    keepTogether(sheet, 60, 60);
    sheet.space(10).row([{ text: w.get('patient'), x: 330, size: 10, font: 'bold' }, { text: f.money(c.total.patient), x: 572, size: 10, font: 'bold', align: 'right' }], 8);
    glossary(sheet, w.get('remarkHead'), r.glossary(), { x: 40, width: 520 });
    if (!ctx.options.onePage) sheet.space(8).row([{ text: w.marketing(), x: 40, size: 7, font: 'italic' }]);
    const doc = `EOB${rng.digits(8)}`;
    everyPage(sheet, (page, total) => [
      { text: doc, x: 40, y: H - 40, size: 6, font: 'mono' },
      { text: `Page ${page} of ${total}`, x: 572, y: H - 40, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true }), doc: sheet };
  }),

  // A regional plan: "at a glance" boxes with large figures, claim facts in two columns, a table
  // without a discount column (the glance box prints the savings), and deductible/out-of-pocket meters.
  fam('regional-glance-boxes', 'dev', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['us-slash', 'us-short'], ['dollar']);
    const p = partiesOf(ctx, { insurer: 'regional', provider: rng.pick(['physician', 'imaging', 'therapy'] as const) });
    const c = claimOf(ctx, { services: [...PROF, ...IMAGING, ...THERAPY], first: VISITS, lines: [1, 6], onePageLines: [1, 3], copay: true, deductible: true, coinsurance: true, notCovered: true, spreadDays: 3, claimStyle: 'dated' });
    const { sheet, hooks } = newSheet({ size: 8.5, font: 'regular', top: 44, bottom: 56 });
    sheet.row([{ text: p.insurer, x: 40, size: 17, font: 'bold' }, { text: `${w.get('member')} ${p.member}`, x: 572, size: 8, align: 'right' }]);
    sheet.row([{ text: w.marketing(), x: 40, size: 7, font: 'italic' }, { text: `${w.get('memberId')} ${p.memberId}`, x: 572, size: 8, align: 'right' }], 8);
    sheet.row([{ text: w.get('title'), x: 40, size: 13, font: 'bold' }, { text: w.get('notBill'), x: 572, size: 9, font: 'bold', align: 'right' }], 10);
    sheet.row([{ text: w.get('glance'), x: 40, size: 11, font: 'bold' }], 4);
    sheet.row([rule(40, 572, 8)], 2);
    above(
      sheet,
      totalPairs(w, f, c.total, ['billed', 'discount', 'planPaid', 'patient'], { plainDiscount: true }),
      { x: 40, perRow: 4, columnWidth: 133, labelSize: 7.5, valueSize: 14, valueFont: 'bold', gap: 4 },
    );
    sheet.row([rule(40, 572, 8)], 12);
    const facts = (label: string, value: string, x: number): Cell[] => [{ text: label, x, font: 'bold' }, { text: value, x: x + 100 }];
    columns(
      sheet,
      [facts(w.get('claimNumber'), c.number, 40), facts(w.get('provider'), p.provider, 40), facts(w.get('network'), w.network(c.inNetwork), 40)],
      [facts(w.get('statementDate'), f.date(c.processed), 360), facts(w.get('received'), f.date(c.received), 360), facts(w.get('group'), p.group, 360)],
    );
    sheet.space(10);
    const rows: Row[] = [...c.lines, totalRow(c, w.get('totals'))];
    table(
      sheet,
      hooks,
      [
        { head: w.get('serviceDate'), x: 40, w: 42, cell: lineText((l) => f.short(l.date)) },
        { head: w.get('service'), x: 88, w: 130, cell: lineText((l) => l.description, true) },
        ...amountCols(w, f, ['billed', 'notCovered', 'allowed', 'copay', 'deductible', 'coinsurance', 'planPaid', 'patient'], [264, 308, 352, 396, 440, 484, 528, 572], { width: 40, size: 7 }),
      ],
      rows,
      { size: 7.5, headSize: 7, repeat: true, rule: true, rowFont: (row) => (isTotal(row) ? 'bold' : undefined) },
    );
    keepTogether(sheet, 70, 56);
    const ytdDeductible = rng.int(0, 30) * 50;
    const oop = rng.int(2, 12) * 500;
    sheet.space(14).row([{ text: `${w.get('accDeductible')}: ${f.money(ytdDeductible + c.total.deductible)} of ${f.money(ytdDeductible + c.total.deductible + rng.int(0, 8) * 250)}`, x: 40 }]);
    sheet.row([{ text: `${w.get('accOop')}: ${f.money(ytdDeductible + c.total.patient)} of ${f.money(oop + 2000)}`, x: 40 }]);
    everyPage(sheet, (page, total) => {
      const text = `${p.insurer}  |  ${p.insurerAddr.line1}, ${p.insurerAddr.line2}  |  ${page}/${total}`;
      return [{ text, x: centered(text, 6.5, 'regular'), y: H - 36, size: 6.5 }];
    });
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true }), doc: sheet };
  }),

  // Medicare-style summary notice: deductible status and a period summary on the left, facts on the
  // right, then the claim by provider with "Service Approved?", the four Medicare columns and note letters.
  fam('medicare-summary-notice', 'dev', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['long', 'abbrev'], ['dollar']);
    const p = partiesOf(ctx, { insurer: 'medicare', provider: rng.pick(['physician', 'lab', 'imaging'] as const), dependent: 0 });
    const c = claimOf(ctx, { services: [...PROF, ...LAB, ...IMAGING], first: VISITS, lines: [1, 8], onePageLines: [1, 3], deductible: true, coinsurance: true, claimStyle: 'icn' });
    const r = new Remarks('letters', w);
    const mbi = `${rng.int(1, 9)}${rng.letters(2)}${rng.digits(1)}-${rng.letters(2)}${rng.digits(1)}-${rng.letters(2)}${rng.digits(2)}`;
    const { sheet, hooks } = newSheet({ size: 9, font: 'regular', top: 42, bottom: 54 });
    sheet.row([{ text: p.insurer, x: 40, size: 11, font: 'bold' }, { text: `${w.get('phone')}: ${p.phone}`, x: 572, size: 8, align: 'right' }]);
    sheet.row([{ text: 'Summary Notice for Part B (Medical Insurance)', x: 40, size: 15, font: 'bold' }], 2);
    sheet.row([{ text: 'The Official Summary of Your Claims', x: 40, size: 9, font: 'italic' }], 10);
    const year = c.processed.slice(0, 4);
    const met = rng.int(0, 257);
    columns(
      sheet,
      [
        [{ text: up(p.member), x: 40, font: 'bold' }],
        [{ text: up(p.memberAddr.line1), x: 40 }],
        [{ text: up(p.memberAddr.line2), x: 40 }],
        [],
        [{ text: 'Your Deductible Status', x: 40, font: 'bold' }],
        [{ text: `You have now met $${met}.00 of your $257.00 Part B deductible for ${year}.`, x: 40, size: 8 }],
      ],
      [
        [{ text: w.get('memberId'), x: 350, font: 'bold' }, { text: mbi, x: 572, align: 'right' }],
        [{ text: w.get('statementDate'), x: 350, font: 'bold' }, { text: f.date(c.processed), x: 572, align: 'right' }],
        [{ text: 'This notice is for claims processed', x: 350, size: 8 }],
        [{ text: `from ${f.date(addDays(c.processed, -89))} to ${f.date(c.processed)}`, x: 350, size: 8 }],
        [{ text: 'Did Medicare approve all services?', x: 350, size: 8 }, { text: 'YES', x: 572, size: 8, font: 'bold', align: 'right' }],
        [{ text: 'Total you may be billed', x: 350, size: 8 }, { text: f.money(c.total.patient), x: 572, size: 8, font: 'bold', align: 'right' }],
      ],
    );
    sheet.space(14).row([{ text: 'Your Claims for Part B (Medical Insurance)', x: 40, size: 12, font: 'bold' }], 2);
    sheet.row([rule(40, 572, 8)], 4);
    beside(
      sheet,
      [
        [w.get('provider'), p.provider],
        [w.get('serviceDate'), f.date(c.serviceDate)],
        [w.get('claimNumber'), c.number],
        [w.get('received'), f.date(c.received)],
      ],
      { x: 40, valueX: 170, size: 8.5 },
    );
    sheet.space(6);
    const rows: Row[] = [...c.lines, totalRow(c, w.get('totals'))];
    table(
      sheet,
      hooks,
      [
        { head: `${w.get('service')} (Code)`, x: 40, w: 170, cell: lineText((l) => `${l.description} (${l.code})`, true) },
        { head: 'Service Approved?', x: 236, w: 44, cell: lineText(() => 'Yes') },
        { head: w.get('msnCharged'), x: 352, w: 60, align: 'right', cell: (row) => f.money(row.billed) },
        { head: w.get('msnApproved'), x: 422, w: 60, align: 'right', cell: (row) => f.money(row.allowed) },
        { head: w.get('msnPaid'), x: 488, w: 56, align: 'right', cell: (row) => f.money(row.planPaid) },
        { head: w.get('msnMax'), x: 548, w: 56, align: 'right', cell: (row) => f.money(row.patient) },
        { head: 'See Notes', x: 554, w: 20, cell: lineText((l) => r.codes(l.reasons.filter((x) => x !== 'discount' && x !== 'overMax'), ',')) },
      ],
      rows,
      { size: 8, headSize: 7.5, repeat: true, rule: true, rowFont: (row) => (isTotal(row) ? 'bold' : undefined) },
    );
    keepTogether(sheet, 80, 54);
    sheet.space(10);
    glossary(sheet, 'Notes for Claims Above', r.glossary(), { x: 40, width: 520, size: 8, codeWidth: 16 });
    if (!ctx.options.onePage) sheet.space(10).row([{ text: `Be Informed! ${w.marketing()}`, x: 40, size: 8, font: 'italic' }]);
    everyPage(sheet, (page, total) => [{ text: `${up(p.member)}  |  Page ${page} of ${total}`, x: 572, y: H - 38, size: 7, align: 'right' }]);
    return { truth: truthOf(c, p, { copay: false, deductible: false, network: false }), doc: sheet };
  }),

  // A mainframe printout: Courier, all capitals, every row one fixed-width line; trailing-minus or
  // CR credits, abbreviated descriptions, one remark code per line and a payment line.
  fam('mainframe-fixed-width', 'dev', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['us-2digit', 'us-slash'], ['plain'], ['trailing-minus', 'cr']);
    const p = partiesOf(ctx, { insurer: rng.pick(['national', 'administrator'] as const), provider: rng.pick(['physician', 'lab', 'facility'] as const), dependent: 0.4 });
    const c = claimOf(ctx, { services: [...PROF, ...LAB, ...IMAGING], first: VISITS, lines: [1, 30], onePageLines: [1, 4], copay: true, deductible: true, coinsurance: true, claimStyle: 'long-digits' });
    const r = new Remarks('numeric', w);
    const size = 6.8;
    const cw = 0.6 * size;
    const LW = 135;
    const { sheet, hooks } = newSheet({ size, font: 'mono', top: 40, bottom: 50 });
    const line = (text: string, gap = 0, font: FontName = 'mono') => sheet.row([{ text, x: 36, font }], gap);
    const head = (field: EobField, chars: number) => up(w.fitting(field, (chars - 2) * cw, size, 'mono', 1));
    const widths = { date: 11, code: 7, desc: 22, amt: 12, ded: 9, copay: 8, coins: 9, rmk: 7 };
    const amountWidths = [widths.amt, widths.amt, widths.amt, widths.ded, widths.copay, widths.coins, widths.amt, widths.amt];
    const amountFields: EobField[] = ['billed', 'discount', 'allowed', 'deductible', 'copay', 'coinsurance', 'planPaid', 'patient'];
    const header = fixed([
      [head('serviceDate', widths.date), widths.date],
      [head('code', widths.code), widths.code],
      [head('service', widths.desc), widths.desc],
      ...amountFields.map((field, i): [string, number] => [head(field, amountWidths[i] ?? 9), -(amountWidths[i] ?? 9)]),
      ['  ', 2],
      [head('remarks', widths.rmk), widths.rmk],
    ]);
    const amountsOf = (a: Amounts): [string, number][] =>
      [f.money(a.billed), f.credit(a.discount), f.money(a.allowed), f.money(a.deductible), f.money(a.copay), f.money(a.coinsurance), f.money(a.planPaid), f.money(a.patient)].map((text, i) => [text, -(amountWidths[i] ?? 9)]);
    const descOf = (l: Line) => up(l.description).slice(0, widths.desc - 1).trim();
    const title = up(w.get('title'));
    line(fixed([[up(p.insurer), 80], [title, -52]]), 0, 'mono-bold');
    line(fixed([[up(`${p.insurerAddr.line1} ${p.insurerAddr.line2}`), 80], [`${up(w.get('statementDate'))}: ${f.date(c.processed)}`, -52]]));
    line(fixed([[up(`${w.get('phone')} ${p.phone}`), 80], [up(w.get('notBill')), -52]]), 6);
    line('='.repeat(LW));
    line(fixed([[`${up(w.get('holder'))}: ${up(p.holder)}`, 50], [`${up(w.get('memberId'))}: ${p.memberId}`, 42], [`${up(w.get('group'))}: ${p.group}`, 40]]));
    line(fixed([[`${up(w.get('member'))}: ${up(p.member)}`, 50], [`${up(w.get('account'))}: ${p.account}`, 42]]));
    line(fixed([[`${up(w.get('provider'))}: ${up(p.provider)}`, 92], [`${up(w.get('network'))}: ${up(w.network(c.inNetwork))}`, 40]]));
    line(fixed([[`${up(w.get('claimNumber'))}: ${c.number}`, 50], [`${up(w.get('received'))}: ${f.date(c.received)}`, 42]]));
    line('-'.repeat(LW));
    const rows = c.lines.map((l) => fixed([[f.date(l.date), widths.date], [l.code, widths.code], [descOf(l), widths.desc], ...amountsOf(l), ['  ', 2], [l.reasons[0] ? r.code(l.reasons[0]) : '', widths.rmk]]));
    line(header);
    line('-'.repeat(LW));
    hooks.page = (s) => {
      s.row([{ text: fixed([[up(p.insurer), 70], [`${up(w.get('claimNumber'))} ${c.number} CONTINUED`, -62]]), x: 36 }], 4);
      s.row([{ text: header, x: 36 }]);
    };
    for (const row of rows) line(row);
    hooks.page = undefined;
    line('-'.repeat(LW));
    line(fixed([['', widths.date + widths.code], [up(w.get('totals')), widths.desc], ...amountsOf(c.total)]), 8, 'mono-bold');
    keepTogether(sheet, 60, 50);
    line(fixed([[`${up(w.get('patient'))}:`, 40], [f.money(c.total.patient), -14]]), 0, 'mono-bold');
    line(fixed([[`${up(w.get('paidTo'))}: ${up(p.provider)}`, 70], [`${up(w.get('checkNumber'))} ${rng.digits(9)}`, 30]]), 6);
    for (const [code, text] of r.glossary()) line(`${code.padEnd(5)}${up(text)}`.slice(0, LW));
    everyPage(sheet, (page, total) => [{ text: `PAGE ${String(page).padStart(3)} OF ${String(total).padStart(3)}`, x: 572, y: 22, size, font: 'mono', align: 'right' }]);
    return { truth: { ...truthOf(c, p, { copay: true, deductible: true, network: true, caps: true }), service: descOf(c.lines[0] as Line) }, doc: sheet };
  }),

  // Landscape claim table: three fact columns across the top, a 9-amount table with a remarks
  // column that breaks over pages with its header repeated, remark explanations and a payment line.
  fam('landscape-remarks', 'dev', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['us-slash', 'us-dash'], ['plain', 'dollar-nocomma'], ['minus', 'parens']);
    const p = partiesOf(ctx, { insurer: 'national', provider: rng.pick(['physician', 'facility', 'emergency'] as const), dependent: 0.3 });
    const c = claimOf(ctx, { services: [...PROF, ...LAB, ...IMAGING, ...EMERGENCY], first: rng.bool(0.5) ? EMERGENCY : VISITS, lines: [2, 36], onePageLines: [1, 4], copay: true, deductible: true, coinsurance: true, notCovered: true, spreadDays: 2, claimStyle: 'prefixed' });
    const r = new Remarks('alpha3', w);
    const LH = 612;
    const LWD = 792;
    const { sheet, hooks } = newSheet({ size: 7.5, font: 'regular', top: 36, bottom: 44, width: LWD, height: LH });
    sheet.row([{ text: p.insurer, x: 40, size: 15, font: 'bold' }, { text: w.get('title'), x: 752, size: 12, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${p.insurerAddr.line1}, ${p.insurerAddr.line2}`, x: 40, size: 7 }, { text: up(w.get('notBill')), x: 752, size: 8, font: 'bold', align: 'right' }], 10);
    const left = factRows([[w.get('member'), p.member], [w.get('memberId'), p.memberId], [w.get('holder'), p.holder], [w.get('group'), p.group]], 40, { size: 7.5 });
    const middle = factRows([[w.get('claimNumber'), c.number], [w.get('provider'), p.provider], [w.get('network'), w.network(c.inNetwork)], [w.get('account'), p.account]], 290, { size: 7.5 });
    const right = factRows([[w.get('statementDate'), f.date(c.processed)], [w.get('received'), f.date(c.received)], [w.get('phone'), p.phone]], 570, { size: 7.5 });
    columns(
      sheet,
      left,
      middle.map((row, i) => [...row, ...(right[i] ?? [])]),
    );
    sheet.space(10);
    const rows: Row[] = [...c.lines, totalRow(c, w.get('totals'))];
    const xs = [338, 384, 430, 476, 522, 568, 614, 660, 706];
    table(
      sheet,
      hooks,
      [
        { head: w.get('serviceDate'), x: 40, w: 44, cell: lineText((l) => f.short(l.date)) },
        { head: w.get('code'), x: 90, w: 34, cell: lineText((l) => l.code) },
        { head: w.get('service'), x: 128, w: 150, cell: lineText((l) => l.description, true) },
        ...amountCols(w, f, ['billed', 'discount', 'notCovered', 'allowed', 'deductible', 'copay', 'coinsurance', 'planPaid', 'patient'], xs, { width: 42, size: 7 }),
        { head: w.get('remarks'), x: 714, w: 38, cell: lineText((l) => r.codes(l.reasons.slice(0, 2))) },
      ],
      rows,
      {
        size: 7.5,
        headSize: 7,
        repeat: true,
        rule: true,
        rowFont: (row) => (isTotal(row) ? 'bold' : undefined),
        banner: (s) => s.row([{ text: `${p.member} - ${w.get('claimNumber')} ${c.number} (continued)`, x: 40, size: 8, font: 'bold' }], 6),
      },
    );
    keepTogether(sheet, 90, 44, LH);
    sheet.space(10).row([{ text: `${colon(w.get('paidTo'))} ${p.provider}`, x: 40, font: 'bold' }, { text: `${w.get('checkNumber')} ${rng.digits(10)}`, x: 330 }, { text: `${w.get('planPaid')} ${f.money(c.total.planPaid)}`, x: 752, align: 'right', font: 'bold' }], 8);
    glossary(sheet, w.get('remarkHead'), r.glossary(), { x: 40, width: 700 });
    everyPage(sheet, (page, total) => [
      { text: w.marketing(), x: 40, y: LH - 30, size: 6.5, font: 'italic' },
      { text: `${page} / ${total}`, x: 752, y: LH - 30, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true }), doc: sheet };
  }),

  // A letter: centred letterhead, an unlabelled date, the address block, "Dear ...", the figures in
  // prose, then a short summary list of the same figures.
  fam('member-letter-prose', 'dev', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['long', 'abbrev'], ['dollar']);
    const p = partiesOf(ctx, { insurer: 'regional', provider: rng.pick(['physician', 'therapy', 'imaging'] as const), dependent: 0 });
    const c = claimOf(ctx, { services: [...PROF, ...THERAPY, ...IMAGING], first: VISITS, lines: [1, 3], onePageLines: [1, 2], copay: true, deductible: true, coinsurance: true, claimStyle: 'dashed' });
    const { sheet } = newSheet({ size: 10, font: 'serif', top: 50, bottom: 60 });
    sheet.row([{ text: p.insurer, x: centered(p.insurer, 16, 'bold'), size: 16, font: 'bold' }]);
    const addr = `${p.insurerAddr.line1}, ${p.insurerAddr.line2}  -  ${p.phone}`;
    sheet.row([{ text: addr, x: centered(addr, 8, 'serif'), size: 8 }], 18);
    sheet.row([{ text: f.date(c.processed), x: 60 }], 10);
    sheet.row([{ text: p.member, x: 60 }]).row([{ text: p.memberAddr.line1, x: 60 }]).row([{ text: p.memberAddr.line2, x: 60 }], 12);
    sheet.row([{ text: `Re: ${w.get('claimNumber')} ${c.number}`, x: 60, font: 'bold' }]);
    sheet.row([{ text: `${w.get('memberId')} ${p.memberId}`, x: 60 }], 12);
    sheet.row([{ text: `Dear ${p.member},`, x: 60 }], 6);
    const net = c.inNetwork ? 'is in your plan network, so you cannot be billed more than the allowed amount' : 'is not in your plan network, and out-of-network benefits were applied';
    paragraph(sheet, `We processed a claim from ${p.provider} for care you received on ${f.date(c.serviceDate)}. ${p.provider} ${net}.`, 60, 490, 10, 'serif', 6);
    const parts = [c.total.deductible > 0 ? `${f.money(c.total.deductible)} applied to your deductible` : '', c.total.copay > 0 ? `a ${f.money(c.total.copay)} copay` : '', c.total.coinsurance > 0 ? `${f.money(c.total.coinsurance)} coinsurance` : ''].filter(Boolean);
    paragraph(
      sheet,
      `The provider billed ${f.money(c.total.billed)}. The amount allowed under your plan is ${f.money(c.total.allowed)}. We paid ${f.money(c.total.planPaid)} directly to the provider. You may owe the provider ${f.money(c.total.patient)}${parts.length ? `, which is ${parts.join(' and ')}` : ''}.`,
      60,
      490,
      10,
      'serif',
      10,
    );
    sheet.row([{ text: w.get('glance'), x: 60, font: 'bold', size: 11 }], 2);
    const pairs: Pair[] = [
      [w.get('provider'), p.provider],
      [w.get('network'), w.network(c.inNetwork)],
      [w.get('serviceDate'), f.date(c.serviceDate)],
      [w.get('service'), c.lines.map((l) => l.description).join('; ')],
      ...totalPairs(w, f, c.total, ['billed', 'allowed', 'deductible', 'copay', 'coinsurance', 'planPaid', 'patient']),
    ];
    beside(sheet, pairs, { x: 72, valueX: 250, size: 9.5, labelFont: 'bold', valueFont: 'serif' });
    sheet.space(12).row([{ text: up(w.get('notBill')), x: 60, font: 'bold' }], 6);
    sheet.row([{ text: 'Sincerely,', x: 60 }]).row([{ text: 'Claims Department', x: 60 }], 10);
    if (!ctx.options.onePage) sheet.row([{ text: w.marketing(), x: 60, size: 8, font: 'italic' }]);
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true }), doc: sheet };
  }),

  // A dental EOB: subscriber and patient (often a child), tooth and surface columns, the plan's
  // percentage per procedure, annual-maximum figures and a remark glossary; no copay column.
  fam('dental-benefits', 'dev', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['us-slash', 'us-short'], ['dollar', 'plain']);
    const p = partiesOf(ctx, { insurer: 'dental', provider: 'dental', dependent: 0.6 });
    const c = claimOf(ctx, { services: DENTAL, first: DENTAL.slice(0, 2), lines: [1, 8], onePageLines: [1, 4], deductible: true, inNetwork: 0.8, claimStyle: 'short' });
    const r = new Remarks('two', w);
    const tooth = (l: Line) => (/^D(2|3|7|1351)/.test(l.code) ? String(2 + Math.floor(hash01(`${c.number}${l.code}${l.date}`) * 30)) : '');
    const surface = (l: Line) => (l.code === 'D2392' ? rng.pick(['MO', 'DO', 'OL', 'MB']) : '');
    const surfaces = new Map(c.lines.map((l) => [l, surface(l)]));
    const { sheet, hooks } = newSheet({ size: 8.5, font: 'regular', top: 44, bottom: 56 });
    sheet.row([{ text: p.insurer, x: 40, size: 15, font: 'bold' }, { text: `Dental ${w.get('title')}`, x: 572, size: 10, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${p.insurerAddr.line1}, ${p.insurerAddr.line2}`, x: 40, size: 7.5 }, { text: `${w.get('phone')} ${p.phone}`, x: 572, size: 7.5, align: 'right' }], 12);
    columns(
      sheet,
      factRows([[w.get('holder'), p.holder], [w.get('member'), p.member], [w.get('memberId'), p.memberId], [w.get('group'), p.group]], 40, {}),
      factRows([[w.get('statementDate'), f.date(c.processed)], [w.get('claimNumber'), c.number], [w.get('provider'), p.provider], [w.get('network'), w.network(c.inNetwork)]], 330, {}),
    );
    sheet.space(10);
    const rows: Row[] = [...c.lines, totalRow(c, w.get('totals'))];
    table(
      sheet,
      hooks,
      [
        { head: w.get('serviceDate'), x: 40, w: 40, cell: lineText((l) => f.short(l.date)) },
        { head: w.get('tooth'), x: 86, w: 24, cell: lineText(tooth) },
        { head: 'Surf', x: 112, w: 20, cell: lineText((l) => surfaces.get(l) ?? '') },
        { head: w.get('code'), x: 136, w: 32, cell: lineText((l) => l.code) },
        { head: w.get('service'), x: 172, w: 118, cell: lineText((l) => l.description, true) },
        ...amountCols(w, f, ['billed', 'allowed', 'deductible'], [340, 388, 432], { width: 42, size: 7 }),
        { head: w.fitting('dentalPercent', 30, 7, 'bold'), x: 466, w: 30, align: 'right', cell: lineText((l) => `${Math.round(l.share * 100)}%`) },
        ...amountCols(w, f, ['planPaid', 'patient'], [518, 568], { width: 44, size: 7 }),
      ],
      rows,
      { size: 7.5, headSize: 7, repeat: true, rule: true, rowFont: (row) => (isTotal(row) ? 'bold' : undefined) },
    );
    for (const l of c.lines) r.codes(l.reasons);
    keepTogether(sheet, 90, 56);
    const max = rng.pick([1000, 1500, 2000, 2500]);
    const used = Math.min(max, rng.int(0, 8) * 100 + c.total.planPaid);
    sheet.space(12).row([{ text: `${w.get('annualMax')}: ${f.money(max)}`, x: 40 }, { text: `Used to date: ${f.money(used)}`, x: 230 }, { text: `Remaining: ${f.money(Math.round((max - used) * 100) / 100)}`, x: 400 }], 8);
    glossary(sheet, w.get('remarkHead'), r.glossary(), { x: 40, width: 520 });
    everyPage(sheet, (page, total) => [{ text: `${c.number}  ${page}/${total}`, x: 572, y: H - 36, size: 7, align: 'right' }]);
    return { truth: truthOf(c, p, { copay: false, deductible: true, network: true }), doc: sheet };
  }),

  // One service, no table: a centred "not a bill" banner, facts in two columns beside each other and
  // the figures as labelled boxes, four to a row.
  fam('not-a-bill-boxes', 'dev', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['us-slash', 'abbrev', 'us-dash'], ['dollar', 'usd'], ['minus', 'parens', 'positive']);
    const p = partiesOf(ctx, { insurer: rng.pick(['national', 'regional'] as const), provider: rng.pick(['physician', 'lab', 'imaging', 'emergency'] as const) });
    const c = claimOf(ctx, { services: [...VISITS, ...IMAGING, ...EMERGENCY, ...LAB], lines: [1, 1], onePageLines: [1, 1], copay: true, deductible: true, coinsurance: true, claimStyle: rng.pick(['alnum', 'dated'] as const) });
    const { sheet } = newSheet({ size: 9, font: 'regular', top: 40, bottom: 50 });
    const banner = up(w.get('notBill'));
    sheet.row([{ text: banner, x: centered(banner, 16, 'bold'), size: 16, font: 'bold' }], 12);
    sheet.row([{ text: p.insurer, x: 40, size: 13, font: 'bold' }, { text: w.get('title'), x: 572, size: 10, align: 'right' }]);
    sheet.row([{ text: `${w.get('phone')}: ${p.phone}`, x: 40, size: 8 }], 14);
    columns(
      sheet,
      factRows([[w.get('member'), p.member], [w.get('memberId'), p.memberId], [w.get('holder'), p.holder], [w.get('group'), p.group]], 40, { colon: true, size: 8.5 }),
      factRows([[w.get('claimNumber'), c.number], [w.get('statementDate'), f.date(c.processed)], [w.get('provider'), p.provider], [w.get('network'), w.network(c.inNetwork)], [w.get('serviceDate'), f.date(c.serviceDate)]], 320, { colon: true, size: 8.5 }),
    );
    const line = c.lines[0] as Line;
    sheet.space(10).row([{ text: colon(w.get('service')), x: 40, font: 'bold' }, { text: `${line.description} (${line.code})`, x: 140 }], 12);
    sheet.row([rule(40, 572, 8)], 4);
    const L = { billed: w.get('billed'), discount: w.get('discount'), allowed: w.get('allowed'), deductible: w.get('deductible'), copay: w.get('copay'), coinsurance: w.get('coinsurance'), planPaid: w.get('planPaid'), patient: w.get('patient') };
    above(
      sheet,
      [
        [L.billed, f.money(c.total.billed)],
        [L.discount, f.credit(c.total.discount)],
        [L.allowed, f.money(c.total.allowed)],
        [L.deductible, f.money(c.total.deductible)],
        [L.copay, f.money(c.total.copay)],
        [L.coinsurance, f.money(c.total.coinsurance)],
        [L.planPaid, f.money(c.total.planPaid)],
        [L.patient, f.money(c.total.patient)],
      ],
      { x: 40, perRow: 4, columnWidth: 133, labelSize: 7.5, valueSize: 12, valueFont: 'bold', gap: 10 },
    );
    sheet.row([rule(40, 572, 8)], 8);
    paragraph(sheet, `${L.allowed} = ${L.billed} minus ${L.discount}. ${L.patient} = ${L.deductible} + ${L.copay} + ${L.coinsurance}.`, 40, 520, 8, 'italic', 10);
    sheet.row([{ text: w.marketing(), x: 40, size: 8 }]);
    sheet.row([{ text: `${p.insurer}, ${p.insurerAddr.line1}, ${p.insurerAddr.line2}`, x: 40, size: 7, grey: 0.4 }]);
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true }), doc: sheet };
  }),

  // Two claims for the same member on one statement, each under its own "Claim Number" heading with
  // its own table and totals; the truth is the first claim.
  fam('multi-claim-statement', 'dev', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['us-slash', 'abbrev'], ['dollar', 'plain'], ['minus', 'parens']);
    const p = partiesOf(ctx, { insurer: 'national', provider: 'physician', dependent: 0.3 });
    const spec: ClaimSpec = { services: [...PROF, ...LAB], first: VISITS, lines: [1, 5], onePageLines: [1, 2], copay: true, deductible: true, coinsurance: true, claimStyle: 'alnum' };
    const first = claimOf(ctx, spec);
    const other = claimOf({ ...ctx, options: { ...ctx.options, eob: { serviceDate: addDays(first.serviceDate, rng.int(-20, 5)) } } }, { ...spec, services: [...LAB, ...IMAGING], first: undefined });
    const statement = ctx.options.eob?.statementDate ?? (first.processed > other.processed ? first.processed : other.processed);
    const claims = [
      { c: { ...first, processed: statement }, provider: p.provider },
      { c: { ...other, processed: statement }, provider: providerName(rng, ctx.split, rng.pick(['lab', 'imaging'] as const)) },
    ];
    const L = { claim: w.get('claimNumber'), provider: w.get('provider'), network: w.get('network'), received: w.get('received'), date: w.get('serviceDate'), service: w.get('service'), totals: w.get('totals'), patient: w.get('patient') };
    const { sheet, hooks } = newSheet({ size: 8.5, font: 'regular', top: 42, bottom: 56 });
    sheet.row([{ text: p.insurer, x: 40, size: 15, font: 'bold' }, { text: `${w.get('statementDate')}: ${f.date(statement)}`, x: 572, align: 'right' }]);
    sheet.row([{ text: w.get('title'), x: 40, size: 11 }, { text: `${w.get('memberId')}: ${p.memberId}`, x: 572, align: 'right' }]);
    sheet.row([{ text: w.get('notBill'), x: 40, size: 8, font: 'bold' }, { text: `${w.get('member')}: ${p.member}`, x: 572, align: 'right' }], 10);
    sheet.row([{ text: `Claims processed on this statement: ${claims.length}`, x: 40, font: 'italic' }], 6);
    claims.forEach(({ c, provider }, i) => {
      if (i > 0) keepTogether(sheet, 120, 56);
      sheet.space(8).row([rule(40, 572, 8, '=')], -2);
      sheet.row([{ text: `${L.claim}: ${c.number}`, x: 40, size: 10, font: 'bold' }, { text: `${i + 1} of ${claims.length}`, x: 572, size: 8, align: 'right' }], 2);
      beside(
        sheet,
        [
          [L.provider, provider],
          [L.network, w.network(c.inNetwork)],
          [L.received, f.date(c.received)],
        ],
        { x: 40, valueX: 150, size: 8 },
      );
      sheet.space(4);
      const rows: Row[] = [...c.lines, totalRow(c, L.totals)];
      table(
        sheet,
        hooks,
        [
          { head: L.date, x: 40, w: 44, cell: lineText((l) => f.short(l.date)) },
          { head: L.service, x: 92, w: 140, cell: lineText((l) => l.description, true) },
          ...amountCols(w, f, ['billed', 'discount', 'allowed', 'deductible', 'copay', 'coinsurance', 'planPaid', 'patient'], [278, 320, 362, 404, 446, 488, 530, 572], { width: 38, size: 7 }),
        ],
        rows,
        { size: 7.5, headSize: 7, repeat: true, rule: true, rowFont: (row) => (isTotal(row) ? 'bold' : undefined), banner: (s) => s.row([{ text: `${L.claim}: ${c.number} (continued)`, x: 40, size: 8, font: 'bold' }], 4) },
      );
      sheet.space(4).row([{ text: `${L.patient} - ${L.claim} ${c.number}`, x: 300, font: 'bold' }, { text: f.money(c.total.patient), x: 572, font: 'bold', align: 'right' }]);
    });
    everyPage(sheet, (page, total) => [{ text: `${p.insurer}  -  Page ${page} of ${total}`, x: 572, y: H - 38, size: 7, align: 'right' }]);
    const c = claims[0]?.c ?? first;
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true }), doc: sheet };
  }),

  // Savings only: billed, savings, plan paid and patient share per line; the network status only as
  // a remark code on the first line; the patient's share broken down below the table.
  fam('network-remark-only', 'dev', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['us-slash', 'long'], ['dollar'], ['minus']);
    const p = partiesOf(ctx, { insurer: 'regional', provider: rng.pick(['physician', 'therapy'] as const) });
    const c = claimOf(ctx, { services: [...PROF, ...BEHAVIORAL, ...THERAPY], first: VISITS, lines: [1, 6], onePageLines: [1, 3], copay: true, deductible: true, coinsurance: true, claimStyle: 'dashed' });
    const r = new Remarks('alpha3', w);
    const firstLine = c.lines[0];
    if (firstLine) firstLine.reasons.unshift(c.inNetwork ? 'inNetwork' : 'outNetwork');
    const { sheet, hooks } = newSheet({ size: 9, font: 'regular', top: 46, bottom: 56 });
    sheet.row([{ text: p.insurer, x: 40, size: 14, font: 'bold' }, { text: w.get('title'), x: 572, size: 11, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${p.insurerAddr.line1}, ${p.insurerAddr.line2}`, x: 40, size: 7.5 }, { text: w.get('notBill'), x: 572, size: 7.5, align: 'right' }], 14);
    beside(
      sheet,
      [
        [w.get('member'), p.member],
        [w.get('claimNumber'), c.number],
        [w.get('provider'), p.provider],
        [w.get('statementDate'), f.date(c.processed)],
        [w.get('serviceDate'), f.date(c.serviceDate)],
      ],
      { x: 40, valueX: 170, size: 8.5 },
    );
    sheet.space(10);
    const rows: Row[] = [...c.lines, totalRow(c, w.get('totals'))];
    table(
      sheet,
      hooks,
      [
        { head: w.get('serviceDate'), x: 40, w: 44, cell: lineText((l) => f.short(l.date)) },
        { head: w.get('service'), x: 96, w: 140, cell: lineText((l) => l.description, true) },
        ...amountCols(w, f, ['billed', 'discount', 'planPaid', 'patient'], [300, 352, 404, 456], { width: 46, size: 7.5 }),
        { head: w.get('remarks'), x: 470, w: 100, cell: lineText((l) => r.codes(l.reasons)) },
      ],
      rows,
      { size: 7.5, headSize: 7.5, repeat: true, rule: true, rowFont: (row) => (isTotal(row) ? 'bold' : undefined) },
    );
    keepTogether(sheet, 70, 56);
    sheet.space(10).row([{ text: 'How your share was figured', x: 330, font: 'bold' }]);
    totalsRows(
      sheet,
      [
        [w.get('deductible'), f.money(c.total.deductible), 'regular'],
        [w.get('copay'), f.money(c.total.copay), 'regular'],
        [w.get('coinsurance'), f.money(c.total.coinsurance), 'regular'],
        [w.get('patient'), f.money(c.total.patient), 'bold'],
      ],
      330,
      572,
      { size: 8.5 },
    );
    sheet.space(8);
    glossary(sheet, w.get('remarkHead'), r.glossary(), { x: 40, width: 520, size: 7.5, codeWidth: 28 });
    everyPage(sheet, (page, total) => [{ text: `Page ${page} of ${total}`, x: 306, y: H - 36, size: 7 }]);
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true, allowed: false }), doc: sheet };
  }),

  // A member-portal page printed from a browser: print header and URL footer, site navigation, a
  // status, a two-column fact grid, a cost breakdown and the services as cards.
  fam('portal-claim-print', 'dev', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['abbrev', 'long'], ['dollar'], ['minus']);
    const p = partiesOf(ctx, { insurer: 'national', provider: rng.pick(['physician', 'imaging', 'lab'] as const) });
    const c = claimOf(ctx, { services: [...PROF, ...LAB, ...IMAGING], first: VISITS, lines: [1, 6], onePageLines: [1, 2], copay: true, deductible: true, coinsurance: true, claimStyle: 'prefixed' });
    const printed = addDays(c.processed, rng.int(1, 60));
    const time = `${rng.int(1, 12)}:${rng.int(10, 59)} ${rng.pick(['AM', 'PM'])}`;
    const slug = p.insurer.toLowerCase().replace(/[^a-z]+/g, '');
    const { sheet } = newSheet({ size: 9, font: 'regular', top: 46, bottom: 50 });
    sheet.row([{ text: 'Home      Claims      Benefits      ID Cards      Messages      Find Care', x: 40, size: 8, grey: 0.45 }], 8);
    sheet.row([{ text: p.insurer, x: 40, size: 12, font: 'bold' }], 4);
    sheet.row([{ text: 'Claim Details', x: 40, size: 18, font: 'bold' }, { text: 'Processed', x: 572, size: 10, font: 'bold', align: 'right', grey: 0.35 }], 8);
    above(
      sheet,
      [
        [w.get('member'), p.member],
        [w.get('claimNumber'), c.number],
        [w.get('provider'), p.provider],
        [w.get('network'), w.network(c.inNetwork)],
        [w.get('serviceDate'), f.date(c.serviceDate)],
        [w.get('statementDate'), f.date(c.processed)],
      ],
      { x: 40, perRow: 2, columnWidth: 266, labelSize: 7.5, labelFont: 'regular', valueSize: 10, valueFont: 'bold', gap: 8 },
    );
    sheet.space(6).row([{ text: 'Cost Breakdown', x: 40, size: 12, font: 'bold' }], 2);
    totalsRows(
      sheet,
      totalPairs(w, f, c.total, ['billed', 'discount', 'allowed', 'deductible', 'copay', 'coinsurance', 'planPaid']).map(([label, value]) => [label, value, 'regular'] as const),
      40,
      572,
      { size: 9, gap: 2 },
    );
    sheet.row([rule(40, 572, 8)], 2);
    sheet.row([{ text: w.get('patient'), x: 40, size: 11, font: 'bold' }, { text: f.money(c.total.patient), x: 572, size: 11, font: 'bold', align: 'right' }], 12);
    sheet.row([{ text: `Services (${c.lines.length})`, x: 40, size: 12, font: 'bold' }], 4);
    const L = { billed: w.get('billed'), allowed: w.get('allowed'), planPaid: w.get('planPaid'), patient: w.get('patient') };
    for (const l of c.lines) {
      keepTogether(sheet, 50, 50);
      sheet.row([{ text: l.description, x: 40, font: 'bold' }, { text: `${L.patient} ${f.money(l.patient)}`, x: 572, font: 'bold', align: 'right' }]);
      sheet.row([{ text: `${f.date(l.date)}  -  ${l.code}`, x: 40, size: 7.5, grey: 0.4 }]);
      sheet.row([{ text: `${L.billed} ${f.money(l.billed)}     ${L.allowed} ${f.money(l.allowed)}     ${L.planPaid} ${f.money(l.planPaid)}`, x: 40, size: 8 }], 8);
    }
    everyPage(sheet, (page, total) => [
      { text: `${formatDate(printed, 'us-short')}, ${time}`, x: 30, y: 18, size: 7 },
      { text: `Claim Details | ${p.insurer}`, x: 582, y: 18, size: 7, align: 'right' },
      { text: `https://members.${slug}.example/claims/${c.number}`, x: 30, y: H - 26, size: 7 },
      { text: `${page}/${total}`, x: 582, y: H - 26, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true }), doc: sheet };
  }),

  // Claim information and payment summary side by side, then a short line table (the totals
  // printed twice) and where the payment went.
  fam('two-column-summary', 'dev', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['us-slash', 'us-dash'], ['dollar', 'plain'], ['parens', 'cr']);
    const p = partiesOf(ctx, { insurer: rng.pick(['national', 'regional'] as const), provider: rng.pick(['physician', 'imaging', 'facility'] as const) });
    const c = claimOf(ctx, { services: [...IMAGING, ...PROF, ...LAB], first: rng.bool(0.5) ? VISITS : IMAGING, lines: [1, 8], onePageLines: [1, 3], copay: true, deductible: true, coinsurance: true, notCovered: true, claimStyle: 'alnum' });
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 44, bottom: 56 });
    sheet.row([{ text: p.insurer, x: 40, size: 15, font: 'bold' }, { text: w.get('title'), x: 572, size: 11, font: 'bold', align: 'right' }]);
    sheet.row([{ text: up(w.get('notBill')), x: 40, size: 8, font: 'bold' }, { text: `${w.get('phone')} ${p.phone}`, x: 572, size: 8, align: 'right' }], 12);
    sheet.row([{ text: 'Claim Information', x: 40, size: 10, font: 'bold' }, { text: 'Payment Summary', x: 350, size: 10, font: 'bold' }], -2);
    sheet.row([rule(40, 330, 8), rule(350, 572, 8)], 4);
    const left: Cell[][] = (
      [
        [w.get('member'), p.member],
        [w.get('memberId'), p.memberId],
        [w.get('claimNumber'), c.number],
        [w.get('provider'), p.provider],
        [w.get('network'), w.network(c.inNetwork)],
        [w.get('serviceDate'), f.date(c.serviceDate)],
        [w.get('statementDate'), f.date(c.processed)],
      ] as const
    ).map(([label, value]) => [
      { text: label, x: 40, font: 'bold' },
      { text: value, x: 128 },
    ]);
    const right: Cell[][] = totalPairs(w, f, c.total, ALL_TOTALS).map(([label, value], i, all) => [
      { text: label, x: 350, font: i === all.length - 1 ? 'bold' : 'regular' },
      { text: value, x: 572, align: 'right', font: i === all.length - 1 ? 'bold' : 'regular' },
    ]);
    columns(sheet, left, right, 1);
    sheet.space(12);
    const rows: Row[] = [...c.lines, totalRow(c, w.get('totals'))];
    table(
      sheet,
      hooks,
      [
        { head: w.get('serviceDate'), x: 40, w: 44, cell: lineText((l) => f.short(l.date)) },
        { head: w.get('service'), x: 92, w: 150, cell: lineText((l) => l.description, true) },
        { head: w.get('code'), x: 250, w: 40, cell: lineText((l) => l.code) },
        ...amountCols(w, f, ['billed', 'allowed', 'planPaid', 'patient'], [350, 424, 498, 572], { width: 66, size: 7.5 }),
      ],
      rows,
      { size: 8, headSize: 7.5, repeat: true, rule: true, rowFont: (row) => (isTotal(row) ? 'bold' : undefined) },
    );
    sheet.space(10).row([{ text: `${colon(w.get('paidTo'))} ${p.provider}`, x: 40 }, { text: `${w.get('checkNumber')}: ${rng.digits(8)}`, x: 350 }, { text: f.money(c.total.planPaid), x: 572, align: 'right' }], 6);
    if (!ctx.options.onePage) sheet.row([{ text: w.marketing(), x: 40, size: 7.5, font: 'italic' }]);
    everyPage(sheet, (page, total) => [{ text: `${page} of ${total}`, x: 572, y: H - 36, size: 7, align: 'right' }]);
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true }), doc: sheet };
  }),

  // An inpatient facility claim: revenue-code lines over several pages (header repeated, page x of
  // y), a stay period, the type of service at claim level and a payment summary after the lines.
  fam('facility-inpatient', 'dev', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['us-slash', 'us-2digit'], ['plain', 'dollar'], ['parens', 'minus']);
    const p = partiesOf(ctx, { insurer: rng.pick(['national', 'regional'] as const), provider: 'facility' });
    const c = claimOf(ctx, { services: FACILITY.slice(1), first: FACILITY.slice(0, 1), lines: [8, 34], onePageLines: [2, 5], copay: true, deductible: true, coinsurance: true, notCovered: true, spreadDays: 5, claimStyle: 'long-digits' });
    const kind = rng.pick(['Inpatient hospital', 'Inpatient admission', 'Hospital inpatient stay']);
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 44, bottom: 60 });
    sheet.row([{ text: p.insurer, x: 40, size: 15, font: 'bold' }, { text: w.get('title'), x: 572, size: 11, align: 'right' }]);
    sheet.row([{ text: 'Facility Claim', x: 40, size: 10, font: 'bold' }, { text: w.get('notBill'), x: 572, size: 8, font: 'bold', align: 'right' }], 12);
    beside(
      sheet,
      [
        [w.get('member'), p.member],
        [w.get('claimNumber'), c.number],
        [w.get('provider'), p.provider],
        [w.get('network'), w.network(c.inNetwork)],
        [w.get('serviceDate'), `${f.date(c.serviceDate)} - ${f.date(c.lastDate)}`],
        [w.get('service'), kind],
        [w.get('statementDate'), f.date(c.processed)],
        [w.get('account'), p.account],
      ],
      { x: 40, valueX: 160, size: 8 },
    );
    sheet.space(10);
    const rows: Row[] = [...c.lines, totalRow(c, w.get('totals'))];
    table(
      sheet,
      hooks,
      [
        { head: 'Rev Code', x: 40, w: 36, cell: lineText((l) => l.code) },
        { head: 'Description', x: 82, w: 140, cell: lineText((l) => l.description, true) },
        { head: w.get('serviceDate'), x: 236, w: 44, cell: lineText((l) => f.short(l.date)) },
        ...amountCols(w, f, ['billed', 'notCovered', 'discount', 'allowed'], [356, 428, 500, 572], { width: 64, size: 7.5 }),
      ],
      rows,
      { size: 7.5, headSize: 7.5, repeat: true, rule: true, rowFont: (row) => (isTotal(row) ? 'bold' : undefined), banner: (s) => s.row([{ text: `${p.member}  -  ${c.number}  (continued)`, x: 40, size: 8, font: 'italic' }], 4) },
    );
    keepTogether(sheet, 170, 60);
    sheet.space(12).row([{ text: w.get('glance'), x: 300, size: 10, font: 'bold' }], 2);
    totalsRows(
      sheet,
      totalPairs(w, f, c.total, ALL_TOTALS).map(([label, value], i) => [label, value, i >= 7 ? 'bold' : 'regular'] as const),
      300,
      572,
      { size: 8.5 },
    );
    everyPage(sheet, (page, total) => [
      { text: `${w.get('claimNumber')} ${c.number}`, x: 40, y: H - 40, size: 7 },
      { text: `Page ${page} of ${total}`, x: 572, y: H - 40, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true, service: kind }), doc: sheet };
  }),

  // Mostly out of network, the plan pays the member: the EOB on top, a detachable reimbursement
  // check below (amount in figures and words, void notice, MICR line).
  fam('reimbursement-check', 'dev', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['us-slash', 'long'], ['dollar', 'plain']);
    const p = partiesOf(ctx, { insurer: rng.pick(['national', 'administrator'] as const), provider: rng.pick(['physician', 'therapy'] as const), dependent: 0.2 });
    const c = claimOf(ctx, { services: [...PROF, ...THERAPY, ...BEHAVIORAL], first: [...VISITS, ...BEHAVIORAL], lines: [1, 6], onePageLines: [1, 2], deductible: true, coinsurance: true, notCovered: true, inNetwork: 0.25, claimStyle: 'dated' });
    const { sheet, hooks } = newSheet({ size: 8.5, font: 'regular', top: 40, bottom: 40 });
    sheet.row([{ text: p.insurer, x: 40, size: 14, font: 'bold' }, { text: w.get('title'), x: 572, size: 10, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${p.insurerAddr.line1}, ${p.insurerAddr.line2}`, x: 40, size: 7.5 }, { text: `${w.get('statementDate')} ${f.date(c.processed)}`, x: 572, size: 8, align: 'right' }], 12);
    beside(
      sheet,
      [
        [w.get('member'), p.member],
        [w.get('memberId'), p.memberId],
        [w.get('claimNumber'), c.number],
        [w.get('provider'), p.provider],
        [w.get('network'), w.network(c.inNetwork)],
      ],
      { x: 40, valueX: 150, size: 8.5 },
    );
    sheet.space(8);
    const rows: Row[] = [...c.lines, totalRow(c, w.get('totals'))];
    table(
      sheet,
      hooks,
      [
        { head: w.get('serviceDate'), x: 40, w: 42, cell: lineText((l) => f.short(l.date)) },
        { head: w.get('service'), x: 90, w: 140, cell: lineText((l) => l.description, true) },
        ...amountCols(w, f, ['billed', 'notCovered', 'allowed', 'deductible', 'coinsurance', 'planPaid', 'patient'], [300, 346, 392, 438, 484, 528, 572], { width: 42, size: 7 }),
      ],
      rows,
      { size: 7.5, headSize: 7, repeat: true, rule: true, rowFont: (row) => (isTotal(row) ? 'bold' : undefined) },
    );
    const toMember = !c.inNetwork && c.total.planPaid > 0;
    sheet.space(8).row([{ text: `${colon(w.get('paidTo'))} ${toMember ? p.member : p.provider}`, x: 40, font: 'bold' }, { text: f.money(c.total.planPaid), x: 572, font: 'bold', align: 'right' }], 4);
    sheet.row([{ text: toMember ? 'Your provider is not in the network, so we sent the payment to you. You are responsible for paying your provider.' : 'Payment was sent to your provider.', x: 40, size: 7.5, font: 'italic' }]);
    if (toMember) {
      keepTogether(sheet, 170, 40);
      const check = rng.digits(7);
      sheet.space(16).row([rule(40, 572, 7, '-')]);
      sheet.row([{ text: 'DETACH CHECK AT PERFORATION', x: centered('DETACH CHECK AT PERFORATION', 6.5, 'regular'), size: 6.5 }], 8);
      sheet.row([{ text: p.insurer, x: 50, font: 'bold', size: 10 }, { text: `${w.get('checkNumber')} ${check}`, x: 562, align: 'right' }]);
      sheet.row([{ text: `${p.insurerAddr.line1}, ${p.insurerAddr.line2}`, x: 50, size: 7 }, { text: `DATE ${formatDate(c.processed, 'us-slash')}`, x: 562, align: 'right' }], 10);
      sheet.row([{ text: 'PAY TO THE ORDER OF', x: 50, size: 7 }, { text: up(p.member), x: 150, font: 'bold' }, { text: `$***${formatMoney(c.total.planPaid, 'plain')}`, x: 562, align: 'right', font: 'mono-bold', size: 10 }], 4);
      sheet.row([{ text: `${dollarsInWords(c.total.planPaid)} ${'*'.repeat(8)}`, x: 50, size: 8, font: 'italic' }], 8);
      sheet.row([{ text: 'VOID AFTER 180 DAYS', x: 50, size: 7, font: 'bold' }, { text: 'AUTHORIZED SIGNATURE', x: 562, size: 6.5, align: 'right' }], 8);
      sheet.row([{ text: `C${check}C A${rng.digits(9)}A ${rng.digits(10)}C`, x: 150, font: 'mono', size: 10 }]);
    }
    return { truth: truthOf(c, p, { copay: false, deductible: true, network: true }), doc: sheet };
  }),

  // A half-letter page in capitals for lab work: two fact columns, test lines by code (no copay), and
  // the patient's share printed again at the end; pages break on the short sheet.
  fam('compact-lab-summary', 'dev', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['us-2digit', 'us-slash', 'upper-abbrev'], ['plain', 'dollar'], ['minus', 'cr']);
    const p = partiesOf(ctx, { insurer: rng.pick(['national', 'regional'] as const), provider: 'lab' });
    const c = claimOf(ctx, { services: LAB, lines: [2, 24], onePageLines: [1, 4], deductible: true, coinsurance: true, claimStyle: 'short' });
    const PH = 396;
    const { sheet, hooks } = newSheet({ size: 7.5, font: 'regular', top: 30, bottom: 34, height: PH });
    sheet.row([{ text: up(p.insurer), x: 40, size: 11, font: 'bold' }, { text: up(w.get('title')), x: 572, size: 9, font: 'bold', align: 'right' }], 6);
    columns(
      sheet,
      factRows([[w.get('member'), p.member], [w.get('claimNumber'), c.number], [w.get('provider'), p.provider]], 40, { caps: true }),
      factRows([[w.get('statementDate'), f.date(c.processed)], [w.get('serviceDate'), f.date(c.serviceDate)], [w.get('network'), w.network(c.inNetwork)]], 340, { caps: true }),
    );
    sheet.space(6);
    const rows: Row[] = [...c.lines, totalRow(c, up(w.get('totals')))];
    table(
      sheet,
      hooks,
      [
        { head: w.get('code'), x: 40, w: 34, cell: lineText((l) => l.code) },
        { head: w.get('service'), x: 80, w: 150, cell: lineText((l) => up(l.description), true) },
        ...amountCols(w, f, ['billed', 'discount', 'allowed', 'deductible', 'coinsurance', 'planPaid', 'patient'], [290, 337, 384, 431, 478, 525, 572], { width: 43, size: 6.5, caps: true }),
      ],
      rows,
      { size: 7, headSize: 6.5, caps: true, repeat: true, rule: true, rowFont: (row) => (isTotal(row) ? 'bold' : undefined), banner: (s) => s.row([{ text: `${up(p.insurer)} - ${c.number}`, x: 40, size: 7, font: 'bold' }], 2) },
    );
    keepTogether(sheet, 30, 34, PH);
    sheet.space(6).row([{ text: up(w.get('patient')), x: 330, font: 'bold', size: 8.5 }, { text: f.money(c.total.patient), x: 572, font: 'bold', size: 8.5, align: 'right' }]);
    everyPage(sheet, (page, total) => [{ text: `PAGE ${page} OF ${total}`, x: 572, y: PH - 24, size: 6.5, align: 'right' }]);
    return { truth: truthOf(c, p, { copay: false, deductible: true, network: true, caps: true }), doc: sheet };
  }),

  // A claim summary with no table: the patient, provider, network status and processing date in
  // sentences, then each service line as its own block of stacked label/value pairs with its notes
  // beside it, and a "Claim totals" block in the same wording.
  fam('stacked-service-details', 'dev', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['long', 'abbrev', 'us-slash'], ['dollar'], ['minus', 'positive']);
    const p = partiesOf(ctx, { insurer: rng.pick(['national', 'regional'] as const), provider: rng.pick(['physician', 'imaging', 'therapy'] as const), dependent: 0.35 });
    const c = claimOf(ctx, { services: [...PROF, ...LAB, ...IMAGING, ...THERAPY], first: VISITS, lines: [1, 6], onePageLines: [1, 2], copay: true, deductible: true, coinsurance: true, notCovered: true, spreadDays: 2, claimStyle: rng.pick(['alnum', 'prefixed'] as const) });
    const L = {
      billed: rng.pick(['What your provider charged', 'Amount your provider charged']),
      discount: 'Your plan discount',
      notCovered: 'Not covered by your plan',
      allowed: "Your plan's allowed amount",
      deductible: 'Your plan deductible',
      copay: 'Your copay',
      coinsurance: 'Your coinsurance',
      planPaid: 'What your plan paid',
      patient: rng.pick(['What you may owe', 'Amount you may owe the provider']),
    };
    const keys = ['billed', 'discount', 'notCovered', 'allowed', 'deductible', 'copay', 'coinsurance', 'planPaid', 'patient'] as const;
    const amountRows = (a: Amounts, size: number): Cell[][] =>
      keys.map((k) => {
        const font: FontName = k === 'patient' ? 'bold' : 'regular';
        return [
          { text: L[k], x: 52, size, font },
          { text: k === 'discount' ? f.credit(a[k]) : f.money(a[k]), x: 300, size, font, align: 'right' },
        ];
      });
    const noteRows = (heading: string, texts: readonly string[]): Cell[][] => [
      [{ text: heading, x: 340, size: 7.5, font: 'bold' }],
      ...texts.flatMap((t) => wrap(t, 232, 7.5, 'regular').map((line): Cell[] => [{ text: line, x: 340, size: 7.5 }])),
    ];
    const { sheet } = newSheet({ size: 8.5, font: 'regular', top: 40, bottom: 50 });
    sheet.row([{ text: p.insurer, x: 40, size: 15, font: 'bold' }, { text: w.get('title'), x: 572, size: 11, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${p.insurerAddr.line1}, ${p.insurerAddr.line2}`, x: 40, size: 7.5 }, { text: `${w.get('phone')} ${p.phone}`, x: 572, size: 7.5, align: 'right' }]);
    sheet.row([{ text: w.get('notBill'), x: 40, size: 8.5, font: 'bold' }], 6);
    sheet.row([rule(40, 572, 8)], 8);
    sheet.row([{ text: 'About this claim', x: 40, size: 12, font: 'bold' }], 2);
    const network = c.inNetwork ? "This provider is in your plan's network." : "This provider is not in your plan's network. You may be billed for charges above the allowed amount.";
    const dates = c.lastDate === c.serviceDate ? f.date(c.serviceDate) : `${f.date(c.serviceDate)} to ${f.date(c.lastDate)}`;
    columns(
      sheet,
      [
        [{ text: `Person who received care: ${p.member}`, x: 40, size: 9 }],
        [{ text: `Care provided by ${p.provider}`, x: 40, size: 9 }],
        ...wrap(network, 270, 9, 'regular').map((line): Cell[] => [{ text: line, x: 40, size: 9 }]),
        [{ text: `We processed this claim on ${f.date(c.processed)}.`, x: 40, size: 9 }],
      ],
      factRows(
        [
          [w.get('claimNumber'), c.number],
          ['Date(s) of care', dates],
          [w.get('memberId'), p.memberId],
          ['Coverage holder', p.holder],
          [w.get('group'), p.group],
        ],
        330,
        { size: 8 },
      ),
    );
    sheet.space(12).row([{ text: 'Details by service', x: 40, size: 12, font: 'bold' }], -2);
    sheet.row([rule(40, 572, 8)], 6);
    c.lines.forEach((l, i) => {
      const notes = noteRows('Notes', l.reasons.map((reason) => w.remark(reason)));
      keepTogether(sheet, 24 + 12.4 * Math.max(keys.length, notes.length), 50);
      sheet.row([{ text: `${i + 1}. ${l.description} (${l.code})`, x: 40, size: 9, font: 'bold' }, { text: `Date of care ${f.date(l.date)}`, x: 572, size: 8, align: 'right' }], 1);
      columns(sheet, amountRows(l, 8), notes);
      sheet.space(9);
    });
    keepTogether(sheet, 36 + 12.4 * keys.length, 50);
    sheet.row([rule(40, 572, 8)], 4);
    sheet.row([{ text: 'Claim totals', x: 40, size: 10, font: 'bold' }], 1);
    const owe = `You may owe ${p.provider} ${f.money(c.total.patient)}. Please wait for a bill from your provider before you pay, and compare it with this statement.`;
    columns(sheet, amountRows(c.total, 8.5), noteRows('What happens next', [owe]));
    if (!ctx.options.onePage) sheet.space(10).row([{ text: w.marketing(), x: 40, size: 7.5, font: 'italic' }]);
    everyPage(sheet, (page, total) => [
      { text: `${p.member}  |  ${c.number}`, x: 40, y: H - 34, size: 7, grey: 0.35 },
      { text: `Page ${page} of ${total}`, x: 572, y: H - 34, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true }), doc: sheet };
  }),

  // A vision plan statement: a mailing block beside the claim facts, the patient and eye doctor with
  // "Network doctor? Yes/No", then one table without a date column whose lines fall under "Eye exam"
  // and "Eyewear" with subtotals before the claim total, your cost before the benefit paid, and the
  // next eligibility dates; copays only, no deductible or coinsurance.
  fam('vision-exam-eyewear', 'dev', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['us-slash', 'us-short', 'abbrev'], ['dollar', 'dollar-nocomma']);
    const parties = partiesOf(ctx, { insurer: rng.pick(['national', 'administrator'] as const), provider: 'physician', dependent: 0.5 });
    const stems = [...n.PROVIDER_STEMS, ...PROVIDER_STEMS.dev];
    const doctor = rng.bool(0.3) ? `${person(rng, ctx.split).replace(/ [A-Z]\. /, ' ')}, OD` : `${rng.pick(stems)} ${rng.pick(['Eye Care', 'Vision Center', 'Optometry', 'Eye Associates', 'Family Eyecare'])}`;
    const p: Parties = { ...parties, provider: ctx.options.eob?.providerName ?? doctor };
    const c = claimOf(ctx, { services: EYEWEAR, first: EYE_EXAMS, lines: [1, 4], onePageLines: [1, 3], copay: true, notCovered: true, inNetwork: 0.7, claimStyle: rng.pick(['long-digits', 'short'] as const) });
    // What one visit dispenses (glasses or contacts), the dearest item on the dearest line.
    const items = c.lines.length - 1;
    const lens = rng.pick(EYEWEAR.slice(1, 4));
    const kit: readonly Service[] = (
      items === 1 ? [rng.pick([lens, EYEWEAR[6]])] : items === 2 ? rng.pick([[EYEWEAR[0], lens], [EYEWEAR[7], EYEWEAR[6]]]) : [EYEWEAR[0], lens, rng.pick(EYEWEAR.slice(4, 6))]
    ).filter((x): x is Service => x !== undefined);
    const byPrice = [...kit].sort((a, b) => b[3] - a[3]);
    [...c.lines.slice(1)].sort((a, b) => b.billed - a.billed).forEach((l, i) => {
      const [description, code] = byPrice[i] ?? kit[0] ?? ['Eyewear', 'V2799'];
      l.description = description;
      l.code = code;
    });
    const order = (l: Line) => kit.findIndex((k) => k[1] === l.code);
    const r = new Remarks('numeric', w);
    const { sheet, hooks } = newSheet({ size: 8.5, font: 'regular', top: 42, bottom: 54 });
    sheet.row([{ text: p.insurer, x: 40, size: 15, font: 'bold' }, { text: 'Explanation of Vision Benefits', x: 572, size: 11, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${p.insurerAddr.line1}, ${p.insurerAddr.line2}`, x: 40, size: 7.5 }, { text: w.get('notBill'), x: 572, size: 8, font: 'bold', align: 'right' }], 16);
    columns(
      sheet,
      [[{ text: up(p.holder), x: 40, size: 9 }], [{ text: up(p.memberAddr.line1), x: 40, size: 9 }], [{ text: up(p.memberAddr.line2), x: 40, size: 9 }]],
      factRows(
        [
          ['Finalized on', f.date(c.processed)],
          [w.get('claimNumber'), c.number],
          [w.get('memberId'), p.memberId],
          ['Primary insured', p.holder],
          ['Submitted on', f.date(c.received)],
        ],
        330,
        { size: 8 },
      ),
    );
    sheet.space(12).row([{ text: 'Patient and doctor', x: 40, size: 10, font: 'bold' }], -2);
    sheet.row([rule(40, 572, 8)], 4);
    columns(
      sheet,
      factRows([['Covered individual', p.member], ['Visit date', f.date(c.serviceDate)]], 40, { size: 8.5, labelFont: 'regular', valueFont: 'bold' }),
      factRows([['Doctor or facility', p.provider], ['Network doctor?', c.inNetwork ? 'Yes' : 'No']], 330, { size: 8.5, labelFont: 'regular', valueFont: 'bold' }),
    );
    sheet.space(12);
    type VisionRow = { kind: 'section'; label: string } | { kind: 'line'; line: Line } | { kind: 'sum'; label: string; a: Amounts };
    const sum = (lines: readonly Line[]): Amounts => Object.fromEntries(AMOUNT_KEYS.map((k) => [k, Math.round(lines.reduce((s, l) => s + l[k] * 100, 0)) / 100])) as Amounts;
    const exam = c.lines.filter((l) => l.code.startsWith('92')).sort((a, b) => order(a) - order(b));
    const eyewear = c.lines.filter((l) => !l.code.startsWith('92')).sort((a, b) => order(a) - order(b));
    const rows: VisionRow[] = [
      ...([['Eye exam', 'Exam subtotal', exam], ['Eyewear', 'Eyewear subtotal', eyewear]] as const).flatMap(([label, subtotal, lines]): VisionRow[] =>
        lines.length === 0 ? [] : [{ kind: 'section', label }, ...lines.map((line): VisionRow => ({ kind: 'line', line })), { kind: 'sum', label: subtotal, a: sum(lines) }],
      ),
      { kind: 'sum', label: 'Total, all services', a: c.total },
    ];
    const amount = (k: keyof Amounts) => (row: VisionRow): string => (row.kind === 'line' ? f.money(row.line[k]) : row.kind === 'sum' ? f.money(row.a[k]) : '');
    const head: [string, keyof Amounts][] = [
      ['Retail charge', 'billed'],
      ['Discount applied', 'discount'],
      ['Amount over allowance', 'notCovered'],
      ['Allowance applied', 'allowed'],
      ['Member copay', 'copay'],
      ['Your cost', 'patient'],
      ['Benefit paid', 'planPaid'],
    ];
    table<VisionRow>(
      sheet,
      hooks,
      [
        { head: 'Item or service', x: 40, w: 130, cell: (row) => (row.kind === 'line' ? `  ${row.line.description}` : row.label) },
        { head: 'Code', x: 180, w: 28, cell: (row) => (row.kind === 'line' ? row.line.code : '') },
        ...head.map(([label, k], i): Col<VisionRow> => ({ head: label, x: 300 + i * 41, w: 38, align: 'right', cell: amount(k) })),
        { head: 'Note', x: 550, w: 22, cell: (row) => (row.kind === 'line' ? r.codes(row.line.reasons.filter((x) => x !== 'discount'), ',') : '') },
      ],
      rows,
      {
        size: 7.5,
        headSize: 7,
        repeat: true,
        rule: true,
        rowFont: (row) => (row.kind === 'line' ? undefined : 'bold'),
        banner: (s) => s.row([{ text: `${p.member}  -  ${c.number}  (continued)`, x: 40, size: 8, font: 'italic' }], 4),
      },
    );
    keepTogether(sheet, 110, 54);
    const paidTo = c.inNetwork ? `We paid ${f.money(c.total.planPaid)} to ${p.provider}.` : `${p.provider} is not a network doctor, so we sent ${f.money(c.total.planPaid)} to ${p.holder}.`;
    sheet.space(8).row([{ text: paidTo, x: 40, size: 8.5, font: 'bold' }], 2);
    paragraph(sheet, 'Your cost is what you pay the doctor: your copay plus any amount over your allowance or not covered by your plan.', 40, 520, 7.5, 'italic', 6);
    const next = (months: number) => f.date(addDays(c.serviceDate, Math.round(months * 30.44)));
    sheet.row([{ text: 'Next eligible', x: 40, size: 8, font: 'bold' }, { text: `Exam ${next(12)}`, x: 120, size: 8 }, { text: `Lenses ${next(12)}`, x: 250, size: 8 }, { text: `Frames ${next(24)}`, x: 380, size: 8 }], 6);
    glossary(sheet, 'Notes', r.glossary(), { x: 40, width: 520, size: 7, codeWidth: 24 });
    everyPage(sheet, (page, total) => [{ text: `${p.insurer}  -  ${page}/${total}`, x: 572, y: H - 36, size: 7, align: 'right' }]);
    return { truth: truthOf(c, p, { copay: true, deductible: false, network: true }), doc: sheet };
  }),
  // A third-party administrator's EOB for a self-funded employer plan: the employer's plan as the
  // heading and the TPA as "Administered by", the participant and the claimant with the relationship,
  // each service line printed on two rows (dates, code and description, then a waterfall of amounts
  // under a second header row), "Claim totals:", the benefit payment, plan-year accumulators, the
  // explanation codes and ERISA appeal rights.
  fam('tpa-employer-plan', 'dev', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['us-slash', 'us-2digit'], ['plain', 'dollar'], ['minus', 'parens']);
    const p = partiesOf(ctx, { insurer: 'administrator', provider: rng.pick(['physician', 'imaging', 'therapy'] as const), dependent: 0.55, id: rng.pick(['digits', 'dashed'] as const) });
    const c = claimOf(ctx, { services: [...PROF, ...LAB, ...IMAGING, ...THERAPY], first: VISITS, lines: [1, 14], onePageLines: [1, 3], copay: true, deductible: true, coinsurance: true, notCovered: true, spreadDays: 4, claimStyle: rng.pick(['dated', 'long-digits'] as const) });
    const r = new Remarks('alpha3', w);
    const employer = rng.pick(['Cascade Tool & Die', 'Millbrook Unified School District', 'Granite Ridge Logistics', 'Pioneer Valley Foods', 'Lakeshore Fabrication', 'County of Redwood', 'Sterling Hardwood Products', 'Bayview Cold Storage']);
    const named = `${employer} ${rng.pick(['Employee Benefit Plan', 'Group Health Plan', 'Employee Health Care Plan', 'Health & Welfare Plan'])}`;
    // The plan is the insurer (a visit's pair names it as the bill does).
    const plan = ctx.options.eob?.insuranceCompany ?? named;
    const relation = p.holder === p.member ? 'Self' : rng.pick(['Spouse', 'Child', 'Dependent']);
    const ppo = rng.pick(['Tri-State Preferred Network', 'Heartland Select PPO', 'Alliance Choice PPO']);
    const [inPpo, outPpo] = rng.pick([['Preferred (PPO)', 'Non-Preferred'], ['PPO Provider', 'Non-PPO Provider']] as const);
    const BOTTOM = 56;
    const { sheet, hooks } = newSheet({ size: 7.5, font: 'regular', top: 40, bottom: BOTTOM });
    sheet.row([{ text: plan, x: 40, size: 13, font: 'bold' }]);
    sheet.row([{ text: `Administered by ${p.insurer}`, x: 40, size: 8.5, font: 'italic' }, { text: w.get('title'), x: 572, size: 10, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${p.insurerAddr.line1}, ${p.insurerAddr.line2}`, x: 40, size: 7.5 }, { text: up(w.get('notBill')), x: 572, size: 7.5, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `Claims inquiries ${p.phone}  (Monday - Friday, 8 a.m. - 6 p.m.)`, x: 40, size: 7.5 }], 12);
    const mail: Cell[][] = [[{ text: up(p.holder), x: 40, size: 8.5 }], [{ text: up(p.memberAddr.line1), x: 40, size: 8.5 }], [{ text: up(p.memberAddr.line2), x: 40, size: 8.5 }]];
    columns(
      sheet,
      [[], ...mail],
      factRows(
        [
          [rng.pick(['Date Paid', 'Adjudication Date']), f.date(c.processed)],
          ['Claim Control No.', c.number],
          ['Participant ID', p.memberId],
          ['Plan No.', p.group],
          ['Receipt Date', f.date(c.received)],
        ],
        330,
        { size: 8 },
      ),
    );
    sheet.space(10).row([{ text: 'CLAIM INFORMATION', x: 40, size: 9, font: 'bold' }], -3);
    sheet.row([rule(40, 572, 8)], 4);
    columns(
      sheet,
      factRows([['Participant', p.holder], ['Claimant', `${p.member} (${relation})`], ['Acct. Ref. No.', p.account]], 40, { size: 8, colon: true }),
      factRows([['Service Provider', p.provider], ['PPO Network', ppo], ['PPO Status', c.inNetwork ? inPpo : outPpo]], 320, { size: 8, colon: true }),
    );
    sheet.space(10);
    // The waterfall: each amount column right-aligned under its own header on the second row.
    const xs = [112, 170, 227, 285, 342, 400, 457, 515, 572];
    const heads: [string, keyof Amounts][] = [
      ['Submitted Charges', 'billed'],
      ['PPO Reduction', 'discount'],
      ['Ineligible Amount', 'notCovered'],
      ['Considered Amount', 'allowed'],
      ['Less Deductible', 'deductible'],
      ['Less Copay', 'copay'],
      ['Less Coinsurance', 'coinsurance'],
      ['Benefit Payable', 'planPaid'],
      ['Patient Liability', 'patient'],
    ];
    const headLines = heads.map(([label]) => wrap(label, 50, 7, 'bold'));
    const depth = Math.max(...headLines.map((l) => l.length));
    const header = (s: Sheet) => {
      s.row([
        { text: 'Ln', x: 40, size: 7, font: 'bold' },
        { text: 'From - Thru', x: 56, size: 7, font: 'bold' },
        { text: 'Proc.', x: 150, size: 7, font: 'bold' },
        { text: 'Description of Service', x: 204, size: 7, font: 'bold' },
        { text: 'Expl. Codes', x: 572, size: 7, font: 'bold', align: 'right' },
      ], 2);
      for (let i = 0; i < depth; i++) {
        const cells = heads.map((_, j): Cell => {
          const lines = headLines[j] ?? [];
          return { text: lines[i - (depth - lines.length)] ?? '', x: xs[j] ?? 0, size: 7, font: 'bold', align: 'right' };
        });
        s.row(cells.filter((cell) => cell.text !== ''));
      }
      s.row([rule(40, 572, 6)], -2);
    };
    const amounts = (a: Amounts, font?: FontName): Cell[] => heads.map(([, k], j) => ({ text: k === 'discount' ? f.credit(a[k]) : f.money(a[k]), x: xs[j] ?? 0, align: 'right', font }));
    header(sheet);
    hooks.page = (s) => {
      s.row([{ text: `${plan}  -  Claim Control No. ${c.number} (continued)`, x: 40, size: 7.5, font: 'italic' }], 4);
      header(s);
    };
    c.lines.forEach((l, i) => {
      keepTogether(sheet, 2 * 7.5 * 1.55 + 4, BOTTOM);
      sheet.row([
        { text: String(i + 1), x: 40 },
        { text: `${f.short(l.date)} - ${f.short(l.date)}`, x: 56 },
        { text: l.code, x: 150 },
        { text: l.description, x: 204 },
        { text: r.codes(l.reasons), x: 572, align: 'right' },
      ]);
      sheet.row(amounts(l), 4);
    });
    hooks.page = undefined;
    keepTogether(sheet, 40, BOTTOM);
    sheet.row([rule(40, 572, 6)], -2);
    sheet.row([{ text: 'Claim totals:', x: 40, font: 'bold' }]);
    sheet.row(amounts(c.total, 'bold'), 12);
    keepTogether(sheet, 120, BOTTOM);
    const toMember = !c.inNetwork && c.total.planPaid > 0 && rng.bool(0.5);
    sheet.row([{ text: 'BENEFIT PAYMENT', x: 40, size: 9, font: 'bold' }], -3);
    sheet.row([rule(40, 572, 8)], 4);
    sheet.row([{ text: `Benefits payable to ${toMember ? p.holder : p.provider}`, x: 40, size: 8 }, { text: `Check/EFT No. ${rng.digits(9)}`, x: 360, size: 8 }, { text: f.money(c.total.planPaid), x: 572, size: 8, font: 'bold', align: 'right' }], 2);
    paragraph(
      sheet,
      `${p.provider} may bill the participant for the Patient Liability shown above. A ${c.inNetwork ? 'PPO provider may not bill you for the PPO Reduction' : 'non-PPO provider may bill you for charges the plan found ineligible'}.`,
      40,
      530,
      7.5,
      'regular',
      10,
    );
    // Plan-year accumulators, whole dollars and cents as the plan keeps them.
    const r2 = (v: number) => Math.round(v * 100) / 100;
    const ded = c.total.deductible;
    const dedLimit = Math.max(rng.pick([500, 1000, 1500, 2000, 2500]), Math.ceil(ded / 500) * 500);
    const dedMet = r2(ded + rng.int(0, Math.floor((dedLimit - ded) / 50)) * 50);
    const oopClaim = r2(c.total.deductible + c.total.copay + c.total.coinsurance);
    const oopMet = r2(oopClaim + (dedMet - ded) + rng.int(0, 30) * 25);
    const oopLimit = Math.max(rng.pick([3500, 5000, 6350, 7900]), Math.ceil(oopMet / 500) * 500);
    keepTogether(sheet, 70, BOTTOM);
    sheet.row([{ text: `PLAN YEAR ACCUMULATORS AS OF ${f.date(c.processed)}`, x: 40, size: 8, font: 'bold' }], 1);
    const acc = (cells: readonly string[], font?: FontName) =>
      sheet.row([{ text: cells[0] ?? '', x: 40, font }, ...[300, 380, 470, 560].map((x, i): Cell => ({ text: cells[i + 1] ?? '', x, align: 'right', font }))]);
    acc(['Accumulator', 'Plan Limit', 'This Claim', 'Met to Date', 'Remaining'], 'bold');
    acc(['Individual Deductible', f.money(dedLimit), f.money(ded), f.money(dedMet), f.money(r2(dedLimit - dedMet))]);
    acc(['Individual Out-of-Pocket Limit', f.money(oopLimit), f.money(oopClaim), f.money(oopMet), f.money(r2(oopLimit - oopMet))]);
    sheet.space(8);
    glossary(sheet, 'Explanation of Codes', r.glossary(), { x: 40, width: 520, size: 7, codeWidth: 28 });
    keepTogether(sheet, 50, BOTTOM);
    sheet.space(6);
    paragraph(
      sheet,
      'Appeal rights: you or your authorized representative may ask for a review of this determination within 180 days of receiving this notice by writing to the Plan Administrator at the address above. You may also have the right to bring a civil action under section 502(a) of ERISA after a review.',
      40,
      530,
      6.5,
      'regular',
    );
    everyPage(sheet, (page, total) => [
      { text: `${plan}  |  Claim Control No. ${c.number}`, x: 40, y: H - 36, size: 6.5, grey: 0.35 },
      { text: `Page ${page} of ${total}`, x: 572, y: H - 36, size: 6.5, align: 'right' },
    ]);
    // The insurer is the plan that heads the page, not the company that administers its claims.
    return { truth: { ...truthOf(c, p, { copay: true, deductible: true, network: true }), insuranceCompany: plan }, doc: sheet };
  }),

  // A member "payment summary" letter: return address, the window-envelope address block beside a
  // boxed summary ending in what the patient owes, the patient and provider, then the claim table
  // turned on its side (one column per service line, one row per amount, a last "Total" column;
  // five lines to a block) and the services listed by line number under it; no copays.
  fam('transposed-payment-summary', 'dev', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['abbrev', 'us-slash', 'long'], ['dollar', 'dollar-nocomma'], ['minus', 'parens']);
    const p = partiesOf(ctx, { insurer: rng.pick(['regional', 'national'] as const), provider: rng.pick(['physician', 'lab', 'imaging', 'therapy'] as const), dependent: 0.35 });
    const c = claimOf(ctx, { services: [...PROF, ...LAB, ...IMAGING, ...THERAPY], first: VISITS, lines: [1, 12], onePageLines: [1, 3], deductible: true, coinsurance: true, spreadDays: 3, claimStyle: rng.pick(['alnum', 'prefixed'] as const) });
    const r = new Remarks('letters', w);
    const BOTTOM = 56;
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 42, bottom: BOTTOM });
    sheet.row([{ text: p.insurer, x: 40, size: 15, font: 'bold' }]);
    sheet.row([{ text: `${p.insurerAddr.line1}, ${p.insurerAddr.line2}`, x: 40, size: 7.5 }, { text: `Need help? Call ${p.phone} (TTY 711)`, x: 572, size: 7.5, align: 'right' }], 14);
    sheet.row([{ text: w.get('title'), x: 40, size: 12, font: 'bold' }], 6);
    columns(
      sheet,
      [[], [], [], [{ text: up(p.holder), x: 40, size: 9 }], [{ text: up(p.memberAddr.line1), x: 40, size: 9 }], [{ text: up(p.memberAddr.line2), x: 40, size: 9 }]],
      [
        [rule(340, 572, 8)],
        [{ text: 'PAYMENT SUMMARY', x: 340, size: 9, font: 'bold' }],
        ...factRows([['Statement issued', f.date(c.processed)], ['Claim reference', c.number], ['Enrollee ID', p.memberId]], 340, { size: 8, labelFont: 'regular' }),
        [{ text: 'Patient owes', x: 340, size: 11, font: 'bold' }, { text: f.money(c.total.patient), x: 572, size: 11, font: 'bold', align: 'right' }],
        [rule(340, 572, 8)],
      ],
    );
    sheet.space(12);
    const dates = c.lastDate === c.serviceDate ? f.date(c.serviceDate) : `${f.date(c.serviceDate)} - ${f.date(c.lastDate)}`;
    paragraph(sheet, `This is a summary of the claim ${p.provider} sent us for care ${p.member} received. Use it to check the bill you get from your provider.`, 40, 530, 8.5, 'regular', 6);
    columns(
      sheet,
      factRows([['Enrollee', p.member], ['Visit date(s)', dates]], 40, { size: 8.5 }),
      factRows([['Billed by', p.provider], ['Participation', c.inNetwork ? 'Contracted provider' : 'Non-contracted provider']], 320, { size: 8.5 }),
    );
    sheet.space(12).row([{ text: 'How this claim was paid', x: 40, size: 11, font: 'bold' }], 4);
    // The table on its side: a column per service line, five to a block, the total after the last.
    type Column = { head: string; date: string; code: string; a: Amounts; notes: string };
    const lines: Column[] = c.lines.map((l, i) => ({ head: `Line ${i + 1}`, date: f.short(l.date), code: l.code, a: l, notes: r.codes(l.reasons.filter((x) => x !== 'discount' && x !== 'overMax'), ',') }));
    const total: Column = { head: 'Total', date: '', code: '', a: c.total, notes: '' };
    const PER = 5;
    const blocks: Column[][] = [];
    for (let i = 0; i < lines.length; i += PER) blocks.push(lines.slice(i, i + PER));
    blocks.at(-1)?.push(total);
    const rowsOf: [string, (col: Column) => string, FontName?][] = [
      ['Date of visit', (col) => col.date],
      ['Billing code', (col) => col.code],
      ['Charged by provider', (col) => f.money(col.a.billed)],
      [c.inNetwork ? 'Contract savings' : 'Pricing reduction', (col) => f.credit(col.a.discount)],
      ['Maximum allowable', (col) => f.money(col.a.allowed)],
      ['Toward deductible', (col) => f.money(col.a.deductible)],
      ['Coinsurance (your share)', (col) => f.money(col.a.coinsurance)],
      ['Our payment', (col) => f.money(col.a.planPaid)],
      ['Patient owes', (col) => f.money(col.a.patient), 'bold'],
      ['See note', (col) => col.notes],
    ];
    const colX = (j: number) => 160 + 68 * (j + 1);
    const claimLabel = w.get('claimNumber');
    hooks.page = (s) => s.row([{ text: `${p.member}  -  ${claimLabel} ${c.number}  (continued)`, x: 40, size: 7.5, font: 'italic' }], 6);
    blocks.forEach((block, b) => {
      keepTogether(sheet, 12.4 * (rowsOf.length + 3), BOTTOM);
      if (blocks.length > 1) {
        const from = b * PER + 1;
        const to = Math.min(lines.length, from + PER - 1);
        sheet.row([{ text: `Lines ${from} to ${to} of ${lines.length}`, x: 40, size: 7.5, font: 'italic' }]);
      }
      sheet.row([{ text: 'Service line', x: 40, font: 'bold' }, ...block.map((col, j): Cell => ({ text: col.head, x: colX(j), font: 'bold', align: 'right' }))]);
      sheet.row([rule(40, 572, 6)], -2);
      for (const [label, cell, font] of rowsOf) {
        const cells = [{ text: label, x: 40, font: font ?? 'regular' }, ...block.map((col, j): Cell => ({ text: cell(col), x: colX(j), align: 'right', font: col === total ? 'bold' : font }))];
        sheet.row(cells.filter((x) => x.text !== ''));
      }
      sheet.space(10);
    });
    hooks.page = undefined;
    keepTogether(sheet, 12.4 * (lines.length + 2), BOTTOM);
    sheet.row([{ text: 'Services on this claim', x: 40, size: 9, font: 'bold' }], 1);
    c.lines.forEach((l, i) => sheet.row([{ text: `Line ${i + 1}`, x: 40 }, { text: l.code, x: 90 }, { text: l.description, x: 140 }, { text: f.short(l.date), x: 572, align: 'right' }]));
    sheet.space(8);
    glossary(sheet, 'Explanation of notes', r.glossary(), { x: 40, width: 520, size: 7.5, codeWidth: 16 });
    keepTogether(sheet, 50, BOTTOM);
    sheet.space(6);
    const paidTo = c.total.planPaid > 0 ? `We sent our payment of ${f.money(c.total.planPaid)} to ${p.provider}.` : 'We did not make a payment on this claim.';
    paragraph(sheet, `${paidTo} ${c.inNetwork ? 'Your provider has agreed not to bill you for the contract savings.' : 'Your provider is not contracted with us, so out-of-network benefits were applied.'}`, 40, 530, 8, 'regular', 6);
    if (!ctx.options.onePage) sheet.row([{ text: w.marketing(), x: 40, size: 7.5, font: 'italic' }]);
    everyPage(sheet, (page, total) => [
      { text: `${p.insurer}  |  Claim reference ${c.number}`, x: 40, y: H - 36, size: 7, grey: 0.35 },
      { text: `Page ${page} of ${total}`, x: 572, y: H - 36, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(c, p, { copay: false, deductible: true, network: true }), doc: sheet };
  }),

  // A Blue plan's EOB for a hospital outpatient claim handled through BlueCard: the plan name with
  // the licensee line, the mailing block beside the notice facts, the claim facts in two columns, then
  // a wide "Claim Detail" table of revenue-code lines whose nine amount headers are centred over their
  // columns (Other Insurance Paid always 0.00), a right-aligned claim summary row, the payment and a
  // BlueCard note. Amounts print without '$'; the member's share columns say "Member ...".
  fam('blue-outpatient-claim-detail', 'dev', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['us-2digit', 'us-slash'], ['plain'], ['positive']);
    const p = partiesOf(ctx, { insurer: 'regional', provider: 'facility', dependent: 0.4, id: 'alpha-digits' });
    const outpatient: readonly Service[] = [
      ...FACILITY.filter((s) => !['0120', '0360', '0710', '0450', '0762'].includes(s[1])),
      ['Clinic', '0510', 180, 700],
      ['Physical therapy', '0420', 120, 600],
      ['MRI', '0610', 1200, 4200],
    ];
    const first: readonly Service[] = [
      ['Emergency room', '0450', 700, 4200],
      ['Observation room', '0762', 600, 4200],
      ['Ambulatory surgery', '0490', 2400, 8800],
      ['Treatment room', '0761', 250, 1400],
    ];
    const c = claimOf(ctx, { services: outpatient, first, lines: [1, 12], onePageLines: [1, 3], copay: true, deductible: true, coinsurance: true, inNetwork: 0.85, spreadDays: 1, claimStyle: rng.pick(['alnum', 'dated'] as const) });
    const [inNet, outNet] = rng.pick([['Participating Blue Provider', 'Non-Participating Provider'], ['PPO Network Provider', 'Non-Contracting Provider']] as const);
    const BOTTOM = 56;
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 42, bottom: BOTTOM });
    sheet.row([{ text: p.insurer, x: 40, size: 15, font: 'bold' }, { text: w.get('title'), x: 572, size: 11, font: 'bold', align: 'right' }]);
    sheet.row([{ text: 'An Independent Licensee of the Blue Cross and Blue Shield Association', x: 40, size: 6.5, font: 'italic' }, { text: up(w.get('notBill')), x: 572, size: 7.5, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${p.insurerAddr.line1}, ${p.insurerAddr.line2}`, x: 40, size: 7 }, { text: `To ask about this claim call ${p.phone}`, x: 572, size: 7.5, align: 'right' }], 14);
    columns(
      sheet,
      [[{ text: up(p.holder), x: 40, size: 9 }], [{ text: up(p.memberAddr.line1), x: 40, size: 9 }], [{ text: up(p.memberAddr.line2), x: 40, size: 9 }]],
      factRows(
        [
          ['Date Prepared', f.date(c.processed)],
          ['Identification No.', p.memberId],
          ['Group Name/No.', p.group],
          ['Contract Holder', p.holder],
        ],
        340,
        { size: 8, colon: true },
      ),
    );
    sheet.space(12).row([{ text: 'CLAIM DETAIL', x: 40, size: 10, font: 'bold' }], -3);
    sheet.row([rule(40, 572, 8)], 4);
    const dates = c.lastDate === c.serviceDate ? f.date(c.serviceDate) : `${f.date(c.serviceDate)} - ${f.date(c.lastDate)}`;
    columns(
      sheet,
      factRows([['Member/Patient', p.member], ['Servicing Facility', p.provider], ['Network Participation', c.inNetwork ? inNet : outNet], ['Service Period', dates]], 40, { size: 8, colon: true }),
      factRows([['Claim Ref. No.', c.number], ['Claim Type', 'Hospital Outpatient'], ['Patient Control No.', p.account], ['Date Claim Received', f.date(c.received)]], 340, { size: 8, colon: true }),
    );
    sheet.space(10);
    // The table: left columns, then nine amounts right-aligned, every header centred over its column.
    type BlueCol = { head: string; x: number; w: number; align: 'left' | 'right'; cell: (row: Row) => string };
    const amount = (k: keyof Amounts) => (row: Row): string => f.money(row[k]);
    const heads: [string, (row: Row) => string][] = [
      ['Provider Billed', amount('billed')],
      ['Blue Card/Plan Discount', amount('discount')],
      ['Amount Eligible', amount('allowed')],
      ['Member Deductible', amount('deductible')],
      ['Member Copay', amount('copay')],
      ['Member Coinsurance', amount('coinsurance')],
      ['Other Insurance Paid', () => f.money(0)],
      ['Blue Plan Payment', amount('planPaid')],
      ['Member Liability', amount('patient')],
    ];
    const cols: BlueCol[] = [
      { head: 'Svc Date', x: 40, w: 34, align: 'left', cell: lineText((l) => f.short(l.date)) },
      { head: 'Rev. Cd.', x: 80, w: 20, align: 'left', cell: lineText((l) => l.code) },
      { head: 'Services Rendered', x: 104, w: 80, align: 'left', cell: lineText((l) => l.description) },
      ...heads.map(([head, cell], i): BlueCol => ({ head, x: Math.round(240 + i * 41.5), w: 38, align: 'right', cell })),
    ];
    const HS = 6.5;
    const wrapped = cols.map((col) => wrap(col.head, col.w, HS, 'bold'));
    const depth = Math.max(...wrapped.map((l) => l.length));
    const header = (s: Sheet) => {
      for (let i = 0; i < depth; i++) {
        const cells = cols.map((col, j): Cell => {
          const lines = wrapped[j] ?? [];
          const text = lines[i - (depth - lines.length)] ?? '';
          const middle = col.align === 'right' ? col.x - col.w / 2 : col.x + col.w / 2;
          return { text, x: Math.round(middle - cellWidth(text, HS, 'bold') / 2), size: HS, font: 'bold' };
        });
        s.row(cells.filter((cell) => cell.text !== ''));
      }
      s.row([rule(40, 572, 6)], -2);
    };
    header(sheet);
    hooks.page = (s) => {
      s.row([{ text: `${p.member}  -  Claim Ref. No. ${c.number}  (continued)`, x: 40, size: 7.5, font: 'italic' }], 4);
      header(s);
    };
    for (const l of c.lines) sheet.row(cols.map((col): Cell => ({ text: col.cell(l), x: col.x, align: col.align, size: 7 })).filter((cell) => cell.text !== ''));
    hooks.page = undefined;
    keepTogether(sheet, 80, BOTTOM);
    sheet.row([rule(240 - 38, 572, 6)], -2);
    const total = totalRow(c, 'Claim Summary Totals');
    sheet.row([{ text: 'Claim Summary Totals', x: 196, size: 7, font: 'bold', align: 'right' }, ...cols.slice(3).map((col): Cell => ({ text: col.cell(total), x: col.x, align: 'right', size: 7, font: 'bold' }))], 14);
    sheet.row([{ text: 'PAYMENT INFORMATION', x: 40, size: 9, font: 'bold' }], -3);
    sheet.row([rule(40, 572, 8)], 4);
    columns(
      sheet,
      factRows([['Payment Issued To', p.provider], ['EFT Trace No.', rng.digits(11)]], 40, { size: 8, colon: true }),
      factRows([['Payment Amount', f.money(c.total.planPaid)], ['Your Total Member Liability', f.money(c.total.patient)]], 340, { size: 8, colon: true }),
    );
    sheet.space(8);
    paragraph(
      sheet,
      c.inNetwork
        ? 'This claim was processed through the BlueCard Program. The Blue Card/Plan Discount is the savings the Blue plan where you received care negotiated with the facility; the facility may not bill you for it.'
        : 'This facility does not participate in your Blue plan network, so out-of-network benefits were applied to this claim.',
      40,
      530,
      7.5,
      'regular',
      6,
    );
    if (!ctx.options.onePage) paragraph(sheet, 'Other Insurance Paid shows what another plan paid when you have more than one health plan. Tell us right away if your other coverage changes.', 40, 530, 7, 'italic');
    everyPage(sheet, (page, pages) => [
      { text: `${p.insurer}  |  Claim Ref. No. ${c.number}`, x: 40, y: H - 36, size: 6.5, grey: 0.35 },
      { text: `Page ${page} of ${pages}`, x: 572, y: H - 36, size: 6.5, align: 'right' },
    ]);
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true }), doc: sheet };
  }),

  // A workers' compensation "Explanation of Review" from the carrier's bill review: the carrier at
  // the top, the bill review date, claimant (last four of the SSN), employer, date of injury and
  // jurisdiction beside the provider and its tax ID, lines priced at the state fee schedule and then
  // any network (PPO) reduction to a recommended allowance, reason codes, and bill totals ending in
  // the amount paid and nothing owed by the injured worker (no deductible, copay or network status).
  fam('workers-comp-review', 'dev', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['us-2digit', 'us-slash'], ['dollar', 'plain']);
    const p = partiesOf(ctx, { insurer: rng.pick(['national', 'administrator'] as const), provider: rng.pick(['physician', 'therapy', 'imaging'] as const), dependent: 0 });
    const c = claimOf(ctx, {
      services: [...PROF, ...IMAGING, ...THERAPY],
      first: [...VISITS, ...THERAPY.slice(0, 1)],
      lines: [1, 10],
      onePageLines: [1, 3],
      inNetwork: 0.6,
      spreadDays: 12,
      units: (service, r) => (service[1].startsWith('971') ? r.int(1, 4) : 1),
      claimStyle: rng.pick(['dashed', 'short'] as const),
    });
    // Fee schedule first, then the network reduction (network bills only) down to the recommended allowance.
    const ppoRate = rng.pick([0.05, 0.08, 0.1]);
    const priced = c.lines.map((l) => {
      const billed = Math.round(l.billed * 100);
      const allowed = Math.round(l.allowed * 100);
      const schedule = c.inNetwork ? Math.min(billed, Math.round(allowed / (1 - ppoRate))) : allowed;
      return { line: l, schedule: schedule / 100, scheduleCut: (billed - schedule) / 100, networkCut: (schedule - allowed) / 100 };
    });
    const sumOf = (get: (x: (typeof priced)[number]) => number) => Math.round(priced.reduce((s, x) => s + Math.round(get(x) * 100), 0)) / 100;
    const codes = { schedule: 'F01', network: 'N12', balance: 'W99' };
    const reasonsOf = (x: (typeof priced)[number], i: number) => [x.scheduleCut > 0 ? codes.schedule : '', x.networkCut > 0 ? codes.network : '', i === 0 ? codes.balance : ''].filter(Boolean).join(' ');
    const employer = rng.pick(['Tri-County Paving Co.', 'Ridgeline Distribution LLC', 'Harmon Elementary School District', 'Copperfield Home Health', 'Westgate Plumbing & Heating', 'City of Marlow', 'Northfield Poultry Processing', 'Sunrise Senior Living Center']);
    const state = /, ([A-Z]{2}) /.exec(p.memberAddr.line2)?.[1] ?? 'CA';
    const injury = addDays(c.serviceDate, -rng.int(3, 240));
    const adjuster = person(rng, ctx.split).replace(/ [A-Z]\. /, ' ');
    const owedLabel = rng.pick(['Claimant Responsibility', 'Amount Due From Patient', 'Patient Responsibility']);
    const BOTTOM = 56;
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 40, bottom: BOTTOM });
    sheet.row([{ text: p.insurer, x: 40, size: 15, font: 'bold' }, { text: 'EXPLANATION OF REVIEW', x: 572, size: 12, font: 'bold', align: 'right' }]);
    sheet.row([{ text: "Workers' Compensation Claims", x: 40, size: 8.5, font: 'italic' }, { text: `Bill Review Date: ${f.date(c.processed)}`, x: 572, size: 8.5, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${p.insurerAddr.line1}, ${p.insurerAddr.line2}`, x: 40, size: 7 }, { text: `Bill ID: ${rng.digits(10)}`, x: 572, size: 7.5, align: 'right' }]);
    sheet.row([{ text: `${w.get('phone')}: ${p.phone}`, x: 40, size: 7 }], 12);
    sheet.row([rule(40, 572, 8, '=')], 4);
    columns(
      sheet,
      factRows(
        [
          ['Claimant', p.member],
          ['SSN', `XXX-XX-${rng.digits(4)}`],
          ['Employer', employer],
          ['Date of Injury', f.date(injury)],
          ['Carrier Claim No.', c.number],
          ['Jurisdiction', state],
        ],
        40,
        { size: 8, colon: true },
      ),
      factRows(
        [
          ['Provider', p.provider],
          ['Provider TIN', `${rng.digits(2)}-${rng.digits(7)}`],
          ['Provider Invoice No.', p.account],
          ['Date Bill Received', f.date(c.received)],
          ['Adjuster', adjuster],
          ['Adjuster Phone', `${p.phone.slice(0, 6)}${rng.int(200, 989)}-${rng.digits(4)}`],
        ],
        320,
        { size: 8, colon: true },
      ),
    );
    sheet.row([rule(40, 572, 8, '=')], 10);
    type WcRow = { i: number; x: (typeof priced)[number] } | { total: true };
    const isSum = (row: WcRow): row is { total: true } => 'total' in row;
    const money = (get: (x: (typeof priced)[number]) => number, totalValue: number) => (row: WcRow) => f.money(isSum(row) ? totalValue : get(row.x));
    const modifier = (l: Line) => (l.code.startsWith('971') ? '-GP' : l.code.startsWith('99') && l.code !== '99442' && hash01(`${c.number}${l.code}`) < 0.3 ? '-25' : '');
    const rows: WcRow[] = [...priced.map((x, i) => ({ i, x })), { total: true }];
    table<WcRow>(
      sheet,
      hooks,
      [
        { head: 'Ln', x: 40, w: 12, cell: (row) => (isSum(row) ? '' : String(row.i + 1)) },
        { head: 'Dt of Svc', x: 54, w: 40, cell: (row) => (isSum(row) ? '' : f.short(row.x.line.date)) },
        { head: 'Proc/Mod', x: 100, w: 40, cell: (row) => (isSum(row) ? '' : `${row.x.line.code}${modifier(row.x.line)}`) },
        { head: 'Units', x: 160, w: 18, align: 'right', cell: (row) => (isSum(row) ? '' : String(row.x.line.units)) },
        { head: 'Procedure Description', x: 168, w: 100, cell: (row) => (isSum(row) ? 'Bill Totals' : row.x.line.description) },
        { head: 'Billed Charge', x: 320, w: 48, align: 'right', cell: money((x) => x.line.billed, c.total.billed) },
        { head: 'Fee Schedule Allowance', x: 378, w: 48, align: 'right', cell: money((x) => x.schedule, sumOf((x) => x.schedule)) },
        { head: 'Network Reduction', x: 436, w: 48, align: 'right', cell: money((x) => x.networkCut, sumOf((x) => x.networkCut)) },
        { head: 'Recommended Allowance', x: 498, w: 54, align: 'right', cell: money((x) => x.line.allowed, c.total.allowed) },
        { head: 'Reason Codes', x: 510, w: 62, cell: (row) => (isSum(row) ? '' : reasonsOf(row.x, row.i)) },
      ],
      rows,
      {
        size: 7,
        headSize: 7,
        repeat: true,
        rule: true,
        rowFont: (row) => (isSum(row) ? 'bold' : undefined),
        banner: (s) => s.row([{ text: `${p.insurer}  -  Carrier Claim No. ${c.number}  -  ${p.member}  (continued)`, x: 40, size: 7.5, font: 'italic' }], 4),
      },
    );
    keepTogether(sheet, 130, BOTTOM);
    sheet.space(12).row([{ text: 'REVIEW SUMMARY', x: 330, size: 9, font: 'bold' }], -3);
    sheet.row([rule(330, 572, 8)], 3);
    totalsRows(
      sheet,
      [
        ['Total Billed Charges', f.money(c.total.billed), 'regular'],
        ['Fee Schedule Reductions', f.money(sumOf((x) => x.scheduleCut)), 'regular'],
        ['Network Reductions', f.money(sumOf((x) => x.networkCut)), 'regular'],
        ['Total Recommended Allowance', f.money(c.total.allowed), 'bold'],
        ['Amount Paid to Provider', f.money(c.total.planPaid), 'bold'],
        [owedLabel, f.money(c.total.patient), 'bold'],
      ],
      330,
      572,
      { size: 8 },
    );
    sheet.space(6).row([{ text: `Check No. ${rng.digits(8)}  issued ${f.date(addDays(c.processed, rng.int(0, 5)))} to ${p.provider}`, x: 40, size: 7.5 }], 8);
    const explained: [string, string][] = [
      [codes.schedule, `Charge exceeds the ${state} workers' compensation fee schedule; reimbursed at the fee schedule allowance.`],
      [codes.network, 'Reduced according to the provider network (PPO) agreement for workers\' compensation services.'],
      [codes.balance, "Under state workers' compensation law the injured worker may not be billed for any balance on this bill."],
    ];
    const used = explained.filter(([code]) => priced.some((x, i) => reasonsOf(x, i).split(' ').includes(code)));
    glossary(sheet, 'Explanation of Reason Codes', used, { x: 40, width: 520, size: 7, codeWidth: 26 });
    if (!ctx.options.onePage) {
      keepTogether(sheet, 40, BOTTOM);
      sheet.space(6);
      paragraph(sheet, 'If you disagree with this review you may ask for reconsideration (a second bill review) in writing within 90 days of the date of this Explanation of Review. Include a copy of this notice and any supporting documentation.', 40, 530, 6.5, 'regular');
    }
    everyPage(sheet, (page, pages) => [
      { text: `${p.insurer}  |  Carrier Claim No. ${c.number}  |  Claimant ${p.member}`, x: 40, y: H - 36, size: 6.5, grey: 0.35 },
      { text: `Page ${page} of ${pages}`, x: 572, y: H - 36, size: 6.5, align: 'right' },
    ]);
    return { truth: truthOf(c, p, { copay: false, deductible: false, network: false }), doc: sheet };
  }),
  // A Medicaid managed-care plan's "Explanation of Member Benefits", sent so members can check what
  // was billed in their name: every title, label and column header in English with the Spanish under
  // it, "What you owe / Lo que usted debe" boxed beside the mailing block (usually $0.00, sometimes a
  // nominal copay), approved and paid amounts per service with the header repeated over pages, codes
  // explained in both languages, a fraud-hotline block and the Spanish tagline in the footer; no
  // deductible or coinsurance.
  fam('medicaid-bilingual-eomb', 'dev', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['us-slash', 'us-short'], ['dollar']);
    const parties = partiesOf(ctx, { insurer: 'regional', provider: rng.pick(['physician', 'physician', 'lab', 'imaging'] as const), dependent: 0.45, id: rng.pick(['digits', 'alpha-digits'] as const) });
    const child = parties.holder !== parties.member;
    const stems = [...n.PROVIDER_STEMS, ...PROVIDER_STEMS.dev];
    const clinic = rng.bool(0.3) ? `${rng.pick(stems)} ${rng.pick(child ? ['Community Health Center', 'Pediatric Clinic'] : ['Community Health Center', 'Family Health Center'])}` : child ? parties.provider.replace('Internal Medicine Associates', 'Pediatrics') : parties.provider;
    const plan = `${rng.pick(INSURER_STEMS[ctx.split])} ${rng.pick(['Community Health Plan', 'Community Care', 'Medicaid Health Plan', 'Family Health Plan', 'Health Choice'])}`;
    const p: Parties = { ...parties, insurer: ctx.options.eob?.insuranceCompany ?? plan, provider: ctx.options.eob?.providerName ?? clinic };
    const state = /, ([A-Z]{2}) /.exec(p.memberAddr.line2)?.[1] ?? '';
    const programs: Record<string, string> = { CA: 'Medi-Cal', WA: 'Apple Health', MA: 'MassHealth', TN: 'TennCare', AZ: 'AHCCCS', OK: 'SoonerCare', CT: 'HUSKY Health', TX: 'STAR', MD: 'HealthChoice', NJ: 'NJ FamilyCare', OR: 'Oregon Health Plan' };
    const program = programs[state] ?? 'Medicaid';
    const visits: readonly Service[] = child ? [...VISITS.filter((v) => v[1] !== '99396'), ['Well-child visit, 5-11', '99393', 150, 320]] : VISITS;
    const base = claimOf(ctx, { services: [...PROF, ...LAB], first: visits, lines: [1, 28], onePageLines: [1, 3], inNetwork: 0.9, claimStyle: rng.pick(['icn', 'long-digits'] as const) });
    // Adults may owe a nominal copay on a sick visit (none on preventive care); the plan pays the rest of the approved amount.
    const copay = !child && base.lines[0]?.code !== '99396' && rng.bool(0.35) ? rng.pick([1, 2, 3, 4]) : 0;
    const cents2 = (v: number) => Math.round(v * 100) / 100;
    const withCopay = <T extends Amounts>(a: T): T => ({ ...a, copay: cents2(a.copay + copay), planPaid: cents2(a.planPaid - copay), patient: cents2(a.patient + copay) });
    const visit = base.lines[0];
    const c: Claim = visit && copay > 0 && visit.planPaid >= copay ? { ...base, lines: [{ ...withCopay(visit), reasons: [...visit.reasons, 'copay'] }, ...base.lines.slice(1)], total: withCopay(base.total) } : base;
    const medicaidId = `${rng.letters(2)}${rng.digits(5)}${rng.letters(1)}`;
    const hotline = tollFree(rng);
    const explain: Partial<Record<RemarkReason, readonly [string, string, string]>> = {
      discount: ['E01', 'Amount above what the plan pays for this service. The provider cannot bill you for it.', 'Cantidad mayor a lo que el plan paga por este servicio. El proveedor no puede cobrarle esta cantidad.'],
      overMax: ['E07', 'Out-of-network care the plan approved. The provider must accept the plan payment as payment in full.', 'Atención fuera de la red aprobada por el plan. El proveedor debe aceptar el pago del plan como pago total.'],
      copay: ['E22', 'Medicaid copay for this visit. You pay it to your provider.', 'Copago de Medicaid por esta visita. Usted lo paga a su proveedor.'],
    };
    const used: RemarkReason[] = [];
    const codesOf = (l: Line) =>
      l.reasons
        .filter((reason) => explain[reason])
        .map((reason) => {
          if (!used.includes(reason)) used.push(reason);
          return explain[reason]?.[0] ?? '';
        })
        .join(' ');
    const BOTTOM = 66;
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 40, bottom: BOTTOM });
    sheet.row([{ text: p.insurer, x: 40, size: 15, font: 'bold' }, { text: 'Explanation of Member Benefits', x: 572, size: 11, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `A ${program} health plan  |  Un plan de salud de ${program}`, x: 40, size: 7.5, font: 'italic' }, { text: 'Explicación de beneficios para miembros', x: 572, size: 9, align: 'right' }]);
    sheet.row([{ text: `${p.insurerAddr.line1}, ${p.insurerAddr.line2}`, x: 40, size: 7 }, { text: `Member Services / Servicios al Miembro: ${p.phone} (TTY 711)`, x: 572, size: 7, align: 'right' }], 10);
    const banner = 'THIS IS NOT A BILL  -  ESTO NO ES UNA FACTURA';
    sheet.row([{ text: banner, x: centered(banner, 11, 'bold'), size: 11, font: 'bold' }], 8);
    const mail: Cell[][] = [
      ...(child ? [[{ text: 'TO THE PARENT OR GUARDIAN OF:', x: 40, size: 7 }]] : []),
      [{ text: up(p.member), x: 40, size: 9 }],
      [{ text: up(p.memberAddr.line1), x: 40, size: 9 }],
      [{ text: up(p.memberAddr.line2), x: 40, size: 9 }],
    ];
    columns(
      sheet,
      [...Array.from({ length: 6 - mail.length }, (): Cell[] => []), ...mail],
      [
        [rule(350, 572, 8)],
        [{ text: 'What you owe', x: 356, size: 9, font: 'bold' }, { text: 'Lo que usted debe', x: 566, size: 9, align: 'right' }],
        [{ text: f.money(c.total.patient), x: 566, size: 18, font: 'bold', align: 'right' }],
        [{ text: 'for the services on this notice', x: 356, size: 7 }],
        [{ text: 'por los servicios en este aviso', x: 356, size: 7, font: 'italic' }],
        [rule(350, 572, 8)],
      ],
    );
    sheet.space(10);
    above(
      sheet,
      [
        ['Member / Miembro', p.member],
        ['Claim number / Número de reclamo', c.number],
        ['Member ID / Número de miembro', p.memberId],
        ['Provider / Proveedor', p.provider],
        ['Medicaid ID / Número de Medicaid', medicaidId],
        ['Network provider? / ¿Proveedor de la red?', c.inNetwork ? 'Yes / Sí' : 'No / No'],
        ['Notice date / Fecha del aviso', f.date(c.processed)],
        ['Date we got the claim / Fecha en que recibimos el reclamo', f.date(c.received)],
      ],
      { x: 40, perRow: 2, columnWidth: 266, labelSize: 7, valueSize: 9.5, labelFont: 'bold', gap: 5 },
    );
    sheet.space(4);
    paragraph(sheet, `This notice lists the health care services your provider billed to ${p.insurer} and what we paid for them. Please check that ${child ? 'your child' : 'you'} got each service.`, 40, 532, 8, 'regular');
    paragraph(sheet, `Este aviso muestra los servicios de salud que su proveedor facturó a ${p.insurer} y lo que pagamos por ellos. Por favor, verifique que ${child ? 'su hijo/a recibió' : 'usted recibió'} cada servicio.`, 40, 532, 8, 'italic', 10);
    // The table: each header in English (bold) over Spanish, wrapped to its column, bottom-aligned.
    type Bilingual = { en: string; es: string; x: number; w: number; align?: 'left' | 'right'; cell: (row: Row) => string };
    const cols: Bilingual[] = [
      { en: 'Date of service', es: 'Fecha de servicio', x: 40, w: 46, cell: lineText((l) => f.short(l.date)) },
      { en: 'Code', es: 'Código', x: 92, w: 28, cell: lineText((l) => l.code) },
      { en: 'Service', es: 'Servicio', x: 124, w: 110, cell: (row) => (isTotal(row) ? row.label : row.description) },
      { en: 'Amount billed', es: 'Cantidad facturada', x: 316, w: 48, align: 'right', cell: (row) => f.money(row.billed) },
      { en: 'Amount approved', es: 'Cantidad aprobada', x: 368, w: 48, align: 'right', cell: (row) => f.money(row.allowed) },
      { en: 'Paid by plan', es: 'Pagado por el plan', x: 420, w: 46, align: 'right', cell: (row) => f.money(row.planPaid) },
      { en: 'Your copay', es: 'Su copago', x: 466, w: 40, align: 'right', cell: (row) => f.money(row.copay) },
      { en: 'Your cost', es: 'Su costo', x: 512, w: 40, align: 'right', cell: (row) => f.money(row.patient) },
      { en: 'Codes', es: 'Códigos', x: 522, w: 50, cell: lineText(codesOf) },
    ];
    const HS = 6.5;
    const heads = cols.map((col) => [...wrap(col.en, col.w, HS, 'bold').map((line) => [line, 'bold'] as const), ...wrap(col.es, col.w, HS, 'regular').map((line) => [line, 'regular'] as const)]);
    const depth = Math.max(...heads.map((h) => h.length));
    const header = (s: Sheet) => {
      for (let i = 0; i < depth; i++) {
        s.row(
          cols.flatMap((col, j): Cell[] => {
            const lines = heads[j] ?? [];
            const line = lines[i - (depth - lines.length)];
            return line ? [{ text: line[0], x: col.x, align: col.align, size: HS, font: line[1] }] : [];
          }),
        );
      }
      s.row([rule(40, 572, 6)], -2);
    };
    const claimLabel = w.get('claimNumber');
    header(sheet);
    hooks.page = (s) => {
      s.row([{ text: `${p.member}  -  ${claimLabel} ${c.number}  (continued / continuación)`, x: 40, size: 7.5, font: 'italic' }], 4);
      header(s);
    };
    const rows: Row[] = [...c.lines, totalRow(c, 'Claim total / Total del reclamo')];
    for (const row of rows) sheet.row(cols.map((col): Cell => ({ text: col.cell(row), x: col.x, align: col.align, size: 7.5, font: isTotal(row) ? 'bold' : undefined })).filter((cell) => cell.text !== ''));
    hooks.page = undefined;
    keepTogether(sheet, 60, BOTTOM);
    sheet.space(8);
    const [owesEn, owesEs] =
      c.total.patient > 0
        ? [`You may owe ${p.provider} a copay of ${f.money(c.total.copay)}. You do not owe anything else for these services.`, `Es posible que deba a ${p.provider} un copago de ${f.money(c.total.copay)}. No debe nada más por estos servicios.`]
        : [`You owe ${f.money(0)} for these services.`, 'Usted no debe nada por estos servicios.'];
    paragraph(sheet, owesEn, 40, 532, 8.5, 'bold');
    paragraph(sheet, owesEs, 40, 532, 8.5, 'italic', 2);
    paragraph(sheet, 'Providers may not bill you for the difference between the amount billed and the amount approved.', 40, 532, 7.5, 'regular');
    paragraph(sheet, 'Los proveedores no pueden cobrarle la diferencia entre la cantidad facturada y la cantidad aprobada.', 40, 532, 7.5, 'italic', 8);
    if (used.length > 0) {
      keepTogether(sheet, 14 + 24 * used.length, BOTTOM);
      sheet.row([{ text: 'What the codes mean  /  Qué significan los códigos', x: 40, size: 8.5, font: 'bold' }], 1);
      for (const reason of used) {
        const [code, en, es] = explain[reason] ?? ['', '', ''];
        sheet.row([{ text: code, x: 40, size: 7.5, font: 'bold' }, { text: en, x: 72, size: 7.5 }]);
        sheet.row([{ text: es, x: 72, size: 7.5, font: 'italic' }], 3);
      }
      sheet.space(6);
    }
    keepTogether(sheet, 70, BOTTOM);
    sheet.row([{ text: 'Did you get these services?  /  ¿Recibió estos servicios?', x: 40, size: 9.5, font: 'bold' }], 2);
    paragraph(sheet, `If you did not get a service on this notice, or a date is wrong, call our Special Investigations Unit at ${hotline}. You can also report Medicaid fraud, waste or abuse to the state. You do not have to give your name.`, 40, 532, 7.5, 'regular', 2);
    paragraph(sheet, `Si no recibió algún servicio de este aviso, o una fecha no es correcta, llame a nuestra Unidad de Investigaciones Especiales al ${hotline}. También puede reportar fraude, desperdicio o abuso de Medicaid al estado. No tiene que dar su nombre.`, 40, 532, 7.5, 'italic');
    const tagline = `ATENCIÓN: si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística. Llame al ${p.phone} (TTY: 711).`;
    everyPage(sheet, (page, total) => [
      { text: tagline, x: 40, y: H - 52, size: 6.5, font: 'italic' },
      { text: `${claimLabel} ${c.number}`, x: 40, y: H - 40, size: 6.5, grey: 0.35 },
      { text: `Page ${page} of ${total}  /  Página ${page} de ${total}`, x: 572, y: H - 40, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(c, p, { copay: true, deductible: false, network: true }), doc: sheet };
  }),

  // A Medicare Advantage (Part C) plan's monthly EOB: the plan with its contract number, the notice
  // date and a 30-day processing period, "This month" and "This year" rows of total cost (the approved
  // amount), plan's share and your share before anything else, an out-of-pocket maximum meter, a
  // "Your claims this month" list, then the claim's lines under three-line headers, a sentence that
  // splits your share into deductible, copayment and coinsurance, lettered notes, tips and the CMS
  // material ID in the footer.
  fam('medicare-advantage-monthly', 'dev', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['long', 'abbrev'], ['dollar']);
    const p = partiesOf(ctx, { insurer: 'medicare', provider: rng.pick(['physician', 'physician', 'imaging', 'lab', 'therapy'] as const), dependent: 0, id: rng.pick(['alpha-digits', 'digits'] as const) });
    const c = claimOf(ctx, { services: [...PROF, ...LAB, ...IMAGING, ...THERAPY], first: VISITS.filter((s) => s[1] !== '99396'), lines: [1, 14], onePageLines: [1, 3], copay: true, deductible: true, coinsurance: true, inNetwork: 0.85, claimStyle: rng.pick(['alnum', 'dated'] as const) });
    const stem = INSURER_STEMS[ctx.split].find((s) => p.insurer.startsWith(s)) ?? p.insurer.split(' ')[0] ?? p.insurer;
    const kind = c.inNetwork ? rng.pick(['HMO', 'HMO-POS', 'PPO']) : 'PPO';
    const plan = `${stem} ${rng.pick(['Medicare Advantage Choice', 'Medicare Complete', 'Advantage Plus', 'Senior Select'])} (${kind})`;
    const contract = `H${rng.digits(4)}-${String(rng.int(1, 45)).padStart(3, '0')}`;
    const from = addDays(c.processed, -30);
    const year = c.processed.slice(0, 4);
    // Year to date: this notice's claim plus what the plan processed earlier in the year.
    const r2 = (v: number) => Math.round(v * 100) / 100;
    const months = c.serviceDate.slice(0, 4) === year ? Number(c.processed.slice(5, 7)) - 1 : 0;
    const priorCost = months > 0 ? r2(rng.money(40, 700) * months) : 0;
    const priorYours = r2(priorCost * (0.08 + rng.next() * 0.15));
    const ytd = { cost: r2(priorCost + c.total.allowed), plan: r2(priorCost - priorYours + c.total.planPaid), yours: r2(priorYours + c.total.patient) };
    const moop = Math.max(rng.pick([3900, 4900, 5900, 6750, 8850]), Math.ceil(ytd.yours / 1000) * 1000);
    const noted: RemarkReason[] = [];
    const letter = (reason: RemarkReason) => {
      if (!noted.includes(reason)) noted.push(reason);
      return String.fromCharCode(65 + noted.indexOf(reason));
    };
    const noteText: Record<RemarkReason, string> = {
      discount: 'Your provider is a plan provider and agreed to accept the plan-approved amount. You do not pay the difference.',
      overMax: 'Your provider is not a plan provider. The plan approved what Original Medicare would allow; a provider who accepts Medicare cannot charge you more than your share.',
      deductible: "This amount went toward your plan's yearly medical deductible.",
      copay: 'This is your copayment for this kind of visit under your Evidence of Coverage.',
      coinsurance: 'This is your coinsurance: your percentage of the plan-approved amount.',
      notCovered: 'This service is not covered by your plan.',
      inNetwork: 'Plan provider.',
      outNetwork: 'Non-plan provider.',
    };
    const BOTTOM = 58;
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 40, bottom: BOTTOM });
    sheet.row([{ text: p.insurer, x: 40, size: 14, font: 'bold' }, { text: 'Your Medicare Advantage Explanation of Benefits', x: 572, size: 10, font: 'bold', align: 'right' }]);
    sheet.row([{ text: plan, x: 40, size: 8.5 }, { text: `Claims processed ${f.date(from)} - ${f.date(c.processed)}`, x: 572, size: 8, align: 'right' }]);
    sheet.row([{ text: `${p.insurerAddr.line1}, ${p.insurerAddr.line2}`, x: 40, size: 7 }, { text: 'This notice is not a bill.', x: 572, size: 8, font: 'bold', align: 'right' }], 12);
    columns(
      sheet,
      [[], [{ text: up(p.member), x: 40, size: 9 }], [{ text: up(p.memberAddr.line1), x: 40, size: 9 }], [{ text: up(p.memberAddr.line2), x: 40, size: 9 }]],
      factRows(
        [
          ['Notice date', f.date(c.processed)],
          ['Member number', p.memberId],
          ['Plan ID', contract],
          [w.get('phone'), `${p.phone} (TTY 711)`],
        ],
        340,
        { size: 8, colon: true },
      ),
    );
    sheet.space(12).row([{ text: 'Summary of your medical costs', x: 40, size: 11, font: 'bold' }], -3);
    sheet.row([rule(40, 572, 8)], 2);
    const xs = [380, 476, 572];
    const summary = (label: string, values: readonly string[], font?: FontName) => sheet.row([...(label ? [{ text: label, x: 40, size: 8.5, font: font ?? 'regular' }] : []), ...values.map((text, i): Cell => ({ text, x: xs[i] ?? 0, size: 8.5, font, align: 'right' }))], 1);
    summary('', ['Total cost', "Plan's share", 'Your share'], 'bold');
    summary('This month', [f.money(c.total.allowed), f.money(c.total.planPaid), f.money(c.total.patient)]);
    summary(`This year (since January 1, ${year})`, [f.money(ytd.cost), f.money(ytd.plan), f.money(ytd.yours)]);
    sheet.row([{ text: "Total cost is the amount your plan approved for your covered care: the plan's share plus your share.", x: 40, size: 7, font: 'italic' }], 10);
    sheet.row([{ text: 'Your out-of-pocket maximum', x: 40, size: 9.5, font: 'bold' }], 1);
    paragraph(sheet, `You have paid ${f.money(ytd.yours)} toward your ${f.money(moop)} out-of-pocket maximum for ${year}. Once you reach it, the plan pays 100% of covered services for the rest of the year.`, 40, 532, 8, 'regular', 2);
    const filled = Math.max(1, Math.round((ytd.yours / moop) * 40));
    const meter = `[${'#'.repeat(filled)}${'.'.repeat(40 - filled)}]`;
    sheet.row([{ text: meter, x: 40, size: 8, font: 'mono' }, { text: `${Math.round((ytd.yours / moop) * 100)}% of your maximum`, x: 250, size: 7.5 }], 12);
    sheet.row([{ text: 'Your claims this month', x: 40, size: 11, font: 'bold' }], 2);
    const dates = c.lastDate === c.serviceDate ? f.short(c.serviceDate) : `${f.short(c.serviceDate)} - ${f.short(c.lastDate)}`;
    table(
      sheet,
      hooks,
      [
        { head: 'Claim number', x: 40, w: 60, cell: () => c.number },
        { head: 'Date(s) of service', x: 108, w: 80, cell: () => dates },
        { head: 'Provider', x: 196, w: 180, cell: () => p.provider },
        { head: 'Total cost', x: 452, w: 50, align: 'right', cell: () => f.money(c.total.allowed) },
        { head: "Plan's share", x: 512, w: 50, align: 'right', cell: () => f.money(c.total.planPaid) },
        { head: 'Your share', x: 572, w: 50, align: 'right', cell: () => f.money(c.total.patient) },
      ],
      [c],
      { size: 7.5, headSize: 7.5, rule: true },
    );
    keepTogether(sheet, 140, BOTTOM);
    sheet.space(14).row([{ text: `Details for claim ${c.number}`, x: 40, size: 11, font: 'bold' }], -3);
    sheet.row([rule(40, 572, 8)], 3);
    columns(
      sheet,
      factRows([['Your provider', p.provider], ['Provider status', c.inNetwork ? 'Plan provider (in network)' : 'Non-plan provider (out of network)']], 40, { size: 8 }),
      factRows([['Date we received the claim', f.date(c.received)], ['Type of claim', 'Medical (Part C)']], 340, { size: 8 }),
    );
    sheet.space(8);
    const rows: Row[] = [...c.lines, totalRow(c, 'Claim total')];
    table(
      sheet,
      hooks,
      [
        { head: 'Date of service', x: 40, w: 42, cell: lineText((l) => f.short(l.date)) },
        { head: 'Service provided (billing code)', x: 88, w: 150, cell: (row) => (isTotal(row) ? row.label : `${row.description} (${row.code})`) },
        { head: 'Amount the provider billed', x: 318, w: 50, align: 'right', cell: (row) => f.money(row.billed) },
        { head: 'Total cost (what your plan approved)', x: 382, w: 56, align: 'right', cell: (row) => f.money(row.allowed) },
        { head: "Plan's share", x: 446, w: 50, align: 'right', cell: (row) => f.money(row.planPaid) },
        { head: 'Your share', x: 510, w: 50, align: 'right', cell: (row) => f.money(row.patient) },
        { head: 'See notes', x: 522, w: 50, cell: lineText((l) => l.reasons.map(letter).join(', ')) },
      ],
      rows,
      { size: 7.5, headSize: 7, repeat: true, rule: true, rowFont: (row) => (isTotal(row) ? 'bold' : undefined), banner: (s) => s.row([{ text: `Details for claim ${c.number} (continued)`, x: 40, size: 8, font: 'italic' }], 4) },
    );
    keepTogether(sheet, 70, BOTTOM);
    sheet.space(8);
    paragraph(
      sheet,
      `Your share of ${f.money(c.total.patient)} for this claim is ${f.money(c.total.deductible)} toward your deductible, a ${f.money(c.total.copay)} copayment and ${f.money(c.total.coinsurance)} in coinsurance. We sent the plan's share of ${f.money(c.total.planPaid)} to ${p.provider}.`,
      40,
      532,
      8.5,
      'regular',
      8,
    );
    glossary(sheet, 'What the notes mean', noted.map((reason): [string, string] => [letter(reason), noteText[reason]]), { x: 40, width: 520, size: 7.5, codeWidth: 16 });
    if (!ctx.options.onePage) {
      keepTogether(sheet, 50, BOTTOM);
      sheet.space(8).row([{ text: 'Tips', x: 40, size: 9, font: 'bold' }], 1);
      paragraph(sheet, `Keep this notice and compare it with the bills you get from your providers. If you see care you did not get, or think someone is using your member number, call us at ${p.phone} or call 1-800-MEDICARE (1-800-633-4227), TTY 1-877-486-2048.`, 40, 532, 7.5, 'regular');
    }
    const material = `${contract.slice(0, 5)}_EOB${year.slice(2)}_M`;
    everyPage(sheet, (page, total) => [
      { text: material, x: 40, y: H - 36, size: 6.5, grey: 0.35 },
      { text: `${p.member}  |  ${p.memberId}`, x: 306, y: H - 36, size: 6.5, align: 'right', grey: 0.35 },
      { text: `Page ${page} of ${total}`, x: 572, y: H - 36, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true }), doc: sheet };
  }),

  // An out-of-network emergency claim processed under the federal No Surprises Act: a ruled
  // "surprise billing protections" notice with the most the patient can be billed, the claim facts and
  // the hospital where care was given, a narrow line table with the qualifying payment amount (the
  // allowed amount) beside a "Your cost share" column of totals, then sentences that repeat the figures
  // (QPA, the balance the provider may not bill, the initial payment open to negotiation) and the No
  // Surprises Help Desk; amounts mostly without '$'.
  fam('no-surprises-emergency', 'dev', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['us-slash', 'us-2digit', 'abbrev'], ['plain', 'plain', 'dollar-nocomma']);
    const p = partiesOf(ctx, { insurer: rng.pick(['national', 'regional'] as const), provider: 'emergency', dependent: 0.3 });
    const facility = providerName(rng, ctx.split, 'facility');
    const extras: readonly Service[] = [
      ...EMERGENCY.slice(2),
      ...IMAGING.slice(0, 2),
      ...PROF.filter((s) => s[1] === '93000'),
      ['Critical care, first 30-74 min', '99291', 600, 1800],
      ['Splint application, forearm', '29125', 120, 380],
      ['Nebulizer treatment', '94640', 40, 160],
      ['Incision and drainage, abscess', '10060', 220, 640],
      ['Pulse oximetry, multiple', '94761', 20, 90],
    ];
    // Priced as in network (the law holds the patient to in-network cost sharing), billed by an out-of-network group.
    const priced = claimOf(ctx, { services: extras, first: EMERGENCY.slice(0, 2), lines: [1, 6], onePageLines: [1, 3], copay: true, deductible: true, coinsurance: true, inNetwork: 1, claimStyle: rng.pick(['prefixed', 'alnum'] as const) });
    // An emergency room copay is larger than an office copay: raise it on the visit line and figure its coinsurance again.
    const visit = priced.lines[0];
    const erCopay = rng.pick([100, 150, 200, 250, 350]);
    const r2 = (v: number) => Math.round(v * 100) / 100;
    const lines = priced.lines.map((l) => {
      if (l !== visit || l.copay === 0) return l;
      const copay = Math.min(erCopay, r2(l.allowed - l.deductible));
      const coinsurance = r2(Math.round((l.allowed - l.deductible - copay) * (1 - l.share) * 100) / 100);
      const planPaid = r2(l.allowed - l.deductible - copay - coinsurance);
      return { ...l, copay, coinsurance, planPaid, patient: r2(l.deductible + copay + coinsurance + l.notCovered) };
    });
    const total = Object.fromEntries(AMOUNT_KEYS.map((k) => [k, r2(lines.reduce((s, l) => s + l[k], 0))])) as Amounts;
    const c: Claim = { ...priced, lines, total, inNetwork: ctx.options.eob?.isInNetwork ?? false };
    const rate = Math.round((1 - (visit?.share ?? 0.8)) * 100);
    const paidOn = addDays(c.processed, rng.int(1, 4));
    const BOTTOM = 56;
    const { sheet } = newSheet({ size: 8, font: 'regular', top: 40, bottom: BOTTOM });
    sheet.row([{ text: p.insurer, x: 40, size: 15, font: 'bold' }, { text: 'Explanation of Benefits', x: 572, size: 11, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${p.insurerAddr.line1}, ${p.insurerAddr.line2}`, x: 40, size: 7 }, { text: 'Statement of benefits - not a bill', x: 572, size: 8, align: 'right' }]);
    sheet.row([{ text: `${w.get('phone')} ${p.phone}`, x: 40, size: 7 }], 10);
    sheet.row([rule(40, 572, 8, '=')], 2);
    if (c.inNetwork) {
      sheet.row([{ text: 'EMERGENCY CARE FROM A NETWORK PROVIDER', x: 40, size: 10, font: 'bold' }], 2);
      paragraph(sheet, `You got emergency care from ${p.provider}, a provider in your plan's network. Your cost share is based on your plan's allowed amount and counts toward your deductible and out-of-pocket limit.`, 40, 532, 8, 'regular', 4);
    } else {
      sheet.row([{ text: 'SURPRISE BILLING PROTECTIONS APPLIED TO THIS CLAIM', x: 40, size: 10, font: 'bold' }], 2);
      paragraph(
        sheet,
        `You got emergency care from ${p.provider}, a provider outside your plan's network. Under the federal No Surprises Act you pay only your in-network cost share. It is based on the qualifying payment amount (QPA) and counts toward your in-network deductible and out-of-pocket limit.`,
        40,
        532,
        8,
        'regular',
        4,
      );
    }
    sheet.row([{ text: `The most ${p.provider} can bill you for this claim:`, x: 40, size: 9, font: 'bold' }, { text: f.money(c.total.patient), x: 572, size: 11, font: 'bold', align: 'right' }]);
    sheet.row([rule(40, 572, 8, '=')], 10);
    columns(
      sheet,
      factRows([['Care received by', p.member], ['Member ID no.', p.memberId], ['Plan subscriber', p.holder], ['Group plan no.', p.group]], 40, { size: 8, colon: true }),
      factRows([['Claim ID number', c.number], ['Claim decision date', f.date(c.processed)], ['Billed by', p.provider], ['Provider network status', c.inNetwork ? 'In-network' : 'Out-of-network (emergency)']], 300, { size: 8, colon: true }),
    );
    sheet.space(4).row([{ text: 'Place of service:', x: 40, font: 'bold' }, { text: `Emergency department, ${facility}`, x: 112 }, { text: `Date of emergency visit: ${f.date(c.serviceDate)}`, x: 572, align: 'right' }], 12);
    // The line table on the left, the patient's cost share beside it.
    type NsaCol = { head: string; x: number; w: number; align?: 'left' | 'right'; cell: (row: Row) => string };
    const cols: NsaCol[] = [
      { head: 'Date', x: 40, w: 34, cell: lineText((l) => f.short(l.date)) },
      { head: 'Code', x: 82, w: 26, cell: lineText((l) => l.code) },
      { head: 'Service', x: 112, w: 100, cell: (row) => (isTotal(row) ? row.label : row.description) },
      { head: 'Billed by provider', x: 262, w: 44, align: 'right', cell: (row) => f.money(row.billed) },
      { head: c.inNetwork ? 'Allowed amount' : 'Qualifying payment amount (QPA)', x: 312, w: 46, align: 'right', cell: (row) => f.money(row.allowed) },
      { head: "Plan's initial payment", x: 362, w: 46, align: 'right', cell: (row) => f.money(row.planPaid) },
      { head: 'Your in-network cost share', x: 412, w: 46, align: 'right', cell: (row) => f.money(row.patient) },
    ];
    const HS = 6.5;
    const wrapped = cols.map((col) => wrap(col.head, col.w, HS, 'bold'));
    const depth = Math.max(...wrapped.map((l) => l.length));
    const headRows = Array.from({ length: depth }, (_, i) =>
      cols.map((col, j): Cell => ({ text: wrapped[j]?.[i - (depth - (wrapped[j]?.length ?? 0))] ?? '', x: col.x, align: col.align, size: HS, font: 'bold' })).filter((cell) => cell.text !== ''),
    );
    const rows: Row[] = [...c.lines, totalRow(c, 'Claim total')];
    const body = rows.map((row) => cols.map((col): Cell => ({ text: col.cell(row), x: col.x, align: col.align, size: 7, font: isTotal(row) ? 'bold' : undefined })).filter((cell) => cell.text !== ''));
    const SX = 432;
    const side = (label: string, value: string, font?: FontName): Cell[] => [{ text: label, x: SX, size: 7.5, font }, { text: value, x: 572, size: 7.5, font, align: 'right' }];
    const sidebar: Cell[][] = [
      [{ text: 'YOUR COST SHARE', x: SX, size: 8, font: 'bold' }],
      [{ text: c.inNetwork ? 'Based on the allowed amount' : 'Based on the QPA, at in-network rates', x: SX, size: 6.5, font: 'italic' }],
      [rule(SX, 572, 6)],
      side('In-network deductible', f.money(c.total.deductible)),
      side('Emergency room copay', f.money(c.total.copay)),
      side(`Coinsurance (${rate}%)`, f.money(c.total.coinsurance)),
      [rule(SX, 572, 6)],
      side('You owe the provider', f.money(c.total.patient), 'bold'),
      [],
      side('Plan paid the provider', f.money(c.total.planPaid)),
      side(c.inNetwork ? 'Network savings' : 'Provider may not bill you', f.money(c.total.discount)),
      [{ text: c.inNetwork ? '(billed minus allowed)' : '(billed minus QPA)', x: SX, size: 6.5, font: 'italic' }],
    ];
    const left = [...headRows, [rule(40, 412, 6)], ...body];
    keepTogether(sheet, 12.4 * Math.max(left.length, sidebar.length), BOTTOM);
    columns(sheet, left, sidebar);
    sheet.space(12);
    keepTogether(sheet, 110, BOTTOM);
    sheet.row([{ text: 'What this means for you', x: 40, size: 9.5, font: 'bold' }], 2);
    const points = c.inNetwork
      ? [
          `${p.provider} billed ${f.money(c.total.billed)}. Your plan allowed ${f.money(c.total.allowed)}, and the provider agreed not to bill you for the ${f.money(c.total.discount)} difference.`,
          `We paid ${p.provider} ${f.money(c.total.planPaid)} on ${f.date(paidOn)}. You may owe the provider ${f.money(c.total.patient)}.`,
        ]
      : [
          `The QPA is the plan's median contracted rate for the same service in the same area. The QPA for this claim is ${f.money(c.total.allowed)}, and your cost share of ${f.money(c.total.patient)} was figured on it.`,
          `${p.provider} billed ${f.money(c.total.billed)}. It may not bill you for the ${f.money(c.total.discount)} difference between its charges and the QPA.`,
          `We sent an initial payment of ${f.money(c.total.planPaid)} to ${p.provider} on ${f.date(paidOn)}. If the provider disagrees with it, it may start a 30-business-day open negotiation with us and then federal independent dispute resolution. What you owe will not change.`,
        ];
    for (const point of points) {
      const lines = wrap(point, 520, 7.5, 'regular');
      lines.forEach((line, i) => sheet.row([...(i === 0 ? [{ text: '-', x: 40, size: 7.5 }] : []), { text: line, x: 50, size: 7.5 }], i === lines.length - 1 ? 3 : 0));
    }
    sheet.space(6);
    paragraph(
      sheet,
      `If you get a bill for more than ${f.money(c.total.patient)} for this visit, call us at ${p.phone} or the No Surprises Help Desk at 1-800-985-3059, or visit www.cms.gov/nosurprises. You may appeal this decision within 180 days of the date of this statement.`,
      40,
      532,
      7.5,
      'regular',
    );
    everyPage(sheet, (page, total) => [
      { text: `Claim ID number ${c.number}  |  ${p.member}`, x: 40, y: H - 36, size: 6.5, grey: 0.35 },
      { text: `Page ${page} of ${total}`, x: 572, y: H - 36, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true }), doc: sheet };
  }),

  // A secondary plan's EOB under coordination of benefits: another group plan or Original Medicare
  // paid first and this plan paid what was left, up to its normal benefit. A "secondary claim" banner,
  // the other coverage on file (the primary payer, its member number, when it paid), a line table with
  // a column for what the other insurance paid (sometimes printed as a credit), this plan's deductible,
  // its payment and the balance left to the patient, a "how we coordinated" waterfall, CARC-style codes
  // (23: prior payer) and a reminder to keep other-coverage facts current. Per line and in total:
  //   billed - discount = allowed;  allowed = other paid + plan paid + patient;  patient >= deductible.
  // The truth has no field for the other payer, and allowed is not plan paid + patient here, so it
  // leaves out allowedAmount (as well as the copay, which is not printed).
  fam('secondary-cob-eob', 'dev', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['us-slash', 'us-2digit', 'abbrev', 'us-dash'], ['dollar', 'plain', 'dollar-nocomma'], ['parens', 'minus', 'cr']);
    const medicare = rng.bool(0.4);
    const p = partiesOf(ctx, { insurer: rng.pick(['national', 'regional'] as const), provider: rng.pick(['physician', 'physician', 'lab', 'imaging', 'therapy'] as const), dependent: medicare ? 0.1 : 0.5, id: rng.pick(['alpha-digits', 'digits', 'w-digits'] as const) });
    const c = claimOf(ctx, { services: [...PROF, ...LAB, ...IMAGING, ...THERAPY], first: VISITS, lines: [1, 22], onePageLines: [1, 3], inNetwork: 0.85, claimStyle: rng.pick(['alnum', 'long-digits', 'dashed'] as const) });
    const stemOf = (name: string) => INSURER_STEMS[ctx.split].find((s) => name.startsWith(s)) ?? name;
    let primary = 'Medicare Part B';
    for (let i = 0; !medicare && i < 8 && (primary === 'Medicare Part B' || stemOf(primary) === stemOf(p.insurer)); i++) primary = insurerName(rng, ctx.split, rng.pick(['national', 'regional'] as const));
    const MBI = 'ACDEFGHJKMNPQRTUVWXY';
    const letter = () => MBI[rng.int(0, MBI.length - 1)] ?? 'A';
    const primaryId = medicare ? `${rng.int(1, 9)}${letter()}${letter()}${rng.int(0, 9)}-${letter()}${letter()}${rng.int(0, 9)}-${letter()}${letter()}${rng.int(0, 9)}${rng.int(0, 9)}` : memberIdOf(rng, 'alpha-digits');
    const primaryHolder = medicare ? p.member : rng.bool(0.5) ? p.holder : person(rng, ctx.split);
    const employers = ['Riverbend School District', 'Halcyon Aerospace', 'Tri-County Electric Cooperative', 'Marigold Foods', 'City of Fairmont', 'Northgate Credit Union'];
    const plan = medicare ? rng.pick(['Medicare Supplement Plan G', 'Medicare Supplement Plan F', 'Group Retiree Medical Plan']) : `${rng.pick(employers)} Group Medical Plan`;
    const gapPlan = plan.endsWith('Plan G');
    const primaryPaidOn = [addDays(c.received, -rng.int(1, 8)), addDays(c.serviceDate, 1)].sort().at(-1) ?? c.received;
    // The primary's pricing: its deductible, a copay on the visit, its coinsurance; what it paid.
    const partB = c.serviceDate < '2025-01-01' ? 24000 : 25700;
    let primaryDeductible = medicare ? (rng.bool(0.35) ? rng.pick([partB, rng.int(1, partB / 100 - 1) * 100]) : 0) : rng.bool(0.45) ? cents(rng.money(50, 1500)) : 0;
    const primaryRate = medicare ? 0.8 : rng.pick([0.7, 0.8, 0.9]);
    const primaryCopay = !medicare && rng.bool(0.5) ? cents(rng.pick([20, 25, 30, 40, 50])) : 0;
    // This plan: its own deductible left, its normal benefit rate; it pays the balance up to that benefit.
    let ownDeductible = medicare ? 0 : rng.bool(0.5) ? cents(rng.pick([100, 150, 200, 250, 500, 750])) : 0;
    const ownRate = medicare ? 1 : rng.pick([0.8, 0.9, 1]);
    const codeText: Record<string, string> = {};
    const code = (key: string, text: string) => {
      codeText[key] ??= text;
      return key;
    };
    type CobRow = { date: string; code: string; description: string; billed: number; allowed: number; other: number; deductible: number; planPaid: number; patient: number; normal: number; codes: string; total: boolean };
    const lines = c.lines.map((l, i): CobRow => {
      const allowed = cents(l.allowed);
      const pDed = Math.min(primaryDeductible, allowed);
      primaryDeductible -= pDed;
      const pCopay = i === 0 && VISITS.some((v) => v[1] === l.code) ? Math.min(primaryCopay, allowed - pDed) : 0;
      const other = allowed - pDed - pCopay - Math.round((allowed - pDed - pCopay) * (1 - primaryRate));
      const balance = allowed - other;
      let deductible = 0;
      if (medicare) deductible = gapPlan ? pDed : 0;
      else {
        deductible = Math.min(ownDeductible, balance);
        ownDeductible -= deductible;
      }
      const normal = medicare ? balance - deductible : Math.round((allowed - deductible) * ownRate);
      const planPaid = Math.min(normal, balance - deductible);
      const codes: string[] = [];
      const over = medicare ? 'The charge is more than the Medicare-approved amount. A provider who accepts assignment may not bill you for the difference.' : c.inNetwork ? w.remark('discount') : 'Charge exceeds the maximum allowable amount for this service.';
      if (cents(l.discount) > 0) codes.push(code('45', over));
      if (other > 0) codes.push(code('23', medicare ? 'Medicare paid first. We paid after Medicare (crossover claim).' : `The prior payer's payment was subtracted. ${primary} is your primary coverage for this claim.`));
      if (deductible > 0) codes.push(code('1', medicare ? 'Medicare Part B deductible. Your supplement plan does not pay it.' : w.remark('deductible')));
      if (planPaid < balance - deductible) codes.push(code('24', 'This plan paid its normal benefit; the rest of the balance after the other payer is your share.'));
      return { date: l.date, code: l.code, description: l.description, billed: cents(l.billed), allowed, other, deductible, planPaid, patient: balance - planPaid, normal, codes: codes.join(' '), total: false };
    });
    const sumOf = (k: 'billed' | 'allowed' | 'other' | 'deductible' | 'planPaid' | 'patient' | 'normal') => lines.reduce((s, l) => s + l[k], 0);
    const totalCents = { billed: sumOf('billed'), allowed: sumOf('allowed'), other: sumOf('other'), deductible: sumOf('deductible'), planPaid: sumOf('planPaid'), patient: sumOf('patient'), normal: sumOf('normal') };
    const d = (v: number) => v / 100;
    const dollarsOf = (r: CobRow): CobRow => ({ ...r, billed: d(r.billed), allowed: d(r.allowed), other: d(r.other), deductible: d(r.deductible), planPaid: d(r.planPaid), patient: d(r.patient), normal: d(r.normal) });
    const totalsLabel = w.get('totals');
    const rows: CobRow[] = [...lines, { date: '', code: '', description: totalsLabel, ...totalCents, codes: '', total: true }].map(dollarsOf);
    const total = rows.at(-1) ?? rows[0];
    if (!total) throw new Error('secondary-cob-eob: no claim lines');
    const creditOther = rng.bool(0.5);
    const caps = rng.bool(0.3);
    const BOTTOM = 60;
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 40, bottom: BOTTOM });
    // Letterhead, the secondary-claim banner.
    sheet.row([{ text: p.insurer, x: 40, size: 14, font: 'bold' }, { text: w.get('title'), x: 572, size: 11, font: 'bold', align: 'right' }]);
    sheet.row([{ text: plan, x: 40, size: 8.5, font: 'italic' }, { text: w.get('notBill'), x: 572, size: 8, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${p.insurerAddr.line1}, ${p.insurerAddr.line2}`, x: 40, size: 7 }, { text: `${w.get('phone')} ${p.phone}`, x: 572, size: 7.5, align: 'right' }], 8);
    const banner = medicare ? 'MEDICARE CROSSOVER CLAIM - PROCESSED AS SECONDARY' : 'SECONDARY CLAIM - COORDINATION OF BENEFITS';
    sheet.row([rule(40, 572, 7, '-', 'mono')], -4);
    sheet.row([{ text: banner, x: centered(banner, 10, 'bold'), size: 10, font: 'bold' }], -4);
    sheet.row([rule(40, 572, 7, '-', 'mono')], 8);
    const dates = c.lastDate === c.serviceDate ? f.date(c.serviceDate) : `${f.short(c.serviceDate)} - ${f.short(c.lastDate)}`;
    const mail: Cell[][] = [[{ text: bars(rng, 34), x: 40, size: 8, font: 'mono' }], [{ text: up(p.holder), x: 40, size: 9 }], [{ text: up(p.memberAddr.line1), x: 40, size: 9 }], [{ text: up(p.memberAddr.line2), x: 40, size: 9 }]];
    const besideFacts = rng.bool(0.5);
    if (besideFacts) {
      columns(
        sheet,
        mail,
        factRows(
          [
            [w.get('statementDate'), f.date(c.processed)],
            [w.get('claimNumber'), c.number],
            [w.get('memberId'), p.memberId],
            [w.get('group'), p.group],
          ],
          330,
          { size: 8, colon: true, caps },
        ),
      );
      sheet.space(8);
      columns(
        sheet,
        factRows([[w.get('member'), p.member], [w.get('provider'), p.provider]], 40, { size: 8, colon: true }),
        factRows(medicare ? [[w.get('serviceDate'), dates]] : [[w.get('serviceDate'), dates], [w.get('network'), w.network(c.inNetwork)]], 330, { size: 8, colon: true }),
      );
    } else {
      for (const row of mail) sheet.row(row);
      sheet.space(8);
      above(
        sheet,
        [
          [w.get('member'), p.member],
          [w.get('memberId'), p.memberId],
          [w.get('claimNumber'), c.number],
          [w.get('statementDate'), f.date(c.processed)],
          [w.get('serviceDate'), dates],
          medicare ? [w.get('group'), p.group] : [w.get('network'), w.network(c.inNetwork)],
        ].map(([label, value]): Pair => [caps ? up(label ?? '') : (label ?? ''), value ?? '']),
        { x: 40, perRow: 3, columnWidth: 177, labelSize: 7, valueSize: 9, gap: 4 },
      );
      sheet.row([{ text: colon(w.get('provider')), x: 40, size: 8, font: 'bold' }, { text: p.provider, x: 130, size: 9 }]);
    }
    // The other coverage on file.
    sheet.space(10).row([{ text: 'OTHER COVERAGE ON FILE', x: 40, size: 8.5, font: 'bold' }], -4);
    sheet.row([rule(40, 572, 7)], 3);
    columns(
      sheet,
      factRows(
        [
          ['Primary payer', primary],
          [medicare ? 'Medicare number (MBI)' : 'Primary member ID', primaryId],
          ...(medicare ? [] : [['Primary policyholder', primaryHolder] as const]),
        ],
        40,
        { size: 7.5, colon: true },
      ),
      factRows(
        [
          ['Order of benefits', 'This plan pays second'],
          [medicare ? 'Medicare processed on' : 'Primary processed on', f.date(primaryPaidOn)],
        ],
        330,
        { size: 7.5, colon: true },
      ),
    );
    sheet.space(10);
    // The claim lines.
    type K = 'billed' | 'allowed' | 'other' | 'deductible' | 'planPaid' | 'patient';
    const order: readonly K[] = rng.pick([
      ['billed', 'allowed', 'other', 'deductible', 'planPaid', 'patient'],
      ['billed', 'allowed', 'deductible', 'other', 'planPaid', 'patient'],
      ['billed', 'allowed', 'other', 'planPaid', 'deductible', 'patient'],
    ] as const);
    const HS = 6.5;
    const CW = 46;
    const heads: Record<K, string> = {
      billed: w.fitting('billed', CW, HS, 'bold', 3, caps),
      allowed: medicare ? w.fitting('msnApproved', CW, HS, 'bold', 3, caps) : w.fitting('allowed', CW, HS, 'bold', 3, caps),
      other: medicare ? w.fitting('msnPaid', CW, HS, 'bold', 3, caps) : rng.pick(['Other Insurance Paid', 'Paid by Other Carrier', 'Primary Carrier Paid', 'Other Coverage Paid']),
      deductible: gapPlan ? 'Part B Deductible' : w.fitting('deductible', CW, HS, 'bold', 3, caps),
      planPaid: w.fitting('planPaid', CW, HS, 'bold', 3, caps),
      patient: w.fitting('patient', CW, HS, 'bold', 3, caps),
    };
    const xs = [282, 332, 382, 432, 482, 532];
    const money = (k: K) => (r: CobRow) => (k === 'other' && creditOther ? f.credit(r[k]) : f.money(r[k]));
    const cols: Col<CobRow>[] = [
      { head: w.fitting('serviceDate', 38, HS, 'bold', 3, caps), x: 40, w: 38, cell: (r) => (r.total ? '' : f.short(r.date)) },
      { head: w.get('service'), x: 88, w: 140, cell: (r) => (r.total ? r.description : `${r.code} ${r.description}`) },
      ...order.map((k, i): Col<CobRow> => ({ head: heads[k], x: xs[i] ?? 0, w: CW, align: 'right', cell: money(k) })),
      { head: w.fitting('remarks', 34, HS, 'bold', 3, caps), x: 538, w: 34, cell: (r) => r.codes },
    ];
    table(sheet, hooks, cols, rows, {
      size: 7,
      headSize: HS,
      caps,
      rule: true,
      repeat: true,
      rowFont: (r) => (r.total ? 'bold' : undefined),
      banner: (s) => s.row([{ text: `${p.member}  -  ${c.number} (continued)`, x: 40, size: 7.5, font: 'italic' }], 4),
    });
    // How the plans shared the allowed amount.
    const waterfall: [string, string, FontName?][] = [
      [medicare ? 'Medicare-approved amount' : 'Allowed amount', f.money(total.allowed)],
      [`Less: paid by ${primary}`, f.credit(total.other)],
      ['Balance after the primary payment', f.money(d(totalCents.allowed - totalCents.other))],
      ...(medicare ? [] : [['What we would have paid as your only plan', f.money(total.normal)] as [string, string]]),
      [`${w.get('planPaid')} (secondary)`, f.money(total.planPaid), 'bold'],
      [w.get('patient'), f.money(total.patient), 'bold'],
    ];
    keepTogether(sheet, 16 + 12.4 * waterfall.length, BOTTOM);
    sheet.space(10).row([{ text: 'HOW WE COORDINATED BENEFITS', x: 40, size: 8.5, font: 'bold' }], 1);
    totalsRows(sheet, waterfall, 50, 330, { size: 8, labelFont: 'regular' });
    sheet.space(8);
    const note = medicare
      ? `Medicare sent us this claim after it processed it (a crossover claim). ${gapPlan ? 'Your plan pays your Medicare coinsurance but not the Medicare Part B deductible.' : 'Your plan pays your Medicare deductible and coinsurance.'} A provider who accepts Medicare assignment may not bill you more than ${f.money(total.patient)} for these services.`
      : `We received this claim after ${primary} processed it as your primary coverage. Under the coordination of benefits rules of your plan we pay the balance left after the other plan's payment, but never more than we would have paid as your only plan. Together the two plans will not pay more than the allowed amount.`;
    paragraph(sheet, note, 40, 532, 7.5, 'regular', 6);
    const glossaryRows = Object.entries(codeText);
    keepTogether(sheet, 14 + 11 * glossaryRows.length, BOTTOM);
    glossary(sheet, w.get('remarkHead'), glossaryRows, { x: 40, width: 530, size: 7, codeWidth: 24 });
    if (!ctx.options.onePage) {
      keepTogether(sheet, 40, BOTTOM);
      sheet.space(8);
      paragraph(sheet, `Is your other coverage still the same? Please tell us when other coverage starts, changes or ends, so we can pay your claims in the right order. Call ${p.phone} or update it on our member website. We may ask you about other coverage once a year.`, 40, 532, 7, 'italic');
    }
    const form = `COB-2${rng.digits(2)} ${rng.letters(1)}`;
    const claimLabel = w.get('claimNumber');
    everyPage(sheet, (page, total) => [
      { text: `${form}   ${bars(rng, 24)}`, x: 40, y: H - 38, size: 6.5, font: 'mono', grey: 0.35 },
      { text: `${p.member}  |  ${claimLabel} ${c.number}`, x: 520, y: H - 38, size: 6.5, align: 'right', grey: 0.35 },
      { text: `Page ${page} of ${total}`, x: 572, y: H - 38, size: 7, align: 'right' },
    ]);
    const truth = truthOf(c, p, { copay: false, deductible: true, allowed: false, network: !medicare });
    return { truth: { ...truth, deductible: total.deductible, planPaid: total.planPaid, patientResponsibility: total.patient }, doc: sheet };
  }),

  // A military family health plan's EOB in the government style: the plan and its region, "This is a
  // statement of the action taken on your claim", the sponsor (name and DoD benefits number) and the
  // beneficiary with category and plan option (Prime or Select), a framed claim summary box (billed,
  // allowed, deductible, copayment, cost-share, other health insurance, paid by the plan, beneficiary
  // share), a typewriter services table under "Services provided by", numbered remarks, the fiscal-year
  // deductible and catastrophic cap, appeal rights (reconsideration within 90 days) and a customer
  // service box. Active duty family members in Prime owe nothing; Select applies a deductible, network
  // copays and a 20-25 % non-network cost-share.
  fam('military-family-plan', 'dev', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['us-slash', 'upper-abbrev', 'day-month-abbrev', 'us-2digit'], ['plain', 'dollar']);
    const parties = partiesOf(ctx, { insurer: 'regional', provider: rng.pick(['physician', 'physician', 'lab', 'imaging', 'therapy', 'facility'] as const), dependent: 0.75, id: 'digits' });
    const region = rng.pick(['East', 'West']);
    const insurer = `${rng.pick(INSURER_STEMS[ctx.split])} ${rng.pick(['Military Family Health Plan', 'Uniformed Services Family Health Plan', 'Military Health Services'])}`;
    const p: Parties = { ...parties, insurer: ctx.options.eob?.insuranceCompany ?? insurer };
    const self = p.holder === p.member;
    const family = self ? 'Retiree' : rng.pick(['Active Duty Family Member', 'Active Duty Family Member', 'Retiree Family Member']);
    const adfm = family.startsWith('Active');
    const relation = self ? 'Self' : rng.pick(['Spouse', 'Child', 'Spouse']);
    const option = rng.pick(['Prime', 'Select', 'Select']);
    const network = ctx.options.eob?.isInNetwork ?? (option === 'Prime' ? rng.bool(0.95) : rng.bool(0.7));
    const base = claimOf(ctx, { services: [...PROF, ...LAB, ...IMAGING, ...THERAPY, ...BEHAVIORAL], first: VISITS, lines: [1, 16], onePageLines: [1, 3], inNetwork: network ? 1 : 0, claimStyle: rng.pick(['icn', 'long-digits'] as const) });
    // Fiscal year (October to September): deductible and catastrophic cap met before this claim.
    const fy = Number(base.serviceDate.slice(0, 4)) + (Number(base.serviceDate.slice(5, 7)) >= 10 ? 1 : 0);
    const dedLimit = option === 'Prime' ? 0 : cents(adfm ? rng.pick([50, 150]) : rng.pick([150, 194]));
    let dedLeft = dedLimit === 0 ? 0 : rng.bool(0.4) ? 0 : rng.bool(0.5) ? dedLimit : cents(rng.int(1, dedLimit / 100 - 1));
    const dedBefore = dedLimit - dedLeft;
    const visitCopay = adfm && option === 'Prime' ? 0 : cents(rng.pick(adfm ? [15, 17, 31, 34] : [22, 29, 36, 46]));
    const shareRate = network ? 0 : adfm ? 0.2 : 0.25;
    const c = repriced(base, (l, i, allowed) => {
      if ((adfm && option === 'Prime') || ['99396', '77067', '90686', '90471'].includes(l.code)) return { deductible: 0, copay: 0, coinsurance: 0 };
      const copay = network && i === 0 && VISITS.some((v) => v[1] === l.code) ? Math.min(visitCopay, allowed) : 0;
      const deductible = Math.min(dedLeft, allowed - copay);
      dedLeft -= deductible;
      return { deductible, copay, coinsurance: Math.round((allowed - copay - deductible) * shareRate) };
    });
    const claimShare = cents(c.total.patient);
    const capBefore = Math.max(dedBefore, cents(rng.money(0, adfm ? 400 : 1500)));
    const capLimit = Math.max(cents(adfm ? 1000 : rng.pick([3000, 3500])), Math.ceil((capBefore + claimShare) / 50000) * 50000);
    const sponsorId = rng.digits(11);
    // Numbered remarks in the plan's own words (a non-network provider who accepts assignment may not
    // bill more than the cost-share, so no remark says the patient owes the difference).
    const remarkText: Record<RemarkReason, string> = {
      discount: 'Network provider. The provider agreed to accept the allowed amount; you do not owe the difference.',
      overMax: 'Non-network provider. The allowed amount is the most the plan pays for this service; a provider who accepts assignment may not bill you more than your cost-share.',
      deductible: 'Applied to your fiscal year outpatient deductible.',
      copay: 'Network copayment for this type of visit.',
      coinsurance: `Non-network cost-share: ${Math.round(shareRate * 100)}% of the allowed amount after the deductible.`,
      notCovered: 'This service is not a covered benefit.',
      inNetwork: 'Network provider.',
      outNetwork: 'Non-network provider.',
    };
    const remarkCodes: Record<RemarkReason, string> = { discount: '112', overMax: '147', deductible: '201', copay: '206', coinsurance: '218', notCovered: '330', inNetwork: '101', outNetwork: '102' };
    const usedRemarks: RemarkReason[] = [];
    const remarksOf = (l: Line) =>
      l.reasons
        .map((reason) => {
          if (!usedRemarks.includes(reason)) usedRemarks.push(reason);
          return remarkCodes[reason];
        })
        .join(' ');
    const BOTTOM = 60;
    const MONO: FontName = 'mono';
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 40, bottom: BOTTOM });
    sheet.row([{ text: p.insurer, x: 40, size: 13, font: 'bold' }]);
    sheet.row([{ text: `Health care for uniformed services families  |  ${region} Region`, x: 40, size: 7.5, font: 'italic' }, { text: up(w.get('notBill')), x: 572, size: 7.5, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${p.insurerAddr.line1}, ${p.insurerAddr.line2}`, x: 40, size: 7 }], 6);
    const title = up(w.get('title'));
    sheet.row([{ text: title, x: centered(title, 12, 'mono-bold'), size: 12, font: 'mono-bold' }], 1);
    const action = 'This is a statement of the action taken on your claim.';
    sheet.row([{ text: action, x: centered(action, 8, 'bold'), size: 8, font: 'bold' }], 8);
    const mail: Cell[][] = [[{ text: bars(rng, 30), x: 40, size: 8, font: 'mono' }], [{ text: up(p.holder), x: 40, size: 8.5, font: MONO }], [{ text: up(p.memberAddr.line1), x: 40, size: 8.5, font: MONO }], [{ text: up(p.memberAddr.line2), x: 40, size: 8.5, font: MONO }]];
    const facts: Pair[] = [
      ['Sponsor', p.holder],
      ['Sponsor ID (DoD Benefits No.)', sponsorId],
      ['Beneficiary', p.member],
      ['Relationship to sponsor', relation],
      ['Beneficiary category', family],
      ['Plan option', option],
      [w.get('claimNumber'), c.number],
      [w.get('statementDate'), f.date(c.processed)],
      [w.get('received'), f.date(c.received)],
    ];
    if (rng.bool(0.5)) {
      columns(sheet, mail, factRows(facts, 320, { size: 7.5, colon: true }));
    } else {
      for (const row of mail) sheet.row(row);
      sheet.space(8);
      above(sheet, facts, { x: 40, perRow: 3, columnWidth: 177, labelSize: 6.5, valueSize: 8.5, valueFont: MONO, gap: 3 });
    }
    // The claim summary, framed.
    sheet.space(10);
    // A frame of '+', '-' and '|' in a typewriter face: N characters wide, its right edge at `edge`.
    const charWidth = cellWidth('-', 7.5, 'mono-bold');
    const N = Math.floor(532 / charWidth);
    const edge = 40 + (N - 1) * charWidth;
    const frame = (s: Sheet, title = '') => {
      const dashes = N - 2 - (title ? title.length + 2 : 0);
      const left = Math.floor(dashes / 2);
      s.row([{ text: title ? `+${'-'.repeat(left)} ${title} ${'-'.repeat(dashes - left)}+` : `+${'-'.repeat(N - 2)}+`, x: 40, size: 7.5, font: 'mono-bold' }]);
    };
    const framed = (cells: readonly Cell[]) => sheet.row([{ text: '|', x: 40, size: 7.5, font: 'mono-bold' }, ...cells, { text: '|', x: edge, size: 7.5, font: 'mono-bold' }]);
    const box = (pairs: readonly (readonly [string, string, string, string])[]) => {
      for (const [l1, v1, l2, v2] of pairs) {
        framed([
          { text: l1, x: 52, size: 7.5 },
          { text: v1, x: 290, size: 7.5, font: MONO, align: 'right' },
          { text: l2, x: 316, size: 7.5 },
          { text: v2, x: 556, size: 7.5, font: MONO, align: 'right' },
        ]);
      }
    };
    const paidOn = addDays(c.processed, rng.int(0, 3));
    frame(sheet, 'CLAIM SUMMARY');
    box([
      [w.get('billed'), f.money(c.total.billed), w.get('deductible'), f.money(c.total.deductible)],
      [w.get('allowed'), f.money(c.total.allowed), w.get('copay'), f.money(c.total.copay)],
      ['Other health insurance paid', f.money(0), 'Cost-share', f.money(c.total.coinsurance)],
      [`${w.get('planPaid')} to provider`, f.money(c.total.planPaid), 'Total beneficiary cost-share', f.money(c.total.patient)],
    ]);
    frame(sheet);
    sheet.row([{ text: `${w.get('paidTo')} ${p.provider} on ${f.date(paidOn)}: ${f.money(c.total.planPaid)}`, x: 40, size: 7.5 }], 10);
    // The services table.
    sheet.row([{ text: 'Services provided by:', x: 40, size: 8, font: 'bold' }, { text: up(p.provider), x: 130, size: 8, font: MONO }], 1);
    sheet.row([{ text: colon(w.get('network')), x: 40, size: 8, font: 'bold' }, { text: up(w.network(c.inNetwork)), x: 130, size: 8, font: MONO }], 4);
    const rows: Row[] = [...c.lines, totalRow(c, up(w.get('totals')))];
    const merged = rng.bool(0.4);
    const HS = 6.5;
    const date = (row: Row) => (isTotal(row) ? '' : f.short(row.date));
    const cols: Col<Row>[] = [
      ...(merged
        ? [
            { head: w.fitting('serviceDate', 48, HS, 'mono-bold'), x: 40, w: 48, cell: date },
            { head: 'Services provided (code)', x: 94, w: 160, cell: (row: Row) => (isTotal(row) ? row.label : `${row.description} (${row.code})`) },
          ]
        : [
            { head: w.fitting('serviceDate', 48, HS, 'mono-bold'), x: 40, w: 48, cell: date },
            { head: w.fitting('code', 26, HS, 'mono-bold'), x: 94, w: 26, cell: lineText((l) => l.code) },
            { head: 'Services provided', x: 124, w: 140, cell: (row: Row) => (isTotal(row) ? row.label : row.description) },
          ]),
      { head: w.fitting('billed', 54, HS, 'mono-bold'), x: 336, w: 54, align: 'right', cell: (row) => f.money(row.billed) },
      { head: w.fitting('allowed', 54, HS, 'mono-bold'), x: 394, w: 54, align: 'right', cell: (row) => f.money(row.allowed) },
      { head: 'Cost-share', x: 452, w: 54, align: 'right', cell: (row) => f.money(row.patient) },
      { head: w.fitting('planPaid', 54, HS, 'mono-bold'), x: 510, w: 54, align: 'right', cell: (row) => f.money(row.planPaid) },
      { head: 'See remarks', x: 518, w: 54, cell: lineText(remarksOf) },
    ];
    table(sheet, hooks, cols, rows, {
      size: 7,
      headSize: HS,
      headFont: 'mono-bold',
      font: MONO,
      rule: true,
      ruleChar: '-',
      repeat: true,
      rowFont: (row) => (isTotal(row) ? 'mono-bold' : undefined),
      banner: (s) => s.row([{ text: `SPONSOR ${up(p.holder)}  BENEFICIARY ${up(p.member)}  CLAIM ${c.number}  (CONTINUED)`, x: 40, size: 7, font: MONO }], 4),
    });
    sheet.space(8);
    const remarkRows = usedRemarks.map((reason): [string, string] => [remarkCodes[reason], remarkText[reason]]);
    keepTogether(sheet, 14 + 11 * remarkRows.length, BOTTOM);
    glossary(sheet, 'REMARKS', remarkRows, { x: 40, width: 530, size: 7, codeWidth: 24 });
    // Fiscal-year accumulators.
    keepTogether(sheet, 60, BOTTOM);
    sheet.space(8).row([{ text: `BENEFIT SUMMARY FOR FISCAL YEAR ${fy} (OCTOBER 1, ${fy - 1} - SEPTEMBER 30, ${fy})`, x: 40, size: 7.5, font: 'bold' }], 1);
    const dedMet = dedBefore + cents(c.total.deductible);
    const capMet = capBefore + claimShare;
    const acc: [string, string][] = [
      [w.get('accDeductible'), dedLimit === 0 ? 'No deductible in Prime' : `${f.money(dedMet / 100)} of ${f.money(dedLimit / 100)}`],
      ['Catastrophic cap met', `${f.money(capMet / 100)} of ${f.money(capLimit / 100)}`],
    ];
    for (const row of factRows(acc, 50, { size: 7.5, colon: true, valueFont: MONO })) sheet.row(row);
    if (!ctx.options.onePage) {
      keepTogether(sheet, 80, BOTTOM);
      sheet.space(8).row([{ text: 'APPEAL RIGHTS', x: 40, size: 8, font: 'bold' }], 1);
      paragraph(
        sheet,
        `If you disagree with how we processed this claim, you may ask for a reconsideration. Send a signed, written request with a copy of this notice and any new information to Appeals, ${p.insurer}, ${p.insurerAddr.line1}, ${p.insurerAddr.line2}. It must be postmarked or received within 90 days of the date of this notice. A network provider may not bill you more than the cost-share shown above.`,
        40,
        532,
        7,
        'regular',
        6,
      );
      paragraph(sheet, `If you did not get the services listed, or think someone used your benefits, call our fraud line at ${tollFree(rng)}.`, 40, 532, 7, 'regular', 8);
      keepTogether(sheet, 50, BOTTOM);
      frame(sheet, 'CUSTOMER SERVICE');
      framed([{ text: `${w.get('phone')} ${p.phone}  (TTY 711)   Monday - Friday, 8 a.m. - 6 p.m. local time`, x: 52, size: 7.5 }]);
      framed([{ text: 'Have your sponsor ID ready. Keep this notice for your records.', x: 52, size: 7.5 }]);
      frame(sheet);
    }
    const formId = `EOB-${region.slice(0, 1)}${rng.digits(3)} (${String(fy).slice(2)})`;
    everyPage(sheet, (page, total) => [
      { text: `${formId}  SPONSOR ID ***-****-${sponsorId.slice(-4)}`, x: 40, y: H - 38, size: 6.5, font: MONO, grey: 0.35 },
      { text: `PAGE ${page} OF ${total}`, x: 572, y: H - 38, size: 7, font: MONO, align: 'right' },
    ]);
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true }), doc: sheet };
  }),

  // A high-deductible health plan (HSA-qualified) EOB: the plan and its deductible in the name, the
  // member facts, then "Your plan year progress": deductible and out-of-pocket trackers printed as
  // "$1,250.00 of $3,000.00 met" with a bar of text characters and what is left (family ones too on
  // family coverage), the claim lines where most or all of the allowed amount goes to the deductible
  // (plan paid often 0.00; preventive care paid in full), a "why you owe" sentence and a boxed health
  // savings account note; a member-services box beside the facts. No copays.
  fam('hdhp-deductible-tracker', 'dev', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['us-slash', 'long', 'abbrev', 'us-short'], ['dollar', 'dollar', 'dollar-nocomma', 'plain'], ['parens', 'minus']);
    const p = partiesOf(ctx, { insurer: rng.pick(['national', 'regional'] as const), provider: rng.pick(['physician', 'physician', 'lab', 'imaging', 'therapy', 'facility'] as const), dependent: 0.35 });
    const PREVENTIVE = ['99396', '77067', '90686', '90471'];
    const base = claimOf(ctx, { services: [...PROF, ...LAB, ...IMAGING, ...THERAPY], first: VISITS, lines: [1, 18], onePageLines: [1, 3], inNetwork: 0.85, spreadDays: 3, claimStyle: rng.pick(['alnum', 'dated', 'short'] as const) });
    const year = base.serviceDate.slice(0, 4);
    const dedLimit = cents(rng.pick(year === '2024' ? [1600, 2000, 3000, 3200, 4000, 5000] : [1650, 2000, 3000, 3300, 4000, 5000]));
    const before = rng.bool(0.4) ? 0 : cents(rng.int(0, Math.floor((dedLimit / 100) * 0.85 / 10)) * 10);
    let dedLeft = dedLimit - before;
    const rate = rng.pick([0, 0.1, 0.2, 0.2]);
    const preventive = (l: Line) => PREVENTIVE.includes(l.code);
    const c = repriced(base, (l, _i, allowed) => {
      if (preventive(l)) return { deductible: 0, copay: 0, coinsurance: 0 };
      const deductible = Math.min(dedLeft, allowed);
      dedLeft -= deductible;
      return { deductible, copay: 0, coinsurance: Math.round((allowed - deductible) * rate) };
    });
    const dedMet = before + cents(c.total.deductible);
    const oopMet = before + cents(c.total.patient);
    const oopLimit = Math.max(cents(rng.pick(year === '2024' ? [6000, 7000, 8050] : [6000, 7000, 8300])), Math.ceil(oopMet / 50000) * 50000);
    const familyCoverage = p.holder !== p.member || rng.bool(0.3);
    const famDedLimit = dedLimit * 2;
    const famDedMet = Math.min(famDedLimit, dedMet + cents(rng.int(0, 12) * 50));
    const famOopLimit = oopLimit * 2;
    const famOopMet = oopMet + (famDedMet - dedMet);
    const plan = `${rng.pick(['HSA Saver', 'HDHP Bronze', 'Health Savings PPO', 'HSA Compatible PPO'])} ${dedLimit / 100}`;
    const [fill, empty] = rng.pick([['#', '.'], ['=', '-'], ['|', '.'], ['*', ' ']] as const);
    const bar = (met: number, limit: number) => {
      const n = Math.min(30, Math.round((met / limit) * 30));
      return `[${fill.repeat(n)}${empty.repeat(30 - n)}] ${Math.round((met / limit) * 100)}%`;
    };
    const notes: [string, string][] = [];
    const note = (key: string, text: string) => {
      if (!notes.some(([k]) => k === key)) notes.push([key, text]);
      return key;
    };
    const codesOf = (l: Line) =>
      [
        ...(cents(l.discount) > 0 ? [note('N1', c.inNetwork ? w.remark('discount') : 'The charge is more than the allowed amount for this service.')] : []),
        ...(preventive(l) ? [note('P1', 'Preventive care. Your plan pays it in full; the deductible does not apply.')] : []),
        ...(l.deductible > 0 ? [note('D1', l.planPaid === 0 && l.coinsurance === 0 ? 'The whole allowed amount went to your deductible. The plan pays once your deductible is met.' : w.remark('deductible'))] : []),
        ...(l.coinsurance > 0 ? [note('C1', w.remark('coinsurance'))] : []),
      ].join(' ');
    const BOTTOM = 58;
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 40, bottom: BOTTOM });
    sheet.row([{ text: p.insurer, x: 40, size: 15, font: 'bold' }, { text: w.get('title'), x: 572, size: 10.5, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${plan}  -  HSA-qualified high deductible health plan`, x: 40, size: 8 }, { text: w.get('notBill'), x: 572, size: 7.5, align: 'right' }]);
    sheet.row([{ text: `${p.insurerAddr.line1}, ${p.insurerAddr.line2}`, x: 40, size: 7 }], 12);
    // Member facts on the left, a member-services box on the right.
    const facts: Pair[] = [
      [w.get('member'), p.member],
      [w.get('memberId'), p.memberId],
      [w.get('group'), p.group],
      [w.get('claimNumber'), c.number],
      [w.get('serviceDate'), c.lastDate === c.serviceDate ? f.date(c.serviceDate) : `${f.date(c.serviceDate)} - ${f.date(c.lastDate)}`],
      [w.get('provider'), p.provider],
      [w.get('statementDate'), f.date(c.processed)],
      [w.get('network'), w.network(c.inNetwork)],
    ];
    const serviceBox: Cell[][] = [
      [rule(392, 572, 7)],
      [{ text: up(w.get('phone')), x: 398, size: 7.5, font: 'bold' }],
      [{ text: p.phone, x: 398, size: 9, font: 'bold' }],
      [{ text: 'TTY 711  |  Mon - Fri 8 a.m. - 8 p.m.', x: 398, size: 6.5 }],
      [{ text: 'Questions about your HSA? Use the', x: 398, size: 6.5 }],
      [{ text: 'number on the back of your HSA card.', x: 398, size: 6.5 }],
      [rule(392, 572, 7)],
    ];
    if (ctx.options.onePage || rng.bool(0.5)) columns(sheet, factRows(facts, 40, { size: 8, colon: true }), serviceBox);
    else {
      columns(sheet, [[{ text: up(p.member), x: 40, size: 9 }], [{ text: up(p.memberAddr.line1), x: 40, size: 9 }], [{ text: up(p.memberAddr.line2), x: 40, size: 9 }]], serviceBox.slice(0, 3));
      for (const row of serviceBox.slice(3)) sheet.row(row);
      sheet.space(6);
      above(sheet, facts, { x: 40, perRow: 3, columnWidth: 177, labelSize: 6.5, valueSize: 8, gap: 4 });
    }
    // The trackers.
    sheet.space(10).row([{ text: `Your ${year} plan year progress`, x: 40, size: 11, font: 'bold' }, { text: `as of ${f.date(c.processed)}, including this claim`, x: 572, size: 7.5, font: 'italic', align: 'right' }], -3);
    sheet.row([rule(40, 572, 8)], 3);
    const tracker = (label: string, met: number, limit: number) => {
      sheet.row([{ text: label, x: 40, size: 8, font: 'bold' }, { text: `${f.money(met / 100)} of ${f.money(limit / 100)} met`, x: 572, size: 8.5, font: 'bold', align: 'right' }]);
      sheet.row([{ text: bar(met, limit), x: 40, size: 8, font: 'mono' }, { text: `${f.money((limit - met) / 100)} left`, x: 572, size: 7.5, align: 'right' }], 4);
    };
    const [dedWord, oopWord] = rng.pick([
      ['deductible', 'out-of-pocket maximum'],
      ['in-network deductible', 'in-network out-of-pocket limit'],
      ['annual deductible', 'annual out-of-pocket max'],
    ] as const);
    const who = rng.pick([['Individual', 'Family'], ['Your', 'Family'], ['Member', 'Family']] as const);
    tracker(`${who[0]} ${dedWord}`, dedMet, dedLimit);
    tracker(`${who[0]} ${oopWord}`, oopMet, oopLimit);
    if (familyCoverage && !ctx.options.onePage) {
      tracker(`${who[1]} ${dedWord}`, famDedMet, famDedLimit);
      tracker(`${who[1]} ${oopWord}`, famOopMet, famOopLimit);
    }
    paragraph(sheet, 'Until you meet your deductible you pay the allowed amount for covered care, except preventive care. After that you pay coinsurance until you reach your out-of-pocket maximum.', 40, 532, 7, 'italic', 10);
    // The claim lines.
    const HS = 6.5;
    const amountKeys = ['billed', 'discount', 'allowed', 'deductible', 'coinsurance', 'planPaid', 'patient'] as const;
    const xs = [256, 302, 348, 394, 440, 486, 532];
    const rows: Row[] = [...c.lines, totalRow(c, w.get('totals'))];
    table(
      sheet,
      hooks,
      [
        { head: w.fitting('serviceDate', 40, HS, 'bold'), x: 40, w: 40, cell: lineText((l) => f.short(l.date)) },
        { head: w.get('service'), x: 84, w: 120, cell: (row) => (isTotal(row) ? row.label : row.description) },
        ...amountCols(w, f, amountKeys, xs, { width: 42, size: HS }),
        { head: 'Notes', x: 540, w: 32, cell: lineText(codesOf) },
      ],
      rows,
      { size: 7, headSize: HS, rule: true, repeat: true, rowFont: (row) => (isTotal(row) ? 'bold' : undefined), banner: (s) => s.row([{ text: `${w.get('claimNumber')} ${c.number} (continued)`, x: 40, size: 7.5, font: 'italic' }], 4) },
    );
    sheet.space(8);
    keepTogether(sheet, 30, BOTTOM);
    const why =
      c.total.planPaid === 0
        ? `You owe ${f.money(c.total.patient)} for this claim. All of it went toward your deductible${c.total.coinsurance > 0 ? ' and coinsurance' : ''}, so the plan paid ${f.money(0)}.`
        : `You owe ${f.money(c.total.patient)} for this claim: ${f.money(c.total.deductible)} toward your deductible and ${f.money(c.total.coinsurance)} coinsurance. The plan paid ${f.money(c.total.planPaid)} to ${p.provider}.`;
    paragraph(sheet, why, 40, 532, 8.5, 'bold', 6);
    const glossaryRows = notes;
    keepTogether(sheet, 14 + 11 * glossaryRows.length, BOTTOM);
    glossary(sheet, w.get('remarkHead'), glossaryRows, { x: 40, width: 530, size: 7, codeWidth: 20 });
    if (!ctx.options.onePage || c.lines.length <= 2) {
      keepTogether(sheet, 56, BOTTOM);
      sheet.space(8).row([rule(40, 572, 7, '*', 'regular')], 1);
      sheet.row([{ text: 'PAYING WITH YOUR HEALTH SAVINGS ACCOUNT (HSA)', x: 48, size: 8, font: 'bold' }], 1);
      paragraph(
        sheet,
        c.total.patient > 0
          ? `Wait for the bill from ${p.provider} and check it against this statement. You can pay the ${f.money(c.total.patient)} you owe with your HSA debit card, or pay it yourself and reimburse yourself from your HSA. HSA money used for qualified medical expenses is tax-free. Keep this statement with your tax records.`
          : 'You owe nothing for this claim. Money you put in your HSA stays yours from year to year and can pay for qualified medical expenses tax-free.',
        48,
        516,
        7,
        'regular',
      );
      sheet.row([rule(40, 572, 7, '*', 'regular')]);
    }
    everyPage(sheet, (page, total) => [
      { text: `${p.member}  |  ${p.memberId}  |  ${plan}`, x: 40, y: H - 36, size: 6.5, grey: 0.35 },
      { text: `Page ${page} of ${total}`, x: 572, y: H - 36, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(c, p, { copay: false, deductible: true, network: true }), doc: sheet };
  }),

  // A self-funded employer plan's EOB as a third-party administrator prints it: each claim line takes
  // two printed rows (the service date, the procedure code and a long description with where it was
  // done on the first; the units, remark codes and every amount on the second), under one header row;
  // a claim totals row, the member's share spelled out, and the remark glossary.
  fam('tpa-two-row-lines', 'dev', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['us-slash', 'us-2digit', 'us-dash'], ['dollar', 'plain'], ['parens', 'minus']);
    const p = partiesOf(ctx, { insurer: rng.pick(['national', 'regional'] as const), provider: rng.pick(['physician', 'facility', 'imaging', 'therapy'] as const), dependent: 0.5 });
    const c = claimOf(ctx, { services: [...PROF, ...LAB, ...IMAGING], first: VISITS, lines: [1, 14], onePageLines: [1, 3], copay: true, deductible: true, coinsurance: true, spreadDays: 2, claimStyle: rng.pick(['long-digits', 'dashed', 'prefixed'] as const) });
    const r = new Remarks(rng.pick(['alpha3', 'carc'] as const), w);
    const places = ['Office', 'Outpatient Hospital', 'Independent Lab', 'Telehealth'];
    const placeOf = (l: Line) => (l.code.startsWith('99') ? 'Office' : (places[Math.floor(hash01(`${c.number}${l.code}`) * places.length)] ?? 'Office'));
    const caps = rng.bool(0.3);
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 40, bottom: 56 });
    sheet.row([{ text: p.insurer, x: 40, size: 14, font: 'bold' }, { text: caps ? up(w.get('title')) : w.get('title'), x: 572, size: 10, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${p.insurerAddr.line1}, ${p.insurerAddr.line2}`, x: 40, size: 7.5 }, { text: w.get('notBill'), x: 572, size: 7.5, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${w.get('phone')} ${p.phone}`, x: 40, size: 7.5 }], 10);
    columns(
      sheet,
      [[{ text: up(p.holder), x: 40 }], [{ text: up(p.memberAddr.line1), x: 40 }], [{ text: up(p.memberAddr.line2), x: 40 }]],
      factRows(
        [
          [w.get('statementDate'), f.date(c.processed)],
          [w.get('memberId'), p.memberId],
          [w.get('group'), p.group],
        ],
        340,
        { colon: true, caps },
      ),
    );
    sheet.space(10);
    columns(
      sheet,
      factRows(
        [
          [w.get('member'), p.member],
          [w.get('provider'), p.provider],
        ],
        40,
        { colon: true, caps },
      ),
      factRows(
        [
          [w.get('claimNumber'), c.number],
          [w.get('network'), w.network(c.inNetwork)],
        ],
        340,
        { colon: true, caps },
      ),
    );
    sheet.space(10);
    const keys = ['billed', 'allowed', 'deductible', 'copay', 'coinsurance', 'planPaid', 'patient'] as const;
    const xs = [252, 298, 344, 390, 436, 484, 572];
    const amounts = amountCols(w, f, keys, xs, { width: 42, size: 6.5, caps });
    const heads = amounts.map((a) => a.head);
    const HS = 6.5;
    const headCells = (s: Sheet) => {
      const wrapped = [w.fitting('serviceDate', 50, HS, 'bold', 3, caps), rng.pick(['Procedure / Description', 'Service Description', 'Description of Service'])].map((h) => wrap(caps ? up(h) : h, 150, HS, 'bold'));
      const all = [...wrapped, ...heads.map((h) => wrap(caps ? up(h) : h, 42, HS, 'bold'))];
      const depth = Math.max(...all.map((l) => l.length));
      for (let k = 0; k < depth; k++) {
        const cells: Cell[] = [];
        all.forEach((lines, i) => {
          const text = lines[k - (depth - lines.length)] ?? '';
          if (text === '') return;
          if (i === 0) cells.push({ text, x: 40, size: HS, font: 'bold' });
          else if (i === 1) cells.push({ text, x: 96, size: HS, font: 'bold' });
          else cells.push({ text, x: xs[i - 2] ?? 0, align: 'right', size: HS, font: 'bold' });
        });
        s.row(cells);
      }
      s.row([rule(40, 572, 6, '_')], -3);
    };
    headCells(sheet);
    hooks.page = (s) => {
      s.row([{ text: `${p.member}  -  ${c.number} (continued)`, x: 40, size: 7, font: 'italic' }], 4);
      headCells(s);
    };
    const money = (k: (typeof keys)[number], a: Amounts) => f.money(a[k]);
    for (const l of c.lines) {
      keepTogether(sheet, 26, 56);
      sheet.row([{ text: f.short(l.date), x: 40, size: 7.5 }, { text: `${l.code}  ${caps ? up(l.description) : l.description} - ${placeOf(l)}`, x: 96, size: 7.5 }]);
      const codes = r.codes(l.reasons);
      sheet.row([{ text: `Units ${l.units}${codes ? `   Remarks ${codes}` : ''}`, x: 110, size: 6.5, font: 'italic' }, ...keys.map((k, i): Cell => ({ text: money(k, l), x: xs[i] ?? 0, align: 'right', size: 7.5 }))], 3);
    }
    hooks.page = undefined;
    sheet.row([rule(40, 572, 6, '_')], -2);
    sheet.row([{ text: caps ? up(w.get('totals')) : w.get('totals'), x: 96, size: 7.5, font: 'bold' }, ...keys.map((k, i): Cell => ({ text: money(k, c.total), x: xs[i] ?? 0, align: 'right', size: 7.5, font: 'bold' }))], 10);
    keepTogether(sheet, 70, 56);
    const shareParts = [c.total.deductible > 0 ? `${f.money(c.total.deductible)} deductible` : '', c.total.copay > 0 ? `${f.money(c.total.copay)} copay` : '', c.total.coinsurance > 0 ? `${f.money(c.total.coinsurance)} coinsurance` : ''].filter(Boolean);
    paragraph(sheet, `${w.get('patient')}: ${f.money(c.total.patient)}${shareParts.length > 0 ? ` (${shareParts.join(', ')})` : ''}. The plan paid ${f.money(c.total.planPaid)} to ${p.provider}.`, 40, 530, 8, 'bold', 8);
    glossary(sheet, w.get('remarkHead'), r.glossary(), { x: 40, width: 520 });
    if (!ctx.options.onePage) sheet.space(6).row([{ text: w.marketing(), x: 40, size: 7, font: 'italic' }]);
    everyPage(sheet, (page, total) => [{ text: `${c.number}   Page ${page} of ${total}`, x: 572, y: H - 36, size: 7, align: 'right' }]);
    const truth = truthOf(c, p, { copay: true, deductible: true, network: true, caps: false });
    return { truth, doc: sheet };
  }),

  // A dental PPO's EOB with the tooth and surfaces written into each procedure's line ("D2392 Resin
  // composite, 2 surf - Tooth 14 MO"), the claim facts in a shaded side column at left, the lines at
  // right with the plan's percentage, the annual maximum used and left, and the patient's share.
  fam('dental-tooth-inline', 'dev', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['us-slash', 'us-short', 'abbrev'], ['dollar', 'plain'], ['parens', 'minus']);
    const p = partiesOf(ctx, { insurer: 'dental', provider: 'dental', dependent: 0.5 });
    const c = claimOf(ctx, { services: DENTAL, first: DENTAL.slice(0, 3), lines: [1, 7], onePageLines: [1, 4], deductible: true, inNetwork: 0.85, claimStyle: rng.pick(['short', 'alnum'] as const) });
    const r = new Remarks('two', w);
    const toothOf = (l: Line) => (/^D(2|3|7|1351)/.test(l.code) ? String(2 + Math.floor(hash01(`${c.number}${l.code}${l.date}`) * 30)) : '');
    const surfaceOf = (l: Line) => (l.code === 'D2392' ? (['MO', 'DO', 'OL', 'MB', 'MOD'][Math.floor(hash01(`${c.number}${l.date}s`) * 5)] ?? 'MO') : '');
    const toothText = (l: Line) => {
      const tooth = toothOf(l);
      if (tooth === '') return '';
      const surface = surfaceOf(l);
      return rng.pick([` - Tooth ${tooth}${surface ? ` ${surface}` : ''}`, `, tooth #${tooth}${surface ? ` (${surface})` : ''}`, ` (Tooth ${tooth}${surface ? `, ${surface}` : ''})`]);
    };
    const texts = new Map(c.lines.map((l) => [l, `${l.description}${toothText(l)}`]));
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 40, bottom: 56 });
    sheet.row([{ text: p.insurer, x: 40, size: 14, font: 'bold' }, { text: `Dental ${w.get('title')}`, x: 572, size: 10, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${p.insurerAddr.line1}, ${p.insurerAddr.line2}`, x: 40, size: 7.5 }, { text: `${w.get('phone')} ${p.phone}`, x: 572, size: 7.5, align: 'right' }], 10);
    for (const row of [[{ text: up(p.holder), x: 40 }], [{ text: up(p.memberAddr.line1), x: 40 }], [{ text: up(p.memberAddr.line2), x: 40 }]]) sheet.row(row);
    sheet.space(10);
    // The side column of facts, the lines beside it.
    const side = factRows(
      [
        [w.get('member'), p.member],
        [w.get('memberId'), p.memberId],
        [w.get('claimNumber'), c.number],
        [w.get('statementDate'), f.date(c.processed)],
        [w.get('provider'), p.provider],
        [w.get('network'), w.network(c.inNetwork)],
      ],
      40,
      { size: 7.5, colon: true },
    );
    for (const row of side) sheet.row(row);
    sheet.space(10);
    const rows: Row[] = [...c.lines, totalRow(c, w.get('totals'))];
    table(
      sheet,
      hooks,
      [
        { head: w.get('serviceDate'), x: 40, w: 44, cell: lineText((l) => f.short(l.date)) },
        { head: w.get('code'), x: 90, w: 34, cell: lineText((l) => l.code) },
        { head: w.get('service'), x: 128, w: 190, cell: lineText((l) => texts.get(l) ?? l.description, true) },
        ...amountCols(w, f, ['billed', 'allowed', 'deductible'], [362, 410, 452], { width: 42, size: 6.5 }),
        { head: w.fitting('dentalPercent', 28, 6.5, 'bold'), x: 484, w: 28, align: 'right', cell: lineText((l) => `${Math.round(l.share * 100)}%`) },
        ...amountCols(w, f, ['planPaid', 'patient'], [528, 572], { width: 40, size: 6.5 }),
      ],
      rows,
      { size: 7.5, headSize: 6.5, repeat: true, rule: true, rowFont: (row) => (isTotal(row) ? 'bold' : undefined), banner: (s) => s.row([{ text: `${p.member} - ${c.number} (continued)`, x: 40, size: 7, font: 'italic' }], 4) },
    );
    for (const l of c.lines) r.codes(l.reasons);
    keepTogether(sheet, 100, 56);
    const max = rng.pick([1000, 1500, 2000]);
    const used = Math.min(max, rng.int(0, 6) * 100 + c.total.planPaid);
    sheet.space(10).row([{ text: `${w.get('annualMax')}: ${f.money(max)}`, x: 40 }, { text: `Used: ${f.money(used)}`, x: 220 }, { text: `Remaining: ${f.money(Math.round((max - used) * 100) / 100)}`, x: 380 }], 6);
    sheet.row([{ text: `${w.get('patient')}: ${f.money(c.total.patient)}`, x: 40, size: 9, font: 'bold' }], 8);
    glossary(sheet, w.get('remarkHead'), r.glossary(), { x: 40, width: 520 });
    everyPage(sheet, (page, total) => [{ text: `${c.number}  ${page}/${total}`, x: 572, y: H - 36, size: 7, align: 'right' }]);
    return { truth: truthOf(c, p, { copay: false, deductible: true, network: true }), doc: sheet };
  }),
];

// Fresh dev families --------------------------------------------------------------------------
// Three more dev families. Each prints its own wording (the constants beside it, not the shared
// pools): a household statement of several claims for different members of a family, a
// hospital-based physician group's claim (facility, rendering clinician, billing office) reprinted
// and faxed, and a student health insurance plan's claim statement in serif type.

/** One of a fresh family's own labels, recorded as a dev label the document printed. */
function ownLabel(ctx: Ctx, field: string, options: readonly string[]): string {
  const label = ctx.rng.pick(options);
  ctx.w.picks.push({ field, label, pool: 'dev' });
  return label;
}

/** A document's choice of each of its family's labels. */
function ownWords<K extends string>(ctx: Ctx, words: Record<K, readonly string[]>): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const field of Object.keys(words) as K[]) out[field] = ownLabel(ctx, field, words[field]);
  return out;
}

/** A National Provider Identifier: ten digits, starting with 1. */
const npiOf = (rng: Rng): string => `1${rng.digits(9)}`;
const localPhone = (rng: Rng): string => `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`;
const sumCents = (values: readonly number[]): number => values.reduce((s, v) => s + cents(v), 0) / 100;

// A household statement: one mailing to the subscriber with two to four claims processed for
// different members of the family (self, spouse, children), a summary box of the whole mailing,
// each claim under its own heading with the patient and relationship, the provider with its NPI and
// its address and phone beside it, and the provider's level in a tiered network (a select level 1, a
// broad level 2, out of network) explained at the end; CPT code and description per line, eight amounts
// without '$' and the plan reduction as a credit ('CR', '-' or parentheses). The truth is the first claim.
const HOUSEHOLD_WORDS = {
  title: ['Explanation of Benefits for Your Household', 'Household Explanation of Benefits'],
  notBill: ['This is not a bill. Please do not send payment to us.', 'NOT A BILL - KEEP WITH YOUR HEALTH RECORDS'],
  statementDate: ['Statement date', 'Mailed on'],
  phone: ['Member services', 'Questions? Call us at'],
  summary: ['HOUSEHOLD CLAIM SUMMARY', 'CLAIMS IN THIS MAILING'],
  claims: ['Claims on this statement', 'Claims processed'],
  billed: ['Charged by providers', 'Total provider charges'],
  planPaid: ['Paid by your plan', 'Plan payments'],
  owe: ['Your household may owe', 'Total patients may owe'],
  subscriber: ['Subscriber', 'Plan subscriber'],
  memberId: ['Member ID', 'ID no.'],
  group: ['Group', 'Group no.'],
  claim: ['CLAIM', 'Claim'],
  claimNumber: ['Claim no.', 'Claim ID'],
  patient: ['Patient', 'Care received by'],
  provider: ['Services by', 'Provider'],
  tier: ['Network level', 'Provider level'],
  received: ['Received', 'Claim received'],
  processed: ['Processed', 'Date processed'],
  date: ['Date of care', 'Visit date'],
  code: ['CPT code', 'CPT'],
  service: ['Service', 'Description of care'],
  colBilled: ['Amount charged', 'Charged by provider'],
  discount: ['Plan reduction', 'Savings from plan'],
  allowed: ['Plan allowance', 'Allowed by plan'],
  deductible: ['Deductible', 'To deductible'],
  copay: ['Copay', 'Copayment'],
  coinsurance: ['Coinsurance', 'Your coinsurance'],
  colPaid: ['Plan paid', 'Paid by plan'],
  colOwe: ['Patient owes', 'Patient may owe'],
  total: ['Total, this claim', 'Claim totals'],
  yearHead: ['Your household plan year to date', 'Family benefit year to date'],
} as const;
/** [level 1, level 2, out of network] of a tiered network as a household statement prints them. */
const HOUSEHOLD_TIERS = [
  ['Select network - Level 1', 'Broad network - Level 2', 'Out of network'],
  ['Level 1 (Select network)', 'Level 2 (Broad network)', 'Not in network'],
] as const;

// A hospital-based physician group's claim (anesthesia, radiology readings, pathology or emergency
// physicians), reprinted at the member's request and faxed: a fax header on every page and a turned
// DUPLICATE stamp; the claim facts as small capital labels above their values, four to a row; "services
// rendered by" the billing group (the provider, its network status only as a footnote symbol explained at
// the bottom) with its tax ID and NPI, the rendering clinician with an NPI, the facility and place of
// service, and the billing office's address and phone; a claim summary box; lines with the type of
// service, CPT code and modifier, units and anesthesia minutes. No copays.
const PRO_WORDS = {
  title: ['Explanation of Benefits', 'Statement of Claim Payment'],
  reprint: ['DUPLICATE COPY - reprinted', 'Reprint of the original statement, produced'],
  notBill: ['This is not a bill', 'THIS IS NOT A BILL'],
  phone: ['Customer service', 'Call us'],
  patient: ['PATIENT', 'PATIENT NAME'],
  memberId: ['MEMBER ID', 'MEMBER NUMBER'],
  subscriber: ['SUBSCRIBER', 'POLICYHOLDER'],
  group: ['GROUP NUMBER', 'GROUP'],
  claimNumber: ['CLAIM NUMBER', 'CLAIM #'],
  processed: ['DATE PROCESSED', 'PROCESSED'],
  received: ['DATE RECEIVED', 'CLAIM RECEIVED'],
  account: ['PROVIDER ACCOUNT NO.', 'PATIENT ACCOUNT NO.'],
  renderedBy: ['SERVICES RENDERED BY', 'WHO PROVIDED YOUR CARE'],
  billingProvider: ['Billing provider', 'Physician group'],
  clinician: ['Rendering clinician', 'Treating clinician'],
  facility: ['Where care was given', 'Facility'],
  billingOffice: ['Billing office', 'Send billing questions to'],
  summary: ['CLAIM SUMMARY', 'SUMMARY OF THIS CLAIM'],
  sBilled: ['Billed by provider', 'Total billed'],
  sAllowed: ['Plan allowed amount', 'Allowed by your plan'],
  sPaid: ['Paid by plan', 'Your plan paid'],
  sDeductible: ['Your deductible', 'Applied to your deductible'],
  sCoinsurance: ['Your coinsurance', 'Coinsurance you pay'],
  sOwe: ['YOU MAY OWE', 'Amount you may owe'],
  date: ['Date', 'Service date'],
  type: ['Type of service', 'Service type'],
  code: ['Code', 'CPT/Mod'],
  description: ['Description', 'What was billed'],
  units: ['Units', 'Units'],
  minutes: ['Minutes', 'Time (min)'],
  billed: ['Billed', 'Charges'],
  allowed: ['Allowed', 'Plan allowed'],
  deductible: ['Deductible', 'Applied to deductible'],
  coinsurance: ['Coinsurance', 'Coinsurance'],
  planPaid: ['Plan paid', 'Paid'],
  owe: ['You owe', 'Your cost'],
  total: ['Totals', 'Claim totals'],
} as const;

type ProKind = 'anesthesia' | 'radiology' | 'pathology' | 'emergency';
type ProGroup = { suffixes: readonly string[]; main: readonly Service[]; extra: readonly Service[]; credentials: readonly string[]; places: readonly (readonly [string, string])[]; lines: readonly [number, number] };
const PLACE = { inpatient: ['Inpatient hospital', '21'], outpatient: ['Outpatient hospital', '22'], er: ['Emergency room - hospital', '23'], asc: ['Ambulatory surgical center', '24'] } as const;
const PRO_GROUPS: Record<ProKind, ProGroup> = {
  anesthesia: {
    suffixes: ['Anesthesia Associates', 'Anesthesiology Group', 'Anesthesia Partners'],
    main: [
      ['Anesthesia, knee arthroscopy', '01382', 600, 1700],
      ['Anesthesia, lower GI endoscopy', '00811', 450, 1300],
      ['Anesthesia, upper GI endoscopy', '00731', 400, 1200],
      ['Anesthesia, cataract surgery', '00142', 450, 1300],
      ['Anesthesia, lap cholecystectomy', '00790', 1100, 3000],
      ['Anesthesia, cesarean delivery', '01961', 1300, 3400],
      ['Anesthesia, hip replacement', '01214', 1400, 3600],
    ],
    extra: [
      ['Femoral nerve block', '64447', 300, 900],
      ['Arterial line placement', '36620', 150, 420],
      ['Ultrasound guidance, block', '76942', 120, 380],
      ['Emergency condition add-on', '99140', 80, 250],
    ],
    credentials: ['MD', 'CRNA', 'MD', 'DO'],
    places: [PLACE.outpatient, PLACE.asc, PLACE.inpatient],
    lines: [1, 3],
  },
  radiology: {
    suffixes: ['Radiology Associates', 'Imaging Physicians', 'Radiology Group'],
    main: [
      ['CT abd/pelvis w/ contrast, read', '74177-26', 180, 520],
      ['MRI brain w/o contrast, read', '70551-26', 200, 600],
      ['CT head w/o contrast, read', '70450-26', 110, 330],
      ['Ultrasound pelvis, read', '76856-26', 90, 260],
    ],
    extra: [
      ['Chest x-ray, 2 views, read', '71046-26', 30, 110],
      ['Screening mammogram, read', '77067-26', 60, 180],
      ['XR lumbar spine, read', '72110-26', 40, 140],
      ['CT head w/o contrast, read', '70450-26', 110, 330],
    ],
    credentials: ['MD', 'DO', 'MD'],
    places: [PLACE.outpatient, PLACE.er, PLACE.inpatient],
    lines: [1, 4],
  },
  pathology: {
    suffixes: ['Pathology Consultants', 'Pathology Medical Group', 'Anatomic Pathology Partners'],
    main: [
      ['Surgical pathology, level IV', '88305-26', 90, 340],
      ['Surgical pathology, level III', '88304-26', 50, 180],
      ['Frozen section, first block', '88331-26', 120, 380],
    ],
    extra: [
      ['Surgical pathology, level IV', '88305-26', 90, 340],
      ['Immunohistochemistry, 1st stain', '88342-26', 80, 260],
      ['Special stain, group II', '88313-26', 40, 160],
      ['Decalcification', '88311-26', 30, 110],
    ],
    credentials: ['MD', 'DO', 'MD'],
    places: [PLACE.outpatient, PLACE.inpatient, PLACE.asc],
    lines: [1, 6],
  },
  emergency: {
    suffixes: ['Emergency Physicians', 'Emergency Medicine Associates', 'Emergency Medical Group'],
    main: [
      ['ED visit, high complexity', '99285', 500, 1600],
      ['ED visit, moderate complexity', '99284', 350, 1100],
      ['ED visit, low complexity', '99283', 200, 700],
    ],
    extra: [
      ['Critical care, first hour', '99291', 600, 1800],
      ['Laceration repair, simple', '12001', 180, 520],
      ['Splint, short arm', '29125', 120, 380],
      ['EKG interpretation', '93010', 25, 90],
      ['Nail removal', '11730', 120, 330],
    ],
    credentials: ['MD', 'DO', 'PA-C', 'MD'],
    places: [PLACE.er],
    lines: [1, 4],
  },
};
/** ASA base units and the usual minutes of each anesthesia code. */
const ANESTHESIA_UNITS: Record<string, readonly [number, number, number]> = {
  '01382': [3, 40, 95],
  '00811': [4, 18, 45],
  '00731': [5, 14, 35],
  '00142': [4, 16, 42],
  '00790': [7, 60, 140],
  '01961': [7, 48, 110],
  '01214': [8, 90, 180],
};
/** The type of service an EOB prints for a code. */
function typeOfService(code: string): string {
  if (/^0\d{4}$/.test(code) || code === '99140') return 'Anesthesia';
  if (code.startsWith('88')) return 'Pathology';
  if (code.startsWith('7')) return 'Radiology';
  if (/^9928[3-5]$/.test(code)) return 'Emergency care';
  if (code.startsWith('99') || code.startsWith('93')) return 'Medical care';
  return 'Surgery';
}
const BILLING_STEMS = ['Meridian', 'Pinnacle', 'Crossroads', 'Trident', 'Bluewater', 'Ironwood'];
const BILLING_SUFFIXES = ['Physician Billing Services', 'Medical Billing, Inc.', 'Revenue Cycle Solutions'];
const FAX_DESKS = ['CLAIMS', 'MBR SVCS', 'CUST SVC'];

// A student health insurance plan's claim statement in serif type: the insurer with the university's
// plan, its policy year and number, and the claims administrator's address; the student and the
// patient (the student or a covered dependent) with the relationship, the student ID beside the member
// ID; the provider with its address and phone on the same line, the student health center's referral,
// a lab that performed tests; a table whose first column says whether the provider is in the PPO (Yes
// or No), the service with its CPT code in parentheses, six amounts with '$' and the discount in
// parentheses or with a minus; then how the patient's balance was figured (deductible, copay,
// coinsurance at the plan's percentage) beside notes about the referral and the network, the benefit
// payment and the policy-year accumulators. The deductible is the plan's own (a few hundred dollars).
const STUDENT_WORDS = {
  title: ['Explanation of Benefits', 'Student Health Plan Claim Statement'],
  notBill: ['This is not a bill.', 'THIS IS NOT A BILL'],
  plan: ['Student Health Insurance Plan for', 'Student Accident and Sickness Plan for'],
  administeredBy: ['Claims administered by', 'Claims administrator:'],
  student: ['Insured student', 'Student'],
  studentId: ['Student ID', 'Campus ID'],
  memberId: ['Member ID', 'Insurance ID'],
  patient: ['Patient', 'Person treated'],
  relation: ['Relationship', 'Relation to student'],
  claimNumber: ['Claim number', 'Claim no.'],
  processed: ['Date processed', 'Processed'],
  received: ['Date received', 'Received'],
  provider: ['Provider', 'Treating provider'],
  referral: ['Referral on file', 'Student health center referral'],
  network: ['In PPO?', 'PPO network'],
  date: ['Date of service', 'Service date'],
  service: ['Service (CPT code)', 'Service and procedure code'],
  billed: ['Total charges', 'Charges'],
  discount: ['PPO discount', 'Network discount'],
  notCovered: ['Not covered', 'Amount not payable'],
  allowed: ['Covered charges', 'Eligible charges'],
  planPaid: ['Benefit paid', 'Plan benefit'],
  balance: ['Patient balance', 'Balance you may owe'],
  total: ['Totals', 'Total of claim'],
  figured: ['How your balance was figured', 'How we figured your benefit'],
  /** The word before each share taken off the covered charges: "Less deductible", "Minus copay". */
  less: ['Less', 'Minus'],
} as const;
const UNIVERSITIES = ['Harrowgate University', 'Eastfield State University', 'Saint Brendan College', 'Calder Valley University', 'Northmoor Institute of Technology', 'Westbrook College'];
const STUDENT_ADMINISTRATORS = ['Campus Claims Management', 'Collegiate Claims Services', 'Academic Health Plan Services'];
const STUDENT_VISITS: readonly Service[] = [
  ['Office visit, est. patient', '99213', 90, 230],
  ['Office visit, new patient', '99203', 140, 320],
  ['Office visit, est. patient, level 4', '99214', 140, 310],
  ['Preventive visit, age 18-39', '99395', 170, 360],
  ['Counseling visit, 45 minutes', '90834', 110, 210],
];
const STUDENT_EXTRAS: readonly Service[] = [
  ['Lab - comprehensive metabolic panel', '80053', 28, 180],
  ['Lab - rapid strep test', '87880', 20, 75],
  ['Lab - urinalysis, automated', '81003', 8, 45],
  ['Lab - chlamydia, amplified probe', '87491', 60, 190],
  ['Lab - mono screen', '86308', 15, 60],
  ['Lab - CBC with differential', '85025', 18, 95],
  ['Flu vaccine, quadrivalent', '90686', 25, 65],
  ['Tdap vaccine', '90715', 45, 110],
  ['Vaccine administration', '90471', 18, 45],
  ['TB skin test', '86580', 15, 55],
  ['Allergy injection, single', '95115', 20, 60],
  ['X-ray - ankle, 3 views', '73610', 80, 260],
  ['X-ray - wrist, 3 views', '73110', 80, 260],
];

const devFamiliesFresh: FamilyDef[] = [
  fam('household-tiered-claims', 'dev', (ctx) => {
    const { rng } = ctx;
    const L = ownWords(ctx, HOUSEHOLD_WORDS);
    const tiers = rng.pick(HOUSEHOLD_TIERS);
    const f = fmt(rng, ['us-slash', 'us-2digit', 'us-short'], ['plain'], ['cr', 'minus', 'parens']);
    const p = partiesOf(ctx, { insurer: rng.pick(['national', 'regional'] as const), provider: 'physician', dependent: 0.6, id: rng.pick(['alpha-digits', 'w-digits', 'digits'] as const) });
    // Imaging up to $1,400 a line: the plan reduction of a claim's total fits its column as a credit.
    const imaging = IMAGING.filter((s) => s[3] <= 1400);
    const spec: ClaimSpec = { services: [...PROF, ...LAB, ...imaging], first: VISITS, lines: [1, 6], onePageLines: [1, 2], copay: true, deductible: true, coinsurance: true, spreadDays: 1, claimStyle: rng.pick(['alnum', 'dated', 'long-digits'] as const) };
    const first = claimOf(ctx, spec);
    const statement = first.processed;
    // The household: the subscriber, the patient of the first claim and one or two more dependents.
    const surname = lastNameOf(p.holder);
    const household: { name: string; relation: string }[] = [{ name: p.holder, relation: 'Self' }];
    if (p.member !== p.holder) household.push({ name: p.member, relation: rng.pick(['Spouse', 'Child']) });
    for (let i = rng.int(1, 2); i > 0; i--) {
      const name = `${rng.pick(n.FIRST_NAMES)} ${surname}`;
      const spouse = household.some((m) => m.relation === 'Spouse');
      if (!household.some((m) => m.name === name)) household.push({ name, relation: spouse ? 'Child' : rng.pick(['Spouse', 'Child']) });
    }
    type Entry = { c: Claim; patient: string; relation: string; provider: string; npi: string; addr: Addr; phone: string; tier: string };
    const tierOf = (inNetwork: boolean) => (inNetwork ? (rng.bool(0.6) ? tiers[0] : tiers[1]) : tiers[2]);
    const entry = (c: Claim, patient: string, relation: string, provider: string): Entry => ({ c, patient, relation, provider, npi: npiOf(rng), addr: address(rng), phone: localPhone(rng), tier: tierOf(c.inNetwork) });
    const claims: Entry[] = [entry(first, p.member, household.find((m) => m.name === p.member)?.relation ?? 'Self', p.provider)];
    const count = ctx.options.onePage ? 2 : rng.int(2, 4);
    while (claims.length < count) {
      const kind = rng.pick(['physician', 'physician', 'lab', 'imaging', 'therapy'] as const);
      const services = kind === 'lab' ? LAB : kind === 'imaging' ? imaging : kind === 'therapy' ? THERAPY : [...PROF, ...LAB];
      const opening = kind === 'physician' ? VISITS : kind === 'therapy' ? THERAPY.slice(0, 1) : undefined;
      // Earlier care, processed on the same day as the first claim.
      const other = claimOf({ ...ctx, options: { onePage: ctx.options.onePage, eob: { serviceDate: addDays(first.serviceDate, -rng.int(1, 40)) } } }, { ...spec, services, first: opening, lines: [1, 4] });
      const received = addDays(other.lastDate, rng.int(2, 9));
      const member = rng.pick(household);
      claims.push(entry({ ...other, processed: statement, received: received < statement ? received : other.lastDate }, member.name, member.relation, providerName(rng, ctx.split, kind)));
    }
    const sum = (get: (c: Claim) => number) => sumCents(claims.map((k) => get(k.c)));
    const BOTTOM = 58;
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 40, bottom: BOTTOM });
    sheet.row([{ text: p.insurer, x: 40, size: 15, font: 'bold' }, { text: `${L.statementDate}: ${f.date(statement)}`, x: 572, size: 8.5, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${p.insurerAddr.line1}, ${p.insurerAddr.line2}`, x: 40, size: 7.5 }, { text: L.notBill, x: 572, size: 7.5, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${L.phone} ${p.phone} (TTY 711)`, x: 40, size: 7.5 }], 10);
    sheet.row([{ text: L.title, x: centered(L.title, 12, 'bold'), size: 12, font: 'bold' }], 8);
    const box = (label: string, value: string, font?: FontName, size = 8): Cell[] => [{ text: label, x: 356, size, font }, { text: value, x: 566, size, font, align: 'right' }];
    columns(
      sheet,
      [[], [{ text: bars(rng, 36), x: 40, size: 7, font: 'mono', grey: 0.3 }], [{ text: up(p.holder), x: 40, size: 9 }], [{ text: up(p.memberAddr.line1), x: 40, size: 9 }], [{ text: up(p.memberAddr.line2), x: 40, size: 9 }]],
      [
        [rule(350, 572, 8)],
        [{ text: L.summary, x: 356, size: 8.5, font: 'bold' }],
        box(L.claims, String(claims.length)),
        box(L.billed, f.money(sum((c) => c.total.billed))),
        box(L.planPaid, f.money(sum((c) => c.total.planPaid))),
        box(L.owe, f.money(sum((c) => c.total.patient)), 'bold', 9),
        [rule(350, 572, 8)],
      ],
    );
    const subscriber = `${L.subscriber}: ${p.holder}`;
    sheet.space(8).row(
      [
        { text: subscriber, x: 40, font: 'bold' },
        { text: `${L.memberId} ${p.memberId}`, x: 40 + Math.ceil(cellWidth(subscriber, 8, 'bold')) + 14 },
        { text: `${L.group} ${p.group}`, x: 572, align: 'right' },
      ],
      4,
    );
    paragraph(sheet, `This statement explains ${claims.length} claims we processed for members of your household. Each claim lists the provider's charges, the plan's payment and the amount the patient may owe. Compare it with the bills you get from your providers.`, 40, 532, 8, 'regular', 6);
    const heads: Record<keyof Amounts, string> = { billed: L.colBilled, discount: L.discount, notCovered: '', allowed: L.allowed, deductible: L.deductible, copay: L.copay, coinsurance: L.coinsurance, planPaid: L.colPaid, patient: L.colOwe };
    const keys = ['billed', 'discount', 'allowed', 'deductible', 'copay', 'coinsurance', 'planPaid', 'patient'] as const;
    const xs = [271, 314, 357, 400, 443, 486, 529, 572];
    const of = L.claim === 'CLAIM' ? 'OF' : 'of';
    claims.forEach((k, i) => {
      const { c } = k;
      // A claim's block (heading, provider, table and payment line) stays on one page.
      keepTogether(sheet, 122 + 11 * (c.lines.length + 1), BOTTOM);
      sheet.space(6).row([{ text: `${L.claim} ${i + 1} ${of} ${claims.length}`, x: 40, size: 10, font: 'bold' }, { text: `${L.claimNumber} ${c.number}`, x: 572, size: 9, font: 'bold', align: 'right' }], -2);
      sheet.row([rule(40, 572, 8)], 3);
      sheet.row([{ text: `${L.patient}: ${k.patient} (${k.relation})`, x: 40, size: 8.5, font: 'bold' }, { text: `${L.received} ${f.date(c.received)}     ${L.processed} ${f.date(c.processed)}`, x: 572, size: 7.5, align: 'right' }]);
      const by = `${L.provider}: ${k.provider}`;
      sheet.row([{ text: by, x: 40 }, { text: `NPI ${k.npi}`, x: 40 + Math.ceil(cellWidth(by, 8, 'regular')) + 16, size: 7.5 }]);
      sheet.row([{ text: `${k.addr.line1}, ${k.addr.line2}   ${k.phone}`, x: 40 + Math.ceil(cellWidth(`${L.provider}: `, 8, 'regular')), size: 7.5, grey: 0.3 }]);
      sheet.row([{ text: `${L.tier}: ${k.tier}`, x: 40 }], 4);
      const rows: Row[] = [...c.lines, totalRow(c, L.total)];
      table(
        sheet,
        hooks,
        [
          { head: L.date, x: 40, w: 38, cell: lineText((l) => f.short(l.date)) },
          { head: L.code, x: 84, w: 30, cell: lineText((l) => l.code) },
          { head: L.service, x: 118, w: 118, cell: lineText((l) => l.description, true) },
          ...keys.map((key, j): Col<Row> => ({ head: heads[key], x: xs[j] ?? 0, w: 38, align: 'right', cell: (row) => (key === 'discount' ? f.credit(row[key]) : f.money(row[key])) })),
        ],
        rows,
        {
          size: 7,
          headSize: 6.5,
          repeat: true,
          rule: true,
          rowFont: (row) => (isTotal(row) ? 'bold' : undefined),
          banner: (s) => s.row([{ text: `${L.claim} ${i + 1} ${of} ${claims.length}  -  ${L.claimNumber} ${c.number}  -  ${k.patient} (continued)`, x: 40, size: 7.5, font: 'italic' }], 4),
        },
      );
      const paid = c.total.planPaid > 0 ? `Payment of ${f.money(c.total.planPaid)} sent to ${k.provider} on ${f.short(addDays(c.processed, rng.int(1, 3)))}` : `No payment: the allowed amount went to the patient's deductible${c.total.copay > 0 ? ' and copay' : ''}.`;
      sheet.space(2).row([{ text: paid, x: 40, size: 7.5, font: 'italic' }, { text: `${L.colOwe}: ${f.money(c.total.patient)}`, x: 572, size: 8, font: 'bold', align: 'right' }], 6);
    });
    // The family's deductible and out-of-pocket maximum, met to date (this mailing's claims and earlier ones).
    const deductibleMet = sum((c) => c.total.deductible) + rng.int(0, 20) * 25;
    const deductibleLimit = Math.max(rng.pick([1000, 2000, 3000, 4000]), Math.ceil(deductibleMet / 500) * 500);
    const oopMet = sum((c) => c.total.patient) + rng.int(0, 40) * 25;
    const oopLimit = Math.max(rng.pick([6000, 8000, 12000, 17400]), Math.ceil(oopMet / 1000) * 1000);
    keepTogether(sheet, 100, BOTTOM);
    sheet.space(8).row([{ text: L.yearHead, x: 40, size: 9, font: 'bold' }], 1);
    sheet.row([{ text: 'Family deductible', x: 40 }, { text: `${f.money(deductibleMet)} met of ${f.money(deductibleLimit)}`, x: 330, align: 'right' }]);
    sheet.row([{ text: 'Family out-of-pocket maximum', x: 40 }, { text: `${f.money(oopMet)} met of ${f.money(oopLimit)}`, x: 330, align: 'right' }], 6);
    paragraph(
      sheet,
      `Network levels: Select (level 1) and Broad (level 2) providers are in your plan's network and cannot bill the patient for the plan reduction; Select providers have the lowest cost share. "${tiers[2]}": the provider has no contract with the plan and may bill the patient for charges above the plan allowance.`,
      40,
      532,
      7,
      'regular',
      4,
    );
    everyPage(sheet, (page, total) => [
      { text: `${p.insurer}  |  ${L.subscriber} ${p.holder}  |  ${p.memberId}`, x: 40, y: H - 36, size: 6.5, grey: 0.35 },
      { text: `Page ${page} of ${total}`, x: 572, y: H - 36, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(first, p, { copay: true, deductible: true, network: true }), doc: sheet };
  }),

  fam('facility-based-professional', 'dev', (ctx) => {
    const { rng } = ctx;
    const L = ownWords(ctx, PRO_WORDS);
    const f = fmt(rng, ['us-slash', 'us-short', 'abbrev'], ['dollar', 'plain']);
    const kind = rng.pick(['anesthesia', 'anesthesia', 'radiology', 'pathology', 'emergency'] as const);
    const group = PRO_GROUPS[kind];
    const parties = partiesOf(ctx, { insurer: rng.pick(['national', 'regional'] as const), provider: 'physician', dependent: 0.35 });
    const stems = [...n.PROVIDER_STEMS, ...PROVIDER_STEMS.dev];
    const p: Parties = { ...parties, provider: ctx.options.eob?.providerName ?? `${rng.pick(stems)} ${rng.pick(group.suffixes)}` };
    const base = claimOf(ctx, { services: group.extra, first: group.main, lines: group.lines, onePageLines: [1, 2], deductible: true, coinsurance: true, inNetwork: 0.7, claimStyle: rng.pick(['alnum', 'long-digits', 'dashed'] as const) });
    // Out of network at an in-network facility: the patient's share stays at in-network rates (No Surprises Act).
    const rate = rng.pick([0.1, 0.2, 0.2]);
    const c = base.inNetwork ? base : repriced(base, (l, _i, allowed) => ({ deductible: cents(l.deductible), copay: 0, coinsurance: Math.round((allowed - cents(l.deductible)) * rate) }));
    const [place, pos] = rng.pick(group.places);
    const facility = place === PLACE.asc[0] ? `${rng.pick(stems)} Surgery Center` : providerName(rng, ctx.split, 'facility');
    const clinician = `${person(rng, ctx.split).replace(/ [A-Z]\. /, ' ')}, ${rng.pick(group.credentials)}`;
    const office = { name: `${rng.pick(BILLING_STEMS)} ${rng.pick(BILLING_SUFFIXES)}`, addr: address(rng, { po: true }), phone: localPhone(rng) };
    const minutes = new Map(
      c.lines.map((l) => {
        const anesthesia = ANESTHESIA_UNITS[l.code];
        return [l, anesthesia ? rng.int(anesthesia[1], anesthesia[2]) : 0];
      }),
    );
    const unitsOf = (l: Line) => {
      const anesthesia = ANESTHESIA_UNITS[l.code];
      return anesthesia ? ((anesthesia[0] * 15 + (minutes.get(l) ?? 0)) / 15).toFixed(1) : String(l.units);
    };
    const symbol = c.inNetwork ? '†' : '‡';
    const reprinted = addDays(c.processed, rng.int(12, 120));
    const faxTime = `${String(rng.int(8, 17)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const faxFrom = `1${rng.pick(['800', '866', '877', '888'])}${rng.int(200, 989)}${rng.digits(4)}`;
    const faxTo = `${rng.int(201, 989)}${rng.int(200, 989)}${rng.digits(4)}`;
    const desk = `${up(p.insurer.split(' ')[0] ?? p.insurer)} ${rng.pick(FAX_DESKS)}`;
    const BOTTOM = 58;
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 44, bottom: BOTTOM });
    sheet.row([{ text: p.insurer, x: 40, size: 14, font: 'bold' }, { text: L.title, x: 572, size: 11, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${p.insurerAddr.line1}, ${p.insurerAddr.line2}`, x: 40, size: 7.5 }, { text: `${L.reprint} ${f.date(reprinted)}`, x: 572, size: 7.5, font: 'italic', align: 'right' }]);
    sheet.row([{ text: `${L.phone} ${p.phone}`, x: 40, size: 7.5 }, { text: L.notBill, x: 572, size: 8, font: 'bold', align: 'right' }], 12);
    stamp(sheet, 'DUPLICATE', 300, 330, { size: 44, rotate: 24, grey: 0.84 });
    above(
      sheet,
      [
        [L.patient, p.member],
        [L.memberId, p.memberId],
        [L.subscriber, p.holder],
        [L.group, p.group],
        [L.claimNumber, c.number],
        [L.processed, f.date(c.processed)],
        [L.received, f.date(c.received)],
        [L.account, p.account],
      ],
      { x: 40, perRow: 4, columnWidth: 133, labelSize: 6.5, labelFont: 'bold', valueSize: 8.5, gap: 6 },
    );
    sheet.row([rule(40, 572, 8)], 6);
    const label = (text: string): Cell[] => [{ text, x: 40, size: 6.5, font: 'bold', grey: 0.35 }];
    const value = (text: string, o: { size?: number; font?: FontName; grey?: number } = {}): Cell[] => [{ text, x: 40, size: o.size ?? 8, font: o.font, grey: o.grey }];
    const left: Cell[][] = [
      [{ text: L.renderedBy, x: 40, size: 8.5, font: 'bold' }],
      label(L.billingProvider),
      value(`${p.provider} ${symbol}`, { size: 9, font: 'bold' }),
      value(`Tax ID XX-XXX${rng.digits(4)}   NPI ${npiOf(rng)}`, { size: 7.5 }),
      label(L.clinician),
      value(`${clinician}   NPI ${npiOf(rng)}`),
      label(L.facility),
      value(facility),
      value(`${place} (POS ${pos})`, { size: 7.5, grey: 0.3 }),
      label(L.billingOffice),
      value(office.name),
      value(`${office.addr.line1}, ${office.addr.line2}   ${office.phone}`, { size: 7.5, grey: 0.3 }),
    ];
    const line = (text: string, amount: number, o: { font?: FontName; size?: number } = {}): Cell[] => [
      { text, x: 356, size: o.size ?? 8, font: o.font },
      { text: f.money(amount), x: 566, size: o.size ?? 8, font: o.font, align: 'right' },
    ];
    const right: Cell[][] = [
      [rule(350, 572, 8)],
      [{ text: L.summary, x: 356, size: 8.5, font: 'bold' }],
      line(L.sBilled, c.total.billed),
      line(L.sAllowed, c.total.allowed),
      line(L.sPaid, c.total.planPaid),
      line(L.sDeductible, c.total.deductible),
      line(L.sCoinsurance, c.total.coinsurance),
      line(L.sOwe, c.total.patient, { font: 'bold', size: 10 }),
      [rule(350, 572, 8)],
    ];
    columns(sheet, left, right);
    sheet.space(12);
    const rows: Row[] = [...c.lines, totalRow(c, L.total)];
    const amountKeys = ['billed', 'allowed', 'deductible', 'coinsurance', 'planPaid', 'patient'] as const;
    const heads: Record<(typeof amountKeys)[number], string> = { billed: L.billed, allowed: L.allowed, deductible: L.deductible, coinsurance: L.coinsurance, planPaid: L.planPaid, patient: L.owe };
    table(
      sheet,
      hooks,
      [
        { head: L.date, x: 40, w: 36, cell: lineText((l) => f.short(l.date)) },
        { head: L.type, x: 80, w: 50, cell: lineText((l) => typeOfService(l.code)) },
        { head: L.code, x: 134, w: 32, cell: lineText((l) => l.code) },
        { head: L.description, x: 170, w: 110, cell: lineText((l) => l.description, true) },
        { head: L.units, x: 306, w: 22, align: 'right', cell: lineText(unitsOf) },
        { head: L.minutes, x: 334, w: 24, align: 'right', cell: lineText((l) => (minutes.get(l) ? String(minutes.get(l)) : '')) },
        ...amountKeys.map((key, j): Col<Row> => ({ head: heads[key], x: 372 + j * 40, w: 36, align: 'right', cell: (row) => f.money(row[key]) })),
      ],
      rows,
      {
        size: 7,
        headSize: 6,
        repeat: true,
        rule: true,
        rowFont: (row) => (isTotal(row) ? 'bold' : undefined),
        banner: (s) => s.row([{ text: `${p.member}  -  ${L.claimNumber} ${c.number}  (continued)`, x: 40, size: 7.5, font: 'italic' }], 4),
      },
    );
    keepTogether(sheet, 130, BOTTOM);
    sheet.space(10);
    const paid = c.total.planPaid > 0 ? `Payment of ${f.money(c.total.planPaid)} was made to ${p.provider} by electronic funds transfer on ${f.date(addDays(c.processed, rng.int(1, 4)))}, trace no. ${rng.digits(9)}.` : `No payment was made to ${p.provider}: the allowed amount was applied to your deductible.`;
    paragraph(sheet, paid, 40, 532, 8, 'regular', 6);
    sheet.row([{ text: '†  In-network (participating) provider: you cannot be billed more than the amount you may owe shown above.', x: 40, size: 7 }]);
    sheet.row([{ text: '‡  Out-of-network (non-participating) provider.', x: 40, size: 7 }], 4);
    if (!c.inNetwork) {
      paragraph(sheet, `${p.provider} is not in your plan's network but treated you at ${facility}, an in-network facility. Federal surprise billing protections apply: your cost share is figured at in-network rates, and the provider may not bill you for more than the amount you may owe.`, 40, 532, 7.5, 'italic', 4);
    }
    if (!ctx.options.onePage) paragraph(sheet, 'You have the right to appeal this decision within 180 days of the date you receive this statement. Send your appeal in writing to the address above and include the claim number.', 40, 532, 7, 'regular');
    everyPage(sheet, (page, total) => [
      { text: `${formatDate(reprinted, 'upper-abbrev')} ${faxTime}  FROM: ${desk} ${faxFrom}  TO: ${faxTo}  P.${String(page).padStart(3, '0')}/${String(total).padStart(3, '0')}`, x: 40, y: 16, size: 7, font: 'mono', grey: 0.3 },
      { text: `${L.claimNumber} ${c.number}`, x: 40, y: H - 36, size: 6.5, grey: 0.35 },
      { text: `Page ${page} of ${total}`, x: 572, y: H - 36, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(c, p, { copay: false, deductible: true, network: true }), doc: sheet };
  }),

  fam('student-health-plan-serif', 'dev', (ctx) => {
    const { rng } = ctx;
    const L = ownWords(ctx, STUDENT_WORDS);
    const f = fmt(rng, ['long', 'abbrev', 'us-slash'], ['dollar', 'dollar-nocomma'], ['parens', 'minus']);
    const university = rng.pick(UNIVERSITIES);
    const clinic = rng.bool(0.3);
    const parties = partiesOf(ctx, { insurer: rng.pick(['national', 'regional'] as const), provider: rng.pick(['physician', 'physician', 'imaging', 'lab'] as const), dependent: 0.2 });
    const p: Parties = { ...parties, provider: ctx.options.eob?.providerName ?? (clinic ? `${university} Student Health Center` : parties.provider) };
    const relation = p.member === p.holder ? 'Self (student)' : rng.pick(['Spouse', 'Child']);
    const base = claimOf(ctx, { services: STUDENT_EXTRAS, first: STUDENT_VISITS, lines: [1, 4], onePageLines: [1, 3], copay: true, deductible: true, notCovered: true, inNetwork: clinic ? 1 : 0.75, spreadDays: 0, claimStyle: rng.pick(['alnum', 'short', 'dated'] as const) });
    // The plan's cost sharing: the student health center waives the deductible and pays the rest of a
    // small copay; elsewhere 20 % coinsurance in network, 40 % out, 50 % without the required referral.
    const referral = clinic ? 'waived' : rng.bool(0.75) ? 'yes' : 'no';
    const rate = clinic ? 0 : referral === 'no' ? 0.5 : base.inNetwork ? 0.2 : 0.4;
    const clinicCopay = rng.pick([0, 10, 15]) * 100;
    // A small policy-year deductible, part of it (or all) still to meet.
    const deductibleLimit = rng.pick([250, 300, 400, 500]);
    let deductibleLeft = rng.bool(0.4) ? 0 : rng.int(1, deductibleLimit / 50) * 5000;
    const c = repriced(base, (l, i, allowed) => {
      if (clinic) return { deductible: 0, copay: i === 0 ? Math.min(clinicCopay, allowed) : 0, coinsurance: 0 };
      const copay = cents(l.copay);
      const deductible = Math.min(deductibleLeft, allowed - copay);
      deductibleLeft -= deductible;
      return { deductible, copay, coinsurance: Math.round((allowed - deductible - copay) * rate) };
    });
    const year = Number(c.serviceDate.slice(0, 4)) - (Number(c.serviceDate.slice(5, 7)) < 8 ? 1 : 0);
    const administrator = { name: rng.pick(STUDENT_ADMINISTRATORS), addr: address(rng, { po: true }), phone: tollFree(rng) };
    const studentId = rng.digits(rng.pick([7, 8, 9]));
    const providerAddr = address(rng);
    const providerPhone = localPhone(rng);
    const lab = clinic && c.lines.some((l) => l.description.startsWith('Lab')) ? `${rng.pick([...n.PROVIDER_STEMS, ...PROVIDER_STEMS.dev])} ${rng.pick(n.LAB_SUFFIX)}` : undefined;
    const BOTTOM = 58;
    const { sheet, hooks } = newSheet({ size: 9, font: 'serif', top: 42, bottom: BOTTOM });
    sheet.row([{ text: p.insurer, x: 40, size: 15, font: 'bold' }, { text: L.title, x: 572, size: 11, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${L.plan} ${university}`, x: 40, size: 9.5, font: 'italic' }, { text: L.notBill, x: 572, size: 8.5, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `Policy year ${year}-${year + 1}  -  Policy no. ${year}-SH-${rng.digits(4)}`, x: 40, size: 8 }]);
    sheet.row([{ text: `${L.administeredBy} ${administrator.name}, ${administrator.addr.line1}, ${administrator.addr.line2}  -  ${administrator.phone}`, x: 40, size: 7.5 }], 4);
    sheet.row([rule(40, 572, 8)], 8);
    columns(
      sheet,
      [[{ text: up(p.holder), x: 40 }], [{ text: up(p.memberAddr.line1), x: 40 }], [{ text: up(p.memberAddr.line2), x: 40 }]],
      factRows(
        [
          [L.student, p.holder],
          [L.studentId, studentId],
          [L.memberId, p.memberId],
          [L.processed, f.date(c.processed)],
          [L.received, f.date(c.received)],
        ],
        320,
        { size: 8.5, colon: true, labelFont: 'bold', valueFont: 'serif' },
      ),
    );
    sheet.space(10).row([rule(40, 572, 8)], 6);
    columns(
      sheet,
      factRows([[L.patient, p.member], [L.relation, relation]], 40, { size: 8.5, colon: true, valueFont: 'serif' }),
      factRows([[L.claimNumber, c.number]], 320, { size: 8.5, colon: true, valueFont: 'serif' }),
    );
    const by = `${colon(L.provider)} ${p.provider}`;
    sheet.row([{ text: by, x: 40, size: 8.5 }, { text: `${providerAddr.line1}, ${providerAddr.line2}   ${providerPhone}`, x: 40 + Math.ceil(cellWidth(by, 8.5, 'serif')) + 14, size: 7.5 }]);
    const referralText = referral === 'waived' ? 'Not required (care at the Student Health Center)' : referral === 'yes' ? `Yes - referral from the Student Health Center dated ${f.date(addDays(c.serviceDate, -rng.int(2, 30)))}` : 'No - benefits reduced to 50% (referral required)';
    sheet.row([{ text: `${colon(L.referral)} ${referralText}`, x: 40, size: 8.5 }]);
    if (lab) sheet.row([{ text: `Lab tests on this claim were performed by ${lab}, which may bill you separately.`, x: 40, size: 8, font: 'italic' }]);
    sheet.space(10);
    const ppo = c.inNetwork ? 'Yes' : 'No';
    const rows: Row[] = [...c.lines, totalRow(c, L.total)];
    const amountKeys = ['billed', 'discount', 'notCovered', 'allowed', 'planPaid', 'patient'] as const;
    const heads: Record<(typeof amountKeys)[number], string> = { billed: L.billed, discount: L.discount, notCovered: L.notCovered, allowed: L.allowed, planPaid: L.planPaid, patient: L.balance };
    table(
      sheet,
      hooks,
      [
        { head: L.network, x: 40, w: 32, cell: lineText(() => ppo) },
        { head: L.date, x: 78, w: 44, cell: lineText((l) => f.short(l.date)) },
        { head: L.service, x: 126, w: 150, cell: (row) => (isTotal(row) ? row.label : `${row.description} (${row.code})`) },
        ...amountKeys.map((key, j): Col<Row> => ({ head: heads[key], x: 332 + j * 48, w: 44, align: 'right', cell: (row) => (key === 'discount' ? f.credit(row[key]) : f.money(row[key])) })),
      ],
      rows,
      {
        size: 7.5,
        headSize: 7,
        font: 'serif',
        repeat: true,
        rule: true,
        rowFont: (row) => (isTotal(row) ? 'bold' : undefined),
        banner: (s) => s.row([{ text: `${p.member}  -  ${L.claimNumber} ${c.number}  (continued)`, x: 40, size: 8, font: 'italic' }], 4),
      },
    );
    keepTogether(sheet, 150, BOTTOM);
    sheet.space(12);
    // How the balance was figured (right) beside notes on the referral and the network (left).
    const step = (text: string, amount: string, font: FontName = 'serif'): Cell[] => [{ text, x: 330, size: 8.5, font }, { text: amount, x: 572, size: 8.5, font, align: 'right' }];
    const percent = `${Math.round(rate * 100)}%`;
    const waterfall: Cell[][] = [
      [{ text: L.figured, x: 330, size: 9, font: 'bold' }],
      step(L.allowed, f.money(c.total.allowed)),
      step(`${L.less} deductible`, f.credit(c.total.deductible)),
      step(`${L.less} copay`, f.credit(c.total.copay)),
      step(`${L.less} coinsurance (${percent})`, f.credit(c.total.coinsurance)),
      step(L.planPaid, f.money(c.total.planPaid), 'bold'),
      [rule(330, 572, 7)],
      step('Deductible + copay + coinsurance', f.money(sumCents([c.total.deductible, c.total.copay, c.total.coinsurance]))),
      step(`Plus ${L.notCovered.toLowerCase()}`, f.money(c.total.notCovered)),
      step(L.balance, f.money(c.total.patient), 'bold'),
    ];
    const notes = [
      c.inNetwork ? `${p.provider} participates in the plan's PPO network and accepts the covered charges as payment in full.` : `${p.provider} does not participate in the plan's PPO network and may bill you for charges above the covered amount.`,
      clinic ? 'Care at the Student Health Center is paid at 100% after any copay; the deductible does not apply.' : `The plan pays ${100 - Math.round(rate * 100)}% of covered charges after the deductible and copay; you pay the other ${percent}.`,
    ];
    const left: Cell[][] = [[{ text: 'Notes', x: 40, size: 9, font: 'bold' }], ...notes.flatMap((t) => wrap(t, 270, 8, 'serif').map((text): Cell[] => [{ text, x: 40, size: 8 }]))];
    columns(sheet, left, waterfall);
    sheet.space(10);
    const toStudent = !c.inNetwork && c.total.planPaid > 0;
    const payee = toStudent ? p.holder : p.provider;
    paragraph(sheet, c.total.planPaid > 0 ? `A benefit of ${f.money(c.total.planPaid)} was paid to ${payee} on ${f.date(addDays(c.processed, rng.int(1, 5)))}, check no. ${rng.digits(8)}.${toStudent ? ' Because the provider does not participate, the payment was sent to the insured student.' : ''}` : 'No benefit was payable on this claim.', 40, 532, 8.5, 'serif', 6);
    // Met to date: what the claims before this one met, and this claim's share.
    const deductibleMet = (deductibleLimit * 100 - deductibleLeft) / 100;
    const oopMet = sumCents([deductibleMet, c.total.copay, c.total.coinsurance, rng.int(0, 30) * 20]);
    const oopLimit = Math.max(rng.pick([3000, 4000, 6350]), Math.ceil(oopMet / 1000) * 1000);
    sheet.row([{ text: `Policy year ${year}-${year + 1} to date:`, x: 40, size: 8.5, font: 'bold' }, { text: `deductible ${f.money(deductibleMet)} of ${f.money(deductibleLimit)} met;  out-of-pocket ${f.money(oopMet)} of ${f.money(oopLimit)} met`, x: 200, size: 8.5 }], 6);
    if (!ctx.options.onePage) paragraph(sheet, `Questions about this claim? Call ${administrator.name} at ${administrator.phone}. You may appeal within 180 days of receiving this statement by writing to the claims administrator at the address above.`, 40, 532, 7.5, 'italic');
    everyPage(sheet, (page, total) => [
      { text: `${university} SHIP  |  ${L.claimNumber} ${c.number}  |  Form SHIP-EOB (rev. 07/24)`, x: 40, y: H - 36, size: 6.5, grey: 0.35 },
      { text: `Page ${page} of ${total}`, x: 572, y: H - 36, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true }), doc: sheet };
  }),
];


// Fresh dev families, second set -------------------------------------------------------------
// Three more dev families with their own wording (the constants beside each): a physician office's
// claim whose lines give the procedure code with its modifiers and a short descriptor under a
// "What was done"-style heading beside a place-of-service column; a member-friendly EOB that names
// the kind of care in a headline sentence ("Your claim for lab work received on ...") and prints
// each line over two rows (the test or treatment, then its figures each with its own label); and a
// vision plan's statement with lens material, frame and eye columns beside the procedure, frame and
// contact-lens allowances, member prices for lens options and the notice date in a band at the top
// or in the footer.

// A physician office or urgent care claim: the subscriber's mailing block beside the claim facts;
// the patient (often a dependent, with the patient's ID suffix) as small labels above values; the
// billing practice with its address and phone on the same line, the treating clinician with an NPI
// and the network status; the clearinghouse that sent the claim; then lines with the place of
// service code, the procedure code with its modifiers (99214-25, 73110-RT, 87880-QW, 80053-90) and
// its short descriptor under one heading ("What was done", "Treatment" ...), eight amounts without
// '$' and the savings as a credit (CR, parentheses or a minus); legends of the modifiers and place
// codes, the outside lab that ran tests billed with modifier 90, and the payment.
const POS_WORDS = {
  title: ['Explanation of Benefits', 'Explanation of Medical Benefits'],
  notBill: ['This is not a bill', 'THIS IS NOT A BILL - DO NOT PAY'],
  phone: ['Questions about this claim? Call', 'Call member services at'],
  processed: ['Date processed', 'Processed on'],
  claimNumber: ['Claim number', 'Claim reference no.'],
  memberId: ['Subscriber ID', 'Member ID'],
  group: ['Group number', 'Employer group/plan no.'],
  patient: ['Patient', 'Patient name'],
  relation: ['Relationship to subscriber', 'Relation to subscriber'],
  patientId: ['Patient ID', 'Patient member no.'],
  treating: ['Treating clinician', 'Seen by'],
  billedBy: ['Billed by', 'Billing practice'],
  network: ['Network status', 'Contracted with plan?'],
  submitted: ['Submitted electronically through', 'Claim sent to us by'],
  date: ['Date of service', 'Service date'],
  pos: ['POS', 'Place'],
  procedure: ['Procedure', 'Procedure performed', 'Procedure code and descriptor', 'Description of care'],
  billed: ['Amount billed', 'Provider charge'],
  discount: ['Not allowed', 'Network savings'],
  allowed: ['Allowed amount', 'Covered amount'],
  copay: ['Copay', 'Office copay'],
  deductible: ['Deductible', 'Applied to deductible'],
  coinsurance: ['Co-ins amount', 'Your co-insurance'],
  planPaid: ['Plan paid', 'Amount paid by plan'],
  share: ['Patient share amount', 'Patient pays'],
  total: ['Claim line totals', 'Totals for this claim'],
  modifiers: ['Modifiers on this claim', 'What the modifiers mean'],
  places: ['Place of service', 'Where care was given (POS)'],
} as const;
/** [in network, out of network] as this family prints the network status. */
const POS_NETWORK = [
  ['In network (participating)', 'Out of network (non-participating)'],
  ['Yes', 'No'],
] as const;
// Procedures as the short descriptors of the CPT code set print them.
const POS_VISITS: readonly Service[] = [
  ['Office o/p est low 20 min', '99213', 95, 240],
  ['Office o/p est mod 30 min', '99214', 140, 320],
  ['Office o/p new low 30 min', '99203', 150, 330],
  ['Office o/p new mod 45 min', '99204', 210, 430],
];
const POS_PROCEDURES: readonly Service[] = [
  ['Drain/inj joint/bursa w/o us', '20610', 140, 380],
  ['Destruct premalg lesion', '17000', 90, 220],
  ['Removal of skin tags <w/15', '11200', 110, 260],
  ['Rpr s/n/ax/gen/trnk 2.5cm/<', '12001', 180, 520],
  ['Ther/proph/diag inj sc/im', '96372', 30, 90],
];
const POS_TESTS: readonly Service[] = [
  ['Strep a assay w/optic', '87880', 20, 75],
  ['Influenza assay w/optic', '87804', 25, 80],
  ['Urinalysis nonauto w/o scope', '81002', 8, 30],
  ['Routine venipuncture', '36415', 8, 35],
  ['Comprehen metabolic panel', '80053', 28, 190],
  ['Lipid panel', '80061', 25, 140],
  ['Electrocardiogram complete', '93000', 45, 190],
  ['X-ray exam of wrist', '73110', 80, 260],
  ['X-ray exam of knee 3', '73562', 90, 280],
  ['Airway inhalation treatment', '94640', 40, 110],
];
/** Codes that take a side (RT/LT), CLIA-waived tests (QW), tests sent to an outside lab (90), and procedures that make a same-day visit take modifier 25. */
const POS_SIDED = ['20610', '73110', '73562'];
const POS_WAIVED = ['87880', '87804'];
const POS_REFERENCE = ['80053', '80061'];
const POS_WITH_VISIT = ['20610', '17000', '11200', '12001', '96372'];
const MODIFIER_TEXTS: Record<string, string> = {
  '25': 'Significant, separately identifiable visit on the same day as a procedure',
  RT: 'Right side of the body',
  LT: 'Left side of the body',
  QW: 'CLIA-waived test performed in the office',
  '90': 'Test sent to an outside (reference) laboratory',
};
const PLACE_TEXTS: Record<string, string> = { '11': 'Office', '20': 'Urgent care facility' };
const CLEARINGHOUSES = ['Claimbridge EDI Services', 'MedRoute Claims Exchange', 'Pathway Health Clearinghouse', 'Northgate EDI Network'];

// A member-friendly EOB for one claim: the insurer and "this is not a bill" up top, the
// subscriber's mailing block beside two stacks of small capital labels over their values; a bold
// headline naming the kind of care and its date ("Your claim for lab work received on March 2,
// 2025"), the patient, the provider with its address and phone beside it (a lab's claim also names
// the ordering doctor), the network status in words and a sentence of the totals; then each service
// over two rows (number, description and code; then every figure with its own label, flowing onto
// a further row when it runs out of room), the claim total the same way, notes on why the patient
// owes what they owe and the provider's billing service. The truth's service is the kind of care in
// the headline.
const CARE_WORDS = {
  title: ['Your Explanation of Benefits', 'Explanation of Benefits (EOB)'],
  notBill: ['This is not a bill.', 'This is not a bill - keep it for your records.'],
  subscriber: ['Subscriber', 'Policyholder'],
  memberId: ['Member ID', 'ID number'],
  plan: ['Plan', 'Your coverage'],
  statementDate: ['Statement date', 'Date of this statement'],
  claimNumber: ['Claim #', 'Claim ID'],
  received: ['We got the claim on', 'Claim received'],
  headline: ['Your claim for', 'Here is how we handled your claim for'],
  patient: ['Patient', 'Who got care'],
  provider: ['Provider', 'Care from'],
  labProvider: ['Performed by', 'Testing lab'],
  orderedBy: ['Ordered by', 'Ordering doctor'],
  lines: ['What the provider billed', 'Line-by-line details'],
  code: ['Code', 'CPT'],
  billed: ['Billed', 'Charged'],
  discount: ['Discount', 'Plan discount'],
  allowed: ['Allowed', 'Approved amount'],
  deductible: ['Deductible', 'Went to deductible'],
  copay: ['Copay', 'Copayment'],
  coinsurance: ['Coinsurance', 'Your coinsurance'],
  planPaid: ['Plan paid', 'Paid by us'],
  owe: ['You owe', 'Amount you owe'],
  total: ['Totals for the claim', 'All services on this claim'],
  notes: ['Notes on this claim', 'Why you owe this amount'],
  billing: ['Billing questions?', 'Questions about the bill from your provider?'],
} as const;
/** [in network, out of network] as a sentence under the provider. */
const CARE_NETWORK = [
  ['In network: this provider agreed to our rates.', 'Out of network: this provider may bill you more than the amount you owe.'],
  ['Network provider', 'Not a network provider'],
] as const;
type CareKind = { article: string; phrase: string; kind: ProviderKind | 'counseling' | 'urgent'; first: readonly Service[]; services: readonly Service[]; lines: readonly [number, number]; copay: boolean };
const CARE_KINDS: readonly CareKind[] = [
  { article: '', phrase: 'lab work', kind: 'lab', first: LAB, services: LAB, lines: [1, 12], copay: false },
  { article: 'an ', phrase: 'office visit', kind: 'physician', first: VISITS, services: [...PROF, ...LAB], lines: [1, 4], copay: true },
  { article: '', phrase: 'imaging services', kind: 'imaging', first: IMAGING, services: IMAGING, lines: [1, 2], copay: false },
  { article: '', phrase: 'physical therapy', kind: 'therapy', first: THERAPY.slice(0, 1), services: THERAPY.slice(1), lines: [1, 4], copay: true },
  { article: '', phrase: 'mental health care', kind: 'counseling', first: BEHAVIORAL, services: BEHAVIORAL, lines: [1, 1], copay: true },
  { article: '', phrase: 'urgent care', kind: 'urgent', first: VISITS.slice(0, 3), services: [...PROF, ...LAB.slice(0, 3)], lines: [1, 4], copay: true },
];
const CARE_PLANS = ['Choice PPO', 'Open Access POS', 'Select HMO', 'Advantage EPO', 'Core PPO 2000'];
const CARE_BILLERS = ['Summit Revenue Partners', 'Clearview Patient Billing', 'Redstone Medical Billing', 'Anchor Point Billing Services'];
/** The family's own explanation of why the patient owes a share, by reason. */
const CARE_NOTES: Partial<Record<RemarkReason, string>> = {
  discount: 'The discount is the difference between what the provider charged and the rate the provider agreed to accept from us.',
  overMax: 'The provider charged more than our maximum allowed amount for this care. The provider may bill you for the difference.',
  deductible: 'Part of the approved amount went toward your deductible. You pay that part until your deductible is met for the year.',
  copay: 'You pay a flat copayment for this kind of visit.',
  coinsurance: 'After your deductible, you pay a percentage of the approved amount (your coinsurance) and we pay the rest.',
};

// A vision plan's statement for an eye exam and eyewear: a band at the top with the notice date
// (or, on some documents, the date in the footer only), the plan and its address, the eligible member's
// mailing block beside the claim facts, the patient (often a dependent) and the eye doctor with the
// optical store's address and phone beside its name and the lab that made the lenses; a table with the
// procedure code, a short description, a lens material or frame detail column and the eye (OD, OS,
// OU) before seven amounts: retail charge, discount, amount over the allowance or member price, the
// allowance, copay, plan paid and what the patient pays. Frames and contacts have an allowance (20 %
// or 15 % off the overage), lens options have fixed member prices, out of network the plan pays up to
// a schedule. No deductible or coinsurance.
const LENS_WORDS = {
  title: ['Vision Benefits Statement', 'Explanation of Vision Benefits'],
  noticeDate: ['DATE OF NOTICE', 'Notice date'],
  notBill: ['This is not a bill', 'NOT A BILL'],
  phone: ['Vision member line', 'Member services'],
  eligible: ['Eligible member', 'Covered employee'],
  memberId: ['Member ID', 'Vision ID'],
  group: ['Employer', 'Group'],
  claimNumber: ['Claim no.', 'Claim number'],
  filed: ['Claim filed', 'Received'],
  patient: ['Patient', 'Patient name'],
  relation: ['Relationship', 'Patient relationship'],
  visit: ['Date of visit', 'Visit date'],
  doctor: ['Eye doctor', 'Examining doctor'],
  office: ['Provider office', 'Location'],
  network: ['Provider network status', 'Network'],
  lab: ['Lenses made by', 'Optical lab'],
  code: ['Proc code', 'Code'],
  description: ['Description', 'Item'],
  material: ['Material or detail', 'Lens or frame details'],
  eye: ['Eye', 'Eye'],
  billed: ['Retail charge', 'Provider charge'],
  discount: ['Member discount', 'Savings'],
  over: ['Over allowance / member price', 'You pay above benefit'],
  allowance: ['Allowance', 'Benefit allowed'],
  copay: ['Copay', 'Copay'],
  planPaid: ['Plan paid', 'Benefit paid'],
  owe: ['You pay', 'Member pays'],
  total: ['Total charges and benefits', 'Total'],
  notes: ['About your benefits', 'How your benefit was applied'],
} as const;
const LENS_NETWORK = [
  ['In network', 'Out of network'],
  ['Network provider', 'Out-of-network provider'],
] as const;
type LensKind = 'exam' | 'frame' | 'lens' | 'option' | 'fit' | 'contacts';
type LensItem = { kind: LensKind; description: string; code: string; min: number; max: number; details: readonly string[]; eye: string; price: number; outOfNetwork: number };
const LENS_EXAMS: readonly LensItem[] = [
  { kind: 'exam', description: 'Routine eye exam, est. patient', code: '92014', min: 110, max: 240, details: ['Dilated', 'With refraction'], eye: 'OU', price: 0, outOfNetwork: 45 },
  { kind: 'exam', description: 'Routine eye exam, new patient', code: '92004', min: 140, max: 290, details: ['Dilated', 'With refraction'], eye: 'OU', price: 0, outOfNetwork: 45 },
];
const LENS_FRAME: LensItem = { kind: 'frame', description: 'Frame', code: 'V2020', min: 110, max: 360, details: ['Metal, 52-18-140', 'Zyl plastic, 54-17-145', 'Titanium, 50-19-140', 'Rimless, 53-16-140'], eye: '', price: 0, outOfNetwork: 70 };
const LENS_LENSES: readonly LensItem[] = [
  { kind: 'lens', description: 'Lenses, single vision', code: 'V2100', min: 80, max: 220, details: ['CR-39 plastic', 'Polycarbonate', 'Trivex', 'High index 1.67'], eye: 'OU', price: 0, outOfNetwork: 30 },
  { kind: 'lens', description: 'Lenses, lined bifocal', code: 'V2200', min: 130, max: 300, details: ['CR-39 plastic', 'Polycarbonate', 'Glass'], eye: 'OU', price: 0, outOfNetwork: 50 },
  { kind: 'lens', description: 'Lenses, progressive', code: 'V2781', min: 240, max: 520, details: ['Polycarbonate', 'Trivex', 'High index 1.67'], eye: 'OU', price: 65, outOfNetwork: 50 },
];
const LENS_OPTIONS: readonly LensItem[] = [
  { kind: 'option', description: 'Anti-reflective coating', code: 'V2750', min: 70, max: 160, details: ['Standard AR', 'Premium AR'], eye: 'OU', price: 45, outOfNetwork: 0 },
  { kind: 'option', description: 'Scratch-resistant coating', code: 'V2760', min: 25, max: 60, details: ['Hard coat'], eye: 'OU', price: 15, outOfNetwork: 0 },
  { kind: 'option', description: 'Photochromic lenses', code: 'V2744', min: 90, max: 180, details: ['Gray, light-adaptive', 'Brown, light-adaptive'], eye: 'OU', price: 75, outOfNetwork: 0 },
  { kind: 'option', description: 'UV protective coating', code: 'V2755', min: 20, max: 45, details: ['UV400'], eye: 'OU', price: 15, outOfNetwork: 0 },
];
const LENS_CONTACTS: readonly LensItem[] = [
  { kind: 'fit', description: 'Contact lens fitting, standard', code: '92310', min: 60, max: 160, details: ['Spherical, soft'], eye: 'OU', price: 55, outOfNetwork: 0 },
  { kind: 'contacts', description: 'Contact lenses, elective', code: 'V2520', min: 120, max: 320, details: ['Daily disposable, 90-pack', 'Two-week, 6-pack x 2', 'Monthly, 6-pack x 2'], eye: 'OU', price: 0, outOfNetwork: 105 },
];
const LENS_PLAN_SUFFIXES = ['Vision Care', 'Vision Plan', 'Vision Benefits'];
const LENS_STORES = ['Optical', 'Eye Care Center', 'Optometry', 'EyeWorks', 'Family Vision'];
const LENS_LABS = ['Precision Optical Laboratory', 'ClearSight Lens Lab', 'Lakeside Optical Lab', 'Prism Ophthalmic Lab'];

/** A paired money cell: a label and its amount as two cells, placed left to right and onto a new row when the line is full. */
function flowPairs(sheet: Sheet, pairs: readonly Pair[], x0: number, right: number, o: { size: number; labelFont: FontName; valueFont: FontName; grey?: number; gap?: number; spacing?: number }): void {
  let x = x0;
  let row: Cell[] = [];
  for (const [label, value] of pairs) {
    const lw = cellWidth(label, o.size, o.labelFont);
    const vw = cellWidth(value, o.size, o.valueFont);
    if (row.length > 0 && x + lw + 3 + vw > right) {
      sheet.row(row);
      row = [];
      x = x0;
    }
    row.push({ text: label, x: Math.round(x), size: o.size, font: o.labelFont, grey: o.grey }, { text: value, x: Math.round(x + lw + 3), size: o.size, font: o.valueFont });
    x += lw + 3 + vw + (o.spacing ?? 14);
  }
  if (row.length > 0) sheet.row(row, o.gap ?? 0);
}

/** The claim with lines of the same code on the same day made one (amounts added, units counted). */
function mergeSameCode(c: Claim): Claim {
  const lines: Line[] = [];
  for (const l of c.lines) {
    const same = lines.find((m) => m.code === l.code && m.date === l.date);
    if (!same) {
      lines.push({ ...l, reasons: [...l.reasons] });
      continue;
    }
    for (const k of AMOUNT_KEYS) same[k] = (cents(same[k]) + cents(l[k])) / 100;
    same.units += l.units;
    for (const r of l.reasons) if (!same.reasons.includes(r)) same.reasons.push(r);
  }
  return { ...c, lines };
}

const devFamiliesFresh2: FamilyDef[] = [
  fam('pos-modifier-procedure-lines', 'dev', (ctx) => {
    const { rng } = ctx;
    const L = ownWords(ctx, POS_WORDS);
    const networkPair = rng.pick(POS_NETWORK);
    const f = fmt(rng, ['us-slash', 'us-2digit', 'us-short'], ['plain'], ['cr', 'parens', 'minus']);
    const setting = rng.pick(['11', '11', '20'] as const);
    const caps = rng.bool(0.35);
    const parties = partiesOf(ctx, { insurer: rng.pick(['national', 'regional'] as const), provider: 'physician', dependent: 0.55, id: rng.pick(['alpha-digits', 'w-digits', 'digits'] as const) });
    const stems = [...n.PROVIDER_STEMS, ...PROVIDER_STEMS.dev];
    const practice = `${rng.pick(stems)} ${rng.pick(setting === '20' ? n.URGENT_SUFFIX : ['Family Medicine', 'Medical Group', 'Primary Care', 'Internal Medicine'])}`;
    const p: Parties = { ...parties, provider: ctx.options.eob?.providerName ?? practice };
    const c = mergeSameCode(claimOf(ctx, { services: [...POS_PROCEDURES, ...POS_TESTS, ...POS_TESTS], first: POS_VISITS, lines: [1, 9], onePageLines: [1, 4], copay: true, deductible: true, coinsurance: true, inNetwork: 0.8, claimStyle: rng.pick(['alnum', 'dated', 'icn'] as const) }));
    const network = ownLabel(ctx, 'networkValue', [c.inNetwork ? networkPair[0] : networkPair[1]]);
    const withProcedure = c.lines.some((l) => POS_WITH_VISIT.includes(l.code));
    const modifiers = new Map(
      c.lines.map((l): [Line, string[]] => {
        if (/^992/.test(l.code)) return [l, withProcedure ? ['25'] : []];
        if (POS_SIDED.includes(l.code)) return [l, [rng.pick(['RT', 'LT'])]];
        if (POS_WAIVED.includes(l.code)) return [l, ['QW']];
        if (POS_REFERENCE.includes(l.code)) return [l, ['90']];
        return [l, []];
      }),
    );
    const codeOf = (l: Line) => [l.code, ...(modifiers.get(l) ?? [])].join('-');
    const describe = (l: Line) => (caps ? up(l.description) : l.description);
    const relation = p.member === p.holder ? 'Self' : rng.pick(['Spouse', 'Child', 'Child', 'Dependent']);
    const suffix = p.member === p.holder ? '01' : relation === 'Spouse' ? '02' : `0${rng.int(3, 5)}`;
    const doctor = `${person(rng, ctx.split).replace(/ [A-Z]\. /, ' ')}, ${rng.pick(setting === '20' ? ['MD', 'DO', 'PA-C', 'FNP-C'] : ['MD', 'DO', 'MD', 'NP'])}`;
    const practiceAddr = address(rng);
    const practicePhone = localPhone(rng);
    const clearinghouse = rng.pick(CLEARINGHOUSES);
    const referenceLab = c.lines.some((l) => modifiers.get(l)?.includes('90')) ? { name: `${rng.pick(stems)} ${rng.pick(n.LAB_SUFFIX)}`, addr: address(rng) } : undefined;
    const BOTTOM = 58;
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 40, bottom: BOTTOM });
    const insurerSize = cellWidth(p.insurer, 15, 'bold') + cellWidth(up(L.title), 10, 'bold') + 20 > 532 ? 12 : 15;
    sheet.row([{ text: p.insurer, x: 40, size: insurerSize, font: 'bold' }, { text: up(L.title), x: 572, size: 10, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${p.insurerAddr.line1}, ${p.insurerAddr.line2}`, x: 40, size: 7.5 }, { text: L.notBill, x: 572, size: 8, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${L.phone} ${p.phone} (TTY 711)`, x: 40, size: 7.5 }], 12);
    columns(
      sheet,
      [[{ text: bars(rng, 34), x: 40, size: 7, font: 'mono', grey: 0.3 }], [{ text: up(p.holder), x: 40, size: 9 }], [{ text: up(p.memberAddr.line1), x: 40, size: 9 }], [{ text: up(p.memberAddr.line2), x: 40, size: 9 }]],
      factRows(
        [
          [L.processed, f.date(c.processed)],
          [L.claimNumber, c.number],
          [L.memberId, p.memberId],
          [L.group, p.group],
        ],
        340,
        { size: 8, colon: true },
      ),
    );
    sheet.space(10).row([rule(40, 572, 8)], 6);
    above(
      sheet,
      [
        [up(L.patient), p.member],
        [up(L.relation), relation],
        [up(L.patientId), `${p.memberId} ${suffix}`],
      ],
      { x: 40, perRow: 3, columnWidth: 180, labelSize: 6.5, valueSize: 9, gap: 6 },
    );
    const billedBy = `${colon(L.billedBy)} ${p.provider}`;
    sheet.row([{ text: billedBy, x: 40, font: 'bold' }, { text: `${practiceAddr.line1}, ${practiceAddr.line2}  ${practicePhone}`, x: 40 + Math.ceil(cellWidth(billedBy, 8, 'bold')) + 12, size: 7.5 }]);
    const seenBy = `${colon(L.treating)} ${doctor}   NPI ${npiOf(rng)}`;
    sheet.row([{ text: seenBy, x: 40 }, { text: `${colon(L.network)} ${network}`, x: 40 + Math.ceil(cellWidth(seenBy, 8, 'regular')) + 24 }]);
    sheet.row([{ text: `${L.submitted} ${clearinghouse} (payer ID ${rng.digits(5)}) on ${f.short(c.received)}`, x: 40, size: 7, font: 'italic' }], 10);
    const rows: Row[] = [...c.lines, totalRow(c, L.total)];
    const keys = ['billed', 'discount', 'allowed', 'copay', 'deductible', 'coinsurance', 'planPaid', 'patient'] as const;
    const heads: Record<(typeof keys)[number], string> = { billed: L.billed, discount: L.discount, allowed: L.allowed, copay: L.copay, deductible: L.deductible, coinsurance: L.coinsurance, planPaid: L.planPaid, patient: L.share };
    const xs = [306, 354, 394, 426, 464, 500, 536, 572];
    const widths = [40, 42, 36, 28, 34, 32, 32, 32];
    table(
      sheet,
      hooks,
      [
        { head: L.date, x: 40, w: 40, cell: lineText((l) => f.short(l.date)) },
        { head: L.pos, x: 86, w: 20, cell: lineText(() => setting) },
        { head: L.procedure, x: 110, w: 150, cell: lineText(codeOf) },
        { head: '', x: 148, w: 1, cell: lineText(describe, true) },
        ...keys.map((key, j): Col<Row> => ({ head: heads[key], x: xs[j] ?? 0, w: widths[j] ?? 34, align: 'right', cell: (row) => (key === 'discount' ? f.credit(row[key]) : f.money(row[key])) })),
      ],
      rows,
      {
        size: 7,
        headSize: 6.5,
        repeat: true,
        rule: true,
        rowFont: (row) => (isTotal(row) ? 'bold' : undefined),
        banner: (s) => s.row([{ text: `${p.member}  -  ${L.claimNumber} ${c.number}  (continued)`, x: 40, size: 7.5, font: 'italic' }], 4),
      },
    );
    keepTogether(sheet, 150, BOTTOM);
    sheet.space(10);
    sheet.row([{ text: `${L.share}: ${f.money(c.total.patient)}`, x: 40, size: 10, font: 'bold' }], 2);
    const paid =
      c.total.planPaid > 0
        ? `We paid ${f.money(c.total.planPaid)} to ${p.provider} on ${f.short(addDays(c.processed, rng.int(1, 3)))}${c.inNetwork ? '.' : ' and the provider may bill you for charges we did not allow.'}`
        : `We made no payment: the allowed amount went to ${c.total.copay > 0 ? 'your copay and deductible' : 'your deductible'}.`;
    paragraph(sheet, paid, 40, 532, 8, 'regular', 8);
    const used = [...new Set(c.lines.flatMap((l) => modifiers.get(l) ?? []))];
    if (used.length > 0) {
      sheet.row([{ text: L.modifiers, x: 40, size: 8, font: 'bold' }]);
      for (const m of used) sheet.row([{ text: m, x: 40, size: 7, font: 'bold' }, { text: MODIFIER_TEXTS[m] ?? '', x: 64, size: 7 }]);
      sheet.space(4);
    }
    sheet.row([{ text: `${L.places}:`, x: 40, size: 7, font: 'bold' }, { text: `${setting} - ${PLACE_TEXTS[setting] ?? ''}`, x: 40 + Math.ceil(cellWidth(`${L.places}:`, 7, 'bold')) + 6, size: 7 }], 4);
    if (referenceLab) paragraph(sheet, `Tests billed with modifier 90 were performed by ${referenceLab.name}, ${referenceLab.addr.line1}, ${referenceLab.addr.line2}. The lab may send you its own statement.`, 40, 532, 7, 'italic', 4);
    if (!ctx.options.onePage) paragraph(sheet, 'If you disagree with how we processed this claim, you may ask for a review within 180 days of the date processed. Write to us at the address above and include the claim number.', 40, 532, 7, 'regular');
    everyPage(sheet, (page, total) => [
      { text: `Form EOB-${rng.int(1100, 1199)} (rev. 03/25)  |  ${L.claimNumber} ${c.number}`, x: 40, y: H - 36, size: 6.5, grey: 0.35 },
      { text: `Page ${page} of ${total}`, x: 572, y: H - 36, size: 7, align: 'right' },
    ]);
    const service = c.lines[0] ? describe(c.lines[0]) : '';
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true, service }), doc: sheet };
  }),

  fam('care-category-headline', 'dev', (ctx) => {
    const { rng } = ctx;
    const L = ownWords(ctx, CARE_WORDS);
    const networkPair = rng.pick(CARE_NETWORK);
    const f = fmt(rng, ['long', 'us-slash', 'abbrev'], ['dollar'], ['minus', 'parens']);
    const care = rng.pick(CARE_KINDS);
    const parties = partiesOf(ctx, { insurer: rng.pick(['national', 'regional'] as const), provider: care.kind === 'counseling' || care.kind === 'urgent' ? 'physician' : care.kind, dependent: 0.45, id: rng.pick(['alpha-digits', 'w-digits', 'dashed'] as const) });
    const stems = [...n.PROVIDER_STEMS, ...PROVIDER_STEMS.dev];
    const own = care.kind === 'counseling' ? `${rng.pick(stems)} ${rng.pick(['Counseling Associates', 'Behavioral Health', 'Psychology Group'])}` : care.kind === 'urgent' ? `${rng.pick(stems)} ${rng.pick(n.URGENT_SUFFIX)}` : parties.provider;
    const p: Parties = { ...parties, provider: ctx.options.eob?.providerName ?? own };
    const c = mergeSameCode(claimOf(ctx, { services: care.services, first: care.first, lines: care.lines, onePageLines: [1, 3], copay: care.copay, deductible: true, coinsurance: true, inNetwork: 0.8, claimStyle: rng.pick(['long-digits', 'prefixed', 'dashed'] as const) }));
    const network = ownLabel(ctx, 'networkValue', [c.inNetwork ? networkPair[0] : networkPair[1]]);
    const relation = p.member === p.holder ? 'Self' : rng.pick(['Spouse', 'Child', 'Domestic partner']);
    const plan = `${rng.pick(CARE_PLANS)} - Group ${p.group}`;
    const addr = address(rng);
    const phone = localPhone(rng);
    const orderedBy = care.kind === 'lab' || care.kind === 'imaging' ? `${person(rng, ctx.split).replace(/ [A-Z]\. /, ' ')}, ${rng.pick(['MD', 'DO', 'NP'])}` : undefined;
    const biller = rng.bool(0.6) ? { name: rng.pick(CARE_BILLERS), addr: address(rng, { po: true }), phone: tollFree(rng) } : undefined;
    const BOTTOM = 58;
    const { sheet, hooks } = newSheet({ size: 8.5, font: 'regular', top: 40, bottom: BOTTOM });
    sheet.row([{ text: p.insurer, x: 40, size: 16, font: 'bold' }, { text: L.notBill, x: 572, size: 8.5, font: 'bold', align: 'right' }], 2);
    sheet.row([{ text: L.title, x: 40, size: 10.5 }, { text: `${p.insurerAddr.line1}, ${p.insurerAddr.line2}  |  ${p.phone}`, x: 572, size: 7.5, align: 'right' }], 14);
    const stack = (pairs: readonly Pair[], x: number): Cell[][] => pairs.flatMap(([label, value]): Cell[][] => [[{ text: up(label), x, size: 6.5, font: 'bold', grey: 0.4 }], [{ text: value, x, size: 9 }]]);
    const mailing: Cell[][] = [[{ text: p.holder, x: 40, size: 9 }], [{ text: p.memberAddr.line1, x: 40, size: 9 }], [{ text: p.memberAddr.line2, x: 40, size: 9 }]];
    const middle = stack([[L.subscriber, p.holder], [L.memberId, p.memberId], [L.plan, plan]], 236);
    const right = stack([[L.statementDate, f.date(c.processed)], [L.claimNumber, c.number], [L.received, f.date(c.received)]], 430);
    for (let i = 0; i < middle.length; i++) sheet.row([...(mailing[i - 1] ?? []), ...(middle[i] ?? []), ...(right[i] ?? [])]);
    sheet.space(8).row([rule(40, 572, 8)], 8);
    paragraph(sheet, `${L.headline} ${care.article}${care.phrase} received on ${f.date(c.serviceDate)}`, 40, 532, 13, 'bold', 4);
    sheet.row([{ text: `${L.patient}: ${p.member}${relation === 'Self' ? '' : ` (${relation})`}`, x: 40, font: 'bold' }]);
    const by = `${care.kind === 'lab' ? L.labProvider : L.provider}: ${p.provider}`;
    sheet.row([{ text: by, x: 40 }, { text: `${addr.line1}, ${addr.line2}  ${phone}`, x: 40 + Math.ceil(cellWidth(by, 8.5, 'regular')) + 12, size: 7.5, grey: 0.3 }]);
    if (orderedBy) sheet.row([{ text: `${L.orderedBy}: ${orderedBy}`, x: 40 }]);
    sheet.row([{ text: network, x: 40, size: 8, font: 'italic' }], 6);
    const discountWord = c.inNetwork ? 'your plan discount was' : 'charges above our maximum came to';
    const reduction = f.money(sumCents([c.total.discount, c.total.notCovered]));
    paragraph(sheet, `Of the ${f.money(c.total.billed)} the provider billed, ${discountWord} ${reduction}, we paid ${f.money(c.total.planPaid)} and you owe ${f.money(c.total.patient)}.`, 40, 532, 9, 'regular', 10);
    sheet.row([{ text: L.lines, x: 40, size: 10, font: 'bold' }], -2);
    sheet.row([rule(40, 572, 8)], 4);
    const figures = (a: Amounts): Pair[] => [
      [L.billed, f.money(a.billed)],
      [L.discount, f.credit(sumCents([a.discount, a.notCovered]))],
      [L.allowed, f.money(a.allowed)],
      [L.deductible, f.money(a.deductible)],
      ...(care.copay ? [[L.copay, f.money(a.copay)] as const] : []),
      [L.coinsurance, f.money(a.coinsurance)],
      [L.planPaid, f.money(a.planPaid)],
      [L.owe, f.money(a.patient)],
    ];
    hooks.page = (s) => s.row([{ text: `${p.member}  -  ${L.claimNumber} ${c.number}  (continued)`, x: 40, size: 7.5, font: 'italic' }], 6);
    c.lines.forEach((l, i) => {
      keepTogether(sheet, 40, BOTTOM);
      sheet.row([{ text: `${i + 1}.`, x: 40, font: 'bold' }, { text: l.description, x: 56, font: 'bold' }, { text: `${L.code} ${l.code}`, x: 572, size: 7.5, align: 'right' }]);
      flowPairs(sheet, figures(l), 56, 572, { size: 7, labelFont: 'regular', valueFont: 'bold', grey: 0.35, gap: 5, spacing: 10 });
    });
    hooks.page = undefined;
    keepTogether(sheet, 150, BOTTOM);
    sheet.row([rule(40, 572, 8)], 2);
    sheet.row([{ text: L.total, x: 40, size: 9, font: 'bold' }]);
    flowPairs(sheet, figures(c.total), 56, 572, { size: 8, labelFont: 'bold', valueFont: 'bold', gap: 10 });
    const reasons = [...new Set(c.lines.flatMap((l) => l.reasons))].filter((r) => CARE_NOTES[r] !== undefined);
    if (reasons.length > 0) {
      sheet.row([{ text: L.notes, x: 40, size: 9, font: 'bold' }], 1);
      for (const r of reasons) wrap(CARE_NOTES[r] ?? '', 516, 7.5, 'regular').forEach((text, i) => sheet.row([...(i === 0 ? [{ text: '-', x: 44, size: 7.5 }] : []), { text, x: 54, size: 7.5 }], 1));
      sheet.space(6);
    }
    if (biller) paragraph(sheet, `${L.billing} ${p.provider} uses ${biller.name} to send its bills: ${biller.addr.line1}, ${biller.addr.line2}, ${biller.phone}. Compare its bill with this statement before you pay.`, 40, 532, 7.5, 'regular', 4);
    if (!ctx.options.onePage) paragraph(sheet, 'You can appeal our decision within 180 days of getting this statement. Call the number above or write to us and tell us why you disagree.', 40, 532, 7, 'italic');
    everyPage(sheet, (page, total) => [
      { text: `${L.claimNumber} ${c.number}  |  ${p.member}`, x: 40, y: H - 36, size: 6.5, grey: 0.35 },
      { text: `${page} of ${total}`, x: 572, y: H - 36, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true, service: care.phrase }), doc: sheet };
  }),

  fam('vision-materials-band', 'dev', (ctx) => {
    const { rng, options } = ctx;
    const eob = options.eob ?? {};
    const L = ownWords(ctx, LENS_WORDS);
    const networkPair = rng.pick(LENS_NETWORK);
    const f = fmt(rng, ['us-slash', 'us-short', 'long'], ['dollar', 'dollar-nocomma'], ['parens', 'minus', 'positive']);
    const band = rng.bool(0.6);
    const parties = partiesOf(ctx, { insurer: 'national', provider: 'physician', dependent: 0.55 });
    const stems = [...n.PROVIDER_STEMS, ...PROVIDER_STEMS.dev];
    const store = `${rng.pick(stems)} ${rng.pick(LENS_STORES)}`;
    const p: Parties = { ...parties, insurer: eob.insuranceCompany ?? `${rng.pick(INSURER_STEMS[ctx.split])} ${rng.pick(LENS_PLAN_SUFFIXES)}`, provider: eob.providerName ?? store };
    // What the visit dispensed: an exam, then glasses (frame, lenses, options) or contact lenses.
    const exam = rng.pick(LENS_EXAMS);
    const glasses = rng.bool(0.7);
    const lens = rng.pick(LENS_LENSES);
    const optionCount = options.onePage ? rng.int(0, 1) : rng.int(0, 2);
    const pool = [...LENS_OPTIONS];
    const chosen = Array.from({ length: optionCount }, () => pool.splice(rng.int(0, pool.length - 1), 1)[0]).filter((x): x is LensItem => x !== undefined);
    const kit: LensItem[] = [exam, ...(rng.bool(0.15) ? [] : glasses ? [...(rng.bool(0.85) ? [LENS_FRAME] : []), lens, ...chosen] : [...(rng.bool(0.7) ? [LENS_CONTACTS[0]] : []), LENS_CONTACTS[1]])].filter((x): x is LensItem => x !== undefined);
    const details = new Map(kit.map((item) => [item, rng.pick(item.details)]));
    const serviceDate = eob.serviceDate ?? rng.date('2024-01-15', '2025-10-31');
    const inNetwork = eob.isInNetwork ?? rng.bool(0.8);
    const billed = kit.map((item) => cents(rng.money(item.min, item.max)));
    if (eob.amountBilled !== undefined) {
      const target = cents(eob.amountBilled);
      const sum = billed.reduce((s, b) => s + b, 0);
      for (let i = 0; i < billed.length; i++) billed[i] = Math.max(1, Math.floor(((billed[i] ?? 0) * target) / sum));
      billed[0] = (billed[0] ?? 0) + target - billed.reduce((s, b) => s + b, 0);
    }
    // The plan's benefits: copays, allowances and the share of an overage the store takes off.
    const examCopay = rng.pick([0, 10, 10, 15, 20]) * 100;
    const materialsCopay = rng.pick([0, 10, 20, 25, 25]) * 100;
    const frameAllowance = rng.pick([130, 150, 150, 175]) * 100;
    const contactsAllowance = rng.pick([130, 150]) * 100;
    const copayItem = kit.find((item) => item.kind === 'lens') ?? kit.find((item) => item.kind === 'frame');
    const lines = kit.map((item, i): Line => {
      const b = billed[i] ?? 0;
      let allowed = 0;
      let discount = 0;
      let notCovered = 0;
      let copay = 0;
      const reasons: RemarkReason[] = [];
      if (!inNetwork) {
        allowed = Math.min(b, item.outOfNetwork * 100);
        notCovered = b - allowed;
      } else if (item.kind === 'exam' || item.kind === 'lens') {
        const rate = item.kind === 'exam' ? rng.int(40, 70) : rng.int(item.code === 'V2100' ? 35 : 60, item.code === 'V2100' ? 60 : 95);
        allowed = Math.min(b, rate * 100);
        notCovered = Math.min(b - allowed, item.price * 100);
        discount = b - allowed - notCovered;
        copay = Math.min(allowed, item.kind === 'exam' ? examCopay : item === copayItem ? materialsCopay : 0);
      } else if (item.kind === 'frame' || item.kind === 'contacts') {
        allowed = Math.min(b, item.kind === 'frame' ? frameAllowance : contactsAllowance);
        const over = b - allowed;
        discount = Math.round(over * (item.kind === 'frame' ? 0.2 : 0.15));
        notCovered = over - discount;
        copay = item === copayItem ? Math.min(allowed, materialsCopay) : 0;
      } else {
        notCovered = Math.min(b, item.price * 100);
        discount = b - notCovered;
      }
      if (discount > 0) reasons.push('discount');
      if (notCovered > 0) reasons.push(inNetwork ? 'notCovered' : 'overMax');
      if (copay > 0) reasons.push('copay');
      const planPaid = allowed - copay;
      return { date: serviceDate, code: item.code, description: item.description, units: 1, share: 1, reasons, billed: b, discount, notCovered, allowed, deductible: 0, copay, coinsurance: 0, planPaid, patient: copay + notCovered };
    });
    const total = Object.fromEntries(AMOUNT_KEYS.map((k) => [k, lines.reduce((s, l) => s + l[k], 0)])) as Amounts;
    const dollars = <T extends Amounts>(a: T): T => ({ ...a, ...Object.fromEntries(AMOUNT_KEYS.map((k) => [k, a[k] / 100])) });
    const received = addDays(serviceDate, rng.int(1, 12));
    const processed = eob.statementDate && eob.statementDate > serviceDate ? eob.statementDate : addDays(received, rng.int(3, 18));
    const c: Claim = {
      lines: lines.map(dollars),
      total: dollars(total),
      inNetwork,
      serviceDate,
      lastDate: serviceDate,
      received: received < processed ? received : serviceDate,
      processed,
      number: eob.claimNumber ?? claimNumberOf(rng, rng.pick(['long-digits', 'short', 'alnum'] as const), processed),
    };
    const network = ownLabel(ctx, 'networkValue', [inNetwork ? networkPair[0] : networkPair[1]]);
    const relation = p.member === p.holder ? 'Self' : rng.pick(['Spouse', 'Dependent child', 'Child']);
    const doctor = `Dr. ${person(rng, ctx.split).replace(/ [A-Z]\. /, ' ')}, ${rng.pick(['OD', 'OD', 'MD'])}`;
    const storeAddr = address(rng);
    const storePhone = localPhone(rng);
    const lab = kit.some((item) => item.kind === 'lens') ? `${rng.pick(LENS_LABS)}, ${rng.pick(EOB_CITIES)[0]}, ${rng.pick(EOB_CITIES)[1]}` : undefined;
    const employer = `${rng.pick(['Calloway', 'Brightline', 'Harwick', 'Sentinel', 'Marlin Bay'])} ${rng.pick(['Industries', 'Logistics', 'School District', 'Foods, Inc.', 'County Government'])}`;
    const formNo = `VB-${rng.int(200, 480)}`;
    const BOTTOM = 60;
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 34, bottom: BOTTOM });
    if (band) {
      sheet.row([rule(40, 572, 8, '_')], -4);
      sheet.row([{ text: up(L.title), x: 44, size: 8, font: 'bold', grey: 0.25 }, { text: `${colon(L.noticeDate)} ${f.date(c.processed)}`, x: 568, size: 8.5, font: 'bold', align: 'right' }]);
      sheet.row([rule(40, 572, 8, '_')], 10);
    } else sheet.space(6);
    sheet.row([{ text: p.insurer, x: 40, size: 15, font: 'bold' }, { text: band ? L.notBill : L.title, x: 572, size: band ? 9 : 11, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${p.insurerAddr.line1}, ${p.insurerAddr.line2}`, x: 40, size: 7.5 }, { text: band ? '' : L.notBill, x: 572, size: 8, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${L.phone}: ${p.phone}`, x: 40, size: 7.5 }], 12);
    columns(
      sheet,
      [[{ text: p.holder, x: 40, size: 9 }], [{ text: p.memberAddr.line1, x: 40, size: 9 }], [{ text: p.memberAddr.line2, x: 40, size: 9 }]],
      factRows(
        [
          [L.eligible, p.holder],
          [L.memberId, p.memberId],
          [L.group, employer],
          [L.claimNumber, c.number],
          [L.filed, f.date(c.received)],
        ],
        330,
        { size: 8, colon: true, labelFont: 'regular', valueFont: 'bold' },
      ),
    );
    sheet.space(10).row([rule(40, 572, 8)], 6);
    columns(
      sheet,
      factRows(
        [
          [L.patient, p.member],
          [L.relation, relation],
          [L.visit, f.date(c.serviceDate)],
        ],
        40,
        { size: 8, colon: true },
      ),
      factRows(
        [
          [L.doctor, doctor],
          [L.network, network],
        ],
        330,
        { size: 8, colon: true },
      ),
    );
    const office = `${colon(L.office)} ${p.provider}`;
    sheet.row([{ text: office, x: 40, font: 'bold' }, { text: `${storeAddr.line1}, ${storeAddr.line2}   ${storePhone}`, x: 40 + Math.ceil(cellWidth(office, 8, 'bold')) + 10, size: 7.5 }]);
    if (lab) sheet.row([{ text: `${colon(L.lab)} ${lab}`, x: 40, size: 7.5, font: 'italic' }]);
    sheet.space(10);
    const rows: Row[] = [...c.lines, totalRow(c, L.total)];
    const keys = ['billed', 'discount', 'notCovered', 'allowed', 'copay', 'planPaid', 'patient'] as const;
    const heads: Record<(typeof keys)[number], string> = { billed: L.billed, discount: L.discount, notCovered: L.over, allowed: L.allowance, copay: L.copay, planPaid: L.planPaid, patient: L.owe };
    const xs = [340, 384, 428, 466, 500, 536, 572];
    const widths = [40, 38, 38, 34, 28, 32, 32];
    const detailOf = new Map(c.lines.map((l, i) => [l, kit[i] ? (details.get(kit[i]) ?? '') : '']));
    const eyeOf = new Map(c.lines.map((l, i) => [l, kit[i]?.eye ?? '']));
    table(
      sheet,
      hooks,
      [
        { head: L.code, x: 40, w: 32, cell: lineText((l) => l.code) },
        { head: L.description, x: 76, w: 118, cell: lineText((l) => l.description, true) },
        { head: L.material, x: 198, w: 86, cell: lineText((l) => detailOf.get(l) ?? '') },
        { head: L.eye, x: 288, w: 18, cell: lineText((l) => eyeOf.get(l) ?? '') },
        ...keys.map((key, j): Col<Row> => ({ head: heads[key], x: xs[j] ?? 0, w: widths[j] ?? 34, align: 'right', cell: (row) => (key === 'discount' ? f.credit(row[key]) : f.money(row[key])) })),
      ],
      rows,
      {
        size: 7,
        headSize: 6.5,
        repeat: true,
        rule: true,
        rowFont: (row) => (isTotal(row) ? 'bold' : undefined),
        banner: (s) => s.row([{ text: `${p.member}  -  ${c.number}  (continued)`, x: 40, size: 7.5, font: 'italic' }], 4),
      },
    );
    keepTogether(sheet, 130, BOTTOM);
    sheet.space(10);
    const payee = inNetwork ? p.provider : p.holder;
    sheet.row([{ text: `${L.owe}: ${f.money(c.total.patient)}`, x: 40, size: 10, font: 'bold' }, { text: `${L.planPaid}: ${f.money(c.total.planPaid)} to ${payee}`, x: 572, size: 8.5, align: 'right' }], 8);
    sheet.row([{ text: L.notes, x: 40, size: 8.5, font: 'bold' }], 1);
    const notes = inNetwork
      ? [
          `Exam copay ${f.money(examCopay / 100)}; materials copay ${f.money(materialsCopay / 100)} (lenses and frame together).`,
          ...(kit.some((item) => item.kind === 'frame' || item.kind === 'contacts') ? [`Frame allowance ${f.money(frameAllowance / 100)}, then 20% off the amount over the allowance. Contact lens allowance ${f.money(contactsAllowance / 100)} in place of glasses, then 15% off the amount over it.`] : []),
          ...(kit.some((item) => item.kind === 'option' || item.kind === 'fit' || item.price > 0) ? [`Lens options, contact lens fittings and progressive upgrades are yours to pay at the member prices shown under "${L.over}".`] : []),
        ]
      : [
          `${p.provider} is not in our network, so we reimburse up to a set amount: exam ${f.money(45)}, frame ${f.money(70)}, single vision lenses ${f.money(30)}, bifocal or progressive lenses ${f.money(50)}, contact lenses ${f.money(105)}.`,
          `We sent the payment to ${p.holder}. You pay the provider the rest of the retail charge.`,
        ];
    for (const note of notes) wrap(note, 516, 7, 'regular').forEach((text, i) => sheet.row([...(i === 0 ? [{ text: '-', x: 44, size: 7 }] : []), { text, x: 54, size: 7 }], 1));
    sheet.space(6);
    if (!options.onePage) paragraph(sheet, `Your next exam, lenses and frame are available 12 months after ${f.date(c.serviceDate)}. Frames may be limited to once every 24 months under some plans; see your benefit summary.`, 40, 532, 7, 'italic');
    everyPage(sheet, (page, total) => [
      { text: band ? `Form ${formNo}  |  ${c.number}` : `${colon(L.noticeDate)} ${f.date(c.processed)}  |  Form ${formNo}  |  ${c.number}`, x: 40, y: H - 36, size: band ? 6.5 : 7.5, font: band ? 'regular' : 'bold', grey: band ? 0.35 : undefined },
      { text: `Page ${page} of ${total}`, x: 572, y: H - 36, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(c, p, { copay: true, deductible: false, network: true }), doc: sheet };
  }),
];

// Fresh dev families, third set ---------------------------------------------------------------
// Three more dev families, each with its own wording: a regional HMO's claim ledger (a claim header
// block, then a line table in an unusual column order with remark codes explained in a key), a union
// health and welfare trust fund's benefit statement in monospaced capitals (labels above their values,
// one service per claim in words, "PPO provider: Yes/No", amounts without '$'), and an inpatient
// hospital stay paid by DRG or per diem (charges by revenue category, the payment worked out from the
// case rate).

// A regional HMO's claim ledger: the plan and its HMO product up top, the subscriber's mailing block
// beside the member ID, group, primary care physician and medical group (names that are not the
// claim's provider); a claim header block (claim control number, patient and relationship, received
// and adjudicated dates, the referral, the provider with its city, the HMO network status); then the
// ledger in this order: service date, description (the CPT code on a small row under it), billed,
// not allowed, plan allowed, copay, coinsurance, deductible, plan paid, what the member owes and the
// remark codes of the line, a total row, the key to the codes, the plan-year cost share and the payment.
const HMO_WORDS = {
  title: ['HMO Claim Ledger', 'Explanation of Benefits - HMO Claim Ledger', 'Member Claim Ledger'],
  notBill: ['This ledger is not a bill', 'Keep this ledger - it is not a bill'],
  phone: ['HMO member line', 'Member services, 24 hours'],
  subscriber: ['Subscriber', 'Enrolled subscriber'],
  memberId: ['HMO member ID', 'Member ID no.'],
  group: ['Group/plan', 'Group account'],
  pcp: ['Your primary care physician', 'Primary care physician (PCP)'],
  medicalGroup: ['Medical group/IPA', 'Assigned medical group'],
  header: ['CLAIM HEADER', 'Claim information'],
  claimNumber: ['Claim control no.', 'HMO claim #'],
  patient: ['Patient', 'Member treated'],
  relation: ['Relationship', 'Rel. to subscriber'],
  received: ['Received by plan', 'Date claim arrived'],
  processed: ['Date adjudicated', 'Processed'],
  referral: ['Referral/authorization', 'Referral no.'],
  provider: ['Care provided by', 'Provider and location'],
  network: ['HMO network', 'Network'],
  date: ['Service date', 'Date of care'],
  description: ['Description', 'Care received'],
  billed: ['Billed by provider', 'Charge billed'],
  notAllowed: ['Not allowed', 'Disallowed'],
  allowed: ['Plan allowed', 'HMO allowed'],
  copay: ['Copay', 'Copay due'],
  coinsurance: ['Coinsurance', 'Coinsurance due'],
  deductible: ['Deductible', 'Toward deductible'],
  planPaid: ['Plan paid', 'HMO paid'],
  owe: ['You owe', 'Member owes'],
  codes: ['Codes', 'Rmk'],
  total: ['Total this claim', 'Claim ledger total'],
  key: ['Remark code key', 'Remark codes on this ledger'],
  year: ['Your plan-year cost share', 'Cost share this plan year'],
} as const;
/** [in network, out of network] as the ledger prints them. */
const HMO_NETWORK = [
  ['In HMO network', 'Outside HMO network - referred'],
  ['HMO network provider', 'Out-of-area provider (authorized)'],
] as const;
const HMO_PRODUCTS = ['HMO Select', 'Value HMO', 'HMO Plus 30', 'Community HMO', 'HMO Access'];
/** The ledger's own remark codes and their explanations. */
const HMO_CODES: Record<RemarkReason | 'referral', readonly [string, string]> = {
  discount: ['A1', 'Charge above the HMO contracted rate. Your provider agreed to accept the plan allowance; do not pay this amount.'],
  overMax: ['A4', 'Charge above the HMO allowance for a provider outside the network. This provider may bill you for it.'],
  notCovered: ['N3', 'Not a benefit of your HMO plan. You are responsible for this charge.'],
  copay: ['C1', 'Copay for this type of visit under your HMO benefits.'],
  deductible: ['D2', 'Applied to your plan-year deductible.'],
  coinsurance: ['K2', 'Your coinsurance: a percentage of the plan allowed amount.'],
  inNetwork: ['P1', 'Provider is in the HMO network.'],
  outNetwork: ['P4', 'Provider is outside the HMO network.'],
  referral: ['R7', 'Referral from your primary care physician on file for this service.'],
};

// A Taft-Hartley (union) health and welfare trust fund's benefit statement, in the plain style of an
// old fund-office system: Courier throughout, labels in capitals with their values on the next line,
// one service per claim named in words ("PHYSICAL THERAPY EVALUATION"), the PPO status as "PPO
// PROVIDER: YES", amounts without '$', the fund's percentage, the payee and draft number, remarks in
// words, the participant's hours bank; sometimes a second claim for another member of the family (the
// truth is the first claim), year-to-date figures and the ERISA appeal notice.
const TRUST_WORDS = {
  title: ['STATEMENT OF BENEFITS PAID', 'BENEFIT PAYMENT STATEMENT', 'HEALTH BENEFIT STATEMENT'],
  notBill: ['PARTICIPANT COPY - NOT A BILL', 'RETAIN FOR YOUR RECORDS - NOT A BILL'],
  office: ['FUND OFFICE', 'ADMINISTRATIVE OFFICE'],
  phone: ['TELEPHONE', 'CALL THE FUND OFFICE AT'],
  administered: ['ADMINISTERED BY', 'CONTRACT ADMINISTRATOR'],
  participantId: ['PARTICIPANT ID', 'FUND ID NUMBER'],
  local: ['LOCAL UNION', 'LOCAL NO.'],
  statementDate: ['DATE OF STATEMENT', 'DATE MAILED'],
  hours: ['ELIGIBILITY HOURS ON FILE', 'HOURS BANK'],
  claim: ['CLAIM', 'BENEFIT CLAIM'],
  claimNumber: ['CLAIM NUMBER', 'FUND CLAIM NO.'],
  received: ['DATE RECEIVED', 'RECEIVED IN FUND OFFICE'],
  processed: ['DATE PROCESSED', 'DATE PAID'],
  patient: ['PATIENT', 'PATIENT NAME'],
  relation: ['RELATIONSHIP', 'RELATION TO PARTICIPANT'],
  control: ['PATIENT CONTROL NO.', 'PROVIDER REF NO.'],
  provider: ['PROVIDER OF SERVICE', 'PAYEE/PROVIDER'],
  ppo: ['PPO PROVIDER', 'PPO NETWORK PROVIDER'],
  service: ['SERVICE RENDERED', 'BENEFIT DESCRIPTION'],
  dates: ['DATES OF SERVICE', 'FROM - THRU'],
  procedure: ['PROCEDURE CODE', 'CPT/HCPCS CODE'],
  charge: ['CHARGE AMOUNT', 'CHARGES CLAIMED'],
  discount: ['PPO DISCOUNT', 'PPO REDUCTION'],
  ineligible: ['NOT ELIGIBLE', 'NON-PAYABLE'],
  eligible: ['ELIGIBLE EXPENSE', 'CONSIDERED AMOUNT'],
  deductible: ['DEDUCTIBLE', 'LESS DEDUCTIBLE'],
  copay: ['CO-PAY', 'LESS CO-PAY'],
  percent: ['PAYABLE AT', 'FUND PERCENT'],
  coinsurance: ['COINSURANCE', 'PARTICIPANT COINSURANCE'],
  paid: ['BENEFIT PAID', 'FUND PAYMENT'],
  owe: ['PARTICIPANT BALANCE', 'BALANCE DUE PROVIDER'],
  payee: ['PAYABLE TO', 'REMITTED TO'],
  draft: ['DRAFT NO.', 'BENEFIT CHECK NO.'],
  remarks: ['REMARKS', 'EXPLANATION'],
  ytd: ['CALENDAR YEAR TO DATE', 'YEAR-TO-DATE'],
  ytdDeductible: ['DEDUCTIBLE APPLIED', 'DEDUCTIBLE USED'],
  ytdOop: ['OUT-OF-POCKET APPLIED', 'OUT-OF-POCKET USED'],
  statementPaid: ['TOTAL BENEFITS PAID THIS STATEMENT', 'TOTAL FUND PAYMENTS ON THIS STATEMENT'],
} as const;
const TRUST_YES_NO = [
  ['YES', 'NO'],
  ['Y', 'N'],
] as const;
const TRUST_TRADES = ['Carpenters', 'Operating Engineers', 'Ironworkers', 'Laborers', 'Pipe Trades', 'Electrical Workers', 'Sheet Metal Workers', 'Painters'];
const TRUST_FUNDS = ['Health and Welfare Fund', 'Health & Welfare Trust Fund', 'Welfare Trust'];
const TRUST_ADMINISTRATORS = ['Lakeshore Fund Administrators', 'Tri-County Benefit Administration', 'Consolidated Trust Services', 'Union Benefit Office, Inc.'];
/** [service in words, code, min, max, provider name endings, a visit with a co-pay]. */
type TrustService = readonly [string, string, number, number, readonly string[], boolean];
const TRUST_SERVICES: readonly TrustService[] = [
  ['PHYSICAL THERAPY EVALUATION', '97161', 140, 300, ['Physical Therapy', 'Sports Rehab'], true],
  ['PHYSICAL THERAPY TREATMENT', '97110', 90, 260, ['Physical Therapy', 'Sports Rehab'], true],
  ['OFFICE VISIT', '99213', 95, 240, ['Family Medicine', 'Medical Clinic'], true],
  ['SPECIALIST CONSULTATION', '99244', 220, 480, ['Orthopedic Group', 'Cardiology Associates'], true],
  ['CHIROPRACTIC MANIPULATION', '98941', 55, 140, ['Chiropractic', 'Spine and Chiropractic'], true],
  ['HEARING EXAMINATION', '92557', 80, 220, ['Hearing Center', 'Audiology'], true],
  ['DIAGNOSTIC X-RAY', '73030', 90, 380, ['Imaging Center', 'Radiology Associates'], false],
  ['MRI - LOWER EXTREMITY', '73721', 900, 3200, ['Imaging Center', 'Open MRI'], false],
  ['LABORATORY SERVICES', '80053', 40, 380, ['Clinical Labs', 'Medical Laboratory'], false],
  ['EMERGENCY ROOM PHYSICIAN', '99284', 420, 1300, ['Emergency Physicians', 'Emergency Medical Group'], false],
  ['OUTPATIENT SURGERY - FACILITY', '29881', 2800, 9800, ['Surgery Center', 'Outpatient Surgical Center'], false],
  ['AMBULANCE - GROUND', 'A0429', 600, 1800, ['Ambulance Service', 'Fire District EMS'], false],
];
const TRUST_REMARKS: Partial<Record<RemarkReason, (pct: number) => string>> = {
  discount: () => 'PPO DISCOUNT. THE PROVIDER HAS AGREED TO ACCEPT THE PPO RATE. YOU ARE NOT RESPONSIBLE FOR THE DISCOUNT.',
  overMax: () => 'CHARGE EXCEEDS THE USUAL AND CUSTOMARY ALLOWANCE FOR A NON-PPO PROVIDER. THE PROVIDER MAY BILL YOU FOR THE EXCESS.',
  deductible: () => 'APPLIED TO THE CALENDAR YEAR DEDUCTIBLE.',
  copay: () => 'OFFICE VISIT CO-PAY PER THE PLAN OF BENEFITS.',
  coinsurance: (pct) => `THE FUND PAYS ${pct}% OF THE ELIGIBLE EXPENSE AFTER THE DEDUCTIBLE AND CO-PAY.`,
};

// An inpatient hospital stay paid by DRG (or a per diem): admission and discharge, length of stay,
// admission type, discharge status and the principal diagnosis as labels above values; the MS-DRG
// with its description (the truth's service); the hospital's charges by revenue category (room and
// board by the day, pharmacy, laboratory, operating room ...) with units and what is not covered; then
// the benefit worked out line by line from the billed charges down to the case rate (the allowed
// amount), the copay per admission, deductible and coinsurance, the plan's payment and the patient's
// share, with a sentence explaining the case rate (weight x base rate) or the per diem.
const DRG_WORDS = {
  title: ['Explanation of Benefits', 'Inpatient Claim Explanation of Benefits'],
  subtitle: ['Inpatient hospital claim', 'Hospital admission - facility charges'],
  notBill: ['Not a bill - compare it with your hospital statement', 'This notice is not a bill'],
  phone: ['Questions about this stay? Call', 'Member services'],
  statementDate: ['Statement issued', 'Claim finalized'],
  claimNumber: ['Claim number', 'Inpatient claim no.'],
  memberId: ['Member ID', 'Identification no.'],
  group: ['Group', 'Group/plan no.'],
  admission: ['ADMISSION SUMMARY', 'Your hospital stay'],
  patient: ['Patient', 'Admitted patient'],
  relation: ['Relationship', 'Relationship to subscriber'],
  admitted: ['Admitted', 'Admission date'],
  discharged: ['Discharged', 'Discharge date'],
  facility: ['Facility', 'Hospital'],
  network: ['Network status', 'Facility network'],
  stay: ['Length of stay', 'Inpatient days'],
  admitType: ['Type of admission', 'Admission type'],
  dischargeStatus: ['Discharge status', 'Discharged to'],
  auth: ['Authorization no.', 'Precertification'],
  attending: ['Attending physician', 'Attending doctor'],
  diagnosis: ['Principal diagnosis', 'Primary diagnosis (ICD-10-CM)'],
  drg: ['Diagnosis-related group (MS-DRG)', 'DRG assigned'],
  charges: ['Charges by revenue category', 'Hospital charges as billed'],
  rev: ['Rev. code', 'Revenue code'],
  category: ['Revenue category', 'Category of charge'],
  units: ['Units/days', 'Units'],
  billed: ['Charges', 'Billed charges'],
  notCovered: ['Not covered', 'Not payable'],
  priced: ['Priced as', 'Payment basis'],
  total: ['Total charges', 'Total billed charges'],
  calc: ['How we figured your benefit', 'Payment calculation'],
  calcBilled: ['Hospital charges', 'Total billed by the hospital'],
  calcNotCovered: ['Less charges not covered', 'Less non-covered items'],
  savings: ['Less network savings', 'Less network discount'],
  excess: ['Less amount above plan allowance', 'Less charges above the allowance'],
  allowed: ['Allowed amount', 'Plan allowance for this stay'],
  copay: ['Less inpatient copay', 'Less admission copay'],
  deductible: ['Less deductible', 'Less deductible applied'],
  coinsurance: ['Less coinsurance', 'Less your coinsurance'],
  planPaid: ['Plan payment to hospital', 'Paid to the hospital'],
  owe: ['Your responsibility for this stay', 'You may owe the hospital'],
} as const;
const DRG_NETWORK = [
  ['In network - contracted facility', 'Out of network - no facility contract'],
  ['Network hospital', 'Non-network hospital'],
] as const;
type DrgCase = { code: string; text: string; days: readonly [number, number]; weight: readonly [number, number]; dx: readonly string[]; revs: readonly string[]; via: 'er' | 'elective' | 'either'; icu?: boolean; ob?: boolean };
const DRG_CASES: readonly DrgCase[] = [
  { code: '470', text: 'Major hip and knee joint replacement or reattachment of lower extremity w/o MCC', days: [1, 3], weight: [1.85, 2.05], dx: ['M17.11 Unilateral primary osteoarthritis, right knee', 'M17.12 Unilateral primary osteoarthritis, left knee', 'M16.11 Unilateral primary osteoarthritis, right hip'], revs: ['0250', '0258', '0270', '0278', '0300', '0320', '0360', '0370', '0710', '0420'], via: 'elective' },
  { code: '871', text: 'Septicemia or severe sepsis w/o MV >96 hours with MCC', days: [4, 8], weight: [1.8, 1.95], dx: ['A41.9 Sepsis, unspecified organism', 'A41.51 Sepsis due to Escherichia coli'], revs: ['0250', '0258', '0270', '0300', '0320', '0350', '0410', '0450', '0730'], via: 'er', icu: true },
  { code: '291', text: 'Heart failure and shock with MCC', days: [3, 7], weight: [1.3, 1.42], dx: ['I50.23 Acute on chronic systolic heart failure', 'I50.33 Acute on chronic diastolic heart failure'], revs: ['0250', '0258', '0300', '0320', '0410', '0450', '0480', '0730'], via: 'er' },
  { code: '194', text: 'Simple pneumonia and pleurisy with CC', days: [2, 5], weight: [0.9, 1.0], dx: ['J18.9 Pneumonia, unspecified organism'], revs: ['0250', '0258', '0270', '0300', '0320', '0410', '0450'], via: 'er' },
  { code: '392', text: 'Esophagitis, gastroenteritis and miscellaneous digestive disorders w/o MCC', days: [1, 3], weight: [0.72, 0.8], dx: ['K52.9 Noninfective gastroenteritis and colitis, unspecified', 'K21.9 Gastro-esophageal reflux disease without esophagitis'], revs: ['0250', '0258', '0300', '0350', '0450'], via: 'er' },
  { code: '690', text: 'Kidney and urinary tract infections w/o MCC', days: [2, 4], weight: [0.78, 0.86], dx: ['N39.0 Urinary tract infection, site not specified', 'N10 Acute pyelonephritis'], revs: ['0250', '0258', '0300', '0320', '0450'], via: 'er' },
  { code: '247', text: 'Percutaneous cardiovascular procedures with drug-eluting stent w/o MCC', days: [1, 3], weight: [2.0, 2.25], dx: ['I21.4 Non-ST elevation (NSTEMI) myocardial infarction', 'I25.10 Atherosclerotic heart disease of native coronary artery'], revs: ['0250', '0258', '0270', '0278', '0300', '0481', '0730', '0710'], via: 'either' },
  { code: '343', text: 'Appendectomy w/o complicated principal diagnosis w/o CC/MCC', days: [1, 2], weight: [1.0, 1.12], dx: ['K35.80 Unspecified acute appendicitis'], revs: ['0250', '0258', '0270', '0300', '0350', '0360', '0370', '0710', '0450'], via: 'er' },
  { code: '807', text: 'Vaginal delivery w/o sterilization/D&C w/o CC/MCC', days: [1, 3], weight: [0.6, 0.7], dx: ['O80 Encounter for full-term uncomplicated delivery'], revs: ['0250', '0258', '0270', '0300', '0720'], via: 'elective', ob: true },
];
/** Revenue codes: [category, min, max] (room lines per day). */
const REVENUE: Record<string, readonly [string, number, number]> = {
  '0120': ['Room & board - semi-private', 1600, 3400],
  '0122': ['Room & board - semi-private, obstetrics', 1500, 3000],
  '0200': ['Intensive care unit', 4200, 8800],
  '0250': ['Pharmacy', 300, 5200],
  '0258': ['Pharmacy - IV solutions', 80, 900],
  '0270': ['Medical/surgical supplies', 150, 3200],
  '0278': ['Supplies - other implants', 4500, 16000],
  '0300': ['Laboratory', 350, 4200],
  '0320': ['Radiology - diagnostic', 180, 1600],
  '0350': ['CT scan', 1400, 5200],
  '0360': ['Operating room services', 5200, 18000],
  '0370': ['Anesthesia', 900, 3800],
  '0410': ['Respiratory services', 240, 2200],
  '0420': ['Physical therapy', 240, 1400],
  '0450': ['Emergency room', 1200, 4800],
  '0480': ['Cardiology', 400, 2600],
  '0481': ['Cardiac catheterization lab', 7200, 21000],
  '0710': ['Recovery room', 700, 2800],
  '0720': ['Labor room/delivery', 2600, 7600],
  '0730': ['EKG/ECG', 140, 700],
  '0990': ['Personal convenience items', 18, 75],
};
/** Revenue codes every stay of its kind bills (the others are left out now and then). */
const CORE_REVENUE = ['0250', '0300', '0278', '0360', '0370', '0481', '0720', '0450'];

const devFamiliesFresh3: FamilyDef[] = [
  fam('regional-hmo-claim-ledger', 'dev', (ctx) => {
    const { rng, options } = ctx;
    const L = ownWords(ctx, HMO_WORDS);
    const networkPair = rng.pick(HMO_NETWORK);
    const f = fmt(rng, ['us-2digit', 'us-slash'], ['plain', 'dollar'], ['parens', 'positive']);
    const kind = rng.pick(['physician', 'physician', 'physician', 'imaging', 'therapy'] as const);
    const p = partiesOf(ctx, { insurer: 'regional', provider: kind, dependent: 0.5, id: rng.pick(['alpha-digits', 'w-digits', 'digits'] as const) });
    const product = rng.pick(HMO_PRODUCTS);
    const claimStyle = rng.pick(['alnum', 'dashed', 'short'] as const);
    const spec: ClaimSpec =
      kind === 'physician'
        ? { first: VISITS, services: [...PROF, ...LAB], lines: [1, 7], onePageLines: [1, 3], notCovered: true, inNetwork: 0.85, claimStyle }
        : kind === 'imaging'
          ? { services: IMAGING, lines: [1, 3], onePageLines: [1, 2], notCovered: true, inNetwork: 0.85, claimStyle }
          : { first: THERAPY.slice(0, 1), services: THERAPY.slice(1), lines: [3, 16], onePageLines: [1, 3], spreadDays: 28, notCovered: true, inNetwork: 0.85, claimStyle };
    const base = mergeSameCode(claimOf(ctx, spec));
    // The HMO's own cost sharing: a copay per office or therapy visit, nothing for labs and vaccines,
    // the deductible and a coinsurance on imaging and procedures.
    const visitCopay = rng.pick([15, 20, 25, 30, 40, 50]) * 100;
    const therapyCopay = rng.pick([0, 20, 30]) * 100;
    const rate = rng.pick([0, 0.1, 0.2]);
    let deductibleLeft = rng.bool(0.35) ? rng.int(2, 30) * 5000 : 0;
    const free = (code: string) => /^8/.test(code) || code === '36415' || /^90[46]/.test(code);
    const copayDays = new Set<string>();
    const c = repriced(base, (l, _i, allowed) => {
      const none = { deductible: 0, copay: 0, coinsurance: 0 };
      if (allowed === 0 || free(l.code)) return none;
      if (/^99/.test(l.code) || /^97/.test(l.code)) {
        if (copayDays.has(l.date)) return none;
        copayDays.add(l.date);
        return { ...none, copay: Math.min(/^99/.test(l.code) ? visitCopay : therapyCopay, allowed) };
      }
      const deductible = Math.min(deductibleLeft, allowed);
      deductibleLeft -= deductible;
      return { deductible, copay: 0, coinsurance: Math.round((allowed - deductible) * rate) };
    });
    const referred = new Set(c.lines.filter((l, i) => !c.inNetwork || (kind !== 'physician' && i === 0) || /^7/.test(l.code)));
    const used: string[] = [];
    const codesOf = (l: Line): string => {
      const reasons: (RemarkReason | 'referral')[] = [...l.reasons, ...(referred.has(l) ? (['referral'] as const) : [])];
      const codes = reasons.map((r) => HMO_CODES[r][0]);
      for (const code of codes) if (!used.includes(code)) used.push(code);
      return codes.join(' ');
    };
    const codeText = new Map(Object.values(HMO_CODES).map(([code, text]) => [code, text]));
    const network = ownLabel(ctx, 'networkValue', [c.inNetwork ? networkPair[0] : networkPair[1]]);
    const [city, state] = rng.pick(EOB_CITIES);
    const relation = p.member === p.holder ? 'Self' : rng.pick(['Spouse', 'Child', 'Child', 'Domestic partner']);
    const stems = [...n.PROVIDER_STEMS, ...PROVIDER_STEMS.dev];
    const doctor = () => person(rng, ctx.split).replace(/ [A-Z]\. /, ' ');
    const names = [p.member, p.holder].map((name) => name.replace(/ [A-Z]\. /, ' '));
    let pcpName = doctor();
    while (names.includes(pcpName)) pcpName = doctor();
    const pcp = `${pcpName}, ${rng.pick(['MD', 'DO'])}`;
    const medicalGroup = `${rng.pick(stems)} ${rng.pick(['Medical Group', 'IPA', 'Physician Network'])}`;
    const referral = c.inNetwork && kind === 'physician' && !c.lines.some((l) => /^7/.test(l.code)) ? 'Not required' : `R${rng.digits(8)}`;
    const BOTTOM = 56;
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 38, bottom: BOTTOM });
    sheet.row([{ text: p.insurer, x: 36, size: 14, font: 'bold' }, { text: L.title, x: 576, size: 10, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${product}  |  ${p.insurerAddr.line1}, ${p.insurerAddr.line2}`, x: 36, size: 7.5 }, { text: L.notBill, x: 576, size: 8, font: 'italic', align: 'right' }]);
    sheet.row([{ text: `${L.phone}: ${p.phone}  (TTY 711)`, x: 36, size: 7.5 }], 10);
    columns(
      sheet,
      [[{ text: p.holder, x: 36, size: 9 }], [{ text: p.memberAddr.line1, x: 36, size: 9 }], [{ text: p.memberAddr.line2, x: 36, size: 9 }]],
      factRows(
        [
          [L.subscriber, p.holder],
          [L.memberId, p.memberId],
          [L.group, p.group],
          [L.pcp, pcp],
          [L.medicalGroup, medicalGroup],
        ],
        310,
        { size: 7.5, colon: true, labelFont: 'regular', valueFont: 'bold' },
      ),
    );
    sheet.space(8);
    sheet.row([{ text: up(L.header), x: 36, size: 8.5, font: 'bold' }], -3);
    sheet.row([rule(36, 576, 8)], 4);
    columns(
      sheet,
      factRows(
        [
          [L.claimNumber, c.number],
          [L.patient, p.member],
          [L.relation, relation],
          [L.provider, `${p.provider} (${city}, ${state})`],
          [L.network, network],
        ],
        36,
        { size: 8, colon: true },
      ),
      factRows(
        [
          [L.received, f.date(c.received)],
          [L.processed, f.date(c.processed)],
          [L.referral, referral],
        ],
        330,
        { size: 8, colon: true },
      ),
    );
    sheet.row([rule(36, 576, 8)], 8);
    type LedgerRow = { line?: Line; sub?: string; total?: Amounts };
    const rows: LedgerRow[] = [...c.lines.flatMap((l): LedgerRow[] => [{ line: l }, { sub: `CPT ${l.code}${l.units > 1 ? ` x ${l.units}` : ''}` }]), { total: c.total }];
    const amount = (get: (a: Amounts) => number, credit = false) => (r: LedgerRow): string => {
      const a = r.line ?? r.total;
      if (!a) return '';
      return credit ? f.credit(get(a)) : f.money(get(a));
    };
    // Right edges and header widths: wide enough for five-digit totals beside each other.
    const cols: [string, number, number, (r: LedgerRow) => string][] = [
      [L.billed, 258, 40, amount((a) => a.billed)],
      [L.notAllowed, 302, 42, amount((a) => sumCents([a.discount, a.notCovered]), true)],
      [L.allowed, 344, 36, amount((a) => a.allowed)],
      [L.copay, 374, 28, amount((a) => a.copay)],
      [L.coinsurance, 418, 42, amount((a) => a.coinsurance)],
      [L.deductible, 456, 36, amount((a) => a.deductible)],
      [L.planPaid, 500, 42, amount((a) => a.planPaid)],
      [L.owe, 542, 40, amount((a) => a.patient)],
    ];
    table(
      sheet,
      hooks,
      [
        { head: L.date, x: 36, w: 34, cell: (r) => (r.line ? f.short(r.line.date) : '') },
        { head: L.description, x: 74, w: 120, cell: (r) => r.line?.description ?? r.sub ?? (r.total ? L.total : '') },
        ...cols.map(([head, x, width, cell]): Col<LedgerRow> => ({ head, x, w: width, align: 'right', cell })),
        { head: L.codes, x: 548, w: 26, cell: (r) => (r.line ? codesOf(r.line) : '') },
      ],
      rows,
      {
        size: 7,
        headSize: 6.5,
        repeat: true,
        rule: true,
        rowFont: (r) => (r.total ? 'bold' : r.sub ? 'italic' : undefined),
        banner: (s) => s.row([{ text: `${p.member}  -  ${L.claimNumber} ${c.number}  (continued)`, x: 36, size: 7.5, font: 'italic' }], 4),
      },
    );
    keepTogether(sheet, 70 + used.length * 11, BOTTOM);
    sheet.space(6).row([{ text: L.key, x: 36, size: 8, font: 'bold' }]);
    for (const code of used) sheet.row([{ text: code, x: 40, size: 7, font: 'bold' }, { text: codeText.get(code) ?? '', x: 60, size: 7 }]);
    keepTogether(sheet, 110, BOTTOM);
    sheet.space(8);
    sheet.row([{ text: `${L.owe}: ${f.money(c.total.patient)}`, x: 36, size: 10, font: 'bold' }, { text: `${L.planPaid}: ${f.money(c.total.planPaid)}`, x: 576, size: 9, font: 'bold', align: 'right' }], 3);
    const paid =
      c.total.planPaid > 0
        ? `We paid ${f.money(c.total.planPaid)} to ${p.provider} by electronic transfer on ${f.date(addDays(c.processed, rng.int(1, 4)))} (trace ${rng.digits(10)}).`
        : 'The plan made no payment on this claim: the allowed amount went to your cost share.';
    paragraph(sheet, `${paid} ${c.inNetwork ? `Your provider may bill you only for the amount in the "${L.owe}" column.` : 'Because the provider is outside the HMO network, it may also bill you for charges above the plan allowance.'}`, 36, 540, 7.5, 'regular', 6);
    const deductibleLimit = rng.pick([500, 1000, 1500, 2000]);
    const oopLimit = rng.pick([3500, 4500, 6000, 7900]);
    const deductibleMet = Math.min(deductibleLimit, sumCents([c.total.deductible, rng.int(0, deductibleLimit * 100) / 100]));
    const oopMet = sumCents([deductibleMet, c.total.copay, c.total.coinsurance, rng.int(0, 120000) / 100]);
    sheet.row([{ text: `${L.year}:`, x: 36, size: 7.5, font: 'bold' }, { text: `deductible ${f.money(deductibleMet)} of ${f.money(deductibleLimit)}  |  out-of-pocket limit ${f.money(oopMet)} of ${f.money(oopLimit)}`, x: 36 + Math.ceil(cellWidth(`${L.year}:`, 7.5, 'bold')) + 6, size: 7.5 }], 6);
    if (!options.onePage)
      paragraph(
        sheet,
        'If you disagree with a decision on this ledger, you or your doctor may file a grievance or ask for an appeal within 180 days. Call the number above or write to us. If we do not resolve your grievance, you may also contact your state agency that regulates managed care plans.',
        36,
        540,
        7,
        'italic',
      );
    everyPage(sheet, (page, total) => [
      { text: `${p.insurer} ${product}  |  ${L.claimNumber} ${c.number}`, x: 36, y: H - 34, size: 6.5, grey: 0.35 },
      { text: `Page ${page} of ${total}`, x: 576, y: H - 34, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true }), doc: sheet };
  }),

  fam('union-trust-fund-benefit-statement', 'dev', (ctx) => {
    const { rng, options } = ctx;
    const eob = options.eob ?? {};
    const L = ownWords(ctx, TRUST_WORDS);
    const yesNo = rng.pick(TRUST_YES_NO);
    const f = fmt(rng, ['us-slash', 'us-dash', 'us-2digit'], ['plain']);
    const parties = partiesOf(ctx, { insurer: 'administrator', provider: 'physician', dependent: 0.5, id: 'dashed' });
    const stems = [...n.PROVIDER_STEMS, ...PROVIDER_STEMS.dev];
    const fund = eob.insuranceCompany ?? `${rng.pick(INSURER_STEMS[ctx.split])} ${rng.pick(TRUST_TRADES)} ${rng.pick(TRUST_FUNDS)}`;
    const admin = rng.pick(TRUST_ADMINISTRATORS);
    const local = `LOCAL ${rng.int(2, 999)}`;
    const hours = `${rng.int(300, 1800).toLocaleString('en-US')}.0`;
    const SIZE = 8;
    const CW = 0.6 * SIZE;
    type TrustClaim = { c: Claim; service: TrustService; patient: string; relation: string; provider: string; control: string; pct: number };
    const claimFor = (cx: Ctx, service: TrustService, patient: string, relation: string, provider: string): TrustClaim => {
      const c = claimOf(cx, { services: [[service[0], service[1], service[2], service[3]]], lines: [1, 1], onePageLines: [1, 1], copay: service[5], deductible: true, coinsurance: true, notCovered: true, inNetwork: 0.75, claimStyle: 'dated' });
      return { c, service, patient, relation, provider, control: `${rng.letters(1)}${rng.digits(7)}`, pct: Math.round((c.lines[0]?.share ?? 1) * 100) };
    };
    const providerFor = (service: TrustService) => `${rng.pick(stems)} ${rng.pick(service[4])}`;
    const firstService = rng.pick(TRUST_SERVICES);
    const first = claimFor(ctx, firstService, parties.member, parties.member === parties.holder ? 'SELF' : rng.pick(['SPOUSE', 'CHILD', 'DEPENDENT CHILD']), eob.providerName ?? providerFor(firstService));
    const p: Parties = { ...parties, insurer: fund, provider: first.provider };
    const claims = [first];
    if (!options.onePage && rng.bool(0.45)) {
      const service = rng.pick(TRUST_SERVICES);
      const patient = p.member === p.holder ? rng.pick([p.holder, `${rng.pick(n.FIRST_NAMES)} ${lastNameOf(p.holder)}`]) : p.holder;
      const relation = patient === p.holder ? 'SELF' : 'CHILD';
      const earlier = addDays(first.c.serviceDate, -rng.int(10, 45));
      const second = claimFor({ ...ctx, options: { onePage: false, eob: { serviceDate: earlier } } }, service, patient, relation, providerFor(service));
      claims.push({ ...second, c: { ...second.c, processed: first.c.processed, number: claimNumberOf(rng, 'dated', first.c.processed) } });
    }
    const BOTTOM = 56;
    const { sheet, hooks } = newSheet({ size: SIZE, font: 'mono', top: 40, bottom: BOTTOM });
    const line = (text: string, gap = 0, font: FontName = 'mono') => sheet.row([{ text, x: 40, font }], gap);
    const RULE = 110;
    sheet.row([{ text: up(fund), x: 40, size: 9, font: 'mono-bold' }, { text: L.title, x: 572, size: 9, font: 'mono-bold', align: 'right' }]);
    sheet.row([{ text: `${L.office}  ${up(p.insurerAddr.line1)}  ${up(p.insurerAddr.line2)}`, x: 40 }, { text: L.notBill, x: 572, align: 'right' }]);
    line(`${L.phone} ${p.phone}   ${L.administered} ${up(admin)}`, 2);
    line('='.repeat(RULE), 8);
    const label = (text: string, x: number): Cell => ({ text, x, font: 'mono-bold' });
    const value = (text: string, x: number): Cell => ({ text: up(text), x });
    columns(
      sheet,
      [[], [value(p.holder, 40)], [value(p.memberAddr.line1, 40)], [value(p.memberAddr.line2, 40)]],
      [
        [label(L.statementDate, 330), label(L.participantId, 452)],
        [value(f.date(first.c.processed), 330), value(p.memberId, 452)],
        [label(L.local, 330), label(L.hours, 452)],
        [value(local, 330), value(hours, 452)],
      ],
    );
    sheet.space(6);
    /** Labels on one line and their values on the next, four to a row of 133 points. */
    const grid = (pairs: readonly Pair[], perRow = 4, width = 133) => above(sheet, pairs.map(([l, v]): Pair => [l, up(v)]), { x: 40, perRow, columnWidth: width, labelSize: SIZE, valueSize: SIZE, labelFont: 'mono-bold', valueFont: 'mono', gap: 5 });
    hooks.page = (s) => s.row([{ text: `${up(fund)} - ${up(p.holder)} - CONTINUED`, x: 40, font: 'mono' }], 6);
    claims.forEach((t, k) => {
      const { c } = t;
      const a = c.total;
      keepTogether(sheet, 300, BOTTOM);
      const head = `${L.claim} ${k + 1} OF ${claims.length} `;
      line(`${head}${'-'.repeat(RULE - head.length)}`, 4, 'mono-bold');
      grid([
        [L.claimNumber, c.number],
        [L.received, f.date(c.received)],
        [L.processed, f.date(c.processed)],
        [L.control, t.control],
      ]);
      grid([
        [L.patient, t.patient],
        [L.relation, t.relation],
        [L.dates, `${f.date(c.serviceDate)} - ${f.date(c.lastDate)}`],
        [L.procedure, c.lines[0]?.code ?? ''],
      ]);
      sheet.row([label(L.provider, 40), label(L.service, 306)]);
      sheet.row([value(t.provider, 40), value(t.service[0], 306)]);
      line(`${L.ppo}: ${ownLabel(ctx, 'networkValue', [c.inNetwork ? yesNo[0] : yesNo[1]])}`, 5);
      grid([
        [L.charge, f.money(a.billed)],
        [L.discount, f.money(a.discount)],
        [L.ineligible, f.money(a.notCovered)],
        [L.eligible, f.money(a.allowed)],
      ]);
      grid([
        [L.deductible, f.money(a.deductible)],
        [L.copay, f.money(a.copay)],
        [L.percent, `${t.pct}%`],
        [L.coinsurance, f.money(a.coinsurance)],
      ]);
      grid([
        [L.paid, f.money(a.planPaid)],
        [L.owe, f.money(a.patient)],
      ]);
      const payee = c.inNetwork ? t.provider : p.holder;
      line(a.planPaid > 0 ? `${L.payee}: ${up(payee)}   ${L.draft} ${rng.digits(8)}` : `${L.payee}: NO PAYMENT DUE`, 4);
      const reasons = c.lines[0]?.reasons ?? [];
      const remarks = reasons.map((r) => TRUST_REMARKS[r]?.(t.pct)).filter((r): r is string => r !== undefined);
      if (remarks.length > 0) {
        line(`${L.remarks}:`, 0, 'mono-bold');
        remarks.forEach((text, i) => wrap(text, (RULE - 4) * CW, SIZE, 'mono').forEach((w, j) => sheet.row([...(j === 0 ? [{ text: String(i + 1).padStart(2, '0'), x: 40 }] : []), { text: w, x: 40 + 4 * CW }])));
      }
      sheet.space(8);
    });
    hooks.page = undefined;
    if (claims.length > 1) {
      const total = sumCents(claims.map((t) => t.c.total.planPaid));
      line(`${L.statementPaid} ${f.money(total)}`, 8, 'mono-bold');
    }
    if (!options.onePage) {
      keepTogether(sheet, 150, BOTTOM);
      line(`${L.ytd} - ${up(p.member)}`, 2, 'mono-bold');
      const deductibleMet = sumCents([first.c.total.deductible, rng.int(0, 30) * 10]);
      const oopMet = sumCents([deductibleMet, first.c.total.copay, first.c.total.coinsurance, rng.int(0, 90000) / 100]);
      grid([
        [L.ytdDeductible, f.money(deductibleMet)],
        ['DEDUCTIBLE LIMIT', f.money(rng.pick([300, 500, 750]))],
        [L.ytdOop, f.money(oopMet)],
        ['OUT-OF-POCKET LIMIT', f.money(rng.pick([3000, 4000, 5000]))],
      ]);
      const appeal =
        'IF A CLAIM HAS BEEN DENIED IN WHOLE OR IN PART, YOU MAY APPEAL TO THE BOARD OF TRUSTEES WITHIN 180 DAYS OF RECEIVING THIS STATEMENT. SEND YOUR APPEAL IN WRITING TO THE FUND OFFICE. YOU HAVE THE RIGHT TO BRING A CIVIL ACTION UNDER SECTION 502(A) OF ERISA AFTER AN ADVERSE DECISION ON APPEAL.';
      for (const w of wrap(appeal, RULE * CW, 7, 'mono')) sheet.row([{ text: w, x: 40, size: 7 }]);
    }
    const form = `FORM HW-${rng.int(10, 99)} (REV. ${rng.int(1, 12)}/${rng.int(1994, 2006)})`;
    everyPage(sheet, (page, total) => [
      { text: form, x: 40, y: H - 36, size: 7, font: 'mono' },
      { text: `PAGE ${page} OF ${total}`, x: 572, y: H - 36, size: 7, font: 'mono', align: 'right' },
    ]);
    const truth = truthOf(first.c, p, { copay: true, deductible: true, network: true, caps: true, service: firstService[0] });
    return { truth, doc: sheet };
  }),

  fam('hospital-inpatient-drg-eob', 'dev', (ctx) => {
    const { rng, options } = ctx;
    const eob = options.eob ?? {};
    const L = ownWords(ctx, DRG_WORDS);
    const networkPair = rng.pick(DRG_NETWORK);
    const f = fmt(rng, ['long', 'abbrev', 'us-slash'], ['dollar', 'plain'], ['parens', 'minus', 'cr']);
    const p = partiesOf(ctx, { insurer: rng.pick(['national', 'regional'] as const), provider: 'facility', dependent: 0.4, id: rng.pick(['alpha-digits', 'w-digits', 'digits'] as const) });
    const drg = rng.pick(DRG_CASES);
    // The stay: admission, nights, and the dates the claim came in and was finalized.
    const admitted = eob.serviceDate ?? rng.date('2024-01-15', '2025-10-31');
    let los = rng.int(drg.days[0], drg.days[1]);
    const received0 = addDays(admitted, los + rng.int(3, 12));
    const processed = eob.statementDate && eob.statementDate > admitted ? eob.statementDate : addDays(received0, rng.int(5, 28));
    while (los > 1 && addDays(admitted, los) >= processed) los--;
    const discharged = addDays(admitted, los);
    const received = received0 < processed ? received0 : discharged < processed ? discharged : admitted;
    // Charges by revenue category: room and board by the day, then the stay's other categories.
    type RevLine = { rev: string; name: string; units: number; rate?: number; billed: number; covered: boolean };
    const icuDays = drg.icu && los > 2 && rng.bool(0.7) ? rng.int(1, 2) : 0;
    const room = (rev: string, days: number): RevLine => {
      const [name, min, max] = REVENUE[rev] ?? ['', 0, 0];
      const rate = cents(rng.money(min, max));
      return { rev, name, units: days, rate, billed: rate * days, covered: true };
    };
    const other = (rev: string): RevLine => {
      const [name, min, max] = REVENUE[rev] ?? ['', 0, 0];
      const units = ['0250', '0258', '0270', '0300'].includes(rev) ? rng.int(4, 48) : rng.int(1, 3);
      return { rev, name, units, billed: cents(rng.money(min, max)), covered: rev !== '0990' };
    };
    const viaEr = drg.via === 'er' || (drg.via === 'either' && rng.bool(0.5));
    let revs = drg.revs.filter((rev) => (rev === '0450' ? viaEr : CORE_REVENUE.includes(rev) || rng.bool(0.7)));
    if (options.onePage) revs = revs.filter((rev) => CORE_REVENUE.includes(rev) || rev === '0258').slice(0, 5);
    const lines: RevLine[] = [room(drg.ob ? '0122' : '0120', los - icuDays), ...(icuDays > 0 ? [room('0200', icuDays)] : []), ...revs.map(other), ...(rng.bool(0.2) ? [other('0990')] : [])];
    if (eob.amountBilled !== undefined) {
      // Spread a given billed total over the lines in proportion; pharmacy takes the rounding.
      const target = cents(eob.amountBilled);
      const sum = lines.reduce((s, l) => s + l.billed, 0);
      for (const l of lines) {
        if (l.rate !== undefined) {
          l.rate = Math.max(1, Math.floor((l.rate * target) / sum));
          l.billed = l.rate * l.units;
        } else l.billed = Math.max(1, Math.floor((l.billed * target) / sum));
      }
      const pharmacy = lines.find((l) => l.rev === '0250');
      if (pharmacy) pharmacy.billed += target - lines.reduce((s, l) => s + l.billed, 0);
    }
    const billed = lines.reduce((s, l) => s + l.billed, 0);
    const nonCovered = lines.filter((l) => !l.covered).reduce((s, l) => s + l.billed, 0);
    const covered = billed - nonCovered;
    // The allowed amount: the DRG case rate (relative weight x base rate) or a per diem for each day.
    const inNetwork = eob.isInNetwork ?? rng.bool(0.85);
    const method = rng.bool(0.7) ? 'drg' : 'perDiem';
    const baseRate = cents(rng.money(5800, 9400));
    let weight = Math.round((drg.weight[0] + rng.next() * (drg.weight[1] - drg.weight[0])) * 10000) / 10000;
    if (baseRate * weight > covered * 0.6 || baseRate * weight < covered * 0.22) weight = Math.max(0.0001, Math.round(((covered * (0.3 + rng.next() * 0.25)) / baseRate) * 10000) / 10000);
    const perDiem = Math.max(1, Math.floor((covered * (0.28 + rng.next() * 0.25)) / los));
    const allowed = method === 'drg' ? Math.round(baseRate * weight) : perDiem * los;
    const excess = covered - allowed;
    const copay = inNetwork ? Math.min(allowed, rng.pick([0, 0, 150, 250, 500]) * 100) : 0;
    const deductible = Math.min(allowed - copay, rng.bool(0.5) ? rng.int(1, 30) * 5000 : 0);
    const rate = inNetwork ? rng.pick([0, 0.1, 0.2]) : rng.pick([0.3, 0.4]);
    const coinsurance = Math.round((allowed - copay - deductible) * rate);
    const planPaid = allowed - copay - deductible - coinsurance;
    const notCovered = nonCovered + (inNetwork ? 0 : excess);
    const total: Amounts = { billed, discount: inNetwork ? excess : 0, notCovered, allowed, deductible, copay, coinsurance, planPaid, patient: copay + deductible + coinsurance + notCovered };
    const dollarsOf = (a: Amounts): Amounts => Object.fromEntries(AMOUNT_KEYS.map((k) => [k, a[k] / 100])) as Amounts;
    const c: Claim = { lines: [], total: dollarsOf(total), inNetwork, serviceDate: admitted, lastDate: discharged, received, processed, number: eob.claimNumber ?? claimNumberOf(rng, rng.pick(['long-digits', 'icn', 'prefixed'] as const), processed) };
    const d = (v: number) => v / 100;
    const network = ownLabel(ctx, 'networkValue', [inNetwork ? networkPair[0] : networkPair[1]]);
    const relation = p.member === p.holder ? 'Self' : rng.pick(['Spouse', 'Child', 'Domestic partner']);
    const attending = `${person(rng, ctx.split).replace(/ [A-Z]\. /, ' ')}, ${rng.pick(['MD', 'DO'])}`;
    const auth = viaEr && rng.bool(0.4) ? 'Not required (emergency)' : `${rng.letters(2)}${rng.digits(7)}`;
    const admitType = viaEr ? 'Emergency' : drg.via === 'either' ? 'Urgent' : 'Elective';
    const dischargeStatus = drg.code === '470' && rng.bool(0.3) ? 'Skilled nursing facility' : rng.pick(['Home or self-care', 'Home or self-care', 'Home health services']);
    const BOTTOM = 56;
    const { sheet, hooks } = newSheet({ size: 8.5, font: 'regular', top: 38, bottom: BOTTOM });
    const insurerSize = cellWidth(p.insurer, 15, 'bold') + cellWidth(L.title, 11, 'bold') + 16 > 532 ? 12 : 15;
    sheet.row([{ text: p.insurer, x: 40, size: insurerSize, font: 'bold' }, { text: L.title, x: 572, size: 11, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${p.insurerAddr.line1}, ${p.insurerAddr.line2}`, x: 40, size: 7.5 }, { text: L.subtitle, x: 572, size: 9, align: 'right' }]);
    sheet.row([{ text: `${L.phone} ${p.phone}`, x: 40, size: 7.5 }, { text: L.notBill, x: 572, size: 7.5, font: 'italic', align: 'right' }], 4);
    sheet.row([rule(40, 572, 8)], 8);
    columns(
      sheet,
      [[{ text: p.holder, x: 40, size: 9 }], [{ text: p.memberAddr.line1, x: 40, size: 9 }], [{ text: p.memberAddr.line2, x: 40, size: 9 }]],
      factRows(
        [
          [L.statementDate, f.date(c.processed)],
          [L.claimNumber, c.number],
          [L.memberId, p.memberId],
          [L.group, p.group],
        ],
        330,
        { size: 8, colon: true },
      ),
    );
    sheet.space(10);
    sheet.row([{ text: up(L.admission), x: 40, size: 9, font: 'bold' }], -3);
    sheet.row([rule(40, 572, 8)], 4);
    const grid = (pairs: readonly Pair[], perRow: number, width: number) => above(sheet, pairs, { x: 40, perRow, columnWidth: width, labelSize: 6.5, valueSize: 8.5, labelFont: 'bold', gap: 4 });
    grid(
      [
        [up(L.patient), p.member],
        [up(L.relation), relation],
        [up(L.admitted), f.date(admitted)],
        [up(L.discharged), f.date(discharged)],
      ],
      4,
      133,
    );
    grid(
      [
        [up(L.facility), p.provider],
        [up(L.network), network],
      ],
      2,
      266,
    );
    grid(
      [
        [up(L.stay), `${los} ${los === 1 ? 'day' : 'days'}`],
        [up(L.admitType), admitType],
        [up(L.dischargeStatus), dischargeStatus],
        [up(L.auth), auth],
      ],
      4,
      133,
    );
    grid(
      [
        [up(L.attending), attending],
        [up(L.diagnosis), rng.pick(drg.dx)],
      ],
      2,
      266,
    );
    sheet.row([{ text: up(L.drg), x: 40, size: 6.5, font: 'bold' }]);
    sheet.row([{ text: `MS-DRG ${drg.code} - ${drg.text}`, x: 40, size: 9.5, font: 'bold' }], 10);
    sheet.row([{ text: L.charges, x: 40, size: 9.5, font: 'bold' }], 2);
    type ChargeRow = { line?: RevLine; total?: boolean };
    const priced = method === 'drg' ? `DRG ${drg.code}` : 'Per diem';
    table(
      sheet,
      hooks,
      [
        { head: L.rev, x: 40, w: 34, cell: (r) => r.line?.rev ?? '' },
        { head: L.category, x: 84, w: 200, cell: (r) => (r.line ? (r.line.rate !== undefined ? `${r.line.name} (${r.line.units} x ${f.money(d(r.line.rate))})` : r.line.name) : L.total) },
        { head: L.units, x: 356, w: 40, align: 'right', cell: (r) => (r.line ? String(r.line.units) : '') },
        { head: L.billed, x: 436, w: 60, align: 'right', cell: (r) => f.money(d(r.line ? r.line.billed : billed)) },
        { head: L.notCovered, x: 500, w: 50, align: 'right', cell: (r) => f.money(d(r.line ? (r.line.covered ? 0 : r.line.billed) : nonCovered)) },
        { head: L.priced, x: 512, w: 60, cell: (r) => (r.line ? (r.line.covered ? priced : 'Not covered') : '') },
      ],
      [...lines.map((l): ChargeRow => ({ line: l })), { total: true }],
      {
        size: 7.5,
        headSize: 7,
        repeat: true,
        rule: true,
        rowFont: (r) => (r.total ? 'bold' : undefined),
        banner: (s) => s.row([{ text: `${p.member}  -  ${L.claimNumber} ${c.number}  (continued)`, x: 40, size: 7.5, font: 'italic' }], 4),
      },
    );
    keepTogether(sheet, 200, BOTTOM);
    sheet.space(10).row([{ text: L.calc, x: 40, size: 9.5, font: 'bold' }], 2);
    const pct = Math.round(rate * 100);
    const calc: [string, string, string, FontName?][] = [
      [L.calcBilled, `${lines.length} revenue lines`, f.money(d(billed))],
      ...(nonCovered > 0 ? [[L.calcNotCovered, 'Personal convenience items (rev. code 0990)', f.credit(d(nonCovered))] as [string, string, string]] : []),
      inNetwork ? [L.savings, method === 'drg' ? 'Charges above the DRG case rate' : 'Charges above the per diem allowance', f.credit(d(excess))] : [L.excess, 'The hospital may bill you for this amount', f.credit(d(excess))],
      [L.allowed, method === 'drg' ? `MS-DRG ${drg.code} case rate` : `${los} ${los === 1 ? 'day' : 'days'} x ${f.money(d(perDiem))} per diem`, f.money(d(allowed)), 'bold'],
      [L.copay, 'Per admission', f.credit(d(copay))],
      [L.deductible, '', f.credit(d(deductible))],
      [L.coinsurance, pct > 0 ? `${pct}% of ${f.money(d(allowed - copay - deductible))}` : '', f.credit(d(coinsurance))],
      [L.planPaid, `Paid ${f.date(addDays(processed, rng.int(1, 3)))}`, f.money(d(planPaid)), 'bold'],
    ];
    for (const [label, basis, amount, font] of calc) sheet.row([{ text: label, x: 48, size: 8, font: font ?? 'regular' }, { text: basis, x: 250, size: 7.5, font: 'italic' }, { text: amount, x: 572, size: 8, font: font ?? 'regular', align: 'right' }], 1);
    sheet.row([rule(300, 572, 8)], 2);
    sheet.row([{ text: L.owe, x: 48, size: 9.5, font: 'bold' }, { text: f.money(d(total.patient)), x: 572, size: 9.5, font: 'bold', align: 'right' }], 8);
    const drgSentence = `${p.provider} is paid one case rate for this admission under MS-DRG ${drg.code}: relative weight ${weight.toFixed(4)} x hospital base rate ${f.money(d(baseRate))} = ${f.money(d(allowed))}. The case rate covers room and board, pharmacy, laboratory${drg.revs.includes('0360') ? ', operating room' : ''} and every other hospital charge of the stay, however long it lasted.`;
    const diemSentence = `Your plan pays ${p.provider} a per diem of ${f.money(d(perDiem))} for each inpatient day: ${los} x ${f.money(d(perDiem))} = ${f.money(d(allowed))}. The per diem covers all hospital charges for those days; the DRG is shown for reference only.`;
    const tail = inNetwork ? ' The hospital may not bill you for charges above the allowed amount.' : ' Because the hospital is not in your network, it may bill you for charges above the allowed amount.';
    paragraph(sheet, `${method === 'drg' ? drgSentence : diemSentence}${tail}`, 40, 532, 7.5, 'regular', 4);
    if (!options.onePage) {
      keepTogether(sheet, 40, BOTTOM);
      paragraph(sheet, 'Doctors who treated you in the hospital (surgeon, anesthesiologist, radiologist, hospitalist) bill separately; their claims appear on their own statements.', 40, 532, 7, 'italic', 2);
      paragraph(sheet, 'You may appeal this decision within 180 days of the date of this statement. Call the number above or write to us with the claim number and the reason you disagree.', 40, 532, 7, 'italic');
    }
    everyPage(sheet, (page, count) => [
      { text: `${L.claimNumber} ${c.number}  |  MS-DRG ${drg.code}`, x: 40, y: H - 34, size: 6.5, grey: 0.35 },
      { text: `Page ${page} of ${count}`, x: 572, y: H - 34, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true, service: drg.text }), doc: sheet };
  }),
];

// Fourth set of fresh dev families (own wording, recorded as dev labels): a behavioral-health
// company's notice for the health plan whose mental-health benefits it manages, a one-page
// plain-language EOB whose labels are questions, and a specialty network manager's statement for
// chiropractic, physical therapy or acupuncture with a second page of legal notices.

/** Lines of a table whose description wraps: the line's own row, then rows of the rest of its description. */
type WrapRow = { line?: Line; text: string; total?: boolean };
function wrapRows(lines: readonly Line[], width: number, size: number, total: string): WrapRow[] {
  const rows: WrapRow[] = lines.flatMap((l) => wrap(l.description, width, size, 'regular').map((text, i): WrapRow => (i === 0 ? { line: l, text } : { text })));
  return [...rows, { text: total, total: true }];
}

/** Remark codes of the reasons a document explains (`codeOf` gets the reason and its place in the order first printed). */
function reasonCodes(codeOf: (reason: RemarkReason, index: number) => string): { codes: (reasons: readonly RemarkReason[]) => string; used: RemarkReason[] } {
  const used: RemarkReason[] = [];
  const codes = (reasons: readonly RemarkReason[]) =>
    reasons
      .map((r) => {
        if (!used.includes(r)) used.push(r);
        return codeOf(r, used.indexOf(r));
      })
      .join(' ');
  return { codes, used };
}
const letterOf = (_reason: RemarkReason, index: number): string => String.fromCharCode(65 + index);

// A behavioral-health carve-out: a behavioral-health company manages the mental-health and
// substance-use benefits of a health plan and sends its own notice. Its name heads the page, a line
// under it says for whom it works ("administered by ... for ..."); the health plan is the insurer.
// The patient is usually a dependent of the subscriber the notice is mailed to (with a date of birth);
// the sessions are timed psychotherapy ("Psychotherapy, 53 minutes") with CPT codes, telehealth with
// modifier 95, billed by a counselor's practice (the provider) for the licensed clinician who saw the
// patient. The notice date is labelled "Notice prepared"; a table of sessions whose long descriptions
// wrap, a copay per session in network or a deductible and coinsurance, the amount not allowed as a
// credit ('-' or 'CR'), message letters, sessions used this year, the 988 line and a parity notice.
const BHC_WORDS = {
  title: ['Explanation of Behavioral Health Benefits', 'Behavioral Health Claim Notice', 'Notice of Behavioral Health Claim Payment'],
  administered: ['Mental health and substance use disorder benefits administered by', 'Behavioral health benefits managed by'],
  onBehalf: ['for', 'on behalf of'],
  prepared: ['Notice prepared', 'Notice prepared on', 'Date this notice was prepared'],
  notBill: ['This notice is not a bill.', 'Not a bill - keep this notice for your records.'],
  confidential: ['CONFIDENTIAL: PROTECTED BEHAVIORAL HEALTH INFORMATION', 'PRIVATE AND CONFIDENTIAL'],
  phone: ['Behavioral health line, 24 hours', 'Call us any time'],
  subscriber: ['Subscriber', 'Plan subscriber'],
  subscriberId: ['Subscriber ID', 'Health plan ID'],
  healthPlan: ['Health plan', 'Your medical plan'],
  group: ['Employer group', 'Group no.'],
  claimNumber: ['BH claim no.', 'Claim reference'],
  received: ['Claim received', 'We received the claim'],
  aboutCare: ['About this care', 'Patient and clinician'],
  patient: ['Patient', 'Person who received services'],
  relation: ['Relationship to subscriber', 'Relationship'],
  born: ['Patient date of birth', 'Date of birth'],
  practice: ['Practice billing for services', 'Billing practice'],
  clinician: ['Treating clinician', 'Licensed clinician'],
  network: ['Network status', 'Clinician network'],
  level: ['Level of care', 'Type of care'],
  place: ['Where services were given', 'Place of service'],
  auth: ['Authorization', 'Auth. no.'],
  sessions: ['Sessions on this claim', 'Services billed by the practice'],
  date: ['Session date', 'Date'],
  service: ['Service', 'Service provided'],
  cpt: ['CPT code', 'CPT'],
  billed: ['Amount billed', 'Practice charged'],
  reduction: ['Not allowed', 'Amount not allowed'],
  allowed: ['Allowed', 'BH allowed amount'],
  copay: ['Copay', 'Session copay'],
  deductible: ['Deductible', 'To deductible'],
  coinsurance: ['Coins.', 'Your coins.'],
  paid: ['Paid by plan', 'Benefit paid'],
  share: ['Your share', 'Patient share'],
  codes: ['Note', 'Msg'],
  total: ['Claim totals', 'Total, these sessions'],
  summary: ['What this means for you', 'Summary of this claim'],
  visits: ['Outpatient therapy sessions this benefit year', 'Sessions used this plan year'],
  notes: ['Notes', 'What the message letters mean'],
} as const;
const BHC_NETWORK = [
  ['Participating', 'Non-participating'],
  ['In network', 'Out of network'],
] as const;
const BHC_ADMINS = ['Clearwell Behavioral Health', 'Lighthouse Behavioral Health Services', 'Mindbridge Behavioral Network', 'Harborlight Behavioral Health', 'Tranquil Path Behavioral Solutions'];
const BHC_PRACTICES = ['Counseling, LLC', 'Counseling and Wellness, PLLC', 'Family Therapy Practice', 'Counseling Center', 'Therapy Group, PC'];
const BHC_CREDENTIALS = ['LPC', 'LCSW', 'LMFT', 'LMHC', 'LPCC', 'LICSW'];
/** [place of service code, its name, CPT modifier]. */
const BHC_PLACES = [
  ['11', 'Office', ''],
  ['02', 'Telehealth', '95'],
  ['10', 'Telehealth, home', '95'],
] as const;
/** [description, CPT, min, max, minutes of a timed code]. */
type BhcSession = readonly [string, string, number, number, (readonly [number, number])?];
const BHC_INTAKE: BhcSession = ['Diagnostic evaluation', '90791', 190, 360];
const BHC_THERAPY: readonly BhcSession[] = [
  ['Psychotherapy', '90837', 150, 260, [53, 60]],
  ['Psychotherapy', '90834', 110, 200, [38, 52]],
  ['Psychotherapy', '90832', 70, 130, [16, 37]],
];
const BHC_FAMILY: readonly BhcSession[] = [
  ['Family psychotherapy with the patient present', '90847', 140, 240, [50, 60]],
  ['Family psychotherapy without the patient present', '90846', 130, 220, [50, 55]],
];
const BHC_NOTES: Partial<Record<RemarkReason, string>> = {
  discount: 'The practice is in our network and accepts the contracted rate. You do not owe the amount not allowed.',
  overMax: 'The practice is not in our network. It may bill you for the charge above the allowed amount; that amount is part of your share.',
  notCovered: 'We have no authorization on file for this session, so it is not covered. Your clinician can ask for one; you may also appeal.',
  copay: 'Your plan has a flat copay for each outpatient therapy session.',
  deductible: 'This amount went toward your deductible for the plan year.',
  coinsurance: 'Your coinsurance: your percentage of the allowed amount after the deductible.',
};

// A plain-language EOB on one page: a small header line with the claim number, the date it was
// processed and the member ID, the plan's name and a friendly title, and then the claim as answers to
// questions printed as labels ("Who received care?", "What did your plan pay?"), the answers beside or
// under the questions in a serif face; the network status in a sentence under the provider, the other
// services of the claim in a line under the first, the patient's share made up in a sentence
// (copay + deductible + coinsurance + not covered), the deductible met so far as a bar of characters,
// and short notes on what to do if the member disagrees.
const PLQ_WORDS = {
  claim: ['Claim', 'Claim no.'],
  processed: ['Processed', 'Decided on', 'Notice date'],
  memberId: ['Member ID', 'ID'],
  title: ['Your claim, explained', 'What happened with your claim', 'Your Explanation of Benefits, in plain language'],
  notBill: ['This is not a bill. Wait for the bill from your provider before you pay anything.', 'Not a bill. Your provider will send you a bill for what you owe, if anything.'],
  patient: ['Who received care?', 'Who got the care?'],
  provider: ['Who provided the care?', 'Who gave the care?'],
  service: ['What kind of care?', 'What care was it?'],
  date: ['When?', 'When was the care?'],
  billed: ['What did the provider charge?', 'How much did the provider bill?'],
  allowed: ['What amount does your plan allow?', 'What amount did your plan approve?'],
  paid: ['What did your plan pay?', 'How much did your plan pay?'],
  owe: ['What do you owe?', 'What is your share?'],
  how: ['How we figured your share:', 'Your share is made up of:'],
  also: ['Also on this claim:', 'Other services on this claim:'],
  progress: ['Your deductible so far this year', 'Deductible met this plan year'],
  disagree: ['What if I disagree?', 'Think we got something wrong?'],
  questions: ['Questions?', 'Need help?'],
} as const;
const PLQ_RELATIONS: Record<string, string> = { Self: 'you', Spouse: 'your spouse', Child: 'your child', 'Domestic partner': 'your domestic partner' };

// A specialty benefits manager's statement: a company that runs the chiropractic, physical therapy
// and acupuncture network for a health plan (the insurer) reports a claim of one clinic. Its name and
// program line head the page with the notice date; the member's mailing block beside the plan facts;
// the practitioner and the clinic (the provider) printed apart in two blocks; the approved treatment
// plan and the visits used this year; a table whose service column is headed "Treatment", dates
// written "Mar 4, 2025", units for timed codes, '$' in some money columns and not in others, the
// disallowed amount in parentheses or with a trailing minus, two-letter remark codes; a second page of
// legal notices and appeal rights (left out of the one-page variant). The footer prints the date again
// as MM/DD/YYYY.
const SNM_WORDS = {
  title: ['EXPLANATION OF BENEFITS', 'Explanation of Benefits', 'Statement of Specialty Benefits'],
  program: ['Chiropractic, physical therapy and acupuncture network for members of', 'Specialty health services for members of'],
  noticeDate: ['Date of notice', 'Notice date', 'Date issued'],
  printed: ['Printed', 'Run date'],
  phone: ['Member services', 'Questions? Call'],
  member: ['Member', 'Member name'],
  memberNo: ['Member no.', 'Health plan ID'],
  plan: ['Health plan', 'Benefit plan'],
  group: ['Group', 'Employer group'],
  claimNumber: ['Claim no.', 'Claim number'],
  received: ['Received', 'Date received'],
  period: ['Service period', 'Dates of service'],
  patient: ['Patient', 'Patient name'],
  relation: ['Relationship', 'Relation to member'],
  practitioner: ['Practitioner', 'Treating practitioner'],
  clinic: ['Clinic', 'Clinic (paid provider)'],
  network: ['Network status', 'Clinic network status'],
  planOfCare: ['Treatment plan', 'Approved care plan'],
  date: ['Date', 'Visit date'],
  treatment: ['Treatment', 'Treatment rendered'],
  code: ['Code', 'CPT'],
  units: ['Units', 'Qty'],
  billed: ['Charged', 'Clinic charge'],
  disallowed: ['Disallowed', 'Not payable'],
  allowed: ['Allowed', 'Approved'],
  copay: ['Copay', 'Visit copay'],
  deductible: ['Deductible', 'Deduct.'],
  coinsurance: ['Coins.', 'Coinsur.'],
  paid: ['Plan paid', 'Benefit paid'],
  owe: ['Member owes', 'You owe'],
  remark: ['Rmk', 'Note'],
  total: ['Claim total', 'Totals'],
  visits: ['Visits used this benefit year', 'Visit count this year'],
  remarks: ['Remark explanations', 'What the remark codes mean'],
  oweLine: ['Amount you owe the clinic', 'Your total responsibility'],
  rights: ['IMPORTANT NOTICES ABOUT YOUR CLAIM AND YOUR RIGHTS', 'Legal notices and your appeal rights'],
} as const;
const SNM_NETWORK = [
  ['Contracted clinic', 'Non-contracted clinic'],
  ['In network', 'Out of network'],
] as const;
const SNM_MANAGERS = ['Alignwell Specialty Health', 'Keyline Therapy Networks', 'Arcpoint Musculoskeletal Management', 'Corestride Specialty Networks'];
type SnmKind = { program: string; credentials: readonly string[]; clinics: readonly string[]; first: readonly Service[]; services: readonly Service[] };
const SNM_KINDS: readonly SnmKind[] = [
  {
    program: 'chiropractic',
    credentials: ['DC'],
    clinics: ['Chiropractic', 'Chiropractic Clinic', 'Spine and Joint Chiropractic'],
    first: [
      ['Chiropractic exam, new pt', '99203', 110, 220],
      ['Spinal manipulation, 1-2 regions', '98940', 45, 85],
      ['Spinal manipulation, 3-4 regions', '98941', 55, 105],
    ],
    services: [
      ['Spinal manipulation, 1-2 regions', '98940', 45, 85],
      ['Spinal manipulation, 3-4 regions', '98941', 55, 105],
      ['Therapeutic exercise, each 15 minutes', '97110', 40, 90],
      ['Electrical stimulation, unattended', '97014', 20, 50],
      ['Hot or cold packs', '97010', 15, 35],
      ['Manual therapy techniques, each 15 minutes', '97140', 40, 90],
    ],
  },
  {
    program: 'physical therapy',
    credentials: ['PT', 'DPT', 'PT, DPT'],
    clinics: ['Physical Therapy Clinic', 'Sports and Spine Rehab', 'Movement Therapy'],
    first: [
      ['PT evaluation, low complexity', '97161', 140, 280],
      ['PT evaluation, moderate complexity', '97162', 160, 320],
      ['Therapeutic exercise', '97110', 45, 95],
    ],
    services: [
      ['Therapeutic exercise, each 15 minutes', '97110', 45, 95],
      ['Neuromuscular re-education, each 15 minutes', '97112', 50, 105],
      ['Manual therapy techniques, each 15 minutes', '97140', 45, 95],
      ['Therapeutic activities, each 15 minutes', '97530', 50, 110],
      ['Gait training, each 15 minutes', '97116', 40, 90],
      ['Ultrasound therapy, each 15 minutes', '97035', 25, 55],
    ],
  },
  {
    program: 'acupuncture',
    credentials: ['LAc', 'L.Ac., MSOM'],
    clinics: ['Acupuncture and Wellness', 'Acupuncture Clinic', 'Integrative Acupuncture'],
    first: [
      ['Acupuncture, first 15 minutes', '97810', 70, 130],
      ['Acupuncture with e-stim, first 15 min', '97813', 75, 140],
      ['New patient evaluation', '99203', 120, 220],
    ],
    services: [
      ['Acupuncture, first 15 minutes', '97810', 70, 130],
      ['Acupuncture, each additional 15 minutes', '97811', 45, 90],
      ['Acupuncture with electrical stimulation, each additional 15 minutes', '97814', 50, 95],
      ['Massage therapy, each 15 minutes', '97124', 35, 80],
    ],
  },
];
/** Codes billed by the quarter hour: more than one unit now and then. */
const SNM_TIMED = ['97110', '97112', '97140', '97530', '97116', '97035', '97811', '97814', '97124'];
const SNM_CODES: Partial<Record<RemarkReason, readonly [string, string]>> = {
  discount: ['K1', 'Charge above the contracted fee schedule. The clinic has agreed not to bill you for this amount.'],
  overMax: ['K4', 'Charge above the maximum allowed for a non-contracted clinic. The clinic may bill you for this amount.'],
  notCovered: ['N2', 'Not payable: not part of the approved treatment plan or not medically necessary. You may be billed.'],
  copay: ['C1', 'Copay for this visit under your health plan.'],
  deductible: ['D1', 'Applied to your health plan deductible.'],
  coinsurance: ['C3', 'Your coinsurance share of the allowed amount.'],
};
/** "Mar 4, 2025": the month's first three letters, the day without a leading zero. */
const monDay = (iso: string): string => {
  const long = formatDate(iso, 'long');
  return `${long.slice(0, 3)}${long.slice(long.indexOf(' '))}`;
};

const devFamiliesFresh4: FamilyDef[] = [
  fam('behavioral-health-carveout-eob', 'dev', (ctx) => {
    const { rng, options } = ctx;
    const eob = options.eob ?? {};
    const L = ownWords(ctx, BHC_WORDS);
    const networkPair = rng.pick(BHC_NETWORK);
    const f = fmt(rng, ['long', 'abbrev', 'us-slash'], ['dollar', 'plain'], ['minus', 'cr']);
    const parties = partiesOf(ctx, { insurer: rng.pick(['national', 'regional'] as const), provider: 'physician', dependent: 0.75, id: rng.pick(['alpha-digits', 'w-digits', 'digits'] as const) });
    const stems = [...n.PROVIDER_STEMS, ...PROVIDER_STEMS.dev];
    const p: Parties = { ...parties, provider: eob.providerName ?? `${rng.pick(stems)} ${rng.pick(BHC_PRACTICES)}` };
    const admin = rng.pick(BHC_ADMINS);
    const therapy = rng.pick(BHC_THERAPY);
    const family = rng.bool(0.3) ? rng.pick(BHC_FAMILY) : undefined;
    const sessionOf = (s: BhcSession): Service => [s[0], s[1], s[2], s[3]];
    const minutesOf = new Map([BHC_INTAKE, ...BHC_THERAPY, ...BHC_FAMILY].map((s) => [s[1], s[4]]));
    const base = claimOf(ctx, {
      first: [sessionOf(rng.bool(0.35) ? BHC_INTAKE : therapy)],
      services: [therapy, therapy, therapy, ...(family ? [family] : [])].map(sessionOf),
      lines: [1, 8],
      onePageLines: [1, 3],
      notCovered: true,
      inNetwork: 0.8,
      claimStyle: rng.pick(['alnum', 'prefixed', 'long-digits'] as const),
    });
    // Sessions a week or two apart, the notice after the last one.
    let step = rng.pick([7, 7, 7, 14]);
    const count = base.lines.length;
    while (step > 0 && eob.statementDate !== undefined && addDays(base.serviceDate, step * (count - 1)) >= eob.statementDate) step--;
    const [placeCode, placeName, modifier] = rng.pick(BHC_PLACES);
    const lines = base.lines.map((l, i): Line => {
      const minutes = minutesOf.get(l.code);
      return { ...l, date: addDays(base.serviceDate, step * i), description: minutes ? `${l.description}, ${rng.int(minutes[0], minutes[1])} minutes` : l.description };
    });
    const lastDate = lines.at(-1)?.date ?? base.serviceDate;
    const processed = eob.statementDate !== undefined && eob.statementDate > lastDate ? eob.statementDate : addDays(lastDate, rng.int(9, 30));
    const received0 = addDays(lastDate, rng.int(1, 7));
    // The plan's cost sharing: a copay per session, or the deductible and a coinsurance.
    const plan = base.inNetwork && rng.bool(0.7) ? 'copay' : 'deductible';
    const copay = rng.pick([0, 10, 20, 25, 30, 40]) * 100;
    let deductibleLeft = plan === 'deductible' && rng.bool(0.65) ? rng.int(4, 60) * 2500 : 0;
    const rate = base.inNetwork ? rng.pick([0.1, 0.2]) : rng.pick([0.3, 0.4, 0.5]);
    const c = repriced({ ...base, lines, lastDate, processed, received: received0 < processed ? received0 : lastDate }, (_l, _i, allowed) => {
      const none = { deductible: 0, copay: 0, coinsurance: 0 };
      if (allowed === 0) return none;
      if (plan === 'copay') return { ...none, copay: Math.min(copay, allowed) };
      const deductible = Math.min(deductibleLeft, allowed);
      deductibleLeft -= deductible;
      return { ...none, deductible, coinsurance: Math.round((allowed - deductible) * rate) };
    });
    const relation = p.member === p.holder ? 'Self' : rng.pick(['Child', 'Child', 'Spouse', 'Stepchild']);
    const year = Number(c.processed.slice(0, 4)) - (relation === 'Child' || relation === 'Stepchild' ? rng.int(7, 25) : rng.int(24, 66));
    const born = rng.date(`${year}-01-01`, `${year}-12-28`);
    const names = [p.member, p.holder].map((name) => name.replace(/ [A-Z]\. /, ' '));
    let clinicianName = person(rng, ctx.split).replace(/ [A-Z]\. /, ' ');
    while (names.includes(clinicianName)) clinicianName = person(rng, ctx.split).replace(/ [A-Z]\. /, ' ');
    const clinician = `${clinicianName}, ${rng.pick(BHC_CREDENTIALS)}`;
    const network = ownLabel(ctx, 'networkValue', [c.inNetwork ? networkPair[0] : networkPair[1]]);
    const auth = c.inNetwork && rng.bool(0.5) ? 'Not required' : `BH${rng.digits(8)}`;
    const level = rng.pick(['Routine outpatient', 'Outpatient therapy']);
    const BOTTOM = 60;
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 40, bottom: BOTTOM });
    sheet.row([{ text: admin, x: 40, size: 15, font: 'bold' }], 1);
    paragraph(sheet, `${L.administered} ${admin} ${L.onBehalf} ${p.insurer}`, 40, 532, 8.5, 'regular', 1);
    sheet.row([{ text: `${p.insurerAddr.line1}, ${p.insurerAddr.line2}   ${L.phone}: ${p.phone}   TTY 711`, x: 40, size: 7.5, grey: 0.3 }], -2);
    sheet.row([rule(40, 572, 8)], 8);
    sheet.row([{ text: L.title, x: 40, size: 11, font: 'bold' }, { text: `${L.prepared}: ${f.date(c.processed)}`, x: 572, size: 9, font: 'bold', align: 'right' }], 1);
    sheet.row([{ text: L.notBill, x: 40, size: 8, font: 'italic' }, { text: L.confidential, x: 572, size: 7, font: 'bold', align: 'right' }], 10);
    const facts: Pair[] = [
      [L.subscriber, p.holder],
      [L.subscriberId, p.memberId],
      [L.healthPlan, p.insurer],
      [L.group, p.group],
      [L.claimNumber, c.number],
      [L.received, f.date(c.received)],
    ];
    const labelWidth = Math.max(...facts.map(([label]) => cellWidth(colon(label), 7.5, 'bold')));
    const valueWidth = Math.max(...facts.map(([, value]) => cellWidth(value, 7.5, 'regular')));
    columns(
      sheet,
      [[{ text: p.holder, x: 40, size: 9 }], [{ text: p.memberAddr.line1, x: 40, size: 9 }], [{ text: p.memberAddr.line2, x: 40, size: 9 }]],
      factRows(facts, Math.min(330, Math.floor(572 - valueWidth - labelWidth - 8)), { size: 7.5, colon: true }),
    );
    sheet.space(10);
    sheet.row([{ text: up(L.aboutCare), x: 40, size: 8.5, font: 'bold' }], -3);
    sheet.row([rule(40, 572, 8)], 4);
    const grid = (pairs: readonly Pair[], perRow: number, width: number) => above(sheet, pairs, { x: 40, perRow, columnWidth: width, labelSize: 6.5, valueSize: 8.5, labelFont: 'bold', gap: 4 });
    grid(
      [
        [L.patient, p.member],
        [L.relation, relation],
        [L.born, f.short(born)],
      ],
      3,
      177,
    );
    grid(
      [
        [L.practice, p.provider],
        [L.clinician, clinician],
      ],
      2,
      266,
    );
    grid(
      [
        [L.network, network],
        [L.level, level],
        [L.place, `${placeCode} ${placeName}`],
        [L.auth, auth],
      ],
      4,
      133,
    );
    sheet.space(4).row([{ text: L.sessions, x: 40, size: 9.5, font: 'bold' }], 2);
    const { codes, used } = reasonCodes(letterOf);
    const amount = (get: (a: Amounts) => number, credit = false) => (r: WrapRow): string => {
      const a = r.line ?? (r.total ? c.total : undefined);
      if (!a) return '';
      return credit ? f.credit(get(a)) : f.money(get(a));
    };
    const amounts: [string, number, number, (r: WrapRow) => string][] = [
      [L.billed, 262, 40, amount((a) => a.billed)],
      [L.reduction, 310, 44, amount((a) => sumCents([a.discount, a.notCovered]), true)],
      [L.allowed, 352, 38, amount((a) => a.allowed)],
      [L.copay, 388, 32, amount((a) => a.copay)],
      [L.deductible, 428, 38, amount((a) => a.deductible)],
      [L.coinsurance, 466, 36, amount((a) => a.coinsurance)],
      [L.paid, 508, 40, amount((a) => a.planPaid)],
      [L.share, 550, 40, amount((a) => a.patient)],
    ];
    table(
      sheet,
      hooks,
      [
        { head: L.date, x: 36, w: 32, cell: (r) => (r.line ? formatDate(r.line.date, 'us-2digit') : '') },
        { head: L.service, x: 68, w: 118, cell: (r) => r.text },
        { head: L.cpt, x: 190, w: 30, cell: (r) => (r.line ? `${r.line.code}${modifier ? `-${modifier}` : ''}` : '') },
        ...amounts.map(([head, x, width, cell]): Col<WrapRow> => ({ head, x, w: width, align: 'right', cell })),
        { head: L.codes, x: 556, w: 22, cell: (r) => (r.line ? codes(r.line.reasons) : '') },
      ],
      wrapRows(c.lines, 118, 7, L.total),
      {
        size: 7,
        headSize: 6.5,
        repeat: true,
        rule: true,
        rowFont: (r) => (r.total ? 'bold' : undefined),
        banner: (s) => s.row([{ text: `${p.member}  -  ${L.claimNumber} ${c.number}  (continued)`, x: 40, size: 7.5, font: 'italic' }], 4),
      },
    );
    keepTogether(sheet, 110, BOTTOM);
    sheet.space(8).row([{ text: L.summary, x: 40, size: 9.5, font: 'bold' }], 1);
    const payee = c.inNetwork ? p.provider : p.holder;
    totalsRows(
      sheet,
      [
        [`${L.paid} (to ${payee})`, f.money(c.total.planPaid)],
        [`${L.share}`, f.money(c.total.patient), 'bold'],
      ],
      48,
      440,
      { size: 8.5, labelFont: 'regular', gap: 1 },
    );
    const paidSentence =
      c.total.planPaid > 0
        ? `We sent ${f.money(c.total.planPaid)} to ${payee} on ${f.date(addDays(c.processed, rng.int(1, 3)))}.`
        : 'We made no payment on this claim.';
    const networkSentence = c.inNetwork
      ? `${clinician} at ${p.provider} takes part in our network, so the practice may bill you only for your share.`
      : `${p.provider} does not take part in our network. It may bill you for your share, which includes the charges above the allowed amount.`;
    paragraph(sheet, `${paidSentence} ${networkSentence}`, 40, 532, 7.5, 'regular', 4);
    const sessionsUsed = rng.int(c.lines.length, c.lines.length + 24);
    sheet.row([{ text: `${L.visits}: ${sessionsUsed} (no annual limit on outpatient therapy sessions)`, x: 40, size: 7.5, font: 'bold' }], 6);
    keepTogether(sheet, 20 + used.length * 11, BOTTOM);
    glossary(
      sheet,
      L.notes,
      used.map((r, i): [string, string] => [letterOf(r, i), BHC_NOTES[r] ?? '']),
      { x: 40, width: 532, size: 7, codeWidth: 14 },
    );
    if (!options.onePage) {
      keepTogether(sheet, 90, BOTTOM);
      sheet.space(6);
      paragraph(sheet, 'In a crisis, call or text 988 (Suicide and Crisis Lifeline) at any time, or call 911.', 40, 532, 7.5, 'bold', 3);
      paragraph(
        sheet,
        `Federal law (the Mental Health Parity and Addiction Equity Act) requires ${p.insurer} to cover mental health and substance use disorder care on terms no more restrictive than medical and surgical care. You may ask ${admin} for the criteria used to decide this claim, free of charge.`,
        40,
        532,
        7,
        'regular',
        3,
      );
      paragraph(sheet, 'You may appeal any decision on this notice within 180 days. Call or write to us; a clinician who did not make the first decision will review your appeal.', 40, 532, 7, 'italic');
    }
    everyPage(sheet, (page, total) => [
      { text: `${admin} administers behavioral health benefits for ${p.insurer}.`, x: 40, y: H - 38, size: 6.5, grey: 0.35 },
      { text: `Page ${page} of ${total}`, x: 572, y: H - 38, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true }), doc: sheet };
  }),

  fam('plain-language-questions-eob', 'dev', (ctx) => {
    const { rng } = ctx;
    const L = ownWords(ctx, PLQ_WORDS);
    const f = fmt(rng, ['long', 'long-weekday', 'us-short'], ['dollar']);
    const kind = rng.pick(['physician', 'physician', 'imaging', 'lab', 'urgent'] as const);
    const parties = partiesOf(ctx, { insurer: rng.pick(['national', 'regional'] as const), provider: kind === 'urgent' ? 'physician' : kind, dependent: 0.4, id: rng.pick(['alpha-digits', 'w-digits', 'dashed'] as const) });
    const stems = [...n.PROVIDER_STEMS, ...PROVIDER_STEMS.dev];
    const p: Parties = { ...parties, provider: ctx.options.eob?.providerName ?? (kind === 'urgent' ? `${rng.pick(stems)} ${rng.pick(n.URGENT_SUFFIX)}` : parties.provider) };
    const spec: Omit<ClaimSpec, 'claimStyle'> =
      kind === 'imaging'
        ? { services: IMAGING, lines: [1, 2] }
        : kind === 'lab'
          ? { services: LAB, lines: [1, 3] }
          : { first: kind === 'urgent' ? VISITS.slice(0, 3) : VISITS, services: [...PROF, ...LAB.slice(0, 4)], lines: [1, 3] };
    const c = mergeSameCode(claimOf(ctx, { ...spec, onePageLines: spec.lines, copay: kind !== 'lab', deductible: true, coinsurance: true, notCovered: true, inNetwork: 0.8, claimStyle: rng.pick(['alnum', 'short', 'dashed'] as const) }));
    const relation = p.member === p.holder ? 'Self' : rng.pick(['Spouse', 'Child', 'Child', 'Domestic partner']);
    const addr = address(rng);
    const beside = rng.bool(0.5);
    const money = (v: number) => f.money(v);
    const BOTTOM = 40;
    const { sheet } = newSheet({ size: 9, font: 'serif', top: 32, bottom: BOTTOM });
    sheet.row([{ text: `${L.claim} ${c.number}   |   ${L.processed} ${f.date(c.processed)}   |   ${L.memberId} ${p.memberId}`, x: 40, size: 7, font: 'regular', grey: 0.35 }], 6);
    sheet.row([{ text: p.insurer, x: 40, size: 17, font: 'bold' }], 1);
    sheet.row([{ text: L.title, x: 40, size: 13, font: 'serif' }], 10);
    const notBill = wrap(L.notBill, 220, 8.5, 'bold').map((text): Cell[] => [{ text, x: 352, size: 8.5, font: 'bold' }]);
    columns(sheet, [[{ text: p.holder, x: 40, size: 9.5 }], [{ text: p.memberAddr.line1, x: 40, size: 9.5 }], [{ text: p.memberAddr.line2, x: 40, size: 9.5 }]], notBill);
    sheet.space(8).row([rule(40, 572, 8)], 8);
    // Questions and their answers: the answer beside the question, or under it.
    const AX = beside ? 232 : 56;
    const width = 572 - AX;
    const qa = (question: string, answer: string, more: readonly { text: string; font?: FontName; size?: number }[] = [], gap = 7) => {
      if (beside) sheet.row([{ text: question, x: 40, size: 9.5, font: 'bold' }, { text: answer, x: AX, size: 11 }], more.length > 0 ? 0 : gap);
      else sheet.row([{ text: question, x: 40, size: 9.5, font: 'bold' }]).row([{ text: answer, x: AX, size: 11 }], more.length > 0 ? 0 : gap);
      more.forEach((m, i) => {
        const lines = wrap(m.text, width, m.size ?? 8.5, m.font ?? 'serif');
        lines.forEach((text, j) => sheet.row([{ text, x: AX, size: m.size ?? 8.5, font: m.font ?? 'serif' }], i === more.length - 1 && j === lines.length - 1 ? gap : 0));
      });
    };
    qa(L.patient, `${p.member} (${PLQ_RELATIONS[relation] ?? 'family member'})`);
    const networkSentence = c.inNetwork
      ? `${p.provider} is in your plan's network, so it has agreed not to bill you more than your share below.`
      : `${p.provider} is not in your plan's network. It can bill you for charges above the amount your plan allows.`;
    ownLabel(ctx, 'networkValue', [c.inNetwork ? 'is in your plan\'s network' : 'is not in your plan\'s network']);
    qa(L.provider, p.provider, [{ text: `${addr.line1}, ${addr.line2}`, font: 'regular', size: 7.5 }, { text: networkSentence, font: 'italic', size: 8.5 }]);
    const first = c.lines[0];
    const others = c.lines.slice(1);
    qa(L.service, `${first?.description ?? ''} (${first?.code ?? ''})`, others.length > 0 ? [{ text: `${L.also} ${others.map((l) => `${l.description} (${l.code})${l.reasons.includes('notCovered') ? ', not covered' : ''}`).join('; ')}`, size: 8.5 }] : []);
    qa(L.date, f.date(c.serviceDate), [], 9);
    sheet.row([rule(40, 572, 8)], 8);
    const saved = sumCents([c.total.discount]);
    const over = sumCents([c.total.notCovered]);
    const allowedMore = [
      ...(saved > 0 ? [{ text: `Your plan's discount with this provider saved you ${money(saved)}.` }] : []),
      ...(over > 0 ? [{ text: `${money(over)} of the charge is not covered by your plan${c.inNetwork ? '' : ' or is above what it allows'}; that part is in what you owe.` }] : []),
    ];
    qa(L.billed, money(c.total.billed));
    qa(L.allowed, money(c.total.allowed), allowedMore);
    qa(L.paid, money(c.total.planPaid));
    qa(L.owe, money(c.total.patient), [], 4);
    const parts = `${money(c.total.copay)} copay + ${money(c.total.deductible)} deductible + ${money(c.total.coinsurance)} coinsurance + ${money(c.total.notCovered)} not covered = ${money(c.total.patient)}`;
    for (const text of wrap(`${L.how} ${parts}`, 532, 8.5, 'serif')) sheet.row([{ text, x: 40, size: 8.5 }]);
    sheet.space(6).row([rule(40, 572, 8)], 6);
    const limit = rng.pick([500, 1000, 1500, 2500, 3000]);
    const met = Math.min(limit, sumCents([c.total.deductible, rng.int(0, limit) * (rng.bool(0.3) ? 1 : 0)]));
    const filled = Math.round((met / limit) * 20);
    sheet.row([{ text: `${L.progress}:`, x: 40, size: 9, font: 'bold' }, { text: `${money(met)} of ${money(limit)}`, x: 232, size: 9 }, { text: `[${'#'.repeat(filled)}${'-'.repeat(20 - filled)}]`, x: 380, size: 8, font: 'mono' }], 8);
    sheet.row([{ text: L.disagree, x: 40, size: 9, font: 'bold' }]);
    paragraph(sheet, `You can ask us to look at this claim again (an appeal) within 180 days. Call ${p.phone} or write to ${p.insurerAddr.line1}, ${p.insurerAddr.line2}. Tell us the claim number at the top of this page.`, 40, 532, 8.5, 'serif', 6);
    sheet.row([{ text: L.questions, x: 40, size: 9, font: 'bold' }]);
    paragraph(sheet, `Call member services at ${p.phone} (TTY 711), Monday to Friday, 8 a.m. to 8 p.m. Free language help is available.`, 40, 532, 8.5, 'serif');
    everyPage(sheet, () => [{ text: `${p.insurer}  |  ${p.insurerAddr.line1}, ${p.insurerAddr.line2}`, x: 40, y: H - 30, size: 6.5, font: 'regular', grey: 0.4 }]);
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true }), doc: sheet };
  }),

  fam('specialty-network-manager-eob', 'dev', (ctx) => {
    const { rng, options } = ctx;
    const L = ownWords(ctx, SNM_WORDS);
    const networkPair = rng.pick(SNM_NETWORK);
    const credit = rng.pick(['parens', 'trailing-minus'] as const);
    const kind = rng.pick(SNM_KINDS);
    const parties = partiesOf(ctx, { insurer: rng.pick(['national', 'regional'] as const), provider: 'therapy', dependent: 0.35, id: rng.pick(['alpha-digits', 'w-digits', 'digits'] as const) });
    const stems = [...n.PROVIDER_STEMS, ...PROVIDER_STEMS.dev];
    const p: Parties = { ...parties, provider: options.eob?.providerName ?? `${rng.pick(stems)} ${rng.pick(kind.clinics)}` };
    const manager = rng.pick(SNM_MANAGERS);
    const drawn = claimOf(ctx, {
      first: kind.first,
      services: kind.services,
      lines: [3, 14],
      onePageLines: [1, 4],
      notCovered: true,
      inNetwork: 0.8,
      units: (service, r) => (SNM_TIMED.includes(service[1]) ? r.pick([1, 1, 2, 2, 3]) : 1),
      claimStyle: rng.pick(['long-digits', 'dashed', 'alnum'] as const),
    });
    // Visits two to five days apart over four weeks at most (before a given notice date), two or three treatments a visit.
    const statement = options.eob?.statementDate;
    const room = Math.min(27, statement === undefined ? 27 : Math.round((Date.parse(statement) - Date.parse(drawn.serviceDate)) / 86_400_000) - 1);
    const visitDates = [drawn.serviceDate];
    const wanted = Math.max(1, Math.round(drawn.lines.length / rng.pick([2, 2.5, 3])));
    while (visitDates.length < wanted) {
      const next = addDays(visitDates.at(-1) ?? drawn.serviceDate, rng.int(2, 5));
      if (next > addDays(drawn.serviceDate, room)) break;
      visitDates.push(next);
    }
    const visitLines = drawn.lines.map((l, i): Line => ({ ...l, date: visitDates[Math.floor((i * visitDates.length) / drawn.lines.length)] ?? drawn.serviceDate }));
    const lastVisit = visitDates.at(-1) ?? drawn.serviceDate;
    const processed = statement !== undefined && statement > lastVisit ? statement : addDays(lastVisit, rng.int(10, 35));
    const received = addDays(lastVisit, rng.int(2, 8));
    // The same treatment twice in a visit is one line, but a denied part stays a line of its own.
    const dated: Claim = { ...drawn, lines: visitLines, lastDate: lastVisit, processed, received: received < processed ? received : lastVisit };
    const denied = (l: Line) => l.reasons.includes('notCovered');
    const merged = [...mergeSameCode({ ...dated, lines: visitLines.filter((l) => !denied(l)) }).lines, ...mergeSameCode({ ...dated, lines: visitLines.filter(denied) }).lines];
    const base: Claim = { ...dated, lines: merged.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)) };
    // The health plan's cost sharing for specialty visits: a copay per visit day, or the deductible and a coinsurance.
    const plan = base.inNetwork && rng.bool(0.65) ? 'copay' : 'coinsurance';
    const copay = rng.pick([15, 20, 25, 30, 40]) * 100;
    let deductibleLeft = plan === 'coinsurance' && rng.bool(0.6) ? rng.int(2, 40) * 2500 : 0;
    const rate = base.inNetwork ? rng.pick([0.1, 0.2]) : rng.pick([0.4, 0.5]);
    const copayDays = new Set<string>();
    const c = repriced(base, (l, _i, allowed) => {
      const none = { deductible: 0, copay: 0, coinsurance: 0 };
      if (allowed === 0) return none;
      if (plan === 'copay') {
        if (copayDays.has(l.date)) return none;
        copayDays.add(l.date);
        return { ...none, copay: Math.min(copay, allowed) };
      }
      const deductible = Math.min(deductibleLeft, allowed);
      deductibleLeft -= deductible;
      return { ...none, deductible, coinsurance: Math.round((allowed - deductible) * rate) };
    });
    // '$' in some money columns and not in others.
    const withSign = new Set<keyof Amounts>(rng.pick([['billed', 'copay', 'planPaid'], ['billed', 'planPaid', 'patient'], ['allowed', 'planPaid']] as (keyof Amounts)[][]));
    const cash = (key: keyof Amounts, v: number) => formatMoney(v, withSign.has(key) ? 'dollar' : 'plain');
    const relation = p.member === p.holder ? 'Self' : rng.pick(['Spouse', 'Child', 'Domestic partner']);
    const network = ownLabel(ctx, 'networkValue', [c.inNetwork ? networkPair[0] : networkPair[1]]);
    const names = [p.member, p.holder].map((name) => name.replace(/ [A-Z]\. /, ' '));
    let practitionerName = person(rng, ctx.split).replace(/ [A-Z]\. /, ' ');
    while (names.includes(practitionerName)) practitionerName = person(rng, ctx.split).replace(/ [A-Z]\. /, ' ');
    const practitioner = `${practitionerName}, ${rng.pick(kind.credentials)}`;
    const clinicAddr = address(rng);
    const clinicPhone = localPhone(rng);
    const visitDays = new Set(c.lines.map((l) => l.date)).size;
    const approved = rng.pick([6, 8, 12, 12, 16]) + visitDays;
    const planStart = addDays(c.serviceDate, -rng.int(0, 3));
    const planEnd = addDays(planStart, rng.pick([45, 60, 90]));
    const yearLimit = rng.pick([20, 24, 30, 30, 40]);
    const visitsUsed = Math.min(yearLimit, visitDays + rng.int(0, 14));
    const usSlash = (iso: string) => formatDate(iso, 'us-slash');
    const BOTTOM = 58;
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 40, bottom: BOTTOM });
    sheet.row([{ text: manager, x: 36, size: 14, font: 'bold' }, { text: L.title, x: 576, size: 10, font: 'bold', align: 'right' }]);
    paragraph(sheet, `${L.program} ${p.insurer}`, 36, 330, 7.5, 'italic');
    sheet.row([{ text: `${p.insurerAddr.line1}, ${p.insurerAddr.line2}  -  ${L.phone} ${p.phone}`, x: 36, size: 7.5 }, { text: `${L.noticeDate}: ${monDay(c.processed)}`, x: 576, size: 9, font: 'bold', align: 'right' }], 8);
    const facts: Pair[] = [
      [L.member, p.holder],
      [L.memberNo, p.memberId],
      [L.plan, p.insurer],
      [L.group, p.group],
    ];
    const labelWidth = Math.max(...facts.map(([label]) => cellWidth(colon(label), 7.5, 'bold')));
    const valueWidth = Math.max(...facts.map(([, value]) => cellWidth(value, 7.5, 'regular')));
    columns(
      sheet,
      [[{ text: up(p.holder), x: 36, size: 9, font: 'mono' }], [{ text: up(p.memberAddr.line1), x: 36, size: 9, font: 'mono' }], [{ text: up(p.memberAddr.line2), x: 36, size: 9, font: 'mono' }]],
      factRows(facts, Math.min(340, Math.floor(576 - valueWidth - labelWidth - 8)), { size: 7.5, colon: true }),
    );
    sheet.space(6).row([rule(36, 576, 8)], 6);
    sheet.row(
      [
        { text: `${L.claimNumber} ${c.number}`, x: 36, size: 8.5, font: 'bold' },
        { text: `${L.received} ${monDay(c.received)}`, x: 250, size: 8 },
        { text: `${L.period} ${usSlash(c.serviceDate)} - ${usSlash(c.lastDate)}`, x: 576, size: 8, align: 'right' },
      ],
      6,
    );
    const small = (text: string, x: number): Cell => ({ text: up(text), x, size: 6.5, font: 'bold', grey: 0.4 });
    sheet.row([small(L.patient, 36), small(L.relation, 250)]);
    sheet.row([{ text: p.member, x: 36, size: 9 }, { text: relation, x: 250, size: 9 }], 6);
    // The practitioner and the clinic, printed apart.
    sheet.row([small(L.practitioner, 36), small(L.clinic, 300)]);
    sheet.row([{ text: practitioner, x: 36, size: 9 }, { text: p.provider, x: 300, size: 9, font: 'bold' }]);
    sheet.row([{ text: `NPI ${npiOf(rng)}`, x: 36, size: 7.5 }, { text: `${clinicAddr.line1}, ${clinicAddr.line2}  ${clinicPhone}`, x: 300, size: 7.5 }]);
    sheet.row([{ text: `${L.network}: ${network}`, x: 300, size: 7.5, font: 'bold' }], 6);
    sheet.row([{ text: `${L.planOfCare}: ${approved} visits approved ${monDay(planStart)} to ${monDay(planEnd)} (review no. ${rng.letters(2)}${rng.digits(7)})`, x: 36, size: 7.5 }], 8);
    const codeOf = (r: RemarkReason): string => SNM_CODES[r]?.[0] ?? '';
    const { codes, used } = reasonCodes(codeOf);
    const amount = (key: keyof Amounts, value: (a: Amounts) => number, asCredit = false) => (r: WrapRow): string => {
      const a = r.line ?? (r.total ? c.total : undefined);
      if (!a) return '';
      const v = value(a);
      return asCredit ? formatCredit(v, withSign.has(key) ? 'dollar' : 'plain', credit) : cash(key, v);
    };
    const cols: [string, number, number, (r: WrapRow) => string][] = [
      [L.billed, 286, 40, amount('billed', (a) => a.billed)],
      [L.disallowed, 328, 38, amount('discount', (a) => sumCents([a.discount, a.notCovered]), true)],
      [L.allowed, 366, 34, amount('allowed', (a) => a.allowed)],
      [L.copay, 398, 30, amount('copay', (a) => a.copay)],
      [L.deductible, 436, 34, amount('deductible', (a) => a.deductible)],
      [L.coinsurance, 470, 30, amount('coinsurance', (a) => a.coinsurance)],
      [L.paid, 510, 38, amount('planPaid', (a) => a.planPaid)],
      [L.owe, 548, 36, amount('patient', (a) => a.patient)],
    ];
    table(
      sheet,
      hooks,
      [
        { head: L.date, x: 36, w: 42, cell: (r) => (r.line ? monDay(r.line.date) : '') },
        { head: L.treatment, x: 82, w: 118, cell: (r) => r.text },
        { head: L.code, x: 204, w: 22, cell: (r) => (r.line ? r.line.code : '') },
        { head: L.units, x: 246, w: 18, align: 'right', cell: (r) => (r.line ? String(r.line.units) : '') },
        ...cols.map(([head, x, width, cell]): Col<WrapRow> => ({ head, x, w: width, align: 'right', cell })),
        { head: L.remark, x: 554, w: 24, cell: (r) => (r.line ? codes(r.line.reasons) : '') },
      ],
      wrapRows(c.lines, 118, 7, L.total),
      {
        size: 7,
        headSize: 6.5,
        repeat: true,
        rule: true,
        rowFont: (r) => (r.total ? 'bold' : undefined),
        banner: (s) => s.row([{ text: `${manager}  -  ${L.claimNumber} ${c.number}  (continued)`, x: 36, size: 7.5, font: 'italic' }], 4),
      },
    );
    hooks.page = undefined;
    keepTogether(sheet, 60 + used.length * 10, BOTTOM);
    sheet.space(6);
    sheet.row([{ text: `${L.oweLine}: ${formatMoney(c.total.patient, 'dollar')}`, x: 36, size: 10, font: 'bold' }, { text: `${L.visits}: ${visitsUsed} of ${yearLimit}`, x: 576, size: 8, align: 'right' }], 2);
    const paidLine = c.total.planPaid > 0 ? `Payment of ${formatMoney(c.total.planPaid, 'dollar')} ${c.inNetwork ? `sent to ${p.provider}` : `sent to ${p.holder}`} on ${monDay(addDays(c.processed, rng.int(1, 4)))}.` : 'No payment was made on this claim.';
    paragraph(sheet, `${paidLine} Visit limits count ${kind.program} visits together with the other specialty services of your plan.`, 36, 540, 7.5, 'regular', 6);
    sheet.row([{ text: L.remarks, x: 36, size: 8, font: 'bold' }]);
    for (const r of used) sheet.row([{ text: codeOf(r), x: 40, size: 7, font: 'bold' }, { text: SNM_CODES[r]?.[1] ?? '', x: 60, size: 7 }]);
    if (!options.onePage) {
      // The second page: legal notices and appeal rights.
      sheet.newPage();
      sheet.row([{ text: L.rights, x: 36, size: 10, font: 'bold' }], 6);
      const notices: [string, string][] = [
        [
          'Your right to appeal',
          `If you disagree with how this claim was handled, you or someone you name to act for you may ask for an internal appeal within 180 days of the date of this notice. Write to ${manager}, Appeals Unit, ${p.insurerAddr.line1}, ${p.insurerAddr.line2}, and include the claim number, the patient's name and any records that support your request. We will decide within 30 days for services already received.`,
        ],
        ['Urgent appeals', 'If waiting would seriously harm the patient, ask for an expedited appeal by phone. We will decide within 72 hours.'],
        [
          'External review',
          `If we uphold our decision after your appeal, you may ask for an external review by an independent review organization. Your health plan, ${p.insurer}, will tell you how. You may also have the right to bring a civil action under section 502(a) of ERISA.`,
        ],
        ['Treatment plans', `Your practitioner sends a treatment plan to ${manager} for clinical review. Visits beyond the approved plan, or services a review finds not medically necessary, are not payable; a contracted clinic may not bill you for them unless you agreed in writing before the visit.`],
        [
          'Nondiscrimination',
          `${manager} and ${p.insurer} comply with federal civil rights laws and do not discriminate on the basis of race, color, national origin, age, disability or sex. Free aids, services and language help are available: call ${p.phone} (TTY 711).`,
        ],
        ['Fraud warning', 'Any person who knowingly files a claim containing false, incomplete or misleading information may be guilty of a crime.'],
      ];
      for (const [heading, text] of notices) {
        sheet.row([{ text: heading, x: 36, size: 8.5, font: 'bold' }]);
        paragraph(sheet, text, 36, 540, 7.5, 'regular', 6);
      }
      sheet.row([{ text: 'ATENCIÓN: si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística. Llame al número de arriba.', x: 36, size: 7, font: 'italic' }]);
      sheet.row([{ text: 'PAUNAWA: Kung nagsasalita ka ng Tagalog, maaari kang gumamit ng mga serbisyo ng tulong sa wika nang walang bayad.', x: 36, size: 7, font: 'italic' }]);
    }
    const form = `${up(manager.split(' ')[0] ?? manager).slice(0, 4)}-EOB-${rng.int(100, 999)}`;
    everyPage(sheet, (page, total) => [
      { text: `${form}   ${L.printed} ${usSlash(c.processed)}`, x: 36, y: H - 36, size: 6.5, grey: 0.35 },
      { text: `${L.claimNumber} ${c.number}`, x: 306, y: H - 36, size: 6.5, align: 'left', grey: 0.35 },
      { text: `Page ${page} of ${total}`, x: 576, y: H - 36, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true }), doc: sheet };
  }),
];


// Held-out families ---------------------------------------------------------------------------

const heldoutFamilies: FamilyDef[] = [
  // A member panel down the left (labels above values), the summary and claim facts on the right,
  // then a table led by the service, and the patient's cost broken down under it.
  fam('sidebar-member-panel', 'heldout', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['abbrev', 'us-slash'], ['dollar'], ['minus', 'parens']);
    const p = partiesOf(ctx, { insurer: 'national', provider: rng.pick(['physician', 'emergency', 'imaging'] as const), dependent: 0.4 });
    const c = claimOf(ctx, { services: [...PROF, ...IMAGING, ...EMERGENCY], first: rng.bool(0.5) ? VISITS : EMERGENCY, lines: [1, 7], onePageLines: [1, 3], copay: true, deductible: true, coinsurance: true, claimStyle: 'icn' });
    const r = new Remarks('two', w);
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 40, bottom: 56 });
    sheet.row([{ text: p.insurer, x: 40, size: 16, font: 'bold' }, { text: bars(rng, 24), x: 572, size: 9, font: 'mono', align: 'right' }]);
    sheet.row([{ text: w.get('title'), x: 40, size: 10 }, { text: w.get('notBill'), x: 572, size: 8, font: 'bold', align: 'right' }], 6);
    sheet.row([rule(40, 572, 8)], 8);
    const side: Cell[][] = (
      [
        [w.get('member'), p.member],
        [w.get('memberId'), p.memberId],
        [w.get('group'), p.group],
        [w.get('holder'), p.holder],
        [w.get('network'), w.network(c.inNetwork)],
        [w.get('phone'), p.phone],
      ] as const
    ).flatMap(([label, value]): Cell[][] => [[{ text: up(label), x: 40, size: 6.5, font: 'bold', grey: 0.35 }], [{ text: value, x: 40, size: 8.5 }]]);
    const money = (label: string, value: string, font: FontName = 'regular'): Cell[] => [{ text: label, x: 200, font }, { text: value, x: 572, align: 'right', font }];
    const fact = (label: string, value: string): Cell[] => [{ text: label, x: 200, font: 'bold' }, { text: value, x: 330 }];
    const main: Cell[][] = [
      [{ text: w.get('glance'), x: 200, size: 11, font: 'bold' }],
      money(w.get('billed'), f.money(c.total.billed)),
      money(w.get('discount'), f.credit(c.total.discount)),
      money(w.get('allowed'), f.money(c.total.allowed)),
      money(w.get('planPaid'), f.money(c.total.planPaid)),
      money(w.get('patient'), f.money(c.total.patient), 'bold'),
      [],
      fact(w.get('claimNumber'), c.number),
      fact(w.get('provider'), p.provider),
      fact(w.get('statementDate'), f.date(c.processed)),
      fact(w.get('received'), f.date(c.received)),
    ];
    columns(sheet, side, main, 1);
    sheet.space(12);
    const rows: Row[] = [...c.lines, totalRow(c, w.get('totals'))];
    table(
      sheet,
      hooks,
      [
        { head: w.get('service'), x: 40, w: 150, cell: lineText((l) => l.description, true) },
        { head: w.get('serviceDate'), x: 196, w: 50, cell: lineText((l) => f.short(l.date)) },
        ...amountCols(w, f, ['billed', 'allowed', 'planPaid', 'patient'], [310, 370, 430, 490], { width: 54, size: 7.5 }),
        { head: w.get('remarks'), x: 500, w: 72, cell: lineText((l) => r.codes(l.reasons)) },
      ],
      rows,
      { size: 8, headSize: 7.5, repeat: true, rule: true, rowFont: (row) => (isTotal(row) ? 'bold' : undefined) },
    );
    keepTogether(sheet, 60, 56);
    sheet.space(8).row([{ text: `${w.get('patient')}:`, x: 310, font: 'bold' }]);
    totalsRows(
      sheet,
      [
        [w.get('deductible'), f.money(c.total.deductible), 'regular'],
        [w.get('copay'), f.money(c.total.copay), 'regular'],
        [w.get('coinsurance'), f.money(c.total.coinsurance), 'regular'],
      ],
      320,
      490,
    );
    sheet.space(8);
    glossary(sheet, w.get('remarkHead'), r.glossary(), { x: 40, width: 520, codeWidth: 22 });
    everyPage(sheet, (page, total) => [{ text: `${page} | ${total}`, x: 572, y: H - 36, size: 7, align: 'right' }]);
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true }), doc: sheet };
  }),

  // Serif cover letter (window-envelope address, short letter and a three-figure summary) followed
  // by the detailed statement on the next page.
  fam('cover-letter-detail', 'heldout', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['long', 'us-slash', 'long-weekday'], ['dollar', 'plain'], ['parens', 'minus']);
    const p = partiesOf(ctx, { insurer: 'regional', provider: rng.pick(['physician', 'therapy', 'imaging'] as const), dependent: 0.5 });
    const c = claimOf(ctx, { services: [...PROF, ...THERAPY, ...IMAGING], first: VISITS, lines: [1, 8], onePageLines: [1, 2], copay: true, deductible: true, coinsurance: true, spreadDays: 6, claimStyle: 'dashed' });
    const { sheet, hooks } = newSheet({ size: 9.5, font: 'serif', top: 48, bottom: 56 });
    sheet.row([{ text: p.insurer, x: 572, size: 14, font: 'bold', align: 'right' }]);
    sheet.row([{ text: p.insurerAddr.line1, x: 572, size: 8, align: 'right' }]).row([{ text: p.insurerAddr.line2, x: 572, size: 8, align: 'right' }]);
    sheet.row([{ text: `${w.get('phone')} ${p.phone}`, x: 572, size: 8, align: 'right' }], 16);
    sheet.row([{ text: up(p.holder), x: 60 }]).row([{ text: up(p.memberAddr.line1), x: 60 }]).row([{ text: up(p.memberAddr.line2), x: 60 }], 18);
    const totalsFirst = [
      [w.get('billed'), f.money(c.total.billed)],
      [w.get('planPaid'), f.money(c.total.planPaid)],
      [w.get('patient'), f.money(c.total.patient)],
    ] as const;
    sheet.row([{ text: f.date(c.processed), x: 60 }], 8);
    sheet.row([{ text: `Dear ${p.holder},`, x: 60 }], 4);
    paragraph(sheet, `Enclosed is your ${w.get('title').toLowerCase()} for care ${p.member === p.holder ? 'you' : p.member} received. It shows what your plan paid and what you may owe. ${w.get('notBill')}.`, 60, 480, 9.5, 'serif', 8);
    totalsRows(sheet, totalsFirst.map(([l, v], i) => [l, v, i === 2 ? 'bold' : 'serif'] as const), 80, 340, { size: 9.5 });
    sheet.space(10).row([{ text: 'Sincerely,', x: 60 }]).row([{ text: 'Member Services', x: 60, font: 'italic' }]);
    if (!ctx.options.onePage) sheet.newPage();
    else sheet.space(10);
    sheet.row([{ text: w.get('title'), x: 40, size: 13, font: 'bold' }, { text: p.insurer, x: 572, size: 8, align: 'right' }], 6);
    above(
      sheet,
      [
        [w.get('claimNumber'), c.number],
        [w.get('member'), p.member],
        [w.get('statementDate'), f.date(c.processed)],
        [w.get('provider'), p.provider],
        [w.get('network'), w.network(c.inNetwork)],
        [w.get('memberId'), p.memberId],
      ],
      { x: 40, perRow: 3, columnWidth: 180, labelSize: 7.5, labelFont: 'bold', valueFont: 'serif', valueSize: 9, gap: 4 },
    );
    sheet.space(6);
    const rows: Row[] = [...c.lines, totalRow(c, w.get('totals'))];
    table(
      sheet,
      hooks,
      [
        { head: w.get('serviceDate'), x: 40, w: 42, cell: lineText((l) => formatDate(l.date, 'us-slash')) },
        { head: w.get('service'), x: 88, w: 118, cell: lineText((l) => l.description, true) },
        ...amountCols(w, f, ['billed', 'discount', 'allowed', 'deductible', 'copay', 'coinsurance', 'planPaid', 'patient'], [254, 300, 345, 390, 435, 480, 526, 572], { width: 40, size: 7 }),
      ],
      rows,
      { size: 7.5, headSize: 7, font: 'serif', repeat: true, rule: true, rowFont: (row) => (isTotal(row) ? 'bold' : undefined) },
    );
    everyPage(sheet, (page, total) => [{ text: `Page ${page} of ${total}`, x: 306, y: H - 36, size: 7.5, font: 'italic' }]);
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true }), doc: sheet };
  }),

  // A Medicare Advantage plan's monthly notice: period totals, deductible and out-of-pocket meters,
  // then the claim under the provider's name with the Medicare-style columns and note letters.
  fam('advantage-claims-notice', 'heldout', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['abbrev', 'us-slash', 'day-month-abbrev'], ['dollar']);
    const p = partiesOf(ctx, { insurer: 'medicare', provider: rng.pick(['physician', 'lab', 'imaging', 'therapy'] as const), dependent: 0 });
    const c = claimOf(ctx, { services: [...PROF, ...LAB, ...IMAGING, ...THERAPY], first: VISITS, lines: [1, 7], onePageLines: [1, 3], deductible: true, coinsurance: true, inNetwork: 0.85, claimStyle: 'long-digits' });
    const r = new Remarks('letters', w);
    const { sheet, hooks } = newSheet({ size: 8.5, font: 'regular', top: 42, bottom: 56 });
    sheet.row([{ text: p.insurer, x: 40, size: 14, font: 'bold' }, { text: `${w.get('statementDate')}: ${f.date(c.processed)}`, x: 572, align: 'right' }]);
    sheet.row([{ text: `${w.get('title')} for Medicare Advantage members`, x: 40, size: 10 }, { text: `${w.get('memberId')}: ${p.memberId}`, x: 572, align: 'right' }], 8);
    sheet.row([{ text: `${w.get('member')}: ${p.member}`, x: 40, font: 'bold' }], 10);
    sheet.row([{ text: 'Your claims this month', x: 40, size: 10, font: 'bold' }, { text: 'Your plan year so far', x: 330, size: 10, font: 'bold' }], 2);
    const ded = rng.pick([0, 250, 500]);
    const oop = rng.pick([3400, 4900, 6700]);
    columns(
      sheet,
      [
        [{ text: 'Total your providers charged', x: 40 }, { text: f.money(c.total.billed), x: 300, align: 'right' }],
        [{ text: 'Total the plan approved', x: 40 }, { text: f.money(c.total.allowed), x: 300, align: 'right' }],
        [{ text: 'Total the plan paid', x: 40 }, { text: f.money(c.total.planPaid), x: 300, align: 'right' }],
        [{ text: 'Your total share', x: 40, font: 'bold' }, { text: f.money(c.total.patient), x: 300, align: 'right', font: 'bold' }],
      ],
      [
        [{ text: w.get('accDeductible'), x: 330 }, { text: `${f.money(Math.min(ded, rng.int(0, 10) * 25))} of ${f.money(ded)}`, x: 572, align: 'right' }],
        [{ text: w.get('accOop'), x: 330 }, { text: `${f.money(rng.int(2, 40) * 25 + c.total.patient)} of ${f.money(oop)}`, x: 572, align: 'right' }],
      ],
    );
    sheet.space(14).row([{ text: p.provider, x: 40, size: 11, font: 'bold' }], 2);
    sheet.row([{ text: `${w.get('claimNumber')} ${c.number}`, x: 40 }, { text: `${w.get('network')}: ${w.network(c.inNetwork)}`, x: 330 }]);
    sheet.row([{ text: `${w.get('received')} ${f.date(c.received)}`, x: 40 }], 6);
    const rows: Row[] = [...c.lines, totalRow(c, w.get('totals'))];
    table(
      sheet,
      hooks,
      [
        { head: w.get('serviceDate'), x: 40, w: 50, cell: lineText((l) => f.short(l.date)) },
        { head: w.get('service'), x: 100, w: 150, cell: lineText((l) => `${l.description} ${l.code}`, true) },
        { head: w.get('msnCharged'), x: 340, w: 64, align: 'right', cell: (row) => f.money(row.billed) },
        { head: w.get('msnApproved'), x: 410, w: 62, align: 'right', cell: (row) => f.money(row.allowed) },
        { head: w.get('msnPaid'), x: 474, w: 58, align: 'right', cell: (row) => f.money(row.planPaid) },
        { head: w.get('msnMax'), x: 538, w: 58, align: 'right', cell: (row) => f.money(row.patient) },
        { head: 'Notes', x: 546, w: 26, cell: lineText((l) => r.codes(l.reasons.filter((x) => x !== 'discount' && x !== 'overMax'), '')) },
      ],
      rows,
      { size: 8, headSize: 7.5, repeat: true, rule: true, rowFont: (row) => (isTotal(row) ? 'bold' : undefined) },
    );
    keepTogether(sheet, 60, 56);
    sheet.space(10);
    glossary(sheet, w.get('remarkHead'), r.glossary(), { x: 40, width: 520, size: 7.5, codeWidth: 14 });
    if (!ctx.options.onePage) sheet.space(8).row([{ text: w.marketing(), x: 40, size: 7.5, font: 'italic' }]);
    everyPage(sheet, (page, total) => [{ text: `${p.memberId}  -  ${page} of ${total}`, x: 572, y: H - 36, size: 7, align: 'right' }]);
    return { truth: truthOf(c, p, { copay: false, deductible: false, network: true }), doc: sheet };
  }),

  // A line printer's block report in Courier capitals: "LABEL VALUE" lines, each service line as its
  // own block of amounts three to a row, grey '=' separators, CR credits and a totals block.
  fam('greenbar-line-blocks', 'heldout', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['us-2digit', 'us-dot'], ['plain'], ['cr', 'trailing-minus']);
    const p = partiesOf(ctx, { insurer: rng.pick(['administrator', 'regional'] as const), provider: rng.pick(['physician', 'therapy', 'lab'] as const), dependent: 0.4 });
    const c = claimOf(ctx, { services: [...PROF, ...LAB, ...THERAPY], first: [...VISITS, ...THERAPY.slice(0, 1)], lines: [1, 10], onePageLines: [1, 2], copay: true, deductible: true, coinsurance: true, notCovered: true, spreadDays: 10, claimStyle: 'dated' });
    const size = 7.5;
    const cw = 0.6 * size;
    const { sheet, hooks } = newSheet({ size, font: 'mono', top: 40, bottom: 50 });
    const line = (text: string, gap = 0, font: FontName = 'mono') => sheet.row([{ text, x: 36, font }], gap);
    const label = (field: EobField) => up(w.fitting(field, 15 * cw, size, 'mono', 1, true));
    const L = { billed: label('billed'), discount: label('discount'), notCovered: label('notCovered'), allowed: label('allowed'), deductible: label('deductible'), copay: label('copay'), coinsurance: label('coinsurance'), planPaid: label('planPaid'), patient: label('patient') };
    const block = (a: Amounts) => {
      const cell = (l: string, v: string): [string, number][] => [[l, 17], [v, -12], ['', 4]];
      line(fixed([['', 9], ...cell(L.billed, f.money(a.billed)), ...cell(L.discount, f.credit(a.discount)), ...cell(L.notCovered, f.money(a.notCovered))]));
      line(fixed([['', 9], ...cell(L.allowed, f.money(a.allowed)), ...cell(L.deductible, f.money(a.deductible)), ...cell(L.copay, f.money(a.copay))]));
      line(fixed([['', 9], ...cell(L.coinsurance, f.money(a.coinsurance)), ...cell(L.planPaid, f.money(a.planPaid)), ...cell(L.patient, f.money(a.patient))]), 4);
    };
    line(fixed([[up(p.insurer), 60], [up(w.get('title')), -58]]), 0, 'mono-bold');
    line(fixed([[up(`${p.insurerAddr.line1}, ${p.insurerAddr.line2}`), 60], [up(`${w.get('statementDate')} ${f.date(c.processed)}`), -58]]), 6);
    sheet.row([rule(36, 567, size, '=', 'mono')], 2);
    line(`${up(w.get('holder'))}: ${up(p.holder)}`);
    line(fixed([[`${up(w.get('member'))}: ${up(p.member)}`, 58], [`${up(w.get('memberId'))}: ${p.memberId}`, 60]]));
    line(fixed([[`${up(w.get('claimNumber'))}: ${c.number}`, 58], [`${up(w.get('group'))}: ${p.group}`, 60]]));
    line(`${up(w.get('provider'))}: ${up(p.provider)}`);
    line(fixed([[`${up(w.get('network'))}: ${up(w.network(c.inNetwork))}`, 58], [`${up(w.get('received'))}: ${f.date(c.received)}`, 60]]), 2);
    sheet.row([rule(36, 567, size, '=', 'mono')], 4);
    const dateLabel = up(w.get('serviceDate'));
    const codeLabel = up(w.get('code'));
    hooks.page = (s) => s.row([{ text: fixed([[up(p.insurer), 60], [`${c.number} (CONT)`, -58]]), x: 36 }], 6);
    c.lines.forEach((l, i) => {
      keepTogether(sheet, size * 1.55 * 4 + 8, 50);
      line(`LINE ${String(i + 1).padStart(2, '0')}  ${dateLabel} ${f.date(l.date)}   ${codeLabel} ${l.code}   ${up(l.description)}`, 0, 'mono-bold');
      block(l);
    });
    keepTogether(sheet, size * 1.55 * 6 + 20, 50);
    sheet.row([rule(36, 567, size, '=', 'mono')], 2);
    line(up(w.get('totals')), 0, 'mono-bold');
    block(c.total);
    hooks.page = undefined;
    sheet.row([rule(36, 567, size, '=', 'mono')], 4);
    line(`${up(w.get('notBill'))}   ${up(w.get('phone'))} ${p.phone}`);
    everyPage(sheet, (page) => [{ text: `PAGE ${page}`, x: 567, y: H - 34, size, font: 'mono', align: 'right' }]);
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true, caps: true }), doc: sheet };
  }),

  // Landscape grid: member and claim facts as a four-across grid, 9 amounts in typewriter figures
  // with code, from/to and units columns, a payment information strip and a turned COPY stamp.
  fam('landscape-payment-grid', 'heldout', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['us-slash', 'iso'], ['plain'], ['minus', 'trailing-minus']);
    const p = partiesOf(ctx, { insurer: rng.pick(['national', 'administrator'] as const), provider: rng.pick(['physician', 'facility', 'therapy'] as const), dependent: 0.4 });
    const c = claimOf(ctx, { services: [...PROF, ...LAB, ...THERAPY, ...IMAGING], first: [...VISITS, ...THERAPY.slice(0, 1)], lines: [2, 24], onePageLines: [1, 4], copay: true, deductible: true, coinsurance: true, notCovered: true, spreadDays: 12, claimStyle: 'long-digits', units: (s, g) => (s[1] === '97110' || s[1] === '97140' ? g.int(1, 4) : 1) });
    const r = new Remarks('numeric', w);
    const LH = 612;
    const { sheet, hooks } = newSheet({ size: 7, font: 'regular', top: 40, bottom: 44, width: 792, height: LH });
    sheet.row([{ text: p.insurer, x: 40, size: 14, font: 'bold' }, { text: up(w.get('title')), x: 396, size: 11, font: 'bold' }], 6);
    above(
      sheet,
      [
        [w.get('member'), p.member],
        [w.get('memberId'), p.memberId],
        [w.get('group'), p.group],
        [w.get('holder'), p.holder],
        [w.get('claimNumber'), c.number],
        [w.get('provider'), p.provider],
        [w.get('network'), w.network(c.inNetwork)],
        [w.get('statementDate'), f.date(c.processed)],
      ],
      { x: 40, perRow: 4, columnWidth: 178, labelSize: 6.5, valueSize: 8.5, gap: 3 },
    );
    sheet.space(6);
    const rows: Row[] = [...c.lines, totalRow(c, up(w.get('totals')))];
    const xs = [342, 387, 432, 477, 522, 567, 612, 657, 702];
    const amounts = amountCols(w, f, ['billed', 'notCovered', 'discount', 'allowed', 'copay', 'deductible', 'coinsurance', 'planPaid', 'patient'], xs, { width: 42, size: 6.5 }).map((col) => ({ ...col, font: 'mono' as const }));
    table(
      sheet,
      hooks,
      [
        { head: w.get('code'), x: 40, w: 32, cell: lineText((l) => l.code) },
        { head: w.get('service'), x: 76, w: 124, cell: lineText((l) => l.description, true) },
        { head: 'From', x: 206, w: 40, cell: lineText((l) => f.short(l.date)) },
        { head: 'To', x: 254, w: 40, cell: lineText((l) => f.short(l.date)) },
        { head: 'Units', x: 300, w: 22, align: 'right', cell: lineText((l) => String(l.units)) },
        ...amounts,
        { head: w.get('remarks'), x: 710, w: 42, cell: lineText((l) => r.codes(l.reasons.slice(0, 2))) },
      ],
      rows,
      { size: 7, headSize: 6.5, repeat: true, rule: true, rowFont: (row) => (isTotal(row) ? 'mono-bold' : undefined), banner: (s) => s.row([{ text: `${p.insurer}  ${c.number}`, x: 40, size: 7, font: 'bold' }], 4) },
    );
    keepTogether(sheet, 80, 44, LH);
    sheet.space(10).row([{ text: 'PAYMENT INFORMATION', x: 40, size: 8, font: 'bold' }], 2);
    sheet.row([
      { text: `${w.get('paidTo')}: ${p.provider}`, x: 40 },
      { text: `${w.get('checkNumber')}: ${rng.digits(11)}`, x: 330 },
      { text: `${f.date(c.processed)}`, x: 520 },
      { text: f.money(c.total.planPaid), x: 702, align: 'right', font: 'mono-bold' },
    ], 8);
    glossary(sheet, up(w.get('remarkHead')), r.glossary(), { x: 40, width: 700, size: 6.5 });
    everyPage(sheet, (page, total) => [{ text: `${w.get('claimNumber')} ${c.number}    PAGE ${page} OF ${total}`, x: 752, y: 20, size: 7, align: 'right' }]);
    stamp(sheet, 'COPY', 560, 430, { size: 40, rotate: 15, grey: 0.85 });
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true }), doc: sheet };
  }),

  // Several claims for one member: an index of the claims up front, then each claim in its own
  // section under its number (later claims on new pages); the truth is the first claim.
  fam('claims-index-statement', 'heldout', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['us-short', 'us-slash'], ['dollar', 'plain'], ['parens']);
    const p = partiesOf(ctx, { insurer: rng.pick(['regional', 'national'] as const), provider: 'physician', dependent: 0.3 });
    const spec: ClaimSpec = { services: [...PROF, ...LAB, ...IMAGING], first: VISITS, lines: [1, 6], onePageLines: [1, 1], copay: true, deductible: true, coinsurance: true, notCovered: true, claimStyle: 'alnum' };
    const first = claimOf(ctx, spec);
    const more = Array.from({ length: ctx.options.onePage ? 1 : rng.int(1, 2) }, () => claimOf({ ...ctx, options: { ...ctx.options, eob: { serviceDate: addDays(first.serviceDate, rng.int(-25, 5)) } } }, { ...spec, first: undefined }));
    const statement = ctx.options.eob?.statementDate ?? [first, ...more].map((c) => c.processed).sort().at(-1) ?? first.processed;
    const claims = [
      { c: { ...first, processed: statement }, provider: p.provider },
      ...more.map((c) => ({ c: { ...c, processed: statement }, provider: providerName(rng, ctx.split, rng.pick(['lab', 'imaging', 'physician'] as const)) })),
    ];
    const L = { claim: w.get('claimNumber'), provider: w.get('provider'), date: w.get('serviceDate'), patient: w.get('patient'), network: w.get('network'), received: w.get('received'), service: w.get('service'), totals: w.get('totals') };
    const { sheet, hooks } = newSheet({ size: 8.5, font: 'regular', top: 44, bottom: 56 });
    sheet.row([{ text: p.insurer, x: 40, size: 15, font: 'bold' }, { text: `${w.get('statementDate')} ${f.date(statement)}`, x: 572, align: 'right' }]);
    sheet.row([{ text: w.get('title'), x: 40, size: 10 }, { text: w.get('notBill'), x: 572, font: 'bold', size: 8, align: 'right' }], 8);
    sheet.row([{ text: `${w.get('member')} ${p.member}`, x: 40, font: 'bold' }, { text: `${w.get('memberId')} ${p.memberId}`, x: 330 }], 10);
    sheet.row([{ text: 'Claims in this statement', x: 40, size: 10, font: 'bold' }], 2);
    table(
      sheet,
      hooks,
      [
        { head: L.claim, x: 40, w: 110, cell: (x: (typeof claims)[number]) => x.c.number },
        { head: L.provider, x: 160, w: 200, cell: (x) => x.provider },
        { head: L.date, x: 400, w: 60, cell: (x) => f.date(x.c.serviceDate) },
        { head: L.patient, x: 572, w: 90, align: 'right', cell: (x) => f.money(x.c.total.patient) },
      ],
      claims,
      { size: 8, headSize: 7.5, rule: true },
    );
    claims.forEach(({ c, provider }, i) => {
      if (i > 0 && !ctx.options.onePage) sheet.newPage();
      sheet.space(12).row([rule(40, 572, 8, '=')], -2);
      sheet.row([{ text: `${up(L.claim)}: ${c.number}`, x: 40, size: 11, font: 'bold' }], 4);
      above(
        sheet,
        [
          [L.provider, provider],
          [L.network, w.network(c.inNetwork)],
          [L.received, f.date(c.received)],
        ],
        { x: 40, perRow: 3, columnWidth: 200, labelSize: 7, valueSize: 8.5, gap: 4 },
      );
      const rows: Row[] = [...c.lines, totalRow(c, L.totals)];
      table(
        sheet,
        hooks,
        [
          { head: L.date, x: 40, w: 40, cell: lineText((l) => f.short(l.date)) },
          { head: L.service, x: 86, w: 130, cell: lineText((l) => l.description, true) },
          ...amountCols(w, f, ['billed', 'notCovered', 'allowed', 'copay', 'deductible', 'coinsurance', 'planPaid', 'patient'], [264, 308, 352, 396, 440, 484, 528, 572], { width: 40, size: 7 }),
        ],
        rows,
        { size: 7.5, headSize: 7, repeat: true, rule: true, rowFont: (row) => (isTotal(row) ? 'bold' : undefined), banner: (s) => s.row([{ text: `${L.claim} ${c.number} (continued)`, x: 40, font: 'bold' }], 4) },
      );
    });
    everyPage(sheet, (page, total) => [{ text: `${p.member}  -  ${page}/${total}`, x: 572, y: H - 36, size: 7, align: 'right' }]);
    const c = claims[0]?.c ?? first;
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true }), doc: sheet };
  }),

  // A dental PPO statement: facts in a grid of labels above values, a PPO discount column, the
  // plan's percentage and a benefits summary (annual maximum, used, remaining, orthodontic maximum).
  fam('dental-ppo-grid', 'heldout', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['us-slash', 'abbrev'], ['dollar', 'plain'], ['parens', 'minus']);
    const p = partiesOf(ctx, { insurer: 'dental', provider: 'dental', dependent: 0.6 });
    const c = claimOf(ctx, { services: DENTAL, first: DENTAL.slice(0, 3), lines: [1, 9], onePageLines: [1, 4], deductible: true, inNetwork: 0.85, claimStyle: 'dated' });
    const tooth = (l: Line) => (/^D(2|3|7|1351)/.test(l.code) ? `#${1 + Math.floor(hash01(`${c.number}/${l.code}/${l.date}`) * 32)}` : '');
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 44, bottom: 56 });
    sheet.row([{ text: p.insurer, x: 40, size: 15, font: 'bold' }, { text: `${w.get('phone')} ${p.phone}`, x: 572, size: 8, align: 'right' }]);
    sheet.row([{ text: w.get('title'), x: 40, size: 11 }, { text: w.get('notBill'), x: 572, size: 8, font: 'italic', align: 'right' }], 10);
    above(
      sheet,
      [
        [w.get('holder'), p.holder],
        [w.get('member'), p.member],
        [w.get('memberId'), p.memberId],
        [w.get('claimNumber'), c.number],
        [w.get('statementDate'), f.date(c.processed)],
        [w.get('network'), w.network(c.inNetwork)],
        [w.get('provider'), p.provider],
        [w.get('received'), f.date(c.received)],
        [w.get('group'), p.group],
      ],
      { x: 40, perRow: 3, columnWidth: 180, labelSize: 7, valueSize: 8.5, gap: 4 },
    );
    sheet.space(6);
    const rows: Row[] = [...c.lines, totalRow(c, w.get('totals'))];
    table(
      sheet,
      hooks,
      [
        { head: w.get('serviceDate'), x: 40, w: 42, cell: lineText((l) => f.short(l.date)) },
        { head: w.get('tooth'), x: 86, w: 24, cell: lineText(tooth) },
        { head: w.get('code'), x: 112, w: 32, cell: lineText((l) => l.code) },
        { head: w.get('service'), x: 146, w: 106, cell: lineText((l) => l.description, true) },
        ...amountCols(w, f, ['billed', 'discount', 'allowed', 'deductible'], [300, 346, 392, 434], { width: 42, size: 6.5 }),
        { head: w.fitting('dentalPercent', 28, 6.5, 'bold'), x: 466, w: 28, align: 'right', cell: lineText((l) => `${Math.round(l.share * 100)}%`) },
        ...amountCols(w, f, ['planPaid', 'patient'], [520, 572], { width: 46, size: 6.5 }),
      ],
      rows,
      { size: 7.5, headSize: 6.5, repeat: true, rule: true, rowFont: (row) => (isTotal(row) ? 'bold' : undefined) },
    );
    keepTogether(sheet, 80, 56);
    const max = rng.pick([1000, 1250, 1500, 2000]);
    const used = Math.min(max, rng.int(0, 6) * 100 + c.total.planPaid);
    sheet.space(12).row([{ text: 'Benefits Summary', x: 40, size: 9, font: 'bold' }], 2);
    totalsRows(
      sheet,
      [
        [w.get('annualMax'), f.money(max), 'regular'],
        ['Benefits used this year', f.money(used), 'regular'],
        ['Remaining', f.money(Math.round((max - used) * 100) / 100), 'regular'],
        ['Orthodontic lifetime maximum', f.money(rng.pick([1000, 1500, 2000])), 'regular'],
      ],
      40,
      300,
    );
    if (!ctx.options.onePage) sheet.space(8).row([{ text: w.marketing(), x: 40, size: 7, font: 'italic' }]);
    everyPage(sheet, (page, total) => [{ text: `${page}/${total}`, x: 572, y: H - 36, size: 7, align: 'right' }]);
    return { truth: truthOf(c, p, { copay: false, deductible: true, network: true }), doc: sheet };
  }),

  // "At a glance" with one large figure, then the arithmetic as a waterfall (billed, minus savings,
  // equals allowed, minus plan paid, equals your share), the share's parts, and the claim details.
  fam('waterfall-at-a-glance', 'heldout', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['long', 'us-short'], ['dollar'], ['positive']);
    const p = partiesOf(ctx, { insurer: rng.pick(['national', 'regional'] as const), provider: rng.pick(['physician', 'imaging', 'emergency', 'lab'] as const) });
    const c = claimOf(ctx, { services: [...VISITS, ...IMAGING, ...EMERGENCY, ...LAB], lines: [1, 3], onePageLines: [1, 2], copay: true, deductible: true, coinsurance: true, claimStyle: rng.pick(['prefixed', 'icn'] as const) });
    const { sheet } = newSheet({ size: 10, font: 'regular', top: 44, bottom: 50 });
    sheet.row([{ text: p.insurer, x: 50, size: 14, font: 'bold' }, { text: w.get('title'), x: 562, size: 9, align: 'right' }], 14);
    sheet.row([{ text: w.get('glance'), x: 50, size: 12, font: 'bold' }], 4);
    const L = { billed: w.get('billed'), discount: w.get('discount'), allowed: w.get('allowed'), planPaid: w.get('planPaid'), patient: w.get('patient') };
    sheet.row([{ text: L.patient, x: 50, size: 10 }]);
    sheet.row([{ text: f.money(c.total.patient), x: 50, size: 24, font: 'bold' }], 4);
    sheet.row([{ text: w.get('notBill'), x: 50, size: 8, font: 'italic' }], 14);
    const step = (op: string, label: string, value: string, font: FontName = 'regular') => sheet.row([{ text: op, x: 60, font: 'bold' }, { text: label, x: 80, font }, { text: value, x: 380, align: 'right', font }], 2);
    step('', L.billed, f.money(c.total.billed));
    step('-', L.discount, f.money(c.total.discount));
    sheet.row([rule(80, 380, 8)], -2);
    step('=', L.allowed, f.money(c.total.allowed), 'bold');
    step('-', L.planPaid, f.money(c.total.planPaid));
    sheet.row([rule(80, 380, 8)], -2);
    step('=', L.patient, f.money(c.total.patient), 'bold');
    sheet.space(6).row([{ text: 'Your share is made up of:', x: 80, size: 9, font: 'italic' }]);
    totalsRows(
      sheet,
      [
        [w.get('deductible'), f.money(c.total.deductible), 'regular'],
        [w.get('copay'), f.money(c.total.copay), 'regular'],
        [w.get('coinsurance'), f.money(c.total.coinsurance), 'regular'],
      ],
      96,
      380,
      { size: 9 },
    );
    sheet.space(16).row([{ text: 'Claim details', x: 50, size: 11, font: 'bold' }], 4);
    above(
      sheet,
      [
        [w.get('member'), p.member],
        [w.get('claimNumber'), c.number],
        [w.get('statementDate'), f.date(c.processed)],
        [w.get('provider'), p.provider],
        [w.get('network'), w.network(c.inNetwork)],
        [w.get('memberId'), p.memberId],
      ],
      { x: 50, perRow: 2, columnWidth: 260, labelSize: 7.5, valueSize: 9.5, gap: 6 },
    );
    sheet.row([{ text: w.get('service'), x: 50, size: 7.5, font: 'bold' }]);
    for (const l of c.lines) sheet.row([{ text: f.date(l.date), x: 50, size: 9 }, { text: l.description, x: 200, size: 9 }, { text: f.money(l.billed), x: 562, size: 9, align: 'right' }]);
    sheet.space(14).row([{ text: `${w.get('phone')} ${p.phone}`, x: 50, size: 8 }]);
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true }), doc: sheet };
  }),

  // A phone screen printed to PDF: a narrow page of stacked cards, grey labels above values, a costs
  // card and service cards; long claims run to several short pages.
  fam('mobile-app-print', 'heldout', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['abbrev', 'us-short'], ['dollar'], ['minus']);
    const p = partiesOf(ctx, { insurer: rng.pick(['national', 'regional'] as const), provider: rng.pick(['physician', 'lab', 'therapy', 'imaging'] as const) });
    const c = claimOf(ctx, { services: [...PROF, ...LAB, ...THERAPY, ...IMAGING], first: VISITS, lines: [1, 8], onePageLines: [1, 2], copay: true, deductible: true, coinsurance: true, spreadDays: 3, claimStyle: 'prefixed' });
    const PW = 360;
    const PH = 640;
    const { sheet } = newSheet({ size: 9, font: 'regular', top: 36, bottom: 36, width: PW, height: PH });
    const R = PW - 24;
    sheet.row([{ text: p.insurer, x: 24, size: 10, font: 'bold' }], 6);
    sheet.row([{ text: 'Claim', x: 24, size: 16, font: 'bold' }, { text: 'Finalized', x: R, size: 8, font: 'bold', align: 'right', grey: 0.35 }], 6);
    const item = (label: string, value: string) => {
      sheet.row([{ text: label, x: 24, size: 7, grey: 0.45 }]);
      sheet.row([{ text: value, x: 24, size: 9.5 }], 3);
    };
    item(w.get('member'), p.member);
    item(w.get('claimNumber'), c.number);
    item(w.get('provider'), p.provider);
    item(w.get('network'), w.network(c.inNetwork));
    item(w.get('serviceDate'), f.date(c.serviceDate));
    item(w.get('statementDate'), f.date(c.processed));
    sheet.space(6).row([rule(24, R, 8)], 2);
    sheet.row([{ text: 'Costs', x: 24, size: 12, font: 'bold' }], 2);
    const cost = (label: string, value: string, font: FontName = 'regular') => sheet.row([{ text: label, x: 24, font }, { text: value, x: R, align: 'right', font }], 2);
    cost(w.get('billed'), f.money(c.total.billed));
    cost(w.get('discount'), f.credit(c.total.discount));
    cost(w.get('allowed'), f.money(c.total.allowed));
    cost(w.get('deductible'), f.money(c.total.deductible));
    cost(w.get('copay'), f.money(c.total.copay));
    cost(w.get('coinsurance'), f.money(c.total.coinsurance));
    cost(w.get('planPaid'), f.money(c.total.planPaid));
    cost(w.get('patient'), f.money(c.total.patient), 'bold');
    sheet.space(6).row([rule(24, R, 8)], 2);
    sheet.row([{ text: `${w.get('service')} (${c.lines.length})`, x: 24, size: 12, font: 'bold' }], 2);
    const billed = w.get('billed');
    const owe = w.get('patient');
    for (const l of c.lines) {
      keepTogether(sheet, 44, 36, PH);
      sheet.row([{ text: l.description, x: 24, font: 'bold' }]);
      sheet.row([{ text: `${f.date(l.date)} - ${l.code}`, x: 24, size: 7.5, grey: 0.45 }]);
      sheet.row([{ text: `${billed} ${f.money(l.billed)}`, x: 24, size: 8 }, { text: `${owe} ${f.money(l.patient)}`, x: R, size: 8, align: 'right' }], 6);
    }
    everyPage(sheet, (page, total) => [{ text: `${page}/${total}`, x: PW / 2, y: PH - 22, size: 7 }]);
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true }), doc: sheet };
  }),

  // Times Roman with dot leaders between labels and values, and the network status printed per
  // service line in a status column.
  fam('dot-leader-serif', 'heldout', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['us-slash', 'long', 'us-dot'], ['dollar', 'plain'], ['positive']);
    const p = partiesOf(ctx, { insurer: rng.pick(['regional', 'administrator'] as const), provider: rng.pick(['physician', 'therapy'] as const), dependent: 0.3 });
    const c = claimOf(ctx, { services: [...PROF, ...THERAPY, ...BEHAVIORAL], first: [...VISITS, ...BEHAVIORAL], lines: [1, 8], onePageLines: [1, 3], copay: true, deductible: true, coinsurance: true, spreadDays: 14, claimStyle: 'short' });
    const status = w.networkFitting(c.inNetwork, 64, 7.5, 'serif');
    const { sheet, hooks } = newSheet({ size: 9.5, font: 'serif', top: 50, bottom: 56 });
    sheet.row([{ text: p.insurer, x: 50, size: 15, font: 'bold' }]);
    sheet.row([{ text: w.get('title'), x: 50, size: 11, font: 'italic' }], 12);
    const leader = (label: string, value: string) => {
      const end = 50 + cellWidth(label, 9.5, 'serif') + 4;
      sheet.row([{ text: label, x: 50 }, rule(end, 226, 9.5, '.', 'serif'), { text: value, x: 232 }]);
    };
    leader(w.get('member'), p.member);
    leader(w.get('memberId'), p.memberId);
    leader(w.get('claimNumber'), c.number);
    leader(w.get('provider'), p.provider);
    leader(w.get('statementDate'), f.date(c.processed));
    leader(w.get('received'), f.date(c.received));
    sheet.space(12);
    const rows: Row[] = [...c.lines, totalRow(c, w.get('totals'))];
    table(
      sheet,
      hooks,
      [
        { head: w.get('serviceDate'), x: 50, w: 44, cell: lineText((l) => formatDate(l.date, 'us-slash')) },
        { head: w.get('service'), x: 98, w: 108, cell: lineText((l) => l.description, true) },
        { head: w.get('network'), x: 212, w: 64, cell: lineText(() => status) },
        ...amountCols(w, f, ['billed', 'allowed', 'copay', 'deductible', 'coinsurance', 'planPaid', 'patient'], [324, 366, 405, 446, 488, 528, 568], { width: 38, size: 7, font: 'bold' }),
      ],
      rows,
      { size: 7.5, headSize: 7, font: 'serif', repeat: true, rule: true, ruleChar: '_', rowFont: (row) => (isTotal(row) ? 'bold' : undefined) },
    );
    keepTogether(sheet, 40, 56);
    sheet.space(12).row([{ text: up(w.get('notBill')), x: 50, font: 'bold', size: 9 }]);
    sheet.row([{ text: `${w.get('phone')} ${p.phone}`, x: 50, size: 8.5 }]);
    everyPage(sheet, (page, total) => [{ text: `- ${page} of ${total} -`, x: 280, y: H - 36, size: 8, font: 'italic' }]);
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true }), doc: sheet };
  }),

  // Capitals throughout, no network column: each service line is followed by its codes, and the
  // network status is only told by a code explained at the end.
  fam('remark-codes-caps', 'heldout', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['us-2digit', 'day-month-abbrev'], ['plain'], ['cr', 'parens']);
    const p = partiesOf(ctx, { insurer: 'national', provider: rng.pick(['physician', 'emergency', 'imaging'] as const), dependent: 0.3 });
    const c = claimOf(ctx, { services: [...PROF, ...EMERGENCY, ...IMAGING, ...LAB], first: rng.bool(0.5) ? EMERGENCY : VISITS, lines: [1, 8], onePageLines: [1, 3], copay: true, deductible: true, coinsurance: true, claimStyle: 'alnum' });
    const r = new Remarks('alpha3', w);
    const firstLine = c.lines[0];
    if (firstLine) firstLine.reasons.push(c.inNetwork ? 'inNetwork' : 'outNetwork');
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 44, bottom: 56 });
    sheet.row([{ text: up(p.insurer), x: 40, size: 14, font: 'bold' }, { text: up(w.get('title')), x: 572, size: 9, font: 'bold', align: 'right' }]);
    sheet.row([{ text: up(`${p.insurerAddr.line1}  ${p.insurerAddr.line2}`), x: 40, size: 7 }, { text: up(`${w.get('phone')} ${p.phone}`), x: 572, size: 7, align: 'right' }], 10);
    columns(
      sheet,
      factRows([[w.get('member'), p.member], [w.get('holder'), p.holder], [w.get('provider'), p.provider]], 40, { caps: true, size: 7.5 }),
      factRows([[w.get('claimNumber'), c.number], [w.get('statementDate'), f.date(c.processed)], [w.get('memberId'), p.memberId]], 350, { caps: true, size: 7.5 }),
    );
    sheet.space(10);
    const cols: Col<Row>[] = [
      { head: w.get('serviceDate'), x: 40, w: 42, cell: lineText((l) => f.short(l.date)) },
      { head: w.get('service'), x: 88, w: 136, cell: lineText((l) => up(l.description), true) },
      ...amountCols(w, f, ['billed', 'discount', 'allowed', 'deductible', 'copay', 'coinsurance', 'planPaid', 'patient'], [271, 314, 357, 400, 443, 486, 529, 572], { width: 38, size: 6.5, caps: true }),
    ];
    const rows: Row[] = c.lines.flatMap((l): Row[] => [l]);
    table(sheet, hooks, cols, [], { size: 7.5, headSize: 6.5, caps: true, rule: true });
    hooks.page = (s) => s.row([{ text: up(`${w.get('claimNumber')} ${c.number} CONTINUED`), x: 40, size: 7.5, font: 'bold' }], 4);
    for (const row of rows) {
      keepTogether(sheet, 24, 56);
      sheet.row(cols.map((col): Cell => ({ text: col.cell(row), x: col.x, align: col.align, size: 7 })).filter((cell) => cell.text !== ''));
      if (!isTotal(row)) sheet.row([{ text: `CODES: ${r.codes(row.reasons, ', ')}`, x: 88, size: 6.5, font: 'italic' }], 2);
    }
    hooks.page = undefined;
    const total = totalRow(c, up(w.get('totals')));
    sheet.row(cols.map((col): Cell => ({ text: col.cell(total), x: col.x, align: col.align, size: 7, font: 'bold' })).filter((cell) => cell.text !== ''), 10);
    keepTogether(sheet, 90, 56);
    glossary(sheet, up(w.get('remarkHead')), r.glossary().map(([code, text]) => [code, up(text)]), { x: 40, width: 520, size: 6.5, codeWidth: 26 });
    sheet.space(8).row([{ text: up(w.get('notBill')), x: 40, size: 8, font: 'bold' }]);
    everyPage(sheet, (page, total) => [{ text: `PAGE ${page} OF ${total}`, x: 572, y: H - 36, size: 7, align: 'right' }]);
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true, caps: true }), doc: sheet };
  }),

  // A reprinted lab EOB in Times capitals: a turned REPRINT stamp, a barcode and a reprint date
  // beside the processing date, test lines by code and a patient balance (no copay).
  fam('lab-reprint-serif', 'heldout', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['us-slash', 'upper-abbrev'], ['dollar', 'plain'], ['minus', 'parens']);
    const p = partiesOf(ctx, { insurer: rng.pick(['national', 'regional'] as const), provider: 'lab', dependent: 0.4 });
    const c = claimOf(ctx, { services: LAB, lines: [3, 30], onePageLines: [1, 4], deductible: true, coinsurance: true, claimStyle: 'long-digits' });
    const { sheet, hooks } = newSheet({ size: 8, font: 'serif', top: 44, bottom: 56 });
    sheet.row([{ text: bars(rng, 36), x: 572, size: 9, font: 'mono', align: 'right' }], 2);
    sheet.row([{ text: up(p.insurer), x: 40, size: 14, font: 'bold' }, { text: `DATE REPRINTED ${f.date(addDays(c.processed, rng.int(20, 200)))}`, x: 572, size: 7.5, align: 'right' }]);
    sheet.row([{ text: up(w.get('title')), x: 40, size: 10 }, { text: up(`${w.get('statementDate')} ${f.date(c.processed)}`), x: 572, size: 7.5, align: 'right' }], 10);
    columns(
      sheet,
      factRows([[w.get('member'), p.member], [w.get('holder'), p.holder], [w.get('claimNumber'), c.number]], 40, { caps: true, size: 7.5 }),
      factRows([[w.get('provider'), p.provider], [w.get('network'), w.network(c.inNetwork)], [w.get('memberId'), p.memberId]], 310, { caps: true, size: 7.5 }),
    );
    sheet.space(10);
    const rows: Row[] = [...c.lines, totalRow(c, up(w.get('totals')))];
    table(
      sheet,
      hooks,
      [
        { head: w.get('serviceDate'), x: 40, w: 42, cell: lineText((l) => f.short(l.date)) },
        { head: w.get('code'), x: 92, w: 30, cell: lineText((l) => l.code) },
        { head: w.get('service'), x: 126, w: 130, cell: lineText((l) => up(l.description), true) },
        ...amountCols(w, f, ['billed', 'discount', 'allowed', 'deductible', 'coinsurance', 'planPaid', 'patient'], [302, 347, 392, 437, 482, 527, 572], { width: 42, size: 6.5, font: 'bold', caps: true }),
      ],
      rows,
      { size: 7.5, headSize: 6.5, caps: true, font: 'serif', repeat: true, rule: true, rowFont: (row) => (isTotal(row) ? 'bold' : undefined) },
    );
    sheet.space(8).row([{ text: up(w.get('notBill')), x: 40, size: 8, font: 'bold' }]);
    everyPage(sheet, (page, total) => [
      { text: `${up(w.get('claimNumber'))} ${c.number}`, x: 40, y: H - 36, size: 7, font: 'serif' },
      { text: `PAGE ${page} OF ${total}`, x: 572, y: H - 36, size: 7, align: 'right', font: 'serif' },
    ]);
    stamp(sheet, 'REPRINT', 330, 180, { size: 44, rotate: 25, grey: 0.82 });
    return { truth: truthOf(c, p, { copay: false, deductible: true, network: true, caps: true }), doc: sheet };
  }),

  // An ambulance transport billed from another state: a host plan named in a note (a distractor
  // insurer), pick-up and destination, mileage units, and amounts over the maximum the member owes.
  fam('ambulance-host-plan', 'heldout', (ctx) => {
    const { rng, w } = ctx;
    const f = fmt(rng, ['us-slash', 'abbrev'], ['dollar', 'dollar-nocomma'], ['minus', 'parens']);
    const p = partiesOf(ctx, { insurer: 'regional', provider: 'ambulance', dependent: 0.3 });
    const c = claimOf(ctx, {
      services: [MILEAGE],
      first: AMBULANCE,
      lines: [2, 2],
      onePageLines: [2, 2],
      deductible: true,
      coinsurance: true,
      notCovered: true,
      inNetwork: 0.35,
      claimStyle: 'icn',
      units: (s, g) => (s[1] === 'A0425' ? g.int(3, 38) : 1),
    });
    const host = `${rng.pick(INSURER_STEMS[ctx.split].filter((stem) => !p.insurer.startsWith(stem)))} ${rng.pick(INSURER_SUFFIXES.regional[ctx.split])}`;
    const [city, state] = rng.pick(EOB_CITIES);
    const { sheet, hooks } = newSheet({ size: 8.5, font: 'regular', top: 44, bottom: 56 });
    sheet.row([{ text: p.insurer, x: 40, size: 15, font: 'bold' }, { text: w.get('title'), x: 572, size: 10, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `${p.insurerAddr.line1}, ${p.insurerAddr.line2}`, x: 40, size: 7.5 }, { text: `${w.get('phone')} ${p.phone}`, x: 572, size: 7.5, align: 'right' }], 12);
    columns(
      sheet,
      factRows([[w.get('member'), p.member], [w.get('memberId'), p.memberId], [w.get('provider'), p.provider], [w.get('network'), w.network(c.inNetwork)]], 40, {}),
      factRows([[w.get('claimNumber'), c.number], [w.get('statementDate'), f.date(c.processed)], [w.get('received'), f.date(c.received)]], 330, {}),
    );
    sheet.space(8).row([{ text: `This claim was processed through ${host}, the health plan in ${state} where you received care.`, x: 40, size: 7.5, font: 'italic' }], 6);
    sheet.row([{ text: 'Pick-up:', x: 40, font: 'bold' }, { text: `${rng.int(10, 9899)} ${rng.pick(['Route 9', 'Highway 12', 'County Road 40', 'Interstate 80 mile 212'])}, ${city}, ${state}`, x: 100 }]);
    sheet.row([{ text: 'Destination:', x: 40, font: 'bold' }, { text: `${rng.pick(PROVIDER_STEMS[ctx.split])} Medical Center, ${city}, ${state}`, x: 100 }], 10);
    const rows: Row[] = [...c.lines, totalRow(c, w.get('totals'))];
    table(
      sheet,
      hooks,
      [
        { head: w.get('serviceDate'), x: 40, w: 42, cell: lineText((l) => f.short(l.date)) },
        { head: w.get('code'), x: 88, w: 32, cell: lineText((l) => l.code) },
        { head: w.get('service'), x: 124, w: 110, cell: lineText((l) => l.description, true) },
        { head: 'Units', x: 262, w: 24, align: 'right', cell: lineText((l) => String(l.units)) },
        ...amountCols(w, f, ['billed', 'notCovered', 'allowed', 'deductible', 'coinsurance', 'planPaid', 'patient'], [310, 354, 398, 442, 486, 529, 572], { width: 40, size: 6.5 }),
      ],
      rows,
      { size: 7.5, headSize: 6.5, repeat: true, rule: true, rowFont: (row) => (isTotal(row) ? 'bold' : undefined) },
    );
    sheet.space(10);
    paragraph(
      sheet,
      c.inNetwork
        ? 'Your ambulance provider participates with the host plan and accepted the allowed amount as payment in full, less your share.'
        : 'Your ambulance provider does not participate with the host plan. Charges above the allowed amount are your responsibility and may be billed to you.',
      40,
      520,
      8,
      'italic',
      8,
    );
    sheet.row([{ text: w.get('notBill'), x: 40, font: 'bold' }]);
    if (!ctx.options.onePage) sheet.row([{ text: w.marketing(), x: 40, size: 7.5 }]);
    return { truth: truthOf(c, p, { copay: false, deductible: true, network: true }), doc: sheet };
  }),
];

// Fresh held-out families ----------------------------------------------------------------------
// Five more held-out families, each with its wording written in the family itself (none of it from
// the shared pools): an ACA marketplace plan's notice naming its metal tier, an anesthesia claim
// priced by base and time units, an out-of-network claim's notice warning that the provider may bill
// the difference, a preventive checkup the plan paid in full and a hospital outpatient facility claim
// listed by revenue code.

/** Provider name stems of the fresh held-out families (each family names its insurers itself). */
const FRESH_STEMS = ['Quillback', 'Pennyroyal', 'Saddlebrook', 'Galloway Ridge', 'Aspen Fork', 'Wintergreen', 'Fallbrook Valley', 'Chestnut Ridge', 'Westhollow', 'Linden Grove', 'Sycamore Bend', 'Thornbury', 'Kingsbury Park', 'Dunmore Heights'];

/** A fresh held-out family's own labels, written in the family: one choice per field (no pool label is drawn, so none is recorded). */
function inlineWords<K extends string>(ctx: Ctx, words: Record<K, readonly string[]>): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const field of Object.keys(words) as K[]) out[field] = ctx.rng.pick(words[field]);
  return out;
}

/** A service line priced by a family of its own, amounts in cents. */
type Priced = { date: string; code: string; description: string; units: number; billed: number; discount: number; notCovered: number; deductible: number; copay: number; coinsurance: number; reasons: RemarkReason[] };

/** Billed cents of the lines, spread over a paired billed total when one is given (in proportion, the rounding on the first line). */
function pairedBilled(ctx: Ctx, billed: readonly number[]): number[] {
  const target = ctx.options.eob?.amountBilled;
  if (target === undefined || billed.length === 0) return [...billed];
  const want = cents(target);
  const sum = billed.reduce((s, b) => s + b, 0);
  const out = billed.map((b) => Math.max(1, Math.floor((b * want) / sum)));
  out[0] = (out[0] ?? 0) + want - out.reduce((s, b) => s + b, 0);
  return out;
}

/** A claim of lines priced in cents: the amounts in dollars, the totals to the cent, the notice's dates and number. */
function pricedClaim(ctx: Ctx, priced: readonly Priced[], o: { inNetwork: boolean; claimStyle: ClaimStyle; share?: number }): Claim {
  const { rng } = ctx;
  const eob = ctx.options.eob ?? {};
  const lines = priced.map((p): Line => {
    const allowed = p.billed - p.discount - p.notCovered;
    const planPaid = allowed - p.deductible - p.copay - p.coinsurance;
    return {
      date: p.date,
      code: p.code,
      description: p.description,
      units: p.units,
      share: o.share ?? 1,
      reasons: p.reasons,
      billed: p.billed / 100,
      discount: p.discount / 100,
      notCovered: p.notCovered / 100,
      allowed: allowed / 100,
      deductible: p.deductible / 100,
      copay: p.copay / 100,
      coinsurance: p.coinsurance / 100,
      planPaid: planPaid / 100,
      patient: (p.deductible + p.copay + p.coinsurance + p.notCovered) / 100,
    };
  });
  const total = Object.fromEntries(AMOUNT_KEYS.map((k) => [k, lines.reduce((s, l) => s + cents(l[k]), 0) / 100])) as Amounts;
  const first = lines[0]?.date ?? eob.serviceDate ?? '2025-01-02';
  const serviceDate = lines.reduce((min, l) => (l.date < min ? l.date : min), first);
  const lastDate = lines.reduce((last, l) => (l.date > last ? l.date : last), first);
  const received = addDays(lastDate, rng.int(2, 9));
  const processed = eob.statementDate && eob.statementDate >= lastDate ? eob.statementDate : addDays(received, rng.int(4, 30));
  return { lines, total, inNetwork: o.inNetwork, serviceDate, lastDate, received: received < processed ? received : lastDate, processed, number: eob.claimNumber ?? claimNumberOf(rng, o.claimStyle, processed) };
}

/** A text progress bar: `filled` of `width` marks. */
const meter = (part: number, whole: number, width = 20): string => {
  const filled = whole > 0 ? Math.max(0, Math.min(width, Math.round((part / whole) * width))) : width;
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
};

/** The two-letter state of an address's second line ("Madison, WI 53703"). */
const stateOf = (addr: Addr): string => /, ([A-Z]{2}) \d/.exec(addr.line2)?.[1] ?? '';

const heldoutFamiliesFresh: FamilyDef[] = [
  // An ACA marketplace (exchange) plan: an individual and family plan bought through HealthCare.gov
  // or a state exchange, the plan's name with its metal tier (and cost-sharing reduction variant),
  // one claim's lines in a table, the member's share in a box, the plan year's deductible and
  // out-of-pocket progress, and a second page about premium tax credits, appeals and language help.
  fam('marketplace-plan-eob', 'heldout', (ctx) => {
    const { rng, options } = ctx;
    const eob = options.eob ?? {};
    const L = inlineWords(ctx, {
      title: ['Your Explanation of Benefits (EOB)', 'Explanation of Benefits for Marketplace Members'],
      notBill: ['This is not a bill. Keep this notice for your records.', 'THIS IS NOT A BILL - please keep with your records'],
      market: ['Individual & Family Plans', 'Individual and Family Health Coverage', 'Marketplace Coverage'],
      issued: ['Date this EOB was issued', 'EOB issued on'],
      memberId: ['Marketplace member ID', 'Subscriber ID number'],
      plan: ['Your plan', 'Plan name'],
      tier: ['Metal level', 'Plan tier'],
      year: ['Plan year', 'Benefit year'],
      exchange: ['Enrolled through', 'Coverage bought on'],
      about: ['This claim at a glance', 'Details of your claim'],
      claimNo: ['Claim ID for calls', 'Claim tracking ID'],
      patient: ['Member who got care', 'Patient treated'],
      provider: ['Provider who treated you', 'Who provided care'],
      received: ['Date your claim arrived', 'We got this claim on'],
      status: ['Is this provider in network?', 'Network standing'],
      date: ['Day of visit', 'When you were seen'],
      service: ['What you got', 'Care you got'],
      code: ['Code billed', 'Proc. no. billed'],
      billed: ['Provider charged', 'Full charge'],
      savings: ['Your network savings', 'Negotiated discount'],
      above: ['Above plan allowance', 'Beyond what plan covers'],
      allowed: ['Plan-set price', 'Amount plan recognizes'],
      copay: ['Copay you pay', 'Flat copay'],
      deductible: ['Counted to deductible', 'Went to your deductible'],
      coinsurance: ['Coinsurance charged to you', 'Your coinsurance share'],
      paid: ['Plan covered', 'Health plan paid'],
      owe: ['Total you pay', 'Amount left for you'],
      total: ['Sum for this claim', 'Claim sum'],
      share: ['Amount you may owe your provider', 'Your share of this claim'],
      progress: ['Your spending toward plan limits', 'Tracking your spending this plan year'],
      notes: ['Why you owe what you owe', 'Notes about this claim'],
    });
    const [yes, no] = rng.pick([
      ['In your plan network', 'Not in your plan network'],
      ['Participating with us', 'Not participating with us'],
    ] as const);
    const f = fmt(rng, ['us-slash', 'long', 'abbrev'], ['dollar', 'dollar', 'plain'], ['parens', 'minus']);
    const parties = partiesOf(ctx, { insurer: 'regional', provider: 'physician', dependent: 0.45, id: rng.pick(['alpha-digits', 'digits', 'w-digits'] as const) });
    const insurer = eob.insuranceCompany ?? rng.pick(['Brightway Health Options', 'Northlight Health Co-op', 'Cardinal Peak Health Connect', 'Open Prairie Health Co-op', 'Wayfarer Individual Health Plans']);
    const provider = eob.providerName ?? (rng.bool(0.2) ? `${person(rng, ctx.split).replace(/ [A-Z]\. /, ' ')}, ${rng.pick(['MD', 'DO', 'FNP-C', 'PA-C'])}` : `${rng.pick(FRESH_STEMS)} ${rng.pick(['Primary Care', 'Family Health Center', 'Community Clinic', 'Medical Associates', 'Health & Wellness'])}`);
    const p: Parties = { ...parties, insurer, provider };
    type Tier = { metal: string; level: string; ded: readonly [number, number]; copays: readonly number[]; rates: readonly number[]; oop: readonly [number, number]; csr?: boolean };
    const tiers: readonly Tier[] = [
      { metal: 'Bronze', level: 'Bronze', ded: [6000, 7500], copays: [0, 50, 60], rates: [0.4, 0.5], oop: [9200, 9200] },
      { metal: 'Expanded Bronze', level: 'Expanded Bronze', ded: [5000, 6500], copays: [0, 45], rates: [0.3, 0.4], oop: [8700, 9200] },
      { metal: 'Silver', level: 'Silver', ded: [3500, 5500], copays: [30, 40, 45], rates: [0.2, 0.3], oop: [8000, 9200] },
      { metal: 'Silver 73', level: 'Silver - 73% cost-sharing reduction', ded: [3000, 4500], copays: [30, 35], rates: [0.2, 0.3], oop: [7350, 7350], csr: true },
      { metal: 'Silver 87', level: 'Silver - 87% cost-sharing reduction', ded: [600, 1500], copays: [10, 15, 20], rates: [0.15, 0.2], oop: [3050, 3050], csr: true },
      { metal: 'Silver 94', level: 'Silver - 94% cost-sharing reduction', ded: [0, 500], copays: [0, 5, 10], rates: [0.1], oop: [1500, 3050], csr: true },
      { metal: 'Gold', level: 'Gold', ded: [750, 2000], copays: [15, 20, 25, 30], rates: [0.2], oop: [5500, 8000] },
      { metal: 'Platinum', level: 'Platinum', ded: [0, 250], copays: [10, 15], rates: [0.1], oop: [2500, 4000] },
    ];
    const tier = rng.pick(tiers);
    const fifty = (range: readonly [number, number]) => rng.int(Math.round(range[0] / 50), Math.round(range[1] / 50)) * 50;
    const visits: readonly Service[] = [
      ['Est. patient visit, level 3', '99213', 110, 240],
      ['Est. patient visit, level 4', '99214', 160, 330],
      ['New patient visit, level 3', '99203', 170, 320],
      ['Specialist consult, level 3', '99243', 220, 420],
      ['Urgent care center visit', 'S9083', 140, 260],
      ['Video visit, est. patient', '98006', 90, 180],
    ];
    const extras: readonly Service[] = [
      ['Rapid strep test', '87880', 20, 55],
      ['Blood draw', '36415', 8, 30],
      ['Comprehensive metabolic panel', '80053', 30, 120],
      ['Complete blood count', '85025', 20, 80],
      ['Chest x-ray, 2 views', '71046', 90, 300],
      ['Rapid flu test', '87804', 25, 70],
      ['Urinalysis, automated', '81003', 10, 40],
      ['Nebulizer treatment', '94640', 30, 90],
      ['Methylprednisolone injection', 'J1030', 15, 60],
      ['Injection administration', '96372', 25, 70],
      ['Thyroid test (TSH)', '84443', 30, 120],
    ];
    // Out of network (a PPO only), charges above the allowance and services the plan leaves out are the member's.
    const inNetwork = eob.isInNetwork ?? rng.bool(0.92);
    const netCtx: Ctx = { ...ctx, options: { ...options, eob: { ...eob, isInNetwork: inNetwork } } };
    const base = mergeSameCode(claimOf(netCtx, { first: visits, services: extras, lines: [1, 5], onePageLines: [1, 3], notCovered: !inNetwork, claimStyle: rng.pick(['alnum', 'long-digits', 'prefixed'] as const) }));
    const netType = base.inNetwork ? rng.pick(['EPO', 'HMO', 'PPO', 'EPO']) : 'PPO';
    const dedLimit = fifty(tier.ded) * 100;
    const oopLimit = fifty(tier.oop) * 100;
    const copayAmount = base.inNetwork ? rng.pick(tier.copays) * 100 : 0;
    const rate = Math.min(0.5, rng.pick(tier.rates) + (base.inNetwork ? 0 : 0.2));
    const priorDed = dedLimit === 0 ? 0 : rng.bool(0.25) ? dedLimit : rng.int(0, dedLimit / 1000) * 1000;
    let dedLeft = dedLimit - priorDed;
    const c = repriced(base, (_l, i, allowed) => {
      const none = { deductible: 0, copay: 0, coinsurance: 0 };
      if (allowed === 0) return none;
      if (i === 0 && copayAmount > 0) return { ...none, copay: Math.min(copayAmount, allowed) };
      const deductible = Math.min(dedLeft, allowed);
      dedLeft -= deductible;
      return { ...none, deductible, coinsurance: Math.round((allowed - deductible) * rate) };
    });
    const year = c.serviceDate.slice(0, 4);
    const brand = rng.pick(['Essential', 'Select', 'Balanced', 'Simple', 'Value', 'Core']);
    const planName = `${brand} ${tier.metal}${tier.csr ? '' : ` ${dedLimit / 100}`}${tier.metal.includes('Bronze') && copayAmount === 0 && rng.bool(0.5) ? ' HSA' : ''} ${netType}`;
    const state = stateOf(p.memberAddr);
    const exchanges: Record<string, string> = { CA: 'Covered California', NY: 'NY State of Health', MN: 'MNsure', GA: 'Georgia Access', IL: Number(year) >= 2026 ? 'Get Covered Illinois' : 'HealthCare.gov' };
    const exchange = exchanges[state] ?? 'HealthCare.gov';
    const relation = p.member === p.holder ? 'Self' : rng.pick(['Spouse', 'Child', 'Dependent', 'Domestic partner']);
    const network = c.inNetwork ? yes : no;
    const BOTTOM = 56;
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 36, bottom: BOTTOM });
    // The title beside the insurer's name, or under it when both do not fit on one line.
    const title: Cell = { text: L.title, x: 576, size: 11, font: 'bold', align: 'right' };
    if (cellWidth(p.insurer, 16, 'bold') + cellWidth(L.title, 11, 'bold') + 16 < 540) sheet.row([{ text: p.insurer, x: 36, size: 16, font: 'bold' }, title]);
    else sheet.row([{ text: p.insurer, x: 36, size: 16, font: 'bold' }]).row([title]);
    sheet.row([{ text: L.market, x: 36, size: 8.5, grey: 0.35 }, { text: L.notBill, x: 576, size: 8, font: 'bold', align: 'right' }], 1);
    sheet.row([{ text: `${p.insurerAddr.line1}, ${p.insurerAddr.line2}   Member Services ${p.phone} (TTY 711)`, x: 36, size: 7 }], 2);
    sheet.row([rule(36, 576, 8)], 8);
    const facts: Pair[] = [
      [L.issued, f.date(c.processed)],
      [L.memberId, p.memberId],
      [L.plan, planName],
      [L.tier, tier.level],
      [L.year, `January 1 - December 31, ${year}`],
      [L.exchange, exchange],
    ];
    const labelWidth = Math.max(...facts.map(([label]) => cellWidth(colon(label), 7.5, 'bold')));
    const valueWidth = Math.max(...facts.map(([, value]) => cellWidth(value, 7.5, 'regular')));
    columns(
      sheet,
      [[{ text: p.holder, x: 36, size: 9 }], [{ text: p.memberAddr.line1, x: 36, size: 9 }], [{ text: p.memberAddr.line2, x: 36, size: 9 }]],
      factRows(facts, Math.min(320, Math.floor(576 - valueWidth - labelWidth - 8)), { size: 7.5, colon: true }),
    );
    sheet.space(8);
    sheet.row([{ text: L.about, x: 36, size: 10, font: 'bold' }], -2);
    sheet.row([rule(36, 576, 8)], 4);
    above(
      sheet,
      [
        [L.claimNo, c.number],
        [L.patient, `${p.member} (${relation})`],
        [L.provider, p.provider],
        [L.received, f.date(c.received)],
        [L.status, network],
        [L.date, c.lastDate === c.serviceDate ? f.date(c.serviceDate) : `${f.date(c.serviceDate)} - ${f.date(c.lastDate)}`],
      ],
      { x: 36, perRow: 3, columnWidth: 180, labelSize: 6.5, valueSize: 8.5, labelFont: 'bold', gap: 4 },
    );
    sheet.space(4);
    const amount = (get: (a: Amounts) => number, credit = false) => (r: WrapRow): string => {
      const a = r.line ?? (r.total ? c.total : undefined);
      if (!a) return '';
      return credit ? f.credit(get(a)) : f.money(get(a));
    };
    const money: [string, number, (r: WrapRow) => string][] = [
      [L.billed, 292, amount((a) => a.billed)],
      [c.inNetwork ? L.savings : L.above, 336, amount((a) => sumCents([a.discount, a.notCovered]), true)],
      [L.allowed, 376, amount((a) => a.allowed)],
      [L.copay, 412, amount((a) => a.copay)],
      [L.deductible, 452, amount((a) => a.deductible)],
      [L.coinsurance, 494, amount((a) => a.coinsurance)],
      [L.paid, 536, amount((a) => a.planPaid)],
      [L.owe, 576, amount((a) => a.patient)],
    ];
    table(
      sheet,
      hooks,
      [
        { head: L.date, x: 36, w: 40, cell: (r) => (r.line ? f.short(r.line.date) : '') },
        { head: L.service, x: 80, w: 136, cell: (r) => r.text },
        { head: L.code, x: 220, w: 28, cell: (r) => (r.line ? r.line.code : '') },
        ...money.map(([head, x, cell], i): Col<WrapRow> => ({ head, x, w: x - (money[i - 1]?.[1] ?? 252) - 4, align: 'right', cell })),
      ],
      wrapRows(c.lines, 136, 7, L.total),
      { size: 7, headSize: 6.5, repeat: true, rule: true, rowFont: (r) => (r.total ? 'bold' : undefined), banner: (s) => s.row([{ text: `${p.member} - ${L.claimNo} ${c.number} (continued)`, x: 36, size: 7.5, font: 'italic' }], 4) },
    );
    keepTogether(sheet, 150, BOTTOM);
    sheet.space(8);
    sheet.row([rule(36, 576, 8, '=')], 2);
    sheet.row([{ text: L.share, x: 44, size: 10, font: 'bold' }, { text: f.money(c.total.patient), x: 568, size: 12, font: 'bold', align: 'right' }], 1);
    const payDate = f.date(addDays(c.processed, rng.int(1, 3)));
    const paidSentence = c.total.planPaid > 0 ? `We paid ${f.money(c.total.planPaid)} to ${p.provider} on ${payDate}.` : 'No payment was due from us on this claim.';
    const networkSentence = c.inNetwork
      ? `Because ${p.provider} is in your ${netType} network, they agreed to our rates and should not bill you more than the amount above. Please wait for their bill; do not send payment to ${p.insurer}.`
      : `${p.provider} is not in your network. Your plan covers out-of-network care at a higher cost to you, and the provider may bill you for charges above our allowance.`;
    paragraph(sheet, `${paidSentence} ${networkSentence}`, 44, 524, 7.5, 'regular', 1);
    sheet.row([rule(36, 576, 8, '=')], 8);
    keepTogether(sheet, 80, BOTTOM);
    sheet.row([{ text: L.progress, x: 36, size: 9.5, font: 'bold' }], 2);
    const where = c.inNetwork ? 'in-network' : 'out-of-network';
    const dedMet = priorDed + cents(c.total.deductible);
    const oopShare = cents(c.total.patient) - cents(c.total.notCovered);
    const priorOop = Math.max(priorDed, Math.min(oopLimit - oopShare, priorDed + rng.int(0, 40) * 1000));
    const oopMet = Math.min(oopLimit, priorOop + oopShare);
    const progress: [string, string, string][] = [
      ...(dedLimit > 0 ? [[`Individual deductible (${where})`, `${formatMoney(dedMet / 100, 'dollar')} of ${formatMoney(dedLimit / 100, 'dollar')} met`, meter(dedMet, dedLimit)] as [string, string, string]] : []),
      [`Individual out-of-pocket maximum (${where})`, `${formatMoney(oopMet / 100, 'dollar')} of ${formatMoney(oopLimit / 100, 'dollar')} met`, meter(oopMet, oopLimit)],
    ];
    for (const [label, value, bar] of progress) sheet.row([{ text: label, x: 44, size: 8 }, { text: value, x: 250, size: 8 }, { text: bar, x: 400, size: 7.5, font: 'mono' }], 1);
    if (dedLimit === 0) sheet.row([{ text: 'Your plan has no deductible for in-network care.', x: 44, size: 7.5, font: 'italic' }], 1);
    sheet.space(6);
    const explain: Partial<Record<RemarkReason, string>> = {
      discount: `${p.provider} has a contract with us. The network savings are the part of the charge above our contracted rate; you do not pay it.`,
      overMax: 'The provider is out of network. The charge is more than the most your plan allows for this service; the provider may bill you for the difference.',
      notCovered: 'This service is not a covered benefit under your plan, so the full charge is your responsibility.',
      copay: `Your plan has a ${formatMoney(copayAmount / 100, 'dollar')} copay for this kind of visit. Copays count toward your out-of-pocket maximum.`,
      deductible: `You pay the full allowance for most services until you meet your ${formatMoney(dedLimit / 100, 'dollar')} deductible.`,
      coinsurance: `After the deductible, you pay ${Math.round(rate * 100)}% of the plan allowance and we pay the rest.`,
    };
    const used = [...new Set(c.lines.flatMap((l) => l.reasons))].filter((r) => explain[r] !== undefined);
    keepTogether(sheet, 16 + used.length * 20, BOTTOM);
    glossary(
      sheet,
      L.notes,
      used.map((r, i): [string, string] => [`${i + 1}.`, explain[r] ?? '']),
      { x: 36, width: 540, size: 7.5, codeWidth: 14 },
    );
    if (!options.onePage) {
      sheet.newPage();
      sheet.row([{ text: 'Important information about your Marketplace coverage', x: 36, size: 11, font: 'bold' }], 6);
      const notices: [string, string][] = [
        [
          'Premium tax credits',
          `If you get advance payments of the premium tax credit, the government pays part of your monthly premium to ${p.insurer}. Report changes in income, household size or address to ${exchange} within 30 days so your credit stays correct, and keep Form 1095-A for your tax return.`,
        ],
        ['Keep your coverage active', 'If you get a premium tax credit and miss a payment, you have a three-month grace period. We may pend claims for care in the second and third months until your premium is paid in full.'],
        [
          'If you disagree with this decision',
          `You have 180 days from the date of this statement to ask for an internal appeal. Call ${p.phone} or write to ${p.insurer}, Appeals, ${p.insurerAddr.line1}, ${p.insurerAddr.line2}. If we still deny your claim, you may ask for an external review by an independent reviewer.`,
        ],
        ['Help from your state', 'Your state department of insurance or consumer assistance program can help you file an appeal. There is no charge for this help.'],
        ['Preventive care', 'In-network preventive services such as annual checkups, screenings and many vaccines are covered at no cost to you, even before you meet your deductible.'],
      ];
      for (const [heading, text] of notices) {
        keepTogether(sheet, 40, BOTTOM);
        sheet.row([{ text: heading, x: 36, size: 8.5, font: 'bold' }]);
        paragraph(sheet, text, 36, 540, 7.5, 'regular', 6);
      }
      sheet.space(4);
      sheet.row([{ text: 'Language assistance', x: 36, size: 8.5, font: 'bold' }]);
      for (const line of [
        `ATENCION: Si habla espanol, tiene a su disposicion servicios gratuitos de asistencia linguistica. Llame al ${p.phone} (TTY 711).`,
        `ATTENTION : Si vous parlez francais, des services d'aide linguistique vous sont proposes gratuitement. Appelez le ${p.phone}.`,
        `PAUNAWA: Kung nagsasalita ka ng Tagalog, maaari kang gumamit ng mga serbisyo ng tulong sa wika nang walang bayad. Tumawag sa ${p.phone}.`,
      ]) {
        paragraph(sheet, line, 36, 540, 7, 'italic', 2);
      }
    }
    const form = `${rng.pick(['IFP', 'MKT', 'ACA'])}-EOB-${year}`;
    everyPage(sheet, (page, total) => [
      { text: `${form}   ${L.claimNo} ${c.number}`, x: 36, y: H - 36, size: 6.5, grey: 0.4 },
      { text: `Page ${page} of ${total}`, x: 576, y: H - 36, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true }), doc: sheet };
  }),
  // An anesthesia claim on a self-funded employer plan, printed by its claims administrator in
  // capitals on a fixed-width claim printout: the anesthesia group with its anesthesiologist or nurse
  // anesthetist, a time detail block (start and stop, base, time and physical-status units, the
  // plan's conversion factor), a medically directed case split into an anesthesiologist's (QK) and a
  // CRNA's (QX) line now and then, a nerve block or arterial line priced on its own, a payment
  // summary with leader dots and remark codes explained at the foot.
  fam('anesthesia-time-units-eob', 'heldout', (ctx) => {
    const { rng, options } = ctx;
    const eob = options.eob ?? {};
    const L = inlineWords(ctx, {
      title: ['EXPLANATION OF BENEFITS - ANESTHESIA', 'BENEFIT EXPLANATION - ANESTHESIA SERVICES'],
      notBill: ['*** NOT A BILL - EXPLANATION ONLY ***', '** NOT A BILL - KEEP FOR YOUR RECORDS **'],
      sponsor: ['CLAIMS ADMINISTERED FOR', 'PLAN SPONSOR'],
      employee: ['EMPLOYEE NAME', 'PLAN PARTICIPANT'],
      patient: ['PATIENT/DEPENDENT', 'PATIENT TREATED'],
      relation: ['RELATION', 'REL TO EMPLOYEE'],
      memberId: ['PARTICIPANT NO', 'IDENT NO'],
      group: ['EMPLOYER GRP', 'PLAN/GROUP NO'],
      claimNo: ['CLM NO', 'CLAIM CTL NO'],
      processed: ['ADJUDICATED', 'PROCESS DATE'],
      received: ['DATE CLAIM RCVD', 'CLAIM IN DATE'],
      provider: ['BILLING GROUP', 'PAY-TO PROVIDER'],
      rendering: ['RENDERED BY', 'PERFORMING'],
      status: ['PAR/NON-PAR', 'PPO PARTICIPATION'],
      facility: ['SERVICE LOCATION', 'FACILITY USED'],
      dos: ['DATE OF ANESTHESIA', 'SURGERY DATE'],
      timeDetail: ['ANESTHESIA TIME DETAIL', 'ANESTHESIA UNIT CALCULATION'],
      charged: ['AMOUNT|SUBMITTED', 'SUBMITTED|CHARGE'],
      notAllowed: ['DIS-|ALLOWED', 'OVER|FEE SCHED'],
      allowed: ['|ELIGIBLE', 'PLAN|ALLOWS'],
      deductible: ['DEDUCT|AMT', 'DEDUCT-|IBLE'],
      coinsurance: ['CO-|INSUR', 'COINS|TAKEN'],
      paid: ['PLAN|PAID OUT', 'BENEFIT|ISSUED'],
      owe: ['PATIENT|OWES NOW', 'MEMBER|BALANCE'],
      totals: ['TOTALS - THIS CLAIM', 'CLAIM TOTAL AMOUNTS'],
      summary: ['BENEFIT CALCULATION', 'CLAIM PAYMENT RECAP'],
      remarks: ['REMARK CODES', 'EXPLANATION OF REMARK CODES'],
    });
    const f = fmt(rng, ['us-slash', 'us-2digit', 'upper-abbrev'], ['plain'], ['trailing-minus', 'cr']);
    const parties = partiesOf(ctx, { insurer: 'administrator', provider: 'physician', dependent: 0.45, id: rng.pick(['w-digits', 'digits', 'dashed'] as const) });
    const insurer = eob.insuranceCompany ?? rng.pick(['Corbel Claims Administration Inc', 'Tri-Anchor Employee Benefits', 'Ashlar Self-Funded Solutions', 'Kingfisher TPA Services', 'Stonemark Health Benefits Corp']);
    const provider = eob.providerName ?? `${rng.pick(FRESH_STEMS)} ${rng.pick(['Anesthesia Associates PC', 'Anesthesiology Group', 'Anesthesia Partners LLC', 'Anesthesia Consultants PA'])}`;
    const p: Parties = { ...parties, insurer, provider };
    const employer = rng.pick(['Tri-County Paving', 'Lakeland Cold Storage', 'Norwell Fastener Co', 'Bayside Unified School District', 'Ridgeline Freight Lines', 'Marston Precision Tool', 'Harlow County Public Works']);
    type Anes = readonly [code: string, text: string, base: number, minutes: readonly [number, number], extra?: 'leg' | 'arm' | 'line'];
    const procedures: readonly Anes[] = [
      ['00812', 'ANESTHESIA - SCREENING COLONOSCOPY', 3, [16, 40]],
      ['00811', 'ANESTHESIA - LOWER GI ENDOSCOPY', 4, [18, 45]],
      ['00813', 'ANESTHESIA - UPPER AND LOWER GI ENDOSCOPY', 5, [25, 55]],
      ['00731', 'ANESTHESIA - UPPER GI ENDOSCOPY', 5, [12, 35]],
      ['00790', 'ANESTHESIA - UPPER ABDOMEN LAPAROSCOPY', 7, [60, 150], 'line'],
      ['00840', 'ANESTHESIA - LOWER ABDOMEN LAPAROSCOPY', 6, [50, 130]],
      ['01402', 'ANESTHESIA - TOTAL KNEE ARTHROPLASTY', 7, [95, 180], 'leg'],
      ['01400', 'ANESTHESIA - KNEE JOINT PROCEDURE', 4, [40, 95], 'leg'],
      ['01630', 'ANESTHESIA - SHOULDER JOINT PROCEDURE', 5, [70, 150], 'arm'],
      ['01480', 'ANESTHESIA - LOWER LEG/ANKLE OPEN PROCEDURE', 3, [60, 140], 'leg'],
      ['00142', 'ANESTHESIA - CATARACT/LENS SURGERY', 4, [14, 35]],
      ['00400', 'ANESTHESIA - CHEST WALL/BREAST PROCEDURE', 3, [35, 90]],
      ['01967', 'ANESTHESIA - LABOR EPIDURAL', 5, [180, 600]],
    ];
    const extras: Record<'leg' | 'arm' | 'line', readonly [string, string, number, number]> = {
      leg: ['64447', 'FEMORAL NERVE BLOCK, SINGLE INJECTION', 450, 950],
      arm: ['64415', 'BRACHIAL PLEXUS BLOCK, SINGLE INJECTION', 450, 950],
      line: ['36620', 'ARTERIAL LINE PLACEMENT', 300, 650],
    };
    const [code, text, baseUnits, minutesRange, extraKind] = rng.pick(procedures);
    const mode = code === '01967' ? rng.pick(['AA', 'QZ'] as const) : rng.pick(['AA', 'QK', 'QK', 'QZ'] as const);
    const status = rng.pick(['P1', 'P2', 'P2', 'P3', 'P3', 'P4'] as const);
    const statusUnits = status === 'P3' ? 1 : status === 'P4' ? 2 : 0;
    const minutes = rng.int(minutesRange[0], minutesRange[1]);
    const timeTenths = Math.round((minutes * 10) / 15);
    const unitTenths = baseUnits * 10 + timeTenths + statusUnits * 10;
    const tenths = (v: number) => (v / 10).toFixed(1);
    const start = rng.int(390, Math.min(900, 1439 - minutes));
    const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const inNetwork = eob.isInNetwork ?? rng.bool(0.7);
    const serviceDate = eob.serviceDate ?? rng.date('2024-01-15', '2025-10-31');
    // The group's charge: its own rate per unit; a medically directed case is split half and half.
    const chargeRate = rng.int(85, 140);
    const full = unitTenths * chargeRate * 10;
    const split = mode === 'QK';
    type Draft = { code: string; mods: string; description: string; units: string; billed: number; timed: boolean; by: string };
    const names = [p.member, p.holder].map((name) => name.replace(/ [A-Z]\. /, ' '));
    const clinician = (): string => {
      let name = person(rng, ctx.split).replace(/ [A-Z]\. /, ' ');
      while (names.includes(name)) name = person(rng, ctx.split).replace(/ [A-Z]\. /, ' ');
      names.push(name);
      return name;
    };
    const doctor = `${clinician()}, ${rng.pick(['MD', 'DO'])}`;
    const crna = `${clinician()}, CRNA`;
    const drafts: Draft[] = split
      ? [
          { code, mods: `QK ${status}`, description: text, units: tenths(unitTenths), billed: Math.round(full / 2), timed: true, by: doctor },
          { code, mods: `QX ${status}`, description: `${text} (CRNA)`, units: tenths(unitTenths), billed: full - Math.round(full / 2), timed: true, by: crna },
        ]
      : [{ code, mods: `${mode} ${status}`, description: text, units: tenths(unitTenths), billed: full, timed: true, by: mode === 'QZ' ? crna : doctor }];
    if (extraKind && rng.bool(0.45)) {
      const [xCode, xText, lo, hi] = extras[extraKind];
      drafts.push({ code: xCode, mods: '59', description: xText, units: '1', billed: cents(rng.money(lo, hi)), timed: false, by: mode === 'QZ' ? crna : doctor });
    }
    pairedBilled(ctx, drafts.map((d) => d.billed)).forEach((b, i) => {
      const d = drafts[i];
      if (d) d.billed = b;
    });
    // The plan's conversion factor per unit, kept under the charge (a paired charge may be low).
    const factor = split ? 0.5 : 1;
    const room = Math.min(...drafts.filter((d) => d.timed).map((d) => Math.floor((d.billed * 0.85 * 10) / (unitTenths * factor))));
    const conversion = Math.max(1, Math.min(cents(rng.money(48, 82)), room));
    const fullAllowed = Math.round((unitTenths * conversion) / 10);
    const extraShare = 0.35 + rng.next() * 0.25;
    let dedLeft = rng.bool(0.5) ? rng.int(4, 60) * 2500 : 0;
    const rate = rng.pick([0.1, 0.2, 0.2, 0.3]);
    const priced = drafts.map((d, i): Priced => {
      const half = i === 0 ? Math.round(fullAllowed / 2) : fullAllowed - Math.round(fullAllowed / 2);
      const allowed = d.timed ? (split ? half : fullAllowed) : Math.round(d.billed * extraShare);
      const deductible = Math.min(dedLeft, allowed);
      dedLeft -= deductible;
      const coinsurance = Math.round((allowed - deductible) * rate);
      const reasons: RemarkReason[] = [];
      if (d.billed > allowed) reasons.push('discount');
      if (deductible > 0) reasons.push('deductible');
      if (coinsurance > 0) reasons.push('coinsurance');
      return { date: serviceDate, code: d.code, description: d.description, units: 1, billed: d.billed, discount: d.billed - allowed, notCovered: 0, deductible, copay: 0, coinsurance, reasons };
    });
    const c = pricedClaim(ctx, priced, { inNetwork, claimStyle: rng.pick(['icn', 'long-digits', 'dated'] as const), share: 1 - rate });
    const codeOf: Record<string, string> = { discount: inNetwork ? 'A1' : 'NS', deductible: 'D2', coinsurance: 'C7', split: 'MD' };
    const remarkText: Record<string, string> = {
      A1: 'CHARGE EXCEEDS THE PLAN ANESTHESIA FEE SCHEDULE. A PARTICIPATING PROVIDER MAY NOT BILL THE PATIENT FOR THIS AMOUNT.',
      NS: 'OUT-OF-NETWORK ANESTHESIA AT AN IN-NETWORK FACILITY. UNDER THE FEDERAL NO SURPRISES ACT THE PROVIDER MAY NOT BILL YOU MORE THAN YOUR IN-NETWORK COST SHARE.',
      D2: 'AMOUNT APPLIED TO THE CALENDAR YEAR DEDUCTIBLE.',
      C7: `COINSURANCE: ${Math.round(rate * 100)}% OF THE ELIGIBLE AMOUNT.`,
      MD: 'MEDICALLY DIRECTED CASE (QK/QX). THE ELIGIBLE AMOUNT IS SHARED 50/50 BY THE ANESTHESIOLOGIST AND THE CRNA.',
    };
    const used: string[] = [];
    const codesOf = (l: Line): string => {
      const list = [...(split && l.code === code ? ['MD'] : []), ...l.reasons.map((r) => codeOf[r] ?? '')].filter((x) => x !== '');
      for (const x of list) if (!used.includes(x)) used.push(x);
      return list.join(' ');
    };
    const relation = p.member === p.holder ? 'SELF' : rng.pick(['SPOUSE', 'CHILD', 'DOM PARTNER']);
    const site = code === '01967' ? ['Hospital', 'Womens Hospital'] : ['00731', '00811', '00812', '00813'].includes(code) ? ['Endoscopy Center', 'GI Procedure Center'] : code === '00142' ? ['Eye Surgery Center', 'Surgery Center'] : ['Surgery Center', 'Hospital', 'Outpatient Surgery Suites'];
    const location = `${rng.pick(FRESH_STEMS)} ${rng.pick(site)}`;
    const BOTTOM = 60;
    const S = 7.5;
    const { sheet } = newSheet({ size: 8, font: 'mono', top: 40, bottom: BOTTOM });
    sheet.row([{ text: up(p.insurer), x: 36, size: 11, font: 'mono-bold' }, { text: L.title, x: 576, size: 9, font: 'mono-bold', align: 'right' }]);
    sheet.row([{ text: up(p.insurerAddr.line1), x: 36 }, { text: L.notBill, x: 576, size: 8, font: 'mono-bold', align: 'right' }]);
    sheet.row([{ text: up(p.insurerAddr.line2), x: 36 }]);
    sheet.row([{ text: `CUSTOMER SERVICE ${p.phone}  MON-FRI 8AM-6PM`, x: 36 }], 6);
    sheet.row([{ text: `${L.sponsor}: ${up(employer)} EMPLOYEE HEALTH PLAN`, x: 36, font: 'mono-bold' }]);
    sheet.row([rule(36, 576, 8, '-', 'mono')], 2);
    const pad = (pairs: readonly Pair[]) => {
      const width = Math.max(...pairs.map(([label]) => label.length));
      return pairs.map(([label, value]) => `${label.padEnd(width)} : ${value}`);
    };
    const right = pad([
      [L.memberId, p.memberId],
      [L.group, p.group],
      [L.claimNo, c.number],
      [L.processed, f.date(c.processed)],
      [L.received, f.date(c.received)],
    ]);
    const left = [up(p.holder), up(p.memberAddr.line1), up(p.memberAddr.line2)];
    for (let i = 0; i < right.length; i++) sheet.row([...(left[i] ? [{ text: left[i] ?? '', x: 36 }] : []), { text: right[i] ?? '', x: 318 }]);
    sheet.space(4).row([rule(36, 576, 8, '-', 'mono')], 2);
    const networkText = inNetwork ? 'PAR PROVIDER' : 'NON-PARTICIPATING - NO SURPRISES ACT PROTECTIONS APPLY';
    const info = pad([
      [L.employee, up(p.holder)],
      [L.patient, `${up(p.member)}  (${L.relation}: ${relation})`],
      [L.provider, up(p.provider)],
      [L.rendering, split ? `${up(doctor)} / ${up(crna)}` : `${up(mode === 'QZ' ? crna : doctor)}`],
      [L.status, networkText],
      [L.facility, up(location)],
      [L.dos, f.date(c.serviceDate)],
    ]);
    for (const line of info) sheet.row([{ text: line, x: 36 }]);
    sheet.space(6);
    const banner = ` ${L.timeDetail} `;
    const dashes = '-'.repeat(Math.max(2, Math.floor((108 - banner.length) / 2)));
    sheet.row([{ text: `${dashes}${banner}${dashes}`, x: 36, size: S, font: 'mono-bold' }]);
    const detail = [
      `PROCEDURE ${code}  ${text}   PHYSICAL STATUS ${status}`,
      `ANESTHESIA START ${clock(start)}   STOP ${clock(start + minutes)}   TOTAL MINUTES ${minutes}   (1 TIME UNIT = 15 MINUTES)`,
      `BASE UNITS ${tenths(baseUnits * 10)} + TIME UNITS ${tenths(timeTenths)} + PHYSICAL STATUS UNITS ${tenths(statusUnits * 10)} = TOTAL UNITS ${tenths(unitTenths)}`,
      `PLAN CONVERSION FACTOR ${formatMoney(conversion / 100, 'plain')} PER UNIT X ${tenths(unitTenths)} UNITS = ${formatMoney(fullAllowed / 100, 'plain')} ELIGIBLE${split ? ' (SPLIT 50/50, SEE REMARK MD)' : ''}`,
    ];
    for (const line of detail) sheet.row([{ text: line, x: 36, size: S }]);
    sheet.row([{ text: '-'.repeat(dashes.length * 2 + banner.length), x: 36, size: S }], 6);
    const widths = [3, 9, 6, 7, -6, -11, -13, -10, -9, -9, -10, -10, 2, 6];
    const headCells = (line: 0 | 1) =>
      fixed(
        ['', '', '', '', '', L.charged, L.notAllowed, L.allowed, L.deductible, L.coinsurance, L.paid, L.owe, '', ''].map((head, i) => {
          const parts = head.split('|');
          const word = parts.length > 1 ? (parts[line] ?? '') : line === 1 ? head : '';
          const first = ['LN', 'SERV DT', 'HCPCS', 'MODS', 'UNT'];
          const text = i < 5 ? (line === 1 ? (first[i] ?? '') : '') : i === 13 ? (line === 1 ? 'MSG CD' : '') : word;
          return [text, widths[i] ?? 0] as const;
        }),
      );
    sheet.row([{ text: headCells(0), x: 36, size: S, font: 'mono-bold' }]);
    sheet.row([{ text: headCells(1), x: 36, size: S, font: 'mono-bold' }]);
    const amounts = (a: Amounts) => [f.money(a.billed), f.credit(a.discount), f.money(a.allowed), f.money(a.deductible), f.money(a.coinsurance), f.money(a.planPaid), f.money(a.patient)];
    const row = (lead: readonly (readonly [string, number])[], a: Amounts, rmk: string) => fixed([...lead, ...[...amounts(a), '', rmk].map((t, i) => [t, widths[i + 5] ?? 0] as const)]);
    sheet.row([{ text: '-'.repeat(112), x: 36, size: S }]);
    c.lines.forEach((l, i) => {
      const d = drafts[i];
      const lead = [String(i + 1).padStart(2, '0'), formatDate(l.date, 'us-2digit'), l.code, d?.mods ?? '', d?.units ?? '1'].map((t, j) => [t, widths[j] ?? 0] as const);
      sheet.row([{ text: row(lead, l, codesOf(l)), x: 36, size: S }]);
      sheet.row([{ text: `   ${l.description}`, x: 36, size: S }, { text: `${L.rendering} ${up(d?.by ?? '')}`, x: 300, size: 6.5 }], 2);
    });
    sheet.row([{ text: '-'.repeat(112), x: 36, size: S }]);
    sheet.row([{ text: row([['', 3], [L.totals, 28]], c.total, ''), x: 36, size: S, font: 'mono-bold' }], 8);
    keepTogether(sheet, 150, BOTTOM);
    sheet.row([{ text: L.summary, x: 36, size: S, font: 'mono-bold' }]);
    const leader = (label: string, value: string) => `${`${label} `.padEnd(34, '.')}${value.padStart(14)}`;
    const summary = [
      leader('TOTAL CHARGED', f.money(c.total.billed)),
      leader('MINUS AMOUNT OVER FEE SCHEDULE', f.credit(c.total.discount)),
      leader('ELIGIBLE FOR BENEFITS', f.money(c.total.allowed)),
      leader('MINUS DEDUCTIBLE', f.credit(c.total.deductible)),
      leader(`MINUS COINSURANCE (${Math.round(rate * 100)}%)`, f.credit(c.total.coinsurance)),
      leader('NET BENEFIT PAYABLE', f.money(c.total.planPaid)),
    ];
    for (const line of summary) sheet.row([{ text: `  ${line}`, x: 36, size: S }]);
    sheet.row([{ text: `  ${leader('AMOUNT PATIENT OWES', f.money(c.total.patient))}`, x: 36, size: S, font: 'mono-bold' }], 4);
    const paidOn = formatDate(addDays(c.processed, rng.int(1, 4)), 'us-2digit');
    const paidLine =
      c.total.planPaid > 0
        ? `PAYMENT OF $${formatMoney(c.total.planPaid, 'plain')} ISSUED TO ${up(p.provider)} BY EFT TRACE NO ${rng.digits(9)} ON ${paidOn}.`
        : 'NO PAYMENT ISSUED. THE ELIGIBLE AMOUNT WAS APPLIED TO THE DEDUCTIBLE.';
    paragraph(sheet, paidLine, 36, 540, S, 'mono', 6);
    keepTogether(sheet, 14 + used.length * 22, BOTTOM);
    sheet.row([{ text: L.remarks, x: 36, size: S, font: 'mono-bold' }]);
    for (const x of used) {
      const lines = wrap(remarkText[x] ?? '', 490, S, 'mono');
      lines.forEach((line, i) => sheet.row([...(i === 0 ? [{ text: x, x: 44, size: S, font: 'mono-bold' as const }] : []), { text: line, x: 76, size: S }]));
    }
    if (!options.onePage) {
      sheet.space(8);
      keepTogether(sheet, 120, BOTTOM);
      const rights = [
        'YOUR RIGHT TO APPEAL: IF YOU DISAGREE WITH THIS DETERMINATION, YOU OR YOUR AUTHORIZED REPRESENTATIVE MAY REQUEST A REVIEW IN WRITING WITHIN 180 DAYS OF RECEIVING THIS NOTICE. SEND YOUR REQUEST, THE CLAIM NUMBER AND ANY SUPPORTING RECORDS TO THE ADDRESS ABOVE, ATTN: APPEALS.',
        `YOUR PLAN IS A SELF-FUNDED GROUP HEALTH PLAN SPONSORED BY ${up(employer)}. ${up(p.insurer)} PROCESSES CLAIMS FOR THE PLAN AND DOES NOT INSURE ITS BENEFITS. YOU MAY HAVE THE RIGHT TO BRING A CIVIL ACTION UNDER SECTION 502(A) OF ERISA.`,
        'ANY PERSON WHO KNOWINGLY FILES A STATEMENT OF CLAIM CONTAINING FALSE OR MISLEADING INFORMATION IS SUBJECT TO CRIMINAL AND CIVIL PENALTIES.',
      ];
      for (const text of rights) paragraph(sheet, text, 36, 540, 7, 'mono', 5);
    }
    const form = `EOB-AN${rng.digits(3)}`;
    const printed = formatDate(c.processed, 'us-2digit');
    everyPage(sheet, (page, total) => [
      { text: `${form}  PRINTED ${printed}`, x: 36, y: H - 40, size: 7, font: 'mono' },
      { text: `PAGE ${page} OF ${total}`, x: 576, y: H - 40, size: 7, font: 'mono', align: 'right' },
    ]);
    return { truth: truthOf(c, p, { copay: false, deductible: true, network: true, caps: true, service: text }), doc: sheet };
  }),
  // An out-of-network claim: a national carrier's notice in a serif letter style whose first half is a
  // boxed warning that the provider has no contract and may bill the member the difference between
  // its charge and the plan's allowance (with a word on surprise-billing protections), then the
  // claim facts labelled above their values, the lines with the amount above the allowance in a
  // column of its own, the member's possible total broken down, the out-of-network deductible and
  // out-of-pocket progress, and a page on what out-of-network care costs and how to appeal.
  fam('out-of-network-balance-warning-eob', 'heldout', (ctx) => {
    const { rng, options } = ctx;
    const eob = options.eob ?? {};
    const L = inlineWords(ctx, {
      title: ['Out-of-Network Claim Statement', 'Statement of Claim Processing'],
      notBill: ['This is not a bill. Do not pay from this statement.', 'Not a bill - please keep for your records'],
      issued: ['Issued on', 'Notice issued'],
      subscriber: ['Policy holder', 'Plan member'],
      memberId: ['ID card number', 'ID # on your card'],
      group: ['Group plan number', 'Employer group no.'],
      claimNo: ['Claim reference number', 'Claim ctrl. no.'],
      warnTitle: ['Important: this provider may send you a bill', 'Out-of-network provider - you may be billed more'],
      facts: ['The care on this claim', 'About the care on this claim'],
      patient: ['Care was for', 'Person who received care'],
      relation: ['How related to subscriber', 'Relation to you'],
      provider: ['Provider (out of network)', 'Provider who billed us'],
      status: ['Contract with us?', 'Participation status'],
      dates: ['Dates of care', 'When you got care'],
      received: ['We received it', 'Claim arrived'],
      payee: ['Our payment went to', 'Who we paid'],
      date: ['Care date', 'On'],
      service: ['What was performed', 'Care you received'],
      code: ['CPT/HCPCS no.', 'Proc. no.'],
      billed: ["Provider's charge", 'What provider charged'],
      allowed: ['Our maximum allowance', 'Out-of-network allowance'],
      above: ['Above allowance or not covered*', 'Over our allowance*'],
      deductible: ['Out-of-network deductible', 'Deductible you pay'],
      coinsurance: ['Coinsurance (your %)', 'Your coinsurance part'],
      paid: ['What we paid', 'Our benefit'],
      owe: ['Most you may owe', 'Possible amount you owe'],
      total: ['Total for claim', 'All lines'],
      breakdown: ['What you may owe, and why', 'How your possible balance adds up'],
      progress: ['Out-of-network benefits used this year', 'Your out-of-network accumulators'],
    });
    const f = fmt(rng, ['long', 'abbrev', 'us-dash'], ['dollar', 'dollar-nocomma']);
    type Kind = { suffixes: readonly string[]; first: readonly Service[]; services: readonly Service[]; lines: readonly [number, number]; spread: number };
    const kinds: readonly Kind[] = [
      {
        suffixes: ['Dermatology & Skin Surgery', 'Skin Specialists PLLC'],
        first: [['New patient office visit, moderate', '99204', 220, 420]],
        services: [
          ['Skin biopsy, tangential, first lesion', '11102', 180, 360],
          ['Destruction of premalignant lesion', '17000', 110, 240],
          ['Shave removal of trunk lesion', '11301', 200, 380],
          ['Surgical pathology, skin specimen', '88305', 120, 260],
        ],
        lines: [1, 4],
        spread: 0,
      },
      {
        suffixes: ['Orthopaedic Specialists', 'Bone & Joint Institute'],
        first: [['New patient office visit, moderate', '99204', 250, 450]],
        services: [
          ['X-ray of knee, 3 views', '73562', 120, 300],
          ['Injection of major joint', '20610', 220, 480],
          ['Triamcinolone injection, 10 mg', 'J3301', 30, 90],
          ['Hinged knee brace, prefabricated', 'L1833', 280, 650],
        ],
        lines: [1, 4],
        spread: 0,
      },
      {
        suffixes: ['Advanced Imaging', 'Diagnostic Imaging Center'],
        first: [
          ['MRI lumbar spine without contrast', '72148', 1400, 3200],
          ['MRI brain without and with contrast', '70553', 2200, 4200],
          ['CT abdomen and pelvis with contrast', '74177', 1600, 3800],
          ['Ultrasound of pelvis, complete', '76856', 400, 900],
        ],
        services: [],
        lines: [1, 1],
        spread: 0,
      },
      {
        suffixes: ['Behavioral Health Group', 'Counseling & Psychiatry'],
        first: [['Psychiatric diagnostic evaluation', '90792', 280, 520]],
        services: [
          ['Psychotherapy, 53 minutes or more', '90837', 180, 320],
          ['Medication management visit', '99214', 160, 300],
        ],
        lines: [1, 4],
        spread: 24,
      },
      {
        suffixes: ['Spine & Sports Chiropractic', 'Chiropractic Wellness'],
        first: [['Chiropractic exam, new patient', '99203', 120, 240]],
        services: [
          ['Spinal manipulation, 3-4 regions', '98941', 60, 120],
          ['Therapeutic exercise, 15 minutes', '97110', 45, 95],
          ['Electrical stimulation, unattended', '97014', 25, 60],
        ],
        lines: [2, 6],
        spread: 18,
      },
      {
        suffixes: ['Ear, Nose & Throat Associates', 'ENT & Allergy Center'],
        first: [['New patient office visit, moderate', '99204', 230, 430]],
        services: [
          ['Nasal endoscopy, diagnostic', '31231', 280, 620],
          ['Comprehensive hearing test', '92557', 90, 210],
          ['Tympanometry', '92567', 40, 110],
        ],
        lines: [1, 3],
        spread: 0,
      },
    ];
    const kind = rng.pick(kinds);
    const parties = partiesOf(ctx, { insurer: 'national', provider: 'physician', dependent: 0.4, id: rng.pick(['alpha-digits', 'w-digits', 'dashed'] as const) });
    const insurer = eob.insuranceCompany ?? rng.pick(['Ironbridge Health Insurance Company', 'Covenant Crest Health Assurance', 'Unity Shield National Health', 'Five Rivers Mutual Health', 'Lakemont Life & Health']);
    const provider = eob.providerName ?? `${rng.pick(FRESH_STEMS)} ${rng.pick(kind.suffixes)}`;
    const p: Parties = { ...parties, insurer, provider };
    // Out of network whatever the pairing says: this family is the notice of an out-of-network claim.
    const oonCtx: Ctx = { ...ctx, options: { ...options, eob: { ...eob, isInNetwork: false } } };
    const base = mergeSameCode(
      claimOf(oonCtx, { first: kind.first, services: kind.services.length > 0 ? kind.services : kind.first, lines: kind.lines, onePageLines: [1, Math.min(3, kind.lines[1])], notCovered: true, spreadDays: kind.spread, claimStyle: rng.pick(['alnum', 'short', 'dashed'] as const) }),
    );
    const dedLimit = rng.pick([1000, 1500, 2000, 3000, 4000, 5000]) * 100;
    const remaining = rng.bool(0.45) ? 0 : rng.bool(0.5) ? rng.int(1, 12) * 2500 : rng.int(1, dedLimit / 2500) * 2500;
    const priorDed = dedLimit - remaining;
    let dedLeft = remaining;
    const rate = rng.pick([0.3, 0.4, 0.5]);
    const c = repriced(base, (_l, _i, allowed) => {
      const none = { deductible: 0, copay: 0, coinsurance: 0 };
      if (allowed === 0) return none;
      const deductible = Math.min(dedLeft, allowed);
      dedLeft -= deductible;
      return { ...none, deductible, coinsurance: Math.round((allowed - deductible) * rate) };
    });
    const denied = sumCents(c.lines.filter((l) => l.reasons.includes('notCovered')).map((l) => l.notCovered));
    const overMax = sumCents([c.total.notCovered, -denied]);
    const relation = p.member === p.holder ? 'Self' : rng.pick(['Spouse', 'Child', 'Domestic partner', 'Stepchild']);
    const toMember = rng.bool(0.5);
    const payee = c.total.planPaid === 0 ? 'No payment made' : toMember ? `${p.holder} (check mailed to you)` : p.provider;
    const status = rng.pick(['Out of network (no contract with us)', 'No contract with our network', 'Not in your network']);
    const BOTTOM = 56;
    const { sheet, hooks } = newSheet({ size: 9, font: 'serif', top: 38, bottom: BOTTOM });
    sheet.row([{ text: p.insurer, x: 36, size: 15, font: 'bold' }, { text: L.title, x: 576, size: 13, font: 'serif', align: 'right' }]);
    sheet.row([{ text: `${p.insurerAddr.line1}  |  ${p.insurerAddr.line2}  |  ${p.phone}`, x: 36, size: 7.5, font: 'regular', grey: 0.35 }], 2);
    sheet.row([{ text: L.notBill, x: 576, size: 8, font: 'bold', align: 'right' }], 2);
    sheet.row([rule(36, 576, 8)], 8);
    const facts: Pair[] = [
      [L.issued, f.date(c.processed)],
      [L.subscriber, p.holder],
      [L.memberId, p.memberId],
      [L.group, p.group],
      [L.claimNo, c.number],
    ];
    const labelWidth = Math.max(...facts.map(([label]) => cellWidth(colon(label), 8, 'bold')));
    const valueWidth = Math.max(...facts.map(([, value]) => cellWidth(value, 8, 'serif')));
    columns(
      sheet,
      [[{ text: p.holder, x: 44, size: 10 }], [{ text: p.memberAddr.line1, x: 44, size: 10 }], [{ text: p.memberAddr.line2, x: 44, size: 10 }]],
      factRows(facts, Math.min(330, Math.floor(576 - valueWidth - labelWidth - 8)), { size: 8, colon: true, valueFont: 'serif' }),
    );
    sheet.space(10);
    // The warning box.
    sheet.row([rule(36, 576, 9, '=')], 2);
    sheet.row([{ text: '!', x: 44, size: 14, font: 'bold' }, { text: L.warnTitle, x: 62, size: 11, font: 'bold' }], 2);
    const money = (v: number) => f.money(v);
    const warning =
      `${p.provider} is not in the ${p.insurer} network and has no contract with us, so it has not agreed to accept our allowance as payment in full. ` +
      `For this claim it billed ${money(c.total.billed)} and we allowed ${money(c.total.allowed)}. ` +
      (overMax > 0 ? `The provider may bill you the ${money(overMax)} difference` : 'The provider may bill you the difference between its charge and our allowance') +
      `${denied > 0 ? `, plus ${money(denied)} for services your plan does not cover,` : ''} on top of your deductible and coinsurance. In all, you may owe up to ${money(c.total.patient)}.`;
    paragraph(sheet, warning, 62, 506, 9, 'serif', 3);
    paragraph(
      sheet,
      'Surprise billing protections: if this was emergency care, or care from an out-of-network doctor at an in-network hospital or surgery center that you did not agree to in writing, federal law (the No Surprises Act) may limit what you owe to your in-network cost share. Call us before you pay if you think this applies.',
      62,
      506,
      8,
      'italic',
      2,
    );
    sheet.row([rule(36, 576, 9, '=')], 10);
    sheet.row([{ text: L.facts, x: 36, size: 10.5, font: 'bold' }], 2);
    above(
      sheet,
      [
        [L.patient, p.member],
        [L.relation, relation],
        [L.provider, p.provider],
        [L.status, status],
        [L.dates, c.lastDate === c.serviceDate ? f.date(c.serviceDate) : `${f.date(c.serviceDate)} to ${f.date(c.lastDate)}`],
        [L.received, f.date(c.received)],
        [L.payee, payee],
      ],
      { x: 36, perRow: 3, columnWidth: 180, labelSize: 7, valueSize: 9, labelFont: 'bold', valueFont: 'serif', gap: 5 },
    );
    sheet.space(4);
    const amount = (get: (a: Amounts) => number) => (r: WrapRow): string => {
      const a = r.line ?? (r.total ? c.total : undefined);
      return a ? money(get(a)) : '';
    };
    const amounts: [string, number, (r: WrapRow) => string][] = [
      [L.billed, 296, amount((a) => a.billed)],
      [L.allowed, 342, amount((a) => a.allowed)],
      [L.above, 392, amount((a) => a.notCovered)],
      [L.deductible, 436, amount((a) => a.deductible)],
      [L.coinsurance, 482, amount((a) => a.coinsurance)],
      [L.paid, 528, amount((a) => a.planPaid)],
      [L.owe, 576, amount((a) => a.patient)],
    ];
    table(
      sheet,
      hooks,
      [
        { head: L.date, x: 36, w: 42, cell: (r) => (r.line ? f.short(r.line.date) : '') },
        { head: L.service, x: 84, w: 140, cell: (r) => r.text },
        { head: L.code, x: 228, w: 30, cell: (r) => (r.line ? r.line.code : '') },
        ...amounts.map(([head, x, cell]): Col<WrapRow> => ({ head, x, w: 40, align: 'right', cell })),
      ],
      wrapRows(c.lines, 140, 7.5, L.total),
      { size: 7.5, headSize: 6.5, font: 'regular', repeat: true, rule: true, rowFont: (r) => (r.total ? 'bold' : undefined), banner: (s) => s.row([{ text: `${L.claimNo} ${c.number} - ${p.member} (continued)`, x: 36, size: 8, font: 'italic' }], 4) },
    );
    sheet.row([{ text: `* ${overMax > 0 ? 'Includes the part of the charge above our out-of-network allowance, which the provider may bill you. ' : ''}${denied > 0 ? 'Includes services your plan does not cover.' : ''}`, x: 36, size: 7, font: 'italic' }], 8);
    keepTogether(sheet, 140, BOTTOM);
    sheet.row([{ text: L.breakdown, x: 36, size: 10.5, font: 'bold' }], 2);
    const rows: [string, string, FontName][] = [
      ['Your out-of-network deductible', money(c.total.deductible), 'serif'],
      [`Your coinsurance (${Math.round(rate * 100)}% of our allowance after the deductible)`, money(c.total.coinsurance), 'serif'],
      ...(overMax > 0 ? [['Charges above our allowance (balance billing)', money(overMax), 'serif'] as [string, string, FontName]] : []),
      ...(denied > 0 ? [['Services not covered by your plan', money(denied), 'serif'] as [string, string, FontName]] : []),
    ];
    for (const [label, value, font] of rows) sheet.row([{ text: label, x: 48, size: 9, font }, { text: value, x: 440, size: 9, font, align: 'right' }], 1);
    sheet.row([rule(300, 444, 8)], 1);
    sheet.row([{ text: 'Total you may owe the provider', x: 48, size: 9.5, font: 'bold' }, { text: money(c.total.patient), x: 440, size: 9.5, font: 'bold', align: 'right' }], 4);
    const paidSentence = c.total.planPaid > 0 ? (toMember ? `We mailed a check for ${money(c.total.planPaid)} to you at the address above; use it to pay ${p.provider}.` : `We paid ${money(c.total.planPaid)} directly to ${p.provider}.`) : 'We made no payment because the allowance went to your deductible or the services are not covered.';
    paragraph(sheet, paidSentence, 48, 520, 8.5, 'serif', 8);
    keepTogether(sheet, 50, BOTTOM);
    sheet.row([{ text: L.progress, x: 36, size: 9.5, font: 'bold' }], 1);
    const dedMet = priorDed + cents(c.total.deductible);
    const oopLimit = dedLimit * rng.pick([2, 3]);
    const oopMet = Math.min(oopLimit, dedMet + rng.int(0, 20) * 1000 + cents(c.total.coinsurance));
    sheet.row([{ text: 'Out-of-network deductible', x: 48, size: 8.5 }, { text: `${formatMoney(dedMet / 100, 'dollar')} of ${formatMoney(dedLimit / 100, 'dollar')}`, x: 300, size: 8.5 }]);
    sheet.row([{ text: 'Out-of-network out-of-pocket limit', x: 48, size: 8.5 }, { text: `${formatMoney(oopMet / 100, 'dollar')} of ${formatMoney(oopLimit / 100, 'dollar')}`, x: 300, size: 8.5 }]);
    sheet.row([{ text: 'Amounts a provider bills above our allowance do not count toward your out-of-pocket limit.', x: 48, size: 7.5, font: 'italic' }]);
    if (!options.onePage) {
      sheet.newPage();
      sheet.row([{ text: 'Understanding out-of-network care', x: 36, size: 12, font: 'bold' }], 6);
      const qa: [string, string][] = [
        ['Why might I get a bill for more than my share?', 'Network providers sign a contract with us and accept our allowance. Out-of-network providers do not, so they may bill you for any amount above it. This is called balance billing.'],
        ['Can I lower what I owe?', `Before you pay, ask ${p.provider} whether it will accept our allowance or offer a discount or payment plan. You can also ask us for help finding an in-network provider for future care.`],
        ['What if I did not choose this provider?', 'If you got emergency care, or were treated at an in-network facility by a provider you did not choose, you may be protected from balance billing. Call us and we will review the claim.'],
        ['How do I appeal?', `Write to us within 180 days of the date of this notice. Send the claim number, the reason you disagree and any records to ${p.insurer}, Appeals Department, ${p.insurerAddr.line1}, ${p.insurerAddr.line2}. If we uphold our decision you may ask for an independent external review.`],
      ];
      for (const [q, a] of qa) {
        keepTogether(sheet, 44, BOTTOM);
        sheet.row([{ text: q, x: 36, size: 9.5, font: 'bold' }]);
        paragraph(sheet, a, 36, 540, 9, 'serif', 6);
      }
      paragraph(sheet, `Free language assistance: call ${p.phone}. Asistencia gratuita en espanol: llame al ${p.phone}. Ayuda sa wika nang libre: tumawag sa ${p.phone}.`, 36, 540, 7.5, 'italic');
    }
    everyPage(sheet, (page, total) => [
      { text: `${p.insurer} - ${L.claimNo} ${c.number}`, x: 36, y: H - 34, size: 7, font: 'regular', grey: 0.4 },
      { text: `${page}/${total}`, x: 576, y: H - 34, size: 7.5, font: 'regular', align: 'right' },
    ]);
    return { truth: truthOf(c, p, { copay: false, deductible: true, network: true }), doc: sheet };
  }),
  // A preventive checkup: an annual physical with screening labs (and a flu shot now and then) that
  // the plan pays in full, shown as a friendly claim summary: the member's cost in large type beside
  // the claim facts, each service as a small card (labels above amounts, a note on how it was
  // covered), the claim totals in a row, and a word on why preventive care costs nothing. A test
  // ordered for a health concern, or a problem visit the same day, leaves the member a little to pay.
  fam('preventive-zero-balance-eob', 'heldout', (ctx) => {
    const { rng, options } = ctx;
    const eob = options.eob ?? {};
    const L = inlineWords(ctx, {
      title: ['Explanation of Benefits: Preventive Visit', 'Your Claim Summary'],
      notBill: ['Not a bill - no payment needed', 'This summary is not a bill'],
      youOwe: ['Your total cost for this visit', 'What you owe for this claim'],
      subscriber: ['Summary prepared for', 'Plan holder name'],
      patient: ['Care for', 'Who was seen'],
      memberId: ['Member no. (on your ID card)', 'Your member number'],
      claimNo: ['Claim tracking #', 'Claim ref. number'],
      provider: ['Doctor or clinic', 'Who you saw'],
      visit: ['Checkup date', 'Day of your visit'],
      processed: ['Claim completed on', 'We processed it on'],
      network: ['Your provider is', 'Network check'],
      services: ['Each service from your visit', 'What was billed, line by line'],
      billed: ['Doctor billed', 'Office charged'],
      discount: ['Discount you got', 'In-network savings'],
      allowed: ['Plan-approved price', 'Price we approved'],
      paid: ['Covered by us', 'We covered'],
      cost: ['Left for you', 'Your part'],
      totals: ['Adding it all up', 'Totals across the visit'],
      copay: ['Copay charged', 'Copay for visit'],
      deductible: ['Toward your deductible', 'Used from deductible'],
      coinsurance: ['Coinsurance share', 'Coinsurance owed'],
      about: ['About preventive care', 'Why this visit cost you little or nothing'],
    });
    const inNetwork = eob.isInNetwork ?? true;
    const networkText = inNetwork ? rng.pick(['In network with your plan', 'In your network']) : rng.pick(['Outside your network', 'Not in your network']);
    const f = fmt(rng, ['long-weekday', 'long', 'us-short'], ['dollar'], ['minus', 'parens']);
    const parties = partiesOf(ctx, { insurer: 'national', provider: 'physician', dependent: 0.4, id: rng.pick(['alpha-digits', 'w-digits', 'digits'] as const) });
    const insurer = eob.insuranceCompany ?? rng.pick(['Sunward Health', 'Hearthstone Health Insurance', 'Trueline Health Benefits', 'Windrose Health Plans', 'Gladewater Health']);
    const provider = eob.providerName ?? (rng.bool(0.25) ? `${person(rng, ctx.split).replace(/ [A-Z]\. /, ' ')}, ${rng.pick(['MD', 'DO'])}` : `${rng.pick(FRESH_STEMS)} ${rng.pick(['Family Practice', 'Internal Medicine', 'Primary Care Group', 'Adult Medicine Clinic'])}`);
    const p: Parties = { ...parties, insurer, provider };
    type Kind = 'preventive' | 'test' | 'visit';
    const age = rng.pick(['18-39', '40-64', '40-64', '65+'] as const);
    const established = rng.bool(0.8);
    const examCodes = { '18-39': ['99395', '99385'], '40-64': ['99396', '99386'], '65+': ['99397', '99387'] } as const;
    const exam: Service = [`Annual physical, ${established ? 'established' : 'new'} patient, age ${age}`, examCodes[age][established ? 0 : 1], 190, 420];
    const screens: readonly Service[] = [
      ['Lipid panel (cholesterol screening)', '80061', 30, 140],
      ['Hemoglobin A1c (diabetes screening)', '83036', 25, 110],
      ['Hepatitis C antibody screening', '86803', 30, 120],
      ['HIV-1/2 antigen and antibody screening', '87389', 35, 130],
      ['Depression screening questionnaire', '96127', 10, 40],
      ['Glucose, blood (screening)', '82947', 10, 45],
    ];
    const tests: readonly Service[] = [
      ['Thyroid stimulating hormone (TSH)', '84443', 35, 130],
      ['Vitamin D, 25-hydroxy', '82306', 50, 220],
      ['Complete blood count with differential', '85025', 20, 90],
      ['Comprehensive metabolic panel', '80053', 30, 150],
    ];
    const shuffled = [...screens];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [shuffled[i], shuffled[j]] = [shuffled[j] as Service, shuffled[i] as Service];
    }
    const picked: [Service, Kind][] = [[exam, 'preventive']];
    const screenCount = options.onePage ? 1 : rng.int(2, 4);
    picked.push([['Routine blood draw', '36415', 10, 35], 'preventive'], ...shuffled.slice(0, screenCount).map((s): [Service, Kind] => [s, 'preventive']));
    const serviceDate = eob.serviceDate ?? rng.date('2024-01-15', '2025-10-31');
    // A flu shot with the checkup in flu season.
    const month = Number(serviceDate.slice(5, 7));
    if (!options.onePage && (month >= 9 || month <= 3) && rng.bool(0.5)) picked.push([['Influenza vaccine, quadrivalent', '90686', 25, 65], 'preventive'], [['Vaccine administration, first', '90471', 20, 45], 'preventive']);
    if (rng.bool(0.35)) picked.push([rng.pick(tests), 'test']);
    if (rng.bool(0.15)) picked.push([['Office visit for a separate problem, same day', '99213-25', 110, 230], 'visit']);
    const billed = pairedBilled(
      ctx,
      picked.map(([s]) => cents(rng.money(s[2], s[3]))),
    );
    const copay = rng.pick([20, 25, 30, 40]) * 100;
    let dedLeft = rng.bool(0.5) ? 0 : rng.int(1, 40) * 2500;
    const rate = inNetwork ? rng.pick([0.1, 0.2]) : 0.4;
    const kinds: Kind[] = [];
    const priced = picked.map(([s, kind], i): Priced => {
      const b = billed[i] ?? 0;
      const allowed = Math.round(b * (inNetwork ? 0.45 + rng.next() * 0.35 : 0.6 + rng.next() * 0.25));
      const excess = b - allowed;
      kinds.push(kind);
      const reasons: RemarkReason[] = excess > 0 ? [inNetwork ? 'discount' : 'overMax'] : [];
      let share = { deductible: 0, copay: 0, coinsurance: 0 };
      if (!inNetwork || kind !== 'preventive') {
        const cp = inNetwork && kind === 'visit' ? Math.min(copay, allowed) : 0;
        const deductible = Math.min(dedLeft, allowed - cp);
        dedLeft -= deductible;
        share = { copay: cp, deductible, coinsurance: cp > 0 ? 0 : Math.round((allowed - deductible) * rate) };
      }
      if (share.copay > 0) reasons.push('copay');
      if (share.deductible > 0) reasons.push('deductible');
      if (share.coinsurance > 0) reasons.push('coinsurance');
      return { date: serviceDate, code: s[1], description: s[0], units: 1, billed: b, discount: inNetwork ? excess : 0, notCovered: inNetwork ? 0 : excess, ...share, reasons };
    });
    const c = pricedClaim(ctx, priced, { inNetwork, claimStyle: rng.pick(['alnum', 'dated', 'prefixed'] as const), share: 1 - rate });
    const BOTTOM = 56;
    const { sheet } = newSheet({ size: 8.5, font: 'regular', top: 40, bottom: BOTTOM });
    sheet.row([{ text: p.insurer, x: 40, size: 15, font: 'bold' }, { text: L.title, x: 572, size: 11, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `Member Services ${p.phone}  |  TTY 711`, x: 40, size: 7.5, grey: 0.35 }, { text: L.notBill, x: 572, size: 8, font: 'bold', align: 'right' }], 4);
    sheet.row([rule(40, 572, 8)], 10);
    const facts: Pair[] = [
      ...(p.holder !== p.member ? [[L.subscriber, p.holder] as Pair] : []),
      [L.patient, p.member],
      [L.memberId, p.memberId],
      [L.claimNo, c.number],
      [L.provider, p.provider],
      [L.visit, f.date(c.serviceDate)],
      [L.processed, f.date(c.processed)],
      [L.network, networkText],
    ];
    const labelWidth = Math.max(...facts.map(([label]) => cellWidth(colon(label), 8, 'bold')));
    const valueWidth = Math.max(...facts.map(([, value]) => cellWidth(value, 8, 'regular')));
    const zero = c.total.patient === 0;
    const status = zero ? 'Covered in full as preventive care' : inNetwork ? 'Most of this visit was covered as preventive care' : 'Preventive care out of network is not covered in full';
    columns(
      sheet,
      [
        [{ text: L.youOwe, x: 48, size: 8.5, font: 'bold' }],
        [{ text: f.money(c.total.patient), x: 48, size: 24, font: 'bold' }],
        [{ text: status, x: 48, size: 8, font: 'italic' }],
      ],
      factRows(facts, Math.min(330, Math.floor(572 - valueWidth - labelWidth - 8)), { size: 8, colon: true }),
    );
    sheet.space(12);
    sheet.row([{ text: L.services, x: 40, size: 11, font: 'bold' }], -2);
    sheet.row([rule(40, 572, 8)], 6);
    const xs = [48, 148, 248, 348, 448];
    const notes: Record<Kind, string> = {
      preventive: inNetwork ? 'Preventive care - paid in full by your plan.' : 'Out-of-network preventive care - your deductible and coinsurance apply.',
      test: 'Ordered to check a health concern, not as a screening - your deductible and coinsurance apply.',
      visit: 'Separate problem treated during your checkup - your office visit copay applies.',
    };
    c.lines.forEach((l, i) => {
      keepTogether(sheet, 62, BOTTOM);
      sheet.row([{ text: l.description, x: 40, size: 9, font: 'bold' }, { text: `CPT ${l.code}`, x: 572, size: 7.5, grey: 0.4, align: 'right' }], 1);
      sheet.row([L.billed, L.discount, L.allowed, L.paid, L.cost].map((label, j): Cell => ({ text: up(label), x: xs[j] ?? 0, size: 6.5, font: 'bold', grey: 0.45 })));
      sheet.row(
        [f.money(l.billed), f.credit(sumCents([l.discount, l.notCovered])), f.money(l.allowed), f.money(l.planPaid), f.money(l.patient)].map((value, j): Cell => ({ text: value, x: xs[j] ?? 0, size: 9, font: j === 4 ? 'bold' : 'regular' })),
      );
      sheet.row([{ text: notes[kinds[i] ?? 'preventive'], x: 48, size: 7.5, font: 'italic' }], options.onePage ? 6 : 3);
      if (!options.onePage) sheet.row([rule(40, 572, 5, '.')], 5);
    });
    keepTogether(sheet, 150, BOTTOM);
    sheet.space(4).row([{ text: L.totals, x: 40, size: 10, font: 'bold' }], 2);
    const totalCols: [string, number][] = [
      [L.billed, c.total.billed],
      [L.discount, sumCents([c.total.discount, c.total.notCovered])],
      [L.allowed, c.total.allowed],
      [L.copay, c.total.copay],
      [L.deductible, c.total.deductible],
      [L.coinsurance, c.total.coinsurance],
      [L.paid, c.total.planPaid],
      [L.cost, c.total.patient],
    ];
    const rights = [104, 172, 240, 306, 372, 440, 506, 572];
    const heads = totalCols.map(([label]) => wrap(label, 58, 7, 'bold'));
    const depth = Math.max(...heads.map((h) => h.length));
    for (let line = 0; line < depth; line++) {
      const cells = heads.map((h, j): Cell => ({ text: h[line - (depth - h.length)] ?? '', x: rights[j] ?? 0, size: 7, font: 'bold', align: 'right' }));
      sheet.row(cells.filter((cell) => cell.text !== ''));
    }
    sheet.row(totalCols.map(([, value], j): Cell => ({ text: j === 1 ? f.credit(value) : f.money(value), x: rights[j] ?? 0, size: 8.5, font: j === 7 ? 'bold' : 'regular', align: 'right' })), 10);
    const paidOn = f.date(addDays(c.processed, rng.int(1, 3)));
    sheet.row([{ text: L.about, x: 40, size: 10, font: 'bold' }], 2);
    const aboutText = [
      c.total.planPaid > 0 ? `We paid ${f.money(c.total.planPaid)} to ${p.provider} on ${paidOn}.` : 'There was no plan payment on this claim.',
      inNetwork
        ? 'Your plan covers recommended preventive services, such as a yearly checkup and the screenings and vaccines that go with it, at no cost to you when you see an in-network provider, even before you meet your deductible.'
        : 'Preventive services are covered at no cost only from in-network providers. Because this provider is not in your network, your out-of-network deductible and coinsurance applied, and the provider may bill you for charges above the approved amount.',
      kinds.some((k) => k !== 'preventive') ? 'If your doctor checks or treats a specific problem during the same visit, or orders tests to look into symptoms, those services are not preventive and your usual cost sharing applies.' : '',
    ]
      .filter((t) => t !== '')
      .join(' ');
    paragraph(sheet, aboutText, 40, 532, 8, 'regular', 6);
    if (!options.onePage) {
      keepTogether(sheet, 60, BOTTOM);
      paragraph(sheet, `Questions about this claim? Call Member Services at ${p.phone} (TTY 711), Monday through Friday, 8 a.m. to 8 p.m. If you disagree with how we processed this claim, you can file an appeal within 180 days of the date it was processed.`, 40, 532, 7.5, 'regular', 4);
      paragraph(sheet, `Language help at no cost: ${p.phone}. Ayuda en espanol sin costo: ${p.phone}.`, 40, 532, 7.5, 'italic');
    }
    everyPage(sheet, (page, total) => [
      { text: `${p.insurer}  -  ${p.insurerAddr.line1}, ${p.insurerAddr.line2}`, x: 40, y: H - 36, size: 6.5, grey: 0.4 },
      { text: `Page ${page} of ${total}`, x: 572, y: H - 36, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(c, p, { copay: true, deductible: true, network: true }), doc: sheet };
  }),
  // A hospital outpatient facility claim (type of bill 0131): the hospital's lines by revenue code
  // with their HCPCS codes, units and charges, some of them packaged into the main service's payment
  // (allowed nothing, owed nothing), over several pages with the column heads repeated; the claim's
  // type of service, statement period and hospital account number in a two-column block, a mailing
  // barcode over the address, the member's share worked out under the lines and remark codes.
  fam('facility-revenue-code-eob', 'heldout', (ctx) => {
    const { rng, options } = ctx;
    const eob = options.eob ?? {};
    const L = inlineWords(ctx, {
      title: ['EXPLANATION OF BENEFITS - HOSPITAL OUTPATIENT', 'Explanation of Benefits - Facility Claim'],
      notBill: ['THIS IS NOT A BILL - DO NOT SEND PAYMENT', 'Not a bill. The hospital may bill you for the amount you owe.'],
      claimNo: ['Claim ICN', 'Internal claim no.'],
      memberId: ['Member identification', 'Insured member ID'],
      group: ['Employer group ID', 'Group policy'],
      processed: ['Adjudicated on', 'Final action date'],
      received: ['Date claim came in', 'Claim receipt date'],
      patient: ['Patient (covered member)', 'Name of patient'],
      facility: ['Facility name', 'Treating hospital'],
      npi: ['Facility NPI', 'NPI'],
      network: ['Facility participation', 'Contract status'],
      kind: ['Service category', 'Kind of care'],
      billType: ['Type of bill', 'Bill type'],
      period: ['Statement covers period', 'From - through'],
      account: ['Patient control number (PCN)', 'Hospital account #'],
      rev: ['Rev #', 'UB rev code'],
      desc: ['Revenue description', 'Charge description'],
      hcpcs: ['HCPCS/CPT', 'Proc / HCPCS'],
      units: ['Svc units', 'No. of units'],
      date: ['Svc from', 'Date of svc'],
      charges: ['Charges submitted', 'Line charges'],
      notPayable: ['Ineligible/contract adj.', 'Contractual / not payable'],
      allowed: ['Payable amount', 'Contract allowance'],
      paid: ['Benefit issued', 'Paid to facility'],
      remark: ['Remark cd', 'Msg codes'],
      totals: ['TOTAL ALL LINES', 'Totals this claim'],
      calc: ['How we calculated your share', 'Claim payment calculation'],
      owe: ['Amount you owe the facility', 'What you owe the hospital'],
      remarks: ['Remark codes explained', 'Meaning of remark codes'],
    });
    type Rev = readonly [rev: string, desc: string, hcpcs: string, min: number, max: number, packaged: boolean, units?: readonly [number, number]];
    type Scenario = { service: string; head: readonly (readonly Rev[])[]; more: readonly Rev[]; lines: readonly [number, number]; copays: readonly number[]; days: number; copayName: string };
    const drawLab: readonly Rev[] = [['0300', 'LABORATORY', '36415', 15, 60, true]];
    const scenarios: readonly Scenario[] = [
      {
        service: 'Emergency room visit',
        head: [
          [
            ['0450', 'EMERGENCY ROOM', '99284', 1200, 3800, false],
            ['0450', 'EMERGENCY ROOM', '99285', 2200, 5600, false],
            ['0450', 'EMERGENCY ROOM', '99283', 700, 2200, false],
          ],
        ],
        more: [
          ['0301', 'LAB/CHEMISTRY', '80053', 120, 420, false],
          ['0301', 'LAB/CHEMISTRY', '84484', 90, 320, false],
          ['0305', 'LAB/HEMATOLOGY', '85025', 60, 220, false],
          ['0307', 'LAB/UROLOGY', '81001', 40, 160, false],
          ...drawLab,
          ['0324', 'DX X-RAY/CHEST', '71046', 220, 780, false],
          ['0352', 'CT SCAN/BODY', '74177', 2400, 7800, false],
          ['0351', 'CT SCAN/HEAD', '70450', 1600, 5200, false],
          ['0636', 'DRUGS/DETAIL CODE', 'J2405', 18, 90, true, [1, 4]],
          ['0636', 'DRUGS/DETAIL CODE', 'J1885', 20, 80, true, [1, 2]],
          ['0258', 'IV SOLUTIONS', 'J7030', 60, 240, true],
          ['0260', 'IV THERAPY', '96374', 260, 780, false],
          ['0730', 'EKG/ECG', '93005', 180, 620, false],
          ['0250', 'PHARMACY', '', 30, 260, true],
          ['0270', 'MED-SUR SUPPLIES', '', 40, 300, true],
          ['0301', 'LAB/CHEMISTRY', '83690', 80, 260, false],
          ['0301', 'LAB/CHEMISTRY', '82550', 60, 210, false],
          ['0302', 'LAB/IMMUNOLOGY', '86140', 50, 180, false],
          ['0306', 'LAB/BACT-MICRO', '87086', 70, 240, false],
          ['0306', 'LAB/BACT-MICRO', '87040', 90, 310, false],
          ['0636', 'DRUGS/DETAIL CODE', 'J2270', 20, 70, true, [2, 4]],
          ['0636', 'DRUGS/DETAIL CODE', 'J0131', 2, 8, true, [10, 100]],
          ['0636', 'DRUGS/DETAIL CODE', 'J0696', 30, 110, false, [1, 4]],
          ['0272', 'STERILE SUPPLY', '', 40, 260, true],
          ['0320', 'DX X-RAY', '73610', 180, 640, false],
          ['0402', 'ULTRASOUND', '76705', 700, 2100, false],
        ],
        lines: [3, 24],
        copays: [150, 250, 300, 350, 500],
        days: 0,
        copayName: 'ER visit copay',
      },
      {
        service: 'Outpatient surgery',
        head: [
          [
            ['0360', 'OR SERVICES', '29881', 6800, 18000, false],
            ['0360', 'OR SERVICES', '47562', 9000, 24000, false],
            ['0360', 'OR SERVICES', '49505', 6200, 16000, false],
            ['0360', 'OR SERVICES', '64721', 3800, 9600, false],
          ],
        ],
        more: [
          ['0370', 'ANESTHESIA', '', 800, 3200, true],
          ['0710', 'RECOVERY ROOM', '', 600, 2400, true],
          ['0250', 'PHARMACY', '', 120, 900, true],
          ['0272', 'STERILE SUPPLY', '', 300, 1800, true],
          ['0278', 'SUPPLY/IMPLANTS', 'C1713', 900, 4200, true],
          ['0636', 'DRUGS/DETAIL CODE', 'J2250', 20, 90, true, [1, 4]],
          ['0636', 'DRUGS/DETAIL CODE', 'J3010', 15, 60, true, [1, 2]],
          ['0636', 'DRUGS/DETAIL CODE', 'J0690', 40, 160, true, [1, 2]],
          ['0305', 'LAB/HEMATOLOGY', '85025', 60, 220, false],
          ...drawLab,
          ['0730', 'EKG/ECG', '93005', 180, 620, false],
          ['0258', 'IV SOLUTIONS', 'J7030', 60, 240, true],
        ],
        lines: [4, 12],
        copays: [0, 0, 150, 250],
        days: 0,
        copayName: 'Outpatient surgery copay',
      },
      {
        service: 'Outpatient observation stay',
        head: [[['0450', 'EMERGENCY ROOM', '99284', 1200, 3800, false]], [['0762', 'OBSERVATION ROOM', 'G0378', 90, 180, false, [8, 30]]]],
        more: [
          ['0301', 'LAB/CHEMISTRY', '80053', 120, 420, false],
          ['0301', 'LAB/CHEMISTRY', '84484', 90, 320, false],
          ['0305', 'LAB/HEMATOLOGY', '85025', 60, 220, false],
          ...drawLab,
          ['0324', 'DX X-RAY/CHEST', '71046', 220, 780, false],
          ['0636', 'DRUGS/DETAIL CODE', 'J1100', 15, 70, true, [1, 3]],
          ['0258', 'IV SOLUTIONS', 'J7030', 60, 240, true],
          ['0730', 'EKG/ECG', '93005', 180, 620, false],
          ['0250', 'PHARMACY', '', 60, 600, true],
          ['0480', 'CARDIOLOGY', '93306', 900, 3400, false],
          ['0301', 'LAB/CHEMISTRY', '83880', 90, 330, false],
          ['0301', 'LAB/CHEMISTRY', '80048', 70, 260, false],
          ['0305', 'LAB/HEMATOLOGY', '85610', 30, 120, false],
          ['0307', 'LAB/UROLOGY', '81001', 40, 160, false],
          ['0351', 'CT SCAN/HEAD', '70450', 1600, 5200, false],
          ['0636', 'DRUGS/DETAIL CODE', 'J1644', 10, 40, true, [1, 5]],
          ['0636', 'DRUGS/DETAIL CODE', 'J2405', 18, 90, true, [1, 4]],
          ['0270', 'MED-SUR SUPPLIES', '', 40, 300, true],
          ['0260', 'IV THERAPY', '96374', 260, 780, false],
        ],
        lines: [4, 24],
        copays: [0, 150, 250],
        days: 1,
        copayName: 'Outpatient facility copay',
      },
      {
        service: 'Outpatient imaging',
        head: [
          [
            ['0610', 'MRI - GENERAL', '73721', 2400, 6400, false],
            ['0611', 'MRI - BRAIN', '70553', 3800, 9200, false],
            ['0402', 'ULTRASOUND', '76700', 900, 2600, false],
          ],
        ],
        more: [['0255', 'DRUGS/INCIDENT RAD', 'A9579', 8, 25, true, [10, 20]], ...drawLab, ['0301', 'LAB/CHEMISTRY', '82565', 40, 140, false]],
        lines: [1, 3],
        copays: [0, 0, 100, 150],
        days: 0,
        copayName: 'Advanced imaging copay',
      },
      {
        service: 'Outpatient infusion therapy',
        head: [[['0260', 'IV THERAPY', '96365', 400, 1100, false]], [['0636', 'DRUGS/DETAIL CODE', 'J1745', 180, 420, false, [30, 60]]]],
        more: [['0260', 'IV THERAPY', '96366', 120, 380, false, [1, 3]], ['0258', 'IV SOLUTIONS', 'J7050', 40, 160, true], ...drawLab, ['0305', 'LAB/HEMATOLOGY', '85025', 60, 220, false], ['0636', 'DRUGS/DETAIL CODE', 'J1200', 15, 50, true, [1, 2]]],
        lines: [2, 6],
        copays: [0, 0, 50],
        days: 0,
        copayName: 'Infusion copay',
      },
    ];
    const scene = rng.pick(scenarios);
    const parties = partiesOf(ctx, { insurer: 'national', provider: 'facility', dependent: 0.35, id: rng.pick(['alpha-digits', 'w-digits', 'digits'] as const) });
    const insurer = eob.insuranceCompany ?? rng.pick(['Ridgepoint Health Insurance Company', 'Beaconfield Group Health', 'Cornerstone Valley Health Services', 'Palomar Crest Health Plan', 'Tamberlane Mutual Health Plan Inc.']);
    const provider = eob.providerName ?? `${rng.pick(FRESH_STEMS)} ${rng.pick(['Regional Medical Center', 'Memorial Hospital', 'Community Medical Center', 'University Hospital', 'Hospital & Health Campus'])}`;
    const p: Parties = { ...parties, insurer, provider };
    const inNetwork = eob.isInNetwork ?? rng.bool(0.85);
    const serviceDate = eob.serviceDate ?? rng.date('2024-01-15', '2025-10-31');
    const [lo, hi] = options.onePage ? [Math.max(scene.head.length, Math.min(3, scene.lines[0])), Math.min(6, scene.lines[1])] : scene.lines;
    const count = rng.int(lo, hi);
    const pool = [...scene.more];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [pool[i], pool[j]] = [pool[j] as Rev, pool[i] as Rev];
    }
    const revs: Rev[] = [...scene.head.map((options) => rng.pick(options)), ...pool.slice(0, Math.max(0, count - scene.head.length))];
    type Draft = { rev: Rev; units: number; date: string; billed: number };
    const drafts = revs.map((rev, i): Draft => {
      const units = rev[6] ? rng.int(rev[6][0], rev[6][1]) : 1;
      const date = scene.days > 0 && (rev[1] === 'OBSERVATION ROOM' || (i > 1 && rng.bool(0.4))) ? addDays(serviceDate, scene.days) : serviceDate;
      return { rev, units, date, billed: cents(rng.money(rev[3], rev[4])) * units };
    });
    // Lines in revenue-code order, as hospitals print them; the main service stays the claim's service.
    drafts.sort((a, b) => (a.rev[0] < b.rev[0] ? -1 : a.rev[0] > b.rev[0] ? 1 : a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    pairedBilled(
      ctx,
      drafts.map((d) => d.billed),
    ).forEach((b, i) => {
      const d = drafts[i];
      if (d) d.billed = b;
    });
    const main = scene.head[0]?.[0]?.[0] ?? '';
    const copay = inNetwork ? rng.pick(scene.copays) * 100 : 0;
    let copayLeft = copay;
    let dedLeft = rng.bool(0.5) ? rng.int(4, 120) * 2500 : 0;
    const rate = inNetwork ? rng.pick([0.1, 0.2, 0.2, 0.3]) : rng.pick([0.3, 0.4, 0.5]);
    const packaged: boolean[] = [];
    const mainFirst = [...drafts.keys()].sort((a, b) => Number((drafts[b]?.rev[0] ?? '') === main) - Number((drafts[a]?.rev[0] ?? '') === main));
    const shares = new Map<number, { copay: number; deductible: number; coinsurance: number; allowed: number }>();
    // Cost sharing runs from the main service down (the copay lands on it), whatever the printed order.
    for (const i of mainFirst) {
      const d = drafts[i];
      if (!d) continue;
      const pack = inNetwork && d.rev[5];
      const allowed = pack ? 0 : Math.round(d.billed * (inNetwork ? 0.18 + rng.next() * 0.27 : 0.3 + rng.next() * 0.3));
      const cp = Math.min(copayLeft, allowed);
      copayLeft -= cp;
      const deductible = Math.min(dedLeft, allowed - cp);
      dedLeft -= deductible;
      shares.set(i, { copay: cp, deductible, coinsurance: Math.round((allowed - cp - deductible) * rate), allowed });
    }
    const priced = drafts.map((d, i): Priced => {
      const s = shares.get(i) ?? { copay: 0, deductible: 0, coinsurance: 0, allowed: d.billed };
      packaged.push(inNetwork && d.rev[5]);
      const excess = d.billed - s.allowed;
      const reasons: RemarkReason[] = [];
      if (excess > 0) reasons.push(inNetwork ? 'discount' : 'overMax');
      if (s.copay > 0) reasons.push('copay');
      if (s.deductible > 0) reasons.push('deductible');
      if (s.coinsurance > 0) reasons.push('coinsurance');
      return { date: d.date, code: d.rev[0], description: d.rev[1], units: d.units, billed: d.billed, discount: inNetwork ? excess : 0, notCovered: inNetwork ? 0 : excess, copay: s.copay, deductible: s.deductible, coinsurance: s.coinsurance, reasons };
    });
    const c = pricedClaim(ctx, priced, { inNetwork, claimStyle: rng.pick(['long-digits', 'icn', 'dated'] as const), share: 1 - rate });
    const codeOf: Partial<Record<RemarkReason | 'packaged', string>> = { discount: 'CX', overMax: 'OA', copay: 'CP', deductible: 'DD', coinsurance: 'CI', packaged: 'PK' };
    const remarkText: Record<string, string> = {
      PK: 'Payment for this service is included in the payment for the main procedure or visit on this claim. You do not owe this charge.',
      CX: `Charges above the rate ${p.provider} agreed to accept as a network facility. You do not owe this amount.`,
      OA: `${p.provider} is not in your network. Its charge is more than our allowance, and the facility may bill you for the difference.`,
      CP: `${scene.copayName} under your plan.`,
      DD: 'Amount applied to your calendar-year deductible.',
      CI: `Your coinsurance: ${Math.round(rate * 100)}% of the allowed amount after your deductible.`,
    };
    const used: string[] = [];
    const codesOf = (l: Line, i: number): string => {
      const list = [...(packaged[i] ? ['PK'] : []), ...l.reasons.filter((r) => !(packaged[i] && r === 'discount')).map((r) => codeOf[r] ?? '')].filter((x) => x !== '');
      for (const x of list) if (!used.includes(x)) used.push(x);
      return list.join(' ');
    };
    const f = fmt(rng, ['us-slash', 'us-2digit', 'upper-abbrev'], ['dollar', 'plain'], ['cr', 'parens']);
    const networkText = inNetwork ? rng.pick(['Participating facility', 'In-network hospital']) : rng.pick(['Non-participating facility', 'Out-of-network hospital']);
    const BOTTOM = 60;
    const { sheet, hooks } = newSheet({ size: 8, font: 'regular', top: 36, bottom: BOTTOM });
    const title: Cell = { text: L.title, x: 576, size: 10, font: 'bold', align: 'right' };
    if (cellWidth(up(p.insurer), 13, 'bold') + cellWidth(L.title, 10, 'bold') + 16 < 540) sheet.row([{ text: up(p.insurer), x: 36, size: 13, font: 'bold' }, title]);
    else sheet.row([{ text: up(p.insurer), x: 36, size: 13, font: 'bold' }]).row([title]);
    sheet.row([{ text: `${p.insurerAddr.line1}, ${p.insurerAddr.line2}`, x: 36, size: 7.5 }, { text: L.notBill, x: 576, size: 7.5, font: 'bold', align: 'right' }]);
    sheet.row([{ text: `Customer Service: ${p.phone}   Hearing impaired: 711`, x: 36, size: 7.5 }], 10);
    const top: Pair[] = [
      [L.claimNo, c.number],
      [L.memberId, p.memberId],
      [L.group, p.group],
      [L.received, f.date(c.received)],
      [L.processed, f.date(c.processed)],
    ];
    const topLabel = Math.max(...top.map(([label]) => cellWidth(colon(label), 7.5, 'bold')));
    const topValue = Math.max(...top.map(([, value]) => cellWidth(value, 7.5, 'regular')));
    columns(
      sheet,
      [
        [{ text: bars(rng, 46), x: 44, size: 8, font: 'mono' }],
        [{ text: up(p.holder), x: 44, size: 8.5 }],
        [{ text: up(p.memberAddr.line1), x: 44, size: 8.5 }],
        [{ text: up(p.memberAddr.line2), x: 44, size: 8.5 }],
      ],
      factRows(top, Math.min(340, Math.floor(576 - topValue - topLabel - 8)), { size: 7.5, colon: true }),
    );
    sheet.space(8).row([rule(36, 576, 8)], 6);
    const period = c.lastDate === c.serviceDate ? `${f.date(c.serviceDate)} - ${f.date(c.serviceDate)}` : `${f.date(c.serviceDate)} - ${f.date(c.lastDate)}`;
    columns(
      sheet,
      factRows(
        [
          [L.patient, p.member],
          [L.facility, p.provider],
          [L.npi, npiOf(rng)],
          [L.network, networkText],
        ],
        36,
        { size: 7.5, colon: true },
      ),
      factRows(
        [
          [L.kind, scene.service],
          [L.billType, '0131 - Hospital outpatient'],
          [L.period, period],
          [L.account, `${rng.digits(2)}${rng.digits(8)}`],
        ],
        318,
        { size: 7.5, colon: true },
      ),
    );
    sheet.space(8);
    type FRow = { line?: Line; i: number; total?: boolean };
    const rows: FRow[] = [...c.lines.map((line, i): FRow => ({ line, i })), { i: -1, total: true }];
    const amt = (get: (a: Amounts) => number, credit = false) => (r: FRow): string => {
      const a = r.line ?? (r.total ? c.total : undefined);
      if (!a) return '';
      return credit ? f.credit(get(a)) : f.money(get(a));
    };
    table(
      sheet,
      hooks,
      [
        { head: L.rev, x: 36, w: 26, cell: (r) => r.line?.code ?? '' },
        { head: L.desc, x: 66, w: 86, cell: (r) => (r.line ? r.line.description : r.total ? L.totals : '') },
        { head: L.hcpcs, x: 158, w: 34, cell: (r) => (r.line ? (drafts[r.i]?.rev[2] ?? '') : '') },
        { head: L.units, x: 222, w: 20, align: 'right', cell: (r) => (r.line ? String(r.line.units) : '') },
        { head: L.date, x: 228, w: 40, cell: (r) => (r.line ? f.short(r.line.date) : '') },
        { head: L.charges, x: 318, w: 50, align: 'right', cell: amt((a) => a.billed) },
        { head: L.notPayable, x: 384, w: 58, align: 'right', cell: amt((a) => sumCents([a.discount, a.notCovered]), true) },
        { head: L.allowed, x: 442, w: 50, align: 'right', cell: amt((a) => a.allowed) },
        { head: L.paid, x: 500, w: 46, align: 'right', cell: amt((a) => a.planPaid) },
        { head: L.remark, x: 508, w: 60, cell: (r) => (r.line ? codesOf(r.line, r.i) : '') },
      ],
      rows,
      { size: 7, headSize: 7, repeat: true, rule: true, caps: true, rowFont: (r) => (r.total ? 'bold' : undefined), banner: (s) => s.row([{ text: `${up(p.member)} - ${L.claimNo} ${c.number} - continued`, x: 36, size: 7.5, font: 'italic' }], 4) },
    );
    keepTogether(sheet, 150, BOTTOM);
    sheet.space(10).row([{ text: L.calc, x: 300, size: 9, font: 'bold' }], 2);
    const calc: [string, string, FontName?][] = [
      ['Charges from the hospital', f.money(c.total.billed)],
      [inNetwork ? 'Less contractual and packaged amounts' : 'Less charges above our allowance', f.credit(sumCents([c.total.discount, c.total.notCovered]))],
      ['Plan allowance for this claim', f.money(c.total.allowed), 'bold'],
      ...(copay > 0 ? [[scene.copayName, f.money(c.total.copay)] as [string, string]] : []),
      ['Deductible taken', f.money(c.total.deductible)],
      [`Your coinsurance (${Math.round(rate * 100)}%)`, f.money(c.total.coinsurance)],
      ...(inNetwork ? [] : [['Plus charges above our allowance (the facility may bill you)', f.money(c.total.notCovered)] as [string, string]]),
      [`Paid to ${p.provider}`, f.money(c.total.planPaid), 'bold'],
    ];
    totalsRows(sheet, calc, 300, 576, { size: 8, labelFont: 'regular', gap: 1 });
    sheet.row([rule(300, 576, 8)], 1);
    sheet.row([{ text: L.owe, x: 300, size: 9.5, font: 'bold' }, { text: f.money(c.total.patient), x: 576, size: 9.5, font: 'bold', align: 'right' }], 8);
    keepTogether(sheet, 14 + used.length * 20, BOTTOM);
    glossary(
      sheet,
      L.remarks,
      used.map((x): [string, string] => [x, remarkText[x] ?? '']),
      { x: 36, width: 540, size: 7, codeWidth: 22 },
    );
    if (!options.onePage) {
      sheet.space(8);
      keepTogether(sheet, 70, BOTTOM);
      paragraph(sheet, 'Doctors who treated you at the hospital, such as the emergency physician, radiologist, surgeon or anesthesiologist, bill separately. Their claims appear on their own statements.', 36, 540, 7.5, 'italic', 3);
      paragraph(sheet, `If you disagree with how we processed this claim, you may appeal within 180 days of the date you receive this statement. Call ${p.phone} or write to ${p.insurer}, Attn: Appeals, ${p.insurerAddr.line1}, ${p.insurerAddr.line2}.`, 36, 540, 7.5, 'regular', 3);
    }
    const printed = formatDate(c.processed, 'us-slash');
    everyPage(sheet, (page, total) => [
      { text: `${L.claimNo} ${c.number}   Printed ${printed}`, x: 36, y: H - 38, size: 6.5, grey: 0.35 },
      { text: `Page ${page} of ${total}`, x: 576, y: H - 38, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(c, p, { copay: copay > 0, deductible: true, network: true, service: scene.service }), doc: sheet };
  }),
];

const definitions: readonly FamilyDef[] = [...devFamilies, ...devFamiliesFresh, ...devFamiliesFresh2, ...devFamiliesFresh3, ...devFamiliesFresh4, ...retired(heldoutFamilies), ...heldoutFamiliesFresh];

function run(def: FamilyDef, rng: Rng, options: LayoutOptions): { truth: EobTruth; doc: Sheet; labels: LabelPick[] } {
  const w = new Words(def.name, def.split, rng);
  const { truth, doc } = def.build({ rng, options, w, split: def.split });
  return { truth, doc, labels: w.picks };
}

const families = familyLayouts('eob', definitions, run);

/** eob layout families beyond the original six (see ../layouts.ts for the Layout contract). */
export const eobFamilies: readonly Layout[] = families.layouts;

/** A family's document together with the labels it printed and their pools (for the family test). */
export const traceEobFamily: (name: string, rng: Rng, options: LayoutOptions) => { truth: EobTruth; labels: LabelPick[]; wording: Split } = families.trace;
