import { fieldsOf } from '#domain/zod-fields.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  PROPERTY_CONFIRM_HOURS,
  PROPERTY_PATHS,
  PropertyFormSchema,
  PropertyDetailsSchema,
  type PropertyForm,
} from '#domain/property/property-profile.ts';
import { normaliseAddress } from '#domain/property/property-trust.ts';
import type { Locale } from '#domain/i18n/locale.ts';
import { createSiteIntl } from '#domain/i18n/site-intl.ts';
import { pathForLocale } from '#server/i18n/request-locale.ts';
import type { MailMessage } from '#server/adapters/mailer.ts';
import { takeFormMailAllowance } from '#server/outbox/mail-caps.ts';
import {
  deleteProfile,
  findProfile,
  mailReferenceOf,
  PROPERTY_MAIL_FORM,
  sealProfile,
  siteUrlOf,
  type PropertyDeps,
} from './property.repo.ts';
import type { PropertyProfileRow } from './property.tables.ts';
import { UNVERIFIED_COLUMNS } from './property-verification.service.ts';

/** The resident's side (issue 30, item 1): write, confirm, change and delete a profile. */

/** A profile changed or checked at `at`: the reminder clock starts over. */
function currentAgainAt(at: string) {
  return { changedAt: at, remindersSent: 0, lastRemindedAt: null, staleAt: null };
}

export const PROPERTY_TEMPLATES = {
  confirm: 'property.confirm',
  active: 'property.active',
} as const;

const PayloadSchema = z.object({ profileId: z.string() });

export type FormOutcome =
  { ok: true; email: string; isMailed: boolean } | { ok: false; fields: Record<string, string> };

function newToken(): string {
  return randomBytes(24).toString('base64url');
}

function detailsOf(form: PropertyForm) {
  const details = PropertyDetailsSchema.parse(form);
  // A home has no business fields, whatever the form sent.
  if (form.kind === 'home') return { ...details, occupancy: '', hours: '', keyHolders: '' };
  return details;
}

function addressColumnsOf(form: PropertyForm) {
  return {
    kind: form.kind,
    street: form.street,
    town: form.town,
    latitude: form.latitude === '' ? null : Number(form.latitude),
    longitude: form.longitude === '' ? null : Number(form.longitude),
  };
}

/** The address of a profile's page in its language (`/es/…` for a profile written in Spanish). */
export function profileUrlOf(deps: PropertyDeps, englishPath: string, language: Locale): string {
  return siteUrlOf(deps, pathForLocale(englishPath, language));
}

/**
 * Writes a pending profile and mails its confirmation link: nothing a responder sees until the
 * address's owner confirms (double opt-in, like the e-mail updates). `language` is the page's:
 * the profile's e-mails are written in it (issue 37 item 6).
 */
export async function requestProfile(
  deps: PropertyDeps,
  body: unknown,
  language: Locale = 'en',
): Promise<FormOutcome> {
  const parsed = PropertyFormSchema.safeParse(body);
  if (!parsed.success) return { ok: false, fields: fieldsOf(parsed.error, { depth: 1 }) };
  const form = parsed.data;
  const now = deps.clock();
  const at = now.toISOString();
  const id = randomUUID();
  const dedupeKey = `property-confirm:${id}`;
  const isMailed = await deps.db.transaction().execute(async (trx) => {
    // Past the address's mail cap nothing is stored (issue 36): no pending row with a gate code.
    const isAllowed = await takeFormMailAllowance(trx, deps.clock, {
      form: PROPERTY_MAIL_FORM,
      email: form.email,
    });
    if (!isAllowed) return false;
    await trx
      .insertInto('propertyProfiles')
      .values({
        id,
        ...addressColumnsOf(form),
        email: form.email,
        status: 'pending',
        sealedDetails: sealProfile(deps.sealer, id, {
          occupant: form.occupant,
          details: detailsOf(form),
        }),
        manageToken: newToken(),
        confirmToken: newToken(),
        confirmExpiresAt: new Date(
          now.getTime() + PROPERTY_CONFIRM_HOURS * 60 * 60 * 1000,
        ).toISOString(),
        changedAt: at,
        createdAt: at,
        confirmedAt: null,
        language,
      })
      .execute();
    await deps.outbox.enqueue(trx, {
      template: PROPERTY_TEMPLATES.confirm,
      payload: { profileId: id },
      dedupeKey,
      reference: mailReferenceOf(id),
    });
    return true;
  });
  if (isMailed) await deps.outbox.deliverNow(dedupeKey);
  return { ok: true, email: form.email, isMailed };
}

