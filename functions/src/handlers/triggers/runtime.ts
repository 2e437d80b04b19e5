import { createDependencies } from '../../adapters/create-dependencies';
import type { OrphanSweepDeps } from '../../domain/documents/orphan-objects';
import { getEnv } from '../../lib/env';

// The triggers' composition root (scheduled and Cognito triggers), built once per Lambda container.

let sweepDependencies: OrphanSweepDeps | undefined;

/** What the orphan-object sweep talks to. */
export function getSweepDependencies(): OrphanSweepDeps {
  if (!sweepDependencies) {
    const deps = createDependencies(getEnv());
    sweepDependencies = { documents: deps.documents, storage: deps.storage, artifacts: deps.artifacts, documentBuckets: Object.values(deps.bucketNames), now: deps.now };
  }
  return sweepDependencies;
}
