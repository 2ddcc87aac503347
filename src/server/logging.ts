import type { FastifyServerOptions } from 'fastify';

/**
 * Fields that never reach a log line: credentials, tokens, the card's payment-method id and
 * anything that looks like a request or response body.
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.clientSecret',
  '*.client_secret',
  '*.paymentMethod',
  '*.payment_method',
  '*.body',
  '*.payload',
];

/** What a secret, a query string or an unmatched address is replaced with in a log line. */
export const REDACTED = '[redacted]';

/**
 * Shortest run of URL-safe characters treated as a possible secret. Every private link's token is
 * 24 random bytes in base64url (32 characters) and the dispatch token is at least 16 characters.
 */
export const MIN_SECRET_LENGTH = 16;

const URL_SAFE_RUN = new RegExp(`[\\w-]{${MIN_SECRET_LENGTH},}`, 'g');
/** A word of free text: a URL in it runs up to a space, a quote or an angle bracket. */
const WORD = /[^\s"'<>]+/g;

/**
 * Whether a run of URL-safe characters looks random: lowercase letters mixed with capitals or
 * digits. A 32-character base64url token lacks one or the other about once in 20 million;
 * words, kebab-case slugs, error codes and snake_case names pass untouched.
 */
function looksSecret(run: string): boolean {
  return /[a-z]/.test(run) && /[A-Z\d]/.test(run);
}

/**
 * Free text as logs show it: every random-looking run of 16 or more URL-safe characters and every
 * query string replaced. For messages and error text, which may quote an address or a value
 * (Fastify's "'…' is not a valid url component", a database's "Key (…)=(…)").
 */
export function redactSecretsInText(text: string): string {
  return text
    .replace(WORD, (word) => {
      // `/a/b?c=d` or `https://host/a/b?c=d`: the query string goes.
      const query = word.indexOf('?');
      return query > 0 && word.lastIndexOf('/', query) !== -1
        ? `${word.slice(0, query)}?${REDACTED}`
        : word;
    })
    .replace(URL_SAFE_RUN, (run) => (looksSecret(run) ? REDACTED : run));
}

/**
 * The address of a request as logs show it (issue 25). A request a route answered shows the
 * route's pattern (`/public-records/request/status/:token`), never the values in the path, and a
 * wildcard route's pattern (`/documents/*`) likewise. An address no route matches shows its path
 * with every segment of 16 or more characters replaced, since any of them could be a private
 * link's token. A query string is never shown, only that there was one.
 */
export function toLoggedUrl(url: string, routePattern?: string): string {
  const [path = '', query] = url.split('?', 2);
  const shownPath =
    routePattern ??
    path
      .split('/')
      .map((segment) => (segment.length >= MIN_SECRET_LENGTH ? REDACTED : segment))
      .join('/');
  return query === undefined ? shownPath : `${shownPath}?${REDACTED}`;
}

interface LoggedRequest {
  id?: string;
  method?: string;
  url?: string;
  ip?: string;
  /** Fastify's; its `url` is the matched route's pattern, unset when no route matched. */
  routeOptions?: { url?: string };
}

function serializeRequest(request: LoggedRequest) {
  let route: string | undefined;
  try {
    route = request.routeOptions?.url;
  } catch {
    // A request Fastify has not routed yet has no route options.
  }
  return {
    method: request.method,
    url: toLoggedUrl(request.url ?? '', route),
    route,
    remoteAddress: request.ip,
  };
}

type SerializedError = Record<string, unknown> & { message?: string; stack?: string };

/**
 * An error as pino shows it (type, message, stack, its own fields, its cause), with the secrets
 * taken out of the message, the stack's first line and every other text field (a database
 * error's `detail` quotes the value it refused).
 */
function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const serialized: SerializedError = {
    type: error.constructor.name,
    message: error.message,
    stack: error.stack,
  };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value !== 'function') serialized[key] = value;
  }
  if (error.cause !== undefined && depth < 5)
    serialized.cause = serializeError(error.cause, depth + 1);
  return redactErrorFields(serialized);
}

function redactErrorFields(serialized: SerializedError): SerializedError {
  const result: SerializedError = {};
  for (const [key, value] of Object.entries(serialized)) {
    if (key === 'stack' && typeof value === 'string') {
      // Only the message part: the frames' function names are camelCase, not secrets.
      const message = serialized.message ?? '';
      result.stack = message ? value.replace(message, redactSecretsInText(message)) : value;
    } else if (key === 'type' || key === 'code') {
      result[key] = value;
    } else if (typeof value === 'string') {
      result[key] = redactSecretsInText(value);
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      result[key] = redactErrorFields({ ...(value as SerializedError) });
    } else {
      result[key] = value;
    }
  }
  return result;
}

/**
 * Logger options with redaction, a request serializer that logs the method, the route pattern
 * and the client address, an error serializer and a hook that take secrets out of error text and
 * messages (Fastify's own warnings quote the raw URL). Fastify adds the request id (`reqId`) to
 * every line logged for a request.
 */
export function withSafeLogging(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = typeof logger === 'object' ? logger : {};
  return {
    ...options,
    redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
    serializers: {
      ...('serializers' in options ? options.serializers : {}),
      req: serializeRequest,
      err: serializeError,
    },
    hooks: {
      logMethod(args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? redactSecretsInText(arg) : arg)),
        );
      },
    },
  } as FastifyServerOptions['logger'];
}
