import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared';
import { json, mockFetch, renderPage } from '../../test/render';
import { AvailableVehiclesPage } from './AvailableVehiclesPage';
import { VEHICLE_PAGE_SIZE, availableQueryFrom } from './api';

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
    const fetch = mockFetch(() => json({ items: [vehicle], nextCursor: null }));
    renderPage(<AvailableVehiclesPage />, '/available-vehicles', '/available-vehicles?pickupPoint=Colombo&returnPoint=Kandy&pickupDate=2030-01-02&pickupTime=10:00&returnDate=2030-01-05&returnTime=18:00&vehicleType=SUV');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Available SUVs2 Jan 2030 – 5 Jan 2030');
    const link = await screen.findByRole('link', { name: 'Honda Vezel' });
    expect(link.getAttribute('href')).toBe('/vehicles/v1?pickupPoint=Colombo&returnPoint=Kandy&pickupDate=2030-01-02&pickupTime=10%3A00&returnDate=2030-01-05&returnTime=18%3A00');
    expect(String(fetch.mock.calls[0]![0])).toBe(`/api/vehicles/available?pickupDate=2030-01-02&returnDate=2030-01-05&vehicleType=SUV&limit=${VEHICLE_PAGE_SIZE}`);
    expect(screen.getByTestId('vehicle-count')).toHaveTextContent('1 vehicle found');
    expect(screen.queryByRole('button', { name: 'Show more vehicles' })).not.toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    mockFetch(() => json({ items: [], nextCursor: null }));
    renderPage(<AvailableVehiclesPage />, '/available-vehicles', '/available-vehicles?vehicleType=Bus');
    expect(await screen.findByText(MESSAGES.vehicles.noMatch)).toBeInTheDocument();
  });

  it('shows the error with its message', async () => {
    mockFetch(() => json({ error: 'Database unavailable' }, 503, 'Service Unavailable'));
    renderPage(<AvailableVehiclesPage />, '/available-vehicles', '/available-vehicles');
    expect(await screen.findByText(MESSAGES.vehicles.loadError('Database unavailable'))).toBeInTheDocument();
  });

  it('loads the grid page by page: "Show more vehicles" fetches the next page and focuses its first card', async () => {
    const fleet = Array.from({ length: VEHICLE_PAGE_SIZE + 3 }, (_, i) => ({ ...vehicle, _id: `v${i}`, model: `Model ${i}` }));
    const fetch = mockFetch((url) =>
      url.searchParams.get('cursor') === 'page-2'
        ? json({ items: fleet.slice(VEHICLE_PAGE_SIZE), nextCursor: null })
        : json({ items: fleet.slice(0, VEHICLE_PAGE_SIZE), nextCursor: 'page-2' }),
    );
    renderPage(<AvailableVehiclesPage />, '/available-vehicles', '/available-vehicles');
    const grid = (await screen.findByRole('link', { name: 'Honda Model 0' })).closest('ul')!;
    expect(within(grid).getAllByRole('link', { name: /^Honda Model/ })).toHaveLength(VEHICLE_PAGE_SIZE);
    expect(screen.getByTestId('vehicle-count')).toHaveTextContent(`Showing the first ${VEHICLE_PAGE_SIZE} vehicles`);
    await userEvent.click(screen.getByRole('button', { name: 'Show more vehicles' }));
    expect(await screen.findByRole('link', { name: `Honda Model ${VEHICLE_PAGE_SIZE + 2}` })).toBeInTheDocument();
    expect(within(grid).getAllByRole('link', { name: /^Honda Model/ })).toHaveLength(VEHICLE_PAGE_SIZE + 3);
    expect(screen.getByRole('link', { name: `Honda Model ${VEHICLE_PAGE_SIZE}` })).toHaveFocus();
    expect(screen.getByTestId('vehicle-count')).toHaveTextContent(`${VEHICLE_PAGE_SIZE + 3} vehicles found`);
    expect(screen.queryByRole('button', { name: 'Show more vehicles' })).not.toBeInTheDocument();
    expect(new URL(String(fetch.mock.calls[1]![0]), 'http://x').searchParams.get('cursor')).toBe('page-2');
  });
});
