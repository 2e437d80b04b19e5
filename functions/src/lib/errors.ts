// Typed errors a use case may throw; the HTTP middleware maps each to its status once
// (`{ error: { code, message } }`). Messages are written for the person using the app.
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, code = 'validation_failed') {
    super(400, code, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'User not authenticated') {
    super(401, 'unauthorized', message);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string, code = 'not_found') {
    super(404, code, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code = 'conflict') {
    super(409, code, message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string, code = 'file_too_large') {
    super(413, code, message);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string) {
    super(415, 'unsupported_file_type', message);
  }
}

export class UnprocessableError extends AppError {
  constructor(message: string, code = 'unprocessable') {
    super(422, code, message);
  }
}
