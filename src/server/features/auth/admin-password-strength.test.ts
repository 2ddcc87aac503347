import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findAdminPasswordWeakness } from './admin-password-strength.ts';

describe('administrator password for production', () => {
  it.each([
    ['the .env.example value', 'change-me-before-going-live', /example printed/],
    ['the README example', 'a long passphrase', /example printed/],
    ['a short one', 'Xk9#qL2!', /shorter than 12 characters/],
    ['a common password with digits', 'password1234', /too easy to guess.*common/],
    ['the district’s own name', 'SouthSummitFire', /too easy to guess/],
    ['a keyboard row', 'qwertyuiop123', /too easy to guess/],
    ['the username repeated', 'marshalmarshal', /too easy to guess/],
  ])('refuses %s and says why', (_label, password, reason) => {
    expect(findAdminPasswordWeakness(password, 'marshal')).toMatch(reason);
  });

  it.each(['Tamarack-lantern-47-quarry', 'ochre sparrow tinfoil ridge'])(
    'accepts a long passphrase such as %s',
    (password) => {
      expect(findAdminPasswordWeakness(password, 'marshal')).toBeNull();
    },
  );

  function startServer(env: Record<string, string>) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fire-password-'));
    const result = spawnSync(process.execPath, ['src/server/main.ts'], {
      env: {
        PATH: process.env.PATH,
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        DIST_DIR: path.join(dataDir, 'no-build'),
        ADMIN_USERNAME: 'admin',
        ...env,
      },
      encoding: 'utf8',
      timeout: 20_000,
      // Stops the server in the cases where it does start.
      killSignal: 'SIGTERM',
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
    return result;
  }

  it('keeps a production server from starting with the example password, naming the reason', () => {
    const result = startServer({
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'change-me-before-going-live',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'The server cannot start: ADMIN_PASSWORD is refused because it is an example printed',
    );
  });

  it('keeps a production server from starting with a weak password', () => {
    const result = startServer({ NODE_ENV: 'production', ADMIN_PASSWORD: 'password1234' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('ADMIN_PASSWORD is refused because it is too easy to guess');
  });
});
