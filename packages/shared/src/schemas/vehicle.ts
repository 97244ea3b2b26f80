import { z } from 'zod';
import { LIMITS, VEHICLE_FEATURES, VEHICLE_TYPES } from '../constants';
import { MESSAGES } from '../messages';
import { fromFormNumber, isCleanText, notCleanText, requiredText } from './fields';

const V = MESSAGES.vehicleForm;

const price = z.preprocess(
  fromFormNumber,
  z
    .number({ error: V.priceRequired })
    .min(0, V.priceMin)
    .max(LIMITS.maxPrice, `Prices must be at most ${LIMITS.maxPrice}`)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Prices have at most 2 decimals'),
);

/** The admin vehicle form and POST/PUT /api/admin/vehicles. */
export const vehicleInputSchema = z.object({
  type: z.enum(VEHICLE_TYPES, { error: V.typeRequired }),
  brand: requiredText(V.brandRequired, LIMITS.text, 'Brand'),
  model: requiredText(V.modelRequired, LIMITS.text, 'Model'),
  seatingCapacity: z.preprocess(
    fromFormNumber,
    z
      .number({ error: V.seatsMin })
      .int('Seating capacity must be a whole number')
      .min(1, V.seatsMin)
      .max(LIMITS.maxSeats, `Seating capacity must be at most ${LIMITS.maxSeats}`),
  ),
  features: z
    .array(z.enum(VEHICLE_FEATURES, { error: `Features must be among: ${VEHICLE_FEATURES.join(', ')}` }), {
      error: 'Features must be a list',
    })
    .max(VEHICLE_FEATURES.length)
    .default([])
    .transform((list) => [...new Set(list)]),
  pricingDetails: z.object(
    { perDay: price, perHour: price },
    { error: V.priceRequired },
  ),
  image: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string({ error: 'Image must be a URL' })
      .trim()
      .max(LIMITS.url, 'Image URL is too long')
      .refine((s) => s === '' || s.startsWith('/') || /^https?:\/\//i.test(s), 'Image must be a URL or a path starting with /')
      .refine((s) => isCleanText(s), notCleanText('Image URL')),
  ),
  availabilityStatus: z.boolean({ error: 'Availability must be true or false' }).default(true),
});
export type VehicleInput = z.input<typeof vehicleInputSchema>;
export type VehicleWrite = z.output<typeof vehicleInputSchema>;
