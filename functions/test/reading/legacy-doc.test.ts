import { readFile } from 'node:fs/promises';
import { validateExtractedData } from '@fairbill/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalReader } from '../../src/adapters/reader/local-reader';
import { LocalStructurer } from '../../src/adapters/structurer/local-structurer';
import { scoreDocument } from '../../scripts/extract/compare';

// A legacy Word (.doc) bill: the corpus' physician-office DOCX, converted once with LibreOffice
// (no DOC writer is available at test time), with its ground truth beside it. Made-up data.
const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url);
const reader = new LocalReader();
afterAll(() => reader.close());

describe('legacy Word documents', () => {
  it('reads a .doc bill and structures it with the same rules as every other format', async () => {
    const bytes = new Uint8Array(await readFile(fixture('physician-office-bill.doc')));
    const truth = JSON.parse(await readFile(fixture('physician-office-bill.truth.json'), 'utf8')) as Record<string, unknown>;
    const reading = await reader.read({ bytes, contentType: 'application/msword', documentType: 'medical_bill' });
    expect(reading.engine).toBe('local-doc');
    const result = await new LocalStructurer().structure({ reading, documentType: 'medical_bill' });
    expect(scoreDocument('bill', truth, result.data as Record<string, unknown>).filter((score) => !score.right)).toEqual([]);
    expect(validateExtractedData('medical_bill', result.data).ok).toBe(true);
  });
});
