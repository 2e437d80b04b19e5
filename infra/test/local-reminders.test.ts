import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMINDER_SWEEP_HOUR_UTC } from '../lib/constructs/reminder-schedule';
import { msUntilNextSweep, scheduleReminders } from '../local/reminders';

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

describe('the local sweep after documents were read', () => {
  afterEach(() => vi.useRealTimers());

  it('runs once at start-up, then once a few seconds after the last of several documents was read', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-08T10:00:00Z') });
    let runs = 0;
    const schedule = scheduleReminders(async () => void (runs += 1), 5_000);
    expect(runs).toBe(1);
    schedule.documentRead();
    await vi.advanceTimersByTimeAsync(3_000);
    schedule.documentRead();
    schedule.documentRead();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(2);
    // Then the daily run at the AWS schedule's hour, and nothing after stop.
    await vi.advanceTimersByTimeAsync(msUntilNextSweep(new Date()));
    expect(runs).toBe(3);
    schedule.documentRead();
    schedule.stop();
    await vi.advanceTimersByTimeAsync(48 * 3_600_000);
    expect(runs).toBe(3);
  });
});
