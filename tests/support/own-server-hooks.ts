import { test } from '@playwright/test';
import { allowBurningToday } from './burn-setup.ts';
import { E2E_ADMIN_ENV } from './e2e-env.ts';
import { startOwnE2eServer, type OwnE2eServer } from './own-e2e-server.ts';
import { logInStaff } from './staff-api.ts';

/** A server the describe starts in beforeAll; read its fields only inside hooks and tests. */
export interface DescribeServer {
  readonly url: string;
  /** The server's DATA_DIR: its database and, without SMTP_URL, its outbox of .eml files. */
  readonly dataDir: string;
}

/** A DescribeServer whose administrator (E2E_ADMIN) logged in once it started. */
export interface StaffDescribeServer extends DescribeServer {
  readonly staffToken: string;
}

/**
 * Registers beforeAll and afterAll hooks that start a server of the describe's own, with E2E_ADMIN
 * as its administrator and `env` besides (see startOwnE2eServer; a function is called in
 * beforeAll, after the hooks registered before this call), log the administrator in over
 * the API and run `setUp`, then stop the server after the last test.
 */
export function ownServerForDescribe(
  name: string,
  env: Record<string, string> | (() => Record<string, string>) = {},
  setUp?: (server: StaffDescribeServer) => Promise<void>,
): StaffDescribeServer {
  let server: OwnE2eServer | undefined;
  let staffToken: string | undefined;
  const started = (): OwnE2eServer => {
    if (!server) throw new Error(`The ${name} server is not started yet`);
    return server;
  };
  const handle: StaffDescribeServer = {
    get url() {
      return started().url;
    },
    get dataDir() {
      return started().dataDir;
    },
    get staffToken() {
      if (staffToken === undefined) throw new Error(`No staff login on the ${name} server yet`);
      return staffToken;
    },
  };
  test.beforeAll(async () => {
    server = await startOwnE2eServer(name, {
      ...E2E_ADMIN_ENV,
      ...(typeof env === 'function' ? env() : env),
    });
    staffToken = await logInStaff(server.url);
    await setUp?.(handle);
  });
  test.afterAll(() => {
    server?.stop();
  });
  return handle;
}

/**
 * ownServerForDescribe for the open-burning specs: once started, today is a burn day
 * (allowBurningToday, clearing index 640).
 */
export function burnServerForDescribe(
  name: string,
  env: Record<string, string> = {},
): StaffDescribeServer {
  return ownServerForDescribe(name, env, (server) =>
    allowBurningToday(server.url, server.staffToken, { clearingIndex: 640 }),
  );
}
