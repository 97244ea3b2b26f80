import './zod-config';
import { z } from 'zod';
import { DEFAULT_DRIVER_OPTION, DRIVER_OPTIONS, LIMITS, MAX_PREFERRED_LANGUAGES, MIN_TOURISTS } from '../constants';
import { FIELD_NAMES as F, MESSAGES } from '../messages';
import { isValidTimeString, localDateTimeToEpochMs } from '../datetime';
import { isFlightNumber, normalizeFlightNumber } from '../flights';
import { DEFAULT_BOOKING_RULES, bookingRuleIssues, type BookingRules } from '../booking-rules';
import { ADMIN_TARGET_STATUSES, DRIVER_TARGET_STATUSES } from '../booking-status';
import { addOnChoicesField } from './add-ons';
import { itineraryInputSchema } from './itinerary';
import { isInSriLanka, parseMapLocation, roundedGeo, type GeoPoint } from '../pickup-places';
import { PICKUP_PLACES as P } from '../ui-messages/pickup-places';
import { UI_LANGUAGE_CODES } from '../i18n/locales';
import { dateField, emailField, fromFormNumber, idField, languageListField, optionalEmailField, optionalText, requiredText, timeField } from './fields';

const B = MESSAGES.booking;
const V = MESSAGES.validation;

/** A point on the map as the API answers it: WGS 84 degrees, five decimals. */
export const geoPointSchema = z.object({ lat: z.number(), lng: z.number() });

/** The longest map link read: any real one is far shorter. */
const MAX_MAP_TEXT = 2000;

/**
 * A pickup's or return's map point (issue 32, decision 116), optional: `{ lat, lng }` in Sri Lanka,
 * or the text the tourist pasted (a map link or "7.2906, 80.6337"), read by `parseMapLocation`.
 * Missing, null or blank: null. Anything else is refused in a sentence naming the field.
 */
function mapPointField(messages: { noCoordinates: string; outsideSriLanka: string }) {
  return z
    .union([z.null(), z.string().max(MAX_MAP_TEXT), geoPointSchema], { error: messages.noCoordinates })
    .transform((value, check): GeoPoint | null => {
      if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
      if (typeof value !== 'string') {
        if (isInSriLanka(value)) return roundedGeo(value);
        check.addIssue({ code: 'custom', message: messages.outsideSriLanka });
        return z.NEVER;
      }
      const read = parseMapLocation(value);
      if (read.ok) return read.point;
      check.addIssue({ code: 'custom', message: messages[read.problem] });
      return z.NEVER;
    })
    .optional()
    .describe('Optional: `{ lat, lng }` in Sri Lanka, or a pasted map link or "lat, lng"; answered as `{ lat, lng }` or null');
}

