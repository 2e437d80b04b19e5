import type { LinePart } from '../../../domain/reading/ports';
import { findDates, findMoney, repairOcrWords, yearlessDate } from '../../../domain/reading/values';
import { CARD_ENTRY, MASKED_CARD, parseValue, type ParseContext } from './fields';
import type { Cell, Grid } from './grid';
import { labelsIn, type Candidate } from './labels';
import { STREET } from './parties';
import { cents } from './select';
import { tokenize, tokenSimilarity } from './text';
import { isLabelPhrase, isLabelText, type CompiledConcept } from './vocabulary';

export type Item = { description: string; code?: string; amount: number; date?: string; confidence: number };

/** A table column: what its header names (a field, 'description', or nothing known) and its horizontal extent. */
type Column = { role: string; x: number; right: number; header: Cell };

const DESCRIPTION_HEADER = /^(description|desc|service|services|procedure|procedures|item|items|test|tests|details|detail|charge description|service description|description of service|description of services|treatment|medication|drug|rx|product|particulars|service provided|services provided|service rendered|services rendered|services performed|procedure description|item description|discipline|service type|test name|test description|tests performed|test performed|item name|product name|service name|procedure name|drug name|medication name|department|revenue center|what we did|what was done|what you received|care you received|services you received)$/;
const CODE_HEADER = /^(code|code #|item code|billing code|cpt|cpt #|hcpcs|cdt|rev|revenue|rev code|cpt code|hcpcs code|procedure code|cpt hcpcs|ndc|cpt code s|cpt hcpcs code|proc code|svc code|service code|rx|rx #|rx number|rx no|ref|ref #|ref no|item #|item no|sku|upc|dept|cdt code|tooth|ada code|ub rev|ub rev code|rev cd|rev cd s)$/;
/** A column naming the kind of care, not the care itself. */
const KIND_HEADER = /\b(?:type|types|kind|category)\b/i;
const DATE_HEADER = /(date|dos|dates|^posted$)/;
const QTY_HEADER = /^(qty|quantity|units|unit|days|count|visits|# visits|no of visits|number of visits|sessions)$/;
/** An account activity's column of payments and adjustments together ("Credits", "Pmts/Adj"), each named on its line. */
const CREDITS_HEADER = /^(?:credits?|payments? (?:and |& )?adjustments?|payments? (?:and |& )?credits?|adjustments? (?:and |& )?payments?)$/;
const AMOUNT_HEADER = /^(amount|amount paid|payment|payment amount|amt|charges?|fees?|price|billed|total|line total|ext price|ext amount|ext amt|extended|extended price|extended amount|line amount|cost|amount charged|your price|unit price|rate|actual|actual charge|actual charges)$/;
const moneyRole = (role: string, concepts: readonly CompiledConcept[]): boolean => role === 'amount' || role === 'credits' || concepts.some((c) => c.field === role && c.kind === 'money');
const TOTAL_ROW = /^(totals?|tot\.?|claim totals?|total for claim|totals for claim|claim total|total charges|grand total|totals this claim|total this claim|sum)\b/i;
/** "Claim Summary Totals", "Bill Totals", "Grand Total": the totals row at a table's end, however it is named. */
const CLOSING_TOTAL = /\btotals:?$|\b(?:claim|bill|grand|statement|account)\b[\p{L} ,]*\btotal:?$/iu;
/** A group's subtotal row ("Radiology Total", "Department Subtotal", "Dept. subtotal (3 lines)", "SUBTOTAL - PHARMACY"). */
const GROUP_TOTAL = /^[\p{L}&/. ]{2,40}\b(?:sub)?total:?(?:\s*\([^)]{1,20}\))?$|^subtotal\s*[-–:]\s*[\p{L}&/: ]{3,60}$/iu;
/** A visit's subtotal: "Visit Balance", "Balance for This Visit", "Total this date of service". */
const VISIT_SUBTOTAL = /^(?:(?:visit|encounter|episode)\s+(?:balance|total|subtotal)|(?:balance|total|subtotal)\s+(?:for\s+)?(?:this|the)\s+(?:visit|encounter|date|date of service|day)):?$/i;
/** A dotted leader between a line's words and its figures ("VENIPUNCTURE ..........."). */
const LEADER = /\s*(?:\.\s?){4,}\s*|\s*…+\s*/g;
/** A row that starts with a label of its own ("CODES: PDC, COI", "Note: ..."): no description's wrapped words. */
const OWN_FIELD = /^[\p{L} ]{2,24}:/u;
/** A rule drawn with characters: underscores, dashes, equals signs. */
const RULE = /^[-_=~.*]{8,}$/;
/** A line's first word, a procedure code perhaps, with its modifiers ("93880-26": 26, the professional component). */
const LEADING_CODE = /^(\S+?)(?:-[A-Z0-9]{2})*(?=\s|$)\s*/;
/** A procedure code with its modifiers after a line's description ("... level 4 99214", "... 99214-25"). */
const TRAILING_CODE = /(?<=\p{L}.*)\s+(?:\d{5}|[A-Z]\d{4})(?:-[A-Z0-9]{2})*$/u;
const CODE_VALUE = /^(?:[A-Z]\d{4}|\d{4,5}|\d{4}[A-Z]|[A-Z]\d{3}[A-Z]|0\d{3}|\d{3})$/;

/** The gap between a page's two columns of print, in points. */
const SIDE_GAP = 60;

/** How long a session took ("90 min", "1 hr"). */
const DURATION = /^\d{1,3}\s*(?:min|mins|minutes|hr|hrs|hours?)\.?$/i;

/** The person a bill or an EOB is for, when a table prints it in a column of its own. */
const PERSON_ROLES = new Set(['patientName', 'memberName']);

const isMoneyCell = (cell: Cell, context: ParseContext): boolean => {
  const m = findMoney(cell.text, context.money);
  return m.length > 0 && cell.text.replace(m[0]?.text ?? '', '').replace(/[^a-z]/gi, '').length <= 3;
};
const hasDigits = (cell: Cell) => /\d/.test(cell.text);

/** What a header cell names: a field of this document type, the description/code/date of a line, or nothing. */
function headerRole(text: string, concepts: readonly CompiledConcept[]): string | undefined {
  // "Service Description (Code)": a description with its code in brackets after it.
  const normal = tokenize(text.replace(/\(\s*code\s*\)\s*$/i, ''))
    .map((t) => t.token)
    .join(' ');
  // "Proc Code Description": the code is peeled off each line's description.
  // "CPT-Mod Services": the description, its code and modifiers printed before it.
  const described = normal.replace(/^(?:(?:cpt|hcpcs|code|codes|mod|mods|modifier|modifiers|proc|rev|cd)\s+)+(?=\S)/, '');
  if (DESCRIPTION_HEADER.test(described) || /\b(description|desc)$/.test(normal)) return 'description';
  if (CODE_HEADER.test(normal)) return 'code';
  if (CREDITS_HEADER.test(normal)) return 'credits';
  if (QTY_HEADER.test(normal)) return 'quantity';
  // The heading's first label, unless it is only a guess and a surer one follows: "Member Rate
  // (Discount)" is a discount, not a date misread as "Rate".
  const hits = labelsIn({ ...fakeCell, text }, concepts).filter((h) => h.rest === '' || !/\d/.test(h.rest));
  const hit = hits[0] && hits[0].certainty < 0.5 ? (hits.find((h) => h.certainty >= 0.5) ?? hits[0]) : hits[0];
  // A date column of a table is a line's date, whatever else its header says.
  if (hit?.concept.kind === 'date') return hit.concept.field === 'serviceDate' ? 'serviceDate' : 'date';
  // "SERVICES RENDERED TO", "Statement for": a label waiting for the name after it heads no column.
  if (hit && PERSON_ROLES.has(hit.concept.field) && /\b(?:to|for)$/.test(normal)) return undefined;
  if (hit) return hit.concept.field;
  if (AMOUNT_HEADER.test(normal)) return 'amount';
  if (DATE_HEADER.test(normal)) return 'date';
  return undefined;
}
/** A payer that pays before the plan: Medicare, a primary plan, other insurance. */
const FIRST_PAYER = /\b(?:medicare|primary|other\s+(?:insurance|plan|carrier|payer))\b/i;
const OWN_TEXT_ROLES: ReadonlySet<string> = new Set(['description', 'service', 'code', 'quantity']);
const fakeCell: Cell = { text: '', x: 0, y: 0, width: 0, height: 0, page: 0, row: 0, confidence: 1 };

/**
 * Header cells of a row, with words wrapped onto the next row joined in ("Amount" over "Billed").
 * Returns the columns and how many rows the header spans.
 */
function headerAt(grid: Grid, r: number, concepts: readonly CompiledConcept[]): { columns: Column[]; span: number; tier?: Column[]; cells?: Cell[] } | undefined {
  // A claim form's header numbers its boxes ("42 REV. CD.", "43 DESCRIPTION", "47 TOTAL CHARGES").
  const printed = grid.rows[r] ?? [];
  const located = printed.length >= 2 && printed.every((c) => /^\d{1,2}\s+\p{L}[^\d]*$/u.test(c.text.trim()));
  const top = located ? printed.map((c) => unlocated(c)) : printed;
  if (top.length === 0 || top.some(hasDigits)) return undefined;
  // "Patient:  Ida Marchetti   Insurance:  Quarry Hill Mutual": labels with their values, no headings.
  if (top.some((c, i) => i < top.length - 1 && /:\s*$/.test(c.text))) return undefined;
  // A header in two tiers: the line's date, code and description over the first printed row of each
  // line, the figures' headings over the second ("From - Thru | Proc. | Description" over "Submitted
  // Charges | ... | Benefit Payable").
  const tier = textTier(grid, r, concepts);
  if (tier) return tier;
  const values = grid.rows
    .slice(r + 1, r + 10)
    .flat()
    // Figures and codes, not a sentence under the table ("Amount You Owe - Claim 93B8...").
    .filter((cell) => cell.page === top[0]?.page && hasDigits(cell) && cell.text.replace(/[^a-z]/gi, '').length <= 3);
  // A header wraps onto up to four close lines without figures ("Non-" / "Covered" / "Charges").
  // The cells printed under the header: a column's words start where its heading does.
  const beneath = grid.rows.slice(r + 1, r + 8).flat().filter((cell) => cell.page === top[0]?.page);
  const lines = [splitByParts(splitOverColumns(top, values), concepts, beneath)];
  const printedLines = [top];
  for (let k = r + 1; k < r + 4; k++) {
    const line = grid.rows[k] ?? [];
    const previous = lines.at(-1)?.[0];
    // ("Coins" over "20%", "Coinsurance" over "(40%)": a heading may name its rate.)
    const figures = (c: Cell) => hasDigits(c) && !/^\(?\d{1,3}%\)?$/.test(c.text.trim());
    if (line.length === 0 || line.some(figures) || !previous || line[0]?.page !== previous.page || (line[0]?.y ?? 0) - previous.y >= previous.height * 2.2) break;
    lines.push(splitByParts(splitOverColumns(line, values), concepts, beneath));
    printedLines.push(line);
  }
  // Text printed across two or more headings is no heading's wrapped words. A title ("ITEMIZED
  // FACILITY CHARGES") alone on its line: above the headings, the header begins under it; below,
  // it ends. A note beside wrapped words ("Based on the QPA, at in-network rates"): left out.
  // The line with the most headings; between two as full, the one more of whose headings stand over figures.
  const overFigures = (line: readonly Cell[]) => line.filter((cell) => values.some((v) => v.x < cell.x + cell.width && cell.x < v.x + v.width)).length;
  const fuller = <T extends readonly Cell[]>(a: T, b: T): T => (b.length > a.length || (b.length === a.length && overFigures(b) > overFigures(a)) ? b : a);
  const fullestAt = printedLines.indexOf(printedLines.reduce(fuller));
  const fullestPrinted = printedLines[fullestAt] ?? [];
  const pieces = (cell: Cell) => (cell.parts && cell.parts.length > 1 ? cell.parts.map((p) => ({ x: p.x, width: p.width })) : [{ x: cell.x, width: cell.width }]);
  const overlapping = (a: { x: number; width: number }, b: { x: number; width: number }) => a.x < b.x + b.width && b.x < a.x + a.width;
  const crossers = printedLines.map((line, i) => (i === fullestAt ? [] : line.flatMap(pieces).filter((piece) => fullestPrinted.filter((f) => overlapping(piece, f)).length >= 2)));
  const title = crossers.findIndex((found, i) => found.length > 0 && printedLines[i]?.length === 1);
  if (title >= 0 && title < fullestAt) return undefined;
  crossers.forEach((found, i) => {
    if (found.length > 0 && lines[i]) lines[i] = lines[i].filter((cell) => !found.some((piece) => overlapping(cell, piece)));
  });
  if (title > fullestAt) lines.splice(title);
  // Only lines whose every cell stands over or under a cell of the fullest line are one header
  // with it: a "Provider  Lakeside Clinic" line just above a table is not.
  // (A loose first line is not the header's start: the header begins on a later row.)
  // ("Over" is over most of the narrower one: a name above that ends where a heading begins is not.)
  const over = (cell: Cell, line: readonly Cell[]): boolean => line.some((f) => Math.min(cell.x + cell.width, f.x + f.width) - Math.max(cell.x, f.x) + 2 >= Math.min(cell.width, f.width) * 0.5);
  // Headings printed on one line beside headings wrapped over two ("Service Description" beside
  // "Amount" over "Billed"): the line above holds columns of its own, next to words of the fuller line's.
  // So may the line under it ("Maximum You" over "May Be Billed", then "See Notes" alone on the second line).
  const ownColumns: Cell[] = [];
  const ownColumnLines: Cell[] = [];
  while (lines.length > 1) {
    const fullest = lines.reduce(fuller);
    const loose = lines.findIndex((line) => line !== fullest && !line.every((cell) => over(cell, fullest)));
    if (loose < 0) break;
    const looseLine = lines[loose] ?? [];
    const shared = looseLine.filter((cell) => over(cell, fullest)).length;
    if (Math.abs(loose - lines.indexOf(fullest)) === 1 && shared >= 2 && shared * 2 >= looseLine.length) {
      ownColumns.push(...looseLine.filter((cell) => !over(cell, fullest) && !ownColumns.includes(cell)));
      ownColumnLines.push(...(printedLines[loose] ?? []));
      lines[loose] = looseLine.filter((cell) => over(cell, fullest));
      continue;
    }
    if (loose < lines.indexOf(fullest)) return undefined;
    lines.splice(loose);
  }
  // The line with the most cells gives the columns; a line of one short cell over a later, fuller one joins it only if that fuller line follows.
  const baseIndex = lines.reduce((best, line, i) => (line.length > (lines[best]?.length ?? 0) ? i : best), 0);
  const base = [...(lines[baseIndex] ?? []), ...ownColumns].sort((a, b) => a.x - b.x);
  if (base.length < 2) return undefined;
  // The other lines' words join the one cell each lines up with best (right edges first: amounts are right-aligned), in reading order.
  const joined = new Map<Cell, { before: string[]; after: string[] }>(base.map((cell) => [cell, { before: [], after: [] }]));
  lines.forEach((line, i) => {
    if (i === baseIndex) return;
    for (const word of line) {
      const target = [...base].sort((a, b) => Math.abs(a.x + a.width - (word.x + word.width)) - Math.abs(b.x + b.width - (word.x + word.width)))[0];
      if (target && word.x < target.x + target.width + 2 && target.x < word.x + word.width + 2) joined.get(target)?.[i < baseIndex ? 'before' : 'after'].push(word.text);
    }
  });
  const headings: string[] = [];
  const columns: Column[] = base.map((cell) => {
    const words = joined.get(cell) ?? { before: [], after: [] };
    const text = [...words.before, cell.text, ...words.after].join(' ').replace(/- /g, '-');
    headings.push(text);
    // A heading of several words that names a line's text on its own ("Services provided") keeps that
    // role, whatever words a line above adds to it ("NETWORK PROVIDER"); one word ("Service" under
    // "Date of") is only part of its heading.
    const own = headerRole(cell.text, concepts);
    const whole = own !== undefined && OWN_TEXT_ROLES.has(own) && /\S\s+\S/.test(cell.text.trim());
    const joinedRole = headerRole(text, concepts);
    // A heading that names a figure ("Amount Billed") keeps it against words above that name no
    // figure ("In-Network", a box's value over it).
    const figureKept = own !== undefined && own !== 'amount' && moneyRole(own, concepts) && joinedRole !== undefined && !moneyRole(joinedRole, concepts);
    // "Cascade Valley" over "contracted rate": a heading none of whose whole reads is known may be
    // named by the words of one of its lines alone (here, under the insurer's name).
    const lineRole = () => [words.after, words.before].map((line) => (line.length > 0 ? headerRole(line.join(' '), concepts) : undefined)).find(Boolean);
    const role = whole || figureKept ? own : (joinedRole ?? own ?? lineRole() ?? 'unknown');
    return { role, x: cell.x, right: cell.x + cell.width, header: printedCell(cell) };
  });
  // "Medicare Paid" beside "Plan G Paid": on a secondary payer's notice, what the payer before it paid is another's payment.
  const paid = columns.flatMap((column, i) => (column.role === 'planPaid' ? [{ column, heading: headings[i] ?? '' }] : []));
  // (Both say they paid: "Benefit Days Used" is no payment.)
  const before = paid.filter((p) => FIRST_PAYER.test(p.heading));
  if (paid.length === 2 && before.length === 1 && before[0] && paid.every((p) => /\b(?:paid|pays|payment)\b/i.test(p.heading))) before[0].column.role = 'otherPaid';
  // The printed cells of a header in two kinds of lines are all headings: none is a label's value.
  return { columns, span: lines.length, ...(ownColumns.length > 0 ? { cells: [...ownColumnLines, ...base] } : {}) };
}

/** The text tier of a two-tier header at row r, with the figures' header under it. */
function textTier(grid: Grid, r: number, concepts: readonly CompiledConcept[]): { columns: Column[]; span: number; tier: Column[] } | undefined {
  const top = grid.rows[r] ?? [];
  const next = grid.rows[r + 1] ?? [];
  if (top.length < 2 || next.length === 0 || next[0]?.page !== top[0]?.page || (next[0]?.y ?? 0) - (top[0]?.y ?? 0) >= (top[0]?.height ?? 0) * 2.2) return undefined;
  const roles = top.map((cell) => headerRole(cell.text, concepts));
  if (!roles.some((role) => role === 'description' || role === 'service')) return undefined;
  if (roles.some((role) => role !== undefined && moneyRole(role, concepts))) return undefined;
  const figures = headerAt(grid, r + 1, concepts);
  if (!figures || figures.tier || figures.columns.filter((c) => moneyRole(c.role, concepts)).length < 2) return undefined;
  // The figures' header is fuller than the text tier: a line of a few wide headings over many columns.
  if (figures.columns.length <= top.length) return undefined;
  // And the lines begin with a row of text (a date, no figures), as the tiers say.
  const first = grid.rows.slice(r + 1 + figures.span, r + 4 + figures.span).find((row) => row.some((c) => /\d/.test(c.text)));
  if (!first || !first.some((c) => findDates(c.text)[0]) || first.some((c) => findMoney(c.text).length > 0 && /[.,]\d{2}\b/.test(c.text))) return undefined;
  const tier = top.map((cell, i): Column => ({ role: roles[i] ?? 'unknown', x: cell.x, right: cell.x + cell.width, header: cell }));
  return { columns: figures.columns, span: figures.span + 1, tier };
}

/** A header cell without its form box number, remembered as coming from the printed cell. */
function unlocated(cell: Cell): Cell {
  const bare: Cell = { ...cell, text: cell.text.trim().replace(/^\d{1,2}\s+/, ''), parts: undefined };
  splitFrom.set(bare, cell);
  return bare;
}

/** The printed grid cell a header piece came from (through splits and box numbers taken off). */
function printedCell(cell: Cell): Cell {
  let found = cell;
  for (let from = splitFrom.get(found); from !== undefined; from = splitFrom.get(found)) found = from;
  return found;
}

/** The grid cell a split header piece came from: the label reader must know it is a table's header. */
const splitFrom = new WeakMap<Cell, Cell>();

/**
 * Header cells split again over the value columns below them ("Savings Allowance" over two
 * columns of figures). A split falls between two words, in the gap between two runs of figures;
 * where the reader kept the printed pieces apart, their gaps are the words' true positions,
 * otherwise positions are estimated from the characters (pdf.js joins close strings with a space).
 */
function splitOverColumns(row: readonly Cell[], values: readonly Cell[]): Cell[] {
  return row.flatMap((cell) => {
    const runs = figureRuns(cell, values);
    if (runs.length < 2) return [cell];
    const words = wordsOf(cell);
    const cuts: number[] = [];
    for (let i = 1; i < runs.length; i++) {
      const [from, to] = [runs[i - 1]!.right, runs[i]!.x];
      const middle = (from + to) / 2;
      // The word boundary nearest the gap's middle, if one falls inside the gap; a printed gap wins.
      const inside = words
        .slice(1)
        .map((word, j) => ({ j: j + 1, at: (words[j]!.right + word.x) / 2, printed: word.pieceStart }))
        .filter((b) => b.at >= from - 2 && b.at <= to + 2)
        .sort((a, b) => Number(b.printed) - Number(a.printed) || Math.abs(a.at - middle) - Math.abs(b.at - middle))[0];
      if (inside && !cuts.includes(inside.j)) cuts.push(inside.j);
    }
    if (cuts.length === 0) return [cell];
    const bounds = [0, ...cuts.sort((a, b) => a - b), words.length];
    return bounds.slice(1).map((end, i) => {
      const group = words.slice(bounds[i], end);
      const first = group[0]!;
      const split: Cell = { ...cell, text: group.map((w) => w.text).join(' '), x: first.x, width: group.at(-1)!.right - first.x, parts: undefined };
      splitFrom.set(split, cell);
      return split;
    });
  });
}

/**
 * Header words printed apart but read as one line ("POS  CPT", "Mod  Service"): when the joined text
 * names no column and a printed piece does, each piece is a column header of its own.
 */
function splitByParts(row: readonly Cell[], concepts: readonly CompiledConcept[], beneath: readonly Cell[]): Cell[] {
  return row.flatMap((cell) => {
    const parts = cell.parts ?? [];
    if (parts.length < 2) return [cell];
    // ("In PPO?  Service date  Service and procedure code": pieces each naming a column of its own,
    // whatever the whole seems to name, three or more, or each where the words under it start;
    // "AMOUNT  CHARGED" is one heading.)
    const roles = parts.map((part) => headerRole(part.text, concepts));
    const startsColumn = (part: LinePart) => beneath.some((cell) => Math.abs(cell.x - part.x) <= 2);
    const eachNamed = roles.every((role) => role !== undefined) && new Set(roles).size === roles.length && (parts.length >= 3 || parts.every(startsColumn));
    if (!eachNamed && headerRole(cell.text, concepts) !== undefined) return [cell];
    if (!roles.some((role) => role !== undefined)) return [cell];
    return parts.map((part): Cell => {
      const split: Cell = { ...cell, text: part.text, x: part.x, width: part.width, parts: undefined };
      splitFrom.set(split, cell);
      return split;
    });
  });
}

/** The figures under a header cell, merged into runs that overlap (one run per column). */
function figureRuns(cell: Cell, values: readonly Cell[]): { x: number; right: number }[] {
  const under = values
    .filter((v) => v.x < cell.x + cell.width + 2 && cell.x < v.x + v.width + 2)
    .map((v) => ({ x: v.x, right: v.x + v.width }))
    .sort((a, b) => a.x - b.x);
  const runs: { x: number; right: number }[] = [];
  for (const v of under) {
    const last = runs.at(-1);
    if (last && v.x < last.right + 1) last.right = Math.max(last.right, v.right);
    else runs.push({ ...v });
  }
  return runs;
}

/** A cell's words with their horizontal extents: from the printed pieces, and within a piece by character count. */
function wordsOf(cell: Cell): { text: string; x: number; right: number; pieceStart: boolean }[] {
  const pieces: LinePart[] = cell.parts ?? [{ text: cell.text, x: cell.x, width: cell.width }];
  return pieces.flatMap((piece) => {
    const perChar = piece.width / Math.max(1, piece.text.length);
    return [...piece.text.matchAll(/\S+/g)].map((m, i) => ({ text: m[0], x: piece.x + m.index * perChar, right: piece.x + (m.index + m[0].length) * perChar, pieceStart: i === 0 }));
  });
}

/** The column a value cell sits in: the header it overlaps most, else the nearest one to its right edge (amounts are right-aligned). */
function columnOf(cell: Cell, columns: readonly Column[]): Column | undefined {
  let best: Column | undefined;
  let bestOverlap = 0;
  for (const column of columns) {
    const overlap = Math.min(cell.x + cell.width, column.right) - Math.max(cell.x, column.x);
    if (overlap > bestOverlap) {
      bestOverlap = overlap;
      best = column;
    }
  }
  if (best) return best;
  const right = cell.x + cell.width;
  const nearest = [...columns].sort((a, b) => Math.abs(a.right - right) - Math.abs(b.right - right))[0];
  return nearest && Math.abs(nearest.right - right) < Math.max(40, nearest.right - nearest.x) ? nearest : undefined;
}

/** Every column a cell overlaps (a cell may span two when its words were printed close together). */
function columnsUnder(cell: Cell, columns: readonly Column[]): Column[] {
  const under = columns.filter((column) => Math.min(cell.x + cell.width, column.right) - Math.max(cell.x, column.x) > 0);
  const nearest = columnOf(cell, columns);
  return under.length > 0 || !nearest ? under : [nearest];
}

/** A quantity printed before the description ("6 LOPERAMID 2 MG TAB", "2 @ $2.50 COUGH DROPS"), not a strength or a size ("5 ML SYRINGE"). */
const LEADING_QUANTITY = /^\d{1,3}\s*@\s*\$?\d[\d,]*(?:\.\d{2})?\s+|^\d{1,3}\s+(?!(?:mg|mcg|g|kg|ml|l|oz|fl|lb|lbs|ct|pc|pcs|pk|pack|tab|tabs|caps?|in|inch|cm|mm|ft|x|day|days|month|months|hr|hrs|hour|hours|min|visit|visits|units?)\b)(?=[A-Za-z]{2}[A-Za-z\s/])/i;

/** Columns whose cells may describe the service ("Procedure (Code)" holds "Office visit (99203)"). */
const TEXT_ROLES: ReadonlySet<string> = new Set(['description', 'service', 'code', 'serviceDate', 'date']);

/**
 * A line's description as the service: without a leading procedure code ("99213 OFFICE VISIT") or units, and,
 * when the cell runs into the next column, without the remark codes printed there ("Flu vaccine 45 2").
 * Undefined for a cell that describes nothing ("Yes", a bare code).
 */
function serviceText(text: string, spillsOver: boolean): string | undefined {
  // A date OCR misread so it is no date ("00/20/2024", "12/2224") before the words, and marks after them ("~~").
  let service = text.trim().replace(/^\d{1,2}[/.-]\d{1,2}(?:[/.-]?\d{2,4})?\s+(?=\S)/, '').replace(/\s+[^\p{L}\p{N}()]+$/u, '');
  const code = LEADING_CODE.exec(service);
  if (code?.[1] && CODE_VALUE.test(code[1]) && code[0].length < service.length) service = service.slice(code[0].length);
  // "Office visit, level 4 99214": nor the code printed after it.
  service = service.replace(TRAILING_CODE, '');
  // "1 Telehealth visit": the units column run into the description.
  service = service.replace(LEADING_QUANTITY, '');
  // (Not a level's number: "Office visit, level 4".)
  if (spillsOver) service = service.replace(/(?<!\b(?:level|type|grade|class|stage|tier|phase))(?:\s+\d{1,3})+$/i, '').replace(/\s+[^\p{L}\p{N}()]+$/u, '');
  service = service.trim();
  // Remark codes ("OAM DED COI") and a lone heading word ("Amount") describe no service.
  if (/^(?:[A-Z0-9]{1,4}(?:\s+|$))+$/.test(service) || (!/\s/.test(service) && isLabelPhrase(service))) return undefined;
  return /[a-z]{3}/i.test(service) && !/^(yes|no|y|n|approved|denied|paid)$/i.test(service) ? service : undefined;
}

/** A date at the start of a cell's text, and the text after it. */
function leadingDate(text: string, context: ParseContext): { date?: string; rest: string } {
  const date = findDates(text, { order: context.dateOrder })[0];
  if (date && date.index === 0) return { date: date.iso, rest: text.slice(date.text.length).trim() };
  // "1 10/08/2025 99442": the line's number, then its date.
  const numbered = /^\d{1,2}[.)]?\s+/.exec(text);
  const after = numbered && findDates(text.slice(numbered[0].length), { order: context.dateOrder })[0];
  return numbered && after && after.index === 0 ? { date: after.iso, rest: text.slice(numbered[0].length + after.text.length).trim() } : { rest: text };
}

