import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STAFF_DISPLAY_NAME, addDays, colomboToday, type Booking, type BookingEvent } from '@app/shared';
import { ENGLISH_PAGE_MESSAGES as MESSAGES } from '../../lib/i18n/page-messages';
import { PUBLIC_PRICING, json, mockFetch, renderPage, storeSession } from '../../test/render';
import { booking } from '../../test/fixtures';
import { MyBookingsPage } from './MyBookingsPage';
import { bookingSections } from './booking-sections';
import { describeTripEvent, tripEventDetails } from './trip-history';

const T = MESSAGES.tripsUi;

const SUNIL = { _id: 'd1', username: 'Sunil Perera', phone: '+94 77 123 4567', languages: ['English', 'German'] };
const staff = { _id: '', username: STAFF_DISPLAY_NAME, role: 'admin' as const };
const me = { _id: 'u1', username: 'Emma Wilson', role: 'tourist' as const };
const history: BookingEvent[] = [
  { kind: 'status', reason: null, fromStatus: null, toStatus: 'pending', at: '2026-11-20T04:00:00.000Z', actor: me, driver: null },
  { kind: 'status', reason: null, fromStatus: 'pending', toStatus: 'confirmed', at: '2026-11-21T05:30:00.000Z', actor: staff, driver: { _id: 'd1', username: 'Sunil Perera' } },
];

describe('a booking’s history as the tourist reads it', () => {
  it('names each step, the driver on confirmation and who cancelled', () => {
    expect(describeTripEvent(history[0]!, 'u1')).toBe('Booking request received');
    expect(describeTripEvent(history[1]!, 'u1')).toBe('Confirmed, your driver is Sunil Perera');
    expect(describeTripEvent({ ...history[1]!, driver: null }, 'u1')).toBe('Confirmed');
    expect(describeTripEvent({ ...history[1]!, fromStatus: 'confirmed', toStatus: 'picked_up' }, 'u1')).toBe('Vehicle picked up');
    expect(describeTripEvent({ ...history[1]!, fromStatus: 'en_route', toStatus: 'completed' }, 'u1')).toBe('Trip completed');
    expect(describeTripEvent({ ...history[1]!, toStatus: 'cancelled', actor: me }, 'u1')).toBe('Cancelled by you');
    expect(describeTripEvent({ ...history[1]!, toStatus: 'cancelled', actor: staff }, 'u1')).toBe(`Cancelled by ${STAFF_DISPLAY_NAME}`);
    expect(describeTripEvent({ ...history[1]!, kind: 'expiry', toStatus: 'cancelled', actor: null, driver: null }, 'u1')).toBe('Cancelled: the deposit was not paid by its deadline');
  });
});

describe('a deposit deadline on My Bookings (decision 073)', () => {
  it('asks for the deposit by its deadline while pending, and says why once the booking expired unpaid', async () => {
    const summary = { depositDue: 76, paid: 0, refunded: 0, balanceDue: 760, refundDue: 0 };
    mockFetch(() =>
      json([
        booking({ _id: 'waiting', bookingStatus: 'pending', pickupDate: '2099-06-01', returnDate: '2099-06-03', depositDeadline: '2099-05-02T04:30:00.000Z', paymentSummary: summary }),
        booking({ _id: 'expired', bookingStatus: 'cancelled', pickupDate: '2099-07-01', returnDate: '2099-07-03', depositDeadline: '2099-05-01T04:30:00.000Z', expiredAt: '2099-05-01T04:30:00.000Z' }),
      ]),
    );
    storeSession();
    renderPage(<MyBookingsPage />, '/manage-bookings');
    expect(await screen.findByTestId('deposit-deadline')).toHaveTextContent(/Please pay the deposit of \$76\.00 by .*2099.*10:00 \(Sri Lanka time\)/);
    expect(screen.getByTestId('expired-notice')).toHaveTextContent(T.expiredNotice);
    expect(screen.getAllByTestId('deposit-deadline')).toHaveLength(1);
  });
});

