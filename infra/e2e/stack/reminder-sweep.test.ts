import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdminDisableUserCommand, CognitoIdentityProviderClient, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { addDays, formatDisplayDate, SAMPLE_MEMBER_ID, SAMPLE_MEMBER_RELATIONSHIP, utcDateOnly } from '@fairbill/shared';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CognitoReminderRecipients } from '@fairbill/functions/src/adapters/cognito/cognito-reminder-recipients';
import { createDataDependencies } from '@fairbill/functions/src/adapters/data-dependencies';
import { createDocumentClient } from '@fairbill/functions/src/adapters/dynamodb/client';
import { DynamoReminderStore } from '@fairbill/functions/src/adapters/dynamodb/reminder-repository';
import { OutboxMailer, type OutboxMail } from '@fairbill/functions/src/adapters/mail/outbox-mailer';
import { SesMailer } from '@fairbill/functions/src/adapters/mail/ses-mailer';
import type { Mailer } from '@fairbill/functions/src/domain/mailer';
import { listReminders } from '@fairbill/functions/src/domain/reminders/reminders';
import { sendDueReminders, type ReminderSweepDeps } from '@fairbill/functions/src/domain/reminders/send-reminders';
import { handler as sendRemindersTrigger } from '@fairbill/functions/src/handlers/triggers/send-reminders';
import { getEnv } from '@fairbill/functions/src/lib/env';
import { countingClient } from '@fairbill/functions/testing/counting-client';
import { addMember, defaultMemberId, seedDocument } from '@fairbill/functions/testing/fixtures';
import { context, type TestUser } from '@fairbill/functions/testing/http-events';
import { forbidInLogs } from '@fairbill/functions/testing/log-guard';
import { signedInUser, tokenSub } from './local-api';

// Issue 14: the daily reminder sweep on DynamoDB Local and cognito-local, e-mailing into an outbox
// (and through a mocked SES): which reminders go on which day in each account's time zone, once
// each, and what the e-mail may say. The rules' own cases are in shared/test/deadlines.test.ts.

const userPoolId = process.env.FAIRBILL_USER_POOL_ID ?? '';
const cognito = new CognitoIdentityProviderClient({});
const store = new DynamoReminderStore(createDocumentClient(), getEnv().TABLE_NAME);
const APP_ORIGIN = 'https://fairbill.example';

/** A day relative to today (UTC): the documents' dates are checked to be at most a year ahead. */
const day = (offset: number) => addDays(utcDateOnly(new Date()), offset);
/** The bills' due date in these tests, and an instant on a day relative to it. */
const DUE = day(30);
const at = (daysBefore: number, time = '15:00:00') => new Date(`${addDays(DUE, -daysBefore)}T${time}Z`);

const bill = (changes: Record<string, unknown> = {}) => ({
  providerName: 'Quenby Orthodontics',
  patientName: 'Emmeline Thackeray',
  invoiceNumber: 'QO-3091',
  invoiceDate: day(-5),
  serviceDate: day(-12),
  dueDate: DUE,
  // Cents (Decision 13): none of these may reach an e-mail.
  subtotal: 98765,
  insurancePaid: 45600,
  amountDue: 53165,
  lineItems: [],
  confidence: 0.9,
  ...changes,
});
forbidInLogs('Quenby', 'Emmeline', 'Thackeray', 'QO-3091', 'Ignatius', 'Rosalind', 'Percival', 'Rivera', '531.65', '987.65');

let outboxDir = '';
const warnings: string[] = [];
beforeAll(async () => {
  outboxDir = await mkdtemp(join(tmpdir(), 'reminder-outbox-'));
});
afterAll(async () => {
  await rm(outboxDir, { recursive: true, force: true });
});

function sweepDeps(changes: Partial<ReminderSweepDeps> = {}): ReminderSweepDeps {
  const data = createDataDependencies(getEnv());
  return {
    documents: data.documents,
    members: data.members,
    now: () => new Date(),
    reminders: store,
    recipients: new CognitoReminderRecipients(userPoolId),
    mailer: new OutboxMailer(outboxDir),
    appOrigin: APP_ORIGIN,
    log: { warn: (message, attributes) => warnings.push(`${message} ${JSON.stringify(attributes)}`) },
    ...changes,
  };
}
const sweep = (instant: Date, changes: Partial<ReminderSweepDeps> = {}) => sendDueReminders(sweepDeps(changes), instant);

