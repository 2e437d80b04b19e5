import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { escapeHtml } from './http-util';

/** One file written by functions' OutboxMailer. */
export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  sentAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** All mails in the outbox folder, newest first; unreadable files are skipped. */
export async function listOutbox(dir: string): Promise<OutboxMail[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => {
        try {
          return outboxMailSchema.parse(JSON.parse(await readFile(join(dir, name), 'utf8')));
        } catch {
          return undefined;
        }
      }),
  );
  return mails
    .filter((mail): mail is OutboxMail => mail !== undefined)
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}

/** Escapes the text and turns http(s) URLs into links. */
export function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"]+/g, (url) => `<a href="${url}">${url}</a>`);
}

export function renderOutboxPage(mails: readonly OutboxMail[]): string {
  const items = mails
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To ${escapeHtml(mail.to)} &middot; <time datetime="${escapeHtml(mail.sentAt)}">${escapeHtml(mail.sentAt)}</time></p>
  <pre>${linkify(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>FairBill local outbox</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #1f2937; }
article { border: 1px solid #d1d5db; border-radius: 0.5rem; padding: 1rem; margin-bottom: 1rem; }
h2 { font-size: 1.1rem; margin: 0 0 0.25rem; }
.meta { color: #4b5563; margin: 0 0 0.75rem; font-size: 0.9rem; }
pre { white-space: pre-wrap; font-family: inherit; margin: 0; }
</style>
</head>
<body>
<h1>Outbox</h1>
<p>E-mails FairBill sent while running locally, newest first. Reload to see new ones.</p>
${items || '<p>No e-mails yet.</p>'}
</body>
</html>
`;
}
