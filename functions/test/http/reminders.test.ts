import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, DEFAULT_REMINDER_TIME_ZONE, localDay, reminderSettingsResponseSchema, remindersResponseSchema, utcDateOnly } from '@fairbill/shared';
import { describe, expect, it } from 'vitest';
import { createDataDependencies } from '../../src/adapters/data-dependencies';
import { createDocumentClient } from '../../src/adapters/dynamodb/client';
import { letterSk, userPk } from '../../src/adapters/dynamodb/keys';
import { DynamoReminderStore } from '../../src/adapters/dynamodb/reminder-repository';
import { listReminders, setDeadlineReminders } from '../../src/domain/reminders/reminders';
import { handler as getReminderSettings } from '../../src/handlers/http/get-reminder-settings';
import { handler as getReminders } from '../../src/handlers/http/get-reminders';
import { handler as updateDeadlineReminders } from '../../src/handlers/http/update-deadline-reminders';
import { handler as updateReminderSettings } from '../../src/handlers/http/update-reminder-settings';
import { getEnv } from '../../src/lib/env';
import { countingClient } from '../support/counting-client';
import { addMember, defaultMemberId, seedDocument } from '../support/fixtures';
import { call, newUser, type TestUser } from '../support/http-events';
import { forbidInLogs } from '../support/log-guard';

// Issue 14: the deadline and reminder routes through their handlers, on DynamoDB Local. The rules
// (which deadline, which day, which reminder) are in shared/test/deadlines.test.ts; here: the
// routes' reads, the stored choices, scope and refusals. The sweep is reminder-sweep.test.ts.

/** A day relative to today (UTC), far enough from midnight's time-zone edges. */
const day = (offset: number) => addDays(utcDateOnly(new Date()), offset);

const billData = (changes: Record<string, unknown> = {}) => ({
  providerName: 'Brackenridge Pediatrics',
  patientName: 'Ottoline Fairweather',
  invoiceNumber: 'BP-5521',
  invoiceDate: day(-10),
  serviceDate: day(-20),
  // Cents (Decision 13).
  subtotal: 42000,
  insurancePaid: 30000,
  amountDue: 12000,
  lineItems: [],
  confidence: 0.9,
  ...changes,
});
const eobData = (changes: Record<string, unknown> = {}) => ({
  insuranceCompany: 'Lanternfield Health',
  statementDate: day(-12),
  claimNumber: 'LH-88',
  memberName: 'Ottoline Fairweather',
  serviceDate: day(-20),
  providerName: 'Brackenridge Pediatrics',
  amountBilled: 42000,
  planPaid: 30000,
  patientResponsibility: 12000,
  confidence: 0.9,
  ...changes,
});
forbidInLogs('Brackenridge', 'Ottoline', 'Fairweather', 'BP-5521', 'Lanternfield', 'LH-88', 'Wilhelmina');

const route = '/api/reminders';
const list = (user: TestUser, query: Record<string, string> = {}) => call(getReminders, { method: 'GET', route, query, user });
const toggle = (user: TestUser, deadlineId: string, body: unknown) =>
  call(updateDeadlineReminders, { method: 'PUT', route: '/api/reminders/{deadlineId}', pathParameters: { deadlineId }, body, user });
const settings = (user: TestUser) => call(getReminderSettings, { method: 'GET', route: '/api/account/reminders', user });
const saveSettings = (user: TestUser, body: unknown) => call(updateReminderSettings, { method: 'PUT', route: '/api/account/reminders', body, user });

async function visit(user: TestUser, memberId: string, bill: Record<string, unknown> = {}, eob: Record<string, unknown> | null = {}) {
  const billDoc = await seedDocument(user, { documentType: 'medical_bill', familyMemberId: memberId, date: String(billData(bill).invoiceDate), amount: 42000, extracted: billData(bill) });
  const eobDoc = eob === null ? null : await seedDocument(user, { documentType: 'insurance_payment', familyMemberId: memberId, date: String(eobData(eob).statementDate), amount: 30000, extracted: eobData(eob) });
  return { billDoc, eobDoc };
}

