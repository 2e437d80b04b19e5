import { unprintableCharacters } from '@fairbill/shared';
import { describe, expect, it } from 'vitest';
import { renderLetterPdf } from '../../src/adapters/pdf/letter-pdf';
import { pdfPages, pdfText } from '../support/letter-pdf-text';

// Issue 14: the letter's PDF layout (pdf-lib), read back with the local reader's pdf.js.

const letter = { sender: 'Jane Doe\n45 Elm Street', date: 'March 25, 2025', recipient: 'Billing Office\nLakeside Clinic', subject: 'Billing dispute: claim HS-1', text: 'Dear Billing Office:\n\nHello.\n\nSincerely,\n\nJane Doe' };

describe('renderLetterPdf', () => {
  it('lays the letter out top to bottom: sender, date, recipient, RE line, body', async () => {
    const [page, ...more] = await pdfPages(await renderLetterPdf(letter));
    expect(more).toEqual([]);
    expect(page).toEqual(['Jane Doe', '45 Elm Street', 'March 25, 2025', 'Billing Office', 'Lakeside Clinic', 'RE: Billing dispute: claim HS-1', 'Dear Billing Office:', 'Hello.', 'Sincerely,', 'Jane Doe']);
  });

  it('starts with the date when the sender is left blank, and keeps a tab as spaces', async () => {
    const [page] = await pdfPages(await renderLetterPdf({ ...letter, sender: ' \n ', text: 'Amount:\t$10.00' }));
    expect(page?.[0]).toBe('March 25, 2025');
    expect(page?.at(-1)).toBe('Amount: $10.00');
  });

  it('prints every character the API accepts (Latin-1 and the Windows-1252 punctuation)', async () => {
    const codes = [...Array.from({ length: 0x7f - 0x20 }, (_, index) => 0x20 + index), ...Array.from({ length: 0x100 - 0xa0 }, (_, index) => 0xa0 + index)];
    const printable = `${String.fromCharCode(...codes)}€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ`;
    expect(unprintableCharacters(printable)).toEqual([]);
    const text = await pdfText(await renderLetterPdf({ ...letter, text: `Zoë Brontë — “São Paulo” ½ € ${printable}` }));
    expect(text).toContain('Zoë Brontë — “São Paulo” ½ €');
  });

  it('prints a "?" for what it cannot, rather than failing (the API refuses such text first)', async () => {
    expect(await pdfText(await renderLetterPdf({ ...letter, subject: 'Ref\u200B 1\nline', text: 'Smile 😀' }))).toContain('RE: Ref? 1 line');
  });
});
