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

/** Paths whose last segment is a secret: the permit PDF link's token. */
const SECRET_PATH_SEGMENT = /^(\/api\/permits\/pdf\/)[^/?#]+/;

/** The path of a request URL as logs show it: no query string, no token. */
export function toLoggedUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = path.replace(SECRET_PATH_SEGMENT, '$1[redacted]');
  return query === undefined ? safePath : `${safePath}?[redacted]`;
}

interface LoggedRequest {
  id?: string;
  method?: string;
  url?: string;
  ip?: string;
  routeOptions?: { url?: string };
}

/**
 * Logger options with redaction and a request serializer that logs the method, the route pattern,
 * a token-free path and the client address. Fastify adds the request id (`reqId`) to every line
 * logged for a request.
 */
export function withSafeLogging(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = typeof logger === 'object' ? logger : {};
  return {
    ...options,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      ...('serializers' in options ? options.serializers : {}),
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: toLoggedUrl(request.url ?? ''),
        route: request.routeOptions?.url,
        remoteAddress: request.ip,
      }),
    },
  } as FastifyServerOptions['logger'];
}
