import fastifyFormbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHIPPER_FORM_FIELDS,
  CHIPPER_PATHS,
  CrewStopFormSchema,
  CrewWorkFormSchema,
  rulesViewOf,
  type ChipperFormValues,
  type ChipperPageView,
  type ChipperZoneDays,
} from '#domain/chipper/chipper-api.ts';
import { daysBetween } from '#domain/chipper/chipper-rules.ts';
import type { MessageId } from '#domain/i18n/catalogues.ts';
import type { SiteIntl } from '#domain/i18n/site-intl.ts';
import { districtDayOf } from '#domain/meetings/board-meetings.ts';
import type { FeaturePageAnswer, FeaturePages } from '#server/feature-pages.ts';
import {
  FormBodySchema,
  PRIVATE_HEADERS,
  TokenParamsSchema,
  firstValues,
  seeOther,
} from '#server/html/form-posts.ts';
import { bilingualPaths, localizedPathFor } from '#server/i18n/request-locale.ts';
import { fieldsOf } from '#domain/zod-fields.ts';
import {
  findSignUp,
  listDayLoads,
  listZones,
  pilesOf,
  readRules,
  type ChipperDeps,
} from './chipper.repo.ts';
import { crewPageOf, findCrewDay, recordDayWork, recordStop } from './chipper-crew.service.ts';
import {
  cancelSignUp,
  confirmSignUp,
  requestSignUp,
  waitlistPositionOf,
  type FieldMessages,
} from './chipper-sign-up.service.ts';

const StopParamsSchema = TokenParamsSchema.extend({ id: z.string().min(1).max(100) });

/** Only the form's own fields go back into the page, each cut to a sane length. */
function formValuesOf(body: Record<string, string>): ChipperFormValues {
  return Object.fromEntries(
    CHIPPER_FORM_FIELDS.filter((name) => typeof body[name] === 'string').map((name) => [
      name,
      body[name]!.slice(0, 300),
    ]),
  );
}

function translated(fields: FieldMessages, { t }: SiteIntl): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, message]) => [name, t(message.id, message.values)]),
  );
}

/** Crew form messages are ids too (chipper-api.ts). */
function translatedIssues(error: z.ZodError, intl: SiteIntl): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldsOf(error, { depth: 1 })).map(([name, id]) => [
      name,
      intl.t(id as MessageId),
    ]),
  );
}

/**
 * The chipper program's public pages (issue 38): the sign-up, its confirmation and the
 * resident's private page, and the crew's route page behind its private link. Server-rendered,
 * no script: forms post and the server answers with the page again, in English or Spanish.
 */
