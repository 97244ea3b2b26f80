import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { MESSAGES, STORAGE_KEYS } from '@app/shared';
import { postLogin, postRegistration } from './api';
import { clearSession, loadSession, saveSession, userFromLogin, type Session, type SessionUser } from '../../lib/auth/session';
import { AuthContext, type AuthContextValue, type RegistrationBody } from '../../lib/auth/auth-context';
import { useMessages } from '../../lib/i18n/I18nProvider';

/**
 * Holds the session. It is restored from storage before the first render, so a signed-in
 * visitor never sees the signed-out navigation flash by.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const m = useMessages();
  const [session, setSession] = useState<Session | null>(() => loadSession());
  const [pending, setPending] = useState(0);
  // Kept as a fact, not a sentence, so the notice reads in whatever language is shown when it is.
  const [expired, setExpired] = useState(false);

  // Another tab signing in or out changes the same storage; follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user) {
        setSession(loadSession());
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const track = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    setPending((n) => n + 1);
    try {
      return await work();
    } finally {
      setPending((n) => n - 1);
    }
  }, []);

  const login = useCallback(
    (email: string, password: string) =>
      track(async (): Promise<SessionUser> => {
        try {
          const response = await postLogin(email, password);
          const user = userFromLogin(response.user);
          if (!user || typeof response.token !== 'string' || !response.token) throw new Error(MESSAGES.login.failed);
          const next = { token: response.token, user };
          saveSession(next);
          setSession(next);
          setExpired(false);
          return user;
        } catch (error) {
          clearSession();
          setSession(null);
          throw error;
        }
      }),
    [track],
  );

  const register = useCallback(
    (input: RegistrationBody) => track(async () => (await postRegistration(input)).message),
    [track],
  );

  const logout = useCallback(() => {
    clearSession();
    setSession(null);
  }, []);

  const expire = useCallback(() => {
    clearSession();
    setSession(null);
    setExpired(true);
  }, []);

  const updateSession = useCallback((change: { token?: string; user?: unknown }) => {
    setSession((current) => {
      if (!current) return current;
      const user = change.user === undefined ? current.user : (userFromLogin(change.user) ?? current.user);
      const next = { token: change.token ?? current.token, user };
      saveSession(next);
      return next;
    });
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: session?.user ?? null,
      token: session?.token ?? null,
      loading: pending > 0,
      login,
      register,
      logout,
      expire,
      updateSession,
      notice: expired ? m.myBookings.unauthorized : null,
    }),
    [session, pending, login, register, logout, expire, updateSession, expired, m],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
