import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Timeline } from '@app/shared';
import { json, mockFetch, renderRoutes, storeSession } from '../../../test/render';
import { ADMIN_USER } from '../../../test/fixtures';
import { barSpan, dayCount, rangeFor, shiftAnchor } from './timeline-math';
import { TimelinePage } from './TimelinePage';
import { PATIENCE } from '../../../test/patience';

describe('timeline ranges', () => {
  it('makes Monday-to-Sunday weeks and whole calendar months', () => {
    expect(rangeFor('week', '2026-12-10')).toMatchObject({ from: '2026-12-07', to: '2026-12-13' });
    expect(rangeFor('week', '2026-12-07').days).toHaveLength(7);
    expect(rangeFor('week', '2026-12-13').from).toBe('2026-12-07');
    expect(rangeFor('month', '2027-02-14')).toMatchObject({ from: '2027-02-01', to: '2027-02-28' });
    expect(rangeFor('month', '2028-02-14').days).toHaveLength(29);
    expect(dayCount('2026-12-01', '2026-12-31')).toBe(31);
  });

  it('moves by a week or a month', () => {
    expect(shiftAnchor('week', '2026-12-30', 1)).toBe('2027-01-06');
    expect(shiftAnchor('month', '2026-12-30', 1)).toBe('2027-01-01');
    expect(shiftAnchor('month', '2026-01-31', -1)).toBe('2025-12-01');
  });

  it('places a bar by Sri Lanka wall-clock time and clips it to the range', () => {
    expect(barSpan('2026-12-08T12:00:00+05:30', '2026-12-10T00:00:00+05:30', '2026-12-07', 7)).toEqual({ left: 1.5, width: 1.5, startsBefore: false, endsAfter: false });
    expect(barSpan('2026-12-05T09:00:00+05:30', '2026-12-20T09:00:00+05:30', '2026-12-07', 7)).toEqual({ left: 0, width: 7, startsBefore: true, endsAfter: true });
    expect(barSpan('2026-12-01T09:00:00+05:30', '2026-12-07T00:00:00+05:30', '2026-12-07', 7)).toBeNull();
    expect(barSpan('2026-12-14T00:00:00+05:30', '2026-12-15T00:00:00+05:30', '2026-12-07', 7)).toBeNull();
    // The same instant written in UTC lands in the same place.
    expect(barSpan('2026-12-08T06:30:00Z', '2026-12-09T18:30:00Z', '2026-12-07', 7)).toEqual({ left: 1.5, width: 1.5, startsBefore: false, endsAfter: false });
  });
});

function fleet(size: number): Timeline {
  const vehicles = Array.from({ length: size }, (_, i) => ({ _id: `v${i}`, brand: 'Toyota', model: `Model ${i}`, type: 'Car' as const, image: '' }));
  return {
    vehicles,
    bookings: [
      { _id: 'b-0', vehicleId: 'v0', start: '2026-12-08T09:00:00+05:30', end: '2026-12-10T09:00:00+05:30', status: 'confirmed', name: 'Emma Wilson', driverOption: 'withDriver' },
      { _id: 'b-1', vehicleId: 'v1', start: '2026-12-08T09:00:00+05:30', end: '2026-12-09T09:00:00+05:30', status: 'cancelled', name: 'Old Request', driverOption: 'selfDrive' },
      { _id: 'b-499', vehicleId: 'v499', start: '2026-12-08T09:00:00+05:30', end: '2026-12-09T09:00:00+05:30', status: 'pending', name: 'Far Down', driverOption: 'selfDrive' },
    ],
    outOfService: [{ _id: 'p-1', vehicleId: 'v1', start: '2026-12-10T00:00:00+05:30', end: '2026-12-12T00:00:00+05:30', reason: 'repair', note: 'Gearbox' }],
  };
}

function setup(path: string) {
  storeSession(ADMIN_USER);
  return renderRoutes([{ path: '/admin/timeline', element: <TimelinePage /> }, { path: '*', element: null }], path);
}

