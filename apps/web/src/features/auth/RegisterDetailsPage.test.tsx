import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared';
import { vehicle } from '../../test/fixtures';
import { json, mockFetch, renderRoutes } from '../../test/render';
import { LANGUAGE_STORAGE_KEY, rememberChoice, setActiveLanguage } from '../../lib/i18n/active-language';
import { RegisterDetailsPage } from './RegisterDetailsPage';

const R = MESSAGES.registration;

function setup(role?: string, from?: object) {
  return renderRoutes(
    [
      { path: '/register/details', element: <RegisterDetailsPage /> },
      { path: '*', element: null },
    ],
    { pathname: '/register/details', state: role || from ? { role, from } : null },
  );
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create account' }));
const alerts = async () => (await screen.findAllByRole('alert')).map((a) => a.textContent);

describe('registration details', () => {
  afterEach(() => {
    setActiveLanguage('en');
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  });

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
    // The account's username reads "Name" to a tourist; the spec's message about it stays.
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(R.usernameEmailRequired);
    expect(screen.queryByLabelText(/Username/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/License number/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name/), 'ana');
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

  it('sends a driver’s details parsed (languages as a list, empty expiry as null) with the browser’s language, and asks to log in', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(() => json({ message: 'Registration successful.', user: {} }, 201));
    setup('driver');
    await user.type(screen.getByLabelText(/^Name/), 'Ravi');
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
      browserLanguage: 'en',
    });
  });

  it('gives the new account a language chosen on this device; the browser’s own is sent only as the browser’s (decision 081)', async () => {
    const user = userEvent.setup();
    setActiveLanguage('fr');
    const fetch = mockFetch(() => json({ message: 'Registration successful.' }, 201));
    const register = async (email: string) => {
      setup('tourist');
      await user.type(screen.getByLabelText(/^Name/), 'Léa');
      await user.type(screen.getByLabelText(/^Email/), email);
      await user.type(screen.getByLabelText(/^Password/), 'secret1');
      await submit();
      await screen.findByText('/login');
      return JSON.parse(fetch.mock.calls.at(-1)![1]!.body as string) as Record<string, unknown>;
    };
    const unchosen = await register('lea@example.com');
    expect(unchosen).toMatchObject({ email: 'lea@example.com', browserLanguage: 'fr' });
    expect(unchosen).not.toHaveProperty('preferredLanguage');
    // No country chosen: none is sent (decision 097).
    expect(unchosen).not.toHaveProperty('country');
    cleanup();
    rememberChoice('fr');
    expect(await register('lea2@example.com')).toMatchObject({ email: 'lea2@example.com', preferredLanguage: 'fr', browserLanguage: 'fr' });
  });

  it('a tourist may give a country, picked from the list named in the page’s language (decision 097); a driver is not asked', async () => {
    const user = userEvent.setup();
    setActiveLanguage('de');
    const fetch = mockFetch(() => json({ message: 'Registration successful.' }, 201));
    setup('tourist');
    // The options are named by the browser's own country names in the page's language.
    const country = screen.getByRole('combobox', { name: /^(Land|Country)/ });
    expect(within(country).getAllByRole('option')[0]).toHaveValue('');
    await user.selectOptions(country, 'Deutschland');
    await user.type(screen.getByLabelText(/^Name/), 'Jonas');
    await user.type(screen.getByLabelText(/^(E-Mail|Email)/), 'jonas@example.com');
    await user.type(screen.getByLabelText(/^(Passwort|Password)/), 'secret1');
    await submit();
    await screen.findByText('/login');
    expect(JSON.parse(fetch.mock.calls.at(-1)![1]!.body as string)).toMatchObject({ email: 'jonas@example.com', country: 'DE' });
    cleanup();
    setActiveLanguage('en');
    setup('driver');
    expect(screen.queryByRole('combobox', { name: /^Country/ })).toBeNull();
  });

  it('shows "Validation failed: " and the server’s details on a 400, else its error', async () => {
    const user = userEvent.setup();
    let reply = json({ error: 'Validation failed', details: ['Email is invalid', 'Password is too long'] }, 400, 'Bad Request');
    mockFetch(() => reply);
    setup('tourist');
    await user.type(screen.getByLabelText(/^Name/), 'ana');
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

  it('in the middle of a booking: says the booking is kept, and hands the booking on to the login with the new e-mail', async () => {
    const user = userEvent.setup();
    const from = { pathname: '/book-vehicle/v1', search: '?pickupDate=2030-05-01&pickupPoint=Colombo', hash: '', state: null };
    mockFetch((url) => (url.pathname === '/api/vehicles/v1' ? json(vehicle()) : json({ message: 'Registration successful.' }, 201)));
    setup('tourist', from);
    expect(await screen.findByText(MESSAGES.bookingFlow.registerThenBook('Toyota Prius'))).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name/), 'Tara');
    await user.type(screen.getByLabelText(/^Email/), 'tara@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await submit();
    const probe = await screen.findByText('/login');
    expect(JSON.parse(probe.getAttribute('data-state')!)).toEqual({
      registered: { message: R.success('tourist'), email: 'tara@example.com' },
      from,
    });
  });

  it('keeps the booking when sent back to choose a role', async () => {
    const from = { pathname: '/book-vehicle/v1', search: '', hash: '', state: null };
    setup(undefined, from);
    const probe = await screen.findByText('/register');
    expect(JSON.parse(probe.getAttribute('data-state')!)).toEqual({ from });
  });
});
