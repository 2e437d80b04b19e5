import type { FamilyMember, Letter, LetterDraftResponse, LetterDraftsResponse, LedgersResponse } from '@fairbill/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient, resetQueryClientForTests } from '../src/lib/query/query-client';
import { signedInAs } from './amplify-auth-mock';
import { json, mockFetch, type Handler } from './fetch-mock';
import { renderApp } from './render-app';
import { visitLedger } from './ledger-fixture';
import { totalsResponse } from './totals-fixture';

vi.mock('aws-amplify/auth', async () => (await import('./amplify-auth-mock')).authMock);

// Issue 14: "Write a letter" from a visit that needs action: pick a kind, edit its draft, save it as
// a PDF to download, record when it was sent. The drafting and the PDF are the server's (their
// tests are in shared/ and functions/); here: the page, its requests, and the keyboard.

const year = new Date().getFullYear();
const jane: FamilyMember = { id: 'm1', firstName: 'Jane', lastName: 'Doe', relationship: 'Self' };
const pad = (value: number) => String(value).padStart(2, '0');
const now = new Date();
const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

const ledger = visitLedger('visit-1', {
  billId: 'visit-1',
  eobId: 'eob-1',
  billIds: ['visit-1'],
  eobIds: ['eob-1'],
  providerBilledYou: 50000,
  result: { kind: 'billed_before_insurance', amount: 50000 },
});

const draft = (kind: LetterDraftResponse['kind'], text: string, recipient: string): LetterDraftResponse => ({ kind, sender: 'Jane Doe', recipient, subject: `Subject of ${kind}`, text });
const drafts: LetterDraftsResponse = {
  ledger,
  drafts: [
    draft('rebill_after_insurance', 'Dear Billing Office:\n\nPlease re-bill. $500.00', 'Billing Office\nLakeside Clinic'),
    draft('billing_dispute', 'Dear Billing Office:\n\nI dispute this bill.', 'Billing Office\nLakeside Clinic'),
    draft('insurer_appeal', 'Dear Appeals Department:\n\nI appeal.', 'Appeals Department\nHeronshield'),
  ],
};

const letter = (changes: Partial<Letter> = {}): Letter => ({
  id: '01LETTER000000000000000001',
  ledgerId: 'visit-1',
  memberId: 'm1',
  kind: 'rebill_after_insurance',
  sender: 'Jane Doe',
  recipient: 'Billing Office\nLakeside Clinic',
  subject: 'Subject of rebill_after_insurance',
  text: 'Dear Billing Office:',
  letterDate: `${year}-03-20`,
  createdAt: `${year}-03-20T12:00:00.000Z`,
  sentOn: null,
  followUpOn: null,
  ...changes,
});

type Sent = { method: string; url: string; body: Record<string, unknown>; key: string | null };

function api(options: { letters?: Letter[]; extra?: Record<string, Handler> } = {}) {
  const sent: Sent[] = [];
  let stored = options.letters ?? [];
  const record = (method: string, url: string, init: RequestInit | undefined) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    sent.push({ method, url, body: JSON.parse(String(init?.body)) as Record<string, unknown>, key: headers['Idempotency-Key'] ?? null });
  };
  mockFetch({
    'GET /api/family-members': () => json({ members: [jane] }),
    'GET /api/totals': () => json(totalsResponse({ year, memberId: 'm1' })),
    'GET /api/ledgers?': () => json({ year, memberId: 'm1', ledgers: [ledger], refundsDue: 0, unlinkedPayments: [] } satisfies LedgersResponse),
    'GET /api/ledgers/visit-1/letter-drafts': () => json(drafts),
    'GET /api/ledgers/visit-1/letters': () => json({ letters: stored }),
    'POST /api/ledgers/visit-1/letters': ({ url, init }) => {
      record('POST', url, init);
      const body = sent.at(-1)?.body ?? {};
      const saved = letter({ ...(body as Partial<Letter>), id: `01LETTER00000000000000000${stored.length + 2}`, letterDate: String(body.letterDate) });
      stored = [saved, ...stored];
      return json({ letter: saved }, 201);
    },
    'GET /api/letters/': ({ url }) => json({ url: `https://s3.example.test/${url.split('/')[3]}.pdf`, expiresAt: new Date(Date.now() + 300_000).toISOString() }),
    'PATCH /api/letters/': ({ url, init }) => {
      record('PATCH', url, init);
      const body = sent.at(-1)?.body as { sentOn: string | null; followUpOn?: string | null };
      const changed = letter({ ...stored.find((candidate) => url.endsWith(candidate.id)), sentOn: body.sentOn, followUpOn: body.followUpOn ?? null });
      stored = stored.map((candidate) => (candidate.id === changed.id ? changed : candidate));
      return json({ letter: changed });
    },
    // Replaces a handler above in its place (the first match answers).
    ...options.extra,
  });
  return { sent };
}

