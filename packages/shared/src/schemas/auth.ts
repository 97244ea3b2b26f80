import { z } from 'zod';
import { LIMITS, MIN_PASSWORD_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { SIMPLE_EMAIL_RE, experienceYearsField, isCleanText, languagesField, notCleanText, optionalDate, optionalText } from './fields';

const R = MESSAGES.registration;

export const loginSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(LIMITS.email)
    .refine((s) => isCleanText(s), notCleanText('Email'))
    .toLowerCase(),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(LIMITS.password),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Self-registration makes tourists and drivers; a missing or unknown role makes a tourist. */
export const SELF_REGISTRATION_ROLES = ['tourist', 'driver'] as const;
export type SelfRegistrationRole = (typeof SELF_REGISTRATION_ROLES)[number];

export function normalizeRegistrationRole(role: unknown): SelfRegistrationRole | 'admin' {
  if (role === 'admin') return 'admin';
  return role === 'driver' ? 'driver' : 'tourist';
}

const usernameOrEmailMissing = (v: unknown) => typeof v !== 'string' || v.trim() === '';

/**
 * Registration rules of spec section 5. Every rule reports its own sentence, so the server's
 * 400 details and the form's messages are the same words.
 */
export const registrationSchema = z
  .object({
    username: optionalText(LIMITS.name, 'Username'),
    email: optionalText(LIMITS.email, 'Email'),
    password: z.string({ error: R.passwordTooShort }).max(LIMITS.password, 'Password is too long'),
    role: z.preprocess(normalizeRegistrationRole, z.enum(['tourist', 'driver', 'admin'])),
    phone: optionalText(LIMITS.phone, 'Phone'),
    licenseNumber: optionalText(LIMITS.text, 'License number'),
    licenseExpiry: optionalDate('License expiry must be a valid date'),
    experienceYears: experienceYearsField,
    languages: languagesField,
  })
  .superRefine((data, ctx) => {
    if (usernameOrEmailMissing(data.username) || usernameOrEmailMissing(data.email)) {
      ctx.addIssue({ code: 'custom', message: R.usernameEmailRequired, path: ['username'] });
    } else if (!SIMPLE_EMAIL_RE.test(data.email)) {
      ctx.addIssue({ code: 'custom', message: 'Email is invalid', path: ['email'] });
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
