import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const databaseUrl = process.env.TEST_DATABASE_URL;
const run = promisify(execFile);

/**
 * A process that holds a pooled connection (a request in flight) while PostgreSQL ends that
 * connection. node-postgres emits 'error' on the Client; with no listener that would end the
 * process (issue 16, finding 9). It runs in a child process so that a crash shows as its exit.
 */
const HOLD_AND_TERMINATE = `
import { sql } from 'kysely';
import pg from 'pg';
import { createDb } from ${JSON.stringify(path.resolve('src/server/db/create-db.ts'))};
const url = process.argv[1];
const lost = [];
const { db } = createDb({ databaseUrl: url, onPoolError: (error) => lost.push(error.message) });
const killer = new pg.Client({ connectionString: url });
await killer.connect();
await db.connection().execute(async (connection) => {
  const { rows } = await sql\`select pg_backend_pid() as pid\`.execute(connection);
  await killer.query('select pg_terminate_backend($1)', [rows[0].pid]);
  // The connection is still checked out while the server's goodbye arrives.
  await new Promise((resolve) => setTimeout(resolve, 500));
});
await killer.end();
// The pool recovers: the next query gets a fresh connection.
const { rows } = await sql\`select 1 as one\`.execute(db);
console.log(JSON.stringify({ survived: true, one: rows[0].one, lost: lost.length }));
await db.destroy();
`;

describe.skipIf(!databaseUrl)('the PostgreSQL pool', () => {
  it('survives PostgreSQL ending a connection that a request holds, and reconnects', async () => {
    const result = await run(
      path.resolve('node_modules/.bin/node'),
      ['--input-type=module', '-e', HOLD_AND_TERMINATE, databaseUrl!],
      { timeout: 20_000 },
    ).catch((error: { code?: number; stderr?: string }) => ({
      stdout: '',
      stderr: `exit ${error.code}: ${error.stderr}`,
    }));
    expect(result.stderr).not.toMatch(/exit/);
    const answer = JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '{}');
    expect(answer).toMatchObject({ survived: true, one: 1 });
    expect(answer.lost).toBeGreaterThanOrEqual(1);
  });
});
