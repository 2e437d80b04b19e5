import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { fetchRetryingConnection } from './http-util';

export type JwtClaims = Record<string, string | number | boolean | string[]>;

export interface JwtAuthorizer {
  /** The verified claims of a `Bearer` ID token, or undefined (API Gateway then answers 401). */
  authorize(authorizationHeader: string | undefined): Promise<JwtPayload | undefined>;
}

/**
 * Verifies Cognito ID tokens like API Gateway's JWT authorizer (issuer, audience = app client id,
 * signature, expiry). The JWKS is fetched here over http (aws-jwt-verify's fetcher insists on
 * https) and handed to the verifier's cache.
 */
export async function createJwtAuthorizer(options: { issuer: string; audience: string }): Promise<JwtAuthorizer> {
  const jwksUri = `${options.issuer}/.well-known/jwks.json`;
  const response = await fetchRetryingConnection(jwksUri);
  if (!response.ok) throw new Error(`Could not fetch the JWKS from ${jwksUri}: ${response.status}`);
  const jwks = (await response.json()) as Jwks;
  const verifier = JwtRsaVerifier.create({
    issuer: options.issuer,
    audience: options.audience,
    jwksUri,
    customJwtCheck: ({ payload }) => {
      if (payload['token_use'] !== undefined && payload['token_use'] !== 'id') throw new Error('Not an ID token');
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
