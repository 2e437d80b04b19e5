/** Origins the SPA reaches beyond its own; the rest of the policy is the same in AWS and locally. */
export interface CspOrigins {
  /** The document buckets: the browser PUTs uploads and loads originals with presigned URLs. */
  readonly documentStorage: readonly string[];
  /** Cognito's API where the SPA calls it directly (AWS); locally it is proxied on the SPA's origin. */
  readonly cognito: readonly string[];
}

/**
 * The SPA's Content-Security-Policy, one definition for CloudFront (web-site.ts) and the local
 * SPA server (infra/local/spa.ts), so that the browser journeys run under the policy users get.
 */
export function contentSecurityPolicy(origins: CspOrigins): string {
  const storage = origins.documentStorage.join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Toasts and dialogs inject style attributes at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${storage}`,
    ["connect-src 'self'", ...origins.cognito, storage].join(' '),
    `frame-src 'self' blob: ${storage}`,
    // The document preview embeds the original PDF with <object> from its presigned URL: the
    // document buckets may be embedded, no other plugin content ('self' and blob: are not needed).
    `object-src ${storage || "'none'"}`,
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
