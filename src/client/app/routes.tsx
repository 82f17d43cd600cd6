/**
 * The route table (spec section 2). Every page is a lazy route module, so each page is its own
 * chunk. Public pages (login, registration, ...) go into `publicRoutes`, outside the shell; the
 * session feature adds them and the login redirect. Authenticated pages live inside the shell.
 */
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import { RouteErrorScreen } from './error-screen.tsx';
import { SessionRoot } from '../session/session-gate.tsx';

/** Any path containing /messages is blocked by a redirect to '/' (spec sections 2 and 6). */
export function isMessagesPath(pathname: string): boolean {
  return pathname.includes('/messages');
}

function redirectMessagesPath({ request }: LoaderFunctionArgs) {
  return isMessagesPath(new URL(request.url).pathname) ? redirect('/') : null;
}

/** Applications, documents and statements (issue 6). */
const APPLICATION_ROUTES: RouteObject[] = [
  {
    path: 'application',
    lazy: () =>
      import('../features/applications/application-page.tsx').then((m) => ({
        Component: m.ApplicationPage,
      })),
  },
  {
    path: 'application/loan-claim',
    lazy: () =>
      import('../features/applications/loan-claim-page.tsx').then((m) => ({
        Component: m.LoanClaimPage,
      })),
  },
  {
    path: 'application/supportContent',
    lazy: () =>
      import('../features/applications/support-content-page.tsx').then((m) => ({
        Component: m.SupportContentPage,
      })),
  },
  {
    path: 'application/tenderKoList',
    lazy: () =>
      import('../features/applications/knock-out-page.tsx').then((m) => ({
        Component: m.KnockOutPage,
      })),
  },
  {
    path: 'attachments',
    lazy: () =>
      import('../features/documents/attachments-page.tsx').then((m) => ({
        Component: m.AttachmentsPage,
      })),
  },
  {
    path: 'statements',
    lazy: () =>
      import('../features/statements/statements-page.tsx').then((m) => ({
        Component: m.StatementsPage,
      })),
  },
];

/** The applicant's master data and its users (issue 5). */
const MASTER_DATA_ROUTES: RouteObject[] = [
  {
    path: 'application/base',
    lazy: () =>
      import('../features/applicant/base-data-page.tsx').then((m) => ({
        Component: m.BaseDataPage,
      })),
  },
  {
    path: 'application/addresses',
    lazy: () =>
      import('../features/applicant/addresses-page.tsx').then((m) => ({
        Component: m.AddressesPage,
      })),
  },
  {
    path: 'application/owners',
    lazy: () =>
      import('../features/applicant/owners-page.tsx').then((m) => ({ Component: m.OwnersPage })),
  },
  {
    path: 'application/contact',
    lazy: () =>
      import('../features/applicant/contacts-page.tsx').then((m) => ({
        Component: m.ContactsPage,
      })),
  },
  {
    path: 'application/financial',
    lazy: () =>
      import('../features/applicant/financial-page.tsx').then((m) => ({
        Component: m.FinancialPage,
      })),
  },
  {
    path: 'profile',
    lazy: () =>
      import('../features/applicant/provider-profile-page.tsx').then((m) => ({
        Component: m.ProviderProfilePage,
      })),
  },
  {
    path: 'application/base-old',
    lazy: () =>
      import('../features/applicant/frozen-page.tsx').then((m) => ({ Component: m.BaseOldPage })),
  },
  {
    path: 'application/owners-old',
    lazy: () =>
      import('../features/applicant/frozen-page.tsx').then((m) => ({ Component: m.OwnersOldPage })),
  },
  {
    path: 'settings/users',
    lazy: () =>
      import('../features/organisation-users/users-page.tsx').then((m) => ({
        Component: m.UsersPage,
      })),
  },
  {
    path: 'acceptInvite',
    lazy: () =>
      import('../features/organisation-users/accept-invite-page.tsx').then((m) => ({
        Component: m.AcceptInvitePage,
      })),
  },
];

