import fastifyFormbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMIT_STATUS_PATH,
  type PermitInspectionLink,
  type PermitStatusPageView,
  type PermitVerification,
  type PermitVerifyPageView,
} from '#domain/permits/permit-status.ts';
import { TEST_PERMIT_NOTICE } from '#domain/permits/permit-documents.ts';
import { SITE_ROUTES } from '#domain/content/site-routes.ts';
import {
  localizePermitStatusView,
  localizePermitVerification,
} from '#domain/permits/permit-status-words.ts';
import { seeOther } from '#server/html/form-posts.ts';
import { bilingualPaths, localizedPathFor } from '#server/i18n/request-locale.ts';
import type { SiteRoutePages } from '#server/feature-pages.ts';
import type { PageExtra, PageExtraProviders } from '#server/page-extras.ts';
import { createPermitsContext, type PermitsRoutesOptions } from './permits.deps.ts';
import {
  createLookupThrottle,
  findStatusByNumberAndEmail,
  findStatusByToken,
  verifyPermitNumber,
} from './status.service.ts';

const LookupBodySchema = z.object({
  permitNumber: z.string().max(100).optional(),
  email: z.string().max(300).optional(),
});

// The page holds a private link's token in its address: never cached, never sent on as Referer.
const PRIVATE_PAGE_HEADERS = {
  'cache-control': 'private, no-store',
  'referrer-policy': 'no-referrer',
};

/**
 * What an inspection decided answers for a permit that is otherwise in force (valid or past its
 * permit validity); a void, refunded or test permit keeps its own answer.
 */
const CLEARANCE_OVERRIDES = new Set(['Valid', 'Expired']);

/** The clearance's answer replaces the permit's status (and end date, when temporary). */
export interface ClearanceVerification {
  statusText: string;
  isValid: boolean;
  validThrough?: string;
}

const STATUS_ROUTE = SITE_ROUTES.find((route) => route.path === PERMIT_STATUS_PATH);

function pageOf(
  permitStatus: PermitStatusPageView,
  statusCode = 200,
  headers: Record<string, string> = {},
): PageExtra {
  return {
    data: { permitStatus },
    cacheKey: null,
    statusCode,
    headers: { ...PRIVATE_PAGE_HEADERS, ...headers },
  };
}

const lookupState = (
  message: Extract<PermitStatusPageView, { kind: 'lookup' }>['message'],
  permitNumber = '',
  email = '',
): PermitStatusPageView => ({ kind: 'lookup', message, permitNumber, email });

/**
 * The applicant's status page (issue 8, item 4) and the public verification page (decision 101), a site page rendered on the server that works
 * without JavaScript. GET shows the lookup form, or an application by the private token from the
 * e-mail; the lookup form POSTs here, and a failed lookup renders the form again with its message.
 */
export function createPermitStatusPage(
  options: PermitsRoutesOptions & {
    /** The inspection line of the status page; the inspections feature answers it (issue 17). */
    describeInspection?: (statusToken: string) => Promise<PermitInspectionLink | null>;
    /** A permit's clearance answer (issue 17, decision 241); the inspections feature gives it. */
    verifyClearance?: (permitNumber: string) => Promise<ClearanceVerification | null>;
  },
) {
  const context = createPermitsContext(options.deps, options.readDistrict);
  const throttle = createLookupThrottle(options.deps.clock);
  // A failed POST's page, handed from the POST route to the page's provider.
  const failedLookups = new WeakMap<FastifyRequest, PageExtra>();

  /**
   * The clearance's answer replaces the status of a permit otherwise in force; a sandbox permit
   * keeps its test notice in front and is never called valid (decision 121); a void or refunded
   * permit keeps its own answer.
   */
  async function withClearance(verification: PermitVerification): Promise<PermitVerification> {
    const isTest = verification.statusText === TEST_PERMIT_NOTICE;
    if (!isTest && !CLEARANCE_OVERRIDES.has(verification.statusText)) return verification;
    const clearance = await options.verifyClearance?.(verification.permitNumber);
    if (!clearance) return verification;
    return isTest
      ? {
          ...verification,
          statusText: `${TEST_PERMIT_NOTICE}. Clearance: ${clearance.statusText}`,
          isValid: false,
        }
      : { ...verification, ...clearance };
  }

  const extras: PageExtraProviders = {
    'permit-status': async (request) => {
      const failed = failedLookups.get(request);
      if (failed) return failed;
      const token = (request.query as { token?: unknown }).token;
      const trimmed = typeof token === 'string' ? token.trim().slice(0, 100) : '';
      if (!trimmed) return pageOf(lookupState(null));
      const found = await findStatusByToken(context, trimmed);
      if (!found.ok) return pageOf(lookupState('notFound'), 404);
      const inspection = (await options.describeInspection?.(trimmed)) ?? null;
      const view = { ...found.value, inspection };
      // The page's language (decision 330): English pages show the view as it is.
      return pageOf({ kind: 'status', view: localizePermitStatusView(view, request.intl) });
    },
    // The QR code on the permit leads here (decision 101): public, so it tells only whether the
    // number is genuine, never who holds it.
    'permit-verify': async (request) => {
      const raw = (request.params as { permitNumber?: unknown }).permitNumber;
      const permitNumber = typeof raw === 'string' ? raw.trim().toUpperCase().slice(0, 100) : '';
      const found = permitNumber ? await verifyPermitNumber(context, permitNumber) : undefined;
      const permitVerify: PermitVerifyPageView = found?.ok
        ? {
            kind: 'genuine',
            verification: localizePermitVerification(
              await withClearance(found.value),
              request.intl,
            ),
          }
        : { kind: 'unknown' };
      return {
        data: { permitVerify },
        cacheKey: null,
        statusCode: found?.ok ? 200 : 404,
        headers: { 'cache-control': 'no-store' },
      };
    },
  };

  const routes: FastifyPluginAsync<{ sitePages: SiteRoutePages }> = async (
    instance,
    { sitePages },
  ) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    await instance.register(fastifyFormbody, { bodyLimit: 4096 });
    const lookUp = async (
      request: FastifyRequest<{ Body: z.infer<typeof LookupBodySchema> }>,
      reply: FastifyReply,
    ) => {
      const permitNumber = request.body.permitNumber?.trim() ?? '';
      const email = request.body.email?.trim() ?? '';
      const answer = (page: PageExtra) => {
        failedLookups.set(request, page);
        return sitePages.send(request, reply, STATUS_ROUTE);
      };
      if (!permitNumber || !email) {
        return answer(pageOf(lookupState('missing', permitNumber, email), 400));
      }
      const found = await findStatusByNumberAndEmail(context, throttle, {
        address: request.ip,
        permitNumber,
        email,
      });
      if (!found.ok && found.code === 'TOO_MANY_LOOKUPS') {
        return answer(
          pageOf(lookupState('tooMany', permitNumber, email), 429, {
            'retry-after': String(found.retryAfterSeconds),
          }),
        );
      }
      if (!found.ok) return answer(pageOf(lookupState('notFound', permitNumber, email), 404));
      // On to the private link, so a reload or bookmark does not post the form again.
      return seeOther(
        reply,
        localizedPathFor(
          request,
          `${PERMIT_STATUS_PATH}?token=${encodeURIComponent(found.value.statusToken)}`,
        ),
      );
    };
    // The Spanish page's form posts to its own address (decision 330).
    for (const path of bilingualPaths(PERMIT_STATUS_PATH, [PERMIT_STATUS_PATH])) {
      app.post(path, { schema: { body: LookupBodySchema } }, lookUp);
    }
  };

  return { extras, routes };
}
