import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bannerOutcome,
  explanationsParamsSchema,
  flaggedHistoryRow,
  inNetworkAdvice,
  isSameEncounter,
  matchBillToEob,
  normalizePersonName,
  normalizeProviderName,
  paymentAmountDue,
  paymentPageParamsSchema,
  samePerson,
  sameProvider,
  type BannerBill,
  type MatchableEob,
} from '../src';

const bill: BannerBill = {
  id: 'bill-1',
  familyMemberId: 'm1',
  providerName: 'St. Mary’s Clinic',
  patientName: 'Jane A. Doe',
  serviceDate: '2024-01-05',
  // Cents (Decision 13): $500.00, $400.00, $100.00; the EOB is a cent off each.
  subtotal: 50000,
  insurancePaid: 40000,
  amountDue: 10000,
};
type TestEob = MatchableEob & { id: string; isInNetwork?: boolean };
const eob: TestEob = {
  id: 'eob-1',
  providerName: ' ST MARYS CLINIC ',
  memberName: 'DOE, JANE',
  serviceDate: '2024-01-05',
  amountBilled: 50001,
  planPaid: 39999,
  patientResponsibility: 10001,
  isInNetwork: true,
};

describe('normalization (Decision 12)', () => {
  it.each([
    ['St. Mary’s Clinic', 'stmarysclinic'],
    ['  ST MARYS CLINIC ', 'stmarysclinic'],
    ['Clínica São José, LLC', 'clinicasaojosellc'],
    ['!!!', ''],
  ])('provider %j -> %j', (name, normalized) => {
    expect(normalizeProviderName(name)).toBe(normalized);
  });

  it.each([
    ['Jane Doe', 'jane doe'],
    ['DOE, JANE', 'jane doe'],
    ['Doe, Jane A.', 'jane doe'],
    ['Jane A Doe', 'jane doe'],
    ["O'Brien, Seán", 'sean obrien'],
    ['J. R.', 'j r'],
    ['Mary-Kate Olsen', 'mary kate olsen'],
  ])('person %j -> %j', (name, normalized) => {
    expect(normalizePersonName(name)).toBe(normalized);
  });

  it.each([
    ['Jane Doe', 'DOE, JANE A.', true],
    ['Jane Doe', 'John Doe', false],
    ['Jane Doe', 'Doe Jane', false],
    ['', '', false],
  ])('samePerson(%j, %j) = %s', (a, b, same) => {
    expect(samePerson(a, b)).toBe(same);
  });

  it('treats empty providers as different', () => {
    expect(sameProvider('', '')).toBe(false);
    expect(sameProvider('...', '')).toBe(false);
  });
});

describe('matchBillToEob (spec section 4)', () => {
  it('perfect: same encounter, plan paid and patient responsibility within 1 cent', () => {
    expect(matchBillToEob(bill, [eob])).toEqual({ state: 'perfect', eob });
  });

  it.each([
    [{ planPaid: 39998 }, 'partial'],
    [{ patientResponsibility: 10002 }, 'partial'],
    [{ planPaid: undefined }, 'partial'],
    [{ amountBilled: 50002 }, 'none'],
    [{ amountBilled: 49999 }, 'perfect'],
    [{ serviceDate: '2024-01-06' }, 'none'],
    [{ serviceDate: undefined }, 'none'],
    [{ providerName: 'Other Clinic' }, 'none'],
    [{ memberName: 'Sam Doe' }, 'none'],
  ] as const)('EOB change %j -> %s', (change, state) => {
    expect(matchBillToEob(bill, [{ ...eob, ...change }]).state).toBe(state);
  });

  it.each([
    [{ amountDue: undefined }, 'partial'],
    [{ insurancePaid: undefined }, 'partial'],
    [{ serviceDate: undefined, lineItems: [{ description: 'x', amount: 100, date: '2024-01-05' }] }, 'perfect'],
    [{ serviceDate: undefined, lineItems: [] }, 'none'],
  ] as const)('bill change %j -> %s', (change, state) => {
    expect(matchBillToEob({ ...bill, ...change }, [eob]).state).toBe(state);
  });

  it('reads missing plan paid and insurance paid as $0', () => {
    expect(matchBillToEob({ ...bill, insurancePaid: undefined, amountDue: 50000 }, [{ ...eob, planPaid: undefined, patientResponsibility: 50000 }]).state).toBe('perfect');
  });

  it('prefers a perfect EOB over an earlier partial one, and takes the first partial', () => {
    const partialA = { ...eob, id: 'a', patientResponsibility: 0 };
    const partialB = { ...eob, id: 'b', patientResponsibility: 100 };
    const perfect = { ...eob, id: 'c' };
    expect(matchBillToEob(bill, [partialA, perfect])).toEqual({ state: 'perfect', eob: perfect });
    expect(matchBillToEob(bill, [partialA, partialB])).toEqual({ state: 'partial', eob: partialA });
    expect(matchBillToEob(bill, [])).toEqual({ state: 'none' });
  });

  it('date of service, not the document date: an EOB statement weeks later still matches', () => {
    expect(isSameEncounter({ ...bill, serviceDate: '2024-02-29' }, { ...eob, serviceDate: '2024-02-29' })).toBe(true);
  });
});

