import { Navigate, type RouteObject } from '@beacon/react-router';

import { paths } from '@beacon/platform';
import { lazyScreen, NotFoundScreen } from '@beacon/ui';

import { AppLayout } from '../chrome/AppLayout';
import { PublicLayout } from '../chrome/PublicLayout';
import { RemoteOutlet } from '../remote-outlet/RemoteOutlet';
import { LayoutForSession } from './LayoutForSession';
import { RequireSession } from './RequireSession';

// The first screens are named chunks (page-*), so the edge can preload them with the page.
const LoginPage = lazyScreen(() => import(/* webpackChunkName: "page-login" */ '../features/sign-in/login-page'));
const LogoutPage = lazyScreen(() => import('../features/session/logout-page'));
const DashboardHomePage = lazyScreen(
  () => import(/* webpackChunkName: "page-dashboard-home" */ '../features/dashboard-home/dashboard-home-page'),
);
const FaqsPage = lazyScreen(() => import('../pages/faqs-page'));
const ContactPage = lazyScreen(() => import('../pages/contact-page'));
const HelpPage = lazyScreen(() => import('../pages/help-page'));
const TermsOfUsePage = lazyScreen(() => import('../pages/terms-of-use-page'));
const PrivacyPolicyPage = lazyScreen(() => import('../pages/privacy-policy-page'));
const OptOutPage = lazyScreen(() => import('../features/opt-out/opt-out-page'));
const OptOutConfirmPage = lazyScreen(() => import('../features/opt-out/opt-out-confirm-page'));
const RemovalResultsPage = lazyScreen(() => import('../features/removal-results/removal-results-page'));

/** The one router of the platform: host pages, and every other /dashboard path handed to its remote. */
export const appRoutes: RouteObject[] = [
  { path: paths.root, element: <Navigate to={paths.dashboard} replace /> },
  {
    element: <PublicLayout />,
    children: [
      { path: paths.login, element: <LoginPage /> },
      { path: paths.logout, element: <LogoutPage /> },
      { path: paths.termsOfUse, element: <TermsOfUsePage /> },
      { path: paths.privacyPolicy, element: <PrivacyPolicyPage /> },
      { path: paths.optOut, element: <OptOutPage /> },
      { path: paths.optOutConfirm, element: <OptOutConfirmPage /> },
      { path: paths.removalResults, element: <RemovalResultsPage /> },
    ],
  },
  {
    path: paths.dashboard,
    element: (
      <RequireSession>
        <AppLayout />
      </RequireSession>
    ),
    children: [
      { index: true, element: <DashboardHomePage /> },
      { path: 'not-found', element: <NotFoundScreen /> },
      { path: 'support/faqs', element: <FaqsPage /> },
      { path: 'support/contact', element: <ContactPage /> },
      { path: 'support/help', element: <HelpPage /> },
      { path: '*', element: <RemoteOutlet /> },
    ],
  },
  // Any other path is not found, shown where it was asked for (the edge answers it with 404): in the member's chrome,
  // or in the public one for a visitor without a session, never a detour through the sign-in page.
  { element: <LayoutForSession />, children: [{ path: '*', element: <NotFoundScreen /> }] },
];
