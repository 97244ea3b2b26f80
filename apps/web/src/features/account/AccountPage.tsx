import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { LIMITS, MESSAGES, MIN_PASSWORD_LENGTH, accountUpdateSchema, passwordChangeFormSchema, type AccountUpdate, type AccountUpdateInput, type User } from '@app/shared';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Container, PageHeader } from '../../components/Container';
import { Field, inputClass } from '../../components/Field';
import { Loading } from '../../components/Spinner';
import { isApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth/auth-context';
import { useAccount, useChangePassword, useSaveAccount } from './api';

type Outcome = { tone: 'success' | 'error'; text: string } | null;
type PasswordFormInput = z.input<typeof passwordChangeFormSchema>;
type PasswordForm = z.output<typeof passwordChangeFormSchema>;

const ROLE_NAMES: Record<User['role'], string> = { tourist: 'Tourist', driver: 'Driver', admin: 'Admin' };

function failureText(error: unknown): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : MESSAGES.contact.unexpected;
}

/** Moves focus to a form's outcome when it appears, so it is seen on a phone and read out. */
function useFocusOn(outcome: Outcome) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) ref.current?.focus();
  }, [outcome]);
  return ref;
}

/** /account: any signed-in user's own details (name, phone) and password. */
export function AccountPage() {
  const account = useAccount();
  return (
    <>
      <title>Your account · LankaRide</title>
      <PageHeader eyebrow="Your account" title="Account settings">
        <p>Your name and phone as the LankaRide team sees them, and your password.</p>
      </PageHeader>
      <Container className="py-8 sm:py-10">
        {account.isPending ? (
          <Loading label="Loading your account…" />
        ) : account.error ? (
          <Alert>{failureText(account.error)}</Alert>
        ) : (
          <div className="grid items-start gap-8 lg:grid-cols-2">
            <DetailsForm account={account.data} />
            <PasswordForm />
          </div>
        )}
      </Container>
    </>
  );
}

const panel = 'space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8';

function DetailsForm({ account }: { account: User }) {
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
    defaultValues: { username: account.username, phone: account.phone },
  });

  const onSubmit = async (values: AccountUpdate) => {
    setOutcome(null);
    try {
      const saved = await save.mutateAsync(values);
      updateSession({ user: saved });
      setOutcome({ tone: 'success', text: MESSAGES.account.updated });
    } catch (error) {
      setOutcome({ tone: 'error', text: failureText(error) });
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className={panel} aria-labelledby="details-title">
      <h2 id="details-title" className="text-lg font-bold text-slate-900">
        Your details
      </h2>
      <div ref={outcomeRef} tabIndex={-1} className="outline-none">
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      </div>
      <Field id="account-email" label="Email" hint={`You sign in with this address. Account type: ${ROLE_NAMES[account.role]}.`}>
        {(a11y) => <input {...a11y} value={account.email} readOnly aria-readonly="true" className={`${inputClass} read-only:bg-slate-100 read-only:text-slate-600`} />}
      </Field>
      <Field id="account-name" label="Name" error={errors.username?.message} required>
        {(a11y) => <input {...a11y} {...register('username')} autoComplete="name" maxLength={LIMITS.name} className={inputClass} />}
      </Field>
      <Field id="account-phone" label="Phone" error={errors.phone?.message} required={account.role === 'driver'} hint={account.role === 'driver' ? undefined : 'Optional'}>
        {(a11y) => <input {...a11y} {...register('phone')} type="tel" autoComplete="tel" maxLength={LIMITS.phone} className={inputClass} />}
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save details'}
      </Button>
    </form>
  );
}

function PasswordForm() {
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
      setOutcome({ tone: 'error', text: failureText(error) });
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className={panel} aria-labelledby="password-title">
      <h2 id="password-title" className="text-lg font-bold text-slate-900">
        Change password
      </h2>
      <p className="text-sm text-slate-600">Changing it signs you out everywhere else.</p>
      <div ref={outcomeRef} tabIndex={-1} className="outline-none">
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      </div>
      <Field id="account-current-password" label="Current password" error={errors.currentPassword?.message} required>
        {(a11y) => <input {...a11y} {...register('currentPassword')} type="password" autoComplete="current-password" className={inputClass} />}
      </Field>
      <Field id="account-new-password" label="New password" error={errors.newPassword?.message} hint={`At least ${MIN_PASSWORD_LENGTH} characters.`} required>
        {(a11y) => <input {...a11y} {...register('newPassword')} type="password" autoComplete="new-password" className={inputClass} />}
      </Field>
      <Field id="account-confirm-password" label="New password again" error={errors.confirmPassword?.message} required>
        {(a11y) => <input {...a11y} {...register('confirmPassword')} type="password" autoComplete="new-password" className={inputClass} />}
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Change password'}
      </Button>
    </form>
  );
}
