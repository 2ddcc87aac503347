import fastifyFormbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMIT_STATUS_PATH,
  PERMIT_VERIFY_PATH,
  createPermitsContext,
  type PermitsRoutesOptions,
} from './permits-context.ts';
import {
  STATUS_PAGE_TEXT,
  renderLookupPage,
  renderStatusPage,
  renderUnknownPermitPage,
  renderVerificationPage,
} from './status-page.ts';
import {
  createLookupThrottle,
  findStatusByNumberAndEmail,
  findStatusByToken,
  verifyPermitNumber,
} from './status.service.ts';

const StatusQuerySchema = z.object({ token: z.string().max(100).optional() });
const VerifyParamsSchema = z.object({ permitNumber: z.string().max(100) });
const LookupBodySchema = z.object({
  permitNumber: z.string().max(100).optional(),
  email: z.string().max(300).optional(),
});

/** Per-route limit for the ops track's rate-limit plugin; the service throttles lookups too. */
const LOOKUP_RATE_LIMIT = { max: 30, timeWindow: '10 minutes' };

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('referrer-policy', 'no-referrer')
    .send(html);
}

/**
 * The applicant's status page (issue 8, item 4): server-rendered HTML that works without
 * JavaScript. GET with the private token from the e-mail, or POST the lookup form.
 */
export const permitStatusPageRoutes: FastifyPluginAsync<PermitsRoutesOptions> = async (
  instance,
  { deps, readDistrict },
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const context = createPermitsContext(deps, readDistrict, instance.log);
  const throttle = createLookupThrottle(deps.clock);
  await instance.register(fastifyFormbody, { bodyLimit: 4096 });

  app.get(
    PERMIT_STATUS_PATH,
    { config: { rateLimit: LOOKUP_RATE_LIMIT }, schema: { querystring: StatusQuerySchema } },
    async (request, reply) => {
      const token = request.query.token?.trim();
      if (!token) return sendPage(reply, 200, renderLookupPage());
      const found = await findStatusByToken(context, token);
      if (!found.ok)
        return sendPage(reply, 404, renderLookupPage({ message: STATUS_PAGE_TEXT.notFound }));
      return sendPage(reply, 200, renderStatusPage(found.value));
    },
  );

  // The QR code on the permit leads here (decision 101): public, so it tells only whether the
  // number is genuine, never who holds it.
  app.get(
    `${PERMIT_VERIFY_PATH}/:permitNumber`,
    { config: { rateLimit: LOOKUP_RATE_LIMIT }, schema: { params: VerifyParamsSchema } },
    async (request, reply) => {
      const found = await verifyPermitNumber(context, request.params.permitNumber.trim());
      if (!found.ok) return sendPage(reply, 404, renderUnknownPermitPage());
      return sendPage(reply, 200, renderVerificationPage(found.value));
    },
  );

  app.post(
    PERMIT_STATUS_PATH,
    { config: { rateLimit: LOOKUP_RATE_LIMIT }, schema: { body: LookupBodySchema } },
    async (request, reply) => {
      const permitNumber = request.body.permitNumber?.trim() ?? '';
      const email = request.body.email?.trim() ?? '';
      if (!permitNumber || !email) {
        return sendPage(
          reply,
          400,
          renderLookupPage({ message: STATUS_PAGE_TEXT.missing, permitNumber, email }),
        );
      }
      const found = await findStatusByNumberAndEmail(context, throttle, {
        address: request.ip,
        permitNumber,
        email,
      });
      if (!found.ok && found.code === 'TOO_MANY_LOOKUPS') {
        reply.header('retry-after', String(found.retryAfterSeconds));
        return sendPage(
          reply,
          429,
          renderLookupPage({ message: STATUS_PAGE_TEXT.tooMany, permitNumber, email }),
        );
      }
      if (!found.ok) {
        return sendPage(
          reply,
          404,
          renderLookupPage({ message: STATUS_PAGE_TEXT.notFound, permitNumber, email }),
        );
      }
      // On to the private link, so a reload or bookmark does not post the form again.
      return reply
        .code(303)
        .header('cache-control', 'no-store')
        .redirect(`${PERMIT_STATUS_PATH}?token=${encodeURIComponent(found.value.statusToken)}`);
    },
  );
};
