import { notFound } from './errors';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isId(value: unknown): value is string {
  return typeof value === 'string' && UUID_RE.test(value);
}

/** A malformed id cannot name anything, so it is a 404 like an unknown one. */
export function parseId(value: unknown, notFoundMessage: string): string {
  if (!isId(value)) throw notFound(notFoundMessage);
  return value.toLowerCase();
}
