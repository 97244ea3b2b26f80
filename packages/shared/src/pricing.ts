import { DRIVER_COST_PER_DAY, type DriverOption } from './constants';
import { DAY_END_TIME, DAY_START_TIME, localDateTimeToEpochMs } from './datetime';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Spec section 9: a missing pickup time counts from the day's start, a missing return time to its end. */
export const DEFAULT_PICKUP_TIME = DAY_START_TIME;
export const DEFAULT_RETURN_TIME = DAY_END_TIME;

export interface PriceInput {
  pickupDate?: string | null;
  pickupTime?: string | null;
  returnDate?: string | null;
  returnTime?: string | null;
  perDay: number;
  driverOption: DriverOption;
}

export interface PriceEstimate {
  days: number;
  vehicleCost: number;
  driverCost: number;
  total: number;
}

const NO_PRICE: PriceEstimate = { days: 0, vehicleCost: 0, driverCost: 0, total: 0 };

/** Rounds to cents so the browser estimate and the server check agree to the cent. */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/**
 * Rental days (spec section 9): the ceiling of the time between pickup and return (pickup
 * defaults to 00:00, return to 23:59), at least 1; 0 when dates are missing or return is before pickup.
 */
export function tripDays(input: Pick<PriceInput, 'pickupDate' | 'pickupTime' | 'returnDate' | 'returnTime'>): number {
  if (!input.pickupDate || !input.returnDate) return 0;
  const start = localDateTimeToEpochMs(input.pickupDate, input.pickupTime || DEFAULT_PICKUP_TIME);
  const end = localDateTimeToEpochMs(input.returnDate, input.returnTime || DEFAULT_RETURN_TIME);
  if (start === null || end === null || end < start) return 0;
  return Math.max(1, Math.ceil((end - start) / DAY_MS));
}

/**
 * The one pricing function (spec section 9): days = ceiling of the time between pickup and
 * return (pickup defaults to 00:00, return to 23:59), at least 1; total = days x perDay, plus
 * days x DRIVER_COST_PER_DAY with a driver; 0 when dates are missing or return is before pickup.
 */
export function estimatePrice(input: PriceInput): PriceEstimate {
  const days = tripDays(input);
  if (days === 0) return NO_PRICE;
  const vehicleCost = roundMoney(days * input.perDay);
  const driverCost = input.driverOption === 'withDriver' ? days * DRIVER_COST_PER_DAY : 0;
  return { days, vehicleCost, driverCost, total: roundMoney(vehicleCost + driverCost) };
}

/** Dollars with two decimals, as the booking pages show prices. */
export function formatPrice(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/** One formatter per locale: a page of cards writes dozens of prices, and making a formatter costs more than using it. */
const priceFormats = new Map<string, Intl.NumberFormat>();

/**
 * A price in US dollars (the spec's currency) as a language writes money: `$45.00` in English
 * (the spec's form), `45,00 $` in German, `45,00 $US` in French. `locale` is an `Intl` locale.
 */
export function formatPriceIn(amount: number, locale: string): string {
  if (locale === 'en' || locale.startsWith('en-')) return formatPrice(amount);
  let format = priceFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    if (priceFormats.size < 32) priceFormats.set(locale, format); // the app's languages; never grown by odd input
  }
  return format.format(amount);
}
