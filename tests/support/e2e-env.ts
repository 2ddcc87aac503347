/** The administrator the e2e server is started with (playwright.config.ts). */
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password' } as const;

/** The environment that makes E2E_ADMIN the administrator of a spec's own server. */
export const E2E_ADMIN_ENV = {
  ADMIN_USERNAME: E2E_ADMIN.username,
  ADMIN_PASSWORD: E2E_ADMIN.password,
} as const;
