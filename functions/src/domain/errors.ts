// Every error FairBill's code throws on purpose, in one home. None carries an HTTP status: a use
// case says what went wrong (`kind`), and the HTTP middleware (handlers/http/middleware.ts) maps
// each kind to its response once, as `{ error: { code, message } }`.

/** What a refused request is, whatever the transport. */
export type ErrorKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'too_large' | 'unsupported_type' | 'unprocessable';

/** A request the use cases refuse; `message` is written for the person using the app. */
export class RequestError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends RequestError {
  constructor(message: string, code = 'validation_failed') {
    super('invalid', code, message);
  }
}

export class UnauthorizedError extends RequestError {
  constructor(message = 'User not authenticated') {
    super('unauthenticated', 'unauthorized', message);
  }
}

export class ForbiddenError extends RequestError {
  constructor(message: string, code = 'forbidden') {
    super('forbidden', code, message);
  }
}

export class NotFoundError extends RequestError {
  constructor(message: string, code = 'not_found') {
    super('not_found', code, message);
  }
}

export class ConflictError extends RequestError {
  constructor(message: string, code = 'conflict') {
    super('conflict', code, message);
  }
}

export class PayloadTooLargeError extends RequestError {
  constructor(message: string, code = 'file_too_large') {
    super('too_large', code, message);
  }
}

export class UnsupportedMediaTypeError extends RequestError {
  constructor(message: string) {
    super('unsupported_type', 'unsupported_file_type', message);
  }
}

export class UnprocessableError extends RequestError {
  constructor(message: string, code = 'unprocessable') {
    super('unprocessable', code, message);
  }
}

// ---- Signals from the repositories to the use cases (turned into a RequestError or a retry there) ----

/**
 * Thrown by a write whose idempotency key was used before; `resultId` is the first write's id,
 * `fingerprint` that of the first request (null when it was not recorded).
 */
export class IdempotentReplayError extends Error {
  constructor(
    readonly resultId: string,
    readonly fingerprint: string | null = null,
  ) {
    super('Idempotent replay');
    this.name = 'IdempotentReplayError';
  }
}

/** Thrown when a record changed since it was read (optimistic locking): re-read and retry. */
export class StaleRecordError extends Error {
  constructor() {
    super('The record changed since it was read');
    this.name = 'StaleRecordError';
  }
}

/** Thrown when a document names a family member that the user does not have. */
export class MissingMemberError extends Error {
  constructor() {
    super('Family member not found');
    this.name = 'MissingMemberError';
  }
}

export class InvalidCursorError extends Error {
  constructor() {
    super('Invalid cursor');
    this.name = 'InvalidCursorError';
  }
}

/** Thrown by a Redriver when the workflow engine will not redrive an execution (e.g. not failed, or too old). */
export class RedriveRefusedError extends Error {
  override readonly name = 'RedriveRefusedError';
}

// ---- The pipeline's failures whose message is shown to the user (userReadableErrorNames) ----

/** A document that cannot be read; the message is shown to the user as is. */
export class DocumentReadError extends Error {
  override readonly name = 'DocumentReadError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** Thrown when extracted data breaks the spec's rules; the message is shown to the user. */
export class ExtractionValidationError extends Error {
  override readonly name = 'ExtractionValidationError';
}

/** Thrown when the stored file is not what the server accepts (Decision 10); the message is shown to the user. */
export class UploadRejectedError extends Error {
  override readonly name = 'UploadRejectedError';
}

/** Errors whose message is written for the user (the others get the spec's fallback message). */
export const userReadableErrorNames: ReadonlySet<string> = new Set(['DocumentReadError', 'ExtractionValidationError', 'UploadRejectedError']);
