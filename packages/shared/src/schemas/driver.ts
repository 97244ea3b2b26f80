import './zod-config';
import { z } from 'zod';
import { photoSchema } from './photo';
import { LIMITS, MIN_PASSWORD_LENGTH } from '../constants';
import { DRIVER_REGIONS, TOURIST_LICENCE_KINDS } from '../driver-profiles';
import { UI_LANGUAGE_CODES } from '../i18n/locales';
import { FIELD_NAMES as F, MESSAGES } from '../messages';
import { isEmailAddress, experienceYearsField, isCleanText, languagesField, notCleanText, optionalDate, optionalText } from './fields';
import { publicReviewSchema, ratingSchema } from './review';

const D = MESSAGES.driverForm;
const V = MESSAGES.validation;

const uiLanguageError = V.uiLanguage(UI_LANGUAGE_CODES.join(', '));

/**
 * A driver's profile for travellers (issue 30, decision 102). Each part is optional on a write:
 * left out, it stays as it was (clients of the spec's API send none of them).
 */
const profileFields = {
  /** Read by anyone on the public profile: no contact details, no abusive words. */
  introduction: optionalText(LIMITS.introduction, F.introduction, { multiline: true, readers: 'public' }).optional(),
  /** The language the driver wrote it in; null with no introduction. */
  introductionLanguage: z
    .preprocess((v) => (v === '' || v === undefined ? null : v), z.enum(UI_LANGUAGE_CODES, { error: uiLanguageError }).nullable())
    .optional(),
  regions: z
    .array(z.enum(DRIVER_REGIONS, { error: V.chooseFromList }), { error: V.chooseFromList })
    .max(DRIVER_REGIONS.length, V.chooseFromList)
    .transform((list) => [...new Set(list)])
    .optional(),
};

/** Staff's translations of the introduction, by UI language; a blank one is removed. */
const translationsField = z
  .partialRecord(z.enum(UI_LANGUAGE_CODES, { error: uiLanguageError }), optionalText(LIMITS.introduction, F.introduction, { multiline: true, readers: 'public' }), {
    error: uiLanguageError,
  })
  .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, text]) => text))) as z.ZodType<Partial<Record<(typeof UI_LANGUAGE_CODES)[number], string>>, unknown>;

/** The tourist-board (SLTDA) licence: a category with its number and expiry, or none (`kind` null or ''). */
const touristLicenseField = z
  .object({
    kind: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.enum(TOURIST_LICENCE_KINDS, { error: V.chooseFromList }).nullable()),
    number: optionalText(LIMITS.text, F.licenseNumber),
    expiry: optionalDate(V.dateInvalid(F.licenseExpiry)),
  })
  .superRefine((licence, ctx) => {
    if (licence.kind && (!licence.number || !licence.expiry)) ctx.addIssue({ code: 'custom', message: MESSAGES.api.licenceIncomplete, path: [licence.number ? 'expiry' : 'number'] });
  })
  .transform((licence) => (licence.kind ? { kind: licence.kind, number: licence.number, expiry: licence.expiry! } : null));

/** An introduction needs the language it is written in. */
function checkIntroduction(data: { introduction?: string; introductionLanguage?: string | null }, ctx: z.RefinementCtx) {
  if (data.introduction && data.introductionLanguage === null) ctx.addIssue({ code: 'custom', message: uiLanguageError, path: ['introductionLanguage'] });
}

const driverFields = {
  username: optionalText(LIMITS.name, F.username),
  email: optionalText(LIMITS.email, F.email),
  phone: optionalText(LIMITS.phone, F.phone),
  licenseNumber: optionalText(LIMITS.text, F.licenseNumber),
  licenseExpiry: optionalDate(V.dateInvalid(F.licenseExpiry)),
  experienceYears: experienceYearsField,
  languages: languagesField,
  password: optionalText(LIMITS.password, F.password),
  ...profileFields,
  introductionTranslations: translationsField.optional(),
  touristLicense: touristLicenseField.nullable().optional(),
};

type DriverFields = { username: string; email: string; licenseNumber: string; password: string; introduction?: string; introductionLanguage?: string | null };

function checkDriver(isNew: boolean) {
  return (data: DriverFields, ctx: z.RefinementCtx) => {
    if (!data.username || !data.email) {
      ctx.addIssue({ code: 'custom', message: D.usernameEmailRequired, path: ['username'] });
    } else if (!isEmailAddress(data.email)) {
      ctx.addIssue({ code: 'custom', message: V.emailInvalid, path: ['email'] });
    }
    if (isNew && !data.password) {
      ctx.addIssue({ code: 'custom', message: D.passwordRequiredForNew, path: ['password'] });
    } else if (data.password && data.password.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: 'custom', message: D.passwordTooShort, path: ['password'] });
    }
    if (!data.licenseNumber) ctx.addIssue({ code: 'custom', message: D.licenseRequired, path: ['licenseNumber'] });
    checkIntroduction(data, ctx);
  };
}

const lowerEmail = <T extends { email: string }>(d: T) => ({ ...d, email: d.email.toLowerCase() });

