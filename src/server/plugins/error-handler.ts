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
import type { MessageId } from '#domain/i18n/catalogues.ts';
import type { SiteIntl } from '#domain/i18n/site-intl.ts';
import { translateEnglish } from '#domain/i18n/translate-english.ts';
import { AppError } from '#server/app-error.ts';
import type { FeaturePages } from '#server/feature-pages.ts';
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
 * raw message. A browser's form post to a page (no script) gets the same status and message as a
 * page in the site's layout instead, with a link back to the form.
 */
export const errorHandlerPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      /** The site's feature pages; absent without a build (refusals then answer JSON). */
      pages?: FeaturePages;
    },
  ) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const answer = answerError(error, request, reply);
      const { pages } = options;
      if (pages && isBrowserFormPost(request)) {
        return pages
          .send(request, reply, formRefusedPage(request, reply.statusCode, answer))
          .catch((renderError: unknown) => {
            request.log.error({ err: renderError }, 'form refusal page failed');
            return reply.send(answer);
          });
      }
      return reply.send(answer);
    });
  },
);

/**
 * Headings of the page a browser's form post gets instead of an error body, by status, from the
 * catalogue in the page's language (decision 301; issue 29).
 */
const FORM_REFUSED_HEADINGS: Record<number, MessageId> = {
  400: 'formRefused.heading.400',
  403: 'formRefused.heading.403',
  409: 'formRefused.heading.409',
  413: 'formRefused.heading.413',
  429: 'formRefused.heading.429',
  503: 'formRefused.heading.503',
};

/**
 * A form a browser posted without script to a page (not the API): its `Accept` asks for HTML.
 * API clients and tests that do not ask for HTML keep the JSON body.
 */
function isBrowserFormPost(request: FastifyRequest): boolean {
  if (request.method !== 'POST' || request.url === '/api' || request.url.startsWith('/api/'))
    return false;
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  const isForm =
    type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
  return isForm && String(request.headers.accept ?? '').includes('text/html');
}

/**
 * The refusal's message in the page's language: the catalogue's translation of its English, or,
 * for a message composed with details the catalogue cannot hold (the rate limit's wait), the
 * translation of its code's general message.
 */
function refusedMessage(answer: ApiErrorBody, intl: SiteIntl): string {
  const translated = translateEnglish(answer.error.message, intl);
  if (intl.locale === 'en' || translated !== answer.error.message) return translated;
  return translateEnglish(ERROR_MESSAGES[answer.error.code], intl);
}

function formRefusedPage(request: FastifyRequest, status: number, answer: ApiErrorBody) {
  const intl = request.intl;
  const heading = intl.t(FORM_REFUSED_HEADINGS[status] ?? 'formRefused.heading.other');
  return {
    title: heading,
    view: {
      kind: 'form-refused' as const,
      heading,
      message: refusedMessage(answer, intl),
      backHref: request.url.split('?')[0] ?? '/',
    },
    statusCode: status,
    headers: { 'cache-control': 'no-store' },
    isNoIndex: true,
  };
}

/** Sets the status (and headers) of an error's answer and returns its body. */
function answerError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): ApiErrorBody {
  if (error instanceof AppError) {
    reply.status(error.statusCode);
    return body(error.code, error.message, error.fields);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      fields[key] ??= issue.message ?? 'Invalid value';
    }
    reply.status(400);
    return body('VALIDATION_FAILED', undefined, fields);
  }
  const status = error.statusCode ?? 500;
  if (
    status === 413 ||
    error.code === 'FST_REQ_FILE_TOO_LARGE' ||
    error.code === 'FST_FILES_LIMIT'
  ) {
    reply.status(413);
    return body('PAYLOAD_TOO_LARGE');
  }
  if (status >= 400 && status < 500) {
    // Malformed JSON, wrong content type and the like: say what Fastify found, it is not secret.
    request.log.info({ err: error }, 'client error');
    reply.status(status);
    return body('VALIDATION_FAILED', error.message);
  }
  if (isDatabaseUnavailableError(error)) {
    // An outage, not a bug: the client may retry, and the server serves again by itself.
    request.log.warn({ err: error }, 'database unavailable');
    reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return body('SERVICE_UNAVAILABLE');
  }
  if (isTransactionConflictError(error)) {
    // A deadlock or serialization failure a feature did not retry: a lost race, not a bug
    // (decision 296). Nothing was written; the client reloads and tries again.
    request.log.warn({ err: error }, 'transaction conflict');
    reply.status(409);
    return body('CHANGED_MEANWHILE');
  }
  request.log.error({ err: error, reqId: request.id }, 'unhandled error');
  reply.status(500);
  return body('INTERNAL');
}

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
