import { AreaLayout, type AreaNavItem } from '../../components/AreaLayout';
import { useLeaveAndLogout } from '../../lib/auth/use-leave-and-logout';

/** Sidebar items of the driver area (spec section 2). */
export const DRIVER_NAV: readonly AreaNavItem[] = [
  { to: '/driver/dashboard', label: 'Dashboard', icon: 'compass' },
  { to: '/driver/bookings', label: 'My Schedule', icon: 'calendar' },
  { to: '/driver/profile', label: 'My Profile', icon: 'user' },
];

export function DriverLayout() {
  const logout = useLeaveAndLogout();
  return <AreaLayout title="Driver" items={DRIVER_NAV} onLogout={logout} />;
}
