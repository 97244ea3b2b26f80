import { AreaLayout, type AreaNavItem } from '../../components/AreaLayout';

/** Sidebar items of the driver area (spec section 2). */
export const DRIVER_NAV: readonly AreaNavItem[] = [
  { to: '/driver/dashboard', label: 'Dashboard', icon: 'compass' },
  { to: '/driver/bookings', label: 'My Schedule', icon: 'calendar' },
  { to: '/driver/profile', label: 'My Profile', icon: 'user' },
];

export function DriverLayout() {
  return <AreaLayout title="Driver" items={DRIVER_NAV} />;
}
