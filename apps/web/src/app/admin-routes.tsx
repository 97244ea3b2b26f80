import { Navigate, type RouteObject } from 'react-router';
import { RequireRole } from './guards/RequireRole';

/** /admin (admin only). Pages are lazy chunks: none of this code loads outside the area. */
export const adminRoutes: RouteObject = {
  path: 'admin',
  element: <RequireRole roles={['admin']} />,
  children: [
    {
      lazy: () => import('../features/admin/AdminLayout').then((m) => ({ Component: m.AdminLayout })),
      children: [
        { index: true, element: <Navigate to="dashboard" replace /> },
        { path: 'dashboard', lazy: () => import('../features/admin/AdminDashboardPage').then((m) => ({ Component: m.AdminDashboardPage })) },
      ],
    },
  ],
};
