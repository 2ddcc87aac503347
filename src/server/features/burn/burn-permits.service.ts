import { fieldsOf } from '#domain/zod-fields.ts';
import { takeNextPermitSequence } from '#server/db/permit-number-sequence.ts';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { burnDayAt } from '#domain/burn/burn-day.ts';
import {
  BURN_PERMIT_MACHINE,
  BurnPermitApplicationSchema,
  CHECK_IN_CODE_ALPHABET,
  CHECK_IN_CODE_LENGTH,
  checkBurnApplication,
  checkStateRegistration,
} from '#domain/burn/burn-permit.ts';
import { BURN_PATHS } from '#domain/burn/burn-pages.ts';
import { burnConditionsFor } from '#domain/burn/burn-words.ts';
import type { Locale } from '#domain/i18n/locale.ts';
import { FEES_EN } from '#domain/i18n/messages/fees.en.ts';
import { createSiteIntl } from '#domain/i18n/site-intl.ts';
import { translateText } from '#domain/i18n/translate-english.ts';
import { pathForLocale } from '#server/i18n/request-locale.ts';
import { fail, ok, type Result } from '#domain/errors.ts';
import { formatCents } from '#domain/permits/permit-fee.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { takeFormMailAllowance } from '#server/outbox/mail-caps.ts';
import { listStatusEvents, recordTimelineEvent } from '#server/status/status-transition.ts';
import * as repo from './burn.repo.ts';
import type { BurnPermitSummary } from './burn.repo.ts';
import { BURN_MAIL_FORM, BURN_TEMPLATES, nowIso, todayOf, type BurnDeps } from './burn.deps.ts';
import { readBurnPermitPdf } from './burn-permit-pdf.ts';

/**
 * A permit's life on the district's side: the application, its fee, issue with a number and a
 * check-in code, decline and revocation, each with its e-mail.
 */

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

/** A new random check-in code (CHECK_IN_CODE_LENGTH characters, 40 bits). */
function newCheckInCode(): string {
  let code = '';
  for (let i = 0; i < CHECK_IN_CODE_LENGTH; i += 1) {
    code += CHECK_IN_CODE_ALPHABET[randomInt(CHECK_IN_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * An application from the public form. Stores it; with a non-zero fee it waits in
 * awaiting_payment for the card payment through the shared fees (decision 270), otherwise with
 * auto-approval it is issued at once. A fee is refused only when no fee requests are wired.
 */
export async function applyForBurnPermit(
  deps: BurnDeps,
  body: unknown,
  /** The language of the page the form was posted from (decision 324). */
  language: Locale = 'en',
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
      // The conditions as the applicant read them: staff's current Spanish on a Spanish page.
      conditions: JSON.stringify(burnConditionsFor(settings, language).value),
      accessToken,
      createdAt: at,
      updatedAt: at,
      issuedAt: null,
      revokedAt: null,
      revokeReason: null,
      checkInCode: null,
      pdf: null,
      language,
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
    // In the holder's language (decision 332): the pay page, receipt and refund say it.
    description: translateText(
      createSiteIntl(permit.language),
      FEES_EN['fees.description.burnPermit'],
      { street: permit.street, town: permit.town },
    ),
    email: permit.email,
    returnPath: pathForLocale(`${BURN_PATHS.permit}/${permit.accessToken}`, permit.language),
    language: permit.language,
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
    return { refundReason: FEES_EN['fees.reason.burnDeclined'] };
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
    const sequence = await takeNextPermitSequence(trx, 'OB', year);
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
  // The PDF is drawn, kept and mailed after the answer (issue 36: 48-213 ms of drawing held each
  // anonymous request). The permit page's download draws it itself if asked first.
  deps.outbox.deliverAfterAnswer(moved === 'moved' ? `burn-permit:${id}` : null, () =>
    readBurnPermitPdf(deps, issued),
  );
  return ok({ ...issued, isMailed: moved === 'moved' });
}

export async function declineBurnPermit(
  deps: BurnDeps,
  id: string,
  reason: string,
  actor: string,
): Promise<Result<BurnPermitSummary>> {
  const ended = await endBurnPermit(deps, id, 'declined', {
    event: { actor, at: nowIso(deps), reason },
    template: BURN_TEMPLATES.declined,
    dedupeKey: `burn-decline:${id}`,
    notAllowed: 'BURN_PERMIT_NOT_PENDING',
  });
  if (!ended.ok) return ended;
  // The fee link stops taking money; a payment made on it meanwhile is refunded (decision 292).
  const cancelled = await deps.feeRequests?.cancelDue?.({
    kind: 'burn-permit',
    subjectId: id,
    reason: 'the permit was declined',
  });
  if (cancelled?.outcome === 'refunded' || cancelled?.outcome === 'unconfirmed') {
    await recordTimelineEvent(deps.db, repo.BURN_PERMIT_STORE, id, {
      at: nowIso(deps),
      actor: 'system',
      kind: 'fee-refund',
      reason:
        cancelled.outcome === 'refunded'
          ? `The fee of ${formatCents(cancelled.amountCents)} was paid before the decline: ${cancelled.refundPending ? 'a full refund is on its way' : 'refunded in full'} to the card.`
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
  const ended = await endBurnPermit(deps, id, 'revoked', {
    event: { actor, at, reason, changes: { revokedAt: at, revokeReason: reason } },
    template: BURN_TEMPLATES.revoked,
    dedupeKey: `burn-revoke:${id}`,
    notAllowed: 'BURN_PERMIT_NOT_REVOCABLE',
  });
  if (!ended.ok) return ended;
  return ok((await repo.findBurnPermit(deps.db, { id }))!);
}

/**
 * Declines or revokes a permit and queues the holder's e-mail in the same transaction, then sends
 * it at once; a permit that is not found or cannot make the move answers with its code.
 */
async function endBurnPermit(
  deps: BurnDeps,
  id: string,
  to: 'declined' | 'revoked',
  end: {
    event: Parameters<typeof repo.moveBurnPermit>[3];
    template: string;
    dedupeKey: string;
    notAllowed: 'BURN_PERMIT_NOT_PENDING' | 'BURN_PERMIT_NOT_REVOCABLE';
  },
): Promise<Result<true>> {
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const moved = await repo.moveBurnPermit(trx, id, to, end.event);
    if (moved.moved) {
      await deps.outbox.enqueue(trx, {
        template: end.template,
        payload: { permitId: id },
        dedupeKey: end.dedupeKey,
        reference: `burn-permit:${id}`,
      });
    }
    return moved;
  });
  if (!outcome.moved) {
    return fail(outcome.reason === 'not-found' ? 'BURN_PERMIT_NOT_FOUND' : end.notAllowed);
  }
  await deps.outbox.deliverNow(end.dedupeKey);
  return ok(true);
}
