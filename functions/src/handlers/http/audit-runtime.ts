import { createAuditPorts } from '../../adapters/audit-dependencies';
import type { AuditPorts, DataDependencies } from '../../adapters/data-dependencies';
import type { StorageDependencies } from '../../adapters/storage-dependencies';
import { getEnv } from '../../lib/env';
import { getDocumentClient } from './data-runtime';
import { getS3Client, getStorageDependencies } from './storage-runtime';

// The audit routes' ports: the table's, S3's (originals, artifacts, the access log) and the audit index.

let dependencies: (DataDependencies & StorageDependencies & AuditPorts) | undefined;

export function getAuditDependencies(): DataDependencies & StorageDependencies & AuditPorts {
  dependencies ??= { ...getStorageDependencies(), ...createAuditPorts(getEnv(), { dynamo: getDocumentClient(), s3: getS3Client() }) };
  return dependencies;
}
