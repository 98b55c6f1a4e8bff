import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { LazyToaster } from '../lib/lazy-toaster';
import { AppErrorBoundary } from './app-error-boundary';
import { CurrentUserProvider } from './current-user-provider';
import { LanguageSyncEffect } from './language-sync-effect';
import { ThemeProvider } from './theme-provider';

/** Everything a screen relies on, outside the router so the error page has it too. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <CurrentUserProvider>
            <LanguageSyncEffect />
            <LazyToaster />
            <AppErrorBoundary>{children}</AppErrorBoundary>
          </CurrentUserProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
