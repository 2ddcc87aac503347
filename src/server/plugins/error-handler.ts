import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, type ApiErrorBody, type ErrorCode } from '#domain/errors.ts';
import { AppError } from '#server/app-error.ts';

function body(code: ErrorCode, message?: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: { code, message: message ?? ERROR_MESSAGES[code], ...(fields ? { fields } : {}) } };
}

/**
 * Renders every error as `{ error: { code, message, fields? } }`: validation → 400 with
 * fields, AppError → its status, client errors Fastify raises → their 4xx, anything else → a
 * logged, generic 500 that never forwards the raw message.
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
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
      return reply.status(413).send(body('PAYLOAD_TOO_LARGE'));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and the like: say what Fastify found, it is not secret.
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send(body('VALIDATION_FAILED', error.message));
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL'));
  });
});
