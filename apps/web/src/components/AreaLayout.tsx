import { useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { Icon, type IconName } from './Icon';

export interface AreaNavItem {
  to: string;
  label: string;
  icon: IconName;
}

/**
 * The staff areas' frame (/admin, /driver): a sidebar of the area's pages plus Logout, which
 * folds into a toggle on phones, and the page beside it.
 */
export function AreaLayout({ title, items, onLogout }: { title: string; items: readonly AreaNavItem[]; onLogout: () => void }) {
  const [open, setOpen] = useState(false);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row lg:px-8 lg:py-10">
      <aside className="lg:w-60 lg:shrink-0">
        <div className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm">
          <div className="flex items-center justify-between px-2 py-1">
            <p className="text-xs font-semibold tracking-widest text-teal-800 uppercase">{title}</p>
            <button
              type="button"
              className="rounded-lg p-1.5 text-slate-700 hover:bg-slate-100 lg:hidden"
              aria-expanded={open}
              aria-controls="area-nav"
              onClick={() => setOpen((value) => !value)}
            >
              <Icon name={open ? 'close' : 'menu'} />
              <span className="sr-only">{open ? `Close ${title} menu` : `Open ${title} menu`}</span>
            </button>
          </div>
          <nav id="area-nav" aria-label={title} className={`${open ? 'block' : 'hidden'} mt-2 lg:block`}>
            <ul className="space-y-0.5">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    onClick={() => setOpen(false)}
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
                  Logout
                </button>
              </li>
            </ul>
          </nav>
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
