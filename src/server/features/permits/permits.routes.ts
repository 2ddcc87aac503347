import type { Locale } from '#domain/i18n/locale.ts';
import { PermitLanguageSchema } from '#domain/permits/permits-api.ts';
import fastifyMultipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { ERROR_MESSAGES, type ErrorCode } from '#domain/errors.ts';
import {
  CommercialClearanceSchema,
  MAX_PLOT_PLAN_BYTES,
  PERMIT_FORM_TYPES,
  PLOT_PLAN_REQUIRED_MESSAGE,
  PropaneApplicationSchema,
  ResidentialClearanceSchema,
  SprinklerApplicationSchema,
} from '#domain/permits/permit-application.schema.ts';
import {
  AdminPermitsListSchema,
  AdminPermitsQuerySchema,
  AmountSchema,
  CompletePermitBodySchema,
  CompletionAnswerSchema,
  CreatedApplicationSchema,
  PERMIT_FORM_PATHS,
  PermitsConfigSchema,
  AdminApplicationDetailSchema,
  ReconciliationQuerySchema,
  ReconciliationSchema,
  RefundAnswerSchema,
  RefundBodySchema,
  ResendEmailAnswerSchema,
  VoidBodySchema,
  createPermitBodySchema,
} from '#domain/permits/permits-api.ts';
import { AppError } from '#server/app-error.ts';
import { inspectPdf } from '#server/adapters/pdf-inspection.ts';
import { stripeWebhookSecrets } from '#server/adapters/payment-gateways.ts';
import { verifyStripeWebhook } from '#server/adapters/stripe-payment-gateway.ts';
import { NUL_CHARACTER_MESSAGE, findNulCharacter } from '#server/plugins/nul-guard.ts';
import { applyForPermit, getPermitsConfig, type PlotPlanUpload } from './apply.service.ts';
import {
  completeByPaymentIntent,
  handlePaymentCanceled,
  handlePaymentSucceeded,
} from './complete.service.ts';
import { registerPermitEmailTemplates, resendPermitEmail } from './notify.service.ts';
import { registerPermitJobs } from './permit-jobs.ts';
import {
  PERMIT_ERROR_STATUS,
  createPermitsContext,
  type PermitsRoutesOptions,
} from './permits.deps.ts';
import { handleChargeRefunded, refundApplication } from './refund.service.ts';
import {
  buildReconciliation,
  readApplicationForStaff,
  readPermitPdf,
  readPlotPlan,
  reconciliationCsv,
  searchApplicationsForStaff,
  voidPermit,
} from './staff.service.ts';
import { staffOf } from '#server/plugins/auth.ts';
import type { ActivityActor } from '#server/activity/activity-log.ts';
import type { FastifyRequest } from 'fastify';

/** The staff account behind a request, as the activity log names it. */
function activityActorOf(request: FastifyRequest): ActivityActor {
  const { userId, username } = staffOf(request);
  return { userId, username };
}

/** Upload types the plot plan may have, detected from the bytes, never from the name. */
const PLOT_PLAN_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};
const MAX_MULTIPART_FIELDS = 40;
const MAX_FIELD_BYTES = 10_000;

const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });
const PdfTokenParamsSchema = z.object({ token: z.string().min(1).max(100) });

function toAppError(code: ErrorCode, fields?: Record<string, string>): AppError {
  return new AppError(code, PERMIT_ERROR_STATUS[code] ?? 500, fields);
}

/**
 * Opens a PDF plot plan off the main thread (a "PDF bomb" must not stall the server) and refuses
 * one with JavaScript or embedded files: staff open plot plans from the back office (decision 120).
 */
async function refuseUnsafePdf(bytes: Buffer): Promise<void> {
  const inspected = await inspectPdf(bytes);
  if (!inspected.ok && inspected.reason === 'too-complex')
    throw new AppError('PDF_TOO_COMPLEX', 422, { plotPlan: ERROR_MESSAGES.PDF_TOO_COMPLEX });
  if (!inspected.ok)
    throw new AppError('INVALID_UPLOAD', 400, { plotPlan: ERROR_MESSAGES.INVALID_UPLOAD });
  if (inspected.facts.hasActiveContent)
    throw new AppError('UNSAFE_PDF', 400, { plotPlan: ERROR_MESSAGES.UNSAFE_PDF });
}

