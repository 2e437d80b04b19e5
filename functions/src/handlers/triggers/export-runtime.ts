import { createAccountPorts } from '../../adapters/account-dependencies';
import { createDataDependencies } from '../../adapters/data-dependencies';
import { createDocumentClient } from '../../adapters/dynamodb/client';
import { createMailer } from '../../adapters/mail/create-mailer';
import { createS3Client } from '../../adapters/s3/client';
import { S3ZipWriter } from '../../adapters/s3/s3-zip-writer';
import { createStorageDependencies } from '../../adapters/storage-dependencies';
import type { ExportBuildDeps } from '../../domain/account/build-account-export';
import { getEnv } from '../../lib/env';
import { logger } from '../../lib/logger';

// The account export builder's composition root (it mails the owner when the ZIP is ready), built
// once per Lambda container.

let exportBuildDependencies: ExportBuildDeps | undefined;

/** What the account export builder talks to. */
export function getExportBuildDependencies(): ExportBuildDeps {
  if (!exportBuildDependencies) {
    const env = getEnv();
    const dynamo = createDocumentClient();
    const deps = { ...createDataDependencies(env, dynamo), ...createStorageDependencies(env), ...createAccountPorts(env, dynamo), mailer: createMailer(env) };
    const log = {
      warn: (message: string, attributes: Record<string, unknown> = {}) => logger.warn(message, attributes),
      error: (message: string, attributes: Record<string, unknown> = {}) => logger.error(message, attributes),
    };
    // The ZIP writer (and its library) only here: no other function bundles it.
    const exportWriter = new S3ZipWriter(createS3Client(env.S3_FORCE_PATH_STYLE), env.EXPORTS_BUCKET);
    exportBuildDependencies = { ...deps, exportWriter, appOrigin: env.APP_ORIGIN, log };
  }
  return exportBuildDependencies;
}
