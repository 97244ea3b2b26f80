import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact';
import { isCleanText, isEmailAddress, requiredText, textProblemMessage } from './fields';
import { accountUpdateSchema, registrationSchema } from './auth';
import { FIELD_NAMES } from '../messages';
import { bookingFormFields } from './booking';

describe('isCleanText', () => {
  it('accepts text in any script, emoji and joined emoji', () => {
    for (const s of ['Colombo', 'ñáé', 'සිංහල', 'தமிழ்', '日本語', '😀', '👨‍👩‍👧', "O'Brien <b>", '', 'ශ්‍රී ලංකාව', 'नमस्‍ते', 'می‌خواهم', '❤️‍🔥', '🏴󠁧󠁢󠁳󠁣󠁴󠁿 Scotland', '🏴']) {
      expect(isCleanText(s), s).toBe(true);
    }
  });

  it('refuses control characters and halves of surrogate pairs', () => {
    for (const s of ['a\u0000b', 'bell\u0007', '\u001b[31m', 'del\u007f', 'c1\u0085', 'x\ud800', '\udc00y', 'line\nbreak', 'tab\there']) expect(isCleanText(s), JSON.stringify(s)).toBe(false);
  });

  it('refuses bidirectional controls and invisible characters, which disguise names in staff screens', () => {
    for (const s of ['\u202egnp.exe', 'Admin\u202e', '\u2066x\u2069', 'a\u200eb', 'a\u200fb', '\u061c', 'zero\u200bwidth', '\ufeffbom', 'word\u2060joiner', 'soft\u00adhyphen', 'a\u200db', '\u200dstart', 'end\u200c', 'x\u{E0041}', '🏴\u{E0067}\u{E0062}']) {
      expect(isCleanText(s), JSON.stringify(s)).toBe(false);
    }
    expect(requiredText('Name is required', 100, 'Name').safeParse('Emma\u202eWilson').success).toBe(false);
    expect(bookingFormFields.name.safeParse('Emma\u200bWilson').success).toBe(false);
  });

  it('lets multi-line text keep tabs and line breaks, nothing else', () => {
    expect(isCleanText('one\r\ntwo\tthree', true)).toBe(true);
    expect(isCleanText('one\u0000two', true)).toBe(false);
  });

  it('is enforced by the text fields, multi-line where the field is', () => {
    expect(requiredText('Name is required', 100, 'Name').safeParse('A\u0000B').success).toBe(false);
    expect(contactSchema.safeParse({ name: 'A', email: 'a@b.lk', message: 'Hello\nthere' }).success).toBe(true);
    expect(contactSchema.safeParse({ name: 'A\nB', email: 'a@b.lk', message: 'Hello' }).success).toBe(false);
  });
});

describe('e-mail addresses', () => {
  it('accept ordinary addresses, sub-domains, plus tags and IDN domains', () => {
    for (const a of ['emma@example.com', 'Emma.Wilson+lanka@mail.example.co.uk', 'a_b%c-d@x-y.lk', 'x@xn--80ak6aa92e.com', '1@2.io']) expect(isEmailAddress(a), a).toBe(true);
  });

  it('refuse what could smuggle headers into a mailto link, and malformed addresses', () => {
    for (const a of [
      'bob@x.co?cc=attacker@evil.example&body=your account is locked',
      'bob?cc=x@evil.example',
      'a&b@example.com',
      '"quoted"@example.com',
      'a b@example.com',
      'a@b',
      'a@-x.com',
      'a@x-.com',
      'a..b@example.com',
      '.a@example.com',
      'a.@example.com',
      'a@example.c',
      'a@example.123',
      `${'a'.repeat(65)}@example.com`,
      'émile@example.com',
      'a@b.com\n',
    ]) {
      expect(isEmailAddress(a), a).toBe(false);
    }
  });

  it('are what the contact, booking and registration forms accept', () => {
    const bad = 'bob@x.co?cc=attacker@evil.example';
    expect(contactSchema.safeParse({ name: 'A', email: bad, message: 'Hi' }).success).toBe(false);
    expect(bookingFormFields.email.safeParse(bad).success).toBe(false);
    expect(registrationSchema.safeParse({ username: 'A', email: bad, password: 'secret1' }).success).toBe(false);
    expect(contactSchema.parse({ name: 'A', email: 'Emma@Example.COM', message: 'Hi' }).email).toBe('emma@example.com');
  });
});

describe('account names (shown with reviews)', () => {
  const valid = { username: 'Anna Berg', email: 'anna@example.se', password: 'secret123', role: 'tourist' };
  it('refuse abusive words at registration and on the account page, and keep ordinary names and contact-like ones', () => {
    const abusive = textProblemMessage('abusive', FIELD_NAMES.username);
    const refused = registrationSchema.safeParse({ ...valid, username: 'Fucking Driver' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toContain(abusive);
    const update = accountUpdateSchema.safeParse({ username: 'shithead' });
    expect(update.error?.issues.map((i) => i.message)).toContain(textProblemMessage('abusive', FIELD_NAMES.name));
    for (const username of ['Dick Johnson', 'Class Act Tours', 'anna.berg1990']) {
      expect(registrationSchema.safeParse({ ...valid, username }).success, username).toBe(true);
      expect(accountUpdateSchema.safeParse({ username }).success, username).toBe(true);
    }
  });
});
