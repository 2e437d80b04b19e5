import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mail, Mailer } from '../../domain/mailer';

/** What one outbox file holds; the local server lists these files as the outbox. */
export type OutboxMail = Mail & { id: string; sentAt: string };

/** Local stand-in for SES: one JSON file per mail, `<dir>/<ISO-time>-<id>.json`. */
export class OutboxMailer implements Mailer {
  constructor(private readonly dir: string) {}

  async send(mail: Mail): Promise<void> {
    const sentAt = new Date().toISOString();
    const id = randomUUID();
    const record: OutboxMail = { id, to: mail.to, subject: mail.subject, text: mail.text, sentAt };
    if (mail.html !== undefined) record.html = mail.html;
    await mkdir(this.dir, { recursive: true });
    // Colons are not allowed in file names on every system; the ISO time keeps its order without them.
    const fileName = `${sentAt.replace(/:/g, '-')}-${id}.json`;
    await writeFile(join(this.dir, fileName), `${JSON.stringify(record, null, 2)}\n`, { flag: 'wx' });
  }
}
