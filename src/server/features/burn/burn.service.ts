import type { FeeRequests } from '#server/features/fees/fees.service.ts';
import { randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  BurnDayEntrySchema,
  burnDayAt,
  clearingIndexTooLow,
  decideBurnDayStatus,
  describeBurnWindows,
  type BurnDayEntryInput,
  type BurnDayStatus,
  type BurnSettings,
  type FireRestriction,
} from '#domain/burn/burn-day.ts';
import { restrictionsFromPublished } from '#domain/burn/published-restrictions.ts';
import {
  BURN_MATERIAL_LABELS,
  BURN_PERMIT_MACHINE,
  BurnCheckInSchema,
  BurnPermitApplicationSchema,
  CHECK_IN_CODE_ALPHABET,
  CHECK_IN_CODE_LENGTH,
  CHECK_IN_REFUSALS,
  checkBurnApplication,
  formatCheckInCode,
  normalizeCheckInCode,
  checkStateRegistration,
  type BurnCheckIn,
  type CheckInRefusal,
} from '#domain/burn/burn-permit.ts';
import type { Clock } from '#domain/clock.ts';
import { fail, ok, type Result } from '#domain/errors.ts';
import type { PermitDistrict } from '#domain/permits/permit-documents.ts';
import { formatCents } from '#domain/permits/permit-fee.ts';
import { formatUsDate, formatUsTime } from '#domain/permits/permit-wording.ts';
import type { MailMessage } from '#server/adapters/mailer.ts';
import type { PdfDrawer } from '#server/adapters/pdf-drawer.ts';
import { loadPermitLogo } from '#server/adapters/permit-pdf-settings.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { Env } from '#server/env.ts';
import { takeFormMailAllowance } from '#server/outbox/mail-caps.ts';
import type { Outbox } from '#server/outbox/outbox.ts';
import { listStatusEvents, recordTimelineEvent } from '#server/status/status-transition.ts';
import { formatCsv, type CsvCell } from '#domain/csv.ts';
import * as repo from './burn.repo.ts';
import type { BurnPermitSummary } from './burn.repo.ts';

// The paths live with the pages' data (src/web draws the pages); the service keeps its name.
import { BURN_PATHS } from '#domain/burn/burn-pages.ts';
export { BURN_PATHS };

/** The burn form's name in the daily mail allowance per address (decision 290). */
export const BURN_MAIL_FORM = 'burn-permit';

export const BURN_TEMPLATES = {
  issued: 'burn-permit-issued',
  revoked: 'burn-permit-revoked',
  stopped: 'burn-day-stopped',
  declined: 'burn-permit-declined',
  review: 'burn-permit-review',
} as const;

/** Tells the burn staff (PERMITS_EMAIL, the permits office) a permit waits for their review. */
async function enqueueReviewNotice(
  deps: BurnDeps,
  db: Kysely<Database> | Transaction<Database>,
  id: string,
): Promise<string> {
  const dedupeKey = `burn-review:${id}`;
  await deps.outbox.enqueue(db, {
    template: BURN_TEMPLATES.review,
    payload: { permitId: id },
    dedupeKey,
    reference: `burn-permit:${id}`,
  });
  return dedupeKey;
}

export interface BurnDeps {
  db: Kysely<Database>;
  clock: Clock;
  env: Env;
  outbox: Outbox;
  readDistrict: () => Promise<PermitDistrict>;
  /** Draws the permit PDF off the request thread (decision 298). */
  pdf: PdfDrawer;
  log?: { warn: (object: object, message?: string) => void };
  /**
   * Called once today's status has turned from Burning allowed to No burning (after the change is
   * stored): start-up hands the e-mail subscriptions' notice to the fire restrictions list here.
   */
  onNoBurning?: (status: BurnDayStatus, actor: string) => Promise<void>;
  /** Asks for the district's burn permit fee by card, when it is not zero (decision 270). */
  feeRequests?: FeeRequests;
}

function nowIso(deps: BurnDeps): string {
  return deps.clock().toISOString();
}

function baseUrl(deps: BurnDeps): string {
  return deps.env.PUBLIC_URL ?? `http://localhost:${deps.env.PORT}`;
}

export function privateLinkOf(deps: BurnDeps, accessToken: string): string {
  return new URL(`${BURN_PATHS.permit}/${accessToken}`, baseUrl(deps)).toString();
}

/**
 * The verification page of a permit. With the check-in code (the QR code on the permit), the page
 * links to the short check-in form with the code filled in (decision 291).
 */
function verifyUrlOf(deps: BurnDeps, permitNumber: string, checkInCode?: string | null): string {
  const url = new URL(`${BURN_PATHS.verify}/${encodeURIComponent(permitNumber)}`, baseUrl(deps));
  if (checkInCode) url.searchParams.set('code', formatCheckInCode(checkInCode));
  return url.toString();
}

/** A new random check-in code (CHECK_IN_CODE_LENGTH characters, 40 bits). */
function newCheckInCode(): string {
  let code = '';
  for (let i = 0; i < CHECK_IN_CODE_LENGTH; i += 1) {
    code += CHECK_IN_CODE_ALPHABET[randomInt(CHECK_IN_CODE_ALPHABET.length)];
  }
  return code;
}

