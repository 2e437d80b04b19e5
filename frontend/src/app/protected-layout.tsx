import { Navigate, useLocation } from 'react-router-dom';
import { AppHeader } from '../components/app-header';
import { FullScreenMessage } from '../components/full-screen-message';
import { MemberSelectionProvider } from '../features/family/member-selection';
import { useSession } from '../lib/auth/session';
import { PageOutlet } from './page-outlet';

/** The guard: 'Loading...' while the session loads; without a user, /login (replacing history). */
export function RequireAuth({ redirectTo = '/login' }: { redirectTo?: string }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullScreenMessage busy>Loading...</FullScreenMessage>;
  if (status === 'signedOut') {
    return <Navigate to={redirectTo} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <ProtectedLayout />;
}

/** Frame of the signed-in screens, with the family member selection they share. */
function ProtectedLayout() {
  return (
    <MemberSelectionProvider>
      <div className="page">
        <AppHeader />
        <main id="main" className="app-main">
          <div className="container">
            <PageOutlet />
          </div>
        </main>
      </div>
    </MemberSelectionProvider>
  );
}
