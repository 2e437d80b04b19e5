import { useEffect } from 'react';

/**
 * Preloads the page a same-origin link leads to when the pointer enters it or it gets focus
 * (keyboard, or a touch, which enters before it clicks): by the click its code is usually here.
 * One listener for every link of the app; each page is asked for once.
 */
export function useLinkPreloading(preload: (pathname: string) => unknown): void {
  useEffect(() => {
    const asked = new Set<string>();
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || asked.has(url.pathname)) return;
      asked.add(url.pathname);
      preload(url.pathname);
    };
    // pointerenter does not bubble: it reaches the document in the capture phase only.
    document.addEventListener('pointerenter', onIntent, true);
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerenter', onIntent, true);
      document.removeEventListener('focusin', onIntent);
    };
  }, [preload]);
}
