import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared';
import { renderPage } from '../../test/render';
import { HomeSearchForm as SearchForm } from './HomeSearchForm';

const S = MESSAGES.search;
const REQUIRED = [S.pickupPointRequired, S.returnPointRequired, S.pickupDateRequired, S.pickupTimeRequired, S.returnDateRequired, S.returnTimeRequired];

describe('home search form', () => {
  beforeEach(() => sessionStorage.clear());

  it('on an empty submit: one alert listing every problem with links to the fields, each message under its field, focus on the first', async () => {
    const user = userEvent.setup();
    renderPage(<SearchForm />);
    await user.click(screen.getByRole('button', { name: /Search vehicles/ }));
    const alert = await screen.findByRole('alert');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(alert).toHaveTextContent(MESSAGES.searchUi.errorSummaryTitle(6));
    const links = within(alert).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(REQUIRED);
    expect(links[0]).toHaveAttribute('href', '#search-pickupPoint');
    for (const message of REQUIRED) expect(screen.getAllByText(message)).toHaveLength(2);
    expect(screen.getByLabelText(/Pickup location/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Pickup location/)).toHaveAccessibleDescription(S.pickupPointRequired);
    expect(screen.getByLabelText(/Pickup location/)).toHaveFocus();
    await user.click(links[3]!);
    expect(screen.getByLabelText(/Pickup time/)).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('keeps what was typed for the tab: the form is filled again when the visitor comes back', async () => {
    const user = userEvent.setup();
    const first = renderPage(<SearchForm />);
    await user.type(screen.getByLabelText(/Pickup location/), 'Galle');
    await user.selectOptions(screen.getByLabelText('Vehicle type'), 'Van');
    first.unmount();
    renderPage(<SearchForm />);
    expect(screen.getByLabelText(/Pickup location/)).toHaveValue('Galle');
    expect(screen.getByLabelText('Vehicle type')).toHaveValue('Van');
    expect(screen.getByLabelText(/Return location/)).toHaveValue('');
  });

  it('starts empty when the stored draft is unreadable', () => {
    sessionStorage.setItem('lankaride.searchDraft', '{not json');
    renderPage(<SearchForm />);
    expect(screen.getByLabelText(/Pickup location/)).toHaveValue('');
    expect(screen.getByLabelText('Vehicle type')).toHaveValue('Any Vehicle');
  });

  it('treats blank text as missing and clears a message as soon as its field is edited', async () => {
    const user = userEvent.setup();
    renderPage(<SearchForm />);
    await user.type(screen.getByLabelText(/Return location/), '   ');
    await user.click(screen.getByRole('button', { name: /Search vehicles/ }));
    await screen.findByRole('alert');
    expect(screen.getByLabelText(/Return location/)).toHaveAccessibleDescription(S.returnPointRequired);
    await user.type(screen.getByLabelText(/Pickup location/), 'C');
    // Gone from under the field and from the summary alike.
    expect(screen.queryByText(S.pickupPointRequired)).not.toBeInTheDocument();
    expect(screen.getAllByText(S.returnPointRequired)).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.searchUi.errorSummaryTitle(5));
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
