import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OutboxMailer } from '../../src/adapters/mail/outbox-mailer';

describe('OutboxMailer', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('writes one JSON file per mail, named by time and id, in order', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'outbox-')), 'nested');
    dirs.push(dir);
    const mailer = new OutboxMailer(dir);
    await mailer.send({ to: 'a@example.test', subject: 'One', text: 'first' });
    await mailer.send({ to: 'b@example.test', subject: 'Two', text: 'second', html: '<p>second</p>' });
    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f-]{36}\.json$/);
    const mails = await Promise.all(files.map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8'))));
    expect(mails.map((mail) => mail.subject).sort()).toEqual(['One', 'Two']);
    const second = mails.find((mail) => mail.subject === 'Two');
    expect(second).toEqual({ id: expect.any(String), to: 'b@example.test', subject: 'Two', text: 'second', html: '<p>second</p>', sentAt: expect.any(String) });
    expect(files.some((file) => file.endsWith(`-${second.id}.json`))).toBe(true);
  });
});
