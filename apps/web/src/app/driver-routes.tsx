import { Navigate, type RouteObject } from 'react-router';
import { DRIVER_AREA_ROLES } from '@app/shared';
import { RequireRole } from './guards/RequireRole';

/** /driver (drivers and admins). Pages are lazy chunks: none of this code loads outside the area. */
export const driverRoutes: RouteObject = {
  path: 'driver',
  element: <RequireRole roles={DRIVER_AREA_ROLES} />,
  children: [
    {
      lazy: () => import('../features/driver/DriverLayout').then((m) => ({ Component: m.DriverLayout })),
      children: [
        { index: true, element: <Navigate to="dashboard" replace /> },
        { path: 'dashboard', lazy: () => import('../features/driver/DriverDashboardPage').then((m) => ({ Component: m.DriverDashboardPage })) },
        { path: 'bookings', lazy: () => import('../features/driver/DriverSchedulePage').then((m) => ({ Component: m.DriverSchedulePage })) },
        { path: 'trips/:id/:kind', lazy: () => import('../features/driver/DriverHandoverPage').then((m) => ({ Component: m.DriverHandoverPage })) },
        { path: 'profile', lazy: () => import('../features/driver/DriverProfilePage').then((m) => ({ Component: m.DriverProfilePage })) },
      ],
    },
  ],
};
