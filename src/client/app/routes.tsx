/**
 * The route table (spec section 2). Every page is a lazy route module, so each page is its own
 * chunk. Public pages (login, registration, ...) go into `publicRoutes`, outside the shell; the
 * session feature adds them and the login redirect. Authenticated pages live inside the shell.
 */
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import { RouteErrorScreen } from './error-screen.tsx';
import { SessionRoot } from '../session/session-gate.tsx';
import { PAGE_PATHS, routePath } from '../../shared/page-paths.ts';
import { NAMESPACES } from '../../shared/i18n-languages.ts';
import { loadNamespaces } from '../lib/i18n.ts';

/** Any path containing /messages is blocked by a redirect to '/' (spec sections 2 and 6). */
export function isMessagesPath(pathname: string): boolean {
  return pathname.includes(PAGE_PATHS.messages);
}

function redirectMessagesPath({ request }: LoaderFunctionArgs) {
  return isMessagesPath(new URL(request.url).pathname) ? redirect(PAGE_PATHS.dashboard) : null;
}

/** Applications, documents and statements (issue 6). */
const APPLICATION_ROUTES: RouteObject[] = [
  {
    path: routePath(PAGE_PATHS.application),
    lazy: () =>
      import('../features/applications/application-page.tsx').then((m) => ({
        Component: m.ApplicationPage,
      })),
  },
  {
    path: routePath(PAGE_PATHS.loanClaim),
    lazy: () =>
      import('../features/applications/loan-claim-page.tsx').then((m) => ({
        Component: m.LoanClaimPage,
      })),
  },
  {
    path: routePath(PAGE_PATHS.supportContent),
    lazy: () =>
      import('../features/applications/support-content-page.tsx').then((m) => ({
        Component: m.SupportContentPage,
      })),
  },
  {
    path: routePath(PAGE_PATHS.knockOut),
    lazy: () =>
      import('../features/applications/knock-out-page.tsx').then((m) => ({
        Component: m.KnockOutPage,
      })),
  },
  {
    path: routePath(PAGE_PATHS.attachments),
    lazy: () =>
      import('../features/documents/attachments-page.tsx').then((m) => ({
        Component: m.AttachmentsPage,
      })),
  },
  {
    path: routePath(PAGE_PATHS.statements),
    lazy: () =>
      import('../features/statements/statements-page.tsx').then((m) => ({
        Component: m.StatementsPage,
      })),
  },
];

