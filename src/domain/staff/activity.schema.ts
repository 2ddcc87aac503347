import { z } from 'zod';
import { isCalendarDate } from '#domain/calendar-date.ts';

export const ACTIVITY_PAGE_SIZE = 50;

const DaySchema = z
  .string()
  .refine(isCalendarDate, 'Enter a date as YYYY-MM-DD')
  .optional()
  .or(z.literal('').transform(() => undefined));

/** GET /api/admin/activity: filters and paging; days are America/Denver calendar days. */
export const ActivityQuerySchema = z
  .object({
    actor: z.string().trim().max(100).optional(),
    action: z.string().trim().max(100).optional(),
    from: DaySchema,
    to: DaySchema,
    page: z.coerce
      .number({ error: 'Enter a page number' })
      .int('Enter a page number')
      .min(1, 'Enter a page number')
      .max(100_000)
      .default(1),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The end date must be on or after the start date',
    path: ['to'],
  });
export type ActivityQuery = z.input<typeof ActivityQuerySchema>;

export const ActivityEntrySchema = z.object({
  id: z.string(),
  occurredAt: z.string(),
  actor: z.string(),
  action: z.string(),
  subject: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

export const ActivityPageSchema = z.object({
  entries: z.array(ActivityEntrySchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type ActivityPage = z.infer<typeof ActivityPageSchema>;

export const ACTIVITY_PATH = '/api/admin/activity';
