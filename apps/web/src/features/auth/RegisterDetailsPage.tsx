import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { LANGUAGES, LIMITS, MESSAGES, MIN_PASSWORD_LENGTH, registrationSchema, type Registration, type RegistrationInput, type UiLanguage } from '@app/shared';
import { LanguagesField } from '../../components/LanguagePicker';
import { CountryField } from '../../components/CountryField';
import { Field, inputClass } from '../../components/Field';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import type { LoginState } from '../../lib/navigation';
import { signInOrigin } from '../../lib/auth/sign-in-return';
import { useAuth } from '../../lib/auth/auth-context';
import type { RegistrationBody } from '../../lib/auth/auth-context';
import { hasStoredChoice } from '../../lib/i18n/active-language';
import { useLanguage, useMessages } from '../../lib/i18n/I18nProvider';
import { registrationErrorMessage } from './api';
import { AuthCard } from './AuthCard';
import { BookingKeptNote } from './BookingKeptNote';
import { readRegisterState, type RegisterState } from './RegisterRolePage';

/**
 * The body sent to POST /api/users: driver extras only for drivers, parsed by the shared schema.
 * A language chosen on this device (switcher, `?lang=`) becomes the account's; otherwise the
 * account has none (the browser's applies) and the page's language is sent as the browser's, for
 * its e-mails (decision 081).
 */
export function registrationPayload(values: Registration, lang: UiLanguage, chosen: boolean = hasStoredChoice()): RegistrationBody {
  const base = {
    username: values.username,
    email: values.email,
    password: values.password,
    role: values.role,
    phone: values.phone,
    ...(values.country ? { country: values.country } : {}),
    ...(chosen ? { preferredLanguage: lang } : {}),
    browserLanguage: lang,
  };
  if (values.role !== 'driver') return base;
  return {
    ...base,
    licenseNumber: values.licenseNumber,
    licenseExpiry: values.licenseExpiry,
    experienceYears: values.experienceYears,
    languages: values.languages,
  };
}

/** /register/details: the form for the role chosen on /register (which it needs). */
export function RegisterDetailsPage() {
  const { role, from: fromState } = readRegisterState(useLocation().state);
  // A reload loses the state: the destination kept for this tab fills in.
  const from = signInOrigin(fromState);
  if (role !== 'tourist' && role !== 'driver') return <Navigate to="/register" replace state={{ from } satisfies RegisterState} />;
  return <RegistrationForm role={role} from={from} />;
}

function RegistrationForm({ role, from }: { role: 'tourist' | 'driver'; from: RegisterState['from'] }) {
  const m = useMessages();
  const T = m.accountUi.registerDetails;
  const { lang } = useLanguage();
  const { register: registerAccount, loading } = useAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const isDriver = role === 'driver';
  const {
    register,
    handleSubmit,
    getValues,
    control,
    formState: { errors },
  } = useForm<RegistrationInput, unknown, Registration>({
    resolver: zodResolver(registrationSchema),
    defaultValues: {
      username: '',
      email: '',
      password: '',
      role,
      phone: '',
      licenseNumber: '',
      licenseExpiry: '',
      experienceYears: '0',
      languages: [],
      country: '',
    },
  });

  const onSubmit = async (values: Registration) => {
    setFailure(null);
    try {
      await registerAccount(registrationPayload(values, lang));
      // Back to the login with the new address, and on to the booking that sent the visitor here.
      const state: LoginState = { registered: { message: m.registration.success(role), email: values.email }, from };
      navigate('/login', { replace: true, state });
    } catch (error) {
      setFailure(registrationErrorMessage(error, m));
    }
  };

  // The schema reports in English (the error display translates it), so it is compared in English.
  const pairMissing = errors.username?.message === MESSAGES.registration.usernameEmailRequired;
  const emailEmpty = pairMissing && !String(getValues('email') ?? '').trim();

  return (
    <AuthCard
      pageTitle={T.pageTitle[role]}
      wide
      title={T.title[role]}
      subtitle={
        <>
          {T.intro[role]}{' '}
          <Link to="/register" state={{ from } satisfies RegisterState} className="font-semibold text-teal-800 underline-offset-4 hover:underline">
            {T.changeRole}
          </Link>
        </>
      }
    >
      <BookingKeptNote from={from} />
      {failure && <Alert className="mb-5">{failure}</Alert>}
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-5 sm:grid-cols-2">
        {/* The account's `username` is the name people see (nav bar, drivers' lists): a tourist reads "Name". */}
        <Field id="reg-username" label={m.bookingFlow.nameLabel} error={errors.username?.message} required>
          {(a11y) => <input {...a11y} {...register('username')} autoComplete="name" className={inputClass} />}
        </Field>
        <Field id="reg-email" label={m.fields.email} error={errors.email?.message} required>
          {(a11y) => (
            <input
              {...a11y}
              aria-invalid={a11y['aria-invalid'] || emailEmpty}
              aria-describedby={emailEmpty ? 'reg-username-error' : a11y['aria-describedby']}
              {...register('email')}
              type="email"
              autoComplete="email"
              className={inputClass}
            />
          )}
        </Field>
        <Field id="reg-password" label={m.fields.password} error={errors.password?.message} hint={m.accountUi.common.passwordHint(MIN_PASSWORD_LENGTH)} required>
          {(a11y) => <input {...a11y} {...register('password')} type="password" autoComplete="new-password" className={inputClass} />}
        </Field>
        <Field id="reg-phone" label={m.fields.phone} error={errors.phone?.message} hint={isDriver ? undefined : m.accountUi.common.optional} required={isDriver}>
          {(a11y) => <input {...a11y} {...register('phone')} type="tel" autoComplete="tel" className={inputClass} />}
        </Field>
        {!isDriver && <CountryField id="reg-country" field={register('country')} error={errors.country?.message} />}
        {isDriver && (
          <fieldset className="grid gap-5 rounded-2xl border border-slate-200 bg-stone-50 p-4 sm:col-span-2 sm:grid-cols-2 sm:p-5">
            <legend className="px-1 text-sm font-semibold text-slate-900">{T.driverDetails}</legend>
            <Field id="reg-license" label={m.fields.licenseNumber} error={errors.licenseNumber?.message} required>
              {(a11y) => <input {...a11y} {...register('licenseNumber')} className={inputClass} />}
            </Field>
            <Field id="reg-license-expiry" label={m.fields.licenseExpiry} error={errors.licenseExpiry?.message} hint={m.accountUi.common.optional}>
              {(a11y) => <input {...a11y} {...register('licenseExpiry')} type="date" className={inputClass} />}
            </Field>
            <Field id="reg-experience" label={T.experienceYears} error={errors.experienceYears?.message}>
              {(a11y) => <input {...a11y} {...register('experienceYears')} type="number" min={0} step={1} inputMode="numeric" className={inputClass} />}
            </Field>
            <div className="sm:col-span-2">
              <LanguagesField control={control} name="languages" id="reg-languages" legend={T.languagesSpoken} options={LANGUAGES} max={LIMITS.maxLanguages} error={errors.languages?.message} />
            </div>
          </fieldset>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={loading}>
            {loading ? T.submitting : T.submit}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