/** A letter as the letters' routes store it: what a deadline reads of it. */
async function seedLetter(user: TestUser, letterId: string, item: Record<string, unknown>) {
  await createDocumentClient().send(new PutCommand({ TableName: getEnv().TABLE_NAME, Item: { PK: userPk(user.sub), SK: letterSk(letterId), entity: 'letter', ...item } }));
}

describe('GET /api/reminders', () => {
  it('lists the upcoming deadlines soonest first, estimated where no document states the day', async () => {
    const user = newUser({ given_name: 'Wilhelmina' });
    const memberId = await defaultMemberId(user);
    const { billDoc, eobDoc } = await visit(user, memberId, {}, { appealDeadline: day(40) });
    // A visit whose due date has passed: not upcoming.
    await visit(user, memberId, { providerName: 'Old Clinic', serviceDate: day(-90), invoiceDate: day(-60) }, null);

    const reply = await list(user);
    expect(reply.status).toBe(200);
    remindersResponseSchema.parse(reply.body);
    expect(reply.body).toMatchObject({ memberId: null, today: localDay(new Date(), DEFAULT_REMINDER_TIME_ZONE), emailReminders: true });
    expect(reply.body.deadlines).toEqual([
      {
        id: `bill-due.${billDoc.id}`,
        kind: 'bill_due',
        memberId,
        ledgerId: billDoc.id,
        documentId: billDoc.id,
        letterId: null,
        providerName: 'Brackenridge Pediatrics',
        date: day(20),
        estimated: true,
        remindersOn: true,
      },
      expect.objectContaining({ id: `appeal.${eobDoc?.id}`, kind: 'appeal', date: day(40), estimated: false, remindersOn: true }),
    ]);
  });

  it("lists a letter's follow-up day, and drops the due date of a bill paid in full", async () => {
    const user = newUser();
    const memberId = await defaultMemberId(user);
    const { billDoc } = await visit(user, memberId, { dueDate: day(9) }, null);
    await seedLetter(user, 'LTR1', { member_id: memberId, ledger_id: billDoc.id, sent_on: day(-1), follow_up_on: day(5) });
    // Not a deadline: no follow-up day, or an item that is no letter of this shape.
    await seedLetter(user, 'LTR2', { member_id: memberId, ledger_id: billDoc.id, sent_on: day(-1) });
    await seedLetter(user, 'LTR3', { ledger_id: billDoc.id, follow_up_on: day(6) });
    await seedLetter(user, 'LTR 4', { member_id: memberId, ledger_id: billDoc.id, follow_up_on: day(7) });
    const ids = async () => ((await list(user)).body.deadlines as { id: string; date: string }[]).map(({ id, date }) => [id, date]);
    expect(await ids()).toEqual([
      ['follow-up.LTR1', day(5)],
      [`bill-due.${billDoc.id}`, day(9)],
    ]);
    await seedDocument(user, { documentType: 'user_payment', familyMemberId: memberId, date: day(-2), amount: 12000, record: { bill_id: billDoc.id, extraction_status: 'completed', file_path: null } });
    // Settled: neither the due date nor the letter's follow-up needs a reminder any more.
    expect(await ids()).toEqual([]);
  });

  it('answers one member or the whole family', async () => {
    const user = newUser();
    const self = await defaultMemberId(user);
    const child = await addMember(user, 'Child');
    const mine = await visit(user, self, {}, null);
    const theirs = await visit(user, child, { dueDate: day(3) }, null);
    const ids = async (query: Record<string, string>) => ((await list(user, query)).body.deadlines as { documentId: string }[]).map((deadline) => deadline.documentId);
    expect(await ids({ memberId: 'family' })).toEqual([theirs.billDoc.id, mine.billDoc.id]);
    expect(await ids({ memberId: child })).toEqual([theirs.billDoc.id]);
    expect((await list(user, { memberId: child })).body.memberId).toBe(child);
    expect(await ids({ memberId: '01JNOTAMEMBER0000000000000' })).toEqual([]);
  });

  it('refuses a wrong memberId (400)', async () => {
    const reply = await list(newUser(), { memberId: '../x' });
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toContain('memberId');
  });

  it('reads with Query only, never a Scan', async () => {
    const user = newUser();
    const memberId = await defaultMemberId(user);
    const { billDoc } = await visit(user, memberId);
    const { client, sent } = countingClient();
    const deps = { ...createDataDependencies(getEnv(), client), reminders: new DynamoReminderStore(client, getEnv().TABLE_NAME) };
    expect((await listReminders(deps, user.sub, null)).deadlines).toHaveLength(2);
    expect(new Set(sent)).toEqual(new Set(['QueryCommand']));
    sent.length = 0;
    await setDeadlineReminders(deps, user.sub, `bill-due.${billDoc.id}`, false);
    expect(new Set(sent)).toEqual(new Set(['QueryCommand', 'UpdateCommand']));
  });
});

