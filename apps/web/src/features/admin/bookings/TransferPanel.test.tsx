import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PRICING_POLICY, type Booking } from '@app/shared';
import { ENGLISH_PAGE_MESSAGES as MESSAGES } from '../../../lib/i18n/page-messages';
import { formatPrice } from '../../../lib/format';
import { json, mockFetch, renderPage, storeSession } from '../../../test/render';
import { ADMIN_USER, bodyOf, booking } from '../../../test/fixtures';
import { TransferPanel } from './TransferPanel';

const T = MESSAGES.transfersUi;
const rate = DEFAULT_PRICING_POLICY.transferWaitingPerHour;

function transfer(waiting: NonNullable<Booking['transfer']>['waiting']): NonNullable<Booking['transfer']> {
  return {
    direction: 'arriving',
    placeId: 'kandy',
    hotel: "Earl's Regency",
    passengers: 5,
    bags: 6,
    vehicleType: 'Van',
    fare: 69,
    freeWaitingMinutes: 60,
    atPickupPointAt: '2031-07-01T18:00:00.000Z',
    noShow: null,
    waiting,
  };
}

describe('the office’s transfer panel: waiting past the free hour (decision 111)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the proposed waiting with its amount; "Charge the waiting" sends the decision', async () => {
    const user = userEvent.setup();
    storeSession(ADMIN_USER);
    const proposed = booking({ _id: 'b-wait', bookingStatus: 'picked_up', transfer: transfer({ minutes: 135, hours: 2, unitAmount: rate, status: 'proposed', decidedAt: null }) });
    const fetch = mockFetch(() => json({ ...proposed, transfer: transfer({ minutes: 135, hours: 2, unitAmount: rate, status: 'confirmed', decidedAt: '2031-07-01T20:25:00.000Z' }) }));
    renderPage(<TransferPanel booking={proposed} />);
    const waiting = await screen.findByTestId('transfer-waiting');
    expect(waiting).toHaveTextContent(T.waitingProposed(135, 60, 2, formatPrice(2 * rate)));
    expect(waiting).toHaveTextContent(T.waitingHint);
    await user.click(within(waiting).getByRole('button', { name: T.waitingCharge }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/api/admin/bookings/b-wait/transfer-waiting'))).toBe(true));
    const [, init] = fetch.mock.calls.find(([url]) => String(url).endsWith('/transfer-waiting'))!;
    expect(init?.method).toBe('PATCH');
    expect(bodyOf(init)).toEqual({ status: 'confirmed' });
  });

  it('a decided waiting says so and offers nothing more', () => {
    storeSession(ADMIN_USER);
    mockFetch(() => json({}));
    renderPage(<TransferPanel booking={booking({ bookingStatus: 'completed', transfer: transfer({ minutes: 65, hours: 1, unitAmount: rate, status: 'waived', decidedAt: '2031-07-01T20:25:00.000Z' }) })} />);
    const waiting = screen.getByTestId('transfer-waiting');
    expect(waiting).toHaveTextContent(T.waitingWaived);
    expect(within(waiting).queryByRole('button')).toBeNull();
  });
});