/** The restrictions published with the site alert and fire conditions, for a day (decision 307). */
async function readPublishedRestrictions(
  db: Kysely<Database> | Transaction<Database>,
  now: Date,
  day: string,
): Promise<{ published: FireRestriction[]; contentVersion: number }> {
  const content = await repo.readPublishedRestrictionContent(db);
  return {
    published: restrictionsFromPublished({ ...content, now, day }),
    contentVersion: content.contentVersion,
  };
}

/** Today's status, the settings it came from, and a key that changes whenever it may. */
export async function readBurnDay(
  deps: Pick<BurnDeps, 'db' | 'clock'>,
): Promise<{ status: BurnDayStatus; settings: BurnSettings; cacheKey: string }> {
  const { settings, version } = await repo.readBurnSettings(deps.db);
  const now = deps.clock();
  const day = burnDayAt(now, settings.statusHour);
  const entry = await repo.findDayEntry(deps.db, day);
  const { published, contentVersion } = await readPublishedRestrictions(deps.db, now, day);
  const status = decideBurnDayStatus({ day, settings, entry, published });
  // An alert that starts or ends on its own changes the status without a publish: the key
  // carries which restrictions are in force, not only the counter.
  const restrictionKey = published.map((restriction) => restriction.title).join('/');
  return {
    status,
    settings,
    cacheKey: `${day}|${entry?.postedAt ?? '-'}|${version}|${contentVersion}|${restrictionKey}`,
  };
}

