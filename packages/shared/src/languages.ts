/**
 * The languages drivers may speak and tourists may ask for: ISO 639-1 codes, stored and sent as
 * codes, shown by name. The list is Sri Lanka's own languages, English, and the languages of its
 * visitors (the largest source markets: India, China, Russia, the UK, Germany, France, Australia,
 * the Maldives, Japan, the Middle East and the rest of Europe and Asia). A fixed list, so no free
 * text ("WhatsApp +94... for 50% off") can reach the public list the booking form shows.
 */
export const LANGUAGES = [
  { code: 'si', name: 'Sinhala' },
  { code: 'ta', name: 'Tamil' },
  { code: 'en', name: 'English' },
  { code: 'ar', name: 'Arabic' },
  { code: 'bn', name: 'Bengali' },
  { code: 'zh', name: 'Chinese' },
  { code: 'cs', name: 'Czech' },
  { code: 'da', name: 'Danish' },
  { code: 'dv', name: 'Dhivehi' },
  { code: 'nl', name: 'Dutch' },
  { code: 'fi', name: 'Finnish' },
  { code: 'fr', name: 'French' },
  { code: 'de', name: 'German' },
  { code: 'he', name: 'Hebrew' },
  { code: 'hi', name: 'Hindi' },
  { code: 'id', name: 'Indonesian' },
  { code: 'it', name: 'Italian' },
  { code: 'ja', name: 'Japanese' },
  { code: 'kn', name: 'Kannada' },
  { code: 'kk', name: 'Kazakh' },
  { code: 'ko', name: 'Korean' },
  { code: 'ms', name: 'Malay' },
  { code: 'ml', name: 'Malayalam' },
  { code: 'no', name: 'Norwegian' },
  { code: 'fa', name: 'Persian' },
  { code: 'pl', name: 'Polish' },
  { code: 'pt', name: 'Portuguese' },
  { code: 'ru', name: 'Russian' },
  { code: 'es', name: 'Spanish' },
  { code: 'sv', name: 'Swedish' },
  { code: 'te', name: 'Telugu' },
  { code: 'th', name: 'Thai' },
  { code: 'tr', name: 'Turkish' },
  { code: 'uk', name: 'Ukrainian' },
  { code: 'ur', name: 'Urdu' },
  { code: 'vi', name: 'Vietnamese' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as readonly LanguageCode[];

const BY_CODE = new Map<string, (typeof LANGUAGES)[number]>(LANGUAGES.map((l) => [l.code, l]));
const BY_NAME = new Map<string, LanguageCode>(LANGUAGES.map((l) => [l.name.toLowerCase(), l.code]));

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && BY_CODE.has(value);
}

/**
 * The code of a language written as its code or its English name, any case (`de`, `German`,
 * `GERMAN`): clients that send names, such as the original front end's comma-separated field,
 * keep working. Undefined for anything not on the list.
 */
export function languageCodeOf(value: string): LanguageCode | undefined {
  const key = value.trim().toLowerCase();
  return BY_CODE.has(key) ? (key as LanguageCode) : BY_NAME.get(key);
}

/** The English name of a code; an unknown code is shown as it is. */
export function languageName(code: string): string {
  return BY_CODE.get(code)?.name ?? code;
}

/** Codes as a sentence's list of names: `en, de` -> `English, German`. */
export function languageNames(codes: readonly string[]): string {
  return codes.map(languageName).join(', ');
}
