import { QueryClientProvider } from '@tanstack/react-query';
import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CURRENT_USER_QUERY_KEY } from '#client/features/auth/api/get-current-user';
import { watchForEndedSession } from '#client/features/auth/utils/watch-for-ended-session';
import { App } from './app';
import { AppErrorBoundary } from './components/layout/app-error-boundary';
import { installNotificationToastListener } from './components/ui/toast-store';
import { loadGoogleAnalytics } from './lib/analytics';
import { getBootData } from './lib/boot-data';
import { queryClient } from './lib/query-client';
import { installUnhandledRejectionFilter } from './lib/unhandled-rejection-filter';
import { enableZodJitlessMode } from './lib/zod-jitless';
import './index.css';

const boot = getBootData();

// The CSP allows only <style> elements carrying this nonce; Radix's scroll lock gets it via get-nonce.
if (boot.styleNonce) setNonce(boot.styleNonce);

enableZodJitlessMode();
installUnhandledRejectionFilter(window);
installNotificationToastListener(window);

// The server already knows who is signed in: seeding the cache saves a request (and a 401 in the
// console) before the first paint.
if (boot.hasUser) queryClient.setQueryData(CURRENT_USER_QUERY_KEY, boot.user);
watchForEndedSession(queryClient);

loadGoogleAnalytics(boot.gaMeasurementId);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The #root element is missing from index.html');

createRoot(rootElement).render(
  <StrictMode>
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </AppErrorBoundary>
  </StrictMode>,
);
