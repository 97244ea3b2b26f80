import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared';
import { PUBLIC_PRICING, json, mockFetch, renderPage } from '../../test/render';
import { ENGLISH_PAGE_MESSAGES } from '../../lib/i18n/page-messages';
import { AvailableVehiclesPage } from './AvailableVehiclesPage';
import { VEHICLE_PAGE_SIZE, availableQueryFrom, filteredQueryFrom } from './api';

const vehicle = {
  _id: 'v1',
  brand: 'Honda',
  model: 'Vezel',
  type: 'SUV',
  seatingCapacity: 5,
  features: ['Air Conditioning'],
  pricingDetails: { perDay: 60, perHour: 9 },
  image: '/images/vehicles/suv-vezel.svg',
  photos: [],
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
  it('reads the filters it understands (issue 30) and leaves out the others, as the page is tolerant', () => {
    const q = (text: string) => filteredQueryFrom(new URLSearchParams(text));
    expect(availableQueryFrom(new URLSearchParams('minSeats=7&fuel=diesel'))).toEqual({});
    expect(q('minSeats=7&transmission=manual&fuel=diesel')).toEqual({ minSeats: 7, transmission: 'manual', fuel: 'diesel' });
    expect(q('minSeats=1&transmission=cvt&fuel=coal')).toEqual({});
    expect(q('minSeats=2.5')).toEqual({});
    expect(q('minSeats=500')).toEqual({});
  });
});

describe('AvailableVehiclesPage', () => {
  beforeEach(() => localStorage.clear());
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

  it('with dates, each card prices the whole trip under the published policy, also in a chosen currency', async () => {
    // The admin's policy, not the spec's constant: a driver costs $60 a day here.
    mockFetch(() => json({ items: [vehicle], nextCursor: null }), { ...PUBLIC_PRICING, driverPerDay: 60 });
    renderPage(<AvailableVehiclesPage />, '/available-vehicles', '/available-vehicles?pickupDate=2030-01-02&returnDate=2030-01-05');
    const total = await screen.findByTestId('trip-total');
    // 2 Jan 00:00 to 5 Jan 23:59 is 4 days: 4 x $60, and 4 x ($60 + $60) with a driver.
    await waitFor(() => expect(total).toHaveTextContent('4 days, $240.00 total'));
    await waitFor(() => expect(total).toHaveTextContent('With a driver: $480.00'));
    expect(screen.queryByTestId('approx-amount')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(B.currency.label), 'EUR');
    // $240 at 0.92 euro per dollar, rounded to whole euros and marked as approximate.
    expect(await within(total).findByTestId('approx-amount')).toHaveTextContent('≈ €221');
    expect(within(total).getByTestId('approx-amount')).toHaveAttribute('title', expect.stringContaining('Approximate'));
  });

  it('with times, the card counts the days as the vehicle page and the server do (issue 26: 10:00 to 10:00 over five days is 5 days, not 6)', async () => {
    mockFetch(() => json({ items: [{ ...vehicle, pricingDetails: { perDay: 120, perHour: 15 } }], nextCursor: null }));
    renderPage(<AvailableVehiclesPage />, '/available-vehicles', '/available-vehicles?pickupDate=2030-01-02&pickupTime=10:00&returnDate=2030-01-07&returnTime=10:00');
    const total = await screen.findByTestId('trip-total');
    await waitFor(() => expect(total).toHaveTextContent('5 days, $600.00 total'));
    // One minute later is a sixth day, as the booking would be.
    renderPage(<AvailableVehiclesPage />, '/available-vehicles', '/available-vehicles?pickupDate=2030-01-02&pickupTime=10:00&returnDate=2030-01-07&returnTime=10:01');
    await waitFor(() => expect(screen.getAllByTestId('trip-total')[1]).toHaveTextContent('6 days, $720.00 total'));
  });

  it('without dates, cards show the daily price only and the policy is not fetched', async () => {
    const fetch = mockFetch(() => json({ items: [vehicle], nextCursor: null }));
    renderPage(<AvailableVehiclesPage />, '/available-vehicles', '/available-vehicles');
    await screen.findByRole('link', { name: 'Honda Vezel' });
    expect(screen.queryByTestId('trip-total')).not.toBeInTheDocument();
    expect(fetch.mock.calls.map(([input]) => String(input))).not.toContain('/api/pricing-policy');
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
    expect(fetch.mock.calls.map(([input]) => new URL(String(input), 'http://x').searchParams.get('cursor'))).toContain('page-2');
  });

  it('reserves the count line from the first frame, so the grid does not move when the answer comes', async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderPage(<AvailableVehiclesPage />, '/available-vehicles', '/available-vehicles?vehicleType=SUV');
    expect(screen.getByTestId('vehicle-count')).toHaveTextContent(U.countPlaceholder);
    answer(json({ items: [vehicle], nextCursor: null }));
    expect(await screen.findByText('1 vehicle found')).toBe(screen.getByTestId('vehicle-count'));
  });
});

