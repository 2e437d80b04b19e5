import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../lib/toast';
import { loadAuth } from '../lib/auth/auth-client';
import { authErrorMessage } from '../lib/auth/auth-errors';
import { Brand } from './brand';

export type HeaderLink = { to: string; label: string };

/** Header of the signed-in screens: the logo to the user's start page, their links, Logout. */
export function AppHeader({ links, home }: { links: readonly HeaderLink[]; home: string }) {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const logout = async () => {
    setSigningOut(true);
    try {
      const { auth } = await loadAuth();
      await auth.signOut(); // the Hub 'signedOut' event clears the session and the cached data
      navigate('/', { replace: true });
    } catch (error) {
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
