import { AreaLayout, type AreaNavItem } from '../../components/AreaLayout';
import { useLeaveAndLogout } from '../../lib/auth/use-leave-and-logout';

/** Sidebar items of the admin area (spec section 2, plus the fleet timeline, inbox and outbox). */
export const ADMIN_NAV: readonly AreaNavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: 'compass' },
  { to: '/admin/vehicles', label: 'Vehicles', icon: 'car' },
  { to: '/admin/bookings', label: 'Bookings', icon: 'calendar' },
  { to: '/admin/users', label: 'Users', icon: 'users' },
  { to: '/admin/drivers', label: 'Drivers', icon: 'steering' },
  { to: '/admin/timeline', label: 'Timeline', icon: 'timeline' },
  { to: '/admin/inbox', label: 'Inbox', icon: 'inbox' },
  { to: '/admin/outbox', label: 'Outbox', icon: 'send' },
];

export function AdminLayout() {
  const logout = useLeaveAndLogout();
  return <AreaLayout title="Admin" items={ADMIN_NAV} onLogout={logout} />;
}
