import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider } from '../features/auth/AuthProvider';
import { createQueryClient } from '../lib/query-client';
import { I18nProvider } from '../lib/i18n/I18nProvider';
import { AccountLanguageSync } from './AccountLanguageSync';

export function AppProviders({ children, pseudo = false }: { children: ReactNode; pseudo?: boolean }) {
  const [queryClient] = useState(createQueryClient);
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
