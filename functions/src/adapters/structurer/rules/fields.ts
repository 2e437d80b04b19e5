import { findDates, findMoney, type DateOrder, type MoneyOptions } from '../../../domain/reading/values';
import type { FieldKind } from './vocabulary';

export type ParseContext = {
  dateOrder: DateOrder;
  money: MoneyOptions;
  /** The latest full date the document prints (its statement's, as a rule): the year of a date printed without one. */
  latestDate?: string;
  /** The insurers a bill names ("Insurance:  Bluestem Health Alliance"): a payment on a line naming one is theirs. */
  payers?: readonly string[];
};

const NAME_STOP = /^(dob|d\.?o\.?b\.?|birth|id|member|account|acct|relationship|group|plan|policy|sex|age|mrn|ssn|number|no\.?|#|date|phone|address|patient|provider)$/i;
const NOT_A_PERSON = /\b(medical|medicine|hospital|clinic|health|healthcare|center|centre|group|associates|services|insurance|plan|llc|inc|pharmacy|laboratory|laboratories|labs?|department|billing|statement|total|amount|balance|charges|payment|street|avenue|road|suite|box|questions|please|thank|page|account|number|invoice|summary|notice|benefits|claim|network|panel|visit|test|exam|x-ray|xray|therapy|office|evaluation|repair|transport|vaccine|screening|consultation|injection|procedure|service|services|supplies|room|level|emergency|radiology|pharmacy|drug|visa|mastercard|card|cash|check|location|destination|pick|pickup|drop|origin|miles|trip|name|address|birth|dob|unit|units|rate|date|description|code|amount|due|balance|physician|ordering|referring|acct|ref|reference|explanation|codes?|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|this|not|your|our|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;

/** An employer or other body named where a person is expected ("Harmon School District", "Tri-County Paving Co."). */
const EMPLOYER = /\b(school|schools|district|university|college|academy|company|co|corp|corporation|inc|incorporated|ltd|industries|manufacturing|construction|processing|logistics|authority|agency|bank|church|city|town|village|state|department|dept|government|council|board|commission|foundation|trust|enterprises|holdings|partners)\b/i;
/** The small words inside people's names. */
const PARTICLE = /^(de|del|della|der|den|di|da|das|dos|du|la|le|van|von|bin|binti|al|el|y|e|st)$/;

/** A person's name as printed ("Jane Q. Doe", "DOE, JANE"), cut before what follows it on the line (DOB, ids). */
/** "Duluth, MN", "Fort Collins, CO": an address's town and state, not a person ("LEE, Jo" is one). */
const CITY_AND_STATE =
  /^(?:[A-Z][a-z]+\.?\s+){0,2}[A-Z][a-z]+,\s*(?:AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY)$/;

function parsePersonName(text: string): string | undefined {
  const words: string[] = [];
  // "Dmitri Moreau (Spouse)": the relationship to the subscriber is not part of the name.
  const bare = text.replace(/\s*\((?:your\s+)?(?:self|you|spouse|child|son|daughter|dependent|dep|employee|subscriber|domestic partner|partner|other)\)\s*$/i, '');
  for (const word of bare.replace(/^(mr|mrs|ms|miss|dr)\.?\s+/i, '').split(/\s+/)) {
    if (/\d/.test(word) || NAME_STOP.test(word.replace(/[:,]$/, ''))) break;
    words.push(word);
  }
  const name = words.join(' ').replace(/[,:;]+$/, '').trim();
  const parts = name.split(/\s+/);
  if (parts.length < 2 || parts.length > 5) return undefined;
  // "PATIENT AND CLINICIAN": a heading's joining word starts no one's name.
  if (/^(?:and|or|of|the|for|with|to)$/i.test(parts[0] ?? '')) return undefined;
  if (!/^[A-Za-z][A-Za-z.'\- ,]*[A-Za-z.]$/.test(name) || NOT_A_PERSON.test(name) || EMPLOYER.test(name) || CITY_AND_STATE.test(name)) return undefined;
  // "Lo que usted debe": a sentence's lower-case words; a name's are its particles ("Ana de la Cruz").
  if (parts.some((part) => /^[a-z]/.test(part) && !PARTICLE.test(part))) return undefined;
  return name;
}

const PHONE = /(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\b\d{3}[\s.-])\d{3}[\s.-]\d{4}\b/;
const URL = /\b(?:https?:\/\/|www\.)[^\s<>"]+[^\s<>".,;:)]/i;

export const OUT_OF_NETWORK = /out[\s-]*of[\s-]*(?:network|plan)\b|\bnon[\s-]*(?:network|participating|par\b|contracted|preferred|ppo\b)|not\s+(?:in|a|part\s+of)\s+(?:your\s+|our\s+|the\s+|a\s+)?(?:plan'?s?\s+)?(?:network|participating)|\boon\b/i;
export const IN_NETWORK = /in[\s-]*network|\bin\s+(?:your|our|the)\s+(?:plan'?s?\s+|(?:[A-Z][\w&'-]*\s+){1,4})?network|\bparticipating\b|\bpar\b|\bpreferred\b|network provider|\bcontracted\b|\bppo\s+provider\b/i;

/** Parses a value cell's text as the field's kind; undefined when it does not look like one. */
const ORGANISATION_FIELDS = new Set(['providerName', 'merchantName', 'insuranceCompany']);
/** The word a US street's name ends with ("Meadow Lane", "Elm Ave"). */
export const STREET_SUFFIX = 'street|st|avenue|ave|road|rd|drive|dr|lane|ln|boulevard|blvd|way|court|ct|parkway|pkwy|highway|hwy|place|pl|circle|cir|terrace|trail|trl';
/** A street address or post-office box that follows a name in the same cell, up to the cell's end. */
const TRAILING_ADDRESS = new RegExp(String.raw`[\s,;-]+(?:\d{1,6}\s+(?:[\p{L}\d.'-]+\s+){1,4}(?:${STREET_SUFFIX})\b|p\.?\s?o\.?\s+box\s+\d+).*$`, 'iu');

/** The card networks, as printed. */
export const BRANDS = String.raw`visa|master\s?card|amex|american express|discover`;
/** A card's brand, lower-case letters OCR made of its masking dots, then its last digits. */
const OCR_MASK = new RegExp(String.raw`^(.*\b(?:${BRANDS})\b(?:\s+[*•.x]+)*)((?:\s+[a-z]{2,4}\]?){1,3})(\s+\d{4})$`, 'i');
/** After an amount, how far the year has gone toward a limit ("of $10,000.00 met", "MET OF 300.00", "/1,500.00"). */
const PROGRESS = /^\s*(?:(?:met|used|applied|satisfied)\s+)?(?:of|out of)\s+\$?\d|^\s*\/\s*\$?[\d,]+\.\d{2}\b/i;
/** How a card was read ("CHIP", "Contactless"): how it was presented, not which card paid. */
export const CARD_ENTRY = /^(?:chip|chip read|contactless|tap|tapped|swiped|swipe|keyed|manually keyed|inserted)$/i;
/** A card's brand or kind ("VISA", "DEBIT"). */
export const CARD_BRAND = new RegExp(String.raw`\b(?:${BRANDS}|debit|credit)\b`, 'i');
/** An account or card named in a few words with its last digits ("Checking account ending 4148", "Visa x2231"). */
export const NAMED_ACCOUNT = new RegExp(String.raw`^(?=.*\b(?:account|card|checking|savings|${BRANDS}|debit|credit)\b)\S+(?:\s+\S+){0,5}\s+[*•xX#.]*\d{4}$`, 'i');
const CARD_WORDS: ReadonlySet<string> = new Set(['card', 'acct', 'ends', 'with', 'from', 'no', 'nr', 'ac']);

export function parseValue(kind: FieldKind, text: string, context: ParseContext, field?: string): string | number | boolean | undefined {
  // Leaders and OCR's marks between a label and its value ("Claim reference ~~ E3705842667", "Total .... $12.00").
  const trimmed = text.replace(/^[\s:#.?\-–|~_=·…>»]+(?=\S)/, '').trim();
  if (trimmed === '') return undefined;
  switch (kind) {
    case 'money': {
      const first = findMoney(trimmed, context.money)[0];
      if (!first) return undefined;
      // A value cell holds the amount and little else before it ("$12.00", "12.00 CR", "USD 12.00").
      const before = trimmed.slice(0, first.index).replace(/[^a-z]/gi, '');
      // "$1,060.80 of $10,000.00 met", "150.00 MET OF 300.00", "750.00/1,500.00": how far the year has
      // gone toward a limit, no figure of the claim or the bill.
      if (PROGRESS.test(trimmed.slice(first.index + first.text.length))) return undefined;
      return before.length > 3 ? undefined : first.value;
    }
    case 'date': {
      const first = findDates(trimmed, { order: context.dateOrder })[0];
      return first && first.index <= 12 ? first.iso : undefined;
    }
    case 'name':
      // "Nadia Haddad (Member ID 8841-220-19)": an aside naming the person's number is no part of the name;
      // "The Parent/Guardian of Leo Martinez": a statement for a child names the child.
      return parsePersonName(
        trimmed.replace(/\s*[([][^()[\]]*\b(?:id|no|number|#|dob|acct|account)\b[^()[\]]*[)\]]\s*$/i, '').replace(/^(?:the\s+)?(?:parents?|guardians?|parent\s*(?:\/|or|and)\s*guardian)\s+of\s+/i, ''),
      );
    case 'id': {
      const tokens = trimmed.split(/\s+/);
      for (const [index, raw] of tokens.slice(0, 4).entries()) {
        const token = raw.replace(/^[#:]+|[.,;:]+$/g, '');
        if (/^(no|number|num|id|#)$/i.test(token)) continue;
        // An amount ("0.00", "$12.50") is no id.
        // A code of capitals and digits ("B6JKZ4M") is an id with few digits too.
        // So is one in groups ("7NXE-8PGY", a point-of-sale receipt's number).
        // "HLH 8830 2291 047": the payer's letters before a number printed in groups.
        // "CDB 25-0409-71185", "PIP 42-7781-0093": the letters before a number in dashed groups.
        const grouped: string[] = [];
        if (/^[A-Z]{2,4}$/.test(token)) for (const next of tokens.slice(index + 1)) if (/^\d{2,12}$/.test(next)) grouped.push(next); else break;
        const dashedAfter = /^[A-Z]{2,4}$/.test(token) && grouped.length === 0 && /^\d{2,6}(?:-\d{2,6})+$/.test(tokens[index + 1] ?? '') && (tokens[index + 1] ?? '').replace(/-/g, '').length >= 6;
        if (dashedAfter) return `${token} ${tokens[index + 1]}`;
        if ((grouped.length >= 2 && grouped.every((g) => g.length <= 6)) || (grouped.length === 1 && (grouped[0]?.length ?? 0) >= 6)) return [token, ...grouped].join(' ');
        const bare = token.replace(/-/g, '');
        // ("NTDP-6QAW": in groups of four, one figure is enough.)
        const dashed = /^[A-Z0-9]{4,}(?:-[A-Z0-9]{4,})+$/.test(token) && /\d/.test(bare);
        const code = dashed || (/^[A-Z0-9]+(?:-[A-Z0-9]+)*$/.test(token) && bare.length >= 6 && /(?:\D*\d){2}/.test(bare) && /(?:[^A-Z]*[A-Z]){2}/.test(bare));
        if (!/^[A-Za-z0-9][A-Za-z0-9\-/.]*$/.test(token) || (token.replace(/[^0-9]/g, '').length < 3 && !code) || findDates(token, { order: context.dateOrder }).length > 0 || /^\$|^\d{1,3}(?:,\d{3})*\.\d{2}$/.test(token)) return undefined;
        // A US phone number ("Resident Accounts: 845-941-9417") is no account.
        if (/^\(?\d{3}\)?[-.]\d{3}[-.]\d{4}$/.test(token)) return undefined;
        // A number printed in groups ("3648 4336 6699 2454") is one id.
        const groups = [token];
        if (/^\d{3,5}$/.test(token)) for (const next of tokens.slice(index + 1)) if (/^\d{3,5}$/.test(next)) groups.push(next); else break;
        return groups.join(' ');
      }
      return undefined;
    }
    case 'network': {
      // "Yes (PPO)": the answer, with the network named after it.
      const answer = trimmed.replace(/\s*\([^)]*\)$/, '');
      if (/^(out|oon|non|nonpar|non-par|n|no|out of net)$/i.test(answer)) return false;
      if (/^(in|inn|par|y|yes|in net)$/i.test(answer)) return true;
      if (OUT_OF_NETWORK.test(trimmed)) return false;
      if (IN_NETWORK.test(trimmed)) return true;
      // "Level 2 (Broad network)", "Select network": the network the provider is in.
      if (/\bnetwork\b/i.test(trimmed) && !/\b(?:no|not|non|out|none)\b/i.test(trimmed)) return true;
      return undefined;
    }
    case 'payment-method': {
      // "Amex sees 6972", "Mastercard **** dik six 5616": OCR read a card's masking dots as letters.
      const masked = context.money.ocr ? OCR_MASK.exec(trimmed) : null;
      if (masked && masked[2]?.trim().split(/\s+/).every((w) => !CARD_WORDS.has(w.toLowerCase()))) return `${masked[1]}${masked[3]}`;
      // "E-check payments cannot be stopped once submitted.": a sentence about paying, not how it was paid.
      // ("Cashier:" is the next label, not the method.)
      const words = trimmed.split(/\s+/).length;
      if (words > 8 || (words >= 4 && /[a-z]\.$/.test(trimmed)) || CARD_ENTRY.test(trimmed) || /:$/.test(trimmed)) return undefined;
      return /(visa|master\s*card|mc\b|discover|amex|american express|debit|credit|cash|check|cheque|hsa|fsa|ending|x{3,}|\*{2,}|apple pay|google pay|paypal|ach|bank|e-?check|money order|contactless|chip|transfer|\beft\b|wire|zelle|venmo|qr\b)/i.test(trimmed) ? trimmed : undefined;
    }
    case 'text': {
      if (/^\//.test(trimmed)) return undefined;
      // "Billed by: Foxglove Family Medicine 4023 Meadow Lane, Savannah, GA": a name's address is no part of it,
      // and a town alone ("Duluth, MN", beside "Provider location") names no organisation.
      if (field && ORGANISATION_FIELDS.has(field) && /^[\p{L} .'-]+,\s*(?!(?:PC|PA|MD|DO|DC|NP|OD|PT|RN|CO)\b)[A-Z]{2}(?:\s+\d{5}(?:-\d{4})?)?$/u.test(trimmed)) return undefined;
      if (field && ORGANISATION_FIELDS.has(field)) {
        const name = trimmed.replace(TRAILING_ADDRESS, '');
        if (name !== trimmed) return name.length >= 3 ? parseValue(kind, name, context, field) : undefined;
      }
      if (findMoney(trimmed, { decimalComma: context.money.decimalComma }).length > 0 || findDates(trimmed, { order: context.dateOrder }).length > 0) return undefined;
      // A service may be named at length (a DRG's title); any other value that long is a sentence.
      if (!/[a-z]{2}/i.test(trimmed) || trimmed.split(/\s+/).length > (field === 'service' ? 16 : 10)) return undefined;
      // A table's column heading ("Line 3", "Total", "See note") names no one.
      if (/^(line|lines|page|item|total|totals|subtotal|see note|note|notes)\b[\s\d#.:]*$/i.test(trimmed)) return undefined;
      // "Service 1 of 2": a count, not a name.
      if (/^(?:#\s*)?\d+\s+of\s+\d+$/i.test(trimmed)) return undefined;
      // "Where services were given", "Place of service": where the care was, not what it was.
      if (field === 'service' && /^(?:where|place of service|location)\b/i.test(trimmed)) return undefined;
      // "Mercy Street Health Center is in the Riverbend Community Care network.": a sentence names no one
      // and no service.
      if (/\b(?:is|are|was|were)\b/i.test(trimmed) && /[a-z]\.$/.test(trimmed) && trimmed.split(/\s+/).length >= 5) return undefined;
      // An answer ("PPO PROVIDER: YES") names no one.
      if (/^(yes|no|n\/a)$/i.test(trimmed)) return undefined;
      // A phone line ("Member Services: 1-866-763-8726 (TTY 711)") names no service or organisation.
      if (findPhone(trimmed) && trimmed.replace(/[^a-z]/gi, '').length < 8) return undefined;
      return trimmed;
    }
  }
}

/** A card's masked number ("XXXXXXXXXXXX4119", "****8458", "ending in 1234"): a tender line, not an item. */
export const MASKED_CARD = /(?:[x*•#]{4,}|[x*•#%+]{3,}(?=[\s-]*\d{4,5}\b)|\bending(?:\s+in)?)\s*-?\s*\d{4}|\b(?:visa|mastercard|mc|amex|american express|discover|debit|credit|gift card)\b.*\s(?:x|\.{3})\d{4}\b/i;

export const findPhone = (text: string): string | undefined => PHONE.exec(text)?.[0];
export const findUrl = (text: string): string | undefined => URL.exec(text)?.[0];
