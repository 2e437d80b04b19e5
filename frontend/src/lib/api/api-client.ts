import { z } from 'zod';
import { loadRuntimeConfig } from '../../config/runtime-config';
import { ApiError, UNEXPECTED_ERROR_MESSAGE } from './api-error';

/** The API's error body: `{ "error": { "code", "message" } }`. */
const errorBodySchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/** Turns an error response into a typed ApiError carrying the API's code and message. */
export async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) return new ApiError(response.status, parsed.data.error.code, parsed.data.error.message);
  return new ApiError(response.status, `http_${response.status}`, UNEXPECTED_ERROR_MESSAGE);
}

export type TokenProvider = () => Promise<string>;

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The response contract; the body is parsed with it (zod at every edge). */
  schema: z.ZodType<T>;
  signal?: AbortSignal;
  /**
   * Sent as `Idempotency-Key`: one key per attempt of a create (the same for its retries), so a
   * repeated request gets the first result instead of a second record or charge.
   */
  idempotencyKey?: string;
  /** 'blob' for a file to save (an auditors' export): the schema then checks a Blob. */
  readAs?: 'json' | 'blob';
};

/** A new key for one attempt of a create: 128 random bits in hex. */
export function newIdempotencyKey(): string {
  // getRandomValues, unlike randomUUID, also works on a plain-http origin (the local stack on a LAN address).
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The SPA's one way to reach /api. Signed-in calls pass a token provider (the Cognito ID token,
 * sent as Bearer); public calls (the contact form) pass none, so they need no Amplify.
 */
export function createApiClient(getToken?: TokenProvider) {
  return async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
    const [config, token] = await Promise.all([loadRuntimeConfig(), getToken?.()]);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

    let response: Response;
    try {
      response = await fetch(`${config.apiUrl.replace(/\/$/, '')}${path}`, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
        // The page's URL never goes along with API calls (issue 18: no PHI in Referer or access logs).
        referrerPolicy: 'no-referrer',
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, 'network_error', 'Could not reach FairBill. Please check your connection and try again.');
    }
    if (!response.ok) throw await toApiError(response);

    const body: unknown = response.status === 204 ? null : options.readAs === 'blob' ? await response.blob() : await response.json().catch(() => null);
    const parsed = options.schema.safeParse(body);
    if (!parsed.success) throw new ApiError(response.status, 'invalid_response', 'The server sent an unexpected response.');
    return parsed.data;
  };
}

export type ApiRequest = ReturnType<typeof createApiClient>;

/** For routes anyone may call. */
export const publicApi = createApiClient();
