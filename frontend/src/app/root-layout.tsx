import { HelpButton } from '../components/help-button';
import { PageOutlet } from './page-outlet';
import { ScrollManager } from './scroll-manager';

/** Around every page: a skip link, the help button and scroll handling. Nothing heavy: the landing page loads this. */
export function RootLayout() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ScrollManager />
      <PageOutlet />
      <HelpButton />
    </>
  );
}
