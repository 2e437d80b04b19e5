import type { Candidate } from './labels';

// Choosing among the amounts a document prints by the arithmetic that ties them together, the
// way a person checks a bill: the figures that add up are the right ones.

/** One field's possible values, best first; `confidence` is the best candidate's for that value. */
export type Options = { value: number; confidence: number; candidates: number }[];

export const cents = (n: number): number => Math.round(n * 100);

/** A candidate this sure was read under its own label, not guessed. */
const PRINTED_CLEARLY = 0.85;
const same = (a: number, b: number): boolean => cents(a) === cents(b);

/** Distinct values per field, each with its best confidence, raised a little when several places agree. */
export function optionsByField(candidates: readonly Candidate[]): Map<string, Options> {
  const byField = new Map<string, Map<number, { value: number; confidence: number; candidates: number }>>();
  for (const c of candidates) {
    if (typeof c.value !== 'number') continue;
    const values = byField.get(c.field) ?? new Map();
    const key = cents(c.value);
    const previous = values.get(key);
    values.set(key, { value: c.value, confidence: Math.max(previous?.confidence ?? 0, c.confidence), candidates: (previous?.candidates ?? 0) + 1 });
    byField.set(c.field, values);
  }
  const result = new Map<string, Options>();
  for (const [field, values] of byField) {
    const list = [...values.values()].map((v) => ({ ...v, confidence: Math.min(0.99, v.confidence + 0.02 * (v.candidates - 1)) }));
    // A value that is the sum of the field's other values is the document's total of its lines.
    for (const option of list) {
      const others = list.filter((o) => o !== option);
      if (others.length >= 2 && cents(others.reduce((t, o) => t + o.value, 0)) === cents(option.value)) option.confidence = Math.min(0.99, option.confidence + 0.05);
    }
    const ranked = list.sort((a, b) => b.confidence - a.confidence);
    const kept = ranked.slice(0, 3);
    // Repeated per-line labels can crowd out the summary figure: the largest value always stays a choice.
    const largest = ranked.reduce<(typeof ranked)[number] | undefined>((m, o) => (!m || o.value > m.value ? o : m), undefined);
    if (largest && !kept.includes(largest)) kept.push(largest);
    result.set(field, kept);
  }
  return result;
}

/**
 * An equation over fields: sum of `plus` minus sum of `minus` equals `equals`. Fields named in
 * `optional` count as 0 when absent. A `soft` equation rests on figures that are often incomplete
 * (a receipt's line items: weights, deposits, multi-buy lines): it confirms values when it holds,
 * but failing it costs nothing and it never fills a field in.
 */
export type Equation = {
  name: string;
  equals: string;
  plus: readonly string[];
  minus?: readonly string[];
  optional?: readonly string[];
  soft?: boolean;
  /**
   * An optional term that documents often leave unprinted (an EOB's network discount, a receipt's tax): when
   * it is absent, the equation checks nothing (the difference may be that term) unless the rest
   * leaves a negative one; it still counts as 0 to fill a missing field in.
   */
  unprinted?: string;
};

export type Choice = {
  values: Map<string, { value: number; confidence: number; derived: boolean }>;
  /** Equations that could be checked, and whether they held. */
  checks: { name: string; ok: boolean; fields: string[] }[];
};

/**
 * The assignment of values (or absence) to the fields that best fits both the candidates'
 * confidences and the equations. Absent fields may be derived from an equation that then holds.
 */
