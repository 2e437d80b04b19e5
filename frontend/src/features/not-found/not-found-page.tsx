import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { displayFallbacks } from '@fairbill/shared';
import { PublicLayout } from '../../components/public-layout';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Only the path: never query strings (they may carry codes or names).
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <PublicLayout mainClassName="section">
      <div className="container not-found">
        <h1>404</h1>
        <p style={{ fontSize: '1.3rem' }}>{displayFallbacks.pageNotFound}</p>
        <Link to="/" className="button">
          Return to Home
        </Link>
      </div>
    </PublicLayout>
  );
}
