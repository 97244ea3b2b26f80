import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@app/shared';
import { booking } from '../../../test/fixtures';
import { isKept, withWaiting, type QueuedChange } from './queue';
import { useTripWakeLock } from './use-wake-lock';

const queued = (seq: number, bookingId: string, change: QueuedChange['change'], failure?: QueuedChange['failure']): QueuedChange => ({ seq, key: `k${seq}`, userId: 'u1', bookingId, change, at: seq, failure });

describe('changes kept on the phone (decision 113)', () => {
  const trip = { ...booking(), _id: 'b1', bookingStatus: 'confirmed', odometer: { pickupKm: null, returnKm: null } } as Booking;
  const other = { ...booking(), _id: 'b2', bookingStatus: 'confirmed' } as Booking;

  it('show on their trip as made, in order, until sent; a refused one does not', () => {
    const shown = withWaiting(
      [trip, other],
      [
        queued(1, 'b1', { kind: 'status', status: 'picked_up' }),
        queued(2, 'b1', { kind: 'odometer', readings: { pickupKm: 48210 } }),
        queued(3, 'b1', { kind: 'status', status: 'en_route' }),
        queued(4, 'b2', { kind: 'status', status: 'picked_up' }, { status: 409, statusText: 'Conflict', serverMessage: 'Cannot change a booking from cancelled to picked_up.' }),
      ],
    );
    expect(shown[0]).toMatchObject({ bookingStatus: 'en_route', odometer: { pickupKm: 48210, returnKm: null } });
    expect(shown[1]).toBe(other);
    expect(withWaiting([trip], [])[0]).toBe(trip);
  });

  it('answer Kept, never mistaken for a server answer', () => {
    expect(isKept({ kept: true })).toBe(true);
    expect(isKept(trip)).toBe(false);
    expect(isKept(null)).toBe(false);
  });
});

describe('the screen stays on while a trip is under way', () => {
  afterEach(() => {
    delete (navigator as { wakeLock?: unknown }).wakeLock;
  });

  it('takes a screen wake lock once a trip is picked up and releases it when none is under way', async () => {
    const release = vi.fn(() => Promise.resolve());
    const request = vi.fn(() => Promise.resolve({ released: false, release }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    const trip = booking() as Booking;
    const { rerender, unmount } = renderHook(({ trips }: { trips: Booking[] }) => useTripWakeLock(trips), { initialProps: { trips: [{ ...trip, bookingStatus: 'confirmed' } as Booking] } });
    expect(request).not.toHaveBeenCalled();
    rerender({ trips: [{ ...trip, bookingStatus: 'picked_up' } as Booking] });
    await vi.waitFor(() => expect(request).toHaveBeenCalledWith('screen'));
    rerender({ trips: [{ ...trip, bookingStatus: 'completed' } as Booking] });
    await vi.waitFor(() => expect(release).toHaveBeenCalledTimes(1));
    unmount();
  });

  it('does nothing where the browser has no Wake Lock', () => {
    const { unmount } = renderHook(() => useTripWakeLock([{ ...(booking() as Booking), bookingStatus: 'picked_up' }]));
    unmount();
  });
});
