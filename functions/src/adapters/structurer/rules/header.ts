import type { Cell, Grid } from './grid';

const GENERIC = /^(patient statement|statement|invoice|bill|receipt|sale|explanation of benefits|this is not a bill|payment confirmation|patient payment receipt|thank you.*|approved.*)$/i;

/**
 * The organisation named in a document's heading: the largest text near the top of page 1 that is
 * not a generic title, a label or a number. Returns a confidence reflecting that it is a guess.
 */
export function headingName(grid: Grid, labelCells: ReadonlySet<Cell>, orgWords: RegExp): { value: string; confidence: number } | undefined {
  const firstPage = grid.cells[0]?.page;
  const pageHeight = grid.pageHeights.get(firstPage ?? 1) ?? 792;
  const top = grid.cells.filter(
    (c) => c.page === firstPage && c.y < pageHeight * 0.3 && !labelCells.has(c) && !GENERIC.test(c.text) && /[a-z]{3}/i.test(c.text) && !/\d{3}/.test(c.text) && !c.text.includes(':'),
  );
  if (top.length === 0) return undefined;
  // The first text at the top (OCR box heights are too noisy to pick the largest font reliably).
  const heading = top[0];
  if (!heading) return undefined;
  const bodyHeights = grid.cells.map((c) => c.height).sort((a, b) => a - b);
  const median = bodyHeights[Math.floor(bodyHeights.length / 2)] ?? heading.height;
  // A heading clearly larger than body text and named like an organisation is a confident guess.
  let confidence = heading.height > median * 1.2 ? 0.85 : 0.65;
  if (orgWords.test(heading.text)) confidence += 0.1;
  return { value: heading.text.replace(/\s+/g, ' ').trim(), confidence: confidence * Math.min(1, heading.confidence + 0.08) };
}
