import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BOOKING_STATUSES, MESSAGES, type Booking } from '@app/shared';
import { json, mockFetch, renderRoutes, storeSession } from '../../../test/render';
import { ADMIN_USER, bodyOf, booking, ranked } from '../../../test/fixtures';
import { BookingsPage } from './BookingsPage';
import { confirmBlocker } from './ConfirmBookingDialog';
import { adminActionsFor } from './use-booking-actions';
import { PATIENCE } from '../../../test/patience';

const A = MESSAGES.admin;

function setup(path = '/admin/bookings') {
  storeSession(ADMIN_USER);
  return renderRoutes([{ path: '/admin/bookings', element: <BookingsPage /> }, { path: '*', element: null }], path);
}

/** A fake API: the list answers `rows`, PATCH answers `patch`, available drivers answer `drivers`. */
function api({ rows, drivers = [], patch }: { rows: Booking[]; drivers?: unknown[]; patch?: () => Response }) {
  return mockFetch((url, init) => {
    if (init.method === 'PATCH') return patch ? patch() : json(rows[0]);
    if (url.pathname === '/api/admin/drivers/available') return json(drivers);
    return json({ items: rows, nextCursor: null });
  });
}

describe('which admin actions a booking offers', () => {
  it('follows the status machine: confirm while pending, cancel while pending or confirmed, fixes per status', () => {
    const offered = Object.fromEntries(BOOKING_STATUSES.map((s) => [s, adminActionsFor({ bookingStatus: s, driverOption: 'withDriver' })]));
    const none = { confirm: false, cancel: false, changeDriver: false, changeSchedule: false, correct: false };
    expect(offered).toEqual({
      pending: { ...none, confirm: true, cancel: true, changeSchedule: true },
      confirmed: { ...none, cancel: true, changeDriver: true, changeSchedule: true },
      picked_up: { ...none, correct: true },
      en_route: { ...none, correct: true },
      completed: { ...none, correct: true },
      cancelled: none,
    });
    // A self-drive trip has no driver to change.
    expect(adminActionsFor({ bookingStatus: 'confirmed', driverOption: 'selfDrive' })).toEqual({ ...none, cancel: true, changeSchedule: true });
    expect(adminActionsFor({ bookingStatus: 'archived' as never, driverOption: 'withDriver' })).toEqual(none);
  });

  it('names what blocks a with-driver confirmation', () => {
    expect(confirmBlocker(booking(), null, MESSAGES)).toBe(A.selectDriverFirst);
    expect(confirmBlocker(booking({ pickupDate: '' }), 'd1', MESSAGES)).toBe(A.bookingDateMissing);
    expect(confirmBlocker(booking(), 'd1', MESSAGES)).toBeNull();
    expect(confirmBlocker(booking({ driverOption: 'selfDrive' }), null, MESSAGES)).toBeNull();
  });
});

describe('the admin bookings list', () => {
  it('shows the short ID with the full one on hover, DD/MM/YY dates, driver and preferred languages', async () => {
    api({ rows: [booking(), booking({ _id: 'ffffff00-1111-2222-3333-444444444444', bookingStatus: 'mystery' as never, driverOption: 'selfDrive' })] });
    setup();
    const ref = await screen.findByText('8C1CD9');
    expect(ref).toHaveAttribute('title', '8c1cd9f2-0a10-4095-ab6b-9397c4e8e1a5');
    const row = ref.closest('tr')!;
    expect(within(row).getByTestId('booking-dates')).toHaveTextContent('07/03/27 – 15/03/27');
    expect(within(row).getByText('Not assigned')).toBeInTheDocument();
    expect(within(row).getByTestId('preferred-languages')).toHaveTextContent('German');
    const other = screen.getByText('FFFFFF').closest('tr')!;
    expect(within(other).getByTestId('booking-status')).toHaveTextContent('Unknown');
    expect(within(other).getByText('Self-drive')).toBeInTheDocument();
    expect(within(other).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows only the legal buttons per status', async () => {
    api({
      rows: BOOKING_STATUSES.map((status, i) => booking({ _id: `${i}${i}${i}${i}${i}${i}-0000`, bookingStatus: status })),
    });
    setup();
    await screen.findByText('000000');
    const buttonsOf = (id: string) =>
      within(screen.getByText(id).closest('tr')!)
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(buttonsOf('000000')).toEqual(['Confirm', 'Change dates', 'Cancel']);
    expect(buttonsOf('111111')).toEqual(['Change driver', 'Change dates', 'Cancel']);
    for (const id of ['222222', '333333', '444444']) expect(buttonsOf(id)).toEqual(['Correct status']);
    expect(buttonsOf('555555')).toEqual([]);
  });

  it('filters by status and searches by reference or name through the API', async () => {
    const user = userEvent.setup();
    const fetch = api({ rows: [booking()] });
    setup('/admin/bookings?status=pending');
    await screen.findByText('8C1CD9');
    expect(String(fetch.mock.calls[0]![0])).toMatch(/status=pending/);
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
    await user.type(screen.getByLabelText('Search by reference, name, e-mail or phone'), 'emma');
    await vi.waitFor(() => expect(fetch.mock.calls.some(([url]) => /q=emma/.test(String(url)) && /status=pending/.test(String(url)))).toBe(true), PATIENCE);
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await vi.waitFor(() => expect(String(fetch.mock.calls.at(-1)![0])).not.toMatch(/status=/), PATIENCE);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/bookings$/);
  });

  it('reads Error: {message} when bookings cannot load', async () => {
    mockFetch(() => json({ error: 'Session store offline' }, 500, 'Internal Server Error'));
    setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Session store offline');
  });
});

