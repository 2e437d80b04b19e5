import { formatCents } from '../format';
import { parseDateOnly } from '../lib/dates';
import type { ExtractedBill, ExtractedEob } from '../schemas/extracted';
import type { LedgerResult } from './ledger-result';

// Issue 14: letters written from a visit's ledger. Which kinds of letter fit the visit, and a first
// draft of each, filled with the visit's own figures (integer cents, Decision 13) and nothing else:
// where a figure is missing, the sentence that would need it is left out. The person edits the draft
// before it is stored and printed (functions/src/domain/letters).

export const LETTER_KINDS = ['billing_dispute', 'rebill_after_insurance', 'insurer_appeal'] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];

/** Whom each kind is written to: the provider's billing office, or the insurer's appeals department. */
export const LETTER_AUDIENCE: Record<LetterKind, 'provider' | 'insurer'> = {
  billing_dispute: 'provider',
  rebill_after_insurance: 'provider',
  insurer_appeal: 'insurer',
};

/** The most a person may write in each part of a letter: a few printed pages, one DynamoDB item. */
export const LETTER_LIMITS = { sender: 500, recipient: 500, subject: 300, text: 12_000 } as const;

// ---- What the PDF can print ----

/**
 * Beyond printable ASCII and Latin-1 (U+00A0 to U+00FF): the characters Windows-1252 puts at codes
 * 0x80-0x9F (a space where a code has none), all of which the PDF's standard fonts print
 * (WinAnsiEncoding). Anything else (emoji, other scripts, control and zero-width characters) has no
 * glyph there.
 */
export const WINDOWS_1252_80_9F = '€ ‚ƒ„…†‡ˆ‰Š‹Œ Ž  ‘’“”•–—˜™š›œ žŸ';
const WIN_ANSI_EXTRAS = new Set(WINDOWS_1252_80_9F.replace(/ /g, ''));

function isPrintable(character: string): boolean {
  if (character === '\n' || character === '\t') return true;
  const code = character.charCodeAt(0);
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(character);
}

/** Line breaks as '\n' and accents composed (NFC), as a letter is stored and printed. */
export function normalizeLetterText(text: string): string {
  return text.normalize('NFC').replace(/\r\n?/g, '\n');
}

/** The characters of `text` a printed letter cannot show, each once, in order of appearance. */
export function unprintableCharacters(text: string): string[] {
  const found = new Set<string>();
  for (const character of normalizeLetterText(text)) if (!isPrintable(character)) found.add(character);
  return [...found];
}

/** A character as a message names it: 'U+200B', or '"😀" (U+1F600)' when it can be seen. */
export function describeCharacter(character: string): string {
  const code = `U+${Number(character.codePointAt(0)).toString(16).toUpperCase().padStart(4, '0')}`;
  return /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(character) ? `"${character}" (${code})` : code;
}

// ---- The facts a letter may state ----

/** A payment of the visit: its day and amount in cents. */
export type LetterPayment = { date: string; amount: number };

/** Everything a draft may say, each null where no document states it. */
export type LetterFacts = {
  result: LedgerResult;
  providerName: string | null;
  providerAddress: string | null;
  insurerName: string | null;
  patientName: string | null;
  claimNumber: string | null;
  /** The bill's invoice or statement number. */
  statementNumber: string | null;
  dateOfService: string | null;
  /** The latest bill's date, and the latest EOB's. */
  statementDate: string | null;
  eobDate: string | null;
  /** The charges: the bill's total, else the EOB's amount billed. */
  billed: number | null;
  allowed: number | null;
  planPaid: number | null;
  /** What the bill says insurance paid. */
  statementInsurancePaid: number | null;
  insurerSaysYouOwe: number | null;
  providerBilledYou: number | null;
  /** Oldest first. */
  payments: LetterPayment[];
  youPaid: number;
  hasBill: boolean;
  hasEob: boolean;
};

