/**
 * The applicant's routes, reached through the permit's private link: the booking API (free times,
 * book, move, cancel) and the booking page that works without JavaScript.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_MESSAGES } from '#domain/errors.ts';
import { bookingHeading, type InspectionPageView } from '#domain/inspections/inspection-pages.ts';
import { groupSlotsByDay } from '#domain/inspections/inspection-slots.ts';
import {
  BookSlotBodySchema,
  INSPECTION_PAGE_PATH,
  inspectionPagePath,
} from '#domain/inspections/inspections-api.ts';
import type { MessageId } from '#domain/i18n/catalogues.ts';
import { translateEnglish } from '#domain/i18n/translate-english.ts';
import { AppError } from '#server/app-error.ts';
import { bilingualPaths, localizedPathFor } from '#server/i18n/request-locale.ts';
import type { FeaturePages } from '#server/feature-pages.ts';
import {
  findBookingForApplication,
  listSlotsForApplication,
  loadBookingPage,
} from './inspection-booking.service.ts';
import {
  bookInspection,
  cancelInspection,
  rescheduleInspection,
} from './inspection-changes.service.ts';
import type { InspectionDeps } from './inspections.deps.ts';
import { PRIVATE_HEADERS, TokenParamsSchema } from '#server/html/form-posts.ts';
import { ERROR_STATUS, sendBookingResult } from './inspection-replies.ts';

export interface ApplicantInspectionsRoutesOptions {
  deps: InspectionDeps;
  /** Draws the booking page in the site's layout. */
  pages: FeaturePages;
}

export const applicantInspectionsRoutes: FastifyPluginAsync<
  ApplicantInspectionsRoutesOptions
> = async (fastify, { deps, pages }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/inspections/:token/slots',
    { schema: { params: TokenParamsSchema } },
    async (request, reply) => {
      const result = await listSlotsForApplication(deps, request.params.token);
      if (!result.ok) throw new AppError(result.code, ERROR_STATUS[result.code] ?? 500);
      reply.headers(PRIVATE_HEADERS);
      return {
        inspectionType: result.value.inspectionType.name,
        durationMinutes: result.value.inspectionType.durationMinutes,
        days: groupSlotsByDay(result.value.slots),
      };
    },
  );

  app.get(
    '/api/inspections/:token/booking',
    { schema: { params: TokenParamsSchema } },
    async (request, reply) => {
      const result = await findBookingForApplication(deps, request.params.token);
      if (!result.ok) throw new AppError(result.code, ERROR_STATUS[result.code] ?? 500);
      reply.headers(PRIVATE_HEADERS);
      return { booking: result.value };
    },
  );

  // Book (POST, 201) and move (PUT, 200) differ in the change alone.
  for (const [method, change, okStatus] of [
    ['POST', bookInspection, 201],
    ['PUT', rescheduleInspection, 200],
  ] as const) {
    app.route({
      method,
      url: '/api/inspections/:token/booking',
      schema: { params: TokenParamsSchema, body: BookSlotBodySchema },
      handler: async (request, reply) =>
        sendBookingResult(
          reply,
          await change(deps, request.params.token, request.body.start, 'applicant'),
          okStatus,
        ),
    });
  }

  app.delete(
    '/api/inspections/:token/booking',
    { schema: { params: TokenParamsSchema } },
    async (request, reply) =>
      sendBookingResult(
        reply,
        await cancelInspection(deps, request.params.token, 'applicant'),
        200,
      ),
  );

  // The booking page: plain HTML and one form, no script (issue 17).
  const PageQuerySchema = z.object({
    token: z.string().max(100).optional(),
    done: z.enum(['booked', 'moved', 'cancelled']).optional(),
  });
  const PageBodySchema = z.object({
    token: z.string().max(100).default(''),
    action: z.enum(['book', 'move', 'cancel']).default('book'),
    start: z.string().max(40).optional(),
  });
  const NOTICES: Record<'booked' | 'moved' | 'cancelled', MessageId> = {
    booked: 'inspectionBooking.booked',
    moved: 'inspectionBooking.moved',
    cancelled: 'inspectionBooking.cancelled',
  };

  // The page comes from the permit's private link: never cached, indexed or sent on as Referer.
  function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    title: string,
    view: InspectionPageView,
    statusCode = 200,
  ) {
    return pages.send(request, reply, {
      title,
      view,
      statusCode,
      headers: PRIVATE_HEADERS,
      isNoIndex: true,
    });
  }

  async function renderPage(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    extra: { error?: string; notice?: string; statusCode?: number } = {},
  ) {
    const intl = request.intl;
    const page = await loadBookingPage(deps, token);
    if (!page.ok) {
      const isMissing = page.code === 'NOT_FOUND';
      const title = intl.t(
        isMissing ? 'inspectionBooking.notFoundTitle' : 'inspectionBooking.nothingTitle',
      );
      return sendPage(
        request,
        reply,
        title,
        {
          kind: 'inspection-message',
          title,
          message: isMissing
            ? intl.t('inspectionBooking.notFound')
            : translateEnglish(ERROR_MESSAGES[page.code], intl),
        },
        isMissing ? 404 : 409,
      );
    }
    return sendPage(
      request,
      reply,
      translateEnglish(bookingHeading(page.value), intl),
      {
        kind: 'inspection-booking',
        token,
        permitNumber: page.value.permitNumber,
        inspectionType: page.value.inspectionType.name,
        durationMinutes: page.value.inspectionType.durationMinutes,
        address: page.value.address,
        booking: page.value.booking,
        slots: page.value.slots,
        feeDue: page.value.feeDue,
        ...(extra.error ? { error: translateEnglish(extra.error, intl) } : {}),
        ...(extra.notice ? { notice: extra.notice } : {}),
      },
      extra.statusCode ?? 200,
    );
  }

  for (const path of bilingualPaths(INSPECTION_PAGE_PATH)) {
    app.get(path, { schema: { querystring: PageQuerySchema } }, async (request, reply) =>
      renderPage(request, reply, request.query.token ?? '', {
        ...(request.query.done ? { notice: request.intl.t(NOTICES[request.query.done]) } : {}),
      }),
    );
    app.post(path, { schema: { body: PageBodySchema } }, postBookingForm);
  }

  async function postBookingForm(
    request: FastifyRequest<{ Body: z.infer<typeof PageBodySchema> }>,
    reply: FastifyReply,
  ) {
    const { token, action, start } = request.body;
    if (action !== 'cancel' && (!start || Number.isNaN(Date.parse(start)))) {
      return renderPage(request, reply, token, {
        error: request.intl.t('inspectionBooking.chooseTime'),
        statusCode: 400,
      });
    }
    const result =
      action === 'cancel'
        ? await cancelInspection(deps, token, 'applicant')
        : action === 'move'
          ? await rescheduleInspection(deps, token, start!, 'applicant')
          : await bookInspection(deps, token, start!, 'applicant', undefined, request.locale);
    if (result.ok) {
      const done = action === 'cancel' ? 'cancelled' : action === 'move' ? 'moved' : 'booked';
      return reply
        .code(303)
        .redirect(`${localizedPathFor(request, inspectionPagePath(token))}&done=${done}`);
    }
    return renderPage(request, reply, token, {
      error: ERROR_MESSAGES[result.code],
      statusCode: ERROR_STATUS[result.code] ?? 400,
    });
  }
};
