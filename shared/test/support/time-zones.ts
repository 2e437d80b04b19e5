import { vi } from 'vitest';

/** UTC, a zone west of UTC and one far east: date-only values must read the same in all three. */
export const TIME_ZONES = [
  { zone: 'UTC', januaryOffsetMinutes: 0 },
  { zone: 'America/Los_Angeles', januaryOffsetMinutes: 480 },
  { zone: 'Pacific/Auckland', januaryOffsetMinutes: -780 },
] as const;

/**
 * Runs `fn` with the process time zone set to `zone` (Node re-reads TZ when it changes) and checks
 * that the switch took effect, so a test can never pass while silently running in one zone.
 */
export function inTimeZone<T>(zone: string, expectedJanuaryOffset: number, fn: () => T): T {
  vi.stubEnv('TZ', zone);
  try {
    const offset = new Date(2024, 0, 15, 12).getTimezoneOffset();
    if (offset !== expectedJanuaryOffset) throw new Error(`TZ ${zone} not applied: offset ${offset}`);
    return fn();
  } finally {
    vi.unstubAllEnvs();
  }
}
