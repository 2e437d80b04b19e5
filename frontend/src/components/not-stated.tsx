import { formatCents } from '@fairbill/shared';

/**
 * A value the document does not state (Decision 14): a dash that screen readers announce as
 * "Not stated", never 'null' or a made-up $0.00.
 */
export function NotStated() {
  return (
    <span role="img" aria-label="Not stated">
      —
    </span>
  );
}

/** An amount in cents, shown as dollars, or NotStated when there is none. */
export function Dollars({ value }: { value: number | null }) {
  return value === null ? <NotStated /> : <>{formatCents(value)}</>;
}
