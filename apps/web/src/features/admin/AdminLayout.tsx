import { useMemo } from 'react';
import { AreaLayout, type AreaNavItem } from '../../components/AreaLayout';
import { useLeaveAndLogout } from '../../lib/auth/use-leave-and-logout';
import { usePageMessages, type PageMessages } from '../../lib/i18n/page-messages';

/** Sidebar items of the admin area (spec section 2, plus the fleet timeline, inbox and outbox). */
export function adminNav(m: PageMessages): readonly AreaNavItem[] {
  const T = m.staffAreaUi.adminNav;
  return [
    { to: '/admin/dashboard', label: T.dashboard, icon: 'compass' },
    { to: '/admin/vehicles', label: T.vehicles, icon: 'car' },
    { to: '/admin/bookings', label: T.bookings, icon: 'calendar' },
    { to: '/admin/users', label: T.users, icon: 'users' },
    { to: '/admin/drivers', label: T.drivers, icon: 'steering' },
    { to: '/admin/timeline', label: T.timeline, icon: 'timeline' },
    { to: '/admin/inbox', label: T.inbox, icon: 'inbox' },
    { to: '/admin/outbox', label: T.outbox, icon: 'send' },
    { to: '/admin/finance', label: m.financeUi.nav, icon: 'chart' },
    { to: '/admin/pricing', label: T.pricing, icon: 'tag' },
    { to: '/admin/extras', label: T.extras, icon: 'plus' },
    { to: '/admin/pages', label: m.infoPagesUi.admin.nav, icon: 'info' },
  ];
}

export function AdminLayout() {
  const m = usePageMessages();
  const logout = useLeaveAndLogout();
  // Kept between renders: the area announces its items to the site's menu whenever they change.
  const items = useMemo(() => adminNav(m), [m]);
  return <AreaLayout title={m.staffAreaUi.adminNav.title} items={items} onLogout={logout} />;
}
