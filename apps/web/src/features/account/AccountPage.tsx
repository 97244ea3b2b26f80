import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  LIMITS,
  MIN_PASSWORD_LENGTH,
  UI_LANGUAGES,
  accountUpdateSchema,
  isUiLanguage,
  passwordChangeFormSchema,
  type AccountUpdate,
  type AccountUpdateInput,
  type UiLanguage,
  type User,
} from '@app/shared';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Container, PageHeader } from '../../components/Container';
import { CountryField } from '../../components/CountryField';
import { Field, inputClass } from '../../components/Field';
import { Loading } from '../../components/Spinner';
import { isApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth/auth-context';
import type { Messages } from '../../lib/i18n/catalogs';
import { useLanguage, useMessages } from '../../lib/i18n/I18nProvider';
import { useAccount, useChangePassword, useSaveAccount } from './api';
import { useDocumentTitle } from '../../lib/document-title';

type Outcome = { tone: 'success' | 'error'; text: string } | null;
type PasswordFormInput = z.input<typeof passwordChangeFormSchema>;
type PasswordForm = z.output<typeof passwordChangeFormSchema>;

function failureText(error: unknown, m: Messages): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : m.contact.unexpected;
}

/** Moves focus to a form's outcome when it appears, so it is seen on a phone and read out. */
function useFocusOn(outcome: Outcome) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) ref.current?.focus();
  }, [outcome]);
  return ref;
}

/** /account: any signed-in user's own details (name, phone), password and language. */
export function AccountPage() {
  const m = useMessages();
  const T = m.accountUi.account;
  const account = useAccount();
  useDocumentTitle(T.pageTitle);
  return (
    <>
      <PageHeader eyebrow={T.eyebrow} title={T.title}>
        <p>{T.intro}</p>
      </PageHeader>
      <Container className="py-8 sm:py-10">
        {account.isPending ? (
          <Loading label={T.loading} />
        ) : account.error ? (
          <Alert>{failureText(account.error, m)}</Alert>
        ) : (
          <div className="grid items-start gap-8 lg:grid-cols-2">
            <DetailsForm account={account.data} />
            <PasswordForm />
            <LanguageSetting />
          </div>
        )}
      </Container>
    </>
  );
}

const panelFrame = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8';
const panel = `space-y-5 ${panelFrame}`;

function DetailsForm({ account }: { account: User }) {
  const m = useMessages();
  const T = m.accountUi.account;
  const { updateSession } = useAuth();
  const save = useSaveAccount();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const outcomeRef = useFocusOn(outcome);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AccountUpdateInput, unknown, AccountUpdate>({
    resolver: zodResolver(accountUpdateSchema),
    defaultValues: { username: account.username, phone: account.phone, country: account.country ?? '' },
  });

  const onSubmit = async (values: AccountUpdate) => {
    setOutcome(null);
    try {
      const saved = await save.mutateAsync(values);
      updateSession({ user: saved });
      setOutcome({ tone: 'success', text: m.account.updated });
    } catch (error) {
      setOutcome({ tone: 'error', text: failureText(error, m) });
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className={panel} aria-labelledby="details-title">
      <h2 id="details-title" className="text-lg font-bold text-slate-900">
        {T.detailsTitle}
      </h2>
      <div ref={outcomeRef} tabIndex={-1} className="outline-none">
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      </div>
      <Field id="account-email" label={m.fields.email} hint={T.emailHint(m.roles[account.role])}>
        {(a11y) => <input {...a11y} value={account.email ?? ''} readOnly aria-readonly="true" className={`${inputClass} read-only:bg-slate-100 read-only:text-slate-600`} />}
      </Field>
      <Field id="account-name" label={m.fields.name} error={errors.username?.message} required>
        {(a11y) => <input {...a11y} {...register('username')} autoComplete="name" maxLength={LIMITS.name} className={inputClass} />}
      </Field>
      <Field id="account-phone" label={m.fields.phone} error={errors.phone?.message} required={account.role === 'driver'} hint={account.role === 'driver' ? undefined : m.accountUi.common.optional}>
        {(a11y) => <input {...a11y} {...register('phone')} type="tel" autoComplete="tel" maxLength={LIMITS.phone} className={inputClass} />}
      </Field>
      {account.role === 'tourist' && <CountryField id="account-country" field={register('country')} error={errors.country?.message} />}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? m.accountUi.common.saving : T.saveDetails}
      </Button>
    </form>
  );
}