describe('PUT /api/reminders/{deadlineId}', () => {
  it("turns one deadline's e-mails off and on again", async () => {
    const user = newUser();
    const memberId = await defaultMemberId(user);
    const { billDoc, eobDoc } = await visit(user, memberId);
    const id = `bill-due.${billDoc.id}`;
    const off = await toggle(user, id, { remindersOn: false });
    expect(off).toMatchObject({ status: 200, body: { deadline: { id, kind: 'bill_due', date: day(20), remindersOn: false } } });
    const states = async () => ((await list(user)).body.deadlines as { id: string; remindersOn: boolean }[]).map(({ id: key, remindersOn }) => [key, remindersOn]);
    expect(await states()).toEqual([
      [id, false],
      [`appeal.${eobDoc?.id}`, true],
    ]);
    expect((await toggle(user, id, { remindersOn: true })).body.deadline.remindersOn).toBe(true);
    expect(await states()).toEqual([
      [id, true],
      [`appeal.${eobDoc?.id}`, true],
    ]);
  });

  it.each([
    ['a deadline the caller does not have', 'bill-due.01JNOSUCHBILL000000000000'],
    ['a kind that does not exist', 'payment.01JNOSUCHBILL000000000000'],
    ['a malformed id', 'bill-due.a#b'],
  ])('answers 404 for %s', async (_, deadlineId) => {
    const reply = await toggle(newUser(), deadlineId, { remindersOn: false });
    expect(reply).toMatchObject({ status: 404, body: { error: { code: 'deadline_not_found' } } });
  });

  it.each([
    ['no body', undefined],
    ['remindersOn as a string', { remindersOn: 'false' }],
    ['no remindersOn', {}],
  ])('refuses %s (400)', async (_, body) => {
    const user = newUser();
    const { billDoc } = await visit(user, await defaultMemberId(user));
    expect((await toggle(user, `bill-due.${billDoc.id}`, body)).status).toBe(400);
  });
});

describe('/api/account/reminders', () => {
  it('keeps the account\'s e-mail reminders on in the default time zone until the person changes them', async () => {
    const user = newUser();
    const first = await settings(user);
    expect(first).toMatchObject({ status: 200, body: { settings: { emailReminders: true, timeZone: null } } });
    reminderSettingsResponseSchema.parse(first.body);

    // An alias is stored by its canonical name.
    const saved = await saveSettings(user, { emailReminders: false, timeZone: 'US/Pacific' });
    expect(saved).toMatchObject({ status: 200, body: { settings: { emailReminders: false, timeZone: 'America/Los_Angeles' } } });
    expect((await settings(user)).body.settings).toEqual({ emailReminders: false, timeZone: 'America/Los_Angeles' });
    const listed = await list(user);
    expect(listed.body).toMatchObject({ emailReminders: false, today: localDay(new Date(), 'America/Los_Angeles') });
    expect((await saveSettings(user, { emailReminders: true, timeZone: 'Pacific/Honolulu' })).body.settings).toEqual({ emailReminders: true, timeZone: 'Pacific/Honolulu' });
  });

  it.each([
    ['an unknown time zone', { emailReminders: true, timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
    ['a time zone with a zero-width space', { emailReminders: true, timeZone: 'America/Chicago\u200B' }, 'timeZone'],
    ['no time zone', { emailReminders: true }, 'timeZone'],
    ['emailReminders as a string', { emailReminders: 'no', timeZone: 'UTC' }, 'emailReminders'],
  ])('refuses %s (400)', async (_, body, field) => {
    const user = newUser();
    const reply = await saveSettings(user, body);
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toContain(field);
    expect((await settings(user)).body.settings).toEqual({ emailReminders: true, timeZone: null });
  });
});
