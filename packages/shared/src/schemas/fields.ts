import './zod-config';
import { z } from 'zod';
import { isValidDateString, isValidTimeString } from '../datetime';
import { LIMITS } from '../constants';
import { FIELD_NAMES, MESSAGES } from '../messages';

import { languageCodeOf } from '../languages';
import { COUNTRY_CODES } from '../countries';
import { publicTextProblem, type TextProblem } from './text-checks';

const V = MESSAGES.validation;

/**
 * An e-mail address, strictly: a local part of letters, digits and `. _ % + -` (no leading,
 * trailing or doubled dot, at most 64 characters) and a domain of at least two labels of letters,
 * digits and inner hyphens, ending in a top-level domain of letters (or an `xn--` IDN). Stricter
 * than RFC 5322 on purpose: `?`, `&`, `=`, quotes and spaces are refused, so an address can never
 * smuggle headers or a body into a `mailto:` link, and what staff see is what mail goes to. It is
 * the spec's "simple pattern" (something@something.something) made exact.
 */
export const EMAIL_RE =
  /^(?=[^@]{1,64}@)[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= LIMITS.email && EMAIL_RE.test(value);
}

type Msg = string;

/** Characters that change how text around them is shown without being seen: bidirectional controls. */
const BIDI_CONTROLS = new Set([0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]);
/** Invisible characters with no place in what a person types: zero-width space, word joiner and invisible operators, BOM, soft hyphen, Mongolian vowel separator. */
const INVISIBLE = new Set([0x00ad, 0x180e, 0x200b, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0xfeff]);
const ZWNJ = 0x200c;
const ZWJ = 0x200d;
const BLACK_FLAG = 0x1f3f4;
const CANCEL_TAG = 0xe007f;

/**
 * True when text holds nothing that hides or disguises what it says: no control characters (C0,
 * DEL, C1; tab and line breaks are allowed in multi-line text), no bidirectional controls (a
 * right-to-left override makes `gnp.exe` read `exe.png` in staff screens), no zero-width or other
 * invisible characters, and no half of a surrogate pair. The zero-width joiner and non-joiner are
 * allowed between two non-ASCII characters, where Sinhala, Tamil and other scripts (ශ්‍රී) and
 * emoji sequences need them; tag characters only inside a flag emoji (🏴 + tags + cancel tag).
 */
export function isCleanText(value: string, multiline = false): boolean {
  const points = Array.from(value, (ch) => ch.codePointAt(0)!);
  let inFlagTags = false;
  for (let i = 0; i < points.length; i++) {
    const c = points[i]!;
    if (c < 0x20) {
      if (!(multiline && (c === 0x09 || c === 0x0a || c === 0x0d))) return false;
    } else if ((c >= 0x7f && c <= 0x9f) || (c >= 0xd800 && c <= 0xdfff) || BIDI_CONTROLS.has(c) || INVISIBLE.has(c)) {
      return false;
    } else if (c === ZWJ || c === ZWNJ) {
      const before = points[i - 1];
      const after = points[i + 1];
      if (before === undefined || after === undefined || before < 0x80 || after < 0x80) return false;
    } else if (c >= 0xe0000 && c <= 0xe007f) {
      if (!inFlagTags) return false;
      if (c === CANCEL_TAG) inFlagTags = false;
      continue;
    }
    inFlagTags = c === BLACK_FLAG;
  }
  return !inFlagTags || points[points.length - 1] === BLACK_FLAG;
}

export const notCleanText = (label: string) => MESSAGES.validation.notClean(label);

/** The sentence a refused text is shown, naming what was refused (decision 097). */
export function textProblemMessage(problem: TextProblem, label: string): string {
  switch (problem) {
    case 'email':
      return V.contactEmail(label);
    case 'web':
      return V.contactWeb(label);
    case 'phone':
      return V.contactPhone(label);
    case 'messenger':
      return V.contactMessenger(label);
    case 'abusive':
      return V.abusive(label);
  }
}

/**
 * Who reads a text, and so what it may not hold (decision 097). `public`: anyone (a review's
 * comment): no contact details and no abusive words. `staff`: the office or a driver (a special
 * request, a message to the office): no abusive words; contact details are what such texts are for.
 */
export type TextReaders = 'public' | 'staff';

interface TextOptions {
  /** Tabs and line breaks are allowed (messages, special requests). */
  multiline?: boolean;
  /** Who reads it: the text is screened for what those readers must not be sent. */
  readers?: TextReaders;
}

/** Adds the readers' screening (if any) to a text schema, after the trimming and the other checks. */
function screened<T extends z.ZodType<string>>(schema: T, label: string, readers: TextReaders | undefined) {
  if (!readers) return schema;
  return schema.superRefine((s, ctx) => {
    const problem = publicTextProblem(s, { contactDetails: readers === 'public' });
    if (problem) ctx.addIssue({ code: 'custom', message: textProblemMessage(problem, label) });
  });
}

