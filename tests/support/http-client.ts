import http from 'node:http';
import https from 'node:https';

export interface HttpOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** A CA certificate (PEM) to trust for https:// URLs, e.g. a proxy's local authority. */
  ca?: string;
  /** The client's source address, e.g. 127.0.0.2, so a server sees different clients. */
  localAddress?: string;
}

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: () => string;
  json: <T = any>() => T;
}

/** One HTTP(S) request with what fetch cannot set per call: a CA and a source address. */
export function httpRequest(url: string, options: HttpOptions = {}): Promise<HttpResponse> {
  const target = new URL(url);
  const body = options.json === undefined ? undefined : Buffer.from(JSON.stringify(options.json));
  const headers = {
    ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
    ...options.headers,
  };
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: options.method ?? (body ? 'POST' : 'GET'),
        headers,
        agent: false,
        ...(options.ca ? { ca: options.ca } : {}),
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const buffer = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: buffer,
            text: () => buffer.toString('utf8'),
            json: () => JSON.parse(buffer.toString('utf8')),
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * `httpRequest`, sent again while the server answers 503 (its load shedding: "The server is busy.
 * Please try again in a few seconds.") as a client following that message does, at most
 * `attempts` times a second apart. A freshly started server process on a loaded CI machine sheds
 * its first requests; a test about something else should not fail on that.
 */
export async function httpRequestWhenNotBusy(
  url: string,
  options: HttpOptions = {},
  attempts = 20,
): Promise<HttpResponse> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await httpRequest(url, options);
    if (response.status !== 503 || attempt >= attempts) return response;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
