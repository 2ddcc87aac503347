import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { MAX_RECORDS_FILE_BYTES } from '#domain/records/records-request.ts';
import {
  RECORDS_FILES_PURGE_JOB,
  purgeExpiredRecordsFiles,
  registerRecordsFilesTemplate,
} from './records-files.service.ts';
import { registerRecordsWorkTemplates, settleRecordsFee } from './records-work.service.ts';
import { type RecordsDeps } from './records-core.service.ts';
import {
  registerRecordsTemplates,
  registerRecordsWithdrawnTemplate,
} from './records-requester.service.ts';
import { registerRecordsOfficerTemplates, sendDueReminders } from './records-officer.service.ts';
import { closeUndecidedAppeals, registerRecordsAppealTemplate } from './records-appeals.service.ts';
import type { RecordsRoutesOptions } from './records-http.ts';
import { recordsPublicRoutes } from './records-public.routes.ts';
import { recordsStaffRoutes } from './records-staff.routes.ts';

export const RECORDS_REMINDER_JOB = 'records.reminders';
/** Decision 302: closes the appeals the chief administrative officer did not decide in time. */
export const RECORDS_APPEALS_JOB = 'records.appeals-deemed-denied';
const REMINDER_INTERVAL_MS = 15 * 60 * 1000;
const FILES_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Issue 20, public records requests: the public form and the requester's private status page.
 * Both are server-rendered and work without JavaScript.
 */
export const recordsRoutes: FastifyPluginAsync<RecordsRoutesOptions> = async (
  instance,
  options,
) => {
  const { deps } = options;
  const records: RecordsDeps = {
    db: deps.db,
    clock: deps.clock,
    env: deps.env,
    // Decision 302: staff's e-mail log for a request shows each message's subject and text.
    outbox: {
      ...deps.outbox,
      registerTemplate: (name, template) =>
        deps.outbox.registerTemplate(name, { ...template, isSentTextKept: true }),
    },
    districtName: async () => (await options.readDistrict()).name,
    officerEmail: async () => (await options.readDistrict()).recordsOfficer.email,
    feeRequests: options.fees?.requests,
  };
  registerRecordsTemplates(records);
  // A paid fee estimate lets the work go on (awaiting payment → in progress).
  // A payment for a request denied, withdrawn or waived meanwhile is refunded (decision 292).
  options.fees?.onPaid('records', (requestId, fee) => settleRecordsFee(records, requestId, fee));
  registerRecordsOfficerTemplates(records);
  registerRecordsAppealTemplate(records);
  registerRecordsWithdrawnTemplate(records);
  registerRecordsWorkTemplates(records);
  registerRecordsFilesTemplate(records);
  deps.jobs.register({
    name: RECORDS_FILES_PURGE_JOB,
    intervalMs: FILES_PURGE_INTERVAL_MS,
    run: async () => ({ purged: await purgeExpiredRecordsFiles(records) }),
  });
  deps.jobs.register({
    name: RECORDS_APPEALS_JOB,
    intervalMs: REMINDER_INTERVAL_MS,
    run: async () => ({ deemedDenied: await closeUndecidedAppeals(records) }),
  });
  deps.jobs.register({
    name: RECORDS_REMINDER_JOB,
    intervalMs: REMINDER_INTERVAL_MS,
    run: async () => ({ reminded: await sendDueReminders(records) }),
  });
  await instance.register(fastifyFormbody, { bodyLimit: 32_768 });
  // One responsive record per upload, with the documents library's limits.
  await instance.register(fastifyMultipart, {
    limits: { fileSize: MAX_RECORDS_FILE_BYTES, files: 1, fields: 5, fieldSize: 1_000, parts: 6 },
  });
  await instance.register(recordsPublicRoutes, { ...options, records });
  await instance.register(recordsStaffRoutes, { ...options, records });
};
