import { describe, expect, it, vi } from 'vitest';
import { contactRules } from './contact-rules';

// The rules' chunk cannot be fetched (offline, a deploy in between).
vi.mock('./contact-schema', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('contact rules loaded on first use', () => {
  it('lets the message go unchecked when the rules cannot be fetched: the server checks it', async () => {
    const values = { name: 'Ada', email: 'not an address', subject: '', message: 'Hello' };
    const result = await contactRules(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result).toEqual({ values, errors: {} });
  });
});
