import { describe, expect, it } from 'vitest';
import {
  backToSearchPath,
  foundResultsCaption,
  hasTypeFlag,
  searchDocuments,
  searchFiltersSchema,
  searchPath,
  searchResultCaption,
  searchResultLink,
  type SearchFilters,
} from '../src';
import { storedDocument } from './support/documents';

const bill1 = storedDocument('medical_bill', { id: 'bill1', document_date: '2024-01-05', created_at: '2024-01-06T00:00:00.000Z' });
const bill2 = storedDocument('medical_bill', { id: 'bill2', document_date: '2024-02-29', family_member_id: 'm2' });
const eob1 = storedDocument('insurance_payment', { id: 'eob1', document_date: '2024-01-05', created_at: '2024-01-07T00:00:00.000Z' });
const receipt1 = storedDocument('user_payment', { id: 'rcpt1', document_date: '2024-03-01' });
const sameDayA = storedDocument('medical_bill', { id: 'sameA', document_date: '2024-01-01', created_at: '2024-01-01T00:00:00.000Z' });
const sameDayB = storedDocument('medical_bill', { id: 'sameB', document_date: '2024-01-01', created_at: '2024-01-01T00:00:00.000Z' });
const documents = [bill1, bill2, eob1, receipt1, sameDayB, sameDayA];

const filters = (change: Partial<SearchFilters>): SearchFilters => ({ bills: false, eobs: false, receipts: false, ...change });
const ids = (change: Partial<SearchFilters>) => searchDocuments(documents, filters(change)).map((result) => result.id);

describe('searchDocuments (spec section 4)', () => {
  it.each([
    [{ bills: true, eobs: true, receipts: true }, ['rcpt1', 'bill2', 'eob1', 'bill1', 'sameA', 'sameB']],
    [{ bills: true }, ['bill2', 'bill1', 'sameA', 'sameB']],
    [{ eobs: true }, ['eob1']],
    [{ receipts: true }, ['rcpt1']],
    [{}, []],
    [{ bills: true, memberId: 'm2' }, ['bill2']],
    [{ bills: true, memberId: 'family' }, ['bill2', 'bill1', 'sameA', 'sameB']],
    [{ bills: true, eobs: true, startDate: '2024-01-05', endDate: '2024-02-29' }, ['bill2', 'eob1', 'bill1']],
    [{ bills: true, startDate: '2024-02-29' }, ['bill2']],
    [{ bills: true, endDate: '2024-01-01' }, ['sameA', 'sameB']],
    [{ bills: true, startDate: '2024-03-01', endDate: '2024-01-01' }, []],
  ])('%j -> %j', (change, expected) => {
    expect(ids(change)).toEqual(expected);
  });
});

describe('search URL parameters', () => {
  it('reads flags, member and dates; ignores malformed dates', () => {
    expect(searchFiltersSchema.parse({ bills: 'true', eobs: 'false', memberId: 'm1', startDate: '2024-01-01', endDate: '01/31/2024' })).toEqual({
      bills: true,
      eobs: false,
      receipts: false,
      memberId: 'm1',
      startDate: '2024-01-01',
      endDate: undefined,
    });
    expect(searchFiltersSchema.parse({ memberId: '' })).toMatchObject({ memberId: undefined });
  });

  it('writes only the set filters', () => {
    expect(searchPath({ bills: true, eobs: false, receipts: true, memberId: 'm 1', startDate: '2024-01-01' })).toBe('/search?bills=true&receipts=true&memberId=m%201&startDate=2024-01-01');
    expect(searchPath({})).toBe('/search');
    expect(backToSearchPath('m2')).toBe('/search?bills=true&eobs=true&memberId=m2');
  });

  it.each([
    [{ bills: 'true' }, true],
    [{ receipts: 'false' }, true],
    [{ memberId: 'm1' }, false],
    [{ eobs: null }, false],
  ])('hasTypeFlag(%j) = %s', (params, rerun) => {
    expect(hasTypeFlag(params)).toBe(rerun);
  });
});

describe('search captions', () => {
  it.each([
    ['bill', 'Amount billed'],
    ['eob', 'Insurance payment'],
    ['receipt', 'Payment amount'],
  ] as const)('%s -> %s', (type, caption) => {
    expect(searchResultCaption(type)).toBe(caption);
  });

  it.each([
    [0, undefined, 'Found 0 result(s)'],
    [3, null, 'Found 3 result(s)'],
    [1, 'Jane', 'Found 1 result(s) for Jane'],
  ])('%s results for %s -> %s', (count, name, caption) => {
    expect(foundResultsCaption(count, name)).toBe(caption);
  });

  it('links bills only', () => {
    expect(searchResultLink({ type: 'bill', id: 'b 1' })).toBe('/bill-detail?billId=b%201');
    expect(searchResultLink({ type: 'eob', id: 'e1' })).toBeNull();
    expect(searchResultLink({ type: 'receipt', id: 'r1' })).toBeNull();
  });
});
