import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES, OLDEST_VEHICLE_YEAR } from '@app/shared';
import { ENGLISH_PAGE_MESSAGES } from '../../../lib/i18n/page-messages';
import { json, mockFetch, renderRoutes, storeSession } from '../../../test/render';
import { ADMIN_USER, bodyOf, vehicle } from '../../../test/fixtures';
import { VehicleFormPage } from './VehicleFormPage';
import { VehiclesPage } from './VehiclesPage';
import '../../../test/patience';

const V = MESSAGES.vehicleForm;

function setup(path: string) {
  storeSession(ADMIN_USER);
  return renderRoutes(
    [
      { path: '/admin/vehicles', element: <VehiclesPage /> },
      { path: '/admin/vehicles/new', element: <VehicleFormPage /> },
      { path: '/admin/vehicles/edit/:id', element: <VehicleFormPage /> },
    ],
    path,
  );
}

describe('the admin vehicle form', () => {
  it('shows each rule’s message once on an empty submit, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(() => json([]));
    setup('/admin/vehicles/new');
    await user.click(screen.getByRole('button', { name: 'Create vehicle' }));
    for (const message of [V.typeRequired, V.brandRequired, V.modelRequired, V.seatsMin, V.priceRequired]) {
      expect(await screen.findAllByText(message)).toHaveLength(1);
    }
    expect(screen.getByLabelText(/Brand/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a year out of range and what is not a plate, each under its field', async () => {
    const user = userEvent.setup();
    mockFetch(() => json({ items: [], nextCursor: null }));
    setup('/admin/vehicles/new');
    await user.type(screen.getByLabelText(/^Year/), '1890');
    await user.type(screen.getByLabelText(/Number plate/), 'hello');
    await user.click(screen.getByRole('button', { name: 'Create vehicle' }));
    expect(await screen.findByText(ENGLISH_PAGE_MESSAGES.factsUi.api.yearRange(OLDEST_VEHICLE_YEAR, new Date().getFullYear() + 1))).toBeInTheDocument();
    expect(screen.getByText(ENGLISH_PAGE_MESSAGES.factsUi.api.plateInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(/Number plate/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses seats below 1 and negative prices; offers step 0.01 on prices', async () => {
    const user = userEvent.setup();
    mockFetch(() => json([]));
    setup('/admin/vehicles/new');
    await user.type(screen.getByLabelText(/Seating capacity/), '0');
    await user.type(screen.getByLabelText(/Price per day/), '-1');
    await user.type(screen.getByLabelText(/Price per hour/), '5');
    await user.click(screen.getByRole('button', { name: 'Create vehicle' }));
    expect(await screen.findByText(V.seatsMin)).toBeInTheDocument();
    expect(screen.getByText(V.priceMin)).toBeInTheDocument();
    expect(screen.getByLabelText(/Price per day/)).toHaveAttribute('step', '0.01');
    expect(screen.getByLabelText(/Price per day/)).toHaveAttribute('min', '0');
    expect(screen.getByLabelText(/Seating capacity/)).toHaveAttribute('min', '1');
  });

  it('creates a vehicle with every field and shows the spec’s success message on the list', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch((url, init) => {
      if (init.method === 'POST') return json(vehicle({ _id: 'new' }), 201);
      if (url.pathname === '/api/admin/vehicles') return json({ items: [vehicle({ _id: 'new', brand: 'Nissan', model: 'Leaf' })], nextCursor: null });
      return json({ error: 'unexpected' }, 500);
    });
    setup('/admin/vehicles/new');
    // Four features and availability as checkboxes; the transmission is one choice of three.
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    expect(within(screen.getByRole('group', { name: 'Transmission' })).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['Automatic', 'Manual', '']);
    expect(screen.getByRole('radio', { name: 'Not stated' })).toBeChecked();
    await user.selectOptions(screen.getByLabelText(/Type/), 'Car');
    await user.type(screen.getByLabelText(/Brand/), 'Nissan');
    await user.type(screen.getByLabelText(/Model/), 'Leaf');
    await user.type(screen.getByLabelText(/Seating capacity/), '5');
    await user.type(screen.getByLabelText(/Price per day/), '49.99');
    await user.type(screen.getByLabelText(/Price per hour/), '7.5');
    await user.click(screen.getByRole('checkbox', { name: 'GPS' }));
    await user.click(screen.getByRole('radio', { name: 'Manual' }));
    await user.click(screen.getByRole('radio', { name: 'Automatic' }));
    await user.type(screen.getByLabelText(/Image URL/), '/images/vehicles/car-fit.svg');
    await user.click(screen.getByRole('checkbox', { name: /Available for booking/ }));
    // The facts tourists compare (issue 30), and the plate staff type any way.
    await user.type(screen.getByLabelText(/^Year/), '2021');
    await user.selectOptions(screen.getByLabelText(/^Fuel/), 'electric');
    await user.type(screen.getByLabelText(/Large bags/), '2');
    await user.type(screen.getByLabelText(/Number plate/), 'wp cbh 4521');
    await user.click(screen.getByRole('button', { name: 'Create vehicle' }));

    expect(await screen.findByText(MESSAGES.admin.vehicleCreated)).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(bodyOf(post[1])).toEqual({
      type: 'Car',
      brand: 'Nissan',
      model: 'Leaf',
      seatingCapacity: 5,
      features: ['GPS', 'Automatic'],
      pricingDetails: { perDay: 49.99, perHour: 7.5 },
      image: '/images/vehicles/car-fit.svg',
      availabilityStatus: false,
      year: 2021,
      fuel: 'electric',
      luggage: 2,
      plateNumber: 'WP CBH-4521',
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/vehicles');
  });

  it('edits a saved vehicle with PUT and says it was updated', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch((url, init) => {
      if (init.method === 'PUT') return json(vehicle({ brand: 'Toyota', model: 'Prius Plus' }));
      if (url.pathname === '/api/admin/vehicles/v1') return json(vehicle());
      return json({ items: [vehicle()], nextCursor: null });
    });
    setup('/admin/vehicles/edit/v1');
    const model = await screen.findByLabelText(/Model/);
    expect(model).toHaveValue('Prius');
    expect(screen.getByRole('checkbox', { name: 'Air Conditioning' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'WiFi' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Automatic' })).toBeChecked();
    await user.clear(model);
    await user.type(model, 'Prius Plus');
    await user.click(screen.getByRole('button', { name: 'Update vehicle' }));
    expect(await screen.findByText(MESSAGES.admin.vehicleUpdated)).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toContain('/api/admin/vehicles/v1');
    expect(bodyOf(put[1])).toMatchObject({ model: 'Prius Plus', seatingCapacity: 4, pricingDetails: { perDay: 45, perHour: 8 } });
  });

  it('holds a vehicle saved as both Automatic and Manual until one is chosen', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch((url, init) => {
      if (init.method === 'PUT') return json(vehicle());
      if (url.pathname === '/api/admin/vehicles/v1') return json(vehicle({ features: ['Automatic', 'GPS', 'Manual'] }));
      return json({ items: [vehicle()], nextCursor: null });
    });
    setup('/admin/vehicles/edit/v1');
    await screen.findByLabelText(/Model/);
    for (const option of ['Automatic', 'Manual', 'Not stated']) expect(screen.getByRole('radio', { name: option })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Update vehicle' }));
    expect(await screen.findByText(MESSAGES.validation.transmissionBoth)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    await user.click(screen.getByRole('radio', { name: 'Manual' }));
    await user.click(screen.getByRole('button', { name: 'Update vehicle' }));
    expect(await screen.findByText(MESSAGES.admin.vehicleUpdated)).toBeInTheDocument();
    expect(bodyOf(fetch.mock.calls.find(([, init]) => init?.method === 'PUT')![1])).toMatchObject({ features: ['GPS', 'Manual'] });
  });

  it('reads Error: {message} when the vehicle to edit cannot load', async () => {
    mockFetch((url) => (url.pathname === '/api/admin/vehicles/v1' ? json({ error: 'Vehicle not found' }, 404, 'Not Found') : json([])));
    setup('/admin/vehicles/edit/v1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Vehicle not found');
  });

  it('shows the server’s refusal of a save, with its details', async () => {
    const user = userEvent.setup();
    mockFetch(() => json({ error: 'Validation failed', details: ['Image must be a URL or a path starting with /'] }, 400, 'Bad Request'));
    setup('/admin/vehicles/new');
    await user.selectOptions(screen.getByLabelText(/Type/), 'Van');
    await user.type(screen.getByLabelText(/Brand/), 'Toyota');
    await user.type(screen.getByLabelText(/Model/), 'HiAce');
    await user.type(screen.getByLabelText(/Seating capacity/), '12');
    await user.type(screen.getByLabelText(/Price per day/), '75');
    await user.type(screen.getByLabelText(/Price per hour/), '12');
    await user.click(screen.getByRole('button', { name: 'Create vehicle' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Validation failed: Image must be a URL or a path starting with /');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/vehicles/new');
  });
});

describe('the admin vehicle list', () => {
  it('lists the fleet with prices and availability, page by page', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch((url) =>
      url.searchParams.get('cursor')
        ? json({ items: [vehicle({ _id: 'v2', brand: 'Honda', model: 'Fit', availabilityStatus: false })], nextCursor: null })
        : json({ items: [vehicle()], nextCursor: 'next' }),
    );
    setup('/admin/vehicles');
    const row = (await screen.findByText('Toyota Prius')).closest('tr')!;
    expect(within(row).getByText('$45.00')).toBeInTheDocument();
    expect(within(row).getByText('Available')).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]![0])).toContain('limit=20');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Honda Fit')).toBeInTheDocument();
    expect(screen.getByText('Unavailable')).toBeInTheDocument();
    expect(String(fetch.mock.calls[1]![0])).toContain('cursor=next');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('asks before deleting and keeps the vehicle when the server refuses', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch((_url, init) =>
      init.method === 'DELETE' ? json({ error: MESSAGES.api.vehicleHasActiveBookings }, 409, 'Conflict') : json({ items: [vehicle()], nextCursor: null }),
    );
    setup('/admin/vehicles');
    await user.click(await screen.findByRole('button', { name: 'Delete Toyota Prius' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(MESSAGES.admin.confirmVehicleDelete);
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Toyota Prius' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete vehicle' }));
    expect(await screen.findByText(MESSAGES.admin.deleteFailed(MESSAGES.api.vehicleHasActiveBookings))).toBeInTheDocument();
    expect(screen.getByText('Toyota Prius')).toBeInTheDocument();
  });

  it('reads Error: {message} when the list cannot load', async () => {
    mockFetch(() => json({ error: 'Database is down' }, 503, 'Service Unavailable'));
    setup('/admin/vehicles');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database is down');
  });
});
