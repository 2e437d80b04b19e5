import type { ReactNode } from 'react';

/** A whole-screen status, e.g. the guard's 'Loading...' while the session loads. */
export function FullScreenMessage({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <main id="main" className="full-screen" role="status" aria-live="polite" aria-busy={busy || undefined}>
      {busy && <div className="spinner" aria-hidden="true" />}
      <p>{children}</p>
    </main>
  );
}
