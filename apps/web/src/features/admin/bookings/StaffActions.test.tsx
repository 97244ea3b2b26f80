import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_POLICY, ROADS, addDays, colomboToday, labeledQuote, planItinerary, quoteTrip, roadGraph, type Booking, type BookingEvent, type ItineraryStop, type ScheduleQuoteRequest } from '@app/shared';
import { ENGLISH_PAGE_MESSAGES as MESSAGES } from '../../../lib/i18n/page-messages';
import { json, mockFetch, renderRoutes, storeSession } from '../../../test/render';
import { ADMIN_USER, bodyOf, booking, ranked, vehicle } from '../../../test/fixtures';
import { BookingsPage } from './BookingsPage';
import { correctionTarget } from './CorrectStatusDialog';
import { describeEvent, eventDetails } from './BookingHistory';
import { scheduleProblems } from './ChangeScheduleDialog';
import { DEFAULT_BOOKING_RULES } from '@app/shared';
import '../../../test/patience';

const T = MESSAGES.staffUi;
const ID = '8c1cd9f2-0a10-4095-ab6b-9397c4e8e1a5';
const VAN = '2f6c1f8e-6a43-4d7e-9a52-4b8f0a1c9d11';
const admin = { _id: 'a1', username: 'Admin', role: 'admin' as const };

function setup() {
  storeSession(ADMIN_USER);
  return renderRoutes([{ path: '/admin/bookings', element: <BookingsPage /> }, { path: '*', element: null }], '/admin/bookings');
}

const VEHICLES = [vehicle({ _id: 'v1' }), vehicle({ _id: VAN, brand: 'Toyota', model: 'HiAce', type: 'Van', seatingCapacity: 12, pricingDetails: { perDay: 75, perHour: 12 } }), vehicle({ _id: 'v3', model: 'Axio', availabilityStatus: false })];

/** The server's price of a schedule change, as the API answers it: the vehicle's price, the default policy. */
function scheduleQuoteOf(row: Booking, change: ScheduleQuoteRequest) {
  const perDay = VEHICLES.find((v) => v._id === (change.vehicleId ?? row.vehicleId._id))!.pricingDetails.perDay;
  return { ...labeledQuote(quoteTrip({ ...change, perDay, driverOption: row.driverOption }, DEFAULT_PRICING_POLICY)), currentTotal: row.totalPrice };
}

const isScheduleQuote = (url: unknown) => String(url).endsWith('/schedule/quote');

/**
 * A fake API around one booking; `write` answers the PATCH, PUT or POST the dialog sends, and
 * `quote` the schedule dialog's price requests (by default the server's price of the change).
 */
function api({
  row,
  drivers = [],
  history = [],
  write,
  quote,
}: {
  row: Booking;
  drivers?: unknown[];
  history?: BookingEvent[];
  write?: (url: URL, init: RequestInit) => Response;
  quote?: (change: ScheduleQuoteRequest) => Response | Promise<Response>;
}) {
  return mockFetch((url, init) => {
    if (isScheduleQuote(url)) {
      const change = bodyOf(init) as ScheduleQuoteRequest;
      return quote ? quote(change) : json(scheduleQuoteOf(row, change));
    }
    if (init.method && init.method !== 'GET') return write ? write(url, init) : json(row);
    if (url.pathname === '/api/admin/drivers/available') return json(drivers);
    if (url.pathname === '/api/admin/vehicles') return json(VEHICLES);
    if (url.pathname === '/api/booking-rules') return json(DEFAULT_BOOKING_RULES);
    if (url.pathname.endsWith('/history')) return json(history);
    return json({ items: [row], nextCursor: null });
  });
}

/** The changes sent (a price request of the schedule dialog writes nothing). */
const writes = (fetch: ReturnType<typeof mockFetch>) => fetch.mock.calls.filter(([url, init]) => init?.method && init.method !== 'GET' && !isScheduleQuote(url));
const quoteRequests = (fetch: ReturnType<typeof mockFetch>) => fetch.mock.calls.filter(([url]) => isScheduleQuote(url)).map(([url, init]) => ({ url: String(url), body: bodyOf(init) }));