export function chooseByArithmetic(options: ReadonlyMap<string, Options>, fields: readonly string[], equations: readonly Equation[], fixed: ReadonlyMap<string, number> = new Map()): Choice {
  const choices = fields.map((field) => {
    const list = options.get(field) ?? [];
    return [...list.map((o) => ({ ...o, absent: false })), { value: 0, confidence: 0, candidates: 0, absent: true }];
  });
  // Keep the search small: drop the weakest option of the most crowded field until it is.
  const size = () => choices.reduce((n, c) => n * c.length, 1);
  while (size() > 20_000) {
    const crowded = choices.reduce((a, b) => (b.length > a.length ? b : a));
    crowded.splice(crowded.length - 2, 1);
  }
  let best: { score: number; picked: (typeof choices)[number][number][] } | undefined;
  const picked: (typeof choices)[number][number][] = [];
  const evaluate = () => {
    const values = new Map<string, number | undefined>(fields.map((f, i) => [f, picked[i]?.absent ? undefined : picked[i]?.value]));
    for (const [f, v] of fixed) values.set(f, v);
    let score = picked.reduce((s, p) => s + (p.absent ? 0 : p.confidence - 0.35), 0);
    for (const eq of equations) {
      const ok = holds(eq, values);
      if (ok === true) score += 0.9 + 0.1 * (eq.plus.length + (eq.minus?.length ?? 0));
      else if (ok === false && !eq.soft) score -= 0.6;
    }
    if (!best || score > best.score + 1e-9) best = { score, picked: [...picked] };
  };
  const walk = (i: number) => {
    if (i === fields.length) return evaluate();
    for (const option of choices[i] ?? []) {
      picked[i] = option;
      walk(i + 1);
    }
  };
  walk(0);
  const values = new Map<string, { value: number; confidence: number; derived: boolean }>();
  best?.picked.forEach((p, i) => {
    const field = fields[i];
    if (field && !p.absent) values.set(field, { value: p.value, confidence: p.confidence, derived: false });
  });
  // A figure the page prints under a clear label is not left out to make the sums agree (a denied
  // claim's "Your Responsibility 1,850.00" beside an allowed amount of 0.00): it is kept, and the
  // equation it breaks is reported, so the document is checked rather than silently rewritten.
  // (Not a term documents often fold into others, a receipt's tax included in its prices: the sums say whether it counts.)
  const folded = new Set(equations.flatMap((eq) => (eq.unprinted ? [eq.unprinted] : [])));
  fields.forEach((field, i) => {
    if (!best?.picked[i]?.absent || fixed.has(field) || folded.has(field)) return;
    // Only the one value the page gives it: labels that give several (each department's subtotal) are no clear label.
    const [printed, ...others] = options.get(field) ?? [];
    if (printed && others.length === 0 && printed.confidence >= PRINTED_CLEARLY) values.set(field, { value: printed.value, confidence: printed.confidence, derived: false });
  });
  // Fill what the document leaves unsaid but the arithmetic implies (allowed = paid + owed...).
  for (const eq of equations.filter((e) => !e.soft)) {
    const terms = [eq.equals, ...eq.plus, ...(eq.minus ?? [])];
    const missing = terms.filter((t) => !values.has(t) && !fixed.has(t) && !eq.optional?.includes(t));
    if (missing.length !== 1) continue;
    const [field] = missing;
    if (!field) continue;
    const get = (t: string) => values.get(t)?.value ?? fixed.get(t) ?? 0;
    const plus = eq.plus.reduce((s, t) => s + get(t), 0);
    const minus = (eq.minus ?? []).reduce((s, t) => s + get(t), 0);
    let value: number;
    if (field === eq.equals) value = plus - minus;
    else if (eq.plus.includes(field)) value = get(eq.equals) - (plus - get(field)) + minus;
    else value = plus - get(eq.equals) - (minus - get(field));
    if (value >= -0.004 && fields.includes(field)) values.set(field, { value: Math.round(value * 100) / 100, confidence: 0.75, derived: true });
  }
  const final = new Map<string, number | undefined>([...values].map(([f, v]) => [f, v.value]));
  for (const [f, v] of fixed) final.set(f, v);
  const checks = equations
    .map((eq) => ({ name: eq.name, ok: holds(eq, final), fields: [eq.equals, ...eq.plus, ...(eq.minus ?? [])] }))
    .filter((c): c is { name: string; ok: boolean; fields: string[] } => c.ok !== undefined);
  return { values, checks };
}

/** Whether an equation holds (undefined when a required term is unknown). */
function holds(eq: Equation, values: ReadonlyMap<string, number | undefined>): boolean | undefined {
  const get = (t: string): number | undefined => values.get(t) ?? (eq.optional?.includes(t) ? 0 : undefined);
  const target = get(eq.equals);
  if (target === undefined) return undefined;
  let total = 0;
  for (const t of eq.plus) {
    const v = get(t);
    if (v === undefined) return undefined;
    total += v;
  }
  for (const t of eq.minus ?? []) {
    const v = get(t);
    if (v === undefined) return undefined;
    total -= v;
  }
  // An equation whose every optional term is absent checks nothing ("total = total").
  const known = [...eq.plus, ...(eq.minus ?? [])].filter((t) => values.get(t) !== undefined);
  if (known.length === 0) return undefined;
  // The unprinted term's sign: what is left must be one it could be (a discount taken off, a tax added on).
  if (eq.unprinted && values.get(eq.unprinted) === undefined) return (eq.plus.includes(eq.unprinted) ? target - total : total - target) > -0.004 ? undefined : false;
  return same(total, target);
}
