import { Navigate, type RouteObject } from 'react-router';
import { ADMIN_AREA_ROLES } from '@app/shared';
import { RequireRole } from './guards/RequireRole';

/** /admin (admin only). Pages are lazy chunks: none of this code loads outside the area. */
export const adminRoutes: RouteObject = {
  path: 'admin',
  element: <RequireRole roles={ADMIN_AREA_ROLES} />,
  children: [
    {
      lazy: () => import('../features/admin/AdminLayout').then((m) => ({ Component: m.AdminLayout })),
      children: [
        { index: true, element: <Navigate to="dashboard" replace /> },
        { path: 'dashboard', lazy: () => import('../features/admin/AdminDashboardPage').then((m) => ({ Component: m.AdminDashboardPage })) },
        { path: 'vehicles', lazy: () => import('../features/admin/vehicles/VehiclesPage').then((m) => ({ Component: m.VehiclesPage })) },
        { path: 'vehicles/new', lazy: () => import('../features/admin/vehicles/VehicleFormPage').then((m) => ({ Component: m.VehicleFormPage })) },
        { path: 'vehicles/edit/:id', lazy: () => import('../features/admin/vehicles/VehicleFormPage').then((m) => ({ Component: m.VehicleFormPage })) },
        { path: 'bookings', lazy: () => import('../features/admin/bookings/BookingsPage').then((m) => ({ Component: m.BookingsPage })) },
        { path: 'bookings/new', lazy: () => import('../features/admin/bookings/NewBookingPage').then((m) => ({ Component: m.NewBookingPage })) },
        { path: 'bookings/:id/:kind', lazy: () => import('../features/admin/bookings/StaffHandoverPage').then((m) => ({ Component: m.StaffHandoverPage })) },
        { path: 'bookings/:id', lazy: () => import('../features/admin/bookings/BookingDetailPage').then((m) => ({ Component: m.BookingDetailPage })) },
        { path: 'users', lazy: () => import('../features/admin/users/UsersPage').then((m) => ({ Component: m.UsersPage })) },
        { path: 'drivers', lazy: () => import('../features/admin/drivers/DriversPage').then((m) => ({ Component: m.DriversPage })) },
        { path: 'drivers/new', lazy: () => import('../features/admin/drivers/DriverFormPage').then((m) => ({ Component: m.DriverFormPage })) },
        { path: 'drivers/edit/:id', lazy: () => import('../features/admin/drivers/DriverFormPage').then((m) => ({ Component: m.DriverFormPage })) },
        { path: 'timeline', lazy: () => import('../features/admin/timeline/TimelinePage').then((m) => ({ Component: m.TimelinePage })) },
        { path: 'inbox', lazy: () => import('../features/admin/inbox/InboxPage').then((m) => ({ Component: m.InboxPage })) },
        { path: 'outbox', lazy: () => import('../features/admin/outbox/OutboxPage').then((m) => ({ Component: m.OutboxPage })) },
        { path: 'finance', lazy: () => import('../features/admin/finance/FinancePage').then((m) => ({ Component: m.FinancePage })) },
        { path: 'pages', element: <Navigate to="terms" replace /> },
        { path: 'pages/:slug', lazy: () => import('../features/admin/pages/InfoPagesAdminPage').then((m) => ({ Component: m.InfoPagesAdminPage })) },
        { path: 'pricing', lazy: () => import('../features/admin/pricing/PricingPolicyPage').then((m) => ({ Component: m.PricingPolicyPage })) },
        { path: 'reviews', lazy: () => import('../features/admin/reviews/ReviewsPage').then((m) => ({ Component: m.ReviewsPage })) },
        { path: 'tours', lazy: () => import('../features/admin/tours/ToursAdminPage').then((m) => ({ Component: m.ToursAdminPage })) },
        { path: 'transfers', lazy: () => import('../features/admin/transfers/TransferFaresPage').then((m) => ({ Component: m.TransferFaresPage })) },
        { path: 'extras', lazy: () => import('../features/admin/pricing/ExtrasPage').then((m) => ({ Component: m.ExtrasPage })) },
      ],
    },
  ],
};
