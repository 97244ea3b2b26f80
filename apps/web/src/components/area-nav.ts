import { useSyncExternalStore } from 'react';
import type { IconName } from './Icon';

export interface AreaNavItem {
  to: string;
  label: string;
  icon: IconName;
}

/** The staff area the page is in (/admin, /driver): its name, its pages and its Logout. */
export interface AreaNav {
  title: string;
  items: readonly AreaNavItem[];
  onLogout: () => void;
}

let current: AreaNav | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The area layout announces itself here while it is mounted, so the site's navigation bar (which
 * sits above every page, outside the area) can show the area's pages in its phone menu: one menu
 * button on a phone instead of two.
 */
export function enterArea(nav: AreaNav): () => void {
  current = nav;
  listeners.forEach((listener) => listener());
  return () => {
    if (current !== nav) return;
    current = null;
    listeners.forEach((listener) => listener());
  };
}

/** The area the page is in, or null outside the staff areas. */
export function useAreaNav(): AreaNav | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
