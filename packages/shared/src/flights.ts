/**
 * Flights on a booking (issue 32): the IATA flight designator a tourist types, as airports and
 * airlines write it. Two characters of airline code (two letters, or a letter and a digit either
 * way round, as `U2` or `9W`), one to four digits, and at most one operational suffix letter.
 * Spaces and hyphens people put in (`UL 504`, `ul-504`) are dropped and letters upper-cased, so
 * one flight is stored one way (`UL504`).
 */
const FLIGHT_DESIGNATOR = /^(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\d{1,4}[A-Z]?$/;

/** The longest designator: two characters, four digits and a suffix. */
export const FLIGHT_NUMBER_MAX = 7;

/** What a tourist typed, as stored: no spaces or hyphens, upper case. */
export function normalizeFlightNumber(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toUpperCase();
}

/** Whether a normalised flight number is an IATA flight designator. */
export function isFlightNumber(normalized: string): boolean {
  return FLIGHT_DESIGNATOR.test(normalized);
}
