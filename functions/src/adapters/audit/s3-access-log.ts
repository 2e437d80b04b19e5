import { randomUUID } from 'node:crypto';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { accessLogEntrySchema, type AccessLogEntry } from '@fairbill/shared';
import type { AccessLog } from '../../domain/audit/ports';

/** Keys sort newest first: the milliseconds left until the year 2286, zero-padded. */
const newestFirstKey = (at: string) => `entries/${String(9_999_999_999_999 - Date.parse(at)).padStart(13, '0')}-${randomUUID()}.json`;

/**
 * The access log in AWS: one object per entry in a bucket with S3 Object Lock in compliance mode
 * (infra: AuditLog), so no one, the app included, can overwrite or delete an entry during its
 * retention; hence no hash chain (`previous` is null). The functions may only put, list and get.
 */
export class S3AccessLog implements AccessLog {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async append(entry: Omit<AccessLogEntry, 'previous'>): Promise<void> {
    const body = JSON.stringify(accessLogEntrySchema.parse({ ...entry, previous: null }));
    // Object Lock buckets require a checksum on every put; the SDK adds CRC32 by default.
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: newestFirstKey(entry.at), Body: body, ContentType: 'application/json' }));
  }

  async read(limit: number): Promise<{ entries: AccessLogEntry[]; intact: boolean }> {
    const listed = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: 'entries/', MaxKeys: limit }));
    const entries = await Promise.all(
      (listed.Contents ?? []).map(async ({ Key }) => {
        const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key }));
        return accessLogEntrySchema.parse(JSON.parse((await object.Body?.transformToString()) ?? 'null'));
      }),
    );
    return { entries, intact: true };
  }
}
