import { createHash } from 'node:crypto';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { accessLogEntrySchema, type AccessLogEntry } from '@fairbill/shared';
import type { AccessLog } from '../../domain/audit/ports';

/** The `previous` of the first entry. */
const GENESIS = '0'.repeat(64);
const hashOf = (line: string) => createHash('sha256').update(line).digest('hex');

/**
 * The local stand-in for the Object Lock bucket: one JSON line per entry in an append-only file
 * under .data/. Each entry names the SHA-256 of the line before it, so an entry edited or deleted
 * outside the app shows as a broken chain when the log is read. Appends are serialized: one
 * local API process writes the file, and each append reads the line it follows.
 */
export class FileAccessLog implements AccessLog {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly file: string) {}

  append(entry: Omit<AccessLogEntry, 'previous'>): Promise<void> {
    const appended = this.queue.then(() => this.appendNow(entry));
    this.queue = appended.catch(() => undefined);
    return appended;
  }

  private async appendNow(entry: Omit<AccessLogEntry, 'previous'>): Promise<void> {
    const before = await this.lastLine();
    const line = JSON.stringify(accessLogEntrySchema.parse({ ...entry, previous: before === '' ? GENESIS : hashOf(before) }));
    await mkdir(dirname(this.file), { recursive: true });
    await appendFile(this.file, `${line}\n`, { flag: 'a' });
  }

  async read(limit: number): Promise<{ entries: AccessLogEntry[]; intact: boolean }> {
    const lines = await this.lines();
    let intact = true;
    const entries = lines.map((line, index) => {
      const parsed = accessLogEntrySchema.safeParse(safeJson(line));
      const expected = index === 0 ? GENESIS : hashOf(lines[index - 1] ?? '');
      if (!parsed.success || parsed.data.previous !== expected) intact = false;
      return parsed.success ? parsed.data : null;
    });
    return { entries: entries.filter((entry): entry is AccessLogEntry => entry !== null).reverse().slice(0, limit), intact };
  }

  private async lines(): Promise<string[]> {
    const text = await readFile(this.file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw error;
    });
    return text.split('\n').filter((line) => line !== '');
  }

  private async lastLine(): Promise<string> {
    return (await this.lines()).at(-1) ?? '';
  }
}

function safeJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return null;
  }
}
