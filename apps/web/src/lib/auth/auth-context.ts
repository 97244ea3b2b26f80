import { createContext, useContext } from 'react';
import { MESSAGES, type Registration } from '@app/shared';
import type { SessionUser } from './session';

/** POST /api/users body: the account and its language, plus the licence details for drivers. */
export type RegistrationBody = Pick<Registration, 'username' | 'email' | 'password' | 'role' | 'phone'> &
  Partial<Pick<Registration, 'licenseNumber' | 'licenseExpiry' | 'experienceYears' | 'languages' | 'preferredLanguage' | 'browserLanguage'>>;

export interface AuthContextValue {
  user: SessionUser | null;
  token: string | null;
  /** True while a login or register call is in progress (the stored session is read synchronously). */
  loading: boolean;
  login: (email: string, password: string) => Promise<SessionUser>;
  /** Resolves with the server's success message. */
  register: (input: RegistrationBody) => Promise<string>;
  logout: () => void;
  /** Ends a session the server no longer accepts (a 401), leaving a notice for the login page. */
  expire: () => void;
  /**
   * Keeps the session in step with the account: a fresh token after a password change (older
   * ones stop working), new details after the Account page saved them.
   */
  updateSession: (change: { token?: string; user?: unknown }) => void;
  /** Why the user was signed out, when it was not their choice; cleared by the next login. */
  notice: string | null;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(MESSAGES.auth.useAuthOutsideProvider);
  return value;
}
