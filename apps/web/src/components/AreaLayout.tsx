import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useMessages } from '../lib/i18n/I18nProvider';
import { usePageMessages, type PageMessages } from '../lib/i18n/page-messages';
import { useLeaveAndLogout } from '../lib/auth/use-leave-and-logout';
import { Icon } from './Icon';
import { LanguageSwitcher } from './LanguageSwitcher';
import { enterArea, type AreaNavItem } from './area-nav';

export type { AreaNavItem } from './area-nav';

/**
 * The staff areas' frame (/admin, /driver): a sidebar of the area's pages plus Logout beside the
 * page on wide screens, and the language switcher under them (the navigation bar leaves its own out
 * here). Narrower, the sidebar gives way to the site's menu button, whose panel lists the area's
 * pages first (one menu button on a phone, not two).
 */
export function AreaLayout({ title, items, onLogout }: { title: string; items: readonly AreaNavItem[]; onLogout: () => void }) {
  const m = useMessages();
  const logout = useRef(onLogout);
  useEffect(() => {
    logout.current = onLogout;
  });
  // A layout effect, so the bar learns of entering and leaving in the same commit as the page:
  // a passive one left the bar showing the area's state for a moment after the area was gone (the
  // driver's own links missing on the home page until the effects ran; CI caught it under load).
  useLayoutEffect(() => enterArea({ title, items, onLogout: () => logout.current() }), [title, items]);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row lg:px-8 lg:py-10">
      <aside className="hidden lg:block lg:w-60 lg:shrink-0">
        <div className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm">
          <p className="px-2 py-1 text-xs font-semibold tracking-widest text-teal-800 uppercase">{title}</p>
          <nav aria-label={title} className="mt-2">
            <ul className="space-y-0.5">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-teal-700 text-white' : 'text-slate-700 hover:bg-teal-50 hover:text-teal-900'}`
                    }
                  >
                    <Icon name={item.icon} className="size-4" />
                    {item.label}
                  </NavLink>
                </li>
              ))}
              <li className="mt-2 border-t border-slate-100 pt-2">
                <button
                  type="button"
                  onClick={onLogout}
                  className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-red-50 hover:text-red-800"
                >
                  <Icon name="logout" className="size-4" />
                  {m.publicUi.nav.logout}
                </button>
              </li>
            </ul>
          </nav>
          <LanguageSwitcher showLabel className="mt-2 border-t border-slate-100 px-3 pt-3 pb-1" />
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}

/**
 * A staff area's frame from its menu (a function of the messages, so it follows the language):
 * Logout leaves the area first.
 */
export function StaffAreaLayout({ title, nav }: { title: (m: PageMessages) => string; nav: (m: PageMessages) => readonly AreaNavItem[] }) {
  const m = usePageMessages();
  const logout = useLeaveAndLogout();
  // Kept between renders: the area announces its items to the site's menu whenever they change.
  const items = useMemo(() => nav(m), [m, nav]);
  return <AreaLayout title={title(m)} items={items} onLogout={logout} />;
}
