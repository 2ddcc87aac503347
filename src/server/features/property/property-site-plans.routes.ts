import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PropertyReadRequestSchema, SitePlanEntrySchema } from '#domain/property/property-api.ts';
import {
  PROPERTY_API_PATHS,
  PROPERTY_PATHS,
  SITE_PLAN_MESSAGES,
} from '#domain/property/property-profile.ts';
import { AppError } from '#server/app-error.ts';
import { staffOf } from '#server/plugins/auth.ts';
import type { PropertyDeps } from './property.repo.ts';
import { findManagedProfile } from './property.service.ts';
import { UPLOAD_ROOM_STATUS } from '#server/upload-room.ts';
import { bilingualPaths } from '#server/i18n/request-locale.ts';
import {
  addSitePlan,
  deleteSitePlan,
  findSitePlanRoom,
  openSitePlan,
  readSitePlanFor,
  type SitePlanRefusal,
} from './property-site-plans.service.ts';
import type { PropertyProfileRow } from './property.tables.ts';

const TokenPlanParamsSchema = z.object({
  token: z.string().min(1).max(100),
  planId: z.string().min(1).max(100),
});
const IdPlanParamsSchema = z.object({
  id: z.string().min(1).max(100),
  planId: z.string().min(1).max(100),
});
/** The file field of the upload form and of the owner's API. */
const FILE_FIELD = 'file';

type Upload = { ok: true; file: Buffer | undefined } | SitePlanRefusal;

const STATUS_OF: Record<SitePlanRefusal['code'], number> = {
  VALIDATION_FAILED: 400,
  ...UPLOAD_ROOM_STATUS,
};

/** How long a cut-off connection still drops what the client sends before it closes. */
const CUT_OFF_LINGER_MS = 2_000;

/**
 * Answers a refused upload without taking in the rest of its body (issue 36): the answer says
 * `Connection: close` and the server stops sending after it. Closing at once with unread bytes
 * would reset the connection and could lose the answer on its way, so for a moment what still
 * arrives is dropped unparsed, then the connection closes (the lingering close of RFC 9112
 * §9.6). The client stops sending when it reads the answer.
 */
function cutOff(reply: FastifyReply): void {
  reply.header('connection', 'close');
  const socket = reply.raw.socket;
  reply.raw.once('finish', () => {
    if (!socket || socket.destroyed || typeof socket.removeListener !== 'function') return;
    // Node's own close-after-answer (destroySoon) destroys the socket once its end is written.
    socket.removeListener('finish', socket.destroy);
    const timer = setTimeout(() => socket.destroy(), CUT_OFF_LINGER_MS);
    timer.unref();
    socket.once('end', () => socket.destroy());
    socket.once('close', () => clearTimeout(timer));
  });
}

function declaredLengthOf(request: FastifyRequest): number | undefined {
  const length = Number(request.headers['content-length']);
  return Number.isSafeInteger(length) && length >= 0 ? length : undefined;
}

/**
 * The upload's one file, read within the multipart limits the property plugin registers and
 * stopped at `room.maxBytes` (the size limit, or less when the byte caps leave less).
 */
async function readUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  room: { maxBytes: number; refusalPastMax: SitePlanRefusal },
): Promise<Upload> {
  if (!request.isMultipart()) return { ok: true, file: undefined };
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: room.maxBytes } })) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === FILE_FIELD && file === undefined && part.filename !== '') file = bytes;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      cutOff(reply);
      return room.refusalPastMax;
    }
    request.log.info({ err: error }, 'unreadable site plan upload');
    return { ok: false, message: SITE_PLAN_MESSAGES.unreadable, code: 'VALIDATION_FAILED' };
  }
  return { ok: true, file };
}

/**
 * What the owner's upload needs before its body is read: the profile behind the link and room
 * for the file. A refusal is answered from here, the connection cut off (issue 36).
 */
async function prepareUpload(
  deps: PropertyDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
) {
  const row = await findManagedProfile(deps, token);
  const room = row ? await findSitePlanRoom(deps, row, declaredLengthOf(request)) : undefined;
  if (!row || !room?.ok) cutOff(reply);
  return { row, room };
}

const errorOf = (refusal: SitePlanRefusal) =>
  new AppError(
    refusal.code,
    STATUS_OF[refusal.code],
    { [FILE_FIELD]: refusal.message },
    refusal.code === 'VALIDATION_FAILED' ? undefined : refusal.message,
  );

