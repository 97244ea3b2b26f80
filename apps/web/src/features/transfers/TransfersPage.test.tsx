import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared';
import { ApiError } from '../../lib/api';
import { ENGLISH_PAGE_MESSAGES } from '../../lib/i18n/page-messages';
import { json, mockFetch, renderRoutes, storeSession } from '../../test/render';
import { BookTransferPage } from './BookTransferPage';
import { TransfersPage } from './TransfersPage';
import { serverFieldErrors } from './transfer-form';

const P = ENGLISH_PAGE_MESSAGES.transfersPageUi;
const FARES = [
  { placeId: 'kandy', placeName: 'Kandy', fares: { Car: 52, Van: 69, SUV: 81, Bus: 138 } },
  { placeId: 'negombo', placeName: 'Negombo', fares: { Car: 25, Van: 35, SUV: 40, Bus: 90 } },
];

function setup(search = '', answer = () => json(FARES)) {
  mockFetch((url) => (url.pathname === '/api/transfers' ? answer() : json({ error: 'unexpected' }, 404)));
  return renderRoutes(
    [
      { path: '/airport-transfers', element: <TransfersPage /> },
      { path: '*', element: null },
    ],
    `/airport-transfers${search}`,
  );
}

describe('the airport transfers page (decision 111)', () => {
  it('offers only the vehicles that carry the party, at their fixed fares, and carries the choice to the booking step with the flight as stored', async () => {
    const user = userEvent.setup();
    setup();
    await user.selectOptions(await screen.findByLabelText(new RegExp(P.place)), 'kandy');
    await user.type(screen.getByLabelText(new RegExp(P.landingDate)), '2030-05-01');
    await user.type(screen.getByLabelText(/^Landing time/), '23:40');
    const passengers = screen.getByRole('spinbutton', { name: P.passengers });
    await user.clear(passengers);
    await user.type(passengers, '5');
    const bags = screen.getByRole('spinbutton', { name: P.bags });
    await user.clear(bags);
    await user.type(bags, '6');
    const vehicles = screen.getByTestId('transfer-vehicles');
    expect(within(vehicles).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['Van', 'Bus']);
    expect(within(vehicles).getByRole('radio', { name: /^Van/ })).toBeChecked();
    expect(screen.getByTestId('transfer-fare-Van')).toHaveTextContent('$69.00');

    // No flight: an arrival needs it, said under the field; a bad one, the flight rule's message.
    // The checks load on the first send (decision 118), so each answer is awaited, not expected at once.
    await user.click(screen.getByRole('button', { name: P.continue }));
    expect((await screen.findAllByText(ENGLISH_PAGE_MESSAGES.transfersApi.flightRequired)).length).toBeGreaterThan(0);
    const flight = screen.getByRole('textbox', { name: new RegExp(MESSAGES.fields.flightNumber) });
    await user.type(flight, '504');
    await user.click(screen.getByRole('button', { name: P.continue }));
    expect((await screen.findAllByText(MESSAGES.booking.flightNumberInvalid)).length).toBeGreaterThan(0);
    await user.clear(flight);
    await user.type(flight, 'UL 504');
    await user.click(screen.getByRole('button', { name: P.continue }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/airport-transfers\/book\?/));
    const location = new URL(screen.getByTestId('location').textContent!, 'https://x.example');
    expect(location.pathname).toBe('/airport-transfers/book');
    expect(Object.fromEntries(location.searchParams)).toEqual({ direction: 'arriving', placeId: 'kandy', date: '2030-05-01', time: '23:40', flightNumber: 'UL504', passengers: '5', bags: '6', vehicleType: 'Van' });
  });

  it('opens prefilled from the address (a return transfer) and says when no fare could be loaded', async () => {
    setup('?direction=departing&placeId=negombo&hotel=Jetwing&passengers=2&bags=2');
    expect(await screen.findByRole('radio', { name: P.departing })).toBeChecked();
    expect(screen.getByLabelText(new RegExp(P.place))).toHaveValue('negombo');
    expect(screen.getByRole('textbox', { name: P.hotel })).toHaveValue('Jetwing');
    expect(screen.getByTestId('transfer-fare-Car')).toHaveTextContent('$25.00');
  });

  it('shows the failure with a way to try again', async () => {
    setup('', () => json({ error: 'Database unavailable' }, 503));
    expect(await screen.findByTestId('transfers-error')).toHaveTextContent(P.loadFailed);
    expect(screen.getByRole('button', { name: P.retry })).toBeInTheDocument();
  });

  it('the booking step stands in the same frame: the failure, then the fares on a retry', async () => {
    let answer = () => json({ error: 'Database unavailable' }, 503);
    mockFetch((url) => (url.pathname === '/api/transfers' ? answer() : json({ error: 'unexpected' }, 404)));
    storeSession();
    renderRoutes(
      [
        { path: '/airport-transfers/book', element: <BookTransferPage /> },
        { path: '*', element: null },
      ],
      '/airport-transfers/book?direction=arriving&placeId=kandy&date=2030-05-01&time=23:40&flightNumber=UL504&passengers=2&bags=2&vehicleType=Car',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(P.bookTitle);
    expect(await screen.findByTestId('transfers-error')).toHaveTextContent(P.loadFailed);
    answer = () => json(FARES);
    await userEvent.click(screen.getByRole('button', { name: P.retry }));
    expect(await screen.findByTestId('transfer-fare')).toHaveTextContent('$52.00');
    expect(screen.queryByTestId('transfers-error')).not.toBeInTheDocument();
  });

  it('puts the server’s 400 details under their fields by their codes; what names no field stays a sentence', () => {
    const refused = new ApiError(400, 'Bad Request', 'Phone number is required', ['Phone number is required', 'Passengers: enter a whole number from 1 to 25.', 'Something else'], {
      detailCodes: [{ code: 'booking.phoneRequired' }, { code: 'transfersApi.passengersRange', params: { max: 25 } }, undefined],
    });
    expect(serverFieldErrors(refused)).toEqual({ fields: { phone: 'Phone number is required', passengers: 'Passengers: enter a whole number from 1 to 25.' }, other: ['Something else'] });
  });
});
