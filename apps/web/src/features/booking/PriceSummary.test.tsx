import { render as rtlRender, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_POLICY, MESSAGES, quoteTrip, type QuoteDto } from '@app/shared';
import { formatPrice } from '../../lib/format';
import { PAGE_MESSAGES } from '@app/shared/page-messages';
import { json, mockFetch } from '../../test/render';
import { PriceSummary, cancellationSentences, priceHint } from './PriceSummary';

/** Each render with its own query cache; without a server answer the summary shows the spec's estimate. */
function render(element: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (el: ReactElement) => <QueryClientProvider client={client}>{el}</QueryClientProvider>;
  const result = rtlRender(wrap(element));
  return { ...result, rerender: (el: ReactElement) => result.rerender(wrap(el)) };
}

const trip = { pickupDate: '2030-03-10', pickupTime: '10:00', returnDate: '2030-03-13', returnTime: '10:00' };

describe('PriceSummary', () => {
  it('charges whole days times the daily rate, plus $50 a day with a driver, in dollars with 2 decimals', () => {
    render(<PriceSummary perDay={45} {...trip} driverOption="withDriver" />);
    expect(screen.getByText('Vehicle · 3 days × $45.00')).toBeInTheDocument();
    expect(screen.getByText('$135.00')).toBeInTheDocument();
    expect(screen.getByText('Driver · 3 days × $50.00')).toBeInTheDocument();
    expect(screen.getByText('$150.00')).toBeInTheDocument();
    expect(screen.getByTestId('estimated-total')).toHaveTextContent('$285.00');
  });

  it('shows the deposit and the balance from the estimate before the server answers (the rows never appear late)', () => {
    render(<PriceSummary perDay={45} {...trip} driverOption="withDriver" />);
    const local = quoteTrip({ ...trip, perDay: 45, driverOption: 'withDriver' }, DEFAULT_PRICING_POLICY);
    expect(local.depositDue).toBeGreaterThan(0);
    expect(local.depositDue + local.balanceDue).toBeCloseTo(285, 2);
    expect(screen.getByTestId('deposit-due')).toHaveTextContent(formatPrice(local.depositDue));
    expect(screen.getByTestId('balance-due')).toHaveTextContent(formatPrice(local.balanceDue));
  });

  it('rounds a part day up and leaves the driver out for self drive', () => {
    render(<PriceSummary perDay={32.5} {...trip} returnTime="10:01" driverOption="selfDrive" />);
    expect(screen.queryByText(/^Driver/)).not.toBeInTheDocument();
    expect(screen.getByTestId('estimated-total')).toHaveTextContent('$130.00');
  });

  it('uses 00:00 and 23:59 when times are missing, with at least one day', () => {
    render(<PriceSummary perDay={20} pickupDate="2030-03-10" returnDate="2030-03-10" driverOption="selfDrive" />);
    expect(screen.getByTestId('estimated-total')).toHaveTextContent('$20.00');
  });

  it('shows a hint instead of $0.00 until the dates give a price (the spec’s estimate is 0 then)', () => {
    const { rerender } = render(<PriceSummary perDay={45} driverOption="withDriver" />);
    expect(screen.getByTestId('price-hint')).toHaveTextContent(MESSAGES.bookingFlow.priceNeedsDates);
    expect(screen.queryByTestId('estimated-total')).not.toBeInTheDocument();
    expect(screen.queryByText('$0.00')).not.toBeInTheDocument();
    rerender(<PriceSummary perDay={45} pickupDate="2030-03-10" driverOption="withDriver" />);
    expect(screen.getByTestId('price-hint')).toHaveTextContent(MESSAGES.bookingFlow.priceNeedsDates);
    rerender(<PriceSummary perDay={45} {...trip} returnDate="2030-03-09" driverOption="withDriver" />);
    expect(screen.getByTestId('price-hint')).toHaveTextContent(MESSAGES.bookingFlow.priceNeedsReturnAfterPickup);
    rerender(<PriceSummary perDay={45} {...trip} driverOption="withDriver" />);
    expect(screen.queryByTestId('price-hint')).not.toBeInTheDocument();
    expect(screen.getByTestId('estimated-total')).toHaveTextContent('$285.00');
  });

  it('shows the server’s quote once it answers: its lines, the deposit, the balance and, on the review, the terms', async () => {
    const quote: QuoteDto = {
      currency: 'USD',
      days: 3,
      lines: [
        { code: 'vehicle', label: 'Vehicle hire', quantity: 3, unitAmount: 45, amount: 135 },
        { code: 'driver', label: 'Driver', quantity: 3, unitAmount: 60, amount: 180 },
        { code: 'driverNights', label: 'Driver night allowance', quantity: 3, unitAmount: 12.5, amount: 37.5 },
      ],
      total: 352.5,
      depositDue: 35.25,
      balanceDue: 317.25,
      includedKm: 300,
      extraKmRate: 0.25,
      cancellation: DEFAULT_PRICING_POLICY.cancellationTiers,
    };
    const fetchMock = mockFetch((url) => (url.pathname === '/api/bookings/quote' ? json(quote) : json({ error: 'Not found' }, 404)));
    render(<PriceSummary vehicleId="11111111-1111-4111-8111-111111111111" perDay={45} {...trip} driverOption="withDriver" showTerms />);
    expect(await screen.findByText('Driver nights · 3 nights × $12.50')).toBeInTheDocument();
    expect(screen.getByText('Driver · 3 days × $60.00')).toBeInTheDocument();
    expect(screen.getByTestId('estimated-total')).toHaveTextContent('$352.50');
    expect(screen.getByTestId('deposit-due')).toHaveTextContent('$35.25');
    expect(screen.getByTestId('balance-due')).toHaveTextContent('$317.25');
    const terms = screen.getByTestId('trip-terms');
    expect(terms).toHaveTextContent('300 km included, then $0.25 per extra km');
    expect(within(terms).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '48 hours or more before pickup: 90% of what you paid comes back',
      '24 hours or more before pickup: 50% of what you paid comes back',
      'Later: no refund',
    ]);
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).includes('/api/bookings/quote'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ vehicleId: '11111111-1111-4111-8111-111111111111', ...trip, driverOption: 'withDriver' });
  });

  it('prices chosen extras as lines of the same quote before the server answers, and asks the server with them', async () => {
    const seat = { _id: '22222222-2222-4222-8222-222222222222', key: 'childSeat', names: { en: 'Child seat' }, price: 3, pricing: 'perDay', maxQuantity: 3, vehicleTypes: ['Car'], active: true };
    const rack = { _id: '33333333-3333-4333-8333-333333333333', key: null, names: { en: 'Cooler box' }, price: 4.5, pricing: 'perTrip', maxQuantity: 2, vehicleTypes: [], active: true };
    // The server has not answered its quote (a network failure): the page keeps the shared quote's lines.
    const fetchMock = mockFetch((url) => (url.pathname === '/api/add-ons' ? json([seat, rack]) : json({ error: 'Unavailable' }, 503)));
    const addOns = [{ id: seat._id, quantity: 2 }, { id: rack._id, quantity: 1 }];
    render(<PriceSummary vehicleId="11111111-1111-4111-8111-111111111111" perDay={45} {...trip} driverOption="selfDrive" addOns={addOns} />);
    expect(await screen.findByText('Child seat · 2 × 3 days × $3.00')).toBeInTheDocument();
    expect(screen.getByText('Cooler box · 1 × $4.50')).toBeInTheDocument();
    expect(screen.getByTestId('estimated-total')).toHaveTextContent('$157.50');
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).includes('/api/bookings/quote'))!;
    expect(JSON.parse(String(init?.body)).addOns).toEqual(addOns);
  });

  it('says what happens after the last tier, and a refund up to pickup', () => {
    const P = PAGE_MESSAGES.bookingUi.price;
    expect(cancellationSentences(P, [{ hoursBefore: 72, refundPercent: 100 }])).toEqual([P.tierBack(72, 100), P.tierNothing]);
    expect(cancellationSentences(P, [{ hoursBefore: 0, refundPercent: 25 }, { hoursBefore: 24, refundPercent: 80 }])).toEqual([P.tierBack(24, 80), P.tierUntilPickup(25)]);
  });

  it('priceHint is null once there is a price, even a free one', () => {
    expect(priceHint(MESSAGES, { perDay: 0, ...trip, driverOption: 'selfDrive' })).toBeNull();
  });
});
