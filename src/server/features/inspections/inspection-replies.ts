/** What every inspections route answers with: error statuses, private headers, booking results. */
import type { FastifyReply } from 'fastify';
import { ERROR_MESSAGES, type ErrorCode, type Result } from '#domain/errors.ts';
import type { FreeSlot } from '#domain/inspections/inspection-slots.ts';
import type { Booking } from '#domain/inspections/inspections-api.ts';
import { AppError } from '#server/app-error.ts';
import { PRIVATE_HEADERS } from '#server/html/form-posts.ts';

export const ERROR_STATUS: Partial<Record<ErrorCode, number>> = {
  NOT_FOUND: 404,
  INSPECTION_NOT_FOUND: 404,
  INSPECTION_CANCELLED: 409,
  CHANGED_MEANWHILE: 409,
  INSPECTION_NOT_NEEDED: 409,
  INSPECTION_ALREADY_BOOKED: 409,
  INSPECTION_NOT_CHANGEABLE: 409,
  INSPECTION_CHANGES_LIMITED: 429,
  SLOT_TAKEN: 409,
  SLOT_NOT_AVAILABLE: 409,
  REINSPECTION_FEE_DUE: 409,
  INSPECTION_NOT_SCHEDULED: 409,
  INSPECTION_RESULT_KEY_REUSED: 409,
  INSPECTION_PHOTO_NOT_IMAGE: 415,
  INSPECTION_PHOTO_TOO_LARGE: 413,
  INSPECTION_TOO_MANY_PHOTOS: 400,
};

/**
 * A lost race or a stale choice answers 409 with the next free times beside the usual error, so
 * the applicant chooses again at once; a change that lost to another change (a cancel, a move, a
 * second booking) answers 409 with the booking as it is now (decision 296).
 */
export function sendBookingResult(
  reply: FastifyReply,
  result: Result<Booking> & { nextSlots?: FreeSlot[]; booking?: Booking | null },
  okStatus: number,
) {
  reply.headers(PRIVATE_HEADERS);
  if (result.ok) return reply.code(okStatus).send({ booking: result.value });
  if (result.nextSlots || result.booking !== undefined) {
    return reply.code(ERROR_STATUS[result.code] ?? 409).send({
      error: { code: result.code, message: ERROR_MESSAGES[result.code] },
      ...(result.nextSlots ? { nextSlots: result.nextSlots } : {}),
      ...(result.booking !== undefined ? { booking: result.booking } : {}),
    });
  }
  throw new AppError(result.code, ERROR_STATUS[result.code] ?? 500, result.fields);
}