/** `groupDates`: per data row, the date of the group heading above it ("Visit 04/04/2025"), if any. */
export type Table = {
  columns: Column[];
  rows: Cell[][];
  groupDates: (string | undefined)[];
  totals?: Cell[];
  headerRow: number;
  /** A header's printed cells beyond its columns' own (headings over two lines beside one-line ones). */
  headerCells: Cell[];
  /** A two-tier header's text columns, and per data row the printed row of text above it (its date, code, description). */
  tier?: Column[];
  lineTexts?: (Cell[] | undefined)[];
  /** On a scan, a first line whose figures OCR could not read: it still names the claim's first service. */
  unreadLine?: Cell[];
};

const DESCRIBING: ReadonlySet<string> = new Set(['description', 'service']);

/**
 * "Yara Castellano   09/23/24 85025 CBC W/ AUTO DIFFERENTIAL  75.59": a line of the page's right-hand column,
 * printed on the row of a block in its left-hand one, starts at its date.
 */
function fromLineStart(printed: readonly Cell[], context: ParseContext): readonly Cell[] {
  const lineStart = printed.findLastIndex((c, i) => {
    const { date, rest } = leadingDate(c.text.replace(EDGE_MARKS, ''), context);
    // (A line: the date, then what was done, or its code and what was done in the next cell.)
    const described = /\p{L}{3}/u.test(rest) || (CODE_VALUE.test(rest) && /\p{L}{3}/u.test(printed[i + 1]?.text ?? ''));
    return i > 0 && date !== undefined && described && c.x - ((printed[i - 1]?.x ?? 0) + (printed[i - 1]?.width ?? 0)) > SIDE_GAP;
  });
  return lineStart > 0 ? printed.slice(lineStart) : printed;
}

