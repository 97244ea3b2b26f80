import './zod-config';
import { z } from 'zod';
import { LIMITS } from '../constants';
import { FIELD_NAMES as F, MESSAGES } from '../messages';
import { toCents, fromCents } from '../money';
import { optionalText, requiredText } from './fields';
import { bookingFormFields, returnIsAfterPickup } from './booking';

/**
 * A tourist's request for new dates for their own booking (decision 087): staff approve it (the
 * staff schedule change, re-priced the same way) or decline it with a reason; the tourist may
 * withdraw it while it is open.
 */
export const DATE_CHANGE_STATUSES = ['open', 'approved', 'declined', 'withdrawn', 'lapsed'] as const;
export type DateChangeStatus = (typeof DATE_CHANGE_STATUSES)[number];

/** POST /api/bookings/:id/date-changes: the new pickup and return, and a note for the team. */
export const dateChangeRequestSchema = z
  .object({
    pickupDate: bookingFormFields.pickupDate,
    pickupTime: bookingFormFields.pickupTime,
    returnDate: bookingFormFields.returnDate,
    returnTime: bookingFormFields.returnTime,
    note: optionalText(LIMITS.reason, F.reason, { multiline: true, readers: 'staff' }),
  })
  .refine(returnIsAfterPickup, { message: MESSAGES.booking.returnAfterPickup, path: ['returnDate'] });
export type DateChangeRequestInput = z.input<typeof dateChangeRequestSchema>;
export type DateChangeRequestBody = z.output<typeof dateChangeRequestSchema>;

/** POST /api/admin/date-changes/:id/decline: the reason the tourist reads. */
export const dateChangeDeclineSchema = z.object({
  reason: requiredText(MESSAGES.dateChange.reasonRequired, LIMITS.reason, F.reason, { multiline: true }),
});

const trip = { pickupDate: z.string(), pickupTime: z.string(), returnDate: z.string(), returnTime: z.string() };

export const dateChangeSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  status: z.enum(DATE_CHANGE_STATUSES),
  ...trip,
  note: z.string(),
  /** The booking's total when asked, and the new dates' quote then (the staff change's pricing). */
  previousTotal: z.number(),
  quotedTotal: z.number(),
  /** Whether the vehicle and the driver looked free when asked (approval checks again). */
  availableAtRequest: z.boolean(),
  declineReason: z.string().nullable(),
  /** The total the approval priced the booking at. */
  approvedTotal: z.number().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The booking as it is now, for staff's lists. */
  booking: z.object({
    name: z.string(),
    vehicle: z.string(),
    status: z.string(),
    totalPrice: z.number(),
    ...trip,
  }),
});
export type DateChange = z.infer<typeof dateChangeSchema>;

/** A new total against the old one, in whole cents: more, less or the same, and by how much. */
export function priceDifference(previous: number, next: number): { direction: 'more' | 'less' | 'same'; amount: number } {
  const cents = toCents(next) - toCents(previous);
  return { direction: cents > 0 ? 'more' : cents < 0 ? 'less' : 'same', amount: fromCents(Math.abs(cents)) };
}