/** The fields of the booking form, shared by the page and POST /api/bookings. */
export const bookingFormFields = {
  name: requiredText(B.nameRequired, LIMITS.name, F.name),
  email: emailField(B.emailRequired, B.emailInvalid),
  phone: requiredText(B.phoneRequired, LIMITS.phone, F.phoneNumber),
  pickupDate: dateField(B.pickupDateRequired, B.invalidDateTime),
  pickupTime: timeField(B.pickupTimeRequired, B.invalidDateTime),
  returnDate: dateField(B.returnDateRequired, B.invalidDateTime),
  returnTime: timeField(B.returnTimeRequired, B.invalidDateTime),
  pickupPoint: requiredText(B.pickupPointRequired, LIMITS.text, F.pickupPoint),
  returnPoint: requiredText(B.returnPointRequired, LIMITS.text, F.returnPoint),
  pickupGeo: mapPointField({ noCoordinates: P.pickupNoCoordinates, outsideSriLanka: P.pickupOutsideSriLanka }),
  returnGeo: mapPointField({ noCoordinates: P.returnNoCoordinates, outsideSriLanka: P.returnOutsideSriLanka }),
  numTourists: z.preprocess(
    fromFormNumber,
    z
      .number({ error: B.atLeastOneTourist })
      .int(B.atLeastOneTourist)
      .min(MIN_TOURISTS, B.atLeastOneTourist)
      .max(LIMITS.maxTourists, V.touristsMax(LIMITS.maxTourists)),
  ),
  driverOption: z.enum(DRIVER_OPTIONS, { error: V.driverOption }).default(DEFAULT_DRIVER_OPTION),
  specialRequests: optionalText(LIMITS.specialRequests, F.specialRequests, { multiline: true, readers: 'staff' }),
  /** Languages the tourist would like their driver to speak (optional; admins rank drivers by it). */
  preferredLanguages: languageListField({
    max: MAX_PREFERRED_LANGUAGES,
    tooMany: MESSAGES.languages.tooManyPreferred(MAX_PREFERRED_LANGUAGES),
    notAList: MESSAGES.languages.preferredNotAList,
  }),
  /** Extras and how many of each (decision 086); none when missing. */
  addOns: addOnChoicesField,
  /**
   * The driver the tourist asks for (decision 102): one of GET /api/drivers, with a driver only;
   * staff see the wish first when they assign one. Optional: missing or '' asks for nobody.
   */
  preferredDriverId: z.preprocess((v) => (v === '' || v === null ? undefined : v), idField.optional()),
  /**
   * The flight the tourist arrives or leaves on (issue 32), optional: an IATA designator stored
   * without spaces (`UL 504` is `UL504`), its scheduled landing or take-off time on the pickup
   * date (Sri Lanka time), and the name the driver writes on his sign (the booker's when blank).
   * Blank or missing: null.
   */
  flightNumber: optionalText(LIMITS.flightNumberTyped, F.flightNumber)
    .transform(normalizeFlightNumber)
    .refine((s) => s === '' || isFlightNumber(s), B.flightNumberInvalid)
    .transform((s) => (s === '' ? null : s)),
  flightTime: optionalText(5, F.flightTime)
    .refine((s) => s === '' || isValidTimeString(s), B.flightTimeInvalid)
    .transform((s) => (s === '' ? null : s)),
  signName: optionalText(LIMITS.name, F.signName).transform((s) => (s === '' ? null : s)),
};

type Times = { pickupDate: string; pickupTime: string; returnDate: string; returnTime: string };

/** Return must be strictly after pickup; reported on the return date. */
export function returnIsAfterPickup(b: Times): boolean {
  const start = localDateTimeToEpochMs(b.pickupDate, b.pickupTime);
  const end = localDateTimeToEpochMs(b.returnDate, b.returnTime);
  return start !== null && end !== null && end > start;
}

/**
 * The booking form, held to the booking rules at the moment it is checked: no pickup in the past,
 * none beyond the horizon, no rental longer than allowed, no more tourists than the vehicle seats.
 * The server asks the same `bookingRuleIssues` again, with its own clock and configuration.
 */
export function bookingFormSchemaFor(ctx: { rules?: BookingRules; seats?: number; now?: () => number } = {}) {
  return z
    .object(bookingFormFields)
    .refine(returnIsAfterPickup, { message: B.returnAfterPickup, path: ['returnDate'] })
    .superRefine((b, check) => {
      const now = (ctx.now ?? Date.now)();
      for (const issue of bookingRuleIssues(b, { rules: ctx.rules ?? DEFAULT_BOOKING_RULES, now, seats: ctx.seats })) {
        check.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
      }
    });
}

export const bookingFormSchema = bookingFormSchemaFor();

/**
 * The booking form's shape without the rules of the moment: for a booking already checked (the
 * draft handed from the form to the confirmation page); the server checks the rules again.
 */
export const bookingFieldsSchema = z.object(bookingFormFields).refine(returnIsAfterPickup, { message: B.returnAfterPickup, path: ['returnDate'] });
export type BookingFormInput = z.input<typeof bookingFormSchema>;
export type BookingForm = z.output<typeof bookingFormSchema>;

/**
 * POST /api/bookings. The server decides userId, vehicleBrand/vehicleModel, status and price;
 * those fields are accepted and ignored (totalPrice is checked when sent). Rules that depend on
 * the clock, the configuration or the vehicle (bookingRuleIssues) are checked by the service.
 */
export const createBookingSchema = z
  .object({
    vehicleId: z.uuid({ error: MESSAGES.api.vehicleNotFound }),
    ...bookingFormFields,
    totalPrice: z
      .preprocess(fromFormNumber, z.number({ error: V.totalPriceNumber }).min(0).max(1e9))
      .optional(),
    /** A round trip's stops and nights (issue 31, decision 105); the booking keeps its route. */
    itinerary: itineraryInputSchema.optional(),
  })
  .refine(returnIsAfterPickup, { message: B.returnAfterPickup, path: ['returnDate'] });
