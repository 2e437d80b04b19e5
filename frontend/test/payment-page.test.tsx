import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetQueryClientForTests } from '../src/lib/query/query-client';
import { signedInAs } from './amplify-auth-mock';
import { json, mockFetch, type Handler } from './fetch-mock';
import { documentView } from './document-view-fixture';
import { billView, jane } from './history-fixtures';
import { renderApp } from './render-app';

vi.mock('aws-amplify/auth', async () => (await import('./amplify-auth-mock')).authMock);

const path = '/payment?provider=Lakeside%20Clinic&date=2026-02-03&amount=100.00&familyMemberId=m1&billId=bill-1';
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

function api(extra: Record<string, Handler> = {}, bill = billView(100)) {
  const payments: unknown[] = [];
  const fetchMock = mockFetch({
    'GET /api/family-members': () => json({ members: [jane] }),
    'GET /api/documents/bill-1': () => json({ document: bill }),
    'POST /api/payments': ({ init }) => {
      const body = JSON.parse(String(init?.body)) as { amount: number; cardLastFour: string };
      payments.push(body);
      return json({ payment: documentView({ id: 'pay-1', documentType: 'user_payment', amount: body.amount, paymentMethod: `Card ending ${body.cardLastFour}`, billId: 'bill-1' }) }, 201);
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

describe('Payment (/payment, Decision 5)', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    resetQueryClientForTests();
    signedInAs();
  });

  it('shows the bill summary and the form with the spec limits', async () => {
    api();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'FairBill Payment Portal' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Secure payment processing for your medical bills')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Bill Summary' });
    expect(within(summary).getByText('Provider').nextSibling).toHaveTextContent('Lakeside Clinic');
    expect(within(summary).getByText('Date of Service').nextSibling).toHaveTextContent('2/3/2026');
    expect(await within(summary).findByText('Jane Doe')).toBeInTheDocument();
    expect(within(summary).getByText('Amount Due').nextSibling).toHaveTextContent('$100.00');

    expect(screen.getByRole('region', { name: 'Payment Information' })).toBeInTheDocument();
    expect(screen.getByLabelText('Payment Amount')).toHaveValue('100.00');
    expect(screen.getByLabelText('Card Number')).toHaveAttribute('placeholder', '1234 5678 9012 3456');
    expect(screen.getByLabelText('Card Number')).toHaveAttribute('maxLength', '19');
    expect(screen.getByLabelText('Expiry Date')).toHaveAttribute('placeholder', 'MM/YY');
    expect(screen.getByLabelText('Expiry Date')).toHaveAttribute('maxLength', '5');
    expect(screen.getByLabelText('CVV')).toHaveAttribute('maxLength', '4');
    expect(screen.getByRole('button', { name: 'Pay $100.00' })).toBeInTheDocument();
    expect(screen.getByText(/encrypted and secure/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Search' })).toHaveAttribute('href', '/search?bills=true&eobs=true&memberId=m1');
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

  it("records the payment with only the last four digits and shows 'Card ending NNNN'", async () => {
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
    expect(payments).toEqual([{ billId: 'bill-1', amount: 80.5, cardLastFour: '1111' }]);
    const sent = fetchMock.mock.calls.map(([, init]) => String(init?.body ?? '')).join('\n');
    expect(sent).not.toContain('4111 1111');
    expect(sent).not.toContain('123"');
  });

  it("offers the provider's own pay-online link when the bill has one", async () => {
    api({}, billView(100, {}, { payOnlineLink: 'https://pay.lakeside.example/bill' }));
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
});
