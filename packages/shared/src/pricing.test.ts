import { describe, expect, it } from 'vitest';
import { estimatePrice, formatPrice } from './pricing';

describe('estimatePrice', () => {
  const base = { perDay: 40, driverOption: 'selfDrive' as const };

  it('counts whole days with default times 00:00 and 23:59', () => {
    // 2026-01-01 00:00 to 2026-01-03 23:59 is 2 days 23h59m, so 3 days.
    expect(estimatePrice({ ...base, pickupDate: '2026-01-01', returnDate: '2026-01-03' })).toEqual({ days: 3, vehicleCost: 120, driverCost: 0, total: 120 });
  });

  it('rounds part days up and charges at least one day', () => {
    expect(estimatePrice({ ...base, pickupDate: '2026-01-01', pickupTime: '09:00', returnDate: '2026-01-02', returnTime: '10:00' }).days).toBe(2);
    expect(estimatePrice({ ...base, pickupDate: '2026-01-01', pickupTime: '09:00', returnDate: '2026-01-01', returnTime: '10:00' }).days).toBe(1);
  });

  it('adds 50 per day with a driver', () => {
    const p = estimatePrice({ perDay: 45, driverOption: 'withDriver', pickupDate: '2026-01-01', pickupTime: '09:00', returnDate: '2026-01-03', returnTime: '09:00' });
    expect(p).toEqual({ days: 2, vehicleCost: 90, driverCost: 100, total: 190 });
  });

  it('is 0 when dates are missing, invalid or reversed', () => {
    expect(estimatePrice({ ...base, pickupDate: '', returnDate: '2026-01-03' }).total).toBe(0);
    expect(estimatePrice({ ...base, pickupDate: '2026-02-30', returnDate: '2026-03-03' }).total).toBe(0);
    expect(estimatePrice({ ...base, pickupDate: '2026-01-05', returnDate: '2026-01-03' }).total).toBe(0);
  });

  it('formats dollars with two decimals', () => {
    expect(formatPrice(190)).toBe('$190.00');
    expect(formatPrice(12.5)).toBe('$12.50');
  });
});
