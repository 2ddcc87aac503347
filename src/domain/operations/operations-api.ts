import { z } from 'zod';

/** A paid application older than this without a permit is listed on the Operations page. */
export const PAID_NOT_ISSUED_AFTER_MS = 10 * 60_000;
/** A message failing for longer than this sends one alert e-mail to PERMITS_EMAIL. */
export const FAILING_MAIL_ALERT_AFTER_MS = 60 * 60_000;

export const OperationsEmailSchema = z.object({
  id: z.string(),
  template: z.string(),
  reference: z.string().nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string(),
});
export type OperationsEmail = z.infer<typeof OperationsEmailSchema>;

export const StuckApplicationSchema = z.object({
  id: z.string(),
  formType: z.string(),
  applicantName: z.string(),
  paidAt: z.string(),
});

export const JobRunSchema = z.object({
  job: z.string(),
  at: z.string(),
  outcome: z.enum(['ok', 'failed']),
  /** What the run answered (counts), or the error message. */
  detail: z.string(),
});
export type JobRun = z.infer<typeof JobRunSchema>;

/** GET /api/admin/operations: what an administrator checks when something seems wrong. */
export const OperationsResponseSchema = z.object({
  emails: z.array(OperationsEmailSchema),
  paidNotIssued: z.array(StuckApplicationSchema),
  /** Kept in this server process's memory: empty after a restart, per instance. */
  jobRuns: z.array(JobRunSchema),
  database: z.object({ kind: z.enum(['sqlite', 'postgres']), sizeBytes: z.number() }),
  version: z.string(),
});
export type OperationsResponse = z.infer<typeof OperationsResponseSchema>;

export const OperationsEmailParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** POST /api/admin/operations/emails/:id/retry: tried now; the answer says whether it went. */
export const RetryEmailResponseSchema = z.object({
  outcome: z.enum(['sent', 'failed', 'busy', 'still-sending']),
});

export const OPERATIONS_PATH = '/api/admin/operations';
export const retryEmailPath = (id: string) =>
  `${OPERATIONS_PATH}/emails/${encodeURIComponent(id)}/retry`;
