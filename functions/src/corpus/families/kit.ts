import type { Layout, LayoutOptions } from '../layouts';
import type { Rng } from '../random';
import { PAGE_HEIGHT, Sheet, type Cell, type FontName, type PlacedCell } from '../sheet';

// Pieces the bill and EOB families share. Both draw with these in the same order as before, so a
// seed still gives the same documents.

export type Split = 'dev' | 'heldout';

/** FNV-1a of a string, as a number in [0, 1). */
export function hash01(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h / 4294967296;
}

/** Held-out families take a field's labels from the held-out pool four times in five. */
export const labelPool = (family: string, split: Split, field: string): Split => (split === 'heldout' && hash01(`${family}/${field}/pool`) < 0.8 ? 'heldout' : 'dev');

/** The family's two labels for a field, picked by its name: a family keeps its wording from document to document. */
export function labelPair<T>(family: string, field: string, list: readonly T[]): T[] {
  const a = Math.floor(hash01(`${family}/${field}/a`) * list.length);
  const b = (a + 1 + Math.floor(hash01(`${family}/${field}/b`) * (list.length - 1))) % list.length;
  return [list[a], list[b]].filter((x): x is T => x !== undefined);
}

export type Hooks = { page?: (sheet: Sheet) => void };

export function newSheet(defaults: ConstructorParameters<typeof Sheet>[0]): { sheet: Sheet; hooks: Hooks } {
  const hooks: Hooks = {};
  const sheet = new Sheet(defaults, (s) => hooks.page?.(s));
  return { sheet, hooks };
}

export const place = (page: PlacedCell[] | undefined, cell: Cell & { y: number }): void => {
  page?.push({ text: cell.text, x: cell.x, y: cell.y, size: cell.size ?? 9, font: cell.font ?? 'regular', align: cell.align ?? 'left', rotate: cell.rotate, grey: cell.grey });
};

/** Cells added to every page once the page count is known (headers, footers, page x of y). */
export function everyPage(sheet: Sheet, cells: (page: number, total: number) => (Cell & { y: number })[]): void {
  const total = sheet.pages.length;
  sheet.pages.forEach((page, i) => {
    for (const cell of cells(i + 1, total)) place(page, cell);
  });
}

/** The bottom of the text printed so far on the current page. */
export function cursor(sheet: Sheet): number {
  const cells = (sheet.pages.at(-1) ?? []).filter((c) => !c.rotate);
  return Math.max(0, ...cells.map((c) => c.y + c.size * 1.55));
}

/** Starts a new page unless `height` points still fit above the bottom margin (keeps a block together). */
export function keepTogether(sheet: Sheet, height: number, bottomMargin: number, pageHeight = PAGE_HEIGHT): void {
  if (cursor(sheet) + height > pageHeight - bottomMargin) sheet.newPage();
}

/** A barcode as printed text: a row of bars. */
export const bars = (rng: Rng, length: number): string => Array.from({ length }, () => rng.pick(['|', 'I', '|', 'l', '|'])).join('');

export type Pair = readonly [string, string];

/** Labels beside values. */
export function beside(sheet: Sheet, pairs: readonly Pair[], o: { x?: number; valueX?: number; size?: number; labelFont?: FontName; valueFont?: FontName; valueAlign?: 'left' | 'right'; gap?: number } = {}): void {
  for (const [label, value] of pairs) {
    const cells: Cell[] = [
      { text: label, x: o.x ?? 50, font: o.labelFont ?? 'bold', size: o.size },
      { text: value, x: o.valueX ?? 200, font: o.valueFont, size: o.size, align: o.valueAlign },
    ];
    sheet.row(
      cells.filter((c) => c.text !== ''),
      o.gap ?? 0,
    );
  }
}

/** Labels above values in a grid. */
export function above(sheet: Sheet, pairs: readonly Pair[], o: { x?: number; columnWidth?: number; perRow?: number; labelSize?: number; valueSize?: number; labelFont?: FontName; valueFont?: FontName; gap?: number } = {}): void {
  const perRow = o.perRow ?? 3;
  for (let i = 0; i < pairs.length; i += perRow) {
    const chunk = pairs.slice(i, i + perRow);
    sheet.row(chunk.map(([label], j) => ({ text: label, x: (o.x ?? 50) + j * (o.columnWidth ?? 170), font: o.labelFont ?? 'bold', size: o.labelSize ?? 7 })));
    sheet.row(
      chunk.map(([, value], j) => ({ text: value, x: (o.x ?? 50) + j * (o.columnWidth ?? 170), font: o.valueFont, size: o.valueSize })),
      o.gap ?? 6,
    );
  }
}

/** Two columns of rows side by side (each row a list of cells), row by row. */
export function columns(sheet: Sheet, left: readonly (readonly Cell[])[], right: readonly (readonly Cell[])[], gap = 0): void {
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const cells = [...(left[i] ?? []), ...(right[i] ?? [])];
    if (cells.length > 0) sheet.row(cells, gap);
  }
}

/** A set of families as Layouts, and one family's truth with the labels it printed (for the family test). */
/**
 * Held-out families that were looked at too often while the reading rules were written (issue 12: "when the held-out
 * set has been looked at too often, generate new held-out families"): measured as dev from now on. They still draw
 * their wording and names from the held-out pools, so their documents do not change.
 */
export const retired = <D extends { split: Split }>(definitions: readonly D[]): (D & { measuredAs: Split })[] => definitions.map((def) => ({ ...def, measuredAs: 'dev' }));

export function familyLayouts<D extends { name: string; split: Split; measuredAs?: Split }, T extends ReturnType<Layout['build']>['truth'], P>(
  type: Layout['type'],
  definitions: readonly D[],
  run: (def: D, rng: Rng, options: LayoutOptions) => { truth: T; doc: Sheet; labels: P[] },
): { layouts: readonly Layout[]; trace: (name: string, rng: Rng, options: LayoutOptions) => { truth: T; labels: P[]; wording: Split } } {
  const layouts = definitions.map(
    (def): Layout => ({
      type,
      name: def.name,
      split: def.measuredAs ?? def.split,
      build: (rng, options) => {
        const { truth, doc } = run(def, rng, options);
        return { truth, doc: doc.spec };
      },
    }),
  );
  const trace = (name: string, rng: Rng, options: LayoutOptions) => {
    const def = definitions.find((d) => d.name === name);
    if (!def) throw new Error(`No ${type} family named ${name}`);
    const { truth, labels } = run(def, rng, options);
    // The pools its wording is drawn from: a retired held-out family's are still the held-out ones.
    return { truth, labels, wording: def.split };
  };
  return { layouts, trace };
}