const U = MESSAGES.searchUi;
const B = ENGLISH_PAGE_MESSAGES.bookingUi;
const X = ENGLISH_PAGE_MESSAGES.factsUi;
const SEARCH = '/available-vehicles?pickupPoint=Colombo&returnPoint=Kandy&pickupDate=2030-01-02&pickupTime=10%3A00&returnDate=2030-01-05&returnTime=18%3A00&vehicleType=SUV';
const located = () => new URL(screen.getByTestId('location').textContent!, 'http://x');

describe('changing the search on the results page', () => {
  beforeEach(() => sessionStorage.clear());

  it('sorts on the server: the order goes into the URL and the request, and back to the default', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(() => json({ items: [vehicle], nextCursor: null }));
    renderPage(<AvailableVehiclesPage />, '/available-vehicles', SEARCH);
    await screen.findByRole('link', { name: 'Honda Vezel' });
    const select = screen.getByLabelText(U.sortLabel);
    expect(select).toHaveValue('fleet');
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.textContent)).toEqual(Object.values(U.sortOptions));
    await user.selectOptions(select, 'price-asc');
    await screen.findByText(/sort=price-asc/);
    expect(located().searchParams.get('pickupPoint')).toBe('Colombo');
    expect(String(fetch.mock.calls.at(-1)![0])).toBe(`/api/vehicles/available?pickupDate=2030-01-02&returnDate=2030-01-05&vehicleType=SUV&sort=price-asc&limit=${VEHICLE_PAGE_SIZE}`);
    expect(screen.getByLabelText(U.sortLabel)).toHaveValue('price-asc');
    await user.selectOptions(screen.getByLabelText(U.sortLabel), 'fleet');
    await waitFor(() => expect(located().searchParams.has('sort')).toBe(false));
  });

  it('filters by seats, gearbox and fuel: each goes into the URL and the request; Clear filters takes them all out', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(() => json({ items: [vehicle], nextCursor: null }));
    renderPage(<AvailableVehiclesPage />, '/available-vehicles', SEARCH);
    await screen.findByRole('link', { name: 'Honda Vezel' });
    const filters = screen.getByRole('group', { name: X.filters.title });
    await user.selectOptions(within(filters).getByLabelText(X.filters.gearbox), 'manual');
    await screen.findByText(/transmission=manual/);
    await user.selectOptions(within(filters).getByLabelText(X.filters.fuel), 'diesel');
    await user.selectOptions(within(filters).getByLabelText(X.filters.seats), '7');
    await screen.findByText(/minSeats=7/);
    expect(located().searchParams.get('pickupPoint')).toBe('Colombo');
    expect(String(fetch.mock.calls.at(-1)![0])).toBe(`/api/vehicles/available?pickupDate=2030-01-02&returnDate=2030-01-05&vehicleType=SUV&minSeats=7&transmission=manual&fuel=diesel&limit=${VEHICLE_PAGE_SIZE}`);
    await user.click(within(filters).getByRole('button', { name: X.filters.clear }));
    await waitFor(() => expect(['minSeats', 'transmission', 'fuel'].some((name) => located().searchParams.has(name))).toBe(false));
    expect(within(filters).queryByRole('button', { name: X.filters.clear })).not.toBeInTheDocument();
  });

  it('a filtered search that finds nothing suggests fewer filters', async () => {
    mockFetch(() => json({ items: [], nextCursor: null }));
    renderPage(<AvailableVehiclesPage />, '/available-vehicles', '/available-vehicles?fuel=electric&minSeats=12');
    expect(await screen.findByText(X.filters.noMatchHint)).toBeInTheDocument();
    expect(screen.getByLabelText(X.filters.seats)).toHaveValue('12');
    expect(screen.getByLabelText(X.filters.fuel)).toHaveValue('electric');
  });

  it('Edit search opens the home form’s fields prefilled from the URL; updating goes to the new results and keeps the order', async () => {
    const user = userEvent.setup();
    mockFetch(() => json({ items: [vehicle], nextCursor: null }));
    renderPage(<AvailableVehiclesPage />, '/available-vehicles', `${SEARCH}&sort=seats-desc`);
    const toggle = screen.getByRole('button', { name: U.editSearch });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: U.editSearchTitle });
    expect(within(form).getByLabelText(/Pickup location/)).toHaveValue('Colombo');
    expect(within(form).getByLabelText(/Return date/)).toHaveValue('2030-01-05');
    expect(within(form).getByLabelText(/Return time/)).toHaveValue('18:00');
    expect(within(form).getByLabelText('Vehicle type')).toHaveValue('SUV');
    await user.clear(within(form).getByLabelText(/Pickup location/));
    await user.type(within(form).getByLabelText(/Pickup location/), 'Galle');
    await user.selectOptions(within(form).getByLabelText('Vehicle type'), 'Any Vehicle');
    await user.click(within(form).getByRole('button', { name: U.updateResults }));
    await screen.findByText(/pickupPoint=Galle/);
    expect(Object.fromEntries(located().searchParams)).toEqual({
      pickupPoint: 'Galle',
      returnPoint: 'Kandy',
      pickupDate: '2030-01-02',
      pickupTime: '10:00',
      returnDate: '2030-01-05',
      returnTime: '18:00',
      vehicleType: 'Any Vehicle',
      sort: 'seats-desc',
    });
    expect(screen.queryByRole('form', { name: U.editSearchTitle })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Available vehicles');
    // The home form finds this search when the visitor goes back to it.
    expect(JSON.parse(sessionStorage.getItem('lankaride.searchDraft')!)).toMatchObject({ pickupPoint: 'Galle', vehicleType: 'Any Vehicle' });
  });

  it('an empty field in the edit form gets the same checks as the home form, with one summary', async () => {
    const user = userEvent.setup();
    mockFetch(() => json({ items: [vehicle], nextCursor: null }));
    renderPage(<AvailableVehiclesPage />, '/available-vehicles', '/available-vehicles?vehicleType=Van');
    await user.click(screen.getByRole('button', { name: U.editSearch }));
    await user.click(screen.getByRole('button', { name: U.updateResults }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getAllByRole('link')).toHaveLength(6);
    expect(located().search).toBe('?vehicleType=Van');
  });

  it('says plainly when the dates were ignored, and why', async () => {
    const fetch = mockFetch(() => json({ items: [vehicle], nextCursor: null }));
    renderPage(
      <AvailableVehiclesPage />,
      '/available-vehicles',
      '/available-vehicles?pickupPoint=Colombo&returnPoint=Kandy&pickupDate=2030-01-05&pickupTime=10%3A00&returnDate=2030-01-02&returnTime=18%3A00&vehicleType=Any+Vehicle',
    );
    expect(screen.getByText(U.datesIgnoredTitle)).toBeInTheDocument();
    expect(screen.getByTestId('dates-ignored')).toHaveTextContent(U.datesIgnored.returnBeforePickup('5 Jan 2030', '2 Jan 2030'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Any dates');
    await screen.findByRole('link', { name: 'Honda Vezel' });
    expect(String(fetch.mock.calls[0]![0])).toBe(`/api/vehicles/available?limit=${VEHICLE_PAGE_SIZE}`);
  });

  it('no note when the dates were used or none were given', async () => {
    mockFetch(() => json({ items: [vehicle], nextCursor: null }));
    renderPage(<AvailableVehiclesPage />, '/available-vehicles', SEARCH);
    await screen.findByRole('link', { name: 'Honda Vezel' });
    expect(screen.queryByText(U.datesIgnoredTitle)).not.toBeInTheDocument();
  });
});