/** A string that must not be blank after trimming; missing or non-text input reads `required`. */
export function requiredText(required: Msg, max: number, label: string, opts: TextOptions = {}) {
  return screened(
    z
      .string({ error: (iss) => (iss.input === undefined || iss.input === null ? required : V.notText(label)) })
      .trim()
      .min(1, required)
      .max(max, V.tooLong(label, max))
      .refine((s) => isCleanText(s, opts.multiline), notCleanText(label)),
    label,
    opts.readers,
  );
}

/** An optional string: missing, null and blank all become ''. */
export function optionalText(max: number, label: string, opts: TextOptions = {}) {
  return z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    screened(
      z
        .string({ error: V.notText(label) })
        .trim()
        .max(max, V.tooLong(label, max))
        .refine((s) => isCleanText(s, opts.multiline), notCleanText(label)),
      label,
      opts.readers,
    ),
  );
}

export function emailField(required: Msg, invalid: Msg) {
  return requiredText(required, LIMITS.email, FIELD_NAMES.email).refine(isEmailAddress, invalid).transform((s) => s.toLowerCase());
}

/** An e-mail address that may be left out: missing, null and blank become null (staff's phone bookings). */
export function optionalEmailField(invalid: Msg) {
  return optionalText(LIMITS.email, FIELD_NAMES.email)
    .refine((s) => s === '' || isEmailAddress(s), invalid)
    .transform((s) => (s === '' ? null : s.toLowerCase()));
}

export function dateField(required: Msg, invalid: Msg) {
  return requiredText(required, 10, FIELD_NAMES.date).refine(isValidDateString, invalid);
}

export function timeField(required: Msg, invalid: Msg) {
  return requiredText(required, 5, FIELD_NAMES.time).refine(isValidTimeString, invalid);
}

const NUMERIC_RE = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** HTML forms send numbers as strings: accept "2" as 2, treat "" as missing. */
export function fromFormNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return NUMERIC_RE.test(trimmed) ? Number(trimmed) : value;
}

export function numberField(schema: z.ZodNumber) {
  return z.preprocess(fromFormNumber, schema);
}

/** Optional YYYY-MM-DD; '' and null both mean "not set" and become null. */
export function optionalDate(invalid: Msg) {
  return z.preprocess(
    (v) => (v === undefined || v === '' ? null : v),
    z.string({ error: invalid }).refine(isValidDateString, invalid).nullable(),
  );
}

/** Languages as a list, or as the comma-separated text of a form: trimmed, empties dropped. */
export function parseLanguages(value: unknown): unknown {
  const list = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(list)) return list;
  return list.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '');
}

/**
 * A list of languages from the fixed list (languages.ts), given as codes or English names, as a
 * list or comma-separated text; answered as distinct codes in the order given.
 */
export function languageListField(opts: { max: number; tooMany: Msg; notAList: Msg }) {
  const L = MESSAGES.languages;
  return z
    .preprocess(
      (v) => (v === undefined || v === null || v === '' ? [] : parseLanguages(v)),
      z
        .array(
          z
            .string({ error: L.notText })
            .max(40, L.tooLong)
            .refine((s) => isCleanText(s), notCleanText(FIELD_NAMES.languages))
            .transform((s, check) => {
              const code = languageCodeOf(s);
              if (code) return code;
              check.addIssue({ code: 'custom', message: L.unknown });
              return z.NEVER;
            }),
          { error: opts.notAList },
        )
        .max(opts.max, opts.tooMany),
    )
    .transform((list) => [...new Set(list)]);
}

/** The languages a driver speaks. */
export const languagesField = languageListField({ max: LIMITS.maxLanguages, tooMany: MESSAGES.languages.tooMany(LIMITS.maxLanguages), notAList: MESSAGES.languages.notAList });

export const experienceYearsField = z.preprocess(
  (v) => (v === undefined || v === null ? 0 : fromFormNumber(v) ?? 0),
  z
    .number({ error: V.experienceWhole })
    .int(V.experienceWhole)
    .min(0, V.experienceNegative)
    .max(LIMITS.maxExperienceYears, V.experienceMax(LIMITS.maxExperienceYears)),
);

export const idField = z.uuid({ error: V.idInvalid });

/**
 * The country a tourist may give (decision 097): an ISO 3166-1 code from the fixed list; '' and
 * null clear it, and leaving it out keeps what the account has.
 */
export const countryField = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.enum(COUNTRY_CODES, { error: V.countryInvalid }).nullable().optional(),
);
