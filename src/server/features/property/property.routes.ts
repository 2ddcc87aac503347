import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PropertyCardResponseSchema,
  PropertyCountsResponseSchema,
  PropertyReadRequestSchema,
  PropertyReadResponseSchema,
  PropertySearchQuerySchema,
  PropertySearchResponseSchema,
} from '#domain/property/property-api.ts';
import {
  DELETE_ACTION,
  DELETE_ASK_ACTION,
  DELETE_CONFIRM_FIELD,
  DELETE_CONFIRM_VALUE,
  PROPERTY_API_PATHS,
  PROPERTY_FIELD_LABELS,
  PROPERTY_PATHS,
  MAX_SITE_PLAN_BYTES,
  toFormValues,
  type PropertyFormValues,
  type PropertyPageView,
} from '#domain/property/property-profile.ts';
import { translatePropertyMessages } from '#domain/property/property-words.ts';
import type { MessageId } from '#domain/i18n/catalogues.ts';
import { AppError } from '#server/app-error.ts';
import { bilingualPaths, localizedPathFor } from '#server/i18n/request-locale.ts';
import { featurePageSender, type FeaturePages } from '#server/feature-pages.ts';
import type { JobScheduler } from '#server/jobs/job-scheduler.ts';
import { staffOf } from '#server/plugins/auth.ts';
import {
  PROPERTY_KEEP_CURRENT_INTERVAL_MS,
  PROPERTY_KEEP_CURRENT_JOB,
  keepProfilesCurrent,
  registerKeepCurrentTemplate,
} from './property-reminders.service.ts';
import {
  countProfiles,
  readProfileFor,
  searchProfiles,
  toDispatchCard,
} from './property-responder.service.ts';
import { listSitePlans, listViews, toProfileView, type PropertyDeps } from './property.repo.ts';
import { registerSitePlanRoutes } from './property-site-plans.routes.ts';
import { registerDispatchRoutes } from './property-dispatch.routes.ts';
import { registerVerificationRoutes } from './property-verification.routes.ts';
import { verifyByLetterCode, type DrawPropertyLetter } from './property-verification.service.ts';
import {
  confirmProfile,
  deleteOwnProfile,
  findManagedProfile,
  markProfileCurrent,
  registerPropertyTemplates,
  requestProfile,
  updateProfile,
} from './property.service.ts';
import {
  FormBodySchema,
  PRIVATE_HEADERS,
  TokenParamsSchema,
  firstValues,
  seeOther,
} from '#server/html/form-posts.ts';
import type { PropertyProfileRow } from './property.tables.ts';

const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** Only the form's own fields go back into the page, each cut to a sane length. */
function formValuesOf(body: Record<string, string>): PropertyFormValues {
  return Object.fromEntries(
    Object.keys(PROPERTY_FIELD_LABELS)
      .filter((name) => typeof body[name] === 'string')
      .map((name) => [name, body[name]!.slice(0, 2000)]),
  );
}

export interface PropertyRoutesOptions {
  property: PropertyDeps;
  pages: FeaturePages;
  jobs: JobScheduler;
  /** The dispatch centre's token (PROPERTY_DISPATCH_TOKEN); unset, the CAD lookup answers 404. */
  dispatchToken: string | undefined;
  /** Draws the address verification letter in the PDF worker (decision 334). */
  drawLetter: DrawPropertyLetter;
}

/**
 * Issue 30: the resident's pages (no account, no script), the responder's JSON API (one profile at
 * a time, with a reason, every read logged), staff's counts and the CAD lookup.
 */
