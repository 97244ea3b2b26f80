import { MESSAGES, type Registration, type User } from '@app/shared';
import { api, isApiError } from '../../lib/api';

export interface LoginResponse {
  user: unknown;
  token: string;
}

export function postLogin(email: string, password: string): Promise<LoginResponse> {
  return api<LoginResponse>('/api/users/login', { method: 'POST', body: { email, password } });
}

/** POST /api/users body: the account, plus the licence details for drivers. */
export type RegistrationBody = Pick<Registration, 'username' | 'email' | 'password' | 'role' | 'phone'> &
  Partial<Pick<Registration, 'licenseNumber' | 'licenseExpiry' | 'experienceYears' | 'languages'>>;

export function postRegistration(input: RegistrationBody): Promise<{ message: string; user: User }> {
  return api('/api/users', { method: 'POST', body: input });
}

/** The login page's sentence for a failed sign-in: the server's, else the spec's fallback. */
export function loginErrorMessage(error: unknown): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : MESSAGES.login.failedCheckCredentials;
}

/** Spec section 8: a 400 with details lists them; otherwise the server's error or the fallback. */
export function registrationErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 400 && error.details && error.details.length > 0) {
      return MESSAGES.registration.validationFailed(error.details);
    }
    if (error.serverMessage) return error.serverMessage;
  }
  return MESSAGES.registration.failedRetry;
}
