import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STAFF_DISPLAY_NAME, type BookingEvent } from '@app/shared';
import { json, mockFetch, renderPage, storeSession } from '../../test/render';
import { booking } from '../../test/fixtures';
import { MyBookingsPage } from './MyBookingsPage';
import { describeTripEvent } from './trip-history';

const SUNIL = { _id: 'd1', username: 'Sunil Perera', phone: '+94 77 123 4567', languages: ['English', 'German'] };
const staff = { _id: '', username: STAFF_DISPLAY_NAME, role: 'admin' as const };
const me = { _id: 'u1', username: 'Emma Wilson', role: 'tourist' as const };
const history: BookingEvent[] = [
  { kind: 'status', reason: null, fromStatus: null, toStatus: 'pending', at: '2026-11-20T04:00:00.000Z', actor: me, driver: null },
  { kind: 'status', reason: null, fromStatus: 'pending', toStatus: 'confirmed', at: '2026-11-21T05:30:00.000Z', actor: staff, driver: { _id: 'd1', username: 'Sunil Perera' } },
];

describe('a booking’s history as the tourist reads it', () => {
  it('names each step, the driver on confirmation and who cancelled', () => {
    expect(describeTripEvent(history[0]!, 'u1')).toBe('Booking request received');
    expect(describeTripEvent(history[1]!, 'u1')).toBe('Confirmed, your driver is Sunil Perera');
    expect(describeTripEvent({ ...history[1]!, driver: null }, 'u1')).toBe('Confirmed');
    expect(describeTripEvent({ ...history[1]!, fromStatus: 'confirmed', toStatus: 'picked_up' }, 'u1')).toBe('Vehicle picked up');
    expect(describeTripEvent({ ...history[1]!, fromStatus: 'en_route', toStatus: 'completed' }, 'u1')).toBe('Trip completed');
    expect(describeTripEvent({ ...history[1]!, toStatus: 'cancelled', actor: me }, 'u1')).toBe('Cancelled by you');
    expect(describeTripEvent({ ...history[1]!, toStatus: 'cancelled', actor: staff }, 'u1')).toBe(`Cancelled by ${STAFF_DISPLAY_NAME}`);
  });
});

describe('My Bookings', () => {
  it('shows the assigned driver’s name, phone and languages, and the history on request', async () => {
    const fetch = mockFetch((url) => {
      if (url.pathname.endsWith('/history')) return json(history);
      return json([booking({ bookingStatus: 'confirmed', driverId: SUNIL })]);
    });
    storeSession();
    renderPage(<MyBookingsPage />, '/manage-bookings');
    const driver = await screen.findByTestId('assigned-driver');
    expect(within(driver).getByText('Sunil Perera')).toBeInTheDocument();
    expect(within(driver).getByRole('link', { name: '+94 77 123 4567' })).toHaveAttribute('href', 'tel:+94771234567');
    expect(within(driver).getByText('Speaks English, German')).toBeInTheDocument();
    // The history is fetched only when asked for.
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/history'))).toBe(false);
    const toggle = screen.getByRole('button', { name: 'Show booking history' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const list = await screen.findByRole('list', { name: 'Booking history' });
    expect(within(list).getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual([
      'Booking request received',
      'Confirmed, your driver is Sunil Perera',
    ]);
    expect(within(list).getByText('Sat, Nov 21, 2026, 11:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide booking history' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows no driver card while pending or once cancelled', async () => {
    mockFetch(() => json([booking({ _id: 'b-pending' }), booking({ _id: 'b-cancelled', bookingStatus: 'cancelled', driverId: SUNIL })]));
    storeSession();
    renderPage(<MyBookingsPage />, '/manage-bookings');
    expect(await screen.findAllByRole('button', { name: 'Show booking history' })).toHaveLength(2);
    expect(screen.queryByTestId('assigned-driver')).not.toBeInTheDocument();
  });

  it('says so when the history cannot be loaded', async () => {
    mockFetch((url) => (url.pathname.endsWith('/history') ? json({ error: 'Booking not found' }, 404, 'Not Found') : json([booking()])));
    storeSession();
    renderPage(<MyBookingsPage />, '/manage-bookings');
    await userEvent.click(await screen.findByRole('button', { name: 'Show booking history' }));
    expect(await screen.findByText('Could not load the history: Booking not found')).toBeInTheDocument();
  });
});