/** Confirms a pending profile by its link; answers its manage token, or null for a bad link. */
export async function confirmProfile(deps: PropertyDeps, token: string): Promise<string | null> {
  const row = await findProfile(deps.db, { confirmToken: token });
  const at = deps.clock().toISOString();
  if (!row || (row.confirmExpiresAt !== null && row.confirmExpiresAt < at)) return null;
  const dedupeKey = `property-active:${row.id}`;
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('propertyProfiles')
      .set({
        status: 'active',
        confirmToken: null,
        confirmExpiresAt: null,
        confirmedAt: at,
        changedAt: at,
      })
      .where('id', '=', row.id)
      .execute();
    await deps.outbox.enqueue(trx, {
      template: PROPERTY_TEMPLATES.active,
      payload: { profileId: row.id },
      dedupeKey,
      reference: mailReferenceOf(row.id),
    });
  });
  await deps.outbox.deliverNow(dedupeKey);
  return row.manageToken;
}

/** The confirmed profile behind a manage link. */
export async function findManagedProfile(
  deps: PropertyDeps,
  token: string,
): Promise<PropertyProfileRow | undefined> {
  const row = await findProfile(deps.db, { manageToken: token });
  return row?.status === 'active' ? row : undefined;
}

/** Saves the owner's changes; the reminder clock and any stale mark start over. */
export async function updateProfile(
  deps: PropertyDeps,
  row: PropertyProfileRow,
  body: unknown,
): Promise<{ ok: true } | { ok: false; fields: Record<string, string> }> {
  // The e-mail address is the one confirmed; the form shows it but does not change it.
  const parsed = PropertyFormSchema.safeParse({ ...(body as object), email: row.email });
  if (!parsed.success) return { ok: false, fields: fieldsOf(parsed.error, { depth: 1 }) };
  const form = parsed.data;
  // Decision 334: a verification holds for the address it checked; a new address starts over.
  const isNewAddress =
    normaliseAddress(`${form.street} ${form.town}`) !==
    normaliseAddress(`${row.street} ${row.town}`);
  await deps.db
    .updateTable('propertyProfiles')
    .set({
      ...addressColumnsOf(form),
      ...(isNewAddress ? UNVERIFIED_COLUMNS : {}),
      sealedDetails: sealProfile(deps.sealer, row.id, {
        occupant: form.occupant,
        details: detailsOf(form),
      }),
      ...currentAgainAt(deps.clock().toISOString()),
    })
    .where('id', '=', row.id)
    .execute();
  return { ok: true };
}

/** The owner deletes the profile: only its deletion entry remains. */
export async function deleteOwnProfile(deps: PropertyDeps, row: PropertyProfileRow) {
  await deps.db
    .transaction()
    .execute((trx) => deleteProfile(deps, trx, row, deps.clock().toISOString(), 'owner'));
}

export function registerPropertyTemplates(deps: PropertyDeps): void {
  const render =
    (build: (row: PropertyProfileRow, districtName: string) => MailMessage | null) =>
    async (payload: unknown) => {
      const { profileId } = PayloadSchema.parse(payload);
      const row = await findProfile(deps.db, { id: profileId });
      return row ? build(row, await deps.readDistrictName()) : null;
    };
  const addressOf = (row: PropertyProfileRow) => `${row.street}, ${row.town}`;
  const mailToOwner = (row: PropertyProfileRow, subject: string, lines: string[]): MailMessage => ({
    from: deps.env.MAIL_FROM,
    to: row.email,
    subject,
    text: lines.join('\n'),
  });
  deps.outbox.registerTemplate(PROPERTY_TEMPLATES.confirm, {
    render: render((row, districtName) => {
      if (row.confirmToken === null) return null;
      const { t } = createSiteIntl(row.language);
      const address = addressOf(row);
      return mailToOwner(row, t('property.mail.confirmSubject', { address }), [
        t('property.mail.confirmWho', { address, districtName }),
        '',
        t('property.mail.confirmOpen', { hours: PROPERTY_CONFIRM_HOURS }),
        profileUrlOf(deps, `${PROPERTY_PATHS.confirm}/${row.confirmToken}`, row.language),
        '',
        t('property.mail.confirmIgnore'),
      ]);
    }),
  });
  deps.outbox.registerTemplate(PROPERTY_TEMPLATES.active, {
    render: render((row, districtName) => {
      const { t } = createSiteIntl(row.language);
      const address = addressOf(row);
      return mailToOwner(row, t('property.mail.activeSubject', { address }), [
        t('property.mail.activeText', { address, districtName }),
        '',
        t('property.mail.activeLink'),
        profileUrlOf(deps, `${PROPERTY_PATHS.manage}/${row.manageToken}`, row.language),
      ]);
    }),
  });
}

/** "It is still right": the owner checked the profile; the reminder clock starts over. */
export async function markProfileCurrent(deps: PropertyDeps, row: PropertyProfileRow) {
  await deps.db
    .updateTable('propertyProfiles')
    .set(currentAgainAt(deps.clock().toISOString()))
    .where('id', '=', row.id)
    .execute();
}
