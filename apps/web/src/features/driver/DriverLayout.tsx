import { AreaLayout, type AreaNavItem } from '../../components/AreaLayout';

/** Sidebar items of the driver area; each page adds its entry here and its route in app/driver-routes. */
export const DRIVER_NAV: readonly AreaNavItem[] = [{ to: '/driver/dashboard', label: 'Dashboard', icon: 'compass' }];

export function DriverLayout() {
  return <AreaLayout title="Driver" items={DRIVER_NAV} />;
}
