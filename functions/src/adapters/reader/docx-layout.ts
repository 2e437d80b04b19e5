import { SaxesParser } from 'saxes';
import type { ReaderLine } from '../../domain/reading/ports';

// A Word document's main part (word/document.xml) as positioned lines, the way a PDF's text layer
// gives them: statements and EOBs written in Word line their figures up with tab stops and table
// columns, and the rules read columns by position. Units are points (1/20 of Word's twips).

/** An element with its attributes and children in document order, or a run of text (`#text`). */
interface XmlNode {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: XmlNode[];
  readonly text?: string;
}

const LEFT_MARGIN = 72;
const CONTENT_WIDTH = 468;
const DEFAULT_SIZE = 10;
/** Word's default tab stops, every half inch, where a paragraph sets none of its own. */
const DEFAULT_TAB = 36;

const attr = (node: XmlNode | undefined, name: string): string | undefined => node?.attributes[`w:${name}`];
const twips = (value: string | undefined): number | undefined => (value !== undefined && /^-?\d+$/.test(value) ? Number(value) / 20 : undefined);
const find = (nodes: readonly XmlNode[], name: string): XmlNode | undefined => nodes.find((n) => n.name === name);
/** The children of the first node named so, or none. */
const inside = (nodes: readonly XmlNode[], name: string): XmlNode[] => find(nodes, name)?.children ?? [];

/** Words set one space apart; a wider run of spaces (or a tab) separates cells. */
const WORDS = /\S+(?:[ \u00a0]\S+)*/g;

/** A rough width of printed text: half the font size per character, as for Helvetica. */
const widthOf = (text: string, size: number): number => text.length * size * 0.5;

type TabStop = { pos: number; align: 'left' | 'right' | 'center' };
type Paragraph = { segments: string[][]; size: number; stops: TabStop[]; indent: number; align: 'left' | 'right' | 'center' };

/** Text, tabs and breaks of a paragraph in document order (runs, hyperlinks, insertions, fields). */
function collect(nodes: readonly XmlNode[], out: { lines: string[][]; size?: number }): void {
  for (const node of nodes) {
    const name = node.name;
    const line = out.lines.at(-1)!;
    if (name === 'w:t') {
      // A tab typed into the text (some generators write one instead of <w:tab/>) is a tab all the same.
      const [first = '', ...rest] = node.children.map((t) => t.text ?? '').join('').split('\t');
      line[line.length - 1] += first;
      line.push(...rest);
    }
    else if (name === 'w:tab' || name === 'w:ptab') line.push('');
    else if (name === 'w:br' || name === 'w:cr') out.lines.push(['']);
    else if (name === 'w:sz' && out.size === undefined) out.size = Number(attr(node, 'val')) / 2 || undefined;
    // Deleted text, field instructions, drawings and footnote marks are not what the page shows.
    else if (!['w:del', 'w:instrText', 'w:delText', 'w:drawing', 'w:pict', 'mc:AlternateContent', 'w:pPr'].includes(name) && name !== '#text') collect(node.children, out);
  }
}

function paragraphOf(node: XmlNode): Paragraph {
  const children = node.children;
  const props = inside(children, 'w:pPr');
  const stops = inside(props, 'w:tabs')
    .filter((t) => t.name === 'w:tab' && attr(t, 'val') !== 'clear')
    .map((t): TabStop => {
      const val = attr(t, 'val');
      return { pos: twips(attr(t, 'pos')) ?? 0, align: val === 'right' || val === 'end' || val === 'decimal' ? 'right' : val === 'center' ? 'center' : 'left' };
    })
    .sort((a, b) => a.pos - b.pos);
  const ind = find(props, 'w:ind');
  const jc = attr(find(props, 'w:jc'), 'val');
  const out: { lines: string[][]; size?: number } = { lines: [['']] };
  collect(children, out);
  return {
    segments: out.lines,
    size: out.size ?? DEFAULT_SIZE,
    stops,
    indent: twips(attr(ind, 'left') ?? attr(ind, 'start')) ?? 0,
    align: jc === 'center' ? 'center' : jc === 'right' || jc === 'end' ? 'right' : 'left',
  };
}

