import type { PasswordResetConfirmInput } from '@app/shared';
import type { RegistrationBody } from '../../lib/auth/auth-context';
import { api, isApiError } from '../../lib/api';
import { activeLanguage } from '../../lib/i18n/active-language';
import type { Messages } from '../../lib/i18n/catalogs';

export interface LoginResponse {
  user: unknown;
  token: string;
}

/** Signs in, saying which language this browser shows: the account's e-mails use it until its person chooses one (decision 081). */
export function postLogin(email: string, password: string): Promise<LoginResponse> {
  return api<LoginResponse>('/api/users/login', { method: 'POST', body: { email, password, browserLanguage: activeLanguage() } });
}


export function postRegistration(input: RegistrationBody): Promise<{ message: string }> {
  return api('/api/users', { method: 'POST', body: input });
}

/** The login page's sentence for a failed sign-in: the server's, else the spec's fallback. */
export function loginErrorMessage(error: unknown, m: Messages): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : m.login.failedCheckCredentials;
}

/** Spec section 8: a 400 with details lists them; otherwise the server's error or the fallback. */
export function registrationErrorMessage(error: unknown, m: Messages): string {
  if (isApiError(error)) {
    if (error.status === 400 && error.details && error.details.length > 0) {
      return m.registration.validationFailed(error.details);
    }
    if (error.serverMessage) return error.serverMessage;
  }
  return m.registration.failedRetry;
}

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function postPasswordResetRequest(email: string): Promise<{ message: string }> {
  return api('/api/users/password-reset', { method: 'POST', body: { email } });
}

export function postPasswordResetConfirm(input: PasswordResetConfirmInput): Promise<{ message: string }> {
  return api('/api/users/password-reset/confirm', { method: 'POST', body: input });
}

/** The server's sentence for a failed account call, else the generic retry sentence. */
export function accountErrorMessage(error: unknown, m: Messages): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : m.contact.unexpected;
}
