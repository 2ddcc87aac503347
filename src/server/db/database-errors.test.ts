import { DatabaseSync } from 'node:sqlite';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  MAX_TRANSACTION_ATTEMPTS,
  isDatabaseUnavailableError,
  isTransactionConflictError,
  retryTransactionConflicts,
} from './database-errors.ts';

function withCode(message: string, code: string) {
  return Object.assign(new Error(message), { code });
}

describe('isDatabaseUnavailableError', () => {
  it('recognises a refused, terminated or restarting PostgreSQL', () => {
    const unavailable = [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('connection failure', '08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('wrapped', { cause: withCode('read ECONNRESET', 'ECONNRESET') }),
    ];
    for (const error of unavailable)
      expect(isDatabaseUnavailableError(error), error.message).toBe(true);
  });

  it('recognises SQLite still busy after its busy timeout', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fire-busy-'));
    const file = path.join(dir, 'busy.sqlite');
    const holder = new DatabaseSync(file);
    const other = new DatabaseSync(file);
    try {
      holder.exec('create table t (x integer); begin exclusive; insert into t values (1);');
      other.exec('pragma busy_timeout = 10');
      let caught: unknown;
      try {
        other.exec('insert into t values (2)');
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeDefined();
      expect(isDatabaseUnavailableError(caught)).toBe(true);
    } finally {
      holder.exec('rollback');
      holder.close();
      other.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves bugs and bad data alone', () => {
    const bugs = [
      new TypeError('Cannot read properties of undefined'),
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('syntax error at or near "selec"', '42601'),
      'a string',
      undefined,
    ];
    for (const error of bugs) expect(isDatabaseUnavailableError(error)).toBe(false);
  });
});

describe('transaction conflicts (decision 296)', () => {
  it('recognises a PostgreSQL deadlock or serialization failure, and nothing else', () => {
    expect(isTransactionConflictError(withCode('deadlock detected', '40P01'))).toBe(true);
    expect(isTransactionConflictError(withCode('could not serialize access', '40001'))).toBe(true);
    expect(
      isTransactionConflictError(new Error('wrapped', { cause: withCode('deadlock', '40P01') })),
    ).toBe(true);
    expect(isTransactionConflictError(withCode('duplicate key', '23505'))).toBe(false);
    expect(isTransactionConflictError(new Error('deadlock detected'))).toBe(false);
  });

  it('runs a transaction again after a conflict, a bounded number of times', async () => {
    let runs = 0;
    const answer = await retryTransactionConflicts(async () => {
      runs += 1;
      if (runs < MAX_TRANSACTION_ATTEMPTS) throw withCode('deadlock detected', '40P01');
      return 'done';
    });
    expect(answer).toBe('done');
    expect(runs).toBe(MAX_TRANSACTION_ATTEMPTS);

    runs = 0;
    await expect(
      retryTransactionConflicts(async () => {
        runs += 1;
        throw withCode('could not serialize access', '40001');
      }),
    ).rejects.toMatchObject({ code: '40001' });
    expect(runs).toBe(MAX_TRANSACTION_ATTEMPTS);

    runs = 0;
    await expect(
      retryTransactionConflicts(async () => {
        runs += 1;
        throw withCode('duplicate key', '23505');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(runs).toBe(1);
  });
});
