import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_RULES, addDays, colomboToday } from '@app/shared';
import { ENGLISH_PAGE_MESSAGES as MESSAGES } from '../../../lib/i18n/page-messages';
import { json, mockFetch, renderRoutes, storeSession } from '../../../test/render';
import { ADMIN_USER, bodyOf, booking, vehicle } from '../../../test/fixtures';
import { BookingsPage } from './BookingsPage';
import { NewBookingPage } from './NewBookingPage';
import { PATIENCE } from '../../../test/patience';

const T = MESSAGES.staffUi;
const PRIUS = '5b0e7d0c-3a8e-4b1f-9d2a-0c6f1e2d3a4b';
const EMMA = { _id: '7d4b2a10-5c3e-4f6a-8b9c-1d2e3f4a5b6c', username: 'Emma Wilson', email: 'tourist@lankaride.lk', role: 'tourist', phone: '+44 7700 900123', createdAt: '2026-01-01T00:00:00.000Z', preferredLanguage: 'fr' };
const start = addDays(colomboToday(), 45);
const SEAT = { _id: '22222222-2222-4222-8222-222222222222', key: 'childSeat', names: { en: 'Child seat' }, price: 3, pricing: 'perDay', maxQuantity: 3, vehicleTypes: ['Car'], active: true };
const HELMET = { _id: '44444444-4444-4444-8444-444444444444', key: null, names: { en: 'Second helmet' }, price: 1, pricing: 'perDay', maxQuantity: 1, vehicleTypes: ['Scooter'], active: true };

function setup() {
  storeSession(ADMIN_USER);
  return renderRoutes(
    [
      { path: '/admin/bookings', element: <BookingsPage /> },
      { path: '/admin/bookings/new', element: <NewBookingPage /> },
    ],
    '/admin/bookings/new',
  );
}

function api(post: () => Response) {
  return mockFetch((url, init) => {
    if (init.method === 'POST') return post();
    if (url.pathname === '/api/admin/vehicles') return json([vehicle({ _id: PRIUS }), vehicle({ _id: 'v9', model: 'Axio', availabilityStatus: false })]);
    if (url.pathname === '/api/booking-rules') return json(DEFAULT_BOOKING_RULES);
    if (url.pathname === '/api/add-ons') return json([SEAT, HELMET]);
    if (url.pathname === '/api/drivers/languages') return json([{ code: 'de', name: 'German' }, { code: 'en', name: 'English' }]);
    if (url.pathname === '/api/admin/users') return json({ items: url.searchParams.get('q') === 'emma' ? [EMMA] : [], nextCursor: null });
    return json({ items: [booking()], nextCursor: null });
  });
}

async function fillTrip(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText(new RegExp(T.vehicle)), PRIUS);
  await user.type(screen.getByLabelText(new RegExp(T.pickupPoint)), 'Colombo');
  await user.type(screen.getByLabelText(new RegExp(T.returnPoint)), 'Kandy');
  await user.type(screen.getByLabelText(new RegExp(T.pickupDate)), start);
  await user.type(screen.getByLabelText(new RegExp(T.pickupTime)), '09:00');
  await user.type(screen.getByLabelText(new RegExp(T.returnDate)), addDays(start, 2));
  await user.type(screen.getByLabelText(new RegExp(T.returnTime)), '09:00');
}

