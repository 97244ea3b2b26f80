import { describe, expect, it } from 'vitest';
import { loadSession, normalizeRole, saveSession } from './session';

const jwt = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;

describe('session storage', () => {
  it('restores the session when both the token and the user are stored', () => {
    saveSession({ token: 't.k.n', user: { username: 'Emma', role: 'tourist', email: 'e@x.lk' } });
    expect(loadSession()).toEqual({ token: 't.k.n', user: expect.objectContaining({ username: 'Emma', role: 'tourist' }) });
  });

  it('is signed out when either item is missing, and leaves storage alone', () => {
    localStorage.setItem('authToken', 't.k.n');
    expect(loadSession()).toBeNull();
    expect(localStorage.getItem('authToken')).toBe('t.k.n');
  });

  it.each([['{not json'], ['"just a string"'], ['{"role":"tourist"}'], ['null']])('removes both items silently when the stored user is corrupt: %s', (raw) => {
    localStorage.setItem('authToken', 't.k.n');
    localStorage.setItem('authUser', raw);
    expect(() => loadSession()).not.toThrow();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('authUser')).toBeNull();
  });

  it('drops a token that has already expired', () => {
    const now = Date.UTC(2026, 0, 1);
    saveSession({ token: jwt({ exp: now / 1000 - 60 }), user: { username: 'Emma', role: 'tourist' } });
    expect(loadSession(now)).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('keeps a token that is still valid', () => {
    const now = Date.UTC(2026, 0, 1);
    saveSession({ token: jwt({ exp: now / 1000 + 3600 }), user: { username: 'Emma', role: 'admin' } });
    expect(loadSession(now)?.user.role).toBe('admin');
  });

  it('treats an unknown role as tourist', () => {
    expect(normalizeRole('superuser')).toBe('tourist');
    expect(normalizeRole('driver')).toBe('driver');
  });
});
