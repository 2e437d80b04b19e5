import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { LetterFiles } from '../../domain/letters/ports';
import { S3DocumentStorage } from './s3-document-storage';

/** The letters' PDFs, in the artifacts bucket under each user's prefix (letter-record.ts, letterPdfKey). */
export class S3LetterFiles implements LetterFiles {
  private readonly objects: S3DocumentStorage;

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {
    this.objects = new S3DocumentStorage(client);
  }

  async put(key: string, pdf: Uint8Array): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: pdf, ContentType: 'application/pdf', ContentLength: pdf.byteLength }));
  }

  presignDownload(key: string, fileName: string): Promise<{ url: string; expiresAt: string }> {
    return this.objects.presignDownload({ bucket: this.bucket, key, fileName, disposition: 'attachment' });
  }

  delete(key: string): Promise<void> {
    return this.objects.deleteObject(this.bucket, key);
  }
}
