import { z } from 'zod';

// Per-stage settings from CDK context (cdk.json `context.stages`, stage chosen with `-c stage=...`).
// Parsed once here so a typo in cdk.json fails synth with the field's name, not a broken deploy.

/** CloudWatch Logs only accepts these retention periods (days). */
const retentionDays = [1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653] as const;

export const stageNameSchema = z.enum(['dev', 'prod']);
export type StageName = z.infer<typeof stageNameSchema>;

export const stageConfigSchema = z.strictObject({
  /** Region of every stack (Cognito, Bedrock and Textract must be offered there). */
  region: z.string().regex(/^[a-z]{2}(-gov)?-[a-z]+-\d$/, 'an AWS region such as us-east-1'),
  /** Sender of every e-mail (SES identity created by the app stack; verify it after the first deploy). */
  mailFrom: z.email(),
  /**
   * Cognito sends its e-mails through SES from `mailFrom`. Cognito refuses an unverified identity,
   * so the first deploy of a stage runs with `false` (Cognito's own mailer, 50 mails a day), the
   * identity is verified, then this turns `true` (see README.md, "Deploying to AWS").
   */
  userPoolEmailViaSes: z.boolean(),
  /** Where contact-form messages go. */
  supportEmail: z.email(),
  /** Bedrock model or cross-region inference profile the structurer calls (IAM is scoped to it). */
  bedrockModelId: z.string().regex(/^[a-z0-9.:-]+$/, 'a Bedrock model id'),
  logRetentionDays: z.number().refine((days) => (retentionDays as readonly number[]).includes(days), {
    message: `one of ${retentionDays.join(', ')}`,
  }),
  logLevel: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']),
  /** Prod keeps data (retain + deletion protection); dev can be torn down with `cdk destroy`. */
  retainData: z.boolean(),
  mfa: z.enum(['off', 'optional']),
  /**
   * Cognito threat protection (the Plus feature plan, billed per active user): compromised
   * credentials are blocked, risky sign-ins need the second factor where one is set up.
   */
  threatProtection: z.boolean(),
  apiThrottle: z.strictObject({ rateLimit: z.number().int().positive(), burstLimit: z.number().int().positive() }),
  /** Non-current object versions are kept this long for audit, then expire. */
  noncurrentVersionDays: z.number().int().positive(),
  /** Each entry of the auditors' access log is locked (S3 Object Lock, compliance mode) this long. */
  auditLogRetentionDays: z.number().int().positive(),
  /** Optional e-mail subscribed to the alarm topic (confirm the subscription mail once). */
  alarmEmail: z.email().optional(),
});
export type StageConfig = z.infer<typeof stageConfigSchema>;

export const stagesSchema = z.strictObject({ dev: stageConfigSchema, prod: stageConfigSchema });

export interface ResolvedStage {
  readonly stage: StageName;
  readonly config: StageConfig;
}

/** Reads `stage` (default dev) and `stages` from CDK context values. */
export function resolveStage(stageContext: unknown, stagesContext: unknown): ResolvedStage {
  const stage = stageNameSchema.parse(stageContext ?? 'dev');
  const stages = stagesSchema.safeParse(stagesContext);
  if (!stages.success) {
    throw new Error(`Invalid CDK context "stages" (cdk.json): ${z.prettifyError(stages.error)}`);
  }
  return { stage, config: stages.data[stage] };
}
