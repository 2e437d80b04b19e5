import { describe, expect, it } from 'vitest';
import {
  addDays,
  APPEAL_WINDOW_DAYS,
  BILL_DUE_ESTIMATE_DAYS,
  buildDeadlines,
  daysBetween,
  deadlineId,
  deadlineIdSchema,
  dueReminder,
  isTimeZone,
  localDay,
  REMINDER_DAYS_BEFORE,
  reminderDays,
  reminderKey,
  reminderMessages,
  timeZoneSchema,
  type Deadline,
  type DeadlineLetter,
  type ExtractedBill,
  type ExtractedEob,
  type StoredDocument,
} from '../src';
import { storedDocument } from './support/documents';
import { inTimeZone, TIME_ZONES } from './support/time-zones';

// Issue 14: deadlines from a member's documents and letters, and the days their reminders go out,
// under a fixed clock in the family's time zone (whatever the runtime's own zone is).

const DOS = '2026-02-02';
const baseBill: ExtractedBill = {
  providerName: 'Lakeside Clinic',
  patientName: 'Jane Doe',
  invoiceNumber: 'LC-1',
  invoiceDate: '2026-02-20',
  serviceDate: DOS,
  subtotal: 50000,
  insurancePaid: 40000,
  amountDue: 10000,
  lineItems: [],
  confidence: 0.9,
};
const baseEob: ExtractedEob = {
  insuranceCompany: 'Heronshield',
  statementDate: '2026-02-10',
  claimNumber: 'HS-1',
  memberName: 'Jane Doe',
  serviceDate: DOS,
  providerName: 'Lakeside Clinic',
  amountBilled: 50000,
  planPaid: 40000,
  patientResponsibility: 10000,
  confidence: 0.9,
};

function bill(changes: Partial<ExtractedBill> = {}, record: Partial<StoredDocument> = {}): StoredDocument {
  const data = { ...baseBill, ...changes };
  return storedDocument('medical_bill', { extraction_status: 'completed', ai_extracted_data: data, document_date: data.invoiceDate, amount: data.subtotal, ...record });
}
function eob(changes: Partial<ExtractedEob> = {}, record: Partial<StoredDocument> = {}): StoredDocument {
  const data = { ...baseEob, ...changes };
  return storedDocument('insurance_payment', { extraction_status: 'completed', ai_extracted_data: data, document_date: data.statementDate ?? null, amount: data.planPaid ?? 0, ...record });
}
const paid = (billDoc: StoredDocument, amount: number, date = '2026-02-25') =>
  storedDocument('user_payment', { extraction_status: 'completed', bill_id: billDoc.id, provider_name: 'Lakeside Clinic', amount, document_date: date, file_path: null });
const letter = (changes: Partial<DeadlineLetter> = {}): DeadlineLetter => ({ id: 'L1', memberId: 'm1', ledgerId: null, followUpOn: '2026-04-01', ...changes });

const summary = (deadlines: Deadline[]) => deadlines.map(({ id, kind, date, estimated }) => ({ id, kind, date, estimated }));

describe('calendar days', () => {
  it('adds and counts calendar days across month ends, leap days and DST changes', () => {
    expect(addDays('2026-02-20', 30)).toBe('2026-03-22');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-22', -14)).toBe('2026-03-08');
    expect(addDays('2026-02-10', 180)).toBe('2026-08-09');
    // The night the clocks go forward or back is still one calendar day.
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-11-02', '2026-10-31')).toBe(-2);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });

  it('refuses what is no calendar day', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => daysBetween('2026-01-01', 'soon')).toThrow(RangeError);
  });

  it('knows time zones by their IANA names only', () => {
    for (const zone of ['UTC', 'America/Los_Angeles', 'Pacific/Honolulu', 'America/New_York', 'Etc/GMT+10']) expect(isTimeZone(zone)).toBe(true);
    for (const zone of ['', 'Mars/Olympus', 'America/New_York\u200B', '../etc', 'A'.repeat(65), ' UTC']) expect(isTimeZone(zone)).toBe(false);
    expect(timeZoneSchema.safeParse('America/Chicago').success).toBe(true);
    expect(timeZoneSchema.safeParse('America/Atlantis').success).toBe(false);
  });
});

