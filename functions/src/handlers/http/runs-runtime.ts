import type { DataDependencies } from '../../adapters/data-dependencies';
import { createRunRecords } from '../../adapters/run-dependencies';
import type { RunRecords } from '../../domain/operations/ports';
import { getEnv } from '../../lib/env';
import { getDataDependencies, getDocumentClient } from './data-runtime';

// The operators' routes' ports: the table's and the pipeline's run records.

let dependencies: (DataDependencies & { runs: RunRecords }) | undefined;

export function getRunDependencies(): DataDependencies & { runs: RunRecords } {
  dependencies ??= { ...getDataDependencies(), runs: createRunRecords(getEnv(), getDocumentClient()) };
  return dependencies;
}
