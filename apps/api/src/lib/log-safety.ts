/** 13 to 19 digits, optionally split by spaces or dashes: the shape of a payment card number. */
const CARD_LIKE = /\b\d(?:[ -]?\d){12,18}\b/g;

/** Keeps the last four digits of anything card-like, so logs can never hold a full card number. */
export function maskCardNumbers(text: string): string {
  return text.replace(CARD_LIKE, (match) => `[card ****${match.replace(/\D/g, '').slice(-4)}]`);
}
