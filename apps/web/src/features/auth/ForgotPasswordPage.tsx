import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';
import { passwordResetRequestSchema, type PasswordResetRequest } from '@app/shared';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field, inputClass } from '../../components/Field';
import { useMessages } from '../../lib/i18n/I18nProvider';
import { AnswerRegion, AuthCard } from './AuthCard';
import { accountErrorMessage, postPasswordResetRequest } from './api';

/** /forgot-password: asks for a link to choose a new password. The answer never says whether the address has an account. */
export function ForgotPasswordPage() {
  const m = useMessages();
  const T = m.accountUi.forgotPassword;
  const location = useLocation();
  const prefill = (location.state as { email?: unknown } | null)?.email;
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof passwordResetRequestSchema>, unknown, PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: typeof prefill === 'string' ? prefill : '' },
  });

  const onSubmit = async ({ email }: PasswordResetRequest) => {
    setFailure(null);
    try {
      setSent((await postPasswordResetRequest(email)).message);
    } catch (error) {
      setFailure(accountErrorMessage(error, m));
    }
  };

  return (
    <AuthCard pageTitle={T.pageTitle} title={T.title} subtitle={T.intro}>
      {/* The answer appears above the form: brought into view and to the screen reader. */}
      <AnswerRegion focusOn={sent ?? failure}>
        {sent && (
          <Alert tone="success" className="mb-5">
            {sent}
          </Alert>
        )}
        {failure && <Alert className="mb-5">{failure}</Alert>}
      </AnswerRegion>
      {!sent && (
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
          <Field id="forgot-email" label={m.fields.email} error={errors.email?.message} required>
            {(a11y) => <input {...a11y} {...register('email')} type="email" autoComplete="email" className={inputClass} />}
          </Field>
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? T.submitting : T.submit}
          </Button>
        </form>
      )}
      <p className="mt-6 text-sm text-slate-600">
        {T.remembered}{' '}
        <Link to="/login" className="font-semibold text-teal-800 underline-offset-4 hover:underline">
          {T.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
