import {
  createStoredDocument,
  documentMonth,
  documentYear,
  FAMILY_SELECTION,
  MONTH_NUMBERS,
  searchDocuments as searchOracle,
  searchDocumentsResponseSchema,
  searchFiltersSchema,
  totalsResponseSchema,
} from '@fairbill/shared';
import type { DocumentType, StoredDocument, TotalsResponse } from '@fairbill/shared';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDocumentClient } from '../../src/adapters/dynamodb/client';
import { bulkLoadDocuments } from '../support/bulk-load';
import { newRecordFields } from '../../src/domain/documents/documents';
import { handler as createPayment } from '../../src/handlers/http/create-payment';
import { handler as deleteDocument } from '../../src/handlers/http/delete-document';
import { handler as getTotals } from '../../src/handlers/http/get-totals';
import { handler as searchDocuments } from '../../src/handlers/http/search-documents';
import { handler as updateDocument } from '../../src/handlers/http/update-document';
import { getDependencies } from '../../src/handlers/http/runtime';
import { call, newUser } from '../support/http-events';
import type { TestUser } from '../support/http-events';
import { addMember, defaultMemberId, seedDocument } from '../support/fixtures';
import { forbidInLogs } from '../support/log-guard';

const route = '/api/documents';
const types = ['medical_bill', 'insurance_payment', 'user_payment'] as const;

/** Every document of the user, read through the same search route the SPA uses (all pages). */
async function allDocuments(user: TestUser): Promise<StoredDocument[]> {
  const deps = getDependencies();
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const reply = await call(searchDocuments, {
      method: 'GET',
      route,
      query: { bills: 'true', eobs: 'true', receipts: 'true', limit: '100', ...(cursor ? { cursor } : {}) },
      user,
    });
    ids.push(...reply.body.results.map((result: { id: string }) => result.id));
    cursor = reply.body.nextCursor ?? undefined;
  } while (cursor);
  const docs = await Promise.all(ids.map((id) => deps.documents.get(user.sub, id)));
  return docs.filter((doc): doc is NonNullable<typeof doc> => doc !== null);
}

describe('GET /api/documents (search)', () => {
  const user = newUser();
  const seeded: StoredDocument[] = [];
  let self = '';
  let child = '';

  beforeAll(async () => {
    self = await defaultMemberId(user);
    child = await addMember(user);
    const days = ['2024-01-05', '2024-06-30', '2024-12-31', '2025-01-01', '2025-03-15', '2025-03-15', '2025-11-20'];
    for (let i = 0; i < 30; i += 1) {
      seeded.push(
        await seedDocument(user, {
          documentType: types[i % 3] ?? 'medical_bill',
          familyMemberId: i % 4 === 0 ? child : self,
          date: days[i % days.length] ?? '2025-01-01',
          amount: 1000 + i,
        }),
      );
    }
  });

  const cases: Record<string, string>[] = [
    { bills: 'true', eobs: 'true', receipts: 'true' },
    { bills: 'true' },
    { eobs: 'true', receipts: 'true', memberId: 'family' },
    { bills: 'true', eobs: 'true', memberId: 'CHILD' },
    { bills: 'true', eobs: 'true', receipts: 'true', startDate: '2024-06-30', endDate: '2025-03-15' },
    { receipts: 'true', memberId: 'SELF', startDate: '2025-01-01' },
    { bills: 'true', eobs: 'true', receipts: 'true', endDate: '2024-12-31' },
    { bills: 'true', startDate: '2025-03-15', endDate: '2025-03-15' },
    {},
  ];

  it.each(cases)('pages through the same results as the shared search rule (%o)', async (raw) => {
    const query = { ...raw, ...(raw.memberId === 'CHILD' ? { memberId: child } : raw.memberId === 'SELF' ? { memberId: self } : {}) };
    const expected = searchOracle(seeded, searchFiltersSchema.parse(query)).map((result) => result.id);
    const got: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const reply = await call(searchDocuments, { method: 'GET', route, query: { ...query, limit: '4', ...(cursor ? { cursor } : {}) }, user });
      expect(reply.status).toBe(200);
      searchDocumentsResponseSchema.parse(reply.body);
      expect(reply.body.results.length).toBeLessThanOrEqual(4);
      got.push(...reply.body.results.map((result: { id: string }) => result.id));
      cursor = reply.body.nextCursor ?? undefined;
      pages += 1;
    } while (cursor && pages < 50);
    expect(got).toEqual(expected);
  });

  it('returns the combined search result shape', async () => {
    const reply = await call(searchDocuments, { method: 'GET', route, query: { eobs: 'true', limit: '1' }, user });
    expect(reply.body.results[0]).toMatchObject({ type: 'eob', status: 'processed', description: 'Unknown Insurance', patientResponsibility: 0 });
  });

  it.each([
    ['bills', { bills: 'yes' }],
    ['startDate', { bills: 'true', startDate: '2025-02-30' }],
    ['endDate', { bills: 'true', endDate: '03/15/2025' }],
    ['startDate', { bills: 'true', startDate: '2025-02-01', endDate: '2025-01-01' }],
    ['memberId', { bills: 'true', memberId: '../x' }],
    ['limit', { bills: 'true', limit: '0' }],
    ['limit', { bills: 'true', limit: '101' }],
    ['cursor', { bills: 'true', cursor: '' }],
  ])('refuses a wrong %s (400)', async (field, query) => {
    const reply = await call(searchDocuments, { method: 'GET', route, query, user });
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toContain(field);
  });

  it('refuses a cursor that is not one of ours (400)', async () => {
    const reply = await call(searchDocuments, { method: 'GET', route, query: { bills: 'true', cursor: 'bm90LWEtY3Vyc29y' }, user });
    expect(reply).toMatchObject({ status: 400, body: { error: { code: 'invalid_cursor' } } });
  });
});

