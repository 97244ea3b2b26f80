/**
 * What the office types into the bookings search, read the way people mean it (issue 26): a
 * reference with or without its `#`, a name without its accents ("Muller" finds Müller), an e-mail
 * address, or a phone number written any way (spaces, dashes, +94 or a leading 0).
 */

/**
 * Latin letters with marks and the plain letter each reads as, as two strings of equal length for
 * SQL's `translate()`: the same map folds the stored names in the query and the typed text here, so
 * both sides agree letter for letter (no extension such as unaccent needed, on PGlite or PostgreSQL).
 */
function foldingMap(): { from: string; to: string } {
  let from = '';
  let to = '';
  for (let code = 0xc0; code <= 0x24f; code++) {
    const letter = String.fromCharCode(code);
    const plain = letter.normalize('NFD').replace(/\p{M}/gu, '');
    if (plain !== letter && /^[A-Za-z]$/.test(plain)) {
      from += letter;
      to += plain;
    }
  }
  // Letters with a stroke have no decomposition but read as the plain letter all the same.
  for (const [letter, plain] of [['Ø', 'O'], ['ø', 'o'], ['Ł', 'L'], ['ł', 'l'], ['Đ', 'D'], ['đ', 'd'], ['Ħ', 'H'], ['ħ', 'h']] as const) {
    from += letter;
    to += plain;
  }
  return { from, to };
}

export const ACCENT_FOLD = foldingMap();
const FOLD = new Map([...ACCENT_FOLD.from].map((letter, i) => [letter, ACCENT_FOLD.to[i]!]));

/** The text without accents on Latin letters, lower case: as the query folds the stored names. */
export function foldText(text: string): string {
  return [...text.normalize('NFC')].map((c) => FOLD.get(c) ?? c).join('').toLowerCase();
}

/** What leads a Sri Lankan number's digits before the national number: 0094, 94 or the trunk 0. */
export const PHONE_PREFIX_PATTERN = '^(0094|94|0)';

/** A phone number's digits without the country code or the trunk 0 in front: how numbers compare. */
export function nationalDigits(text: string): string {
  return text.replace(/\D/g, '').replace(new RegExp(PHONE_PREFIX_PATTERN), '');
}

/** At least this many digits make a typed number a phone number search (fewer match too many). */
export const PHONE_SEARCH_MIN_DIGITS = 4;

export interface SearchTerms {
  /** The text to find in names and e-mail addresses, folded; LIKE's wildcards escaped. */
  text: string;
  /** A reference prefix (lower-case hex), when what was typed can be one. */
  reference: string | null;
  /** The national digits of a phone number, when what was typed is one. */
  phone: string | null;
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function searchTerms(typed: string): SearchTerms {
  const q = typed.trim();
  const ref = q.replace(/^#\s*/, '').toLowerCase();
  const phone = nationalDigits(q);
  return {
    text: likeEscape(foldText(q)),
    reference: /^[0-9a-f-]+$/.test(ref) ? ref : null,
    phone: /^\+?[\d\s().-]+$/.test(q) && phone.length >= PHONE_SEARCH_MIN_DIGITS ? phone : null,
  };
}
