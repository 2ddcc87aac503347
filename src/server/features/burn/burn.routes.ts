import { PageQuerySchema } from '#domain/pagination.ts';
import { BURN_FEED_DAYS, buildBurnDayFeed } from './burn-ics.ts';
import type { FeesPort } from '#server/features/fees/fees.service.ts';
import { timingSafeEqual } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
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
import { BURN_PERMIT_MACHINE, describeBurnPermitStatus } from '#domain/burn/burn-permit.ts';
import type { ErrorCode } from '#domain/errors.ts';
import type { PermitDistrict } from '#domain/permits/permit-documents.ts';
import { AppError } from '#server/app-error.ts';
import type { FeatureOptions } from '#server/app-deps.ts';
import { staffOf } from '#server/plugins/auth.ts';
import { listStatusEvents } from '#server/status/status-transition.ts';
import * as repo from './burn.repo.ts';
import {
  renderApplyPage,
  renderBurnPage,
  renderCheckInPage,
  renderDispatchPage,
  renderNotFoundPage,
  renderPermitPage,
  renderStatusPage,
  renderVerifyPage,
  type ApplyFormValues,
} from './burn.html.ts';
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
  registerBurnTemplates,
  revokeBurnPermit,
  updateBurnSettings,
  type BurnDeps,
} from './burn.service.ts';

export const BURN_PURGE_JOB = 'burn.purge';
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

  function sendHtml(reply: FastifyReply, html: string, statusCode = 200, headers = {}) {
    return reply
      .code(statusCode)
      .headers({ 'cache-control': 'no-store', ...headers })
      .type('text/html; charset=utf-8')
      .send(html);
  }

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

  app.get(BURN_PATHS.status, async (_request, reply) => {
    const { status } = await readBurnDay(burn);
    return sendHtml(reply, renderStatusPage(await districtName(), status));
  });

  app.get(BURN_PATHS.page, async (_request, reply) => {
    const { status, settings } = await readBurnDay(burn);
    return sendHtml(reply, renderBurnPage(await districtName(), status, settings));
  });

  app.get(BURN_PATHS.apply, async (_request, reply) => {
    const { settings } = await repo.readBurnSettings(deps.db);
    return sendHtml(
      reply,
      renderApplyPage({ districtName: await districtName(), settings, values: {}, errors: {} }),
    );
  });

  app.post(BURN_PATHS.apply, { schema: { body: FormBodySchema } }, async (request, reply) => {
    const values = firstValues(request.body);
    const created = await applyForBurnPermit(burn, values);
    if (created.ok) {
      return reply
        .code(303)
        .header('cache-control', 'no-store')
        .redirect(`${BURN_PATHS.permit}/${created.value.accessToken}?applied=1`);
    }
    const { settings } = await repo.readBurnSettings(deps.db);
    const isFee = created.code === 'BURN_FEE_NOT_AVAILABLE';
    return sendHtml(
      reply,
      renderApplyPage({
        districtName: await districtName(),
        settings,
        values: values as ApplyFormValues,
        errors: created.fields ?? {},
        ...(isFee ? { banner: toAppError(created.code).message } : {}),
      }),
      isFee ? 409 : 400,
    );
  });

  async function permitPage(
    reply: FastifyReply,
    token: string,
    extra: Omit<Parameters<typeof renderPermitPage>[0], 'districtName' | 'permit' | 'status'> = {},
  ) {
    const permit = await repo.findBurnPermit(deps.db, { accessToken: token });
    if (!permit)
      return sendHtml(reply, renderNotFoundPage(await districtName()), 404, PRIVATE_HEADERS);
    const { status } = await readBurnDay(burn);
    const todaysCheckIn = await repo.findCheckIn(deps.db, permit.id, status.day);
    const payUrl = await burnFeePayUrl(burn, permit);
    return sendHtml(
      reply,
      renderPermitPage({
        districtName: await districtName(),
        permit,
        status,
        todaysCheckIn,
        ...(payUrl ? { payUrl } : {}),
        ...extra,
      }),
      extra.statusCode ?? 200,
      PRIVATE_HEADERS,
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
      const applied = request.query.applied === '1' && permit;
      return permitPage(
        reply,
        request.params.token,
        applied
          ? {
              message: {
                kind: 'notice',
                text:
                  permit.status === 'issued'
                    ? `Your permit ${permit.permitNumber ?? ''} is issued. We have e-mailed it to ${permit.email} with this page's link: keep it to check in.`
                    : `We have your application. The district reviews it and e-mails ${permit.email}.`,
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
        return permitPage(reply, request.params.token, {
          message: {
            kind: 'notice',
            text: outcome.isNew
              ? `You are checked in for today, ${outcome.checkIn.startTime} to ${outcome.checkIn.endTime}.`
              : `You were already checked in for today, ${outcome.checkIn.startTime} to ${outcome.checkIn.endTime}.`,
          },
        });
      }
      if (outcome.refusal === 'not-found') {
        return sendHtml(reply, renderNotFoundPage(await districtName()), 404, PRIVATE_HEADERS);
      }
      if (outcome.refusal === 'invalid') {
        return permitPage(reply, request.params.token, {
          fieldErrors: outcome.fields,
          values,
          message: { kind: 'refused', text: 'Enter the times you burn.' },
          statusCode: 400,
        });
      }
      return permitPage(reply, request.params.token, {
        message: { kind: 'refused', text: `Check-in refused. ${outcome.message}` },
        statusCode: 409,
      });
    },
  );

  // The QR code's short form (issue 19, item 3): permit number and phone or e-mail, then the
  // same check-in as the private link. Rate-limited with the status look-ups (ROUTE_LIMITS).
  app.get(
    BURN_PATHS.checkIn,
    { schema: { querystring: z.object({ permit: z.string().max(40).optional() }) } },
    async (request, reply) => {
      const { status } = await readBurnDay(burn);
      return sendHtml(
        reply,
        renderCheckInPage({
          districtName: await districtName(),
          status,
          values: { permitNumber: request.query.permit ?? '' },
          errors: {},
        }),
      );
    },
  );

  app.post(BURN_PATHS.checkIn, { schema: { body: FormBodySchema } }, async (request, reply) => {
    const values = firstValues(request.body);
    const outcome = await checkInByPermitNumber(burn, values);
    const { status } = await readBurnDay(burn);
    const page = (
      statusCode: number,
      message: { kind: 'notice' | 'refused'; text: string } | undefined,
      errors: Record<string, string> = {},
    ) =>
      districtName().then((name) =>
        sendHtml(
          reply,
          renderCheckInPage({ districtName: name, status, values, errors, message }),
          statusCode,
          PRIVATE_HEADERS,
        ),
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
      const pdf = permit ? await repo.findBurnPermitPdf(deps.db, permit.id) : undefined;
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
    { schema: { params: z.object({ permitNumber: z.string().min(1).max(100) }) } },
    async (request, reply) => {
      const permit = await repo.findBurnPermit(deps.db, {
        permitNumber: request.params.permitNumber.trim().toUpperCase(),
      });
      const label = permit && describeBurnPermitStatus(permit, burnDayAt(deps.clock(), 0));
      return sendHtml(
        reply,
        renderVerifyPage(await districtName(), permit, label || undefined),
        permit ? 200 : 404,
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
      return sendHtml(
        reply,
        renderDispatchPage(await districtName(), status, burns),
        200,
        PRIVATE_HEADERS,
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
        burns: burns.map((row) => ({
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
        })),
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
