import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ComponentProps } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';
import { getQueryClient } from '../lib/query/query-client';
import { loadToasts, toastsLoaded } from '../lib/toast';
import { PageOutlet } from './page-outlet';

/** How long after the page is up the toasts load when none was shown before (an idle moment first). */
const TOASTS_IDLE_TIMEOUT_MS = 2_000;

/**
 * Parent of every page but the landing page: server state (TanStack Query) and toasts. Lazy, so
 * the landing page's first load stays small.
 */
export function DataLayout() {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <PageOutlet />
      <DeferredToaster position="top-center" richColors closeButton toastOptions={{ duration: 6000 }} />
    </QueryClientProvider>
  );
}

/** sonner's Toaster once sonner is here: loaded when the browser is idle after the page, or by a first toast. */
function DeferredToaster(props: ComponentProps<typeof SonnerToaster>) {
  const [Toaster, setToaster] = useState<typeof SonnerToaster | null>(null);
  useEffect(() => {
    let active = true;
    void toastsLoaded.then((sonner) => {
      if (active) setToaster(() => sonner.Toaster);
    });
    const load = () => void loadToasts().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(load, { timeout: TOASTS_IDLE_TIMEOUT_MS });
      return () => {
        active = false;
        window.cancelIdleCallback(idle);
      };
    }
    const timer = setTimeout(load, TOASTS_IDLE_TIMEOUT_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, []);
  return Toaster ? <Toaster {...props} /> : null;
}
