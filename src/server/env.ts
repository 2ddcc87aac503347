import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { findPermitFileProblem } from '#server/adapters/permit-pdf-settings.ts';
import {
  DEFAULT_MINIMUM_CHARGE_CENTS,
  LOWEST_MINIMUM_CHARGE_CENTS,
} from '#domain/permits/permit-fee.ts';
import {
  DEFAULT_SITE_PLAN_BYTES_PER_PROFILE,
  DEFAULT_SITE_PLAN_BYTES_TOTAL,
} from '#domain/property/property-profile.ts';

/** What a bearer token may hold: visible ASCII, no spaces (the bearer check reads the same). */
export const BEARER_TOKEN_PATTERN = /^[\x21-\x7e]+$/;

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/**
 * Every setting the server reads. The server refuses to start and lists what is wrong
 * when a value does not parse. Defaults make a fresh clone run offline.
 */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  DATA_DIR: z.string().default('./data'),
  /** Bearer token Prometheus sends to GET /metrics; unset, /metrics answers 404. */
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  /** Token county dispatch puts in the read-only burns view's address; unset, the view answers 404. */
  // Decision 311: the keys that seal property profiles ("id:base64 of 32 bytes", comma-separated,
  // the first seals new rows). Unset: a key generated once in DATA_DIR/property-keys.
  PROPERTY_KEYS: optionalString,
  // Decision 311: the dispatch centre's CAD lookup of property profiles (Authorization: Bearer).
  // Issue 36: what the bearer check reads (visible ASCII, no spaces), so every token it starts
  // with is one a caller can send.
  PROPERTY_DISPATCH_TOKEN: optionalString.pipe(
    z
      .string()
      .min(32, 'PROPERTY_DISPATCH_TOKEN must be at least 32 characters')
      .regex(
        BEARER_TOKEN_PATTERN,
        'PROPERTY_DISPATCH_TOKEN must be letters, digits and punctuation, without spaces',
      )
      .optional(),
  ),
  BURN_DISPATCH_TOKEN: optionalString.pipe(
    z.string().min(16, 'BURN_DISPATCH_TOKEN must be at least 16 characters').optional(),
  ),
  DIST_DIR: z.string().default('./dist/web'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  ADMIN_USERNAME: optionalString,
  ADMIN_PASSWORD: optionalString.pipe(
    z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
  ),
  SMTP_URL: optionalString,
  /**
   * The longest one SMTP attempt may take (ms). The outbox lease is twice this, so no other
   * process retries a message while an attempt may still be sending it.
   */
  MAIL_SEND_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(240_000),
  /** How often the outbox and the pending-application sweep run (ms). */
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  /**
   * Worker threads that draw the PDFs (decision 298); 0 draws them on the thread that answers
   * requests (tests). One leaves the other core of a two-core machine to the server.
   */
  PDF_WORKERS: z.coerce.number().int().min(0).max(16).default(1),
  SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** Subscription (bulk) e-mails sent per minute at most; permit mail is never held back. */
  MAIL_BULK_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  /**
   * Urgent subscription e-mails (an urgent alert, No burning) sent per minute at most; they go
   * before news and jobs, after permit mail (decision 304).
   */
  MAIL_URGENT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(1_200),
  /** The mailto in every subscription mail's List-Unsubscribe header; someone must read it. */
  MAIL_LIST_UNSUBSCRIBE_TO: z.string().default('unsubscribe@example.org'),
  /** DKIM signing: all three set, or none (README, Deploy: mail authentication). */
  DKIM_DOMAIN: optionalString,
  DKIM_SELECTOR: optionalString,
  /** A PEM file with the DKIM private key. */
  DKIM_PRIVATE_KEY_PATH: optionalString,
  MAIL_FROM: z.string().default('Fire District Permits <permits@example.org>'),
  PERMITS_EMAIL: z.string().default('permits@example.org'),
  /** GRAMA appeals (Utah Code 63G-2-401) go to this chief administrative officer; placeholders. */
  RECORDS_APPEALS_OFFICER_NAME: z.string().default('Fire Chief (name not configured)'),
  RECORDS_APPEALS_OFFICER_ADDRESS: z.string().default('District office (address not configured)'),
  // Issue 20, decision 250: whether asking a records requester for clarification pauses the
  // GRAMA clock. Off by default: the clock runs.
  RECORDS_CLARIFICATION_PAUSES_CLOCK: z.enum(['true', 'false']).default('false'),
  // Days a responsive record stays downloadable from the requester's private link.
  RECORDS_FILE_EXPIRY_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  FIRE_PROTECTION_OFFICER: z.string().default('Fire Marshal (name not configured)'),
  /** The issuing officer printed on permits; unset, the permit names no officer. */
  PERMIT_OFFICER_NAME: optionalString,
  PERMIT_OFFICER_TITLE: z.string().trim().min(1).default('Fire Marshal'),
  /** The district's mark on permits: a PNG or SVG file; unset, the neutral mark shipped in the repo. */
  PERMIT_LOGO_PATH: optionalString.pipe(
    z
      .string()
      .regex(/\.(png|svg)$/i, { message: 'name a .png or .svg file', abort: true })
      .superRefine((file, context) => {
        const problem = findPermitFileProblem('logo', file);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
  ),
  /** A JSON file replacing what permits allow and their conditions, per form (README, Permits). */
  PERMIT_WORDING_PATH: optionalString.pipe(
    z
      .string()
      .superRefine((file, context) => {
        const problem = findPermitFileProblem('wording', file);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
  ),
  PROCESSING_FEE_PERCENT: z.coerce.number().min(0).max(10).default(3.5),
  PERMIT_MINIMUM_CHARGE_CENTS: z.coerce
    .number()
    .int()
    .min(LOWEST_MINIMUM_CHARGE_CENTS)
    .max(100_000)
    .default(DEFAULT_MINIMUM_CHARGE_CENTS),
  /** Stored plot-plan bytes of unpaid applications from one client address, at most (429 beyond). */
  UNPAID_UPLOAD_BYTES_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(0)
    .default(30 * 1024 * 1024),
  /** Stored plot-plan bytes of all unpaid applications together, at most (507 beyond). */
  UNPAID_UPLOAD_BYTES_TOTAL: z.coerce
    .number()
    .int()
    .min(0)
    .default(500 * 1024 * 1024),
  /** Stored site-plan bytes of one property profile, at most (issue 36; 429 beyond). */
  SITE_PLAN_BYTES_PER_PROFILE: z.coerce
    .number()
    .int()
    .min(0)
    .default(DEFAULT_SITE_PLAN_BYTES_PER_PROFILE),
  /** Stored site-plan bytes of all property profiles together, at most (507 beyond). */
  SITE_PLAN_BYTES_TOTAL: z.coerce.number().int().min(0).default(DEFAULT_SITE_PLAN_BYTES_TOTAL),
  /**
   * Whether a production server may take payments in the offline sandbox (decision 121). Unset:
   * only when no Stripe key is set at all (a demonstration), never for some forms while others
   * use Stripe. 'true' allows it anyway; 'false' refuses the sandbox in production.
   */
  ALLOW_SANDBOX_PAYMENTS: z.enum(['true', 'false']).optional(),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_SECRET_KEY_RESIDENTIAL: optionalString,
  STRIPE_PUBLISHABLE_KEY_RESIDENTIAL: optionalString,
  STRIPE_WEBHOOK_SECRET_RESIDENTIAL: optionalString,
  STRIPE_SECRET_KEY_COMMERCIAL: optionalString,
  STRIPE_PUBLISHABLE_KEY_COMMERCIAL: optionalString,
  STRIPE_WEBHOOK_SECRET_COMMERCIAL: optionalString,
  STRIPE_SECRET_KEY_PROPANE: optionalString,
  STRIPE_PUBLISHABLE_KEY_PROPANE: optionalString,
  STRIPE_WEBHOOK_SECRET_PROPANE: optionalString,
  STRIPE_SECRET_KEY_SPRINKLER: optionalString,
  STRIPE_PUBLISHABLE_KEY_SPRINKLER: optionalString,
  STRIPE_WEBHOOK_SECRET_SPRINKLER: optionalString,
});

export type Env = z.infer<typeof EnvSchema>;

const FORM_SUFFIXES = ['RESIDENTIAL', 'COMMERCIAL', 'PROPANE', 'SPRINKLER'] as const;

/**
 * The forms that would take payments in the offline sandbox: those with no Stripe secret key
 * (their own or the shared one). Mirrors `stripeSecretKeyFor` in adapters/payment-gateways.ts.
 */
export function listSandboxForms(env: Env): string[] {
  const forms = FORM_SUFFIXES.filter(
    (suffix) => !(env[`STRIPE_SECRET_KEY_${suffix}`] ?? env.STRIPE_SECRET_KEY),
  ).map((suffix) => suffix.toLowerCase());
  // The district's other fees settle with the shared key (decision 270).
  return env.STRIPE_SECRET_KEY ? forms : [...forms, 'fees'];
}

/**
 * Why a production server must not start with these payment settings, if it must not (issue 16,
 * finding 6; decision 121): anyone could "pay" with a test card there and receive a permit.
 */
export function findSandboxProblem(env: Env): string | undefined {
  if (env.NODE_ENV !== 'production' || env.ALLOW_SANDBOX_PAYMENTS === 'true') return undefined;
  const sandboxForms = listSandboxForms(env);
  if (sandboxForms.length === 0) return undefined;
  const isDemo = sandboxForms.length === FORM_SUFFIXES.length + 1;
  if (isDemo && env.ALLOW_SANDBOX_PAYMENTS === undefined) return undefined;
  return (
    `ALLOW_SANDBOX_PAYMENTS: these forms have no Stripe secret key and would take payments in ` +
    `the offline sandbox, where a test card buys a permit: ${sandboxForms.join(', ')}. Set ` +
    `STRIPE_SECRET_KEY (or STRIPE_SECRET_KEY_<FORM>), or ALLOW_SANDBOX_PAYMENTS=true for a ` +
    `demonstration site.`
  );
}

/**
 * Why a production server on PostgreSQL must not start without PROPERTY_KEYS (issue 36, item 4):
 * each server would make its own key in DATA_DIR/property-keys, and a profile sealed on one
 * would not open on another (a responder there gets a 500).
 */
export function findPropertyKeysProblem(env: Env): string | undefined {
  if (env.NODE_ENV !== 'production' || !env.DATABASE_URL || env.PROPERTY_KEYS) return undefined;
  return (
    'PROPERTY_KEYS: set it when DATABASE_URL is set. Every server on one database must seal ' +
    'property profiles with the same keys; without PROPERTY_KEYS each server makes its own key ' +
    'in DATA_DIR/property-keys and cannot open the profiles another server sealed. Give every ' +
    'server the same value: the line of an existing DATA_DIR/property-keys file, or a new key ' +
    '(README, "Several instances on PostgreSQL").'
  );
}

/** Parses the environment or returns the list of problems, one line each. */
export function parseEnv(
  source: Record<string, string | undefined>,
): { ok: true; env: Env } | { ok: false; problems: string[] } {
  const result = EnvSchema.safeParse(source);
  if (result.success) return { ok: true, env: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  };
}

export function resolveDataPath(env: Pick<Env, 'DATA_DIR'>, ...parts: string[]): string {
  return path.resolve(env.DATA_DIR, ...parts);
}

/**
 * The DKIM keys for nodemailer when DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_PATH are all
 * set; undefined otherwise (mail leaves unsigned, as before).
 */
export function readDkimKeys(
  env: Pick<Env, 'DKIM_DOMAIN' | 'DKIM_SELECTOR' | 'DKIM_PRIVATE_KEY_PATH'>,
): { domainName: string; keySelector: string; privateKey: string } | undefined {
  if (!env.DKIM_DOMAIN || !env.DKIM_SELECTOR || !env.DKIM_PRIVATE_KEY_PATH) return undefined;
  return {
    domainName: env.DKIM_DOMAIN,
    keySelector: env.DKIM_SELECTOR,
    privateKey: fs.readFileSync(env.DKIM_PRIVATE_KEY_PATH, 'utf8'),
  };
}
