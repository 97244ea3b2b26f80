import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import type { AppRouter } from './router';

export function App({ pseudo = false, queryClient, router }: { pseudo?: boolean; queryClient?: QueryClient; router: AppRouter }) {
  return (
    <AppProviders pseudo={pseudo} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
