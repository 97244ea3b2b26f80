import crypto from 'node:crypto';

/**
 * Short-lived signed addresses (decision 107): a private file is answered to whoever holds its
 * link for a few minutes, as `<img src>` and a new tab cannot send the session's bearer token, and
 * the session token never goes into a URL. The signature (HMAC-SHA256 under a key derived from the
 * server's secret for this one purpose) covers what the link names, the file it was made for and
 * its expiry: a replaced or deleted file, a changed id or a later time are refused alike.
 */
export interface LinkSigner {
  /** `<id>.<expiry in epoch seconds>.<signature>` for the file `fileId` of `id`. */
  sign(id: string, fileId: string, expiresAt: number): string;
  /** The id a token names, or undefined when it is not one of ours in shape. */
  idOf(token: string): string | undefined;
  /** Whether the token was signed for this file and is unexpired at `now`. */
  verify(token: string, fileId: string, now: number): boolean;
}

const TOKEN = /^([0-9a-f-]{36})\.(\d{9,12})\.([A-Za-z0-9_-]{43})$/;

export function createLinkSigner(secret: string, purpose: string): LinkSigner {
  const key = crypto.createHmac('sha256', secret).update(`signed-links:${purpose}`).digest();
  const mac = (id: string, fileId: string, seconds: number) => crypto.createHmac('sha256', key).update(`${id}:${fileId}:${seconds}`).digest('base64url');
  return {
    sign(id, fileId, expiresAt) {
      const seconds = Math.ceil(expiresAt / 1000);
      return `${id}.${seconds}.${mac(id, fileId, seconds)}`;
    },
    idOf(token) {
      return TOKEN.exec(token)?.[1];
    },
    verify(token, fileId, now) {
      const m = TOKEN.exec(token);
      if (!m) return false;
      const seconds = Number(m[2]);
      if (seconds * 1000 <= now) return false;
      const expected = Buffer.from(mac(m[1]!, fileId, seconds));
      const given = Buffer.from(m[3]!);
      return expected.length === given.length && crypto.timingSafeEqual(expected, given);
    },
  };
}
