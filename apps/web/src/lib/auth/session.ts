import { ROLES, STORAGE_KEYS, type Role } from '@app/shared';
import { forgetDriverAnswers } from '../offline-cache';

/** What the client keeps of the signed-in user (spec: it reads role and username). */
export interface SessionUser {
  _id?: string;
  username: string;
  email?: string;
  phone?: string;
  role: Role;
  /** The language the account reads the site and its e-mails in. */
  preferredLanguage?: string;
}

export interface Session {
  token: string;
  user: SessionUser;
}

/** Any role value the app does not know is treated as tourist (spec section 6). */
export function normalizeRole(role: unknown): Role {
  return (ROLES as readonly unknown[]).includes(role) ? (role as Role) : 'tourist';
}

function toSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  if (typeof raw.username !== 'string') return null;
  const optional = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : undefined);
  return {
    _id: optional('_id'),
    username: raw.username,
    email: optional('email'),
    phone: optional('phone'),
    role: normalizeRole(raw.role),
    preferredLanguage: optional('preferredLanguage'),
  };
}

/** Expiry (epoch ms) from a JWT's `exp` claim, or null when the token carries none we can read. */
function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
  // The driver area's answers kept for offline reading (decision 113) belong to this session.
  forgetDriverAnswers();
}

export function saveSession(session: Session): void {
  localStorage.setItem(STORAGE_KEYS.token, session.token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
}

/**
 * The session kept in storage, when both items are present. A stored user that cannot be read
 * (or a token already past its expiry) removes both items silently: the visitor is signed out.
 */
export function loadSession(now: number = Date.now()): Session | null {
  if (typeof localStorage === 'undefined') return null; // rendered on the server (decision 096): signed out
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const rawUser = localStorage.getItem(STORAGE_KEYS.user);
  if (!token || !rawUser) return null;
  let user: SessionUser | null;
  try {
    user = toSessionUser(JSON.parse(rawUser));
  } catch {
    user = null;
  }
  const expiry = tokenExpiry(token);
  if (!user || (expiry !== null && expiry <= now)) {
    clearSession();
    return null;
  }
  return { token, user };
}

export function userFromLogin(value: unknown): SessionUser | null {
  return toSessionUser(value);
}
