import { textRowsToLines } from '../../domain/reading/layout';
import { DocumentReadError, type ReaderPage } from '../../domain/reading/ports';
import { defaultOfficeLimits, type OfficeLimits } from './limits';
import { checkCompoundFile, checkDocxArchive, officeMessages } from './office-containers';

const decodeEntities = (text: string): string =>
  text
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** Rows of cells from mammoth's HTML: a table row is one row, a paragraph one row (tabs split cells). */
export function htmlToRows(html: string): string[][] {
  const rows: string[][] = [];
  for (const m of html.matchAll(/<tr>([\s\S]*?)<\/tr>|<(p|h\d|li)>([\s\S]*?)<\/\2>/g)) {
    if (m[1] !== undefined) {
      rows.push([...m[1].matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((c) => decodeEntities(c[1] ?? '')));
    } else {
      rows.push(decodeEntities(m[3] ?? '').split('\t'));
    }
  }
  return rows;
}

const textToRows = (text: string): string[][] => text.split(/\r?\n/).map((line) => line.split('\t'));

function asPage(rows: string[][], maxLines: number): ReaderPage {
  if (rows.length > maxLines) throw new DocumentReadError(officeMessages.tooLong(maxLines));
  const lines = textRowsToLines(rows);
  if (lines.length === 0) throw new DocumentReadError('This document contains no text to read.');
  const bottom = lines.reduce((max, l) => Math.max(max, l.y + l.height), 0);
  return { page: 1, width: 612, height: Math.max(792, bottom), lines };
}

export async function readDocx(bytes: Uint8Array, limits: OfficeLimits = defaultOfficeLimits): Promise<ReaderPage> {
  // Before mammoth: it inflates and parses whole parts in memory, with no bound of its own.
  checkDocxArchive(bytes, limits);
  const mammoth = await import('mammoth');
  try {
    // mammoth keeps tables as tables in HTML; its raw text would flatten each cell to a paragraph.
    const { value } = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes) },
      // Images are never unpacked: only text is read, and a picture is an unchecked inflation.
      { convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })) },
    );
    return asPage(htmlToRows(value), limits.maxLines);
  } catch (error) {
    if (error instanceof DocumentReadError) throw error;
    throw new DocumentReadError(officeMessages.damaged, { cause: error });
  }
}

export async function readDoc(bytes: Uint8Array, limits: OfficeLimits = defaultOfficeLimits): Promise<ReaderPage> {
  // Before word-extractor: it follows sector chains without a loop check.
  checkCompoundFile(bytes, limits);
  const { default: WordExtractor } = await import('word-extractor');
  try {
    const document = await new WordExtractor().extract(Buffer.from(bytes));
    return asPage(textToRows(document.getBody()), limits.maxLines);
  } catch (error) {
    if (error instanceof DocumentReadError) throw error;
    throw new DocumentReadError(officeMessages.damaged, { cause: error });
  }
}