type Figures = Pick<TotalsResponse, 'billed' | 'insurancePaid' | 'youPaid'>;

/** The twelve months of a totals answer: zeros, except the figures given per month number. */
function monthsWith(figures: Record<number, Partial<Figures>> = {}): TotalsResponse['months'] {
  return Array.from({ length: 12 }, (_, index) => ({ month: index + 1, billed: 0, insurancePaid: 0, youPaid: 0, ...figures[index + 1] }));
}

/**
 * What GET /api/totals must answer, recomputed from the documents themselves (Decision 3: bills,
 * EOBs and user payments of the year and of each month, for one member or the family): a check of
 * the repository's running aggregates that does not read them.
 */
function recomputedTotals(documents: readonly StoredDocument[], year: number, memberId: string): Figures & Pick<TotalsResponse, 'months'> {
  const relevant = documents.filter((document) => (memberId === FAMILY_SELECTION || document.family_member_id === memberId) && documentYear(document) === year);
  const figuresOf = (some: readonly StoredDocument[]): Figures => {
    const sumOf = (type: DocumentType) => some.filter((document) => document.document_type === type).reduce((sum, document) => sum + document.amount, 0);
    return { billed: sumOf('medical_bill'), insurancePaid: sumOf('insurance_payment'), youPaid: sumOf('user_payment') };
  };
  return { ...figuresOf(relevant), months: MONTH_NUMBERS.map((month) => ({ month, ...figuresOf(relevant.filter((document) => documentMonth(document) === month)) })) };
}

async function totalsOf(user: TestUser, year: number, memberId: string): Promise<TotalsResponse> {
  const reply = await call(getTotals, { method: 'GET', route: '/api/totals', query: { year: String(year), memberId }, user });
  expect(reply.status).toBe(200);
  return totalsResponseSchema.parse(reply.body);
}

