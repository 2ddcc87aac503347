import { CamelCasePlugin, Kysely, SqliteDialect, type SqliteDatabase } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { openNodeSqlite } from '#server/db/node-sqlite-adapter.ts';

/**
 * Counts the durable commits made through a node:sqlite database (issue 26, decision 321): each
 * COMMIT of a transaction that wrote, and each write made outside a transaction (SQLite commits
 * it by itself). Each commit is named by what it wrote (`insert permit_applications + …`).
 * `take()` answers the commits since the last call.
 */
function countSqliteCommits(database: SqliteDatabase): {
  database: SqliteDatabase;
  take: () => string[];
} {
  let commits: string[] = [];
  let open: string[] | undefined;
  const describeWrite = (sql: string) => {
    const match = /^\s*(insert into|update|delete from|replace into)\s+"?(\w+)"?/i.exec(sql);
    return match ? `${match[1]!.split(' ')[0]!.toLowerCase()} ${match[2]}` : undefined;
  };
  const note = (sql: string) => {
    const verb = sql.trim().toLowerCase();
    if (verb === 'begin') open = [];
    else if (verb === 'commit') {
      // A transaction that wrote nothing adds nothing to the WAL.
      if (open && open.length > 0) commits.push(open.join(' + '));
      open = undefined;
    } else if (verb === 'rollback') open = undefined;
    else {
      const write = describeWrite(sql);
      if (!write) return;
      if (!open) commits.push(`${write} (autocommit)`);
      else if (!open.includes(write)) open.push(write);
    }
  };
  return {
    database: {
      close: () => database.close(),
      prepare: (sql) => {
        const statement = database.prepare(sql);
        return {
          reader: statement.reader,
          all: (parameters) => {
            note(sql);
            return statement.all(parameters);
          },
          run: (parameters) => {
            note(sql);
            return statement.run(parameters);
          },
          iterate: (parameters) => {
            note(sql);
            return statement.iterate(parameters);
          },
        };
      },
    },
    take: () => {
      const taken = commits;
      commits = [];
      return taken;
    },
  };
}

/** The app's Kysely over node:sqlite (`filename`, or ':memory:'), its commits counted. */
export function openCountedSqlite(filename: string): {
  db: Kysely<Database>;
  take: () => string[];
} {
  const counter = countSqliteCommits(openNodeSqlite(filename));
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: counter.database }),
    plugins: [new CamelCasePlugin()],
  });
  return { db, take: counter.take };
}
