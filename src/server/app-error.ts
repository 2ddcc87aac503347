import { ERROR_MESSAGES, type ErrorCode } from '#domain/errors.ts';

/** An expected failure with its HTTP status; the error handler renders it. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    statusCode: number,
    fields?: Record<string, string>,
    message?: string,
  ) {
    super(message ?? ERROR_MESSAGES[code]);
    this.code = code;
    this.statusCode = statusCode;
    this.fields = fields;
  }
}
