import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';

/** What the request thread asks the database thread (`sqlite-thread.worker.ts`). */
export type SqliteThreadRequest =
  | { id: number; kind: 'query'; sql: string; parameters: readonly unknown[] }
  | { id: number; kind: 'close' };

/** What the database thread answers: a statement's rows and changes, or its error. */
export type SqliteThreadReply =
  | { id: number; rows: unknown[]; changes?: number; lastInsertRowid?: number | bigint }
  | { id: number; error: { message: string; fields: Record<string, string | number> } };

interface Pending {
  resolve: (reply: SqliteThreadReply) => void;
  reject: (error: Error) => void;
}

/**
 * One SQLite database owned by its own thread (decision 323). Statements are sent in order and
 * answered in order; the promise of a write settles once SQLite has it on disk (a commit's fsync
 * included), so nothing is acknowledged earlier than before. The thread keeps the process alive
 * only while a statement is out, so a script that forgets to close the database still ends.
 */
class SqliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #failure: Error | undefined;

  constructor(filename: string) {
    this.#worker = new Worker(new URL('./sqlite-thread.worker.ts', import.meta.url), {
      workerData: { filename },
    });
    this.#worker.unref();
    this.#worker.on('message', (reply: SqliteThreadReply) => {
      const pending = this.#pending.get(reply.id);
      this.#pending.delete(reply.id);
      if (this.#pending.size === 0) this.#worker.unref();
      pending?.resolve(reply);
    });
    const failAll = (error: Error) => {
      this.#failure = error;
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    };
    this.#worker.on('error', failAll);
    this.#worker.on('exit', () => failAll(new Error('The SQLite thread has stopped.')));
  }

  #send(
    request: { kind: 'query'; sql: string; parameters: readonly unknown[] } | { kind: 'close' },
  ): Promise<SqliteThreadReply> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  async query(sql: string, parameters: readonly unknown[]) {
    const reply = await this.#send({ kind: 'query', sql, parameters });
    if ('error' in reply) throw Object.assign(new Error(reply.error.message), reply.error.fields);
    return reply;
  }

  async close(): Promise<void> {
    if (this.#failure) return;
    await this.#send({ kind: 'close' });
  }
}

class SqliteThreadConnection implements DatabaseConnection {
  readonly thread: SqliteThread;

  constructor(thread: SqliteThread) {
    this.thread = thread;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const reply = await this.thread.query(compiledQuery.sql, compiledQuery.parameters);
    return {
      rows: reply.rows as R[],
      ...(reply.changes === undefined ? {} : { numAffectedRows: BigInt(reply.changes) }),
      ...(reply.lastInsertRowid === undefined ? {} : { insertId: BigInt(reply.lastInsertRowid) }),
    };
  }

  // eslint-disable-next-line require-yield -- nothing here streams a query (see node-sqlite-adapter.ts)
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The SQLite thread does not stream queries.');
  }
}

/**
 * Kysely's driver for a database in its own thread: one connection, lent to one transaction or
 * query at a time, as Kysely's own SQLite driver does.
 */
class SqliteThreadDriver implements Driver {
  #thread: SqliteThread | undefined;
  #connection: SqliteThreadConnection | undefined;
  #lock: Promise<void> = Promise.resolve();
  readonly filename: string;

  constructor(filename: string) {
    this.filename = filename;
  }

  async init(): Promise<void> {
    this.#thread = new SqliteThread(this.filename);
    this.#connection = new SqliteThreadConnection(this.#thread);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#lock;
    let release!: () => void;
    this.#lock = new Promise((resolve) => (release = resolve));
    await previous;
    this.#release = release;
    return this.#connection as SqliteThreadConnection;
  }

  #release: (() => void) | undefined;

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    await this.#thread?.close();
  }
}

/** Kysely's SQLite dialect with the database in its own thread (decision 323). */
export class SqliteThreadDialect implements Dialect {
  readonly filename: string;

  constructor(filename: string) {
    this.filename = filename;
  }

  createDriver(): Driver {
    return new SqliteThreadDriver(this.filename);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