function PasswordForm() {
  const m = useMessages();
  const T = m.accountUi.account;
  const C = m.accountUi.common;
  const { updateSession } = useAuth();
  const change = useChangePassword();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const outcomeRef = useFocusOn(outcome);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordFormInput, unknown, PasswordForm>({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = async ({ currentPassword, newPassword }: PasswordForm) => {
    setOutcome(null);
    try {
      const { message, token, user } = await change.mutateAsync({ currentPassword, newPassword });
      // The old token stopped working with the change: this tab continues on the fresh one.
      updateSession({ token, user });
      reset();
      setOutcome({ tone: 'success', text: message });
    } catch (error) {
      setOutcome({ tone: 'error', text: failureText(error, m) });
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className={panel} aria-labelledby="password-title">
      <h2 id="password-title" className="text-lg font-bold text-slate-900">
        {T.passwordTitle}
      </h2>
      <p className="text-sm text-slate-600">{T.passwordIntro}</p>
      <div ref={outcomeRef} tabIndex={-1} className="outline-none">
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      </div>
      <Field id="account-current-password" label={T.currentPassword} error={errors.currentPassword?.message} required>
        {(a11y) => <input {...a11y} {...register('currentPassword')} type="password" autoComplete="current-password" className={inputClass} />}
      </Field>
      <Field id="account-new-password" label={C.newPassword} error={errors.newPassword?.message} hint={C.passwordHint(MIN_PASSWORD_LENGTH)} required>
        {(a11y) => <input {...a11y} {...register('newPassword')} type="password" autoComplete="new-password" className={inputClass} />}
      </Field>
      <Field id="account-confirm-password" label={C.newPasswordAgain} error={errors.confirmPassword?.message} required>
        {(a11y) => <input {...a11y} {...register('confirmPassword')} type="password" autoComplete="new-password" className={inputClass} />}
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? C.saving : T.changePassword}
      </Button>
    </form>
  );
}

/**
 * The language of the site and of the account's e-mails. Choosing one shows it at once; the app
 * saves it to the account (AccountLanguageSync), as it does for the navigation bar's switcher.
 */
function LanguageSetting() {
  const m = useMessages();
  const T = m.accountUi.account;
  const { lang, changeLanguage } = useLanguage();
  const [changedTo, setChangedTo] = useState<UiLanguage | null>(null);
  const [failed, setFailed] = useState(false);

  const onChange = async (next: string) => {
    if (!isUiLanguage(next)) return;
    setChangedTo(null);
    setFailed(false);
    try {
      await changeLanguage(next);
      setChangedTo(next);
    } catch {
      setFailed(true);
    }
  };

  // Said in the new language; gone once another change (here or in the navigation bar) follows.
  const notice = changedTo === lang ? m.site.languageChanged(UI_LANGUAGES.find((l) => l.code === changedTo)!.name) : null;

  return (
    <section className={panelFrame}>
      <h2 className="text-lg font-bold text-slate-900">{T.languageTitle}</h2>
      <Field id="account-language" className="mt-5" label={T.languageLabel} hint={T.languageHint}>
        {(a11y) => (
          <select {...a11y} value={lang} onChange={(event) => void onChange(event.target.value)} className={`${inputClass} font-system sm:max-w-xs`}>
            {UI_LANGUAGES.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {/* Always present, so the sentence put into it is announced. */}
      <div role="status">{notice && <p className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">{notice}</p>}</div>
      {failed && <Alert className="mt-4">{T.languageFailed}</Alert>}
    </section>
  );
}
