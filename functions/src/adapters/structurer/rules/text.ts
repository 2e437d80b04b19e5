// Label text compared the way a person reads it: by words, forgiving OCR slips and wording order.

/** OCR reads letters as look-alike digits inside words ("Responsibi1ity", "T0TAL"): undo that for label matching only. */
const DIGIT_AS_LETTER: Record<string, string> = { '0': 'o', '1': 'l', '5': 's', '8': 'b', '6': 'g' };

/** Abbreviations of US billing forms, read as the word they stand for (on both the document's and the vocabulary's side). */
const ABBREVIATIONS: Record<string, string> = {
  pmt: 'payment', pmts: 'payments', pymt: 'payment', pymts: 'payments', pmnt: 'payment', amt: 'amount', amnt: 'amount', ins: 'insurance', adj: 'adjustment', adjs: 'adjustments',
  bal: 'balance', chg: 'charge', chgs: 'charges', chrg: 'charge', chrgs: 'charges', pt: 'patient', pat: 'patient', resp: 'responsibility', svc: 'service', svcs: 'services', serv: 'service',
  dt: 'date', stmt: 'statement', acct: 'account', tot: 'total', desc: 'description', ded: 'deductible', deduct: 'deductible', coins: 'coinsurance', alwd: 'allowed', allow: 'allowed',
  disc: 'discount', mbr: 'member', prov: 'provider', nbr: 'number', num: 'number', qty: 'quantity', txn: 'transaction', trans: 'transaction', ref: 'reference', conf: 'confirmation',
  inv: 'invoice', rcpt: 'receipt', pd: 'paid', pri: 'primary', prev: 'previous', fwd: 'forward', covd: 'covered', clm: 'claim', liab: 'liability',
  ntwk: 'network', subscr: 'subscriber', tend: 'tendered', chng: 'change', subttl: 'subtotal', tran: 'transaction', recv: 'received', rcvd: 'received', "rec'd": 'received', "recv'd": 'received', copmt: 'copayment', coin: 'coinsurance', elig: 'eligible', approv: 'approved', subtot: 'subtotal',
};

export type Token = { token: string; start: number; end: number };

/**
 * Lower-case word tokens of a text with their offsets; '#' is a word ("Claim #"), other punctuation
 * splits. A run of marks ("##%%*", specks OCR read over a shaded band) holds no '#' word.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  // Letters of any Latin alphabet ("Rückgeld", "Montant payé"), compared without their accents.
  // ("Rec'd": one word, received.)
  for (const m of text.matchAll(/[\p{L}\p{N}]+(?:['’][sd]\b)?|(?<![#%*+~])#(?![#%*+~])/gu)) {
    let token = fold(m[0]).replace(/['’]s$/, '').replace(/’/g, "'");
    if (/[a-z]/.test(token) && /\d/.test(token) && /[a-z]{2}/.test(token)) token = token.replace(/[01568]/g, (d) => DIGIT_AS_LETTER[d] ?? d);
    token = ABBREVIATIONS[token] ?? token;
    tokens.push({ token, start: m.index, end: m.index + m[0].length });
  }
  return tokens;
}

const fold = (word: string): string =>
  word
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');

export const labelTokens = (text: string): string[] => tokenize(text).map((t) => t.token);

/** Edit distance with an early exit above `max` (labels are short: a plain DP is fast enough). */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/**
 * How well one read token stands for a vocabulary token: 1 exact, less for an OCR-sized slip, 0 otherwise.
 * A word the vocabulary knows is read as itself, not as a slip of another ("Charge" is no "Change",
 * "Insurance" no "Coinsurance"), save for its plural; a short one may still be a slip ("Rate", "Date").
 */
export function tokenSimilarity(read: string, wanted: string, known?: ReadonlySet<string>): number {
  if (read === wanted) return 1;
  // Common abbreviations are written with or without their tail ("amt"/"amount" are separate entries).
  if (wanted.length < 4 || read.length < 4) return 0;
  if (known?.has(read) && read.length > 4 && read !== `${wanted}s` && wanted !== `${read}s`) return 0;
  const allowed = wanted.length >= 9 ? 2 : 1;
  const distance = editDistance(read, wanted, allowed);
  return distance <= allowed ? 1 - 0.15 * distance : 0;
}

export type PhraseMatch = { start: number; end: number; similarity: number };

/** Small words that may stand between a label's words when they come out of order ("Payment from Insurance"). */
const GAP_WORDS = new Set(['of', 'the', 'for', 'to', 'by', 'from', 'your', 'our', 'with', 'at', 'a', 'an', 'on', 'in', 'per', 'and', '&', 's']);

/**
 * Where a phrase's tokens occur, in order and adjacent, inside a label's tokens (best match first).
 * Similarity is the mean token similarity, so "Patient Responsibi1ity" still matches.
 */
export function findPhrase(tokens: readonly string[], phrase: readonly string[], known?: ReadonlySet<string>): PhraseMatch | undefined {
  let best: PhraseMatch | undefined;
  for (let start = 0; start + phrase.length <= tokens.length; start++) {
    let total = 0;
    let ok = true;
    for (let k = 0; k < phrase.length; k++) {
      const s = tokenSimilarity(tokens[start + k] ?? '', phrase[k] ?? '', known);
      if (s === 0) {
        ok = false;
        break;
      }
      total += s;
    }
    const similarity = total / phrase.length;
    if (ok && (!best || similarity > best.similarity)) best = { start, end: start + phrase.length, similarity };
  }
  if (best || phrase.length < 2) return best;
  // The same words in another order ("Date of Invoice" for "invoice date", "Billed Amount"), a little less surely.
  const window = phrase.length + 1;
  for (let start = 0; start < tokens.length; start++) {
    const slice = tokens.slice(start, start + window);
    const used = new Set<number>();
    let total = 0;
    for (const wanted of phrase) {
      let bestIndex = -1;
      let bestScore = 0;
      slice.forEach((t, i) => {
        const score = used.has(i) ? 0 : tokenSimilarity(t, wanted, known);
        if (score > bestScore) {
          bestScore = score;
          bestIndex = i;
        }
      });
      if (bestIndex < 0) {
        total = -1;
        break;
      }
      used.add(bestIndex);
      total += bestScore;
    }
    if (total < 0) continue;
    const positions = [...used];
    const [from, to] = [Math.min(...positions), Math.max(...positions)];
    // Words out of order are one label only across a small word ("Payment from Insurance"), not
    // across another word ("Total cost (what your" is no "your total cost").
    const inOrder = positions.every((p, i) => i === 0 || p > (positions[i - 1] ?? -1));
    if (!inOrder && slice.slice(from, to + 1).some((t, i) => !used.has(from + i) && !GAP_WORDS.has(t))) continue;
    return { start: start + from, end: start + to + 1, similarity: (total / phrase.length) * 0.95 };
  }
  return undefined;
}
