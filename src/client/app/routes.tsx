/**
 * The route table (spec section 2). Every page is a lazy route module, so each page is its own
 * chunk. Public pages (login, registration, ...) go into `publicRoutes`, outside the shell; the
 * session feature adds them and the login redirect. Authenticated pages live inside the shell.
 */
import type { ComponentType } from 'react';
import {
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteMatch,
  type RouteObject,
  redirect,
} from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import { RouteErrorScreen } from './error-screen.tsx';
import { SessionRoot } from '../session/session-gate.tsx';
import { PAGE_PATHS, routePath } from '../../shared/page-paths.ts';
import { loadNamespaces } from '../lib/i18n.ts';
import { BASE_DATA_FORM, LOGIN_FORM, type PageForm } from '../components/form/page-forms.ts';

/**
 * The translation namespaces a route needs beyond its parents' (issue 17): a first visit loads
 * only the matched routes' (`routeNamespaces`, main.tsx), beside their chunks; a later
 * navigation loads a page's with its chunk (`lazyPage`). i18next asks for each file once.
 */
export interface RouteHandle {
  namespaces: readonly string[];
}

/** Every page: the root's error screen and the texts outside any page. */
const ROOT_NAMESPACES = ['common', 'errors'] as const;
/** The signed-in shell and what nearly every page in it shows (supplement and autosave notes). */
const SHELL_NAMESPACES = ['calls'] as const;
/** A page with a schema form: the form engine's texts and the validation messages. */
const FORM = ['form', 'validators'] as const;

/** The namespaces of a location's matched routes, for the boot to load at once. */
export function routeNamespaces(matches: readonly RouteMatch[]): string[] {
  const handles = matches.map((match) => match.route.handle as RouteHandle | undefined);
  return [...new Set([...ROOT_NAMESPACES, ...handles.flatMap((h) => h?.namespaces ?? [])])];
}

/**
 * A lazy page with its namespaces: its component resolves once its chunk and its texts are
 * there, both asked for at once; its loader (optional) waits for the chunk only, so the page's
 * data does not wait for the texts. A page that opens with a schema form names it (`form`):
 * the form's module and lazy parts start when the route matches, beside the page's chunk
 * (components/form/page-forms.ts), from a loader of the route itself rather than of the lazily loaded module.
 */
function lazyPage<M>(
  namespaces: readonly string[],
  load: () => Promise<M>,
  component: (module: M) => ComponentType,
  loader?: (module: M) => LoaderFunction,
  form?: PageForm,
): Pick<RouteObject, 'lazy' | 'handle' | 'loader'> {
  const handle: RouteHandle = { namespaces };
  const Component = () =>
    Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => component(module));
  if (!form)
    return {
      handle,
      lazy: loader ? { Component, loader: () => load().then(loader) } : { Component },
    };
  return {
    handle,
    lazy: { Component },
    loader: (args) => {
      // The form engine's chunk is preloaded by index.html: this resolves as the entry runs.
      void import('../components/form/index.ts')
        .then((engine) => engine.preloadSchemaForm(engine.formKey(form.id), form.parts))
        .catch(() => {});
      return loader ? load().then((module) => loader(module)(args)) : null;
    },
  };
}

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
    ...lazyPage(
      [],
      () => import('../features/applications/application-page.tsx'),
      (m) => m.ApplicationPage,
    ),
  },
  {
    path: routePath(PAGE_PATHS.loanClaim),
    ...lazyPage(
      [...FORM],
      () => import('../features/applications/loan-claim-page.tsx'),
      (m) => m.LoanClaimPage,
    ),
  },
  {
    path: routePath(PAGE_PATHS.supportContent),
    ...lazyPage(
      [...FORM],
      () => import('../features/applications/support-content-page.tsx'),
      (m) => m.SupportContentPage,
    ),
  },
  {
    path: routePath(PAGE_PATHS.knockOut),
    ...lazyPage(
      [],
      () => import('../features/applications/knock-out-page.tsx'),
      (m) => m.KnockOutPage,
    ),
  },
  {
    path: routePath(PAGE_PATHS.attachments),
    ...lazyPage(
      [],
      () => import('../features/documents/attachments-page.tsx'),
      (m) => m.AttachmentsPage,
    ),
  },
  {
    path: routePath(PAGE_PATHS.statements),
    ...lazyPage(
      [],
      () => import('../features/statements/statements-page.tsx'),
      (m) => m.StatementsPage,
    ),
  },
];

