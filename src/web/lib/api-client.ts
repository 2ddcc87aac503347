import type { ApiErrorBody } from '#domain/errors.ts';
import { readAuthToken } from './auth-token.ts';

/** A failed API call: the server's code and message, and field messages when it sent them. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Sends the stored administrator token as a bearer Authorization header. */
  isAuthenticated?: boolean;
  /** Another Authorization header, such as a private fee link's `Fee <token>`. */
  authorization?: string;
  signal?: AbortSignal;
}

/** Calls our API and returns its JSON, or throws ApiError with the server's message. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (options.authorization) headers.authorization = options.authorization;
  if (options.isAuthenticated) {
    const token = readAuthToken();
    if (token) headers.authorization = `Bearer ${token}`;
  }
  const init: RequestInit = { method: options.method ?? (body ? 'POST' : 'GET'), headers };
  if (body !== undefined) init.body = body;
  if (options.signal) init.signal = options.signal;
  const response = await fetch(path, init);
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) {
    const error = (data as Partial<ApiErrorBody> | undefined)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'HTTP_ERROR',
      error?.message ?? `The server answered ${response.status}.`,
      error?.fields,
    );
  }
  return data as T;
}

/**
 * Fetches a staff download (a CSV export) with the bearer token and hands it to the browser as a
 * file: a plain link cannot carry the Authorization header.
 */
export async function downloadWithToken(path: string, fileName: string): Promise<void> {
  const token = readAuthToken();
  const response = await fetch(path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok)
    throw new ApiError(response.status, 'HTTP_ERROR', `The server answered ${response.status}.`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
