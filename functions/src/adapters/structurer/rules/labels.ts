import { CARD_BRAND, findPhone, MASKED_CARD, NAMED_ACCOUNT, parseValue, type ParseContext } from './fields';
import { findDates, findMoney } from '../../../domain/reading/values';
import { overlapsHorizontally, type Cell, type Grid } from './grid';
import { findPhrase, tokenize } from './text';
import { ORG_WORDS } from './parties';
import { isLabelText, VOCABULARY_WORDS, type CompiledConcept, type FieldKind } from './vocabulary';

/** A label found in a cell: which field it names, how surely, and the text after it in the same cell. */
export type LabelHit = {
  concept: CompiledConcept;
  /** The phrase's weight times how well it matched (OCR slips lower it). */
  certainty: number;
  /** Words in the matched phrase: longer phrases are more specific. */
  length: number;
  cell: Cell;
  /** Text after the label, up to the next label in the same cell. */
  rest: string;
  /** Read letter for letter, not through an OCR slip. */
  exact: boolean;
};

export type How = 'inline' | 'beside' | 'below' | 'table' | 'table-sum' | 'heading' | 'pattern' | 'derived' | 'engine';

export type Candidate = { field: string; kind: FieldKind; value: string | number | boolean; confidence: number; cell?: Cell; how: How };

const FILLER = /^[\s:#.?\-–_*=]*(?:\/\s*[a-z]+\b[\s:#.\-–_*=]*)?(?:(?:no|number|num|nbr|amount|amt|#|\(?(?:rm|usd|myr|sgd|\$)\)?)(?![a-z])[\s:#.\-–_*=]*)*/i;
/**
 * Sentences and descriptions are not labels ("Office visit, new patient"): a label starts its cell,
 * after at most a few qualifying words ("Total", "Your", "A."), or is marked as one by a colon.
 */
const LABEL_PREFIX = new Set(['total', 'totals', 'your', 'the', 'net', 'amount', 'amt', 'current', 'this', 'claim', 'patient', 'member', 'estimated', 'est', 'final', 'grand', 'less', 'plus', 'minus', 'other', 'primary', 'secondary', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'box', 'line', 'service', 'provider', 'plan', 'rounded', 'nett', 'sub', 'adjusted', 'new', 'original', 'paid', 'payment', 'transaction', 'visit', 'statement', 'invoice', 'bill', 'account', 'insurance', 'insured', 'subscriber', 're', 'for', 'attn', 'to', 'we', 'treating', 'applied', 'toward', 'towards']);
const MAX_CELL_TOKENS = 16;
const TRAILING_ASIDE = /\s*\([^()\d]*\)\s*$/;
/** Small words in lower case that put the next word inside a sentence. */
const IN_SENTENCE = /^(?:the|a|an|with|on|of|for|by|this|that|your|our)$/;
/** A bracketed aside of words after a label ("(billing code)"); "($150.00)" is a credit, not an aside. */
const ASIDE = /^\s*\((?=[^)]*[a-z]{2})[^)\d]*\)/i;

/** Words that name an account or card as well as label a payment's method. */
const ACCOUNT_WORD = /^(?:bank|account|card|checking|savings|debit|credit)$/;

