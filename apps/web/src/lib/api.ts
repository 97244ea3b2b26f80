import { STORAGE_KEYS } from '@app/shared';

/** An HTTP answer outside 2xx, carrying the server's `{ error, details? }` when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  /** The server's own sentence (`error`, else `message`), when the body had one. */
  readonly serverMessage: string | undefined;
  readonly details: string[] | undefined;

  constructor(status: number, statusText: string, serverMessage?: string, details?: string[]) {
    super(serverMessage ?? (statusText || `HTTP ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText || `HTTP ${status}`;
    this.serverMessage = serverMessage;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler | null = null;

/**
 * Called when a call that carried the token answers 401 (an expired or revoked session).
 * The app shell registers the handler that signs out and sends the user to /login.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Attach the stored bearer token (protected calls). */
  auth?: boolean;
  headers?: Record<string, string>;
  query?: Record<string, string | undefined>;
  signal?: AbortSignal;
}

function readBodyMessage(body: unknown): { message?: string; details?: string[] } {
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const message = typeof record.error === 'string' ? record.error : typeof record.message === 'string' ? record.message : undefined;
  const details = Array.isArray(record.details) ? record.details.filter((d): d is string => typeof d === 'string') : undefined;
  return { message, details };
}

/** The one fetch wrapper: same-origin /api paths, JSON in and out, the bearer token, one error shape. */
export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { method = 'GET', body, auth = false, headers = {}, query, signal } = request;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, value);
  }
  const url = search.size > 0 ? `${path}?${search.toString()}` : path;

  const finalHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
  if (body !== undefined) finalHeaders['Content-Type'] = 'application/json';
  const token = auth ? localStorage.getItem(STORAGE_KEYS.token) : null;
  if (token) finalHeaders.Authorization = `Bearer ${token}`;

  const response = await fetch(url, {
    method,
    headers: finalHeaders,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });

  const text = await response.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }

  if (!response.ok) {
    const { message, details } = readBodyMessage(parsed);
    if (response.status === 401 && token) onUnauthorized?.();
    throw new ApiError(response.status, response.statusText, message, details);
  }
  return parsed as T;
}
