import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared';
import { PriceSummary, priceHint } from './PriceSummary';

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

  it('priceHint is null once there is a price, even a free one', () => {
    expect(priceHint(MESSAGES, { perDay: 0, ...trip, driverOption: 'selfDrive' })).toBeNull();
  });
});