describe('cancelling with a reason', () => {
  it('puts focus in the reason, sends it with the cancellation, and says so', async () => {
    const user = userEvent.setup();
    const fetch = api({ row: booking({ bookingStatus: 'confirmed' }), write: () => json(booking({ bookingStatus: 'cancelled' })) });
    setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking 8C1CD9' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking 8C1CD9?' });
    expect(dialog).toHaveTextContent(T.cancelEffect);
    const reason = within(dialog).getByLabelText(T.reasonOptional);
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toHaveAttribute('maxLength', '500');
    await user.type(reason, '  The car failed its safety check.  ');
    await user.click(within(dialog).getByRole('button', { name: T.cancelConfirm }));
    expect(await screen.findByText(MESSAGES.admin.bookingCancelled)).toBeInTheDocument();
    const [url, init] = writes(fetch)[0]!;
    expect(String(url)).toContain(`/api/admin/bookings/${ID}`);
    expect(init?.method).toBe('PATCH');
    expect(bodyOf(init)).toEqual({ status: 'cancelled', reason: 'The car failed its safety check.' });
    // The outcome takes focus, so a phone shows it and a screen reader reads it.
    await waitFor(() => expect(screen.getByText(MESSAGES.admin.bookingCancelled).closest('[tabindex="-1"]')).toHaveFocus());
  });

  it('keeps a refusal inside the dialog', async () => {
    const user = userEvent.setup();
    api({ row: booking(), write: () => json({ error: MESSAGES.api.illegalTransition('Completed', 'Cancelled') }, 409, 'Conflict') });
    setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking 8C1CD9' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking 8C1CD9?' });
    await user.click(within(dialog).getByRole('button', { name: T.cancelConfirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Cannot change a booking from Completed to Cancelled.');
  });
});

describe('changing the driver', () => {
  const confirmed = booking({ bookingStatus: 'confirmed', driverId: { _id: 'd1', username: 'Sunil Perera', phone: '', languages: ['de'] } });

  it('offers the other free drivers, language matches first, needs a choice, and sends the reason', async () => {
    const user = userEvent.setup();
    const fetch = api({
      row: confirmed,
      drivers: [ranked({ _id: 'd2', username: 'Nimal Silva', matchedLanguages: ['de'] }), ranked({ _id: 'd3', username: 'Kamal Fernando', languages: ['en'] })],
      write: () => json({ ...confirmed, driverId: { _id: 'd2', username: 'Nimal Silva', phone: '', languages: ['de'] } }),
    });
    setup();
    await user.click(await screen.findByRole('button', { name: 'Change driver of booking 8C1CD9' }));
    const dialog = screen.getByRole('dialog', { name: 'Change driver of booking 8C1CD9' });
    expect(within(dialog).getByTestId('current-driver')).toHaveTextContent('Sunil Perera');
    const options = await within(dialog).findAllByTestId('driver-option');
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining('Nimal Silva'), expect.stringContaining('Kamal Fernando')]);
    expect(options[0]).toHaveTextContent('Speaks German');
    const query = new URL(String(fetch.mock.calls.find(([url]) => String(url).includes('/drivers/available'))![0]), 'http://x').searchParams;
    expect(query.get('bookingId')).toBe(ID);

    await user.click(within(dialog).getByRole('button', { name: T.changeDriverConfirm }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.admin.selectDriverFirst);
    expect(writes(fetch)).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: /Nimal Silva/ }));
    await user.type(within(dialog).getByLabelText(T.reasonOptional), 'Sunil is ill');
    await user.click(within(dialog).getByRole('button', { name: T.changeDriverConfirm }));
    expect(await screen.findByText(T.driverChanged('8C1CD9', 'Nimal Silva'))).toBeInTheDocument();
    const [url, init] = writes(fetch)[0]!;
    expect(String(url)).toContain(`/api/admin/bookings/${ID}/driver`);
    expect(init?.method).toBe('PUT');
    expect(bodyOf(init)).toEqual({ driverId: 'd2', reason: 'Sunil is ill' });
  });

  it('says so when no other driver is free', async () => {
    const user = userEvent.setup();
    api({ row: confirmed, drivers: [] });
    setup();
    await user.click(await screen.findByRole('button', { name: 'Change driver of booking 8C1CD9' }));
    const dialog = screen.getByRole('dialog', { name: 'Change driver of booking 8C1CD9' });
    expect(await within(dialog).findByText(T.noOtherDriver)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: T.changeDriverConfirm })).toBeDisabled();
  });
});

