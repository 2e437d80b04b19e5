import { describe, expect, it } from 'vitest';
import { buildPath, explanationsPath, paymentPath, safeExternalUrl } from '../src';

describe('paths', () => {
  it('encodes parameters and leaves out missing ones', () => {
    expect(buildPath('/x')).toBe('/x');
    expect(buildPath('/x', { a: 'b c', n: 1, t: true, skip: undefined, none: null })).toBe('/x?a=b%20c&n=1&t=true');
    expect(buildPath('/x', { 'a&b': '1=2' })).toBe('/x?a%26b=1%3D2');
  });

  it('builds the /payment and explanation links', () => {
    expect(paymentPath({ provider: 'A&B', date: null, amount: '10.00', familyMemberId: 'm1' })).toBe('/payment?provider=A%26B&amount=10.00&familyMemberId=m1');
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
