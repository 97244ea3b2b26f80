import { z } from 'zod';
import { DRIVER_OPTIONS, ROLES, VEHICLE_FEATURES, VEHICLE_TYPES } from '../constants';
import { BOOKING_STATUSES } from '../booking-status';

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
  driverId: z.object({ _id: z.string(), username: z.string(), phone: z.string() }).nullable(),
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
