import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDays, colomboToday, type OutOfService } from '@app/shared';
import { PAGE_MESSAGES } from '@app/shared/page-messages';
import { json, mockFetch, renderRoutes, storeSession } from '../../../test/render';
import { ADMIN_USER, bodyOf, vehicle } from '../../../test/fixtures';
import { VehicleFormPage } from '../vehicles/VehicleFormPage';
import { PATIENCE } from '../../../test/patience';

const O = PAGE_MESSAGES.outOfServiceApi;

const PERIOD: OutOfService = {
  _id: 'p1',
  vehicleId: 'v1',
  fromDate: '2026-12-10',
  fromTime: '08:00',
  untilDate: '2026-12-12',
  untilTime: '17:00',
  start: '2026-12-10T08:00:00+05:30',
  end: '2026-12-12T17:00:00+05:30',
  reason: 'registration',
  note: 'Revenue licence at the DMT',
  createdBy: 'Admin Perera',
  createdAt: '2026-12-01T04:00:00.000Z',
  bookingsToMove: [{ _id: '3f9a1c2e-0000-4000-8000-000000000000', name: 'Emma Wilson', status: 'confirmed', start: '2026-12-11T09:00:00+05:30', end: '2026-12-13T09:00:00+05:30' }],
};

function setup() {
  storeSession(ADMIN_USER);
  return renderRoutes([{ path: '/admin/vehicles/edit/:id', element: <VehicleFormPage /> }], '/admin/vehicles/edit/v1');
}

describe("the vehicle page's out-of-service section", () => {
  it('lists the periods with reason, note, who added them and the bookings to move, linked', async () => {
    mockFetch((url) => (url.pathname.endsWith('/out-of-service') ? json([PERIOD]) : json(vehicle())));
    setup();
    const section = await screen.findByTestId('out-of-service');
    const row = await within(section).findByTestId('out-of-service-period');
    expect(row).toHaveTextContent('Registration');
    expect(row).toHaveTextContent('10/12/26 08:00 to 12/12/26 17:00');
    expect(row).toHaveTextContent('Revenue licence at the DMT');
    expect(row).toHaveTextContent('Added by Admin Perera on 01/12/26');
    const toMove = within(row).getByTestId('bookings-to-move');
    expect(toMove).toHaveTextContent('1 booking is already on these dates');
    expect(within(toMove).getByRole('link', { name: 'Emma Wilson, 11/12/26 09:00 to 13/12/26 09:00 (#3F9A1C)' })).toHaveAttribute('href', '/admin/bookings/3f9a1c2e-0000-4000-8000-000000000000');
  });

  it('says when there are none; adds one with the shared rules checked first; removes one after asking', async () => {
    const user = userEvent.setup();
    let periods: OutOfService[] = [];
    const fetch = mockFetch((url, init) => {
      if (url.pathname.endsWith('/out-of-service') && init.method === 'POST') {
        periods = [{ ...PERIOD, bookingsToMove: [] }];
        return json(periods[0], 201);
      }
      if (init.method === 'DELETE') {
        periods = [];
        return json({ message: O.deleted });
      }
      if (url.pathname.endsWith('/out-of-service')) return json(periods);
      return json(vehicle());
    });
    setup();
    const section = await screen.findByTestId('out-of-service');
    expect(await within(section).findByText('No out-of-service dates: the vehicle can be booked whenever it is free.')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Take out of service' }));
    const form = within(section).getByTestId('out-of-service-form');
    // Back before it goes: the shared schema's sentence, nothing sent.
    const untilDate = within(form).getAllByLabelText(/^Date/)[1]!;
    await user.clear(untilDate);
    await user.type(untilDate, '2020-01-01');
    await user.click(within(form).getByRole('button', { name: 'Take out of service' }));
    expect(await within(form).findByText(O.untilAfterFrom)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.clear(untilDate);
    const back = addDays(colomboToday(), 3);
    await user.type(untilDate, back);
    await user.selectOptions(within(form).getByLabelText(/^Reason/), 'repair');
    await user.type(within(form).getByLabelText(/^Note/), 'Gearbox');
    await user.click(within(form).getByRole('button', { name: 'Take out of service' }));
    expect(await within(section).findByText('Saved. New bookings for these dates are refused.')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toContain('/api/admin/vehicles/v1/out-of-service');
    expect(bodyOf(post[1])).toMatchObject({ fromDate: colomboToday(), untilDate: back, untilTime: '00:00', reason: 'repair', note: 'Gearbox' });

    const row = await within(section).findByTestId('out-of-service-period');
    await user.click(within(row).getByRole('button', { name: /Remove out-of-service period/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(fetch.mock.calls.some(([url, init]) => init?.method === 'DELETE' && String(url).endsWith('/out-of-service/p1'))).toBe(true), PATIENCE);
    expect(await within(section).findByText('The vehicle is back in service for those dates.')).toBeInTheDocument();
  });
});
