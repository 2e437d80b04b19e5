import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { detectFileType, extractedSchemaByType } from '@fairbill/shared';
import { describe, expect, it } from 'vitest';
import { closeName, loadRealWorldSet, REAL_WORLD_DIR, scoreRealWorld } from '../../../scripts/extract/real-world';
import { DOCUMENT_TYPES } from '../../../scripts/extract/run';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

describe('real-world evaluation set', () => {
  it('has a SOURCE.md and a licence text for every source, and every document is readable with well-formed truth', async () => {
    const docs = await loadRealWorldSet();
    expect(docs.length).toBeGreaterThanOrEqual(30);
    for (const source of new Set(docs.map((d) => d.source))) {
      const files = readdirSync(path.join(REAL_WORLD_DIR, source));
      expect(files, source).toContain('SOURCE.md');
      expect(files.some((f) => /^LICEN[CS]E/i.test(f)), source).toBe(true);
    }
    for (const doc of docs) {
      expect(existsSync(path.join(REAL_WORLD_DIR, doc.source, doc.file)), doc.id).toBe(true);
      expect(['jpeg', 'png', 'pdf'], doc.id).toContain(detectFileType(doc.bytes));
      expect(doc.contentType, doc.id).toBe(detectFileType(doc.bytes) === 'pdf' ? 'application/pdf' : `image/${detectFileType(doc.bytes)}`);
      // Every truth field is a field of the extracted-data schema of its type (receipts also carry country and currency).
      const known = Object.keys(extractedSchemaByType[DOCUMENT_TYPES[doc.type]].shape);
      for (const field of Object.keys(doc.truth)) expect([...known, 'country', 'currency'], `${doc.id} ${field}`).toContain(field);
      for (const [field, value] of Object.entries(doc.truth)) {
        if (/Date$/.test(field)) expect(value, `${doc.id} ${field}`).toMatch(ISO_DAY);
        if (/Amount$|^subtotal$|^amountDue$/.test(field)) expect(typeof value, `${doc.id} ${field}`).toBe('number');
      }
    }
  });

  it('scores money to the cent, dates as the exact ISO day and names exact or close', () => {
    const doc = { type: 'receipt' as const, truth: { merchantName: 'HORNBACH', transactionDate: '2016-09-23', totalAmount: 152 } };
    expect(scoreRealWorld(doc, { merchantName: 'Hornbach', transactionDate: '2016-09-23', totalAmount: 152.001 }).map((v) => [v.field, v.right, v.close])).toEqual([
      ['merchantName', true, true],
      ['transactionDate', true, undefined],
      ['totalAmount', true, undefined],
    ]);
    const wrong = scoreRealWorld(doc, { merchantName: 'HORNBACH Baumarkt AG', transactionDate: '2016-09-22', totalAmount: 152.01 });
    expect(wrong.map((v) => [v.field, v.right, v.close])).toEqual([
      ['merchantName', false, true],
      ['transactionDate', false, undefined],
      ['totalAmount', false, undefined],
    ]);
    // A field the truth leaves out is not scored.
    expect(scoreRealWorld({ type: 'receipt', truth: { totalAmount: 174600 } }, { totalAmount: 174.6 }).map((v) => [v.field, v.right])).toEqual([['totalAmount', false]]);
  });

  it('calls names close on shared words (legal forms aside) or a small spelling difference, never on an empty reading', () => {
    expect(closeName('MediaMarkt', 'MEDIA MARKT')).toBe(true);
    expect(closeName('ROSSMANN', 'R0SSMANN')).toBe(true);
    expect(closeName('Delphin Apotheke', 'DELPHIN')).toBe(true);
    expect(closeName('Marktkauf Lehr', 'Thomas Lehr')).toBe(true);
    expect(closeName('toom', 'Aldi GmbH & Co. KG')).toBe(false);
    expect(closeName('Kaufland', 'toom Baumarkt GmbH')).toBe(false);
    expect(closeName('ALDI', 'Warburger Straße 130')).toBe(false);
    expect(closeName('ALDI', '')).toBe(false);
    expect(closeName('ALDI', undefined)).toBe(false);
  });
});
