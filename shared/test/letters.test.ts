import { describe, expect, it } from 'vitest';
import {
  createLetterRequestSchema,
  describeCharacter,
  draftLetter,
  letterMessages,
  letterDateText,
  letterFacts,
  letterKinds,
  normalizeLetterText,
  unprintableCharacters,
  updateLetterRequestSchema,
  type ExtractedBill,
  type ExtractedEob,
  type LedgerResult,
  type LetterFacts,
  type LetterSource,
} from '../src';

// Issue 14: the letters' kinds and drafts, amounts in cents (Decision 13). Every figure a draft
// states comes from the visit; a sentence whose figure is missing is left out.

const bill: ExtractedBill = {
  providerName: 'Lakeside Clinic',
  patientName: 'Jane Doe',
  invoiceNumber: 'LC-1',
  invoiceDate: '2025-03-10',
  serviceDate: '2025-03-04',
  providerAddress: '1 Shore Road, Lakeside, MN 55000',
  subtotal: 50000,
  amountDue: 50000,
  lineItems: [],
  confidence: 0.9,
};
const eob: ExtractedEob = {
  insuranceCompany: 'Heronshield',
  statementDate: '2025-03-15',
  claimNumber: 'HS-1',
  memberName: 'DOE, JANE',
  serviceDate: '2025-03-04',
  providerName: 'LAKESIDE CLINIC',
  amountBilled: 50000,
  allowedAmount: 30000,
  planPaid: 20000,
  patientResponsibility: 10000,
  confidence: 0.9,
};

type Ledger = LetterSource['ledger'];
const ledger = (result: LedgerResult, changes: Partial<Ledger> = {}): Ledger => ({
  providerName: 'Lakeside Clinic',
  dateOfService: '2025-03-04',
  insurerSaysYouOwe: 10000,
  providerBilledYou: 50000,
  youPaid: 0,
  result,
  ...changes,
});

const facts = (source: Partial<Omit<LetterSource, 'ledger'>> & { result?: LedgerResult; ledger?: Partial<Ledger> } = {}): LetterFacts =>
  letterFacts({
    bill: source.bill === undefined ? bill : source.bill,
    eob: source.eob === undefined ? eob : source.eob,
    payments: source.payments ?? [],
    ledger: ledger(source.result ?? { kind: 'billed_before_insurance', amount: 50000 }, source.ledger),
  });

const billedEarly = facts({ payments: [{ date: '2025-03-20', amount: 2500 }], ledger: { youPaid: 2500 } });

describe('letterFacts', () => {
  it('takes each fact from the document that states it: the bill for the patient and statement, the EOB for the claim and the plan', () => {
    expect(billedEarly).toEqual({
      result: { kind: 'billed_before_insurance', amount: 50000 },
      providerName: 'Lakeside Clinic',
      providerAddress: '1 Shore Road, Lakeside, MN 55000',
      insurerName: 'Heronshield',
      patientName: 'Jane Doe',
      claimNumber: 'HS-1',
      statementNumber: 'LC-1',
      dateOfService: '2025-03-04',
      statementDate: '2025-03-10',
      eobDate: '2025-03-15',
      billed: 50000,
      allowed: 30000,
      planPaid: 20000,
      statementInsurancePaid: null,
      insurerSaysYouOwe: 10000,
      providerBilledYou: 50000,
      payments: [{ date: '2025-03-20', amount: 2500 }],
      youPaid: 2500,
      hasBill: true,
      hasEob: true,
    });
  });

  it('falls back to the other document, and leaves blank or missing facts null', () => {
    const eobOnly = facts({ bill: null, ledger: { providerName: '  ', providerBilledYou: null }, payments: [{ date: '2025-04-02', amount: 100 }, { date: '2025-04-01', amount: 200 }] });
    expect(eobOnly).toMatchObject({ providerName: 'LAKESIDE CLINIC', patientName: 'DOE, JANE', billed: 50000, statementNumber: null, statementDate: null, providerAddress: null, hasBill: false });
    // Payments oldest first.
    expect(eobOnly.payments.map((payment) => payment.date)).toEqual(['2025-04-01', '2025-04-02']);
    const billOnly = facts({ eob: null, bill: { ...bill, patientName: ' ', invoiceNumber: '' }, ledger: { providerName: '', insurerSaysYouOwe: null } });
    expect(billOnly).toMatchObject({ providerName: 'Lakeside Clinic', patientName: null, claimNumber: null, insurerName: null, allowed: null, planPaid: null, eobDate: null, statementNumber: null, hasEob: false });
    expect(facts({ bill: null, eob: null, ledger: { providerName: '' } })).toMatchObject({ providerName: null, billed: null });
  });
});

