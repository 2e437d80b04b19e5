import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetQueryClientForTests } from '../src/lib/query/query-client';
import { json, mockFetch } from './fetch-mock';
import { renderApp } from './render-app';

const message = { fullName: 'Jane Doe', email: 'jane@example.com', subject: 'A question', message: 'How do I upload an EOB?' };

async function fillForm(user: UserEvent) {
  await user.type(screen.getByLabelText('Full Name'), message.fullName);
  await user.type(screen.getByLabelText('Email Address'), message.email);
  await user.type(screen.getByLabelText('Subject'), message.subject);
  await user.type(screen.getByLabelText('Message'), message.message);
}

async function openContact() {
  renderApp('/contact-us');
  await screen.findByRole('heading', { name: 'Do you have questions about FairBill?' }, { timeout: 10_000 });
}

describe('Contact us (/contact-us, Decision 6)', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    resetQueryClientForTests();
  });

  it('requires every field and a valid e-mail address', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    await openContact();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findAllByText('Please fill in all required fields')).toHaveLength(4);
    await user.type(screen.getByLabelText('Email Address'), 'jane@');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api'))).toHaveLength(0);
  });

  it('posts the message, shows the spec toast and clears the form', async () => {
    const fetchMock = mockFetch({ 'POST /api/contact': () => json({ id: 'c1', sent: true }, 201) });
    const user = userEvent.setup();
    await openContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(screen.getByText('Your message has been sent to our team. FairBill will get back to you soon.')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/contact');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual(message);
    expect(call?.[1]?.headers).not.toHaveProperty('Authorization');
    await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveValue(''));
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('shows a clear error and keeps what was typed when the API fails', async () => {
    mockFetch({ 'POST /api/contact': () => json({ error: { code: 'validation_failed', message: 'Subject is too long' } }, 422) });
    const user = userEvent.setup();
    await openContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message not sent')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your message could not be sent: Subject is too long');
    expect(screen.getByLabelText('Full Name')).toHaveValue(message.fullName);
    expect(screen.getByLabelText('Message')).toHaveValue(message.message);
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument();
  });
});
