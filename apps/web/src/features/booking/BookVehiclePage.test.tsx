import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type AvailabilityEvent, type Vehicle } from '@app/shared';
import { ENGLISH_PAGE_MESSAGES } from '../../lib/i18n/page-messages';
import { json, mockFetch, renderRoutes, storeSession } from '../../test/render';
import { vehicle as sampleVehicle } from '../../test/fixtures';
import { BookVehiclePage, FIRST_READS_WAIT_MS } from './BookVehiclePage';

const B = MESSAGES.booking;
const VEHICLE: Vehicle = sampleVehicle({
  _id: '11111111-1111-4111-8111-111111111111',
  features: ['Air Conditioning'],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

function setup(query = '', booked: AvailabilityEvent[] = [], vehicle: Vehicle = VEHICLE, state?: unknown) {
  storeSession();
  mockFetch((url) => {
    if (url.pathname === `/api/vehicles/${VEHICLE._id}`) return json(vehicle);
    if (url.pathname === `/api/vehicles/${VEHICLE._id}/availability`) return json(booked);
    if (url.pathname === '/api/drivers/languages') return json([{ code: 'en', name: 'English' }, { code: 'de', name: 'German' }]);
    // These tests book fixed dates in 2030; the form is held to the rules the server publishes.
    if (url.pathname === '/api/booking-rules') return json({ maxRentalDays: 90, bookingHorizonDays: 36_500 });
    return json({ error: 'Not found' }, 404);
  });
  return renderRoutes(
    [
      { path: '/book-vehicle/:id', element: <BookVehiclePage /> },
      { path: '*', element: null },
    ],
    { pathname: `/book-vehicle/${VEHICLE._id}`, search: query, state },
  );
}

/** The form itself, not only its header (shown while its first reads arrive). */
async function formShown(vehicle: string) {
  await screen.findByRole('heading', { name: `Book ${vehicle}` });
  await screen.findByRole('button', { name: 'Review booking' });
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Review booking' }));

describe('booking form', () => {
  it('prefills the trip from the query and the contact details from the signed-in user', async () => {
    setup('?pickupDate=2030-05-01&pickupTime=09:00&returnDate=2030-05-04&returnTime=09:00&pickupPoint=Colombo&returnPoint=Kandy');
    await formShown('Toyota Prius');
    expect(screen.getByLabelText(/Pickup date/)).toHaveValue('2030-05-01');
    expect(screen.getByLabelText(/Return time/)).toHaveValue('09:00');
    expect(screen.getByLabelText(/Pickup point/)).toHaveValue('Colombo');
    expect(screen.getByLabelText(/Return point/)).toHaveValue('Kandy');
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Emma Wilson');
    expect(screen.getByLabelText(/Number of tourists/)).toHaveValue(1);
    expect(screen.getByRole('radio', { name: /With a driver/ })).toBeChecked();
    // 3 days x $45 + 3 days x $50
    expect(screen.getByTestId('estimated-total')).toHaveTextContent('$285.00');
  });

  it('a scooter offers self drive first and preselected, saying why a driver is unusual; a car keeps the spec’s default', async () => {
    const scooter: Vehicle = { ...VEHICLE, brand: 'Honda', model: 'Dio', type: 'Scooter', seatingCapacity: 2, pricingDetails: { perDay: 12, perHour: 3 } };
    const { unmount } = setup('?pickupDate=2030-05-01&pickupTime=10:00&returnDate=2030-05-03&returnTime=10:00', [], scooter);
    await formShown('Honda Dio');
    await waitFor(() => expect(screen.getByRole('radio', { name: /Self drive/ })).toBeChecked());
    const radios = within(screen.getByRole('group', { name: MESSAGES.bookingFlow.driver })).getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual(['selfDrive', 'withDriver']);
    expect(screen.getByTestId('driver-note')).toHaveTextContent(ENGLISH_PAGE_MESSAGES.bookingUi.form.scooterDriverNote);
    // 2 days x $12, no driver
    expect(screen.getByTestId('estimated-total')).toHaveTextContent('$24.00');
    unmount();

    setup('?pickupDate=2030-05-01&pickupTime=10:00&returnDate=2030-05-03&returnTime=10:00');
    await formShown('Toyota Prius');
    expect(screen.getByRole('radio', { name: /With a driver/ })).toBeChecked();
    const carRadios = within(screen.getByRole('group', { name: MESSAGES.bookingFlow.driver })).getAllByRole('radio');
    expect(carRadios.map((r) => (r as HTMLInputElement).value)).toEqual(['withDriver', 'selfDrive']);
    expect(screen.queryByTestId('driver-note')).not.toBeInTheDocument();
  });

  it('a driver option chosen before the scooter has loaded is kept', async () => {
    const user = userEvent.setup();
    const scooter: Vehicle = { ...VEHICLE, brand: 'Honda', model: 'Dio', type: 'Scooter', seatingCapacity: 2 };
    let answer: (value: Response) => void = () => {};
    storeSession();
    mockFetch((url) => {
      if (url.pathname === `/api/vehicles/${VEHICLE._id}`) return new Promise<Response>((resolve) => (answer = resolve));
      if (url.pathname === '/api/booking-rules') return json({ maxRentalDays: 90, bookingHorizonDays: 36_500 });
      return json([]);
    });
    renderRoutes([{ path: '/book-vehicle/:id', element: <BookVehiclePage /> }], `/book-vehicle/${VEHICLE._id}`);
    // The form shows without the vehicle once its first reads have had their time (a slow network).
    await user.click(await screen.findByRole('radio', { name: /With a driver/ }, { timeout: FIRST_READS_WAIT_MS + 2000 }));
    answer(json(scooter));
    await formShown('Honda Dio');
    expect(screen.getByRole('radio', { name: /With a driver/ })).toBeChecked();
  });

  it('updates the estimate live when the driver option changes', async () => {
    const user = userEvent.setup();
    setup('?pickupDate=2030-05-01&pickupTime=09:00&returnDate=2030-05-04&returnTime=09:00');
    await formShown('Toyota Prius');
    await user.click(screen.getByRole('radio', { name: /Self drive/ }));
    expect(screen.getByTestId('estimated-total')).toHaveTextContent('$135.00');
  });

  it('shows every required-field message', async () => {
    const user = userEvent.setup();
    setup();
    await formShown('Toyota Prius');
    await user.clear(screen.getByLabelText(/Full name/));
    await user.clear(screen.getByLabelText(/^Email/));
    await user.clear(screen.getByLabelText(/Phone number/));
    await user.clear(screen.getByLabelText(/Number of tourists/));
    await submit();
    const messages = (await screen.findAllByRole('alert')).map((a) => a.textContent);
    expect(messages).toEqual(
      expect.arrayContaining([
        B.nameRequired,
        B.emailRequired,
        B.phoneRequired,
        B.atLeastOneTourist,
        B.pickupDateRequired,
        B.pickupTimeRequired,
        B.returnDateRequired,
        B.returnTimeRequired,
        B.pickupPointRequired,
        B.returnPointRequired,
      ]),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/book-vehicle\//);
    // Fixed after the submit, a field's message goes as it is typed (the fields follow the form's errors).
    await user.type(screen.getByLabelText(/Full name/), 'Emma Wilson');
    await waitFor(() => expect(screen.queryByText(B.nameRequired)).toBeNull());
    expect(screen.getByText(B.emailRequired)).toBeInTheDocument();
  });

  it('checks the email pattern, the tourist count and that return is after pickup', async () => {
    const user = userEvent.setup();
    setup('?pickupDate=2030-05-04&pickupTime=09:00&returnDate=2030-05-01&returnTime=09:00&pickupPoint=Colombo&returnPoint=Kandy');
    await formShown('Toyota Prius');
    const email = screen.getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'not-an-email');
    const tourists = screen.getByLabelText(/Number of tourists/);
    await user.clear(tourists);
    await user.type(tourists, '0');
    await submit();
    expect(await screen.findByText(B.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(B.atLeastOneTourist)).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'emma@example.com');
    await user.clear(tourists);
    await user.type(tourists, '2');
    await submit();
    expect(await screen.findByText(B.returnAfterPickup)).toBeInTheDocument();
  });

  it('shows the limits before submit: seats, the last pickup date, the longest rental; and holds the form to them', async () => {
    const user = userEvent.setup();
    setup('?pickupDate=2030-05-01&pickupTime=09:00&returnDate=2030-09-01&returnTime=09:00&pickupPoint=Colombo&returnPoint=Kandy');
    await formShown('Toyota Prius');
    const tourists = screen.getByLabelText(/Number of tourists/);
    expect(tourists).toHaveAttribute('max', '4');
    expect(screen.getByText('This vehicle seats 4.')).toBeInTheDocument();
    // The rules the server published (36,500 days ahead, 90 days long) set the pickers' bounds.
    expect(await screen.findByText(B.returnDateHint(90))).toBeInTheDocument();
    expect(screen.getByLabelText(/Return date/)).toHaveAttribute('max', '2030-07-30');
    expect(screen.getByLabelText(/Pickup date/)).toHaveAttribute('max', expect.stringMatching(/^21\d\d-/));
    await user.clear(tourists);
    await user.type(tourists, '5');
    await submit();
    expect(await screen.findByText(B.tooManyTourists(4))).toBeInTheDocument();
    expect(screen.getByText(B.rentalTooLong(90))).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/book-vehicle\//);
  });

  it('goes to the confirmation with the booking in navigation state when valid', async () => {
    const user = userEvent.setup();
    setup('?pickupDate=2030-05-01&pickupTime=09:00&returnDate=2030-05-04&returnTime=09:00&pickupPoint=Colombo&returnPoint=Kandy');
    await formShown('Toyota Prius');
    const languages = await screen.findByRole('group', { name: /Preferred driver languages/ });
    await user.click(within(languages).getByRole('checkbox', { name: 'German' }));
    await submit();
    const probe = await screen.findByText('/booking-confirmation');
    const state = JSON.parse(probe.getAttribute('data-state')!);
    expect(state.vehicle).toMatchObject({ _id: VEHICLE._id, perDay: 45 });
    expect(state.booking).toMatchObject({ name: 'Emma Wilson', numTourists: 1, driverOption: 'withDriver', preferredLanguages: ['de'] });
  });

  it('fills the form again from a draft coming back from the review, its round tour too (rules loaded on demand, decision 118)', async () => {
    const user = userEvent.setup();
    const query = '?pickupDate=2030-05-01&pickupTime=09:00&returnDate=2030-05-04&returnTime=09:00&pickupPoint=Colombo&returnPoint=Kandy';
    const first = setup(query);
    await formShown('Toyota Prius');
    await user.click(screen.getByRole('button', { name: 'Plan a round tour' }));
    await user.type(screen.getByLabelText(/^Special requests/), 'A child seat, please');
    await user.click(within(await screen.findByRole('group', { name: /Preferred driver languages/ })).getByRole('checkbox', { name: 'German' }));
    await submit();
    const draft = JSON.parse((await screen.findByText('/booking-confirmation')).getAttribute('data-state')!);
    expect(draft.itinerary).toHaveLength(2);
    first.unmount();

    setup(query, [], VEHICLE, { draft: { ...draft, booking: { ...draft.booking, name: 'Anna Schmidt' } } });
    expect(await screen.findByLabelText(/Full name/)).toHaveValue('Anna Schmidt');
    expect(screen.getByLabelText(/^Special requests/)).toHaveValue('A child seat, please');
    expect(within(await screen.findByRole('group', { name: /Preferred driver languages/ })).getByRole('checkbox', { name: 'German' })).toBeChecked();
    expect(screen.getByTestId('round-tour')).toHaveTextContent('No round tour: pickup and return only');
  });

  it('starts afresh from the address when the state holds no valid draft', async () => {
    setup('?pickupDate=2030-05-01&pickupTime=09:00&returnDate=2030-05-04&returnTime=09:00', [], VEHICLE, { draft: { vehicle: { _id: VEHICLE._id }, booking: { name: 42 } } });
    expect(await screen.findByLabelText(/Full name/)).toHaveValue('Emma Wilson');
    expect(screen.getByLabelText(/Pickup date/)).toHaveValue('2030-05-01');
  });

  it('takes a flight as typed, stored one way, and names a number that is none (issue 32)', async () => {
    const user = userEvent.setup();
    setup('?pickupDate=2030-05-01&pickupTime=23:40&returnDate=2030-05-04&returnTime=09:00&pickupPoint=Bandaranaike Airport&returnPoint=Kandy');
    await formShown('Toyota Prius');
    const flight = screen.getByLabelText(/^Flight number/);
    await user.type(flight, 'flight 504');
    await submit();
    expect(await screen.findByText(B.flightNumberInvalid)).toBeInTheDocument();
    expect(flight).toHaveAttribute('aria-invalid', 'true');
    await user.clear(flight);
    await user.type(flight, 'ul 504');
    await user.type(screen.getByLabelText(/Scheduled landing or take-off/), '23:40');
    await user.type(screen.getByLabelText(/^Name on the sign/), 'Anna Schmidt');
    await submit();
    const probe = await screen.findByText('/booking-confirmation');
    const state = JSON.parse(probe.getAttribute('data-state')!);
    expect(state.booking).toMatchObject({ flightNumber: 'UL504', flightTime: '23:40', signName: 'Anna Schmidt' });
  });

  it('shows its header while its first reads arrive, then the whole form at once (decision 118)', async () => {
    storeSession();
    let answerLanguages!: (response: Response) => void;
    mockFetch((url) => {
      if (url.pathname === `/api/vehicles/${VEHICLE._id}`) return json(VEHICLE);
      if (url.pathname === '/api/drivers/languages') return new Promise<Response>((resolve) => (answerLanguages = resolve));
      if (url.pathname === '/api/booking-rules') return json({ maxRentalDays: 90, bookingHorizonDays: 36_500 });
      return json([]);
    });
    renderRoutes([{ path: '/book-vehicle/:id', element: <BookVehiclePage /> }], `/book-vehicle/${VEHICLE._id}`);
    expect(await screen.findByRole('heading', { name: 'Book Toyota Prius' })).toBeInTheDocument();
    expect(screen.getByText(ENGLISH_PAGE_MESSAGES.bookingUi.form.intro)).toBeInTheDocument();
    expect(screen.getByText(ENGLISH_PAGE_MESSAGES.publicUi.loading)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review booking' })).toBeNull();
    answerLanguages(json([{ code: 'de', name: 'German' }]));
    const languages = await screen.findByRole('group', { name: /Preferred driver languages/ });
    expect(within(languages).getByRole('checkbox', { name: 'German' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review booking' })).toBeEnabled();
  });

  it('keeps Review booking disabled until the vehicle has loaded', async () => {
    storeSession();
    let answer!: (response: Response) => void;
    mockFetch((url) => {
      if (url.pathname === `/api/vehicles/${VEHICLE._id}`) return new Promise<Response>((resolve) => (answer = resolve));
      if (url.pathname === '/api/booking-rules') return json({ maxRentalDays: 90, bookingHorizonDays: 36_500 });
      return json([]);
    });
    renderRoutes([{ path: '/book-vehicle/:id', element: <BookVehiclePage /> }], `/book-vehicle/${VEHICLE._id}`);
    const button = await screen.findByRole('button', { name: 'Review booking' }, { timeout: FIRST_READS_WAIT_MS + 2000 });
    expect(button).toBeDisabled();
    answer(json(VEHICLE));
    await formShown('Toyota Prius');
    expect(button).toBeEnabled();
  });

  it('shows Error Loading Vehicle with a Go Back button when the vehicle cannot be loaded', async () => {
    storeSession();
    mockFetch(() => json({ error: 'Vehicle not found' }, 404, 'Not Found'));
    renderRoutes([{ path: '/book-vehicle/:id', element: <BookVehiclePage /> }], '/book-vehicle/nope');
    expect(await screen.findByRole('heading', { name: MESSAGES.vehicles.vehicleLoadTitle })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.vehicles.vehicleFetchFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Go Back/ })).toBeInTheDocument();
  });

  it('shows a hint, not $0.00, until the dates are chosen', async () => {
    setup('?pickupPoint=Colombo');
    await formShown('Toyota Prius');
    expect(screen.getByTestId('price-hint')).toHaveTextContent(MESSAGES.bookingFlow.priceNeedsDates);
    expect(screen.queryByText('$0.00')).not.toBeInTheDocument();
  });
});

describe('availability on the booking form', () => {
  // Booked from 2 May 10:00 to 3 May 18:00, Sri Lanka time.
  const BOOKED: AvailabilityEvent[] = [{ start: '2030-05-02T10:00:00+05:30', end: '2030-05-03T18:00:00+05:30', title: 'Booked' }];
  const TRIP = '?pickupDate=2030-05-01&pickupTime=09:00&returnDate=2030-05-04&returnTime=09:00&pickupPoint=Colombo&returnPoint=Kandy';
  const clash = () => screen.queryByTestId('availability-clash');

  it('reports a clash as soon as the form has dates that overlap a booked period, naming it in Sri Lanka time', async () => {
    setup(TRIP, BOOKED);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This vehicle is booked from Thu, May 2, 2030, 10:00 to Fri, May 3, 2030, 18:00 (Sri Lanka time).');
    expect(alert).toHaveTextContent(MESSAGES.bookingFlow.chooseOtherDates);
  });

  it('blocks the way to the confirm step while there is a clash, and points at it', async () => {
    setup(TRIP, BOOKED);
    await screen.findByTestId('availability-clash');
    await submit();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/book-vehicle\//);
    // Focus moves after the submit handler's validation settles (a slow machine takes a few frames).
    await waitFor(() => expect(clash()).toHaveFocus());
  });

  it('checks the dates once they settle: free when back-to-back with the booking, no flicker while changing', async () => {
    setup(TRIP, BOOKED);
    await screen.findByTestId('availability-clash');
    // Return at the booked period's first minute: the server's '[)' periods do not overlap.
    fireEvent.change(screen.getByLabelText(/Return date/), { target: { value: '2030-05-02' } });
    fireEvent.change(screen.getByLabelText(/Return time/), { target: { value: '10:00' } });
    // Until the dates have settled the last answer stays (no flash of nothing).
    expect(clash()).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.bookingFlow.freeForYourDates)).toBeInTheDocument();
    expect(clash()).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Return time/), { target: { value: '10:01' } });
    expect(await screen.findByTestId('availability-clash')).toBeInTheDocument();
  });

  it('lets a free trip go on to the confirm step', async () => {
    setup(TRIP, [{ start: '2030-05-04T09:00:00+05:30', end: '2030-05-05T09:00:00+05:30', title: 'Booked' }]);
    expect(await screen.findByTestId('availability-free')).toBeInTheDocument();
    await submit();
    expect(await screen.findByText('/booking-confirmation')).toBeInTheDocument();
  });

  it('says nothing while the dates are incomplete', async () => {
    setup('?pickupDate=2030-05-01&pickupTime=09:00', BOOKED);
    await formShown('Toyota Prius');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('availability-check')).toBeEmptyDOMElement();
  });
});
