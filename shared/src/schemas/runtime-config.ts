import * as z from 'zod/mini';

/**
 * The SPA's runtime settings, served as `/config.json`: written from stack outputs in AWS and by
 * the local server on a laptop, so one build runs everywhere.
 */
export const runtimeConfigSchema = z.object({
  stage: z.string().check(z.minLength(1)),
  region: z.string().check(z.minLength(1)),
  userPoolId: z.string().check(z.minLength(1)),
  userPoolClientId: z.string().check(z.minLength(1)),
  /** Local only: cognito-local behind the SPA's own origin (e.g. `http://localhost:4000/cognito`). */
  userPoolEndpoint: z.optional(z.url()),
  /** `USER_PASSWORD_AUTH` locally (cognito-local has no SRP), `USER_SRP_AUTH` in AWS. */
  authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  /** Base URL of the API, usually `/api` on the same origin. */
  apiUrl: z.string().check(z.minLength(1)),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