describe('letterKinds', () => {
  it('re-bills a bill that came before the insurer, disputes a bill or payments, appeals an EOB; nothing once paid in full', () => {
    expect(letterKinds(billedEarly)).toEqual(['rebill_after_insurance', 'billing_dispute', 'insurer_appeal']);
    expect(letterKinds(facts({ result: { kind: 'owe', amount: 10000 } }))).toEqual(['billing_dispute', 'insurer_appeal']);
    expect(letterKinds(facts({ result: { kind: 'owe', amount: 10000 }, bill: null }))).toEqual(['insurer_appeal']);
    expect(letterKinds(facts({ result: { kind: 'refund_due', amount: 500 }, bill: null, payments: [{ date: '2025-04-01', amount: 10500 }] }))).toEqual(['billing_dispute', 'insurer_appeal']);
    expect(letterKinds(facts({ result: { kind: 'owe', amount: null }, eob: null }))).toEqual(['billing_dispute']);
    expect(letterKinds(facts({ result: { kind: 'paid_in_full', amount: null } }))).toEqual([]);
  });
});

describe('draftLetter', () => {
  it('re-bill after insurance: the statement came before the EOB; re-bill, itemize, hold from collections', () => {
    expect(draftLetter('rebill_after_insurance', billedEarly, 'Jane Doe')).toEqual({
      kind: 'rebill_after_insurance',
      sender: 'Jane Doe',
      recipient: 'Billing Office\nLakeside Clinic\n1 Shore Road, Lakeside, MN 55000',
      subject: 'Request to re-bill after insurance: claim HS-1, patient Jane Doe, date of service March 4, 2025, statement LC-1',
      text: [
        'Dear Billing Office:',
        '',
        "I received your statement LC-1, dated March 10, 2025, for Jane Doe's visit on March 4, 2025, which asks me to pay $500.00. The statement came before Heronshield processed the claim (claim HS-1): the Explanation of Benefits is dated March 15, 2025.",
        '',
        "Here are the figures for this visit, from your statement, my insurer's Explanation of Benefits and my payment records:",
        '- Amount billed: $500.00',
        '- Allowed by my plan: $300.00',
        '- Paid by my plan: $200.00',
        '- My responsibility on the Explanation of Benefits: $100.00',
        '- Your statement asks me to pay: $500.00',
        '- Payments I have made: $25.00 on March 20, 2025',
        '',
        'Please:',
        "- re-bill this visit after applying my insurance's payment and adjustments, so that my balance is my responsibility of $100.00 less the $25.00 I have paid;",
        '- then send me a corrected, itemized bill listing each service with its date, its billing code (CPT or HCPCS) and its charge, and every payment and adjustment on this account;',
        '- hold this account from collections, and do not report it to a credit bureau, while this dispute is open.',
        '',
        'Please reply to me in writing. Thank you for your help.',
        '',
        'Sincerely,',
        '',
        'Jane Doe',
      ].join('\n'),
    });
  });

  it('billing dispute: the figures, the disagreement, a corrected balance, an itemized bill and no collections', () => {
    const owe = facts({ result: { kind: 'owe', amount: 10000 }, bill: { ...bill, insurancePaid: 20000, amountDue: 30000 }, ledger: { providerBilledYou: 30000 } });
    expect(draftLetter('billing_dispute', owe, null)).toEqual({
      kind: 'billing_dispute',
      sender: '',
      recipient: 'Billing Office\nLakeside Clinic\n1 Shore Road, Lakeside, MN 55000',
      subject: 'Billing dispute: claim HS-1, patient Jane Doe, date of service March 4, 2025, statement LC-1',
      text: [
        'Dear Billing Office:',
        '',
        "I am writing to dispute the bill for Jane Doe's visit on March 4, 2025 (statement LC-1, dated March 10, 2025).",
        '',
        "Here are the figures for this visit, from your statement and my insurer's Explanation of Benefits:",
        '- Amount billed: $500.00',
        '- Allowed by my plan: $300.00',
        '- Paid by my plan: $200.00',
        '- My responsibility on the Explanation of Benefits: $100.00',
        '- Your statement asks me to pay: $300.00',
        '',
        "My insurer's Explanation of Benefits shows my responsibility as $100.00, but your statement asks me to pay $300.00.",
        '',
        'Please:',
        '- correct my balance to match the Explanation of Benefits;',
        '- send me an itemized bill listing each service with its date, its billing code (CPT or HCPCS) and its charge, and every payment and adjustment on this account;',
        '- hold this account from collections, and do not report it to a credit bureau, while this dispute is open.',
        '',
        'Please reply to me in writing. Thank you for your help.',
        '',
        'Sincerely,',
      ].join('\n'),
    });
  });

  it('insurer appeal: the claim and its figures, a review of the responsibility, an itemized statement, and the account held from collections', () => {
    expect(draftLetter('insurer_appeal', billedEarly, '  Jane Doe ')).toEqual({
      kind: 'insurer_appeal',
      sender: 'Jane Doe',
      recipient: 'Appeals Department\nHeronshield',
      subject: 'Appeal: claim HS-1, patient Jane Doe, date of service March 4, 2025',
      text: [
        'Dear Appeals Department:',
        '',
        "I am writing to appeal your processing of claim HS-1 for Jane Doe's visit with Lakeside Clinic on March 4, 2025.",
        '',
        'Here are the figures for this claim, from your Explanation of Benefits dated March 15, 2025 and my payment records:',
        '- Amount billed: $500.00',
        '- Amount allowed: $300.00',
        '- Paid by the plan: $200.00',
        '- Patient responsibility: $100.00',
        '- Payments I have made to the provider: $25.00 on March 20, 2025',
        '',
        'I ask you to review this claim and reconsider the $100.00 you assigned to me as patient responsibility. Please send me a written explanation of how the allowed amount and my responsibility were calculated, with the plan provisions you relied on, and copies of the documents relevant to this claim.',
        '',
        'Please:',
        '- send me an itemized statement of this claim listing each service with its date, its billing code, the amount billed, the amount allowed and the reason for any denial or adjustment;',
        '- note on the claim that it is under appeal and tell Lakeside Clinic, so that the account is held from collections while this appeal is open.',
        '',
        'Please reply to me in writing. Thank you for your help.',
        '',
        'Sincerely,',
        '',
        'Jane Doe',
      ].join('\n'),
    });
  });

  it.each(['billing_dispute', 'rebill_after_insurance', 'insurer_appeal'] as const)('%s asks for an itemized bill and for the account to be held from collections while it is open', (kind) => {
    const { text } = draftLetter(kind, billedEarly, null);
    expect(text).toMatch(/itemized (bill|statement)/);
    expect(text).toMatch(/(hold this account from collections|held from collections).*while this (dispute|appeal) is open/);
  });

  describe('leaves out what no document states', () => {
    const bare = facts({
      bill: { ...bill, providerName: '', patientName: '', invoiceNumber: '', providerAddress: undefined, insurancePaid: 0 },
      eob: null,
      ledger: { providerName: '', dateOfService: null, insurerSaysYouOwe: null, providerBilledYou: null },
      result: { kind: 'billed_before_insurance', amount: null },
    });

    it('no patient, date of service, statement number, provider or EOB: the sentences that need them go', () => {
      const rebill = draftLetter('rebill_after_insurance', { ...bare, statementDate: null }, null);
      expect(rebill.recipient).toBe('Billing Office');
      expect(rebill.subject).toBe('Request to re-bill after insurance');
      expect(rebill.text).toContain('I received your statement for the visit. The statement shows no insurance payment.');
      expect(rebill.text).toContain('Here are the figures for this visit, from your statement:\n- Amount billed: $500.00\n\nPlease:');
      expect(rebill.text).toContain('- bill my insurance first, and bill me only for what remains once the claim is processed;');
      expect(rebill.text).not.toMatch(/null|undefined|NaN|\$0\.00/);

      const dispute = draftLetter('billing_dispute', bare, null);
      expect(dispute.text).toContain('I am writing to dispute the bill for the visit (dated March 10, 2025).');
      expect(dispute.text).toContain('The statement shows no insurance payment.');
      expect(dispute.text).not.toContain('correct my balance');
    });

    it('a statement with neither number nor date, an EOB without a claim number, a re-bill with nothing paid yet', () => {
      const unnamed = { ...billedEarly, statementNumber: null, statementDate: null, claimNumber: null, eobDate: '2025-03-15' };
      expect(draftLetter('billing_dispute', unnamed, null).text).toContain("I am writing to dispute the bill for Jane Doe's visit on March 4, 2025.\n");
      const early = { ...billedEarly, claimNumber: null, payments: [], youPaid: 0 };
      const rebill = draftLetter('rebill_after_insurance', early, null).text;
      expect(rebill).toContain('The statement came before Heronshield processed the claim: the Explanation of Benefits is dated March 15, 2025.');
      expect(rebill).toContain('so that my balance is my responsibility of $100.00;');
    });

    it('figures whose source is not named are still listed', () => {
      const unsourced: LetterFacts = { ...billedEarly, hasBill: false, hasEob: false, payments: [], youPaid: 0 };
      expect(draftLetter('insurer_appeal', unsourced, null).text).toContain('Here are the figures for this claim:\n- Amount billed: $500.00');
    });

    it('a statement showing an insurance payment and no EOB says nothing of its timing', () => {
      const paidBill = { ...bare, statementInsurancePaid: 5000 };
      const rebill = draftLetter('rebill_after_insurance', paidBill, null);
      expect(rebill.text).toContain('I received your statement, dated March 10, 2025, for the visit. It appears to have been sent before my insurance processed the claim.');
      expect(draftLetter('billing_dispute', paidBill, null).text).not.toContain('statement shows');
    });

    it('no figures at all: no list of figures', () => {
      const none = facts({ bill: null, eob: null, ledger: { insurerSaysYouOwe: null, providerBilledYou: null }, result: { kind: 'owe', amount: null } });
      const dispute = draftLetter('billing_dispute', none, null);
      expect(dispute.text).toContain("I am writing about the payments I made for the visit on March 4, 2025.\n\nPlease:");
      expect(dispute.text).not.toContain('Here are the figures');
    });

    it('an appeal without a claim number, a provider or the responsibility', () => {
      const appeal = draftLetter('insurer_appeal', { ...billedEarly, claimNumber: null, providerName: null, insurerName: null, insurerSaysYouOwe: null, eobDate: null, payments: [] }, null);
      expect(appeal.recipient).toBe('Appeals Department');
      expect(appeal.subject).toBe('Appeal: patient Jane Doe, date of service March 4, 2025');
      expect(appeal.text).toContain("I am writing to appeal your processing of the claim for Jane Doe's visit on March 4, 2025.");
      expect(appeal.text).toContain('Here are the figures for this claim, from your Explanation of Benefits:');
      expect(appeal.text).toContain('reconsider the amount you assigned to me');
      expect(appeal.text).toContain('tell the provider, so that the account is held from collections');
    });
  });

  describe('what the dispute is about, by the ledger result', () => {
    it('paid twice: the repeated payment, and a refund of what was paid again', () => {
      const twice = facts({ result: { kind: 'paid_twice', amount: 10000 }, payments: [{ date: '2025-04-01', amount: 10000 }, { date: '2025-04-01', amount: 10000 }], ledger: { youPaid: 20000 } });
      const { text } = draftLetter('billing_dispute', twice, null);
      expect(text).toContain('- Payments I have made: $200.00 ($100.00 on April 1, 2025 and $100.00 on April 1, 2025)');
      expect(text).toContain('My records show two payments of $100.00 on April 1, 2025: it appears I paid the same amount more than once.');
      expect(text).toContain('- refund the $100.00 I paid more than once;');
      const sixTimes = facts({ result: { kind: 'paid_twice', amount: null }, payments: Array.from({ length: 6 }, () => ({ date: '2025-04-01', amount: 100 })), ledger: { youPaid: 600 } });
      expect(draftLetter('billing_dispute', sixTimes, null).text).toContain('My records show 6 payments of $1.00');
      expect(draftLetter('billing_dispute', sixTimes, null).text).not.toContain('refund');
      // The ledger counted a repeat these payments do not show: nothing is claimed about them.
      const unseen = facts({ result: { kind: 'paid_twice', amount: 100 }, payments: [{ date: '2025-04-01', amount: 100 }, { date: '2025-04-02', amount: 100 }, { date: '2025-04-03', amount: 5 }], ledger: { youPaid: 205 } });
      const unseenText = draftLetter('billing_dispute', unseen, null).text;
      expect(unseenText).not.toContain('My records show');
      expect(unseenText).toContain('$2.05 ($1.00 on April 1, 2025, $1.00 on April 2, 2025 and $0.05 on April 3, 2025)');
    });

    it('refund due: by the EOB, or by what was owed when there is no EOB', () => {
      const byEob = facts({ result: { kind: 'refund_due', amount: 2500 }, payments: [{ date: '2025-04-01', amount: 12500 }], ledger: { youPaid: 12500 } });
      expect(draftLetter('billing_dispute', byEob, null).text).toContain(
        'By my records I have paid $125.00 in total, which is $25.00 more than my responsibility of $100.00 on the Explanation of Benefits.',
      );
      expect(draftLetter('billing_dispute', byEob, null).text).toContain('- refund the $25.00 I overpaid;');
      const noEob = facts({ eob: null, result: { kind: 'refund_due', amount: 500 }, payments: [{ date: '2025-04-01', amount: 50500 }], ledger: { youPaid: 50500, insurerSaysYouOwe: null } });
      expect(draftLetter('billing_dispute', noEob, null).text).toContain('which is $5.00 more than what I owe for this visit.');
      const unknown = draftLetter('billing_dispute', facts({ result: { kind: 'refund_due', amount: null } }), null).text;
      expect(unknown).not.toContain('refund');
    });

    it('billed before insurance: the plan paid what the statement does not show', () => {
      const sameDay = facts({ bill: { ...bill, invoiceDate: '2025-03-20' } });
      expect(draftLetter('billing_dispute', sameDay, null).text).toContain('The statement shows no insurance payment, but the Explanation of Benefits shows that my plan paid $200.00.');
      const disagrees = facts({ bill: { ...bill, invoiceDate: '2025-03-20', insurancePaid: 20000 } });
      expect(draftLetter('billing_dispute', disagrees, null).text).toContain("The amount on the statement does not match Heronshield's Explanation of Benefits.");
      expect(draftLetter('billing_dispute', { ...disagrees, insurerName: null }, null).text).toContain("does not match my insurer's Explanation of Benefits.");
    });

    it('owe: a statement that agrees with the EOB (before or after the payments) is not disputed on its figures', () => {
      const agrees = facts({ result: { kind: 'owe', amount: 7500 }, ledger: { providerBilledYou: 7500, youPaid: 2500 }, payments: [{ date: '2025-04-01', amount: 2500 }] });
      expect(draftLetter('billing_dispute', agrees, null).text).not.toContain('but your statement asks');
      const same = facts({ result: { kind: 'owe', amount: 10000 }, ledger: { providerBilledYou: 10000 } });
      expect(draftLetter('billing_dispute', same, null).text).not.toContain('correct my balance');
    });

    it('a denied claim is appealed as a denial', () => {
      const denied = facts({ eob: { ...eob, planPaid: 0, patientResponsibility: 30000 }, ledger: { insurerSaysYouOwe: 30000 }, result: { kind: 'owe', amount: 30000 } });
      expect(draftLetter('insurer_appeal', denied, null).text).toContain(
        'The plan paid nothing toward this claim. I ask you to review this claim and reconsider the denial of payment and the $300.00 you assigned to me as patient responsibility.',
      );
    });
  });
});

