import type { Role } from '@app/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { Loading } from '../../components/Spinner';
import { useMessages } from '../../lib/i18n/I18nProvider';
import { fromLocation, type LoginState } from '../../lib/navigation';
import { rememberSignInReturn } from '../../lib/auth/sign-in-return';

/**
 * Login-required routes: signed-out visitors go to /login, which brings them back afterwards.
 * With `roles` (RequireRole), signed-in users without one of them go home, as the spec says.
 */
export function RequireAuth({ roles }: { roles?: readonly Role[] }) {
  const { user, loading, notice } = useAuth();
  const location = useLocation();
  const m = useMessages();
  if (!user && loading) return <Loading label={m.publicUi.checkingSession} />;
  if (!user) {
    const state: LoginState = { from: fromLocation(location), notice: notice ?? undefined };
    // Also kept for this tab, so the way back survives any route to an account (decision 076).
    rememberSignInReturn(state.from);
    return <Navigate to="/login" replace state={state} />;
  }
  if (roles && !roles.includes(user.role)) return <Navigate to="/" replace />;
  return <Outlet />;
}
