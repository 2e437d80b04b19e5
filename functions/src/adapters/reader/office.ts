import { textRowsToLines } from '../../domain/reading/layout';
import { type ReaderLine, type ReaderPage } from '../../domain/reading/ports';
import { docxLines } from './docx-layout';
import { defaultOfficeLimits, type OfficeLimits } from './limits';
import { checkCompoundFile, officeMessages, readDocxArchive } from './office-containers';
import { DocumentReadError } from '../../domain/errors';

const textToRows = (text: string): string[][] => text.split(/\r?\n/).map((line) => line.split('\t'));

/** One tall page of lines (a Word file has no fixed pages until it is printed). */
function linesAsPage(lines: ReaderLine[], maxLines: number): ReaderPage {
  if (lines.length > maxLines) throw new DocumentReadError(officeMessages.tooLong(maxLines));
  if (lines.length === 0) throw new DocumentReadError('This document contains no text to read.');
  const bottom = lines.reduce((max, l) => Math.max(max, l.y + l.height), 0);
  return { page: 1, width: 612, height: Math.max(792, bottom), lines };
}

export function readDocx(bytes: Uint8Array, limits: OfficeLimits = defaultOfficeLimits): ReaderPage {
  // Within bounds: a DOCX's parts inflate in memory, and a 200 KB file can hold gigabytes.
  const part = readDocxArchive(bytes, limits);
  let lines: ReaderLine[] | undefined;
  try {
    lines = docxLines(part.toString('utf8'));
  } catch (error) {
    throw new DocumentReadError(officeMessages.damaged, { cause: error });
  }
  if (!lines) throw new DocumentReadError(officeMessages.damaged);
  return linesAsPage(lines, limits.maxLines);
}

export async function readDoc(bytes: Uint8Array, limits: OfficeLimits = defaultOfficeLimits): Promise<ReaderPage> {
  // Before word-extractor: it follows sector chains without a loop check.
  checkCompoundFile(bytes, limits);
  const { default: WordExtractor } = await import('word-extractor');
  try {
    const document = await new WordExtractor().extract(Buffer.from(bytes));
    return linesAsPage(textRowsToLines(textToRows(document.getBody())), limits.maxLines);
  } catch (error) {
    if (error instanceof DocumentReadError) throw error;
    throw new DocumentReadError(officeMessages.damaged, { cause: error });
  }
}
