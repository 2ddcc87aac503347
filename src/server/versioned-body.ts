import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';

/**
 * A feed body kept while what it shows is unchanged (the availability and CAP feeds): its strong
 * ETag, its date, and each content coding compressed once. A conditional GET costs the version
 * read and no body.
 */

export type FeedEncoding = 'br' | 'gzip' | 'identity';

/** Codings the kept bodies are sent in, in order of preference. */
const FEED_ENCODINGS: FeedEncoding[] = ['br', 'gzip', 'identity'];

/** A response body rendered once per version, with its validators and encodings. */
export interface VersionedBody {
  body: string;
  /** Strong validator: the version and a hash of the body. */
  etag: string;
  /** HTTP date of the last change. */
  lastModified: string;
  /** The body in a content coding, compressed once per version and then kept. */
  encode: (encoding: Exclude<FeedEncoding, 'identity'>) => Buffer;
}

export function createVersionedBody(
  body: string,
  version: number | string,
  changedAt: string,
): VersionedBody {
  const encoded = new Map<string, Buffer>();
  return {
    body,
    etag: `"${version}-${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
    lastModified: new Date(changedAt).toUTCString(),
    encode: (encoding) => {
      let buffer = encoded.get(encoding);
      if (!buffer) {
        // The same settings as @fastify/compress, which compresses the other responses.
        buffer =
          encoding === 'br'
            ? zlib.brotliCompressSync(body, {
                params: {
                  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                  [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
                },
              })
            : zlib.gzipSync(body);
        encoded.set(encoding, buffer);
      }
      return buffer;
    },
  };
}

/**
 * Sends a kept body: 304 when the client holds it, else the bytes rendered and compressed once
 * per version.
 */
export function sendVersionedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  versioned: VersionedBody,
  contentType: string,
) {
  const accepted = request.headers['accept-encoding'];
  const encoding = ((accepted ? negotiate(accepted, FEED_ENCODINGS) : null) ??
    'identity') as FeedEncoding;
  // Each coding is its own representation, so it gets its own strong ETag.
  const etag =
    encoding === 'identity' ? versioned.etag : `${versioned.etag.slice(0, -1)}-${encoding}"`;
  reply
    .header('etag', etag)
    .header('last-modified', versioned.lastModified)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (fresh(request.headers, { etag, 'last-modified': versioned.lastModified })) {
    return reply.status(304).send();
  }
  reply.type(contentType);
  if (encoding === 'identity') return reply.send(versioned.body);
  // @fastify/compress leaves a response alone that already carries a Content-Encoding.
  return reply.header('content-encoding', encoding).send(versioned.encode(encoding));
}
