import type { RouteObject } from 'react-router';
import { RootLayout } from './layouts/RootLayout';
import { RouteError } from './RouteError';
import { RequireAuth } from './guards/RequireAuth';
import { Loading } from '../components/Spinner';
import { ContactSkeleton, HomeSkeleton, PageSkeleton, ResultsSkeleton } from '../components/PageSkeletons';
import { adminRoutes } from './admin-routes';
import { driverRoutes } from './driver-routes';

/**
 * Every page is its own chunk (route `lazy`), so the home page never downloads the booking,
 * calendar, admin or driver code. Areas add their routes as children of the root layout.
 *
 * While the first page's chunk loads, React Router renders the deepest route above it that has a
 * HydrateFallback. So each child of the root names one (its page's skeleton): the root layout with
 * the navigation bar renders at once around it, and the bar the static index.html painted never
 * gives way to a lone loading message. (The root's own fallback is only a last resort.)
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => <Loading />,
    children: [
      { index: true, HydrateFallback: HomeSkeleton, lazy: () => import('../features/home/HomePage').then((m) => ({ Component: m.HomePage })) },
      { path: 'login', HydrateFallback: PageSkeleton, lazy: () => import('../features/auth/LoginPage').then((m) => ({ Component: m.LoginPage })) },
      { path: 'register', HydrateFallback: PageSkeleton, lazy: () => import('../features/auth/RegisterRolePage').then((m) => ({ Component: m.RegisterRolePage })) },
      {
        path: 'register/details',
        HydrateFallback: PageSkeleton,
        lazy: () => import('../features/auth/RegisterDetailsPage').then((m) => ({ Component: m.RegisterDetailsPage })),
      },
      {
        path: 'available-vehicles',
        HydrateFallback: ResultsSkeleton,
        lazy: () => import('../features/vehicles/AvailableVehiclesPage').then((m) => ({ Component: m.AvailableVehiclesPage })),
      },
      {
        path: 'vehicles/:id',
        HydrateFallback: PageSkeleton,
        lazy: () => import('../features/vehicles/VehicleDetailPage').then((m) => ({ Component: m.VehicleDetailPage })),
      },
      // Drivers a tourist can trust (decision 102): Meet our drivers, and each driver's page.
      { path: 'drivers', HydrateFallback: PageSkeleton, lazy: () => import('../features/drivers/DriversPage').then((m) => ({ Component: m.DriversPage })) },
      { path: 'drivers/:id', HydrateFallback: PageSkeleton, lazy: () => import('../features/drivers/DriverPage').then((m) => ({ Component: m.DriverPage })) },
      // Round tours with a driver (decision 110): the list and each tour with its customiser.
      { path: 'tours', HydrateFallback: PageSkeleton, lazy: () => import('../features/tours/ToursPage').then((m) => ({ Component: m.ToursPage })) },
      { path: 'tours/:slug', HydrateFallback: PageSkeleton, lazy: () => import('../features/tours/TourPage').then((m) => ({ Component: m.TourPage })) },
      // Airport transfers (decision 111): the public page; its booking step is signed in, below.
      {
        path: 'airport-transfers',
        HydrateFallback: PageSkeleton,
        lazy: () => import('../features/transfers/TransfersPage').then((m) => ({ Component: m.TransfersPage })),
      },
      { path: 'contact', HydrateFallback: ContactSkeleton, lazy: () => import('../features/contact/ContactPage').then((m) => ({ Component: m.ContactPage })) },
      // The travellers' pages (decision 085): one chunk for the five.
      { path: 'terms', HydrateFallback: PageSkeleton, lazy: () => import('../features/info-pages/InfoPage').then((m) => ({ Component: m.InfoPage })) },
      { path: 'privacy', HydrateFallback: PageSkeleton, lazy: () => import('../features/info-pages/InfoPage').then((m) => ({ Component: m.InfoPage })) },
      { path: 'cancellation', HydrateFallback: PageSkeleton, lazy: () => import('../features/info-pages/InfoPage').then((m) => ({ Component: m.InfoPage })) },
      { path: 'licence', HydrateFallback: PageSkeleton, lazy: () => import('../features/info-pages/InfoPage').then((m) => ({ Component: m.InfoPage })) },
      { path: 'faq', HydrateFallback: PageSkeleton, lazy: () => import('../features/info-pages/InfoPage').then((m) => ({ Component: m.InfoPage })) },
      {
        path: 'forgot-password',
        HydrateFallback: PageSkeleton,
        lazy: () => import('../features/auth/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
      },
      {
        path: 'reset-password',
        HydrateFallback: PageSkeleton,
        lazy: () => import('../features/auth/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        Component: RequireAuth,
        HydrateFallback: PageSkeleton,
        children: [
          {
            path: 'book-vehicle/:id',
            lazy: () => import('../features/booking/BookVehiclePage').then((m) => ({ Component: m.BookVehiclePage })),
          },
          {
            path: 'booking-confirmation',
            lazy: () => import('../features/booking/BookingConfirmationPage').then((m) => ({ Component: m.BookingConfirmationPage })),
          },
          {
            path: 'airport-transfers/book',
            lazy: () => import('../features/transfers/BookTransferPage').then((m) => ({ Component: m.BookTransferPage })),
          },
          { path: 'account', lazy: () => import('../features/account/AccountPage').then((m) => ({ Component: m.AccountPage })) },
          {
            path: 'manage-bookings',
            lazy: () => import('../features/my-bookings/MyBookingsPage').then((m) => ({ Component: m.MyBookingsPage })),
          },
        ],
      },
      { ...adminRoutes, HydrateFallback: PageSkeleton },
      { ...driverRoutes, HydrateFallback: PageSkeleton },
      { path: '*', HydrateFallback: PageSkeleton, lazy: () => import('../features/not-found/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];
