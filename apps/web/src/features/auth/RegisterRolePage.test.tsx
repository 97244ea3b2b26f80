import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared';
import { vehicle } from '../../test/fixtures';
import { json, mockFetch, renderRoutes } from '../../test/render';
import { rememberSignInReturn } from '../../lib/auth/sign-in-return';
import { RegisterRolePage } from './RegisterRolePage';

const FROM = { pathname: '/book-vehicle/v1', search: '?pickupDate=2030-01-01', hash: '', state: null };

function setup(state: unknown) {
  mockFetch((url) => (url.pathname === '/api/vehicles/v1' ? json(vehicle()) : json({}, 404)));
  return renderRoutes(
    [
      { path: '/register', element: <RegisterRolePage /> },
      { path: '*', element: null },
    ],
    { pathname: '/register', state },
  );
}

describe('choosing a role', () => {
  it('carries the booking being made on to the details form, and says it is kept', async () => {
    setup({ from: FROM });
    expect(await screen.findByText(MESSAGES.bookingFlow.registerThenBook('Toyota Prius'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Tourist/ }));
    const probe = await screen.findByText('/register/details');
    expect(JSON.parse(probe.getAttribute('data-state')!)).toEqual({ role: 'tourist', from: FROM });
  });

  it('reached without state (the navigation bar\'s Register), carries the booking kept for this tab', async () => {
    rememberSignInReturn(FROM);
    setup(null);
    expect(await screen.findByText(MESSAGES.bookingFlow.registerThenBook('Toyota Prius'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Tourist/ }));
    const probe = await screen.findByText('/register/details');
    expect(JSON.parse(probe.getAttribute('data-state')!)).toEqual({ role: 'tourist', from: FROM });
  });

  it('carries it back to the login too', async () => {
    setup({ from: FROM });
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    const probe = await screen.findByText('/login');
    expect(JSON.parse(probe.getAttribute('data-state')!)).toEqual({ from: FROM });
  });

  it('says nothing about a booking to a visitor who came to register', () => {
    setup(null);
    expect(screen.queryByTestId('booking-kept')).not.toBeInTheDocument();
  });
});
