import { STORAGE_KEYS, type MessageParams } from '@app/shared';

/** A sentence's catalog code and values, as the server names its errors. */
export interface SentenceCode {
  code: string;
  params?: MessageParams;
}

/** An HTTP answer outside 2xx, carrying the server's `{ error, code, details? }` when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  /** The server's own sentence (`error`, else `message`), when the body had one. */
  readonly serverMessage: string | undefined;
  readonly details: string[] | undefined;
  /** The code of `serverMessage`, to show it in the visitor's language. */
  readonly code: SentenceCode | undefined;
  /** The codes of `details`, in their order. */
  readonly detailCodes: (SentenceCode | undefined)[] | undefined;

  constructor(status: number, statusText: string, serverMessage?: string, details?: string[], codes: { code?: SentenceCode; detailCodes?: (SentenceCode | undefined)[] } = {}) {
    super(serverMessage ?? (statusText || `HTTP ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText || `HTTP ${status}`;
    this.serverMessage = serverMessage;
    this.details = details;
    this.code = codes.code;
    this.detailCodes = codes.detailCodes;
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

function readCode(value: unknown): SentenceCode | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { code, params } = value as Record<string, unknown>;
  if (typeof code !== 'string') return undefined;
  const clean: MessageParams = {};
  if (typeof params === 'object' && params !== null) {
    for (const [key, v] of Object.entries(params)) if (typeof v === 'string' || typeof v === 'number') clean[key] = v;
  }
  return { code, params: clean };
}

function readBodyMessage(body: unknown): { message?: string; details?: string[]; code?: SentenceCode; detailCodes?: (SentenceCode | undefined)[] } {
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const message = typeof record.error === 'string' ? record.error : typeof record.message === 'string' ? record.message : undefined;
  const details = Array.isArray(record.details) ? record.details.filter((d): d is string => typeof d === 'string') : undefined;
  const detailCodes = Array.isArray(record.detailCodes) && details && record.detailCodes.length === details.length ? record.detailCodes.map(readCode) : undefined;
  return { message, details, code: typeof record.error === 'string' ? readCode(record) : undefined, detailCodes };
}

/**
 * How calls reach the API: the browser's fetch, or on the server (decision 096) the server's own
 * in-process answers, given once by the server rendering.
 */
let apiFetch: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init);

export function setApiFetch(fetcher: (url: string, init: RequestInit) => Promise<Response>): void {
  apiFetch = fetcher;
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
  const token = auth && typeof localStorage !== 'undefined' ? localStorage.getItem(STORAGE_KEYS.token) : null;
  if (token) finalHeaders.Authorization = `Bearer ${token}`;

  const response = await apiFetch(url, {
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
    const { message, details, code, detailCodes } = readBodyMessage(parsed);
    if (response.status === 401 && token) onUnauthorized?.();
    throw new ApiError(response.status, response.statusText, message, details, { code, detailCodes });
  }
  return parsed as T;
}