export const chipperRoutes: FastifyPluginAsync<{
  chipper: ChipperDeps;
  pages: FeaturePages;
}> = async (instance, { chipper: deps, pages }) => {
  await instance.register(fastifyFormbody, { bodyLimit: 16_384 });
  const app = instance.withTypeProvider<ZodTypeProvider>();

  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    title: MessageId,
    view: ChipperPageView,
    answer: Omit<FeaturePageAnswer, 'title' | 'view'> = {},
    values: Record<string, string> = {},
  ) => {
    const { t } = request.intl;
    const hasErrors = 'errors' in view && Object.keys(view.errors).length > 0;
    const text = t(title, values);
    return pages.send(request, reply, {
      title: hasErrors ? t('chipper.errorTitle', { title: text }) : text,
      view,
      ...answer,
    });
  };
  const privately = { headers: PRIVATE_HEADERS, isNoIndex: true };
  const unstored = { isNoIndex: true, headers: { 'cache-control': 'no-store' } };
  const linkInvalid = (request: FastifyRequest, reply: FastifyReply, statusCode = 404) =>
    send(
      request,
      reply,
      'chipper.invalid.title',
      { kind: 'chipper-link-invalid' },
      {
        ...privately,
        statusCode,
      },
    );

  async function formView(
    request: FastifyRequest,
    values: ChipperFormValues,
    errors: Record<string, string>,
  ): Promise<ChipperPageView> {
    const locale = request.locale;
    const [{ rules }, zones, days] = await Promise.all([
      readRules(deps.db),
      listZones(deps.db),
      listDayLoads(deps.db),
    ]);
    const today = districtDayOf(deps.clock());
    const open = days.filter(
      (day) => !day.isCancelled && daysBetween(today, day.day) >= rules.closeDaysBefore,
    );
    const rulesView = rulesViewOf(rules, locale);
    if (open.length === 0) return { kind: 'chipper-closed', rules: rulesView };
    const zoneDays: ChipperZoneDays[] = zones
      .map((zone) => ({
        name: zone.name[locale],
        towns: zone.towns,
        days: open
          .filter((day) => day.zoneId === zone.id)
          .map((day) => ({ day: day.day, isFull: day.bookedPiles >= day.capacityPiles })),
      }))
      .filter((zone) => zone.days.length > 0);
    return { kind: 'chipper-form', values, errors, rules: rulesView, zones: zoneDays };
  }

  for (const path of bilingualPaths(CHIPPER_PATHS.form)) {
    app.get(path, async (request, reply) => {
      const view = await formView(request, { language: request.locale }, {});
      const title = view.kind === 'chipper-closed' ? 'chipper.closed.title' : 'chipper.form.title';
      return send(request, reply, title, view, { headers: { 'cache-control': 'no-store' } });
    });

    app.post(path, { schema: { body: FormBodySchema } }, async (request, reply) => {
      const body = firstValues(request.body);
      const outcome = await requestSignUp(deps, body, request.locale);
      if (!outcome.ok) {
        const view = await formView(
          request,
          formValuesOf(body),
          translated(outcome.fields, request.intl),
        );
        return send(request, reply, 'chipper.form.title', view, { ...unstored, statusCode: 400 });
      }
      if (!outcome.isMailed) {
        return send(
          request,
          reply,
          'chipper.tooMany.title',
          { kind: 'chipper-too-many' },
          {
            ...unstored,
            statusCode: 429,
          },
        );
      }
      return send(
        request,
        reply,
        'chipper.checkEmail.title',
        { kind: 'chipper-check-email', email: outcome.email },
        unstored,
      );
    });
  }

  // A mail program that opens links to scan them does not confirm: the page asks for a press.
  for (const path of bilingualPaths(`${CHIPPER_PATHS.confirm}/:token`)) {
    app.get(path, { schema: { params: TokenParamsSchema } }, async (request, reply) =>
      send(
        request,
        reply,
        'chipper.confirm.title',
        { kind: 'chipper-confirm', token: request.params.token },
        privately,
      ),
    );
    app.post(path, { schema: { params: TokenParamsSchema } }, async (request, reply) => {
      const outcome = await confirmSignUp(deps, request.params.token);
      if (!outcome.ok && outcome.reason === 'no-day') {
        const view = await formView(request, {}, {});
        return send(request, reply, 'chipper.closed.title', view, { ...unstored, statusCode: 409 });
      }
      if (!outcome.ok) return linkInvalid(request, reply, 410);
      return seeOther(
        reply,
        `${localizedPathFor(request, `${CHIPPER_PATHS.manage}/${outcome.manageToken}`)}?done=confirmed`,
        { isPrivate: true },
      );
    });
  }

  for (const path of bilingualPaths(`${CHIPPER_PATHS.manage}/:token`)) {
    app.get(path, { schema: { params: TokenParamsSchema } }, async (request, reply) => {
      const row = await findSignUp(deps.db, { manageToken: request.params.token });
      if (!row || row.status === 'pending') return linkInvalid(request, reply);
      const locale = request.locale;
      const [{ rules }, zones, day] = await Promise.all([
        readRules(deps.db),
        listZones(deps.db),
        row.dayId
          ? deps.db
              .selectFrom('chipperDays')
              .select('day')
              .where('id', '=', row.dayId)
              .executeTakeFirst()
          : undefined,
      ]);
      const done = (request.query as { done?: unknown }).done;
      return send(
        request,
        reply,
        'chipper.manage.title',
        {
          kind: 'chipper-manage',
          token: request.params.token,
          rules: rulesViewOf(rules, locale),
          done: done === 'confirmed' || done === 'cancelled' ? done : null,
          signUp: {
            street: row.street,
            town: row.town,
            zoneName: zones.find((zone) => zone.id === row.zoneId)?.name[locale] ?? '',
            status: row.status,
            day: day?.day ?? null,
            isZoneDayFull: row.isZoneDayFull === 1,
            waitlistPosition: await waitlistPositionOf(deps.db, row),
            piles: pilesOf(row),
            material: row.material,
            location: row.location,
            reason: row.reason,
            note: row.note ?? '',
          },
        },
        privately,
      );
    });
    app.post(path, { schema: { params: TokenParamsSchema } }, async (request, reply) => {
      const row = await findSignUp(deps.db, { manageToken: request.params.token });
      if (!row || row.status === 'pending') return linkInvalid(request, reply);
      await cancelSignUp(deps, request.params.token);
      return seeOther(
        reply,
        `${localizedPathFor(request, `${CHIPPER_PATHS.manage}/${request.params.token}`)}?done=cancelled`,
        { isPrivate: true },
      );
    });
  }

  // The crew's route page: English and Spanish like every page; the link is the key.
  for (const path of bilingualPaths(`${CHIPPER_PATHS.crew}/:token`)) {
    const crewPage = async (
      request: FastifyRequest,
      reply: FastifyReply,
      token: string,
      extra: Parameters<typeof crewPageOf>[4] = {},
      statusCode = 200,
    ) => {
      const day = await findCrewDay(deps, token);
      if (!day) return linkInvalid(request, reply);
      const view = await crewPageOf(deps, token, day, request.locale, extra);
      return send(
        request,
        reply,
        'chipper.crew.title',
        view,
        { ...privately, statusCode },
        {
          zone: view.zoneName,
          day: view.day,
        },
      );
    };
    app.get(path, { schema: { params: TokenParamsSchema } }, async (request, reply) => {
      const done = (request.query as { done?: unknown }).done === 'saved' ? 'saved' : null;
      return crewPage(request, reply, request.params.token, { done });
    });
    const back = (request: FastifyRequest, reply: FastifyReply, token: string, anchor: string) =>
      seeOther(
        reply,
        `${localizedPathFor(request, `${CHIPPER_PATHS.crew}/${token}`)}?done=saved#${anchor}`,
        { isPrivate: true },
      );

    app.post(
      `${path}/stops/:id`,
      { schema: { params: StopParamsSchema, body: FormBodySchema } },
      async (request, reply) => {
        const day = await findCrewDay(deps, request.params.token);
        if (!day) return linkInvalid(request, reply);
        const form = CrewStopFormSchema.safeParse(firstValues(request.body));
        const prefix = `stop-${request.params.id}-`;
        if (!form.success || (form.data.outcome === 'not-chipped' && !form.data.reason)) {
          const errors = form.success
            ? { reason: request.intl.t('chipper.error.reason') }
            : translatedIssues(form.error, request.intl);
          const stopErrors = Object.fromEntries(
            Object.entries(errors).map(([name, message]) => [`${prefix}${name}`, message]),
          );
          return crewPage(request, reply, request.params.token, { errors: stopErrors }, 400);
        }
        const outcome = await recordStop(deps, day, request.params.id, form.data);
        if (outcome === 'not-found') return crewPage(request, reply, request.params.token, {}, 409);
        return back(request, reply, request.params.token, `stop-${request.params.id}`);
      },
    );

    app.post(
      `${path}/work`,
      { schema: { params: TokenParamsSchema, body: FormBodySchema } },
      async (request, reply) => {
        const day = await findCrewDay(deps, request.params.token);
        if (!day) return linkInvalid(request, reply);
        const form = CrewWorkFormSchema.safeParse(firstValues(request.body));
        if (!form.success) {
          const errors = translatedIssues(form.error, request.intl);
          return crewPage(request, reply, request.params.token, { errors }, 400);
        }
        await recordDayWork(deps, day, form.data);
        return back(request, reply, request.params.token, 'day-work');
      },
    );
  }
};