/** The lines of one paragraph laid out from `left` in a box `width` wide, starting at y. */
function layParagraph(p: Paragraph, left: number, width: number, y: number, lines: ReaderLine[]): number {
  const height = p.size;
  for (const segments of p.segments) {
    let cursor = left + p.indent;
    const single = segments.length === 1;
    segments.forEach((raw, i) => {
      const pieces = [...raw.matchAll(WORDS)];
      const start = pieces[0]?.index ?? 0;
      const end = pieces.length === 0 ? start : (pieces.at(-1)?.index ?? 0) + (pieces.at(-1)?.[0].length ?? 0);
      const w = widthOf(raw.slice(start, end), p.size);
      // Spaces before the text push it along, as they do on the page, where it is set from the left.
      const lead = widthOf(raw.slice(0, start), p.size);
      let x = cursor + lead;
      if (i > 0) {
        // The next stop past the cursor, or Word's default stops beyond the last one set.
        const stop = p.stops.find((s) => left + s.pos > cursor + 0.5);
        const pos = stop ? left + stop.pos : left + (Math.floor((cursor - left) / DEFAULT_TAB) + 1) * DEFAULT_TAB;
        x = stop?.align === 'right' ? pos - w : stop?.align === 'center' ? pos - w / 2 : pos + lead;
        cursor = Math.max(pos, x + w);
      } else {
        if (single && p.align === 'center') x = left + (width - w) / 2;
        else if (single && p.align === 'right') x = left + width - w;
        cursor = x + w;
      }
      // Columns typed with spaces (a fixed-width printout pasted into Word) are cells apart, as on paper.
      for (const piece of pieces) {
        const offset = widthOf(raw.slice(start, piece.index), p.size);
        lines.push({ text: piece[0], x: x + offset, y, width: widthOf(piece[0], p.size), height });
      }
    });
    y += height * 1.4;
  }
  return y;
}

/** A table's rows, each cell at its grid column's place; a row is as tall as its tallest cell. */
function layTable(node: XmlNode, left: number, y: number, lines: ReaderLine[]): number {
  const children = node.children;
  const grid = inside(children, 'w:tblGrid')
    .filter((c) => c.name === 'w:gridCol')
    .map((c) => twips(attr(c, 'w')) ?? 0);
  const columnX = (index: number) => left + grid.slice(0, index).reduce((s, w) => s + w, 0);
  const fallbackWidth = grid.length > 0 ? 0 : 120;
  for (const row of children.filter((c) => c.name === 'w:tr')) {
    let column = 0;
    let bottom = y;
    for (const cell of row.children.filter((c) => c.name === 'w:tc')) {
      const span = Number(attr(find(inside(cell.children, 'w:tcPr'), 'w:gridSpan'), 'val')) || 1;
      const x = grid.length > 0 ? columnX(column) : left + column * fallbackWidth;
      const width = grid.length > 0 ? grid.slice(column, column + span).reduce((s, w) => s + w, 0) : fallbackWidth;
      bottom = Math.max(bottom, layBlocks(cell.children, x + 4, width - 8, y, lines));
      column += span;
    }
    y = Math.max(bottom, y + DEFAULT_SIZE * 1.4);
  }
  return y;
}

/** Paragraphs and tables in order (content controls opened), from y down; returns the new y. */
function layBlocks(nodes: readonly XmlNode[], left: number, width: number, y: number, lines: ReaderLine[]): number {
  for (const node of nodes) {
    const name = node.name;
    if (name === 'w:p') y = layParagraph(paragraphOf(node), left, width, y, lines);
    else if (name === 'w:tbl') y = layTable(node, left, y, lines);
    else if (name === 'w:sdt') y = layBlocks(inside(node.children, 'w:sdtContent'), left, width, y, lines);
  }
  return y;
}

/** The document as a tree (saxes, the XML parser word-extractor brings for legacy .doc files). */
function parseXml(xml: string): XmlNode {
  const root: XmlNode = { name: '#document', attributes: {}, children: [] };
  const open = [root];
  const parser = new SaxesParser();
  const addText = (text: string) => open.at(-1)!.children.push({ name: '#text', attributes: {}, children: [], text });
  parser.on('opentag', (tag) => {
    const element: XmlNode = { name: tag.name, attributes: tag.attributes, children: [] };
    open.at(-1)!.children.push(element);
    open.push(element);
  });
  parser.on('closetag', () => void open.pop());
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.write(xml).close();
  return root;
}

/** Positioned lines of a DOCX's main part, top to bottom, or undefined when it is no WordprocessingML body. */
export function docxLines(documentXml: string): ReaderLine[] | undefined {
  // WordprocessingML never declares a DTD: one is an attempt at entity expansion.
  if (/<!DOCTYPE/i.test(documentXml)) return undefined;
  const root = parseXml(documentXml);
  const body = find(inside(root.children, 'w:document'), 'w:body');
  if (!body) return undefined;
  const lines: ReaderLine[] = [];
  layBlocks(body.children, LEFT_MARGIN, CONTENT_WIDTH, 72, lines);
  return lines;
}
