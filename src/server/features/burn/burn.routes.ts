import { PageQuerySchema } from '#domain/pagination.ts';
import { BURN_FEED_DAYS, buildBurnDayFeed } from './burn-ics.ts';
import type { FeesPort } from '#server/features/fees/fees.service.ts';
import { timingSafeEqual } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BURN_API,
  BurnDayStatusSchema,
  BurnPermitActionBodySchema,
  BurnPermitListSchema,
  PostBurnDayBodySchema,
  TodaysBurnsResponseSchema,
} from '#domain/burn/burn-api.ts';
import { BurnSettingsSchema, burnDayAt } from '#domain/burn/burn-day.ts';
import type {
  BurnApplyFormValues,
  BurnDispatchRow,
  BurnPageView,
} from '#domain/burn/burn-pages.ts';
import type { PageMessage } from '#domain/content/page-message.ts';
import {
  BURN_PERMIT_MACHINE,
  BurnPermitApplicationSchema,
  describeBurnPermitStatus,
} from '#domain/burn/burn-permit.ts';
import type { ErrorCode } from '#domain/errors.ts';
import type { PermitDistrict } from '#domain/permits/permit-documents.ts';
import { AppError } from '#server/app-error.ts';
import type { FeatureOptions } from '#server/app-deps.ts';
import type { FeaturePageAnswer, FeaturePages } from '#server/feature-pages.ts';
import { staffOf } from '#server/plugins/auth.ts';
import { listStatusEvents } from '#server/status/status-transition.ts';
import * as repo from './burn.repo.ts';
import {
  BURN_PATHS,
  CHECK_IN_NOT_MATCHED,
  applyForBurnPermit,
  burnFeePaid,
  readRecentBurnDays,
  burnFeePayUrl,
  checkIn,
  checkInByPermitNumber,
  declineBurnPermit,
  exportBurnPermitsCsv,
  issueBurnPermit,
  listTodaysBurns,
  mapLinkOf,
  postBurnDay,
  purgeExpiredBurnPermits,
  readBurnDay,
  readBurnPermitPdf,
  registerBurnTemplates,
  revokeBurnPermit,
  updateBurnSettings,
  type BurnDeps,
} from './burn.service.ts';

export const BURN_PURGE_JOB = 'burn.purge';
const CHECK_IN_TITLE = 'Check in to burn today';
const PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;

const BURN_ERROR_STATUS: Partial<Record<ErrorCode, number>> = {
  VALIDATION_FAILED: 400,
  BURN_PERMIT_NOT_FOUND: 404,
  BURN_FEE_NOT_AVAILABLE: 409,
  BURN_PERMIT_NOT_REVOCABLE: 409,
  BURN_PERMIT_NOT_PENDING: 409,
};

function toAppError(code: ErrorCode, fields?: Record<string, string>): AppError {
  return new AppError(code, BURN_ERROR_STATUS[code] ?? 500, fields);
}

// Pages carrying a private token in their address: never cached, never sent on as Referer.
const PRIVATE_HEADERS = { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' };

const TokenParamsSchema = z.object({ token: z.string().min(1).max(100) });
const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });
const ReasonBodySchema = BurnPermitActionBodySchema;
const DayBodySchema = PostBurnDayBodySchema;
const PermitsQuerySchema = PageQuerySchema.extend({
  status: z.enum(BURN_PERMIT_MACHINE.statuses).optional(),
});
const DispatchQuerySchema = z.object({ token: z.string().max(200).optional() });
const FormBodySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** One registered burn as dispatch sees it (page and JSON alike). */
function toDispatchRow(row: repo.DayCheckIn): BurnDispatchRow {
  return {
    permitNumber: row.permitNumber,
    street: row.street,
    town: row.town,
    startTime: row.startTime,
    endTime: row.endTime,
    material: row.material,
    materialDescription: row.materialDescription,
    pileSize: row.pileSize,
    applicantName: row.applicantName,
    phone: row.phone,
    stateRegistrationNumber: row.stateRegistrationNumber,
    mapUrl: mapLinkOf(row),
  };
}

