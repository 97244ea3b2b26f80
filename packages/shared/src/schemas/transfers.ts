import './zod-config';
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { toCents } from '../money';
import { NO_SHOW_OUTCOMES, WAITING_DECISIONS, MAX_TRANSFER_BAGS, MAX_TRANSFER_FARE, MAX_TRANSFER_PASSENGERS, TRANSFER_CAPACITY, TRANSFER_DIRECTIONS, TRANSFER_VEHICLE_TYPES, transferFits, type TransferVehicleType } from '../transfers';
import { bookingFormFields } from './booking';
import { fromFormNumber, optionalText } from './fields';
import { TRANSFERS_API as M } from '../ui-messages/transfers';

const MIN_FARE = 1;

/** A fare in dollars: at most two decimals, from 1 to MAX_TRANSFER_FARE. */
function fareField(type: TransferVehicleType) {
  const message = () => M.fareRange(type, MIN_FARE, MAX_TRANSFER_FARE);
  return z
    .number({ error: message })
    .refine((n) => Number.isFinite(n) && n >= MIN_FARE && n <= MAX_TRANSFER_FARE && Math.abs(toCents(n) / 100 - n) < 1e-9, { error: message });
}

const faresObject = (field: (type: TransferVehicleType) => z.ZodType<number>) =>
  z.object(Object.fromEntries(TRANSFER_VEHICLE_TYPES.map((t) => [t, field(t)])) as Record<TransferVehicleType, z.ZodType<number>>, { error: M.faresRequired });

/** PUT /api/admin/transfers/:placeId: the fare of each vehicle type, in US dollars. */
export const transferFaresInputSchema = z.object({ fares: faresObject(fareField) }, { error: M.faresRequired });
export type TransferFaresInput = z.infer<typeof transferFaresInputSchema>;

const fares = faresObject(() => z.number().describe('US dollars'));

/** One destination of GET /api/transfers. */
export const transferDestinationSchema = z.object({
  placeId: z.string(),
  placeName: z.string().describe('In the asked language'),
  fares,
});
export type TransferDestination = z.infer<typeof transferDestinationSchema>;

/** One row of GET /api/admin/transfers: the fares in force, the seeded ones, and whether staff set them. */
export const adminTransferFareSchema = transferDestinationSchema.extend({
  km: z.number().describe('Road kilometres from the airport (the quickest road)'),
  minutes: z.number(),
  seeded: fares,
  setAt: z.string().nullable().describe('When staff last set this place\'s fares; null: the seeded fares'),
});
export type AdminTransferFare = z.infer<typeof adminTransferFareSchema>;

/** A whole number from `min` to `max`, or the message naming the field. */
function count(message: string, min: number, max: number) {
  return z.preprocess(fromFormNumber, z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }));
}

const B = bookingFormFields;

/** The longest hotel or address: with the place's name it stays within a pickup point's 200 characters. */
export const MAX_TRANSFER_HOTEL = 150;

/**
 * POST /api/bookings/transfer (issue 32, decision 111): an airport transfer. Arriving: from the
 * airport on the flight's landing (`time`) to the place's hotel; departing: from the hotel at
 * `time` to the airport. The place chooses the fare; the hotel or address is where the driver
 * goes. The server picks a free vehicle of the type, with a driver, and prices the fare.
 */
export const createTransferBookingSchema = z
  .object({
    direction: z.enum(TRANSFER_DIRECTIONS, { error: M.directionRequired }),
    placeId: z.string({ error: M.placeRequired }).trim().min(1, { error: M.placeRequired }).max(60, { error: M.placeRequired }),
    hotel: optionalText(MAX_TRANSFER_HOTEL, M.hotelField),
    date: B.pickupDate,
    time: B.pickupTime,
    flightNumber: B.flightNumber,
    flightTime: B.flightTime,
    signName: B.signName,
    passengers: count(M.passengersRange(MAX_TRANSFER_PASSENGERS), 1, MAX_TRANSFER_PASSENGERS),
    bags: count(M.bagsRange(MAX_TRANSFER_BAGS), 0, MAX_TRANSFER_BAGS),
    vehicleType: z.enum(TRANSFER_VEHICLE_TYPES, { error: M.vehicleTypeRequired }),
    name: B.name,
    email: B.email,
    phone: B.phone,
    specialRequests: B.specialRequests,
    totalPrice: z.preprocess(fromFormNumber, z.number({ error: MESSAGES.validation.totalPriceNumber }).min(0).max(1e9)).optional(),
  })
  .superRefine((t, check) => {
    if (!transferFits(t.vehicleType, t.passengers, t.bags)) {
      const c = TRANSFER_CAPACITY[t.vehicleType];
      check.addIssue({ code: 'custom', path: ['vehicleType'], message: M.doesNotFit(t.vehicleType, c.seats, c.bags) });
    }
    if (t.direction === 'arriving' && !t.flightNumber) check.addIssue({ code: 'custom', path: ['flightNumber'], message: M.flightRequired });
  });
export type CreateTransferBookingInput = z.input<typeof createTransferBookingSchema>;
export type CreateTransferBooking = z.output<typeof createTransferBookingSchema>;

/** What a booking keeps of its transfer (null on every other booking). */
export const bookingTransferSchema = z.object({
  direction: z.enum(TRANSFER_DIRECTIONS),
  placeId: z.string(),
  hotel: z.string().describe('Where the driver goes at the place: a hotel or an address; empty: the place itself'),
  passengers: z.number().int(),
  bags: z.number().int(),
  vehicleType: z.enum(TRANSFER_VEHICLE_TYPES),
  fare: z.number().describe('The fixed fare booked, US dollars'),
  freeWaitingMinutes: z.number().int().describe('Free waiting after the pickup time, as the policy said when booked'),
  atPickupPointAt: z.string().nullable().describe('When the driver said he was at the pickup point'),
  noShow: z
    .object({
      at: z.string(),
      note: z.string(),
      review: z.object({ outcome: z.enum(NO_SHOW_OUTCOMES), at: z.string() }).nullable().describe('Staff\'s finding; the booking is then cancelled, with no refund for a tourist who did not come, in full for a driver who never arrived'),
    })
    .nullable()
    .describe('The driver\'s "No show" and the office\'s review of it'),
  waiting: z
    .object({
      minutes: z.number().int().describe('Minutes waited: from the later of the pickup time and "At the pickup point" until "Picked up"'),
      hours: z.number().int().describe('Started hours beyond the free waiting'),
      unitAmount: z.number().describe('US dollars an hour, the booking\'s own policy'),
      status: z.enum(['proposed', ...WAITING_DECISIONS]).describe('Proposed at the pickup; charged (confirmed) or waived by staff'),
      decidedAt: z.string().nullable(),
    })
    .nullable()
    .describe('Waiting an arrival\'s pickup proposes as a charge; nothing is charged until staff confirm it'),
});
export type BookingTransfer = z.infer<typeof bookingTransferSchema>;

/** POST /api/drivers/bookings/:id/no-show: what the driver saw. */
export const noShowSchema = z.object({ note: optionalText(500, M.noShowNoteField, { multiline: true }) });

/** PATCH /api/admin/bookings/:id/transfer-waiting: charge the proposed waiting, or waive it. */
export const waitingDecisionSchema = z.object({ status: z.enum(WAITING_DECISIONS, { error: M.waitingDecisionRequired }) });

/** POST /api/admin/bookings/:id/no-show-review: staff's finding. */
export const noShowReviewSchema = z.object({ outcome: z.enum(NO_SHOW_OUTCOMES, { error: M.outcomeRequired }) });
