import { z } from 'zod';
import { DRIVER_OPTIONS, LIMITS, MIN_TOURISTS } from '../constants';
import { MESSAGES } from '../messages';
import { colomboToday, localDateTimeToEpochMs } from '../datetime';
import { ADMIN_TARGET_STATUSES, DRIVER_TARGET_STATUSES } from '../booking-status';
import { dateField, emailField, fromFormNumber, idField, isCleanText, notCleanText, optionalText, parseLanguages, requiredText, timeField } from './fields';

const B = MESSAGES.booking;

/** The fields of the booking form, shared by the page and POST /api/bookings. */
export const bookingFormFields = {
  name: requiredText(B.nameRequired, LIMITS.name, 'Name'),
  email: emailField(B.emailRequired, B.emailInvalid),
  phone: requiredText(B.phoneRequired, LIMITS.phone, 'Phone number'),
  pickupDate: dateField(B.pickupDateRequired, B.invalidDateTime),
  pickupTime: timeField(B.pickupTimeRequired, B.invalidDateTime),
  returnDate: dateField(B.returnDateRequired, B.invalidDateTime),
  returnTime: timeField(B.returnTimeRequired, B.invalidDateTime),
  pickupPoint: requiredText(B.pickupPointRequired, LIMITS.text, 'Pickup point'),
  returnPoint: requiredText(B.returnPointRequired, LIMITS.text, 'Return point'),
  numTourists: z.preprocess(
    fromFormNumber,
    z
      .number({ error: B.atLeastOneTourist })
      .int(B.atLeastOneTourist)
      .min(MIN_TOURISTS, B.atLeastOneTourist)
      .max(LIMITS.maxTourists, `At most ${LIMITS.maxTourists} tourists`),
  ),
  driverOption: z.enum(DRIVER_OPTIONS, { error: 'Driver option must be withDriver or selfDrive' }).default('withDriver'),
  specialRequests: optionalText(LIMITS.specialRequests, 'Special requests', { multiline: true }),
  /** Languages the tourist would like their driver to speak (optional; admins rank drivers by it). */
  preferredLanguages: z
    .preprocess(
      (v) => (v === undefined || v === null || v === '' ? [] : parseLanguages(v)),
      z
        .array(z.string({ error: 'Languages must be text' }).max(40, 'Each language must be at most 40 characters').refine((s) => isCleanText(s), notCleanText('Languages')), {
          error: 'Preferred languages must be a list',
        })
        .max(5, 'Choose at most 5 languages'),
    )
    .transform((list) => [...new Set(list)]),
};

type Times = { pickupDate: string; pickupTime: string; returnDate: string; returnTime: string };

/** Return must be strictly after pickup; reported on the return date. */
export function returnIsAfterPickup(b: Times): boolean {
  const start = localDateTimeToEpochMs(b.pickupDate, b.pickupTime);
  const end = localDateTimeToEpochMs(b.returnDate, b.returnTime);
  return start !== null && end !== null && end > start;
}

/** A trip cannot start on a day that is already over in Sri Lanka. */
export function pickupNotInPast(b: { pickupDate: string }, today = colomboToday()): boolean {
  return b.pickupDate >= today;
}

export const bookingFormSchema = z
  .object(bookingFormFields)
  .refine(returnIsAfterPickup, { message: B.returnAfterPickup, path: ['returnDate'] })
  .refine((b) => pickupNotInPast(b), { message: B.pickupInPast, path: ['pickupDate'] });
export type BookingFormInput = z.input<typeof bookingFormSchema>;
export type BookingForm = z.output<typeof bookingFormSchema>;

/**
 * POST /api/bookings. The server decides userId, vehicleBrand/vehicleModel, status and price;
 * those fields are accepted and ignored (totalPrice is checked when sent).
 */
export const createBookingSchema = z
  .object({
    vehicleId: z.uuid({ error: MESSAGES.api.vehicleNotFound }),
    ...bookingFormFields,
    totalPrice: z
      .preprocess(fromFormNumber, z.number({ error: 'Total price must be a number' }).min(0).max(1e9))
      .optional(),
  })
  .refine(returnIsAfterPickup, { message: B.returnAfterPickup, path: ['returnDate'] })
  .refine((b) => pickupNotInPast(b), { message: B.pickupInPast, path: ['pickupDate'] });
export type CreateBookingInput = z.input<typeof createBookingSchema>;
export type CreateBooking = z.output<typeof createBookingSchema>;

export const adminBookingUpdateSchema = z.object({
  status: z.enum(ADMIN_TARGET_STATUSES, { error: 'Status must be confirmed or cancelled' }),
  driverId: z.preprocess((v) => (v === '' ? null : v), idField.nullish()),
});
export type AdminBookingUpdate = z.output<typeof adminBookingUpdateSchema>;

export const driverStatusUpdateSchema = z.object({
  status: z.enum(DRIVER_TARGET_STATUSES, { error: 'Status must be picked_up, en_route or completed' }),
});