describe('changing the dates or the vehicle', () => {
  const start = addDays(colomboToday(), 60);

  it('shows the server’s new price before saving and sends only what changed', async () => {
    const user = userEvent.setup();
    const row = booking({ pickupDate: start, returnDate: addDays(start, 2), pickupTime: '09:00', returnTime: '09:00', totalPrice: 190 });
    const fetch = api({ row, write: () => json({ ...row, totalPrice: 375 }) });
    setup();
    await user.click(await screen.findByRole('button', { name: 'Change dates or vehicle of booking 8C1CD9' }));
    const dialog = screen.getByRole('dialog', { name: 'Change dates or vehicle of booking 8C1CD9' });
    const pickupDate = within(dialog).getByLabelText(new RegExp(T.pickupDate));
    await waitFor(() => expect(pickupDate).toHaveFocus());
    // Before any change, the new price is the price now.
    expect(await within(dialog).findByTestId('new-price')).toHaveTextContent('$190.00');
    expect(within(dialog).getAllByText('$190.00')).toHaveLength(2);
    // Nothing changed yet: the server is not asked.
    await user.click(await within(dialog).findByRole('button', { name: T.changeScheduleConfirm }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(T.nothingChanged);
    expect(quoteRequests(fetch)).toEqual([]);
    // Three days of the Prius with a driver: 3 x (45 + 50), as the server prices it.
    const returnDate = within(dialog).getByLabelText(new RegExp(T.returnDate));
    await user.clear(returnDate);
    await user.type(returnDate, addDays(start, 3));
    await waitFor(() => expect(within(dialog).getByTestId('new-price')).toHaveTextContent('$285.00'));
    expect(quoteRequests(fetch).at(-1)).toEqual({
      url: expect.stringContaining(`/api/admin/bookings/${ID}/schedule/quote`),
      body: { pickupDate: start, pickupTime: '09:00', returnDate: addDays(start, 3), returnTime: '09:00' },
    });
    // The van instead: 3 x (75 + 50); an unavailable vehicle cannot be chosen.
    const select = within(dialog).getByLabelText(new RegExp(T.vehicle));
    expect(within(select).getByRole('option', { name: /Axio/ })).toBeDisabled();
    expect(within(select).getByRole('option', { name: /Prius/ })).toHaveTextContent('(current)');
    await user.selectOptions(select, VAN);
    await waitFor(() => expect(within(dialog).getByTestId('new-price')).toHaveTextContent('$375.00'));
    expect(within(dialog).getByTestId('new-price').nextSibling).toHaveTextContent('3 days');
    expect(quoteRequests(fetch).at(-1)!.body).toEqual({ pickupDate: start, pickupTime: '09:00', returnDate: addDays(start, 3), returnTime: '09:00', vehicleId: VAN });
    await user.type(within(dialog).getByLabelText(T.reasonOptional), 'Two more friends');
    await user.click(within(dialog).getByRole('button', { name: T.changeScheduleConfirm }));
    expect(await screen.findByText(T.scheduleChanged('8C1CD9', '$375.00'))).toBeInTheDocument();
    const [url, init] = writes(fetch)[0]!;
    expect(String(url)).toContain(`/api/admin/bookings/${ID}/schedule`);
    expect(bodyOf(init)).toEqual({ pickupDate: start, pickupTime: '09:00', returnDate: addDays(start, 3), returnTime: '09:00', vehicleId: VAN, reason: 'Two more friends' });
  });

  /** Opens the change-dates dialog of the sample booking and moves its return to `days` after `start`. */
  async function returnMovedBy(user: ReturnType<typeof userEvent.setup>, days: number) {
    await user.click(await screen.findByRole('button', { name: 'Change dates or vehicle of booking 8C1CD9' }));
    const dialog = screen.getByRole('dialog', { name: 'Change dates or vehicle of booking 8C1CD9' });
    const returnDate = within(dialog).getByLabelText(new RegExp(T.returnDate));
    await user.clear(returnDate);
    await user.type(returnDate, addDays(start, days));
    return { dialog, returnDate };
  }

  it('shows the server’s number, not one of its own (the booking’s kept policy and extras), and a loading state while asking', async () => {
    const user = userEvent.setup();
    const row = booking({ pickupDate: start, returnDate: addDays(start, 2), pickupTime: '09:00', returnTime: '09:00', totalPrice: 190 });
    const answers: ((response: Response) => void)[] = [];
    api({ row, quote: () => new Promise<Response>((resolve) => answers.push(resolve)) });
    setup();
    const { dialog } = await returnMovedBy(user, 3);
    expect(within(dialog).getByTestId('new-price-note')).toHaveTextContent(T.pricingChange);
    expect(within(dialog).getByTestId('new-price')).toHaveTextContent('—');
    // The server prices with what the booking kept (an extra at its booked price, the driver under
    // the old policy): its number is shown, not one the page works out.
    await waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!(json({ ...scheduleQuoteOf(row, { pickupDate: start, pickupTime: '09:00', returnDate: addDays(start, 3), returnTime: '09:00' }), total: 301.5, days: 3 }));
    await waitFor(() => expect(within(dialog).getByTestId('new-price')).toHaveTextContent('$301.50'));
    expect(within(dialog).getByTestId('new-price-note')).toHaveTextContent('3 days');
  });

  it('shows the server’s refusal instead of a price', async () => {
    const user = userEvent.setup();
    const row = booking({ pickupDate: start, returnDate: addDays(start, 2), pickupTime: '09:00', returnTime: '09:00', totalPrice: 190 });
    api({ row, quote: () => json({ error: MESSAGES.staff.scheduleOnlyOpen, code: 'staff.scheduleOnlyOpen' }, 409, 'Conflict') });
    setup();
    const { dialog, returnDate } = await returnMovedBy(user, 3);
    await waitFor(() => expect(within(dialog).getByTestId('new-price-note')).toHaveTextContent(MESSAGES.staff.scheduleOnlyOpen));
    expect(within(dialog).getByTestId('new-price')).toHaveTextContent('—');
    // Dates that make no trip are not sent: the price waits for them.
    await user.clear(returnDate);
    await user.type(returnDate, addDays(start, -1));
    expect(within(dialog).getByTestId('new-price-note')).toHaveTextContent(T.priceUnknown);
  });

  it('shows the server’s 409 in the dialog and keeps it open', async () => {
    const user = userEvent.setup();
    const row = booking({ pickupDate: start, returnDate: addDays(start, 2) });
    api({ row, write: () => json({ error: MESSAGES.booking.conflict }, 409, 'Conflict') });
    setup();
    await user.click(await screen.findByRole('button', { name: 'Change dates or vehicle of booking 8C1CD9' }));
    const dialog = screen.getByRole('dialog', { name: 'Change dates or vehicle of booking 8C1CD9' });
    const pickupDate = within(dialog).getByLabelText(new RegExp(T.pickupDate));
    await user.clear(pickupDate);
    await user.type(pickupDate, addDays(start, 1));
    await user.click(await within(dialog).findByRole('button', { name: T.changeScheduleConfirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.booking.conflict);
    expect(screen.getByRole('dialog', { name: 'Change dates or vehicle of booking 8C1CD9' })).toBeInTheDocument();
  });

  it('changes a round trip’s route: stops edited by keyboard, nights held to the trip, the server’s price and days, a required reason', async () => {
    const user = userEvent.setup();
    const graph = roadGraph(ROADS);
    const booked: ItineraryStop[] = [
      { placeId: 'kandy', nights: 2 },
      { placeId: 'ella', nights: 1 },
      { placeId: 'kandy', nights: 0 },
    ];
    const row = booking({ pickupDate: start, returnDate: addDays(start, 3), pickupTime: '09:00', returnTime: '18:00', totalPrice: 400, itinerary: planItinerary(booked, graph) });
    const fetch = api({
      row,
      quote: (change) => json({ ...scheduleQuoteOf(row, change), total: 420, days: 4, ...(change.itinerary ? { itinerary: planItinerary(change.itinerary.stops, graph) } : {}) }),
      write: () => json({ ...row, totalPrice: 420 }),
    });
    setup();
    await user.click(await screen.findByRole('button', { name: 'Change dates or vehicle of booking 8C1CD9' }));
    const dialog = screen.getByRole('dialog', { name: 'Change dates or vehicle of booking 8C1CD9' });
    await user.click(within(dialog).getByRole('checkbox', { name: T.changeRoute }));
    const editor = within(dialog).getByTestId('stops-editor');
    expect(within(editor).getAllByTestId('stop-row')).toHaveLength(3);
    // A night in Nuwara Eliya on the way to Ella, one fewer in Kandy: added before the last stop, moved up, chosen.
    await user.click(within(editor).getByRole('button', { name: MESSAGES.toursUi.stops.add }));
    await user.click(within(editor).getByRole('button', { name: MESSAGES.toursUi.stops.moveUp(3) }));
    await user.selectOptions(within(editor).getByLabelText(MESSAGES.toursUi.stops.place(2)), 'nuwara-eliya');
    // Four nights for a three-night trip: said before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: T.changeScheduleConfirm }));
    expect(await within(dialog).findByText(MESSAGES.itineraryApi.nightsMismatch(4, 3))).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.staff.reasonRequired)).toBeInTheDocument();
    expect(writes(fetch)).toHaveLength(0);
    const kandyNights = within(editor).getByRole('spinbutton', { name: MESSAGES.toursUi.stops.nights(1) });
    await user.clear(kandyNights);
    await user.type(kandyNights, '1');
    const stops = [
      { placeId: 'kandy', nights: 1 },
      { placeId: 'nuwara-eliya', nights: 1 },
      { placeId: 'ella', nights: 1 },
      { placeId: 'kandy', nights: 0 },
    ];
    // The server prices the new route under the booking's terms; the new days are shown under the price.
    await waitFor(() => expect(within(dialog).getByTestId('new-price')).toHaveTextContent('$420.00'));
    expect(quoteRequests(fetch).at(-1)!.body).toEqual({ pickupDate: start, pickupTime: '09:00', returnDate: addDays(start, 3), returnTime: '18:00', itinerary: { stops } });
    expect(within(dialog).getByRole('heading', { name: T.newRouteDays })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(new RegExp(`^${T.reason}`)), 'Tea country');
    await user.click(within(dialog).getByRole('button', { name: T.changeScheduleConfirm }));
    expect(await screen.findByText(T.scheduleChanged('8C1CD9', '$420.00'))).toBeInTheDocument();
    const [url, init] = writes(fetch)[0]!;
    expect(String(url)).toContain(`/api/admin/bookings/${ID}/schedule`);
    expect(bodyOf(init)).toEqual({ pickupDate: start, pickupTime: '09:00', returnDate: addDays(start, 3), returnTime: '18:00', itinerary: { stops }, reason: 'Tea country' });
  });

  it('offers a route to a trip with a driver, none to a self-drive one', async () => {
    const user = userEvent.setup();
    api({ row: booking({ pickupDate: start, returnDate: addDays(start, 2), driverOption: 'selfDrive' }) });
    setup();
    await user.click(await screen.findByRole('button', { name: 'Change dates or vehicle of booking 8C1CD9' }));
    const dialog = screen.getByRole('dialog', { name: 'Change dates or vehicle of booking 8C1CD9' });
    expect(within(dialog).queryByTestId('route-change')).toBeNull();
  });

  it('holds the change to the booking rules before asking: return after pickup, not in the past, enough seats', () => {
    const row = booking({ pickupDate: start, returnDate: addDays(start, 2), numTourists: 3 });
    const values = { pickupDate: start, pickupTime: '09:00', returnDate: addDays(start, 2), returnTime: '17:30', vehicleId: 'v1', reason: '' };
    const ctx = { rules: DEFAULT_BOOKING_RULES, now: Date.now(), messages: MESSAGES };
    expect(scheduleProblems(row, { ...values, returnDate: addDays(start, -1) }, ctx)).toEqual({ returnDate: MESSAGES.booking.returnAfterPickup });
    expect(scheduleProblems(row, { ...values, pickupDate: '2020-01-01' }, ctx)).toMatchObject({ pickupDate: MESSAGES.booking.pickupInPast });
    expect(scheduleProblems(row, { ...values, vehicleId: VAN }, { ...ctx, vehicle: vehicle({ _id: VAN, seatingCapacity: 2 }) })).toEqual({ vehicleId: MESSAGES.booking.tooManyTourists(2) });
  });
});

describe('correcting a status', () => {
  const event = (fromStatus: BookingEvent['fromStatus'], toStatus: BookingEvent['toStatus'], kind: BookingEvent['kind'] = 'status'): BookingEvent => ({
    kind,
    fromStatus,
    toStatus,
    at: '2026-11-21T05:30:00.000Z',
    actor: admin,
    driver: null,
    reason: null,
  });

  it('goes back to the status the history says came before, else one step', () => {
    expect(correctionTarget('completed', [event('confirmed', 'picked_up'), event('picked_up', 'completed')])).toBe('picked_up');
    expect(correctionTarget('completed')).toBe('en_route');
    expect(correctionTarget('picked_up', [event('confirmed', 'picked_up'), event('picked_up', 'completed'), event('completed', 'picked_up', 'correction')])).toBe('confirmed');
    expect(correctionTarget('confirmed')).toBeNull();
    expect(correctionTarget('cancelled')).toBeNull();
  });

  it('names where it goes, needs a reason, and sends it', async () => {
    const user = userEvent.setup();
    const row = booking({ bookingStatus: 'completed' });
    const fetch = api({ row, history: [event(null, 'pending'), event('pending', 'confirmed'), event('confirmed', 'picked_up'), event('picked_up', 'completed')], write: () => json({ ...row, bookingStatus: 'picked_up' }) });
    setup();
    await user.click(await screen.findByRole('button', { name: 'Correct status of booking 8C1CD9' }));
    const dialog = screen.getByRole('dialog', { name: 'Correct status of booking 8C1CD9' });
    expect(await within(dialog).findByTestId('correction-target')).toHaveTextContent(T.correctionExplained('Completed', 'Picked Up'));
    const reason = within(dialog).getByLabelText(new RegExp(T.reason));
    await waitFor(() => expect(reason).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: T.correctionConfirm('Picked Up') }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.staff.reasonRequired);
    expect(writes(fetch)).toHaveLength(0);
    await user.type(reason, 'Marked completed on day one by mistake');
    await user.click(within(dialog).getByRole('button', { name: T.correctionConfirm('Picked Up') }));
    expect(await screen.findByText(T.statusCorrected('8C1CD9', 'Picked Up'))).toBeInTheDocument();
    const [url, init] = writes(fetch)[0]!;
    expect(String(url)).toContain(`/api/admin/bookings/${ID}/correction`);
    expect(init?.method).toBe('POST');
    expect(bodyOf(init)).toEqual({ reason: 'Marked completed on day one by mistake' });
  });
});

describe('the history of staff changes, in words', () => {
  const base = { at: '2026-11-21T05:30:00.000Z', actor: admin, driver: null, reason: null } as const;

  it('says who changed the driver, from whom to whom, and why', () => {
    const e: BookingEvent = { ...base, kind: 'driver', fromStatus: 'confirmed', toStatus: 'confirmed', driver: { _id: 'd2', username: 'Nimal Silva' }, previousDriver: { _id: 'd1', username: 'Sunil Perera' }, reason: 'Sunil is ill' };
    expect(describeEvent(e, MESSAGES)).toBe('Driver changed from Sunil Perera to Nimal Silva by Admin (admin)');
    expect(eventDetails(e, MESSAGES)).toEqual(['Reason: Sunil is ill']);
  });

  it('lists what a schedule change changed, old to new', () => {
    const trip = { pickupDate: '2027-03-07', pickupTime: '09:00', returnDate: '2027-03-09', returnTime: '09:00', vehicle: 'Toyota Prius', totalPrice: 190 };
    const e: BookingEvent = { ...base, kind: 'schedule', fromStatus: 'pending', toStatus: 'pending', schedule: { before: trip, after: { ...trip, returnDate: '2027-03-10', vehicle: 'Toyota HiAce', totalPrice: 375 } }, reason: 'Two more friends' };
    expect(describeEvent(e, MESSAGES)).toBe('Dates, vehicle or route changed by Admin (admin)');
    expect(eventDetails(e, MESSAGES)).toEqual(['Return: 09/03/27 09:00 → 10/03/27 09:00', 'Vehicle: Toyota Prius → Toyota HiAce', 'Total: $190.00 → $375.00', 'Reason: Two more friends']);
  });

  it('lists a round trip’s new route, each stop with its nights, in the page’s language', () => {
    const trip = { pickupDate: '2027-03-07', pickupTime: '09:00', returnDate: '2027-03-10', returnTime: '09:00', vehicle: 'Toyota Prius', totalPrice: 400 };
    const before = { ...trip, stops: [{ placeId: 'kandy', nights: 2 }, { placeId: 'ella', nights: 1 }, { placeId: 'kandy', nights: 0 }] };
    const after = { ...trip, totalPrice: 420, stops: [{ placeId: 'kandy', nights: 1 }, { placeId: 'nuwara-eliya', nights: 1 }, { placeId: 'ella', nights: 1 }, { placeId: 'kandy', nights: 0 }] };
    const e: BookingEvent = { ...base, kind: 'schedule', fromStatus: 'confirmed', toStatus: 'confirmed', schedule: { before, after }, reason: 'Tea country' };
    expect(eventDetails(e, MESSAGES)).toEqual([
      'Total: $400.00 → $420.00',
      'Route: Kandy (2 nights), Ella (1 night), Kandy (0 nights) → Kandy (1 night), Nuwara Eliya (1 night), Ella (1 night), Kandy (0 nights)',
      'Reason: Tea country',
    ]);
  });

  it('says a status was corrected, from and to, with the reason; and a cancellation’s reason', () => {
    const e: BookingEvent = { ...base, kind: 'correction', fromStatus: 'completed', toStatus: 'en_route', reason: 'Tapped by mistake' };
    expect(describeEvent(e, MESSAGES)).toBe('Status corrected from Completed back to En Route by Admin (admin)');
    expect(eventDetails(e, MESSAGES)).toEqual(['Reason: Tapped by mistake']);
    expect(eventDetails({ ...base, kind: 'status', fromStatus: 'pending', toStatus: 'cancelled', reason: 'No cars left' }, MESSAGES)).toEqual(['Reason: No cars left']);
  });
});