/**
 * A description too long for its column goes on under itself ("Complete blood count with" /
 * "automated differential"): the next row holds only words, starting where the line's description
 * starts, right under it. Joined to that description, in place; true when the row was such a wrap.
 * A group heading in capitals under a line in mixed case, a label or a total is no wrap.
 */
function wrapLine(table: Table, row: readonly Cell[], context: ParseContext, concepts: readonly CompiledConcept[]): boolean {
  const line = table.rows.at(-1);
  const index = line?.findIndex((c) => !isMoneyCell(c, context) && DESCRIBING.has(columnOf(c, table.columns)?.role ?? '')) ?? -1;
  const described = line?.[index];
  if (!line || !described) return false;
  const dateRole = (cell: Cell) => ['date', 'serviceDate'].includes(columnOf(cell, table.columns)?.role ?? '') && findDates(cell.text, { order: context.dateOrder })[0];
  const words = row.filter((c) => !dateRole(c));
  const [wrap] = words;
  if (words.length !== 1 || !wrap || wrap.page !== described.page) return false;
  // A row dated apart from the last line's date starts a line of its own ("02/04/2024  Copay received").
  const dated = row.find(dateRole);
  const lineDate = line.find(dateRole);
  if (dated && (!lineDate || findDates(dated.text, { order: context.dateOrder })[0]?.iso !== findDates(lineDate.text, { order: context.dateOrder })[0]?.iso)) return false;
  const charWidth = described.width / Math.max(1, described.text.length);
  const text = wrap.text.trim();
  if (Math.abs(wrap.x - described.x) > charWidth * 1.5 || wrap.y - described.y > described.height * 1.9 || wrap.y <= described.y) return false;
  if (!/\p{L}{2}/u.test(text) || findDates(text, { order: context.dateOrder })[0] || findMoney(text, context.money).length > 0 || TOTAL_ROW.test(text) || /:\s*$/.test(text) || OWN_FIELD.test(text) || isLabelText(text)) return false;
  if (labelsIn(wrap, concepts).some((h) => h.concept.kind === 'money')) return false;
  if (text === text.toUpperCase() && described.text !== described.text.toUpperCase()) return false;
  const joined = { ...described, text: `${described.text.trim()} ${text}`, height: wrap.y + wrap.height - described.y, confidence: Math.min(described.confidence, wrap.confidence) };
  // A copy: the line may be the grid's own row.
  table.rows[table.rows.length - 1] = line.map((cell, i) => (i === index ? joined : cell));
  return true;
}

