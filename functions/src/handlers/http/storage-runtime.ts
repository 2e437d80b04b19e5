import type { DataDependencies } from '../../adapters/data-dependencies';
import { createS3Client } from '../../adapters/s3/client';
import { createStorageDependencies, type StorageDependencies } from '../../adapters/storage-dependencies';
import { getEnv } from '../../lib/env';
import { getDataDependencies } from './data-runtime';

// The table's and S3's ports, for the routes that read or write objects (documents, audit, exports).

let client: ReturnType<typeof createS3Client> | undefined;

/** The container's S3 client, shared by every S3 port its routes build. */
export function getS3Client(): ReturnType<typeof createS3Client> {
  client ??= createS3Client(getEnv().S3_FORCE_PATH_STYLE);
  return client;
}

let dependencies: (DataDependencies & StorageDependencies) | undefined;

export function getStorageDependencies(): DataDependencies & StorageDependencies {
  dependencies ??= { ...getDataDependencies(), ...createStorageDependencies(getEnv(), getS3Client()) };
  return dependencies;
}
