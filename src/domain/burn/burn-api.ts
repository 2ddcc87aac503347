import { z } from 'zod';
import { LOCALES } from '#domain/i18n/locale.ts';
import { PageInfoSchema } from '#domain/pagination.ts';
import { BURN_DAY_REASONS } from './burn-day.ts';
import { BURN_MATERIALS, BURN_PERMIT_MACHINE } from './burn-permit.ts';

/** The open-burning API (issue 19): paths and the shapes the back office reads. */
export const BURN_API = {
  publicStatus: '/api/burn/status',
  today: '/api/admin/burn/today',
  day: '/api/admin/burn/day',
  settings: '/api/admin/burn/settings',
  permits: '/api/admin/burn/permits',
  exportCsv: '/api/admin/burn/export.csv',
} as const;

export function burnPermitActionPath(id: string, action: 'approve' | 'decline' | 'revoke'): string {
  return `${BURN_API.permits}/${encodeURIComponent(id)}/${action}`;
}

export const BurnDayStatusSchema = z.object({
  day: z.string(),
  isBurningAllowed: z.boolean(),
  headline: z.string(),
  reason: z.string(),
  clearingIndex: z.number().nullable(),
  source: z.enum(['restriction', 'season', 'not-posted', 'staff']),
  /** The published or scheduled restriction forbidding burning, by name (decision 307). */
  restriction: z.string().optional(),
  validUntil: z.string(),
});

export const PostBurnDayBodySchema = z.object({
  day: z.string().max(10).optional(),
  isBurningAllowed: z.boolean(),
  reason: z.enum(BURN_DAY_REASONS).nullable().optional(),
  note: z.string().max(500).optional(),
  clearingIndex: z.number().int().min(0).max(9_999).nullable().optional(),
  /**
   * Staff saw the fire restrictions in force and post Burning allowed anyway (decision 337):
   * without it, Burning allowed over a live restriction is refused with 409 BURN_DAY_RESTRICTED.
   */
  confirmOverRestriction: z.boolean().optional(),
});
export type PostBurnDayBody = z.infer<typeof PostBurnDayBodySchema>;

export const TodaysBurnSchema = z.object({
  checkInId: z.string(),
  permitId: z.string(),
  permitNumber: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  applicantName: z.string(),
  phone: z.string(),
  street: z.string(),
  town: z.string(),
  material: z.enum(BURN_MATERIALS),
  materialDescription: z.string(),
  pileSize: z.string(),
  /** The state's burn registration number, when the district asks for it (decision 307). */
  stateRegistrationNumber: z.string().nullable(),
  mapUrl: z.string(),
});
export type TodaysBurn = z.infer<typeof TodaysBurnSchema>;

export const TodaysBurnsResponseSchema = z.object({
  status: BurnDayStatusSchema,
  burns: z.array(TodaysBurnSchema),
});
export type TodaysBurnsResponse = z.infer<typeof TodaysBurnsResponseSchema>;

export const BurnPermitListItemSchema = z.object({
  id: z.string(),
  permitNumber: z.string().nullable(),
  status: z.enum(BURN_PERMIT_MACHINE.statuses),
  applicantName: z.string(),
  phone: z.string(),
  email: z.string(),
  street: z.string(),
  town: z.string(),
  material: z.enum(BURN_MATERIALS),
  fromDay: z.string(),
  toDay: z.string(),
  createdAt: z.string(),
  revokeReason: z.string().nullable(),
  stateRegistrationNumber: z.string().nullable(),
  /** The language the holder applied in, and gets mail and the PDF in (decision 324). */
  language: z.enum(LOCALES),
});
export type BurnPermitListItem = z.infer<typeof BurnPermitListItemSchema>;
/** One page of permits with the total (issue 25: no silent cut-off). */
export const BurnPermitListSchema = PageInfoSchema.extend({
  permits: z.array(BurnPermitListItemSchema),
});
export type BurnPermitList = z.infer<typeof BurnPermitListSchema>;
export const BurnPermitActionBodySchema = z.object({
  reason: z.string().trim().min(1, 'Enter the reason.').max(500, 'Use at most 500 characters.'),
});
