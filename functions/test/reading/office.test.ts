import { Document, Packer, Paragraph, Table, TableCell, TableRow } from 'docx';
import { describe, expect, it } from 'vitest';
import { htmlToRows, readDocx } from '../../src/adapters/reader/office';

describe('Word documents', () => {
  it('keeps a DOCX table row on one line, one cell per column', async () => {
    const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] });
    const docx = new Document({
      sections: [
        {
          children: [
            new Paragraph('Lakeside Clinic'),
            new Table({ rows: [new TableRow({ children: [cell('Description'), cell('Amount')] }), new TableRow({ children: [cell('Office visit'), cell('$120.00')] })] }),
          ],
        },
      ],
    });
    const page = await readDocx(new Uint8Array(await Packer.toBuffer(docx)));
    const rows = new Map<number, string[]>();
    for (const line of page.lines) rows.set(line.y, [...(rows.get(line.y) ?? []), line.text]);
    expect([...rows.values()]).toEqual([['Lakeside Clinic'], ['Description', 'Amount'], ['Office visit', '$120.00']]);
  });

  it('decodes entities and splits paragraphs on tabs', () => {
    expect(htmlToRows('<p>Smith &amp; Sons\tInvoice #: 12</p><h1>Title</h1>')).toEqual([['Smith & Sons', 'Invoice #: 12'], ['Title']]);
  });
});
