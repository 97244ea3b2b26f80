/**
 * What people may not publish in a text others read (issue 29, decision 097): contact details
 * (a review is not a way round the office) and abusive words. One function answers which, so the
 * API's schemas and the forms refuse the same texts with the same sentence.
 *
 * False positives cost more than a missed word (a tourist refused for "Sussex" or "class" leaves;
 * a missed word is hidden by staff), so words are matched whole, never inside other words, and the
 * phone rule leaves dates and grouped amounts alone.
 */

/** What a text was refused for: the kind names the catalog sentence shown next to the field. */
export type TextProblem = 'email' | 'web' | 'phone' | 'messenger' | 'abusive';

/** Letters and digits, accents stripped (é -> e, ё -> е), lower case, ß -> ss; NFKC first so full-width forms count. */
function fold(text: string): string {
  return text.normalize('NFKC').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
}

// ---- Contact details ------------------------------------------------------------------------

const EMAIL = /[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\]|\{at\})\s*[\p{L}\p{N}-]+(?:\s*(?:\.|\(dot\)|\[dot\]|\{dot\})\s*[\p{L}\p{N}-]+)+/u;
/** Top-level domains a written address ends in: the common ones and those of our visitors' countries. */
const TLDS = 'com|net|org|info|biz|io|app|site|online|xyz|shop|travel|tours|lk|uk|fr|ru|cn|au|nl|ch|jp';
/**
 * Top-level domains that are also words (`in`, `it`, `de`...): "a great car.in the end" is a
 * missing space, not an address, so these count only with a path after them (`x.de/kontakt`).
 */
