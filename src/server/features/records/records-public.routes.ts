import { PageQuerySchema } from '#domain/pagination.ts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RecordsFormValues, RecordsPageView } from '#domain/records/records-pages.ts';
import {
  RECORDS_REQUEST_FIELD_LABELS,
  RECORDS_REQUEST_MACHINE,
} from '#domain/records/records-request.ts';
import { canMove } from '#domain/status-machine.ts';
import { translateEnglishMessages } from '#domain/i18n/translate-english.ts';
import type { SiteIntl } from '#domain/i18n/site-intl.ts';
import { bilingualPaths, localizedPathFor } from '#server/i18n/request-locale.ts';
import type { Result } from '#domain/errors.ts';
import { featurePageSender } from '#server/feature-pages.ts';
import { listStatusEvents } from '#server/status/status-transition.ts';
import * as repo from './records.repo.ts';
import {
  isRecordsFileAvailable,
  listRecordsFiles,
  readRecordsFileForRequester,
} from './records-files.service.ts';
import { answerClarification, readClarificationQuestion } from './records-work.service.ts';
import { RECORDS_PATHS, type RecordsDeps } from './records-core.service.ts';
import {
  appealRecordsRequest,
  canAppeal,
  describeDeadline,
  readClockOf,
  submitRecordsRequest,
  withdrawRecordsRequest,
} from './records-requester.service.ts';
import {
  FormBodySchema,
  PRIVATE_HEADERS,
  TokenParamsSchema,
  firstValues,
  seeOther,
} from '#server/html/form-posts.ts';
import type { RecordsPartRoutesOptions } from './records-http.ts';

/**
 * The requester's pages: the public form, the private status page with its forms, the files to
 * download, and the public log. Server-rendered; they work without JavaScript.
 */
