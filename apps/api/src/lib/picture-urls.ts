import { isSameSitePath } from '@app/shared';

/**
 * Vehicle pictures as the API answers them and as it stores them (decision 076, amending 039).
 * Stored values stay as they were sent: a path on this site (`/images/vehicles/car-prius.svg`),
 * an `https://` URL, or '' (none). Answers give a path as an absolute URL under PUBLIC_URL, so a
 * front end on another origin draws it from us instead of resolving it against itself.
 */

/** The picture as answered: a site path made absolute from `publicUrl` (no trailing slash); anything else as stored. */
export function answeredPicture(publicUrl: string, stored: string): string {
  return isSameSitePath(stored) ? `${publicUrl}${stored}` : stored;
}

/**
 * The picture as stored: our own absolute URL (what an answer gave, sent back by an edit form or
 * another front end) becomes its path again, so stored pictures never depend on PUBLIC_URL and a
 * move to another address keeps them working. Anything else is kept as sent.
 */
export function storedPicture(publicUrl: string, sent: string): string {
  if (!sent.startsWith(`${publicUrl}/`)) return sent;
  const path = sent.slice(publicUrl.length);
  return isSameSitePath(path) ? path : sent;
}
