import './zod-config';
import { z } from 'zod';
import { FIELD_NAMES, MESSAGES } from '../messages';
import { UI_LANGUAGE_CODES } from '../i18n/locales';
import { INFO_PAGE_LIMITS, INFO_PAGE_SLUGS } from '../info-pages';
import { optionalText } from './fields';

/** The API's shapes of the travellers' pages (decision 085). */

const languageField = z.enum(UI_LANGUAGE_CODES, { error: MESSAGES.validation.uiLanguage(UI_LANGUAGE_CODES) });

/** `?lang=` of `GET /api/pages/:slug`: one of the product's languages, English when absent. */
export const infoPageQuerySchema = z.object({ lang: languageField.default('en') });

/** GET /api/pages/:slug: a page in one language, staff's text when they gave one, else the default. */
export const infoPageSchema = z.object({
  slug: z.enum(INFO_PAGE_SLUGS),
  lang: z.enum(UI_LANGUAGE_CODES),
  title: z.string(),
  body: z.string().describe('Plain lines: "## " a heading, "- " a list item, a blank line a new paragraph, [words](/path) a link to a page of this site'),
  custom: z.boolean().describe('Whether staff replaced the default text in this language'),
  updatedAt: z.string().nullable(),
  cancellation: z
    .object({ heading: z.string(), tiers: z.array(z.string()), deposit: z.string() })
    .optional()
    .describe('The cancellation page only: the refund tiers and deposit of the current pricing policy, in the language asked'),
});
export type InfoPage = z.infer<typeof infoPageSchema>;

/** One language of a page as staff edit it: the text shown now, and the default it falls back to. */
export const infoPageTextSchema = z.object({
  lang: z.enum(UI_LANGUAGE_CODES),
  title: z.string(),
  body: z.string(),
  custom: z.boolean(),
  updatedAt: z.string().nullable(),
  defaultTitle: z.string(),
  defaultBody: z.string(),
});

/** GET/PUT /api/admin/pages/:slug: the page in every language. */
export const adminInfoPageSchema = z.object({ slug: z.enum(INFO_PAGE_SLUGS), texts: z.array(infoPageTextSchema) });
export type AdminInfoPage = z.infer<typeof adminInfoPageSchema>;

/**
 * PUT /api/admin/pages/:slug: the languages staff changed. A title or text left blank, or the same
 * as the default, is the default (so a later change of the default reaches it).
 */
export const infoPageUpdateSchema = z.object({
  texts: z
    .array(
      z.object({
        lang: languageField,
        title: optionalText(INFO_PAGE_LIMITS.title, FIELD_NAMES.pageTitle),
        body: optionalText(INFO_PAGE_LIMITS.body, FIELD_NAMES.pageText, { multiline: true }),
      }),
      { error: MESSAGES.validation.pageTexts },
    )
    .min(1, MESSAGES.validation.pageTexts)
    .max(UI_LANGUAGE_CODES.length, MESSAGES.validation.pageTexts)
    .refine((texts) => new Set(texts.map((t) => t.lang)).size === texts.length, MESSAGES.validation.pageLanguagesOnce),
});
export type InfoPageUpdate = z.input<typeof infoPageUpdateSchema>;