/** A visit's ledger (shared/rules/visit-ledger.ts), its latest bill and EOB as read, and its payments. */
export type LetterSource = {
  ledger: { providerName: string; dateOfService: string | null; insurerSaysYouOwe: number | null; providerBilledYou: number | null; youPaid: number; result: LedgerResult };
  bill: ExtractedBill | null;
  eob: ExtractedEob | null;
  payments: readonly LetterPayment[];
};

const stated = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
};

export function letterFacts({ ledger, bill, eob, payments }: LetterSource): LetterFacts {
  return {
    result: ledger.result,
    providerName: stated(ledger.providerName) ?? stated(bill?.providerName) ?? stated(eob?.providerName),
    providerAddress: stated(bill?.providerAddress),
    insurerName: stated(eob?.insuranceCompany),
    // The bill prints the patient as the provider knows them; an EOB often prints 'LAST, FIRST'.
    patientName: stated(bill?.patientName) ?? stated(eob?.memberName),
    claimNumber: stated(eob?.claimNumber),
    statementNumber: stated(bill?.invoiceNumber),
    dateOfService: ledger.dateOfService,
    statementDate: bill?.invoiceDate ?? null,
    eobDate: eob?.statementDate ?? null,
    billed: bill ? bill.subtotal : (eob?.amountBilled ?? null),
    allowed: eob?.allowedAmount ?? null,
    planPaid: eob?.planPaid ?? null,
    statementInsurancePaid: bill?.insurancePaid ?? null,
    insurerSaysYouOwe: ledger.insurerSaysYouOwe,
    providerBilledYou: ledger.providerBilledYou,
    payments: [...payments].sort((a, b) => a.date.localeCompare(b.date)),
    youPaid: ledger.youPaid,
    hasBill: bill !== null,
    hasEob: eob !== null,
  };
}

/**
 * The kinds of letter that fit the visit, the best fitting first; none for a visit paid in full.
 * A bill that came before the insurer's answer is re-billed; a bill, or payments made to the
 * provider, can be disputed with its billing office; an EOB can be appealed with the insurer.
 */
export function letterKinds(facts: Pick<LetterFacts, 'result' | 'hasBill' | 'hasEob' | 'payments'>): LetterKind[] {
  if (facts.result.kind === 'paid_in_full') return [];
  const kinds: LetterKind[] = [];
  if (facts.result.kind === 'billed_before_insurance' && facts.hasBill) kinds.push('rebill_after_insurance');
  if (facts.hasBill || facts.payments.length > 0) kinds.push('billing_dispute');
  if (facts.hasEob) kinds.push('insurer_appeal');
  return kinds;
}

// ---- Drafting ----

/** A letter's four parts as the person edits them. */
export type LetterDraft = { kind: LetterKind; sender: string; recipient: string; subject: string; text: string };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** '2025-03-01' as a letter writes it: 'March 1, 2025' (a string that is no date is kept as is). */
export function letterDateText(date: string): string {
  const parts = parseDateOnly(date);
  return parts ? `${MONTHS[parts.month - 1]} ${parts.day}, ${parts.year}` : date;
}

const money = formatCents;
const day = letterDateText;

/** 'a', 'a and b', 'a, b and c'. */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const paymentText = (payment: LetterPayment) => `${money(payment.amount)} on ${day(payment.date)}`;

/** '$25.00 on March 18, 2025', or the total and each payment: '$125.00 ($25.00 on ... and $100.00 on ...)'. */
function paymentsText(facts: Pick<LetterFacts, 'payments' | 'youPaid'>): string {
  const [only] = facts.payments;
  if (facts.payments.length === 1 && only && only.amount === facts.youPaid) return paymentText(only);
  return `${money(facts.youPaid)} (${listed(facts.payments.map(paymentText))})`;
}

/** "Jane Doe's visit with Lakeside Clinic on March 4, 2025"; each part only when known. */
function visitText(facts: LetterFacts, withProvider: boolean): string {
  const who = facts.patientName ? `${facts.patientName}'s visit` : 'the visit';
  const provider = withProvider && facts.providerName ? ` with ${facts.providerName}` : '';
  return `${who}${provider}${facts.dateOfService ? ` on ${day(facts.dateOfService)}` : ''}`;
}

