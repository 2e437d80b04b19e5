import type { ReactNode } from 'react';
import type * as SonnerModule from 'sonner';

// The toasts (sonner, 9 KB gzip) load once a page is up or when one is shown, so that no page waits
// for them to paint: `toast` queues each call until sonner is here, and DataLayout mounts sonner's
// Toaster then (it shows the toasts made before it mounted).

type Sonner = typeof SonnerModule;
type Kind = 'success' | 'error' | 'info' | 'warning';

let loading: Promise<Sonner> | undefined;
let markLoaded: (sonner: Sonner) => void = () => undefined;

/** Resolves once sonner is loaded, whoever asked for it. */
export const toastsLoaded = new Promise<Sonner>((resolve) => (markLoaded = resolve));

/** Loads sonner (once; again after a failure). */
export function loadToasts(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (sonner) => {
      markLoaded(sonner);
      return sonner;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const show =
  (kind: Kind) =>
  (message: ReactNode, data?: SonnerModule.ExternalToast): void => {
    loadToasts().then(
      ({ toast }) => toast[kind](message, data),
      () => undefined, // sonner could not load: the page itself still says what happened
    );
  };

/** sonner's toast functions the app uses, shown as soon as sonner is here. */
export const toast = { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
