/** Origins the SPA reaches beyond its own; the rest of the policy is the same in AWS and locally. */
export interface CspOrigins {
  /** The document buckets: the browser PUTs uploads and loads originals with presigned URLs. */
  readonly documentStorage: readonly string[];
  /** Cognito's API where the SPA calls it directly (AWS); locally it is proxied on the SPA's origin. */
  readonly cognito: readonly string[];
}

/**
 * The security headers of every response users get from FairBill's origin, described once:
 * web-site.ts turns this into CloudFront's response-headers policy, the local servers into
 * header fields (securityHeaderFields), so that the browser journeys run under what users get.
 */
export interface SecurityHeaders {
  readonly contentSecurityPolicy: string;
  readonly strictTransportSecurity: { readonly maxAgeSeconds: number; readonly includeSubdomains: boolean; readonly preload: boolean };
  readonly frameOptions: 'DENY';
  readonly contentTypeOptions: 'nosniff';
  readonly referrerPolicy: 'no-referrer';
}

/** The SPA's Content-Security-Policy. */
export function contentSecurityPolicy(origins: CspOrigins): string {
  const storage = origins.documentStorage;
  return [
    ["default-src 'self'"],
    ["script-src 'self'"],
    // Toasts and dialogs inject style attributes at run time.
    ["style-src 'self' 'unsafe-inline'"],
    ["img-src 'self' data: blob:", ...storage],
    ["connect-src 'self'", ...origins.cognito, ...storage],
    ["frame-src 'self' blob:", ...storage],
    // The document preview embeds the original PDF with <object> from its presigned URL: the
    // document buckets may be embedded, no other plugin content ('self' and blob: are not needed).
    ['object-src', ...(storage.length > 0 ? storage : ["'none'"])],
    ["base-uri 'self'"],
    ["form-action 'self'"],
    ["frame-ancestors 'none'"],
  ]
    .map((directive) => directive.join(' '))
    .join('; ');
}

export function securityHeaders(origins: CspOrigins): SecurityHeaders {
  return {
    contentSecurityPolicy: contentSecurityPolicy(origins),
    // Two years, subdomains and preload: the values the HSTS preload list requires.
    strictTransportSecurity: { maxAgeSeconds: 730 * 24 * 60 * 60, includeSubdomains: true, preload: true },
    frameOptions: 'DENY',
    contentTypeOptions: 'nosniff',
    // No Referer at all, even to our own origin: a page's URL never reaches access logs (issue 18).
    referrerPolicy: 'no-referrer',
  };
}

/** The header fields as CloudFront writes them from the policy (lower-case names, as Node sends them). */
export function securityHeaderFields(headers: SecurityHeaders): Record<string, string> {
  const hsts = headers.strictTransportSecurity;
  return {
    'content-security-policy': headers.contentSecurityPolicy,
    'strict-transport-security': [`max-age=${hsts.maxAgeSeconds}`, ...(hsts.includeSubdomains ? ['includeSubDomains'] : []), ...(hsts.preload ? ['preload'] : [])].join('; '),
    'x-frame-options': headers.frameOptions,
    'x-content-type-options': headers.contentTypeOptions,
    'referrer-policy': headers.referrerPolicy,
  };
}