describe('matching properties', () => {
  const name = fc.string({ maxLength: 30 });

  it('provider and person comparisons are symmetric', () => {
    fc.assert(
      fc.property(name, name, (a, b) => {
        expect(sameProvider(a, b)).toBe(sameProvider(b, a));
        expect(samePerson(a, b)).toBe(samePerson(b, a));
      }),
    );
  });

  it('case, surrounding spaces and "LAST, FIRST" order never change the outcome', () => {
    const word = fc.stringMatching(/^[A-Za-z]{2,10}$/);
    fc.assert(
      fc.property(word, word, fc.nat(3), (first, last, pad) => {
        const spaces = ' '.repeat(pad);
        expect(samePerson(`${first} ${last}`, `${spaces}${last.toUpperCase()}, ${first.toLowerCase()}${spaces}`)).toBe(true);
        expect(sameProvider(`${first} ${last}`, `${spaces}${first.toUpperCase()} ${last}.${spaces}`)).toBe(true);
      }),
    );
  });

  it('amounts match exactly when within 1 cent, at any magnitude', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: -3, max: 3 }), (billed, delta) => {
        const other = billed + delta;
        const within = Math.abs(delta) <= 1;
        const candidate = { ...eob, amountBilled: other };
        expect(isSameEncounter({ ...bill, subtotal: billed }, candidate)).toBe(within);
        // Symmetric in the amounts: swapping bill and EOB amounts gives the same answer.
        expect(isSameEncounter({ ...bill, subtotal: other }, { ...candidate, amountBilled: billed })).toBe(within);
      }),
      { numRuns: 500 },
    );
  });

  it('matches $1.00 against $1.01, one cent apart (in float dollars 1.01 - 1 is 0.010000000000000009)', () => {
    expect(1.01 - 1 > 0.01).toBe(true);
    expect(isSameEncounter({ ...bill, subtotal: 100 }, { ...eob, amountBilled: 101 })).toBe(true);
    expect(isSameEncounter({ ...bill, subtotal: 100 }, { ...eob, amountBilled: 102 })).toBe(false);
  });
});

describe('bannerOutcome', () => {
  it('perfect with a safe pay-online link opens it', () => {
    expect(bannerOutcome({ ...bill, payOnlineLink: 'https://pay.example.com/bill?id=1' }, { state: 'perfect', eob })).toEqual({
      state: 'perfect',
      message: 'Your EOB and bill match. CLICK HERE TO PAY NOW',
      action: { kind: 'external', url: 'https://pay.example.com/bill?id=1' },
    });
    expect(bannerOutcome({ ...bill, payOnlineLink: 'www.example.com/pay' }, { state: 'perfect', eob }).action).toEqual({ kind: 'external', url: 'https://www.example.com/pay' });
  });

  it.each(['javascript:alert(1)', 'pay online at our office', 'ftp://example.com/x', 'https://localhost', '', undefined])(
    'perfect with the unsafe or missing link %j goes to /payment',
    (payOnlineLink) => {
      expect(bannerOutcome({ ...bill, payOnlineLink }, { state: 'perfect', eob })).toEqual({
        state: 'perfect',
        message: 'Your EOB and bill match. CLICK HERE TO PAY NOW',
        action: { kind: 'route', to: '/payment?familyMemberId=m1&billId=bill-1' },
      });
    },
  );

  it('the payment page pays the amount due, else the patient responsibility of the matched EOB', () => {
    expect(paymentAmountDue(bill, eob)).toBe(10000);
    expect(paymentAmountDue({ amountDue: -2000 }, eob)).toBe(-2000);
    expect(paymentAmountDue({}, eob)).toBe(10001);
    expect(paymentAmountDue({}, null)).toBeNull();
  });

  it.each([
    [true, '/in-network-explanations?familyMemberId=m1&billId=bill-1&eobId=eob-1'],
    [false, '/explanations?familyMemberId=m1&billId=bill-1&eobId=eob-1'],
    [undefined, '/explanations?familyMemberId=m1&billId=bill-1&eobId=eob-1'],
  ])('partial with isInNetwork=%s -> %s', (isInNetwork, to) => {
    expect(bannerOutcome(bill, { state: 'partial', eob: { ...eob, isInNetwork } })).toEqual({
      state: 'partial',
      message: 'Your EOB and bill do not match. Click here for list of potential explanations and actions',
      action: { kind: 'route', to },
    });
  });

  it('none', () => {
    expect(bannerOutcome(bill, { state: 'none' })).toEqual({ state: 'none', message: 'No matching EOB found.', action: null });
  });
});

describe('page parameters', () => {
  it('reads the /payment parameters back: ids only, malformed ones dropped', () => {
    // Links written before issue 18 still open the page; their PHI is ignored, never shown.
    expect(paymentPageParamsSchema.parse({ provider: 'City Clinic', date: '2024-01-05', amount: '766.40', familyMemberId: 'm1', billId: 'b1' })).toEqual({
      familyMemberId: 'm1',
      billId: 'b1',
    });
    expect(paymentPageParamsSchema.parse({ familyMemberId: '', billId: ' ' })).toEqual({});
    expect(paymentPageParamsSchema.parse({})).toEqual({});
    expect(explanationsParamsSchema.parse({ familyMemberId: 'm1', billId: 'b1', eobId: 'e1' })).toEqual({ familyMemberId: 'm1', billId: 'b1', eobId: 'e1' });
  });

  it('words the in-network advice with the amount', () => {
    expect(inNetworkAdvice(0)).toBe('Your EOB details indicate you owe $0.00 on this in-network bill. Send provider copy of EOB. Do not pay at this time.');
    expect(inNetworkAdvice(123450)).toBe('Your EOB details indicate you owe $1,234.50 on this in-network bill. Send provider copy of EOB. Do not pay at this time.');
  });

  it('flags the history row that asks for more', () => {
    expect(flaggedHistoryRow({ bill: 12000, eob: 2000 })).toBe('bill');
    expect(flaggedHistoryRow({ bill: 2000, eob: 12000 })).toBe('eob');
    expect(flaggedHistoryRow({ bill: 2000, eob: 2000 })).toBe('bill');
  });
});
