import type { BillComparisonResponse } from '@fairbill/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetQueryClientForTests } from '../src/lib/query/query-client';
import { signedInAs } from './amplify-auth-mock';
import { json, mockFetch, type Handler } from './fetch-mock';
import { documentView } from './document-view-fixture';
import { billView, eobView, jane, perfectPair } from './history-fixtures';
import { renderApp } from './render-app';

vi.mock('aws-amplify/auth', async () => (await import('./amplify-auth-mock')).authMock);

// Ids only (issue 18): the page loads the provider, date of service and amount due with the bill.
const path = '/payment?familyMemberId=m1&billId=bill-1';
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

type SentPayment = { body: { billId: string; amount: number; cardLastFour: string }; key: string | null };

const paymentView = (body: SentPayment['body'], id = 'pay-1') =>
  documentView({ id, documentType: 'user_payment', amount: body.amount, paymentMethod: `Card ending ${body.cardLastFour}`, billId: 'bill-1' });

function sentPayment(init: RequestInit | undefined): SentPayment {
  const headers = (init?.headers ?? {}) as Record<string, string>;
  return { body: JSON.parse(String(init?.body)) as SentPayment['body'], key: headers['Idempotency-Key'] ?? null };
}

function api(extra: Record<string, Handler> = {}, comparison: BillComparisonResponse = perfectPair) {
  const payments: SentPayment[] = [];
  const fetchMock = mockFetch({
    'GET /api/family-members': () => json({ members: [jane] }),
    'GET /api/bills/bill-1/comparison': () => json(comparison),
    'POST /api/payments': ({ init }) => {
      const sent = sentPayment(init);
      payments.push(sent);
      return json({ payment: paymentView(sent.body) }, 201);
    },
    ...extra,
  });
  return { fetchMock, payments };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, card = '4111 1111 1111 1111', expiry = `12/${nextYear}`, cvv = '123') {
  await user.type(screen.getByLabelText('Card Number'), card);
  await user.type(screen.getByLabelText('Expiry Date'), expiry);
  await user.type(screen.getByLabelText('CVV'), cvv);
  await user.type(screen.getByLabelText('Name on Card'), 'Jane Doe');
}

const summaryValue = (label: string) => within(screen.getByRole('region', { name: 'Bill Summary' })).getByText(label).nextSibling;

