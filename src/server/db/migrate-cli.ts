import { parseEnv, resolveDataPath } from '#server/env.ts';
import { createDb } from './create-db.ts';
import { migrateToLatest } from './migrate.ts';

const parsed = parseEnv(process.env);
if (!parsed.ok) {
  console.error(`Configuration problems:\n  ${parsed.problems.join('\n  ')}`);
  process.exit(1);
}
const { db, kind } = createDb({
  databaseUrl: parsed.env.DATABASE_URL,
  sqliteFile: resolveDataPath(parsed.env, 'district.sqlite'),
});
await migrateToLatest(db);
await db.destroy();
console.log(`Database (${kind}) is up to date.`);
