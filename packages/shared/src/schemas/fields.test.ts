import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact';
import { isCleanText, requiredText } from './fields';

describe('isCleanText', () => {
  it('accepts text in any script, emoji and joined emoji', () => {
    for (const s of ['Colombo', 'ñáé', 'සිංහල', 'தமிழ்', '日本語', '😀', '👨‍👩‍👧', "O'Brien <b>", '']) expect(isCleanText(s), s).toBe(true);
  });

  it('refuses control characters and halves of surrogate pairs', () => {
    for (const s of ['a\u0000b', 'bell\u0007', '\u001b[31m', 'del\u007f', 'c1\u0085', 'x\ud800', '\udc00y', 'line\nbreak', 'tab\there']) expect(isCleanText(s), JSON.stringify(s)).toBe(false);
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