describe('the day in the family\'s time zone, under a fixed clock', () => {
  // US daylight saving time 2026: clocks go forward on March 8 at 2:00 and back on November 1 at 2:00.
  const cases = [
    // 06:30 UTC on March 8: 01:30 EST in New York (before the change), still March 7 in the west.
    ['2026-03-08T06:30:00Z', { UTC: '2026-03-08', 'America/New_York': '2026-03-08', 'America/Los_Angeles': '2026-03-07', 'Pacific/Honolulu': '2026-03-07' }],
    // 07:30 UTC: 03:30 EDT in New York (after), 23:30 PST in Los Angeles.
    ['2026-03-08T07:30:00Z', { UTC: '2026-03-08', 'America/New_York': '2026-03-08', 'America/Los_Angeles': '2026-03-07', 'Pacific/Honolulu': '2026-03-07' }],
    // 08:30 UTC: 00:30 PST in Los Angeles; Honolulu (no DST) is still on March 7 until 10:00 UTC.
    ['2026-03-08T08:30:00Z', { UTC: '2026-03-08', 'America/New_York': '2026-03-08', 'America/Los_Angeles': '2026-03-08', 'Pacific/Honolulu': '2026-03-07' }],
    ['2026-03-08T10:00:00Z', { UTC: '2026-03-08', 'America/New_York': '2026-03-08', 'America/Los_Angeles': '2026-03-08', 'Pacific/Honolulu': '2026-03-08' }],
    // Fall back: 03:30 UTC on November 1 is 23:30 EDT on October 31; 04:30 UTC is 00:30 EDT on November 1.
    ['2026-11-01T03:30:00Z', { UTC: '2026-11-01', 'America/New_York': '2026-10-31', 'America/Los_Angeles': '2026-10-31', 'Pacific/Honolulu': '2026-10-31' }],
    ['2026-11-01T04:30:00Z', { UTC: '2026-11-01', 'America/New_York': '2026-11-01', 'America/Los_Angeles': '2026-10-31', 'Pacific/Honolulu': '2026-10-31' }],
    // 01:30 happens twice in New York that night (EDT, then EST): the same day both times.
    ['2026-11-01T05:30:00Z', { UTC: '2026-11-01', 'America/New_York': '2026-11-01', 'America/Los_Angeles': '2026-10-31', 'Pacific/Honolulu': '2026-10-31' }],
    ['2026-11-01T06:30:00Z', { UTC: '2026-11-01', 'America/New_York': '2026-11-01', 'America/Los_Angeles': '2026-10-31', 'Pacific/Honolulu': '2026-10-31' }],
    // The daily sweep's hour (15:00 UTC) is the same calendar day in every US zone.
    ['2026-07-04T15:00:00Z', { UTC: '2026-07-04', 'America/New_York': '2026-07-04', 'America/Los_Angeles': '2026-07-04', 'Pacific/Honolulu': '2026-07-04' }],
  ] as const;

  it.each(cases)('%s', (instant, days) => {
    // Whatever the runtime's own zone (a Lambda's is UTC, a laptop's its owner's).
    for (const runtime of TIME_ZONES) {
      inTimeZone(runtime.zone, runtime.januaryOffsetMinutes, () => {
        for (const [zone, day] of Object.entries(days)) expect(localDay(new Date(instant), zone), `${zone} from ${runtime.zone}`).toBe(day);
      });
    }
  });

  it('sends the 14-day reminder on the family\'s own March 8, the night the clocks change', () => {
    // A deadline on March 22: its 14-day reminder is due on March 8 wherever the family lives.
    const due = (instant: string, zone: string) => dueReminder('2026-03-22', localDay(new Date(instant), zone));
    expect(due('2026-03-08T06:30:00Z', 'America/New_York')).toEqual({ daysBefore: 14, daysLeft: 14, key: '2026-03-22#14' });
    expect(due('2026-03-08T06:30:00Z', 'UTC')).toEqual({ daysBefore: 14, daysLeft: 14, key: '2026-03-22#14' });
    expect(due('2026-03-08T06:30:00Z', 'America/Los_Angeles')).toBeNull();
    expect(due('2026-03-08T08:30:00Z', 'America/Los_Angeles')).toMatchObject({ daysBefore: 14 });
    expect(due('2026-03-08T08:30:00Z', 'Pacific/Honolulu')).toBeNull();
    expect(due('2026-03-08T10:00:00Z', 'Pacific/Honolulu')).toMatchObject({ daysBefore: 14 });
  });

  it('sends the 3-day reminder on November 1 in New York, the night the clocks go back', () => {
    const due = (instant: string) => dueReminder('2026-11-04', localDay(new Date(instant), 'America/New_York'));
    // Still October 31 there: the 14-day reminder (caught up if it was missed), not yet the 3-day one.
    expect(due('2026-11-01T03:30:00Z')).toEqual({ daysBefore: 14, daysLeft: 4, key: '2026-11-04#14' });
    for (const instant of ['2026-11-01T04:30:00Z', '2026-11-01T05:30:00Z', '2026-11-01T06:30:00Z']) expect(due(instant)).toEqual({ daysBefore: 3, daysLeft: 3, key: '2026-11-04#3' });
  });
});

