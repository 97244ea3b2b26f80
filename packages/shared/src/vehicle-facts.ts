/*
 * The facts of a vehicle beyond the spec's (issue 30, decision 100). A module of its own, not in
 * constants.ts: the home page's script carries constants.ts, and none of these.
 */

/** What a vehicle runs on (issue 30, decision 100). */
export const FUEL_TYPES = ['petrol', 'diesel', 'hybrid', 'electric'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];
/**
 * How a vehicle changes gear, as the API's `transmission` field and the search's filter write it;
 * stored as the features 'Automatic' and 'Manual' (the spec's), which stay the truth (decision 100).
 */
export const GEARBOXES = ['automatic', 'manual'] as const;
export type Gearbox = (typeof GEARBOXES)[number];
/** The oldest model year a vehicle may have; the newest is next year (a model year runs ahead). */
export const OLDEST_VEHICLE_YEAR = 1990;
/** The most large bags a vehicle may be said to take (a bus's hold). */
export const MAX_LUGGAGE = 60;
