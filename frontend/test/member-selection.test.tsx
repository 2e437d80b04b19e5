import type { FamilyMember } from '@fairbill/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetQueryClientForTests } from '../src/lib/query/query-client';
import { signedInAs } from './amplify-auth-mock';
import { json, mockFetch } from './fetch-mock';
import { renderApp } from './render-app';

vi.mock('aws-amplify/auth', async () => (await import('./amplify-auth-mock')).authMock);

const jane: FamilyMember = { id: 'm1', firstName: 'Jane', lastName: 'Doe', relationship: 'Self' };
const tom: FamilyMember = { id: 'm2', firstName: 'Tom', lastName: 'Doe', relationship: 'Child' };
const zeroMonths = Array.from({ length: 12 }, (_, index) => ({ month: index + 1, billed: 0, insurancePaid: 0, youPaid: 0 }));

function api() {
  mockFetch({
    'GET /api/family-members': () => json({ members: [jane, tom] }),
    'GET /api/totals': ({ url }) => {
      const params = new URL(url, 'http://localhost').searchParams;
      return json({ year: Number(params.get('year')), memberId: params.get('memberId'), billed: 0, insurancePaid: 0, youPaid: 0, months: zeroMonths });
    },
  });
}

/** Spec "Family selection": the payment and explanation pages switch the selection to the URL's member. */
describe('the selected family member', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.resetAllMocks();
    resetQueryClientForTests();
    signedInAs();
    api();
  });

  it.each([
    ['/explanations', 'Bill and EOB Mismatch Explanations'],
    ['/in-network-explanations', 'In-Network Bill and EOB Mismatch'],
    ['/payment', 'FairBill Payment Portal'],
  ])('%s switches it to the member in the URL, and the dashboard shows that member', async (path, heading) => {
    const user = userEvent.setup();
    renderApp(`${path}?familyMemberId=m2`);
    await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 });
    await user.click(screen.getByRole('link', { name: /FairBill/ }));
    expect(await screen.findByRole('heading', { name: 'Welcome Tom' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Family member')).toHaveValue('m2');
  });

  it('ignores a member in the URL that is not one of the family', async () => {
    const user = userEvent.setup();
    renderApp('/explanations?familyMemberId=someone-else');
    await screen.findByRole('heading', { level: 1, name: 'Bill and EOB Mismatch Explanations' }, { timeout: 10_000 });
    await user.click(screen.getByRole('link', { name: /FairBill/ }));
    expect(await screen.findByRole('heading', { name: 'Welcome Jane' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('keeps the dashboard pick while moving between pages', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome Jane' }, { timeout: 10_000 });
    await user.selectOptions(screen.getByLabelText('Family member'), 'family');
    expect(screen.getByRole('heading', { name: 'Welcome Family' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'History' }));
    await user.click(screen.getByRole('link', { name: /FairBill/ }));
    expect(await screen.findByRole('heading', { name: 'Welcome Family' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
