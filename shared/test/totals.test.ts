import { describe, expect, it } from 'vitest';
import { documentMonth, documentYear, totalCardCaption, totalLabel } from '../src';

describe('totals (Decision 3)', () => {
  it('counts a document in the year of its date, else of its creation', () => {
    expect(documentYear({ document_date: '2024-12-31', created_at: '2025-01-01T00:00:00.000Z' })).toBe(2024);
    expect(documentYear({ document_date: null, created_at: '2025-01-01T00:00:00.000Z' })).toBe(2025);
  });

  it('counts a document in the month of the same day', () => {
    expect(documentMonth({ document_date: '2024-12-31', created_at: '2025-01-01T00:00:00.000Z' })).toBe(12);
    expect(documentMonth({ document_date: null, created_at: '2025-07-01T00:00:00.000Z' })).toBe(7);
  });

  it.each([
    ['billed', null, 'All Family Members'],
    ['insurancePaid', null, 'All Family Members'],
    ['billed', 'Jane', 'Jane Bills'],
    ['insurancePaid', 'Jane', 'Jane Payments'],
    ['youPaid', 'Jane', 'Jane Amount Paid'],
  ] as const)('caption of %s for %s -> %s', (card, name, caption) => {
    expect(totalCardCaption(card, name)).toBe(caption);
  });

  it('labels the year', () => {
    expect(totalLabel(2025)).toBe('Total 2025');
  });
});
