import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildStorageKey, createStoredDocument, isSafeUserId, isStorageKeyOwnedBy, parseStorageKey, sanitizeFileName, storageBucketFor } from '../src';
import { TIME_ZONES, inTimeZone } from './support/time-zones';

const userId = '8f14e45f-ceea-4e7a-9c0b-1a2b3c4d5e6f';
const now = new Date('2024-02-29T23:59:59.123Z');

describe('storage buckets', () => {
  it.each([
    ['medical_bill', 'medical-documents'],
    ['user_payment', 'medical-documents'],
    ['insurance_payment', 'insurance-documents'],
  ] as const)('%s -> %s', (documentType, bucket) => {
    expect(storageBucketFor(documentType)).toBe(bucket);
  });
});

describe('sanitizeFileName', () => {
  it.each([
    ['bill.pdf', 'bill.pdf'],
    ['My Bill (1).PDF', 'My_Bill__1_.PDF'],
    ['../../etc/passwd', '.._.._etc_passwd'],
    ['a\\b/c', 'a_b_c'],
    ['résumé.docx', 'r_sum_.docx'],
    ['scan 2024-01-05.jpg', 'scan_2024-01-05.jpg'],
    ['', 'file'],
  ])('%j -> %j', (name, sanitized) => {
    expect(sanitizeFileName(name)).toBe(sanitized);
  });

  it('keeps the end (and extension) of very long names', () => {
    const sanitized = sanitizeFileName(`${'a'.repeat(500)}.pdf`);
    expect(sanitized).toHaveLength(200);
    expect(sanitized.endsWith('.pdf')).toBe(true);
  });
});

describe('buildStorageKey', () => {
  it.each([
    ['medical_bill', 'bill'],
    ['insurance_payment', 'eob'],
    ['user_payment', 'receipt'],
  ] as const)('%s files under %s-{date}-{timestamp}-{name}', (documentType, kind) => {
    const key = buildStorageKey({ userId, documentType, fileName: 'My Bill.pdf', now });
    expect(key).toBe(`${userId}/${kind}-2024-02-29-${now.getTime()}-My_Bill.pdf`);
    expect(parseStorageKey(key)).toEqual({ userId, kind, date: '2024-02-29', timestamp: now.getTime(), fileName: 'My_Bill.pdf' });
    expect(isStorageKeyOwnedBy(key, userId)).toBe(true);
    expect(isStorageKeyOwnedBy(key, 'someone-else')).toBe(false);
  });

  it.each(['', '../other', 'a/b', 'user id', '.hidden'])('refuses the user id %j', (badUserId) => {
    expect(isSafeUserId(badUserId)).toBe(false);
    expect(() => buildStorageKey({ userId: badUserId, documentType: 'medical_bill', fileName: 'x.pdf', now })).toThrow('Invalid user id for a storage key');
  });

  it('refuses an invalid date', () => {
    expect(() => buildStorageKey({ userId, documentType: 'medical_bill', fileName: 'x.pdf', now: new Date('nope') })).toThrow('Invalid date for a storage key');
  });

  it.each(['other/bill-2024-01-01-1-x.pdf/more', 'user/invoice-2024-01-01-1-x.pdf', 'user/bill-2024-01-01-x-x.pdf', `${userId}/../bill-2024-01-01-1-x.pdf`])(
    'parseStorageKey refuses %j',
    (key) => {
      expect(parseStorageKey(key)).toBeNull();
    },
  );

  it('property: no file name can leave the user prefix', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), fc.constantFrom('medical_bill', 'insurance_payment', 'user_payment' as const), (fileName, documentType) => {
        const key = buildStorageKey({ userId, documentType, fileName, now });
        expect(key.startsWith(`${userId}/`)).toBe(true);
        expect(key.split('/')).toHaveLength(2);
        const name = sanitizeFileName(fileName);
        expect(name).toMatch(/^[A-Za-z0-9._-]+$/);
        expect(key.endsWith(`-${name}`)).toBe(true);
        expect(parseStorageKey(key)?.userId).toBe(userId);
        expect(isStorageKeyOwnedBy(key, userId)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

// Server-side stamps (key date, a new record's date) are UTC days, whatever the process zone.
describe.each(TIME_ZONES)('UTC days in $zone', ({ zone, januaryOffsetMinutes }) => {
  it.each([
    ['2024-02-29T23:59:59.999Z', '2024-02-29'],
    ['2024-03-01T00:00:00.000Z', '2024-03-01'],
    ['2023-12-31T11:00:00.000Z', '2023-12-31'],
  ])('%s -> %s', (instant, day) => {
    inTimeZone(zone, januaryOffsetMinutes, () => {
      const at = new Date(instant);
      expect(parseStorageKey(buildStorageKey({ userId, documentType: 'medical_bill', fileName: 'x.pdf', now: at }))?.date).toBe(day);
      const record = createStoredDocument({ id: 'd', userId, familyMemberId: 'm', documentType: 'medical_bill', filePath: 'k', fileName: 'x.pdf', contentType: 'application/pdf', fileSize: 1, now: at });
      expect(record.document_date).toBe(day);
    });
  });
});
