import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { MIN_PASSWORD_LENGTH, newPasswordFormSchema } from '@app/shared';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field, inputClass } from '../../components/Field';
import type { LoginState } from '../../lib/navigation';
import { useMessages } from '../../lib/i18n/I18nProvider';
import { AnswerRegion, AuthCard } from './AuthCard';
import { accountErrorMessage, postPasswordResetConfirm } from './api';

type NewPasswordInput = z.input<typeof newPasswordFormSchema>;
type NewPassword = z.output<typeof newPasswordFormSchema>;

/** /reset-password?token=...: the e-mailed link's page, where a new password is chosen (once, within an hour). */
export function ResetPasswordPage() {
  const m = useMessages();
  const T = m.accountUi.resetPassword;
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // Without a token there is no form, only the reason, read in the language shown.
  const shownFailure = token ? failure : m.account.resetLinkInvalid;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordInput, unknown, NewPassword>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = async ({ password }: NewPassword) => {
    setFailure(null);
    try {
      const { message } = await postPasswordResetConfirm({ token, password });
      const state: LoginState = { success: message };
      navigate('/login', { replace: true, state });
    } catch (error) {
      setFailure(accountErrorMessage(error, m));
    }
  };

  return (
    <AuthCard pageTitle={T.pageTitle} title={T.title} subtitle={T.intro}>
      <AnswerRegion focusOn={token && failure}>
        {shownFailure && (
          <Alert className="mb-5">
            {shownFailure}{' '}
            <Link to="/forgot-password" className="font-semibold underline underline-offset-4">
              {T.askNewLink}
            </Link>
          </Alert>
        )}
      </AnswerRegion>
      {token && (
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
          <Field id="reset-password" label={m.accountUi.common.newPassword} error={errors.password?.message} hint={m.accountUi.common.passwordHint(MIN_PASSWORD_LENGTH)} required>
            {(a11y) => <input {...a11y} {...register('password')} type="password" autoComplete="new-password" className={inputClass} />}
          </Field>
          <Field id="reset-confirm" label={m.accountUi.common.newPasswordAgain} error={errors.confirmPassword?.message} required>
            {(a11y) => <input {...a11y} {...register('confirmPassword')} type="password" autoComplete="new-password" className={inputClass} />}
          </Field>
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? m.accountUi.common.saving : T.submit}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
