import { StaffAreaLayout, type AreaNavItem } from '../../components/AreaLayout';
import type { PageMessages } from '../../lib/i18n/page-messages';
import { useDriverApp } from './offline/use-driver-app';
import { useQueueSender } from './offline/OfflineQueue';

/** Sidebar items of the driver area (spec section 2). */
export function driverNav(m: PageMessages): readonly AreaNavItem[] {
  const T = m.staffAreaUi.driverNav;
  return [
    { to: '/driver/dashboard', label: T.dashboard, icon: 'compass' },
    { to: '/driver/bookings', label: T.schedule, icon: 'calendar' },
    { to: '/driver/profile', label: T.profile, icon: 'user' },
  ];
}

const driverNavTitle = (m: PageMessages) => m.staffAreaUi.driverNav.title;

export function DriverLayout() {
  useDriverApp();
  useQueueSender();
  return <StaffAreaLayout title={driverNavTitle} nav={driverNav} />;
}
