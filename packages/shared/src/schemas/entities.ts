import { catalogOf } from '../i18n/catalog';
import { UI_LANGUAGE_CODES } from '../i18n/locales';
import './zod-config';
import { z } from 'zod';
import { itineraryPlanSchema } from './itinerary';
import { bookingTransferSchema } from './transfers';
import { PAYMENT_KINDS, PAYMENT_METHODS, paymentSummarySchema, quoteLineSchema, quoteSchema } from './money';
import { DRIVER_OPTIONS, ROLES, TIMELINE_MAX_DAYS, VEHICLE_FEATURES, VEHICLE_TYPES } from '../constants';
import { FUEL_TYPES, GEARBOXES } from '../vehicle-facts';
import { PAYMENT_CURRENCIES } from '../money';
import { MESSAGES } from '../messages';
import { BOOKING_STATUSES } from '../booking-status';

const V = MESSAGES.validation;
import { isCleanText } from './fields';
import { ratingSchema } from './review';
import { OUT_OF_SERVICE_REASONS } from './out-of-service';
import { photoSchema } from './photo';
import { driverProfileFieldsSchema } from './driver';

/** Shapes the API answers with; the web app types its data from these. */
export const vehicleSchema = z.object({
  _id: z.string(),
  brand: z.string(),
  model: z.string(),
  type: z.enum(VEHICLE_TYPES),
  seatingCapacity: z.number(),
  features: z.array(z.enum(VEHICLE_FEATURES)),
  pricingDetails: z.object({ perDay: z.number(), perHour: z.number() }),
  image: z.string().describe("The vehicle's picture: its first photo once it has one, else the image set on the vehicle"),
  /** Photos the office uploaded, in order (decision 099). */
  photos: z.array(photoSchema),
  availabilityStatus: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Its published reviews (decision 094): the average to one decimal (null without any) and how many. */
  rating: ratingSchema,
  year: z.number().int().nullable().describe('Model year; null when not stated'),
  fuel: z.enum(FUEL_TYPES),
  transmission: z.enum(GEARBOXES).nullable().describe("Read from `features` ('Automatic' or 'Manual'); null when neither is listed"),
  luggage: z.number().int().describe('Large bags (suitcases) it takes'),
  airConditioning: z.boolean().describe("Read from `features` ('Air Conditioning')"),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

/** A vehicle as staff read it (`/api/admin/vehicles`): with its number plate, which no public answer carries. */
export const adminVehicleSchema = vehicleSchema.extend({
  plateNumber: z.string().nullable().describe('Staff only, e.g. "WP CAB-1234"; null when not recorded'),
});
export type AdminVehicle = z.infer<typeof adminVehicleSchema>;

export const userSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string().nullable().describe('null: an account staff made for a customer without e-mail; it cannot sign in and gets no e-mails'),
  role: z.enum(ROLES),
  phone: z.string(),
  createdAt: z.string(),
  licenseNumber: z.string().optional(),
  licenseExpiry: z.string().nullable().optional(),
  experienceYears: z.number().optional(),
  languages: z.array(z.string()).optional().describe('ISO 639-1 codes (see GET /api/drivers/languages for names)'),
  preferredLanguage: z
    .enum(UI_LANGUAGE_CODES)
    .nullable()
    .optional()
    .describe("The language the account's person chose for the site and its e-mails; null until they choose (the browser's language applies)"),
  country: z.string().nullable().optional().describe('ISO 3166-1 alpha-2 code the person gave (shown with their reviews); null: none given'),
  /** A driver's published reviews' stars for them (decision 097); drivers only. */
  rating: ratingSchema.optional(),
  /** A driver's profile for travellers and the licences staff verified (decision 102); drivers only. */
  ...driverProfileFieldsSchema,
});
export type User = z.infer<typeof userSchema>;

/**
 * An available driver; with a booking given, the preferred languages they speak and whether the
 * tourist asked for them (listed first).
 */