const letterText = () => screen.findByLabelText('Letter', {}, { timeout: 10_000 });

describe('Write a letter (/ledgers/:ledgerId/letter)', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    resetQueryClientForTests();
    signedInAs();
  });

  it('is reached from the visit in "Needs your action", by the keyboard', async () => {
    api();
    const view = renderApp('/dashboard');
    const section = await screen.findByRole('region', { name: 'Needs your action' }, { timeout: 10_000 });
    const link = await within(section).findByRole('link', { name: `Write a letter about Lakeside Clinic, 3/4/${year}` });
    expect(link).toHaveTextContent('Write a letter');
    expect(link).toHaveAttribute('href', '/ledgers/visit-1/letter');
    const user = userEvent.setup();
    for (let presses = 0; presses < 60 && document.activeElement !== link; presses += 1) await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(view.location().pathname).toBe('/ledgers/visit-1/letter'));
    expect(await screen.findByRole('heading', { name: 'Write a letter', level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('shows the visit, the kinds that fit it (the best first) and its draft, and keeps each kind\'s edits', async () => {
    api();
    renderApp('/ledgers/visit-1/letter');
    expect(await letterText()).toHaveValue('Dear Billing Office:\n\nPlease re-bill. $500.00');
    expect(screen.getByText(`Lakeside Clinic, 3/4/${year}:`, { exact: false })).toHaveTextContent('Billed before insurance processed');
    const kinds = within(screen.getByRole('group', { name: 'Kind of letter' })).getAllByRole('radio');
    expect(kinds.map((radio) => radio.closest('label')?.querySelector('strong')?.textContent)).toEqual(['Re-bill after insurance', 'Billing dispute', 'Appeal to your insurer']);
    expect(screen.getByRole('radio', { name: /Re-bill after insurance/ })).toBeChecked();
    expect(screen.getByLabelText('From')).toHaveValue('Jane Doe');
    expect(screen.getByLabelText('To')).toHaveValue('Billing Office\nLakeside Clinic');
    expect(screen.getByLabelText('RE')).toHaveValue('Subject of rebill_after_insurance');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Letter'), ' Thank you.');
    await user.click(screen.getByRole('radio', { name: /Appeal to your insurer/ }));
    expect(screen.getByLabelText('Letter')).toHaveValue('Dear Appeals Department:\n\nI appeal.');
    expect(screen.getByLabelText('To')).toHaveValue('Appeals Department\nHeronshield');
    // Arrow keys move within the kinds; the re-bill letter comes back with its edit.
    screen.getByRole('radio', { name: /Appeal to your insurer/ }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /Re-bill after insurance/ })).toBeChecked();
    expect(screen.getByLabelText('Letter')).toHaveValue('Dear Billing Office:\n\nPlease re-bill. $500.00 Thank you.');
  });

  it('saves the edited letter (one Idempotency-Key per attempt), then offers its PDF', async () => {
    const { sent } = api();
    renderApp('/ledgers/visit-1/letter');
    const text = await letterText();
    const user = userEvent.setup();
    await user.clear(text);
    await user.type(text, 'Dear Billing Office:{Enter}{Enter}My own sentence.');
    await user.click(screen.getByRole('button', { name: 'Save and make the PDF' }));
    expect(await screen.findByText('Letter saved. You can download its PDF below.')).toHaveAttribute('role', 'status');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      body: { kind: 'rebill_after_insurance', sender: 'Jane Doe', recipient: 'Billing Office\nLakeside Clinic', subject: 'Subject of rebill_after_insurance', text: 'Dear Billing Office:\n\nMy own sentence.', letterDate: today },
    });
    expect(sent[0]?.key).toMatch(/^[0-9a-f]{32}$/);

    const letters = screen.getByRole('region', { name: 'Letters for this visit' });
    const item = (await within(letters).findAllByRole('listitem'))[0] as HTMLElement;
    expect(within(item).getByRole('heading', { name: 'Re-bill after insurance' })).toBeInTheDocument();
    expect(within(item).getByText('Not sent yet')).toBeInTheDocument();
    const download = await within(item).findByRole('link', { name: /^Download PDF: Re-bill after insurance of / });
    expect(download).toHaveTextContent('Download PDF');
    expect(download.getAttribute('href')).toMatch(/^https:\/\/s3\.example\.test\/01LETTER\w+\.pdf$/);
  });

  it('says what is wrong before sending anything: a missing RE line, characters the PDF cannot print', async () => {
    const { sent } = api();
    renderApp('/ledgers/visit-1/letter');
    const text = await letterText();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('RE'));
    fireEvent.change(text, { target: { value: 'Dear Billing Office: 😀' } });
    await user.click(screen.getByRole('button', { name: 'Save and make the PDF' }));
    expect(await screen.findByText('RE is required.')).toBeInTheDocument();
    expect(screen.getByText('The PDF cannot print "😀" (U+1F600). Please remove or replace it.')).toBeInTheDocument();
    expect(screen.getByLabelText('RE')).toHaveFocus();
    expect(screen.getByLabelText('RE')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    // Fixed, each message goes at once.
    await user.type(screen.getByLabelText('RE'), 'Billing dispute');
    expect(screen.queryByText('RE is required.')).not.toBeInTheDocument();
  });

  it('shows the API\'s refusal of a save', async () => {
    api({ extra: { 'POST /api/ledgers/visit-1/letters': () => json({ error: { code: 'letter_kind_not_available', message: 'This kind of letter does not fit this visit.' } }, 422) } });
    renderApp('/ledgers/visit-1/letter');
    await letterText();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save and make the PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This kind of letter does not fit this visit.');
  });

  it('records when a letter was sent and when to follow up; a day after today is refused', async () => {
    const { sent } = api({ letters: [letter()] });
    // The dashboard's Reminders list, read earlier: a follow-up day is one of its deadlines.
    getQueryClient().setQueryData(['ledgers', 'reminders', null], { deadlines: [] });
    renderApp('/ledgers/visit-1/letter');
    const letters = await screen.findByRole('region', { name: 'Letters for this visit' }, { timeout: 10_000 });
    const form = await within(letters).findByRole('form', { name: `Record sent on: Re-bill after insurance of Mar 20, ${year}` });
    const sentOn = within(form).getByLabelText('Sent on');
    expect(sentOn).toHaveValue(today);
    const user = userEvent.setup();

    fireEvent.change(sentOn, { target: { value: `${year + 1}-01-01` } });
    await user.click(within(form).getByRole('button', { name: 'Record sent on' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('The day you sent it cannot be later than today.');
    expect(sent).toEqual([]);

    fireEvent.change(sentOn, { target: { value: `${year - 1}-03-21` } });
    fireEvent.change(within(form).getByLabelText('Follow up on (optional)'), { target: { value: `${year - 1}-04-20` } });
    await user.click(within(form).getByRole('button', { name: 'Record sent on' }));
    expect(await within(letters).findByText(`Sent on Mar 21, ${year - 1} · Follow up on Apr 20, ${year - 1}`)).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'PATCH', url: '/api/letters/01LETTER000000000000000001', body: { sentOn: `${year - 1}-03-21`, followUpOn: `${year - 1}-04-20` }, key: null }]);
    expect(within(letters).getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(within(letters).getByText('Saved.')).toHaveAttribute('role', 'status');
    expect(getQueryClient().getQueryState(['ledgers', 'reminders', null])?.isInvalidated).toBe(true);

    fireEvent.change(within(letters).getByLabelText('Follow up on (optional)'), { target: { value: `${year - 1}-03-01` } });
    await user.click(within(letters).getByRole('button', { name: 'Update' }));
    expect(within(letters).getByRole('alert')).toHaveTextContent('The follow-up day must be on or after the day you sent it.');
    expect(sent).toHaveLength(1);
  });

  it('says when a visit is paid in full, and when it cannot be loaded', async () => {
    api({ extra: { 'GET /api/ledgers/visit-1/letter-drafts': () => json({ ledger: { ...ledger, result: { kind: 'paid_in_full', amount: null }, settled: true }, drafts: [] }) } });
    renderApp('/ledgers/visit-1/letter');
    expect(await screen.findByText('This visit is paid in full: there is nothing to dispute.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save and make the PDF' })).not.toBeInTheDocument();
    expect(await screen.findByText('No letters for this visit yet.')).toBeInTheDocument();

    resetQueryClientForTests();
    api({ extra: { 'GET /api/ledgers/visit-2/letter-drafts': () => json({ error: { code: 'ledger_not_found', message: 'Visit not found' } }, 404) } });
    renderApp('/ledgers/visit-2/letter');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Visit not found');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  }, 20_000);
});
