/**
 * What each scenario asks for, shared by the load generator (over HTTP) and the floor (the same
 * SQL straight through the driver), so both draw their parameters the same way.
 */
import { VEHICLE_TYPES, addDays } from '@app/shared';

export type ScenarioKind = 'health' | 'search' | 'search-paced' | 'search-even' | 'vehicle' | 'page-vehicle' | 'page-results' | 'my-bookings' | 'admin-paged' | 'admin-plain' | 'book-low' | 'book-high';

/** The pages people and crawlers land on, asked for as a browser asks (issue 28). */
export const PAGE_KINDS = ['page-vehicle', 'page-results'] as const;

/** A browser's request headers for a page: HTML, compressed as browsers accept it. */
export const BROWSER_PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'accept-encoding': 'gzip, deflate, br' };

export interface SearchParams {
  pickupDate: string;
  returnDate: string;
  vehicleType: (typeof VEHICLE_TYPES)[number] | undefined;
}

/** Page size of a search, as the web app's vehicle grid loads it. */
export const SEARCH_PAGE_SIZE = 20;
/** Page size of the paged admin bookings list. */
export const ADMIN_PAGE_SIZE = 50;

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** A seeded generator (mulberry32), for samples that must be the same at every data size. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A tourist's search: pickup within the next 330 days, 1 to 14 days long, one type or any (1 in 6). */
export function randomSearch(today: string, random: () => number = Math.random): SearchParams {
  const pickupDate = addDays(today, Math.floor(random() * 330));
  const returnDate = addDays(pickupDate, Math.floor(random() * 14));
  const t = Math.floor(random() * (VEHICLE_TYPES.length + 1));
  return t < VEHICLE_TYPES.length ? { pickupDate, returnDate, vehicleType: VEHICLE_TYPES[t] } : { pickupDate, returnDate, vehicleType: undefined };
}

/** The results page a search lands on (what the home page's form opens). */
export function resultsPagePath(p: SearchParams): string {
  const type = p.vehicleType ? `&vehicleType=${p.vehicleType}` : '';
  return `/available-vehicles?pickupDate=${p.pickupDate}&pickupTime=10:00&returnDate=${p.returnDate}&returnTime=10:00${type}`;
}

export function searchPath(p: SearchParams): string {
  const type = p.vehicleType ? `&vehicleType=${p.vehicleType}` : '';
  return `/api/vehicles/available?pickupDate=${p.pickupDate}&returnDate=${p.returnDate}${type}&limit=${SEARCH_PAGE_SIZE}`;
}

export interface BookingPlan {
  /** Vehicles to book (ids); low contention: the whole bookable fleet, high: 10. */
  vehicleIds: string[];
  tokens: string[];
  /** First day of the booking window (YYYY-MM-DD), after all generated trips. */
  windowStart: string;
  windowDays: number;
  maxNights: number;
}

/** One booking attempt: [vehicle index, start day in the window, nights]. */
export type BookingAttempt = [number, number, number];

export function randomAttempt(plan: BookingPlan): BookingAttempt {
  return [Math.floor(Math.random() * plan.vehicleIds.length), Math.floor(Math.random() * plan.windowDays), 1 + Math.floor(Math.random() * plan.maxNights)];
}

export const BOOKING_TIME = '10:00';

export function attemptDates(plan: BookingPlan, a: BookingAttempt) {
  const pickupDate = addDays(plan.windowStart, a[1]);
  return { pickupDate, returnDate: addDays(pickupDate, a[2]) };
}

export function bookingBody(plan: BookingPlan, a: BookingAttempt): string {
  const { pickupDate, returnDate } = attemptDates(plan, a);
  return JSON.stringify({
    vehicleId: plan.vehicleIds[a[0]],
    name: 'Bench Tourist',
    email: 'bench.tourist@example.com',
    phone: '+44 7700 900000',
    pickupDate,
    pickupTime: BOOKING_TIME,
    returnDate,
    returnTime: BOOKING_TIME,
    pickupPoint: 'Colombo',
    returnPoint: 'Kandy',
    numTourists: 1,
    driverOption: 'selfDrive',
    specialRequests: '',
  });
}

export { pick };
