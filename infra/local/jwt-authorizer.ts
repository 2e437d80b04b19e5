import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { fetchRetryingConnection } from './http-util';

export type JwtClaims = Record<string, string | number | boolean | string[]>;

export interface JwtAuthorizer {
  /** The verified claims of a `Bearer` ID or access token, or undefined (API Gateway then answers 401). */
  authorize(authorizationHeader: string | undefined): Promise<JwtPayload | undefined>;
}

/**
 * API Gateway's audience rule for JWT authorizers: `aud` must be one of the audiences; only a token
 * without `aud` (a Cognito access token) is judged by `client_id` instead. Token use is not checked.
 */
export function audienceMatches(payload: JwtPayload, audiences: readonly string[]): boolean {
  const { aud, client_id: clientId } = payload;
  if (aud !== undefined) return [aud].flat().some((value) => audiences.includes(value));
  return typeof clientId === 'string' && audiences.includes(clientId);
}

/**
 * API Gateway's time rules beyond aws-jwt-verify's (which checks `exp` and `nbf` only when present):
 * `exp` must be there (and after now, checked by the verifier), `iat` must not be in the future.
 */
export function issuedInTime(payload: JwtPayload, nowSeconds = Date.now() / 1000): boolean {
  return typeof payload.exp === 'number' && (payload.iat === undefined || payload.iat <= nowSeconds);
}

/**
 * Verifies Cognito tokens as API Gateway's JWT authorizer does (infra/lib/constructs/http-api.ts:
 * signature, issuer, expiry, issue time, and the app client as the audience by `aud` or `client_id`), so the
 * tokens accepted locally are the ones accepted in AWS. The JWKS is fetched here over http
 * (aws-jwt-verify's fetcher insists on https) and handed to the verifier's cache.
 */
export async function createJwtAuthorizer(options: { issuer: string; audience: string }): Promise<JwtAuthorizer> {
  const jwksUri = `${options.issuer}/.well-known/jwks.json`;
  const response = await fetchRetryingConnection(jwksUri);
  if (!response.ok) throw new Error(`Could not fetch the JWKS from ${jwksUri}: ${response.status}`);
  const jwks = (await response.json()) as Jwks;
  const verifier = JwtRsaVerifier.create({
    issuer: options.issuer,
    // aws-jwt-verify knows `aud` only: the audience is checked below, with API Gateway's rule.
    audience: null,
    jwksUri,
    customJwtCheck: ({ payload }) => {
      if (!audienceMatches(payload, [options.audience])) throw new Error('The token was not issued for this app client');
      if (!issuedInTime(payload)) throw new Error('The token has no expiry or was issued in the future');
    },
  });
  verifier.cacheJwks(jwks);
  return {
    async authorize(header) {
      const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
      if (!match?.[1]) return undefined;
      try {
        return await verifier.verify(match[1]);
      } catch {
        return undefined;
      }
    },
  };
}

/** API Gateway HTTP APIs hand claims to Lambda as strings (arrays as "[a b]"). */
export function claimsAsApiGatewayDoes(payload: JwtPayload): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).flatMap(([name, value]) => {
      if (value === undefined || value === null) return [];
      if (Array.isArray(value)) return [[name, `[${value.join(' ')}]`]];
      if (typeof value === 'object') return [[name, JSON.stringify(value)]];
      return [[name, String(value)]];
    }),
  );
}