/** POST /api/admin/drivers: the admin driver form for a new driver (role is always driver). */
export const driverCreateSchema = z.object(driverFields).superRefine(checkDriver(true)).transform(lowerEmail);
/** PUT /api/admin/drivers/:id: a blank password keeps the current one. */
export const driverUpdateSchema = z.object(driverFields).superRefine(checkDriver(false)).transform(lowerEmail);
export type DriverWrite = z.output<typeof driverCreateSchema>;
export type DriverInput = z.input<typeof driverCreateSchema>;

/** PUT /api/drivers/profile: email is not changeable and is ignored if sent. */
export const driverProfileSchema = z.object({
  username: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string({ error: MESSAGES.driver.usernameRequired })
      .trim()
      .min(1, MESSAGES.driver.usernameRequired)
      .max(LIMITS.name, V.tooLong(F.username, LIMITS.name))
      .refine((s) => isCleanText(s), notCleanText(F.username)),
  ),
  phone: optionalText(LIMITS.phone, F.phone),
  licenseNumber: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string({ error: MESSAGES.driver.licenseRequired })
      .trim()
      .min(1, MESSAGES.driver.licenseRequired)
      .max(LIMITS.text, V.tooLong(F.licenseNumber, LIMITS.text))
      .refine((s) => isCleanText(s), notCleanText(F.licenseNumber)),
  ),
  licenseExpiry: optionalDate(V.dateInvalid(F.licenseExpiry)),
  experienceYears: experienceYearsField,
  languages: languagesField,
  ...profileFields,
}).superRefine(checkIntroduction);
export type DriverProfileInput = z.input<typeof driverProfileSchema>;

/** POST /api/admin/drivers/:id/licences/:licence/verify: which licence staff checked. */
export const licenceParamsSchema = z.object({
  id: z.string(),
  licence: z.enum(['driving', 'touristBoard'], { error: V.chooseFromList }),
});

/** Who verified a licence and when; null: not verified (or changed since). */
export const licenceVerificationSchema = z
  .object({ at: z.string(), by: z.object({ _id: z.string(), username: z.string() }).nullable() })
  .nullable()
  .describe('Who of the staff verified the licence and when; null: not verified, or its number or expiry changed since');

/** The profile a driver's own answer and staff's carry beyond the spec's fields (drivers only). */
export const driverProfileFieldsSchema = {
  introduction: z.string().optional().describe('In the driver’s own language'),
  introductionLanguage: z.enum(UI_LANGUAGE_CODES).nullable().optional(),
  introductionTranslations: z.record(z.string(), z.string()).optional().describe("The office's translations, by UI language"),
  regions: z.array(z.enum(DRIVER_REGIONS)).optional(),
  licenseVerification: licenceVerificationSchema.optional(),
  touristLicense: z
    .object({ kind: z.enum(TOURIST_LICENCE_KINDS), number: z.string(), expiry: z.string(), verification: licenceVerificationSchema })
    .nullable()
    .optional()
    .describe('The tourist-board (SLTDA) licence; null: none'),
};

/** A verified licence as travellers see it: which, and the month it runs to. Never its number. */
export const driverBadgeSchema = z.object({
  kind: z.enum(['driving', ...TOURIST_LICENCE_KINDS]),
  verified: z.literal(true),
  validUntil: z.string().describe('YYYY-MM: the month the licence expires'),
});
export type DriverBadge = z.infer<typeof driverBadgeSchema>;

/**
 * A driver as anyone may read them (decision 102): first name, photo, languages, experience,
 * regions, the introduction in the language asked for (else English, else the driver's), the
 * licences staff verified and still valid, the rating. Never phone, e-mail or licence numbers.
 */
export const publicDriverSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  photo: photoSchema.nullable().describe("The driver's photo; null until one is uploaded (the page shows initials)"),
  languages: z.array(z.string()).describe('ISO 639-1 codes'),
  experienceYears: z.number(),
  regions: z.array(z.enum(DRIVER_REGIONS)),
  introduction: z
    .object({
      text: z.string(),
      language: z.enum(UI_LANGUAGE_CODES).describe('The language the text is in'),
      translated: z.boolean().describe("true: the office's translation of the driver's own text"),
    })
    .nullable(),
  badges: z.array(driverBadgeSchema),
  rating: ratingSchema,
});
export type PublicDriver = z.infer<typeof publicDriverSchema>;

/** GET /api/drivers/:id/profile: the public driver and a page of the published reviews of trips they drove. */
export const driverPublicProfileSchema = publicDriverSchema.extend({
  reviews: z.object({ items: z.array(publicReviewSchema), nextCursor: z.string().nullable() }),
});
export type DriverPublicProfile = z.infer<typeof driverPublicProfileSchema>;

/** `?lang=`: the language the introduction is wanted in. */
export const driverLanguageQuerySchema = z.object({
  lang: z.enum(UI_LANGUAGE_CODES, { error: uiLanguageError }).optional(),
});

/** GET /api/admin/drivers/licences/expiring: licences to renew within LICENCE_WARNING_DAYS, or already expired. */
export const expiringLicenceSchema = z.object({
  driver: z.object({ _id: z.string(), username: z.string() }),
  licence: z.enum(['driving', ...TOURIST_LICENCE_KINDS]),
  expiry: z.string(),
  expired: z.boolean(),
});
export type ExpiringLicence = z.infer<typeof expiringLicenceSchema>;
