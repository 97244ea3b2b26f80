import { describe, expect, it } from 'vitest';
import { chatSettingsInputSchema, whatsAppDigits, whatsAppLink } from './trip-links';

describe('WhatsApp numbers and links (decision 108)', () => {
  it('reads a phone as people type it into the digits wa.me wants', () => {
    expect(whatsAppDigits('+94 77 123 4567')).toBe('94771234567');
    expect(whatsAppDigits('0094 77 123 4567')).toBe('94771234567');
    expect(whatsAppDigits('077-123-4567')).toBe('94771234567');
    expect(whatsAppDigits('771234567')).toBe('94771234567');
    expect(whatsAppDigits('+44 (20) 7946 0958')).toBe('442079460958');
    expect(whatsAppDigits('+49 151 2345 6789')).toBe('4915123456789');
  });

  it('gives no number for what cannot be one', () => {
    for (const typed of ['', '   ', 'call me', '+94', '12345', '+0 77 123 4567', '+94 77 123 4567 ext 2', '1'.repeat(16)]) expect(whatsAppDigits(typed), typed).toBeNull();
  });

  it('puts the message in the link, encoded', () => {
    expect(whatsAppLink('94771234567', 'Hello #AB12 & bye?')).toBe('https://wa.me/94771234567?text=Hello%20%23AB12%20%26%20bye%3F');
  });

  it("staff's office number: a phone or empty", () => {
    expect(chatSettingsInputSchema.safeParse({ officeWhatsApp: ' +94 77 999 8888 ' }).success).toBe(true);
    expect(chatSettingsInputSchema.safeParse({ officeWhatsApp: '' }).success).toBe(true);
    expect(chatSettingsInputSchema.safeParse({ officeWhatsApp: 'office' }).success).toBe(false);
  });
});
