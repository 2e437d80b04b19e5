import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/error-boundary';
import { FullScreenMessage } from '../components/full-screen-message';
import { RouteError } from './route-error';

/**
 * Where lazy children render: 'Loading...' while their code arrives, a way on if it fails. Moving to
 * another page clears a failure; the layouts above stay mounted (and keep their state).
 */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(retry) => <RouteError onRetry={retry} />}>
      <Suspense fallback={<FullScreenMessage busy>Loading...</FullScreenMessage>}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
