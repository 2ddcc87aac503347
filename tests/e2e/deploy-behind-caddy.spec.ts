import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { findFreePort } from '../support/free-port.ts';
import { httpRequest } from '../support/http-client.ts';
import { payForSprinklerPermit } from '../support/sandbox-permit.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

// The README's "Deploy" set-up, tried for real: the app as fire-district.service runs it
// (production, loopback, TRUST_PROXY=true) behind Debian's caddy with deploy/Caddyfile. The only
// differences: a certificate from Caddy's local authority instead of Let's Encrypt, an address on
// loopback instead of a domain, and Caddy's admin API off with its state in a temporary folder.
const CADDY = ['/usr/bin/caddy', '/usr/local/bin/caddy'].find((file) => fs.existsSync(file));
const ADMIN = { username: 'admin', password: 'Tamarack-lantern-47-quarry' };

test.describe('deployed behind Caddy with HTTPS', () => {
  test.skip(!CADDY, 'caddy is not installed: apt-get install caddy (.ci/run installs it)');

  let workDir: string;
  let app: ServerProcess;
  let caddy: ChildProcess;
  let origin: string;
  let ca: string;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fire-caddy-'));
    const httpsPort = await findFreePort();
    const httpPort = await findFreePort();
    origin = `https://127.0.0.1:${httpsPort}`;
    app = await startServerProcess({
      NODE_ENV: 'production',
      TRUST_PROXY: 'true',
      PUBLIC_URL: origin,
      DATA_DIR: path.join(workDir, 'data'),
      DIST_DIR: path.resolve(process.env.DIST_DIR ?? 'dist/web'),
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    });

    const site = fs
      .readFileSync('deploy/Caddyfile', 'utf8')
      .replace(/^fire\.example\.org \{/m, `${origin} {`)
      .replace('reverse_proxy 127.0.0.1:3000', `reverse_proxy ${new URL(app.origin).host}`);
    expect(site).toContain(`${origin} {`);
    const caddyfile = path.join(workDir, 'Caddyfile');
    fs.writeFileSync(
      caddyfile,
      [
        '{',
        '\tadmin off',
        '\tlocal_certs',
        '\tskip_install_trust',
        `\thttp_port ${httpPort}`,
        `\thttps_port ${httpsPort}`,
        '}',
        site,
      ].join('\n'),
    );
    const caddyEnv = {
      PATH: process.env.PATH,
      HOME: workDir,
      XDG_DATA_HOME: path.join(workDir, 'xdg-data'),
      XDG_CONFIG_HOME: path.join(workDir, 'xdg-config'),
    };
    const check = spawnSync(CADDY!, ['validate', '--config', caddyfile, '--adapter', 'caddyfile'], {
      env: caddyEnv,
      encoding: 'utf8',
    });
    expect(check.status, check.stderr).toBe(0);
    caddy = spawn(CADDY!, ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
      env: caddyEnv,
      stdio: 'ignore',
    });
    ca = await waitForRootCertificate(
      path.join(workDir, 'xdg-data/caddy/pki/authorities/local/root.crt'),
    );
    await waitForHttps(`${origin}/api/calendar/events`, ca);
  });

  test.afterAll(async () => {
    if (caddy && caddy.exitCode === null) {
      const exited = once(caddy, 'exit');
      caddy.kill('SIGTERM');
      await exited;
    }
    await app?.stop();
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  test('serves the site over HTTPS with a certificate the client verifies', async () => {
    const home = await httpRequest(`${origin}/`, { ca });
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.text()).toContain('South Summit Fire Protection District');

    // Without the local authority the certificate is refused: it is real TLS, not plain HTTP.
    await expect(httpRequest(`${origin}/`)).rejects.toThrow(/certificate/i);
  });

  test('sends HSTS on pages and API answers, since the proxy says the request came over HTTPS', async () => {
    for (const url of [`${origin}/`, `${origin}/api/calendar/events`]) {
      const response = await httpRequest(url, { ca });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    }
  });

  test('throttles failed logins per client address, which it reads from Caddy', async () => {
    const attacker = { ca, localAddress: '127.0.0.2' };
    const clerk = { ca, localAddress: '127.0.0.3' };
    // Guesses at the administrator's password from one address. Each carries a made-up
    // X-Forwarded-For, which Caddy replaces: were it passed on, every guess would come from a
    // fresh address and none would be throttled.
    let status = 0;
    for (let attempt = 0; attempt < 10 && status !== 429; attempt += 1) {
      const response = await httpRequest(`${origin}/api/auth/login`, {
        ...attacker,
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
        json: { username: ADMIN.username, password: `wrong password ${attempt}` },
      });
      status = response.status;
      if (status === 429) {
        expect(response.headers['retry-after']).toMatch(/^\d+$/);
        expect(response.json().error.code).toBe('TOO_MANY_ATTEMPTS');
      } else {
        expect(status).toBe(401);
      }
    }
    expect(status).toBe(429);

    // The administrator, from another address behind the same proxy, logs in at once. Were the
    // proxy's address taken for everyone's, this would be throttled with the attacker.
    const login = await httpRequest(`${origin}/api/auth/login`, { ...clerk, json: ADMIN });
    expect(login.status, login.text()).toBe(200);
  });

  test('takes a sandbox permit payment through the proxy', async () => {
    const permit = await payForSprinklerPermit(origin, { ca, localAddress: '127.0.0.4' });
    expect(['success', 'partial_success']).toContain(permit.status);
    expect(permit.permitNumber).toMatch(/^SP-\d{4}-\d{6}$/);

    const feed = await httpRequest(`${origin}/api/calendar/events.ics`, { ca });
    expect(feed.status).toBe(200);
    const revalidated = await httpRequest(`${origin}/api/calendar/events.ics`, {
      ca,
      headers: { 'if-none-match': feed.headers.etag as string },
    });
    expect(revalidated.status).toBe(304);
  });
});

async function waitForRootCertificate(file: string): Promise<string> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (fs.existsSync(file) && fs.statSync(file).size > 0) return fs.readFileSync(file, 'utf8');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Caddy wrote no root certificate at ${file}`);
}

async function waitForHttps(url: string, ca: string): Promise<void> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await httpRequest(url, { ca })).status === 200) return;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Caddy did not answer at ${url}: ${String(lastError)}`);
}
