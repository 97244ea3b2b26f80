import './zod-config';
import { z } from 'zod';
import { LIMITS } from '../constants';
import { BOOKING_STATUSES } from '../booking-status';
import { MESSAGES } from '../messages';
import { PAGE_MESSAGES } from '../page-messages';
import { localDateTimeToEpochMs } from '../datetime';
import { dateField, optionalText, timeField } from './fields';

const O = PAGE_MESSAGES.outOfServiceApi;

/**
 * A vehicle out of service for a while (issue 30, decision 101): new bookings, searches and the
 * calendar treat the period like a booking; staff see why, tourists only that it is not available.
 */

/** Why a vehicle is out of service for a while; staff read it, tourists never do. */
export const OUT_OF_SERVICE_REASONS = ['maintenance', 'repair', 'registration', 'other'] as const;
export type OutOfServiceReason = (typeof OUT_OF_SERVICE_REASONS)[number];

/** The longest period at a time (a registration may take months; a typo of a year must not block years). */
export const OUT_OF_SERVICE_MAX_DAYS = 366;

/** The period's length in days, or NaN when a date or time cannot be read. */
function periodDays(p: { fromDate: string; fromTime: string; untilDate: string; untilTime: string }): number {
  const start = localDateTimeToEpochMs(p.fromDate, p.fromTime);
  const end = localDateTimeToEpochMs(p.untilDate, p.untilTime);
  return start === null || end === null ? Number.NaN : (end - start) / 86_400_000;
}

/** Until is strictly after from (both Sri Lanka wall-clock times, like a booking's pickup and return). */
export function untilIsAfterFrom(p: { fromDate: string; fromTime: string; untilDate: string; untilTime: string }): boolean {
  const start = localDateTimeToEpochMs(p.fromDate, p.fromTime);
  const end = localDateTimeToEpochMs(p.untilDate, p.untilTime);
  return start !== null && end !== null && end > start;
}

/**
 * POST /api/admin/vehicles/:id/out-of-service and PUT .../:periodId: from when until when the
 * vehicle is out of service (until: the moment it is back, like a booking's return), why, and a note.
 */
export const outOfServiceInputSchema = z
  .object({
    fromDate: dateField(O.fromDateRequired, MESSAGES.booking.invalidDateTime),
    fromTime: timeField(O.fromTimeRequired, MESSAGES.booking.invalidDateTime),
    untilDate: dateField(O.untilDateRequired, MESSAGES.booking.invalidDateTime),
    untilTime: timeField(O.untilTimeRequired, MESSAGES.booking.invalidDateTime),
    reason: z.enum(OUT_OF_SERVICE_REASONS, { error: O.reasonInvalid }),
    note: optionalText(LIMITS.reason, O.noteField, { multiline: true, readers: 'staff' }),
  })
  .refine(untilIsAfterFrom, { message: O.untilAfterFrom, path: ['untilDate'] })
  .refine((p) => !(periodDays(p) > OUT_OF_SERVICE_MAX_DAYS), { message: O.tooLong(OUT_OF_SERVICE_MAX_DAYS), path: ['untilDate'] });
export type OutOfServiceInput = z.input<typeof outOfServiceInputSchema>;
export type OutOfServiceWrite = z.output<typeof outOfServiceInputSchema>;

/** An active booking of the vehicle inside a period: for staff to move to another vehicle or other dates. */
export const bookingToMoveSchema = z.object({
  _id: z.string(),
  name: z.string(),
  status: z.enum(BOOKING_STATUSES),
  start: z.string().describe('Pickup, Sri Lanka time (ISO 8601 with +05:30)'),
  end: z.string().describe('Return, Sri Lanka time'),
});
export type BookingToMove = z.infer<typeof bookingToMoveSchema>;

/** A period as staff read it (never answered to tourists: the calendar shows them only as booked). */
export const outOfServiceSchema = z.object({
  _id: z.string(),
  vehicleId: z.string(),
  fromDate: z.string(),
  fromTime: z.string(),
  untilDate: z.string(),
  untilTime: z.string(),
  start: z.string().describe('From, Sri Lanka time (ISO 8601 with +05:30)'),
  end: z.string().describe('Until (the vehicle is back), Sri Lanka time'),
  reason: z.enum(OUT_OF_SERVICE_REASONS),
  note: z.string(),
  createdBy: z.string().nullable().describe('The name of the staff member who took the vehicle out of service'),
  createdAt: z.string(),
  bookingsToMove: z.array(bookingToMoveSchema).describe('Active bookings of the vehicle overlapping the period, by pickup: staff move them'),
});
export type OutOfService = z.infer<typeof outOfServiceSchema>;