export const rankedDriverSchema = userSchema.extend({
  matchedLanguages: z.array(z.string()).optional(),
  requested: z.boolean().optional().describe('The tourist asked for this driver on the booking form (decision 102)'),
});
export type RankedDriver = z.infer<typeof rankedDriverSchema>;

export const bookingSchema = z.object({
  _id: z.string(),
  userId: z.object({
    _id: z.string(),
    username: z.string(),
    email: z.string().nullable().describe('null: the customer has no e-mail address and gets no e-mails about this booking; tell them by phone'),
    phone: z.string(),
  }),
  vehicleId: z.object({
    _id: z.string(),
    brand: z.string(),
    model: z.string(),
    type: z.enum(VEHICLE_TYPES),
    image: z.string(),
  }),
  driverId: z.object({ _id: z.string(), username: z.string(), phone: z.string(), languages: z.array(z.string()) }).nullable(),
  vehicleBrand: z.string(),
  vehicleModel: z.string(),
  name: z.string(),
  email: z.string().nullable().describe('The contact address given with the booking; null for a phone booking without one'),
  phone: z.string(),
  pickupDate: z.string(),
  pickupTime: z.string(),
  returnDate: z.string(),
  returnTime: z.string(),
  pickupPoint: z.string(),
  returnPoint: z.string(),
  pickupGeo: z.object({ lat: z.number(), lng: z.number() }).nullable().optional().describe('The pickup on the map the tourist gave (issue 32, decision 116); null: none, the point is found by its name'),
  returnGeo: z.object({ lat: z.number(), lng: z.number() }).nullable().optional().describe('The return on the map the tourist gave; null: none'),
  numTourists: z.number(),
  driverOption: z.enum(DRIVER_OPTIONS),
  specialRequests: z.string(),
  preferredLanguages: z.array(z.string()),
  preferredDriver: z
    .object({ _id: z.string(), firstName: z.string() })
    .nullable()
    .optional()
    .describe('The driver the tourist asked for on the booking form (decision 102); null: no wish'),
  flightNumber: z.string().nullable().optional().describe('The IATA flight number without spaces (`UL504`), issue 32; null: none given'),
  flightTime: z.string().nullable().optional().describe('Scheduled landing or take-off, HH:MM Sri Lanka time on the pickup date; null: none given'),
  signName: z.string().nullable().optional().describe("The name on the driver's sign when not the booker's; null: the booker's"),
  totalPrice: z.number(),
  /** The price as agreed when it was booked (issue 17): lines, deposit, balance, kilometres, refund tiers. */
  quote: quoteSchema.describe("The booking's own terms, kept from when it was made: a later policy change never changes them"),
  itinerary: itineraryPlanSchema.nullable().optional().describe('A round trip: its stops, nights and legs as booked (decision 105); null for a trip without one'),
  transfer: bookingTransferSchema.nullable().optional().describe('An airport transfer (decision 111); null for any other booking'),
  paymentSummary: paymentSummarySchema,
  odometer: z.object({ pickupKm: z.number().int().nullable(), returnKm: z.number().int().nullable() }).describe('Readings the driver recorded'),
  conditionReport: z.boolean().optional().describe('The vehicle was handed over with the form (decision 112): its condition report can be downloaded'),
  extras: z.array(quoteLineSchema).describe('Charges beyond the quote, settled at completion (extra kilometres)'),
  /** Both readings in, not yet completed: what completing would charge, and the balance then (issue 26). */
  projected: z
    .object({
      extras: z.array(quoteLineSchema).describe('The extras completing the trip would charge, from the readings so far'),
      balanceDue: z.number().describe('The balance due once those extras are charged'),
    })
    .nullable()
    .describe('For a trip under way with both odometer readings: the extras and balance completion would bring; null otherwise'),
  bookingStatus: z.enum(BOOKING_STATUSES),
  /** Why staff cancelled it, when they said (shown to the tourist). */
  cancelReason: z.string().nullable(),
  /** When a pending booking is cancelled unless its deposit is paid by then (decision 073); null when no deposit is asked. */
  depositDeadline: z.string().nullable().describe('A pending booking with an unpaid deposit is cancelled by the system at this instant'),
  /** When the system cancelled it because the deposit was not paid by the deadline. */
  expiredAt: z.string().nullable(),
  /** Back from PayHere, its notification not yet in: no new checkout until then (decision 080). */
  payhereAwaitingUntil: z
    .string()
    .nullable()
    .describe('A payment of this booking is being confirmed by PayHere (its booker came back from its page); no new checkout is offered before this instant unless the notification comes first'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const availabilityEventSchema = z.object({ start: z.string(), end: z.string(), title: z.literal('Booked') });
export type AvailabilityEvent = z.infer<typeof availabilityEventSchema>;

/** A language of the fixed list: its ISO 639-1 code and English name. */
export const languageSchema = z.object({ code: z.string(), name: z.string() });

/** The catalog sections whose sentences the API answers with (the rest are the web app's own). */
const API_SENTENCE_SECTIONS = ['api', 'validation', 'languages', 'booking', 'search', 'searchUi', 'contact', 'registration', 'login', 'account', 'staff', 'timeline', 'fields', 'money'];

/** Every code an error of the API can carry: the catalog keys of its sentences. */
export const API_ERROR_CODES = Object.keys(catalogOf(MESSAGES))
  .filter((key) => API_SENTENCE_SECTIONS.includes(key.split('.')[0]!))
  .sort();

const errorParamsSchema = z
  .record(z.string(), z.union([z.string(), z.number()]))
  .describe('The values the sentence names (`{ days: 90, lastDate: "2027-02-20" }`), for clients that show it in another language');

const errorCodeSchema = z
  .string()
  .describe(
    `The sentence's stable code: its key in the message catalog (packages/shared/src/messages.ts), the same in every language. Codes: ${API_ERROR_CODES.join(', ')}.`,
  );

/**
 * Every error: the English sentence for people (`error`, and `details` for form fields), and for
 * clients that speak other languages each sentence's stable `code` and `params`.
 */
export const errorSchema = z.object({
  error: z.string(),
  code: errorCodeSchema,
  params: errorParamsSchema.optional(),
  details: z.array(z.string()).optional(),
  detailCodes: z.array(z.object({ code: errorCodeSchema, params: errorParamsSchema.optional() })).optional().describe('The code of each of `details`, in the same order'),
});

/** GET /api/booking-rules. */
export const bookingRulesSchema = z.object({
  maxRentalDays: z.number().int().describe('Longest rental, in days (MAX_RENTAL_DAYS)'),
  bookingHorizonDays: z.number().int().describe('How many days ahead a pickup may be (BOOKING_HORIZON_DAYS)'),
});
export type ApiErrorBody = z.infer<typeof errorSchema>;

export const messageSchema = z.object({ message: z.string() });
export const loginResponseSchema = z.object({ user: userSchema, token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The trip as a schedule change saw it, before or after. */
const scheduleSnapshotSchema = z.object({
  pickupDate: z.string(),
  pickupTime: z.string(),
  returnDate: z.string(),
  returnTime: z.string(),
  vehicle: z.string(),
  totalPrice: z.number(),
  /** A round trip's stops then (issue 31); absent on a trip without a route, and on changes before routes were kept. */
  stops: z.array(z.object({ placeId: z.string(), nights: z.number() })).nullable().optional(),
});

/** The odometer readings as a correction saw them, before or after. */
const odometerSnapshotSchema = z.object({ pickupKm: z.number().nullable(), returnKm: z.number().nullable() });

export const BOOKING_EVENT_KINDS = ['status', 'driver', 'schedule', 'correction', 'odometer', 'expiry', 'payment'] as const;
export type BookingEventKind = (typeof BOOKING_EVENT_KINDS)[number];

export const bookingEventSchema = z.object({
  /**
   * status: a status moved; driver: another driver took the trip; schedule: dates or vehicle changed;
   * correction: staff moved a status back; odometer: staff corrected the readings;
   * expiry: the system cancelled it, the deposit unpaid at its deadline;
   * payment: a row of the payments ledger (a payment, a refund or a reversal), read from the ledger
   * and placed among the others by time; its statuses are the booking's status at that moment.
   */
  kind: z.enum(BOOKING_EVENT_KINDS),
  fromStatus: z.enum(BOOKING_STATUSES).nullable(),
  toStatus: z.enum(BOOKING_STATUSES),
  at: z.string(),
  actor: z.object({ _id: z.string(), username: z.string(), role: z.enum(ROLES) }).nullable(),
  driver: z.object({ _id: z.string(), username: z.string() }).nullable(),
  /** Why, when staff said. */
  reason: z.string().nullable(),
  /** A driver change: the driver before. */
  previousDriver: z.object({ _id: z.string(), username: z.string() }).nullable().optional(),
  /** A schedule change: the trip before and after. */
  schedule: z.object({ before: scheduleSnapshotSchema, after: scheduleSnapshotSchema }).nullable().optional(),
  /** An odometer correction: the readings before and after. */
  odometer: z.object({ before: odometerSnapshotSchema, after: odometerSnapshotSchema }).nullable().optional(),
  /** A ledger row: what kind, how, how much (as recorded and in US dollars), and whether it takes an earlier row back. */
  payment: z
    .object({
      kind: z.enum(PAYMENT_KINDS),
      method: z.enum(PAYMENT_METHODS),
      amount: z.number(),
      currency: z.enum(PAYMENT_CURRENCIES),
      amountUsd: z.number(),
      reversal: z.boolean(),
    })
    .nullable()
    .optional(),
});
export type BookingEvent = z.infer<typeof bookingEventSchema>;

/** A page of a long list: ask again with `cursor=nextCursor` until it is null. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable() });
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
/** List calls answer a plain array without `limit`, a page with it. */
export const listOf = <T extends z.ZodType>(item: T) => z.union([z.array(item), pageOf(item)]);

export const contactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const outboxMessageSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  bookingId: z.string().nullable(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(['pending', 'sent', 'logged', 'failed']),
  attempts: z.number(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const timelineQuerySchema = z
  .object({
    from: z.string({ error: V.required('from') }).regex(/^\d{4}-\d{2}-\d{2}$/, V.dayFormat('from')),
    to: z.string({ error: V.required('to') }).regex(/^\d{4}-\d{2}-\d{2}$/, V.dayFormat('to')),
    type: z.enum(VEHICLE_TYPES).optional().catch(undefined),
    q: z.string().trim().max(100).refine((s) => isCleanText(s)).optional().catch(undefined),
  })
  .refine((q) => q.from <= q.to, { message: V.notBefore('to', 'from'), path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= TIMELINE_MAX_DAYS, { message: MESSAGES.timeline.tooLong(TIMELINE_MAX_DAYS), path: ['to'] });

export const timelineSchema = z.object({
  vehicles: z.array(z.object({ _id: z.string(), brand: z.string(), model: z.string(), type: z.enum(VEHICLE_TYPES), image: z.string() })),
  bookings: z.array(
    z.object({
      _id: z.string(),
      vehicleId: z.string(),
      start: z.string(),
      end: z.string(),
      status: z.enum(BOOKING_STATUSES),
      name: z.string(),
      driverOption: z.enum(DRIVER_OPTIONS),
    }),
  ),
  /** Periods the vehicles are out of service (decision 101), with staff's reason. */
  outOfService: z.array(
    z.object({ _id: z.string(), vehicleId: z.string(), start: z.string(), end: z.string(), reason: z.enum(OUT_OF_SERVICE_REASONS), note: z.string() }),
  ),
});
export type Timeline = z.infer<typeof timelineSchema>;
