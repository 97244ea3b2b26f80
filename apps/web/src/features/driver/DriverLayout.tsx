import { useMemo } from 'react';
import { AreaLayout, type AreaNavItem } from '../../components/AreaLayout';
import { useLeaveAndLogout } from '../../lib/auth/use-leave-and-logout';
import { usePageMessages, type PageMessages } from '../../lib/i18n/page-messages';

/** Sidebar items of the driver area (spec section 2). */
export function driverNav(m: PageMessages): readonly AreaNavItem[] {
  const T = m.staffAreaUi.driverNav;
  return [
    { to: '/driver/dashboard', label: T.dashboard, icon: 'compass' },
    { to: '/driver/bookings', label: T.schedule, icon: 'calendar' },
    { to: '/driver/profile', label: T.profile, icon: 'user' },
  ];
}

export function DriverLayout() {
  const m = usePageMessages();
  const logout = useLeaveAndLogout();
  // Kept between renders: the area announces its items to the site's menu whenever they change.
  const items = useMemo(() => driverNav(m), [m]);
  return <AreaLayout title={m.staffAreaUi.driverNav.title} items={items} onLogout={logout} />;
}