describe('a booking’s staff changes as the tourist reads them', () => {
  const admin = { _id: 'a1', username: 'Anil Office', role: 'admin' as const };
  const base = { fromStatus: 'confirmed' as const, toStatus: 'confirmed' as const, at: '2026-11-22T05:30:00.000Z', actor: admin, driver: null, reason: null };
  const schedule = {
    before: { pickupDate: '2027-03-07', pickupTime: '09:00', returnDate: '2027-03-15', returnTime: '17:30', vehicle: 'Toyota Prius', totalPrice: 760 },
    after: { pickupDate: '2027-03-08', pickupTime: '10:00', returnDate: '2027-03-15', returnTime: '17:30', vehicle: 'Toyota Axio', totalPrice: 665.5 },
  };
  const events: BookingEvent[] = [
    { ...base, kind: 'driver', driver: { _id: 'd2', username: 'Nimal Silva' }, previousDriver: { _id: 'd1', username: 'Sunil Perera' }, reason: 'Sunil is ill' },
    { ...base, kind: 'schedule', schedule, reason: 'Flight moved' },
    { ...base, kind: 'correction', fromStatus: 'completed', toStatus: 'en_route', reason: 'Marked completed by mistake' },
    { ...base, kind: 'status', toStatus: 'cancelled', reason: 'Vehicle damaged' },
  ];

  it('names each kind readably, with the reason, and staff only as the LankaRide team', () => {
    expect(events.map((e) => [describeTripEvent(e, 'u1'), ...tripEventDetails(e)])).toEqual([
      [T.driverChangedFrom('Nimal Silva', 'Sunil Perera'), T.reason('Sunil is ill')],
      [
        T.scheduleChanged,
        T.scheduleNow('Toyota Axio', 'Mon, Mar 8, 2027, 10:00', 'Mon, Mar 15, 2027, 17:30', '$665.50'),
        T.scheduleBefore('Toyota Prius', 'Sun, Mar 7, 2027, 09:00', 'Mon, Mar 15, 2027, 17:30', '$760.00'),
        T.reason('Flight moved'),
      ],
      [T.corrected('En Route'), T.reason('Marked completed by mistake')],
      [`Cancelled by ${STAFF_DISPLAY_NAME}`, T.reason('Vehicle damaged')],
    ]);
    expect(JSON.stringify(events.map((e) => [describeTripEvent(e, 'u1'), ...tripEventDetails(e)]))).not.toContain('Anil');
    expect(describeTripEvent({ ...events[0]!, previousDriver: null }, 'u1')).toBe(T.driverChanged('Nimal Silva'));
  });

  it('shows them in the booking history on My Bookings', async () => {
    mockFetch((url) => (url.pathname.endsWith('/history') ? json([history[0], ...events]) : json([booking({ bookingStatus: 'confirmed', driverId: SUNIL })])));
    storeSession();
    renderPage(<MyBookingsPage />, '/manage-bookings');
    await userEvent.click(await screen.findByRole('button', { name: 'Show booking history' }));
    const list = await screen.findByRole('list', { name: 'Booking history' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[2]).toHaveTextContent(T.scheduleNow('Toyota Axio', 'Mon, Mar 8, 2027, 10:00', 'Mon, Mar 15, 2027, 17:30', '$665.50'));
    expect(items[3]).toHaveTextContent(T.reason('Marked completed by mistake'));
    expect(list).not.toHaveTextContent('Anil');
  });
});

describe('My Bookings’ order', () => {
  const yesterday = addDays(colomboToday(), -1);
  const trips: Booking[] = [
    booking({ _id: 'past-done', bookingStatus: 'completed', pickupDate: '2026-01-05', returnDate: '2026-01-07' }),
    booking({ _id: 'later', bookingStatus: 'pending', pickupDate: '2099-06-01', returnDate: '2099-06-03' }),
    booking({ _id: 'cancelled', bookingStatus: 'cancelled', pickupDate: '2026-02-01', returnDate: '2026-02-03', cancelReason: 'The vehicle failed its safety check' }),
    booking({ _id: 'soon', bookingStatus: 'confirmed', pickupDate: '2099-01-10', returnDate: '2099-01-12' }),
    booking({ _id: 'on-road', bookingStatus: 'en_route', pickupDate: yesterday, returnDate: addDays(yesterday, 3) }),
    booking({ _id: 'started', bookingStatus: 'confirmed', pickupDate: yesterday, pickupTime: '00:00', returnDate: addDays(yesterday, 5) }),
  ];

  it('puts the trip under way first, then upcoming by pickup, then past and cancelled (latest first)', () => {
    const sections = bookingSections(trips, Date.now());
    expect({ current: sections.current.map((b) => b._id), upcoming: sections.upcoming.map((b) => b._id), past: sections.past.map((b) => b._id) }).toEqual({
      current: ['started', 'on-road'],
      upcoming: ['soon', 'later'],
      past: ['cancelled', 'past-done'],
    });
  });

  it('shows the sections under their headings, the current trip labelled, and a cancellation’s reason', async () => {
    mockFetch(() => json(trips));
    storeSession();
    renderPage(<MyBookingsPage />, '/manage-bookings');
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual([`${T.currentHeading} (2)`, `${T.upcomingHeading} (2)`, `${T.pastHeading} (2)`]);
    const current = screen.getByRole('region', { name: new RegExp(T.currentHeading) });
    expect(within(current).getAllByTestId('current-trip')).toHaveLength(2);
    expect(within(current).getAllByTestId('booking-status').map((b) => b.textContent)).toEqual(['Confirmed', 'En Route']);
    const past = screen.getByRole('region', { name: new RegExp(T.pastHeading) });
    expect(within(past).getByTestId('cancel-reason')).toHaveTextContent(T.cancelReason('The vehicle failed its safety check'));
    expect(screen.getAllByTestId('cancel-reason')).toHaveLength(1);
    // The short reference, the one the e-mails use.
    expect(within(past).getAllByTestId('booking-ref').map((r) => r.textContent)).toEqual(['CANCEL', 'PAST-D']);
  });

  it('says under each total what is paid and still due, and on a cancelled booking what comes back', async () => {
    const summary = (s: Partial<Booking['paymentSummary']>) => ({ depositDue: 0, paid: 0, refunded: 0, balanceDue: 0, refundDue: 0, ...s });
    const upcoming = addDays(colomboToday(), 20);
    mockFetch(() =>
      json([
        booking({ _id: 'aaaaaaaa-0000-4000-8000-000000000001', pickupDate: upcoming, returnDate: addDays(upcoming, 2), bookingStatus: 'pending', paymentSummary: summary({ depositDue: 18, balanceDue: 180 }) }),
        booking({ _id: 'bbbbbbbb-0000-4000-8000-000000000002', pickupDate: upcoming, returnDate: addDays(upcoming, 2), bookingStatus: 'confirmed', paymentSummary: summary({ paid: 18, balanceDue: 162 }) }),
        booking({ _id: 'cccccccc-0000-4000-8000-000000000003', pickupDate: upcoming, returnDate: addDays(upcoming, 2), bookingStatus: 'cancelled', paymentSummary: summary({ paid: 18, refundDue: 16.2 }) }),
      ]),
    );
    storeSession();
    renderPage(<MyBookingsPage />, '/manage-bookings');
    const lines = (await screen.findAllByTestId('payment-summary')).map((p) => p.textContent);
    expect(lines).toEqual(expect.arrayContaining(['Deposit due $18.00', 'Paid $18.00 · Balance due $162.00', 'Refund due to you $16.20']));
    expect(lines).toHaveLength(3);
  });

  it('offers paying a due deposit online when the business has it set up, and posts PayHere’s form', async () => {
    const summary = { depositDue: 18, paid: 0, refunded: 0, balanceDue: 180, refundDue: 0 };
    const upcoming = addDays(colomboToday(), 20);
    const due = booking({ _id: 'aaaaaaaa-0000-4000-8000-000000000001', pickupDate: upcoming, returnDate: addDays(upcoming, 2), bookingStatus: 'pending', paymentSummary: summary });
    const paid = booking({ _id: 'bbbbbbbb-0000-4000-8000-000000000002', pickupDate: upcoming, returnDate: addDays(upcoming, 2), bookingStatus: 'confirmed', paymentSummary: { ...summary, depositDue: 0, paid: 18 } });
    const fields = { merchant_id: '1211149', order_id: due._id, amount: '18.00', currency: 'USD', hash: 'ABC' };
    const fetch = mockFetch(
      (url) => (url.pathname.endsWith('/payhere-checkout') ? json({ action: 'https://sandbox.payhere.lk/pay/checkout', fields }) : json([due, paid])),
      { ...PUBLIC_PRICING, onlinePayment: true },
    );
    const submitted: HTMLFormElement[] = [];
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    storeSession();
    renderPage(<MyBookingsPage />, '/manage-bookings');
    // Only the booking with a deposit still due offers it.
    const button = await screen.findByRole('button', { name: T.money.payDeposit('$18.00') });
    expect(screen.getAllByTestId('pay-deposit')).toHaveLength(1);
    await userEvent.click(button);
    await waitFor(() => expect(submitted).toHaveLength(1));
    const form = submitted[0]!;
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://sandbox.payhere.lk/pay/checkout');
    expect(Object.fromEntries(new FormData(form))).toEqual(fields);
    const checkout = fetch.mock.calls.find(([input]) => String(input).endsWith('/payhere-checkout'))!;
    expect((checkout[1]!.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
    submit.mockRestore();
  });

  it('does not offer paying online when the business has not set it up; back from the payment page it says the payment is on its way', async () => {
    const upcoming = addDays(colomboToday(), 20);
    const due = booking({ _id: 'aaaaaaaa-0000-4000-8000-000000000001', pickupDate: upcoming, returnDate: addDays(upcoming, 2), bookingStatus: 'pending' });
    mockFetch(() => json([due]));
    storeSession();
    renderPage(<MyBookingsPage />, '/manage-bookings', `/manage-bookings?paid=${due._id}`);
    expect(await screen.findByTestId('payment-returned')).toHaveTextContent(T.money.paymentReturned);
    await screen.findAllByTestId('download-receipt');
    expect(screen.queryByTestId('pay-deposit')).not.toBeInTheDocument();
  });

  it('downloads the receipt with the session, or says why not', async () => {
    const upcoming = addDays(colomboToday(), 20);
    const trip = booking({ _id: 'aaaaaaaa-0000-4000-8000-000000000001', pickupDate: upcoming, returnDate: addDays(upcoming, 2), bookingStatus: 'confirmed' });
    let receiptAnswer = () => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="lankaride-receipt-AAAAAAAA.pdf"' } });
    const fetch = mockFetch((url) => (url.pathname.endsWith('/receipt.pdf') ? receiptAnswer() : json([trip])));
    const created: Blob[] = [];
    // jsdom has no object URLs: the page's hand-over to the browser's download is what is checked.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:receipt';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    storeSession();
    renderPage(<MyBookingsPage />, '/manage-bookings');
    await userEvent.click(await screen.findByRole('button', { name: T.money.receipt }));
    await waitFor(() => expect(clicked).toEqual(['lankaride-receipt-AAAAAAAA.pdf']));
    expect(created[0]!.type).toBe('application/pdf');
    const call = fetch.mock.calls.find(([input]) => String(input).endsWith('/receipt.pdf'))!;
    expect((call[1]!.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);

    receiptAnswer = () => json({ error: 'Booking not found' }, 404, 'Not Found');
    await userEvent.click(screen.getByRole('button', { name: T.money.receipt }));
    expect(await screen.findByRole('alert')).toHaveTextContent(T.money.receiptFailed('Booking not found'));
    click.mockRestore();
  });

  it('offers the condition report once the vehicle was handed over, and downloads it with the session', async () => {
    const today = colomboToday();
    const underWay = booking({ _id: 'aaaaaaaa-0000-4000-8000-000000000002', pickupDate: addDays(today, -1), returnDate: addDays(today, 2), bookingStatus: 'picked_up', conditionReport: true });
    const later = booking({ _id: 'aaaaaaaa-0000-4000-8000-000000000003', pickupDate: addDays(today, 30), returnDate: addDays(today, 32), bookingStatus: 'confirmed' });
    const fetch = mockFetch((url) =>
      url.pathname.endsWith('/condition-report.pdf')
        ? new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="lankaride-condition-report-AAAAAAAA.pdf"' } })
        : json([underWay, later]),
    );
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    storeSession();
    renderPage(<MyBookingsPage />, '/manage-bookings');
    // One button: the booking not yet handed over has no report.
    const buttons = await screen.findAllByRole('button', { name: MESSAGES.handoverUi.report });
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]!);
    await waitFor(() => expect(clicked).toEqual(['lankaride-condition-report-AAAAAAAA.pdf']));
    const call = fetch.mock.calls.find(([input]) => String(input).endsWith(`/api/bookings/${underWay._id}/condition-report.pdf`))!;
    expect((call[1]!.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
    click.mockRestore();
  });

  it('has an empty state in each section', async () => {
    mockFetch(() => json([trips[4]]));
    storeSession();
    renderPage(<MyBookingsPage />, '/manage-bookings');
    const upcoming = await screen.findByRole('region', { name: new RegExp(T.upcomingHeading) });
    expect(upcoming).toHaveTextContent(T.upcomingEmpty);
    expect(within(upcoming).getByRole('link', { name: T.browseVehicles })).toHaveAttribute('href', '/available-vehicles');
    expect(screen.getByRole('region', { name: new RegExp(T.pastHeading) })).toHaveTextContent(T.pastEmpty);
  });
});

describe('cancelling a booking', () => {
  it('names the booking in the dialog once, keeps it on Keep it, and cancels it with a message on its card', async () => {
    const user = userEvent.setup();
    let status = 'pending';
    const fetch = mockFetch((_url, init) => {
      if (init.method === 'PATCH') status = 'cancelled';
      const mine = booking({ bookingStatus: status as Booking['bookingStatus'] });
      return json(init.method === 'PATCH' ? mine : [mine]);
    });
    storeSession();
    renderPage(<MyBookingsPage />, '/manage-bookings');
    const upcoming = await screen.findByRole('region', { name: new RegExp(T.upcomingHeading) });
    await user.click(within(upcoming).getByRole('button', { name: T.cancelConfirm }));
    const dialog = await screen.findByRole('dialog', { name: T.cancelTitle('8C1CD9') });
    expect(dialog).toHaveAccessibleDescription(`${T.cancelWhich('Toyota Prius', 'Sun, Mar 7, 2027, 09:00', 'Mon, Mar 15, 2027, 17:30')} ${T.cancelEffect} ${T.refund.nothingPaid}`);
    expect(within(dialog).getAllByText(/Cancel booking 8C1CD9\?/)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: T.cancelKeep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    await user.click(within(upcoming).getByRole('button', { name: T.cancelConfirm }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.cancelConfirm }));
    const past = screen.getByRole('region', { name: new RegExp(T.pastHeading) });
    const notice = await within(past).findByTestId('booking-notice');
    expect(notice).toHaveTextContent(T.cancelled('8C1CD9'));
    await waitFor(() => expect(notice).toHaveFocus());
    expect(within(past).getByTestId('booking-status')).toHaveTextContent('Cancelled');
    expect(upcoming).toHaveTextContent(T.upcomingEmpty);
  });
});

describe('the refund of a cancellation (issue 26)', () => {
  it('the dialog states the refund, its tier and until when; the card repeats it once cancelled', async () => {
    const user = userEvent.setup();
    const paid = { depositDue: 0, paid: 18, refunded: 0, balanceDue: 162, refundDue: 0 };
    let cancelled = false;
    mockFetch((_url, init) => {
      if (init.method === 'PATCH') cancelled = true;
      const mine = cancelled
        ? booking({ bookingStatus: 'cancelled', paymentSummary: { ...paid, balanceDue: 0, refundDue: 16.2 } })
        : booking({ bookingStatus: 'confirmed', paymentSummary: paid });
      return json(init.method === 'PATCH' ? mine : [mine]);
    });
    storeSession();
    renderPage(<MyBookingsPage />, '/manage-bookings');
    const upcoming = await screen.findByRole('region', { name: new RegExp(T.upcomingHeading) });
    await user.click(within(upcoming).getByRole('button', { name: T.cancelConfirm }));
    const preview = within(await screen.findByRole('dialog')).getByTestId('refund-preview');
    // Months before pickup: the first tier, 90% of what was paid, until 48 hours before pickup.
    expect(preview).toHaveTextContent(T.refund.due('$16.20', 90, '$18.00', 48));
    expect(preview).toHaveTextContent(/This holds until .*Mar 5, 2027.*09:00.*50% comes back/);
    expect(preview).toHaveTextContent(T.refund.paidBack);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: T.cancelConfirm }));
    const past = screen.getByRole('region', { name: new RegExp(T.pastHeading) });
    expect(await within(past).findByTestId('refund-notice')).toHaveTextContent(T.refund.dueNotice('$16.20'));
  });
});

describe('My Bookings', () => {
  it('shows the assigned driver’s name, phone and languages, and the history on request', async () => {
    const fetch = mockFetch((url) => {
      if (url.pathname.endsWith('/history')) return json(history);
      return json([booking({ bookingStatus: 'confirmed', driverId: SUNIL })]);
    });
    storeSession();
    renderPage(<MyBookingsPage />, '/manage-bookings');
    const driver = await screen.findByTestId('assigned-driver');
    expect(within(driver).getByText('Sunil Perera')).toBeInTheDocument();
    expect(within(driver).getByRole('link', { name: '+94 77 123 4567' })).toHaveAttribute('href', 'tel:+94771234567');
    expect(within(driver).getByText('Speaks English, German')).toBeInTheDocument();
    // The history is fetched only when asked for.
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/history'))).toBe(false);
    const toggle = screen.getByRole('button', { name: 'Show booking history' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const list = await screen.findByRole('list', { name: 'Booking history' });
    expect(within(list).getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual([
      'Booking request received',
      'Confirmed, your driver is Sunil Perera',
    ]);
    expect(within(list).getByText('Sat, Nov 21, 2026, 11:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide booking history' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows no driver card while pending or once cancelled', async () => {
    mockFetch(() => json([booking({ _id: 'b-pending' }), booking({ _id: 'b-cancelled', bookingStatus: 'cancelled', driverId: SUNIL })]));
    storeSession();
    renderPage(<MyBookingsPage />, '/manage-bookings');
    expect(await screen.findAllByRole('button', { name: 'Show booking history' })).toHaveLength(2);
    expect(screen.queryByTestId('assigned-driver')).not.toBeInTheDocument();
  });

  it('says so when the history cannot be loaded', async () => {
    mockFetch((url) => (url.pathname.endsWith('/history') ? json({ error: 'Booking not found' }, 404, 'Not Found') : json([booking()])));
    storeSession();
    renderPage(<MyBookingsPage />, '/manage-bookings');
    await userEvent.click(await screen.findByRole('button', { name: 'Show booking history' }));
    expect(await screen.findByText('Could not load the history: Booking not found')).toBeInTheDocument();
  });
});
