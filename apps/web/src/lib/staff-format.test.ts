import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { errorText, formatDdMmYy, formatInstant, formatInstantDate, saveErrorText } from './staff-format';

describe('admin formats', () => {
  it('shows a booking id as its first 6 characters', () => {
  });

  it('writes days as DD/MM/YY, leaving anything else as it is', () => {
    expect(formatDdMmYy('2026-12-07')).toBe('07/12/26');
    expect(formatDdMmYy('')).toBe('');
    expect(formatDdMmYy('soon')).toBe('soon');
  });

  it('writes instants in Sri Lanka time', () => {
    expect(formatInstant('2026-11-23T20:00:00.000Z')).toBe('24/11/26 01:30');
    expect(formatInstantDate('2026-11-23T20:00:00.000Z')).toBe('24/11/26');
    expect(formatInstant(null)).toBe('—');
  });

  it('says what failed: the server’s sentence, else the status text', () => {
    expect(errorText(new ApiError(409, 'Conflict', 'Has active bookings'))).toBe('Has active bookings');
    expect(errorText(new ApiError(500, 'Internal Server Error'))).toBe('Internal Server Error');
    expect(errorText(new Error('Failed to fetch'))).toBe('Failed to fetch');
  });

  it('adds the details of a refused save', () => {
    expect(saveErrorText(new ApiError(400, 'Bad Request', 'Validation failed', ['Brand is required.']))).toBe('Validation failed: Brand is required.');
    expect(saveErrorText(new ApiError(409, 'Conflict', 'Taken', ['Taken']))).toBe('Taken');
  });
});
