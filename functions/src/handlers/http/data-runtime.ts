import { createDataDependencies, type DataDependencies } from '../../adapters/data-dependencies';
import { createDocumentClient } from '../../adapters/dynamodb/client';
import { getEnv } from '../../lib/env';

// The table's ports, for the routes that touch nothing else: their bundles load the DynamoDB
// client only (see adapters/data-dependencies.ts). Built once per Lambda container.

let client: ReturnType<typeof createDocumentClient> | undefined;

/** The container's DynamoDB client, shared by every table port its routes build. */
export function getDocumentClient(): ReturnType<typeof createDocumentClient> {
  client ??= createDocumentClient();
  return client;
}

let dependencies: DataDependencies | undefined;

export function getDataDependencies(): DataDependencies {
  dependencies ??= createDataDependencies(getEnv(), getDocumentClient());
  return dependencies;
}
