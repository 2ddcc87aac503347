/** Socket errors of a database that is down, restarting or unreachable. */
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * PostgreSQL SQLSTATEs that mean "not now" rather than "wrong": admin_shutdown (a restart or
 * pg_terminate_backend), crash_shutdown, cannot_connect_now (starting up), too_many_connections.
 * Class 08 (connection exception) is matched as a whole.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres reports a lost or refused connection by message only. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused|terminating connection/i;

/** SQLite's SQLITE_BUSY and SQLITE_LOCKED after the busy timeout: another writer held on. */
const SQLITE_BUSY_CODES = new Set([5, 6]);

interface ErrorLike {
  code?: unknown;
  errcode?: unknown;
  message?: unknown;
  cause?: unknown;
}

/**
 * True when an error means the database cannot answer right now (down, restarting, unreachable,
 * or busy), so the request deserves a 503 and a retry rather than a 500.
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, errcode, message, cause } = current as ErrorLike;
    if (typeof code === 'string') {
      if (NETWORK_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
      if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof errcode === 'number' && SQLITE_BUSY_CODES.has(errcode)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}

/**
 * PostgreSQL's serialization_failure (40001) and deadlock_detected (40P01): the database broke a
 * tie between two transactions and rolled this one back. Running it again is safe.
 */
const CONFLICT_SQLSTATES = new Set(['40001', '40P01']);

/** True when the database rolled a transaction back to break a tie with another one. */
export function isTransactionConflictError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, cause } = current as ErrorLike;
    if (typeof code === 'string' && CONFLICT_SQLSTATES.has(code)) return true;
    current = cause;
  }
  return false;
}

/** How often a transaction rolled back by a conflict runs in all (decision 296). */
export const MAX_TRANSACTION_ATTEMPTS = 3;
/** The longest wait before running it again; the wait is random so the two do not meet again. */
const MAX_RETRY_DELAY_MS = 50;

/**
 * Runs `run` (one whole transaction) again when the database rolled it back for a deadlock or a
 * serialization failure, at most MAX_TRANSACTION_ATTEMPTS times in all; then the conflict is
 * thrown for the caller to answer 409.
 */
export async function retryTransactionConflicts<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!isTransactionConflictError(error) || attempt >= MAX_TRANSACTION_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * MAX_RETRY_DELAY_MS));
    }
  }
}