/** Today's status and the days before it, each as decided then, for the iCalendar feed. */
export async function readRecentBurnDays(
  deps: Pick<BurnDeps, 'db' | 'clock'>,
  count: number,
): Promise<{ days: { status: BurnDayStatus; postedAt: string | null }[]; settings: BurnSettings }> {
  const { settings } = await repo.readBurnSettings(deps.db);
  const now = deps.clock();
  const today = burnDayAt(now, settings.statusHour);
  const { published } = await readPublishedRestrictions(deps.db, now, today);
  const days: { status: BurnDayStatus; postedAt: string | null }[] = [];
  for (let back = 0; back < count; back += 1) {
    const date = new Date(`${today}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() - back);
    const day = date.toISOString().slice(0, 10);
    const entry = await repo.findDayEntry(deps.db, day);
    days.push({
      status: decideBurnDayStatus({ day, settings, entry, published }),
      postedAt: entry?.postedAt ?? null,
    });
  }
  return { days, settings };
}

/**
 * Runs a change that may turn today's status from Burning allowed to No burning; when it does,
 * every holder checked in for today gets an e-mail at once (queued in the same transaction, then
 * sent right away, ahead of the outbox's timer and any bulk mail).
 */
async function changeStatus(
  deps: BurnDeps,
  change: (trx: Transaction<Database>) => Promise<void>,
  actor: string,
): Promise<BurnDayStatus> {
  const before = await readBurnDay(deps);
  const keys: string[] = [];
  const after = await deps.db.transaction().execute(async (trx) => {
    await change(trx);
    const { settings } = await repo.readBurnSettings(trx);
    const entry = await repo.findDayEntry(trx, before.status.day);
    const { published } = await readPublishedRestrictions(trx, deps.clock(), before.status.day);
    const status = decideBurnDayStatus({ day: before.status.day, settings, entry, published });
    if (before.status.isBurningAllowed && !status.isBurningAllowed) {
      for (const checkIn of await repo.listCheckInsOfDay(trx, status.day)) {
        const dedupeKey = `burn-stop:${status.day}:${checkIn.permitId}:${nowIso(deps)}`;
        await deps.outbox.enqueue(trx, {
          template: BURN_TEMPLATES.stopped,
          payload: { permitId: checkIn.permitId, day: status.day, reason: status.reason },
          dedupeKey,
          reference: `burn-permit:${checkIn.permitId}`,
        });
        keys.push(dedupeKey);
      }
    }
    return status;
  });
  await Promise.all(keys.map((key) => deps.outbox.deliverNow(key)));
  if (before.status.isBurningAllowed && !after.isBurningAllowed) {
    await deps.onNoBurning?.(after, actor);
  }
  return after;
}

/**
 * After site content is published (decision 307): when a published restriction now forbids
 * burning, every holder checked in for today is told to put the fire out, once per permit and
 * day, as when staff post No burning. Answers how many holders were told.
 */
export async function stopBurnsUnderRestriction(deps: BurnDeps): Promise<number> {
  const { status } = await readBurnDay(deps);
  if (status.isBurningAllowed || status.source !== 'restriction') return 0;
  const keys: string[] = [];
  await deps.db.transaction().execute(async (trx) => {
    for (const checkIn of await repo.listCheckInsOfDay(trx, status.day)) {
      if (checkIn.status !== 'issued') continue;
      const dedupeKey = `burn-stop:${status.day}:${checkIn.permitId}:restriction`;
      await deps.outbox.enqueue(trx, {
        template: BURN_TEMPLATES.stopped,
        payload: { permitId: checkIn.permitId, day: status.day, reason: status.reason },
        dedupeKey,
        reference: `burn-permit:${checkIn.permitId}`,
      });
      keys.push(dedupeKey);
    }
  });
  await Promise.all(keys.map((key) => deps.outbox.deliverNow(key)));
  return keys.length;
}

/** Staff post today's (or another day's) status. */
export async function postBurnDay(
  deps: BurnDeps,
  input: Omit<BurnDayEntryInput, 'day'> & { day?: string | undefined },
  actor: string,
): Promise<Result<BurnDayStatus>> {
  const { settings } = await repo.readBurnSettings(deps.db);
  const day = input.day ?? burnDayAt(deps.clock(), settings.statusHour);
  const parsed = BurnDayEntrySchema.safeParse({ ...input, day });
  if (!parsed.success) return fail('VALIDATION_FAILED', fieldsOf(parsed.error));
  const { clearingIndex, isBurningAllowed } = parsed.data;
  if (isBurningAllowed && clearingIndex !== null && clearingIndex < settings.minClearingIndex) {
    return fail('VALIDATION_FAILED', {
      clearingIndex: clearingIndexTooLow(settings.minClearingIndex),
    });
  }
  const status = await changeStatus(
    deps,
    (trx) => repo.saveDayEntry(trx, parsed.data, nowIso(deps), actor),
    actor,
  );
  return ok(status);
}

export async function updateBurnSettings(
  deps: BurnDeps,
  settings: BurnSettings,
  actor: string,
): Promise<BurnDayStatus> {
  return changeStatus(
    deps,
    (trx) => repo.saveBurnSettings(trx, settings, nowIso(deps), actor),
    actor,
  );
}

export function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The district's day in its zone (not the burn day): what "from today onward" means. */
function todayOf(deps: BurnDeps): string {
  return burnDayAt(deps.clock(), 0);
}

/**
 * An application from the public form. Stores it; with a non-zero fee it waits in
 * awaiting_payment for the card payment through the shared fees (decision 270), otherwise with
 * auto-approval it is issued at once. A fee is refused only when no fee requests are wired.
 */
export async function applyForBurnPermit(
  deps: BurnDeps,
  body: unknown,
): Promise<
  Result<{ accessToken: string; status: BurnPermitSummary['status']; isMailed: boolean }>
> {
  const parsed = BurnPermitApplicationSchema.safeParse(body);
  const { settings } = await repo.readBurnSettings(deps.db);
  if (!parsed.success) {
    // Every field gets its message at once, the registration number too (decision 307).
    const fields = fieldsOf(parsed.error);
    const registration = checkStateRegistration(
      (body as { stateRegistrationNumber?: unknown } | null)?.stateRegistrationNumber,
      settings,
    );
    if (registration) fields.stateRegistrationNumber ??= registration;
    return fail('VALIDATION_FAILED', fields);
  }
  const application = parsed.data;
  const fields = checkBurnApplication(application, settings, todayOf(deps));
  if (Object.keys(fields).length > 0) return fail('VALIDATION_FAILED', fields);
  const hasFee = settings.feeCents > 0;
  if (hasFee && !deps.feeRequests) return fail('BURN_FEE_NOT_AVAILABLE');
  const at = nowIso(deps);
  const id = randomUUID();
  const accessToken = randomBytes(24).toString('base64url');
  const town = settings.towns.find(
    (name) => name.toLowerCase() === application.town.trim().toLowerCase(),
  )!;
  await deps.db.transaction().execute(async (trx) => {
    await repo.insertBurnPermit(trx, {
      id,
      permitNumber: null,
      status: hasFee ? 'awaiting_payment' : 'pending_review',
      applicantName: application.applicantName,
      phone: application.phone,
      email: application.email,
      street: application.street,
      town,
      material: application.material,
      materialDescription: application.materialDescription,
      pileSize: application.pileSize,
      fromDay: application.fromDay,
      toDay: application.toDay,
      feeCents: settings.feeCents,
      stateRegistrationNumber: settings.asksStateRegistration
        ? (application.stateRegistrationNumber ?? null)
        : null,
      conditions: JSON.stringify(settings.conditions),
      accessToken,
      createdAt: at,
      updatedAt: at,
      issuedAt: null,
      revokedAt: null,
      revokeReason: null,
      checkInCode: null,
      pdf: null,
    });
    await recordTimelineEvent(trx, repo.BURN_PERMIT_STORE, id, {
      at,
      actor: 'applicant',
      kind: 'created',
      reason: `Review: ${settings.reviewMode === 'auto' ? 'automatic' : 'by staff'}`,
    });
    if (!hasFee && settings.reviewMode === 'staff') await enqueueReviewNotice(deps, trx, id);
  });
  if (!hasFee && settings.reviewMode === 'staff') await deps.outbox.deliverNow(`burn-review:${id}`);
  const issued =
    !hasFee && settings.reviewMode === 'auto'
      ? await issueBurnPermit(deps, id, 'system', { isMailAllowanceCounted: true })
      : undefined;
  const stored = await repo.findBurnPermit(deps.db, { id });
  // Only an issue at once mails the applicant now; a review or a fee mails later.
  return ok({
    accessToken,
    status: stored!.status,
    isMailed: issued === undefined || (issued.ok && issued.value.isMailed),
  });
}

/** The private pay link of a permit waiting for its fee (the same link each time). */
export async function burnFeePayUrl(
  deps: BurnDeps,
  permit: BurnPermitSummary,
): Promise<string | undefined> {
  if (permit.status !== 'awaiting_payment' || !deps.feeRequests) return undefined;
  const { payUrl } = await deps.feeRequests.request({
    kind: 'burn-permit',
    subjectId: permit.id,
    amountCents: permit.feeCents,
    description: `Open burn permit, ${permit.street}, ${permit.town}`,
    email: permit.email,
    returnPath: `${BURN_PATHS.permit}/${permit.accessToken}`,
  });
  return payUrl;
}

/** awaiting_payment → pending_review once the fee is paid, then issued at once on auto-approve. */
export async function burnFeePaid(
  deps: BurnDeps,
  id: string,
  fee: { amountCents: number } = { amountCents: 0 },
): Promise<void | { refundReason: string }> {
  const permit = await repo.findBurnPermit(deps.db, { id });
  if (permit?.status === 'declined') {
    // Declined while the payer was on the pay page: the payment is refunded (decision 292).
    const said = `A payment of ${formatCents(fee.amountCents)} arrived after the permit was declined: it is refunded in full to the card.`;
    const events = await listStatusEvents(deps.db, BURN_PERMIT_MACHINE.subjectKind, id);
    if (!events.some((event) => event.kind === 'fee-refund' && event.reason === said)) {
      await recordTimelineEvent(deps.db, repo.BURN_PERMIT_STORE, id, {
        at: nowIso(deps),
        actor: 'system',
        kind: 'fee-refund',
        reason: said,
      });
    }
    return { refundReason: 'The open burn permit was declined before the payment arrived' };
  }
  const moved = await repo.moveBurnPermit(deps.db, id, 'pending_review', {
    actor: 'payer',
    at: nowIso(deps),
    reason: 'Fee paid by card',
  });
  if (!moved.moved) return;
  const { settings } = await repo.readBurnSettings(deps.db);
  if (settings.reviewMode === 'auto') {
    await issueBurnPermit(deps, id, 'system');
    return;
  }
  await deps.outbox.deliverNow(await enqueueReviewNotice(deps, deps.db, id));
}

/**
 * pending_review → issued: number and e-mail in one transaction; the PDF is drawn after the
 * commit, in the PDF workers, and kept (decision 298). Whoever reads it before it is kept (the
 * outbox, the holder's download) draws the same bytes and keeps them.
 */
export async function issueBurnPermit(
  deps: BurnDeps,
  id: string,
  actor: string,
  options: { isMailAllowanceCounted?: boolean } = {},
): Promise<Result<BurnPermitSummary & { isMailed: boolean }>> {
  const moved = await deps.db.transaction().execute(async (trx) => {
    const permit = await repo.findBurnPermit(trx, { id });
    if (!permit) return 'not-found' as const;
    if (permit.status !== 'pending_review') return 'not-allowed' as const;
    const issuedAt = deps.clock();
    const year = Number(burnDayAt(issuedAt, 0).slice(0, 4));
    const sequence = await repo.takeNextBurnPermitSequence(trx, year);
    const permitNumber = `OB-${year}-${String(sequence).padStart(6, '0')}`;
    const checkInCode = newCheckInCode();
    const outcome = await repo.moveBurnPermit(trx, id, 'issued', {
      actor,
      at: issuedAt.toISOString(),
      reason: actor === 'system' ? 'Issued automatically' : 'Approved by staff',
      changes: { permitNumber, issuedAt: issuedAt.toISOString(), checkInCode },
    });
    if (!outcome.moved) return 'not-allowed' as const;
    // Issued at once from the anonymous form: past the address's daily allowance the permit stands
    // and its page holds it, but nothing is mailed (issue 25, decision 290). Staff and payments
    // issue with a mail always.
    if (
      options.isMailAllowanceCounted &&
      !(await takeFormMailAllowance(trx, deps.clock, { form: BURN_MAIL_FORM, email: permit.email }))
    )
      return 'moved-unmailed' as const;
    await deps.outbox.enqueue(trx, {
      template: BURN_TEMPLATES.issued,
      payload: { permitId: id },
      dedupeKey: `burn-permit:${id}`,
      reference: `burn-permit:${id}`,
    });
    return 'moved' as const;
  });
  if (moved === 'not-found') return fail('BURN_PERMIT_NOT_FOUND');
  if (moved === 'not-allowed') return fail('BURN_PERMIT_NOT_PENDING');
  const issued = (await repo.findBurnPermit(deps.db, { id }))!;
  try {
    await readBurnPermitPdf(deps, issued);
  } catch (error) {
    // The e-mail and the download draw it again when they need it.
    deps.log?.warn({ err: error, permitId: id }, 'open burn permit PDF not drawn at issue');
  }
  if (moved === 'moved') await deps.outbox.deliverNow(`burn-permit:${id}`);
  return ok({ ...issued, isMailed: moved === 'moved' });
}

/**
 * The open burn permit's PDF as issued, or undefined before it is issued. One not kept yet (its
 * drawing at issue failed or has not finished) is drawn now, dated at issue, and kept.
 */
export async function readBurnPermitPdf(
  deps: BurnDeps,
  permit: BurnPermitSummary,
): Promise<Uint8Array | undefined> {
  const kept = await repo.findBurnPermitPdf(deps.db, permit.id);
  if (kept) return kept;
  if (!permit.permitNumber || !permit.issuedAt) return undefined;
  const pdf = await deps.pdf.drawPermit({
    ...buildBurnPermitPdfContent(deps, permit, await deps.readDistrict()),
    logo: await loadPermitLogo(deps.env.PERMIT_LOGO_PATH),
    createdAt: new Date(permit.issuedAt),
  });
  await repo.keepBurnPermitPdf(deps.db, permit.id, pdf);
  return pdf;
}

export async function declineBurnPermit(
  deps: BurnDeps,
  id: string,
  reason: string,
  actor: string,
): Promise<Result<BurnPermitSummary>> {
  const at = nowIso(deps);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const moved = await repo.moveBurnPermit(trx, id, 'declined', { actor, at, reason });
    if (moved.moved) {
      await deps.outbox.enqueue(trx, {
        template: BURN_TEMPLATES.declined,
        payload: { permitId: id },
        dedupeKey: `burn-decline:${id}`,
        reference: `burn-permit:${id}`,
      });
    }
    return moved;
  });
  if (!outcome.moved) {
    return fail(
      outcome.reason === 'not-found' ? 'BURN_PERMIT_NOT_FOUND' : 'BURN_PERMIT_NOT_PENDING',
    );
  }
  await deps.outbox.deliverNow(`burn-decline:${id}`);
  // The fee link stops taking money; a payment made on it meanwhile is refunded (decision 292).
  const ended = await deps.feeRequests?.cancelDue?.({
    kind: 'burn-permit',
    subjectId: id,
    reason: 'the permit was declined',
  });
  if (ended?.outcome === 'refunded' || ended?.outcome === 'unconfirmed') {
    await recordTimelineEvent(deps.db, repo.BURN_PERMIT_STORE, id, {
      at: nowIso(deps),
      actor: 'system',
      kind: 'fee-refund',
      reason:
        ended.outcome === 'refunded'
          ? `The fee of ${formatCents(ended.amountCents)} was paid before the decline: ${ended.refundPending ? 'a full refund is on its way' : 'refunded in full'} to the card.`
          : 'The payment processor did not answer; a payment still made on the fee link is refunded in full.',
    });
  }
  return ok((await repo.findBurnPermit(deps.db, { id }))!);
}

/** issued → revoked with a reason; the holder is told by e-mail. */
export async function revokeBurnPermit(
  deps: BurnDeps,
  id: string,
  reason: string,
  actor: string,
): Promise<Result<BurnPermitSummary>> {
  const at = nowIso(deps);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const moved = await repo.moveBurnPermit(trx, id, 'revoked', {
      actor,
      at,
      reason,
      changes: { revokedAt: at, revokeReason: reason },
    });
    if (moved.moved) {
      await deps.outbox.enqueue(trx, {
        template: BURN_TEMPLATES.revoked,
        payload: { permitId: id },
        dedupeKey: `burn-revoke:${id}`,
        reference: `burn-permit:${id}`,
      });
    }
    return moved;
  });
  if (!outcome.moved) {
    return fail(
      outcome.reason === 'not-found' ? 'BURN_PERMIT_NOT_FOUND' : 'BURN_PERMIT_NOT_REVOCABLE',
    );
  }
  await deps.outbox.deliverNow(`burn-revoke:${id}`);
  return ok((await repo.findBurnPermit(deps.db, { id }))!);
}

export type CheckInOutcome =
  | { ok: true; checkIn: { day: string; startTime: string; endTime: string }; isNew: boolean }
  | { ok: false; refusal: CheckInRefusal; message: string }
  | { ok: false; refusal: 'invalid'; fields: Record<string, string> }
  | { ok: false; refusal: 'not-found' };

/**
 * "I am burning today": decided by the server at submit time from the permit, its dates and
 * today's status. Two check-ins for one permit and day are one (the first one's times stay).
 */
export async function checkIn(
  deps: BurnDeps,
  accessToken: string,
  body: unknown,
): Promise<CheckInOutcome> {
  const permit = await repo.findBurnPermit(deps.db, { accessToken });
  if (!permit) return { ok: false, refusal: 'not-found' };
  const parsed = BurnCheckInSchema.safeParse(body);
  if (!parsed.success) return { ok: false, refusal: 'invalid', fields: fieldsOf(parsed.error) };
  const { status } = await readBurnDay(deps);
  const refused = refuseCheckIn(permit, status, { isHolderKnown: true });
  if (refused) return refused;
  return recordCheckIn(deps, permit, status, parsed.data);
}

/**
 * Why the permit cannot check in today, from the permit and the day alone. `isHolderKnown` false
 * (the QR form, before its code is checked) leaves out the revocation's reason, so the answer is
 * the same for a right and a wrong code and says no more than the public verification page.
 */
function refuseCheckIn(
  permit: BurnPermitSummary,
  status: BurnDayStatus,
  options: { isHolderKnown: boolean },
): CheckInOutcome | undefined {
  const refuse = (refusal: CheckInRefusal, extra = ''): CheckInOutcome => ({
    ok: false,
    refusal,
    message: `${CHECK_IN_REFUSALS[refusal]}${extra}`,
  });
  if (permit.status === 'revoked') {
    return refuse(
      'revoked',
      options.isHolderKnown && permit.revokeReason ? ` Reason: ${permit.revokeReason}` : '',
    );
  }
  if (permit.status === 'declined') return refuse('declined');
  if (permit.status !== 'issued') return refuse('not-issued');
  if (status.day < permit.fromDay || status.day > permit.toDay) {
    return refuse('outside-dates', ` Your permit covers ${permit.fromDay} to ${permit.toDay}.`);
  }
  if (!status.isBurningAllowed) return refuse('not-burn-day', ` ${status.reason}`);
  return undefined;
}

async function recordCheckIn(
  deps: BurnDeps,
  permit: BurnPermitSummary,
  status: BurnDayStatus,
  data: BurnCheckIn,
): Promise<CheckInOutcome> {
  const at = nowIso(deps);
  const { checkIn: stored, isNew } = await deps.db.transaction().execute(async (trx) => {
    const result = await repo.insertCheckInOnce(trx, {
      id: randomUUID(),
      permitId: permit.id,
      day: status.day,
      startTime: data.startTime,
      endTime: data.endTime,
      createdAt: at,
    });
    if (result.isNew) {
      await recordTimelineEvent(trx, repo.BURN_PERMIT_STORE, permit.id, {
        at,
        actor: 'applicant',
        kind: 'check_in',
        reason: `${status.day} ${data.startTime}–${data.endTime}`,
      });
    }
    return result;
  });
  return {
    ok: true,
    checkIn: { day: stored.day, startTime: stored.startTime, endTime: stored.endTime },
    isNew,
  };
}

const CHECK_IN_CODE_MESSAGE = 'Enter the check-in code printed on your permit, like 7K3M-Q9TD.';

/** Who is checking in by the QR code's short form: the permit number and its check-in code. */
const CheckInByNumberSchema = z.object({
  permitNumber: z
    .string({ error: 'Enter the permit number, like OB-2026-000001.' })
    .trim()
    .min(1, 'Enter the permit number, like OB-2026-000001.')
    .max(40, 'Enter the permit number, like OB-2026-000001.'),
  code: z
    .string({ error: CHECK_IN_CODE_MESSAGE })
    .max(40, CHECK_IN_CODE_MESSAGE)
    .transform(normalizeCheckInCode)
    .refine((value) => value.length === CHECK_IN_CODE_LENGTH, CHECK_IN_CODE_MESSAGE),
});

/** Said when the number and the code do not name one permit; never says which was wrong. */
export const CHECK_IN_NOT_MATCHED =
  'We found no permit with that number and check-in code. Check both on your permit.';

/** Compared in constant time: the code is a secret. */
function isCheckInCodeOf(permit: BurnPermitSummary, code: string): boolean {
  if (!permit.checkInCode) return false;
  const expected = Buffer.from(permit.checkInCode);
  const given = Buffer.from(code);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The QR code's short check-in form (issue 19, item 3; issue 25): the permit number and the
 * random check-in code printed on the permit, then the same check-in as the private link. The
 * permit and day are judged before the code, so outside the permit's dates, on a day without
 * burning or for a permit not in force, a right and a wrong code get the same answer; a wrong
 * number or code is one answer, 'not-found' (decision 291).
 */
export async function checkInByPermitNumber(
  deps: BurnDeps,
  body: unknown,
): Promise<CheckInOutcome> {
  const parsed = CheckInByNumberSchema.safeParse(body);
  const times = BurnCheckInSchema.safeParse(body);
  if (!parsed.success || !times.success) {
    const fields = {
      ...(parsed.success ? {} : fieldsOf(parsed.error)),
      ...(times.success ? {} : fieldsOf(times.error)),
    };
    return { ok: false, refusal: 'invalid', fields };
  }
  const permit = await repo.findBurnPermit(deps.db, {
    permitNumber: parsed.data.permitNumber.toUpperCase(),
  });
  if (!permit) return { ok: false, refusal: 'not-found' };
  const { status } = await readBurnDay(deps);
  const refused = refuseCheckIn(permit, status, { isHolderKnown: false });
  if (refused) return refused;
  if (!isCheckInCodeOf(permit, parsed.data.code)) return { ok: false, refusal: 'not-found' };
  return recordCheckIn(deps, permit, status, times.data);
}

/** Today's check-ins of permits still in force: the back office list and dispatch's view. */
export async function listTodaysBurns(deps: BurnDeps) {
  const { status } = await readBurnDay(deps);
  const rows = await repo.listCheckInsOfDay(deps.db, status.day);
  // A check-in stands only while the day is a burn day and its permit is in force.
  const burns = status.isBurningAllowed ? rows.filter((row) => row.status === 'issued') : [];
  return { status, burns, checkedIn: rows };
}

export function mapLinkOf(burn: { street: string; town: string }): string {
  const url = new URL('https://www.openstreetmap.org/search');
  url.searchParams.set('query', `${burn.street}, ${burn.town}, Utah`);
  return url.toString();
}

/** Every permit and check-in as CSV (one row per permit and check-in day; permits with none once). */
export async function exportBurnPermitsCsv(deps: BurnDeps): Promise<string> {
  const { permits, checkIns } = await repo.listForExport(deps.db);
  const header = [
    'permit_number',
    'status',
    'applicant',
    'phone',
    'email',
    'street',
    'town',
    'material',
    'material_description',
    'pile_size',
    'from_day',
    'to_day',
    'fee_cents',
    'applied_at',
    'issued_at',
    'revoked_at',
    'revoke_reason',
    'check_in_day',
    'check_in_start',
    'check_in_end',
  ];
  const rows: CsvCell[][] = [];
  for (const permit of permits) {
    const base = [
      permit.permitNumber,
      permit.status,
      permit.applicantName,
      permit.phone,
      permit.email,
      permit.street,
      permit.town,
      permit.material,
      permit.materialDescription,
      permit.pileSize,
      permit.fromDay,
      permit.toDay,
      permit.feeCents,
      permit.createdAt,
      permit.issuedAt,
      permit.revokedAt,
      permit.revokeReason,
    ];
    const own = checkIns.filter((row) => row.permitId === permit.id);
    for (const row of own.length > 0 ? own : [undefined]) {
      rows.push([...base, row?.day, row?.startTime, row?.endTime]);
    }
  }
  return formatCsv(header, rows);
}

/** Deletes permits (with their check-ins and timeline) whose last day is past the retention. */
export async function purgeExpiredBurnPermits(deps: BurnDeps): Promise<number> {
  const { settings } = await repo.readBurnSettings(deps.db);
  const keepFrom = new Date(`${todayOf(deps)}T00:00:00Z`);
  keepFrom.setUTCDate(keepFrom.getUTCDate() - settings.retentionDays);
  return deps.db
    .transaction()
    .execute((trx) => repo.purgeBurnPermitsBefore(trx, keepFrom.toISOString().slice(0, 10)));
}

function describeDays(permit: { fromDay: string; toDay: string }): string {
  const format = (day: string) => formatUsDate(new Date(`${day}T18:00:00Z`));
  return permit.fromDay === permit.toDay
    ? format(permit.fromDay)
    : `${format(permit.fromDay)} to ${format(permit.toDay)}`;
}

/** What the burn permit PDF says, in the same layout as the other permits. */
export function buildBurnPermitPdfContent(
  deps: BurnDeps,
  permit: BurnPermitSummary,
  district: PermitDistrict,
) {
  const issuedAt = permit.issuedAt ? new Date(permit.issuedAt) : deps.clock();
  const permitNumber = permit.permitNumber ?? '';
  const { address } = district;
  const conditions = JSON.parse(permit.conditions) as string[];
  return {
    districtName: district.name,
    districtAddress: `${address.street}, ${address.city}, ${address.state} ${address.zip}`,
    districtContact: `${district.mainOffice.phone} · ${district.mainOffice.hours}`,
    title: 'Open Burn Permit',
    permitNumber,
    issuedStatement: `Issued to ${permit.applicantName} on ${formatUsDate(issuedAt)} at ${formatUsTime(issuedAt)} by the ${district.name}.`,
    keyFacts: [
      { label: 'Permit number', value: permitNumber },
      { label: 'Date of issue', value: formatUsDate(issuedAt) },
      { label: 'Valid on', value: `Burn days only, ${describeDays(permit)}` },
      { label: 'Permit holder', value: permit.applicantName },
      { label: 'Burn address', value: `${permit.street}, ${permit.town}, UT` },
      ...(permit.checkInCode
        ? [{ label: 'Check-in code', value: formatCheckInCode(permit.checkInCode) }]
        : []),
    ],
    allows:
      'Open burning of the material named below, at the burn address, on a day the district calls a burn day (clearing index 500 or more, Utah Admin. Code R307-202), after checking in with the link in the permit e-mail or the QR code and check-in code on this permit.',
    conditions,
    details: [
      { label: 'Material', value: BURN_MATERIAL_LABELS[permit.material] },
      { label: 'Material and quantity', value: permit.materialDescription },
      { label: 'Pile size', value: permit.pileSize },
      { label: 'Phone', value: permit.phone },
      { label: 'E-mail', value: permit.email },
    ],
    enteredByApplicant: [],
    payment: [
      {
        label: 'Fee',
        value: permit.feeCents === 0 ? 'No fee' : `$${(permit.feeCents / 100).toFixed(2)}`,
      },
    ],
    ...(deps.env.PERMIT_OFFICER_NAME
      ? { officer: { name: deps.env.PERMIT_OFFICER_NAME, title: deps.env.PERMIT_OFFICER_TITLE } }
      : {}),
    verificationUrl: verifyUrlOf(deps, permitNumber, permit.checkInCode),
  };
}

const PermitPayloadSchema = z.object({ permitId: z.string() });
const StoppedPayloadSchema = z.object({
  permitId: z.string(),
  day: z.string(),
  reason: z.string(),
});

/** The burn e-mails, rendered from the stored permit when the outbox sends them. */
export function registerBurnTemplates(deps: BurnDeps): void {
  const mail = (permit: BurnPermitSummary, subject: string, text: string): MailMessage => ({
    from: deps.env.MAIL_FROM,
    to: permit.email,
    cc: deps.env.PERMITS_EMAIL,
    subject,
    text,
  });
  deps.outbox.registerTemplate(BURN_TEMPLATES.issued, {
    async render(payload) {
      const { permitId } = PermitPayloadSchema.parse(payload);
      const permit = await repo.findBurnPermit(deps.db, { id: permitId });
      const pdf = permit ? await readBurnPermitPdf(deps, permit) : undefined;
      if (!permit?.permitNumber || !pdf) return null;
      const { settings } = await repo.readBurnSettings(deps.db);
      const district = await deps.readDistrict();
      return {
        ...mail(
          permit,
          `Your open burn permit ${permit.permitNumber}`,
          [
            `Hello ${permit.applicantName},`,
            '',
            `Your open burn permit ${permit.permitNumber} for ${permit.street}, ${permit.town} is attached. It is valid on burn days only, ${describeDays(permit)}.`,
            '',
            'On the day you burn, check in first with your private link (keep it to yourself):',
            privateLinkOf(deps, permit.accessToken),
            ...(permit.checkInCode
              ? [
                  `or with the QR code on the permit and its check-in code ${formatCheckInCode(permit.checkInCode)}.`,
                ]
              : []),
            '',
            `Check today's status before you light: ${new URL(BURN_PATHS.status, baseUrl(deps)).toString()}`,
            `Open burning is allowed only from ${describeBurnWindows(settings.windows)}, on burn days.`,
            '',
            district.name,
          ].join('\n'),
        ),
        attachments: [
          {
            filename: `open-burn-permit-${permit.permitNumber}.pdf`,
            content: pdf,
            contentType: 'application/pdf',
          },
        ],
      };
    },
  });
  deps.outbox.registerTemplate(BURN_TEMPLATES.stopped, {
    async render(payload) {
      const { permitId, day, reason } = StoppedPayloadSchema.parse(payload);
      const permit = await repo.findBurnPermit(deps.db, { id: permitId });
      if (!permit) return null;
      return mail(
        permit,
        'No burning today: put your fire out',
        [
          `Hello ${permit.applicantName},`,
          '',
          `The district has changed today's status (${day}) to No burning today. ${reason}`,
          `Put out your burn at ${permit.street}, ${permit.town} now and do not light again until the status says Burning allowed.`,
          '',
          `Status: ${new URL(BURN_PATHS.status, baseUrl(deps)).toString()}`,
        ].join('\n'),
      );
    },
  });
  deps.outbox.registerTemplate(BURN_TEMPLATES.revoked, {
    async render(payload) {
      const { permitId } = PermitPayloadSchema.parse(payload);
      const permit = await repo.findBurnPermit(deps.db, { id: permitId });
      if (!permit) return null;
      return mail(
        permit,
        `Your open burn permit ${permit.permitNumber ?? ''} was revoked`,
        [
          `Hello ${permit.applicantName},`,
          '',
          `The district has revoked your open burn permit ${permit.permitNumber ?? ''} for ${permit.street}, ${permit.town}.`,
          `Reason: ${permit.revokeReason ?? ''}`,
          'Do not burn under this permit. Call the district office with any questions.',
        ].join('\n'),
      );
    },
  });
  deps.outbox.registerTemplate(BURN_TEMPLATES.review, {
    async render(payload) {
      const { permitId } = PermitPayloadSchema.parse(payload);
      const permit = await repo.findBurnPermit(deps.db, { id: permitId });
      if (permit?.status !== 'pending_review') return null;
      const { settings } = await repo.readBurnSettings(deps.db);
      return {
        from: deps.env.MAIL_FROM,
        to: deps.env.PERMITS_EMAIL,
        subject: `Open burn permit to review: ${permit.applicantName}, ${permit.town}`,
        text: [
          `${permit.applicantName} applied for an open burn permit at ${permit.street}, ${permit.town}, ${describeDays(permit)}.`,
          `Material: ${BURN_MATERIAL_LABELS[permit.material]}: ${permit.materialDescription}`,
          ...(settings.asksStateRegistration
            ? [`State burn registration number: ${permit.stateRegistrationNumber || '(not given)'}`]
            : []),
          '',
          `Approve or decline it: ${new URL('/admin/burns', baseUrl(deps)).toString()}`,
        ].join('\n'),
      };
    },
  });
  deps.outbox.registerTemplate(BURN_TEMPLATES.declined, {
    async render(payload) {
      const { permitId } = PermitPayloadSchema.parse(payload);
      const permit = await repo.findBurnPermit(deps.db, { id: permitId });
      if (!permit) return null;
      return mail(
        permit,
        'Your open burn permit application was declined',
        [
          `Hello ${permit.applicantName},`,
          '',
          `The district has declined your open burn permit application for ${permit.street}, ${permit.town}.`,
          'Call the district office with any questions.',
        ].join('\n'),
      );
    },
  });
}
