import { useSyncExternalStore } from 'react';

/** A navigation that waits less than this shows nothing: a bar that flashes is noise. */
export const PROGRESS_DELAY_MS = 150;

export type NavigationProgressStore = {
  /**
   * A page at `pathname` is about to render; `load` fetches its code. The first page is not a
   * navigation (it shows its own 'Loading...'), and asking again for the same page changes nothing.
   */
  begin: (pathname: string, load: () => Promise<unknown>) => void;
  subscribe: (listener: () => void) => () => void;
  isShown: () => boolean;
};

/**
 * Whether the bar is shown: from PROGRESS_DELAY_MS after a navigation starts until the code of the
 * latest one has arrived (or failed: the page's error boundary then says so).
 */
export function createNavigationProgress(delayMs = PROGRESS_DELAY_MS): NavigationProgressStore {
  let requested: string | undefined;
  let current: Promise<unknown> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let shown = false;
  const listeners = new Set<() => void>();
  const show = (next: boolean) => {
    if (shown === next) return;
    shown = next;
    for (const listener of listeners) listener();
  };
  return {
    begin(pathname, load) {
      if (pathname === requested) return;
      const first = requested === undefined;
      requested = pathname;
      const loading = load().catch(() => undefined);
      if (first) return;
      current = loading;
      clearTimeout(timer);
      // Listeners are told from timers and promises only, never while React renders the page.
      timer = setTimeout(() => current === loading && show(true), delayMs);
      void loading.then(() => {
        if (current !== loading) return; // a later navigation owns the bar now
        clearTimeout(timer);
        show(false);
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isShown: () => shown,
  };
}

/**
 * The slim bar at the top of the page while a navigation waits for its code. An indeterminate
 * progressbar: screen readers find it without a live region repeating it; reduced motion stops its
 * sweep (global.css).
 */
export function NavigationProgress({ progress }: { progress: NavigationProgressStore }) {
  const shown = useSyncExternalStore(progress.subscribe, progress.isShown, () => false);
  if (!shown) return null;
  return <div className="nav-progress" role="progressbar" aria-label="Loading page" />;
}
