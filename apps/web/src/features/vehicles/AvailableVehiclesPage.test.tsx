import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared';
import { json, mockFetch, renderPage } from '../../test/render';
import { AvailableVehiclesPage } from './AvailableVehiclesPage';
import { availableQueryFrom } from './api';

const vehicle = {
  _id: 'v1',
  brand: 'Honda',
  model: 'Vezel',
  type: 'SUV',
  seatingCapacity: 5,
  features: ['Air Conditioning'],
  pricingDetails: { perDay: 60, perHour: 9 },
  image: '/images/vehicles/suv-vezel.svg',
  availabilityStatus: true,
};

describe('the available-vehicles query', () => {
  const q = (text: string) => availableQueryFrom(new URLSearchParams(text));
  it('sends both dates only when both are valid and in order', () => {
    expect(q('pickupDate=2030-01-02&returnDate=2030-01-05')).toEqual({ pickupDate: '2030-01-02', returnDate: '2030-01-05' });
    expect(q('pickupDate=2030-01-05&returnDate=2030-01-02')).toEqual({});
    expect(q('pickupDate=2030-02-30&returnDate=2030-03-02')).toEqual({});
    expect(q('pickupDate=2030-01-02')).toEqual({});
  });
  it('sends the type unless it is Any Vehicle or unknown', () => {
    expect(q('vehicleType=Scooter')).toEqual({ vehicleType: 'Scooter' });
    expect(q('vehicleType=Any%20Vehicle')).toEqual({});
    expect(q('vehicleType=Spaceship')).toEqual({});
  });
});

describe('AvailableVehiclesPage', () => {
  it('shows the date range and type, and cards that link to the detail page with the trip', async () => {
    const fetch = mockFetch(() => json([vehicle]));
    renderPage(<AvailableVehiclesPage />, '/available-vehicles', '/available-vehicles?pickupPoint=Colombo&returnPoint=Kandy&pickupDate=2030-01-02&pickupTime=10:00&returnDate=2030-01-05&returnTime=18:00&vehicleType=SUV');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Available SUVs2 Jan 2030 – 5 Jan 2030');
    const link = await screen.findByRole('link', { name: 'Honda Vezel' });
    expect(link.getAttribute('href')).toBe('/vehicles/v1?pickupPoint=Colombo&returnPoint=Kandy&pickupDate=2030-01-02&pickupTime=10%3A00&returnDate=2030-01-05&returnTime=18%3A00');
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/vehicles/available?pickupDate=2030-01-02&returnDate=2030-01-05&vehicleType=SUV');
  });

  it('says so when nothing matches', async () => {
    mockFetch(() => json([]));
    renderPage(<AvailableVehiclesPage />, '/available-vehicles', '/available-vehicles?vehicleType=Bus');
    expect(await screen.findByText(MESSAGES.vehicles.noMatch)).toBeInTheDocument();
  });

  it('shows the error with its message', async () => {
    mockFetch(() => json({ error: 'Database unavailable' }, 503, 'Service Unavailable'));
    renderPage(<AvailableVehiclesPage />, '/available-vehicles', '/available-vehicles');
    expect(await screen.findByText(MESSAGES.vehicles.loadError('Database unavailable'))).toBeInTheDocument();
  });
});