function firstValues(body: Record<string, string | string[]>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      Array.isArray(value) ? (value[0] ?? '') : value,
    ]),
  );
}

export interface BurnRoutesOptions extends FeatureOptions {
  readDistrict: () => Promise<PermitDistrict>;
  onNoBurning?: BurnDeps['onNoBurning'];
  /** The shared fees (decision 270): the burn permit fee is asked for and settled through it. */
  fees?: FeesPort;
  /** Draws the public pages in the site's layout. */
  pages: FeaturePages;
}

/**
 * Issue 19, open burning: the public pages (status, apply, the holder's permit and check-in,
 * verification), dispatch's token view, and the back office API behind burn:read / burn:manage.
 */
export const burnRoutes: FastifyPluginAsync<BurnRoutesOptions> = async (instance, options) => {
  const { deps } = options;
  const burn: BurnDeps = {
    db: deps.db,
    clock: deps.clock,
    env: deps.env,
    outbox: deps.outbox,
    pdf: deps.pdfDrawer,
    log: instance.log,
    readDistrict: options.readDistrict,
    ...(options.onNoBurning ? { onNoBurning: options.onNoBurning } : {}),
    ...(options.fees ? { feeRequests: options.fees.requests } : {}),
  };
  options.fees?.onPaid('burn-permit', (permitId, fee) => burnFeePaid(burn, permitId, fee));
  registerBurnTemplates(burn);
  deps.jobs.register({
    name: BURN_PURGE_JOB,
    intervalMs: PURGE_INTERVAL_MS,
    run: async () => ({ purged: await purgeExpiredBurnPermits(burn) }),
  });
  await instance.register(fastifyFormbody, { bodyLimit: 16_384 });
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const districtName = async () => (await options.readDistrict()).name;

  function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    title: string,
    view: BurnPageView,
    answer: Omit<FeaturePageAnswer, 'title' | 'view'> = {},
  ) {
    return options.pages.send(request, reply, { title, view, ...answer });
  }
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendPage(
      request,
      reply,
      'Page not found',
      { kind: 'burn-not-found' },
      { statusCode: 404, headers: PRIVATE_HEADERS, isNoIndex: true },
    );

  // Public: the status as JSON, for the home page panel and anyone's script.
  app.get(BURN_API.publicStatus, async (_request, reply) => {
    const { status } = await readBurnDay(burn);
    return reply.header('cache-control', 'no-store').send(status);
  });

  // The same status as an iCalendar feed (issue 19): subscribe once, see every burn day.
  app.get(BURN_PATHS.statusFeed, async (_request, reply) => {
    const { days, settings } = await readRecentBurnDays(burn, BURN_FEED_DAYS);
    const origin = deps.env.PUBLIC_URL ? new URL(deps.env.PUBLIC_URL) : undefined;
    const feed = buildBurnDayFeed(days, {
      districtName: await districtName(),
      statusHour: settings.statusHour,
      uidDomain: origin?.hostname ?? 'fire-district.invalid',
      pageUrl: `${origin?.origin ?? ''}${BURN_PATHS.status}`,
    });
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('text/calendar; charset=utf-8')
      .send(feed);
  });

  app.get(BURN_PATHS.status, async (request, reply) => {
    const { status } = await readBurnDay(burn);
    // Short: the layout adds the district's name, and a title stays within 70 characters.
    return sendPage(request, reply, `Burn day: ${status.headline}`, {
      kind: 'burn-status',
      status,
    });
  });

  app.get(BURN_PATHS.page, async (request, reply) => {
    const { status, settings } = await readBurnDay(burn);
    return sendPage(request, reply, 'Open burning', { kind: 'burn-overview', status, settings });
  });

  // "Error: " leads the title while a field of the form has a message.
  const applyTitle = (errors: Record<string, string>) =>
    `${Object.keys(errors).some((name) => name in BurnPermitApplicationSchema.shape) ? 'Error: ' : ''}Apply for an open burn permit`;

  app.get(BURN_PATHS.apply, async (request, reply) => {
    const { settings } = await repo.readBurnSettings(deps.db);
    return sendPage(request, reply, applyTitle({}), {
      kind: 'burn-apply',
      settings,
      values: {},
      errors: {},
    });
  });

  app.post(BURN_PATHS.apply, { schema: { body: FormBodySchema } }, async (request, reply) => {
    const values = firstValues(request.body);
    const created = await applyForBurnPermit(burn, values);
    if (created.ok) {
      return reply
        .code(303)
        .header('cache-control', 'no-store')
        .redirect(
          `${BURN_PATHS.permit}/${created.value.accessToken}?applied=${created.value.isMailed ? '1' : 'unmailed'}`,
        );
    }
    const { settings } = await repo.readBurnSettings(deps.db);
    const isFee = created.code === 'BURN_FEE_NOT_AVAILABLE';
    const errors = created.fields ?? {};
    return sendPage(
      request,
      reply,
      applyTitle(errors),
      {
        kind: 'burn-apply',
        settings,
        values: values as BurnApplyFormValues,
        errors,
        ...(isFee ? { banner: toAppError(created.code).message } : {}),
      },
      { statusCode: isFee ? 409 : 400, isNoIndex: true },
    );
  });

  async function permitPage(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    extra: Omit<
      Extract<BurnPageView, { kind: 'burn-permit' }>,
      'kind' | 'permit' | 'status' | 'todaysCheckIn' | 'payUrl'
    > & { statusCode?: number } = {},
  ) {
    const permit = await repo.findBurnPermit(deps.db, { accessToken: token });
    if (!permit) return notFound(request, reply);
    const { status } = await readBurnDay(burn);
    const todaysCheckIn = await repo.findCheckIn(deps.db, permit.id, status.day);
    const payUrl = await burnFeePayUrl(burn, permit);
    const { statusCode, ...view } = extra;
    return sendPage(
      request,
      reply,
      `Open burn permit ${permit.permitNumber ?? ''}`.trim(),
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

  app.get(
    `${BURN_PATHS.permit}/:token`,
    {
      schema: {
        params: TokenParamsSchema,
        querystring: z.object({ applied: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const permit = await repo.findBurnPermit(deps.db, { accessToken: request.params.token });
      const applied =
        (request.query.applied === '1' || request.query.applied === 'unmailed') && permit;
      const isUnmailed = request.query.applied === 'unmailed';
      return permitPage(
        request,
        reply,
        request.params.token,
        applied
          ? {
              message: {
                kind: 'notice',
                text:
                  permit.status !== 'issued'
                    ? `We have your application. The district reviews it and e-mails ${permit.email}.`
                    : isUnmailed
                      ? `Your permit ${permit.permitNumber ?? ''} is issued. We have not e-mailed it to ${permit.email} this time: the district sends an unconfirmed address at most one e-mail a day from this form. Bookmark this page's link: you check in with it.`
                      : `Your permit ${permit.permitNumber ?? ''} is issued. We have e-mailed it to ${permit.email} with this page's link: keep it to check in.`,
              },
            }
          : {},
      );
    },
  );

  app.post(
    `${BURN_PATHS.permit}/:token/check-in`,
    { schema: { params: TokenParamsSchema, body: FormBodySchema } },
    async (request, reply) => {
      const values = firstValues(request.body);
      const outcome = await checkIn(burn, request.params.token, values);
      if (outcome.ok) {
        return permitPage(request, reply, request.params.token, {
          message: {
            kind: 'notice',
            text: outcome.isNew
              ? `You are checked in for today, ${outcome.checkIn.startTime} to ${outcome.checkIn.endTime}.`
              : `You were already checked in for today, ${outcome.checkIn.startTime} to ${outcome.checkIn.endTime}.`,
          },
        });
      }
      if (outcome.refusal === 'not-found') return notFound(request, reply);
      if (outcome.refusal === 'invalid') {
        return permitPage(request, reply, request.params.token, {
          fieldErrors: outcome.fields,
          values,
          message: { kind: 'refused', text: 'Enter the times you burn.' },
          statusCode: 400,
        });
      }
      return permitPage(request, reply, request.params.token, {
        message: { kind: 'refused', text: `Check-in refused. ${outcome.message}` },
        statusCode: 409,
      });
    },
  );

  // The QR code's short form (issue 19, item 3; issue 25): permit number and check-in code, then
  // the same check-in as the private link. Rate-limited with the status look-ups (ROUTE_LIMITS).
  app.get(
    BURN_PATHS.checkIn,
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
        CHECK_IN_TITLE,
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

  app.post(BURN_PATHS.checkIn, { schema: { body: FormBodySchema } }, async (request, reply) => {
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
        CHECK_IN_TITLE,
        { kind: 'burn-check-in', status, values, errors, message },
        { statusCode, headers: PRIVATE_HEADERS, isNoIndex: true },
      );
    if (outcome.ok) {
      return page(200, {
        kind: 'notice',
        text: outcome.isNew
          ? `You are checked in for today, ${outcome.checkIn.startTime} to ${outcome.checkIn.endTime}.`
          : `You were already checked in for today, ${outcome.checkIn.startTime} to ${outcome.checkIn.endTime}.`,
      });
    }
    if (outcome.refusal === 'invalid') return page(400, undefined, outcome.fields);
    if (outcome.refusal === 'not-found') {
      return page(404, { kind: 'refused', text: `Check-in refused. ${CHECK_IN_NOT_MATCHED}` });
    }
    return page(409, { kind: 'refused', text: `Check-in refused. ${outcome.message}` });
  });

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
    const permit = await repo.findBurnPermit(deps.db, { accessToken: created.value.accessToken });
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
      const permit = await repo.findBurnPermit(deps.db, { accessToken: request.params.token });
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

  app.get(
    `${BURN_PATHS.verify}/:permitNumber`,
    {
      schema: {
        params: z.object({ permitNumber: z.string().min(1).max(100) }),
        querystring: z.object({ code: z.string().max(40).optional() }),
      },
    },
    async (request, reply) => {
      const permit = await repo.findBurnPermit(deps.db, {
        permitNumber: request.params.permitNumber.trim().toUpperCase(),
      });
      const code = request.query.code;
      return sendPage(
        request,
        reply,
        'Verify an open burn permit',
        {
          kind: 'burn-verify',
          // Town and dates only: the street and the holder stay off this page (issue 25).
          permit: permit && {
            permitNumber: permit.permitNumber,
            status: permit.status,
            // "Expired: its last day was …" once the last day has passed (decision 307).
            statusLabel: describeBurnPermitStatus(permit, burnDayAt(deps.clock(), 0)),
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

  function isDispatchToken(given: string | undefined): boolean {
    const expected = deps.env.BURN_DISPATCH_TOKEN;
    if (!expected || !given) return false;
    const a = Buffer.from(given);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  // County dispatch: read-only, by a token in the address (no account); unset token → 404.
  app.get(
    BURN_PATHS.dispatch,
    { schema: { querystring: DispatchQuerySchema } },
    async (request, reply) => {
      if (!isDispatchToken(request.query.token)) throw toAppError('BURN_PERMIT_NOT_FOUND');
      const { status, burns } = await listTodaysBurns(burn);
      return sendPage(
        request,
        reply,
        'Today’s registered burns',
        { kind: 'burn-dispatch', status, burns: burns.map(toDispatchRow) },
        { headers: PRIVATE_HEADERS, isNoIndex: true },
      );
    },
  );
  app.get(
    `${BURN_PATHS.dispatch}.json`,
    { schema: { querystring: DispatchQuerySchema } },
    async (request, reply) => {
      if (!isDispatchToken(request.query.token)) throw toAppError('BURN_PERMIT_NOT_FOUND');
      const { status, burns } = await listTodaysBurns(burn);
      return reply.headers(PRIVATE_HEADERS).send({
        status,
        burns: burns.map(toDispatchRow),
      });
    },
  );

  // Back office.
  app.get(
    '/api/admin/burn/today',
    {
      onRequest: app.requirePermission('burn:read'),
      schema: { response: { 200: TodaysBurnsResponseSchema } },
    },
    async () => {
      const { status, burns } = await listTodaysBurns(burn);
      return { status, burns: burns.map((row) => ({ ...row, mapUrl: mapLinkOf(row) })) };
    },
  );

  app.post(
    BURN_API.day,
    {
      onRequest: app.requirePermission('burn:manage'),
      schema: { body: DayBodySchema, response: { 200: BurnDayStatusSchema } },
    },
    async (request) => {
      const staff = staffOf(request);
      const posted = await postBurnDay(
        burn,
        {
          day: request.body.day,
          isBurningAllowed: request.body.isBurningAllowed,
          reason: request.body.reason ?? null,
          note: request.body.note ?? '',
          clearingIndex: request.body.clearingIndex ?? null,
        },
        `staff:${staff.username}`,
      );
      if (!posted.ok) throw toAppError(posted.code, posted.fields);
      return posted.value;
    },
  );

  app.get(
    '/api/admin/burn/settings',
    { onRequest: app.requirePermission('burn:manage') },
    async () => (await repo.readBurnSettings(deps.db)).settings,
  );

  app.put(
    BURN_API.settings,
    { onRequest: app.requirePermission('burn:manage'), schema: { body: BurnSettingsSchema } },
    async (request) => {
      const staff = staffOf(request);
      const status = await updateBurnSettings(burn, request.body, `staff:${staff.username}`);
      return { settings: request.body, status };
    },
  );

  app.get(
    BURN_API.permits,
    {
      onRequest: app.requirePermission('burn:read'),
      schema: { querystring: PermitsQuerySchema, response: { 200: BurnPermitListSchema } },
    },
    async (request) => {
      const { rows, ...page } = await repo.listBurnPermits(deps.db, request.query);
      return { permits: rows.map(({ accessToken: _token, ...permit }) => permit), ...page };
    },
  );

  app.get(
    '/api/admin/burn/permits/:id/timeline',
    { onRequest: app.requirePermission('burn:read'), schema: { params: IdParamsSchema } },
    async (request) => ({
      events: await listStatusEvents(deps.db, BURN_PERMIT_MACHINE.subjectKind, request.params.id),
    }),
  );

  app.post(
    '/api/admin/burn/permits/:id/approve',
    { onRequest: app.requirePermission('burn:manage'), schema: { params: IdParamsSchema } },
    async (request) => {
      const done = await issueBurnPermit(
        burn,
        request.params.id,
        `staff:${staffOf(request).username}`,
      );
      if (!done.ok) throw toAppError(done.code);
      const { accessToken: _token, ...permit } = done.value;
      return permit;
    },
  );

  for (const action of ['decline', 'revoke'] as const) {
    app.post(
      `/api/admin/burn/permits/:id/${action}`,
      {
        onRequest: app.requirePermission('burn:manage'),
        schema: { params: IdParamsSchema, body: ReasonBodySchema },
      },
      async (request) => {
        const run = action === 'revoke' ? revokeBurnPermit : declineBurnPermit;
        const done = await run(
          burn,
          request.params.id,
          request.body.reason,
          `staff:${staffOf(request).username}`,
        );
        if (!done.ok) throw toAppError(done.code);
        const { accessToken: _token, ...permit } = done.value;
        return permit;
      },
    );
  }

  app.get(
    BURN_API.exportCsv,
    { onRequest: app.requirePermission('burn:read') },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="open-burn-permits.csv"')
        .header('cache-control', 'private, no-store')
        .send(await exportBurnPermitsCsv(burn)),
  );
};
