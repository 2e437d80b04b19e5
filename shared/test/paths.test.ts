import { describe, expect, it } from 'vitest';
import { backToSearchPath, bannerOutcome, buildPath, explanationsPath, paymentPath, safeExternalUrl, searchResultLink } from '../src';

describe('paths', () => {
  it('encodes parameters and leaves out missing ones', () => {
    expect(buildPath('/x')).toBe('/x');
    expect(buildPath('/x', { a: 'b c', n: 1, t: true, skip: undefined, none: null })).toBe('/x?a=b%20c&n=1&t=true');
    expect(buildPath('/x', { 'a&b': '1=2' })).toBe('/x?a%26b=1%3D2');
  });

  it('builds the /payment and explanation links', () => {
    expect(paymentPath({ familyMemberId: 'm1', billId: 'b&1' })).toBe('/payment?familyMemberId=m1&billId=b%261');
    expect(explanationsPath({ inNetwork: true, familyMemberId: 'm1', billId: 'b', eobId: 'e' })).toBe('/in-network-explanations?familyMemberId=m1&billId=b&eobId=e');
  });

  it.each([
    ['https://pay.example.com', 'https://pay.example.com'],
    ['HTTP://pay.example.com/x#y', 'HTTP://pay.example.com/x#y'],
    [' www.example.com ', 'https://www.example.com'],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['https://exa mple.com', null],
    ['//example.com', null],
    [null, null],
    [undefined, null],
  ])('safeExternalUrl(%j) = %s', (value, url) => {
    expect(safeExternalUrl(value)).toBe(url);
  });
});

describe('links built from a document carry ids only (issue 18: no PHI in URLs)', () => {
  // A bill and EOB full of PHI: none of it may appear in a query string, which leaves in the
  // Referer of every request and stays in access logs.
  const bill = {
    id: 'bill-1',
    familyMemberId: 'member-1',
    providerName: 'Lakeside Clinic',
    patientName: 'Jane Doe',
    serviceDate: '2026-02-03',
    subtotal: 1234.5,
    insurancePaid: 1000,
    amountDue: 234.5,
  };
  const eob = { id: 'eob-1', providerName: 'Lakeside Clinic', memberName: 'Jane Doe', serviceDate: '2026-02-03', amountBilled: 1234.5, planPaid: 1000, patientResponsibility: 234.5 };
  const idOnly = /^[A-Za-z0-9_-]+$/;

  function queryOf(path: string): [string, string][] {
    const query = path.split('?')[1] ?? '';
    return query === '' ? [] : query.split('&').map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]);
  }

  it.each([
    ['the perfect-match banner', () => bannerOutcome(bill, { state: 'perfect', eob }).action],
    ['the partial-match banner', () => bannerOutcome(bill, { state: 'partial', eob }).action],
    ['the in-network partial-match banner', () => bannerOutcome(bill, { state: 'partial', eob: { ...eob, isInNetwork: true } }).action],
  ])('%s', (_, action) => {
    const route = action();
    expect(route?.kind).toBe('route');
    const to = route?.kind === 'route' ? route.to : '';
    for (const [key, value] of queryOf(to)) expect([key, value]).toEqual([key, expect.stringMatching(idOnly)]);
    for (const phi of ['Lakeside', 'Jane', 'Doe', '2026', '234', '1234', '1,234']) expect(decodeURIComponent(to)).not.toContain(phi);
  });

  it('the payment, explanation, bill-detail and back-to-search links', () => {
    const links = [
      paymentPath({ familyMemberId: bill.familyMemberId, billId: bill.id }),
      explanationsPath({ inNetwork: false, familyMemberId: bill.familyMemberId, billId: bill.id, eobId: eob.id }),
      searchResultLink({ type: 'bill', id: bill.id }) ?? '',
      backToSearchPath(bill.familyMemberId),
    ];
    for (const link of links) {
      for (const [key, value] of queryOf(link)) expect([key, value]).toEqual([key, expect.stringMatching(idOnly)]);
    }
  });
});
