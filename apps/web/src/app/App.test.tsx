import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type BookingStatus } from '@app/shared';
import { routes } from './routes';
import { booking as bookingFixture } from '../test/fixtures';
import { json, mockFetch, renderRoutes, storeSession } from '../test/render';

/** A booking of mine in a status, known or not (the list must label either). */
const booking = (status: string) => bookingFixture({ _id: `id-${status}`, bookingStatus: status as BookingStatus });

// The pages are lazy chunks; transform them once up front so a busy test run cannot make the
// first render of each page outlast the queries' timeouts.
beforeAll(async () => {
  await Promise.all([
    import('../features/home/HomePage'),
    import('../features/auth/LoginPage'),
    import('../features/contact/ContactPage'),
    import('../features/my-bookings/MyBookingsPage'),
    import('../features/not-found/NotFoundPage'),
  ]);
}, 30_000);

describe('the app shell', () => {
  it('while the first page’s code loads, the layout and its navigation bar stand around the page’s skeleton, and stay', async () => {
    mockFetch(() => json({ items: [], nextCursor: null }));
    renderRoutes(routes, '/available-vehicles?vehicleType=Van');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(screen.getByText(MESSAGES.searchUi.pageLoading)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: /Available Vans/ })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.searchUi.pageLoading)).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBe(nav);
  });

  it('shows Login and Register when signed out', async () => {
    renderRoutes(routes, '/contact');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Register' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'My Bookings' })).not.toBeInTheDocument();
  });

  it('shows My Bookings, the username, Logout and for admins an Admin link; Logout goes home signed out', async () => {
    const user = userEvent.setup();
    storeSession({ username: 'Asha Admin', role: 'admin' });
    renderRoutes(routes, '/contact');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'My Bookings' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Admin' })).toBeInTheDocument();
    expect(within(nav).getByText('Asha Admin')).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Explore Sri Lanka/ })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('sends signed-out visitors of a login-required page to /login, remembering where they were', async () => {
    renderRoutes(routes, '/manage-bookings');
    expect(await screen.findByRole('heading', { name: 'Log in to LankaRide' })).toBeInTheDocument();
    const state = JSON.parse(screen.getByTestId('location').getAttribute('data-state')!);
    expect(state.from.pathname).toBe('/manage-bookings');
  });

  it('keeps non-admins out of /admin', async () => {
    storeSession({ username: 'Emma', role: 'tourist' });
    renderRoutes(routes, '/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: /Explore Sri Lanka/ })).toBeInTheDocument();
  });

  it('lists my bookings with their status labels, unknown values reading Unknown', async () => {
    storeSession();
    mockFetch(() => json([booking('pending'), booking('en_route'), booking('teleported')]));
    renderRoutes(routes, '/manage-bookings');
    await screen.findByRole('heading', { name: 'My Bookings', level: 1 });
    const statuses = await screen.findAllByTestId('booking-status');
    // The trip under way comes first (issue 15).
    expect(statuses.map((s) => s.textContent)).toEqual(['En Route', 'Pending', 'Unknown']);
  });

  it('shows the empty state with a link to the vehicles', async () => {
    storeSession();
    mockFetch(() => json([]));
    renderRoutes(routes, '/manage-bookings');
    expect(await screen.findByText('You have no bookings yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse available vehicles' })).toHaveAttribute('href', '/available-vehicles');
  });

  it('shows the server’s error, else the status text, when bookings fail to load', async () => {
    storeSession();
    mockFetch(() => json({}, 503, 'Service Unavailable'));
    renderRoutes(routes, '/manage-bookings');
    expect(await screen.findByText(MESSAGES.myBookings.failed('Service Unavailable'))).toBeInTheDocument();
  });

  it('signs out and sends the user to log in when the API answers 401, then brings them back', async () => {
    const user = userEvent.setup();
    storeSession();
    let expired = true;
    mockFetch((url) => {
      if (url.pathname === '/api/users/login') return json({ token: 'n.e.w', user: { username: 'Emma', role: 'tourist' } });
      return expired ? json({ error: MESSAGES.api.invalidToken }, 401, 'Unauthorized') : json([]);
    });
    renderRoutes(routes, '/manage-bookings');
    expect(await screen.findByRole('heading', { name: 'Log in to LankaRide' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.myBookings.unauthorized)).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
    expired = false;
    await user.type(screen.getByLabelText(/Email/), 'tourist@lankaride.lk');
    await user.type(screen.getByLabelText(/Password/), 'Tourist@123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('You have no bookings yet.')).toBeInTheDocument();
  });

  it('shows a helpful not-found page for unknown routes', async () => {
    renderRoutes(routes, '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the home page/ })).toHaveAttribute('href', '/');
  });
});