export const propertyRoutes: FastifyPluginAsync<PropertyRoutesOptions> = async (
  instance,
  options,
) => {
  const deps = options.property;
  registerPropertyTemplates(deps);
  registerKeepCurrentTemplate(deps);
  options.jobs.register({
    name: PROPERTY_KEEP_CURRENT_JOB,
    intervalMs: PROPERTY_KEEP_CURRENT_INTERVAL_MS,
    run: () => keepProfilesCurrent(deps),
  });
  await instance.register(fastifyFormbody, { bodyLimit: 32_768 });
  // Site plans: one file a request, like the documents library's upload.
  await instance.register(fastifyMultipart, {
    limits: { fileSize: MAX_SITE_PLAN_BYTES, files: 1, fields: 2, fieldSize: 1_000, parts: 3 },
  });
  const app = instance.withTypeProvider<ZodTypeProvider>();

  const { sendPage, sendNotFound: linkInvalid } = featurePageSender<PropertyPageView>(
    options.pages,
    { titleId: 'property.invalid.title', view: { kind: 'property-link-invalid' } },
  );
  // "Error: " leads the title while a field has a message; every title in the page's language.
  const titleOf = (request: FastifyRequest, id: MessageId, errors: Record<string, string> = {}) => {
    const { t } = request.intl;
    const title = t(id);
    return Object.keys(errors).length > 0 ? t('property.errorTitle', { title }) : title;
  };

  // Issue 37 item 6: each page at its English address and its /es twin; one handler for both.
  for (const path of bilingualPaths(PROPERTY_PATHS.form)) {
    app.get(path, async (request, reply) =>
      sendPage(request, reply, titleOf(request, 'property.form.title'), {
        kind: 'property-form',
        values: { kind: 'home', occupant: 'owner' },
        errors: {},
      }),
    );

    app.post(path, { schema: { body: FormBodySchema } }, async (request, reply) => {
      const body = firstValues(request.body);
      const outcome = await requestProfile(deps, body, request.locale);
      if (!outcome.ok) {
        const errors = translatePropertyMessages(outcome.fields, request.intl);
        return sendPage(
          request,
          reply,
          titleOf(request, 'property.form.title', errors),
          { kind: 'property-form', values: formValuesOf(body), errors },
          { statusCode: 400, isNoIndex: true, headers: { 'cache-control': 'no-store' } },
        );
      }
      if (!outcome.isMailed) {
        return sendPage(
          request,
          reply,
          titleOf(request, 'property.tooMany.title'),
          { kind: 'property-too-many' },
          { statusCode: 429, isNoIndex: true, headers: { 'cache-control': 'no-store' } },
        );
      }
      return sendPage(
        request,
        reply,
        titleOf(request, 'property.checkEmail.title'),
        { kind: 'property-check-email', email: outcome.email },
        { isNoIndex: true, headers: { 'cache-control': 'no-store' } },
      );
    });
  }

  // A mail program that opens links to scan them does not confirm: the page asks for a press.
  for (const path of bilingualPaths(`${PROPERTY_PATHS.confirm}/:token`)) {
    app.get(path, { schema: { params: TokenParamsSchema } }, async (request, reply) =>
      sendPage(
        request,
        reply,
        titleOf(request, 'property.confirm.title'),
        { kind: 'property-confirm', token: request.params.token },
        { headers: PRIVATE_HEADERS, isNoIndex: true },
      ),
    );
    app.post(path, { schema: { params: TokenParamsSchema } }, async (request, reply) => {
      const manageToken = await confirmProfile(deps, request.params.token);
      if (!manageToken) return linkInvalid(request, reply, 410);
      return seeOther(
        reply,
        `${localizedPathFor(request, `${PROPERTY_PATHS.manage}/${manageToken}`)}?done=confirmed`,
        { isPrivate: true },
      );
    });
  }

  const NOTICES = ['confirmed', 'saved', 'current', 'plan-added', 'plan-deleted', 'verified'];

  async function managePage(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    row: PropertyProfileRow,
    extra: { values?: PropertyFormValues; errors?: Record<string, string>; notice?: string } = {},
    statusCode = 200,
  ) {
    const profile = toProfileView(deps.sealer, row);
    const errors = translatePropertyMessages(extra.errors ?? {}, request.intl);
    return sendPage(
      request,
      reply,
      titleOf(request, 'property.manage.title', errors),
      {
        kind: 'property-manage',
        token,
        email: row.email,
        profile,
        values: extra.values ?? toFormValues(profile, row.email),
        errors,
        views: await listViews(deps.db, row.id),
        sitePlans: await listSitePlans(deps.db, row.id),
        hasLetter: row.letterPrintedAt !== null,
        ...(extra.notice ? { notice: extra.notice } : {}),
      },
      { statusCode, headers: PRIVATE_HEADERS, isNoIndex: true },
    );
  }

  const redirectDone = (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    what: string,
  ) =>
    seeOther(
      reply,
      `${localizedPathFor(request, `${PROPERTY_PATHS.manage}/${token}`)}?done=${what}`,
      { isPrivate: true },
    );

  for (const path of bilingualPaths(`${PROPERTY_PATHS.manage}/:token`)) {
    app.get(
      path,
      {
        schema: {
          params: TokenParamsSchema,
          querystring: z.object({ done: z.string().max(20).optional() }),
        },
      },
      async (request, reply) => {
        const row = await findManagedProfile(deps, request.params.token);
        if (!row) return linkInvalid(request, reply);
        const done = request.query.done ?? '';
        const notice = NOTICES.includes(done)
          ? request.intl.t(`property.notice.${done}` as MessageId)
          : undefined;
        return managePage(request, reply, request.params.token, row, notice ? { notice } : {});
      },
    );

    app.post(
      path,
      { schema: { params: TokenParamsSchema, body: FormBodySchema } },
      async (request, reply) => {
        const { token } = request.params;
        const row = await findManagedProfile(deps, token);
        if (!row) return linkInvalid(request, reply);
        const body = firstValues(request.body);
        const done = (what: string) => redirectDone(request, reply, token, what);
        // Issue 37 item 6: deleting takes two presses. The first asks; only the confirmation
        // page's button (confirm=yes) deletes; a delete without it deletes nothing and asks again.
        if (body.action === DELETE_ASK_ACTION || body.action === DELETE_ACTION) {
          const isConfirmed =
            body.action === DELETE_ACTION && body[DELETE_CONFIRM_FIELD] === DELETE_CONFIRM_VALUE;
          if (!isConfirmed) {
            const isRefused = body.action === DELETE_ACTION;
            return sendPage(
              request,
              reply,
              titleOf(
                request,
                'property.deleteConfirm.title',
                isRefused ? { [DELETE_CONFIRM_FIELD]: 'required' } : {},
              ),
              {
                kind: 'property-delete-confirm',
                token,
                street: row.street,
                town: row.town,
                isRefused,
              },
              { statusCode: isRefused ? 400 : 200, headers: PRIVATE_HEADERS, isNoIndex: true },
            );
          }
          await deleteOwnProfile(deps, row);
          return sendPage(
            request,
            reply,
            titleOf(request, 'property.deleted.title'),
            { kind: 'property-deleted' },
            { headers: PRIVATE_HEADERS, isNoIndex: true },
          );
        }
        if (body.action === 'verify-code') {
          const verified = await verifyByLetterCode(deps, row, body.letterCode ?? '');
          if (verified.ok) return done('verified');
          const latest = (await findManagedProfile(deps, token)) ?? row;
          return managePage(
            request,
            reply,
            token,
            latest,
            { errors: { letterCode: verified.message } },
            400,
          );
        }
        if (body.action === 'still-right') {
          await markProfileCurrent(deps, row);
          return done('current');
        }
        const saved = await updateProfile(deps, row, body);
        if (saved.ok) return done('saved');
        return managePage(
          request,
          reply,
          token,
          row,
          { values: { ...formValuesOf(body), email: row.email }, errors: saved.fields },
          400,
        );
      },
    );
  }

  registerSitePlanRoutes(instance, {
    deps,
    sendManagePage: (request, reply, token, row, errors, statusCode) =>
      managePage(request, reply, token, row, { errors }, statusCode),
    sendLinkInvalid: (request, reply) => linkInvalid(request, reply),
    redirectDone,
  });

  // The responder's JSON API: the one permission check, no-store on every answer.
  const respond = app.requirePermission('property:respond');
  app.get(
    PROPERTY_API_PATHS.search,
    {
      onRequest: respond,
      schema: {
        querystring: PropertySearchQuerySchema,
        response: { 200: PropertySearchResponseSchema },
      },
    },
    async (request) => ({ hits: await searchProfiles(deps, request.query.address) }),
  );
  const readRoute = (path: string, channel: 'responder' | 'dispatch-card') =>
    app.post(
      path,
      {
        onRequest: respond,
        schema: {
          params: IdParamsSchema,
          body: PropertyReadRequestSchema,
          response: {
            200: channel === 'responder' ? PropertyReadResponseSchema : PropertyCardResponseSchema,
          },
        },
      },
      async (request) => {
        const read = await readProfileFor(
          deps,
          request.params.id,
          { viewer: staffOf(request).username, channel },
          request.body,
        );
        if (!read) throw new AppError('NOT_FOUND', 404);
        return channel === 'responder' ? read : toDispatchCard(read);
      },
    );
  readRoute(PROPERTY_API_PATHS.read, 'responder');
  readRoute(PROPERTY_API_PATHS.card, 'dispatch-card');

  app.get(
    PROPERTY_API_PATHS.counts,
    {
      onRequest: app.requirePermission('property:counts'),
      schema: { response: { 200: PropertyCountsResponseSchema } },
    },
    async () => countProfiles(deps),
  );

  registerDispatchRoutes(instance, { deps, dispatchToken: options.dispatchToken });
  registerVerificationRoutes(instance, { ...deps, drawLetter: options.drawLetter });
};
