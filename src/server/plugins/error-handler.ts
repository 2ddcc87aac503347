import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, type ApiErrorBody, type ErrorCode } from '#domain/errors.ts';
import { AppError } from '#server/app-error.ts';
import {
  isDatabaseUnavailableError,
  isTransactionConflictError,
} from '#server/db/database-errors.ts';

/** Seconds a client is asked to wait while the database is unavailable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

function body(code: ErrorCode, message?: string, fields?: Record<string, string>): ApiErrorBody {
  return {
    error: { code, message: message ?? ERROR_MESSAGES[code], ...(fields ? { fields } : {}) },
  };
}

/**
 * Renders every error as `{ error: { code, message, fields? } }`: validation → 400 with
 * fields, AppError → its status, client errors Fastify raises → their 4xx, an unreachable or busy
 * database → 503 with Retry-After, a deadlock or serialization failure nobody retried → 409
 * CHANGED_MEANWHILE (decision 296), anything else → a logged, generic 500 that never forwards the
 * raw message.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      return reply.status(400).send(body('VALIDATION_FAILED', undefined, fields));
    }
    const status = error.statusCode ?? 500;
    if (
      status === 413 ||
      error.code === 'FST_REQ_FILE_TOO_LARGE' ||
      error.code === 'FST_FILES_LIMIT'
    ) {
      return reply.status(413).send(body('PAYLOAD_TOO_LARGE'));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and the like: say what Fastify found, it is not secret.
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send(body('VALIDATION_FAILED', error.message));
    }
    if (isDatabaseUnavailableError(error)) {
      // An outage, not a bug: the client may retry, and the server serves again by itself.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(body('SERVICE_UNAVAILABLE'));
    }
    if (isTransactionConflictError(error)) {
      // A deadlock or serialization failure a feature did not retry: a lost race, not a bug
      // (decision 296). Nothing was written; the client reloads and tries again.
      request.log.warn({ err: error }, 'transaction conflict');
      return reply.status(409).send(body('CHANGED_MEANWHILE'));
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL'));
  });
});

/**
 * Fastify's `frameworkErrors` option: the router rejects an undecodable path parameter
 * (`/api/permits/pdf/%E0%A4%A`) or an overlong one before any route, hook or error handler
 * runs, so this gives those answers the same body and security headers as every other answer.
 */
export function createFrameworkErrorHandler(securityHeaders: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(securityHeaders);
    return sendFrameworkError(error, request, reply);
  };
}

function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    if (isTransactionConflictError(error)) {
      // A deadlock or serialization failure a feature did not retry: a lost race, not a bug
      // (decision 296). Nothing was written; the client reloads and tries again.
      request.log.warn({ err: error }, 'transaction conflict');
      return reply.status(409).send(body('CHANGED_MEANWHILE'));
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL'));
  }
  request.log.info({ err: error }, 'client error');
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'The address is too long.'
      : 'The address is not valid.';
  return reply.status(status).send(body('VALIDATION_FAILED', message));
}

/**
 * Fastify's `clientErrorHandler` option: Node refuses a request it cannot parse (a bad method,
 * headers over 16 kB, a timed-out request) before Fastify sees it. Same answer as Fastify's
 * default, with our error body and the security headers.
 */
export function createClientErrorHandler(securityHeaders: Record<string, string>) {
  const headerLines = Object.entries(securityHeaders)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: ConnectionError, socket: Socket) => handleClientError(error, socket, headerLines);
}

function handleClientError(error: ConnectionError, socket: Socket, headerLines: string) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long. Please try again.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large.']
        : [400, 'The request could not be read.'];
  const payload = JSON.stringify(body('VALIDATION_FAILED', message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(payload)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n${headerLines}Connection: close\r\n\r\n${payload}`,
    );
  }
  socket.destroy(error);
}
