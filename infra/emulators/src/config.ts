import { join } from 'node:path';

// The local stand-ins for AWS, declared once: the emulators, the handlers' environment pointed at
// them, the local stack (infra/local/config.ts re-exports these) and the local workflow
// (infra/lib/local-environment.ts) all take them from here.

/** Emulators bind the loopback interface only. */
export const LOCAL_HOST = '127.0.0.1';
/** The region the emulators and the handlers are told: any fixed value does (the emulators accept it). */
export const LOCAL_REGION = 'us-east-1';
/** The emulators accept these; fixed values keep the SDK from looking for real credentials. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

/** Local stand-ins for AWS names: the same bucket names the handlers receive through env. */
export const localBuckets = {
  medicalDocuments: 'medical-documents',
  insuranceDocuments: 'insurance-documents',
  artifacts: 'document-artifacts',
  exports: 'account-exports',
} as const;

/** Where each emulator (and the local stack) keeps its state inside the data folder. */
export function dataPaths(dataDir: string) {
  return {
    dynamodb: join(dataDir, 'dynamodb'),
    s3: join(dataDir, 's3'),
    cognito: join(dataDir, 'cognito'),
    outbox: join(dataDir, 'outbox'),
    audit: join(dataDir, 'audit'),
    logs: join(dataDir, 'logs'),
    /** Failed executions the local runner keeps for a redrive. */
    executions: join(dataDir, 'executions'),
  };
}

/** The auditors' append-only access log (the Object Lock bucket in AWS). */
export const accessLogFile = (dataDir: string): string => join(dataPaths(dataDir).audit, 'access-log.jsonl');

/** The origin browsers use (localhost, not 127.0.0.1: it is what the README and the e-mails say). */
export function appOrigin(ports: { app: number }): string {
  return `http://localhost:${ports.app}`;
}
