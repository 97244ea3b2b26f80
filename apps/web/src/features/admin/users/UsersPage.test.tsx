import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('offers to add an e-mail to an account without one, checks it, and says the link is on its way', async () => {
    let stored: string | null = null;
    const walkIn = driver({ _id: 'w1', username: 'Ruwan Jayasuriya', email: null, role: 'tourist' });
    const fetch = mockFetch(async (url, init) => {
      if (url.pathname === '/api/admin/users/w1/email' && init.method === 'PUT') {
        stored = (JSON.parse(String(init.body)) as { email: string }).email;
        return json({ ...walkIn, email: stored });
      }
      return json({ items: [{ ...walkIn, email: stored }], nextCursor: null });
    });
    storeSession(ADMIN_USER);
    renderRoutes([{ path: '/admin/users', element: <UsersPage /> }], '/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Add an e-mail address for Ruwan Jayasuriya' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an e-mail address for Ruwan Jayasuriya' });
    const input = within(dialog).getByLabelText(/Email/);
    await userEvent.type(input, 'ruwan-at-example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add and send the link' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/email'))).toBe(false);
    await userEvent.clear(input);
    await userEvent.type(input, 'Ruwan@Example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add and send the link' }));
    expect(await screen.findByText('ruwan@example.com added: a link to set a password is on its way.')).toBeInTheDocument();
    expect(stored).toBe('ruwan@example.com');
    expect(await screen.findByText('ruwan@example.com', { selector: 'span' })).toBeInTheDocument();
  });
});
