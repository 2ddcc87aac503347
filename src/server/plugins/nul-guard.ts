import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#server/app-error.ts';

const NUL = '\u0000';
export const NUL_CHARACTER_MESSAGE = 'Remove the NUL character; it is not allowed here';

/**
 * The dotted path of the first string or key in `value` that holds a NUL character, or
 * undefined. Walks iteratively, so a deeply nested JSON body cannot overflow the stack.
 */
export function findNulCharacter(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (item.includes(NUL)) return path || '_';
    } else if (Array.isArray(item)) {
      item.forEach((inner, index) =>
        pending.push([inner, path ? `${path}.${index}` : String(index)]),
      );
    } else if (item && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, inner] of Object.entries(item)) {
        const innerPath = path ? `${path}.${key}` : key;
        if (key.includes(NUL)) return innerPath;
        pending.push([inner, innerPath]);
      }
    }
  }
  return undefined;
}

/**
 * Answers 400 when an API request's path parameters, query or JSON body hold a NUL character.
 * PostgreSQL cannot store or even compare text with U+0000 and fails the whole query, which
 * would surface as a 500; no field of ours has a use for the character.
 */
export const nulGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.url.startsWith('/api')) {
      for (const part of [request.params, request.query, request.body]) {
        const found = findNulCharacter(part);
        if (found !== undefined) {
          done(new AppError('VALIDATION_FAILED', 400, { [found]: NUL_CHARACTER_MESSAGE }));
          return;
        }
      }
    }
    done();
  });
});
