import type { FieldRule } from './fields';
import { parseValue } from './fields';
import { overlapsHorizontally, type Cell, type Grid } from './grid';

export type LabelHit = { rule: FieldRule; label: string; cell: Cell; rest: string };
export type Candidate = { field: string; value: string | number | boolean; confidence: number; cell: Cell; how: 'inline' | 'beside' | 'below' };

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s*');

type CompiledLabel = { rule: FieldRule; label: string; re: RegExp };

export function compileRules(rules: readonly FieldRule[]): CompiledLabel[] {
  return rules
    .flatMap((rule) => rule.labels.map((label) => ({ rule, label, re: new RegExp(`^${escape(label)}(?![a-z])\\s*[:#]?\\s*`, 'i') })))
    .sort((a, b) => b.label.length - a.label.length);
}

/** The label a cell starts with, the longest one winning ("Patient Address" over "Patient"). */
export function labelOf(cell: Cell, compiled: readonly CompiledLabel[]): LabelHit | undefined {
  for (const c of compiled) {
    const m = c.re.exec(cell.text);
    if (m) return { rule: c.rule, label: c.label, cell, rest: cell.text.slice(m[0].length) };
  }
  return undefined;
}

/** Value candidates for every labelled cell: in the same cell, to its right in the same row, or below it in its column. */
export function findCandidates(grid: Grid, compiled: readonly CompiledLabel[]): { candidates: Candidate[]; labelCells: Set<Cell> } {
  const hits = grid.cells.map((cell) => labelOf(cell, compiled)).filter((h): h is LabelHit => h !== undefined);
  const labelCells = new Set(hits.filter((h) => h.rest.trim() === '' || parseValue(h.rule.kind, h.rest) !== undefined).map((h) => h.cell));
  const candidates: Candidate[] = [];
  const push = (hit: LabelHit, text: string, cell: Cell, how: Candidate['how'], weight: number) => {
    const value = parseValue(hit.rule.kind, text);
    if (value === undefined) return false;
    // The first label of a list is the usual wording; synonyms are a little less certain.
    const labelWeight = hit.rule.labels[0] === hit.label ? 1 : 0.97;
    candidates.push({ field: hit.rule.field, value, cell, how, confidence: weight * labelWeight * Math.min(1, cell.confidence + 0.08) });
    return true;
  };
  for (const hit of hits) {
    if (hit.rest.trim() !== '' && push(hit, hit.rest, hit.cell, 'inline', 0.97)) continue;
    const row = grid.rows[hit.cell.row] ?? [];
    const right = row.find((c) => c.x > hit.cell.x + hit.cell.width - 1 && !labelCells.has(c));
    const rightBlocked = row.some((c) => c !== hit.cell && c.x > hit.cell.x && labelCells.has(c) && (!right || c.x < right.x));
    if (right && !rightBlocked && push(hit, right.text, right, 'beside', 0.95)) continue;
    // Below: the next rows in the label's column (a form box, or a table column down to its totals row).
    for (let r = hit.cell.row + 1; r < Math.min(grid.rows.length, hit.cell.row + 4); r++) {
      const below = (grid.rows[r] ?? []).find((c) => overlapsHorizontally(c, hit.cell) && c.page === hit.cell.page);
      if (!below) continue;
      if (labelCells.has(below)) break;
      if (push(hit, below.text, below, 'below', 0.9)) break;
    }
  }
  return { candidates, labelCells };
}

/** The best candidate per field; agreeing candidates raise the confidence, disagreeing ones lower it. */
export function bestByField(candidates: readonly Candidate[]): Map<string, Candidate & { alternatives: Candidate[] }> {
  const byField = new Map<string, Candidate[]>();
  for (const c of candidates) byField.set(c.field, [...(byField.get(c.field) ?? []), c]);
  const best = new Map<string, Candidate & { alternatives: Candidate[] }>();
  for (const [field, list] of byField) {
    const sorted = [...list].sort((a, b) => b.confidence - a.confidence);
    const top = sorted[0];
    if (!top) continue;
    const others = sorted.slice(1);
    const disagree = others.some((o) => o.value !== top.value);
    const agree = others.some((o) => o.value === top.value);
    const confidence = disagree ? top.confidence * 0.85 : agree ? Math.min(0.99, top.confidence + 0.02) : top.confidence;
    best.set(field, { ...top, confidence, alternatives: others });
  }
  return best;
}
