import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared';
import { json, mockFetch, renderRoutes } from '../../test/render';
import { RegisterDetailsPage } from './RegisterDetailsPage';

const R = MESSAGES.registration;

function setup(role?: string) {
  return renderRoutes(
    [
      { path: '/register/details', element: <RegisterDetailsPage /> },
      { path: '*', element: null },
    ],
    { pathname: '/register/details', state: role ? { role } : null },
  );
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create account' }));
const alerts = async () => (await screen.findAllByRole('alert')).map((a) => a.textContent);

describe('registration details', () => {
  it('sends visitors without a chosen role back to /register', async () => {
    setup();
    expect(await screen.findByTestId('location')).toHaveTextContent('/register');
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
  });

  it('tourist: username and email required, password at least 6 characters, phone optional', async () => {
    const user = userEvent.setup();
    setup('tourist');
    await submit();
    expect(await alerts()).toEqual([R.usernameEmailRequired, R.passwordTooShort]);
    expect(screen.queryByLabelText(/License number/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Username/), 'ana');
    await user.type(screen.getByLabelText(/^Email/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Password/), '12345');
    await submit();
    expect(await alerts()).toEqual([R.passwordTooShort]);
  });

  it('driver: also needs a license number and a phone', async () => {
    setup('driver');
    await submit();
    expect(await alerts()).toEqual([R.usernameEmailRequired, R.passwordTooShort, R.phoneRequiredForDrivers, R.licenseRequired]);
  });

  it('sends a driver’s details parsed (languages as a list, empty expiry as null) and asks to log in', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(() => json({ message: 'Registration successful.', user: {} }, 201));
    setup('driver');
    await user.type(screen.getByLabelText(/Username/), 'Ravi');
    await user.type(screen.getByLabelText(/^Email/), 'Ravi@Example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.type(screen.getByLabelText(/^Phone/), '+94 77 000 0000');
    await user.type(screen.getByLabelText(/License number/), 'B999');
    await user.clear(screen.getByLabelText(/Years of experience/));
    await user.type(screen.getByLabelText(/Years of experience/), '4');
    for (const name of ['English', 'Tamil']) await user.click(within(screen.getByRole('group', { name: /Languages/ })).getByRole('checkbox', { name }));
    await submit();
    const probe = await screen.findByText('/login');
    expect(JSON.parse(probe.getAttribute('data-state')!).registered).toEqual({ message: R.success('driver'), email: 'ravi@example.com' });
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({
      username: 'Ravi',
      email: 'ravi@example.com',
      password: 'secret1',
      role: 'driver',
      phone: '+94 77 000 0000',
      licenseNumber: 'B999',
      licenseExpiry: null,
      experienceYears: 4,
      languages: ['en', 'ta'],
    });
  });

  it('shows "Validation failed: " and the server’s details on a 400, else its error', async () => {
    const user = userEvent.setup();
    let reply = json({ error: 'Validation failed', details: ['Email is invalid', 'Password is too long'] }, 400, 'Bad Request');
    mockFetch(() => reply);
    setup('tourist');
    await user.type(screen.getByLabelText(/Username/), 'ana');
    await user.type(screen.getByLabelText(/^Email/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await submit();
    expect(await screen.findByText('Validation failed: Email is invalid, Password is too long')).toBeInTheDocument();
    reply = json({ error: 'An account with this email already exists.' }, 409, 'Conflict');
    await submit();
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    reply = json({}, 500, 'Internal Server Error');
    await submit();
    expect(await screen.findByText(R.failedRetry)).toBeInTheDocument();
  });
});
