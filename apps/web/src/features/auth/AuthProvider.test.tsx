import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider } from './AuthProvider';
import { useAuth } from '../../lib/auth/auth-context';
import { json, mockFetch, storeSession } from '../../test/render';

function Who() {
  const { user, login, logout } = useAuth();
  return (
    <div>
      <p data-testid="who">{user ? `${user.username} (${user.role})` : 'signed out'}</p>
      <button onClick={() => login('tourist@lankaride.lk', 'secret').catch(() => undefined)}>login</button>
      <button onClick={logout}>logout</button>
    </div>
  );
}

describe('AuthProvider', () => {
  it('restores the stored session on first render', () => {
    storeSession({ username: 'Emma Wilson', role: 'tourist' });
    render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );
    expect(screen.getByTestId('who')).toHaveTextContent('Emma Wilson (tourist)');
  });

  it('signs out without crashing when the stored user is corrupt, removing both items', () => {
    localStorage.setItem('authToken', 'a.b.c');
    localStorage.setItem('authUser', '{corrupt');
    render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );
    expect(screen.getByTestId('who')).toHaveTextContent('signed out');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('authUser')).toBeNull();
  });

  it('stores token and user on login, and clears both on logout', async () => {
    mockFetch(() => json({ token: 'x.y.z', user: { _id: 'u1', username: 'Emma', role: 'tourist', email: 'e@x.lk', phone: '' } }));
    render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );
    await act(async () => screen.getByText('login').click());
    expect(screen.getByTestId('who')).toHaveTextContent('Emma (tourist)');
    expect(localStorage.getItem('authToken')).toBe('x.y.z');
    expect(JSON.parse(localStorage.getItem('authUser')!)).toMatchObject({ username: 'Emma', role: 'tourist' });
    act(() => screen.getByText('logout').click());
    expect(screen.getByTestId('who')).toHaveTextContent('signed out');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('clears the session when a login fails', async () => {
    storeSession({ username: 'Old', role: 'tourist' });
    mockFetch(() => json({ error: 'Invalid email or password' }, 401, 'Unauthorized'));
    render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );
    await act(async () => screen.getByText('login').click());
    expect(screen.getByTestId('who')).toHaveTextContent('signed out');
    expect(localStorage.getItem('authUser')).toBeNull();
  });

  it('says so when used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Who />)).toThrow('useAuth must be used within an AuthProvider');
  });
});
