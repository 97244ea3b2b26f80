import type { DefaultValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, driverCreateSchema, driverUpdateSchema, type DriverInput, type DriverWrite, type UiLanguage, type User } from '@app/shared';

/**
 * The admin driver form: the API's fields plus the confirmation of a changed password; the
 * office's translations as one text per language, the tourist-board licence as its three fields.
 */
export type DriverFormValues = Omit<DriverInput, 'introductionTranslations' | 'touristLicense'> & {
  confirmPassword?: string;
  introductionTranslations?: Partial<Record<UiLanguage, string>>;
  touristLicense?: { kind: string; number: string; expiry: string } | null;
};

export function driverFormValues(driver?: User): DefaultValues<DriverFormValues> {
  return {
    username: driver?.username ?? '',
    email: driver?.email ?? '',
    phone: driver?.phone ?? '',
    licenseNumber: driver?.licenseNumber ?? '',
    licenseExpiry: driver?.licenseExpiry ?? '',
    experienceYears: String(driver?.experienceYears ?? 0),
    languages: driver?.languages ?? [],
    password: '',
    confirmPassword: '',
    introduction: driver?.introduction ?? '',
    introductionLanguage: driver?.introductionLanguage ?? '',
    introductionTranslations: driver?.introductionTranslations ?? {},
    regions: driver?.regions ?? [],
    touristLicense: {
      kind: driver?.touristLicense?.kind ?? '',
      number: driver?.touristLicense?.number ?? '',
      expiry: driver?.touristLicense?.expiry ?? '',
    },
  };
}

/**
 * The shared schema's rules (spec section 5: username and email, password for new drivers and
 * its length, licence number), and, when editing, a new password must match its confirmation.
 */
export function driverFormResolver(isNew: boolean): Resolver<DriverFormValues, unknown, DriverWrite> {
  const base = zodResolver(isNew ? driverCreateSchema : driverUpdateSchema) as unknown as Resolver<DriverFormValues, unknown, DriverWrite>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const password = typeof values.password === 'string' ? values.password.trim() : '';
    if (isNew || !password || password === (values.confirmPassword ?? '').trim()) return result;
    return {
      values: {},
      errors: { ...result.errors, confirmPassword: { type: 'custom', message: MESSAGES.driverForm.passwordsDoNotMatch } },
    };
  };
}