describe('the reminders of one deadline', () => {
  it('go out 14 days before, 3 days before and on the day', () => {
    expect(REMINDER_DAYS_BEFORE).toEqual([14, 3, 0]);
    expect(reminderDays('2026-03-22')).toEqual([
      { daysBefore: 14, day: '2026-03-08' },
      { daysBefore: 3, day: '2026-03-19' },
      { daysBefore: 0, day: '2026-03-22' },
    ]);
    expect(reminderKey('2026-03-22', 3)).toBe('2026-03-22#3');
  });

  it.each([
    [20, null],
    [15, null],
    [14, 14],
    // Caught up: a day the sweep missed, or a deadline learned 10 days before.
    [10, 14],
    [4, 14],
    [3, 3],
    [1, 3],
    [0, 0],
    [-1, null],
  ] as const)('%i days before: the %s-day reminder', (daysLeft, daysBefore) => {
    const reminder = dueReminder('2026-03-22', addDays('2026-03-22', -daysLeft));
    expect(reminder).toEqual(daysBefore === null ? null : { daysBefore, daysLeft, key: `2026-03-22#${daysBefore}` });
  });
});

describe('deadlines from documents and letters', () => {
  it("takes a bill's printed due date, else 30 days from its statement date as an estimate", () => {
    const printed = bill({ dueDate: '2026-03-15' });
    expect(summary(buildDeadlines([printed], []))).toEqual([{ id: `bill-due.${printed.id}`, kind: 'bill_due', date: '2026-03-15', estimated: false }]);
    const unprinted = bill();
    const [estimate] = buildDeadlines([unprinted], []);
    expect(estimate).toEqual({
      id: deadlineId('bill_due', unprinted.id),
      kind: 'bill_due',
      memberId: 'm1',
      ledgerId: unprinted.id,
      documentId: unprinted.id,
      letterId: null,
      providerName: 'Lakeside Clinic',
      date: addDays('2026-02-20', BILL_DUE_ESTIMATE_DAYS),
      estimated: true,
    });
  });

  it("takes the EOB's printed appeal deadline, else 180 days from its date (or the day it is filed under)", () => {
    const printed = eob({ appealDeadline: '2026-07-01' });
    expect(summary(buildDeadlines([printed], []))).toEqual([{ id: `appeal.${printed.id}`, kind: 'appeal', date: '2026-07-01', estimated: false }]);
    const estimated = eob();
    expect(summary(buildDeadlines([estimated], []))).toEqual([{ id: `appeal.${estimated.id}`, kind: 'appeal', date: addDays('2026-02-10', APPEAL_WINDOW_DAYS), estimated: true }]);
    const undated = eob({ statementDate: undefined }, { document_date: '2026-02-12' });
    expect(summary(buildDeadlines([undated], []))).toEqual([{ id: `appeal.${undated.id}`, kind: 'appeal', date: '2026-08-11', estimated: true }]);
  });

  it('gives a visit with its bill and EOB both deadlines, soonest first, from the latest statement', () => {
    const first = bill({ invoiceDate: '2026-02-20', dueDate: '2026-03-10' });
    const again = bill({ invoiceDate: '2026-03-20', dueDate: '2026-04-10' });
    const theEob = eob();
    expect(summary(buildDeadlines([theEob, first, again], []))).toEqual([
      { id: `bill-due.${again.id}`, kind: 'bill_due', date: '2026-04-10', estimated: false },
      { id: `appeal.${theEob.id}`, kind: 'appeal', date: '2026-08-09', estimated: true },
    ]);
  });

  it('keeps the due date while the bill is billed before insurance processed', () => {
    const early = bill({ invoiceDate: '2026-02-05', insurancePaid: 0, amountDue: 50000 });
    const [deadline] = buildDeadlines([early, eob()], []).filter((entry) => entry.kind === 'bill_due');
    expect(deadline).toMatchObject({ documentId: early.id, date: '2026-03-07' });
  });

  it('needs no reminder for a visit paid in full', () => {
    const theBill = bill();
    expect(buildDeadlines([theBill, eob(), paid(theBill, 10000)], [])).toEqual([]);
  });

  it('drops the due date, not the appeal, when more was paid than the insurer asks', () => {
    const theBill = bill();
    const theEob = eob();
    expect(summary(buildDeadlines([theBill, theEob, paid(theBill, 12500)], []))).toEqual([{ id: `appeal.${theEob.id}`, kind: 'appeal', date: '2026-08-09', estimated: true }]);
  });

  it('has no appeal for an EOB that leaves the member nothing to pay', () => {
    expect(buildDeadlines([eob({ patientResponsibility: 0, planPaid: 50000 })], [])).toEqual([]);
  });

  it('skips a bill whose statement date cannot be read, and documents not read yet', () => {
    const unreadable = bill({ invoiceDate: 'soon' as string });
    const pending = storedDocument('medical_bill', { extraction_status: 'processing' });
    const undatedEob = eob({ statementDate: undefined, patientResponsibility: 10000 }, { document_date: 'not a day' });
    expect(buildDeadlines([unreadable, pending], [])).toEqual([]);
    expect(buildDeadlines([undatedEob], [])).toEqual([]);
  });

  it("takes a letter's follow-up day, unless its visit is settled since", () => {
    const theBill = bill({ dueDate: '2026-03-15' });
    const open = letter({ id: 'L-open', ledgerId: theBill.id, followUpOn: '2026-03-01' });
    expect(buildDeadlines([theBill], [open]).map(({ id, ledgerId, providerName, date }) => ({ id, ledgerId, providerName, date }))).toEqual([
      { id: 'follow-up.L-open', ledgerId: theBill.id, providerName: 'Lakeside Clinic', date: '2026-03-01' },
      { id: `bill-due.${theBill.id}`, ledgerId: theBill.id, providerName: 'Lakeside Clinic', date: '2026-03-15' },
    ]);
    expect(buildDeadlines([theBill, paid(theBill, 10000)], [open])).toEqual([]);
    // A letter whose visit is gone still reminds; one without a follow-up day does not.
    const orphan = letter({ id: 'L-gone', ledgerId: 'gone', memberId: 'm2' });
    expect(buildDeadlines([], [orphan, letter({ id: 'L-none', followUpOn: null }), letter({ id: 'L-bad', followUpOn: '2026-02-30' })])).toEqual([
      { id: 'follow-up.L-gone', kind: 'follow_up', memberId: 'm2', ledgerId: 'gone', documentId: null, letterId: 'L-gone', providerName: null, date: '2026-04-01', estimated: false },
    ]);
    expect(buildDeadlines([], [letter({ id: 'L-loose' })])[0]).toMatchObject({ ledgerId: null });
  });

  it('orders deadlines of one day by id', () => {
    const ids = buildDeadlines([], [letter({ id: 'b' }), letter({ id: 'a' })]).map((deadline) => deadline.id);
    expect(ids).toEqual(['follow-up.a', 'follow-up.b']);
  });

  it('names each deadline so a path can carry it', () => {
    expect(deadlineIdSchema.safeParse(deadlineId('bill_due', '01JABCDEF')).success).toBe(true);
    for (const bad of ['bill_due.x', 'appeal.', 'appeal.a/b', 'follow-up#x', `appeal.${'a'.repeat(65)}`]) expect(deadlineIdSchema.safeParse(bad).success).toBe(false);
  });
});

