import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { BROWSE_VEHICLE_TYPES, DROPDOWN_BLUR_CLOSE_MS } from '@app/shared';
import { Icon } from '../../components/Icon';
import { useMessages } from '../../lib/i18n/I18nProvider';
import type { Messages } from '../../lib/i18n/catalogs';

function menuItems(m: Messages) {
  return [
    { label: m.publicUi.nav.allVehicles, to: '/available-vehicles' },
    ...BROWSE_VEHICLE_TYPES.map(({ type }) => ({ label: m.vehicleTypesPlural[type], to: `/available-vehicles?vehicleType=${type}` })),
  ];
}

/**
 * The navigation's Vehicles dropdown (a disclosure of links). It closes when a link is chosen,
 * on Escape, and DROPDOWN_BLUR_CLOSE_MS after focus has left it; arrow keys move between links.
 */
export function VehiclesMenu({ onNavigate, variant = 'bar' }: { onNavigate?: () => void; variant?: 'bar' | 'panel' }) {
  const m = useMessages();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const cancelClose = () => {
    if (closeTimer.current !== null) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  useEffect(() => cancelClose, []);

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const focusLink = (index: number) => {
    const all = links();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  };
  const openAndFocus = (index: number) => {
    setOpen(true);
    // The list renders on the next frame once open.
    requestAnimationFrame(() => focusLink(index));
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), DROPDOWN_BLUR_CLOSE_MS);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = links().indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusLink(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  const select = () => {
    cancelClose();
    setOpen(false);
    onNavigate?.();
  };

  const panel = variant === 'panel';
  return (
    <div className="relative" onBlur={onBlur} onFocus={cancelClose}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
        className={
          panel
            ? 'flex w-full items-center justify-between rounded-lg px-3 py-2.5 text-left font-medium text-slate-800 hover:bg-teal-50'
            : 'flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-teal-800'
        }
      >
        {m.publicUi.nav.vehicles}
        <Icon name="chevronDown" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <ul
          id={menuId}
          ref={listRef}
          onKeyDown={onListKeyDown}
          className={
            panel
              ? 'mt-1 ml-3 space-y-0.5 border-l-2 border-teal-100 pl-3'
              : 'absolute left-0 z-40 mt-2 w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10'
          }
        >
          {menuItems(m).map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                onClick={select}
                className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-teal-50 hover:text-teal-900 focus-visible:bg-teal-50"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