/** Tables whose header names at least `minRoles` known columns; data rows run until a totals row or a row without amounts. */
export function findTables(grid: Grid, concepts: readonly CompiledConcept[], context: ParseContext, minRoles = 2): Table[] {
  const tables: Table[] = [];
  for (let r = 0; r < grid.rows.length; r++) {
    const header = headerAt(grid, r, concepts);
    if (!header) continue;
    const moneyRoles = new Set(header.columns.filter((c) => moneyRole(c.role, concepts)).map((c) => c.role));
    const itemTable = moneyRoles.size >= 1 && header.columns.some((c) => c.role === 'description');
    if (moneyRoles.size < minRoles && !itemTable) continue;
    const table: Table = { columns: header.columns, rows: [], groupDates: [], headerRow: r, headerCells: header.cells ?? [], ...(header.tier ? { tier: header.tier, lineTexts: [] } : {}) };
    let gaps = 0;
    let groupDate: string | undefined;
    /** "Claim totals:" on a line of its own: the figures on the next line are the totals. */
    let totalsNext = false;
    let end = r + header.span;
    /** A line printed over two rows: its date and description above, its figures below. */
    let above: Cell[] = [];
    /** The grid row of the last line taken (or of its wrapped description). */
    let lastLine = -1;
    const roleOf = (cell: Cell) => columnOf(cell, header.columns)?.role;
    const isDateRole = (role: string | undefined) => role === 'date' || role === 'serviceDate';
    // A line's date in the date column, or at the start of a cell running on into the description
    // ("Apr 13, 2024 77067-26 SCREENING MAMMOGRAPHY": printed close enough to read as one cell).
    const spansDateAndDescription = (c: Cell) => {
      const under = columnsUnder(c, header.columns);
      return /\p{L}{3}/u.test(leadingDate(c.text, context).rest) && under.some((col) => col.role === 'description') && under.some((col) => isDateRole(col.role));
    };
    // ("12/15/2024 99204": a date run into the code column beside it.)
    const datedCell = (c: Cell) => (isDateRole(roleOf(c)) && !!findDates(c.text, { order: context.dateOrder })[0]) || (!!leadingDate(c.text, context).date && columnsUnder(c, header.columns).some((col) => isDateRole(col.role)));
    for (let k = r + header.span; k < grid.rows.length; k++) {
      const row = grid.rows[k] ?? [];
      end = k;
      if ((headerAt(grid, k, concepts)?.columns.filter((c) => c.role !== 'unknown').length ?? 0) >= 2) break;
      const money = row.filter((c) => isMoneyCell(c, context));
      if (money.length === 0 && lastLine === k - 1 && wrapLine(table, row, context, concepts)) {
        lastLine = k;
        continue;
      }
      if (money.length === 0) {
        if (context.money.ocr && table.rows.length === 0 && !table.unreadLine && unreadFigures(row, header.columns, concepts, context)) table.unreadLine = row;
        // Another table's header ("CURRENT | 31-60 DAYS | ... | BALANCE DUE"): a row of three or more headings ends this one.
        // (A group's heading is no header: "VISIT C4410388 | ORTHOPEDIC CLINIC | ATTENDING: L. FERREIRA, DO".)
        const heading = (c: Cell) => /\p{L}{2}/u.test(c.text) && !findDates(c.text, { order: context.dateOrder })[0] && !/\d{4}|\p{L}:\s*\S/u.test(c.text);
        if (table.rows.length > 0 && row.length >= 3 && row.every(heading)) break;
        // A wrapped description, a remark line or a group heading inside the table; three in a row end it.
        const dated = row.map((c) => findDates(c.text, { order: context.dateOrder })[0]?.iso).find(Boolean);
        if (dated) groupDate = dated;
        // "Claim totals:" on a line of its own (on a scan, with specks OCR read across the empty columns).
        const named = row.filter((c) => !isSpeck(c)).map((c) => c.text.trim()).join(' ');
        if ((row.length === 1 && TOTAL_ROW.test(row[0]?.text.trim() ?? '')) || (context.money.ocr && TOTAL_ROW.test(named) && /^[\p{L} ]+:?$/u.test(named))) totalsNext = true;
        const tierRole = (cell: Cell) => (header.tier ? columnOf(cell, header.tier)?.role : roleOf(cell));
        // A rule drawn across the table ("_______") parts its lines; it is no gap.
        if (row.every((c) => RULE.test(c.text.trim()))) continue;
        // A dated line's description wrapped onto the next rows, its figures on the last one.
        if (above.length > 0 && !dated && row.every((c) => tierRole(c) === 'description')) {
          above = [...above, ...row];
          continue;
        }
        const describes = (c: Cell) => (row.length >= 2 && tierRole(c) === 'description') || (!header.tier && datedCell(c) && spansDateAndDescription(c));
        // A line's first row names its date, or under a visit's first line only its code ("90471  Immunization administration,").
        const coded = (c: Cell) => roleOf(c) === 'code' && CODE_VALUE.test(LEADING_CODE.exec(c.text.trim())?.[1] ?? '');
        const lineDated = header.tier ? row.some((c) => findDates(c.text, { order: context.dateOrder })[0]) : row.some((c) => datedCell(c) || coded(c));
        above = lineDated && row.some(describes) ? row : [];
        if (++gaps > 2) break;
        continue;
      }
      gaps = 0;
      const dated = row.some(datedCell);
      // Two tiers: the text row stays apart from the figures (its cells sit under figure columns).
      const lineText = header.tier && above.length > 0 && !dated ? above : undefined;
      const merged = above.length > 0 && !dated && !header.tier ? [...above, ...row] : row;
      above = [];
      const first = row.find((c) => !isMoneyCell(c, context));
      // "0001 TOTAL CHARGES": a claim form's total line has a code of its own.
      const label = first?.text.trim() ?? '';
      // "0001  TOTAL CHARGES": a claim form's total line has a code of its own.
      const words = row.filter((c) => !isMoneyCell(c, context)).map((c) => c.text.trim()).join(' ');
      const uncoded = words.replace(/^(\S+)\s+(?=totals?\b)/i, (whole, code: string) => (CODE_VALUE.test(code) ? '' : whole));
      if (totalsNext || namesTotals(row, context) || (uncoded !== words && TOTAL_ROW.test(uncoded)) || sumsTheLines(row, table, context)) {
        table.totals = row;
        end = k + 1;
        break;
      }
      // "Emergency Total", "Daily Total": a group's subtotal inside the table is no line of its own.
      // "Balance for This Visit", "Visit Total": one visit's subtotal, the next visit's lines follow.
      if (GROUP_TOTAL.test(label) || row.some((c) => !isMoneyCell(c, context) && VISIT_SUBTOTAL.test(c.text.trim()))) continue;
      // The summary under a table ("Subtotal", "Insurance Paid", "Balance Due") ends it.
      const summary = first ? labelsIn(first, concepts).find((h) => h.concept.kind === 'money') : undefined;
      // "Balance forward" at the head of the lines is carried in, not the summary under them.
      if (summary?.concept.field === 'previousBalance') continue;
      const description = table.columns.find((c) => c.role === 'description');
      const besideTheLines = !description || !first || first.x > description.x + 20 || summary?.rest.replace(/[^a-z]/gi, '') === '';
      // A row dated in the table's date column ("Prior balance payment  09/07/2025  $205.59") is a line,
      // not the summary; so is one the lines go on after ("Prior balance payment  $319.33" then "Lab draw fee  $23.96").
      const nextRow = grid.rows[k + 1] ?? [];
      const nextFirst = nextRow.find((c) => !isMoneyCell(c, context));
      // ("Total Account Balance" is the summary whatever follows it.)
      const linesGoOn = !TOTAL_ROW.test(label) && !!nextFirst && nextFirst.x <= (first?.x ?? 0) + 2 && nextRow.some((c) => isMoneyCell(c, context)) && !labelsIn(nextFirst, concepts).some((h) => h.concept.kind === 'money') && !TOTAL_ROW.test(nextFirst.text.trim());
      if (summary && besideTheLines && !dated && !linesGoOn) {
        if (table.rows.length > 0 && ['subtotal', 'amountBilled', 'totalAmount'].includes(summary.concept.field)) table.totals = row;
        end = k + 1;
        break;
      }
      table.rows.push(merged);
      lastLine = k;
      table.groupDates.push(groupDate);
      table.lineTexts?.push(lineText);
    }
    if (table.rows.length > 0 || table.totals) {
      tables.push(table);
      r = Math.max(r, end - 1);
    }
  }
  return tables;
}

/** The money in each known column of a row. */
export function rowValues(row: readonly Cell[], columns: readonly Column[], context: ParseContext): Map<string, { value: number; cell: Cell }> {
  const values = new Map<string, { value: number; cell: Cell }>();
  for (const cell of row.flatMap((c) => moneyPieces(c, context))) {
    if (!isMoneyCell(cell, context)) continue;
    const column = columnOf(cell, columns);
    const money = findMoney(cell.text, context.money)[0];
    if (!column || !money || values.has(column.role)) continue;
    values.set(column.role, { value: money.value, cell });
  }
  return values;
}

