import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderRoutes, storeSession } from '../../../test/render';
import { ADMIN_USER, driver } from '../../../test/fixtures';
import { UsersPage } from './UsersPage';
import '../../../test/patience';

describe('the admin users table', () => {
  it('shows username, email, role, phone and the day they joined', async () => {
    mockFetch(() => json({ items: [driver({ createdAt: '2026-11-22T20:00:00.000Z' })], nextCursor: null }));
    storeSession(ADMIN_USER);
    renderRoutes([{ path: '/admin/users', element: <UsersPage /> }], '/admin/users');
    const row = (await screen.findByText('Sunil Perera')).closest('tr')!;
    expect(within(row).getByText('sunil@lankaride.lk')).toBeInTheDocument();
    expect(within(row).getByText('Driver')).toBeInTheDocument();
    expect(within(row).getByText('+94 77 123 4567')).toBeInTheDocument();
    expect(within(row).getByText('23/11/26')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Username', 'Email', 'Role', 'Phone', 'Joined']);
  });
});
