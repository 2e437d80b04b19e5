import * as z from 'zod';

// The Lambda environment, parsed once with zod: a missing or malformed variable fails at the
// first use with the variable's name, not deep inside an AWS call.
const envSchema = z.object({
  TABLE_NAME: z.string().min(1),
  IDEMPOTENCY_TABLE_NAME: z.string().min(1),
  MEDICAL_DOCUMENTS_BUCKET: z.string().min(1),
  INSURANCE_DOCUMENTS_BUCKET: z.string().min(1),
  ARTIFACTS_BUCKET: z.string().min(1),
  /** "Download all my data" ZIPs, under each user's prefix; a lifecycle rule deletes them. */
  EXPORTS_BUCKET: z.string().min(1),
  /** AWS only: the export builder function, invoked asynchronously; locally the build runs in process. */
  EXPORT_FUNCTION_NAME: z.string().min(1).optional(),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  APP_ORIGIN: z.url().default('http://localhost:4000'),
  MAIL_TRANSPORT: z.enum(['ses', 'outbox']).default('outbox'),
  OUTBOX_DIR: z.string().min(1).default('.data/outbox'),
  MAIL_FROM: z.string().min(1).default('no-reply@fairbill.local'),
  SUPPORT_EMAIL: z.string().min(1).default('support@fairbill.local'),
  /** The auditors' access log: the Object Lock bucket in AWS; locally an append-only file. */
  ACCESS_LOG_BUCKET: z.string().min(1).optional(),
  ACCESS_LOG_FILE: z.string().min(1).default('.data/audit/access-log.jsonl'),
  READER: z.enum(['local', 'textract']).default('local'),
  STRUCTURER: z.enum(['local', 'bedrock']).default('local'),
  BEDROCK_MODEL_ID: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  POWERTOOLS_SERVICE_NAME: z.string().min(1).default('fairbill'),
  LOG_LEVEL: z.enum(['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT', 'CRITICAL']).default('INFO'),
  /** The local stack only: steps to fail on purpose, to rehearse a redrive (adapters/faults). */
  FAULT_INJECTION_FILE: z.string().min(1).optional(),
  /** Set on the API functions in AWS only: the value CloudFront sends in ORIGIN_VERIFY_HEADER. */
  ORIGIN_VERIFY_SECRET: z.string().min(32).optional(),
  /** The reminder sweep's: the user pool whose accounts it lists (locally set once cognito-local has started). */
  USER_POOL_ID: z.string().min(1).optional(),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const names = result.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid environment: ${names}`);
  }
  return result.data;
}

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

let cachedOrigin: Pick<Env, 'APP_ORIGIN'> | undefined;

/** The Cognito trigger needs only the app origin (it has no table or bucket). */
export function getTriggerEnv(): Pick<Env, 'APP_ORIGIN'> {
  cachedOrigin ??= envSchema.pick({ APP_ORIGIN: true }).parse(process.env);
  return cachedOrigin;
}

let cachedOriginSecret: Pick<Env, 'ORIGIN_VERIFY_SECRET'> | undefined;

/** The origin secret alone: checked before a handler builds its dependencies. */
export function getOriginEnv(): Pick<Env, 'ORIGIN_VERIFY_SECRET'> {
  cachedOriginSecret ??= envSchema.pick({ ORIGIN_VERIFY_SECRET: true }).parse(process.env);
  return cachedOriginSecret;
}

let cachedUserPool: { USER_POOL_ID: string } | undefined;

/** The user pool alone, for the reminder sweep; read at its first use, after the local stack has set it. */
export function getUserPoolEnv(): { USER_POOL_ID: string } {
  cachedUserPool ??= z.object({ USER_POOL_ID: z.string().min(1) }).parse(process.env);
  return cachedUserPool;
}
