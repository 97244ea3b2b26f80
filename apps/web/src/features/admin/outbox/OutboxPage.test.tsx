import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@app/shared';
import { json, mockFetch, renderRoutes, storeSession } from '../../../test/render';
import { ADMIN_USER } from '../../../test/fixtures';
import { OutboxPage, kindLabel } from './OutboxPage';
import '../../../test/patience';

const base: OutboxMessage = {
  _id: 'o1',
  kind: 'booking_confirmed',
  bookingId: '8c1cd9f2-0a10-4095-ab6b-9397c4e8e1a5',
  recipient: 'tourist@lankaride.lk',
  subject: 'Your booking is confirmed',
  body: 'Dear Emma, ...',
  status: 'failed',
  attempts: 5,
  lastError: 'connect ECONNREFUSED',
  sentAt: null,
  createdAt: '2026-11-22T10:00:00.000Z',
};

describe('the outbox', () => {
  it('shows each e-mail with its delivery state, attempts, last error and booking', async () => {
    mockFetch(() => json({ items: [base, { ...base, _id: 'o2', status: 'logged', attempts: 1, lastError: null, sentAt: '2026-11-22T10:00:05.000Z' }], nextCursor: null }));
    storeSession(ADMIN_USER);
    renderRoutes([{ path: '/admin/outbox', element: <OutboxPage /> }], '/admin/outbox');
    const rows = (await screen.findAllByText('Your booking is confirmed')).map((el) => el.closest('tr')!);
    expect(within(rows[0]!).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('connect ECONNREFUSED')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('5 attempts')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: '8C1CD9' })).toHaveAttribute('href', '/admin/bookings/8c1cd9f2-0a10-4095-ab6b-9397c4e8e1a5');
    expect(within(rows[1]!).getByText('Logged')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/1 attempt · 22\/11\/26 15:30/)).toBeInTheDocument();
  });

  it('names kinds in words', () => {
    expect(kindLabel('booking_confirmed')).toBe('Booking confirmed');
    expect(kindLabel('driver.assigned')).toBe('Driver assigned');
  });
});
