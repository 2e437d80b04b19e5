import { toDateOnly } from '@fairbill/shared';

/** Today in the person's own time zone, as 'YYYY-MM-DD' (the date a letter is written and sent on). */
export function localToday(now: Date = new Date()): string {
  return toDateOnly({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}
