import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, addDays, colomboToday, shortReference, type Booking } from '@app/shared';
import { ENGLISH_PAGE_MESSAGES as MESSAGES } from '../../lib/i18n/page-messages';
import { json, mockFetch, renderRoutes, storeSession } from '../../test/render';
import { DRIVER_USER, bodyOf, booking, driver } from '../../test/fixtures';
import { RequireRole } from '../../app/guards/RequireRole';
import { DriverDashboardPage, activeTrips } from './DriverDashboardPage';
import { DriverLayout, driverNav } from './DriverLayout';
import { DriverProfilePage } from './DriverProfilePage';
import { DriverSchedulePage } from './DriverSchedulePage';
import { driverActions } from './trip-status';
import { formatDay, formatDayTime } from '../../lib/format';
import '../../test/patience';

const assigned = (status: string, id: string, extra: Partial<Booking> = {}) =>
  booking({ _id: id, bookingStatus: status as never, driverId: { _id: 'd1', username: 'Sunil Perera', phone: '', languages: [] }, specialRequests: 'Child seat', ...extra });
/** A trip that started yesterday: every step of it is open by the clock. */
const started = { pickupDate: addDays(colomboToday(), -1), returnDate: addDays(colomboToday(), 2) };


/** A card's trip steps, without the buttons of its folded "Odometer and cash" section. */
const stepButtons = (card: HTMLElement) => within(card).queryAllByRole('button').filter((b) => !b.closest('[data-testid="trip-money"]'));

describe('a driver’s trip buttons', () => {
  it('offer only the next legal statuses: confirmed -> picked_up -> en_route -> completed; picked_up -> completed', () => {
    const shown = Object.fromEntries(BOOKING_STATUSES.map((s) => [s, driverActions(s).map((a) => a.status)]));
    expect(shown).toEqual({
      pending: [],
      confirmed: ['picked_up'],
      picked_up: ['en_route', 'completed'],
      en_route: ['completed'],
      completed: [],
      cancelled: [],
    });
    expect(driverActions('lost')).toEqual([]);
  });

  it('count confirmed, picked up and en route trips as active', () => {
    const all = BOOKING_STATUSES.map((s, i) => assigned(s, String(i)));
    expect(activeTrips(all).map((b) => b.bookingStatus)).toEqual(['confirmed', 'picked_up', 'en_route']);
  });
});

