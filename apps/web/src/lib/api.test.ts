import { describe, expect, it, vi } from 'vitest';
import { ApiError, api, setUnauthorizedHandler } from './api';
import { json, mockFetch } from '../test/render';

describe('api', () => {
  it('sends JSON with the bearer token on protected calls only', async () => {
    localStorage.setItem('authToken', 'a.b.c');
    const fetch = mockFetch(() => json({ ok: true }));
    await api('/api/bookings', { method: 'POST', body: { x: 1 }, auth: true });
    await api('/api/vehicles', { query: { vehicleType: 'Car', pickupDate: undefined } });
    const [firstUrl, first] = fetch.mock.calls[0]!;
    expect(String(firstUrl)).toBe('/api/bookings');
    expect(first!.headers).toMatchObject({ Authorization: 'Bearer a.b.c', 'Content-Type': 'application/json' });
    expect(first!.body).toBe('{"x":1}');
    const [secondUrl, second] = fetch.mock.calls[1]!;
    expect(String(secondUrl)).toBe('/api/vehicles?vehicleType=Car');
    expect(second!.headers).not.toHaveProperty('Authorization');
  });

  it('turns error answers into ApiError with the server’s sentence and details', async () => {
    mockFetch(() => json({ error: 'Validation failed', details: ['a', 'b'] }, 400, 'Bad Request'));
    const error = await api('/api/users', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, statusText: 'Bad Request', serverMessage: 'Validation failed', details: ['a', 'b'] });
  });

  it('calls the unauthorized handler when a call that carried the token answers 401', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockFetch(() => json({ error: 'Your session has expired or is invalid. Please log in again.' }, 401, 'Unauthorized'));
    await api('/api/users/login', { method: 'POST', body: {} }).catch(() => undefined);
    expect(handler).not.toHaveBeenCalled();
    localStorage.setItem('authToken', 'a.b.c');
    await api('/api/bookings/my-bookings', { auth: true }).catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(1);
    setUnauthorizedHandler(null);
  });
});
