import { createDependencies } from '../../adapters/create-dependencies';
import { createS3Client } from '../../adapters/s3/client';
import { S3ZipWriter } from '../../adapters/s3/s3-zip-writer';
import type { ExportBuildDeps } from '../../domain/account/build-account-export';
import type { OrphanSweepDeps } from '../../domain/documents/orphan-objects';
import { getEnv } from '../../lib/env';
import { logger } from '../../lib/logger';

// The triggers' composition root (scheduled, Cognito and event triggers, the export builder), built once per Lambda container.

let sweepDependencies: OrphanSweepDeps | undefined;

/** What the orphan-object sweep talks to. */
export function getSweepDependencies(): OrphanSweepDeps {
  if (!sweepDependencies) {
    const deps = createDependencies(getEnv());
    sweepDependencies = { documents: deps.documents, storage: deps.storage, artifacts: deps.artifacts, documentBuckets: Object.values(deps.bucketNames), now: deps.now };
  }
  return sweepDependencies;
}

let exportBuildDependencies: ExportBuildDeps | undefined;

/** What the account export builder talks to. */
export function getExportBuildDependencies(): ExportBuildDeps {
  if (!exportBuildDependencies) {
    const env = getEnv();
    const deps = createDependencies(env);
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
