import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from '../features/auth/AuthProvider';
import { createQueryClient } from '../lib/query-client';
import { I18nProvider } from '../lib/i18n/I18nProvider';
import { AccountLanguageSync } from './AccountLanguageSync';

/**
 * `queryClient`: one made outside, holding data already (a server rendering's, or the answers a
 * server-rendered page carried, decision 096); else a new one.
 */
export function AppProviders({ children, pseudo = false, queryClient: given }: { children: ReactNode; pseudo?: boolean; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <I18nProvider pseudo={pseudo}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <AccountLanguageSync />
          {children}
        </AuthProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
