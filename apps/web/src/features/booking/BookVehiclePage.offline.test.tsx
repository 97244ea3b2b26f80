import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@app/shared';
import { json, mockFetch, renderRoutes, storeSession } from '../../test/render';
import { vehicle as sampleVehicle } from '../../test/fixtures';
import { BookVehiclePage } from './BookVehiclePage';

// The form's rules load on demand (decision 118); here their download fails, as offline.
vi.mock('./booking-schema', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const VEHICLE = sampleVehicle({ _id: '11111111-1111-4111-8111-111111111111' });

describe('booking form whose rules cannot be fetched', () => {
  it('is not sent unchecked: it says so and stays on the form', async () => {
    storeSession();
    mockFetch((url) => {
      if (url.pathname === `/api/vehicles/${VEHICLE._id}`) return json(VEHICLE);
      if (url.pathname === `/api/vehicles/${VEHICLE._id}/availability`) return json([]);
      if (url.pathname === '/api/booking-rules') return json({ maxRentalDays: 90, bookingHorizonDays: 36_500 });
      return json([]);
    });
    renderRoutes(
      [
        { path: '/book-vehicle/:id', element: <BookVehiclePage /> },
        { path: '*', element: null },
      ],
      `/book-vehicle/${VEHICLE._id}?pickupDate=2030-05-01&pickupTime=09:00&returnDate=2030-05-04&returnTime=09:00&pickupPoint=Colombo&returnPoint=Kandy`,
    );
    await screen.findByRole('heading', { name: `Book ${VEHICLE.brand} ${VEHICLE.model}` });
    await userEvent.click(screen.getByRole('button', { name: 'Review booking' }));
    expect(await screen.findByText(MESSAGES.contact.unexpected)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/book-vehicle\//);
  });
});