async function readPropaneMultipart(
  parts: AsyncIterableIterator<Multipart>,
): Promise<{ fields: Record<string, string>; plotPlan: PlotPlanUpload | undefined }> {
  const fields: Record<string, string> = {};
  let plotPlan: PlotPlanUpload | undefined;
  for await (const part of parts) {
    if (part.type === 'field') {
      const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      if (findNulCharacter(value) !== undefined) {
        const key = part.fieldname === 'amount' ? 'amount' : `formData.${part.fieldname}`;
        throw new AppError('VALIDATION_FAILED', 400, { [key]: NUL_CHARACTER_MESSAGE });
      }
      fields[part.fieldname] = value;
      continue;
    }
    if (part.fieldname !== 'plotPlan' || plotPlan) {
      await part.toBuffer().catch(() => undefined);
      continue;
    }
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch {
      throw new AppError('INVALID_UPLOAD', 400, { plotPlan: ERROR_MESSAGES.INVALID_UPLOAD });
    }
    if (bytes.length === 0) continue;
    const detected = await fileTypeFromBuffer(bytes);
    const extension = detected ? PLOT_PLAN_TYPES[detected.mime] : undefined;
    if (!detected || !extension)
      throw new AppError('INVALID_UPLOAD', 400, { plotPlan: ERROR_MESSAGES.INVALID_UPLOAD });
    if (detected.mime === 'application/pdf') await refuseUnsafePdf(bytes);
    plotPlan = {
      bytes,
      mimeType: detected.mime,
      extension,
      originalName: part.filename || `plot-plan.${extension}`,
    };
  }
  return { fields, plotPlan };
}

