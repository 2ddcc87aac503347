import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BURN_API } from '#domain/burn/burn-api.ts';
import { burnDayAt } from '#domain/burn/burn-day.ts';
import {
  BURN_PATHS,
  type BurnApplyFormValues,
  type BurnPageView,
} from '#domain/burn/burn-pages.ts';
import type { PageMessage } from '#domain/content/page-message.ts';
import { BurnPermitApplicationSchema, describeBurnPermitStatus } from '#domain/burn/burn-permit.ts';
import type { BurnDayStatus } from '#domain/burn/burn-day.ts';
import {
  describeBurnDayReason,
  translateBurnMessages,
  translateBurnText,
} from '#domain/burn/burn-words.ts';
import { LOCALES, pathInLocale } from '#domain/i18n/locale.ts';
import { createSiteIntl, type SiteIntl } from '#domain/i18n/site-intl.ts';
import { bilingualPaths, localizedPathFor } from '#server/i18n/request-locale.ts';
import { AppError } from '#server/app-error.ts';
import { BURN_FEED_DAYS, buildBurnDayFeed } from './burn-ics.ts';
import * as repo from './burn.repo.ts';
import {
  CHECK_IN_NOT_MATCHED,
  checkIn,
  checkInByPermitNumber,
  type CheckInOutcome,
} from './burn-check-in.service.ts';
import { readBurnDay, readRecentBurnDays } from './burn-day.service.ts';
import {
  FormBodySchema,
  PRIVATE_HEADERS,
  TokenParamsSchema,
  firstValues,
  seeOther,
} from '#server/html/form-posts.ts';
import { burnPageSender, toAppError, type BurnRouteOptions } from './burn-http.ts';
import { readBurnPermitPdf } from './burn-permit-pdf.ts';
import { applyForBurnPermit, burnFeePayUrl } from './burn-permits.service.ts';

/** "You are checked in for today, 09:00 to 15:00." (or "already"), in the page's language. */
function checkedInText(
  outcome: Extract<CheckInOutcome, { ok: true }>,
  { t }: SiteIntl,
): PageMessage {
  const times = { start: outcome.checkIn.startTime, end: outcome.checkIn.endTime };
  return {
    kind: 'notice',
    text: outcome.isNew
      ? t('burn.permit.checkedIn', times)
      : t('burn.permit.alreadyCheckedIn', times),
  };
}

/** "Check-in refused. …" with the refusal in the page's language. */
function refusedText(message: string, intl: SiteIntl): PageMessage {
  return { kind: 'refused', text: intl.t('burn.permit.refused', { message }) };
}

/** Why a check-in was refused; a day without burning says why in the page's language. */
function refusalOf(
  outcome: Extract<CheckInOutcome, { message: string }>,
  status: BurnDayStatus,
  intl: SiteIntl,
): string {
  if (intl.locale === 'en') return outcome.message;
  if (outcome.refusal === 'not-burn-day') {
    return intl.t('burn.checkIn.notBurnDay', { reason: describeBurnDayReason(status, intl) });
  }
  return translateBurnText(outcome.message, intl);
}

/**
 * The resident's side of open burning: the status (page, JSON, iCalendar), applying, the holder's
 * private permit page, its PDF and check-in, the QR code's check-in and the verification page.
 */
const FeedQuerySchema = z.object({ lang: z.enum(LOCALES).optional() });

