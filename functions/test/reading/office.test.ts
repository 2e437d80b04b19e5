import { AlignmentType, Document, Packer, Paragraph, Table, TableCell, TableRow, TabStopType, TextRun, WidthType } from 'docx';
import { describe, expect, it } from 'vitest';
import { docxLines } from '../../src/adapters/reader/docx-layout';
import { readDocx } from '../../src/adapters/reader/office';

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
    const page = readDocx(new Uint8Array(await Packer.toBuffer(docx)));
    const rows = new Map<number, string[]>();
    for (const line of page.lines) rows.set(line.y, [...(rows.get(line.y) ?? []), line.text]);
    expect([...rows.values()]).toEqual([['Lakeside Clinic'], ['Description', 'Amount'], ['Office visit', '$120.00']]);
  });

  it('places text at its tab stops, right-aligned figures ending at theirs, as a PDF text layer would', async () => {
    const docx = new Document({
      sections: [
        {
          children: [
            new Paragraph({ children: [new TextRun('Smith & Sons')], alignment: AlignmentType.CENTER }),
            new Paragraph({
              tabStops: [
                { type: TabStopType.LEFT, position: 2880 },
                { type: TabStopType.RIGHT, position: 7200 },
              ],
              children: [new TextRun('Billed'), new TextRun({ text: '\tAllowed', bold: true }), new TextRun('\t$1,234.50')],
            }),
            new Paragraph({ tabStops: [{ type: TabStopType.RIGHT, position: 7200 }], children: [new TextRun('Plan paid\t$12.00')] }),
          ],
        },
      ],
    });
    const page = readDocx(new Uint8Array(await Packer.toBuffer(docx)));
    const at = (text: string) => page.lines.find((l) => l.text === text);
    expect(page.lines.map((l) => l.text)).toEqual(['Smith & Sons', 'Billed', 'Allowed', '$1,234.50', 'Plan paid', '$12.00']);
    // 2880 twips = 144 pt from the margin; right stops at 360 pt: both amounts end there.
    expect(at('Allowed')?.x).toBe(72 + 144);
    expect((at('$1,234.50')?.x ?? 0) + (at('$1,234.50')?.width ?? 0)).toBeCloseTo(72 + 360);
    expect((at('$12.00')?.x ?? 0) + (at('$12.00')?.width ?? 0)).toBeCloseTo(72 + 360);
    expect(at('Smith & Sons')?.x).toBeGreaterThan(200);
  });

  it('splits columns typed with runs of spaces (a fixed-width printout pasted into Word) into cells at their character places', async () => {
    const mono = (text: string) => new Paragraph({ children: [new TextRun({ text, font: 'Courier New' })] });
    const docx = new Document({
      sections: [
        {
          children: [
            mono('NORTHSTAR BENEFIT PLANS        EXPLANATION OF BENEFITS'),
            mono('DOS         CHARGES   ALLOWED   YOU OWE'),
            mono('03/03/2024  379.77    226.23    95.87'),
            mono('    CONTINUED ON NEXT PAGE'),
          ],
        },
      ],
    });
    const page = readDocx(new Uint8Array(await Packer.toBuffer(docx)));
    const rows = new Map<number, string[]>();
    for (const line of page.lines) rows.set(line.y, [...(rows.get(line.y) ?? []), line.text]);
    expect([...rows.values()]).toEqual([
      ['NORTHSTAR BENEFIT PLANS', 'EXPLANATION OF BENEFITS'],
      ['DOS', 'CHARGES', 'ALLOWED', 'YOU OWE'],
      ['03/03/2024', '379.77', '226.23', '95.87'],
      ['CONTINUED ON NEXT PAGE'],
    ]);
    const at = (text: string) => page.lines.find((l) => l.text === text);
    // Each figure sits under its header, and indented text keeps its indent: 5 pt a character at 10 pt.
    expect(at('379.77')?.x).toBeCloseTo(at('CHARGES')?.x ?? 0, 0);
    expect(at('CONTINUED ON NEXT PAGE')?.x).toBe(72 + 4 * 5);
  });

  it('places table cells at their grid columns, a spanning cell over both, and keeps each row on one line', async () => {
    const cell = (text: string, columnSpan = 1) => new TableCell({ children: [new Paragraph(text)], columnSpan });
    const docx = new Document({
      sections: [
        {
          children: [
            new Table({
              columnWidths: [4000, 1500, 1500],
              width: { size: 7000, type: WidthType.DXA },
              rows: [
                new TableRow({ children: [cell('Service'), cell('Billed'), cell('Paid')] }),
                new TableRow({ children: [cell('Office visit'), cell('$120.00'), cell('$90.00')] }),
                new TableRow({ children: [cell('Totals for this claim', 2), cell('$90.00')] }),
              ],
            }),
          ],
        },
      ],
    });
    const page = readDocx(new Uint8Array(await Packer.toBuffer(docx)));
    const at = (text: string) => page.lines.find((l) => l.text === text);
    expect(at('Billed')?.x).toBeCloseTo(72 + 200 + 4);
    expect(at('$120.00')?.x).toBe(at('Billed')?.x);
    expect(at('Paid')?.x).toBeCloseTo(72 + 275 + 4);
    expect(at('$90.00')?.y).toBe(at('Office visit')?.y);
    expect(at('Totals for this claim')?.x).toBeCloseTo(76);
  });

  it('reads text in hyperlinks and inserted runs, and leaves out deleted text and field instructions', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>
      <w:p><w:r><w:t xml:space="preserve">Pay online at </w:t></w:r><w:hyperlink><w:r><w:t>pay.example.com</w:t></w:r></w:hyperlink></w:p>
      <w:p><w:del><w:r><w:delText>$99.00</w:delText></w:r></w:del><w:ins><w:r><w:t>Amount due $45.00</w:t></w:r></w:ins><w:r><w:instrText>PAGE</w:instrText></w:r></w:p>
      <w:p><w:r><w:t>Smith &amp; Sons</w:t><w:br/><w:t>Suite 4</w:t></w:r></w:p>
    </w:body></w:document>`;
    expect(docxLines(xml)?.map((l) => l.text)).toEqual(['Pay online at pay.example.com', 'Amount due $45.00', 'Smith & Sons', 'Suite 4']);
  });

  it('refuses a main part that declares a DTD, and one that is no Word body', () => {
    expect(docxLines('<!DOCTYPE x [<!ENTITY a "a">]><w:document><w:body/></w:document>')).toBeUndefined();
    expect(docxLines('<html><body>Hello</body></html>')).toBeUndefined();
  });
});