function zodFields(error: z.ZodError, prefix: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = [prefix, ...issue.path.map(String)].join('.');
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Permit applications and payments (spec §7, docs/permits-api.md): create → the browser confirms
 * the card → complete, which asks the gateway and issues the permit once.
 */
export const permitsRoutes: FastifyPluginAsync<PermitsRoutesOptions> = async (
  instance,
  { deps, readDistrict, onOtherPaymentSucceeded },
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const context = createPermitsContext(deps, readDistrict, instance.log);
  registerPermitEmailTemplates(context);
  registerPermitJobs(deps.jobs, context, deps.env.SWEEP_INTERVAL_MS);

  await instance.register(fastifyMultipart, {
    limits: {
      fileSize: MAX_PLOT_PLAN_BYTES,
      files: 1,
      fields: MAX_MULTIPART_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      parts: MAX_MULTIPART_FIELDS + 1,
    },
  });

  app.get(
    '/permits/config',
    { schema: { response: { 200: PermitsConfigSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return getPermitsConfig(context);
    },
  );

  const jsonForms = [
    ['residential', ResidentialClearanceSchema],
    ['commercial', CommercialClearanceSchema],
    ['sprinkler', SprinklerApplicationSchema],
  ] as const;
  for (const [formType, schema] of jsonForms) {
    app.post(
      `/${PERMIT_FORM_PATHS[formType]}`,
      {
        schema: {
          body: createPermitBodySchema(schema),
          response: { 200: CreatedApplicationSchema },
        },
      },
      async (request) => {
        const body = request.body as {
          amount: number;
          formData: Record<string, unknown>;
          language?: Locale;
        };
        const created = await applyForPermit(context, formType, {
          amount: body.amount,
          formData: body.formData,
          language: body.language ?? 'en',
        });
        if (!created.ok) throw toAppError(created.code, created.fields);
        return created.value;
      },
    );
  }

  app.post(
    '/propane',
    {
      bodyLimit: MAX_PLOT_PLAN_BYTES + 1024 * 1024,
      schema: { response: { 200: CreatedApplicationSchema } },
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new AppError(
          'VALIDATION_FAILED',
          400,
          undefined,
          'Send the propane form as multipart/form-data.',
        );
      }
      const { fields, plotPlan } = await readPropaneMultipart(request.parts()).catch(
        (error: unknown) => {
          if (error instanceof AppError) throw error;
          // A cut-off or malformed multipart body, too many fields or parts: the sender's fault.
          request.log.info({ err: error }, 'unreadable propane upload');
          throw new AppError(
            'VALIDATION_FAILED',
            400,
            undefined,
            'The form could not be read. Please submit it again.',
          );
        },
      );
      const { amount, timestamp: _timestamp, language, ...formFields } = fields;
      const problems: Record<string, string> = {};
      const parsedLanguage = PermitLanguageSchema.optional().safeParse(language);
      if (!parsedLanguage.success) problems.language = 'Send the language as en or es';
      const parsedAmount = AmountSchema.safeParse(amount);
      if (!parsedAmount.success)
        problems.amount = parsedAmount.error.issues[0]?.message ?? 'Send the amount in cents';
      const parsedForm = PropaneApplicationSchema.safeParse(formFields);
      if (!parsedForm.success) Object.assign(problems, zodFields(parsedForm.error, 'formData'));
      if (!plotPlan) problems['formData.plotPlan'] = PLOT_PLAN_REQUIRED_MESSAGE;
      if (!parsedAmount.success || !parsedForm.success || !plotPlan || !parsedLanguage.success)
        throw new AppError('VALIDATION_FAILED', 400, problems);
      const created = await applyForPermit(context, 'propane', {
        amount: parsedAmount.data,
        formData: parsedForm.data as Record<string, unknown>,
        plotPlan,
        clientAddress: request.ip,
        language: parsedLanguage.data ?? 'en',
      });
      if (!created.ok) throw toAppError(created.code, created.fields);
      return created.value;
    },
  );

  for (const formType of PERMIT_FORM_TYPES) {
    app.post(
      `/${PERMIT_FORM_PATHS[formType]}/complete`,
      {
        schema: { body: CompletePermitBodySchema, response: { 200: CompletionAnswerSchema } },
      },
      async (request) => {
        const completed = await completeByPaymentIntent(
          context,
          formType,
          request.body.paymentIntentId,
          request.body.clientSecret,
        );
        if (!completed.ok) throw toAppError(completed.code);
        return completed.value;
      },
    );
  }

  app.get(
    '/permits/pdf/:token',
    { schema: { params: PdfTokenParamsSchema } },
    async (request, reply) => {
      const found = await readPermitPdf(context, { pdfToken: request.params.token });
      if (!found.ok && found.code === 'PERMIT_VOID') throw toAppError('PERMIT_VOID');
      if (!found.ok) throw new AppError('NOT_FOUND', 404);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${found.value.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(found.value.pdf));
    },
  );

  await instance.register(async (webhookScope: FastifyInstance) => {
    // The signature covers the exact bytes Stripe sent, so this route keeps the raw body.
    webhookScope.removeContentTypeParser(['application/json']);
    webhookScope.addContentTypeParser(
      ['application/json'],
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    webhookScope.post('/payments/webhook', async (request, reply) => {
      const secrets = stripeWebhookSecrets(deps.env);
      const signature = request.headers['stripe-signature'];
      const rawBody = Buffer.isBuffer(request.body) ? request.body : undefined;
      const event =
        rawBody && secrets.length > 0
          ? verifyStripeWebhook(
              rawBody,
              typeof signature === 'string' ? signature : undefined,
              secrets,
            )
          : undefined;
      if (!event)
        throw new AppError(
          'VALIDATION_FAILED',
          400,
          undefined,
          'The webhook signature is not valid.',
        );
      const object = event.data.object as { id?: unknown; object?: unknown };
      const paymentIntentId =
        object.object === 'payment_intent' && typeof object.id === 'string' ? object.id : undefined;
      if (paymentIntentId && event.type === 'payment_intent.succeeded') {
        const handled = await handlePaymentSucceeded(context, paymentIntentId);
        // Stripe retries a non-2xx answer later, which is what an outage needs.
        if (!handled.ok) throw toAppError(handled.code);
        if (handled.value === 'ignored' && onOtherPaymentSucceeded) {
          const other = await onOtherPaymentSucceeded(paymentIntentId);
          if (!other.ok) throw toAppError(other.code);
        }
      } else if (paymentIntentId && event.type === 'payment_intent.canceled') {
        await handlePaymentCanceled(context, paymentIntentId);
      } else if (event.type === 'charge.refunded') {
        // A refund made in the processor's dashboard: the charge says how much is refunded.
        const charge = event.data.object as {
          object?: unknown;
          payment_intent?: unknown;
          amount_refunded?: unknown;
        };
        if (
          charge.object === 'charge' &&
          typeof charge.payment_intent === 'string' &&
          typeof charge.amount_refunded === 'number'
        ) {
          await handleChargeRefunded(context, {
            eventId: event.id,
            paymentIntentId: charge.payment_intent,
            amountRefundedCents: charge.amount_refunded,
          });
        }
      }
      return reply.send({ received: true });
    });
  });

  app.get(
    '/admin/permits',
    {
      onRequest: app.requirePermission('permits:read'),
      schema: { querystring: AdminPermitsQuerySchema, response: { 200: AdminPermitsListSchema } },
    },
    async (request) => searchApplicationsForStaff(context, request.query),
  );

  app.get(
    '/admin/permits/:id/pdf',
    { onRequest: app.requirePermission('permits:read'), schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const found = await readPermitPdf(context, { id: request.params.id });
      if (!found.ok) throw toAppError(found.code);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${found.value.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(found.value.pdf));
    },
  );

  app.get(
    '/admin/permits/reconciliation',
    {
      onRequest: app.requirePermission('permits:reconcile'),
      schema: { querystring: ReconciliationQuerySchema, response: { 200: ReconciliationSchema } },
    },
    async (request) => buildReconciliation(context, request.query),
  );

  app.get(
    '/admin/permits/reconciliation.csv',
    {
      onRequest: app.requirePermission('permits:reconcile'),
      schema: { querystring: ReconciliationQuerySchema },
    },
    async (request, reply) => {
      const report = await buildReconciliation(context, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="permit-payments-${request.query.from}-to-${request.query.to}.csv"`,
        )
        .header('cache-control', 'private, no-store')
        .send(reconciliationCsv(report));
    },
  );

  app.get(
    '/admin/permits/:id',
    {
      onRequest: app.requirePermission('permits:read'),
      schema: { params: IdParamsSchema, response: { 200: AdminApplicationDetailSchema } },
    },
    async (request) => {
      const found = await readApplicationForStaff(context, request.params.id);
      if (!found.ok) throw toAppError(found.code);
      return found.value;
    },
  );

  app.post(
    '/admin/permits/:id/refund',
    {
      onRequest: app.requirePermission('permits:refund'),
      schema: {
        params: IdParamsSchema,
        body: RefundBodySchema,
        response: { 200: RefundAnswerSchema },
      },
    },
    async (request) => {
      const refunded = await refundApplication(context, {
        applicationId: request.params.id,
        amountCents: request.body.amountCents,
        reason: request.body.reason,
        requestKey: request.body.requestKey,
        actor: `staff:${staffOf(request).username}`,
        staff: activityActorOf(request),
      });
      if (!refunded.ok) throw toAppError(refunded.code, refunded.fields);
      return refunded.value;
    },
  );

  app.post(
    '/admin/permits/:id/void',
    {
      onRequest: app.requirePermission('permits:void'),
      schema: { params: IdParamsSchema, body: VoidBodySchema },
    },
    async (request) => {
      const voided = await voidPermit(context, {
        applicationId: request.params.id,
        reason: request.body.reason,
        actor: `staff:${staffOf(request).username}`,
        staff: activityActorOf(request),
      });
      if (!voided.ok) throw toAppError(voided.code);
      return voided.value;
    },
  );

  app.get(
    '/admin/permits/:id/plot-plan',
    { onRequest: app.requirePermission('permits:read'), schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const found = await readPlotPlan(context, request.params.id);
      if (!found.ok) throw toAppError(found.code);
      return reply
        .type(found.value.mimeType)
        .header('content-disposition', `inline; filename="${found.value.filename}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(found.value.bytes);
    },
  );

  app.post(
    '/admin/permits/:id/resend-email',
    {
      onRequest: app.requirePermission('permits:resend'),
      schema: { params: IdParamsSchema, response: { 200: ResendEmailAnswerSchema } },
    },
    async (request) => {
      const resent = await resendPermitEmail(
        context,
        request.params.id,
        `staff:${staffOf(request).username}`,
        activityActorOf(request),
      );
      if (!resent.ok) throw toAppError(resent.code);
      return resent.value;
    },
  );
};
