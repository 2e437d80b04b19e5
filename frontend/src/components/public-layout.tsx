import type { ReactNode } from 'react';
import { PublicHeader } from './public-header';
import { SiteFooter } from './site-footer';

/** Page frame of the public screens: header, one <main>, footer. */
export function PublicLayout({ children, mainClassName }: { children: ReactNode; mainClassName?: string }) {
  return (
    <div className="page">
      <PublicHeader />
      <main id="main" className={mainClassName}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
