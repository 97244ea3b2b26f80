import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { loginSchema, type LoginInput } from '@app/shared';
import { Field, inputClass } from '../../components/Field';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { readLoginState } from '../../lib/navigation';
import { signInOrigin, takeSignInReturn } from '../../lib/auth/sign-in-return';
import { useAuth } from '../../lib/auth/auth-context';
import { useMessages } from '../../lib/i18n/I18nProvider';
import { loginErrorMessage } from './api';
import { AuthCard } from './AuthCard';
import { useBookingOrigin } from './booking-origin';
import type { RegisterState } from './RegisterRolePage';
import type { SessionUser } from '../../lib/auth/session';

/** Where a signed-in user goes (spec section 2): admins and drivers to their areas, others back. */
export function destinationAfterLogin(user: SessionUser, from: ReturnType<typeof readLoginState>['from']) {
  if (user.role === 'admin') return { to: '/admin/dashboard' };
  if (user.role === 'driver') return { to: '/driver/dashboard' };
  if (!from || from.pathname === '/login') return { to: '/' };
  return { to: `${from.pathname}${from.search}${from.hash}`, state: from.state };
}

export function LoginPage() {
  const m = useMessages();
  const T = m.accountUi.login;
  const { login, loading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const loginState = readLoginState(location.state);
  // Where to go afterwards: from navigation state, else the destination kept for this tab (the
  // bar's Register or Login, a reload, the password-reset link all arrive without state).
  const from = signInOrigin(loginState.from);
  const [failure, setFailure] = useState<string | null>(null);
  // Sent here from a booking: say so, and keep the way back through registration too.
  const booking = useBookingOrigin(from);
  const registerState: RegisterState = { from };
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<z.input<typeof loginSchema>, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: loginState.registered?.email ?? '', password: '' },
  });
  // The reset page starts with the address already typed here.
  const email = useWatch({ control, name: 'email' });

  const onSubmit = async ({ email, password }: LoginInput) => {
    setFailure(null);
    try {
      const user = await login(email, password);
      // Used once: a later sign-in in this tab starts afresh.
      takeSignInReturn();
      const { to, state } = destinationAfterLogin(user, from);
      navigate(to, { replace: true, state });
    } catch (error) {
      setFailure(loginErrorMessage(error, m));
    }
  };

  return (
    <AuthCard
      pageTitle={T.pageTitle}
      title={
        booking
          ? booking.vehicleName
            ? m.bookingFlow.signInToBook(booking.vehicleName)
            : m.bookingFlow.signInToContinue
          : T.title
      }
      subtitle={
        <>
          {booking && <p className="mb-2">{m.bookingFlow.tripKept}</p>}
          {T.newHere}{' '}
          <Link to="/register" state={registerState} className="font-semibold text-teal-800 underline-offset-4 hover:underline">
            {T.createAccount}
          </Link>
        </>
      }
    >
      {(loginState.registered || loginState.success) && (
        <Alert tone="success" className="mb-5">
          {loginState.registered?.message ?? loginState.success}
        </Alert>
      )}
      {loginState.notice && !failure && (
        <Alert tone="info" className="mb-5">
          {loginState.notice}
        </Alert>
      )}
      {failure && <Alert className="mb-5">{failure}</Alert>}
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
        <Field id="login-email" label={m.fields.email} error={errors.email?.message} required>
          {(a11y) => <input {...a11y} {...register('email')} type="email" autoComplete="email" className={inputClass} />}
        </Field>
        <div>
          <Field id="login-password" label={m.fields.password} error={errors.password?.message} required>
            {(a11y) => <input {...a11y} {...register('password')} type="password" autoComplete="current-password" className={inputClass} />}
          </Field>
          <p className="mt-2 text-right text-sm">
            <Link to="/forgot-password" state={{ email }} className="font-semibold text-teal-800 underline-offset-4 hover:underline">
              {T.forgotPassword}
            </Link>
          </p>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={loading}>
          {loading ? T.submitting : T.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