/** Pages inside the shell (sidebar, header, footer). */
export const shellRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () =>
      import('../features/dashboard/dashboard-page.tsx').then((m) => ({
        Component: m.DashboardPage,
      })),
  },
  { path: 'messages/*', loader: () => redirect('/') },
  { path: 'application/new', loader: () => redirect('/') },
  {
    path: 'help/docs',
    lazy: () =>
      import('../features/help/help-docs-page.tsx').then((m) => ({ Component: m.HelpDocsPage })),
  },
  {
    path: 'help/support',
    lazy: () =>
      import('../features/help/help-support-page.tsx').then((m) => ({
        Component: m.HelpSupportPage,
      })),
  },
  ...MASTER_DATA_ROUTES,
  ...APPLICATION_ROUTES,
  {
    path: 'progress',
    lazy: () =>
      import('../features/progress/progress-page.tsx').then((m) => ({
        Component: m.ProgressPage,
      })),
  },
  {
    path: 'progress/submit',
    lazy: () =>
      import('../features/progress/submit-page.tsx').then((m) => ({ Component: m.SubmitPage })),
  },
  {
    path: 'progress/contract',
    lazy: () =>
      import('../features/progress/contract-page.tsx').then((m) => ({
        Component: m.ContractPage,
      })),
  },
  {
    path: 'progress/completion',
    lazy: () =>
      import('../features/progress/completion-page.tsx').then((m) => ({
        Component: m.CompletionPage,
      })),
  },
  {
    path: 'progress/completion/:completionId',
    loader: redirectMessagesPath,
    lazy: () =>
      import('../features/progress/completion-report-page.tsx').then((m) => ({
        Component: m.CompletionReportPage,
      })),
  },
  {
    // The back office (decision 0017): its own lazy chunks, for staff roles only. Every page
    // below the queue shares one entry (section-page.tsx), so this table does not grow with them.
    path: 'backoffice',
    children: [
      {
        index: true,
        lazy: () =>
          import('../features/backoffice/queue-page.tsx').then((m) => ({
            Component: m.BackOfficeQueuePage,
          })),
      },
      {
        path: ':id/:azonosito?',
        lazy: () =>
          import('../features/backoffice/section-page.tsx').then((m) => ({
            Component: m.BackOfficeSectionPage,
          })),
      },
    ],
  },
  {
    path: '*',
    loader: redirectMessagesPath,
    lazy: () => import('./not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
  },
];

/** Pages outside the shell, exempt from the login redirect (added by the session feature). */
export const publicRoutes: RouteObject[] = [
  {
    path: 'login',
    lazy: () => import('../features/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: 'login/ntak',
    lazy: () =>
      import('../features/auth/ntak-login-page.tsx').then((m) => ({ Component: m.NtakLoginPage })),
  },
  {
    path: 'registration',
    lazy: () =>
      import('../features/auth/registration-page.tsx').then((m) => ({
        Component: m.RegistrationPage,
      })),
  },
  {
    path: 'setPassword',
    lazy: () =>
      import('../features/auth/set-password-page.tsx').then((m) => ({
        Component: m.SetPasswordPage,
      })),
  },
  {
    path: 'forgottenPassword',
    lazy: () =>
      import('../features/auth/forgotten-password-page.tsx').then((m) => ({
        Component: m.ForgottenPasswordPage,
      })),
  },
  {
    path: '2Fa',
    lazy: () =>
      import('../features/auth/two-factor-page.tsx').then((m) => ({ Component: m.TwoFactorPage })),
  },
  {
    path: 'help/terms',
    lazy: () => import('../features/auth/legal-page.tsx').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: 'help/privacy',
    lazy: () =>
      import('../features/auth/legal-page.tsx').then((m) => ({ Component: m.PrivacyPage })),
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    // The session machine decides every route first (spec section 2, root behaviour).
    Component: SessionRoot,
    errorElement: <RouteErrorScreen standalone />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      ...publicRoutes,
      {
        id: 'shell',
        lazy: () => import('./shell-route.tsx').then((m) => ({ Component: m.ShellRoute })),
        // Errors of a page show inside the shell, so navigation stays usable.
        children: [{ errorElement: <RouteErrorScreen />, children: shellRoutes }],
      },
    ],
  },
];
