import { z } from 'zod';
import { MESSAGES } from '../messages';
import { ANY_VEHICLE, SEARCH_VEHICLE_TYPE_OPTIONS, VEHICLE_TYPES } from '../constants';
import { isValidDateString } from '../datetime';

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
 * otherwise they are ignored (the spec's clients send them only then).
 */
export const availableVehiclesQuerySchema = z
  .object({
    pickupDate: optionalQueryString,
    returnDate: optionalQueryString,
    vehicleType: z.enum(VEHICLE_TYPES).optional().catch(undefined),
  })
  .transform(({ pickupDate, returnDate, vehicleType }) => {
    const datesUsable =
      !!pickupDate && !!returnDate && isValidDateString(pickupDate) && isValidDateString(returnDate) && pickupDate <= returnDate;
    return datesUsable ? { pickupDate, returnDate, vehicleType } : { vehicleType };
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
