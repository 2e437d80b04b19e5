// Kept free of zod: the query client (on every page, the landing included) imports it.

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred.';

/** A failed API call, typed by HTTP status and the API's error code. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }

  /** 4xx: the request itself is wrong, so retrying cannot help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export class NotAuthenticatedError extends ApiError {
  constructor() {
    super(401, 'not_authenticated', 'User not authenticated');
  }
}

export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.isClientError;
}

/** A message fit for a toast: the API's own message, the Error's, or a neutral fallback. */
export function errorMessage(error: unknown, fallback = UNEXPECTED_ERROR_MESSAGE): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
