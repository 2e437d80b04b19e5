import { describe, expect, it } from 'vitest';
import { generateSamples } from './helpers';

describe('corpus generator', () => {
  it('is deterministic for a seed and writes ground truth for every file', async () => {
    const only = (l: { name: string }) => l.name === 'physician-office' || l.name === 'pharmacy';
    const a = await generateSamples({ seed: 42, pdfsPerLayout: 1, imagesPerLayout: 0, docxPerLayout: 0, only });
    const b = await generateSamples({ seed: 42, pdfsPerLayout: 1, imagesPerLayout: 0, docxPerLayout: 0, only });
    const c = await generateSamples({ seed: 43, pdfsPerLayout: 1, imagesPerLayout: 0, docxPerLayout: 0, only });
    expect(a.map((s) => s.truth)).toEqual(b.map((s) => s.truth));
    expect(a.map((s) => Buffer.from(s.bytes).toString('base64'))).toEqual(b.map((s) => Buffer.from(s.bytes).toString('base64')));
    expect(a.map((s) => s.truth)).not.toEqual(c.map((s) => s.truth));
    const bill = a.find((s) => s.type === 'bill')?.truth as { subtotal: number; lineItems: { amount: number }[]; amountDue: number; insurancePaid: number; insuranceDiscount: number };
    expect(bill.lineItems.reduce((sum, i) => sum + i.amount, 0)).toBeCloseTo(bill.subtotal, 2);
    expect(bill.subtotal - bill.insurancePaid - bill.insuranceDiscount).toBeCloseTo(bill.amountDue, 2);
  });
});