export type CreateBookingInput = z.input<typeof createBookingSchema>;
export type CreateBooking = z.output<typeof createBookingSchema>;

/** Why staff make a change: optional when cancelling, required when correcting a status. */
export const reasonField = optionalText(LIMITS.reason, F.reason, { multiline: true });

export const adminBookingUpdateSchema = z.object({
  status: z.enum(ADMIN_TARGET_STATUSES, { error: V.adminStatus }),
  driverId: z.preprocess((v) => (v === '' ? null : v), idField.nullish()),
  /** With `cancelled`: shown to the tourist in the e-mail and in My Bookings. */
  reason: reasonField,
});

/** PUT /api/admin/bookings/:id/driver: another driver takes a confirmed trip. */
export const driverChangeSchema = z.object({
  driverId: idField,
  reason: reasonField,
});
export type DriverChange = z.output<typeof driverChangeSchema>;

/** A schedule change's new dates and times, and optionally another vehicle (the change and its quote). */
const scheduleFields = {
  pickupDate: bookingFormFields.pickupDate,
  pickupTime: bookingFormFields.pickupTime,
  returnDate: bookingFormFields.returnDate,
  returnTime: bookingFormFields.returnTime,
  vehicleId: z.preprocess((v) => (v === '' ? undefined : v), idField.optional()),
  /** A new route for a round trip (issue 31): re-planned, re-priced; left out, the booked route is kept. */
  itinerary: itineraryInputSchema.optional(),
};

/**
 * PUT /api/admin/bookings/:id/schedule: new dates and times, and optionally another vehicle or a
 * new route; a new route needs a reason (the tourist reads it in the e-mail and the history).
 */
export const scheduleChangeSchema = z
  .object({ ...scheduleFields, reason: reasonField })
  .refine(returnIsAfterPickup, { message: B.returnAfterPickup, path: ['returnDate'] })
  .refine((change) => !change.itinerary || Boolean(change.reason?.trim()), { message: MESSAGES.staff.reasonRequired, path: ['reason'] });
export type ScheduleChangeInput = z.input<typeof scheduleChangeSchema>;
export type ScheduleChange = z.output<typeof scheduleChangeSchema>;

/**
 * POST /api/admin/bookings/:id/schedule/quote: the same change without its reason, priced and
 * checked as the change would be, with nothing written (decision 091).
 */
export const scheduleQuoteRequestSchema = z.object(scheduleFields).refine(returnIsAfterPickup, { message: B.returnAfterPickup, path: ['returnDate'] });
export type ScheduleQuoteRequest = z.output<typeof scheduleQuoteRequestSchema>;

/** POST /api/admin/bookings/:id/correction: a status moved by mistake goes back one step. */
export const statusCorrectionSchema = z.object({
  reason: requiredText(MESSAGES.staff.reasonRequired, LIMITS.reason, F.reason, { multiline: true }),
});

/**
 * POST /api/admin/bookings: a booking taken by phone or WhatsApp for a customer, who is an
 * existing account (`customerId`) or a new one made from name, e-mail and phone. The e-mail may be
 * left out for a customer who has none (decision 083): they get no e-mails, staff tell them by
 * phone. `customerLanguage`, when given, becomes the account's language, the one its e-mails are
 * written in.
 */
export const staffBookingSchema = z
  .object({
    vehicleId: z.uuid({ error: MESSAGES.api.vehicleNotFound }),
    customerId: z.preprocess((v) => (v === '' ? undefined : v), idField.optional()),
    ...bookingFormFields,
    email: optionalEmailField(B.emailInvalid),
    customerLanguage: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.enum(UI_LANGUAGE_CODES, { error: V.uiLanguage(UI_LANGUAGE_CODES) }).optional(),
    ),
  })
  .refine(returnIsAfterPickup, { message: B.returnAfterPickup, path: ['returnDate'] });
export type StaffBookingInput = z.input<typeof staffBookingSchema>;
export type StaffBooking = z.output<typeof staffBookingSchema>;
export type AdminBookingUpdate = z.output<typeof adminBookingUpdateSchema>;

export const driverStatusUpdateSchema = z.object({
  status: z.enum(DRIVER_TARGET_STATUSES, { error: V.driverStatus }),
});