describe('GET /api/totals', () => {
  it('answers per year for the family and each member, from the aggregates, in cents', async () => {
    const user = newUser();
    const self = await defaultMemberId(user);
    const child = await addMember(user);
    // $100.10 + $0.20: in float dollars 100.1 + 0.2 is 100.30000000000001.
    await seedDocument(user, { documentType: 'medical_bill', familyMemberId: self, date: '2025-02-01', amount: 10010 });
    await seedDocument(user, { documentType: 'medical_bill', familyMemberId: child, date: '2025-12-31', amount: 20 });
    await seedDocument(user, { documentType: 'insurance_payment', familyMemberId: child, date: '2025-05-05', amount: 4005 });
    await seedDocument(user, { documentType: 'user_payment', familyMemberId: self, date: '2024-12-31', amount: 999 });
    const family = await call(getTotals, { method: 'GET', route: '/api/totals', query: { year: '2025' }, user });
    totalsResponseSchema.parse(family.body);
    expect(family.body).toEqual({
      year: 2025,
      memberId: null,
      billed: 10030,
      insurancePaid: 4005,
      youPaid: 0,
      months: monthsWith({ 2: { billed: 10010 }, 5: { insurancePaid: 4005 }, 12: { billed: 20 } }),
    });
    const childTotals = await call(getTotals, { method: 'GET', route: '/api/totals', query: { year: '2025', memberId: child }, user });
    expect(childTotals.body).toEqual({
      year: 2025,
      memberId: child,
      billed: 20,
      insurancePaid: 4005,
      youPaid: 0,
      months: monthsWith({ 5: { insurancePaid: 4005 }, 12: { billed: 20 } }),
    });
    const earlier = await call(getTotals, { method: 'GET', route: '/api/totals', query: { year: '2024', memberId: 'family' }, user });
    expect(earlier.body).toEqual({ year: 2024, memberId: null, billed: 0, insurancePaid: 0, youPaid: 999, months: monthsWith({ 12: { youPaid: 999 } }) });
    expect((await totalsOf(user, 2023, 'family')).months).toEqual(monthsWith());
    expect((await call(getTotals, { method: 'GET', route: '/api/totals', query: { year: '25' }, user })).status).toBe(400);
    expect((await call(getTotals, { method: 'GET', route: '/api/totals', query: { memberId: '' }, user })).status).toBe(400);
  });

  it('moves a document\'s cents between months, years and members exactly, and takes them back on delete', async () => {
    const user = newUser();
    const self = await defaultMemberId(user);
    const child = await addMember(user);
    const receipt = await seedDocument(user, {
      documentType: 'user_payment',
      familyMemberId: self,
      date: '2025-03-20',
      amount: 2015,
      extracted: { merchantName: 'Pharmacy', totalAmount: 2015, transactionDate: '2025-03-20', items: [], confidence: 0.9 },
    });
    await seedDocument(user, { documentType: 'medical_bill', familyMemberId: self, date: '2025-03-01', amount: 10010 });
    await seedDocument(user, { documentType: 'insurance_payment', familyMemberId: child, date: '2025-11-05', amount: 4000 });
    const others = { 3: { billed: 10010 }, 11: { insurancePaid: 4000 } };
    expect((await totalsOf(user, 2025, 'family')).months).toEqual(monthsWith({ ...others, 3: { billed: 10010, youPaid: 2015 } }));
    expect((await totalsOf(user, 2025, self)).months).toEqual(monthsWith({ 3: { billed: 10010, youPaid: 2015 } }));
    expect((await totalsOf(user, 2025, child)).months).toEqual(monthsWith({ 11: { insurancePaid: 4000 } }));

    const correct = async (extractedData: Record<string, unknown>) => {
      const current = await getDependencies().documents.get(user.sub, receipt.id);
      const reply = await call(updateDocument, {
        method: 'PATCH',
        route: `${route}/{documentId}`,
        pathParameters: { documentId: receipt.id },
        body: { expectedVersion: current?.version, extractedData },
        user,
      });
      expect(reply.status).toBe(200);
    };

    // Another month of the same year, with another amount: the year keeps only the new amount.
    await correct({ transactionDate: '2025-04-30', totalAmount: 2550 });
    const april = await totalsOf(user, 2025, 'family');
    expect(april).toMatchObject({ billed: 10010, insurancePaid: 4000, youPaid: 2550 });
    expect(april.months).toEqual(monthsWith({ ...others, 4: { youPaid: 2550 } }));

    // Another year: it leaves 2025 entirely.
    await correct({ transactionDate: '2024-12-31' });
    expect(await totalsOf(user, 2025, 'family')).toMatchObject({ youPaid: 0, months: monthsWith(others) });
    expect(await totalsOf(user, 2024, self)).toMatchObject({ youPaid: 2550, months: monthsWith({ 12: { youPaid: 2550 } }) });

    // Another member (no route moves a document yet; the repository's write does it in one transaction).
    const moved = await getDependencies().documents.get(user.sub, receipt.id);
    if (!moved) throw new Error('the receipt is gone');
    await getDependencies().documents.write([{ before: moved, after: { ...moved, family_member_id: child, version: moved.version + 1 } }]);
    expect((await totalsOf(user, 2024, self)).months).toEqual(monthsWith());
    expect(await totalsOf(user, 2024, child)).toMatchObject({ youPaid: 2550, months: monthsWith({ 12: { youPaid: 2550 } }) });
    expect((await totalsOf(user, 2024, 'family')).months).toEqual(monthsWith({ 12: { youPaid: 2550 } }));

    const deleted = await call(deleteDocument, { method: 'DELETE', route: `${route}/{documentId}`, pathParameters: { documentId: receipt.id }, user });
    expect(deleted.status).toBe(204);
    expect(await totalsOf(user, 2024, 'family')).toMatchObject({ youPaid: 0, months: monthsWith() });
    expect(await totalsOf(user, 2024, child)).toMatchObject({ youPaid: 0, months: monthsWith() });
    expect((await totalsOf(user, 2025, 'family')).months).toEqual(monthsWith(others));
  });

  it('bulk loading (the benchmark seed) leaves the same totals as a recomputation', async () => {
    const user = newUser();
    const self = await defaultMemberId(user);
    const deps = getDependencies();
    const records = Array.from({ length: 30 }, (_, i) => {
      const now = new Date(Date.UTC(2025, 0, 1, 0, 0, i));
      return {
        ...createStoredDocument({ id: ulid(now.getTime()), userId: user.sub, familyMemberId: self, documentType: types[i % 3] ?? 'medical_bill', filePath: 'x', fileName: 'x.pdf', contentType: 'application/pdf', fileSize: 1, now }),
        amount: 101 * i,
        document_date: i % 2 ? '2024-05-05' : '2025-05-05',
        storage_bucket: null,
        ...newRecordFields(now),
      };
    });
    await bulkLoadDocuments(createDocumentClient(), deps.env.TABLE_NAME, records);
    for (const year of [2024, 2025]) {
      for (const memberId of ['family', self]) expect(await totalsOf(user, year, memberId)).toMatchObject(recomputedTotals(records, year, memberId));
    }
    expect(await allDocuments(user)).toHaveLength(30);
  });

  it('stays exact under 50 concurrent creates, updates and deletes (vs a recomputation)', async () => {
    const user = newUser();
    // Spread over the months so that concurrent writes also move cents between months.
    const monthOf = (i: number) => String((i % 12) + 1).padStart(2, '0');
    forbidInLogs('Concurrency Pharmacy');
    const self = await defaultMemberId(user);
    const child = await addMember(user);
    const bills = [];
    const receipts = [];
    for (let i = 0; i < 10; i += 1) {
      bills.push(
        await seedDocument(user, {
          documentType: 'medical_bill',
          familyMemberId: i % 2 ? child : self,
          date: i % 3 ? '2025-04-01' : '2024-04-01',
          amount: 10000 + i * 11,
        }),
      );
    }
    for (let i = 0; i < 20; i += 1) {
      const amount = 2000 + i * 7;
      receipts.push(
        await seedDocument(user, {
          documentType: 'user_payment',
          familyMemberId: i % 2 ? self : child,
          date: `2025-${monthOf(i)}-0${(i % 9) + 1}`,
          amount,
          extracted: { merchantName: 'Concurrency Pharmacy', totalAmount: amount, transactionDate: '2025-06-01', items: [], confidence: 0.9 },
        }),
      );
    }
    const operations: Promise<unknown>[] = [];
    for (let i = 0; i < 20; i += 1) {
      const bill = bills[i % bills.length];
      operations.push(
        call(createPayment, {
          method: 'POST',
          route: '/api/payments',
          body: { billId: bill?.id, amount: 500 + i, cardLastFour: '4242', paymentDate: `${i % 2 ? 2025 : 2024}-${monthOf(i)}-07` },
          user,
        }),
      );
    }
    for (let i = 0; i < 15; i += 1) {
      const receipt = receipts[i];
      operations.push(
        call(updateDocument, {
          method: 'PATCH',
          route: `${route}/{documentId}`,
          pathParameters: { documentId: receipt?.id ?? '' },
          body: { expectedVersion: 1, extractedData: { totalAmount: 3333 + i * 100, transactionDate: `${i % 2 ? 2024 : 2025}-${monthOf(i * 5)}-03` } },
          user,
        }),
      );
    }
    for (let i = 0; i < 5; i += 1) {
      operations.push(call(deleteDocument, { method: 'DELETE', route: `${route}/{documentId}`, pathParameters: { documentId: receipts[15 + i]?.id ?? '' }, user }));
    }
    for (let i = 0; i < 10; i += 1) {
      // Deleting bills while payments are recorded against them: both orders must keep totals exact.
      if (i % 2 === 0) operations.push(call(deleteDocument, { method: 'DELETE', route: `${route}/{documentId}`, pathParameters: { documentId: bills[i]?.id ?? '' }, user }));
    }
    while (operations.length < 50) {
      operations.push(call(updateDocument, { method: 'PATCH', route: `${route}/{documentId}`, pathParameters: { documentId: receipts[0]?.id ?? '' }, body: { expectedVersion: 1, extractedData: { totalAmount: 100 } }, user }));
    }
    expect(operations).toHaveLength(50);
    const replies = (await Promise.all(operations)) as { status: number }[];
    // Every operation either happened or was refused as stale/missing; none failed.
    expect(replies.filter((reply) => ![200, 201, 204, 404, 409].includes(reply.status))).toEqual([]);
    const count = (status: number) => replies.filter((reply) => reply.status === status).length;
    // The first 15 corrections and the receipt deletions cannot lose a race; payments race with bill deletions.
    expect(count(200)).toBeGreaterThanOrEqual(15);
    expect(count(201)).toBeGreaterThan(0);
    expect(count(204)).toBeGreaterThanOrEqual(5);

    const docs = await allDocuments(user);
    for (const year of [2024, 2025]) {
      // The yearly figures and every month's, per member and for the family.
      for (const memberId of ['family', self, child]) expect(await totalsOf(user, year, memberId)).toMatchObject(recomputedTotals(docs, year, memberId));
    }
  });
});
