import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared';
import { renderPage } from '../../test/render';
import { SearchForm } from './SearchForm';

const S = MESSAGES.search;

describe('home search form', () => {
  it('shows each required field’s message under it on an empty submit', async () => {
    const user = userEvent.setup();
    renderPage(<SearchForm />);
    await user.click(screen.getByRole('button', { name: /Search vehicles/ }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      S.pickupPointRequired,
      S.returnPointRequired,
      S.pickupDateRequired,
      S.pickupTimeRequired,
      S.returnDateRequired,
      S.returnTimeRequired,
    ]);
    expect(screen.getByLabelText(/Pickup location/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Pickup location/)).toHaveAccessibleDescription(S.pickupPointRequired);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('treats blank text as missing and clears a message as soon as its field is edited', async () => {
    const user = userEvent.setup();
    renderPage(<SearchForm />);
    await user.type(screen.getByLabelText(/Return location/), '   ');
    await user.click(screen.getByRole('button', { name: /Search vehicles/ }));
    expect(await screen.findByText(S.returnPointRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Pickup location/), 'C');
    expect(screen.queryByText(S.pickupPointRequired)).not.toBeInTheDocument();
    expect(screen.getByText(S.returnPointRequired)).toBeInTheDocument();
  });

  it('goes to /available-vehicles with all seven values on a valid submit', async () => {
    const user = userEvent.setup();
    renderPage(<SearchForm />);
    await user.type(screen.getByLabelText(/Pickup location/), 'Colombo');
    await user.type(screen.getByLabelText(/Return location/), 'Kandy');
    await user.type(screen.getByLabelText(/Pickup date/), '2030-01-10');
    await user.type(screen.getByLabelText(/Pickup time/), '09:30');
    await user.type(screen.getByLabelText(/Return date/), '2030-01-14');
    await user.type(screen.getByLabelText(/Return time/), '18:00');
    await user.selectOptions(screen.getByLabelText('Vehicle type'), 'SUV');
    await user.click(screen.getByRole('button', { name: /Search vehicles/ }));
    await screen.findByText(/available-vehicles/);
    const url = new URL(screen.getByTestId('location').textContent!, 'http://x');
    expect(url.pathname).toBe('/available-vehicles');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      pickupPoint: 'Colombo',
      returnPoint: 'Kandy',
      pickupDate: '2030-01-10',
      pickupTime: '09:30',
      returnDate: '2030-01-14',
      returnTime: '18:00',
      vehicleType: 'SUV',
    });
  });

  it('offers the spec’s vehicle types with Any Vehicle first and chosen', () => {
    renderPage(<SearchForm />);
    const select = screen.getByLabelText('Vehicle type') as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.value)).toEqual(['Any Vehicle', 'Car', 'Van', 'SUV', 'Bus', 'Scooter']);
    expect(select.value).toBe('Any Vehicle');
  });
});