/** Every label in a cell, left to right, the most specific phrase winning where phrases overlap. */
export function labelsIn(cell: Cell, concepts: readonly CompiledConcept[]): LabelHit[] {
  // "CLINIC (PAID PROVIDER)": the words of an aside in brackets at the end are no labels of their own.
  const bare = cell.text.replace(TRAILING_ASIDE, '');
  const tokens = tokenize(/\p{L}/u.test(bare) ? bare : cell.text);
  if (tokens.length === 0 || tokens.length > MAX_CELL_TOKENS) return [];
  const words = tokens.map((t) => t.token);
  type Match = { concept: CompiledConcept; start: number; end: number; certainty: number; exact: boolean };
  const matches: Match[] = [];
  for (const concept of concepts) {
    for (const phrase of concept.compiled) {
      const m = findPhrase(words, phrase.tokens, VOCABULARY_WORDS);
      if (!m || (phrase.first && m.start !== 0)) continue;
      // A label ends at its colon: "Patient: Owen Park" holds no "Patient Owes".
      if (cell.text.slice(tokens[m.start]?.start ?? 0, tokens[m.end - 1]?.end ?? 0).includes(':')) continue;
      // Words around the phrase that make it something else ("Total Tax", "Patient Account").
      // A bracketed aside after the label ("Service provided (billing code)") does not count.
      const aside = ASIDE.test(cell.text.slice(tokens[m.end - 1]?.end ?? 0));
      const before = words.slice(Math.max(0, m.start - 3), m.start);
      const after = aside ? [] : words.slice(m.end, m.end + 2);
      if ([...before, ...after].some((w) => concept.unlessTokens.has(w))) continue;
      if (concept.unlessRuns.some((run) => [before, after].some((side) => side.some((_, i) => run.every((w, j) => side[i + j] === w))))) continue;
      // "INV-619745", "CLM123", "INV-HH-2503-0417": a word run into digits is part of a value, not a label
      // ("Order #112-..." is one).
      if (tokens[m.end - 1]?.token !== '#' && /^[-/]?\d|^-[A-Z]{1,4}-\d/.test(cell.text.slice(tokens[m.end - 1]?.end ?? 0))) continue;
      // "Menthol pain relief gel": a short word one letter off a label's, inside the words, is another word
      // ("pain", not "paid"); OCR's slips in a label's first word are still read.
      if (m.start > 0 && m.similarity < 1 && phrase.tokens.length === 1 && (phrase.tokens[0]?.length ?? 0) <= 4) continue;
      matches.push({ concept, start: m.start, end: m.end, certainty: phrase.weight * m.similarity, exact: m.similarity === 1 });
    }
  }
  // The longest phrase wins; between two as long, one read exactly beats an OCR slip of another
  // ("Payment" is a payment, not "Copayment" with two letters lost).
  matches.sort((a, b) => b.end - b.start - (a.end - a.start) || Number(b.exact) - Number(a.exact) || b.certainty - a.certainty);
  const accepted: Match[] = [];
  for (const m of matches) {
    // "PAYMENT RECEIVED  09/26/2024", "Payment received  $40.00": a phrase that labels a date in one
    // field and an amount in another is both; its value says which.
    const twin = (a: Match) => a.start === m.start && a.end === m.end && a.concept.kind !== m.concept.kind && [a.concept.kind, m.concept.kind].every((k) => k === 'date' || k === 'money');
    if (accepted.some((a) => m.start < a.end && a.start < m.end && !twin(a))) continue;
    // Two fields never share one label; two phrases of one field side by side are one label
    // ("Contractual Write-Off").
    const same = accepted.find((a) => a.concept.field === m.concept.field);
    if (same && m.end === same.start) same.start = m.start;
    if (same) continue;
    accepted.push(m);
  }
  accepted.sort((a, b) => a.start - b.start);
  // "Member Copay", "Patient Deductible", "Store Discount": a person or party named right before a
  // figure's label says whose figure it is; it is no label of its own.
  for (let i = accepted.length - 2; i >= 0; i--) {
    const party = accepted[i]!;
    const figure = accepted[i + 1]!;
    const between = cell.text.slice(tokens[party.end - 1]?.end ?? 0, tokens[figure.start]?.start ?? 0);
    if ((party.concept.kind === 'name' || party.concept.kind === 'text') && figure.concept.kind === 'money' && /^\s*$/.test(between)) accepted.splice(i, 1);
  }
  // "PAID WITH: CASH": the word right after a label's colon is its value, even when it could be a label.
  // "Care you received: Annual physical exam": after a colon, a word that only looks like a label
  // ("physical", a slip of "physician") is part of the value.
  for (let i = 1; i < accepted.length; i++) {
    const before = accepted[i - 1]!;
    const between = cell.text.slice(tokens[before.end - 1]?.end ?? 0, tokens[accepted[i]!.start]?.start ?? 0);
    if (/^\s*:\s*$/.test(between) || (/^\s*:/.test(between) && !accepted[i]!.exact)) accepted.splice(i--, 1);
  }
  // "... Reply PAY to pay with the card on file ending in 3042.": a later label's word inside a sentence,
  // after a small word in lower case and with no colon after it, is a word of the sentence (so is the first
  // label of a line that carries on a sentence: "the card on file ending in 7298.").
  for (let i = /^\p{Ll}/u.test(cell.text.trim()) ? 0 : 1; i < accepted.length; i++) {
    const m = accepted[i]!;
    const previous = cell.text.slice(tokens[m.start - 1]?.start ?? 0, tokens[m.start - 1]?.end ?? 0);
    const colon = /^\s*[#.]?\s*:/.test(cell.text.slice(tokens[m.end - 1]?.end ?? 0));
    if (m.start > 0 && IN_SENTENCE.test(previous) && !colon) accepted.splice(i--, 1);
  }
  // "Administered by Prairie Shield Benefit Services": a name's last words ("Services") are no label
  // of their own when nothing follows them.
  const last = accepted.at(-1);
  const before = accepted.at(-2);
  if (last && before && (before.concept.kind === 'text' || before.concept.kind === 'name') && last.end === words.length) {
    const between = cell.text.slice(tokens[before.end - 1]?.end ?? 0, tokens[last.start]?.start ?? 0);
    if (/[a-z]/i.test(between) && !/:\s*$/.test(between)) accepted.pop();
  }
  const first = accepted[0];
  if (!first) return [];
  const colonAfter = /^\s*[#.]?\s*(?:\([^)]{1,5}\))?\s*:/.test(cell.text.slice(tokens[first.end - 1]?.end ?? 0));
  const prefix = words.slice(0, first.start);
  // A qualifier or two before a label in a short cell ("Rounded Total", "Nett Total") still makes a label.
  const valueFollows = /\d/.test(cell.text.slice(tokens[first.end - 1]?.end ?? 0));
  // So does one qualifier before a figure's label that fills its cell ("Hospital Charges" | "33,063.55",
  // "Billing Account #" | "5686618537", "GUARANTOR ACCT NO." over "62024897").
  const wholeCell = accepted.length === 1 && first.end === words.length && (first.concept.kind === 'money' || first.concept.kind === 'id' || first.concept.kind === 'date');
  // ("Discover card ending 6604": a card's brand before "card" makes it a payment's name, not a label.)
  const shortQualifier = prefix.length <= 1 && ((words.length <= 6 && valueFollows) || wholeCell) && !prefix.some((w) => /\d/.test(w)) && !(first.concept.field === 'paymentMethod' && CARD_BRAND.test(prefix.join(' ')));
  // "What did the provider charge?" beside "$45.71": a question is a label, its answer the value.
  const question = /\?\s*$/.test(cell.text) && words.length <= 10;
  if (!colonAfter && !shortQualifier && !question && !prefix.every((w) => LABEL_PREFIX.has(w))) return [];
  // "Bank account (ACH) ending 0417": a cell that names the account that paid, with its last digits, in
  // words a method's label also uses, is a payment's name, not that label and its value.
  const accountWords = words.slice(first.start, first.end).every((w) => ACCOUNT_WORD.test(w));
  if (first.concept.field === 'paymentMethod' && !colonAfter && accountWords && NAMED_ACCOUNT.test(cell.text.trim())) return [];
  return accepted.map((m, i) => {
    const next = accepted[i + 1];
    const from = tokens[m.end - 1]?.end ?? cell.text.length;
    const to = next ? (tokens[next.start]?.start ?? cell.text.length) : cell.text.length;
    // A bracketed aside after the label ('Service (Code)', '(billing code)') is no value.
    const rest = cell.text.slice(from, to).replace(ASIDE, '').replace(FILLER, '').trim();
    // "Services on this claim:": the label's own words run on to its colon, a phrase saying which ones;
    // its value is beside or below. ("Provider signature:" is another label's, a signature's.)
    const ownWords = !next && /^(?:on|for|of|in|from|at|during|this|these|the|your)\s[^\d:]*:$/.test(rest) && rest.split(/\s+/).length <= 4;
    return { concept: m.concept, certainty: m.certainty, length: m.end - m.start, cell, rest: ownWords ? '' : rest, exact: m.exact };
  });
}

const SECTION_PERSON = /\b(patient|member|enrollee|beneficiary|claimant)\b/i;
const SECTION_OTHER = /\b(guarantor|responsible|subscriber|insured|policy ?holder|account holder|provider|physician|doctor|insurance|carrier|employer|remit|pay to|payee)\b/i;

/**
 * A bare "Name" takes its meaning from the section it sits in: under "Patient Information" it is the
 * patient; under "Guarantor" or "Insurance" it is someone else.
 */
function withSection(grid: Grid, hit: LabelHit): LabelHit {
  if (hit.concept.kind !== 'name' || hit.certainty >= 0.7) return hit;
  for (let r = hit.cell.row - 1; r >= Math.max(0, hit.cell.row - 8); r--) {
    const heading = (grid.rows[r] ?? []).find((c) => c.page === hit.cell.page && overlapsHorizontally(c, hit.cell, 30) && !/\d/.test(c.text));
    if (!heading) continue;
    if (SECTION_PERSON.test(heading.text)) return { ...hit, certainty: 0.9 };
    if (SECTION_OTHER.test(heading.text)) return { ...hit, certainty: 0.3 };
  }
  return hit;
}

const TOTAL_HEADING = /^(claim )?totals?\b|^all (lines|services)\b/i;
/** Marks only: a rule printed across the page ("______"), a leader, a lone colon: no heading, no value. */
const MARKS_ONLY = /^[\s_\-=.·*~:]*$/;

/**
 * A label with several amounts beside it is a table on its side: one column per service line
 * ("Amount billed  $200.00  $100.00  $300.00"). The claim's figure is the total column's (headed
 * "Total", or the sum of the others); without one, the lines' sum, less surely. Returns whether
 * the row was read so.
 */
function acrossLines(grid: Grid, hit: LabelHit, besides: readonly Cell[], context: ParseContext, candidates: Candidate[]): boolean {
  const amounts = besides.map((cell) => ({ cell, value: parseValue('money', cell.text, context) })).filter((a): a is { cell: Cell; value: number } => typeof a.value === 'number');
  if (amounts.length < 2 || amounts.length !== besides.length) return false;
  const last = amounts.at(-1)!;
  const others = amounts.slice(0, -1).reduce((sum, a) => sum + Math.abs(a.value), 0);
  const heading = [...grid.rows.slice(Math.max(0, hit.cell.row - 10), hit.cell.row)].reverse().flat().find((c) => c.page === last.cell.page && overlapsHorizontally(c, last.cell, 2) && !/\d/.test(c.text) && !MARKS_ONLY.test(c.text));
  const add = (value: number, cell: Cell, weight: number) =>
    candidates.push({ field: hit.concept.field, kind: 'money', value, cell, how: 'beside', confidence: weight * hit.certainty * Math.min(1, cell.confidence + 0.08) });
  if (Math.round(others * 100) === Math.round(Math.abs(last.value) * 100) || (heading && TOTAL_HEADING.test(heading.text.trim()))) add(last.value, last.cell, HOW_WEIGHT.beside);
  else add(Math.round(amounts.reduce((sum, a) => sum + a.value, 0) * 100) / 100, amounts[0]!.cell, 0.7);
  return true;
}

/** "Acct. Ref. No.: 50451421": a line that says it is a label and its value. */
const OWN_LABEL = /^\s*\p{L}[\p{L}\d .#'’/()&-]{1,38}:\s+\S/u;

/** A tender named beside a payment's label by its kind ("Visa", "Debit card"); a masked card number is MASKED_CARD. */
const TENDER_BESIDE = /^(?:visa|master\s?card|amex|american express|discover|debit(?: card)?|credit(?: card)?|cash|check|cheque)\b/i;

/** Farther than this (points) beside a label, a cell stands in another column of the page. */
const FAR_BESIDE = 150;

/** A network status printed alone ("In-Network", "Out-of-Network", "Participating", "Non-Par"). */
const NETWORK_STATUS = /^(?:(?:in|out[\s-]*of|non)[\s-]*(?:network|plan)|(?:non[\s-]*)?(?:participating|par|preferred|contracted))$/i;
/** Alone in its cell, or with an aside in brackets ("Participating (in-network)", "Preferred (PPO)"). */
const statusAlone = (text: string): boolean => NETWORK_STATUS.test(text.trim().replace(/\s*\([^()]*\)$/, ''));
const HOW_WEIGHT: Record<'inline' | 'beside' | 'below', number> = { inline: 0.97, beside: 0.95, below: 0.9 };

/** A value for every label: after it in its cell, beside it in its row, or below it in its column. */
export function findLabelled(
  grid: Grid,
  concepts: readonly CompiledConcept[],
  context: ParseContext,
  tables: { headers: ReadonlySet<Cell>; rows: ReadonlySet<Cell> } = { headers: new Set(), rows: new Set() },
): { hits: LabelHit[]; candidates: Candidate[]; labelCells: Set<Cell>; summaryCells: Set<Cell> } {
  const tableHeaders = tables.headers;
  const hits = grid.cells
    .flatMap((cell) => labelsIn(cell, concepts))
    // A table's line ("PT EVAL MODERATE COMPLEX") names no person or party: its words are a description.
    .filter((hit) => !(tables.rows.has(hit.cell) && (hit.concept.kind === 'name' || hit.concept.kind === 'text')))
    .map((hit) => withSection(grid, hit));
  // Cells that are only labels: a neighbour's value never comes from one.
  const labelCells = new Set(hits.filter((h) => h.rest === '').map((h) => h.cell));
  // A labelled line ("Covered individual Priya Lee", "Acct. Ref. No.: 504514") under a label is its own
  // label's value, not the one above's, even when that label names no field the rules know.
  const labelled = new Set([...hits.map((h) => h.cell), ...grid.cells.filter((c) => OWN_LABEL.test(c.text))]);
  // A service under its heading may start with a word one letter off a label ("PHYSICAL THERAPY", not "physician").
  const labelledExactly = new Set([...hits.filter((h) => h.exact).map((h) => h.cell), ...grid.cells.filter((c) => OWN_LABEL.test(c.text))]);
  const candidates: Candidate[] = [];
  const serviceDate = concepts.some((k) => k.field === 'serviceDate');
  const push = (hit: LabelHit, printed: string, cell: Cell, how: 'inline' | 'beside' | 'below'): boolean => {
    // "Provided by Lakeside Urgent Care on 04/12/2025": the date of the care after whom it was with.
    const on = hit.concept.field === 'providerName' ? /^(.+?)\s+on\s+(\S.*)$/i.exec(printed) : null;
    const date = on?.[2] ? parseValue('date', on[2], context) : undefined;
    const text = typeof date === 'string' && on?.[1] ? on[1] : printed;
    const value = parseValue(hit.concept.kind, text, context, hit.concept.field);
    if (value === undefined) return false;
    // "Provider TIN:", "Insurance Carrier": the next label, not this one's name. (A service is
    // described in the words labels use: "Office visit".)
    if ((hit.concept.kind === 'text' || hit.concept.kind === 'name') && hit.concept.field !== 'service' && isLabelText(String(value))) return false;
    const confidence = HOW_WEIGHT[how] * hit.certainty * Math.min(1, cell.confidence + 0.08);
    candidates.push({ field: hit.concept.field, kind: hit.concept.kind, value, cell, how, confidence });
    if (serviceDate && typeof date === 'string') candidates.push({ field: 'serviceDate', kind: 'date', value: date, cell, how, confidence: confidence * 0.9 });
    return true;
  };
  /** A cell that holds an amount and no words ("12,947.78", "650.00 CR"). */
  const amountOnly = (c: Cell | undefined): c is Cell => c !== undefined && parseValue('money', c.text, context) !== undefined && !/\p{L}{3}/u.test(c.text);
  const moneyLabelOnly = new Set(hits.filter((h) => h.concept.kind === 'money' && h.rest === '').map((h) => h.cell));
  for (const hit of hits) {
    // "Less network discount  Charges above the case rate  -22,730.56": a note after a figure's label is no label of its own.
    // (A row of labels over their values, "Charges  Payments  Balance", ends in no amount: each is a label.)
    const inRow = grid.rows[hit.cell.row] ?? [];
    const leftOf = inRow.filter((c) => c.x < hit.cell.x).at(-1);
    const endOfRow = inRow.at(-1);
    const amountEnds = endOfRow !== hit.cell && amountOnly(endOfRow);
    if (hit.concept.kind === 'money' && leftOf && moneyLabelOnly.has(leftOf) && amountEnds) continue;
    // "Instant Savings 20%": what follows the label may not be its value; then look beside and below.
    // "This provider is in your network": a sentence, not a label and its name.
    if (hit.rest !== '' && (hit.concept.kind === 'name' || hit.concept.kind === 'text') && /^[a-z]{2,}\b/.test(hit.rest)) continue;
    // "Member Services 1-866-439-7383": a number to call, not a label with its value nearby. But
    // "Provider: Juniper Valley Internal Medicine Associates 4282 Elm Avenue, ... (955) 560-7704" names
    // an organisation before its address and phone.
    if (hit.concept.field !== 'phoneNumber' && findPhone(hit.cell.text) && (hit.rest === '' || findPhone(hit.rest))) {
      const named = hit.concept.field === 'providerName' ? hit.rest.split(/\s+(?=\d)|,\s*(?:p\.?\s*o\.?\s*box|suite|ste)\b/i)[0]?.replace(/[\s,;-]+$/, '') : undefined;
      if (named && /^\p{L}/u.test(named) && (ORG_WORDS.test(named) || named.split(/\s+/).length >= 3)) push(hit, named, hit.cell, 'inline');
      continue;
    }
    // "In-Network  Out-of-Network" over an accumulator's figures, "Participating" beside its label: a
    // network status printed alone is a value (or a column's heading), no label of a value beside or below it.
    if (hit.concept.kind === 'network' && statusAlone(hit.cell.text)) continue;
    // A table's header names a column: its values are the table reader's, not the first row's, and the
    // words beside a label in a heading are the heading's ("Paid Provider Remark").
    if (tableHeaders.has(hit.cell)) continue;
    if (hit.rest !== '' && push(hit, hit.rest, hit.cell, 'inline')) continue;
    const row = grid.rows[hit.cell.row] ?? [];
    // A value printed larger than its label can sit a little lower, on a row of its own ("Lab Invoice #  Z430905089").
    const level = (c: Cell) => c.page === hit.cell.page && Math.abs(c.y + c.height / 2 - (hit.cell.y + hit.cell.height / 2)) < Math.max(c.height, hit.cell.height) * 0.5;
    const taller = [hit.cell.row - 1, hit.cell.row + 1].flatMap((r) => grid.rows[r] ?? []).filter((c) => c.height > hit.cell.height * 1.2 && level(c));
    const besides = [...row, ...taller].filter((c) => c.x > hit.cell.x + hit.cell.width - 1 && !MARKS_ONLY.test(c.text)).sort((a, b) => a.x - b.x);
    // (A line of an account's table, "Ins Pmt - Granite State Dental  882.50  532.50", is no table on its
    // side: its amounts stand in the table's columns, a credit and the balance after it.)
    if (hit.concept.kind === 'money' && !tables.rows.has(hit.cell) && acrossLines(grid, hit, besides, context, candidates)) continue;
    // "Insurance payment  (Blue Shield)  -1,412.60": an aside in brackets between a label and its amount.
    const aside = (c: Cell) => /^\([^\d()]*\)$/.test(c.text.trim());
    // "Payment received  Visa ****2231  $40.00": the card it was paid with stands between a label and its amount.
    const tender = (c: Cell) => (MASKED_CARD.test(c.text) || TENDER_BESIDE.test(c.text)) && findMoney(c.text, context.money).length === 0;
    // "Plan allowance for this stay  MS-DRG 470 case rate  12,947.78": a note in words between a figure's
    // label and the amount that ends its row.
    const last = besides.at(-1);
    const endsInAmount = besides.length >= 2 && amountOnly(last);
    const note = (c: Cell) => endsInAmount && c !== last && /\p{L}{2}|%/u.test(c.text);
    const right = hit.concept.kind === 'money' ? (besides.find((c) => !aside(c) && !tender(c) && !note(c)) ?? besides[0]) : besides[0];
    // "Patient Control No.:" beside a label is the next label, not this one's value.
    // "INV NO  : TI2504-271714": the label's colon printed with its value ties them as one printed field.
    // A name's label over its value, a heading of the page's other column far beside it ("Physician
    // group" over the group's name, "SUMMARY OF THIS CLAIM" across the page): the value is below.
    const nextBelow = (grid.rows[hit.cell.row + 1] ?? []).find((c) => c.page === hit.cell.page && overlapsHorizontally(c, hit.cell));
    const farBeside = (hit.concept.kind === 'text' || hit.concept.kind === 'name') && hit.concept.field !== 'service' && right !== undefined && nextBelow !== undefined && !labelled.has(nextBelow) && right.x - (hit.cell.x + hit.cell.width) > FAR_BESIDE && right.x > nextBelow.x + nextBelow.width;
    if (farBeside && nextBelow && push(hit, nextBelow.text, nextBelow, 'below')) continue;
    // "Claim  Patient  Seen by  Referral", each over its value: in a row of headings (all labels but
    // one at most, no figures), a name's label stands over its value, not beside it.
    const under = (c: Cell) => (grid.rows[hit.cell.row + 1] ?? []).some((b) => b.page === c.page && overlapsHorizontally(b, c));
    const headings = () => row.length >= 3 && row.every((c) => !/\d/.test(c.text) && under(c)) && row.filter((c) => !labelCells.has(c)).length <= 1;
    const named = hit.concept.kind === 'text' || hit.concept.kind === 'name';
    if (named && nextBelow && !labelled.has(nextBelow) && headings() && push(hit, nextBelow.text, nextBelow, 'below')) continue;
    // "Network Status:  Participating": a network's status is read beside its label although the word is a label's too.
    const status = (c: Cell) => hit.concept.kind === 'network' && statusAlone(c.text);
    if (right && (!labelCells.has(right) || status(right)) && !tableHeaders.has(right) && !/:\s*$/.test(right.text) && push(hit, right.text, right, /^\s*:/.test(right.text) ? 'inline' : 'beside')) continue;
    // "STORE  (667) 505-9240": the label names the number beside it; what is printed below is not its value.
    if (hit.concept.field !== 'phoneNumber' && right && findPhone(right.text) === right.text.trim()) continue;
    for (let r = hit.cell.row + 1; r < Math.min(grid.rows.length, hit.cell.row + 4); r++) {
      const below = (grid.rows[r] ?? []).find((c) => c.page === hit.cell.page && overlapsHorizontally(c, hit.cell));
      if (!below) continue;
      if (((hit.concept.field === 'service' ? labelledExactly : labelled).has(below) && !status(below)) || tableHeaders.has(below)) break;
      // "Type of Service" over "6/22/2025  IV infusion, first hour  $359.38": the care after the date it was given.
      const dated = hit.concept.field === 'service' && findDates(below.text, { order: context.dateOrder })[0]?.text === below.text.trim();
      const described = dated ? (grid.rows[r] ?? []).find((c) => c.x > below.x + below.width - 1) : undefined;
      if (described && push(hit, described.text, described, 'below')) break;
      if (push(hit, below.text, below, 'below')) break;
    }
  }
  // Cells that name a figure (a total, a tax, a payment): their rows are never line items.
  const summaryCells = new Set(hits.filter((h) => h.concept.kind === 'money').map((h) => h.cell));
  return { hits, candidates, labelCells, summaryCells };
}
