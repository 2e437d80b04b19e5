import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { localBuckets } from '@fairbill/emulators/config';
import { appTableDefinition, idempotencyTableDefinition } from '@fairbill/functions/table-definition';

/** The repository root: every relative path of the local stack is taken from here, not the cwd. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

// The emulators' names, hosts and data folder layout (@fairbill/emulators declares them once).
export { accessLogFile, appOrigin, dataPaths, LOCAL_CREDENTIALS, LOCAL_HOST, LOCAL_REGION, localBuckets } from '@fairbill/emulators/config';
export { LOCAL_ACCOUNT_ID } from '../lib/local-environment';

/** The handlers' tables (functions' definitions): the emulators create them, the handler environment names them. */
export const localTables = { app: appTableDefinition, idempotency: idempotencyTableDefinition } as const;

/** Buckets whose uploads start the pipeline (the EventBridge rule's filter in AWS). */
export const pipelineBuckets: readonly string[] = [localBuckets.medicalDocuments, localBuckets.insuranceDocuments];

const port = z.coerce.number().int().min(0).max(65_535);

const localEnvSchema = z.object({
  FAIRBILL_PORT: port.default(4000),
  FAIRBILL_DYNAMODB_PORT: port.default(4001),
  FAIRBILL_S3_PORT: port.default(4002),
  FAIRBILL_COGNITO_PORT: port.default(4003),
  FAIRBILL_VITE_PORT: port.default(4004),
  FAIRBILL_DATA_DIR: z.string().min(1).default('.data'),
});

export interface LocalPorts {
  app: number;
  dynamodb: number;
  s3: number;
  cognito: number;
  vite: number;
}

export interface LocalConfig {
  ports: LocalPorts;
  /** Absolute path of the folder that holds all local state. */
  dataDir: string;
}

/** Env variable behind each port, for error messages that tell the user what to change. */
export const portEnvNames: Record<keyof LocalPorts, string> = {
  app: 'FAIRBILL_PORT',
  dynamodb: 'FAIRBILL_DYNAMODB_PORT',
  s3: 'FAIRBILL_S3_PORT',
  cognito: 'FAIRBILL_COGNITO_PORT',
  vite: 'FAIRBILL_VITE_PORT',
};

export function loadLocalConfig(env: Record<string, string | undefined> = process.env): LocalConfig {
  const parsed = localEnvSchema.safeParse(env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid local stack settings: ${names}`);
  }
  const values = parsed.data;
  const dataDir = isAbsolute(values.FAIRBILL_DATA_DIR) ? values.FAIRBILL_DATA_DIR : join(repoRoot, values.FAIRBILL_DATA_DIR);
  return {
    ports: {
      app: values.FAIRBILL_PORT,
      dynamodb: values.FAIRBILL_DYNAMODB_PORT,
      s3: values.FAIRBILL_S3_PORT,
      cognito: values.FAIRBILL_COGNITO_PORT,
      vite: values.FAIRBILL_VITE_PORT,
    },
    dataDir,
  };
}

/** Rehearsal faults for the pipeline's steps (functions/src/adapters/faults; RUNBOOK.md). */
export const faultsFile = (dataDir: string): string => join(dataDir, 'faults.json');

