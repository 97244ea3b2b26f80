import { z } from 'zod';
import { LIMITS, MIN_PASSWORD_LENGTH } from '../constants';
import { FIELD_NAMES as F, MESSAGES } from '../messages';
import { isEmailAddress, experienceYearsField, isCleanText, languagesField, notCleanText, optionalDate, optionalText } from './fields';

const D = MESSAGES.driverForm;
const V = MESSAGES.validation;

const driverFields = {
  username: optionalText(LIMITS.name, F.username),
  email: optionalText(LIMITS.email, F.email),
  phone: optionalText(LIMITS.phone, F.phone),
  licenseNumber: optionalText(LIMITS.text, F.licenseNumber),
  licenseExpiry: optionalDate(V.dateInvalid(F.licenseExpiry)),
  experienceYears: experienceYearsField,
  languages: languagesField,
  password: optionalText(LIMITS.password, F.password),
};

type DriverFields = { username: string; email: string; licenseNumber: string; password: string };

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
});
export type DriverProfileInput = z.input<typeof driverProfileSchema>;
