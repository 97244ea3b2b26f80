import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type BookingEvent, type Payment } from '@app/shared';
import { ENGLISH_PAGE_MESSAGES as MESSAGES } from '../../../lib/i18n/page-messages';
import { json, mockFetch, renderRoutes, storeSession } from '../../../test/render';
import { ADMIN_USER, booking } from '../../../test/fixtures';
import { BookingDetailPage } from './BookingDetailPage';
import { describeEvent } from './BookingHistory';
import '../../../test/patience';

const ID = '8c1cd9f2-0a10-4095-ab6b-9397c4e8e1a5';
const admin = { _id: 'a1', username: 'Admin', role: 'admin' as const };
const history: BookingEvent[] = [
  { kind: 'status', reason: null, fromStatus: null, toStatus: 'pending', at: '2026-11-20T04:00:00.000Z', actor: { _id: 'u1', username: 'Emma Wilson', role: 'tourist' }, driver: null },
  { kind: 'status', reason: null, fromStatus: 'pending', toStatus: 'confirmed', at: '2026-11-21T05:30:00.000Z', actor: admin, driver: { _id: 'd1', username: 'Sunil Perera' } },
];

function setup() {
  storeSession(ADMIN_USER);
  return renderRoutes([{ path: '/admin/bookings/:id', element: <BookingDetailPage /> }], `/admin/bookings/${ID}`);
}

describe('a booking’s history in words', () => {
  it('says what happened, who did it and which driver it concerned', () => {
    expect(describeEvent(history[0]!, MESSAGES)).toBe('Booking received (Pending) by Emma Wilson (tourist)');
    expect(describeEvent(history[1]!, MESSAGES)).toBe('Pending → Confirmed by Admin (admin), driver Sunil Perera');
    expect(describeEvent({ ...history[1]!, actor: null, driver: null }, MESSAGES)).toBe('Pending → Confirmed by the system');
    // Decision 073: the system cancelled it at the deposit deadline.
    expect(describeEvent({ ...history[1]!, kind: 'expiry', toStatus: 'cancelled', actor: null, driver: null }, MESSAGES)).toBe(
      'Pending → Cancelled by the system: the deposit was not paid by its deadline',
    );
  });
});

