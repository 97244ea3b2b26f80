import { useId, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { Icon } from '../../components/Icon';
import { buttonClass } from '../../components/Button';
import { useAreaNav } from '../../components/area-nav';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { useMessages } from '../../lib/i18n/I18nProvider';
import { fromLocation, type LoginState } from '../../lib/navigation';
import { Brand } from './Brand';
import { VehiclesMenu } from './VehiclesMenu';

const barLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'text-teal-800 underline decoration-amber-400 decoration-2 underline-offset-8' : 'text-slate-700 hover:text-teal-800'}`;
const panelTone = (isActive: boolean) => (isActive ? 'bg-teal-50 text-teal-900' : 'text-slate-800 hover:bg-teal-50');
const panelLink = ({ isActive }: { isActive: boolean }) => `block rounded-lg px-3 py-2.5 font-medium ${panelTone(isActive)}`;
const areaLink = ({ isActive }: { isActive: boolean }) => `flex items-center gap-3 rounded-lg px-3 py-2.5 font-medium ${panelTone(isActive)}`;

/**
 * The shared navigation bar of the spec; on phones the same items fold into a menu panel. Inside a
 * staff area (/admin, /driver) that panel lists the area's pages first, as the area's sidebar only
 * shows on wide screens: one menu button on a phone. The language switcher sits in the bar on wide
 * screens (in a staff area the sidebar holds it instead, so a page never has two) and in the panel.
 */
export function Navbar() {
  const m = useMessages();
  const t = m.publicUi.nav;
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const area = useAreaNav();
  const areaTitleId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const loginState: LoginState = { from: fromLocation(location) };

  const onLogout = () => {
    closeMenu();
    // Inside a guarded area its own Logout leaves for the home page before signing out.
    if (area) return area.onLogout();
    logout();
    navigate('/');
  };

  const items = (panel: boolean) => {
    const linkClass = panel ? panelLink : barLink;
    // A driver's menu is his own (issue 26): his trips, schedule and profile, not a tourist's
    // vehicles and bookings. Inside his area its own list holds them (sidebar, phone panel).
    if (user?.role === 'driver') {
      const own = [
        { to: '/driver/dashboard', label: t.myTrips },
        { to: '/driver/bookings', label: t.mySchedule },
        { to: '/driver/profile', label: t.myProfile },
      ];
      return (
        <>
          {!area &&
            own.map((item) => (
              <NavLink key={item.to} to={item.to} className={linkClass} onClick={closeMenu}>
                {item.label}
              </NavLink>
            ))}
          <NavLink to="/contact" className={linkClass} onClick={closeMenu}>
            {t.contact}
          </NavLink>
        </>
      );
    }
    return (
      <>
        <NavLink to="/" end className={linkClass} onClick={closeMenu}>
          {t.home}
        </NavLink>
        <VehiclesMenu variant={panel ? 'panel' : 'bar'} onNavigate={closeMenu} />
        <NavLink to="/tours" className={linkClass} onClick={closeMenu}>
          {t.tours}
        </NavLink>
        <NavLink to="/airport-transfers" className={linkClass} onClick={closeMenu}>
          {t.transfers}
        </NavLink>
        <NavLink to="/contact" className={linkClass} onClick={closeMenu}>
          {t.contact}
        </NavLink>
        {user ? (
          <>
            <NavLink to="/manage-bookings" className={linkClass} onClick={closeMenu}>
              {t.myBookings}
            </NavLink>
            {user.role === 'admin' && (
              <NavLink to="/admin" className={linkClass} onClick={closeMenu}>
                {t.admin}
              </NavLink>
            )}
          </>
        ) : null}
      </>
    );
  };

  const account = (panel: boolean) =>
    user ? (
      <div className={panel ? 'flex items-center justify-between gap-3 border-t border-slate-200 pt-3' : 'flex items-center gap-3'}>
        <NavLink
          to="/account"
          onClick={closeMenu}
          title={t.yourAccount}
          className="flex min-w-0 items-center gap-1.5 rounded-md px-1 py-1 text-sm font-medium text-slate-700 underline-offset-4 hover:text-teal-800 hover:underline aria-[current=page]:text-teal-800"
          data-testid="nav-username"
        >
          <Icon name="user" className="size-4 shrink-0 text-teal-700" />
          <span className="truncate">{user.username}</span>
        </NavLink>
        <button type="button" onClick={onLogout} className={buttonClass('secondary', 'sm')}>
          {t.logout}
        </button>
      </div>
    ) : (
      <div className={panel ? 'flex gap-3 border-t border-slate-200 pt-3' : 'flex items-center gap-2'}>
        <NavLink to="/login" state={loginState} onClick={closeMenu} className={buttonClass('ghost', 'sm', panel ? 'flex-1' : '')}>
          {t.login}
        </NavLink>
        <NavLink to="/register" onClick={closeMenu} className={buttonClass('primary', 'sm', panel ? 'flex-1' : '')}>
          {t.register}
        </NavLink>
      </div>
    );

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <nav aria-label={t.label} className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Brand />
        <div className="hidden items-center gap-1 lg:flex">{items(false)}</div>
        <div className="hidden items-center gap-3 lg:flex">
          {!area && <LanguageSwitcher />}
          {account(false)}
        </div>
        <button
          type="button"
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} className="size-6" />
          <span className="sr-only">{menuOpen ? t.closeMenu : t.openMenu}</span>
        </button>
      </nav>
      {menuOpen && (
        <div id="mobile-menu" className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg lg:hidden">
          {area && (
            <nav aria-labelledby={areaTitleId} className="mb-2 border-b border-slate-200 pb-3">
              <p id={areaTitleId} className="px-3 pt-1 pb-1 text-xs font-semibold tracking-widest text-teal-800 uppercase">
                {area.title}
              </p>
              <ul className="flex flex-col gap-0.5">
                {area.items.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} className={areaLink} onClick={closeMenu}>
                      <Icon name={item.icon} className="size-4 text-teal-700" />
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div className="flex flex-col gap-0.5 pb-3">{items(true)}</div>
          <LanguageSwitcher showLabel className="border-t border-slate-200 px-3 py-3" />
          {account(true)}
        </div>
      )}
    </header>
  );
}
