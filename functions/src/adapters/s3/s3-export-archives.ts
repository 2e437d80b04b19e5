import type { S3Client } from '@aws-sdk/client-s3';
import type { ExportArchives } from '../../domain/account/account-export';
import { S3DocumentStorage } from './s3-document-storage';

/** The exports bucket: one ZIP per account under `<userId>/`, deleted by the bucket's lifecycle rule (written by S3ZipWriter). */
export class S3ExportArchives implements ExportArchives {
  private readonly links: S3DocumentStorage;

  constructor(
    client: S3Client,
    private readonly bucket: string,
  ) {
    this.links = new S3DocumentStorage(client);
  }

  presignDownload(key: string, fileName: string): Promise<{ url: string; expiresAt: string }> {
    return this.links.presignDownload({ bucket: this.bucket, key, fileName, disposition: 'attachment' });
  }

  delete(key: string): Promise<void> {
    return this.links.deleteObject(this.bucket, key);
  }
}
