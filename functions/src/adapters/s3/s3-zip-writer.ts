import type { PassThrough } from 'node:stream';
import { Readable } from 'node:stream';
import { AbortMultipartUploadCommand, CompleteMultipartUploadCommand, CreateMultipartUploadCommand, PutObjectCommand, UploadPartCommand } from '@aws-sdk/client-s3';
import type { CompletedPart, S3Client } from '@aws-sdk/client-s3';
import { ZipFile } from 'yazl';
import type { ExportArchive, ExportArchiveWriter } from '../../domain/account/account-export';

/** Bytes per uploaded part: S3's 5 MiB minimum with room to spare; 10,000 parts make 80 GiB. */
const PART_BYTES = 8 * 1024 * 1024;
const ZIP_TYPE = 'application/zip';

/**
 * Streams `chunks` into `key`: one PutObject when they are smaller than a part, else a multipart
 * upload, aborted on failure. At most one part is held in memory. Resolves to the size in bytes.
 */
async function uploadStream(client: S3Client, bucket: string, key: string, chunks: AsyncIterable<Uint8Array>): Promise<number> {
  const target = { Bucket: bucket, Key: key };
  let uploadId: string | undefined;
  const parts: CompletedPart[] = [];
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let total = 0;
  const sendPart = async () => {
    uploadId ??= (await client.send(new CreateMultipartUploadCommand({ ...target, ContentType: ZIP_TYPE }))).UploadId;
    const PartNumber = parts.length + 1;
    const { ETag } = await client.send(new UploadPartCommand({ ...target, UploadId: uploadId, PartNumber, Body: Buffer.concat(pending) }));
    parts.push({ ETag, PartNumber });
    pending = [];
    pendingBytes = 0;
  };
  try {
    for await (const chunk of chunks) {
      pending.push(chunk);
      pendingBytes += chunk.byteLength;
      total += chunk.byteLength;
      if (pendingBytes >= PART_BYTES) await sendPart();
    }
    if (uploadId === undefined) {
      await client.send(new PutObjectCommand({ ...target, Body: Buffer.concat(pending), ContentType: ZIP_TYPE }));
      return total;
    }
    if (pendingBytes > 0) await sendPart();
    await client.send(new CompleteMultipartUploadCommand({ ...target, UploadId: uploadId, MultipartUpload: { Parts: parts } }));
    return total;
  } catch (error) {
    // The bucket's lifecycle rule removes an upload this could not abort a day later.
    if (uploadId !== undefined) await client.send(new AbortMultipartUploadCommand({ ...target, UploadId: uploadId })).catch(() => undefined);
    throw error;
  }
}

/** A ZIP (yazl: streamed, ZIP64 past 4 GB) uploaded while it is written. */
class StreamedZip implements ExportArchive {
  private readonly zip = new ZipFile();
  private readonly output = this.zip.outputStream as PassThrough;
  private readonly stored: Promise<number>;

  constructor(client: S3Client, bucket: string, key: string) {
    this.stored = uploadStream(client, bucket, key, this.output);
    // Observed by add() and finish(); a rejection nobody awaits yet must not crash the process.
    this.stored.catch(() => undefined);
  }

  add(name: string, content: string | Uint8Array | AsyncIterable<Uint8Array>, options: { compress: boolean; modifiedAt: Date }): Promise<void> {
    const source = typeof content === 'string' || content instanceof Uint8Array ? Readable.from([Buffer.from(content)]) : Readable.from(content);
    return new Promise<void>((resolve, reject) => {
      source.once('end', resolve);
      // yazl does not pass a source's error on (it pipes), so the entry fails here.
      source.once('error', reject);
      this.stored.catch(reject);
      this.zip.addReadStreamLazy(name, { compress: options.compress, mtime: options.modifiedAt }, (callback) => callback(null, source));
    });
  }

  async finish(): Promise<{ sizeBytes: number }> {
    this.zip.end();
    return { sizeBytes: await this.stored };
  }

  async abort(): Promise<void> {
    this.output.destroy(new Error('Export archive aborted'));
    await this.stored.catch(() => undefined);
  }
}

/** The export builder's writer: each ZIP streamed into the exports bucket as it is made. */
export class S3ZipWriter implements ExportArchiveWriter {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  create(key: string): ExportArchive {
    return new StreamedZip(this.client, this.bucket, key);
  }
}
