import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNavigationProgress, NavigationProgress } from '../src/app/navigation-progress';
import { routes } from '../src/app/routes';
import { resetQueryClientForTests } from '../src/lib/query/query-client';
import { renderApp } from './render-app';

vi.mock('aws-amplify/auth', async () => (await import('./amplify-auth-mock')).authMock);

// Two pages whose code the tests hold back: About (is it requested?) and Coming Soon (a slow chunk).
const chunks = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { aboutRequested: false, comingSoonGate: gate, releaseComingSoon: () => release() };
});
vi.mock('../src/features/about/about-page', async (importOriginal) => {
  chunks.aboutRequested = true;
  return importOriginal();
});
vi.mock('../src/features/coming-soon/coming-soon-page', async (importOriginal) => {
  await chunks.comingSoonGate;
  return importOriginal();
});

/** The route object declared for `path` in the app's one route table. */
function routeAt(path: string, table: RouteObject[] = routes): RouteObject | undefined {
  for (const route of table) {
    if (route.path === path) return route;
    const found = route.children && routeAt(path, route.children);
    if (found) return found;
  }
  return undefined;
}

/** Records whether a progress bar is ever added to the page, however briefly. */
function watchForProgressBar() {
  let seen = false;
  const observer = new MutationObserver(() => {
    if (document.querySelector('[role="progressbar"]')) seen = true;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { seen: () => seen, stop: () => observer.disconnect() };
}

const deferred = () => {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((done, fail) => ((resolve = done), (reject = fail)));
  return { promise, resolve, reject };
};

describe('navigation progress (when the bar shows)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows nothing for the first page, which has its own "Loading..."', async () => {
    const progress = createNavigationProgress();
    progress.begin('/login', () => deferred().promise);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(progress.isShown()).toBe(false);
  });

  it('shows from 150 ms into a navigation until its code has arrived', async () => {
    const progress = createNavigationProgress();
    progress.begin('/', () => Promise.resolve());
    const chunk = deferred();
    progress.begin('/about', () => chunk.promise);
    await vi.advanceTimersByTimeAsync(149);
    expect(progress.isShown()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(progress.isShown()).toBe(true);
    progress.begin('/about', () => Promise.resolve()); // the same page rendered again: still waiting
    await vi.advanceTimersByTimeAsync(250);
    expect(progress.isShown()).toBe(true);
    chunk.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(progress.isShown()).toBe(false);
  });

  it('never shows for a navigation faster than 150 ms', async () => {
    const progress = createNavigationProgress();
    const listener = vi.fn();
    progress.subscribe(listener);
    progress.begin('/', () => Promise.resolve());
    const chunk = deferred();
    progress.begin('/about', () => chunk.promise);
    await vi.advanceTimersByTimeAsync(140);
    chunk.resolve();
    await vi.advanceTimersByTimeAsync(1_000);
    progress.begin('/', () => Promise.resolve()); // code already here
    await vi.advanceTimersByTimeAsync(1_000);
    expect(listener).not.toHaveBeenCalled();
  });

  it('follows the latest navigation, and ends when the code fails to load', async () => {
    const progress = createNavigationProgress();
    progress.begin('/', () => Promise.resolve());
    const slow = deferred();
    const failing = deferred();
    progress.begin('/about', () => slow.promise);
    await vi.advanceTimersByTimeAsync(200);
    progress.begin('/contact-us', () => failing.promise);
    expect(progress.isShown()).toBe(true);
    failing.reject(new Error('chunk failed'));
    await vi.advanceTimersByTimeAsync(0);
    expect(progress.isShown()).toBe(false); // the page's error boundary takes over
    slow.resolve();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(progress.isShown()).toBe(false);
  });

  it('is an indeterminate progressbar with a name, not a live region', async () => {
    const progress = createNavigationProgress();
    render(<NavigationProgress progress={progress} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => progress.begin('/', () => Promise.resolve()));
    act(() => progress.begin('/about', () => deferred().promise));
    await act(() => vi.advanceTimersByTimeAsync(150));
    const bar = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar.closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
  });

  it('stands still, full width, when the user asks for reduced motion', () => {
    const globalCss = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../src/styles/global.css'), 'utf8');
    const reduced = [...globalCss.matchAll(/@media \(prefers-reduced-motion: reduce\) \{(.*)\}\s*$/gm)].map((match) => match[1]).join(' ');
    expect(reduced).toMatch(/\.nav-progress::before \{[^}]*animation: none/);
    expect(reduced).toMatch(/\.nav-progress::before \{[^}]*width: 100%/);
  });
});

describe('navigating the app', () => {
  beforeEach(() => resetQueryClientForTests());

  it("starts loading a page's code when the pointer enters a link to it, before any click", async () => {
    const user = userEvent.setup();
    renderApp('/');
    expect(chunks.aboutRequested).toBe(false);
    await user.hover(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' }));
    await waitFor(() => expect(chunks.aboutRequested).toBe(true));
    expect(screen.getByRole('heading', { level: 1, name: 'Stop Overpaying Your Medical Bills' })).toBeInTheDocument();
  });

  it('preloads a page once when its link gets focus, however often it is focused or hovered', async () => {
    const user = userEvent.setup();
    const contact = vi.spyOn(routeAt('contact-us')!.handle as { preload: () => Promise<void> }, 'preload');
    const register = vi.spyOn(routeAt('register')!.handle as { preload: () => Promise<void> }, 'preload');
    renderApp('/');
    const learnMore = screen.getAllByRole('link', { name: 'Learn More' })[0]!;
    expect(learnMore).toHaveAttribute('href', '/contact-us');
    act(() => learnMore.focus());
    expect(contact).toHaveBeenCalledTimes(1);
    await user.hover(learnMore);
    await user.unhover(learnMore);
    act(() => learnMore.blur());
    act(() => learnMore.focus());
    expect(contact).toHaveBeenCalledTimes(1);
    expect(register).not.toHaveBeenCalled();
    await user.hover(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Create an account' }));
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('shows the bar while a slow page loads, keeping the old page, and not for a page already loaded', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    await user.click(await screen.findByRole('link', { name: 'Get Started' }, { timeout: 10_000 }));
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    // A navigation is a transition: the old page stays (the bar is the sign that something happens).
    expect(screen.getByRole('heading', { level: 1, name: 'About FairBill' })).toBeInTheDocument();
    chunks.releaseComingSoon();
    expect(await screen.findByRole('heading', { level: 1, name: 'Coming Soon' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    const watch = watchForProgressBar();
    await user.click(screen.getByRole('link', { name: 'Back to Homepage' }));
    await screen.findByRole('heading', { level: 1, name: 'Stop Overpaying Your Medical Bills' });
    await user.click(screen.getAllByRole('link', { name: 'Check My Bills' })[0]!);
    await screen.findByRole('heading', { level: 1, name: 'Coming Soon' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    watch.stop();
    expect(watch.seen()).toBe(false);
  });
});
