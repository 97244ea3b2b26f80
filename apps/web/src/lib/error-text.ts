import { isApiError } from './api';

/** The words of a failure: the server's own sentence when it sent one, else the HTTP status text. */
export function errorText(error: unknown): string {
  if (isApiError(error)) return error.serverMessage ?? error.statusText;
  return error instanceof Error ? error.message : String(error);
}

/** A refused save in words: the server's sentence, and the details of a 400 when they add something. */
export function saveErrorText(error: unknown): string {
  const base = errorText(error);
  const details = isApiError(error) ? (error.details ?? []).filter((d) => d !== base) : [];
  return details.length > 0 ? `${base}: ${details.join(', ')}` : base;
}
