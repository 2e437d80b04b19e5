import { SessionProvider } from '../lib/auth/session';
import { PageOutlet } from './page-outlet';

/** Parent of every route that needs Amplify; pages paint while Amplify loads in the background. */
export function AuthLayout() {
  return (
    <SessionProvider>
      <PageOutlet />
    </SessionProvider>
  );
}
