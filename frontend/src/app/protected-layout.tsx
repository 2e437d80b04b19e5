import type { UserGroup } from '@fairbill/shared';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { AppHeader, type HeaderLink } from '../components/app-header';
import { MemberSelectionProvider } from '../features/family/member-selection';
import { homePath, useSession } from '../lib/auth/session';
import { PageOutlet } from './page-outlet';

const familyLinks: HeaderLink[] = [
  { to: '/', label: 'Homepage' },
  { to: '/search', label: 'Search' },
  { to: '/patient-history', label: 'History' },
];

const auditorLinks: HeaderLink[] = [
  { to: '/audit', label: 'Results' },
  { to: '/audit/access-log', label: 'Access log' },
];

const operatorLinks: HeaderLink[] = [{ to: '/ops', label: 'Pipeline runs' }];

/** Each staff group's screens: their links and start page. */
const staffFrames: Record<UserGroup, { links: HeaderLink[]; home: string }> = {
  auditors: { links: auditorLinks, home: '/audit' },
  operators: { links: operatorLinks, home: '/ops' },
};

/**
 * The guard. While the session loads (Amplify, /config.json, the stored tokens), the screen's frame
 * and page paint at once (header, headings, skeletons) and the page starts its requests: they carry
 * the stored ID token, so without a session they fail before any call, and on a fresh load the
 * cache holds nobody's data. Then without a user, /login (replacing history). Each kind of user stays
 * on their own screens (issue 13): a staff account has no family data, so the family screens send it
 * to its own start page, and the staff screens send everyone else home. The frame is the same
 * element before and after the check, so the page is not mounted twice.
 */
export function RequireAuth({ redirectTo = '/login', group }: { redirectTo?: string; group?: UserGroup }) {
  const session = useSession();
  const { status, user } = session;
  const location = useLocation();
  if (status === 'signedOut') {
    // After Logout, home; after the session ended on its own, sign in again and come back here.
    if (session.left) return <Navigate to="/" replace />;
    return <Navigate to={redirectTo} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (status === 'signedIn') {
    const home = homePath(user);
    if (group && !user.groups.includes(group)) return <Navigate to={home} replace />;
    // A staff account has no family data: its own start page instead of family screens that fail.
    if (!group && user.groups.length > 0) return <Navigate to={home} replace />;
  }
  return group ? <ProtectedLayout {...staffFrames[group]} /> : <ProtectedLayout links={familyLinks} home="/dashboard" family />;
}

/** The auditors' screens (/audit/...). */
export function RequireAuditor() {
  return <RequireAuth group="auditors" />;
}

/** The operators' screens (/ops). */
export function RequireOperator() {
  return <RequireAuth group="operators" />;
}

/** Frame of the signed-in screens; the family's share the member selection. */
function ProtectedLayout({ links, home, family = false }: { links: HeaderLink[]; home: string; family?: boolean }) {
  const frame = (
    <div className="page">
      <AppHeader links={links} home={home} />
      <main id="main" className="app-main">
        <div className="container">
          <PageOutlet />
        </div>
      </main>
      {family && (
        // The header's links are the spec's; the account's own page is reached from here.
        <footer className="container app-footer">
          <Link to="/account">Your account</Link>
        </footer>
      )}
    </div>
  );
  return family ? <MemberSelectionProvider>{frame}</MemberSelectionProvider> : frame;
}
