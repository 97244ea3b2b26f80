import type { LoginState } from '../navigation';

/**
 * The page a sign-in interrupted (a booking form with its trip in the query), kept for this tab
 * in sessionStorage (decision 076). Navigation state alone is lost on the way to an account by
 * the navigation bar's Register or Login, a reload, or the e-mailed password-reset link; this
 * copy survives all of them, is used once (taken at sign-in), lasts an hour, and is dropped when
 * the visitor goes to a page other than the account pages and the destination itself.
 */
export const SIGN_IN_RETURN_KEY = 'lankaride.signInReturn';
export const SIGN_IN_RETURN_TTL_MS = 60 * 60 * 1000;

export type ReturnDestination = NonNullable<LoginState['from']>;

interface StoredReturn {
  path: string;
  state?: unknown;
  savedAt: number;
}

/** The pages on the way to an account: being on one never drops the destination. */
const ACCOUNT_PAGES = new Set(['/login', '/register', '/register/details', '/forgot-password', '/reset-password']);

export function isAccountPage(pathname: string): boolean {
  return ACCOUNT_PAGES.has(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}

// Only the origin matters here: a path that resolves elsewhere against it is someone else's.
const PROBE_ORIGIN = 'https://lankaride.invalid';

/**
 * `path` when it is a path on this site (`/book-vehicle/1?pickupDate=...`), else null: no
 * scheme, no `//host` or `/\host` (browsers read both as another host), no control characters.
 * This is what keeps the stored destination from becoming an open redirect.
 */
export function safeReturnPath(path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || path.length > 2048) return null;
  if (path.startsWith('//') || path.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(path)) return null;
  try {
    const url = new URL(path, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN ? path : null;
  } catch {
    return null;
  }
}

function pathOf(from: ReturnDestination): string {
  return `${from.pathname}${from.search}${from.hash}`;
}

function destinationOf(path: string, state: unknown): ReturnDestination {
  const url = new URL(path, PROBE_ORIGIN);
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: state ?? null };
}

/** The state carried along (a booking draft), if it can be kept as JSON; else the path alone. */
function storable(state: unknown): unknown {
  if (state === null || state === undefined) return undefined;
  try {
    return JSON.parse(JSON.stringify(state)) as unknown;
  } catch {
    return undefined;
  }
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Blocked storage (some private modes): navigation state still carries the destination.
    return null;
  }
}

/** Keeps the page a sign-in was asked for; account pages and foreign paths are ignored. */
export function rememberSignInReturn(from: ReturnDestination | undefined, now = Date.now()): void {
  if (!from || isAccountPage(from.pathname)) return;
  const path = safeReturnPath(pathOf(from));
  if (!path) return;
  const stored: StoredReturn = { path, state: storable(from.state), savedAt: now };
  try {
    storage()?.setItem(SIGN_IN_RETURN_KEY, JSON.stringify(stored));
  } catch {
    // Storage full: the destination then lives in navigation state only, as before.
  }
}

/** The kept destination, or null when there is none, it is not a path here, or its hour is over. */
export function readSignInReturn(now = Date.now()): ReturnDestination | null {
  const store = storage();
  let stored: Partial<StoredReturn>;
  try {
    const text = store?.getItem(SIGN_IN_RETURN_KEY);
    if (!text) return null;
    stored = JSON.parse(text) as Partial<StoredReturn>;
  } catch {
    forgetSignInReturn();
    return null;
  }
  const path = safeReturnPath(stored?.path);
  const savedAt = stored?.savedAt;
  const fresh = typeof savedAt === 'number' && savedAt <= now && now - savedAt < SIGN_IN_RETURN_TTL_MS;
  if (!path || !fresh || isAccountPage(new URL(path, PROBE_ORIGIN).pathname)) {
    forgetSignInReturn();
    return null;
  }
  return destinationOf(path, stored.state);
}

/** The kept destination, removed: a sign-in uses it once. */
export function takeSignInReturn(now = Date.now()): ReturnDestination | null {
  const destination = readSignInReturn(now);
  forgetSignInReturn();
  return destination;
}

export function forgetSignInReturn(): void {
  try {
    storage()?.removeItem(SIGN_IN_RETURN_KEY);
  } catch {
    // Nothing kept that could be removed.
  }
}

/**
 * Where a sign-in should return to: the page navigation state names, unless that is itself an
 * account page (the bar's Login pressed on /login) or missing (the bar's Register, a reload, the
 * reset link), in which case the kept destination; with neither, nowhere (the login then goes home).
 */
export function signInOrigin(fromState: LoginState['from'], now = Date.now()): LoginState['from'] {
  if (fromState && !isAccountPage(fromState.pathname)) return fromState;
  return readSignInReturn(now) ?? undefined;
}

/**
 * Called on every page shown: leaving the account pages for any page but the destination
 * (home, a search, contact) means the visitor went elsewhere on purpose, so the destination goes.
 */
export function keepSignInReturnFor(pathname: string, now = Date.now()): void {
  if (isAccountPage(pathname)) return;
  const kept = readSignInReturn(now);
  if (kept && kept.pathname !== pathname) forgetSignInReturn();
}
