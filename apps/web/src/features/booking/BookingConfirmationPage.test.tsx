import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BOOKING_SUCCESS_REDIRECT_MS, DEFAULT_PRICING_POLICY, MESSAGES, labeledQuote, quoteTrip, shortReference, type PricingPolicy } from '@app/shared';
import { ENGLISH_PAGE_MESSAGES } from '../../lib/i18n/page-messages';
import { json, mockFetch, renderRoutes, storeSession } from '../../test/render';
import { BookingConfirmationPage, REDIRECT_RESUME_AFTER_MS } from './BookingConfirmationPage';
import type { BookingDraft } from './draft';

const DRAFT: BookingDraft = {
  vehicle: { _id: '11111111-1111-4111-8111-111111111111', brand: 'Toyota', model: 'Prius', type: 'Car', image: '', perDay: 45 },
  booking: {
    name: 'Emma Wilson',
    email: 'emma@example.com',
    phone: '+44 7700 900123',
    pickupDate: '2030-05-01',
    pickupTime: '09:00',
    returnDate: '2030-05-04',
    returnTime: '09:00',
    pickupPoint: 'Colombo',
    returnPoint: 'Kandy',
    numTourists: 2,
    driverOption: 'withDriver',
    specialRequests: '',
    preferredLanguages: [],
    addOns: [],
    flightNumber: null,
    flightTime: null,
    signName: null,
  },
};

/** The server's quote of the draft's trip under a policy. */
const quoteUnder = (policy: PricingPolicy = DEFAULT_PRICING_POLICY) => labeledQuote(quoteTrip({ ...DRAFT.booking, perDay: DRAFT.vehicle.perDay }, policy));

/** The calls that posted a booking (the page also asks for the quote). */
const bookingCalls = (fetch: ReturnType<typeof mockFetch>) => fetch.mock.calls.filter(([url]) => String(url) === '/api/bookings');

function setup(state: unknown = DRAFT) {
  return renderRoutes(
    [
      { path: '/booking-confirmation', element: <BookingConfirmationPage /> },
      { path: '*', element: null },
    ],
    { pathname: '/booking-confirmation', state },
  );
}