export const recordsPublicRoutes: FastifyPluginAsync<RecordsPartRoutesOptions> = async (
  instance,
  options,
) => {
  const { deps, records } = options;
  const app = instance.withTypeProvider<ZodTypeProvider>();

  const { sendPage, sendNotFound: notFound } = featurePageSender<RecordsPageView>(options.pages, {
    titleId: 'recordsRequest.notFoundTitle',
    view: { kind: 'records-not-found' },
  });
  // "Error: " leads the title while a field of the form has a message.
  const formTitle = (request: FastifyRequest, errors: Record<string, string>) => {
    const { t } = request.intl;
    const title = t('recordsRequest.formTitle');
    return Object.keys(errors).some((name) => name in RECORDS_REQUEST_FIELD_LABELS)
      ? t('recordsRequest.errorTitle', { title })
      : title;
  };

  for (const path of bilingualPaths(RECORDS_PATHS.form)) {
    app.get(path, async (request, reply) =>
      sendPage(request, reply, formTitle(request, {}), {
        kind: 'records-form',
        values: {},
        errors: {},
      }),
    );

    app.post(path, { schema: { body: FormBodySchema } }, async (request, reply) => {
      const values = firstValues(request.body);
      const filed = await submitRecordsRequest(records, values, request.locale);
      if (filed.ok) {
        const statusPath = `${RECORDS_PATHS.status}/${filed.value.accessToken}`;
        return seeOther(
          reply,
          `${localizedPathFor(request, statusPath)}?filed=${filed.value.isMailed ? '1' : 'unmailed'}`,
        );
      }
      const errors = translateEnglishMessages(filed.fields ?? {}, request.intl);
      return sendPage(
        request,
        reply,
        formTitle(request, errors),
        { kind: 'records-form', values: values as RecordsFormValues, errors },
        { statusCode: 400, isNoIndex: true },
      );
    });
  }

  async function statusPage(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    extra: {
      isJustFiled?: boolean;
      /** Filed past the address's daily mail allowance: nothing was e-mailed (decision 290). */
      isUnmailed?: boolean;
      notice?: string;
      appealErrors?: Record<string, string>;
      clarificationErrors?: Record<string, string>;
      withdrawErrors?: Record<string, string>;
    } = {},
    statusCode = 200,
  ) {
    const found = await repo.findRecordsRequest(deps.db, { accessToken: token });
    if (!found) return notFound(request, reply);
    const clock = await readClockOf(records, found);
    const intl = request.intl;
    const timeline = await listStatusEvents(deps.db, RECORDS_REQUEST_MACHINE.subjectKind, found.id);
    return sendPage(
      request,
      reply,
      intl.t('recordsRequest.statusTitle', { requestNumber: found.requestNumber }),
      {
        kind: 'records-status',
        request: found,
        businessDaysLeft: clock.businessDaysLeft,
        timeline,
        isJustFiled: extra.isJustFiled ?? false,
        isUnmailed: extra.isUnmailed ?? false,
        deadline: describeDeadline(found, intl),
        canAppeal: await canAppeal(records, found),
        appealsOfficer: deps.env.RECORDS_APPEALS_OFFICER_NAME,
        ...(extra.notice ? { notice: extra.notice } : {}),
        appealErrors: translateEnglishMessages(extra.appealErrors ?? {}, intl),
        clarificationQuestion:
          found.status === 'awaiting_clarification'
            ? ((await readClarificationQuestion(records, found.id))?.message ?? '')
            : null,
        clarificationErrors: translateEnglishMessages(extra.clarificationErrors ?? {}, intl),
        canWithdraw: canMove(RECORDS_REQUEST_MACHINE, found.status, 'withdrawn'),
        withdrawErrors: translateEnglishMessages(extra.withdrawErrors ?? {}, intl),
        officerEmail: await records.officerEmail(),
        files: (await listRecordsFiles(records, found.id)).map((file) => ({
          href: `${RECORDS_PATHS.status}/${token}/files/${file.id}`,
          fileName: file.fileName,
          sizeBytes: Number(file.sizeBytes),
          expiresAt: file.expiresAt,
          isAvailable: isRecordsFileAvailable(file, deps.clock()),
        })),
      },
      { statusCode, headers: PRIVATE_HEADERS, isNoIndex: true },
    );
  }

  for (const path of bilingualPaths(`${RECORDS_PATHS.status}/:token`)) {
    app.get(
      path,
      {
        schema: {
          params: TokenParamsSchema,
          querystring: z.object({ filed: z.string().optional() }),
        },
      },
      async (request, reply) =>
        statusPage(request, reply, request.params.token, {
          isJustFiled: request.query.filed === '1' || request.query.filed === 'unmailed',
          isUnmailed: request.query.filed === 'unmailed',
        }),
    );
  }

  /**
   * The requester's forms on the status page (appeal, clarification, withdrawal): the answer is the status
   * page again, with a notice, the form's field errors (400), or why the request takes no such
   * answer now (409; 404 for an unknown link).
   */
  function statusPageForm(
    action: 'appeal' | 'clarify' | 'withdraw',
    run: (deps: RecordsDeps, token: string, body: unknown) => Promise<Result<unknown>>,
    wording: {
      done: (intl: SiteIntl) => string;
      refused:
        | 'recordsRequest.appealRefused'
        | 'recordsRequest.clarifyRefused'
        | 'recordsRequest.withdrawRefused';
    },
  ) {
    const errorsKey = (
      {
        appeal: 'appealErrors',
        clarify: 'clarificationErrors',
        withdraw: 'withdrawErrors',
      } as const
    )[action];
    for (const path of bilingualPaths(`${RECORDS_PATHS.status}/:token/${action}`)) {
      app.post(
        path,
        { schema: { params: TokenParamsSchema, body: FormBodySchema } },
        async (request, reply) => {
          const { token } = request.params;
          const intl = request.intl;
          const outcome = await run(records, token, firstValues(request.body));
          if (outcome.ok) return statusPage(request, reply, token, { notice: wording.done(intl) });
          if (outcome.code === 'VALIDATION_FAILED') {
            return statusPage(request, reply, token, { [errorsKey]: outcome.fields ?? {} }, 400);
          }
          return statusPage(
            request,
            reply,
            token,
            { notice: intl.t(wording.refused) },
            outcome.code === 'RECORDS_REQUEST_NOT_FOUND' ? 404 : 409,
          );
        },
      );
    }
  }
  statusPageForm('appeal', appealRecordsRequest, {
    done: ({ t }) =>
      t('recordsRequest.appealDone', { officer: deps.env.RECORDS_APPEALS_OFFICER_NAME }),
    refused: 'recordsRequest.appealRefused',
  });
  statusPageForm('clarify', answerClarification, {
    done: ({ t }) => t('recordsRequest.clarifyDone'),
    refused: 'recordsRequest.clarifyRefused',
  });
  statusPageForm(
    'withdraw',
    (recordsDeps, token, body) =>
      withdrawRecordsRequest({ ...recordsDeps, feeRequests: options.fees?.requests }, token, body),
    {
      done: ({ t }) => t('recordsRequest.withdrawDone'),
      refused: 'recordsRequest.withdrawRefused',
    },
  );

  for (const path of bilingualPaths(`${RECORDS_PATHS.status}/:token/files/:fileId`))
    app.get(
      path,
      {
        schema: {
          params: TokenParamsSchema.extend({ fileId: z.string().min(1).max(100) }),
        },
      },
      async (request, reply) => {
        const found = await readRecordsFileForRequester(
          records,
          request.params.token,
          request.params.fileId,
        );
        if (!found) return notFound(request, reply);
        if (!found.isAvailable) {
          return sendPage(
            request,
            reply,
            request.intl.t('recordsRequest.fileGoneTitle'),
            {
              kind: 'records-file-gone',
              statusHref: `${RECORDS_PATHS.status}/${request.params.token}`,
            },
            { statusCode: 410, headers: PRIVATE_HEADERS, isNoIndex: true },
          );
        }
        return reply
          .headers(PRIVATE_HEADERS)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', `attachment; filename="${found.fileName}"`)
          .type(found.contentType)
          .send(Buffer.from(found.bytes));
      },
    );

  app.get(RECORDS_PATHS.log, { schema: { querystring: PageQuerySchema } }, async (request, reply) =>
    sendPage(request, reply, 'Public records request log', {
      kind: 'records-log',
      ...(await repo.listPublicLog(deps.db, request.query.page)),
    }),
  );
};
