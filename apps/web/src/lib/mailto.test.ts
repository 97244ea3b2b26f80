import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailto';

describe('mailto links', () => {
  it('keep an ordinary address readable', () => {
    expect(mailtoHref('emma@example.com')).toBe('mailto:emma@example.com');
    expect(mailtoHref('emma@example.com', { subject: 'Re: your trip & car' })).toBe('mailto:emma@example.com?subject=Re%3A%20your%20trip%20%26%20car');
  });

  it('encode every part, so an address cannot add recipients, headers or a body', () => {
    const href = mailtoHref('bob@x.co?cc=attacker@evil.example&body=Your account is locked', { subject: 'Hi' });
    expect(href).toBe('mailto:bob%40x.co%3Fcc%3Dattacker@evil.example%26body%3DYour%20account%20is%20locked?subject=Hi');
    const url = new URL(href);
    expect([...url.searchParams.keys()]).toEqual(['subject']);
    expect(mailtoHref('a\r\nBcc: x@y.z@example.com')).not.toMatch(/[\r\n]/);
  });
});
