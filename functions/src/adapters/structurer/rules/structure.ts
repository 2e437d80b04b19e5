import { addDays, MANUAL_REVIEW_CONFIDENCE, requiredExtractedFields, type DocumentType } from '@fairbill/shared';
import type { ReaderOutput } from '../../../domain/reading/ports';
import { findDates, findMoney, repairOcrWords, inferDateOrder, inferDecimalComma, inferPrintsCents, inferWholeUnits, normalizeText } from '../../../domain/reading/values';
import { BRANDS, CARD_BRAND, findPhone, findUrl, IN_NETWORK, NAMED_ACCOUNT, OUT_OF_NETWORK, parseValue, type ParseContext } from './fields';
import { bodyTextHeight, buildGrid, overlapsHorizontally, type Cell, type Grid } from './grid';
import { keyValueCandidates, withEngineLineItems } from './engine-fields';
import { findLabelled, type Candidate } from './labels';
import { addressBlockNames, footerName, isClinician, isClinicianOnly, isDepartment, organisationName, ORG_WORDS, providersWithPhone, type NameGuess } from './parties';
import { cents, chooseByArithmetic, optionsByField, type Choice, type Equation, type Options } from './select';
import { activityCredits, findLineItems, findTables, payerCreditLines, printedPayers, tableCandidates, type Item } from './tables';
import { CONCEPTS, compileConcepts, isLabelText, type CompiledConcept } from './vocabulary';
import { calibrate, FIELD_GROUP, type Evidence } from './calibration';

export type ArithmeticCheck = { name: string; ok: boolean; fields: string[] };
export type RuleResult = { data: Record<string, unknown>; fieldConfidence: Record<string, number>; confidence: number; checks: ArithmeticCheck[]; evidence: Record<string, Evidence> };

const COMPILED: Record<DocumentType, CompiledConcept[]> = {
  medical_bill: compileConcepts(CONCEPTS.medical_bill),
  insurance_payment: compileConcepts(CONCEPTS.insurance_payment),
  user_payment: compileConcepts(CONCEPTS.user_payment),
};

