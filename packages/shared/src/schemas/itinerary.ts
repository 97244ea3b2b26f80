import './zod-config';
import { z } from 'zod';
import { MAX_ITINERARY_STOPS, MAX_NIGHTS_AT_STOP, MIN_ITINERARY_STOPS } from '../itinerary';
import { PLACE_KINDS, PROVINCES } from '../places/places';
import { UI_LANGUAGE_CODES } from '../i18n/locales';
import { MESSAGES } from '../messages';
import { ITINERARY_API as M } from '../ui-messages/itinerary-api';

/** A place id as the data set writes it: a lowercase slug (anything else is no place of ours). */
const placeIdField = z
  .string({ error: M.stopInvalid })
  .trim()
  .max(60, { error: () => M.unknownPlace('…') })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: (issue) => M.unknownPlace(String(issue.input).slice(0, 60)) });

/**
 * `itinerary` of POST /api/bookings/quote and POST /api/bookings (issue 31): the stops in order,
 * the first where the trip starts, the last where it ends, and the nights spent at each. Whether
 * the places exist, their nights are the trip's and no day drives too long is the service's
 * (`itineraryIssues`), which needs the dates and the policy.
 */
export const itineraryInputSchema = z.object(
  {
    stops: z
      .array(
        z.object(
          {
            placeId: placeIdField,
            nights: z
              .number({ error: () => M.nightsRange(MAX_NIGHTS_AT_STOP) })
              .int({ error: () => M.nightsRange(MAX_NIGHTS_AT_STOP) })
              .min(0, { error: () => M.nightsRange(MAX_NIGHTS_AT_STOP) })
              .max(MAX_NIGHTS_AT_STOP, { error: () => M.nightsRange(MAX_NIGHTS_AT_STOP) }),
          },
          { error: M.stopInvalid },
        ),
        { error: M.stopInvalid },
      )
      .min(MIN_ITINERARY_STOPS, { error: () => M.tooFewStops(MIN_ITINERARY_STOPS) })
      .max(MAX_ITINERARY_STOPS, { error: () => M.tooManyStops(MAX_ITINERARY_STOPS) }),
  },
  { error: M.stopInvalid },
);
export type ItineraryInput = z.output<typeof itineraryInputSchema>;

const legSchema = z.object({
  from: z.string(),
  to: z.string(),
  via: z.array(z.string()).describe('Places passed on the way (the quickest road), neither end'),
  km: z.number().int(),
  minutes: z.number().int().describe('Typical drive time, no stops'),
  day: z.number().int().describe('The day of the trip it is driven on (1: the pickup day)'),
});

/** An itinerary as the quote and the booking answer it: the stops and the legs between them. */
export const itineraryPlanSchema = z.object({
  stops: z.array(z.object({ placeId: z.string(), nights: z.number().int() })),
  legs: z.array(legSchema).describe('From each stop to the next over the quickest road (by drive time)'),
  totalKm: z.number().int(),
  totalMinutes: z.number().int(),
  nights: z.number().int(),
});

/** GET /api/places: the language the names are in (else the browser's, else English). */
export const placesQuerySchema = z.object({
  lang: z.enum(UI_LANGUAGE_CODES, { error: () => MESSAGES.validation.uiLanguage(UI_LANGUAGE_CODES.join(', ')) }).optional(),
});

export const placeSchema = z.object({
  id: z.string().describe('Stable slug, kept by bookings and tours'),
  name: z.string().describe('In the asked language: Sinhala and Tamil their own names, other languages the English one'),
  kind: z.enum(PLACE_KINDS),
  region: z.enum(PROVINCES).describe('The province'),
  lat: z.number(),
  lng: z.number(),
});
export type PlaceDto = z.infer<typeof placeSchema>;

export const MAX_ROAD_KM = 1000;
export const MAX_ROAD_MINUTES = 24 * 60;
export const MAX_ROAD_NOTE = 500;

/** PUT /api/admin/roads/:from/:to: the corrected numbers and where they come from. */
export const roadCorrectionSchema = z.object({
  km: z
    .number({ error: () => M.kmRange(1, MAX_ROAD_KM) })
    .int({ error: () => M.kmRange(1, MAX_ROAD_KM) })
    .min(1, { error: () => M.kmRange(1, MAX_ROAD_KM) })
    .max(MAX_ROAD_KM, { error: () => M.kmRange(1, MAX_ROAD_KM) }),
  minutes: z
    .number({ error: () => M.minutesRange(1, MAX_ROAD_MINUTES) })
    .int({ error: () => M.minutesRange(1, MAX_ROAD_MINUTES) })
    .min(1, { error: () => M.minutesRange(1, MAX_ROAD_MINUTES) })
    .max(MAX_ROAD_MINUTES, { error: () => M.minutesRange(1, MAX_ROAD_MINUTES) }),
  note: z
    .string({ error: () => M.noteRequired(MAX_ROAD_NOTE) })
    .trim()
    .min(1, { error: () => M.noteRequired(MAX_ROAD_NOTE) })
    .max(MAX_ROAD_NOTE, { error: () => M.noteRequired(MAX_ROAD_NOTE) }),
});
export type RoadCorrectionInput = z.output<typeof roadCorrectionSchema>;

const correctionSchema = z.object({
  from: z.string(),
  to: z.string(),
  km: z.number().int(),
  minutes: z.number().int(),
  note: z.string(),
  correctedBy: z.object({ _id: z.string(), username: z.string() }).nullable().describe('The admin; null once the account is gone'),
  correctedAt: z.string(),
});

export const roadSchema = z.object({
  from: z.string(),
  to: z.string(),
  km: z.number().int().describe('In force: the latest correction, else the shipped value'),
  minutes: z.number().int(),
  source: z.string().describe('Where the shipped numbers came from: a key of `sources`'),
  shipped: z.object({ km: z.number().int(), minutes: z.number().int() }),
  correction: correctionSchema.nullable().describe('The correction in force, if any'),
});

/** GET /api/admin/roads and the answer of PUT /api/admin/roads/:from/:to. */
export const adminRoadsSchema = z.object({
  sources: z.record(z.string(), z.string()).describe('Each source named by the edges, in words'),
  roads: z.array(roadSchema),
  history: z.array(correctionSchema).describe('Every correction, newest first'),
});
export type AdminRoads = z.infer<typeof adminRoadsSchema>;