describe('booking confirmation', () => {
  it('redirects home when there is no booking in navigation state', async () => {
    storeSession();
    setup(null);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('posts the booking with the estimated total and an Idempotency-Key, then shows the reference and goes home after 4 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    storeSession();
    const fetch = mockFetch((url) => (url.pathname === '/api/bookings/quote' ? json(quoteUnder()) : json({ _id: 'b0a1c2d3-0000-4000-8000-000000000001', bookingStatus: 'pending', totalPrice: 285 }, 201)));
    setup();
    expect(screen.getByText('Wed, May 1, 2030 at 09:00 · Colombo')).toBeInTheDocument();
    expect(screen.getByTestId('estimated-total')).toHaveTextContent('$285.00');
    expect(await screen.findByTestId('deposit-due')).toHaveTextContent('$28.50');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByTestId('booking-reference')).toHaveTextContent('b0a1c2d3-0000-4000-8000-000000000001');

    const [url, init] = bookingCalls(fetch)[0]!;
    expect(String(url)).toBe('/api/bookings');
    const headers = init!.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer header.payload.signature');
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(init!.body as string)).toMatchObject({ vehicleId: DRAFT.vehicle._id, totalPrice: 285, numTourists: 2, pickupTime: '09:00' });

    // Let React run the success screen's effect (its scheduler runs on the faked timers too).
    await act(async () => vi.advanceTimersByTime(0));
    await act(async () => vi.advanceTimersByTime(BOOKING_SUCCESS_REDIRECT_MS - 1000));
    expect(screen.getByTestId('location')).toHaveTextContent('/booking-confirmation');
    await act(async () => vi.advanceTimersByTime(1200));
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  describe('the redirect home waits for a visitor who reads (issue 26)', () => {
    const S = ENGLISH_PAGE_MESSAGES.bookingUi.success;
    async function confirmed() {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      storeSession();
      mockFetch((url) => (url.pathname === '/api/bookings/quote' ? json(quoteUnder()) : json({ _id: 'b0a1c2d3-0000-4000-8000-000000000003', bookingStatus: 'pending', totalPrice: 285 }, 201)));
      setup();
      await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
      await screen.findByTestId('booking-reference');
      await act(async () => vi.advanceTimersByTime(0));
      return user;
    }
    const at = () => screen.getByTestId('location').textContent;

    it('counts down visibly; screen readers hear the sentence once, politely, with the Stay here control', async () => {
      await confirmed();
      expect(screen.getByTestId('redirect-countdown')).toHaveTextContent(S.redirecting(4));
      await act(async () => vi.advanceTimersByTime(1500));
      expect(screen.getByTestId('redirect-countdown')).toHaveTextContent(S.redirecting(3));
      const announcement = screen.getByTestId('redirect-announcement');
      expect(announcement).toHaveAttribute('aria-live', 'polite');
      expect(announcement).toHaveTextContent(S.redirecting(4));
      expect(screen.getByRole('button', { name: S.stayHere })).toBeInTheDocument();
    });

    it('scrolling pauses it; it leaves only after the visitor has been still again, and then the full count', async () => {
      await confirmed();
      await act(async () => vi.advanceTimersByTime(3000));
      fireEvent.scroll(window);
      await act(async () => vi.advanceTimersByTime(200));
      expect(screen.getByTestId('redirect-countdown')).toHaveTextContent(S.redirectPaused);
      expect(screen.getByTestId('redirect-announcement')).toHaveTextContent(S.redirectPaused);
      // Well past the spec's 4 s from the success screen: still here while paused.
      await act(async () => vi.advanceTimersByTime(REDIRECT_RESUME_AFTER_MS - 500));
      expect(at()).toBe('/booking-confirmation');
      await act(async () => vi.advanceTimersByTime(500 + BOOKING_SUCCESS_REDIRECT_MS - 1000));
      expect(at()).toBe('/booking-confirmation');
      await act(async () => vi.advanceTimersByTime(1200));
      await vi.waitFor(() => expect(at()).toBe('/'));
    });

    it('a key or a pointer pauses it too', async () => {
      await confirmed();
      fireEvent.keyDown(document.body, { key: 'ArrowDown' });
      await act(async () => vi.advanceTimersByTime(BOOKING_SUCCESS_REDIRECT_MS + 1000));
      expect(at()).toBe('/booking-confirmation');
      fireEvent.pointerDown(document.body);
      await act(async () => vi.advanceTimersByTime(REDIRECT_RESUME_AFTER_MS));
      expect(at()).toBe('/booking-confirmation');
    });

    it('Stay here, reached by the keyboard, cancels it for good and keeps focus on the sentence that replaces it', async () => {
      const user = await confirmed();
      const stay = screen.getByRole('button', { name: S.stayHere });
      stay.focus();
      await user.keyboard('{Enter}');
      expect(screen.queryByRole('button', { name: S.stayHere })).not.toBeInTheDocument();
      expect(screen.getByTestId('redirect-cancelled')).toHaveTextContent(S.stayingHere);
      expect(screen.getByTestId('redirect-cancelled')).toHaveFocus();
      await act(async () => vi.advanceTimersByTime(REDIRECT_RESUME_AFTER_MS + BOOKING_SUCCESS_REDIRECT_MS * 3));
      expect(at()).toBe('/booking-confirmation');
    });
  });

  it('shows the server’s conflict sentence on 409, and the fallback when it sends none', async () => {
    storeSession();
    let body: object = { error: MESSAGES.booking.conflict };
    mockFetch(() => json(body, 409, 'Conflict'));
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText(MESSAGES.booking.conflict)).toBeInTheDocument();
    body = {};
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText(MESSAGES.booking.conflict)).toBeInTheDocument();
  });

  it('says why when the account already holds its open unpaid bookings (decision 073)', async () => {
    storeSession();
    const sentence = MESSAGES.booking.tooManyPending(3);
    mockFetch(() => json({ error: sentence, code: 'booking.tooManyPending', params: { count: 3 } }, 409, 'Conflict'));
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.booking.conflict)).not.toBeInTheDocument();
  });

  it('reuses the same Idempotency-Key when the same booking is retried', async () => {
    storeSession();
    const fetch = mockFetch(() => json({}, 502, 'Bad Gateway'));
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText(MESSAGES.booking.failed('Bad Gateway'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await vi.waitFor(() => expect(bookingCalls(fetch)).toHaveLength(2));
    const key = (i: number) => (bookingCalls(fetch)[i]![1]!.headers as Record<string, string>)['Idempotency-Key'];
    expect(key(0)).toBe(key(1));
  });

  it('sends the total the server quoted under its current policy, which the success screen shows', async () => {
    storeSession();
    const dearer = { ...DEFAULT_PRICING_POLICY, driverPerDay: 60 };
    const quote = quoteUnder(dearer);
    const fetch = mockFetch((url) =>
      url.pathname === '/api/bookings/quote' ? json(quote) : json({ _id: 'b0a1c2d3-0000-4000-8000-000000000002', bookingStatus: 'pending', totalPrice: quote.total }, 201),
    );
    setup();
    await vi.waitFor(() => expect(screen.getByTestId('estimated-total')).toHaveTextContent('$315.00'));
    expect(screen.getByText('Driver · 3 days × $60.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await screen.findByTestId('booking-reference');
    expect(JSON.parse(bookingCalls(fetch)[0]![1]!.body as string)).toMatchObject({ totalPrice: 315 });
    const summary = within(screen.getByRole('region', { name: MESSAGES.bookingFlow.tripSummary }));
    expect(summary.getByText(MESSAGES.bookingFlow.estimatedTotal).nextElementSibling?.textContent).toBe('$315.00');
  });

  it('asks to log in again when the token is missing', async () => {
    storeSession();
    setup();
    localStorage.removeItem('authToken');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText(MESSAGES.booking.authError)).toBeInTheDocument();
  });

  it('success: beside the spec’s reference, the short one every other page uses, and a summary of the trip', async () => {
    storeSession();
    const id = 'b0a1c2d3-0000-4000-8000-000000000001';
    mockFetch(() => json({ _id: id, bookingStatus: 'pending' }, 201));
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByTestId('booking-reference')).toHaveTextContent(id);
    expect(screen.getByTestId('booking-short-reference')).toHaveTextContent(shortReference(id));
    const summary = within(screen.getByRole('region', { name: MESSAGES.bookingFlow.tripSummary }));
    const F = MESSAGES.bookingFlow;
    const value = (label: string) => summary.getByText(label).nextElementSibling?.textContent;
    expect(value(F.vehicle)).toBe('Toyota Prius');
    expect(value(F.pickup)).toBe('Wed, May 1, 2030 at 09:00 · Colombo');
    expect(value(F.return)).toBe('Sat, May 4, 2030 at 09:00 · Kandy');
    expect(value(F.driver)).toBe(F.withDriver);
    expect(value(F.estimatedTotal)).toBe('$285.00');
  });

  it('success without the trip in state (an old history entry) still shows both references', () => {
    setup({ confirmed: { id: 'b0a1c2d3-0000-4000-8000-000000000001', vehicleName: 'Toyota Prius' } });
    expect(screen.getByTestId('booking-short-reference')).toHaveTextContent('B0A1C2');
    expect(screen.queryByTestId('trip-summary')).not.toBeInTheDocument();
  });
});