const WORD_TLDS = 'in|it|me|at|be|us|de|es|co|ca|so';
const WEB = [
  /\bhttps?:\/\//u,
  /\bwww\d?\./u,
  // A name, a dot, a known top-level domain, as a whole word: `lankaride.lk`, `x.co.uk`.
  new RegExp(`(?:^|[^\\p{L}\\p{N}@.])[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)*\\.(?:${TLDS})(?![\\p{L}\\p{N}])`, 'u'),
  new RegExp(`(?:^|[^\\p{L}\\p{N}@.])[\\p{L}\\p{N}-]+\\.(?:${WORD_TLDS})\\/`, 'u'),
  // Spelt out to slip past the rules above: `lankaride dot com`.
  new RegExp(`(?<![\\p{L}\\p{N}])(?:dot|punkt|point|точка)\\s*(?:${TLDS})(?![\\p{L}\\p{N}])`, 'u'),
];
/** Runs of digits with the separators phone numbers are written with. */
const DIGIT_RUN = /\+?\(?\d[\d\s\-./()]*\d/gu;
/** Dates and times, taken out before looking for phone numbers: `2034-03-15 10:30` is not one. */
const DATES_AND_TIMES = /(?<!\d)(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{2,4}|\d{1,2}[:h]\d{2})(?!\d)/gu;
/** A grouped amount (`1.500.000`, `1 500 000`) is not a phone number either. */
const AMOUNT = /^\d{1,3}(?:[.\s]\d{3})+$/u;
const PHONE_DIGITS = 7;
/** A messenger named, then a handle or number after `:`/`=`, or a messenger's own link. */
const MESSENGER = [
  /\b(?:whats\s?app|viber|telegram|wechat|weixin|skype|instagram|insta|facebook|snapchat)\s*(?:id|handle|name|number|no\.?|#)?\s*[:=]\s*\S/u,
  /\b(?:wa\.me|t\.me|viber:\/\/|m\.me)\b/u,
  // A social handle: `@name` standing alone (an e-mail address is caught before).
  /(?:^|[\s(,;])@[\p{L}\p{N}_.]{3,}/u,
];

function hasPhoneNumber(text: string): boolean {
  for (const [run] of text.replace(DATES_AND_TIMES, ' ; ').matchAll(DIGIT_RUN)) {
    const trimmed = run.trim();
    if (AMOUNT.test(trimmed)) continue;
    if ((trimmed.match(/\d/g)?.length ?? 0) >= PHONE_DIGITS) return true;
  }
  return false;
}

/** The kind of contact detail the text holds, if any. */
export function contactDetailIn(text: string): Exclude<TextProblem, 'abusive'> | null {
  const folded = fold(text);
  if (EMAIL.test(folded)) return 'email';
  if (WEB.some((re) => re.test(folded))) return 'web';
  if (hasPhoneNumber(folded)) return 'phone';
  if (MESSENGER.some((re) => re.test(folded))) return 'messenger';
  return null;
}

// ---- Abusive words ---------------------------------------------------------------------------

/**
 * Words refused, folded (see `fold`). `word*` also refuses the words it begins (`fucking`), so a
 * stem is only listed where no ordinary word begins with it. Names and words with an innocent
 * meaning are left out on purpose: "Dick", French "con" and "retard" (a delay), British "fag"
 * and "pissed", `fick*` (fickle), and "ass" only as a whole word ("assistant", "class" pass). Sinhala and
 * Tamil are not listed yet: a native speaker should write those (decision 097).
 */
const ABUSIVE_WORDS: readonly string[] = [
  // English
  'fuck*', 'fck', 'fcking', 'motherfucker*', 'shit', 'shits', 'shitty', 'shithead*', 'bullshit', 'cunt*', 'bitch*', 'bastard*',
  'asshole*', 'arsehole*', 'ass', 'dickhead*', 'wanker*', 'twat*', 'slut*', 'whore*', 'nigger*', 'nigga*', 'faggot*', 'scumbag*',
  // German
  'scheisse', 'scheiss*', 'arschloch*', 'arsch', 'fotze*', 'wichser*', 'hurensohn*', 'hure', 'huren', 'fick', 'ficken', 'fickt', 'gefickt', 'ficker',
  'schlampe*', 'missgeburt*', 'mistkerl*',
  // French
  'merde*', 'putain*', 'connard*', 'connasse*', 'salope*', 'encule*', 'pute', 'putes', 'batard*', 'niquer', 'nique', 'ntm', 'fdp', 'enfoire*',
  // Russian (folded: й -> и, ё -> е)
  'хуи', 'хуя', 'хую', 'хуем', 'хуе*', 'пизд*', 'бляд*', 'блят*', 'бля', 'сука', 'суки', 'сучка*', 'еба*', 'ебл*', 'ебу*', 'мудак*', 'мудил*', 'залуп*', 'гандон*', 'долбоеб*', 'уебок*', 'уебищ*', 'пидор*', 'пидар*',
];
/** Scripts without spaces between words: matched as parts of the text. */
const ABUSIVE_PHRASES: readonly string[] = ['傻逼', '傻屄', '煞笔', '操你妈', '操你媽', '肏你', '他妈的', '他媽的', '王八蛋', '狗日的', '贱人', '賤人', '婊子', '去死吧'];

interface WordRule {
  stem: string;
  prefix: boolean;
}
const RULES: readonly WordRule[] = ABUSIVE_WORDS.map((w) => ({ stem: w.replace(/\*$/u, ''), prefix: w.endsWith('*') }));
const EXACT = new Set(RULES.filter((r) => !r.prefix).map((r) => r.stem));
const PREFIXES = RULES.filter((r) => r.prefix).map((r) => r.stem);

/** Digits and signs written for letters: `sh1t`, `@ss`, `$lut`. */
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };
/** A word as written, with the signs people hide letters behind (`f*ck`, `f#ck`). */
const TOKEN = /[\p{L}\p{N}*#@$!]+/gu;
const HIDDEN = /[*#]/u;

function isListed(word: string): boolean {
  return EXACT.has(word) || PREFIXES.some((stem) => word.startsWith(stem));
}

/** `f*ck`, `sh**` : a word with a few letters hidden that some listed word fills in. */
function isMaskedListed(word: string): boolean {
  const letters = word.replace(/[*#]/gu, '').length;
  // `****` or `*5*` could be anything: at least two letters shown, and more shown than hidden.
  if (letters < 2 || letters < word.length - letters) return false;
  const chars = Array.from(word);
  const fits = (stem: string, exactLength: boolean) => {
    const s = Array.from(stem);
    if (exactLength ? s.length !== chars.length : chars.length < s.length) return false;
    return s.every((ch, i) => chars[i] === ch || chars[i] === '*' || chars[i] === '#');
  };
  return [...EXACT].some((w) => fits(w, true)) || PREFIXES.some((stem) => fits(stem, false) && !HIDDEN.test(chars.slice(stem.length).join('')));
}

/** The spellings of one written word worth looking up: as is, letters for digits, stretched letters shrunk. */
function spellings(token: string): string[] {
  const trimmed = token.replace(/^[*#!]+|[*#!]+$/gu, '');
  const unleet = Array.from(trimmed, (ch) => LEET[ch] ?? ch).join('');
  const out = new Set([trimmed, unleet]);
  for (const w of [trimmed, unleet]) {
    out.add(w.replace(/(\p{L})\1{2,}/gu, '$1'));
    out.add(w.replace(/(\p{L})\1{2,}/gu, '$1$1'));
  }
  return [...out].filter((w) => w.length > 0);
}

/** True when the text holds an abusive word (any listed language), however spelt. */
export function hasAbusiveWords(text: string): boolean {
  const folded = fold(text);
  if (ABUSIVE_PHRASES.some((phrase) => folded.includes(phrase))) return true;
  const tokens = [...folded.matchAll(TOKEN)].map((m) => m[0]);
  // Letters written apart (`f u c k`, `s.h.i.t`) are read as one word.
  const joined: string[] = [];
  let run = '';
  for (const token of tokens) {
    if (Array.from(token).length === 1) run += token;
    else {
      if (run.length >= 3) joined.push(run);
      run = '';
    }
  }
  if (run.length >= 3) joined.push(run);
  return [...tokens, ...joined].some((token) => spellings(token).some((w) => (HIDDEN.test(w) ? isMaskedListed(w) : isListed(w))));
}

/** The first thing a text others read may not hold: a contact detail, then an abusive word. */
export function publicTextProblem(text: string, opts: { contactDetails: boolean }): TextProblem | null {
  return (opts.contactDetails ? contactDetailIn(text) : null) ?? (hasAbusiveWords(text) ? 'abusive' : null);
}
