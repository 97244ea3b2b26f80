import './zod-config';
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { FACTS_UI } from '../ui-messages/vehicle-facts';
import { ANY_VEHICLE, LIMITS, SEARCH_VEHICLE_TYPE_OPTIONS, VEHICLE_TYPES } from '../constants';
import { FUEL_TYPES, GEARBOXES } from '../vehicle-facts';
import { isValidDateString } from '../datetime';
import { DEFAULT_VEHICLE_SORT, VEHICLE_SORTS } from '../search-query';

const S = MESSAGES.search;
const V = MESSAGES.validation;
const required = (msg: string) => z.string({ error: msg }).trim().min(1, msg);

/** The home page's booking search form: all seven values are strings. */
export const searchFormSchema = z.object({
  pickupPoint: required(S.pickupPointRequired),
  returnPoint: required(S.returnPointRequired),
  pickupDate: required(S.pickupDateRequired),
  pickupTime: required(S.pickupTimeRequired),
  returnDate: required(S.returnDateRequired),
  returnTime: required(S.returnTimeRequired),
  vehicleType: z.enum(SEARCH_VEHICLE_TYPE_OPTIONS).default(ANY_VEHICLE),
});
export type SearchForm = z.output<typeof searchFormSchema>;

const optionalQueryString = z.string().max(20).optional().catch(undefined);

/**
 * GET /api/vehicles/available. Dates count only when both are valid and pickup <= return;
 * otherwise they are ignored (the spec's clients send them only then). `sort` is ours, not the
 * spec's, so an unknown order is refused (400) rather than silently replaced.
 */
export const availableVehiclesQuerySchema = z
  .object({
    pickupDate: optionalQueryString,
    returnDate: optionalQueryString,
    vehicleType: z.enum(VEHICLE_TYPES).optional().catch(undefined),
    sort: z
      .enum(VEHICLE_SORTS, { error: MESSAGES.searchUi.sortInvalid(VEHICLE_SORTS) })
      .default(DEFAULT_VEHICLE_SORT)
      .describe('Order of the results: fleet (default: the order vehicles joined), price-asc, price-desc (price per day), seats-desc'),
    // Filters beyond the spec (issue 30), ours like `sort`: an unknown value is refused (400).
    minSeats: z.coerce
      .number({ error: () => FACTS_UI.api.minSeatsInvalid(LIMITS.maxSeats) })
      .int({ error: () => FACTS_UI.api.minSeatsInvalid(LIMITS.maxSeats) })
      .min(1, { error: () => FACTS_UI.api.minSeatsInvalid(LIMITS.maxSeats) })
      .max(LIMITS.maxSeats, { error: () => FACTS_UI.api.minSeatsInvalid(LIMITS.maxSeats) })
      .optional()
      .describe('Only vehicles with at least this many seats'),
    transmission: z
      .enum(GEARBOXES, { error: () => FACTS_UI.api.filterInvalid('transmission', GEARBOXES.join(', ')) })
      .optional()
      .describe('Only vehicles with this gearbox (automatic, manual)'),
    fuel: z
      .enum(FUEL_TYPES, { error: () => FACTS_UI.api.filterInvalid('fuel', FUEL_TYPES.join(', ')) })
      .optional()
      .describe('Only vehicles running on this fuel (petrol, diesel, hybrid, electric)'),
  })
  .transform(({ pickupDate, returnDate, ...rest }) => {
    const datesUsable =
      !!pickupDate && !!returnDate && isValidDateString(pickupDate) && isValidDateString(returnDate) && pickupDate <= returnDate;
    return datesUsable ? { ...rest, pickupDate, returnDate } : { ...rest, pickupDate: undefined, returnDate: undefined };
  });
export type AvailableVehiclesQuery = z.output<typeof availableVehiclesQuerySchema>;

/** GET /api/admin/drivers/available: both dates are required here, since the admin confirms a real booking. */
export const availableDriversQuerySchema = z
  .object({
    startDate: z.string({ error: V.required('startDate') }).refine(isValidDateString, V.dayFormat('startDate')),
    endDate: z.string({ error: V.required('endDate') }).refine(isValidDateString, V.dayFormat('endDate')),
    /** With a booking: its exact period counts, and drivers speaking its preferred languages come first. */
    bookingId: z.uuid({ error: V.bookingIdInvalid }).optional(),
  })
  .refine((q) => q.startDate <= q.endDate, { message: V.notBefore('endDate', 'startDate'), path: ['endDate'] });
