import type { ReactNode } from 'react';

/** A read that failed: what could not load, and a way to try it again. */
export function LoadError({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <p role="alert" className="form-error">
      {children}{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}
