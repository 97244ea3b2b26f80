import { StaffAreaLayout, type AreaNavItem } from '../../components/AreaLayout';
import type { PageMessages } from '../../lib/i18n/page-messages';

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
    { to: '/admin/reviews', label: m.reviewUi.adminTitle, icon: 'star' },
    { to: '/admin/finance', label: m.financeUi.nav, icon: 'chart' },
    { to: '/admin/pricing', label: T.pricing, icon: 'tag' },
    { to: '/admin/extras', label: T.extras, icon: 'plus' },
    { to: '/admin/tours', label: m.toursUi.admin.nav, icon: 'globe' },
    { to: '/admin/transfers', label: m.transfersAdminUi.nav, icon: 'plane' },
    { to: '/admin/pages', label: m.infoPagesUi.admin.nav, icon: 'info' },
  ];
}

const adminNavTitle = (m: PageMessages) => m.staffAreaUi.adminNav.title;

export function AdminLayout() {
  return <StaffAreaLayout title={adminNavTitle} nav={adminNav} />;
}
