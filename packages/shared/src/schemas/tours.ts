import './zod-config';
import { z } from 'zod';
import { VEHICLE_TYPES } from '../constants';
import { UI_LANGUAGE_CODES, type UiLanguage } from '../i18n/locales';
import { MESSAGES } from '../messages';
import { TOUR_LIMITS } from '../tours';
import { TOURS_API as M } from '../ui-messages/tours-api';
import { itineraryInputSchema, itineraryPlanSchema } from './itinerary';
import { quoteSchema } from './money';
import { photoSchema } from './photo';

/** Tour templates (issue 31, decision 110): one schema for the admin's form, the server and the OpenAPI document. */

const OTHER_LANGUAGES = UI_LANGUAGE_CODES.filter((lang) => lang !== 'en') as Exclude<UiLanguage, 'en'>[];

const translationTooLong = () => M.translationTooLong(TOUR_LIMITS.name, TOUR_LIMITS.description);

const translationSchema = z.object(
  {
    name: z.string({ error: translationTooLong }).trim().max(TOUR_LIMITS.name, { error: translationTooLong }).optional(),
    description: z.string({ error: translationTooLong }).trim().max(TOUR_LIMITS.description, { error: translationTooLong }).optional(),
  },
  { error: translationTooLong },
);

export const tourSlugField = z
  .string({ error: () => M.slugInvalid(TOUR_LIMITS.slug) })
  .trim()
  .min(3, { error: () => M.slugInvalid(TOUR_LIMITS.slug) })
  .max(TOUR_LIMITS.slug, { error: () => M.slugInvalid(TOUR_LIMITS.slug) })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: () => M.slugInvalid(TOUR_LIMITS.slug) });

/** POST /api/admin/tours and PUT /api/admin/tours/:id: the whole template. */
export const tourInputSchema = z.object({
  slug: tourSlugField,
  name: z
    .string({ error: () => M.nameRequired(TOUR_LIMITS.name) })
    .trim()
    .min(1, { error: () => M.nameRequired(TOUR_LIMITS.name) })
    .max(TOUR_LIMITS.name, { error: () => M.nameRequired(TOUR_LIMITS.name) }),
  description: z
    .string({ error: () => M.descriptionRequired(TOUR_LIMITS.description) })
    .trim()
    .min(1, { error: () => M.descriptionRequired(TOUR_LIMITS.description) })
    .max(TOUR_LIMITS.description, { error: () => M.descriptionRequired(TOUR_LIMITS.description) }),
  /** The stops in order and the nights at each: the shape of a booking's itinerary. */
  stops: itineraryInputSchema.shape.stops,
  vehicleTypes: z
    .array(z.enum(VEHICLE_TYPES, { error: M.vehicleTypeUnknown }), { error: M.vehicleTypesRequired })
    .min(1, { error: M.vehicleTypesRequired })
    .max(VEHICLE_TYPES.length, { error: M.vehicleTypeUnknown })
    .transform((types) => [...new Set(types)]),
  translations: z
    .partialRecord(z.enum(OTHER_LANGUAGES, { error: M.translationLanguage }), translationSchema)
    .optional()
    .transform((all) => {
      const out: Record<string, { name?: string; description?: string }> = {};
      for (const [lang, t] of Object.entries(all ?? {})) {
        const kept = { ...(t?.name ? { name: t.name } : {}), ...(t?.description ? { description: t.description } : {}) };
        if (kept.name || kept.description) out[lang] = kept;
      }
      return out as Partial<Record<Exclude<UiLanguage, 'en'>, { name?: string; description?: string }>>;
    }),
  published: z.boolean({ error: M.publishedInvalid }).default(false),
});
export type TourInput = z.input<typeof tourInputSchema>;
export type TourWrite = z.output<typeof tourInputSchema>;

const translationsOut = z.record(z.string(), z.object({ name: z.string().optional(), description: z.string().optional() }));

/** A template as staff read it: every field as saved, translations included. */
export const adminTourSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  stops: z.array(z.object({ placeId: z.string(), nights: z.number().int() })),
  vehicleTypes: z.array(z.enum(VEHICLE_TYPES)),
  translations: translationsOut.describe('Name and description per language, where staff gave them'),
  published: z.boolean(),
  photos: z.array(photoSchema),
  updatedAt: z.string(),
});
export type AdminTour = z.infer<typeof adminTourSchema>;

/** GET /api/tours and GET /api/tours/:slug: the language of the texts, and the vehicle to price with. */
export const toursQuerySchema = z.object({
  lang: z.enum(UI_LANGUAGE_CODES, { error: () => MESSAGES.validation.uiLanguage(UI_LANGUAGE_CODES.join(', ')) }).optional(),
  vehicleId: z.string().max(100).optional().describe("A suitable vehicle to price the tour with; else (or when it does not suit) the cheapest suitable vehicle offered"),
});

/** The price a tour page shows: the vehicle and the one quote (`quoteTrip`) for the tour's days with a driver. */
export const tourPriceSchema = z.object({
  vehicle: z.object({ _id: z.string(), brand: z.string(), model: z.string(), type: z.enum(VEHICLE_TYPES), seatingCapacity: z.number(), perDay: z.number() }),
  quote: quoteSchema,
});
export type TourPrice = z.infer<typeof tourPriceSchema>;

/** A published tour as anyone reads it: texts in the asked language (English where staff gave none). */
export const tourSchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  days: z.number().int().describe('Nights + 1: picked up on the first morning, back on the last evening'),
  nights: z.number().int(),
  itinerary: itineraryPlanSchema.describe('Its stops and the legs between them over the roads in force (decision 105)'),
  vehicleTypes: z.array(z.enum(VEHICLE_TYPES)),
  photos: z.array(photoSchema),
  price: tourPriceSchema.nullable().describe('With a driver, for the asked or the cheapest suitable vehicle offered; null when none is offered'),
  /** Every suitable vehicle offered, cheapest first, for the page's vehicle chooser. */
  vehicles: z.array(tourPriceSchema.shape.vehicle),
});
export type TourDto = z.infer<typeof tourSchema>;