/** The applicant's master data and its users (issue 5). */
const MASTER_DATA_ROUTES: RouteObject[] = [
  {
    path: routePath(PAGE_PATHS.baseData),
    ...lazyPage(
      ['applicant', ...FORM],
      () => import('../features/applicant/base-data-page.tsx'),
      (m) => m.BaseDataPage,
      (m) => m.baseDataLoader,
      BASE_DATA_FORM,
    ),
  },
  {
    path: routePath(PAGE_PATHS.addresses),
    ...lazyPage(
      ['applicant', ...FORM],
      () => import('../features/applicant/addresses-page.tsx'),
      (m) => m.AddressesPage,
    ),
  },
  {
    path: routePath(PAGE_PATHS.owners),
    ...lazyPage(
      ['applicant', ...FORM],
      () => import('../features/applicant/owners-page.tsx'),
      (m) => m.OwnersPage,
    ),
  },
  {
    path: routePath(PAGE_PATHS.contacts),
    ...lazyPage(
      ['applicant', ...FORM],
      () => import('../features/applicant/contacts-page.tsx'),
      (m) => m.ContactsPage,
    ),
  },
  {
    path: routePath(PAGE_PATHS.financial),
    ...lazyPage(
      ['applicant', ...FORM],
      () => import('../features/applicant/financial-page.tsx'),
      (m) => m.FinancialPage,
    ),
  },
  {
    path: routePath(PAGE_PATHS.providerProfile),
    ...lazyPage(
      ['applicant', ...FORM],
      () => import('../features/applicant/provider-profile-page.tsx'),
      (m) => m.ProviderProfilePage,
    ),
  },
  {
    path: routePath(PAGE_PATHS.baseDataOld),
    ...lazyPage(
      ['applicant', ...FORM],
      () => import('../features/applicant/frozen-page.tsx'),
      (m) => m.BaseOldPage,
    ),
  },
  {
    path: routePath(PAGE_PATHS.ownersOld),
    ...lazyPage(
      ['applicant', ...FORM],
      () => import('../features/applicant/frozen-page.tsx'),
      (m) => m.OwnersOldPage,
    ),
  },
  {
    path: routePath(PAGE_PATHS.users),
    ...lazyPage(
      ['applicant', ...FORM],
      () => import('../features/organisation-users/users-page.tsx'),
      (m) => m.UsersPage,
    ),
  },
  {
    path: routePath(PAGE_PATHS.acceptInvite),
    ...lazyPage(
      ['applicant'],
      () => import('../features/organisation-users/accept-invite-page.tsx'),
      (m) => m.AcceptInvitePage,
    ),
  },
];