/**
 * A confirmed account (the sweep lists those) whose default member is `firstName`. The API calls
 * of the fixtures use a token of their own cognito-local user: only the `sub` names the data.
 */
async function account(firstName: string, timeZone?: string) {
  const { email, idToken } = await signedInUser(cognito);
  forbidInLogs(email);
  const sub = tokenSub(idToken);
  const user: TestUser = { sub, email: `api-${sub}@example.test`, given_name: firstName };
  const memberId = await defaultMemberId(user);
  if (timeZone) await store.saveSettings(sub, { emailReminders: true, timeZone }, new Date());
  return { user, email, memberId };
}
const seedBill = (user: TestUser, memberId: string, changes: Record<string, unknown> = {}) =>
  seedDocument(user, { documentType: 'medical_bill', familyMemberId: memberId, date: String(bill(changes).invoiceDate), amount: 98765, extracted: bill(changes) });

async function mailsTo(email: string): Promise<OutboxMail[]> {
  const files = await readdir(outboxDir).catch(() => [] as string[]);
  const mails = await Promise.all(files.map(async (file) => JSON.parse(await readFile(join(outboxDir, file), 'utf8')) as OutboxMail));
  return mails.filter((mail) => mail.to === email).sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

describe('the reminder sweep', () => {
  it('e-mails the 14-day, 3-day and same-day reminders once each, naming only the first name', async () => {
    const { user, email, memberId } = await account('Emmeline');
    await seedBill(user, memberId);

    await sweep(at(15));
    expect(await mailsTo(email)).toEqual([]);
    const first = await sweep(at(14));
    expect(first.reminders).toBeGreaterThanOrEqual(1);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('FairBill reminder: a bill is due in 14 days');
    expect(mail?.text).toContain(`- Emmeline's bill is due on ${formatDisplayDate(DUE)} (in 14 days).`);
    expect(mail?.text).toContain(`${APP_ORIGIN}/dashboard`);
    expect(mail?.text).toContain(`${APP_ORIGIN}/account`);
    // No amount, no provider, no other name, no reference.
    for (const secret of ['Quenby', 'Thackeray', 'QO-3091', '$', '531', '987', '456']) expect(mail?.text).not.toContain(secret);

    // Once: the same day again, and the days in between, send nothing more.
    await sweep(at(14, '18:00:00'));
    await sweep(at(13));
    await sweep(at(4));
    expect(await mailsTo(email)).toHaveLength(1);
    await sweep(at(3));
    await sweep(at(0));
    await sweep(at(-1));
    expect((await mailsTo(email)).map((sent) => sent.subject)).toEqual([
      'FairBill reminder: a bill is due in 14 days',
      'FairBill reminder: a bill is due in 3 days',
      'FairBill reminder: a bill is due today',
    ]);
  });

  it("follows each account's time zone", async () => {
    const honolulu = await account('Ignatius', 'Pacific/Honolulu');
    const newYork = await account('Rosalind', 'America/New_York');
    await seedBill(honolulu.user, honolulu.memberId);
    await seedBill(newYork.user, newYork.memberId);
    // 09:30 UTC: early morning in New York, still the evening before in Honolulu.
    await sweep(at(14, '09:30:00'));
    expect(await mailsTo(newYork.email)).toHaveLength(1);
    expect(await mailsTo(honolulu.email)).toEqual([]);
    await sweep(at(14, '10:30:00'));
    expect((await mailsTo(honolulu.email)).map((mail) => mail.subject)).toEqual(['FairBill reminder: a bill is due in 14 days']);
  });

  it('puts the day\'s reminders of a family in one e-mail, skips turned-off deadlines, and catches up a deadline learned late', async () => {
    const { user, email, memberId } = await account('Percival');
    const child = await addMember(user, 'Rosalind');
    const appealed = await seedDocument(user, {
      documentType: 'insurance_payment',
      familyMemberId: child,
      date: day(-5),
      amount: 10000,
      extracted: { insuranceCompany: 'Quenby Mutual', statementDate: day(-5), claimNumber: 'QM-1', memberName: 'Rosalind Thackeray', providerName: 'Quenby Orthodontics', serviceDate: day(-40), amountBilled: 20000, planPaid: 10000, patientResponsibility: 10000, appealDeadline: DUE, confidence: 0.9 },
    });
    // A statement read only 10 days before its due date: its 14-day reminder comes late, once.
    await seedBill(user, memberId, { dueDate: addDays(DUE, -4), serviceDate: day(-13) });
    const off = await seedBill(user, memberId, { dueDate: DUE, serviceDate: day(-14), invoiceNumber: 'QO-3092' });
    await store.setDeadlineOff(user.sub, `bill-due.${off.id}`, true, new Date());

    await sweep(at(14));
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('FairBill reminders: 2 deadlines coming up');
    expect(mail?.text).toContain(`- Percival's bill is due on ${formatDisplayDate(addDays(DUE, -4))} (in 10 days).`);
    expect(mail?.text).toContain(`- The last day to appeal Rosalind's EOB is ${formatDisplayDate(DUE)} (in 14 days).`);
    expect(mail?.text).not.toContain('Thackeray');
    expect((await store.state(user.sub)).deadlines.get(`appeal.${appealed.id}`)?.sent).toEqual(new Set([`${DUE}#14`]));
  });

  it('sends nothing to an account that turned reminders off', async () => {
    const { user, email, memberId } = await account('Emmeline');
    await seedBill(user, memberId);
    await store.saveSettings(user.sub, { emailReminders: false, timeZone: 'America/Chicago' }, new Date());
    await sweep(at(3));
    expect(await mailsTo(email)).toEqual([]);
    await store.saveSettings(user.sub, { emailReminders: true, timeZone: 'America/Chicago' }, new Date());
    await sweep(at(3));
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual(['FairBill reminder: a bill is due in 3 days']);
  });

  it("e-mails the sample member's deadlines like the family's own, each saying it is from the sample documents", async () => {
    const { user, email, memberId } = await account('Emmeline');
    // "Try it with sample documents": the person's own demo, so its reminders are expected (issue 14's "Done when").
    await createDataDependencies(getEnv()).members.create({
      id: SAMPLE_MEMBER_ID,
      user_id: user.sub,
      first_name: 'Alex',
      last_name: 'Rivera',
      relationship: SAMPLE_MEMBER_RELATIONSHIP,
      created_at: new Date().toISOString(),
      sample: true,
    });
    await seedBill(user, SAMPLE_MEMBER_ID, { patientName: 'Alex Rivera' });
    await seedBill(user, memberId);
    expect((await listReminders(sweepDeps(), user.sub, null)).deadlines.map((deadline) => deadline.memberId).sort()).toEqual([memberId, SAMPLE_MEMBER_ID].sort());

    await sweep(at(3));
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('FairBill reminders: 2 deadlines coming up');
    expect(mail?.text).toContain(`- Alex's bill is due on ${formatDisplayDate(DUE)} (in 3 days). This deadline is from the sample documents, made up to show how FairBill works.\n`);
    // The family's own bill is not called a sample.
    expect(mail?.text).toContain(`- Emmeline's bill is due on ${formatDisplayDate(DUE)} (in 3 days).\n`);
    // The first name only, and still no amount, provider or reference.
    for (const secret of ['Rivera', 'Quenby', 'Thackeray', 'QO-3091', '$', '531', '987']) expect(mail?.text).not.toContain(secret);
    // Once, like any other.
    await sweep(at(3, '18:00:00'));
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('sends one e-mail when two runs overlap', async () => {
    const { user, email, memberId } = await account('Emmeline');
    await seedBill(user, memberId);
    await Promise.all([sweep(at(0)), sweep(at(0)), sweep(at(0))]);
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual(['FairBill reminder: a bill is due today']);
  });

  it('sends through SES; an e-mail SES refused is sent by the next run, and the log names no one', async () => {
    const { user, email, memberId } = await account('Emmeline', 'America/Denver');
    const theBill = await seedBill(user, memberId);
    const ses = mockClient(SESv2Client);
    try {
      const mailer: Mailer = new SesMailer('FairBill <no-reply@fairbill.example>', new SESv2Client({ region: 'us-east-1' }));
      ses.on(SendEmailCommand).rejects(Object.assign(new Error('Throttled'), { name: 'TooManyRequestsException' }));
      warnings.length = 0;
      const refused = await sweep(at(3), { mailer });
      expect(refused.failed).toBeGreaterThanOrEqual(1);
      expect(warnings.some((line) => line.includes('reminder e-mail not sent') && line.includes('TooManyRequestsException'))).toBe(true);
      for (const line of warnings) expect(line).not.toContain(email);
      expect((await store.state(user.sub)).deadlines.get(`bill-due.${theBill.id}`)?.sent).toEqual(new Set());

      ses.reset();
      ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
      await sweep(at(3), { mailer });
      const sent = ses.commandCalls(SendEmailCommand).map((entry) => entry.args[0].input).filter((input) => input.Destination?.ToAddresses?.[0] === email);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        FromEmailAddress: 'FairBill <no-reply@fairbill.example>',
        Content: { Simple: { Subject: { Data: 'FairBill reminder: a bill is due in 3 days' }, Body: { Text: { Data: expect.stringContaining("Emmeline's bill is due on") } } } },
      });
    } finally {
      ses.restore();
    }
  });

  it('reads with Query only, never a Scan, and writes only its claims', async () => {
    const { user, memberId } = await account('Emmeline');
    await seedBill(user, memberId);
    const { client, sent } = countingClient();
    const data = createDataDependencies(getEnv(), client);
    await sendDueReminders({ ...sweepDeps(), documents: data.documents, members: data.members, reminders: new DynamoReminderStore(client, getEnv().TABLE_NAME) }, at(14, '16:00:00'));
    expect(sent.length).toBeGreaterThan(0);
    expect(new Set(sent)).toEqual(new Set(['QueryCommand', 'UpdateCommand']));
  });

  it('lists confirmed, enabled accounts only', async () => {
    const confirmed = await account('Emmeline');
    const disabled = await account('Emmeline');
    await cognito.send(new AdminDisableUserCommand({ UserPoolId: userPoolId, Username: disabled.email }));
    const unconfirmed = `${randomUUID()}@example.test`;
    await cognito.send(new SignUpCommand({ ClientId: process.env.FAIRBILL_USER_POOL_CLIENT_ID, Username: unconfirmed, Password: 'secret-123', UserAttributes: [{ Name: 'email', Value: unconfirmed }] }));
    const listed: string[] = [];
    for await (const recipient of new CognitoReminderRecipients(userPoolId).list()) listed.push(recipient.userId);
    expect(listed).toContain(confirmed.user.sub);
    expect(listed).not.toContain(disabled.user.sub);
    expect(listed.every((id) => id.length > 0)).toBe(true);
  });

  it('runs as the scheduled trigger, at the time it is given', async () => {
    process.env.USER_POOL_ID = userPoolId;
    const { user, email, memberId } = await account('Emmeline');
    await seedBill(user, memberId, { dueDate: addDays(DUE, 1) });
    const result = await sendRemindersTrigger({ at: at(13, '15:00:00').toISOString() }, context);
    expect(result).toEqual({ accounts: expect.any(Number), reminders: expect.any(Number), emails: expect.any(Number), failed: 0 });
    const outbox = getEnv().OUTBOX_DIR;
    const files = await readdir(outbox);
    const mails = await Promise.all(files.map(async (file) => JSON.parse(await readFile(join(outbox, file), 'utf8')) as OutboxMail));
    expect(mails.filter((mail) => mail.to === email).map((mail) => mail.subject)).toEqual(['FairBill reminder: a bill is due in 14 days']);
    await expect(sendRemindersTrigger({ at: 'yesterday' }, context)).rejects.toThrow();
  });
});
