import { Link, useLocation, useNavigate } from 'react-router';
import type { SelfRegistrationRole } from '@app/shared';
import { Icon, type IconName } from '../../components/Icon';
import type { LoginState } from '../../lib/navigation';
import { signInOrigin } from '../../lib/auth/sign-in-return';
import { useMessages } from '../../lib/i18n/I18nProvider';
import { AuthCard } from './AuthCard';
import { BookingKeptNote } from './BookingKeptNote';

const ROLE_CHOICES: { role: SelfRegistrationRole; icon: IconName }[] = [
  { role: 'tourist', icon: 'compass' },
  { role: 'driver', icon: 'steering' },
];

export interface RegisterState {
  role?: SelfRegistrationRole;
  /** The page a login was asked for (a booking): carried through registration back to the login. */
  from?: LoginState['from'];
}

export function readRegisterState(state: unknown): RegisterState {
  return typeof state === 'object' && state !== null ? (state as RegisterState) : {};
}

/** /register: choose Tourist or Driver; the details form comes next. */
export function RegisterRolePage() {
  const m = useMessages();
  const T = m.accountUi.registerRole;
  const navigate = useNavigate();
  // The bar's Register arrives without state: the destination kept for this tab fills in.
  const from = signInOrigin(readRegisterState(useLocation().state).from);
  const loginState: LoginState = { from };
  return (
    <AuthCard
      pageTitle={T.pageTitle}
      title={T.title}
      subtitle={
        <>
          {T.intro}{' '}
          <Link to="/login" state={loginState} className="font-semibold text-teal-800 underline-offset-4 hover:underline">
            {T.logIn}
          </Link>
        </>
      }
    >
      <BookingKeptNote from={from} />
      <ul className="grid gap-4">
        {ROLE_CHOICES.map((choice) => (
          <li key={choice.role}>
            <button
              type="button"
              onClick={() => navigate('/register/details', { state: { role: choice.role, from } satisfies RegisterState })}
              className="group flex w-full items-center gap-4 rounded-2xl border-2 border-slate-200 bg-white p-5 text-left transition hover:border-teal-600 hover:bg-teal-50/50"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-teal-700 text-white">
                <Icon name={choice.icon} className="size-6" />
              </span>
              <span className="flex-1">
                <span className="block text-lg font-bold text-slate-900">{m.roles[choice.role]}</span>
                <span className="block text-sm text-slate-600">{T.roleText[choice.role]}</span>
              </span>
              <Icon name="arrowRight" className="size-5 text-teal-700 transition group-hover:translate-x-1" />
            </button>
          </li>
        ))}
      </ul>
    </AuthCard>
  );
}
