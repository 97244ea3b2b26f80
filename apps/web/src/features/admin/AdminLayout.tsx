import { AreaLayout, type AreaNavItem } from '../../components/AreaLayout';

/** Sidebar items of the admin area; each page adds its entry here and its route in app/admin-routes. */
export const ADMIN_NAV: readonly AreaNavItem[] = [{ to: '/admin/dashboard', label: 'Dashboard', icon: 'compass' }];

export function AdminLayout() {
  return <AreaLayout title="Admin" items={ADMIN_NAV} />;
}
