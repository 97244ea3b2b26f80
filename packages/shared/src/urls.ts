/** Rules for URLs that people enter and pages show (vehicle pictures), the same on both sides. */

const BASE = 'https://same-site.invalid';

/**
 * A path on this site: `/images/car.svg`. Not `//host/x` nor `/\host/x` (browsers read both as
 * another host), no backslash or white space anywhere, and it resolves to this origin.
 */
export function isSameSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return false;
  try {
    return new URL(value, BASE).origin === BASE;
  } catch {
    return false;
  }
}

/** An absolute `https://` URL with a host, written plainly (no backslash or white space). */
export function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\/[^/\\\s?#]/i.test(value) || /[\\\s]/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** A vehicle picture: none (''), a file of this site, or an `https://` URL (another origin's CDN). */
export function isVehicleImageUrl(value: string): boolean {
  return value === '' || isSameSitePath(value) || isHttpsUrl(value);
}