describe('a booking taken by phone', () => {
  it('for an existing account: found by search, its details filled in, the price shown, sent with its id', async () => {
    const user = userEvent.setup();
    const fetch = api(() => json({ ...booking({ _id: '9a8b7c6d-0000-4000-8000-000000000000' }), accountCreated: false }, 201));
    setup();
    expect(screen.getByRole('heading', { level: 1, name: T.newBookingTitle })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: T.customerExisting })).toBeChecked();
    // A submit with no account chosen says what is missing in one summary, the account first.
    await user.click(screen.getByRole('button', { name: T.createBooking }));
    // The account check answers at once, the form's own checks a moment later (they run asynchronously): wait for both.
    await waitFor(() => expect(within(screen.getByTestId('error-summary')).getAllByRole('link').length).toBeGreaterThanOrEqual(4), PATIENCE);
    const summary = screen.getByTestId('error-summary');
    expect(summary).toHaveAttribute('role', 'alert');
    const items = within(summary).getAllByRole('link').map((a) => a.textContent);
    // The e-mail may be left out (a customer without one): not among the problems.
    expect(items.slice(0, 4)).toEqual([T.customerRequired, MESSAGES.booking.nameRequired, MESSAGES.booking.phoneRequired, T.vehicleRequired]);
    expect(items).not.toContain(MESSAGES.booking.emailRequired);
    expect(items).toContain(MESSAGES.booking.pickupPointRequired);
    // Each field keeps its message underneath, quietly: the summary is the one announcement.
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    await user.type(screen.getByLabelText(new RegExp(T.customerSearch)), 'emma');
    await user.click(await screen.findByRole('button', { name: /Emma Wilson/ }, PATIENCE));
    expect(screen.getByTestId('chosen-customer')).toHaveTextContent(T.customerChosen('Emma Wilson'));
    expect(screen.getByLabelText(new RegExp(T.email))).toHaveValue('tourist@lankaride.lk');
    expect(screen.getByLabelText(new RegExp(T.phoneNumber))).toHaveValue('+44 7700 900123');
    // The account's language is the form's: staff see it and may change it.
    expect(screen.getByLabelText(T.customerLanguage)).toHaveValue('fr');
    const users = new URL(String(fetch.mock.calls.find(([url]) => String(url).includes('/api/admin/users'))![0]), 'http://x').searchParams;
    expect(users.get('role')).toBe('tourist');

    expect(screen.getByText(T.priceHint)).toBeInTheDocument();
    await fillTrip(user);
    // Two days of the Prius with a driver: 2 x (45 + 50).
    expect(screen.getByTestId('staff-booking-total')).toHaveTextContent('$190.00');
    // The extras that go with a car (not the scooter's helmet), priced into the total: one seat for two days.
    const extras = screen.getByRole('group', { name: MESSAGES.bookingUi.form.extrasTitle });
    expect(within(extras).getByText(T.extrasIntro)).toBeInTheDocument();
    expect(within(extras).queryByText('Second helmet')).not.toBeInTheDocument();
    await user.selectOptions(within(extras).getByLabelText(MESSAGES.bookingUi.form.extraHowMany('Child seat')), '1');
    expect(screen.getByTestId('staff-booking-total')).toHaveTextContent('$196.00');
    expect(within(screen.getByLabelText(new RegExp(T.vehicle))).getByRole('option', { name: /Axio/ })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'German' }));
    await user.click(screen.getByRole('button', { name: T.createBooking }));

    expect(await screen.findByTestId('booking-created')).toHaveTextContent(T.bookingCreated('9A8B7C', 'Emma Wilson'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/bookings$/);
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toBe('/api/admin/bookings');
    expect(bodyOf(post[1])).toEqual({
      vehicleId: PRIUS,
      customerId: EMMA._id,
      name: 'Emma Wilson',
      email: 'tourist@lankaride.lk',
      phone: '+44 7700 900123',
      pickupDate: start,
      pickupTime: '09:00',
      returnDate: addDays(start, 2),
      returnTime: '09:00',
      pickupPoint: 'Colombo',
      returnPoint: 'Kandy',
      // Branches the driver finds by name: no map point (decision 116).
      pickupGeo: null,
      returnGeo: null,
      numTourists: 1,
      driverOption: 'withDriver',
      specialRequests: '',
      preferredLanguages: ['de'],
      customerLanguage: 'fr',
      addOns: [{ id: SEAT._id, quantity: 1 }],
      // No flight was given on the phone (issue 32): sent as none.
      flightNumber: null,
      flightTime: null,
      signName: null,
    });
  });

  it('for a new customer without e-mail, in their language: sent without an address; the list says to phone them', async () => {
    const user = userEvent.setup();
    const fetch = api(() =>
      json({ ...booking({ _id: 'abcdef12-0000-4000-8000-000000000000', email: null, userId: { _id: 'u8', username: 'Nimal Perera', email: null, phone: '+94 77 123 4567' } }), accountCreated: true }, 201),
    );
    setup();
    await user.click(screen.getByRole('radio', { name: T.customerNew }));
    await user.type(screen.getByLabelText(new RegExp(T.fullName)), 'Nimal Perera');
    await user.type(screen.getByLabelText(new RegExp(T.phoneNumber)), '+94 77 123 4567');
    expect(screen.getByLabelText(T.customerLanguage)).toHaveValue('');
    await user.selectOptions(screen.getByLabelText(T.customerLanguage), 'si');
    await fillTrip(user);
    await user.click(screen.getByRole('button', { name: T.createBooking }));
    expect(await screen.findByTestId('booking-created')).toHaveTextContent(T.bookingCreatedNoEmail('ABCDEF', 'Nimal Perera', '+94 77 123 4567'));
    const body = bodyOf(fetch.mock.calls.find(([, init]) => init?.method === 'POST')![1]) as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Nimal Perera', email: null, phone: '+94 77 123 4567', customerLanguage: 'si' });
  });

  it('for a new customer: name, e-mail and phone, no account id; the list says the account was e-mailed', async () => {
    const user = userEvent.setup();
    const fetch = api(() =>
      json({ ...booking({ _id: '1234abcd-0000-4000-8000-000000000000', userId: { _id: 'u9', username: 'Hans Müller', email: 'hans@example.de', phone: '+49 170 1234567' } }), accountCreated: true }, 201),
    );
    setup();
    await user.click(screen.getByRole('radio', { name: T.customerNew }));
    expect(screen.getByText(T.customerNewHint)).toBeInTheDocument();
    expect(screen.queryByLabelText(new RegExp(T.customerSearch))).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(new RegExp(T.fullName)), 'Hans Müller');
    await user.type(screen.getByLabelText(new RegExp(T.email)), 'hans@example.de');
    await user.type(screen.getByLabelText(new RegExp(T.phoneNumber)), '+49 170 1234567');
    await fillTrip(user);
    await user.click(screen.getByRole('radio', { name: T.selfDrive }));
    expect(screen.getByTestId('staff-booking-total')).toHaveTextContent('$90.00');
    await user.click(screen.getByRole('button', { name: T.createBooking }));
    expect(await screen.findByTestId('booking-created')).toHaveTextContent(T.bookingCreatedNewAccount('1234AB', 'Hans Müller'));
    const body = bodyOf(fetch.mock.calls.find(([, init]) => init?.method === 'POST')![1]) as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Hans Müller', email: 'hans@example.de', driverOption: 'selfDrive', preferredLanguages: [] });
    expect(body.customerId).toBeUndefined();
  });

  it('keeps the form and shows the server’s refusal, focused', async () => {
    const user = userEvent.setup();
    api(() => json({ error: MESSAGES.booking.conflict }, 409, 'Conflict'));
    setup();
    await user.click(screen.getByRole('radio', { name: T.customerNew }));
    await user.type(screen.getByLabelText(new RegExp(T.fullName)), 'Hans Müller');
    await user.type(screen.getByLabelText(new RegExp(T.email)), 'hans@example.de');
    await user.type(screen.getByLabelText(new RegExp(T.phoneNumber)), '+49 170 1234567');
    await fillTrip(user);
    await user.click(screen.getByRole('button', { name: T.createBooking }));
    const alert = await screen.findByText(MESSAGES.booking.conflict);
    await waitFor(() => expect(alert.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/bookings/new');
  });

  it('holds the tourists to the chosen vehicle’s seats before sending', async () => {
    const user = userEvent.setup();
    const fetch = api(() => json({}, 500));
    setup();
    await user.click(screen.getByRole('radio', { name: T.customerNew }));
    await fillTrip(user);
    const tourists = screen.getByLabelText(new RegExp(T.tourists));
    await user.clear(tourists);
    await user.type(tourists, '5');
    await user.click(screen.getByRole('button', { name: T.createBooking }));
    expect(within(await screen.findByTestId('error-summary')).getByRole('link', { name: MESSAGES.booking.tooManyTourists(4) })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
