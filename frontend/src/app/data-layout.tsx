import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { getQueryClient } from '../lib/query/query-client';
import { PageOutlet } from './page-outlet';

/**
 * Parent of every page but the landing page: server state (TanStack Query) and toasts. Lazy, so
 * the landing page's first load stays small.
 */
export function DataLayout() {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <PageOutlet />
      <Toaster position="top-center" richColors closeButton toastOptions={{ duration: 6000 }} />
    </QueryClientProvider>
  );
}
