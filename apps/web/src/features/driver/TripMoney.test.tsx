import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ENGLISH_PAGE_MESSAGES as MESSAGES } from '../../lib/i18n/page-messages';
import { json, mockFetch, renderPage, storeSession } from '../../test/render';
import { DRIVER_USER, booking } from '../../test/fixtures';
import { TripMoney } from './TripMoney';

const T = MESSAGES.staffAreaUi.trip.money;

describe('the trip’s money on the driver’s card', () => {
  it('shows the balance and extra kilometres, saves the readings and records the cash', async () => {
    const trip = booking({
      bookingStatus: 'en_route',
      odometer: { pickupKm: 10_000, returnKm: null },
      extras: [{ code: 'extraKm', label: 'Extra kilometres', quantity: 147, unitAmount: 0.25, amount: 36.75 }],
      paymentSummary: { depositDue: 0, paid: 18, refunded: 0, balanceDue: 198.75, refundDue: 0 },
    });
    const fetch = mockFetch((url, init) => {
      if (url.pathname.endsWith('/odometer')) return json({ ...trip, odometer: { pickupKm: 10_000, returnKm: 10_347 } });
      if (url.pathname.endsWith('/cash')) return json({ _id: 'p1', kind: 'balance', method: 'cash', amount: 48600, currency: 'LKR', amountUsd: 162 }, 201);
      return json({ error: `unexpected ${init.method} ${url.pathname}` }, 404);
    });
    storeSession(DRIVER_USER);
    renderPage(<TripMoney booking={trip} />);
    const section = screen.getByTestId('trip-money');
    expect(within(section).getByText(`${T.title} · ${T.balanceDue('$198.75')}`)).toBeInTheDocument();
    expect(section).toHaveTextContent(T.extraKm(147, '$36.75'));
    expect(screen.getByLabelText(T.pickupKm)).toHaveValue('10000');

    await userEvent.type(screen.getByLabelText(T.returnKm), '10347');
    await userEvent.click(screen.getByRole('button', { name: T.saveReadings }));
    expect(await screen.findByText(T.readingsSaved)).toHaveAttribute('role', 'status');
    const put = fetch.mock.calls.find(([url]) => String(url).endsWith('/odometer'))!;
    expect(put[1]!.method).toBe('PUT');
    expect(JSON.parse(String(put[1]!.body))).toEqual({ pickupKm: 10_000, returnKm: 10_347 });

    await userEvent.type(screen.getByLabelText(T.cashAmount), '48,600');
    // What will be recorded, at the policy's rate, before saving.
    expect(await screen.findByTestId('amount-preview')).toHaveTextContent(MESSAGES.money.amountInput.preview('LKR 48,600.00', '$162.00'));
    await userEvent.click(screen.getByRole('button', { name: T.recordCash }));
    expect(await screen.findByText(T.cashRecorded('LKR 48,600.00'))).toBeInTheDocument();
    const post = fetch.mock.calls.find(([url]) => String(url).endsWith('/cash'))!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ amount: 48600, currency: 'LKR' });
  });

  it('shows the extra kilometres and the new balance, in dollars and rupees, as soon as the return reading is in', async () => {
    mockFetch(() => json({ error: 'unexpected' }, 404));
    storeSession(DRIVER_USER);
    const line = { code: 'extraKm' as const, label: 'Extra kilometres', quantity: 182, unitAmount: 0.25, amount: 45.5 };
    renderPage(
      <TripMoney
        booking={booking({
          bookingStatus: 'en_route',
          odometer: { pickupKm: 20_000, returnKm: 20_382 },
          projected: { extras: [line], balanceDue: 221.5 },
          paymentSummary: { depositDue: 0, paid: 0, refunded: 0, balanceDue: 176, refundDue: 0 },
        })}
      />,
    );
    const section = screen.getByTestId('trip-money');
    const projected = within(section).getByTestId('projected-balance');
    expect(projected).toHaveTextContent(T.projectedExtraKm(182, '$45.50'));
    expect(projected).toHaveTextContent(T.projectedBalance('$221.50'));
    expect(projected).toHaveTextContent(T.projectedNote);
    // Rupees at the policy's 300 per dollar, next to the dollars.
    expect(await within(projected).findByText('≈ LKR 66,450', { ignore: '.sr-only' })).toBeInTheDocument();
    expect(await within(section).findByText('≈ LKR 52,800', { ignore: '.sr-only' })).toBeInTheDocument();
  });

  it('refuses cash typed so it could be read two ways, and says how to type it', async () => {
    const fetch = mockFetch(() => json({ error: 'unexpected' }, 404));
    storeSession(DRIVER_USER);
    renderPage(<TripMoney booking={booking({ bookingStatus: 'en_route', paymentSummary: { depositDue: 0, paid: 0, refunded: 0, balanceDue: 176, refundDue: 0 } })} />);
    const field = screen.getByLabelText(T.cashAmount);
    await userEvent.type(field, '52.800');
    expect(screen.queryByTestId('amount-preview')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: T.recordCash }));
    expect(await screen.findByText(MESSAGES.money.amountInput.ambiguous('52.800', '52,800'))).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/cash'))).toBe(false);
    // Cents of rupees are not taken either: rupees are whole.
    await userEvent.clear(field);
    await userEvent.type(field, '52.80');
    await userEvent.tab();
    expect(await screen.findByText(MESSAGES.money.amountInput.wholeOnly('LKR', '52,800'))).toBeInTheDocument();
  });

  it('before the trip is under way it takes no cash; once completed its readings are the office’s', async () => {
    storeSession(DRIVER_USER);
    const { unmount } = renderPage(<TripMoney booking={booking({ bookingStatus: 'confirmed', odometer: { pickupKm: null, returnKm: null } })} />);
    expect(screen.getByText(MESSAGES.money.cashNotUnderWay)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.recordCash })).toBeNull();
    expect(screen.getByRole('button', { name: T.saveReadings })).toBeInTheDocument();
    unmount();
    renderPage(<TripMoney booking={booking({ bookingStatus: 'completed', odometer: { pickupKm: 10_000, returnKm: 10_347 } })} />);
    expect(screen.getByText(MESSAGES.money.odometerFrozen)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.saveReadings })).toBeNull();
    expect(screen.getByRole('button', { name: T.recordCash })).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    mockFetch(() => json({ error: MESSAGES.money.odometerBackwards, code: 'money.odometerBackwards' }, 400));
    storeSession(DRIVER_USER);
    renderPage(<TripMoney booking={booking({ bookingStatus: 'en_route', odometer: { pickupKm: 10_000, returnKm: null } })} />);
    await userEvent.type(screen.getByLabelText(T.returnKm), '9000');
    await userEvent.click(screen.getByRole('button', { name: T.saveReadings }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.money.odometerBackwards);
  });
});
