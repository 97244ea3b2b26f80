import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, colomboToday } from '@app/shared';
import { ENGLISH_PAGE_MESSAGES as MESSAGES } from '../../lib/i18n/page-messages';
import { json, mockFetch, renderRoutes, storeSession } from '../../test/render';
import { AdminDashboardPage } from './AdminDashboardPage';
import { ADMIN_USER, booking } from '../../test/fixtures';
import '../../test/patience';

describe('the admin dashboard', () => {
  it('shows the day’s picture: pending requests, trips today, fleet size, unread messages', async () => {
    const today = colomboToday();
    const fetch = mockFetch((url) => {
      if (url.pathname === '/api/admin/bookings') return json({ items: [booking(), booking({ _id: 'aaaaaa11-2222' })], nextCursor: null });
      if (url.pathname === '/api/admin/messages') return json({ items: [], nextCursor: 'more' });
      if (url.pathname === '/api/admin/drivers/licences/expiring') {
        return json([{ driver: { _id: 'd1', username: 'Sunil Perera' }, licence: 'driving', expiry: addDays(today, 12), expired: false }]);
      }
      if (url.pathname === '/api/admin/money-tasks') {
        return json({
          refundsDue: { count: 1, items: [{ _id: 'cccccc11-2222', customerName: 'Lena Weber', vehicleName: 'Toyota Land Cruiser', amount: 16.2, pickupDate: null, depositDeadline: null }] },
          depositsDue: { count: 1, items: [{ _id: 'dddddd11-2222', customerName: 'Wei Zhang', vehicleName: 'Honda Dio', amount: 2.4, pickupDate: '2031-01-10', depositDeadline: null }] },
        });
      }
      return json({
        vehicles: [
          { _id: 'v1', brand: 'Toyota', model: 'Prius', type: 'Car', image: '' },
          { _id: 'v2', brand: 'Honda', model: 'Fit', type: 'Car', image: '' },
        ],
        bookings: [
          { _id: 'b1', vehicleId: 'v1', start: `${today}T09:00:00+05:30`, end: `${today}T18:00:00+05:30`, status: 'picked_up', name: 'Emma Wilson', driverOption: 'withDriver' },
          { _id: 'b2', vehicleId: 'v2', start: `${today}T09:00:00+05:30`, end: `${today}T18:00:00+05:30`, status: 'cancelled', name: 'Gone', driverOption: 'selfDrive' },
        ],
      });
    });
    storeSession(ADMIN_USER);
    renderRoutes([{ path: '/admin/dashboard', element: <AdminDashboardPage /> }], '/admin/dashboard');
    await waitFor(() => expect(screen.getByTestId('stat-pending')).toHaveTextContent('2'));
    await waitFor(() => expect(screen.getByTestId('stat-trips')).toHaveTextContent('1'));
    expect(screen.getByTestId('stat-fleet')).toHaveTextContent('2');
    await waitFor(() => expect(screen.getByTestId('stat-unread')).toHaveTextContent('100+'));
    expect(screen.getByText('Toyota Prius · Emma Wilson')).toBeInTheDocument();
    // Decision 102: a licence expiring within 30 days is flagged, linking to the driver.
    const licences = await screen.findByTestId('licence-tasks');
    expect(within(licences).getByRole('link', { name: new RegExp(`Sunil Perera · ${MESSAGES.driversUi.licences.driving}`) })).toHaveAttribute('href', '/admin/drivers/edit/d1');
    expect(screen.queryByText(/Gone/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Review/ })).toHaveAttribute('href', '/admin/bookings?status=pending');
    for (const name of ['Vehicles', 'Bookings', 'Users', 'Drivers']) expect(screen.getByRole('navigation', { name: 'Admin lists' })).toHaveTextContent(name);
    // Money to settle: each refund and deposit due links to its booking, with what to do.
    const T = MESSAGES.staffAreaUi.dashboard;
    const refunds = await screen.findByRole('region', { name: T.refundsDue(1) });
    expect(within(refunds).getByRole('link', { name: /Lena Weber · Toyota Land Cruiser/ })).toHaveAttribute('href', '/admin/bookings/cccccc11-2222');
    expect(refunds).toHaveTextContent(T.payBack('$16.20'));
    const deposits = screen.getByRole('region', { name: T.depositsDue(1) });
    expect(within(deposits).getByRole('link', { name: /Wei Zhang · Honda Dio/ })).toHaveAttribute('href', '/admin/bookings/dddddd11-2222');
    expect(deposits).toHaveTextContent(T.collect('$2.40'));
    const timeline = fetch.mock.calls.find(([url]) => String(url).includes('/timeline'))!;
    expect(String(timeline[0])).toContain(`from=${today}&to=${today}`);
  });
});
