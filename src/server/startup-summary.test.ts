import { describe, expect, it } from 'vitest';
import { buildTestEnv } from '#tests/support/test-env.ts';
import { describeStartupModes, describeUrgentReach } from './startup-summary.ts';

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

  it('says an urgent notice reaches 5,000 confirmed subscribers in 4 min 10 s at the default 1,200 a minute', () => {
    const env = buildTestEnv({ DATA_DIR: '/srv/fire' });
    const line = describeStartupModes(env, 'sqlite', 'http://127.0.0.1:3000', {
      confirmedSubscribers: 5_000,
    });
    expect(line).toMatch(
      /; urgent mail: 1,200 a minute reaches 5,000 confirmed subscribers in 4 min 10 s$/,
    );
    expect(describeUrgentReach(env, 5_000).isTooSlow).toBe(false);
  });

  it('warns when MAIL_URGENT_PER_MINUTE cannot reach every confirmed subscriber within 5 minutes', () => {
    // An office mailbox's SMTP (Microsoft 365 accepts 30 messages a minute).
    const env = buildTestEnv({ MAIL_URGENT_PER_MINUTE: '30' });
    const reach = describeUrgentReach(env, 400);
    expect(reach.isTooSlow).toBe(true);
    expect(reach.text).toBe(
      'urgent mail: 30 a minute reaches 400 confirmed subscribers in 13 min 20 s, NOT within 5 ' +
        'minutes: set MAIL_URGENT_PER_MINUTE to 80 or more, through a relay that accepts it ' +
        '(README, E-mail subscriptions)',
    );
    expect(
      describeStartupModes(env, 'sqlite', 'http://127.0.0.1:3000', { confirmedSubscribers: 400 }),
    ).toContain('NOT within 5 minutes');
    // Exactly 5 minutes is within.
    expect(describeUrgentReach(env, 150).isTooSlow).toBe(false);
  });
});
