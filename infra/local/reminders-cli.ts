import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { attachToRunningStack } from './attach';
import { dataPaths } from './config';

// `npm run reminders -- [--at <ISO date-time>]` (issue 14): runs the deadline reminder sweep now on
// the running local stack, as its daily schedule does, or as of another moment (`--at
// 2026-12-01T15:00:00Z`: the reminders due on that day in each account's time zone). The e-mails go
// to the outbox (/outbox). Each reminder is sent once, whatever the clock says. Exit code 0, 2 on an error.

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const atIndex = args.indexOf('--at');
  const at = atIndex === -1 ? undefined : args[atIndex + 1];
  if ((atIndex === -1 && args.length > 0) || (atIndex !== -1 && (args.length !== 2 || at === undefined || Number.isNaN(Date.parse(at))))) {
    console.error('Usage: npm run reminders -- [--at <ISO date-time, e.g. 2026-12-01T15:00:00Z>]');
    return 2;
  }
  const config = await attachToRunningStack();
  if (!config) return 2;
  const paths = dataPaths(config.dataDir);
  const { userPoolId } = JSON.parse(await readFile(join(paths.cognito, 'fairbill-ids.json'), 'utf8')) as { userPoolId: string };
  process.env.USER_POOL_ID = userPoolId;
  // The handler's modules read the environment once: imported only now.
  const { sendRemindersOnce } = await import('./reminders');
  const result = await sendRemindersOnce(at === undefined ? undefined : new Date(at));
  if (!result) return 2;
  console.log(`${result.accounts} account(s) read: ${result.emails} e-mail(s) with ${result.reminders} reminder(s) sent, ${result.failed} account(s) to try again.`);
  return result.failed > 0 ? 2 : 0;
}

process.exitCode = await main();
