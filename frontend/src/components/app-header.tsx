import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../lib/toast';
import { loadAuth } from '../lib/auth/auth-client';
import { authErrorMessage } from '../lib/auth/auth-errors';
import { useSessionLeave } from '../lib/auth/session';
import { Brand } from './brand';

export type HeaderLink = { to: string; label: string };

/** Header of the signed-in screens: the logo to the user's start page, their links, Logout. */
export function AppHeader({ links, home }: { links: readonly HeaderLink[]; home: string }) {
  const navigate = useNavigate();
  const leave = useSessionLeave();
  const [signingOut, setSigningOut] = useState(false);

  const logout = async () => {
    setSigningOut(true);
    leave(true);
    try {
      const { auth } = await loadAuth();
      // The Hub 'signedOut' event clears the session and the cached data, and the guard goes home;
      // so does this, in case the guard has not rendered since.
      await auth.signOut();
      navigate('/', { replace: true });
    } catch (error) {
      leave(false);
      toast.error('Sign out failed', { description: authErrorMessage(error) });
      setSigningOut(false);
    }
  };

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Brand to={home} />
        <nav className="site-nav" aria-label="Main">
          {links.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
          <button type="button" className="link-button" onClick={() => void logout()} disabled={signingOut}>
            {signingOut ? 'Logging out...' : 'Logout'}
          </button>
        </nav>
      </div>
    </header>
  );
}
