import { REMINDER_SWEEP_HOUR_UTC } from '../lib/constructs/reminder-schedule';
import { loadHandler } from './handler-modules';
import { lambdaContext } from './lambda-context';
import { log } from './log';

// Issue 14: the deadline reminders on the local stack. The same handler AWS's daily EventBridge
// Scheduler schedule runs (functions/src/handlers/triggers/send-reminders.ts), writing to the outbox:
// once at start-up, so a newcomer sees today's reminders, then every day at the same hour as AWS, and
// a few seconds after documents were read (local only: see scheduleReminders).

type SweepResult = { accounts: number; reminders: number; emails: number; failed: number };

/** Runs the sweep as of `at` (default now); counts are logged, a failure by its class only. */
export async function sendRemindersOnce(at?: Date): Promise<SweepResult | null> {
  try {
    const sweep = await loadHandler<{ at?: string }, SweepResult>('triggers', 'send-reminders');
    const result = await sweep(at ? { at: at.toISOString() } : {}, lambdaContext('fairbill-trigger-send-reminders', 900_000));
    if (result.emails > 0 || result.failed > 0) log(`reminders: ${result.emails} e-mail(s) with ${result.reminders} reminder(s) sent, ${result.failed} account(s) to try again`);
    return result;
  } catch (error) {
    log(`reminder sweep stopped (${error instanceof Error ? error.name : 'UnknownError'})`);
    return null;
  }
}

/** Milliseconds from `now` to the next REMINDER_SWEEP_HOUR_UTC:00 UTC. */
export function msUntilNextSweep(now: Date): number {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), REMINDER_SWEEP_HOUR_UTC));
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
}

/** How long the local stack waits after the last document read before it sweeps the reminders. */
export const SWEEP_AFTER_READING_MS = 5_000;

/**
 * The local schedule: a run now, then one a day at the AWS schedule's hour; and, locally only, a run
 * a few seconds after documents were read (`documentRead`), so that a newcomer who uploads a bill due
 * soon, or adds the sample documents, finds its reminder in the outbox within a minute instead of at
 * the next day's run. Each reminder is still sent once (the sweep claims it). Returns its stop.
 */
export function scheduleReminders(sweep: () => Promise<unknown> = sendRemindersOnce, afterReadingMs = SWEEP_AFTER_READING_MS): { documentRead(): void; stop(): void } {
  let daily: NodeJS.Timeout | undefined;
  let soon: NodeJS.Timeout | undefined;
  const arm = () => {
    daily = setTimeout(() => {
      void sweep();
      arm();
    }, msUntilNextSweep(new Date()));
    daily.unref();
  };
  void sweep();
  arm();
  return {
    documentRead() {
      clearTimeout(soon);
      soon = setTimeout(() => void sweep(), afterReadingMs);
      soon.unref();
    },
    stop() {
      clearTimeout(daily);
      clearTimeout(soon);
    },
  };
}
