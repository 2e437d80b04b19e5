import { describe, expect, it } from 'vitest';
import { REMINDER_SWEEP_HOUR_UTC } from '../lib/constructs/reminder-schedule';
import { msUntilNextSweep } from '../local/reminders';

// Issue 14: the local stack runs the reminder sweep at the hour the AWS schedule does.

describe('the local reminder schedule', () => {
  const hour = 3_600_000;
  it(`waits for the next ${REMINDER_SWEEP_HOUR_UTC}:00 UTC`, () => {
    expect(msUntilNextSweep(new Date('2026-03-08T14:59:00Z'))).toBe(60_000);
    expect(msUntilNextSweep(new Date('2026-03-08T15:00:00Z'))).toBe(24 * hour);
    expect(msUntilNextSweep(new Date('2026-03-08T16:00:00Z'))).toBe(23 * hour);
    // Across a month's and a year's end, and whatever the clocks of a time zone do that night.
    expect(msUntilNextSweep(new Date('2026-12-31T20:00:00Z'))).toBe(19 * hour);
    expect(msUntilNextSweep(new Date('2026-11-01T06:30:00Z'))).toBe(8.5 * hour);
  });
});
