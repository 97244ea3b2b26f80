import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './datetime';
import { DEFAULT_PRICING_POLICY, driverNights, quoteTrip } from './quote';
import { toCents } from './money';

/**
 * Issue 25: every computation over a trip is arithmetic. These are the day-by-day walks they
 * replaced, kept here only as the reference the arithmetic must agree with.
 */
function driverNightsByWalk(pickupDate: string, returnDate: string, cap = 100_000): number {
  let nights = 0;
  for (let day = pickupDate; day < returnDate && nights < cap; day = addDays(day, 1)) nights += 1;
  return nights;
}

const MIN = Date.parse('1900-01-01T00:00:00Z');
const MAX = Date.parse('2999-12-31T00:00:00Z');
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Any date the app accepts (isValidDateString: years 1900 to 2999). */
const anyDay = fc.integer({ min: 0, max: (MAX - MIN) / DAY_MS }).map((n) => isoDay(MIN + n * DAY_MS));
/** Trip lengths: mostly what people book, some of years, a few of centuries (up to the old walk's cap). */
const length = fc.oneof(
  { weight: 12, arbitrary: fc.integer({ min: 0, max: 120 }) },
  { weight: 6, arbitrary: fc.integer({ min: 121, max: 5_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 5_001, max: 99_999 }) },
);
const tripDates = fc.tuple(anyDay, length).map(([pickupDate, days]) => ({ pickupDate, returnDate: addDays(pickupDate, days) })).filter((t) => t.returnDate <= '2999-12-31');
const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

describe('trip arithmetic equals the day-by-day walk it replaced', () => {
  it('daysBetween is the inverse of addDays, across the calendar (leap years, centuries)', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -400_000, max: 400_000 }), (from, n) => {
        const to = addDays(from, n);
        expect(daysBetween(from, to)).toBe(n);
      }),
      { numRuns: 2_000 },
    );
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2100-02-28', '2100-03-01')).toBe(1);
    expect(daysBetween('2030-05-02', '2030-05-01')).toBe(-1);
  });

  it('driver nights: the same count as walking the calendar, on random trips up to 100,000 days', () => {
    fc.assert(
      fc.property(tripDates, ({ pickupDate, returnDate }) => {
        expect(driverNights(pickupDate, returnDate)).toBe(driverNightsByWalk(pickupDate, returnDate));
        // Backwards is no night, as the walk said.
        expect(driverNights(returnDate, pickupDate)).toBe(driverNightsByWalk(returnDate, pickupDate));
      }),
      { numRuns: 200 },
    );
  });

  it('driver nights beyond the old walk’s cap: the true count, without a walk', () => {
    const nights = driverNights('1900-01-01', '2999-12-31');
    expect(nights).toBe(driverNightsByWalk('1900-01-01', '2999-12-31', Infinity));
    expect(nights).toBe(401_766);
  });

  it('a quote with a night allowance: the same lines as counting the nights day by day', () => {
    const policy = { ...DEFAULT_PRICING_POLICY, driverNightAllowance: 7.5 };
    fc.assert(
      fc.property(tripDates, time, time, fc.integer({ min: 1, max: 50_000 }), ({ pickupDate, returnDate }, pickupTime, returnTime, perDayCents) => {
        const trip = { pickupDate, pickupTime, returnDate, returnTime, perDay: perDayCents / 100, driverOption: 'withDriver' as const };
        fc.pre(Date.parse(`${returnDate}T${returnTime}:00+05:30`) >= Date.parse(`${pickupDate}T${pickupTime}:00+05:30`));
        const quote = quoteTrip(trip, policy);
        const nights = driverNightsByWalk(pickupDate, returnDate);
        const nightLine = quote.lines.find((l) => l.code === 'driverNights');
        expect(nightLine?.quantity ?? 0).toBe(nights);
        expect(toCents(nightLine?.amount ?? 0)).toBe(nights * 750);
      }),
      { numRuns: 200 },
    );
  });

  it('prices a trip of eleven centuries at once (no walk over its days)', () => {
    const started = performance.now();
    const quote = quoteTrip({ pickupDate: '1900-01-01', pickupTime: '00:00', returnDate: '2999-12-31', returnTime: '23:59', perDay: 45, driverOption: 'withDriver' }, { ...DEFAULT_PRICING_POLICY, driverNightAllowance: 10 });
    // A generous bound on one call: the walk took ~0.2 s here, the arithmetic microseconds.
    expect(performance.now() - started).toBeLessThan(50);
    expect(quote.lines.find((l) => l.code === 'driverNights')?.quantity).toBe(401_766);
  });
});
