import { createAccountPorts } from '../../adapters/account-dependencies';
import type { AccountPorts, DataDependencies } from '../../adapters/data-dependencies';
import type { StorageDependencies } from '../../adapters/storage-dependencies';
import { getEnv } from '../../lib/env';
import { getDocumentClient } from './data-runtime';
import { getStorageDependencies } from './storage-runtime';

// The account routes' ports: the table's, S3's (the export ZIPs) and the account's records and exports.

let dependencies: (DataDependencies & StorageDependencies & AccountPorts) | undefined;

export function getAccountDependencies(): DataDependencies & StorageDependencies & AccountPorts {
  dependencies ??= { ...getStorageDependencies(), ...createAccountPorts(getEnv(), getDocumentClient()) };
  return dependencies;
}
