import { parentPort, workerData } from 'node:worker_threads';
import { openNodeSqlite } from './node-sqlite-adapter.ts';
import type { SqliteThreadReply, SqliteThreadRequest } from './sqlite-thread.ts';

/**
 * The thread that owns a file-backed SQLite database (decision 323): it runs each statement the
 * request thread sends, one at a time, and answers with its rows or its error. A commit's fsync
 * waits here, not on the request thread.
 */
const port = parentPort;
if (!port) throw new Error('sqlite-thread.worker.ts runs as a worker thread');
const database = openNodeSqlite((workerData as { filename: string }).filename);

/** An error's own fields (node:sqlite's `code`, `errcode`, `errstr`), which cloning would drop. */
function describeError(error: unknown): Extract<SqliteThreadReply, { error: unknown }>['error'] {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error))
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  return { message: error.message, fields };
}

port.on('message', (request: SqliteThreadRequest) => {
  if (request.kind === 'close') {
    database.close();
    port.postMessage({ id: request.id, rows: [] } satisfies SqliteThreadReply);
    port.close();
    return;
  }
  let reply: SqliteThreadReply;
  try {
    const statement = database.prepare(request.sql);
    if (statement.reader) reply = { id: request.id, rows: statement.all(request.parameters) };
    else {
      const { changes, lastInsertRowid } = statement.run(request.parameters);
      reply = { id: request.id, rows: [], changes: Number(changes), lastInsertRowid };
    }
  } catch (error) {
    reply = { id: request.id, error: describeError(error) };
  }
  port.postMessage(reply);
});
