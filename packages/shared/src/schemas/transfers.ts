import { z } from 'zod';
import { toCents } from '../money';
import { MAX_TRANSFER_FARE, TRANSFER_VEHICLE_TYPES, type TransferVehicleType } from '../transfers';
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
