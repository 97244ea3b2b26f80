import { useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { Icon } from '../../components/Icon';
import { buttonClass } from '../../components/Button';
import { fromLocation, type LoginState } from '../../lib/navigation';
import { Brand } from './Brand';
import { VehiclesMenu } from './VehiclesMenu';

const barLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'text-teal-800 underline decoration-amber-400 decoration-2 underline-offset-8' : 'text-slate-700 hover:text-teal-800'}`;
const panelLink = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2.5 font-medium ${isActive ? 'bg-teal-50 text-teal-900' : 'text-slate-800 hover:bg-teal-50'}`;

/** The shared navigation bar of the spec; on phones the same items fold into a menu panel. */
export function Navbar() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const loginState: LoginState = { from: fromLocation(location) };

  const onLogout = () => {
    closeMenu();
    logout();
    navigate('/');
  };

  const items = (panel: boolean) => {
    const linkClass = panel ? panelLink : barLink;
    return (
      <>
        <NavLink to="/" end className={linkClass} onClick={closeMenu}>
          Home
        </NavLink>
        <VehiclesMenu variant={panel ? 'panel' : 'bar'} onNavigate={closeMenu} />
        <NavLink to="/contact" className={linkClass} onClick={closeMenu}>
          Contact
        </NavLink>
        {user ? (
          <>
            <NavLink to="/manage-bookings" className={linkClass} onClick={closeMenu}>
              My Bookings
            </NavLink>
            {user.role === 'admin' && (
              <NavLink to="/admin" className={linkClass} onClick={closeMenu}>
                Admin
              </NavLink>
            )}
            {user.role === 'driver' && (
              <NavLink to="/driver" className={linkClass} onClick={closeMenu}>
                Driver
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
          title="Your account"
          className="flex min-w-0 items-center gap-1.5 rounded-md px-1 py-1 text-sm font-medium text-slate-700 underline-offset-4 hover:text-teal-800 hover:underline aria-[current=page]:text-teal-800"
          data-testid="nav-username"
        >
          <Icon name="user" className="size-4 shrink-0 text-teal-700" />
          <span className="truncate">{user.username}</span>
        </NavLink>
        <button type="button" onClick={onLogout} className={buttonClass('secondary', 'sm')}>
          Logout
        </button>
      </div>
    ) : (
      <div className={panel ? 'flex gap-3 border-t border-slate-200 pt-3' : 'flex items-center gap-2'}>
        <NavLink to="/login" state={loginState} onClick={closeMenu} className={buttonClass('ghost', 'sm', panel ? 'flex-1' : '')}>
          Login
        </NavLink>
        <NavLink to="/register" onClick={closeMenu} className={buttonClass('primary', 'sm', panel ? 'flex-1' : '')}>
          Register
        </NavLink>
      </div>
    );

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Brand />
        <div className="hidden items-center gap-1 lg:flex">{items(false)}</div>
        <div className="hidden lg:block">{account(false)}</div>
        <button
          type="button"
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} className="size-6" />
          <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
      </nav>
      {menuOpen && (
        <div id="mobile-menu" className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg lg:hidden">
          <div className="flex flex-col gap-0.5 pb-3">{items(true)}</div>
          {account(true)}
        </div>
      )}
    </header>
  );
}
