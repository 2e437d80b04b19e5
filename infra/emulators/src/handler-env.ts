import { LOCAL_CREDENTIALS, LOCAL_REGION, localBuckets } from './config';
import type { LocalTableDefinition } from './dynamodb-local';

/**
 * The handlers' two tables, as functions/src/adapters/dynamodb/table-definition.ts defines them:
 * passed in by the caller (the local stack, a test project's global setup, a bench), since the
 * emulators import nothing of functions.
 */
export interface HandlerTables {
  app: LocalTableDefinition;
  idempotency: LocalTableDefinition;
}

export interface HandlerEndpoints {
  dynamodb: string;
  s3: string;
  cognito: string;
  appOrigin: string;
  outboxDir: string;
  /** The auditors' append-only access log (the Object Lock bucket in AWS). */
  accessLogFile: string;
  /** Steps to fail on purpose, to rehearse a redrive (the local stack only). */
  faultsFile?: string;
  /** The local runner's Step Functions endpoint (RedriveExecution). */
  states?: string;
}

/**
 * The Lambda environment of functions/src/lib/env.ts, pointed at the emulators. It must be in
 * process.env before any handler module is imported (handlers read it once).
 */
export function handlerEnvironment(tables: HandlerTables, endpoints: HandlerEndpoints): Record<string, string> {
  return {
    TABLE_NAME: tables.app.localName,
    IDEMPOTENCY_TABLE_NAME: tables.idempotency.localName,
    MEDICAL_DOCUMENTS_BUCKET: localBuckets.medicalDocuments,
    INSURANCE_DOCUMENTS_BUCKET: localBuckets.insuranceDocuments,
    ARTIFACTS_BUCKET: localBuckets.artifacts,
    EXPORTS_BUCKET: localBuckets.exports,
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
    AWS_ENDPOINT_URL_S3: endpoints.s3,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: endpoints.cognito,
    S3_FORCE_PATH_STYLE: 'true',
    APP_ORIGIN: endpoints.appOrigin,
    MAIL_TRANSPORT: 'outbox',
    OUTBOX_DIR: endpoints.outboxDir,
    ACCESS_LOG_FILE: endpoints.accessLogFile,
    MAIL_FROM: 'FairBill <no-reply@fairbill.local>',
    SUPPORT_EMAIL: 'support@fairbill.local',
    READER: 'local',
    STRUCTURER: 'local',
    POWERTOOLS_SERVICE_NAME: 'fairbill',
    POWERTOOLS_METRICS_NAMESPACE: 'FairBill',
    POWERTOOLS_METRICS_DISABLED: 'true',
    LOG_LEVEL: 'WARN',
    ...(endpoints.faultsFile ? { FAULT_INJECTION_FILE: endpoints.faultsFile } : {}),
    ...(endpoints.states ? { AWS_ENDPOINT_URL_SFN: endpoints.states } : {}),
  };
}

export function applyHandlerEnvironment(tables: HandlerTables, endpoints: HandlerEndpoints): void {
  Object.assign(process.env, handlerEnvironment(tables, endpoints));
}