describe('the admin booking page', () => {
  it('finds the booking by its full reference and shows its details, languages and history', async () => {
    const fetch = mockFetch((url) => {
      if (url.pathname.endsWith('/history')) return json(history);
      return json({ items: [booking({ specialRequests: 'Two surfboards.' })], nextCursor: null });
    });
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking 8C1CD9' })).toBeInTheDocument();
    expect(screen.getByText('07/03/27 09:00 · Colombo')).toBeInTheDocument();
    expect(screen.getByText('Two surfboards.')).toBeInTheDocument();
    expect(screen.getByTestId('preferred-languages')).toHaveTextContent('German');
    expect(screen.getByRole('button', { name: 'Confirm booking 8C1CD9' })).toBeInTheDocument();
    expect(await screen.findByText('Pending → Confirmed by Admin (admin), driver Sunil Perera')).toBeInTheDocument();
    expect(screen.getByText('21/11/26 11:00')).toBeInTheDocument();
    const list = new URL(String(fetch.mock.calls.find(([url]) => String(url).includes('/api/admin/bookings?'))![0]), 'http://x');
    expect(list.searchParams.get('q')).toBe(ID);
  });

  it('shows what is due and the ledger, and records a payment', async () => {
    const deposit = {
      _id: 'p1', bookingId: ID, kind: 'deposit', method: 'payhere', amount: 5400, currency: 'LKR', rateToUsd: 1 / 300, amountUsd: 18,
      reference: '320025071278', recordedBy: null, recordedAt: '2026-11-21T05:30:00.000Z', reverses: null, reversedBy: null,
    };
    const fetch = mockFetch((url, init) => {
      if (url.pathname.endsWith('/history')) return json([]);
      if (url.pathname.endsWith('/payments') && init.method === 'POST') return json({ ...deposit, _id: 'p2', kind: 'balance', method: 'cash', amount: 162, currency: 'USD', amountUsd: 162, reference: null, recordedBy: { _id: 'a1', username: 'Admin' } }, 201);
      if (url.pathname.endsWith('/payments')) return json([deposit]);
      return json({ items: [booking({ bookingStatus: 'confirmed', paymentSummary: { depositDue: 0, paid: 18, refunded: 0, balanceDue: 162, refundDue: 0 } })], nextCursor: null });
    });
    setup();
    const P = MESSAGES.staffBookingsUi.payments;
    const summary = await screen.findByTestId('payment-summary');
    expect(summary).toHaveTextContent(`${P.paid}$18.00`);
    expect(summary).toHaveTextContent(`${P.balanceDue}$162.00`);
    expect(await screen.findByText('LKR 5,400.00')).toBeInTheDocument();
    expect(screen.getByText('320025071278')).toBeInTheDocument();
    expect(screen.getByText(P.online)).toBeInTheDocument();

    // The deposit is paid: the form offers what can apply (balance, refund of what is held), the balance chosen with its amount.
    const kind = screen.getByLabelText(P.kind);
    expect([...kind.querySelectorAll('option')].map((o) => o.textContent)).toEqual([P.kinds.balance, P.kinds.refund]);
    expect(kind).toHaveValue('balance');
    expect(screen.getByLabelText(new RegExp(`^${P.amount}`))).toHaveValue('162.00');
    await userEvent.click(screen.getByRole('button', { name: P.submit }));
    expect(await screen.findByText(P.recorded('$162.00'))).toHaveAttribute('role', 'status');
    const [, init] = fetch.mock.calls.find(([url, i]) => String(url).endsWith('/payments') && i?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toEqual({ amount: 162, currency: 'USD', method: 'cash', kind: 'balance' });
  });

  it('explains the balance line by line, with the extra kilometres before completion, and reads amounts as typed', async () => {
    const line = { code: 'extraKm' as const, label: 'Extra kilometres', quantity: 182, unitAmount: 0.25, amount: 45.5 };
    const fetch = mockFetch((url) => {
      if (url.pathname.endsWith('/history') || url.pathname.endsWith('/payments')) return json([]);
      return json({
        items: [
          booking({
            bookingStatus: 'en_route',
            totalPrice: 176,
            odometer: { pickupKm: 20_000, returnKm: 20_382 },
            projected: { extras: [line], balanceDue: 203.5 },
            paymentSummary: { depositDue: 0, paid: 18, refunded: 0, balanceDue: 158, refundDue: 0 },
          }),
        ],
        nextCursor: null,
      });
    });
    setup();
    const P = MESSAGES.staffBookingsUi.payments;
    const breakdown = await screen.findByTestId('balance-breakdown');
    const rows = within(breakdown).getAllByRole('row').map((row) => row.textContent);
    expect(rows.slice(0, 5)).toEqual([
      `${P.total}$176.00`,
      `${P.paidLess}−$18.00`,
      expect.stringMatching(new RegExp(`^${P.balanceDue}\\$158\\.00`)),
      `${P.projectedExtraKm(182, '$0.25')}+$45.50`,
      expect.stringMatching(new RegExp(`^${P.balanceWhenCompleted}\\$203\\.50`)),
    ]);
    // Rupees next to the dollars, at the policy's rate.
    expect(await within(breakdown).findByText('≈ LKR 61,050', { ignore: '.sr-only' })).toBeInTheDocument();

    // 52.800 rupees in English could be a decimal point or thousands: refused, nothing sent.
    await userEvent.clear(screen.getByLabelText(new RegExp(`^${P.amount}`)));
    await userEvent.type(screen.getByLabelText(new RegExp(`^${P.amount}`)), '52.800');
    await userEvent.selectOptions(screen.getByLabelText(P.currency), 'LKR');
    await userEvent.click(screen.getByRole('button', { name: P.submit }));
    expect(await screen.findByText(MESSAGES.money.amountInput.ambiguous('52.800', '52,800'))).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url, i]) => String(url).endsWith('/payments') && i?.method === 'POST')).toBe(false);
  });

  it('after a cancel, offers only a refund, preselected with the refund due, and records it (issue 26, item 7)', async () => {
    const fetch = mockFetch((url, init) => {
      if (url.pathname.endsWith('/history')) return json([]);
      if (url.pathname.endsWith('/payments') && init.method === 'POST') {
        return json({ _id: 'p2', bookingId: ID, kind: 'refund', method: 'cash', amount: 16.2, currency: 'USD', rateToUsd: 1, amountUsd: 16.2, reference: null, recordedBy: { _id: 'a1', username: 'Admin' }, recordedAt: '2026-11-22T05:30:00.000Z', reverses: null, reversedBy: null }, 201);
      }
      if (url.pathname.endsWith('/payments')) return json([]);
      return json({ items: [booking({ bookingStatus: 'cancelled', paymentSummary: { depositDue: 0, paid: 18, refunded: 0, balanceDue: 0, refundDue: 16.2 } })], nextCursor: null });
    });
    setup();
    const P = MESSAGES.staffBookingsUi.payments;
    const kind = await screen.findByLabelText(P.kind);
    expect([...kind.querySelectorAll('option')].map((o) => o.textContent)).toEqual([P.kinds.refund]);
    expect(kind).toHaveValue('refund');
    expect(kind).toHaveAccessibleDescription(P.onlyRefund);
    expect(screen.getByLabelText(new RegExp(`^${P.amount}`))).toHaveValue('16.20');
    await userEvent.click(screen.getByRole('button', { name: P.submit }));
    expect(await screen.findByText(P.recorded('$16.20'))).toHaveAttribute('role', 'status');
    const [, init] = fetch.mock.calls.find(([url, i]) => String(url).endsWith('/payments') && i?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toEqual({ amount: 16.2, currency: 'USD', method: 'cash', kind: 'refund' });
  });

  it('takes a payment back with a reason, through a confirmation; a reversed row offers it no more', async () => {
    const P = MESSAGES.staffBookingsUi.payments;
    const transfer: Payment = {
      _id: 'p1', bookingId: ID, kind: 'deposit', method: 'bank_transfer', amount: 20, currency: 'USD', rateToUsd: 1, amountUsd: 20,
      reference: 'TT 881', recordedBy: { _id: 'a1', username: 'Admin' }, recordedAt: '2026-11-21T05:30:00.000Z', reverses: null, reversedBy: null,
    };
    const reversal = { ...transfer, _id: 'p2', reference: 'Bounced', reverses: 'p1', recordedAt: '2026-11-22T05:30:00.000Z' };
    let ledger: Payment[] = [transfer];
    const fetch = mockFetch((url) => {
      if (url.pathname.endsWith('/history')) return json([]);
      if (url.pathname.endsWith('/reverse')) {
        ledger = [{ ...transfer, reversedBy: 'p2' }, reversal];
        return json(reversal, 201);
      }
      if (url.pathname.endsWith('/payments')) return json(ledger);
      return json({ items: [booking({ bookingStatus: 'confirmed' })], nextCursor: null });
    });
    setup();
    await userEvent.click(await screen.findByRole('button', { name: P.reverseOf(P.kinds.deposit, '$20.00') }));
    const dialog = await screen.findByRole('dialog', { name: P.reverseOf(P.kinds.deposit, '$20.00') });
    expect(dialog).toHaveTextContent(P.reverseEffect);
    // No reason: nothing is sent, and the field says what to write.
    await userEvent.click(within(dialog).getByRole('button', { name: P.reverseConfirm }));
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/reverse'))).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(new RegExp(`^${P.reverseReason}`)), 'Bounced');
    await userEvent.click(within(dialog).getByRole('button', { name: P.reverseConfirm }));
    expect(await screen.findByText(P.reversedNotice('$20.00'))).toHaveAttribute('role', 'status');
    const [url, init] = fetch.mock.calls.find(([u]) => String(u).endsWith('/reverse'))!;
    expect(String(url)).toBe(`/api/admin/bookings/${ID}/payments/p1/reverse`);
    expect(JSON.parse(String(init!.body))).toEqual({ reason: 'Bounced' });
    expect(await screen.findByText(P.reversal)).toBeInTheDocument();
    expect(screen.getByText(P.reversed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: P.reverse })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: P.reverseOf(P.kinds.deposit, '$20.00') })).not.toBeInTheDocument();
  });

  it('shows why a cancelled booking was cancelled', async () => {
    mockFetch((url) => (url.pathname.endsWith('/history') ? json([]) : json({ items: [booking({ bookingStatus: 'cancelled', cancelReason: 'The car failed its safety check.' })], nextCursor: null })));
    setup();
    expect(await screen.findByText('The car failed its safety check.')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.staffUi.cancelReasonRow)).toBeInTheDocument();
    // Nothing is left to do with a cancelled booking.
    expect(screen.queryByRole('button', { name: /8C1CD9/ })).not.toBeInTheDocument();
  });

  it('says when no booking has that reference', async () => {
    mockFetch(() => json({ items: [], nextCursor: null }));
    setup();
    expect(await screen.findByText('Booking not found')).toBeInTheDocument();
  });
});
