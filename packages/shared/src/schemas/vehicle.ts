import { z } from 'zod';
import { LIMITS, VEHICLE_FEATURES, VEHICLE_TYPES } from '../constants';
import { FIELD_NAMES, MESSAGES } from '../messages';
import { isVehicleImageUrl } from '../urls';
import { fromFormNumber, isCleanText, notCleanText, requiredText } from './fields';

const V = MESSAGES.vehicleForm;
const M = MESSAGES.validation;

const price = z.preprocess(
  fromFormNumber,
  z
    .number({ error: V.priceRequired })
    .min(0, V.priceMin)
    .max(LIMITS.maxPrice, M.pricesMax(LIMITS.maxPrice))
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, M.pricesDecimals),
);

/** The features that say how a vehicle changes gear: a vehicle has one of them, or neither. */
export const TRANSMISSIONS = ['Automatic', 'Manual'] as const satisfies readonly (typeof VEHICLE_FEATURES)[number][];
export type Transmission = (typeof TRANSMISSIONS)[number];

/** The admin vehicle form and POST/PUT /api/admin/vehicles. */
export const vehicleInputSchema = z.object({
  type: z.enum(VEHICLE_TYPES, { error: V.typeRequired }),
  brand: requiredText(V.brandRequired, LIMITS.text, FIELD_NAMES.brand),
  model: requiredText(V.modelRequired, LIMITS.text, FIELD_NAMES.model),
  seatingCapacity: z.preprocess(
    fromFormNumber,
    z
      .number({ error: V.seatsMin })
      .int(M.seatsWhole)
      .min(1, V.seatsMin)
      .max(LIMITS.maxSeats, M.seatsMax(LIMITS.maxSeats)),
  ),
  features: z
    .array(z.enum(VEHICLE_FEATURES, { error: M.featuresAmong(VEHICLE_FEATURES) }), {
      error: M.featuresList,
    })
    .max(VEHICLE_FEATURES.length)
    .default([])
    .transform((list) => [...new Set(list)])
    // Automatic and Manual are one choice (the transmission): at most one of them.
    .refine((list) => !TRANSMISSIONS.every((t) => list.includes(t)), MESSAGES.validation.transmissionBoth),
  pricingDetails: z.object(
    { perDay: price, perHour: price },
    { error: V.priceRequired },
  ),
  image: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string({ error: M.imageText })
      .trim()
      .max(LIMITS.url, M.tooLong(FIELD_NAMES.imageUrl, LIMITS.url))
      .refine((s) => isCleanText(s), notCleanText(FIELD_NAMES.imageUrl))
      .refine(isVehicleImageUrl, MESSAGES.vehicleForm.imageUrl),
  ),
  availabilityStatus: z.boolean({ error: M.availabilityBoolean }).default(true),
});
export type VehicleInput = z.input<typeof vehicleInputSchema>;
export type VehicleWrite = z.output<typeof vehicleInputSchema>;