/** A sentence saying whom the plan paid: "We paid $448.82 to X on 12/23/2024", "Benefit paid: $175.04 to X". */
const PLAN_PAID_TO = /\bpaid:?\s+\$?\s?[\d,]+\.\d{2}\s+to\s+(?:the\s+provider,?\s+)?(\p{Lu}[\p{L}\d&.,'’ -]+?)(?:\s+on\s+\S+)?\.?$/u;
/** A billing company's words for sending another's bills. */
const BILLING_AGENT = /\b(?:billing agent|billing service for|handles billing for|bills on behalf of|billing on behalf of|statement prepared by\b.*\bon behalf of)\b/i;
/** A collection agency's words: its letterhead is not the provider's, the original creditor is. */
const DEBT_COLLECTOR = /\b(?:(?:from|is) a debt collector|(?:attempt|attempting|trying) to collect a debt|placed with (?:our|this) (?:office|agency) for collection|original creditor)\b/i;
/** "Saltmarsh Physician Partners Patient Portal": a practice's portal is named after it. */
const PORTAL_SUFFIX = /\s+(?:patient\s+)?portal$/i;
/** A card's masked number and nothing else ("XXXXXXXXXXXX3874", "****1309"). */
const BARE_CARD_NUMBER = /^[\s*•xX#.-]*\d{4}$/;
/** How far from a clinician's name its practice is printed (on a statement of several claims, further is another claim). */
const NEAR_ROWS = 6;
const round2 = (n: number): number => Math.round(n * 100) / 100;
/** The most a field in a failed arithmetic check may claim: below the 0.9 at which a value is shown as certain. */
const CONTRADICTED = 0.85;
/** The columns a bill's charges stand in. */
const BILL_CHARGE_ROLES = ['subtotal', 'amount', 'amountBilled'];
/** The most a person's name another label contradicts may claim: just below manual review's threshold. */
const CONTESTED_PERSON = MANUAL_REVIEW_CONFIDENCE - 0.01;
const UNSIGNED_FIELDS = new Set(['previousBalance', 'insurancePaid', 'insuranceDiscount', 'patientPayments', 'discount', 'notCovered', 'planPaid', 'copay', 'deductible', 'coinsurance', 'tax', 'tip', 'change', 'tendered', 'allowedAmount', 'amountBilled', 'subtotal', 'totalAmount', 'patientResponsibility']);
const sum = (values: readonly number[]): number => round2(values.reduce((s, v) => s + v, 0));

class Fields {
  readonly data: Record<string, unknown> = {};
  readonly evidence: Record<string, Evidence> = {};
  /** The printed cell a field's value was read from, where one was. */
  readonly cells: Record<string, Cell | undefined> = {};
  set(field: string, value: unknown, { cell, ...e }: Partial<Evidence> & Pick<Evidence, 'raw' | 'how'> & { cell?: Cell }): void {
    this.data[field] = value;
    this.evidence[field] = { checked: 0, competitors: 0, textConfidence: 1, ...e, raw: round2(Math.max(0, Math.min(1, e.raw))) };
    this.cells[field] = cell;
  }
}

const key = (c: Candidate) => (typeof c.value === 'string' ? normalizeText(c.value) : String(c.value));

/** The best candidate of a field, with how many other values compete with it. */
function best(candidates: readonly Candidate[], field: string): (Candidate & { competitors: number }) | undefined {
  const list = candidates.filter((c) => c.field === field).sort((a, b) => b.confidence - a.confidence);
  const top = list[0];
  if (!top) return undefined;
  const others = list.slice(1);
  const competitors = new Set(others.filter((o) => key(o) !== key(top)).map(key)).size;
  const agree = others.some((o) => key(o) === key(top));
  return { ...top, competitors, confidence: agree ? Math.min(0.99, top.confidence + 0.02) : top.confidence };
}

const fromCandidate = (c: Candidate & { competitors: number }): Pick<Evidence, 'raw' | 'how' | 'competitors' | 'textConfidence'> & { cell?: Cell } => ({
  raw: c.confidence,
  how: c.how,
  competitors: c.competitors,
  textConfidence: c.cell?.confidence ?? 1,
  cell: c.cell,
});

function copy(candidates: readonly Candidate[], fields: Fields, names: readonly string[]): void {
  for (const name of names) {
    const c = best(candidates, name);
    if (c) fields.set(name, c.value, fromCandidate(c));
  }
}

/** Money fields chosen by the arithmetic, with whether a check that involves them holds. */
function applyChoice(choice: Choice, candidates: readonly Candidate[], fields: Fields, names: readonly string[]): void {
  for (const name of names) {
    const picked = choice.values.get(name);
    if (!picked) continue;
    const related = choice.checks.filter((c) => c.fields.includes(name));
    const checked = related.some((c) => !c.ok) ? -1 : related.some((c) => c.ok) ? 1 : 0;
    const sources = candidates.filter((c) => c.field === name && typeof c.value === 'number');
    const source = sources.filter((c) => Math.abs((c.value as number) - picked.value) < 0.005).sort((a, b) => b.confidence - a.confidence)[0];
    const competitors = new Set(sources.filter((c) => c !== source && Math.abs((c.value as number) - picked.value) >= 0.005).map(key)).size;
    fields.set(name, picked.value, { raw: picked.confidence, how: picked.derived ? 'derived' : (source?.how ?? 'derived'), checked, competitors, textConfidence: source?.cell?.confidence ?? 1 });
  }
}

/** Label cells and the cells other fields' labels claim; `own` field's candidates stay free (its name may be the heading too). */
const claimedCells = (candidates: readonly Candidate[], labelCells: ReadonlySet<Cell>, own: string): Set<Cell> =>
  new Set([...labelCells, ...candidates.flatMap((c) => (c.cell && c.field !== own ? [c.cell] : []))]);

/**
 * An organisation's name: the heading a person sees first, confirmed when a label ("Remit to",
 * "Merchant", "Insurer") names the same; a label alone when there is no heading to go by.
 */
function setOrganisation(f: Fields, field: string, heading: NameGuess | undefined, named: (Candidate & { competitors: number }) | undefined, cells: readonly Cell[] = []): void {
  // "Remit to: Patient Financial Services": an office of the organisation names no organisation.
  const labelled = named && !(typeof named.value === 'string' && isDepartment(named.value) && heading) ? named : undefined;
  const agree = heading && labelled && normalizeText(heading.value) === normalizeText(String(labelled.value));
  // "Remit to: Foxglove Emergency Room" against a heading that names no organisation ("Facility Statement"
  // misread): the label names it more surely.
  // A name the document prints again (the coupon, "Remit to") against a heading printed once (a tagline
  // read where the name's large print was not): the repeated name is the organisation's.
  const printed = (value: string) => cells.filter((c) => normalizeText(c.text).includes(normalizeText(value))).length;
  const repeated = heading && labelled && !agree && printed(String(labelled.value)) >= 2 && printed(heading.value) <= 1;
  if (heading && labelled && !agree && (repeated || (!ORG_WORDS.test(heading.value) && ORG_WORDS.test(String(labelled.value)) && labelled.confidence > heading.confidence))) {
    f.set(field, labelled.value, { ...fromCandidate(labelled), competitors: 1 });
    return;
  }
  if (heading && agree) f.set(field, heading.value, { raw: Math.max(heading.confidence, labelled.confidence), how: 'heading', checked: 1, textConfidence: heading.cell.confidence });
  else if (heading) f.set(field, heading.value, { raw: heading.confidence, how: 'heading', competitors: labelled ? 1 : 0, textConfidence: heading.cell.confidence });
  else if (labelled) f.set(field, labelled.value, fromCandidate(labelled));
}

/** Dates of something else: a birth, a due or expiry date (points, a coupon), the next visit, a printout, a service, a prescription's fill, a return deadline. */
const NOT_THE_DOCUMENT_DATE = /\b(birth|dob|due|exp|expir\w*|valid|until|next|print|printed|service|dos|filled|fill|refill|return|returns|entry|entered|arrival|arrived|admitted|admission)\b/i;

/** The first date high on page 1 that no label claims (a statement's date, a receipt's sale date). */
function topDate(grid: Grid, context: ParseContext, claimed: ReadonlySet<Cell>, alone = false): { iso: string; cell: Cell } | undefined {
  const page = grid.cells[0]?.page;
  const height = grid.pageHeights.get(page ?? 1) ?? 792;
  for (const cell of grid.cells) {
    if (cell.page !== page || cell.y > height * 0.4 || claimed.has(cell)) continue;
    if (NOT_THE_DOCUMENT_DATE.test(cell.text)) continue;
    const date = findDates(cell.text, { order: context.dateOrder })[0];
    if (date && (!alone || date.text.length >= cell.text.trim().length - 1)) return { iso: date.iso, cell };
  }
  return undefined;
}

/** A date that names no visit: a birth, a deadline, when the claim was received or processed, a period billed. */
const NOT_A_VISIT_DATE = /\b(birth|born|dob|due|pay(?:ment)? by|deadline|appeal|expir\w*|exp|(?<!\byou\s)received|processed|process|issued|issue|printed|print|mailed|statement|stmt|notice|period|as of|effective|through|thru|year|coverage|check|cycle|billing date|bill date|invoice date|report|run)\b/i;

/**
 * Without a labelled date of service or dated lines: the earliest date on the document whose words name
 * no other kind of date, on or before the document's own date and at most two years before it.
 */
function earliestCareDate(grid: Grid, context: ParseContext, documentDate: string | undefined): { iso: string; cell: Cell; others: number } | undefined {
  const inRange = (iso: string) => documentDate === undefined || (iso <= documentDate && iso >= addDays(documentDate, -2 * 365));
  const days = new Map<string, Cell>();
  for (const row of grid.rows) {
    row.forEach((cell, i) => {
      for (const date of findDates(cell.text, { order: context.dateOrder })) {
        // A sentence's last words before the date say what it is ("tests you received on February 3, 2025").
        const said = cell.text.slice(0, date.index).split(/\s+/).slice(-6).join(' ');
        const words = [...row.slice(Math.max(0, i - 2), i).map((c) => c.text), said].join(' ');
        if (!NOT_A_VISIT_DATE.test(words) && inRange(date.iso) && !days.has(date.iso)) days.set(date.iso, cell);
      }
    });
  }
  const day = [...days.keys()].sort()[0];
  const cell = day ? days.get(day) : undefined;
  return day && cell ? { iso: day, cell, others: days.size - 1 } : undefined;
}

/** The earliest date of care as the date of service, when nothing else gave one; the other days it could have been compete with it. */
function setEarliestCareDate(f: Fields, grid: Grid, context: ParseContext, documentDate: unknown): void {
  if (f.data.serviceDate !== undefined) return;
  const care = earliestCareDate(grid, context, typeof documentDate === 'string' ? documentDate : undefined);
  if (care) f.set('serviceDate', care.iso, { raw: 0.5, how: 'fallback', competitors: care.others, textConfidence: care.cell.confidence });
}

const itemsData = (items: readonly Item[], withCodes: boolean) =>
  items.map((i) => ({ description: i.description, ...(withCodes && i.code ? { code: i.code } : {}), amount: i.amount, ...(withCodes && i.date ? { date: i.date } : {}) }));

const ADDRESS_LINE = /^\d+\s+[A-Za-z0-9 .'#-]+,?\s+[A-Za-z .'-]+,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?$/;

function structureBill(grid: Grid, candidates: Candidate[], items: Item[], labelCells: ReadonlySet<Cell>, context: ParseContext, itemHeader?: number): { fields: Fields; checks: ArithmeticCheck[] } {
  const f = new Fields();
  // The bill's own number is printed above its lines: a number labelled among or under them is a line's
  // (a rental month's invoice, a visit's encounter).
  for (const c of candidates) if (c.field === 'invoiceNumber' && c.how !== 'table' && c.cell && itemHeader !== undefined && c.cell.row > itemHeader) c.confidence *= 0.9;
  // "Invoice 2190527-31", "Invoice 2190527-32": one label printed with another number on each line
  // (a rental's monthly invoices) numbers the lines, not the statement.
  const inline = candidates.flatMap((c) => (c.field === 'invoiceNumber' && c.how === 'inline' && c.cell ? [{ c, label: normalizeText(c.cell.text.replace(String(c.value), '')) }] : []));
  const numbered = new Map<string, Set<string>>();
  for (const { c, label } of inline) numbered.set(label, (numbered.get(label) ?? new Set()).add(String(c.value)));
  for (const { c, label } of inline) if ((numbered.get(label)?.size ?? 0) > 1) c.confidence *= 0.7;
  // "This statement is for services provided to Juniper Brightwater from April 26, 2024": the patient, named in a sentence.
  for (const cell of grid.cells) {
    const given = CARE_GIVEN_TO.exec(cell.text);
    const value = given?.[1] ? parseValue('name', given[1], context) : undefined;
    if (value === undefined || !given) continue;
    candidates.push({ field: 'patientName', kind: 'name', value, cell, how: 'inline', confidence: 0.92 * cell.confidence });
    // (The first day of the care follows: "on April 26, 2024", "from April 26, 2024 through ...".)
    const first = findDates(cell.text.slice(given.index + given[0].length), { order: context.dateOrder })[0];
    if (first && first.index <= 2) candidates.push({ field: 'serviceDate', kind: 'date', value: first.iso, cell, how: 'inline', confidence: 0.9 * cell.confidence });
  }
  copy(candidates, f, ['patientName', 'invoiceNumber', 'invoiceDate', 'serviceDate', 'dueDate', 'patientAddress']);
  // A stay admitted long before the period this statement bills ("Admission Date" beside "Period
  // Covered"): the service date is that of the first charge billed, when a label gives it.
  const dated = items.map((i) => i.date).filter((d): d is string => d !== undefined).sort();
  const serviceDate = f.data.serviceDate;
  if (typeof serviceDate === 'string' && dated[0] && serviceDate < dated[0]) {
    const first = candidates.filter((c) => c.field === 'serviceDate' && c.value === dated[0]).sort((a, b) => b.confidence - a.confidence)[0];
    if (first) f.set('serviceDate', first.value, { ...fromCandidate({ ...first, competitors: 1 }) });
  }
  // Cells another label claims are not the heading; the provider's own labelled name may be.
  const used = claimedCells(candidates, labelCells, 'providerName');
  const heading = organisationName(grid, used);
  const labelled = best(candidates, 'providerName');
  // "Statement prepared by Trillium Practice Management Group as billing agent on behalf of your physician":
  // the letterhead is a billing company's; the practice it bills for is named where the label says.
  // So is a collection agency's ("This communication is from a debt collector"): the original creditor is the provider.
  const agent = grid.cells.some((c) => BILLING_AGENT.test(c.text) || DEBT_COLLECTOR.test(c.text));
  setOrganisation(f, 'providerName', agent && labelled ? undefined : heading, labelled, grid.cells);
  if (typeof f.data.providerName === 'string') f.data.providerName = f.data.providerName.replace(PORTAL_SUFFIX, '');
  if (f.data.invoiceDate === undefined) {
    const dated = topDate(grid, context, used);
    if (dated) f.set('invoiceDate', dated.iso, { raw: 0.55, how: 'fallback', textConfidence: dated.cell.confidence });
  }
  const phone = best(candidates, 'phoneNumber');
  const phoneText = phone ? findPhone(String(phone.value)) : grid.cells.slice(0, 12).map((c) => findPhone(c.text)).find(Boolean);
  if (phoneText) f.set('phoneNumber', phoneText, { raw: phone ? phone.confidence : 0.6, how: phone ? phone.how : 'pattern' });
  const address = grid.rows.slice(0, 6).flat().map((c) => c.text.replace(/\s+\(\d{3}\).*$/, '').trim()).find((t) => ADDRESS_LINE.test(t));
  if (address) f.set('providerAddress', address, { raw: 0.7, how: 'pattern' });
  const link = grid.cells.map((c) => findUrl(c.text)).find((u) => u !== undefined && !/@/.test(u));
  if (link) f.set('payOnlineLink', link, { raw: 0.85, how: 'pattern' });

  f.set('lineItems', itemsData(items, true), { raw: items.length > 0 ? Math.min(...items.map((i) => i.confidence)) : 0.5, how: 'items' });
  const options = optionsByField(candidates);
  const fixed = new Map<string, number>();
  if (items.length > 0) fixed.set('lineItems', sum(items.map((i) => i.amount)));
  const equations: Equation[] = [
    { name: 'bill-balance', equals: 'amountDue', plus: ['subtotal', 'previousBalance'], minus: ['insurancePaid', 'insuranceDiscount', 'patientPayments'], optional: ['previousBalance', 'insurancePaid', 'insuranceDiscount', 'patientPayments'] },
    ...(items.length > 0 ? [{ name: 'bill-line-items', equals: 'subtotal', plus: ['lineItems'] }] : []),
  ];
  const choice = chooseByArithmetic(options, ['subtotal', 'previousBalance', 'insurancePaid', 'insuranceDiscount', 'patientPayments', 'amountDue'], equations, fixed);
  applyChoice(choice, candidates, f, ['subtotal', 'insurancePaid', 'insuranceDiscount', 'amountDue']);
  // No printed total but items that add up: the items are the charges.
  if (f.data.subtotal === undefined && items.length > 0) f.set('subtotal', sum(items.map((i) => i.amount)), { raw: 0.7, how: 'derived' });
  if (f.data.serviceDate === undefined) {
    const dates = items.map((i) => i.date).filter((d): d is string => d !== undefined).sort();
    if (dates[0]) f.set('serviceDate', dates[0], { raw: 0.7, how: 'fallback' });
  }
  setEarliestCareDate(f, grid, context, f.data.invoiceDate);
  return { fields: f, checks: choice.checks };
}

/** A card's number as a slip masks it ("XXXXXXXXXXXX8812", "**** **** **** 5108", "ending 3391"). */
const MASKED_CARD_NUMBER = /^(?:ending(?:\s+in)?\s+|(?:[*•xX#]{2,}[\s-]*)+)\d{4}$/i;
/** A card or account named without its number ("MASTERCARD", "Visa Debit", "FSA VISA"). */
const BRAND_ONLY = new RegExp(String.raw`^(?:(?:hsa|fsa|us|debit|credit)\s+)*(?:${BRANDS}|debit)(?:\s+(?:debit|credit|hsa|fsa|card))*$`, 'i');
/** The label of a card's number on a line under its brand ("ACCT #:", "Account", "CARD NO :"). */
const CARD_NUMBER_LABEL = /^(?:card\s*(?:number|no\.?|#)|acct|account|card|number)(?![a-z])[\s#:.]*/i;

/**
 * A cell's masked card number. On a scan, the run of stars OCR could not read ("ria 2180" at
 * confidence 0) stands before the last four digits: they are kept behind stars of our own.
 */
function maskedNumber(text: string, confidence: number): string | undefined {
  if (MASKED_CARD_NUMBER.test(text)) return text;
  const digits = /^\D{2,16}\s?(\d{4})$/.exec(text)?.[1];
  return digits && confidence < 0.5 ? `****${digits}` : undefined;
}

/** The masked number a line starts with, after its label ("ACCT #:  XXXXXXXXXXXX8812", "CARD NO : ****4471"). */
function maskedNumberOf([first, second]: readonly Cell[]): string | undefined {
  if (!first) return undefined;
  const rest = first.text.trim().replace(CARD_NUMBER_LABEL, '');
  if (rest !== '') return maskedNumber(rest, first.confidence);
  return second && maskedNumber(second.text.trim(), second.confidence);
}

/** The masked number printed beside a card's brand, or on one of the two lines under it. */
function cardNumberBeside(grid: Grid, brand: Cell): string | undefined {
  const row = grid.rows[brand.row] ?? [];
  const next = row[row.indexOf(brand) + 1];
  const beside = next && maskedNumber(next.text.trim(), next.confidence);
  if (beside) return beside;
  const below = [grid.rows[brand.row + 1], grid.rows[brand.row + 2]].filter((r): r is Cell[] => r?.[0]?.page === brand.page);
  return below.map(maskedNumberOf).find((n) => n !== undefined);
}

const TENDER = /^(\[\s*x\s*\]|☒|■|x)?\s*((?:cash|check|cheque|money order|debit card|credit card|card|debit|credit|hsa card|fsa card|payroll deduction|tunai|qris|kartu debit|kartu kredit)(?:\s*(?:#|no\.?)\s*\d{2,})?)(?:\s+(?:tendered|tend|paid))?(?:\s*\$?\d[\d,.]*)?$/i;
/**
 * A tender line's method, printed alone before what it paid ("MASTERCARD  97.12", "NETS  104.83",
 * "DEBIT MASTERCARD" on a card slip): card brands and the wallets and bank transfers of the
 * countries whose receipts a family brings home.
 */
const PAYMENT_BRAND =
  /^(?:(?:us\s+)?(?:debit|credit)\s+)?(?:visa(?:\s+(?:debit|credit|electron))?|master\s?card|maestro|amex|mcard|mc|american express|discover|jcb|union\s?pay|diners(?:\s+club)?|eftpos|interac|nets(?:\s+flashpay)?|paynow|duitnow(?:\s+qr)?|tng(?:\s+e-?wallet)?|touch\s?'?n\s?go(?:\s+e-?wallet)?|grab\s?pay|boost|shopee\s?pay|alipay|wechat\s?pay|apple\s?pay|google\s?pay|samsung\s?pay|paypal|venmo|zelle|debit card|credit card|us debit|ebt|hsa card|fsa card|payroll deduction|debit|credit|qris|gopay|ovo|dana|linkaja|kartu (?:debit|kredit))$/i;

/** Every "out of network" phrase of a page ("non-network" holds "network", which is not "in network"). */
const EVERY_OUT_OF_NETWORK = new RegExp(OUT_OF_NETWORK.source, 'gi');

/** A plan named after its label ("Plan: FERRIS TOOL & DIE EMPLOYEE HEALTH BENEFIT PLAN", "Claims administrator for: … Plan"). */
const NAMED_PLAN = /^(?:plan|plan name|health plan|group plan|plan sponsor|(?:(?:claims|third[\s-]+party)\s+)?administrator\s+for)\s*:\s*(\S.*\b(?:plan|fund|trust))$/i;
/** An employer's own plan ("Cascade Tool & Die Health & Welfare Plan", "County of Redwood Employee Benefit Plan"). */
const EMPLOYER_PLAN = /\b(?:employees?|welfare|group health|benefits? plan)\b/i;

const INSURER_WORDS = /\b(insurance|health|healthcare|plan|plans|mutual|assurance|benefit|benefits|cross|shield|care|medicare|medicaid|life|casualty|indemnity|hmo|ppo)\b/i;

/** "Office visit (99213)", "(CPT 99213)": a procedure code in brackets after a service's description. */
const CODE_SUFFIX = /\s*[([]\s*(?:CPT|HCPCS|code)?[\s:#]*[A-Z]?\d{4,5}[A-Z]?\s*[)\]]$/i;
const CODE_PREFIX = /^(?:(?:CPT|HCPCS|code)[\s:#]*[A-Z]?\d{4,5}[A-Z]?|[A-Z]?\d{4,5}[A-Z]?|(?:MS-)?DRG[\s:#]*\d{3})\s*[-–:]\s+(?=\p{L})/iu;

/** A procedure code alone in its cell, or after its label ("CPT 99213", "BILLING CODE 99396"). */
const CODE_ALONE = /^(?:(?:billing|procedure|proc|service|svc|cpt|hcpcs)\.?\s*(?:code)?\s*[#:]?\s*)?(?:\d{5}|[A-Z]\d{4})$/i;

/** A number in a list before its entry ("1. Office visit", "2) Flu vaccine"). */
const LIST_NUMBER = /^\d{1,2}[.)]\s+(?=\p{L})/u;

/** A place of service after a line's description ("- Office", "- Outpatient Hospital", "- Telehealth"). */
const PLACE_OF_SERVICE = /\s+[-–]\s+(?:office|telehealth|home|independent lab(?:oratory)?|(?:on|off)[- ]campus outpatient hospital|outpatient hospital|inpatient hospital|emergency room(?: - hospital)?|urgent care(?: facility)?|ambulatory surgical center|skilled nursing facility)$/i;

/** "... services provided to Juniper Brightwater from ...": whom the care was given to, in a sentence. */
const CARE_GIVEN_TO = /\bservices?\s+(?:provided|rendered|given)\s+to\s+(\p{Lu}[\p{L}.'’ -]{2,60}?)\s+(?:on|from|between|at)\b/u;
/** "$106.81 of the charge is not covered by your plan". */
const NOT_COVERED_SENTENCE = /(\$?\s?[\d,]+\.\d{2}) of (?:the|your|this) (?:charges?|bill|amount billed) (?:is|are|was|were) not covered\b/i;
/** The health plan a company administers one kind of care for, named at the end of a sentence. */
const SERVED_PLAN = /\b(?:for\s+(?:the\s+)?members\s+of|on\s+behalf\s+of|(?:administered|managed)\s+by\s+\p{Lu}[\p{L}\d&'’., -]{2,60}?\s+for)\s+(?:the\s+)?(\p{Lu}[\p{L}\d&'’., -]{2,60}?)\s*[.;]?$/u;
/** "Your claim for physical therapy received on May 18, 2025": the care a claim was for, named in a sentence. */
const CARE_IN_SENTENCE = /\bclaim for (?:an? |your )?(\p{L}[\p{L} '&/-]{2,40}?) (?:received|given|provided) on\b/iu;

/** "Claim #25163801245000", "claim number: 2025-0611-88402" anywhere in a line. */
const CLAIM_IN_TEXT = /\bclaim\s*(?:#|no\.?|number)\s*:?\s*([A-Z0-9][A-Z0-9-]{5,})\b/i;

/** The words of an appeal sentence that come right before its deadline. */
const APPEAL_BY = /\bappeal(?:s)?\b[^.;]{0,60}?\b(?:by|before|no later than|on or before)\s+/i;

/** A footnote's mark: a dagger, a section sign, a superscript figure or up to three asterisks. */
const MARK_SIGNS = '†‡§¶¹²³';
const MARK = new RegExp(`[${MARK_SIGNS}]|\\*{1,3}`, 'u');
/** "† In-network (participating) provider", "* = out of network": a legend, a mark and what it means. */
const LEGEND = new RegExp(`^\\(?(${MARK.source})\\)?\\s*(?:=|:|-|–|indicates|means)?\\s*(\\p{L}.*)$`, 'u');

/**
 * The network status a footnote's mark gives: a legend explains each mark ("† In-network",
 * "‡ Out-of-network") and the provider's name or a claim line carries one of them.
 */
function networkByMark(grid: Grid): { status: boolean; cell: Cell } | undefined {
  const meanings = new Map<string, boolean>();
  const legends = new Set<Cell>();
  for (const cell of grid.cells) {
    // One line may explain several marks: "† In network  ‡ Out of network".
    for (const part of cell.text.trim().split(new RegExp(`\\s+(?=[${MARK_SIGNS}])`, 'u'))) {
      const legend = LEGEND.exec(part);
      if (!legend?.[1] || !legend[2]) continue;
      const status = OUT_OF_NETWORK.test(legend[2]) ? false : IN_NETWORK.test(legend[2]) ? true : undefined;
      if (status === undefined) continue;
      meanings.set(legend[1], status);
      legends.add(cell);
    }
  }
  const carried = new Map<boolean, Cell>();
  for (const cell of grid.cells.filter((c) => !legends.has(c))) {
    for (const token of cell.text.trim().split(/\s+/)) {
      for (const [mark, status] of meanings) {
        // The mark alone, or right after a word ("Group†"), and not a longer run of asterisks.
        const before = token.slice(0, -mark.length);
        if (token.endsWith(mark) && (before === '' || /[\p{L}\p{N}).]$/u.test(before)) && !carried.has(status)) carried.set(status, cell);
      }
    }
  }
  // Both marks carried (a statement of several providers): the marks settle nothing.
  const [only, ...others] = [...carried];
  return only && others.length === 0 ? { status: only[0], cell: only[1] } : undefined;
}

function structureEob(grid: Grid, candidates: Candidate[], labelCells: ReadonlySet<Cell>, context: ParseContext): { fields: Fields; checks: ArithmeticCheck[] } {
  const f = new Fields();
  copy(candidates, f, ['memberName', 'claimNumber', 'providerName', 'statementDate', 'serviceDate', 'appealDeadline', 'service', 'isInNetwork']);
  // "Rowan Vance, DO NPI 1127541858": the provider's NPI is no part of the name.
  const withoutNpi = (name: string) => name.replace(/\s+NPI\b[\s#:]*\d{10}\b.*$/i, '');
  if (typeof f.data.providerName === 'string') f.data.providerName = withoutNpi(f.data.providerName);
  // "Treating clinician: Rowan Vance, DO" near "Billed by: Lakeshore Pines Medical Group": the practice
  // the bill comes from is the provider; a clinician only where no organisation is named.
  // (Printed near it: on a statement of several claims, another claim's provider is not this one's practice.)
  const named = f.data.providerName;
  const clinician = best(candidates, 'providerName')?.cell;
  if (named === undefined || (typeof named === 'string' && clinician && isClinicianOnly(named))) {
    const near = (c: Candidate) => clinician === undefined || (c.cell !== undefined && c.cell.page === clinician.page && Math.abs(c.cell.row - clinician.row) <= NEAR_ROWS);
    const organisation = (c: Candidate) => typeof c.value === 'string' && ORG_WORDS.test(c.value) && !isClinicianOnly(withoutNpi(c.value)) && near(c);
    // "HOSPITAL" over "Elmhurst Medical Center", the attending physician under it: a stay's provider is the hospital.
    const practice = best(candidates.filter((c) => c.field === 'providerName' && organisation(c)), 'providerName') ?? best(candidates.filter((c) => c.field === 'facilityName' && organisation(c)), 'facilityName');
    if (practice) f.set('providerName', practice.value, fromCandidate(practice));
    // "We paid 448.82 to Foxglove Family Medicine", "Benefit paid: $175.04 to Willow Bend EyeWorks": whom
    // the plan paid is the practice the clinician works for.
    const payee = practice || named === undefined ? undefined : grid.cells.map((c) => ({ cell: c, name: PLAN_PAID_TO.exec(c.text.trim())?.[1]?.trim() })).find((p) => p.name && !isClinician(p.name) && p.name.split(/\s+/).length <= 8);
    if (payee?.name) f.set('providerName', payee.name, { raw: 0.8, how: 'pattern', textConfidence: payee.cell.confidence });
  }
  if (f.data.providerName === undefined) {
    // "Cresthaven Rehabilitation Services" alone on its line, the claim's number under it, or beside it on
    // the block's first line ("Greenfield Neurology Associates  Claim Number: 25-117-40822-310", "Claim
    // SH25-0503-118820  Lakeside Primary Care Associates  In-network") or over its second: a claim's block
    // headed by whom it is from.
    const claimNumbers = new Set(candidates.flatMap((c) => (c.field === 'claimNumber' && c.cell ? [c.cell] : [])));
    const named = (cell: Cell) => {
      const text = cell.text.trim();
      return !/\d/.test(text) && !labelCells.has(cell) && !isLabelText(text) && (ORG_WORDS.test(text) || isClinician(text));
    };
    const heading = grid.rows
      .flatMap((row, r) => {
        if (r < 2) return [];
        if (row.length === 1 && row[0] && named(row[0]) && [r + 1, r + 2].some((k) => (grid.rows[k] ?? []).some((c) => claimNumbers.has(c)))) return [row[0]];
        return [r, r - 1].some((k) => (grid.rows[k] ?? []).some((c) => claimNumbers.has(c))) ? row.filter(named).slice(0, 1) : [];
      })
      .at(0);
    if (heading) f.set('providerName', heading.text.trim(), { raw: 0.7, how: 'heading', textConfidence: heading.confidence });
  }
  continuedBelow(f, grid, 'providerName');
  // No patient named: the subscriber's EOB is for the subscriber.
  const subscriber = f.data.memberName === undefined ? best(candidates, 'subscriberName') : undefined;
  if (subscriber) f.set('memberName', subscriber.value, fromCandidate(subscriber));
  // "Northside Imaging Center (In-network)": the provider's network status is no part of its name;
  // "Opal Nakamura, MD (Tulsa, OK)": nor is the town it practises in.
  if (typeof f.data.providerName === 'string') {
    const status = /\s*[([](?:[^()[\]]*network[^()[\]]*|[\p{L} .'-]+,\s*[A-Z]{2})[)\]]\s*$/iu.exec(f.data.providerName);
    if (status && status.index > 0) f.data.providerName = f.data.providerName.slice(0, status.index);
  }
  // "Office visit (99213)": the code is not part of the service's description.
  // "Specialist consultation; XR lumbar spine": the claim's first service stands for the visit.
  // "Specialist consultation - Office": where it was done (the place of service) is no part of the service.
  // "99213 - Office/outpatient visit, est": nor is the code printed before it.
  // "1. Office visit, established": nor is its number in a list of the claim's services.
  if (typeof f.data.service === 'string') f.data.service = (f.data.service.split(/\s*;\s*/)[0] ?? '').replace(CODE_SUFFIX, '').replace(CODE_PREFIX, '').replace(PLACE_OF_SERVICE, '').replace(LIST_NUMBER, '').trim();
  if (typeof f.data.service === 'string' && context.money.ocr) f.data.service = repairOcrWords(f.data.service);
  if (f.data.service === undefined) {
    // "1. Specialist consultation (99243)": without a labelled service, a line naming one with its code.
    const coded = grid.cells.find((c) => CODE_SUFFIX.test(c.text.trim()) && /^(?:\d{1,2}[.)]\s+)?\p{L}[^()]{2,60}$/u.test(c.text.trim().replace(CODE_SUFFIX, '')));
    if (coded) f.set('service', coded.text.trim().replace(CODE_SUFFIX, '').replace(LIST_NUMBER, ''), { raw: 0.6, how: 'pattern', textConfidence: coded.confidence });
  }
  if (f.data.service === undefined) {
    // "Line 1  99442  Telehealth visit  01/14/2025": a list of the claim's services, a procedure code
    // printed alone (or under its label: "BILLING CODE 99396") before each description.
    for (const row of grid.rows) {
      const at = row.findIndex((c) => CODE_ALONE.test(c.text.trim()));
      const next = at >= 0 ? row[at + 1] : undefined;
      const text = next?.text.trim() ?? '';
      // "Office visit, level 4": a level or a count among the words is part of the description.
      if (!next || !/^\p{L}[\p{L}\d ,.'/&()-]{2,60}$/u.test(text) || !/\p{L}{3}/u.test(text) || isLabelText(text) || findMoney(text, context.money).length > 0) continue;
      f.set('service', text.replace(PLACE_OF_SERVICE, ''), { raw: 0.55, how: 'pattern', textConfidence: next.confidence });
      break;
    }
  }
  if (f.data.service === undefined) {
    // "Your claim for lab work received on 03/17/2025": a notice that names the kind of care in a sentence.
    const sentence = grid.cells.map((c) => ({ cell: c, match: CARE_IN_SENTENCE.exec(c.text.trim()) })).find((m) => m.match?.[1]);
    if (sentence?.match?.[1]) f.set('service', sentence.match[1], { raw: 0.6, how: 'pattern', textConfidence: sentence.cell.confidence });
  }
  const used = new Set([...labelCells, ...candidates.flatMap((c) => (c.cell ? [c.cell] : []))]);
  const administrator = best(candidates, 'administrator');
  // "Medicare Summary Notice": the federal program's own notice, printed in the same form nationwide.
  const programNotice = grid.rows.slice(0, 3).flat().find((c) => /^medicare summary notice\b/i.test(c.text.trim()));
  const heading = organisationName(grid, used, { prefer: INSURER_WORDS });
  // An insurer heading its own EOB keeps its name beside the claims administrator it names (a student
  // plan's); so does an employer's self-funded plan ("Hartwell Manufacturing Employee Benefit Plan" over
  // "Claims administered by ..."), and a union's health and welfare fund: each pays its own benefits,
  // whoever keeps its books.
  const insurerHeads = heading !== undefined && (INSURER_WORDS.test(heading.value) || /\b(?:fund|trust)\b/i.test(heading.value));
  if (administrator && !insurerHeads) f.set('insuranceCompany', administrator.value, fromCandidate(administrator));
  else if (programNotice) f.set('insuranceCompany', 'Medicare', { raw: 0.9, how: 'heading', textConfidence: programNotice.confidence });
  else setOrganisation(f, 'insuranceCompany', heading, best(candidates, 'insuranceCompany'));
  // "Plan: FERRIS TOOL & DIE EMPLOYEE HEALTH BENEFIT PLAN" beside "Claims administered by Ohio Valley Benefit
  // Administrators, Inc.": the employer's plan pays, its administrator keeps the books.
  const employerPlan = grid.cells
    .map((cell) => {
      // The label and the plan may be two cells of a row ("Claims administrator for:  Halvorsen … Plan"), or
      // the plan the next line ("THIRD PARTY ADMINISTRATOR FOR:" over "SUNBELT BUILDERS HEALTH & WELFARE FUND").
      const right = grid.rows[cell.row]?.find((c) => c.x > cell.x);
      const beside = right && !right.text.includes(':') && right.x - (cell.x + cell.width) < cell.width ? right : undefined;
      const below = (grid.rows[cell.row + 1] ?? []).find((c) => c.page === cell.page && overlapsHorizontally(c, cell));
      const next = /:$/.test(cell.text.trim()) ? (beside ?? below) : undefined;
      return { cell, plan: NAMED_PLAN.exec(next ? `${cell.text.trim()} ${next.text.trim()}` : cell.text.trim())?.[1] };
    })
    .find((p) => p.plan && EMPLOYER_PLAN.test(p.plan));
  const administered = administrator !== undefined || grid.cells.some((c) => /\b(?:administered by|administrator for)\b/i.test(c.text));
  if (employerPlan?.plan && administered && !EMPLOYER_PLAN.test(String(f.data.insuranceCompany ?? ''))) f.set('insuranceCompany', employerPlan.plan, { raw: 0.8, how: 'inline', textConfidence: employerPlan.cell.confidence });
  // "Benefits administered by Mindbridge Behavioral Network for Bluecrest Health Alliance", "Specialty
  // services for members of Tidewater Health Plan": a company that manages one kind of care for a health
  // plan heads the notice; the member's insurer is the plan.
  const served = grid.cells.map((c) => ({ cell: c, plan: SERVED_PLAN.exec(c.text.trim())?.[1]?.trim() })).map((p) => ({ ...p, plan: p.plan && wrappedOn(grid, p.cell, p.plan) })).find((p) => p.plan && INSURER_WORDS.test(p.plan) && !EMPLOYER_PLAN.test(p.plan));
  if (served?.plan && normalizeText(served.plan) !== normalizeText(String(f.data.insuranceCompany ?? ''))) f.set('insuranceCompany', served.plan, { raw: 0.85, how: 'pattern', textConfidence: served.cell.confidence });
  // A notice that prints its insurer only in its footer ("Pinnacle Coast Health Plans, Inc.  |  400 Harbor Blvd ..."),
  // under a title that names no one: what heads the page then is no insurer's name.
  if (!INSURER_WORDS.test(String(f.data.insuranceCompany ?? ''))) {
    const footer = footerName(grid, INSURER_WORDS);
    if (footer) f.set('insuranceCompany', footer.value, { raw: footer.confidence, how: 'pattern', textConfidence: footer.cell.confidence });
  }
  if (f.data.isInNetwork === undefined) {
    const marked = networkByMark(grid);
    if (marked !== undefined) f.set('isInNetwork', marked.status, { raw: 0.8, how: 'pattern', textConfidence: marked.cell.confidence });
  }
  if (f.data.isInNetwork === undefined) {
    const text = grid.cells.map((c) => c.text).join(' ');
    // A page that also says the opposite (a legend explaining both) leaves the wording it found in doubt.
    const out = OUT_OF_NETWORK.test(text);
    const inside = IN_NETWORK.test(text.replace(EVERY_OUT_OF_NETWORK, ' '));
    if (out) f.set('isInNetwork', false, { raw: 0.75, how: 'pattern', competitors: inside ? 1 : 0 });
    else if (inside) f.set('isInNetwork', true, { raw: 0.7, how: 'pattern' });
  }
  // "Dates of Service: May 1 - July 31, 2025": a notice's period; a claim line's date inside it is the visit's.
  const period = candidates.find((c) => c.field === 'serviceDate' && c.value === f.data.serviceDate && c.how !== 'table' && c.cell);
  const range = period?.cell ? findDates(period.cell.text, { order: context.dateOrder })[0] : undefined;
  const to = range && /\s[-–]\s/.test(range.text) ? findDates(range.text.split(/\s+[-–]\s+/).at(-1) ?? '', { order: context.dateOrder })[0]?.iso : undefined;
  if (range && to && to > range.iso) {
    const from = range.iso;
    const line = candidates.find((c) => c.field === 'serviceDate' && c.how === 'table' && typeof c.value === 'string' && c.value > from && c.value <= to);
    if (line) f.set('serviceDate', line.value, fromCandidate({ ...line, competitors: 1 }));
  }
  if (f.data.claimNumber === undefined) {
    // "Total for Claim #25163801245000": a notice that names the claim only in its totals line.
    for (const cell of grid.cells) {
      const claim = CLAIM_IN_TEXT.exec(cell.text);
      if (!claim?.[1] || !/\d{4}/.test(claim[1])) continue;
      f.set('claimNumber', claim[1], { raw: 0.65, how: 'pattern', textConfidence: cell.confidence });
      break;
    }
  }
  if (f.data.appealDeadline === undefined) {
    // "If you disagree, you must file an appeal by September 10, 2025": the deadline in the notice's appeal sentence.
    for (const cell of grid.cells) {
      const by = APPEAL_BY.exec(cell.text);
      const date = by ? findDates(cell.text.slice(by.index + by[0].length), { order: context.dateOrder })[0] : undefined;
      if (date?.index !== 0) continue;
      f.set('appealDeadline', date.iso, { raw: 0.7, how: 'pattern', textConfidence: cell.confidence });
      break;
    }
  }
  if (f.data.statementDate === undefined) {
    // A letter's date, on a line of its own at the top.
    const date = topDate(grid, context, used, true);
    if (date) f.set('statementDate', date.iso, { raw: 0.6, how: 'fallback', textConfidence: date.cell.confidence });
  }
  setEarliestCareDate(f, grid, context, f.data.statementDate);
  // "$106.81 of the charge is not covered by your plan": what the plan does not cover, said in a sentence.
  for (const cell of grid.cells) {
    const said = NOT_COVERED_SENTENCE.exec(cell.text)?.[1];
    const value = said ? findMoney(said, context.money)[0]?.value : undefined;
    if (value !== undefined) candidates.push({ field: 'notCovered', kind: 'money', value, cell, how: 'inline', confidence: 0.8 * cell.confidence });
  }
  // A letter that gives the claim's figures only in its sentences ("billed a total of $640.00", "the amount
  // allowed for these services is $312.48", "We paid $217.98", "Your share of this claim is $94.50").
  const prose = pageProse(grid);
  for (const [field, pattern] of FIGURES_IN_PROSE) {
    const said = candidates.some((c) => c.field === field) ? undefined : pattern.exec(prose)?.[1];
    const value = said ? findMoney(said, context.money)[0]?.value : undefined;
    if (value !== undefined) candidates.push({ field, kind: 'money', value, how: 'pattern', confidence: 0.6 });
  }
  // "Claim total" on a line of its own over a block of labelled figures: the claim's figures; the same
  // labels above it gave each service's.
  const totalsAt = grid.rows.find((row) => row.length === 1 && TOTALS_HEADING.test(row[0]?.text.trim() ?? ''))?.[0];
  if (totalsAt) {
    const inTotals = (c: Candidate) => c.kind === 'money' && c.how !== 'table' && c.cell?.page === totalsAt.page && c.cell.row > totalsAt.row && c.cell.row <= totalsAt.row + 6;
    const totalled = new Set(candidates.filter(inTotals).map((c) => c.field));
    // (Rows are numbered through the pages: the services may start on an earlier page.)
    const perService = (c: Candidate) => totalled.has(c.field) && !inTotals(c) && c.how !== 'table' && c.cell !== undefined && c.cell.row < totalsAt.row;
    candidates.splice(0, candidates.length, ...candidates.filter((c) => !perService(c)));
  }
  const options = optionsByField(candidates);
  const equations: Equation[] = [
    { name: 'eob-allowed', equals: 'allowedAmount', plus: ['amountBilled'], minus: ['discount', 'notCovered'], optional: ['discount', 'notCovered'], unprinted: 'discount' },
    { name: 'eob-paid', equals: 'allowedAmount', plus: ['planPaid', 'patientResponsibility', 'otherPaid'], minus: ['notCovered'], optional: ['notCovered', 'otherPaid'] },
    { name: 'eob-responsibility', equals: 'patientResponsibility', plus: ['deductible', 'copay', 'coinsurance', 'notCovered'], optional: ['deductible', 'copay', 'coinsurance', 'notCovered'] },
  ];
  const names = ['amountBilled', 'discount', 'notCovered', 'allowedAmount', 'planPaid', 'patientResponsibility', 'deductible', 'copay', 'coinsurance', 'otherPaid'];
  const choice = chooseByArithmetic(options, names, equations);
  applyChoice(choice, candidates, f, ['amountBilled', 'allowedAmount', 'copay', 'deductible', 'planPaid', 'patientResponsibility']);
  foldedNotCovered(f, options, choice);
  return { fields: f, checks: choice.checks };
}

/**
 * "You owe 80.88" printed twice (beside its label and in the totals row) where the plan's figures
 * leave 15.00: a notice that folds a charge it does not cover into its "Not allowed" column. The
 * share is right when what it adds to the cost share (deductible, copay, coinsurance) is exactly
 * what plan paid and share exceed the allowed amount by: one uncovered amount explains both.
 */
function foldedNotCovered(f: Fields, options: ReadonlyMap<string, Options>, choice: Choice): void {
  const value = (field: string) => (typeof f.data[field] === 'number' ? (f.data[field] as number) : undefined);
  const [allowed, paid] = [value('allowedAmount'), value('planPaid')];
  if (allowed === undefined || paid === undefined || f.data.notCovered !== undefined) return;
  const costShare = ['deductible', 'copay', 'coinsurance'].reduce((s, k) => s + (value(k) ?? 0), 0);
  const printed = (options.get('patientResponsibility') ?? []).find((o) => o.candidates >= 2 && o.confidence >= 0.95);
  if (!printed || printed.value === value('patientResponsibility')) return;
  const uncovered = printed.value - costShare;
  if (cents(uncovered) <= 0 || cents(paid + printed.value - allowed) !== cents(uncovered)) return;
  f.set('patientResponsibility', printed.value, { raw: printed.confidence, how: 'table', checked: 0 });
  choice.checks.splice(0, choice.checks.length, ...choice.checks.filter((c) => !c.fields.includes('patientResponsibility')));
}

/** A card named inside a sentence, with its last digits ("your Visa card ending in 8812"). */
const CARD_IN_SENTENCE = new RegExp(String.raw`\b(?:(?:hsa|fsa)\s+)?(?:${BRANDS}|debit|credit)\b(?:\s+(?:debit|credit|card))*\s+(?:ending(?:\s+in)?\s*|[x*•.]{2,}\s*)\d{4}\b`, 'i');

/** The register's word after a tender ("DEBIT TEND", "VISA TENDERED"). */
const TENDERED = /\s+(?:tend|tender|tendered|tnd)$/i;

/** What a receipt prints before its payment method ("Tender:", "Paid with", "PAID"): in its cell, or a cell of its own. */
const PAID_WITH_WORDS = String.raw`(?:tender(?:ed)?|tend|tnd|paid(?:\s+(?:by|with|via))?|payment\s+method)\b\s*:?`;
const PAID_WITH = new RegExp(String.raw`^${PAID_WITH_WORDS}\s*(?=\S)`, 'i');
const PAID_WITH_ALONE = new RegExp(String.raw`^${PAID_WITH_WORDS}$`, 'i');

/** Tender lines: a payment method alone in its row's first cell, and the amount it paid at the row's end. */
type Tender = { cell: Cell; amount: number; cash: boolean };

function tenderLines(grid: Grid, context: ParseContext): Tender[] {
  return grid.rows.flatMap((row) => {
    const [first, last] = [row[0], row.at(-1)];
    if (!first || !last || first === last || row.length > 3) return [];
    // "DEBIT TEND", "VISA TENDERED": the method, with the register's word for what it paid.
    // "TENDER: CASH", "PAID BY VISA": the register's word before the method.
    const method = first.text.trim().replace(/[:\s]+$/, '').replace(TENDERED, '').replace(PAID_WITH, '');
    const cash = /^(cash|tunai)$/i.test(method);
    if (!cash && !PAYMENT_BRAND.test(method)) return [];
    const money = findMoney(last.text, context.money)[0];
    return money && money.value > 0 ? [{ cell: first, amount: money.value, cash }] : [];
  });
}

function structureReceipt(grid: Grid, candidates: Candidate[], lines: Item[], tenders: readonly Tender[], labelCells: ReadonlySet<Cell>, context: ParseContext): { fields: Fields; checks: ArithmeticCheck[] } {
  const f = new Fields();
  copy(candidates, f, ['transactionDate', 'paymentMethod', 'transactionId']);
  // "Payment Type: American Express ending" over "in 7298": a card's last digits wrapped onto the next line.
  const method = best(candidates, 'paymentMethod')?.cell;
  const wrapped = method && typeof f.data.paymentMethod === 'string' && /\bending(?:\s+in)?$/i.test(f.data.paymentMethod) ? grid.rows[method.row + 1]?.[0] : undefined;
  if (wrapped && wrapped.page === method?.page && /^(?:in\s+)?\d{4}\b/i.test(wrapped.text.trim())) f.data.paymentMethod = `${String(f.data.paymentMethod)} ${wrapped.text.trim().replace(/[.,;]+$/, '')}`;
  // "CARD #  XXXXXXXXXXXX3874" under "PAYMENT SOURCE:  MASTERCARD": a card's number alone says less than its brand.
  if (typeof f.data.paymentMethod === 'string' && BARE_CARD_NUMBER.test(f.data.paymentMethod)) {
    const brand = best(candidates.filter((c) => typeof c.value === 'string' && CARD_BRAND.test(c.value)), 'paymentMethod');
    // ("US DEBIT  32.47" over "ACCOUNT  ************3019": the tender line above names it.)
    const above = method && grid.rows[method.row - 1]?.[0];
    const tendered = above && above.page === method.page ? above.text.trim().replace(TENDERED, '') : '';
    if (brand) f.set('paymentMethod', brand.value, fromCandidate(brand));
    else if (above && BRAND_ONLY.test(tendered)) f.set('paymentMethod', tendered, { raw: 0.7, how: 'pattern', textConfidence: above.confidence, cell: above });
  }
  // "TENDERED  Personal Check #4418  750.00": the register's word for paying, the method, and what it paid.
  if (f.data.paymentMethod === undefined) {
    const row = grid.rows.find((r) => r.length === 3 && PAID_WITH_ALONE.test(r[0]!.text.trim()) && findMoney(r[2]!.text, context.money).length > 0);
    const tendered = row?.[1] && parseValue('payment-method', row[1].text, context);
    if (row?.[1] && typeof tendered === 'string') f.set('paymentMethod', tendered, { raw: 0.8, how: 'beside', textConfidence: row[1].confidence, cell: row[1] });
  }
  // "Payment type: E-check (ACH)" beside "Bank account: Checking account ending 4148": the account (or card)
  // that paid, named with its last digits, says more than the kind of payment.
  if (typeof f.data.paymentMethod === 'string' && !/\d/.test(f.data.paymentMethod)) {
    const account = best(candidates.filter((c) => typeof c.value === 'string' && NAMED_ACCOUNT.test(c.value)), 'paymentMethod');
    if (account) f.set('paymentMethod', account.value, fromCandidate(account));
  }
  const used = new Set([...labelCells, ...candidates.flatMap((c) => (c.cell ? [c.cell] : []))]);
  setOrganisation(f, 'merchantName', organisationName(grid, used, { topShare: 0.25, shop: true }), best(candidates, 'merchantName'));
  nameInFull(f, grid);
  // "Payment of $85.00 to Harborview Lane Street Medicine received": a confirmation sent as a message
  // names whom it paid, and how much, in one sentence.
  const confirmed = grid.cells.map((cell) => ({ cell, match: PAYMENT_SENTENCE.exec(cell.text) })).find((p) => p.match);
  const [paid, payee] = [confirmed?.match?.[1] ? findMoney(confirmed.match[1], context.money)[0]?.value : undefined, confirmed?.match?.[2]?.trim()];
  if (confirmed && payee) f.set('merchantName', payee, { raw: 0.8, how: 'pattern', textConfidence: confirmed.cell.confidence });
  // "Receipt from Blue Heron Dermatology via Clinicly": an app's receipt names the practice it took payment for.
  const from = confirmed ? undefined : grid.cells.map((cell) => ({ cell, name: RECEIPT_FROM.exec(cell.text.trim())?.[1]?.trim() })).map((r) => ({ ...r, name: r.name && wrappedOn(grid, r.cell, r.name) })).find((r) => r.name);
  if (from?.name) f.set('merchantName', from.name, { raw: 0.8, how: 'pattern', textConfidence: from.cell.confidence });
  // "Coastal Kids Pediatric Associates, P.A. d/b/a Little Tides Pediatrics": the business is known by the name it trades under.
  const trading = grid.cells.map((cell) => ({ cell, match: DOING_BUSINESS_AS.exec(cell.text.trim()) })).find((t) => t.match);
  const [legal, traded] = [trading?.match?.[1]?.trim(), trading?.match?.[2]?.trim()];
  const merchant = typeof f.data.merchantName === 'string' ? normalizeText(f.data.merchantName) : undefined;
  if (trading && legal && traded && (merchant === undefined || normalizeText(legal).includes(merchant))) f.set('merchantName', traded, { raw: 0.8, how: 'pattern', textConfidence: trading.cell.confidence });
  // "Clearwater Pediatrics: Hi Jessica, your balance..." then "Clearwater Pediatrics: Payment received.": a text
  // thread's sender, named before each of its messages, is whom the payment went to.
  const senders = grid.cells.flatMap((cell) => {
    const name = MESSAGE_SENDER.exec(cell.text.trim())?.[1]?.trim();
    return name && !isLabelText(name) ? [{ cell, name }] : [];
  });
  const sender = senders.find((s) => senders.some((other) => other !== s && other.name === s.name));
  if (!confirmed && !from?.name && sender) f.set('merchantName', sender.name, { raw: 0.75, how: 'pattern', textConfidence: sender.cell.confidence });
  // "This letter confirms that we received a payment of $500.00, charged to ... Your confirmation number for
  // this payment is PH-226471.": a letter says in its sentences what a slip prints beside labels.
  const prose = pageProse(grid);
  const paidInProse = PAID_IN_PROSE.exec(prose)?.[1];
  const amountInProse = paidInProse ? findMoney(paidInProse, context.money)[0]?.value : undefined;
  if (!confirmed && amountInProse !== undefined && !candidates.some((c) => c.field === 'totalAmount')) candidates.push({ field: 'totalAmount', kind: 'money', value: amountInProse, how: 'pattern', confidence: 0.7 });
  const idInProse = ID_IN_PROSE.exec(prose)?.[1]?.replace(/[.,;]+$/, '');
  if (idInProse && f.data.transactionId === undefined) f.set('transactionId', idInProse, { raw: 0.7, how: 'pattern' });
  if (confirmed && paid !== undefined) candidates.push({ field: 'totalAmount', kind: 'money', value: paid, cell: confirmed.cell, how: 'inline', confidence: 0.85 * confirmed.cell.confidence });
  // What a card or wallet paid is the total again; the cash handed over is what the change is counted from.
  // A payment of nothing is no receipt's total ("Fee  $0.00" under "Purchase" beside "Total  $140.00").
  const somethingPaid = candidates.filter((c) => c.field !== 'totalAmount' || c.value !== 0 || !candidates.some((o) => o.field === 'totalAmount' && typeof o.value === 'number' && o.value > 0));
  const options = optionsByField([...somethingPaid, ...tenders.map((t): Candidate => ({ field: t.cash ? 'tendered' : 'cardPaid', kind: 'money', value: t.amount, confidence: 0.8 * t.cell.confidence, cell: t.cell, how: 'beside' }))]);
  const items = itemsBought(lines.length > 0 || !confirmed || paid === undefined ? lines : itemsInSentence(grid, confirmed.cell, paid, context), candidates.filter((c) => c.field === 'totalAmount').map((c) => c.value));
  f.set('items', itemsData(items, false), { raw: items.length > 0 ? Math.min(...items.map((i) => i.confidence)) : 0.5, how: 'items' });
  const fixed = new Map<string, number>();
  if (items.length > 0) fixed.set('items', sum(items.map((i) => i.amount)));
  const equations: Equation[] = [
    { name: 'receipt-total', equals: 'totalAmount', plus: ['subtotal', 'tax', 'tip', 'rounding'], minus: ['discount'], optional: ['tax', 'tip', 'discount', 'rounding'], unprinted: 'tax' },
    { name: 'receipt-change', equals: 'totalAmount', plus: ['tendered'], minus: ['change'] },
    // A card is charged the total, to the cent.
    { name: 'receipt-card', equals: 'totalAmount', plus: ['cardPaid'] },
    ...(items.length > 0 ? [{ name: 'receipt-items', equals: 'totalAmount', plus: ['items', 'tax', 'tip', 'rounding'], minus: ['discount'], optional: ['tax', 'tip', 'discount', 'rounding'], soft: true }] : []),
  ];
  const choice = chooseByArithmetic(options, ['totalAmount', 'subtotal', 'tax', 'tip', 'discount', 'rounding', 'tendered', 'change', 'cardPaid'], equations, fixed);
  applyChoice(choice, candidates, f, ['totalAmount']);
  // No printed total: what the lines bought add up to, or what the only line, the payment, paid.
  if (f.data.totalAmount === undefined && lines.length > 0) f.set('totalAmount', sum((items.length > 0 ? items : lines).map((i) => i.amount)), { raw: 0.6, how: 'derived' });
  if (f.data.totalAmount === undefined) {
    // A receipt book's page: the one amount written on it ("$ ______ 347.61") is what was paid.
    const amounts = grid.cells.flatMap((cell) => findMoney(cell.text, context.money).map((m) => ({ cell, value: Math.abs(m.value) })));
    const values = new Set(amounts.map((a) => Math.round(a.value * 100)));
    const only = amounts[0];
    if (only && values.size === 1 && only.value > 0) f.set('totalAmount', only.value, { raw: 0.5, how: 'pattern', textConfidence: only.cell.confidence });
  }
  if (f.data.paymentMethod === undefined) {
    // "VISA 4471", "Debit card ****7710": a card named with its last digits.
    // Split between two cards ("FSA MC ****4565  104.00", then "DEBIT XXXX3273  84.01"): the first printed.
    const card = grid.cells.find((c) => /\b(visa|mastercard|discover|amex|american express)\b.*\d{4}|\b(debit|credit)(?: card)?\b.*(?:[x*•]{2,}|ending(?: in)?\s)\s*\d{4}|^(?!acct|account|rewards|member|loyalty|card\s*#)\p{L}[\p{L} ]{1,30}\s[x*•]{4,}\d{4}$/iu.test(c.text.trim())) ?? tenders.find((t) => !t.cash)?.cell ?? grid.cells.find((c) => BRAND_ONLY.test(c.text.trim())) ?? grid.cells.find((c) => PAYMENT_BRAND.test(c.text.trim()));
    // A tender printed on its own ("CASH 20.00", a ticked "[X] Money Order" box), the ticked one first.
    const ticked = grid.cells
      .map((c) => ({ cell: c, match: TENDER.exec(c.text.trim()) }))
      .filter((t): t is { cell: Cell; match: RegExpExecArray } => t.match !== null)
      .sort((a, b) => Number(Boolean(b.match[1])) - Number(Boolean(a.match[1])));
    const tender = ticked[0];
    // ("... charged to your Visa card ending in 8812. Your confirmation": in a sentence, only the card's words.)
    const inSentence = card ? CARD_IN_SENTENCE.exec(card.text) : null;
    const method = inSentence && card && card.text.trim().split(/\s+/).length > 8 ? inSentence[0] : card?.text.replace(/^[^:]*:\s*/, '').replace(PAID_WITH, '').replace(TENDERED, '');
    if (card && method) f.set('paymentMethod', method, { raw: 0.7, how: 'pattern', textConfidence: card.confidence, cell: card });
    else if (tender?.match[2]) f.set('paymentMethod', tender.match[2], { raw: 0.6, how: 'pattern', textConfidence: tender.cell.confidence, cell: tender.cell });
  }
  // "CARD TYPE: MASTERCARD" over "ACCT #: XXXXXXXXXXXX8812", "AMEX   ***********1006": a card's brand and
  // its masked number, printed apart, are one method.
  const methodCell = f.cells.paymentMethod;
  const number = typeof f.data.paymentMethod === 'string' && methodCell && BRAND_ONLY.test(f.data.paymentMethod.trim()) ? cardNumberBeside(grid, methodCell) : undefined;
  if (number) f.data.paymentMethod = `${String(f.data.paymentMethod).trim()} ${number}`;
  // A money order's or a cashier's check's own receipt says how it was paid only in its title.
  if (f.data.paymentMethod === undefined) {
    const instrument = grid.rows.slice(0, 4).flat().map((c) => INSTRUMENT.exec(c.text)?.[1]).find(Boolean);
    if (instrument) f.set('paymentMethod', instrument.toLowerCase() === 'money order' ? 'Money Order' : "Cashier's Check", { raw: 0.6, how: 'pattern' });
  }
  // "Card ........ Discover ending 0635", "Payment today - Visa ****3352", "Visa ****0951 (contactless)": the
  // method without the words that led to it or how the card was presented.
  if (typeof f.data.paymentMethod === 'string') {
    const tidy = f.data.paymentMethod.replace(METHOD_LEAD, '').replace(ENTRY_MODE, '').trim();
    if (tidy !== '') f.data.paymentMethod = tidy;
  }
  // "Paid June 3, 2025" on a line of its own: the day of the payment, over a date printed above it (the print's).
  const dateLabelled = ['inline', 'beside', 'below', 'table'].includes(f.evidence.transactionDate?.how ?? '');
  const paidOn = dateLabelled ? undefined : grid.cells.map((c) => ({ cell: c, date: PAID_ON.test(c.text.trim()) ? findDates(c.text.trim().replace(PAID_ON, ''), { order: context.dateOrder })[0] : undefined })).find((d) => d.date?.index === 0);
  if (paidOn?.date) f.set('transactionDate', paidOn.date.iso, { raw: 0.8, how: 'pattern', textConfidence: paidOn.cell.confidence });
  if (f.data.transactionDate === undefined) {
    const dated = topDate(grid, context, new Set()) ?? grid.cells.filter((c) => !NOT_THE_DOCUMENT_DATE.test(c.text)).map((c) => ({ iso: findDates(c.text, { order: context.dateOrder })[0]?.iso, cell: c })).find((d) => d.iso !== undefined);
    if (dated?.iso) f.set('transactionDate', dated.iso, { raw: 0.6, how: 'fallback', textConfidence: dated.cell.confidence });
  }
  return { fields: f, checks: choice.checks };
}

/** "... for your sports physical of $40.00 and your school physical of $45.00": what a payment paid, in words. */
const PAID_FOR = /\b(?:for|and)\s+your\s+(\p{L}[\p{L}\d ,'&/-]{2,60}?)\s+of\s+(\$\s?[\d,]+\.\d{2})/giu;

/** The things a payment confirmation's sentence says it paid for, where their amounts make up what it paid. */
function itemsInSentence(grid: Grid, at: Cell, paid: number, context: ParseContext): Item[] {
  const sentence = grid.rows.slice(at.row, at.row + 4).flat().filter((c) => c.page === at.page).map((c) => c.text.trim()).join(' ');
  const items = [...sentence.matchAll(PAID_FOR)].map((m): Item => ({ description: (m[1] ?? '').trim(), amount: findMoney(m[2] ?? '', context.money)[0]?.value ?? 0, confidence: 0.7 * at.confidence }));
  return items.length > 0 && cents(sum(items.map((i) => i.amount))) === cents(paid) ? items : [];
}

/** A name in a sentence wrapped after a small word ("... for Northstar Health Plan of the" / "Midlands."): it goes on, to the next line's first stop. */
function wrappedOn(grid: Grid, cell: Cell, name: string): string {
  if (!/(?:^|\s)(?:of|the|and|&|for)$/i.test(name)) return name;
  const next = grid.rows[cell.row + 1]?.[0];
  const rest = next && next.page === cell.page ? (/^[^.;,]*?(?=\s+via\b|[.;,]|$)/.exec(next.text.trim())?.[0] ?? '') : '';
  return `${name} ${rest}`.trim();
}
/**
 * "Provider  Juniper Counseling" over "Collective" in a narrow box of labels: a name too long for its
 * value's column goes on under it, a word or two in capitals ending as an organisation's name does,
 * with nothing printed in the label's column on that line.
 */
function continuedBelow(f: Fields, grid: Grid, field: string): void {
  const value = f.cells[field];
  const name = f.data[field];
  const how = f.evidence[field]?.how;
  if (!value || typeof name !== 'string' || (how !== 'beside' && how !== 'inline') || !value.text.trim().endsWith(name)) return;
  const label = (grid.rows[value.row] ?? []).filter((c) => c.x < value.x).at(-1);
  const next = grid.rows[value.row + 1] ?? [];
  const under = next.find((c) => c.page === value.page && Math.abs(c.x - value.x) <= 2);
  if (!label || !under || next.some((c) => c !== under && c.x < under.x && c.x + c.width > label.x - 2)) return;
  const words = under.text.trim().split(/\s+/);
  if (words.length > 2 || !words.every((w) => /^\p{Lu}[\p{L}&.'-]*$/u.test(w)) || !ORG_WORDS.test(words.at(-1) ?? '') || isLabelText(under.text.trim())) return;
  f.data[field] = `${name} ${under.text.trim()}`;
}

/** The page's words in reading order, a row after another: a letter's sentences run on across its lines. */
const pageProse = (grid: Grid): string => grid.rows.map((row) => row.map((c) => c.text.trim()).join(' ')).join(' ');

/** A claim's figures said in a letter's sentences, each read only where nothing else names that figure. */
const MONEY_SAID = String.raw`(\$\s?[\d,]+\.\d{2})`;
const FIGURES_IN_PROSE: readonly (readonly [string, RegExp])[] = [
  ['amountBilled', new RegExp(String.raw`\bbilled\s+(?:us\s+)?(?:a\s+total\s+of\s+)?${MONEY_SAID}`, 'i')],
  ['allowedAmount', new RegExp(String.raw`\b(?:amount allowed|allowed amount)\b[^$.]{0,50}?\b(?:is|was)\s+${MONEY_SAID}`, 'i')],
  ['planPaid', new RegExp(String.raw`\b(?:we|the\s+(?:plan|cooperative|fund|trust|insurer|company))\s+(?:have\s+|has\s+)?paid\s+${MONEY_SAID}`, 'i')],
  ['patientResponsibility', new RegExp(String.raw`${MONEY_SAID},?\s+is\s+your\s+responsibility`, 'i')],
  ['patientResponsibility', new RegExp(String.raw`\b(?:your\s+(?:share|part|portion)\b[^$.]{0,40}?\b(?:is|was|comes to)|you\s+(?:are|will\s+be)\s+responsible\s+for)\s+${MONEY_SAID}`, 'i')],
];

/** A payment instrument named in a receipt's title ("KEYSTONE MONEY ORDER"). */
const INSTRUMENT = /\b(money order|cashier'?s check)\b/i;

/** A heading over a block of a claim's totals ("Claim total", "TOTALS:"). */
const TOTALS_HEADING = /^(?:claim\s+|your\s+)?totals?(?:\s+for\s+this\s+claim)?:?$/i;

/** Words that lead to a method: a label run into dot leaders, or a payment's label before a dash. */
const METHOD_LEAD = /^(?:[^.]{0,30}?\.{4,}\s+|(?:payment|paid|amount paid)(?:\s+\p{L}+){0,2}\s+[-–]\s+)/iu;
/** How a card was presented, in brackets after it. */
const ENTRY_MODE = /\s*\((?:contactless|tap(?:ped)?|chip|emv|swipe[d]?|insert(?:ed)?|keyed|manual(?:ly keyed)?)\)$/i;

/** "Paid June 3, 2025": a line that dates the payment. */
const PAID_ON = /^paid\s+(?:on\s+)?/i;
/** A text message's sender before its words ("Clearwater Pediatrics: Payment received. Thank you!"). */
const MESSAGE_SENDER = /^(\p{Lu}[\p{L}&.'-]*(?:\s+(?:\p{Lu}[\p{L}&.'-]*|&|of|and)){0,5}):\s+\p{Lu}\p{Ll}/u;

/** "X d/b/a Y", "X doing business as Y": a legal name, then the name the business trades under. */
const DOING_BUSINESS_AS = /^(\p{Lu}[\p{L}\d&'’., -]{2,80}?)\s+(?:d\/b\/a|dba|doing business as)\s+(\p{Lu}[\p{L}\d&'’ -]{2,60}?)[.,]?$/u;
/** "Receipt from Blue Heron Dermatology via Clinicly": an app's receipt names the practice paid. */
const RECEIPT_FROM = /^(?:[Yy]our\s+)?[Rr]eceipt\s+from\s+(\p{Lu}[\p{L}\d&'’., -]{2,60}?)(?:\s+via\b.*)?$/u;
/** "we received a payment of $500.00", "your payment of $85.00 was": the sum a letter says was paid. */
const PAID_IN_PROSE = /\b(?:received|made|processed|applied|posted)\s+(?:a|your)\s+payment\s+(?:in the amount\s+)?of\s+(\$\s?[\d,]+\.\d{2})/i;
/** "Your confirmation number for this payment is PH-226471." */
const ID_IN_PROSE = /\b(?:confirmation|reference|transaction)\s+(?:number|no\.?|#|code)\b[^.$]{0,40}?\bis\s+([A-Z0-9][A-Z0-9-]{4,}\d[A-Z0-9-]*)/i;
const PAYMENT_SENTENCE = /\bpayment of\s+(\$\s?[\d,]+\.\d{2})\s+to\s+(?!(?:your|the|you|our|this)\b)(\p{Lu}[\p{L}\d&'., -]{2,60}?)\s+(?:was\s+|has\s+been\s+)?(?:received|processed|approved|accepted|applied)\b/iu;

/** "THANK YOU FOR SHOPPING AT" and the shop's name, after it or on the next line. */
const THANKED = /^\W*thank(?:s| you)\s+for\s+(?:shopping|visiting|choosing|dining|your business|your purchase)\b(?:\s+(?:at|with)\b)?[\s:]*(.*)$/i;
/** A footer's line that is not the rest of a shop's name ("PLEASE COME AGAIN", "RETURNS WITHIN 90 DAYS"). */
const NOT_A_NAME_LINE = /\d|\b(please|come|again|visit|thank|thanks|have|nice|great|day|days|returns?|save|saved|www|http|keep|receipt|store|hours|open|call|survey|questions?)\b/i;

/**
 * A shop's sign at the top may print only its brand ("COPPERLEAF") where its footer thanks you in
 * full ("THANK YOU FOR SHOPPING AT COPPERLEAF FRESH MARKET!"): the full name, when it begins with the
 * brand, or the footer's name when the top names no shop.
 */
function nameInFull(f: Fields, grid: Grid): void {
  for (const cell of grid.cells) {
    const thanked = THANKED.exec(cell.text.trim());
    if (!thanked) continue;
    // The name, or the rest of it, printed on the next line on its own ("... SHOPPING AT" / "COPPERLEAF FRESH MARKET!").
    const nextRow = grid.rows[cell.row + 1] ?? [];
    const words = nextRow[0]?.text.trim().split(/\s+/).length ?? 0;
    const next = nextRow.length === 1 && nextRow[0]?.page === cell.page && !NOT_A_NAME_LINE.test(nextRow[0].text) && words <= (thanked[1] ? 3 : 6) ? nextRow[0].text : '';
    const name = `${thanked[1] ?? ''} ${next}`.replace(/[!.]+\s*$/, '').trim();
    if (!/\p{L}{2}/u.test(name) || name.split(/\s+/).length > 6) continue;
    const top = f.data.merchantName;
    const evidence = f.evidence.merchantName;
    const fuller = typeof top === 'string' && ` ${normalizeText(name)} `.startsWith(` ${normalizeText(top)} `) && normalizeText(name).length > normalizeText(top).length;
    if (fuller && evidence) f.set('merchantName', name, { ...evidence, raw: Math.max(evidence.raw, 0.9), checked: 1 });
    else if (top === undefined) f.set('merchantName', name, { raw: 0.6, how: 'pattern', textConfidence: cell.confidence });
    return;
  }
}

/** A register's void of the line above ("** VOID **  -24.99"). */
const VOID = /\bvoid(?:ed)?\b/i;

/**
 * A line that names the act of paying ("Payment sent", "DUITNOW QR", "Charged to card"), not what was
 * paid for ("Deductible payment", "Payment on account" are a clinic's lines).
 */
const PAYMENT_LINE = /\b(sent|transfer(?:red)?|tender(?:ed)?|qr|wallet|charged)\b/i;

/**
 * The lines bought: a line that names the payment is the payment, not a thing bought, when it is the
 * only line, or when its amount is one of the totals labelled on the receipt and the other lines add
 * up to it. Decided before the arithmetic, which then checks the lines bought.
 */
function itemsBought(lines: readonly Item[], totals: readonly unknown[]): Item[] {
  const totalCents = new Set(totals.filter((t): t is number => typeof t === 'number').map(cents));
  const rest = (line: Item) => lines.filter((other) => other !== line);
  const payment = lines.find(
    (line) => PAYMENT_LINE.test(line.description) && (lines.length === 1 || (totalCents.has(cents(line.amount)) && cents(sum(rest(line).map((i) => i.amount))) === cents(line.amount))),
  );
  return payment ? rest(payment) : [...lines];
}

/**
 * An amount printed alone and large high on the first page ("$591.97" under "Payment sent"): what
 * a payment confirmation or an app's screen shows as the sum paid.
 */
function headlineAmounts(grid: Grid, context: ParseContext): Candidate[] {
  const page = grid.cells[0]?.page;
  const pageHeight = grid.pageHeights.get(page ?? 1) ?? 792;
  const body = bodyTextHeight(grid);
  return grid.cells.flatMap((cell): Candidate[] => {
    if (cell.page !== page || cell.y > pageHeight * 0.4 || cell.height < body * 1.8) return [];
    const [money, ...more] = findMoney(cell.text, context.money);
    const alone = money !== undefined && more.length === 0 && cell.text.replace(money.text, '').replace(/[\s\-–−+]/g, '') === '';
    return alone ? [{ field: 'totalAmount', kind: 'money', value: Math.abs(money.value), confidence: 0.7 * cell.confidence, cell, how: 'heading' }] : [];
  });
}

/** A receipt's tender lines are neither labels nor items: what they paid checks the total. */
function structureReceiptWithTenders(grid: Grid, candidates: Candidate[], labelCells: ReadonlySet<Cell>, summaryCells: ReadonlySet<Cell>, reading: ReaderOutput, context: ParseContext) {
  const concepts = COMPILED.user_payment;
  const tenders = tenderLines(grid, context);
  const notItems = new Set([...labelCells, ...summaryCells, ...tenders.map((t) => t.cell)]);
  // "COMPRESSION SOCK  24.99" then "** VOID **  -24.99": the voided line and its void are neither items nor a discount.
  const voided = grid.rows.flatMap((row) => {
    const money = row.some((c) => VOID.test(c.text)) ? findMoney(row.at(-1)?.text ?? '', context.money)[0] : undefined;
    if (!money || money.value >= 0) return [];
    row.forEach((c) => notItems.add(c));
    return [-money.value];
  });
  // An unlabelled credit among the items ("3 FOR 2 MIX & MATCH  -4.29", a coupon) is a discount.
  for (const row of grid.rows) {
    const last = row.at(-1);
    const money = last && row.length >= 2 && !row.some((c) => notItems.has(c)) ? findMoney(last.text, context.money)[0] : undefined;
    if (last && money && money.value < 0) candidates.push({ field: 'discount', kind: 'money', value: -money.value, confidence: 0.6 * last.confidence, cell: last, how: 'beside' });
  }
  candidates.push(...headlineAmounts(grid, context));
  const items = withEngineLineItems(findLineItems(grid, [], notItems, context, []), reading.keyValues, 'user_payment', concepts, context, candidates);
  for (const amount of voided) {
    const at = items.findLastIndex((i) => cents(i.amount) === cents(amount));
    if (at >= 0) items.splice(at, 1);
  }
  return structureReceipt(grid, candidates, items, tenders, labelCells, context);
}

/** Deterministic extraction of a bill, EOB or receipt from positioned text. */
export function structureByRules(reading: ReaderOutput, documentType: DocumentType): RuleResult {
  const grid = buildGrid(reading);
  const texts = grid.cells.map((c) => c.text);
  const ocr = reading.pages.some((p) => p.lines.some((l) => l.confidence !== undefined && l.confidence < 1));
  const dateOrder = inferDateOrder(texts);
  const latestDate = texts.flatMap((text) => findDates(text, { order: dateOrder }).map((d) => d.iso)).sort().at(-1);
  const context: ParseContext = {
    dateOrder,
    money: { ocr, decimalComma: inferDecimalComma(texts), wholeUnits: inferWholeUnits(texts), printsCents: ocr && inferPrintsCents(texts) },
    ...(latestDate ? { latestDate } : {}),
    ...(documentType === 'medical_bill' ? { payers: printedPayers(grid) } : {}),
  };
  const concepts = COMPILED[documentType];
  const tables = findTables(grid, concepts, context);
  const { candidates, labelCells, summaryCells } = findLabelled(grid, concepts, context, {
    headers: new Set(tables.flatMap((t) => [...t.headerCells, ...[...t.columns, ...(t.tier ?? [])].map((c) => c.header)])),
    rows: new Set(tables.flatMap((t) => [...t.rows.flat(), ...(t.lineTexts ?? []).flatMap((cells) => cells ?? [])])),
  });
  // An EOB is mailed to the subscriber, who is often not the patient: a labelled name, even a bare "Name", goes first.
  // A receipt's first line over an address is the payee's letterhead ("SUNCOAST OPEN MRI" / "4410 Gulf to
  // Bay Blvd"), not the payer's address block.
  const payer = (c: Candidate) => documentType !== 'user_payment' || c.cell !== grid.rows[0]?.[0];
  candidates.push(...(documentType === 'insurance_payment' ? [...addressBlockNames(grid, 'memberName', context, 0.5), ...providersWithPhone(grid)] : addressBlockNames(grid, 'patientName', context).filter(payer)));
  // Payments and adjustments are printed as credits (-12.00, (12.00), 12.00 CR): these fields hold their size.
  for (const c of candidates) if (UNSIGNED_FIELDS.has(c.field) && typeof c.value === 'number') c.value = Math.abs(c.value);
  candidates.push(...tableCandidates(tables, concepts, context), ...keyValueCandidates(reading.keyValues, documentType, concepts, context));
  if (documentType === 'medical_bill') candidates.push(...activityCredits(tables, context, BILL_CHARGE_ROLES), ...payerCreditLines(grid, tables, context));
  const { fields, checks } =
    documentType === 'medical_bill'
      ? structureBill(grid, candidates, withEngineLineItems(findLineItems(grid, tables, labelCells, context, BILL_CHARGE_ROLES, concepts), reading.keyValues, documentType, concepts, context, candidates), labelCells, context, tables.find((t) => t.columns.some((c) => c.role === 'description'))?.headerRow)
      : documentType === 'insurance_payment'
        ? structureEob(grid, candidates, labelCells, context)
        : structureReceiptWithTenders(grid, candidates, labelCells, summaryCells, reading, context);
  const fieldConfidence = Object.fromEntries(Object.entries(fields.evidence).map(([name, e]) => [name, round2(calibrate(name, e))]));
  // Figures that do not add up cannot all be right: each one in a failed equation is doubtful.
  for (const check of checks.filter((c) => !c.ok)) {
    for (const name of check.fields) if (fieldConfidence[name] !== undefined) fieldConfidence[name] = Math.min(fieldConfidence[name] ?? 0, CONTRADICTED);
  }
  // Wording searched for over the whole page that the page also contradicts is a guess, not a reading.
  for (const [name, e] of Object.entries(fields.evidence)) if (e.how === 'pattern' && e.competitors > 0) fieldConfidence[name] = Math.min(fieldConfidence[name] ?? 0, CONTRADICTED);

  // Two labels naming different people (a patient and a guarantor, a member and a subscriber): on a
  // layout the rules do not know, the pick is right about half the time, so a person checks it.
  for (const [name, e] of Object.entries(fields.evidence)) {
    if (FIELD_GROUP[name] === 'person' && e.competitors > 0 && fieldConfidence[name] !== undefined) fieldConfidence[name] = Math.min(fieldConfidence[name] ?? 0, CONTESTED_PERSON);
  }
  // The document is as certain as its least certain required field; a missing one makes it 0.
  const confidence = round2(Math.min(...requiredExtractedFields[documentType].map((name) => fieldConfidence[name] ?? 0)));
  return { data: { ...fields.data, confidence, fieldConfidence }, fieldConfidence, confidence, checks, evidence: fields.evidence };
}
