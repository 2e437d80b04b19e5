import { writeFile } from 'node:fs/promises';
import { openPdf, readPdfPageText, renderPdfPage } from '../../src/adapters/reader/pdf';

// A letter's PDF read back the way the local reader reads an upload (pdf.js, reader/pdf.ts): its
// pages' text lines, top to bottom. Used by the letters' tests and the browser journey.

/** Every page's lines, in order. */
export async function pdfPages(bytes: Uint8Array): Promise<string[][]> {
  const { doc, numPages } = await openPdf(bytes);
  try {
    const pages: string[][] = [];
    for (let page = 1; page <= numPages; page += 1) pages.push((await readPdfPageText(doc, page)).lines.map((line) => line.text));
    return pages;
  } finally {
    await doc.destroy();
  }
}

/** All the text as one string, lines joined by spaces: a sentence wrapped over two lines reads whole. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPages(bytes)).flat().join(' ').replace(/\s+/g, ' ');
}

/** Page 1 as a PNG, to look at (the journey writes it under test-results/). */
export async function renderFirstPage(bytes: Uint8Array, file: string): Promise<void> {
  const { doc } = await openPdf(bytes);
  try {
    await writeFile(file, await renderPdfPage(doc, 1, 1.5));
  } finally {
    await doc.destroy();
  }
}
