import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { router } from './router';

export function App({ pseudo = false }: { pseudo?: boolean }) {
  return (
    <AppProviders pseudo={pseudo}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