describe('what a letter may hold', () => {
  it('prints ASCII, Latin-1 and the Windows-1252 punctuation; names every other character once', () => {
    expect(unprintableCharacters('Zoë Brontë paid €12 — “thanks”\n\tok ½')).toEqual([]);
    expect(unprintableCharacters('a😀b😀\u200Bc\u0007\u0080ł')).toEqual(['😀', '\u200B', '\u0007', '\u0080', 'ł']);
    // Decomposed accents are composed first: "é" as e + U+0301 prints.
    expect(unprintableCharacters('Cafe\u0301')).toEqual([]);
    expect(describeCharacter('😀')).toBe('"😀" (U+1F600)');
    expect(describeCharacter('\u200B')).toBe('U+200B');
    expect(describeCharacter('\u0007')).toBe('U+0007');
  });

  it('stores line breaks as \\n', () => {
    expect(normalizeLetterText('a\r\nb\rc\n')).toBe('a\nb\nc\n');
  });

  it('checks each part: required, bounded, printable; the date and kind', () => {
    const valid = { kind: 'billing_dispute', sender: '', recipient: 'Billing Office', subject: 'Dispute', text: 'Dear Billing Office:\r\nHello.' };
    expect(createLetterRequestSchema.parse(valid)).toEqual({ ...valid, text: 'Dear Billing Office:\nHello.' });
    const issues = (body: unknown) => createLetterRequestSchema.safeParse(body).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(issues({ ...valid, recipient: ' \n ' })).toEqual(['recipient: To is required.']);
    expect(issues({ ...valid, sender: 'x'.repeat(501) })).toEqual(['sender: From can have at most 500 characters.']);
    expect(issues({ ...valid, text: 'Hello 😀' })).toEqual(['text: The PDF cannot print "😀" (U+1F600). Please remove or replace it.']);
    expect(issues({ ...valid, text: 'ĀāĂăĄąĆć' })).toEqual(['text: The PDF cannot print "Ā" (U+0100), "ā" (U+0101), "Ă" (U+0102), "ă" (U+0103) and "Ą" (U+0104). Please remove or replace it.']);
    expect(issues({ ...valid, kind: 'complaint' })?.[0]).toMatch(/^kind: /);
    expect(issues({ ...valid, letterDate: '2025-02-30' })?.[0]).toMatch(/^letterDate: /);
  });

  it('records sent on with an optional follow-up on or after it', () => {
    expect(updateLetterRequestSchema.parse({ sentOn: '2025-03-01', followUpOn: '2025-03-01' })).toEqual({ sentOn: '2025-03-01', followUpOn: '2025-03-01' });
    expect(updateLetterRequestSchema.parse({ sentOn: null })).toEqual({ sentOn: null });
    expect(updateLetterRequestSchema.safeParse({ sentOn: '2025-03-02', followUpOn: '2025-03-01' }).success).toBe(false);
    expect(updateLetterRequestSchema.safeParse({ sentOn: null, followUpOn: '2025-03-01' }).success).toBe(false);
    expect(updateLetterRequestSchema.safeParse({}).success).toBe(false);
  });

  it('words the page\'s own strings', () => {
    expect(letterMessages.writeLetterAbout('Lakeside Clinic, 3/4/2025')).toBe('Write a letter about Lakeside Clinic, 3/4/2025');
    expect(letterMessages.written('Mar 20, 2025')).toBe('Written Mar 20, 2025');
    expect(letterMessages.sentOn('Mar 21, 2025')).toBe('Sent on Mar 21, 2025');
    expect(letterMessages.followUpOn('Apr 20, 2025')).toBe('Follow up on Apr 20, 2025');
  });

  it('writes dates as a letter does', () => {
    expect(letterDateText('2025-12-05')).toBe('December 5, 2025');
    expect(letterDateText('soon')).toBe('soon');
  });
});
