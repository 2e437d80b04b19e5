import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/error-boundary';
import { FullScreenMessage } from '../components/full-screen-message';
import { RouteError } from './route-error';

/** Where lazy children render: 'Loading...' while their code arrives, a way on if it fails. */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fallback={(retry) => <RouteError onRetry={retry} />}>
      <Suspense fallback={<FullScreenMessage busy>Loading...</FullScreenMessage>}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
