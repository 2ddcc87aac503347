import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('starting a production server with some forms in the sandbox', () => {
  it(
    'refuses to start and names the forms and ALLOW_SANDBOX_PAYMENTS',
    { timeout: 130_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fire-sandbox-start-'));
      try {
        const outcome = await run(path.resolve('node_modules/.bin/node'), ['src/server/main.ts'], {
          cwd: path.resolve('.'),
          env: {
            PATH: process.env.PATH,
            NODE_ENV: 'production',
            PORT: '0',
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            STRIPE_SECRET_KEY_SPRINKLER: 'sk_test_only_the_sprinkler_form',
          },
          // A refusal is quick once the modules are loaded; loading can take long on a busy CI.
          timeout: 120_000,
        }).then(
          () => ({ code: 0, stderr: '' }),
          (error: { code?: number; stderr?: string }) => ({
            code: error.code,
            stderr: error.stderr ?? '',
          }),
        );
        expect(outcome.code).toBe(1);
        expect(outcome.stderr).toContain('ALLOW_SANDBOX_PAYMENTS');
        expect(outcome.stderr).toContain('residential, commercial, propane, fees');
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
