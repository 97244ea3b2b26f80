import type { Location } from 'react-router';

/** What a redirect to /login carries: where to come back to, and why the user is here. */
export interface LoginState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash' | 'state'>;
  notice?: string;
  /** After registration: the message to show and the email to prefill. */
  registered?: { message: string; email: string };
  /** A success to confirm on arrival (a new password was saved). */
  success?: string;
}

export function readLoginState(state: unknown): LoginState {
  return typeof state === 'object' && state !== null ? (state as LoginState) : {};
}

export function fromLocation(location: Location): LoginState['from'] {
  return { pathname: location.pathname, search: location.search, hash: location.hash, state: location.state };
}
