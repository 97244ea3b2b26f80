import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceSummary } from './PriceSummary';

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

  it('is $0.00 when dates are missing or return is before pickup', () => {
    const { rerender } = render(<PriceSummary perDay={45} driverOption="withDriver" />);
    expect(screen.getByTestId('estimated-total')).toHaveTextContent('$0.00');
    rerender(<PriceSummary perDay={45} {...trip} returnDate="2030-03-09" driverOption="withDriver" />);
    expect(screen.getByTestId('estimated-total')).toHaveTextContent('$0.00');
    expect(screen.getByText(/to see the price/)).toBeInTheDocument();
  });
});