function sendPdf(reply: FastifyReply, bytes: Buffer) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', 'attachment; filename="site-plan.pdf"')
    .header('cache-control', 'private, no-store')
    .header('referrer-policy', 'no-referrer')
    .send(bytes);
}

export interface SitePlanRouteOptions {
  deps: PropertyDeps;
  /** The owner's page again, with a message under the file field. */
  sendManagePage: (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    row: PropertyProfileRow,
    errors: Record<string, string>,
    statusCode: number,
  ) => Promise<unknown>;
  sendLinkInvalid: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  /** 303 to the manage page with a notice. */
  redirectDone: (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    what: string,
  ) => unknown;
}

/**
 * Site plans (issue 30, item 1; decision 311): the owner's no-script forms and JSON door by the
 * manage link, and the responder's logged read. No plan has a public address.
 */
export function registerSitePlanRoutes(
  instance: FastifyInstance,
  { deps, sendManagePage, sendLinkInvalid, redirectDone }: SitePlanRouteOptions,
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const plans = `${PROPERTY_PATHS.manage}/:token/site-plans`;
  const TokenParamsSchema = TokenPlanParamsSchema.pick({ token: true });

  // The owner's forms answer at the English address and its /es twin (issue 37 item 6).
  for (const path of bilingualPaths(plans))
    app.post(path, { schema: { params: TokenParamsSchema } }, async (request, reply) => {
      const { token } = request.params;
      const { row, room } = await prepareUpload(deps, request, reply, token);
      if (!row || !room) return sendLinkInvalid(request, reply);
      const upload = room.ok ? await readUpload(request, reply, room) : room;
      const added = upload.ok ? await addSitePlan(deps, row, upload.file) : upload;
      if (added.ok) return redirectDone(request, reply, token, 'plan-added');
      const errors = { [FILE_FIELD]: added.message };
      return sendManagePage(request, reply, token, row, errors, STATUS_OF[added.code]);
    });

  app.get(
    `${plans}/:planId`,
    { schema: { params: TokenPlanParamsSchema } },
    async (request, reply) => {
      const row = await findManagedProfile(deps, request.params.token);
      const bytes = row ? await openSitePlan(deps, row.id, request.params.planId) : undefined;
      if (!bytes) return sendLinkInvalid(request, reply);
      return sendPdf(reply, bytes);
    },
  );

  for (const path of bilingualPaths(`${plans}/:planId/delete`))
    app.post(path, { schema: { params: TokenPlanParamsSchema } }, async (request, reply) => {
      const { token, planId } = request.params;
      const row = await findManagedProfile(deps, token);
      if (!row || !(await deleteSitePlan(deps, row, planId))) {
        return sendLinkInvalid(request, reply);
      }
      return redirectDone(request, reply, token, 'plan-deleted');
    });

  // The owner's JSON door: the same checks, answered as 201 or a 4xx JSON error.
  app.post(
    PROPERTY_API_PATHS.ownerSitePlans,
    { schema: { params: TokenParamsSchema, response: { 201: SitePlanEntrySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { row, room } = await prepareUpload(deps, request, reply, request.params.token);
      if (!row || !room) throw new AppError('NOT_FOUND', 404);
      const upload = room.ok ? await readUpload(request, reply, room) : room;
      const added = upload.ok ? await addSitePlan(deps, row, upload.file) : upload;
      if (!added.ok) throw errorOf(added);
      return reply.code(201).send(added.value);
    },
  );
  app.delete(
    PROPERTY_API_PATHS.ownerSitePlan,
    { schema: { params: TokenPlanParamsSchema } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const row = await findManagedProfile(deps, request.params.token);
      if (!row || !(await deleteSitePlan(deps, row, request.params.planId))) {
        throw new AppError('NOT_FOUND', 404);
      }
      return reply.code(204).send();
    },
  );

  // A responder opens a plan with the same reason as a read; the read is logged for the owner.
  app.post(
    PROPERTY_API_PATHS.sitePlan,
    {
      onRequest: app.requirePermission('property:respond'),
      schema: { params: IdPlanParamsSchema, body: PropertyReadRequestSchema },
    },
    async (request, reply) => {
      const bytes = await readSitePlanFor(
        deps,
        request.params.id,
        request.params.planId,
        staffOf(request).username,
        request.body,
      );
      if (!bytes) throw new AppError('NOT_FOUND', 404);
      return sendPdf(reply, bytes);
    },
  );
}
