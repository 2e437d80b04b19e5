import { lazy, useState, type ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { LandingPage } from '../features/landing/landing-page';
import { warmUpAuth, warmUpSession } from '../lib/auth/auth-client';
import { useLinkPreloading } from './link-preloading';
import { createNavigationProgress, NavigationProgress } from './navigation-progress';
import { RootLayout } from './root-layout';

/** `preload` never rejects: a failure surfaces (and is retried) when the route renders. */
type RouteHandle = { preload: () => Promise<void> };

const ignore = () => undefined;

/**
 * A lazily loaded route: its code is fetched on first render (inside a PageOutlet's Suspense), or
 * earlier by preloadRoute. `warm` starts work the module needs (e.g. Amplify's configuration).
 */
function lazyRoute<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, warm?: () => void) {
  // One request however often the route is preloaded and rendered; after a failure, a new one.
  let loading: Promise<M> | undefined;
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const Lazy = lazy(async () => ({ default: pick(await loadOnce()) }));
  const handle: RouteHandle = {
    preload: () => {
      warm?.();
      return loadOnce().then(ignore, ignore);
    },
  };
  return { element: <Lazy />, handle };
}

/**
 * The one route table (spec section 2). The landing page is in the first bundle; everything else
 * is lazy. The data branch adds TanStack Query and toasts; the auth branch loads and configures
 * Amplify; the guarded branch holds the signed-in screens (/dashboard, /search, /bill-detail,
 * /patient-history, /payment, ...).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      {
        ...lazyRoute(() => import('./data-layout'), (m) => m.DataLayout),
        children: [
          { path: 'about', ...lazyRoute(() => import('../features/about/about-page'), (m) => m.AboutPage) },
          { path: 'coming-soon', ...lazyRoute(() => import('../features/coming-soon/coming-soon-page'), (m) => m.ComingSoonPage) },
          { path: 'contact-us', ...lazyRoute(() => import('../features/contact/contact-page'), (m) => m.ContactPage) },
          { path: 'signup-success', ...lazyRoute(() => import('../features/auth/signup-success-page'), (m) => m.SignupSuccessPage) },
          { path: 'forgot-email', ...lazyRoute(() => import('../features/auth/forgot-email-page'), (m) => m.ForgotEmailPage) },
          {
            ...lazyRoute(() => import('./auth-layout'), (m) => m.AuthLayout),
            children: [
              { path: 'login', ...lazyRoute(() => import('../features/auth/login-page'), (m) => m.LoginPage) },
              { path: 'register', ...lazyRoute(() => import('../features/auth/register-page'), (m) => m.RegisterPage) },
              { path: 'confirm', ...lazyRoute(() => import('../features/auth/confirm-page'), (m) => m.ConfirmPage, warmUpAuth) },
              {
                path: 'forgot-password',
                ...lazyRoute(() => import('../features/auth/forgot-password-page'), (m) => m.ForgotPasswordPage),
              },
              {
                // Signed-in screens need the session at once: its part of Amplify loads with their code.
                ...lazyRoute(() => import('./protected-layout'), (m) => m.RequireAuth, warmUpSession),
                children: [
                  { path: 'dashboard', ...lazyRoute(() => import('../features/dashboard/dashboard-page'), (m) => m.DashboardPage) },
                  { path: 'search', ...lazyRoute(() => import('../features/search/search-page'), (m) => m.SearchPage) },
                  { path: 'bill-detail', ...lazyRoute(() => import('../features/bill-detail/bill-detail-page'), (m) => m.BillDetailPage) },
                  { path: 'documents/:documentId', ...lazyRoute(() => import('../features/documents/document-page'), (m) => m.DocumentPage) },
                  { path: 'patient-history', ...lazyRoute(() => import('../features/history/patient-history-page'), (m) => m.PatientHistoryPage) },
                  { path: 'patient-actions', ...lazyRoute(() => import('../features/patient-actions/patient-actions-page'), (m) => m.PatientActionsPage) },
                  { path: 'explanations', ...lazyRoute(() => import('../features/explanations/explanations-page'), (m) => m.ExplanationsPage) },
                  {
                    path: 'in-network-explanations',
                    ...lazyRoute(() => import('../features/explanations/in-network-explanations-page'), (m) => m.InNetworkExplanationsPage),
                  },
                  { path: 'payment', ...lazyRoute(() => import('../features/payment/payment-page'), (m) => m.PaymentPage) },
                  { path: 'account', ...lazyRoute(() => import('../features/account/account-page'), (m) => m.AccountPage) },
                  // A letter about a visit of "Needs your action" (issue 14): its id is the visit's, from GET /api/ledgers.
                  { path: 'ledgers/:ledgerId/letter', ...lazyRoute(() => import('../features/letters/letter-page'), (m) => m.LetterPage) },
                ],
              },
              {
                // The auditors' screens (issue 13): staff of the auditors group only.
                path: 'audit',
                ...lazyRoute(() => import('./protected-layout'), (m) => m.RequireAuditor, warmUpSession),
                children: [
                  { index: true, ...lazyRoute(() => import('../features/audit/audit-search-page'), (m) => m.AuditSearchPage) },
                  { path: 'records/:documentId', ...lazyRoute(() => import('../features/audit/audit-record-page'), (m) => m.AuditRecordPage) },
                  { path: 'access-log', ...lazyRoute(() => import('../features/audit/access-log-page'), (m) => m.AccessLogPage) },
                ],
              },
              {
                // The operators' screen (issue 13): staff of the operators group only.
                path: 'ops',
                ...lazyRoute(() => import('./protected-layout'), (m) => m.RequireOperator, warmUpSession),
                children: [{ index: true, ...lazyRoute(() => import('../features/ops/ops-page'), (m) => m.OpsPage) }],
              },
            ],
          },
          { path: '*', ...lazyRoute(() => import('../features/not-found/not-found-page'), (m) => m.NotFoundPage) },
        ],
      },
    ],
  },
];

/**
 * Starts loading every lazy chunk of the route at `pathname` at once; settles when all are here (or
 * failed). Without it a deep link such as /login would load its nested layouts one after another
 * (a waterfall).
 */
export function preloadRoute(pathname: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).map(({ route }) => (route.handle as RouteHandle | undefined)?.preload());
  return Promise.all(loads).then(ignore);
}

/**
 * The route table, the links' preloading and the navigation progress bar. Navigations are React
 * transitions (react-router), so the old page stays until the new one's code is here: that wait
 * is what the bar shows.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const [progress] = useState(createNavigationProgress);
  // While rendering the new location, before its lazy routes suspend one level after another: the
  // first page, a link, navigate() or Back all start every chunk of the page at once. Idempotent.
  progress.begin(pathname, () => preloadRoute(pathname));
  useLinkPreloading(preloadRoute);
  const page = useRoutes(routes);
  return (
    <>
      <NavigationProgress progress={progress} />
      {page}
    </>
  );
}
