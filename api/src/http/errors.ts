// One error model: AppError subclasses carry status and message; http/error-handler.ts maps them to JSON.
import type { FieldError } from '@dadeal/core';

export class AppError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: FieldError[],
    public readonly extra?: Record<string, unknown>,
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export class ValidationError extends AppError {
  constructor(errors: FieldError[], message = errors[0]?.message ?? 'Invalid input') {
    super(400, message, errors);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please log in to continue.') {
    super(401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string) {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  /** `extra` fields go into the JSON answer beside the message (say, when a coupon was used). */
  constructor(message: string, extra?: Record<string, unknown>) {
    super(409, message, undefined, extra);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(retryAfterSeconds: number) {
    super(429, 'Too many requests. Please try again later.', undefined, undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}

/**
 * A database error's SQLSTATE, wherever the driver or Objection put it: Objection wraps what its queries throw
 * (db-errors' UniqueViolationError …) and keeps the driver's error, with its code, as `nativeError`.
 */
export function dbErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; nativeError?: { code?: unknown } } | null;
  const code = e?.code ?? e?.nativeError?.code;
  return typeof code === 'string' ? code : undefined;
}
