import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetQueryClientForTests } from '../src/lib/query/query-client';
import { authMock, signedInAs, signedOut } from './amplify-auth-mock';
import { json, mockFetch } from './fetch-mock';
import { renderApp } from './render-app';

vi.mock('aws-amplify/auth', async () => (await import('./amplify-auth-mock')).authMock);

beforeEach(() => {
  vi.resetAllMocks();
  resetQueryClientForTests();
  mockFetch({ 'GET /api/family-members': () => json({ members: [{ id: 'm1', firstName: 'Jane', lastName: 'Doe', relationship: 'Self' }] }) });
});

describe('Landing page (/)', () => {
  it('shows the hero, the four features, the three steps and the buttons with their targets', () => {
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Stop Overpaying Your Medical Bills' })).toBeInTheDocument();
    for (const title of ['Smart Bill Checking', 'Insurance Review', 'Dispute Bills Effortlessly', 'Pay with Confidence']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(document.getElementById('features')).toContainElement(screen.getByRole('heading', { name: 'Smart Bill Checking' }));
    expect(within(document.getElementById('how-it-works') as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Check My Bills' })).toHaveAttribute('href', '/coming-soon');
    expect(screen.getByRole('link', { name: 'Check My Bills Now' })).toHaveAttribute('href', '/coming-soon');
    const [heroLearnMore, closingLearnMore] = screen.getAllByRole('link', { name: 'Learn More' });
    expect(heroLearnMore).toHaveAttribute('href', '/contact-us');
    expect(closingLearnMore).toHaveAttribute('href', '/register');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features');
    expect(within(nav).getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '/#how-it-works');
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  it('does not touch Amplify or the network', () => {
    const fetchMock = mockFetch();
    renderApp('/');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(authMock.getCurrentUser).not.toHaveBeenCalled();
  });
});

describe('Help button (every page)', () => {
  it('opens the help dialog, switches to Coming Soon, closes with Escape and returns focus', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const help = screen.getByRole('button', { name: 'Help' });
    await user.click(help);
    const dialog = screen.getByRole('dialog', { name: 'How can we help you?' });
    expect(within(dialog).getByRole('button', { name: 'Chat with Help' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Zoom with Help' }));
    expect(screen.getByRole('dialog', { name: 'Coming Soon' })).toHaveTextContent(
      "Our help features are coming soon! We're working hard to bring you the best support experience.",
    );
    // jsdom has no native Escape handling for <dialog>: fire the event the browser fires.
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(help).toHaveFocus();
    await user.click(help);
    expect(screen.getByRole('dialog', { name: 'How can we help you?' })).toBeInTheDocument();
  });

  it('is on lazily loaded pages too', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'About FairBill' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Help' })).toBeInTheDocument();
  });
});

describe('Public pages', () => {
  it('About links Get Started to /coming-soon and Contact Us to /contact-us', async () => {
    renderApp('/about');
    expect(await screen.findByRole('link', { name: 'Get Started' }, { timeout: 10_000 })).toHaveAttribute('href', '/coming-soon');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
  });

  it('Coming soon has a way back home', async () => {
    renderApp('/coming-soon');
    expect(await screen.findByRole('heading', { name: 'Coming Soon' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
  });

  it('404 shows the spec text and logs only the bad path', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/no-such-page?email=jane@example.com');
    expect(await screen.findByText('Oops! Page not found', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    // The log is written by an effect, which may run after the text is on screen.
    await waitFor(() => expect(log).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route:', '/no-such-page'));
    expect(JSON.stringify(log.mock.calls)).not.toContain('jane@example.com');
  });
});

describe('Protected route guard', () => {
  it('paints the page frame while the session loads, with no data, then redirects to /login replacing history', async () => {
    let settle: (reason: unknown) => void = () => undefined;
    authMock.getCurrentUser.mockReturnValue(new Promise((_, reject) => (settle = reject)));
    authMock.fetchAuthSession.mockResolvedValue({ tokens: undefined });
    const fetchMock = mockFetch({ 'GET /api/family-members': () => json({ members: [{ id: 'm1', firstName: 'Jane', lastName: 'Doe', relationship: 'Self' }] }) });
    const { location } = renderApp('/dashboard');
    // The header and the page's heading paint before the session check ends.
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    await waitFor(() => expect(authMock.getCurrentUser).toHaveBeenCalled(), { timeout: 10_000 });
    await waitFor(() => expect(authMock.fetchAuthSession).toHaveBeenCalled());
    expect(location().pathname).toBe('/dashboard');
    // Without a stored session the page's requests fail before any call: nothing is asked or shown.
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/'))).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Welcome Jane' })).not.toBeInTheDocument();
    settle(new Error('not signed in'));
    await waitFor(() => expect(location().pathname).toBe('/login'), { timeout: 5_000 });
    expect(location().state).toEqual({ from: '/dashboard' });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows the dashboard to a signed-in user, greeting the default member', async () => {
    signedInAs();
    const fetchMock = mockFetch({ 'GET /api/family-members': () => json({ members: [{ id: 'm1', firstName: 'Jane', lastName: 'Doe', relationship: 'Self' }] }) });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome Jane' }, { timeout: 10_000 })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/family-members');
    expect(call?.[1]?.headers).toMatchObject({ Authorization: 'Bearer id-token-123' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Homepage' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    expect(within(nav).getByRole('link', { name: 'History' })).toHaveAttribute('href', '/patient-history');
    expect(screen.getByRole('link', { name: 'FairBill home' })).toHaveAttribute('href', '/dashboard');
  });

  it('signs out from the header and returns to the homepage', async () => {
    signedInAs();
    authMock.signOut.mockResolvedValue(undefined);
    const user = userEvent.setup();
    const { location } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Logout' }, { timeout: 10_000 }));
    // The header paints while the session loads: signing out may wait for Amplify's code.
    await waitFor(() => expect(authMock.signOut).toHaveBeenCalled(), { timeout: 5_000 });
    await waitFor(() => expect(location().pathname).toBe('/'), { timeout: 5_000 });
  });

  it('goes home after Logout, although the sign-out ends the session before the header navigates', async () => {
    signedInAs();
    const { Hub } = await import('aws-amplify/utils');
    authMock.signOut.mockImplementation(() => {
      signedOut();
      Hub.dispatch('auth', { event: 'signedOut' }, 'Auth', Symbol.for('amplify_default')); // as Amplify's own signOut does
      return Promise.resolve();
    });
    const user = userEvent.setup();
    const { location } = renderApp('/dashboard');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location().pathname).toBe('/'), { timeout: 5_000 });
  });

  it('stays signed out when a session check that started before the session ended finishes after it', async () => {
    signedInAs();
    let finishCheck: (user: { userId: string; username: string }) => void = () => undefined;
    authMock.getCurrentUser.mockReturnValueOnce(new Promise((resolve) => (finishCheck = resolve)));
    const { Hub } = await import('aws-amplify/utils');
    const { location, goTo } = renderApp('/dashboard');
    await waitFor(() => expect(authMock.getCurrentUser).toHaveBeenCalled(), { timeout: 5_000 });
    // The session ends (its refresh token revoked elsewhere) while the first check is still running.
    signedOut();
    act(() => Hub.dispatch('auth', { event: 'signedOut' }, 'Auth', Symbol.for('amplify_default')));
    await waitFor(() => expect(location().pathname).toBe('/login'), { timeout: 5_000 });
    await act(async () => finishCheck({ userId: 'user-1', username: 'jane@example.com' }));
    act(() => goTo('/dashboard'));
    await waitFor(() => expect(location().pathname).toBe('/login'), { timeout: 5_000 });
  });

  it('redirects a signed-out visitor without showing the dashboard', async () => {
    signedOut();
    const { location } = renderApp('/dashboard');
    await waitFor(() => expect(location().pathname).toBe('/login'), { timeout: 10_000 });
    expect(screen.queryByRole('heading', { name: 'Welcome Jane' })).not.toBeInTheDocument();
  });
});
