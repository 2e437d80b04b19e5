import { describe, expect, it } from 'vitest';
import { isVisitDocument, visitLinkChangeText, visitLinkRequestSchema, visitLinkStateText, visitOfDocument, type VisitLinkState } from '../src';
import { storedDocument } from './support/documents';

// Issue 14: a payment's hand link in plain words (the dashboard and the document's history).

const lakeside: VisitLinkState = { kind: 'visit', documentId: 'b1', providerName: 'Lakeside Clinic', dateOfService: '2025-03-04' };
const hillcrest: VisitLinkState = { kind: 'visit', documentId: 'e2', providerName: 'Hillcrest Imaging', dateOfService: null };
const automatic: VisitLinkState = { kind: 'automatic' };
const unlinked: VisitLinkState = { kind: 'unlinked' };

describe('visitLinkChangeText', () => {
  it.each([
    [automatic, lakeside, 'You linked this payment to the visit at Lakeside Clinic on 3/4/2025.'],
    [unlinked, lakeside, 'You linked this payment to the visit at Lakeside Clinic on 3/4/2025.'],
    [lakeside, hillcrest, 'You moved this payment from the visit at Lakeside Clinic on 3/4/2025 to the visit at Hillcrest Imaging.'],
    [lakeside, unlinked, 'You unlinked this payment from the visit at Lakeside Clinic on 3/4/2025: it counts in no visit.'],
    [automatic, unlinked, 'You unlinked this payment: it counts in no visit.'],
    [lakeside, automatic, 'You removed your link: FairBill matches this payment to a visit by its provider, date and amount again.'],
    [unlinked, automatic, 'You removed your link: FairBill matches this payment to a visit by its provider, date and amount again.'],
  ] as const)('%o -> %o', (before, after, text) => {
    expect(visitLinkChangeText({ before, after })).toBe(text);
  });

  it('leaves out what the document does not state, never "null"', () => {
    const dated: VisitLinkState = { kind: 'visit', documentId: 'x', providerName: null, dateOfService: '2025-12-31' };
    const unknown: VisitLinkState = { kind: 'visit', documentId: 'x', providerName: null, dateOfService: null };
    expect(visitLinkChangeText({ before: automatic, after: dated })).toBe('You linked this payment to the visit on 12/31/2025.');
    expect(visitLinkChangeText({ before: unknown, after: unlinked })).toBe('You unlinked this payment from a visit: it counts in no visit.');
  });
});

describe('visitLinkStateText', () => {
  it.each([
    [automatic, 'automatic match'],
    [unlinked, 'unlinked by hand'],
    [lakeside, 'linked to the visit at Lakeside Clinic on 3/4/2025'],
    [hillcrest, 'linked to the visit at Hillcrest Imaging'],
    [{ kind: 'visit', documentId: 'x', providerName: null, dateOfService: null } as const, 'linked to a visit'],
  ] as const)('%o', (state, text) => {
    expect(visitLinkStateText(state)).toBe(text);
  });
});

describe('visitOfDocument', () => {
  it("names a bill's visit by its provider and date of service (else its earliest line), an EOB's by its own", () => {
    const bill = storedDocument('medical_bill', {
      provider_name: 'LAKESIDE',
      ai_extracted_data: { providerName: ' Lakeside Clinic ', lineItems: [{ description: 'Visit', amount: 100, date: '2025-03-05' }, { description: 'Lab', amount: 100, date: '2025-03-04' }] },
    });
    expect(visitOfDocument(bill)).toEqual({ kind: 'visit', documentId: bill.id, providerName: 'Lakeside Clinic', dateOfService: '2025-03-04' });
    const eob = storedDocument('insurance_payment', { provider_name: 'Hillcrest Imaging', ai_extracted_data: { serviceDate: '2025-02-01' } });
    expect(visitOfDocument(eob)).toEqual({ kind: 'visit', documentId: eob.id, providerName: 'Hillcrest Imaging', dateOfService: '2025-02-01' });
    const unread = storedDocument('medical_bill', { provider_name: null, ai_extracted_data: null });
    expect(visitOfDocument(unread)).toEqual({ kind: 'visit', documentId: unread.id, providerName: null, dateOfService: null });
  });

  it('links to bills and EOBs only', () => {
    expect([storedDocument('medical_bill'), storedDocument('insurance_payment'), storedDocument('user_payment')].map(isVisitDocument)).toEqual([true, true, false]);
  });
});

describe('visitLinkRequestSchema', () => {
  it('takes a bill or EOB id, or unlinked: true, exactly one of them', () => {
    expect(visitLinkRequestSchema.parse({ documentId: '01JABC' })).toEqual({ documentId: '01JABC' });
    expect(visitLinkRequestSchema.parse({ unlinked: true, userId: 'someone-else' })).toEqual({ unlinked: true });
    for (const body of [{}, { unlinked: false }, { documentId: '01JABC', unlinked: true }, { documentId: '../x' }, { documentId: '' }, { documentId: null }]) {
      expect(visitLinkRequestSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});
