import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { router } from './router';

export function App({ pseudo = false, queryClient }: { pseudo?: boolean; queryClient?: QueryClient }) {
  return (
    <AppProviders pseudo={pseudo} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