describe('Payment (/payment, Decision 5)', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    resetQueryClientForTests();
    signedInAs();
  });

  it('shows the bill summary loaded from the API and the form with the spec limits', async () => {
    api();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'FairBill Payment Portal' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Secure payment processing for your medical bills')).toBeInTheDocument();
    expect(await screen.findByLabelText('Payment Amount', {}, { timeout: 10_000 })).toHaveValue('100.00');
    expect(summaryValue('Provider')).toHaveTextContent('Lakeside Clinic');
    expect(summaryValue('Date of Service')).toHaveTextContent('2/3/2026');
    expect(await within(screen.getByRole('region', { name: 'Bill Summary' })).findByText('Jane Doe')).toBeInTheDocument();
    expect(summaryValue('Amount Due')).toHaveTextContent('$100.00');

    expect(screen.getByRole('region', { name: 'Payment Information' })).toBeInTheDocument();
    expect(screen.getByLabelText('Card Number')).toHaveAttribute('placeholder', '1234 5678 9012 3456');
    expect(screen.getByLabelText('Card Number')).toHaveAttribute('maxLength', '19');
    expect(screen.getByLabelText('Expiry Date')).toHaveAttribute('placeholder', 'MM/YY');
    expect(screen.getByLabelText('Expiry Date')).toHaveAttribute('maxLength', '5');
    expect(screen.getByLabelText('CVV')).toHaveAttribute('maxLength', '4');
    expect(screen.getByRole('button', { name: 'Pay $100.00' })).toBeInTheDocument();
    expect(screen.getByText(/encrypted and secure/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Search' })).toHaveAttribute('href', '/search?bills=true&eobs=true&memberId=m1');
  });

  it('ignores figures an old link still carries in its query: only the API is believed', async () => {
    api();
    renderApp('/payment?provider=Evil%20Clinic&date=1999-01-01&amount=999.99&familyMemberId=m1&billId=bill-1');
    expect(await screen.findByLabelText('Payment Amount', {}, { timeout: 10_000 })).toHaveValue('100.00');
    expect(summaryValue('Provider')).toHaveTextContent('Lakeside Clinic');
    expect(summaryValue('Date of Service')).toHaveTextContent('2/3/2026');
    expect(screen.queryByText(/Evil Clinic|999\.99/)).toBeNull();
  });

  it('offers what the matched EOB says is owed when the bill states no amount due', async () => {
    api({}, { ...perfectPair, bill: billView(0, {}, { amountDue: undefined }), eob: eobView(4250, true) });
    renderApp(path);
    expect(await screen.findByLabelText('Payment Amount', {}, { timeout: 10_000 })).toHaveValue('42.50');
    expect(summaryValue('Amount Due')).toHaveTextContent('$42.50');
  });

  it("shows 'Unknown' when neither the bill nor an EOB states what is owed", async () => {
    api({}, { ...perfectPair, bill: billView(0, {}, { amountDue: undefined }), eob: null });
    renderApp(path);
    expect(await screen.findByLabelText('Payment Amount', {}, { timeout: 10_000 })).toHaveValue('');
    expect(summaryValue('Amount Due')).toHaveTextContent('Unknown');
  });

  it('validates the card in the browser and sends nothing while it is invalid', async () => {
    const { payments } = api();
    const user = userEvent.setup();
    renderApp(path);
    const pay = await screen.findByRole('button', { name: 'Pay $100.00' }, { timeout: 10_000 });
    await fillCard(user, '4111 1111 1111 1112', '12/20', '12');
    await user.click(pay);
    expect(await screen.findByText('Please enter a valid card number')).toBeInTheDocument();
    expect(screen.getByText('This card has expired')).toBeInTheDocument();
    expect(screen.getByText('CVV must be 3 or 4 digits')).toBeInTheDocument();
    expect(payments).toEqual([]);
  });

  it("records the payment with only the last four digits and an Idempotency-Key, and shows 'Card ending NNNN'", async () => {
    const { payments, fetchMock } = api();
    const user = userEvent.setup();
    renderApp(path);
    const amount = await screen.findByLabelText('Payment Amount', {}, { timeout: 10_000 });
    await user.clear(amount);
    await user.type(amount, '$80.5');
    expect(screen.getByRole('button', { name: 'Pay $80.50' })).toBeInTheDocument();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $80.50' }));

    expect(await screen.findByRole('heading', { name: 'Payment recorded' })).toBeInTheDocument();
    expect(screen.getByText(/\$80\.50 paid with Card ending 1111/)).toBeInTheDocument();
    expect(await screen.findByText('Payment record added successfully!')).toBeInTheDocument();
    // Typed in dollars, sent in cents.
    expect(payments.map((payment) => payment.body)).toEqual([{ billId: 'bill-1', amount: 8050, cardLastFour: '1111' }]);
    expect(payments[0]?.key).toMatch(/^[0-9a-f]{32}$/);
    const sent = fetchMock.mock.calls.map(([, init]) => String(init?.body ?? '')).join('\n');
    expect(sent).not.toContain('4111 1111');
    expect(sent).not.toContain('123"');
  });

  it('sends a double submit once and shows the first payment', async () => {
    let release: () => void = () => undefined;
    const { payments } = api({
      'POST /api/payments': async ({ init }) => {
        const sent = sentPayment(init);
        payments.push(sent);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return json({ payment: paymentView(sent.body, 'first-payment') }, 201);
      },
    });
    const user = userEvent.setup();
    renderApp(path);
    await screen.findByRole('button', { name: 'Pay $100.00' }, { timeout: 10_000 });
    await fillCard(user);
    // Two submits before the first answer (as a double click or a double Enter makes them).
    const form = screen.getByRole('button', { name: 'Pay $100.00' }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await screen.findByRole('button', { name: 'Processing...' });
    fireEvent.submit(form);
    release();
    expect(await screen.findByRole('heading', { name: 'Payment recorded' })).toBeInTheDocument();
    expect(screen.getByText(/\$100\.00 paid with Card ending 1111/)).toBeInTheDocument();
    expect(payments).toHaveLength(1);
  });

  it('retries a payment whose answer was lost with the same key (the API then answers the first payment)', async () => {
    const answers: ('lost' | 'recorded')[] = ['lost', 'recorded'];
    const keys: (string | null)[] = [];
    api({
      'POST /api/payments': ({ init }) => {
        const sent = sentPayment(init);
        keys.push(sent.key);
        // The first request reached the API but its answer never came back.
        if (answers.shift() === 'lost') return Promise.reject(new TypeError('Failed to fetch'));
        return json({ payment: paymentView(sent.body, 'first-payment') }, 201);
      },
    });
    const user = userEvent.setup();
    renderApp(path);
    const pay = await screen.findByRole('button', { name: 'Pay $100.00' }, { timeout: 10_000 });
    await fillCard(user);
    await user.click(pay);
    expect(await screen.findByText('Failed to add payment record')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $100.00' }));
    expect(await screen.findByRole('heading', { name: 'Payment recorded' })).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('gives a changed payment a new key', async () => {
    const keys: (string | null)[] = [];
    api({
      'POST /api/payments': ({ init }) => {
        keys.push(sentPayment(init).key);
        return json({ error: { code: 'internal_error', message: 'An unexpected error occurred. Please try again.' } }, 500);
      },
    });
    const user = userEvent.setup();
    renderApp(path);
    const amount = await screen.findByLabelText('Payment Amount', {}, { timeout: 10_000 });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $100.00' }));
    await screen.findByText('Failed to add payment record');
    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(screen.getByRole('button', { name: 'Pay $50.00' }));
    await vi.waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).not.toBe(keys[0]);
  });

  it("offers the provider's own pay-online link when the bill has one", async () => {
    api({}, { ...perfectPair, bill: billView(10000, {}, { payOnlineLink: 'https://pay.lakeside.example/bill' }) });
    renderApp(path);
    const link = await screen.findByRole('link', { name: /Pay on the provider's website/ }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', 'https://pay.lakeside.example/bill');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows the error when the payment is refused', async () => {
    api({ 'POST /api/payments': () => json({ error: { code: 'not_found', message: 'Bill not found.' } }, 404) });
    const user = userEvent.setup();
    renderApp(path);
    await screen.findByRole('button', { name: 'Pay $100.00' }, { timeout: 10_000 });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $100.00' }));
    expect(await screen.findByText('Failed to add payment record')).toBeInTheDocument();
    expect(screen.getByText('Bill not found.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment recorded' })).toBeNull();
  });

  it('says so when the bill cannot be loaded', async () => {
    api({ 'GET /api/bills/bill-1/comparison': () => json({ error: { code: 'bill_not_found', message: 'Bill not found.' } }, 404) });
    renderApp(path);
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Bill not found.');
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });
});
