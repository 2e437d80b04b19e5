import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, NoSuchKey, paginateListObjectsV2, PutObjectCommand, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { uploadUrlLifetimeSeconds } from '../../domain/ports';
import type { ArtifactStore, DocumentStorage, StoredObject } from '../../domain/ports';

const downloadTtlSeconds = 5 * 60;
/** DeleteObjects takes at most this many keys per call. */
const deleteBatchSize = 1000;

const expiresAt = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

/** Only safe characters in the download name header; the stored key is sanitized already. */
const attachmentName = (fileName: string) => fileName.replace(/[^A-Za-z0-9._-]/g, '_');

export class S3DocumentStorage implements DocumentStorage {
  constructor(private readonly client: S3Client) {}

  async presignUpload(input: { bucket: string; key: string; contentType: string; size: number }) {
    const command = new PutObjectCommand({
      Bucket: input.bucket,
      Key: input.key,
      ContentType: input.contentType,
      ContentLength: input.size,
    });
    // Content type and length are signed: S3 refuses a PUT of another type or size.
    const url = await getSignedUrl(this.client, command, {
      expiresIn: uploadUrlLifetimeSeconds,
      signableHeaders: new Set(['content-type', 'content-length']),
    });
    return { url, headers: { 'Content-Type': input.contentType }, expiresAt: expiresAt(uploadUrlLifetimeSeconds) };
  }

  async presignDownload(input: { bucket: string; key: string; fileName: string | null; disposition: 'attachment' | 'inline' }) {
    const command = new GetObjectCommand({
      Bucket: input.bucket,
      Key: input.key,
      // A browser downloads an "attachment" even inside an <object>: the preview asks for "inline".
      ResponseContentDisposition: `${input.disposition}${input.fileName ? `; filename="${attachmentName(input.fileName)}"` : ''}`,
    });
    const url = await getSignedUrl(this.client, command, { expiresIn: downloadTtlSeconds });
    return { url, expiresAt: expiresAt(downloadTtlSeconds) };
  }

  async putObject(input: { bucket: string; key: string; contentType: string; bytes: Uint8Array }): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: input.bucket, Key: input.key, ContentType: input.contentType, ContentLength: input.bytes.byteLength, Body: input.bytes }));
  }

  async getObject(bucket: string, key: string) {
    const response = await this.client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    if (!response.Body) throw new Error('Empty object body');
    return { bytes: await response.Body.transformToByteArray(), contentType: response.ContentType ?? null };
  }

  async readObject(bucket: string, key: string): Promise<AsyncIterable<Uint8Array> | null> {
    try {
      const response = await this.client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!response.Body) throw new Error('Empty object body');
      return response.Body as AsyncIterable<Uint8Array>;
    } catch (error) {
      // Without s3:ListBucket (FairBill grants none), S3 answers a missing key with 403, not 404.
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 403)) return null;
      throw error;
    }
  }

  async deleteObject(bucket: string, key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  }

  listObjects(bucket: string): AsyncIterable<StoredObject> {
    return listObjects(this.client, bucket);
  }
}

async function* listObjects(client: S3Client, bucket: string): AsyncIterable<StoredObject> {
  for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket })) {
    for (const object of page.Contents ?? []) {
      if (object.Key && object.LastModified) yield { key: object.Key, lastModified: object.LastModified };
    }
  }
}

/** Pipeline artifacts as JSON objects in ARTIFACTS_BUCKET. */
export class S3ArtifactStore implements ArtifactStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async putJson(key: string, value: unknown): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: JSON.stringify(value), ContentType: 'application/json' }),
    );
  }

  async getJson(key: string): Promise<unknown> {
    const response = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    if (!response.Body) throw new Error('Empty artifact body');
    return JSON.parse(await response.Body.transformToString('utf8')) as unknown;
  }

  async deleteKeys(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += deleteBatchSize) {
      const batch = keys.slice(start, start + deleteBatchSize);
      const { Errors } = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
      // A refused key is reported in the reply, not thrown: nothing may be left behind silently.
      const first = Errors?.[0];
      if (first) throw new Error(`Could not delete ${Errors.length} artifact(s): ${first.Code ?? 'unknown error'}`);
    }
  }

  listObjects(): AsyncIterable<StoredObject> {
    return listObjects(this.client, this.bucket);
  }
}
