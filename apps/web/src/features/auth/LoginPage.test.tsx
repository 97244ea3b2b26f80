import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared';
import { vehicle } from '../../test/fixtures';
import { json, mockFetch, renderRoutes } from '../../test/render';
import { rememberSignInReturn, readSignInReturn } from '../../lib/auth/sign-in-return';
import { LoginPage, destinationAfterLogin } from './LoginPage';

describe('where login leads', () => {
  const from = { pathname: '/book-vehicle/v1', search: '?pickupDate=2030-01-01', hash: '', state: null };
  it('sends admins and drivers to their dashboards', () => {
    expect(destinationAfterLogin({ username: 'a', role: 'admin' }, from).to).toBe('/admin/dashboard');
    expect(destinationAfterLogin({ username: 'd', role: 'driver' }, from).to).toBe('/driver/dashboard');
  });
  it('sends others back where they came from, or home', () => {
    expect(destinationAfterLogin({ username: 't', role: 'tourist' }, from).to).toBe('/book-vehicle/v1?pickupDate=2030-01-01');
    expect(destinationAfterLogin({ username: 't', role: 'tourist' }, undefined).to).toBe('/');
    expect(destinationAfterLogin({ username: 't', role: 'tourist' }, { ...from, pathname: '/login', search: '' }).to).toBe('/');
  });
});

describe('LoginPage', () => {
  function setup(state: unknown = null) {
    return renderRoutes(
      [
        { path: '/login', element: <LoginPage /> },
        { path: '*', element: null },
      ],
      { pathname: '/login', state },
    );
  }

  it('returns to the page the user came from and replaces the history entry', async () => {
    const user = userEvent.setup();
    mockFetch(() => json({ token: 'a.b.c', user: { username: 'Emma', role: 'tourist' } }));
    const { router } = setup({ from: { pathname: '/manage-bookings', search: '', hash: '', state: null } });
    await user.type(screen.getByLabelText(/Email/), 'tourist@lankaride.lk');
    await user.type(screen.getByLabelText(/Password/), 'Tourist@123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('/manage-bookings')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the server’s error, or the spec’s fallback, when login fails', async () => {
    const user = userEvent.setup();
    let reply = json({ error: MESSAGES.login.invalidCredentials }, 401, 'Unauthorized');
    mockFetch(() => reply);
    setup();
    await user.type(screen.getByLabelText(/Email/), 'x@y.lk');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(MESSAGES.login.invalidCredentials)).toBeInTheDocument();
    reply = new Response('oops', { status: 502 });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(MESSAGES.login.failedCheckCredentials)).toBeInTheDocument();
  });

  it('shows the registration success message and prefills the email', () => {
    setup({ registered: { message: MESSAGES.registration.success('tourist'), email: 'new@x.lk' } });
    expect(screen.getByText('Registration as tourist successful! Please login.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveValue('new@x.lk');
  });

  it('says why when a booking sent the visitor: the vehicle fetched by the id in the booking form’s address', async () => {
    const fetch = mockFetch((url) => (url.pathname === '/api/vehicles/v1' ? json(vehicle()) : json({}, 404)));
    setup({ from: { pathname: '/book-vehicle/v1', search: '?pickupDate=2030-01-01', hash: '', state: null } });
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.bookingFlow.signInToContinue })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to book the Toyota Prius' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.bookingFlow.tripKept)).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/vehicles/v1');
  });

  it('names the vehicle a carried booking draft holds, without fetching it', () => {
    const fetch = mockFetch(() => json({}, 404));
    setup({ from: { pathname: '/booking-confirmation', search: '', hash: '', state: { vehicle: { _id: 'v2', brand: 'Suzuki', model: 'Alto' }, booking: {} } } });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to book the Suzuki Alto' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps its usual title for other pages', () => {
    setup({ from: { pathname: '/manage-bookings', search: '', hash: '', state: null } });
    expect(screen.getByRole('heading', { level: 1, name: 'Log in to LankaRide' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.bookingFlow.tripKept)).not.toBeInTheDocument();
  });

  it('carries the booking to registration through "Create an account"', async () => {
    const from = { pathname: '/book-vehicle/v1', search: '?pickupDate=2030-01-01', hash: '', state: null };
    mockFetch(() => json(vehicle()));
    setup({ from });
    await userEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    const probe = await screen.findByText('/register');
    expect(JSON.parse(probe.getAttribute('data-state')!)).toEqual({ from });
  });

  it('after registration mid-booking: the success message, the new e-mail, and the way back to the booking form', async () => {
    const user = userEvent.setup();
    const from = { pathname: '/book-vehicle/v1', search: '?pickupDate=2030-01-01&pickupPoint=Colombo', hash: '', state: null };
    mockFetch((url) =>
      url.pathname === '/api/users/login' ? json({ token: 'a.b.c', user: { username: 'Tara', role: 'tourist' } }) : json(vehicle()),
    );
    setup({ registered: { message: MESSAGES.registration.success('tourist'), email: 'tara@example.com' }, from });
    expect(screen.getByText(MESSAGES.registration.success('tourist'))).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveValue('tara@example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to book the Toyota Prius' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('/book-vehicle/v1?pickupDate=2030-01-01&pickupPoint=Colombo')).toBeInTheDocument();
  });

  it('without navigation state (the bar\'s Register, a reload, the reset link), returns to the booking kept for this tab, once', async () => {
    const user = userEvent.setup();
    const from = { pathname: '/book-vehicle/v1', search: '?pickupDate=2030-01-01&pickupPoint=Colombo', hash: '', state: null };
    rememberSignInReturn(from);
    mockFetch((url) =>
      url.pathname === '/api/users/login' ? json({ token: 'a.b.c', user: { username: 'Tara', role: 'tourist' } }) : json(vehicle()),
    );
    // The bar's Login pressed on the login page itself names /login as its origin.
    setup({ from: { pathname: '/login', search: '', hash: '', state: null } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to book the Toyota Prius' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email/), 'tara@example.com');
    await user.type(screen.getByLabelText(/Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('/book-vehicle/v1?pickupDate=2030-01-01&pickupPoint=Colombo')).toBeInTheDocument();
    expect(readSignInReturn()).toBeNull();
  });
});