describe('My Schedule', () => {
  function setup() {
    storeSession(DRIVER_USER);
    return renderRoutes([{ path: '/driver/bookings', element: <DriverSchedulePage /> }], '/driver/bookings');
  }

  it('shows a trip’s flight, the meeting point and the name on the sign: the booker’s unless another was given (issue 32)', async () => {
    mockFetch(() =>
      json([
        assigned('confirmed', '10000000-trip', { name: 'Emma Wilson', flightNumber: 'UL504', flightTime: '23:40', signName: null }),
        assigned('confirmed', '20000000-trip', { flightNumber: 'EK650', flightTime: null, signName: 'Anna Schmidt' }),
        assigned('confirmed', '30000000-trip', { flightNumber: null }),
      ]),
    );
    setup();
    const cards = await screen.findAllByTestId('trip-card');
    const flights = cards.map((card) => within(card).queryByTestId('flight-details')?.textContent ?? null);
    const F = MESSAGES.flightsUi;
    expect(flights).toEqual([
      `${F.flightAt('UL504', '23:40')}${F.meetingPointLabel}:${F.meetingPoint}${F.signLabel}:Emma Wilson`,
      `${F.flight('EK650')}${F.meetingPointLabel}:${F.meetingPoint}${F.signLabel}:Anna Schmidt`,
      null,
    ]);
  });

  it('opens the pickup and return in the phone’s map app, with Google Maps beside: the pasted point, a known place’s, or a search for a hotel (issue 32)', async () => {
    mockFetch(() =>
      json([
        assigned('confirmed', '10000000-trip', { pickupPoint: 'Jetwing Lighthouse, Galle', pickupGeo: { lat: 6.04571, lng: 80.19863 }, returnPoint: 'Ella', returnGeo: null }),
        assigned('confirmed', '20000000-trip', { pickupPoint: 'Hotel Suisse, Kandy', returnPoint: 'Colombo' }),
      ]),
    );
    setup();
    const [pasted, words] = await screen.findAllByTestId('trip-card');
    const P = MESSAGES.pickupPlaces;
    expect(within(pasted!).getByRole('link', { name: P.openPickupInMapApp })).toHaveAttribute('href', `geo:6.04571,80.19863?q=6.04571,80.19863${encodeURIComponent('(Jetwing Lighthouse, Galle)')}`);
    const web = within(pasted!).getByRole('link', { name: P.openPickupOnWeb });
    expect(web).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=6.04571,80.19863');
    expect(web).toHaveAttribute('target', '_blank');
    expect(within(pasted!).getByRole('link', { name: P.openReturnInMapApp }).getAttribute('href')).toMatch(/^geo:6\.8667,81\.0466\?q=/);
    expect(within(words!).getByRole('link', { name: P.openPickupOnWeb })).toHaveAttribute('href', `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Hotel Suisse, Kandy, Sri Lanka')}`);
    expect(within(words!).getByRole('link', { name: P.openReturnInMapApp }).getAttribute('href')).toContain(encodeURIComponent('No. 42, Galle Road'));
  });

  it('shows each trip’s customer contact, places, times, requests and only its legal buttons', async () => {
    mockFetch(() => json(BOOKING_STATUSES.filter((s) => s !== 'pending').map((s, i) => assigned(s, `${i}0000000-trip`))));
    setup();
    const cards = await screen.findAllByTestId('trip-card');
    const buttons = cards.map((card) => stepButtons(card).map((b) => b.textContent));
    const statuses = cards.map((card) => within(card).getByTestId('booking-status').textContent);
    expect(Object.fromEntries(statuses.map((s, i) => [s, buttons[i]]))).toEqual({
      Confirmed: ['Mark picked up'],
      'Picked Up': ['Mark en route', 'Mark completed'],
      'En Route': ['Mark completed'],
      Completed: [],
      Cancelled: [],
    });
    const first = cards[0]!;
    expect(within(first).getByRole('link', { name: '+44 7700 900123' })).toHaveAttribute('href', 'tel:+447700900123');
    expect(within(first).getByRole('link', { name: 'tourist@lankaride.lk' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Colombo');
    expect(first).toHaveTextContent('Sun, Mar 7, 2027, 09:00');
    expect(first).toHaveTextContent('Galle');
    expect(first).toHaveTextContent('Mon, Mar 15, 2027, 17:30');
    expect(first).toHaveTextContent('Child seat');
  });

  it('moves a trip on and reports a refusal as Update failed: {reason}, in words (decision 113)', async () => {
    const user = userEvent.setup();
    let refuse = false;
    const fetch = mockFetch((_url, init) => {
      if (init.method === 'PATCH') return refuse ? json({ error: 'Cannot change a booking from cancelled to picked_up.', code: 'api.illegalTransition', params: { from: 'cancelled', to: 'picked_up' } }, 409, 'Conflict') : json(assigned('picked_up', 'trip-1', started));
      return json([assigned('confirmed', 'trip-1', started)]);
    });
    setup();
    await user.click(await screen.findByRole('button', { name: 'Mark picked up' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(String(patch[0])).toContain('/api/drivers/bookings/trip-1/status');
    expect(bodyOf(patch[1])).toEqual({ status: 'picked_up' });
    refuse = true;
    await user.click(await screen.findByRole('button', { name: 'Mark picked up' }));
    expect(await screen.findByText(MESSAGES.driver.updateFailed(MESSAGES.driverOfflineUi.refusedCancelled))).toBeInTheDocument();
  });

  it('asks for past trips too, and lists them under Past trips', async () => {
    const fetch = mockFetch(() => json([assigned('confirmed', 'trip-1'), assigned('completed', 'trip-2'), assigned('cancelled', 'trip-3')]));
    setup();
    const past = await screen.findByRole('region', { name: /Past trips/ });
    expect(within(past).getAllByTestId('trip-card')).toHaveLength(2);
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/drivers/my-bookings?include=past');
  });

  it('keeps a step closed until the clock opens it, and says from when (Sri Lanka time)', async () => {
    mockFetch(() => json([assigned('confirmed', 'trip-1', { pickupDate: '2099-05-10', pickupTime: '09:00', returnDate: '2099-05-12' })]));
    setup();
    const button = await screen.findByRole('button', { name: 'Mark picked up' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(MESSAGES.api.tripStepTooEarly('picked up', '2099-05-09 21:00'));
  });

  it('has an empty state', async () => {
    mockFetch(() => json([]));
    setup();
    expect(await screen.findByText('No trips assigned yet.')).toBeInTheDocument();
  });
});

describe('a driver’s step, on the schedule', () => {
  const T = MESSAGES.tripsUi;
  const ID = 'a1b2c3d4-0000-4000-8000-000000000001';
  const ref = shortReference(ID);
  function setup() {
    storeSession(DRIVER_USER);
    return renderRoutes([{ path: '/driver/bookings', element: <DriverSchedulePage /> }], '/driver/bookings');
  }
  /** A server that moves the trip as asked and lists it with its new status. */
  function server(start: string, extra: Partial<Booking> = {}) {
    let status = start;
    return mockFetch((_url, init) => {
      if (init.method === 'PATCH') status = (bodyOf(init) as { status: string }).status;
      const trip = assigned(status, ID, { ...started, name: 'Emma Wilson', returnPoint: 'Galle', ...extra });
      return json(init.method === 'PATCH' ? trip : [assigned('confirmed', 'other-trip', started), trip]);
    });
  }
  const patches = (fetch: ReturnType<typeof mockFetch>) => fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([, init]) => bodyOf(init));

  it('Mark completed asks first, naming the trip (reference, tourist, vehicle, planned return); Not yet changes nothing', async () => {
    const user = userEvent.setup();
    const fetch = server('en_route');
    setup();
    await user.click(await screen.findByRole('button', { name: 'Mark completed' }));
    const dialog = await screen.findByRole('dialog', { name: T.completeTitle(ref) });
    expect(dialog).toHaveTextContent('Emma Wilson');
    expect(dialog).toHaveTextContent('Toyota Prius');
    expect(dialog).toHaveTextContent(T.atPlace(`${formatDay(started.returnDate)}, 17:30`, 'Galle'));
    // The planned return is still to come: the dialog says so.
    expect(dialog).toHaveTextContent(T.completeEarly(`${formatDay(started.returnDate)}, 17:30`));
    await user.click(within(dialog).getByRole('button', { name: T.completeKeep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches(fetch)).toEqual([]);
    expect(screen.getByRole('region', { name: /Upcoming/ })).toHaveTextContent(ref);
  });

  it('completing says so on the card, now under Past trips, and moves focus to the message', async () => {
    const user = userEvent.setup();
    const fetch = server('en_route');
    setup();
    await user.click(await screen.findByRole('button', { name: 'Mark completed' }));
    const dialog = await screen.findByRole('dialog', { name: T.completeTitle(ref) });
    await user.click(within(dialog).getByRole('button', { name: T.completeConfirm }));
    const past = await screen.findByRole('region', { name: /Past trips/ });
    const notice = await within(past).findByTestId('trip-notice');
    expect(notice).toHaveTextContent(T.completedToPast(ref));
    expect(within(notice).getByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(notice).toHaveFocus());
    expect(patches(fetch)).toEqual([{ status: 'completed' }]);
    expect(within(past).getByTestId('booking-status')).toHaveTextContent('Completed');
  });

  it('a step that needs no question says what it did and keeps focus on the card', async () => {
    const user = userEvent.setup();
    server('picked_up');
    setup();
    const card = (await screen.findAllByTestId('trip-card')).find((c) => c.textContent?.includes(ref))!;
    await user.click(within(card).getByRole('button', { name: 'Mark en route' }));
    const notice = await screen.findByTestId('trip-notice');
    expect(notice).toHaveTextContent(T.stepDone.en_route(ref));
    await waitFor(() => expect(notice).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card).getByTestId('booking-status')).toHaveTextContent('En Route');
  });

  it('keeps the two steps of a picked-up trip apart: the next step filled and first, completing outlined', async () => {
    server('picked_up');
    setup();
    const card = (await screen.findAllByTestId('trip-card')).find((c) => c.textContent?.includes(ref))!;
    const [next, complete] = stepButtons(card);
    expect(next).toHaveAccessibleName('Mark en route');
    expect(complete).toHaveAccessibleName('Mark completed');
    expect(next!.className).toContain('bg-teal-700');
    expect(complete!.className).toContain('border');
    expect(next!.parentElement!.className).toContain('gap-4');
  });
});

describe('the driver dashboard', () => {
  it('shows the current trip with its next step; completing it asks, then says so above the next trip', async () => {
    const user = userEvent.setup();
    const T = MESSAGES.tripsUi;
    let status = 'en_route';
    const fetch = mockFetch((_url, init) => {
      if (init.method === 'PATCH') status = 'completed';
      const current = assigned(status, 'c0ffee00-trip', { ...started, vehicleModel: 'Axio' });
      return json(init.method === 'PATCH' ? current : [assigned('confirmed', 'beef0000-trip', { pickupDate: '2099-01-01', vehicleModel: 'HiAce' }), current]);
    });
    storeSession(DRIVER_USER);
    renderRoutes([{ path: '/driver/dashboard', element: <DriverDashboardPage /> }], '/driver/dashboard');
    const trip = await screen.findByRole('region', { name: 'Current trip' });
    await user.click(within(trip).getByRole('button', { name: 'Mark completed' }));
    await user.click(within(await screen.findByRole('dialog', { name: T.completeTitle('C0FFEE') })).getByRole('button', { name: T.completeConfirm }));
    const next = await screen.findByRole('region', { name: 'Next trip' });
    const notice = within(next).getByTestId('trip-notice');
    expect(notice).toHaveTextContent(T.stepDone.completed('C0FFEE'));
    await waitFor(() => expect(notice).toHaveFocus());
    expect(within(next).getByTestId('trip-card')).toHaveTextContent('Toyota HiAce');
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(1);
  });

  it('counts active bookings and links to the schedule and the profile', async () => {
    mockFetch(() => json(BOOKING_STATUSES.map((s, i) => assigned(s, `${i}`))));
    storeSession(DRIVER_USER);
    renderRoutes([{ path: '/driver/dashboard', element: <DriverDashboardPage /> }], '/driver/dashboard');
    await waitFor(() => expect(screen.getByTestId('active-count')).toHaveTextContent('3'));
    expect(screen.getByRole('link', { name: 'View my schedule' })).toHaveAttribute('href', '/driver/bookings');
    expect(screen.getByRole('link', { name: 'View my profile' })).toHaveAttribute('href', '/driver/profile');
  });
});

describe('My Profile', () => {
  function setup() {
    storeSession(DRIVER_USER);
    return renderRoutes([{ path: '/driver/profile', element: <DriverProfilePage /> }], '/driver/profile');
  }

  it('shows the profile, edits it with the email read-only, and says it was updated', async () => {
    const user = userEvent.setup();
    let saved = driver();
    const fetch = mockFetch((_url, init) => {
      if (init.method === 'PUT') {
        saved = { ...saved, ...(bodyOf(init) as object) };
        return json(saved);
      }
      return json(saved);
    });
    setup();
    expect(await screen.findByText('B1234567')).toBeInTheDocument();
    expect(screen.getByText('English, Sinhala, German')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('sunil@lankaride.lk');
    await user.clear(screen.getByLabelText(/Phone/));
    await user.type(screen.getByLabelText(/Phone/), '+94 77 999 9999');
    for (const name of ['Italian']) await user.click(within(screen.getByRole('group', { name: /Languages/ })).getByRole('checkbox', { name }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MESSAGES.driver.profileUpdated)).toBeInTheDocument();
    expect(screen.getByText('+94 77 999 9999')).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(bodyOf(put[1])).toEqual({
      username: 'Sunil Perera',
      phone: '+94 77 999 9999',
      licenseNumber: 'B1234567',
      licenseExpiry: '2029-05-31',
      experienceYears: 12,
      languages: ['en', 'si', 'de', 'it'],
      // Decision 102: the driver's own introduction and regions, left empty.
      introduction: '',
      introductionLanguage: null,
      regions: [],
    });
    expect(bodyOf(put[1])).not.toHaveProperty('email');
  });

  it('needs a username and a licence number', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(() => json(driver()));
    setup();
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await user.clear(screen.getByLabelText(/Username/));
    await user.clear(screen.getByLabelText(/License number/));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MESSAGES.driver.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.driver.licenseRequired)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('Cancel reloads the saved data and leaves edit mode', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(() => json(driver()));
    setup();
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await user.clear(screen.getByLabelText(/Username/));
    await user.type(screen.getByLabelText(/Username/), 'Someone Else');
    const before = fetch.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
    expect(fetch.mock.calls.length).toBe(before + 1);
    expect(screen.getByText('Sunil Perera')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(screen.getByLabelText(/Username/)).toHaveValue('Sunil Perera');
  });

  it('says Failed to fetch profile when it cannot load', async () => {
    mockFetch(() => json({ error: 'boom' }, 500, 'Internal Server Error'));
    setup();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.driver.profileFetchFailed);
  });
});

describe('the driver area frame', () => {
  it('has the spec’s sidebar, and Logout goes home signed out (not to the login page)', async () => {
    const user = userEvent.setup();
    mockFetch(() => json([]));
    storeSession(DRIVER_USER);
    expect(driverNav(MESSAGES).map((item) => item.label)).toEqual(['Dashboard', 'My Schedule', 'My Profile']);
    renderRoutes(
      [
        { path: '/', element: <p>Home page</p> },
        { path: '/login', element: <p>Login page</p> },
        {
          path: '/driver',
          element: <RequireRole roles={['driver', 'admin']} />,
          children: [{ element: <DriverLayout />, children: [{ path: 'dashboard', element: <DriverDashboardPage /> }] }],
        },
      ],
      '/driver/dashboard',
    );
    const sidebar = await screen.findByRole('navigation', { name: 'Driver' });
    await user.click(within(sidebar).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});

describe('a transfer on the trip card (decision 111)', () => {
  const T = MESSAGES.transfersUi;
  const transfer = (extra: Partial<NonNullable<Booking['transfer']>> = {}): NonNullable<Booking['transfer']> => ({
    direction: 'arriving',
    placeId: 'negombo',
    hotel: 'Jetwing Lagoon',
    passengers: 5,
    bags: 6,
    vehicleType: 'Van',
    fare: 35,
    freeWaitingMinutes: 60,
    atPickupPointAt: null,
    noShow: null,
    waiting: null,
    ...extra,
  });
  function setup() {
    storeSession(DRIVER_USER);
    return renderRoutes([{ path: '/driver/bookings', element: <DriverSchedulePage /> }], '/driver/bookings');
  }

  it('offers "At the pickup point", then after the free waiting "No show" with a note, posted to the server', async () => {
    const user = userEvent.setup();
    // Picked up yesterday: the free hour is long over once the driver is at the pickup point.
    let current = assigned('confirmed', 'trip-t', { ...started, transfer: transfer() });
    const fetch = mockFetch((url, init) => {
      if (init.method === 'POST' && String(url).endsWith('/at-pickup-point')) current = { ...current, transfer: transfer({ atPickupPointAt: new Date().toISOString() }) };
      if (init.method === 'POST' && String(url).endsWith('/no-show')) current = { ...current, transfer: transfer({ atPickupPointAt: new Date().toISOString(), noShow: { at: new Date().toISOString(), note: 'Phone off', review: null } }) };
      return json(init.method === 'POST' ? current : [current]);
    });
    setup();
    const steps = await screen.findByTestId('transfer-steps');
    expect(steps).toHaveTextContent(T.party(5, 6));
    expect(within(steps).queryByRole('button', { name: T.noShow })).toBeNull();
    await user.click(within(steps).getByRole('button', { name: T.atPickupPoint }));
    expect(await screen.findByTestId('at-pickup-point')).toBeInTheDocument();
    await user.type(screen.getByLabelText(T.noShowNote), 'Phone off');
    await user.click(screen.getByRole('button', { name: T.noShow }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/trip-t/no-show'))).toBe(true));
    const noShow = fetch.mock.calls.find(([url]) => String(url).endsWith('/no-show'))!;
    expect(bodyOf(noShow[1])).toEqual({ note: 'Phone off' });
    expect(await screen.findByText(/Phone off/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.noShow })).toBeNull();
  });

  it('before the free waiting is over, says from when a no-show can be reported', async () => {
    const tomorrow = { pickupDate: addDays(colomboToday(), 1), pickupTime: '23:40', returnDate: addDays(colomboToday(), 2) };
    mockFetch(() => json([assigned('confirmed', 'trip-u', { ...tomorrow, transfer: transfer({ atPickupPointAt: new Date().toISOString() }) })]));
    setup();
    const steps = await screen.findByTestId('transfer-steps');
    expect(within(steps).queryByRole('button', { name: T.noShow })).toBeNull();
    expect(steps).toHaveTextContent(T.noShowFrom(formatDayTime(addDays(colomboToday(), 2), '00:40')));
  });
});
