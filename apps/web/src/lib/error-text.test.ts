import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { errorText, saveErrorText } from './error-text';

describe('error text', () => {
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
