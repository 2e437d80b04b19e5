import type { S3Client } from '@aws-sdk/client-s3';
import type { ExportArchives } from '../domain/account/account-export';
import type { UseCaseDeps } from '../domain/deps';
import type { Env } from '../lib/env';
import { createS3Client } from './s3/client';
import { S3ArtifactStore, S3DocumentStorage } from './s3/s3-document-storage';
import { S3ExportArchives } from './s3/s3-export-archives';

// The S3 ports, apart from the table's: only the functions that read or write objects load the S3
// client. (The auditors' access log, an S3 bucket in AWS, is audit-dependencies.ts's.)

export type StorageDependencies = Pick<UseCaseDeps, 'storage' | 'artifacts'> & { exportArchives: ExportArchives };

/** `s3`: the client the other S3 ports of the same container share (the access log). */
export function createStorageDependencies(env: Env, s3: S3Client = createS3Client(env.S3_FORCE_PATH_STYLE)): StorageDependencies {
  return {
    storage: new S3DocumentStorage(s3),
    artifacts: new S3ArtifactStore(s3, env.ARTIFACTS_BUCKET),
    exportArchives: new S3ExportArchives(s3, env.EXPORTS_BUCKET),
  };
}