/** The applicant's master data and its users (issue 5). */
const MASTER_DATA_ROUTES: RouteObject[] = [
  {
    path: routePath(PAGE_PATHS.baseData),
    lazy: () =>
      import('../features/applicant/base-data-page.tsx').then((m) => ({
        Component: m.BaseDataPage,
        loader: m.baseDataLoader,
      })),
  },
  {
    path: routePath(PAGE_PATHS.addresses),
    lazy: () =>
      import('../features/applicant/addresses-page.tsx').then((m) => ({
        Component: m.AddressesPage,
      })),
  },
  {
    path: routePath(PAGE_PATHS.owners),
    lazy: () =>
      import('../features/applicant/owners-page.tsx').then((m) => ({ Component: m.OwnersPage })),
  },
  {
    path: routePath(PAGE_PATHS.contacts),
    lazy: () =>
      import('../features/applicant/contacts-page.tsx').then((m) => ({
        Component: m.ContactsPage,
      })),
  },
  {
    path: routePath(PAGE_PATHS.financial),
    lazy: () =>
      import('../features/applicant/financial-page.tsx').then((m) => ({
        Component: m.FinancialPage,
      })),
  },
  {
    path: routePath(PAGE_PATHS.providerProfile),
    lazy: () =>
      import('../features/applicant/provider-profile-page.tsx').then((m) => ({
        Component: m.ProviderProfilePage,
      })),
  },
  {
    path: routePath(PAGE_PATHS.baseDataOld),
    lazy: () =>
      import('../features/applicant/frozen-page.tsx').then((m) => ({ Component: m.BaseOldPage })),
  },
  {
    path: routePath(PAGE_PATHS.ownersOld),
    lazy: () =>
      import('../features/applicant/frozen-page.tsx').then((m) => ({ Component: m.OwnersOldPage })),
  },
  {
    path: routePath(PAGE_PATHS.users),
    lazy: () =>
      import('../features/organisation-users/users-page.tsx').then((m) => ({
        Component: m.UsersPage,
      })),
  },
  {
    path: routePath(PAGE_PATHS.acceptInvite),
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
  { path: `${routePath(PAGE_PATHS.messages)}/*`, loader: () => redirect(PAGE_PATHS.dashboard) },
  { path: routePath(PAGE_PATHS.newApplication), loader: () => redirect(PAGE_PATHS.dashboard) },
  {
    path: routePath(PAGE_PATHS.helpDocs),
    lazy: () =>
      import('../features/help/help-docs-page.tsx').then((m) => ({ Component: m.HelpDocsPage })),
  },
  {
    path: routePath(PAGE_PATHS.helpSupport),
    lazy: () =>
      import('../features/help/help-support-page.tsx').then((m) => ({
        Component: m.HelpSupportPage,
      })),
  },
  ...MASTER_DATA_ROUTES,
  ...APPLICATION_ROUTES,
  {
    path: routePath(PAGE_PATHS.progress),
    lazy: () =>
      import('../features/progress/progress-page.tsx').then((m) => ({
        Component: m.ProgressPage,
      })),
  },
  {
    path: routePath(PAGE_PATHS.submit),
    lazy: () =>
      import('../features/progress/submit-page.tsx').then((m) => ({ Component: m.SubmitPage })),
  },
  {
    path: routePath(PAGE_PATHS.contract),
    lazy: () =>
      import('../features/progress/contract-page.tsx').then((m) => ({
        Component: m.ContractPage,
      })),
  },
  {
    path: routePath(PAGE_PATHS.completion),
    lazy: () =>
      import('../features/progress/completion-page.tsx').then((m) => ({
        Component: m.CompletionPage,
      })),
  },
  {
    path: routePath(PAGE_PATHS.completionReport),
    loader: redirectMessagesPath,
    lazy: () =>
      import('../features/progress/completion-report-page.tsx').then((m) => ({
        Component: m.CompletionReportPage,
      })),
  },
  {
    // The back office (decision 0017): its own lazy chunks, for staff roles only. Every page
    // below the queue shares one entry (section-page.tsx), so this table does not grow with them.
    path: routePath(PAGE_PATHS.backoffice),
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
    path: routePath(PAGE_PATHS.login),
    lazy: () => import('../features/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: routePath(PAGE_PATHS.ntakLogin),
    lazy: () =>
      import('../features/auth/ntak-login-page.tsx').then((m) => ({ Component: m.NtakLoginPage })),
  },
  {
    path: routePath(PAGE_PATHS.registration),
    lazy: () =>
      import('../features/auth/registration-page.tsx').then((m) => ({
        Component: m.RegistrationPage,
      })),
  },
  {
    path: routePath(PAGE_PATHS.setPassword),
    lazy: () =>
      import('../features/auth/set-password-page.tsx').then((m) => ({
        Component: m.SetPasswordPage,
      })),
  },
  {
    path: routePath(PAGE_PATHS.forgottenPassword),
    lazy: () =>
      import('../features/auth/forgotten-password-page.tsx').then((m) => ({
        Component: m.ForgottenPasswordPage,
      })),
  },
  {
    path: routePath(PAGE_PATHS.twoFactor),
    lazy: () =>
      import('../features/auth/two-factor-page.tsx').then((m) => ({ Component: m.TwoFactorPage })),
  },
  {
    path: routePath(PAGE_PATHS.terms),
    lazy: () => import('../features/auth/legal-page.tsx').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: routePath(PAGE_PATHS.privacy),
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
        // The signed-in pages' translations load beside the shell's chunk: a first visit to a
        // shell page asked for them at boot already; coming from the sign-in page, now. The
        // loader (the shell's data) waits for the chunk only, not for the translations.
        lazy: {
          Component: () =>
            Promise.all([import('./shell-route.tsx'), loadNamespaces(NAMESPACES)]).then(
              ([m]) => m.ShellRoute,
            ),
          loader: () => import('./shell-route.tsx').then((m) => m.shellLoader),
        },
        // Errors of a page show inside the shell, so navigation stays usable.
        children: [{ errorElement: <RouteErrorScreen />, children: shellRoutes }],
      },
    ],
  },
];
