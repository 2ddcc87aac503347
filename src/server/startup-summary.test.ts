import { describe, expect, it } from 'vitest';
import { buildTestEnv } from '#tests/support/test-env.ts';
import { describeStartupModes } from './startup-summary.ts';

describe('start-up line', () => {
  it('names the sandbox, the outbox folder, the SQLite file and the URL of a fresh clone', () => {
    const line = describeStartupModes(
      buildTestEnv({ DATA_DIR: '/srv/fire' }),
      'sqlite',
      'http://127.0.0.1:3000',
    );
    expect(line).toBe(
      'Payments: sandbox for every form; mail: outbox folder /srv/fire/outbox; ' +
        'database: SQLite /srv/fire/district.sqlite; URL: http://127.0.0.1:3000',
    );
  });

  it('names Stripe test or live per form, the SMTP host and the PostgreSQL database, without secrets', () => {
    const line = describeStartupModes(
      buildTestEnv({
        STRIPE_SECRET_KEY: 'sk_test_shared',
        STRIPE_SECRET_KEY_SPRINKLER: 'sk_live_sprinkler',
        STRIPE_SECRET_KEY_PROPANE: 'rk_live_propane',
        SMTP_URL: 'smtp://mailer:hunter2@mail.example.org:587',
        DATABASE_URL: 'postgres://fire:s3cret@db.internal:5432/fire',
        PUBLIC_URL: 'https://fire.example.org',
      }),
      'postgres',
      'http://0.0.0.0:3000',
    );
    expect(line).toBe(
      'Payments: residential Stripe test, commercial Stripe test, propane Stripe live, ' +
        'sprinkler Stripe live; mail: SMTP mail.example.org:587; ' +
        'database: PostgreSQL db.internal:5432/fire; ' +
        'URL: https://fire.example.org (listening on http://0.0.0.0:3000)',
    );
    expect(line).not.toMatch(/hunter2|s3cret|sk_|rk_/);
  });
});