/** Pages inside the shell (sidebar, header, footer). */
export const shellRoutes: RouteObject[] = [
  {
    index: true,
    ...lazyPage(
      [],
      () => import('../features/dashboard/dashboard-page.tsx'),
      (m) => m.DashboardPage,
    ),
  },
  { path: `${routePath(PAGE_PATHS.messages)}/*`, loader: () => redirect(PAGE_PATHS.dashboard) },
  { path: routePath(PAGE_PATHS.newApplication), loader: () => redirect(PAGE_PATHS.dashboard) },
  {
    path: routePath(PAGE_PATHS.helpDocs),
    ...lazyPage(
      ['help'],
      () => import('../features/help/help-docs-page.tsx'),
      (m) => m.HelpDocsPage,
    ),
  },
  {
    path: routePath(PAGE_PATHS.helpSupport),
    ...lazyPage(
      ['help'],
      () => import('../features/help/help-support-page.tsx'),
      (m) => m.HelpSupportPage,
    ),
  },
  ...MASTER_DATA_ROUTES,
  ...APPLICATION_ROUTES,
  {
    path: routePath(PAGE_PATHS.progress),
    ...lazyPage(
      ['progress'],
      () => import('../features/progress/progress-page.tsx'),
      (m) => m.ProgressPage,
    ),
  },
  {
    path: routePath(PAGE_PATHS.submit),
    ...lazyPage(
      ['progress'],
      () => import('../features/progress/submit-page.tsx'),
      (m) => m.SubmitPage,
    ),
  },
  {
    path: routePath(PAGE_PATHS.contract),
    ...lazyPage(
      ['progress'],
      () => import('../features/progress/contract-page.tsx'),
      (m) => m.ContractPage,
    ),
  },
  {
    path: routePath(PAGE_PATHS.completion),
    ...lazyPage(
      ['progress'],
      () => import('../features/progress/completion-page.tsx'),
      (m) => m.CompletionPage,
    ),
  },
  {
    path: routePath(PAGE_PATHS.completionReport),
    loader: redirectMessagesPath,
    ...lazyPage(
      ['progress', ...FORM],
      () => import('../features/progress/completion-report-page.tsx'),
      (m) => m.CompletionReportPage,
    ),
  },
  {
    // The back office (decision 0017): its own lazy chunks, for staff roles only. Every page
    // below the queue shares one entry (section-page.tsx), so this table does not grow with them.
    path: routePath(PAGE_PATHS.backoffice),
    children: [
      {
        index: true,
        ...lazyPage(
          ['backoffice', 'progress'],
          () => import('../features/backoffice/queue-page.tsx'),
          (m) => m.BackOfficeQueuePage,
        ),
      },
      {
        path: ':id/:azonosito?',
        ...lazyPage(
          ['backoffice', 'progress', ...FORM],
          () => import('../features/backoffice/section-page.tsx'),
          (m) => m.BackOfficeSectionPage,
        ),
      },
    ],
  },
  {
    path: '*',
    loader: redirectMessagesPath,
    ...lazyPage(
      [],
      () => import('./not-found-page.tsx'),
      (m) => m.NotFoundPage,
    ),
  },
];

/** Pages outside the shell, exempt from the login redirect (added by the session feature). */
export const publicRoutes: RouteObject[] = [
  {
    path: routePath(PAGE_PATHS.login),
    ...lazyPage(
      ['auth', ...FORM],
      () => import('../features/auth/login-page.tsx'),
      (m) => m.LoginPage,
      undefined,
      LOGIN_FORM,
    ),
  },
  {
    path: routePath(PAGE_PATHS.ntakLogin),
    ...lazyPage(
      ['auth'],
      () => import('../features/auth/ntak-login-page.tsx'),
      (m) => m.NtakLoginPage,
    ),
  },
  {
    path: routePath(PAGE_PATHS.registration),
    ...lazyPage(
      ['auth', ...FORM],
      () => import('../features/auth/registration-page.tsx'),
      (m) => m.RegistrationPage,
    ),
  },
  {
    path: routePath(PAGE_PATHS.setPassword),
    ...lazyPage(
      ['auth', ...FORM],
      () => import('../features/auth/set-password-page.tsx'),
      (m) => m.SetPasswordPage,
    ),
  },
  {
    path: routePath(PAGE_PATHS.forgottenPassword),
    ...lazyPage(
      ['auth', ...FORM],
      () => import('../features/auth/forgotten-password-page.tsx'),
      (m) => m.ForgottenPasswordPage,
    ),
  },
  {
    path: routePath(PAGE_PATHS.twoFactor),
    ...lazyPage(
      ['auth', ...FORM],
      () => import('../features/auth/two-factor-page.tsx'),
      (m) => m.TwoFactorPage,
    ),
  },
  {
    path: routePath(PAGE_PATHS.terms),
    ...lazyPage(
      ['auth'],
      () => import('../features/auth/legal-page.tsx'),
      (m) => m.TermsPage,
    ),
  },
  {
    path: routePath(PAGE_PATHS.privacy),
    ...lazyPage(
      ['auth'],
      () => import('../features/auth/legal-page.tsx'),
      (m) => m.PrivacyPage,
    ),
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
        // The shell's translations load beside its chunk (a first visit to a shell page asked
        // for them at boot already). The loader (the shell's data) waits for the chunk only.
        handle: { namespaces: SHELL_NAMESPACES } satisfies RouteHandle,
        lazy: {
          Component: () =>
            Promise.all([import('./shell-route.tsx'), loadNamespaces(SHELL_NAMESPACES)]).then(
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