/** " (statement LC-1, dated March 20, 2025)", or nothing. */
function statementText(facts: LetterFacts): string {
  const parts = [facts.statementNumber && `statement ${facts.statementNumber}`, facts.statementDate && `dated ${day(facts.statementDate)}`].filter(Boolean);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

/** A paragraph, or null when it has no line to say. */
type Paragraph = string | null;

/** The figures as a list, each line only when its figure is known, under a line naming where they come from. */
function figuresParagraph(facts: LetterFacts, audience: 'provider' | 'insurer'): Paragraph {
  const rows: [string, number | null][] =
    audience === 'provider'
      ? [
          ['Amount billed', facts.billed],
          ['Allowed by my plan', facts.allowed],
          ['Paid by my plan', facts.planPaid],
          ['My responsibility on the Explanation of Benefits', facts.insurerSaysYouOwe],
          ['Your statement asks me to pay', facts.providerBilledYou],
        ]
      : [
          ['Amount billed', facts.billed],
          ['Amount allowed', facts.allowed],
          ['Paid by the plan', facts.planPaid],
          ['Patient responsibility', facts.insurerSaysYouOwe],
        ];
  const lines = rows.flatMap(([label, cents]) => (cents === null ? [] : [`- ${label}: ${money(cents)}`]));
  if (facts.payments.length > 0) lines.push(`- Payments I have made${audience === 'insurer' ? ' to the provider' : ''}: ${paymentsText(facts)}`);
  if (lines.length === 0) return null;
  const sources =
    audience === 'provider'
      ? [facts.hasBill && 'your statement', facts.hasEob && "my insurer's Explanation of Benefits", facts.payments.length > 0 && 'my payment records']
      : [facts.hasEob && `your Explanation of Benefits${facts.eobDate ? ` dated ${day(facts.eobDate)}` : ''}`, facts.payments.length > 0 && 'my payment records'];
  const from = sources.filter((source): source is string => typeof source === 'string');
  return [`Here are the figures for this ${audience === 'provider' ? 'visit' : 'claim'}${from.length > 0 ? `, from ${listed(from)}` : ''}:`, ...lines].join('\n');
}

/** Why a bill came too early, from what its dates and figures show. */
function billedEarlyText(facts: LetterFacts): Paragraph {
  const insurer = facts.insurerName ?? 'my insurer';
  if (facts.hasEob && facts.statementDate && facts.eobDate && facts.statementDate < facts.eobDate) {
    return `The statement came before ${insurer} processed the claim${facts.claimNumber ? ` (claim ${facts.claimNumber})` : ''}: the Explanation of Benefits is dated ${day(facts.eobDate)}.`;
  }
  const noInsurancePayment = (facts.statementInsurancePaid ?? 0) === 0;
  if (noInsurancePayment && facts.planPaid !== null && facts.planPaid > 0) {
    return `The statement shows no insurance payment, but the Explanation of Benefits shows that my plan paid ${money(facts.planPaid)}.`;
  }
  if (facts.hasEob) return `The amount on the statement does not match ${insurer}'s Explanation of Benefits.`;
  return noInsurancePayment ? 'The statement shows no insurance payment.' : null;
}

/** The two payments of one amount on one day that make a visit "Paid twice?". */
function repeatedPayment(payments: readonly LetterPayment[]): { payment: LetterPayment; count: number } | null {
  for (const payment of payments) {
    const same = payments.filter((other) => other.date === payment.date && other.amount === payment.amount).length;
    if (same > 1) return { payment, count: same };
  }
  return null;
}

const COUNT_WORDS = ['', 'one', 'two', 'three', 'four', 'five'];
const countText = (count: number) => COUNT_WORDS[count] ?? String(count);

/** What the statement asks and what the EOB says is owed, when the one is neither the other nor it less the payments. */
function disagreement(facts: LetterFacts): { asked: number; owed: number } | null {
  const { providerBilledYou: asked, insurerSaysYouOwe: owed } = facts;
  return asked !== null && owed !== null && asked !== owed && asked !== owed - facts.youPaid ? { asked, owed } : null;
}

/** What the dispute is about, from the ledger's result; and what it asks to be done about it. */
function disputeIssue(facts: LetterFacts): { says: Paragraph; asks: string[] } {
  const { result } = facts;
  const correct = 'correct my balance to match the Explanation of Benefits';
  switch (result.kind) {
    case 'paid_twice': {
      const repeated = repeatedPayment(facts.payments);
      return {
        says: repeated
          ? `My records show ${countText(repeated.count)} payments of ${money(repeated.payment.amount)} on ${day(repeated.payment.date)}: it appears I paid the same amount more than once.`
          : null,
        asks: result.amount === null ? [] : [`refund the ${money(result.amount)} I paid more than once`],
      };
    }
    case 'refund_due': {
      if (result.amount === null) return { says: null, asks: [] };
      const limit = facts.insurerSaysYouOwe !== null ? `my responsibility of ${money(facts.insurerSaysYouOwe)} on the Explanation of Benefits` : 'what I owe for this visit';
      return {
        says: `By my records I have paid ${money(facts.youPaid)} in total, which is ${money(result.amount)} more than ${limit}.`,
        asks: [`refund the ${money(result.amount)} I overpaid`],
      };
    }
    case 'billed_before_insurance':
      return { says: billedEarlyText(facts), asks: facts.hasEob ? [correct] : [] };
    default: {
      const figures = disagreement(facts);
      if (!figures) return { says: null, asks: [] };
      return {
        says: `My insurer's Explanation of Benefits shows my responsibility as ${money(figures.owed)}, but your statement asks me to pay ${money(figures.asked)}.`,
        asks: [correct],
      };
    }
  }
}

const ITEMIZED_BILL = 'send me an itemized bill listing each service with its date, its billing code (CPT or HCPCS) and its charge, and every payment and adjustment on this account';
const HOLD_FROM_COLLECTIONS = 'hold this account from collections, and do not report it to a credit bureau, while this dispute is open';

const requestList = (asks: readonly string[]) => ['Please:', ...asks.map((ask, index) => `- ${ask}${index === asks.length - 1 ? '.' : ';'}`)].join('\n');

function closing(senderName: string | null): string {
  return `Please reply to me in writing. Thank you for your help.\n\nSincerely,\n\n${senderName ?? ''}`.trimEnd();
}

const paragraphs = (...parts: Paragraph[]) => parts.filter((part): part is string => part !== null).join('\n\n');

function billingDisputeText(facts: LetterFacts, senderName: string | null): string {
  const opening = facts.hasBill
    ? `I am writing to dispute the bill for ${visitText(facts, false)}${statementText(facts)}.`
    : `I am writing about the payments I made for ${visitText(facts, false)}.`;
  const issue = disputeIssue(facts);
  return paragraphs(
    'Dear Billing Office:',
    opening,
    figuresParagraph(facts, 'provider'),
    issue.says,
    requestList([...issue.asks, ITEMIZED_BILL, HOLD_FROM_COLLECTIONS]),
    closing(senderName),
  );
}

function rebillText(facts: LetterFacts, senderName: string | null): string {
  const asked = facts.providerBilledYou === null ? '' : `, which asks me to pay ${money(facts.providerBilledYou)}`;
  const balance =
    facts.insurerSaysYouOwe === null
      ? ''
      : `, so that my balance is my responsibility of ${money(facts.insurerSaysYouOwe)}${facts.youPaid > 0 ? ` less the ${money(facts.youPaid)} I have paid` : ''}`;
  const rebill = facts.hasEob
    ? `re-bill this visit after applying my insurance's payment and adjustments${balance}`
    : 'bill my insurance first, and bill me only for what remains once the claim is processed';
  const statement = `your statement${facts.statementNumber ? ` ${facts.statementNumber}` : ''}${facts.statementDate ? `, dated ${day(facts.statementDate)},` : ''}`;
  return paragraphs(
    'Dear Billing Office:',
    `I received ${statement} for ${visitText(facts, false)}${asked}. ${billedEarlyText(facts) ?? 'It appears to have been sent before my insurance processed the claim.'}`,
    figuresParagraph(facts, 'provider'),
    requestList([rebill, `then send me a corrected, itemized bill listing each service with its date, its billing code (CPT or HCPCS) and its charge, and every payment and adjustment on this account`, HOLD_FROM_COLLECTIONS]),
    closing(senderName),
  );
}

function appealText(facts: LetterFacts, senderName: string | null): string {
  const claim = facts.claimNumber ? `claim ${facts.claimNumber}` : 'the claim';
  const denied = facts.planPaid === 0;
  const responsibility = facts.insurerSaysYouOwe === null ? 'the amount' : `the ${money(facts.insurerSaysYouOwe)}`;
  const provider = facts.providerName ?? 'the provider';
  return paragraphs(
    'Dear Appeals Department:',
    `I am writing to appeal your processing of ${claim} for ${visitText(facts, true)}.`,
    figuresParagraph(facts, 'insurer'),
    `${denied ? 'The plan paid nothing toward this claim. ' : ''}I ask you to review this claim and reconsider ${denied ? 'the denial of payment and ' : ''}${responsibility} you assigned to me as patient responsibility. Please send me a written explanation of how the allowed amount and my responsibility were calculated, with the plan provisions you relied on, and copies of the documents relevant to this claim.`,
    requestList([
      'send me an itemized statement of this claim listing each service with its date, its billing code, the amount billed, the amount allowed and the reason for any denial or adjustment',
      `note on the claim that it is under appeal and tell ${provider}, so that the account is held from collections while this appeal is open`,
    ]),
    closing(senderName),
  );
}

/** Who receives the letter, one line each: the department, then who it belongs to, then its address when known. */
function recipientOf(kind: LetterKind, facts: LetterFacts): string {
  const lines = LETTER_AUDIENCE[kind] === 'provider' ? ['Billing Office', facts.providerName, facts.providerAddress] : ['Appeals Department', facts.insurerName];
  return lines.filter((line): line is string => line !== null).join('\n');
}

const SUBJECT_TITLES: Record<LetterKind, string> = {
  billing_dispute: 'Billing dispute',
  rebill_after_insurance: 'Request to re-bill after insurance',
  insurer_appeal: 'Appeal',
};

/** The RE line: what the letter is, then the claim, patient, date of service and statement that name the visit. */
function subjectOf(kind: LetterKind, facts: LetterFacts): string {
  const details = [
    facts.claimNumber && `claim ${facts.claimNumber}`,
    facts.patientName && `patient ${facts.patientName}`,
    facts.dateOfService && `date of service ${day(facts.dateOfService)}`,
    LETTER_AUDIENCE[kind] === 'provider' && facts.statementNumber && `statement ${facts.statementNumber}`,
  ].filter((detail): detail is string => typeof detail === 'string');
  return details.length > 0 ? `${SUBJECT_TITLES[kind]}: ${details.join(', ')}` : SUBJECT_TITLES[kind];
}

/** The first draft of a kind of letter for the visit, signed by the person when their name is known. */
export function draftLetter(kind: LetterKind, facts: LetterFacts, senderName: string | null): LetterDraft {
  const name = stated(senderName);
  const text = kind === 'billing_dispute' ? billingDisputeText(facts, name) : kind === 'rebill_after_insurance' ? rebillText(facts, name) : appealText(facts, name);
  return { kind, sender: name ?? '', recipient: recipientOf(kind, facts), subject: subjectOf(kind, facts), text };
}
