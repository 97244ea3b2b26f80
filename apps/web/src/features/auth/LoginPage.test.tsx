import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared';
import { json, mockFetch, renderRoutes } from '../../test/render';
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
});
