/**
 * A `mailto:` link with every part percent-encoded (RFC 6068): the address's local part and
 * domain, and each header value. Whatever an address holds (`?cc=`, `&body=`, a line break), it
 * stays one recipient and cannot add recipients, headers or a body to the message.
 */
export function mailtoHref(address: string, headers: { subject?: string; body?: string } = {}): string {
  const at = address.lastIndexOf('@');
  const to = at === -1 ? encodeURIComponent(address) : `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
  const query = Object.entries(headers)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `mailto:${to}${query ? `?${query}` : ''}`;
}
