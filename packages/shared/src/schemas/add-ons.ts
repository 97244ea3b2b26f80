import './zod-config';
import { z } from 'zod';
import { VEHICLE_TYPES } from '../constants';
import { FIELD_NAMES as F, MESSAGES } from '../messages';
import { toCents } from '../money';
import { ADD_ON_PRICING, MAX_ADD_ON_CHOICES, MAX_ADD_ON_QUANTITY } from '../add-ons';
import { UI_LANGUAGE_CODES } from '../i18n/locales';
import { idField, optionalText } from './fields';

const M = MESSAGES.money;

/**
 * The extras a booking form chooses: each once, 1 to MAX_ADD_ON_QUANTITY of it (the extra's own
 * limit is the server's to check). Missing: none.
 */
export const addOnChoicesField = z
  .array(
    z.object({
      id: idField,
      quantity: z
        .number({ error: M.addOnQuantity(MAX_ADD_ON_QUANTITY) })
        .int(M.addOnQuantity(MAX_ADD_ON_QUANTITY))
        .min(1, M.addOnQuantity(MAX_ADD_ON_QUANTITY))
        .max(MAX_ADD_ON_QUANTITY, M.addOnQuantity(MAX_ADD_ON_QUANTITY)),
    }),
    { error: M.addOnTooMany(MAX_ADD_ON_CHOICES) },
  )
  .max(MAX_ADD_ON_CHOICES, M.addOnTooMany(MAX_ADD_ON_CHOICES))
  .refine((list) => new Set(list.map((c) => c.id)).size === list.length, M.addOnTwice)
  .default([]);

const name = optionalText(80, F.name);

/** POST /api/admin/add-ons and PUT /api/admin/add-ons/:id: what staff set for an extra. */
export const addOnInputSchema = z
  .object({
    /** Per language; English is required for an extra staff create (a shipped one is named by its key). */
    names: z.object(Object.fromEntries(UI_LANGUAGE_CODES.map((code) => [code, name])) as Record<(typeof UI_LANGUAGE_CODES)[number], typeof name>).partial().default({}),
    price: z
      .number({ error: M.numberRange(F.price, 0, 10_000) })
      .refine((n) => Number.isFinite(n) && n >= 0 && n <= 10_000, M.numberRange(F.price, 0, 10_000))
      .refine((n) => Math.abs(toCents(n) / 100 - n) < 1e-9, M.centsOnly(F.price)),
    pricing: z.enum(ADD_ON_PRICING, { error: M.addOnPricingInvalid }),
    maxQuantity: z
      .number({ error: M.numberRange(F.maxQuantity, 1, MAX_ADD_ON_QUANTITY) })
      .int(M.wholeNumber(F.maxQuantity))
      .min(1, M.numberRange(F.maxQuantity, 1, MAX_ADD_ON_QUANTITY))
      .max(MAX_ADD_ON_QUANTITY, M.numberRange(F.maxQuantity, 1, MAX_ADD_ON_QUANTITY)),
    vehicleTypes: z.array(z.enum(VEHICLE_TYPES, { error: M.addOnVehicleTypes }), { error: M.addOnVehicleTypes }).max(VEHICLE_TYPES.length).default([]),
    active: z.boolean().default(true),
  })
  // Only the names given count; an empty one falls back to English.
  .transform((input) => ({ ...input, names: Object.fromEntries(Object.entries(input.names).filter(([, v]) => typeof v === 'string' && v.length > 0)) as Record<string, string> }));
export type AddOnInput = z.input<typeof addOnInputSchema>;
export type AddOnValues = z.output<typeof addOnInputSchema>;

export const addOnSchema = z.object({
  _id: z.string(),
  key: z.string().nullable().describe('A shipped extra (childSeat, boosterSeat, extraDriver, surfboardRack, localSim), named by the catalogs; null for one staff created'),
  names: z.record(z.string(), z.string()).describe('Names staff gave per language (English at least for a staff-created extra)'),
  price: z.number().describe('US dollars, per day or per trip'),
  pricing: z.enum(ADD_ON_PRICING),
  maxQuantity: z.number().int(),
  vehicleTypes: z.array(z.enum(VEHICLE_TYPES)).describe('Offered with these vehicle types only; empty: every type'),
  active: z.boolean(),
});
