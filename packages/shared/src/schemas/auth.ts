import { UI_LANGUAGE_CODES } from '../i18n/locales';
import './zod-config';
import { z } from 'zod';
import { LIMITS, MIN_PASSWORD_LENGTH, ROLES } from '../constants';
import { FIELD_NAMES as F, MESSAGES } from '../messages';
import { countryField, emailField, isEmailAddress, experienceYearsField, isCleanText, languagesField, notCleanText, optionalDate, optionalText, requiredText } from './fields';

const R = MESSAGES.registration;
const V = MESSAGES.validation;

/** The language the browser asks for (registration, sign-in): the account's e-mails use it until its person chooses one. */
const browserLanguageField = z.enum(UI_LANGUAGE_CODES, { error: MESSAGES.validation.uiLanguage(UI_LANGUAGE_CODES) }).optional();

export const loginSchema = z.object({
  email: z
    .string({ error: V.emailRequired })
    .trim()
    .min(1, V.emailRequired)
    .max(LIMITS.email, V.tooLong(F.email, LIMITS.email))
    .refine((s) => isCleanText(s), notCleanText(F.email))
    .toLowerCase(),
  password: z.string({ error: V.passwordRequired }).min(1, V.passwordRequired).max(LIMITS.password, V.passwordTooLong),
  browserLanguage: browserLanguageField,
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Self-registration makes tourists and drivers; a missing or unknown role makes a tourist. */
export const SELF_REGISTRATION_ROLES = ['tourist', 'driver'] as const;
export type SelfRegistrationRole = (typeof SELF_REGISTRATION_ROLES)[number];

export function normalizeRegistrationRole(role: unknown): SelfRegistrationRole | 'admin' {
  if (role === 'admin') return 'admin';
  return role === 'driver' ? 'driver' : 'tourist';
}

/**
 * Optional at registration: sent when the person chose a language on the device (switcher,
 * `?lang=`); an unknown code is refused, none leaves the account without a language (decision 081).
 */
const preferredLanguageField = z.enum(UI_LANGUAGE_CODES, { error: MESSAGES.validation.uiLanguage(UI_LANGUAGE_CODES) }).optional();

const usernameOrEmailMissing = (v: unknown) => typeof v !== 'string' || v.trim() === '';

/**
 * Registration rules of spec section 5. Every rule reports its own sentence, so the server's
 * 400 details and the form's messages are the same words.
 */
export const registrationSchema = z
  .object({
    // Shown with the person's reviews (the first name): screened for abusive words (decision 097).
    username: optionalText(LIMITS.name, F.username, { readers: 'staff' }),
    email: optionalText(LIMITS.email, F.email),
    password: z.string({ error: R.passwordTooShort }).max(LIMITS.password, V.passwordTooLong),
    role: z.preprocess(normalizeRegistrationRole, z.enum(ROLES)),
    phone: optionalText(LIMITS.phone, F.phone),
    licenseNumber: optionalText(LIMITS.text, F.licenseNumber),
    licenseExpiry: optionalDate(V.dateInvalid(F.licenseExpiry)),
    experienceYears: experienceYearsField,
    languages: languagesField,
    preferredLanguage: preferredLanguageField,
    browserLanguage: browserLanguageField,
    /** Optional: shown with the person's reviews (decision 097). */
    country: countryField,
  })
  .superRefine((data, ctx) => {
    if (usernameOrEmailMissing(data.username) || usernameOrEmailMissing(data.email)) {
      ctx.addIssue({ code: 'custom', message: R.usernameEmailRequired, path: ['username'] });
    } else if (!isEmailAddress(data.email)) {
      ctx.addIssue({ code: 'custom', message: V.emailInvalid, path: ['email'] });
    }
    if (data.password.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: 'custom', message: R.passwordTooShort, path: ['password'] });
    }
    if (data.role === 'admin') {
      ctx.addIssue({ code: 'custom', message: MESSAGES.api.adminSelfRegistration, path: ['role'] });
    }
    if (data.role === 'driver') {
      if (!data.licenseNumber) ctx.addIssue({ code: 'custom', message: R.licenseRequired, path: ['licenseNumber'] });
      if (!data.phone) ctx.addIssue({ code: 'custom', message: R.phoneRequiredForDrivers, path: ['phone'] });
    }
  })
  .transform((data) => ({ ...data, email: data.email.toLowerCase() }));
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

const A = MESSAGES.account;

/** A new password: the spec's length rule, and an upper bound that keeps hashing cheap. */
const newPassword = z
  .string({ error: R.passwordTooShort })
  .min(MIN_PASSWORD_LENGTH, R.passwordTooShort)
  .max(LIMITS.password, V.passwordTooLong);

/** POST /api/users/password-reset: the address to send a reset link to (if it has an account). */
export const passwordResetRequestSchema = z.object({
  email: z
    .string({ error: MESSAGES.booking.emailRequired })
    .trim()
    .min(1, MESSAGES.booking.emailRequired)
    .max(LIMITS.email, MESSAGES.booking.emailInvalid)
    .refine(isEmailAddress, MESSAGES.booking.emailInvalid)
    .transform((s) => s.toLowerCase()),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** POST /api/users/password-reset/confirm: the link's token and the new password. */
export const passwordResetConfirmSchema = z.object({
  token: z.string({ error: A.resetLinkInvalid }).min(1, A.resetLinkInvalid).max(200, A.resetLinkInvalid),
  password: newPassword,
});
export type PasswordResetConfirmInput = z.input<typeof passwordResetConfirmSchema>;

/** The reset page's form: the new password twice. */
export const newPasswordFormSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: A.passwordsDoNotMatch, path: ['confirmPassword'] });

/** PUT /api/users/me/password. */
export const passwordChangeSchema = z.object({
  currentPassword: z.string({ error: A.currentPasswordRequired }).min(1, A.currentPasswordRequired).max(LIMITS.password, A.currentPasswordWrong),
  newPassword,
});
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** The Account page's password form: the API's fields plus the new password again. */
export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: A.passwordsDoNotMatch, path: ['confirmPassword'] });

/** PUT /api/users/me: what any signed-in user may change about themselves (drivers also keep a phone). */
export const accountUpdateSchema = z.object({
  // Shown with the person's reviews (the first name): screened for abusive words (decision 097).
  username: requiredText(A.nameRequired, LIMITS.name, F.name, { readers: 'staff' }),
  phone: optionalText(LIMITS.phone, F.phone),
  /** Optional: shown with the person's reviews; left out keeps it, '' or null clears it (decision 097). */
  country: countryField,
});
/** PUT /api/users/me/language: the language the account reads the site and its e-mails in. */
export const languageUpdateSchema = z.object({ preferredLanguage: z.enum(UI_LANGUAGE_CODES, { error: MESSAGES.validation.uiLanguage(UI_LANGUAGE_CODES) }) });
export type LanguageUpdate = z.output<typeof languageUpdateSchema>;

export type AccountUpdateInput = z.input<typeof accountUpdateSchema>;
export type AccountUpdate = z.output<typeof accountUpdateSchema>;

/** PUT /api/admin/users/:id/email: staff give an account made without one (decision 083) its address. */
export const staffEmailSchema = z.object({ email: emailField(MESSAGES.contact.emailRequired, MESSAGES.contact.emailInvalid) });
export type StaffEmailInput = z.input<typeof staffEmailSchema>;
