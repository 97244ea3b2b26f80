import { z } from 'zod';
import { DRIVER_OPTIONS, ROLES, VEHICLE_FEATURES, VEHICLE_TYPES } from '../constants';
import { BOOKING_STATUSES } from '../booking-status';
import { isCleanText } from './fields';

/** Shapes the API answers with; the web app types its data from these. */
export const vehicleSchema = z.object({
  _id: z.string(),
  brand: z.string(),
  model: z.string(),
  type: z.enum(VEHICLE_TYPES),
  seatingCapacity: z.number(),
  features: z.array(z.enum(VEHICLE_FEATURES)),
  pricingDetails: z.object({ perDay: z.number(), perHour: z.number() }),
  image: z.string(),
  availabilityStatus: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const userSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  phone: z.string(),
  createdAt: z.string(),
  licenseNumber: z.string().optional(),
  licenseExpiry: z.string().nullable().optional(),
  experienceYears: z.number().optional(),
  languages: z.array(z.string()).optional(),
});
export type User = z.infer<typeof userSchema>;

/** An available driver; with a booking given, the preferred languages they speak. */
export const rankedDriverSchema = userSchema.extend({ matchedLanguages: z.array(z.string()).optional() });
export type RankedDriver = z.infer<typeof rankedDriverSchema>;

export const bookingSchema = z.object({
  _id: z.string(),
  userId: z.object({ _id: z.string(), username: z.string(), email: z.string(), phone: z.string() }),
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
  email: z.string(),
  phone: z.string(),
  pickupDate: z.string(),
  pickupTime: z.string(),
  returnDate: z.string(),
  returnTime: z.string(),
  pickupPoint: z.string(),
  returnPoint: z.string(),
  numTourists: z.number(),
  driverOption: z.enum(DRIVER_OPTIONS),
  specialRequests: z.string(),
  preferredLanguages: z.array(z.string()),
  totalPrice: z.number(),
  bookingStatus: z.enum(BOOKING_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const availabilityEventSchema = z.object({ start: z.string(), end: z.string(), title: z.literal('Booked') });
export type AvailabilityEvent = z.infer<typeof availabilityEventSchema>;

export const errorSchema = z.object({ error: z.string(), details: z.array(z.string()).optional() });
export type ApiErrorBody = z.infer<typeof errorSchema>;

export const messageSchema = z.object({ message: z.string() });
export const loginResponseSchema = z.object({ user: userSchema, token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const bookingEventSchema = z.object({
  fromStatus: z.enum(BOOKING_STATUSES).nullable(),
  toStatus: z.enum(BOOKING_STATUSES),
  at: z.string(),
  actor: z.object({ _id: z.string(), username: z.string(), role: z.enum(ROLES) }).nullable(),
  driver: z.object({ _id: z.string(), username: z.string() }).nullable(),
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
    from: z.string({ error: 'from is required' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'from must be YYYY-MM-DD'),
    to: z.string({ error: 'to is required' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'to must be YYYY-MM-DD'),
    type: z.enum(VEHICLE_TYPES).optional().catch(undefined),
    q: z.string().trim().max(100).refine((s) => isCleanText(s)).optional().catch(undefined),
  })
  .refine((q) => q.from <= q.to, { message: 'to must not be before from', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 92, { message: 'A timeline shows at most 92 days', path: ['to'] });

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
});
export type Timeline = z.infer<typeof timelineSchema>;