describe('confirming a booking', () => {
  it('ranks drivers who speak the preferred language first, marks the match, and needs a choice', async () => {
    const user = userEvent.setup();
    const fetch = api({
      rows: [booking()],
      drivers: [ranked({ _id: 'd1', username: 'Sunil Perera', matchedLanguages: ['German'] }), ranked({ _id: 'd2', username: 'Kamal Fernando', languages: ['English', 'French'] })],
    });
    setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm booking 8C1CD9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm booking 8C1CD9' });
    const options = await within(dialog).findAllByTestId('driver-option');
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining('Sunil Perera'), expect.stringContaining('Kamal Fernando')]);
    expect(options[0]).toHaveTextContent('Speaks German');
    expect(options[1]).not.toHaveTextContent('Speaks');
    const query = new URL(String(fetch.mock.calls.find(([url]) => String(url).includes('/drivers/available'))![0]), 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({ startDate: '2027-03-07', endDate: '2027-03-15', bookingId: '8c1cd9f2-0a10-4095-ab6b-9397c4e8e1a5' });

    await user.click(within(dialog).getByRole('button', { name: 'Confirm with driver' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(A.selectDriverFirst);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    await user.click(within(dialog).getByRole('radio', { name: /Sunil Perera/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm with driver' }));
    expect(await screen.findByText(A.bookingConfirmed)).toBeInTheDocument();
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(String(patch[0])).toContain('/api/admin/bookings/8c1cd9f2-0a10-4095-ab6b-9397c4e8e1a5');
    expect(bodyOf(patch[1])).toEqual({ status: 'confirmed', driverId: 'd1' });
  });

  it('says No Drivers Available when every driver is busy', async () => {
    const user = userEvent.setup();
    api({ rows: [booking()], drivers: [] });
    setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm booking 8C1CD9' }));
    expect(await screen.findByText(A.noDriversAvailable)).toBeInTheDocument();
  });

  it('says the booking date info is missing instead of asking for drivers', async () => {
    const user = userEvent.setup();
    const fetch = api({ rows: [booking({ returnDate: '' })] });
    setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm booking 8C1CD9' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm with driver' }));
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(A.bookingDateMissing);
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/drivers/available'))).toBe(false);
  });

  it('confirms a self-drive booking without a driver', async () => {
    const user = userEvent.setup();
    const fetch = api({ rows: [booking({ driverOption: 'selfDrive', preferredLanguages: [] })] });
    setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm booking 8C1CD9' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('confirmed without a driver');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText(A.bookingConfirmed)).toBeInTheDocument();
    expect(bodyOf(fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')![1])).toEqual({ status: 'confirmed' });
  });

  it('shows the server’s refusal inside the dialog', async () => {
    const user = userEvent.setup();
    api({
      rows: [booking()],
      drivers: [ranked()],
      patch: () => json({ error: MESSAGES.api.driverUnavailable }, 409, 'Conflict'),
    });
    setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm booking 8C1CD9' }));
    await user.click(await screen.findByRole('radio', { name: /Sunil Perera/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm with driver' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(MESSAGES.api.driverUnavailable);
  });
});

describe('cancelling a booking', () => {
  it('asks first, saying which booking it cancels, then cancels and says so', async () => {
    const user = userEvent.setup();
    const fetch = api({ rows: [booking({ bookingStatus: 'confirmed' })] });
    setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking 8C1CD9' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking 8C1CD9?' });
    expect(within(dialog).getByTestId('booking-facts')).toHaveTextContent(/8C1CD9.*Emma Wilson.*Toyota Prius/);
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel booking 8C1CD9' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Cancel booking 8C1CD9?' })).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText(A.bookingCancelled)).toBeInTheDocument();
    expect(bodyOf(fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')![1])).toEqual({ status: 'cancelled' });
  });
});
