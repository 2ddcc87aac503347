import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPropertyKeysProblem, parseEnv } from '#server/env.ts';
import { KEY_2026 } from '#tests/support/property-setup.ts';

// Issue 36, item 4: servers sharing one PostgreSQL must seal with one key, so production there
// refuses to start without PROPERTY_KEYS. The check runs before the database is opened.
const DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://fire@127.0.0.1:1/fire';

function problemFor(settings: Record<string, string>) {
  const parsed = parseEnv(settings);
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  return findPropertyKeysProblem(parsed.env);
}

describe('the property key on several servers', () => {
  it(
    'keeps a production server on DATABASE_URL without PROPERTY_KEYS from starting, saying why',
    {
      timeout: 130_000,
    },
    () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fire-property-keys-'));
      try {
        const result = spawnSync(path.resolve('node_modules/.bin/node'), ['src/server/main.ts'], {
          cwd: path.resolve('.'),
          env: {
            PATH: process.env.PATH,
            NODE_ENV: 'production',
            HOST: '127.0.0.1',
            PORT: '0',
            DATA_DIR: dataDir,
            DIST_DIR: path.join(dataDir, 'no-build'),
            DATABASE_URL,
          },
          encoding: 'utf8',
          // Loading the server's modules takes seconds, and far longer on a busy two-core machine
          // running the rest of the suite beside it (a CI run timed out at 20 s): a refusal is
          // quick once loaded, so only a hung start would use all of this.
          timeout: 120_000,
          killSignal: 'SIGTERM',
        });
        expect(result.status, result.stderr).toBe(1);
        expect(result.stderr).toContain('The server cannot start. Fix these settings:');
        expect(result.stderr).toContain('PROPERTY_KEYS: set it when DATABASE_URL is set.');
        expect(result.stderr).toContain('cannot open the profiles another server sealed');
        // Refused before anything is written: no key file of its own.
        expect(fs.existsSync(path.join(dataDir, 'property-keys'))).toBe(false);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it('lets SQLite, development and a server given PROPERTY_KEYS start as before', () => {
    expect(problemFor({ NODE_ENV: 'production', DATABASE_URL })).toMatch(/^PROPERTY_KEYS: /);
    expect(problemFor({ NODE_ENV: 'production' })).toBeUndefined();
    expect(problemFor({ NODE_ENV: 'development', DATABASE_URL })).toBeUndefined();
    expect(
      problemFor({ NODE_ENV: 'production', DATABASE_URL, PROPERTY_KEYS: KEY_2026 }),
    ).toBeUndefined();
    // A blank value counts as unset.
    expect(problemFor({ NODE_ENV: 'production', DATABASE_URL, PROPERTY_KEYS: ' ' })).toMatch(
      /^PROPERTY_KEYS: /,
    );
  });
});
