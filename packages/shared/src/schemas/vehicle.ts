import './zod-config';
import { z } from 'zod';
import { LIMITS, VEHICLE_FEATURES, VEHICLE_TYPES, type VehicleFeature, type VehicleType } from '../constants';
import { FUEL_TYPES, GEARBOXES, MAX_LUGGAGE, OLDEST_VEHICLE_YEAR, type FuelType, type Gearbox } from '../vehicle-facts';
import { FIELD_NAMES, MESSAGES } from '../messages';
import { FACTS_UI } from '../ui-messages/vehicle-facts';
import { isVehicleImageUrl } from '../urls';
import { fromFormNumber, isCleanText, notCleanText, requiredText } from './fields';

const V = MESSAGES.vehicleForm;
const M = MESSAGES.validation;
// Named by its place in the page trees (`factsUi.api`), as the catalogs key it.
const A = { factsUi: FACTS_UI }.factsUi.api;

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

/** The feature that states a gearbox, and back. */
export const GEARBOX_FEATURE: Record<Gearbox, Transmission> = { automatic: 'Automatic', manual: 'Manual' };
const AIR_CONDITIONING: VehicleFeature = 'Air Conditioning';

/** The gearbox a feature list states (null: neither; an old record with both reads as the first). */
export function gearboxOf(features: readonly string[]): Gearbox | null {
  return GEARBOXES.find((g) => features.includes(GEARBOX_FEATURE[g])) ?? null;
}

/** Whether a feature list states air conditioning. */
export function hasAirConditioning(features: readonly string[]): boolean {
  return features.includes(AIR_CONDITIONING);
}

/**
 * The features with the gearbox and air conditioning set as the new fields say (decision 100):
 * `transmission` and `airConditioning` are views of the spec's features, which stay the one truth,
 * so a client that knows only features reads and writes the same vehicle. A field that is absent
 * leaves the features as sent; a field that is given wins over them.
 */
export function featuresWithFacts(features: readonly VehicleFeature[], facts: { transmission?: Gearbox | null; airConditioning?: boolean }): VehicleFeature[] {
  let out = [...features];
  if (facts.transmission !== undefined) {
    out = out.filter((f) => !(TRANSMISSIONS as readonly string[]).includes(f));
    if (facts.transmission) out.push(GEARBOX_FEATURE[facts.transmission]);
  }
  if (facts.airConditioning !== undefined) {
    out = out.filter((f) => f !== AIR_CONDITIONING);
    if (facts.airConditioning) out.unshift(AIR_CONDITIONING);
  }
  return out;
}

/**
 * What a vehicle of a type usually runs on and carries, for a vehicle whose facts were never
 * given (migration 030 sets existing rows alike; a POST without them gets these): the island's
 * common cases, which staff correct on the vehicle's form.
 */
export const TYPICAL_FACTS: Record<VehicleType, { fuel: FuelType; luggage: number }> = {
  Car: { fuel: 'petrol', luggage: 2 },
  Van: { fuel: 'diesel', luggage: 6 },
  SUV: { fuel: 'diesel', luggage: 4 },
  Bus: { fuel: 'diesel', luggage: 12 },
  Scooter: { fuel: 'petrol', luggage: 0 },
};

/** A province as plates write it (WP, CP, SP, NP, EP, NW, NC, UP, SG; SB on some older plates), then letters or a number, then four digits. */
const PLATE_RE = /^(?:(WP|CP|SP|NP|EP|NW|NC|UP|SG|SB) )?([A-Z]{1,3}|\d{1,3}) ?-? ?(\d{4})$/;
/** The old plates with the Sinhala letter ශ්‍රී between two numbers ("19 ශ්‍රී 1234"). */
const SRI_PLATE_RE = /^(\d{1,3}) ?-? ?ශ්‍රී ?-? ?(\d{4})$/u;

/**
 * A Sri Lankan number plate written one way ("WP CAB-1234", "65-1234", "19 ශ්‍රී 1234"), read
 * loosely (any case, spaces or none, a space for the hyphen); null when it does not look like one.
 */
export function normalizePlate(text: string): string | null {
  const t = text.trim().replace(/\s+/g, ' ').toUpperCase();
  const sri = SRI_PLATE_RE.exec(t);
  if (sri) return `${sri[1]} ශ්‍රී ${sri[2]}`;
  const m = PLATE_RE.exec(t);
  if (!m) return null;
  return `${m[1] ? `${m[1]} ` : ''}${m[2]}-${m[3]}`;
}

/** The newest model year a vehicle may have: next year's (read when the form or request is checked). */
export const newestVehicleYear = () => new Date().getFullYear() + 1;

const optionalWhole = (min: number, max: () => number, message: () => string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? null : fromFormNumber(v)),
    z
      .number({ error: message })
      .int({ error: message })
      .refine((n) => n >= min && n <= max(), { error: message })
      .nullable()
      .optional(),
  );

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
  // The facts tourists compare (issue 30, decision 100), beyond the spec: each optional, so the
  // spec's client (which sends none) keeps working. Absent on PUT: kept as stored; absent on POST:
  // the type's TYPICAL_FACTS (fuel, luggage), no year, no plate. null clears a year or a plate.
  year: optionalWhole(OLDEST_VEHICLE_YEAR, newestVehicleYear, () => A.yearRange(OLDEST_VEHICLE_YEAR, newestVehicleYear())),
  fuel: z.preprocess((v) => (v === '' ? undefined : v), z.enum(FUEL_TYPES, { error: () => A.fuelInvalid }).optional()),
  luggage: optionalWhole(0, () => MAX_LUGGAGE, () => A.luggageRange(MAX_LUGGAGE)),
  transmission: z.preprocess((v) => (v === '' ? null : v), z.enum(GEARBOXES, { error: () => A.transmissionInvalid }).nullable().optional()),
  airConditioning: z.boolean({ error: () => A.airConditioningBoolean }).optional(),
  /** Staff only: never in a public answer, page, JSON-LD or search. */
  plateNumber: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string({ error: A.plateInvalid })
      .max(LIMITS.text, A.plateInvalid)
      .refine((s) => isCleanText(s) && normalizePlate(s) !== null, A.plateInvalid)
      .transform((s) => normalizePlate(s)!)
      .nullable()
      .optional(),
  ),
});
export type VehicleInput = z.input<typeof vehicleInputSchema>;
export type VehicleWrite = z.output<typeof vehicleInputSchema>;