describe('the reminder e-mail', () => {
  it('says which deadline, the day and how far off it is, with the first name only', () => {
    expect(reminderMessages.mailLine({ kind: 'bill_due', firstName: 'Emma', day: 'Mar 22, 2026', daysLeft: 14, estimated: false })).toBe("Emma's bill is due on Mar 22, 2026 (in 14 days).");
    expect(reminderMessages.mailLine({ kind: 'bill_due', firstName: null, day: 'Mar 22, 2026', daysLeft: 1, estimated: true })).toBe(
      "Your bill is due on Mar 22, 2026 (tomorrow). That day is an estimate: the bill prints no due date, so we count 30 days from its statement date.",
    );
    expect(reminderMessages.mailLine({ kind: 'appeal', firstName: 'Emma', day: 'Aug 09, 2026', daysLeft: 3, estimated: true })).toBe(
      "The last day to appeal Emma's EOB is Aug 09, 2026 (in 3 days). That day is an estimate: 180 days from the EOB's date, the shortest window the law allows for an internal appeal.",
    );
    expect(reminderMessages.mailLine({ kind: 'appeal', firstName: 'Emma', day: 'Aug 09, 2026', daysLeft: 0, estimated: false })).toBe("The last day to appeal Emma's EOB is Aug 09, 2026 (today).");
    expect(reminderMessages.mailLine({ kind: 'follow_up', firstName: 'Emma', day: 'Apr 01, 2026', daysLeft: 0, estimated: false })).toBe("Follow up on the letter you sent about Emma's visit: Apr 01, 2026 (today).");
    expect(reminderMessages.mailLine({ kind: 'appeal', firstName: null, day: 'Aug 09, 2026', daysLeft: 2, estimated: false })).toBe('The last day to appeal your EOB is Aug 09, 2026 (in 2 days).');
  });

  it("says when a deadline is the sample member's", () => {
    const sample = 'This deadline is from the sample documents, made up to show how FairBill works.';
    expect(reminderMessages.sampleNote).toBe(sample);
    expect(reminderMessages.mailLine({ kind: 'bill_due', firstName: 'Alex', day: 'Mar 22, 2026', daysLeft: 3, estimated: false, sample: true })).toBe(`Alex's bill is due on Mar 22, 2026 (in 3 days). ${sample}`);
    expect(reminderMessages.mailLine({ kind: 'appeal', firstName: 'Alex', day: 'Aug 09, 2026', daysLeft: 14, estimated: true, sample: true })).toBe(
      `The last day to appeal Alex's EOB is Aug 09, 2026 (in 14 days). That day is an estimate: 180 days from the EOB's date, the shortest window the law allows for an internal appeal. ${sample}`,
    );
    expect(reminderMessages.mailLine({ kind: 'follow_up', firstName: 'Alex', day: 'Apr 01, 2026', daysLeft: 0, estimated: false, sample: true })).toBe(`Follow up on the letter you sent about Alex's visit: Apr 01, 2026 (today). ${sample}`);
    expect(reminderMessages.mailLine({ kind: 'bill_due', firstName: 'Emma', day: 'Mar 22, 2026', daysLeft: 3, estimated: false, sample: false })).toBe("Emma's bill is due on Mar 22, 2026 (in 3 days).");
  });

  it('has a subject of one deadline or of several, without names', () => {
    expect(reminderMessages.mailSubject([{ kind: 'bill_due', daysLeft: 14 }])).toBe('FairBill reminder: a bill is due in 14 days');
    expect(reminderMessages.mailSubject([{ kind: 'appeal', daysLeft: 1 }])).toBe('FairBill reminder: the last day to appeal is tomorrow');
    expect(reminderMessages.mailSubject([{ kind: 'follow_up', daysLeft: 0 }])).toBe('FairBill reminder: follow up on your letter today');
    expect(reminderMessages.mailSubject([{ kind: 'bill_due', daysLeft: 3 }, { kind: 'appeal', daysLeft: 14 }])).toBe('FairBill reminders: 2 deadlines coming up');
  });

  it('links to the app, and says how to turn reminders off', () => {
    const text = reminderMessages.mailText(['A line.'], 'https://app.example/dashboard', 'https://app.example/account');
    expect(text).toBe(
      'Hello,\n\nA reminder from FairBill:\n\n- A line.\n\nSee the details in FairBill:\nhttps://app.example/dashboard\n\nYou can turn off the reminders of one deadline in the Reminders list on your dashboard, or every reminder e-mail on your account page:\nhttps://app.example/account\n\nFairBill',
    );
  });

  it('words the days the way the rules count them', () => {
    expect(reminderMessages.intro).toContain(`${REMINDER_DAYS_BEFORE[0]} days and ${REMINDER_DAYS_BEFORE[1]} days before`);
    expect(reminderMessages.estimateReasons.bill_due).toContain(`${BILL_DUE_ESTIMATE_DAYS} days`);
    expect(reminderMessages.estimateReasons.appeal).toContain(`${APPEAL_WINDOW_DAYS} days`);
    expect([0, 1, 5].map(reminderMessages.when)).toEqual(['Today', 'Tomorrow', 'In 5 days']);
    expect(reminderMessages.toggleLabel('Bill due', 'Mar 22, 2026')).toBe('E-mail reminders: Bill due, Mar 22, 2026');
    expect(reminderMessages.forMember('Emma')).toBe('For Emma');
    expect(reminderMessages.timeZone('America/Chicago')).toBe('Reminder days follow the calendar of America/Chicago.');
    expect(reminderMessages.useDeviceTimeZone('America/Chicago')).toBe("Use this device's time zone (America/Chicago)");
  });
});