export const burnPublicRoutes: FastifyPluginAsync<BurnRouteOptions> = async (instance, options) => {
  const { burn } = options;
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const districtName = async () => (await burn.readDistrict()).name;
  const { sendPage, notFound } = burnPageSender(options.pages);

  // Public: the status as JSON, for the home page panel and anyone's script.
  app.get(BURN_API.publicStatus, async (_request, reply) => {
    const { status } = await readBurnDay(burn);
    return reply.header('cache-control', 'no-store').send(status);
  });

  // The same status as an iCalendar feed (issue 19): subscribe once, see every burn day.
  // `?lang=es` (decision 332): the same feed in Spanish, linking to the Spanish status page; a
  // calendar app keeps the address it subscribed to, so the language rides in the query.
  app.get(
    BURN_PATHS.statusFeed,
    { schema: { querystring: FeedQuerySchema } },
    async (request, reply) => {
      const language = request.query.lang ?? 'en';
      const { days, settings } = await readRecentBurnDays(burn, BURN_FEED_DAYS);
      const origin = burn.env.PUBLIC_URL ? new URL(burn.env.PUBLIC_URL) : undefined;
      const feed = buildBurnDayFeed(days, {
        districtName: await districtName(),
        statusHour: settings.statusHour,
        uidDomain: origin?.hostname ?? 'fire-district.invalid',
        pageUrl: `${origin?.origin ?? ''}${pathInLocale(BURN_PATHS.status, language)}`,
        intl: createSiteIntl(language),
      });
      return reply
        .header('cache-control', 'public, max-age=300')
        .type('text/calendar; charset=utf-8')
        .send(feed);
    },
  );

  for (const path of bilingualPaths(BURN_PATHS.status)) {
    app.get(path, async (request, reply) => {
      const { status } = await readBurnDay(burn);
      const intl = request.intl;
      // Short: the layout adds the district's name, and a title stays within 70 characters.
      return sendPage(
        request,
        reply,
        intl.t(
          status.isBurningAllowed
            ? 'burn.status.pageTitleAllowed'
            : 'burn.status.pageTitleForbidden',
        ),
        { kind: 'burn-status', status },
      );
    });
  }

  for (const path of bilingualPaths(BURN_PATHS.page)) {
    app.get(path, async (request, reply) => {
      const { status, settings } = await readBurnDay(burn);
      return sendPage(request, reply, request.intl.t('burn.overview.title'), {
        kind: 'burn-overview',
        status,
        settings,
      });
    });
  }

  // "Error: " leads the title while a field of the form has a message.
  const applyTitle = ({ t }: SiteIntl, errors: Record<string, string>) =>
    Object.keys(errors).some((name) => name in BurnPermitApplicationSchema.shape)
      ? t('burn.apply.errorTitle', { title: t('burn.apply.pageTitle') })
      : t('burn.apply.pageTitle');

  for (const path of bilingualPaths(BURN_PATHS.apply)) {
    app.get(path, async (request, reply) => {
      const { settings } = await repo.readBurnSettings(burn.db);
      return sendPage(request, reply, applyTitle(request.intl, {}), {
        kind: 'burn-apply',
        settings,
        values: {},
        errors: {},
      });
    });

    app.post(path, { schema: { body: FormBodySchema } }, async (request, reply) => {
      const values = firstValues(request.body);
      const created = await applyForBurnPermit(burn, values, request.locale);
      if (created.ok) {
        return seeOther(
          reply,
          localizedPathFor(
            request,
            `${BURN_PATHS.permit}/${created.value.accessToken}?applied=${created.value.isMailed ? '1' : 'unmailed'}`,
          ),
        );
      }
      const intl = request.intl;
      const { settings } = await repo.readBurnSettings(burn.db);
      const isFee = created.code === 'BURN_FEE_NOT_AVAILABLE';
      const errors = translateBurnMessages(created.fields ?? {}, intl);
      return sendPage(
        request,
        reply,
        applyTitle(intl, errors),
        {
          kind: 'burn-apply',
          settings,
          values: values as BurnApplyFormValues,
          errors,
          ...(isFee ? { banner: translateBurnText(toAppError(created.code).message, intl) } : {}),
        },
        { statusCode: isFee ? 409 : 400, isNoIndex: true },
      );
    });
  }

  async function permitPage(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    extra: Omit<
      Extract<BurnPageView, { kind: 'burn-permit' }>,
      'kind' | 'permit' | 'status' | 'todaysCheckIn' | 'payUrl'
    > & { statusCode?: number } = {},
  ) {
    const permit = await repo.findBurnPermit(burn.db, { accessToken: token });
    if (!permit) return notFound(request, reply);
    const { status } = await readBurnDay(burn);
    const todaysCheckIn = await repo.findCheckIn(burn.db, permit.id, status.day);
    const payUrl = await burnFeePayUrl(burn, permit);
    const { statusCode, ...view } = extra;
    return sendPage(
      request,
      reply,
      request.intl.t('burn.permit.pageTitle', { number: permit.permitNumber ?? '' }).trim(),
      {
        kind: 'burn-permit',
        permit,
        status,
        todaysCheckIn,
        ...(payUrl ? { payUrl } : {}),
        ...view,
      },
      { statusCode: statusCode ?? 200, headers: PRIVATE_HEADERS, isNoIndex: true },
    );
  }

  for (const path of bilingualPaths(`${BURN_PATHS.permit}/:token`)) {
    app.get(
      path,
      {
        schema: {
          params: TokenParamsSchema,
          querystring: z.object({ applied: z.string().optional() }),
        },
      },
      async (request, reply) => {
        const { t } = request.intl;
        const permit = await repo.findBurnPermit(burn.db, { accessToken: request.params.token });
        const applied =
          (request.query.applied === '1' || request.query.applied === 'unmailed') && permit;
        const isUnmailed = request.query.applied === 'unmailed';
        const said = applied && { number: permit.permitNumber ?? '', email: permit.email };
        return permitPage(
          request,
          reply,
          request.params.token,
          said
            ? {
                message: {
                  kind: 'notice',
                  text:
                    permit.status !== 'issued'
                      ? t('burn.permit.appliedReview', said)
                      : isUnmailed
                        ? t('burn.permit.appliedUnmailed', said)
                        : t('burn.permit.appliedMailed', said),
                },
              }
            : {},
        );
      },
    );
  }

  for (const path of bilingualPaths(`${BURN_PATHS.permit}/:token/check-in`)) {
    app.post(
      path,
      { schema: { params: TokenParamsSchema, body: FormBodySchema } },
      async (request, reply) => {
        const intl = request.intl;
        const values = firstValues(request.body);
        const outcome = await checkIn(burn, request.params.token, values);
        if (outcome.ok) {
          return permitPage(request, reply, request.params.token, {
            message: checkedInText(outcome, intl),
          });
        }
        if (outcome.refusal === 'not-found') return notFound(request, reply);
        if (outcome.refusal === 'invalid') {
          return permitPage(request, reply, request.params.token, {
            fieldErrors: translateBurnMessages(outcome.fields, intl),
            values,
            message: { kind: 'refused', text: intl.t('burn.permit.enterTimes') },
            statusCode: 400,
          });
        }
        const { status } = await readBurnDay(burn);
        return permitPage(request, reply, request.params.token, {
          message: refusedText(refusalOf(outcome, status, intl), intl),
          statusCode: 409,
        });
      },
    );
  }

  // The QR code's short form (issue 19, item 3; issue 25): permit number and check-in code, then
  // the same check-in as the private link. Rate-limited with the status look-ups (ROUTE_LIMITS).
  for (const path of bilingualPaths(BURN_PATHS.checkIn)) {
    app.get(
      path,
      {
        schema: {
          querystring: z.object({
            permit: z.string().max(40).optional(),
            code: z.string().max(40).optional(),
          }),
        },
      },
      async (request, reply) => {
        const { status } = await readBurnDay(burn);
        return sendPage(
          request,
          reply,
          request.intl.t('burn.checkIn.title'),
          {
            kind: 'burn-check-in',
            status,
            values: { permitNumber: request.query.permit ?? '', code: request.query.code ?? '' },
            errors: {},
          },
          // The QR link carries the check-in code: the page is the holder's own.
          { headers: PRIVATE_HEADERS, isNoIndex: true },
        );
      },
    );

    app.post(path, { schema: { body: FormBodySchema } }, async (request, reply) => {
      const intl = request.intl;
      const values = firstValues(request.body);
      const outcome = await checkInByPermitNumber(burn, values);
      const { status } = await readBurnDay(burn);
      const page = (
        statusCode: number,
        message: PageMessage | undefined,
        errors: Record<string, string> = {},
      ) =>
        sendPage(
          request,
          reply,
          intl.t('burn.checkIn.title'),
          {
            kind: 'burn-check-in',
            status,
            values,
            errors: translateBurnMessages(errors, intl),
            message,
          },
          { statusCode, headers: PRIVATE_HEADERS, isNoIndex: true },
        );
      if (outcome.ok) return page(200, checkedInText(outcome, intl));
      if (outcome.refusal === 'invalid') return page(400, undefined, outcome.fields);
      if (outcome.refusal === 'not-found') {
        return page(404, refusedText(translateBurnText(CHECK_IN_NOT_MATCHED, intl), intl));
      }
      return page(409, refusedText(refusalOf(outcome, status, intl), intl));
    });
  }

  // JSON twin of the check-in, for API clients and tests.
  app.post(
    '/api/burn/permits/:token/check-in',
    { schema: { params: TokenParamsSchema } },
    async (request, reply) => {
      const outcome = await checkIn(burn, request.params.token, request.body);
      reply.headers(PRIVATE_HEADERS);
      if (outcome.ok) return reply.code(outcome.isNew ? 201 : 200).send(outcome);
      if (outcome.refusal === 'not-found') throw toAppError('BURN_PERMIT_NOT_FOUND');
      if (outcome.refusal === 'invalid') throw toAppError('VALIDATION_FAILED', outcome.fields);
      throw new AppError('BURN_CHECK_IN_REFUSED', 409, undefined, outcome.message);
    },
  );

  app.post('/api/burn/permits', async (request, reply) => {
    const created = await applyForBurnPermit(burn, request.body);
    if (!created.ok) throw toAppError(created.code, created.fields);
    const permit = await repo.findBurnPermit(burn.db, { accessToken: created.value.accessToken });
    const payUrl = permit ? await burnFeePayUrl(burn, permit) : undefined;
    return reply
      .code(201)
      .headers(PRIVATE_HEADERS)
      .send({ ...created.value, ...(payUrl ? { payUrl } : {}) });
  });

  app.get(
    `${BURN_PATHS.permit}/:token/pdf`,
    { schema: { params: TokenParamsSchema } },
    async (request, reply) => {
      const permit = await repo.findBurnPermit(burn.db, { accessToken: request.params.token });
      const pdf = permit ? await readBurnPermitPdf(burn, permit) : undefined;
      if (!permit || !pdf) throw toAppError('BURN_PERMIT_NOT_FOUND');
      return reply
        .type('application/pdf')
        .headers(PRIVATE_HEADERS)
        .header(
          'content-disposition',
          `inline; filename="open-burn-permit-${permit.permitNumber}.pdf"`,
        )
        .send(Buffer.from(pdf));
    },
  );

  for (const path of bilingualPaths(`${BURN_PATHS.verify}/:permitNumber`)) {
    app.get(
      path,
      {
        schema: {
          params: z.object({ permitNumber: z.string().min(1).max(100) }),
          querystring: z.object({ code: z.string().max(40).optional() }),
        },
      },
      async (request, reply) => {
        const intl = request.intl;
        const permit = await repo.findBurnPermit(burn.db, {
          permitNumber: request.params.permitNumber.trim().toUpperCase(),
        });
        const code = request.query.code;
        return sendPage(
          request,
          reply,
          intl.t('burn.verify.pageTitle'),
          {
            kind: 'burn-verify',
            // Town and dates only: the street and the holder stay off this page (issue 25).
            permit: permit && {
              permitNumber: permit.permitNumber,
              status: permit.status,
              // "Expired: its last day was …" once the last day has passed (decision 307).
              statusLabel: translateBurnText(
                describeBurnPermitStatus(permit, burnDayAt(burn.clock(), 0)),
                intl,
              ),
              town: permit.town,
              fromDay: permit.fromDay,
              toDay: permit.toDay,
            },
            checkInCode: code,
          },
          {
            statusCode: permit ? 200 : 404,
            isNoIndex: true,
            ...(code ? { headers: PRIVATE_HEADERS } : {}),
          },
        );
      },
    );
  }
};
