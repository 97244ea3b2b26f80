import { z } from 'zod';
import { isValidDateString, isValidTimeString } from '../datetime';
import { LIMITS } from '../constants';

/** The "simple pattern" the spec asks for: something@something.something, no spaces. */
export const SIMPLE_EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Msg = string;

/**
 * True when text holds no control characters (C0, DEL, C1; tab and line breaks are allowed in
 * multi-line text) and no half of a surrogate pair. Such characters are never part of what a
 * person types; the database refuses NUL outright and would store a lone surrogate as U+FFFD.
 */
export function isCleanText(value: string, multiline = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20) {
      if (!(multiline && (c === 0x09 || c === 0x0a || c === 0x0d))) return false;
    } else if (c >= 0x7f && c <= 0x9f) {
      return false;
    } else if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return false;
    }
  }
  return true;
}

export const notCleanText = (label: string) => `${label} contains characters that are not allowed`;

interface TextOptions {
  /** Tabs and line breaks are allowed (messages, special requests). */
  multiline?: boolean;
}

/** A string that must not be blank after trimming; missing or non-text input reads `required`. */
export function requiredText(required: Msg, max: number, label: string, opts: TextOptions = {}) {
  return z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? required : `${label} must be text`) })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((s) => isCleanText(s, opts.multiline), notCleanText(label));
}

/** An optional string: missing, null and blank all become ''. */
export function optionalText(max: number, label: string, opts: TextOptions = {}) {
  return z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .refine((s) => isCleanText(s, opts.multiline), notCleanText(label)),
  );
}

export function emailField(required: Msg, invalid: Msg) {
  return requiredText(required, LIMITS.email, 'Email').regex(SIMPLE_EMAIL_RE, invalid).toLowerCase();
}

export function dateField(required: Msg, invalid: Msg) {
  return requiredText(required, 10, 'Date').refine(isValidDateString, invalid);
}

export function timeField(required: Msg, invalid: Msg) {
  return requiredText(required, 5, 'Time').refine(isValidTimeString, invalid);
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

export const languagesField = z
  .preprocess(
    (v) => (v === undefined || v === null ? [] : parseLanguages(v)),
    z
      .array(z.string({ error: 'Languages must be text' }).max(40, 'Each language must be at most 40 characters').refine((s) => isCleanText(s), notCleanText('Languages')), {
        error: 'Languages must be a list',
      })
      .max(LIMITS.maxLanguages, `At most ${LIMITS.maxLanguages} languages`),
  )
  .transform((list) => [...new Set(list)]);

export const experienceYearsField = z.preprocess(
  (v) => (v === undefined || v === null ? 0 : fromFormNumber(v) ?? 0),
  z
    .number({ error: 'Experience years must be a whole number' })
    .int('Experience years must be a whole number')
    .min(0, 'Experience years cannot be negative')
    .max(LIMITS.maxExperienceYears, `Experience years must be at most ${LIMITS.maxExperienceYears}`),
);

export const idField = z.uuid({ error: 'Invalid id' });
