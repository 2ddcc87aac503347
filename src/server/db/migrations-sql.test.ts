import {
  CamelCasePlugin,
  Kysely,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { storesUnderTest, type TestStore } from '#tests/support/test-db.ts';
import type { DbKind } from './create-db.ts';
import { MIGRATIONS } from './migrate.ts';

// Decision 322: migrations have run on deployed databases, so sharing code between them is safe
// only while every statement they send stays byte for byte the same. This test sends them all,
// up and then down, through a database that records each statement, and compares the record
// with the committed one. A change to a migration's SQL or parameters fails here; refactor until
// it passes, never update the record for a migration that has shipped.

/** A dialect that compiles as `kind` does and runs each statement on `target`, noting it. */
function recordingDialect(target: Kysely<any>, kind: DbKind, statements: CompiledQuery[]): Dialect {
  const connection: DatabaseConnection = {
    executeQuery: async <R>(query: CompiledQuery) => {
      statements.push(query);
      return (await target.executeQuery(query)) as QueryResult<R>;
    },
    streamQuery: () => {
      throw new Error('Migrations do not stream');
    },
  };
  const driver: Driver = {
    init: async () => undefined,
    acquireConnection: async () => connection,
    beginTransaction: () => Promise.reject(new Error('Migrations here open no transaction')),
    commitTransaction: async () => undefined,
    rollbackTransaction: async () => undefined,
    releaseConnection: async () => undefined,
    destroy: async () => undefined,
  };
  return {
    createAdapter: () => target.getExecutor().adapter,
    createDriver: () => driver,
    createQueryCompiler: () =>
      kind === 'postgres' ? new PostgresQueryCompiler() : new SqliteQueryCompiler(),
    createIntrospector: (db) =>
      kind === 'postgres' ? new PostgresIntrospector(db) : new SqliteIntrospector(db),
  };
}

function describeStatement(query: CompiledQuery): string {
  const sql = query.sql
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n');
  return query.parameters.length === 0
    ? `${sql};`
    : `${sql};\n-- parameters: ${JSON.stringify(query.parameters)}`;
}

for (const store of storesUnderTest()) {
  describe(`every migration's SQL (${store.kind})`, () => {
    let handle: Awaited<ReturnType<TestStore['open']>> | undefined;
    afterEach(async () => {
      await handle?.close();
    });

    it('sends the same statements, up and down, as when the migrations shipped', async () => {
      handle = await store.open();
      // The Migrator's own order: by name.
      const names = Object.keys(MIGRATIONS).sort();
      for (const name of names.toReversed()) await MIGRATIONS[name]!.down?.(handle.db);

      const statements: CompiledQuery[] = [];
      // The same plugin the app's database has, so the record is what production sends.
      const recorder = new Kysely<any>({
        dialect: recordingDialect(handle.db, store.kind, statements),
        plugins: [new CamelCasePlugin()],
      });
      const sections: string[] = [];
      const record = async (name: string, direction: 'up' | 'down') => {
        statements.length = 0;
        await MIGRATIONS[name]![direction]?.(recorder);
        sections.push(
          [`-- ${name} ${direction}`, ...statements.map(describeStatement)].join('\n\n'),
        );
      };
      for (const name of names) await record(name, 'up');
      for (const name of names.toReversed()) await record(name, 'down');

      await expect(`${sections.join('\n\n')}\n`).toMatchFileSnapshot(
        `./__snapshots__/migrations.${store.kind}.sql.txt`,
      );
    });
  });
}
