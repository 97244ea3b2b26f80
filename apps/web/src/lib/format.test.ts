import { describe, expect, it } from 'vitest';
import { shortReference } from '@app/shared';
import { formatDay, formatDayTime, formatDdMmYy, formatInstant, formatInstantDate, formatMoment } from './format';

describe('one formatting module: each context its own style', () => {
  it('shows a booking by its short reference: the first 6 characters, upper case', () => {
    expect(shortReference('3f9a1c2e-0000-4000-8000-000000000000')).toBe('3F9A1C');
  });

  it('staff tables write days as DD/MM/YY, leaving anything else as it is', () => {
    expect(formatDdMmYy('2026-12-07')).toBe('07/12/26');
    expect(formatDdMmYy('')).toBe('');
    expect(formatDdMmYy('soon')).toBe('soon');
  });

  it('staff tables write instants in Sri Lanka time', () => {
    expect(formatInstant('2026-11-23T20:00:00.000Z')).toBe('24/11/26 01:30');
    expect(formatInstantDate('2026-11-23T20:00:00.000Z')).toBe('24/11/26');
    expect(formatInstant(null)).toBe('—');
  });

  it('tourist pages write days and moments in words, in Sri Lanka time', () => {
    expect(formatDay('2026-08-12')).toBe('Wed, Aug 12, 2026');
    expect(formatDayTime('2027-03-07', '09:00')).toBe('Sun, Mar 7, 2027, 09:00');
    expect(formatMoment('2026-11-21T05:30:00.000Z')).toBe('Sat, Nov 21, 2026, 11:00');
  });
});
