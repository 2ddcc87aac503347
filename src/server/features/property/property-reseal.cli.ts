import fs from 'node:fs';
import { parseEnv, resolveDataPath } from '#server/env.ts';
import { createDb } from '#server/db/create-db.ts';
import { createPropertySealer, loadPropertyKeys } from './property-crypto.ts';
import { resealProfiles } from './property.repo.ts';

// `npm run property:reseal`: after a new key is put first in PROPERTY_KEYS (or the key file),
// seals every property profile with it, so the old key can be dropped (decision 311).
if (fs.existsSync('.env')) process.loadEnvFile('.env');
const parsed = parseEnv(process.env);
if (!parsed.ok) {
  console.error(`Fix these settings first:\n  ${parsed.problems.join('\n  ')}`);
  process.exit(1);
}
const sealer = createPropertySealer(loadPropertyKeys(parsed.env));
const { db } = createDb({
  databaseUrl: parsed.env.DATABASE_URL,
  sqliteFile: resolveDataPath(parsed.env, 'district.sqlite'),
});
try {
  const count = await resealProfiles(db, sealer);
  console.log(
    `Sealed ${count} property profile(s) and site plan(s) with key "${sealer.currentKeyId}".`,
  );
} finally {
  await db.destroy();
}