/** Amounts of two columns printed close enough to read as one cell ("8,704.00 2,982.33 CR"), apart again. */
function moneyPieces(cell: Cell, context: ParseContext): Cell[] {
  const pieces = (cell.parts ?? []).map((part): Cell => ({ ...cell, text: part.text, x: part.x, width: part.width, parts: undefined }));
  return pieces.length > 1 && pieces.every((piece) => isMoneyCell(piece, context)) ? pieces : [cell];
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * Claim-table candidates: the totals row when there is one, the only row when there is one, else
 * the sum of the rows (a multi-line claim without a totals row). Text columns come from the first row.
 */
export function tableCandidates(tables: readonly Table[], concepts: readonly CompiledConcept[], context: ParseContext): Candidate[] {
  const candidates: Candidate[] = [];
  // Figures a claim's totals row already gave: a later claim's totals do not compete with them.
  const claimed = new Set<string>();
  // A statement of several claims: the first one is the claim the document is about. (A box of the
  // period's totals above the claims, "Total you may be billed  $37.32", lists no claim's lines.)
  const firstClaim = Math.max(0, tables.findIndex((t) => t.rows.length > 0));
  for (const [index, table] of tables.entries()) {
    const order = index === firstClaim ? 1 : 0.9;
    const source = table.totals ? 'totals' : table.rows.length === 1 ? 'single' : 'sum';
    const sums = new Map<string, { value: number; cell: Cell; count: number }>();
    for (const row of table.totals ? [table.totals] : table.rows) {
      // A bill's "Payments" column holds the insurer's payments too, named on their lines.
      const insurerPaid = !table.totals && namesPayer(lineWords(row, context), context);
      for (const [printedRole, { value, cell }] of rowValues(row, table.columns, context)) {
        const role = printedRole === 'patientPayments' && insurerPaid ? 'insurancePaid' : printedRole;
        const previous = sums.get(role);
        sums.set(role, { value: round2((previous?.value ?? 0) + value), cell: previous?.cell ?? cell, count: (previous?.count ?? 0) + 1 });
      }
    }
    const weight = (source === 'sum' ? 0.8 : 0.96) * order;
    // A receipt's lines priced under "Amount" are its items, which the items' own arithmetic weighs;
    // only a printed totals row says what the total was.
    const itemLines = source !== 'totals' && table.columns.some((c) => c.role === 'description');
    for (const [role, { value, cell }] of sums) {
      if (!moneyRole(role, concepts) || (itemLines && role === 'totalAmount') || (source === 'totals' && claimed.has(role))) continue;
      candidates.push({ field: role, kind: 'money', value: Math.abs(value), cell, how: source === 'sum' ? 'table-sum' : 'table', confidence: weight * Math.min(1, cell.confidence + 0.08) });
    }
    if (source === 'totals') for (const role of sums.keys()) claimed.add(role);
    // A "Patient" column (a family's ledger): the person the lines are for.
    for (const column of table.columns.filter((c) => PERSON_ROLES.has(c.role))) {
      const cell = table.rows.flat().find((c) => columnOf(c, table.columns) === column && !hasDigits(c));
      const name = cell && parseValue('name', cell.text, context);
      if (cell && typeof name === 'string') candidates.push({ field: column.role, kind: 'name', value: name, cell, how: 'table', confidence: 0.9 * order * Math.min(1, cell.confidence + 0.08) });
    }
    const first = table.rows[0];
    // An "In PPO?" column: the first line's answer.
    for (const column of table.columns.filter((c) => c.role === 'isInNetwork')) {
      const cell = first?.find((c) => columnOf(c, table.columns) === column);
      const status = cell && parseValue('network', cell.text, context);
      if (cell && typeof status === 'boolean') candidates.push({ field: 'isInNetwork', kind: 'network', value: status, cell, how: 'table', confidence: 0.9 * order * Math.min(1, cell.confidence + 0.08) });
    }
    // A "Claim number" column (a list of the month's claims): the first row's number.
    for (const column of table.columns.filter((c) => concepts.some((k) => k.field === c.role && k.kind === 'id'))) {
      const cell = first?.find((c) => columnOf(c, table.columns) === column);
      const id = cell && parseValue('id', cell.text, context);
      if (cell && typeof id === 'string') candidates.push({ field: column.role, kind: 'id', value: id, cell, how: 'table', confidence: 0.85 * order * Math.min(1, cell.confidence + 0.08) });
    }
    // A two-tier table: the first line's text row names the service and its date.
    const firstText = table.tier ? table.lineTexts?.find((t) => t !== undefined) : undefined;
    if (table.tier && firstText) {
      for (const cell of firstText) {
        const role = columnOf(cell, table.tier)?.role;
        const { date, rest } = leadingDate(cell.text, context);
        if (date) candidates.push({ field: 'serviceDate', kind: 'date', value: date, cell, how: 'table', confidence: 0.9 * order });
        const service = role === 'description' || role === 'service' ? serviceText(rest, false) : undefined;
        if (service && !findDates(service, { order: context.dateOrder })[0]) candidates.push({ field: 'service', kind: 'text', value: service, cell, how: 'table', confidence: 0.85 * order });
      }
      continue;
    }
    // The first line that names its service or date: a rule or a side box's figure can come first.
    // Claim lines under headings that name only figures, down to their totals: the words before the
    // figures name each line (the first column has no heading).
    const described = table.columns.some((c) => c.role === 'description' || c.role === 'service') || (table.totals !== undefined && !table.columns.some((c) => TEXT_ROLES.has(c.role)));
    // ("What was billed" over "Anesthesia, lower GI endoscopy": a heading read as a figure's over words is no figure's.)
    const holdsFigures = (column: Column) => table.rows.some((row) => row.some((c) => isMoneyCell(c, context) && columnOf(c, table.columns) === column));
    const figureColumns = table.columns.filter((c) => moneyRole(c.role, concepts));
    const filled = figureColumns.filter(holdsFigures);
    const figuresFrom = Math.min(...(filled.length > 0 ? filled : figureColumns).map((c) => c.x));
    for (const row of table.unreadLine ? [table.unreadLine, ...table.rows] : table.rows) {
      // "BALANCE FORWARD", "PAYMENT - THANK YOU": a balance carried in or a credit is no service.
      if (carriedOrCredit(row, context, row.find((c) => isMoneyCell(c, context)))) continue;
      const found = candidates.length;
      for (const cell of row) {
        if (isMoneyCell(cell, context)) continue;
        // A date and a description printed close together read as one cell spanning both columns.
        const under = columnsUnder(cell, table.columns);
        const roles = new Set(under.map((c) => c.role));
        // Words that start before the figures' columns, in a table with a description: the description,
        // even where they stand nearer a figure's heading than the description's.
        // (Not words that start where a column of their own does: a provider's name under "Provider Name".)
        const ownColumn = under.some((c) => c.role !== 'unknown' && !moneyRole(c.role, concepts) && Math.abs(c.header.x - cell.x) < 3);
        if (described && cell.x < figuresFrom && ![...roles].some((role) => TEXT_ROLES.has(role)) && !ownColumn && /\p{L}{3}/u.test(cell.text)) roles.add('description');
        const { date, rest } = leadingDate(cell.text, context);
        // "Service Date Service Description" over one column: its dates are the lines' dates too.
        const dated = roles.has('serviceDate') || roles.has('date') || under.some((c) => /\b(date|dates|dos)\b/i.test(c.header.text));
        if (date && dated) candidates.push({ field: 'serviceDate', kind: 'date', value: date, cell, how: 'table', confidence: 0.9 * order });
        // "05/28-05/28" under "Dates": the year is the document's (the claim was processed after it).
        const yearless = !date && dated && context.latestDate ? yearlessDate(cell.text, context.latestDate, context.dateOrder) : undefined;
        if (yearless) candidates.push({ field: 'serviceDate', kind: 'date', value: yearless, cell, how: 'table', confidence: 0.8 * order });
        const service = serviceText(rest, [...roles].some((role) => !TEXT_ROLES.has(role)));
        if ([...roles].some((role) => TEXT_ROLES.has(role)) && service && !findDates(service, { order: context.dateOrder })[0]) {
          // "88331-26 Frozen section, first block" beside "Pathology": the procedure's own name is the service, not its kind.
          // A "Type of service" column names its kind ("Emergency care"), a description column the care itself.
          const coded = CODE_VALUE.test(LEADING_CODE.exec(rest.trim())?.[1] ?? '');
          const kindOnly = under.some((c) => KIND_HEADER.test(c.header.text)) && !under.some((c) => DESCRIBING.has(c.role) && !KIND_HEADER.test(c.header.text));
          candidates.push({ field: 'service', kind: 'text', value: service, cell, how: 'table', confidence: (coded ? 0.86 : kindOnly ? 0.84 : 0.85) * order });
        }
      }
      if (candidates.length > found) {
        // "Jun 12, 2025" on a line of its own over the claim's lines: their date of service.
        const groupDate = row === table.unreadLine ? undefined : table.groupDates[table.rows.indexOf(row)];
        const first = row[0];
        if (groupDate && first && !candidates.slice(found).some((c) => c.field === 'serviceDate')) candidates.push({ field: 'serviceDate', kind: 'date', value: groupDate, cell: first, how: 'table', confidence: 0.85 * order });
        break;
      }
    }
  }
  return candidates;
}

/** A run of HCPCS/CPT modifiers with at least one that is only ever a modifier (RR rental, NU new, KX, GA, 59, 25...). */
const MODIFIERS = /^(?=(?:\S+\s+)*?(?:RR|NU|UE|K[A-Z]|G[AYZ]|TC|26|59|25|X[ESPU])\s)(?:(?:RR|NU|UE|K[A-Z]|LT|RT|G[AYZPON]|TC|Q[A-Z]|X[ESPU]|\d{2})\s+)+(?=[A-Za-z]{2})/;

/** A hospital's revenue code ("0450"): the department, not the procedure. */
const REVENUE_CODE = /^0\d{3}$/;

/** A line's code: the first one printed, but a procedure code (CPT, HCPCS) over a revenue code. */
function takeCode(item: Item, value: string): void {
  if (!CODE_VALUE.test(value)) return;
  if (!item.code || (REVENUE_CODE.test(item.code) && !REVENUE_CODE.test(value))) item.code = value;
}

/** What a line with a percentage in it says it charges or takes off at that rate. */
const RATE_WORDS = /\b(?:tax|vat|gst|sst|hst|pst|fee|disc|discount|off|rate|surcharge|service|tip|gratuity|savings?|coupon|rebate|interest)\b/i;
/** A rate printed as a cell of its own ("20.00%", "(3%)"). */
const RATE_ONLY = /^\(?\d+(?:[.,]\d+)?\s?%\)?$/;

/** Below this OCR confidence, a few characters apart from a line's words are specks read as letters. */
const SPECKS = 0.5;

/**
 * A dated line with words and, under the figures' headings, at least two cells of digits that read
 * as no amount: what OCR makes of a line's figures printed on a shaded band.
 */
function unreadFigures(row: readonly Cell[], columns: readonly Column[], concepts: readonly CompiledConcept[], context: ParseContext): boolean {
  const figuresFrom = Math.min(...columns.filter((c) => moneyRole(c.role, concepts)).map((c) => c.x));
  const first = row[0];
  if (!first || first.x >= figuresFrom || !leadingDate(first.text, context).date || !/\p{L}{3}/u.test(first.text)) return false;
  return row.filter((c) => c.x >= figuresFrom - 20 && hasDigits(c)).length >= 2;
}

const REFERENCE_HEADING = /^(?:visit|encounter|enc|claim|ref|reference|acct|account|invoice|inv|seq|line|ticket)\b/i;

/** Runs of marks (no letter or figure) at a cell's ends. */
const EDGE_MARKS = /^(?:[~_=·…>»|*]+\s+)+|(?:\s+[~_=·…>»|*]+)+$/g;

/** A speck OCR makes of a shaded row's edge ("Bas,", "~"): a short cell of no figure, or one read with little confidence. */
const isSpeck = (cell: Cell): boolean => {
  const text = cell.text.trim();
  return (text.length <= 4 && !/\d/.test(text)) || (cell.confidence < SPECKS && text.length <= 16);
};

/**
 * A row under the lines whose every figure is the sum of its column's lines: the claim's totals,
 * printed with no "Total" beside them, or with words the rules do not know ("All services"; a row
 * with words only under two lines or more, and no date or number among them).
 */
function sumsTheLines(row: readonly Cell[], table: Table, context: ParseContext): boolean {
  const words = row.filter((c) => !isMoneyCell(c, context));
  if (table.rows.length === 0 || row.length - words.length < 2) return false;
  // ("Invoice total" under one invoice's lines is a group's subtotal: the lines go on.)
  if (words.length > 0 && (table.rows.length < 2 || words.some((c) => hasDigits(c) || /total|balance/i.test(c.text)))) return false;
  const totals = rowValues(row, table.columns, context);
  const lines = table.rows.map((line) => rowValues(line, table.columns, context));
  const summed = [...totals].filter(([role, { value }]) => cents(lines.reduce((sum, line) => sum + (line.get(role)?.value ?? 0), 0)) === cents(value));
  return totals.size >= 2 && summed.length === totals.size && summed.some(([, { value }]) => value !== 0);
}

/**
 * A totals row: its first words name the totals ("Claim Totals", "Bill Totals"), past the specks and
 * quotes a scan puts before them ('Bas, "Claim Totals').
 */
function namesTotals(row: readonly Cell[], context: ParseContext): boolean {
  const words = row.filter((c) => !isMoneyCell(c, context));
  // "Total Account Balance  99.00": one figure, a balance's, is the summary under the lines, not their totals.
  if (row.length - words.length === 1 && words.some((c) => /\b(?:balance|due)\b/i.test(c.text))) return false;
  for (const cell of words.slice(0, 3)) {
    const label = cell.text.trim().replace(/^[^\p{L}\p{N}]+/u, '');
    if (TOTAL_ROW.test(label) || CLOSING_TOTAL.test(label)) return true;
    // "TOYAL  5,030.00  5,485.73": OCR's slip of one letter in a scan's totals label, over figures of several columns.
    if (context.money.ocr && row.length - words.length >= 2 && /^\S+$/.test(label) && ['total', 'totals'].some((word) => tokenSimilarity(label.toLowerCase().replace(/0/g, 'o'), word) > 0)) return true;
    if (!isSpeck(cell)) return false;
  }
  return false;
}

/**
 * A row that is one line item: an amount in the amount column, a description, optionally a date and
 * a code. With a table's columns, each cell is what its column says; without (receipts), the date
 * and code are peeled off the front of the text.
 */
function rowToItem(printed: readonly Cell[], amountCell: Cell | undefined, labelCells: ReadonlySet<Cell>, context: ParseContext, columns?: readonly Column[]): Item | undefined {
  const row = fromLineStart(printed, context);
  if (!amountCell || row.some((c) => labelCells.has(c))) return undefined;
  const money = findMoney(amountCell.text, context.money)[0];
  if (!money) return undefined;
  const item: Item = { description: '', amount: Math.abs(money.value), confidence: Math.min(...row.map((c) => c.confidence)) };
  const words: string[] = [];
  const describedElsewhere = columns?.some((c) => c.role === 'description') ?? false;
  // A sidebar beside the table ("2645 Park Avenue" left of "Posted | Code | Treatment"): no line's words.
  // (A heading the rules cannot name at the far left may be the sidebar's own: "SERVICES RENDERED TO".)
  const named = columns?.filter((c) => c.role !== 'unknown') ?? [];
  const tableStarts = describedElsewhere && named.length > 0 ? Math.min(...named.map((c) => c.x)) : -Infinity;
  for (const cell of row) {
    if (cell.x >= amountCell.x || isMoneyCell(cell, context) || cell.x + cell.width < tableStarts - 4) continue;
    const role = columns ? columnOf(cell, columns)?.role : undefined;
    // "~~ 99284 EMERGENCY DEPT VISIT", "MODERATE MDM ~~": marks OCR reads from a shaded row's edges.
    let text = cell.text.replace(EDGE_MARKS, '');
    const leading = leadingDate(text, context);
    // "Post Date | Svc Date": a date column's date is never the description, and the line's date is
    // the day of service, not the day it was posted.
    const dateColumn = role === 'date' || role === 'serviceDate';
    if (leading.date && (!item.date || dateColumn)) {
      if (!item.date || role === 'serviceDate') item.date = leading.date;
      text = leading.rest.replace(EDGE_MARKS, '');
    }
    if (role !== undefined && PERSON_ROLES.has(role)) continue;
    // A column of the account's own numbers ("Visit", "Encounter", "Claim #"): no code of the line's.
    if (role === 'unknown' && REFERENCE_HEADING.test(columnOf(cell, columns ?? [])?.header.text ?? '')) continue;
    // ("ACC-507 Anti-fog lens wipes" run from the code's column into the description's: a description.)
    if ((role === 'code' || role === 'quantity') && !columnsUnder(cell, columns ?? []).some((c) => c.role === 'description')) {
      // "0450 99285": a revenue code and a procedure code under one "Rev Proc" heading.
      if (role === 'code') for (const token of text.trim().split(/\s+/)) takeCode(item, LEADING_CODE.exec(token)?.[1] ?? token);
      continue;
    }
    // Codes before the description, up to two ("0450 99285 ED VISIT": revenue and procedure).
    for (let peeled = 0; peeled < 2; peeled++) {
      const code = LEADING_CODE.exec(text);
      if (!code?.[1] || !CODE_VALUE.test(code[1])) break;
      takeCode(item, code[1]);
      text = text.slice(code[0].length);
    }
    // Another column beside the description ("Provider", "Location", one the rules cannot name) is
    // not part of it (its codes were taken above: "Rev Proc").
    if (role !== undefined && !TEXT_ROLES.has(role) && describedElsewhere && !columnsUnder(cell, columns ?? []).some((c) => c.role === 'description')) continue;
    // A quantity ("1", "2 x"), a bare number column or a count ("7 of 13", a rental month) is not part of the description.
    // ("90 min" under "Duration": nor is how long it took.)
    if (/^[\d\s.,x#-]*$/i.test(text.trim()) || /^\d+\s+of\s+\d+$/i.test(text.trim()) || (words.length > 0 && DURATION.test(text.trim()))) text = '';
    // What OCR makes of a scan's specks and rules between a description and its amount ("RENE Bae",
    // "~~", "Ri"): marks alone, or a few characters read apart from the words and hardly recognised.
    if (!/[\p{L}\p{N}]/u.test(text) || (words.length > 0 && cell.confidence < SPECKS && text.trim().length <= 16)) text = '';
    if (text.trim() !== '') words.push(text.trim());
  }
  // A leading stock number or item code ("BR-46570 Walker", "4455122 Metformin", a prescription's
  // "RX 0004412871 AMOXICILLIN") is not part of the description.
  // ("VENIPUNCTURE ........": the dotted leader to the amount is no part of it.)
  // ("Video visit × 1": nor is the count after a multiplication sign.)
  item.description = words.join(' ').replace(LEADER, ' ').replace(/\s+QTY:?\s*\d+$/i, '').replace(/\s+×\s?\d{1,3}$/, '').replace(/^(?:(?:[Rr][Xx]\s*#?\s*)?(?:[A-Z]{2,4}-\d{3,}|[A-Z]{0,4}-?\d{4,})[A-Z]?\s+)+(?=\S*[A-Za-z]{3})/, '').replace(LEADING_QUANTITY, '').trim();
  // "MRI lumbar spine without contrast (72148)": a procedure code in brackets after the description.
  const bracketed = /\s*\(((?:\d{5}|[A-Z]\d{4}|\d{4}[A-Z]))\)$/.exec(item.description);
  if (bracketed?.[1] && /\p{L}{3}/u.test(item.description.slice(0, bracketed.index))) {
    takeCode(item, bracketed[1]);
    item.description = item.description.slice(0, bracketed.index);
  }
  // "#20 Resin composite, 2 surf", "30 MO Resin composite": the tooth it was done on, and its surfaces,
  // are no part of what was done.
  item.description = item.description.replace(/^#\d{1,2}\s+(?=\p{L})/u, '').replace(/^#?\d{1,2}\s+[MODBLIF]{1,5}\s+(?=\p{L}{3})/u, '');
  if (/^D\d{4}$/.test(item.code ?? '')) item.description = item.description.replace(/^[MODBLIF]{1,5}\s+(?=\p{L}{3})/u, '');
  // "08/01/24 PHYSICAL THERAPY": a date read into the description dates the line.
  const dated = leadingDate(item.description, context);
  if (dated.date && /\p{L}{3}/u.test(dated.rest)) {
    item.date ??= dated.date;
    item.description = dated.rest;
  }
  // "o Resin composite": a list's bullet, as OCR reads it, is no word of it.
  if (context.money.ocr) item.description = repairOcrWords(item.description).replace(/^[oe°•·*]\s+(?=\p{Lu})/u, '');
  // A procedure code's modifiers printed before the description ("RR KJ KX CPAP DEVICE": rental, ...).
  if (item.code) item.description = item.description.replace(MODIFIERS, '');
  // "RX 2217809": a prescription listed by its number is an item all the same; "Shipping & Handling:" is a label.
  return (/[a-z]{3}/i.test(item.description) || RX_NUMBER.test(item.description)) && !/:$/.test(item.description) ? item : undefined;
}

/**
 * "$27.78  03/07/2025  7967638  Dr. Halvorsen  Physical exam - not covered" under "Payment  DOS  Visit #
 * Doctor  Item": a line that starts with its amount, its words under the heading that describes.
 */
function amountFirst(row: readonly Cell[], columns: readonly Column[] | undefined, context: ParseContext): Item | undefined {
  const [first] = row;
  if (!first || !columns || !isMoneyCell(first, context)) return undefined;
  const money = findMoney(first.text, context.money)[0];
  const described = row.filter((c) => c !== first && columnOf(c, columns)?.role === 'description' && /\p{L}{3}/u.test(c.text));
  if (!money || money.value <= 0 || described.length === 0 || described.some((c) => MASKED_CARD.test(c.text) || TENDER_WORDS.test(c.text))) return undefined;
  return { description: described.map((c) => c.text.trim()).join(' '), amount: money.value, confidence: Math.min(first.confidence, ...described.map((c) => c.confidence)) };
}

/** "Unit Price", "Price/Unit", "Rate": what one unit costs, not the line's charge. */
const UNIT_PRICE = /\b(?:unit|each|ea|per|rate)\b/i;

/** The column of a line's charge: its amount or line total, over a unit price beside it. */
function chargeColumn(columns: readonly Column[], chargeRoles: readonly string[]): Column | undefined {
  const charges = columns.filter((c) => chargeRoles.includes(c.role));
  return charges.find((c) => !UNIT_PRICE.test(c.header.text)) ?? charges[0];
}

/** A column of each line's own number beside its description ("Item", "Item #", "SKU"). */
const ITEM_CODE_HEADER = /^(?:item|item\s*(?:#|no\.?|number|code)|sku|upc|product\s*code)$/i;
/** A procedure code printed after a line's charge: CPT's five digits or HCPCS's letter and four. */
const CODE_AFTER_PRICE = /^(?:\d{5}|[A-Z]\d{4})$/;
/** Flags printed after a price: taxable, non-taxable, FSA/HSA-eligible ("T", "N", "T FSA", "*"). */
const PRICE_FLAGS = /^(?:[A-Z]{1,3}|\*)(?:\s+(?:[A-Z]{1,3}|\*)){0,2}$/;
/** What a line above was sold at: "COPAY", "CASH PRICE", "PATIENT PAY". */
const PRICE_LABEL = /^(?:co-?pay|cash price|patient pay|pt pay|your price|you pay|retail price|member price|plan price|price)$/i;
/** "RX ITEMS (2)", "RX ITEMS 2", "OTHER ITEMS": a count of the lines and what they add up to, not a line. */
const ITEM_COUNT = /\bitems\b\s*(?:\(\d+\)|\d+)?$/i;

/** A tender's words: a line naming how it was paid is no item. */
const TENDER_WORDS = /\b(?:tend|tender|tendered|cash|change|visa|mastercard|amex|discover|debit|credit|card|paid|payment)\b/i;
const RX_DETAIL = /^rx\s*(?:#|no\.?)?\s*\d{5,}(?:\s+(?:qty|quantity|filled|fill date|refills?(?: left)?|days? supply|ds)\b[:\s]*[\d/.-]*)+$/i;
const RX_NUMBER = /^rx\s*(?:#|no\.?)?\s*\d{5,}$/i;

/**
 * Line items. With a header (bills): the rows under a description column and an amount column
 * (the charges, not a balance), across pages, up to the totals. Without one (receipts): every
 * unlabelled row ending in an amount.
 */
const CARRIED_BALANCE = /^(balance forward|balance brought forward|previous balance|prior balance|beginning balance|opening balance|balance from last statement)\b/i;
const CREDIT_WORDS = /\b(payments?|prepayments?|pre-payments?|pmts?|paid|collected|deposits?|adjustments?|adj|credits?|write[- ]?offs?|refunds?|discounts?|allowances?|contractual)\b/i;
const CREDIT_ROLES = new Set(['insurancePaid', 'insuranceDiscount', 'patientPayments', 'discount', 'planPaid']);

/** A fee's words: "Late payment fee" is a charge, whatever payment it names. */
const CHARGE_WORDS = /\b(fees?|charges?|interest|penalty|finance)\b/i;

/**
 * A payment or an adjustment among a bill's lines: printed as a credit, or, read by OCR, which loses a
 * small minus sign more often than any other mark, named as one.
 */
const isCreditLine = (text: string, value: number, context: ParseContext): boolean =>
  CREDIT_WORDS.test(text) && (value < 0 || (context.money.ocr === true && value > 0 && !CHARGE_WORDS.test(text)));

/**
 * A table's line that carries a balance in ("BALANCE FORWARD", no charge of this statement) or credits
 * the account by its `amount` ("Summit Health Payment  ($7,733.39)", a deposit, a copay collected).
 */
function carriedOrCredit(row: readonly Cell[], context: ParseContext, amount: Cell | undefined): boolean {
  const text = lineWords(row, context).trim();
  const value = amount ? findMoney(amount.text, context.money)[0]?.value : undefined;
  return CARRIED_BALANCE.test(text) || (value !== undefined && isCreditLine(text, value, context));
}

/** How a card was read or kept, printed beside the amount it paid ("Contactless  113.75"): a payment, not an item. */
const ENTRY_METHOD = new RegExp(`${CARD_ENTRY.source}|^card on file$`, 'i');

/** Tables that list priced lines: a description column and a column of charges. */
const itemTables = (tables: readonly Table[], chargeRoles: readonly string[]): Table[] =>
  tables.filter((t) => t.columns.some((c) => c.role === 'description') && t.columns.some((c) => chargeRoles.includes(c.role)));

/** A line's words, without its figures and the date it starts with. */
const lineWords = (row: readonly Cell[], context: ParseContext): string => leadingDate(row.filter((c) => !isMoneyCell(c, context)).map((c) => c.text).join(' '), context).rest;

/** A payer's name in an account-activity line ("BLUE SHIELD OF CA PAYMENT"): the insurer paid it, not the patient. */
const PAYER_WORDS = /\b(insurance|ins|insurer|plan|mutual|assurance|casualty|indemnity|payer|payor|carrier|blue|shield|bcbs|aetna|cigna|united|uhc|humana|anthem|kaiser|medicare|medicaid|tricare|molina|centene|ambetter|oscar|wellcare|highmark|premera|regence|hmo|ppo|delta dental|metlife|guardian|vsp|eyemed|unitedhealthcare|bluecross|wellmark|caresource|amerigroup|geisinger|emblemhealth|harvard pilgrim|tufts)\b/i;
/** A line the insurer paid ("Anthem BCBS payment", or one naming an insurer the bill names), not the patient. */
const namesPayer = (text: string, context: ParseContext): boolean =>
  (PAYER_WORDS.test(text) || (context.payers ?? []).some((payer) => text.toLowerCase().includes(payer.toLowerCase()))) && !/\b(patient|guarantor|self|your?)\b/i.test(text);

const PAYER_LABEL = /^(?:primary\s+|secondary\s+)?(?:insurance|ins|insurance carrier|insurance company|insurer|insurance plan|health plan|payer|payor|carrier)\s*:?\s*/i;

/**
 * The insurers a bill names beside their label ("Insurance:  Bluestem Health Alliance", "PRIMARY PAYER
 * EMPIRE RIDGE HEALTH PLAN"), by the first word of each name (a payment line names it shorter).
 */
export function printedPayers(grid: Grid): string[] {
  const payers = new Set<string>();
  for (const row of grid.rows) {
    row.forEach((cell, i) => {
      const label = PAYER_LABEL.exec(cell.text.trim());
      if (!label) return;
      const inline = cell.text.trim().slice(label[0].length);
      const printed = inline !== '' ? inline : label[0].includes(':') || row[i + 1] ? (row[i + 1]?.text.trim() ?? '') : '';
      // ("Prairie Lakes Health, group 40-7721": the plan's group number is no part of its name.)
      const name = printed.split(/,\s*(?=(?:group|grp|id|policy|member)\b)/i)[0]!.trim();
      const first = /^\p{L}[\p{L}'-]{3,}/u.exec(name)?.[0];
      // (A heading beside another, "Insurance  Balance", names no insurer.)
      if (first && !/\d/.test(name) && !isLabelText(name) && !/^(?:none|self|n\/a|paid|payment|pending)$/i.test(first)) payers.add(first);
    });
  }
  return [...payers];
}
const ADJUSTMENT_WORDS = /\b(adjustments?|adj|contractual|write[- ]?offs?|discounts?|allowances?|disallowed)\b/i;

/**
 * Payments and adjustments listed among a bill's charges (an account-activity table), summed by
 * kind: what the insurer paid, what it took off, and what the patient paid. The arithmetic of the
 * bill decides whether they are taken.
 */
export function activityCredits(tables: readonly Table[], context: ParseContext, chargeRoles: readonly string[]): Candidate[] {
  const sums = new Map<string, { cents: number; cell: Cell }>();
  for (const table of itemTables(tables, chargeRoles)) {
    for (const row of table.rows) {
      const text = lineWords(row, context);
      const money = row.filter((c) => isMoneyCell(c, context)).map((cell) => ({ cell, value: findMoney(cell.text, context.money)[0]?.value ?? 0 }));
      // Beside a running balance, the credit is the figure in the credits column.
      const credit = table.columns.some((c) => c.role === 'credits') ? rowValues(row, table.columns, context).get('credits') : money.length === 1 ? money[0] : undefined;
      if (!credit || !isCreditLine(text, credit.value, context)) continue;
      const field = ADJUSTMENT_WORDS.test(text) ? 'insuranceDiscount' : namesPayer(text, context) ? 'insurancePaid' : 'patientPayments';
      const sum = sums.get(field);
      sums.set(field, { cents: (sum?.cents ?? 0) + Math.round(Math.abs(credit.value) * 100), cell: sum?.cell ?? credit.cell });
    }
  }
  return [...sums].map(([field, { cents, cell }]) => ({ field, kind: 'money', value: cents / 100, cell, how: 'table-sum', confidence: 0.75 * Math.min(1, cell.confidence + 0.08) }));
}

/** "PATIENT DEPOSIT - THANK YOU  500.00 CR", "Patient payment": what the patient paid, on a line of its own. */
const PATIENT_CREDIT = /\b(?:patient|guarantor|self[- ]pay)\s+(?:payments?|deposits?|prepayments?|paid)\b/i;

/**
 * "PREMERA BLUE CROSS PAID 08/12/2025  -1,118.44" under a bill's lines, outside any table: an insurer's
 * payment named by its payer; "Anthem Blue Cross Contractual Adjustment  -2,671.68": its adjustment;
 * "PATIENT DEPOSIT": the patient's payment. The bill's arithmetic decides whether they are taken.
 */
export function payerCreditLines(grid: Grid, tables: readonly Table[], context: ParseContext): Candidate[] {
  const inTables = new Set(tables.flatMap((t) => [...t.rows, ...(t.totals ? [t.totals] : [])]).flat());
  const candidates: Candidate[] = [];
  for (const row of grid.rows) {
    if (row.some((c) => inTables.has(c))) continue;
    const money = row.filter((c) => isMoneyCell(c, context));
    const text = lineWords(row, context);
    const cell = money.length === 1 ? money[0] : undefined;
    const adjusted = ADJUSTMENT_WORDS.test(text);
    const byPatient = !adjusted && PATIENT_CREDIT.test(text);
    if (!cell || (!byPatient && (!namesPayer(text, context) || !(adjusted || /\b(?:paid|payments?|pmts?)\b/i.test(text))))) continue;
    const value = findMoney(cell.text, context.money)[0]?.value;
    const field = byPatient ? 'patientPayments' : adjusted ? 'insuranceDiscount' : 'insurancePaid';
    if (value !== undefined && value !== 0) candidates.push({ field, kind: 'money', value: Math.abs(value), cell, how: 'beside', confidence: 0.7 * Math.min(1, cell.confidence + 0.08) });
  }
  return candidates;
}

export function findLineItems(grid: Grid, tables: readonly Table[], labelCells: ReadonlySet<Cell>, context: ParseContext, chargeRoles: readonly string[], concepts: readonly CompiledConcept[] = []): Item[] {
  // A long itemization repeats its header on every page: each page's part is a table of its own.
  const listed = itemTables(tables, chargeRoles);
  if (listed.length > 0) {
    const items: Item[] = [];
    for (const table of listed) {
      const amountColumn = chargeColumn(table.columns, chargeRoles);
      table.rows.forEach((row, index) => {
        // Payments and adjustments listed among the charges (an account-activity table) are not items.
        const text = lineWords(row, context);
        if (labelsIn({ ...row[0]!, text }, concepts).some((h) => CREDIT_ROLES.has(h.concept.field))) return;
        // (Amounts of two columns read as one cell, "$255.10 $122.42 CR", are apart again first.)
        const cell = row.flatMap((c) => moneyPieces(c, context)).find((c) => isMoneyCell(c, context) && columnOf(c, table.columns) === amountColumn);
        if (carriedOrCredit(row, context, cell)) return;
        const item = rowToItem(row, cell, labelCells, context, table.columns);
        const groupDate = table.groupDates[index];
        if (item && !item.date && groupDate) item.date = groupDate;
        if (item) items.push(item);
      });
    }
    return items;
  }
  const endsInMoney = (row: readonly Cell[] | undefined) => {
    const last = row?.at(-1);
    return last !== undefined && isMoneyCell(last, context);
  };
  // A tax summary ("VAT Rate | Net | VAT | Gross", "GST Summary  Amount  Tax") lists rates, not items.
  const inTaxSummary = new Set<number>();
  grid.rows.forEach((row, r) => {
    const text = row.map((c) => c.text).join(' ');
    if (!/\b(vat|gst|sst|tax)\b/i.test(text) || !/\b(net|gross|rate|code|summary|amount)\b/i.test(text) || endsInMoney(row)) return;
    for (let next = r + 1; endsInMoney(grid.rows[next]); next++) inTaxSummary.add(next);
  });
  // A header row over the lines ("Date  Provider  Description  Price"): cells under another column than
  // the description (a provider, a patient's first name) are no part of an item's description.
  let heading: Column[] | undefined;
  // An account's activity ("Date | Activity | Charges | Credits | Balance") under a payment's receipt:
  // the account's history, with its running balance, not what the payment bought.
  let ledger = false;
  const inLedger = new Set<number>();
  const headings = grid.rows.map((row, r) => {
    if (!row.some(hasDigits) && row.length >= 3) ledger = row.some((c) => /^(?:running\s+)?balance$/i.test(c.text.trim())) && row.some((c) => /^(?:charges?|credits?|debits?|payments?)$/i.test(c.text.trim()));
    else if (ledger && row[0] && row[0].page !== grid.rows[r - 1]?.[0]?.page) ledger = false;
    if (ledger) inLedger.add(r);
    // "Item | Description | Qty | Price": beside a description's heading, an "Item" column holds each line's code.
    const roles = row.map((c, i, all) => (ITEM_CODE_HEADER.test(c.text.trim()) && all.slice(i + 1).some((d) => headerRole(d.text, concepts) === 'description') ? 'code' : headerRole(c.text, concepts)));
    // "Bill | Visit Date | Patient | Amount": without a description heading, the first text column describes.
    const priced = row.length >= 3 && roles.at(-1) === 'amount' && !roles.includes('description');
    // "Amount paid | Invoice | Date of Service": lines that start with their amount, described in the first
    // column the rules cannot name.
    const paidFirst = row.length >= 3 && roles[0] !== undefined && moneyRole(roles[0], concepts) && !roles.includes('description') && roles.includes(undefined);
    if (row.length >= 2 && !row.some(hasDigits) && (roles.includes('description') || priced || paidFirst)) {
      const first = priced || paidFirst ? roles.findIndex((role) => role === undefined) : -1;
      heading = row.map((c, i) => ({ role: i === first ? 'description' : (roles[i] ?? 'unknown'), x: c.x, right: c.x + c.width, header: c }));
    } else if (heading && row[0] && heading[0] && row[0].page !== heading[0].header.page) heading = undefined;
    return heading;
  });
  // A line read as one run ("VITAMIN D3 2000IU 90CT 7.67 T": OCR or a document that keeps no column
  // gaps): its description and its amount apart, unless the line is a label's or a tender's.
  const pieces = (row: Cell[]): Cell[] => {
    const [only] = row;
    if (row.length !== 1 || !only || labelCells.has(only)) return row;
    const m = /^(.+?)\s+(-?[$£€]?\d[\d,]*\.\d{2}-?(?:\s+[A-Z*]{1,2})?)$/u.exec(only.text.trim());
    // "Total Charges: $180.00", "Amount Due: $60.00": a labelled figure, not a line bought.
    if (!m?.[1] || !m[2] || TENDER_WORDS.test(m[1]) || /:\s*$/.test(m[1]) || isLabelText(m[1].trim()) || /^(?:usd|us\$|rm|myr|sgd|gbp|eur|idr|rp|\$)$/i.test(m[1].trim())) return row;
    const share = only.width / Math.max(1, only.text.length);
    const at = only.text.lastIndexOf(m[2]);
    return [
      { ...only, text: m[1], width: m[1].length * share, parts: undefined },
      { ...only, text: m[2], x: only.x + at * share, width: m[2].length * share, parts: undefined },
    ];
  };
  // A table whose description heading was not read ("Date of Service Service Code Service") still
  // says which column holds the charges: a line's charge, not the running balance printed after it.
  const chargeOf = new Map<Cell, Cell>();
  for (const table of tables) {
    const column = chargeColumn(table.columns, chargeRoles);
    for (const row of column ? table.rows : []) {
      const charge = row.find((c) => isMoneyCell(c, context) && columnOf(c, table.columns) === column);
      if (charge) for (const c of row) chargeOf.set(c, charge);
    }
  }
  // "$14.99  T FSA": a receipt's tax and health-account flags after an item's price are no part of the line;
  // nor is a procedure code printed after it ("Rapid strep test  $38.00  87880").
  const unflagged = (row: Cell[]): Cell[] => {
    const flag = row.at(-1);
    const price = row.at(-2);
    const after = flag?.text.trim() ?? '';
    return row.length >= 3 && flag && price && (PRICE_FLAGS.test(after) || CODE_AFTER_PRICE.test(after)) && isMoneyCell(price, context) ? row.slice(0, -1) : row;
  };
  // "Laboratory  486.00" with "AMOUNT DUE" or "$350.00" of a sidebar far beside it on its row: a bill's
  // line ends at its amount, where the page's other column begins. (A receipt's "11.68  ...  35.04" is a
  // unit price far from its line's amount.)
  const beforeSidebar = (row: Cell[]): Cell[] => {
    if (chargeRoles.length === 0) return row;
    const at = row.findIndex((c, i) => i > 0 && isMoneyCell(c, context) && /\p{L}{3}/u.test(row[i - 1]!.text) && (row[i + 1]?.x ?? 0) - (c.x + c.width) > SIDE_GAP);
    return at > 0 ? row.slice(0, at + 1) : row;
  };
  const rows = grid.rows.map((row) => fromLineStart(pieces(unflagged(beforeSidebar(row))), context));
  return rows
    .map((row, r) => {
      if (inTaxSummary.has(r) || inLedger.has(r)) return undefined;
      if (!endsInMoney(row)) return row.some((c) => labelCells.has(c)) ? undefined : amountFirst(row, headings[r], context);
      const last = row.map((c) => chargeOf.get(c)).find((c) => c !== undefined) ?? row.at(-1);
      if (!last) return undefined;
      // A card's masked number is a tender; a fill-in blank ("For ______ Cleaning") is a form's field.
      // (A rule drawn across the page's other column is neither.)
      if (row.some((c) => MASKED_CARD.test(c.text) || (/_{8,}/.test(c.text) && !RULE.test(c.text.trim())))) return undefined;
      const amount = findMoney(last.text, context.money)[0]?.value ?? 0;
      // A discount or a coupon (-4.29), and a line with a rate (a tax summary's "A 20.00% 27.93 5.59 33.52",
      // "Card fee (3%)"), are no items, but a name can start with one ("2% MILK GALLON") or hold a
      // strength ("HYDROCORTISONE CRM 1% 1OZ"); nor is the lines' total ("Total  2,249.00").
      const words = lineWords(row, context).trim();
      const rateLine = row.some((c) => /\d%/.test(c.text)) && !/^\d+(?:[.,]\d+)?%\s+\p{L}{3}/u.test(words) && (RATE_WORDS.test(words) || row.some((c) => RATE_ONLY.test(c.text.trim())) || !/\p{L}{3}.*\d%\s+\S*\p{L}/u.test(words));
      // "3666 Bayside Court  149.10": the address block beside the amount due is no line.
      if (amount < 0 || rateLine || TOTAL_ROW.test(words) || ENTRY_METHOD.test(words) || ITEM_COUNT.test(words) || STREET.test(words)) return undefined;
      // "CONSULTATION (GP)" above "1  52.00  52.00" or "2 @ £10.29  £20.58": the description on
      // its own line, the quantity, price and amount under it.
      // "OXYCODONE 5MG TAB" / "RX#8943816 QTY 60 FILLED 09/03/24" / "1 @ 3.14  3.14": the prescription's
      // number, quantity and fill date between its name and its price are no description.
      const above = RX_DETAIL.test(rows[r - 1]?.map((c) => c.text).join(' ').trim() ?? '') && rows[r - 1]?.[0]?.page === last.page ? rows[r - 2] : rows[r - 1];
      // ("RX# 3287877 FLUOXETINE 20MG CAP QTY 90" over "COPAY  15.00": a prescription over what was paid for it.)
      const priced = row.length === 2 && PRICE_LABEL.test(row[0]?.text.trim() ?? '');
      const figuresOnly = priced || row.every((c) => !/\p{L}{2}/u.test(c.text.replace(/\b(?:x|qty|ea|pcs?|rm|usd|myr|sgd|gbp|eur|lbs?|kg|oz)\b/gi, '')));
      if (figuresOnly && above && above.length === 1 && !endsInMoney(above) && !labelCells.has(above[0]!) && above[0]!.page === last.page) {
        return rowToItem([above[0]!, last], last, labelCells, context);
      }
      // "V2020  Frame: Kestrel & Finch RO-976 titanium, matte" over "black  1  256.92": a description wrapped
      // onto the row that carries its figures, its last words in lower case right under its first.
      const [lead] = row;
      const wrapped = lead && above && !endsInMoney(above) && /^\p{Ll}/u.test(lead.text.trim()) && !isMoneyCell(lead, context) && above.every((c) => !labelCells.has(c))
        ? above.find((c) => c.page === lead.page && Math.abs(c.x - lead.x) < 4 && /\p{L}{3}/u.test(c.text) && lead.y - c.y < c.height * 2.2)
        : undefined;
      if (wrapped && above) return rowToItem([...above.map((c) => (c === wrapped ? { ...c, text: `${c.text.trim()} ${lead!.text.trim()}` } : c)), ...row.slice(1)], last, labelCells, context, headings[r]);
      return row.length >= 2 ? rowToItem(row, last, labelCells, context, headings[r]) : undefined;
    })
    .filter((i): i is Item => i !== undefined);
}