describe('the fleet timeline page', () => {
  it('renders only the rows in view of a 500-vehicle fleet, from one call for the range', async () => {
    const fetch = mockFetch(() => json(fleet(500)));
    setup('/admin/timeline?date=2026-12-09');
    expect(await screen.findByTestId('timeline-counts')).toHaveTextContent('500 vehicles · 2 bookings');
    const rows = screen.getAllByTestId('timeline-row');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(screen.queryByText('Model 499')).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    const query = new URL(String(fetch.mock.calls[0]![0]), 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({ from: '2026-12-07', to: '2026-12-13' });
  });

  it('draws each booking as a bar that opens the booking, coloured by status; cancelled ones on request', async () => {
    const user = userEvent.setup();
    mockFetch(() => json(fleet(3)));
    setup('/admin/timeline?date=2026-12-09');
    const bar = await screen.findByRole('link', { name: /Emma Wilson, Confirmed/ });
    expect(bar).toHaveAttribute('href', '/admin/bookings/b-0');
    expect(bar).toHaveAttribute('data-status', 'confirmed');
    expect(screen.queryByRole('link', { name: /Old Request/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Show cancelled' }));
    expect(screen.getByRole('link', { name: /Old Request, Cancelled/ })).toBeInTheDocument();
  });

  it('asks again only when the range or the filters change', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(() => json(fleet(3)));
    setup('/admin/timeline?date=2026-12-09');
    await screen.findByTestId('timeline-counts');
    await user.click(screen.getByRole('button', { name: 'Month' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2), PATIENCE);
    expect(screen.getByTestId('timeline-range')).toHaveTextContent('December 2026');
    expect(String(fetch.mock.calls[1]![0])).toContain('from=2026-12-01&to=2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await vi.waitFor(() => expect(String(fetch.mock.calls.at(-1)![0])).toContain('from=2027-01-01&to=2027-01-31'), PATIENCE);
    await user.selectOptions(screen.getByLabelText('Vehicle type'), 'Van');
    await vi.waitFor(() => expect(String(fetch.mock.calls.at(-1)![0])).toContain('type=Van'), PATIENCE);
    await user.type(screen.getByLabelText('Search brand or model'), 'hiace');
    await vi.waitFor(() => expect(String(fetch.mock.calls.at(-1)![0])).toContain('q=hiace'), PATIENCE);
    const calls = fetch.mock.calls.length;
    await user.click(screen.getByRole('checkbox', { name: 'Show cancelled' }));
    expect(fetch.mock.calls.length).toBe(calls);
  });

  it('says when no vehicle matches, and reads Error: {message} on failure', async () => {
    mockFetch(() => json({ vehicles: [], bookings: [], outOfService: [] }));
    const first = setup('/admin/timeline');
    expect(await screen.findByText('No vehicles match these filters.')).toBeInTheDocument();
    first.unmount();
    mockFetch(() => json({ error: 'A timeline shows at most 92 days' }, 400, 'Bad Request'));
    setup('/admin/timeline');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: A timeline shows at most 92 days');
  });

  it('draws an out-of-service period as a block of its own with the reason, opening the vehicle', async () => {
    mockFetch(() => json(fleet(3)));
    setup('/admin/timeline?date=2026-12-09');
    const block = await screen.findByRole('link', { name: /Toyota Model 1 out of service: Repair \(Gearbox\)/ });
    expect(block).toHaveAttribute('href', '/admin/vehicles/edit/v1');
    expect(block).toHaveAttribute('title', expect.stringContaining('Repair (Gearbox)'));
    expect(block).toHaveAttribute('data-testid', 'timeline-out-of-service');
    expect(screen.getByRole('list', { name: 'Colours' })).toHaveTextContent('Out of service');
  });

  it('takes a vehicle out of service from the timeline and lists the bookings on those dates', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch((_url, init) => {
      if (init?.method === 'POST') {
        return json(
          {
            _id: 'p-2', vehicleId: 'v0', fromDate: '2026-12-09', fromTime: '00:00', untilDate: '2026-12-10', untilTime: '00:00',
            start: '2026-12-09T00:00:00+05:30', end: '2026-12-10T00:00:00+05:30', reason: 'maintenance', note: '', createdBy: 'Admin', createdAt: '2026-12-01T00:00:00Z',
            bookingsToMove: [{ _id: 'b0000000-0000-4000-8000-000000000000', name: 'Emma Wilson', status: 'confirmed', start: '2026-12-08T09:00:00+05:30', end: '2026-12-10T09:00:00+05:30' }],
          },
          201,
        );
      }
      return json(fleet(3));
    });
    setup('/admin/timeline?date=2026-12-09');
    await screen.findByTestId('timeline-counts');
    await user.click(screen.getByRole('button', { name: 'Out of service…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a vehicle out of service' });
    await user.click(within(dialog).getByRole('button', { name: 'Take out of service' }));
    expect(await within(dialog).findByText('Choose a vehicle', { selector: '[role=alert], p' })).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/^Vehicle/), 'v0');
    await user.selectOptions(within(dialog).getByLabelText(/^Reason/), 'maintenance');
    await user.click(within(dialog).getByRole('button', { name: 'Take out of service' }));
    const post = await vi.waitFor(() => {
      const call = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(call).toBeDefined();
      return call!;
    }, PATIENCE);
    expect(String(post[0])).toContain('/api/admin/vehicles/v0/out-of-service');
    expect(JSON.parse(String(post[1]!.body))).toMatchObject({ fromDate: '2026-12-07', fromTime: '00:00', untilDate: '2026-12-08', untilTime: '00:00', reason: 'maintenance' });
    const toMove = await within(dialog).findByTestId('bookings-to-move');
    expect(toMove).toHaveTextContent('1 booking is already on these dates');
    expect(within(toMove).getByRole('link', { name: /Emma Wilson/ })).toHaveAttribute('href', '/admin/bookings/b0000000-0000-4000-8000-000000000000');
  });

  it('labels each row with the vehicle and its booking count', async () => {
    mockFetch(() => json(fleet(2)));
    setup('/admin/timeline?date=2026-12-09');
    const list = await screen.findByRole('list', { name: 'Vehicles' });
    expect(within(list).getByRole('listitem', { name: 'Toyota Model 0, 1 booking' })).toBeInTheDocument();
  });
});
