/**
 * The one list of the portal's page paths (spec section 2), for the browser and the server: the
 * client's route table (src/client/app/routes.tsx) and menu (app/menu.ts) are built from it, the
 * session rules (machines/session-routing.ts) name the public pages from it, and the server links
 * to the same pages (a missing item's page, the links in e-mails). A page moves by changing it here.
 */
export const PAGE_PATHS = {
  dashboard: '/',
  providerProfile: '/profile',
  // The application's screens (the selected application).
  application: '/application',
  newApplication: '/application/new',
  loanClaim: '/application/loan-claim',
  supportContent: '/application/supportContent',
  knockOut: '/application/tenderKoList',
  attachments: '/attachments',
  statements: '/statements',
  // The applicant's master data and users.
  baseData: '/application/base',
  addresses: '/application/addresses',
  owners: '/application/owners',
  contacts: '/application/contact',
  financial: '/application/financial',
  baseDataOld: '/application/base-old',
  ownersOld: '/application/owners-old',
  users: '/settings/users',
  acceptInvite: '/acceptInvite',
  // After submission.
  progress: '/progress',
  submit: '/progress/submit',
  contract: '/progress/contract',
  completion: '/progress/completion',
  completionReport: '/progress/completion/:completionId',
  // Staff (decision 0017).
  backoffice: '/backoffice',
  // Help.
  help: '/help',
  helpDocs: '/help/docs',
  helpSupport: '/help/support',
  terms: '/help/terms',
  privacy: '/help/privacy',
  // Sign-in pages (outside the shell).
  login: '/login',
  ntakLogin: '/login/ntak',
  registration: '/registration',
  setPassword: '/setPassword',
  forgottenPassword: '/forgottenPassword',
  twoFactor: '/2Fa',
  /** Spec sections 2 and 6: any path under it is sent to the dashboard. */
  messages: '/messages',
} as const;

export type PageName = keyof typeof PAGE_PATHS;
export type PagePath = (typeof PAGE_PATHS)[PageName];

/**
 * The page of each section of an application's completion summary: where the submission check
 * sends the applicant for a missing item (`/attachments#ARAJANLAT`).
 */
export const SECTION_PAGES = {
  loanClaim: PAGE_PATHS.loanClaim,
  customFields: PAGE_PATHS.supportContent,
  knockOut: PAGE_PATHS.knockOut,
  documents: PAGE_PATHS.attachments,
  statements: PAGE_PATHS.statements,
} as const satisfies Record<string, PagePath>;

/** A section of the application screens (the values of the completion's `szakasz`). */
export type Section = keyof typeof SECTION_PAGES;

/**
 * The page of a section the server names (the API schema types `szakasz` as a string); an
 * unknown name leads to the application overview.
 */
export function sectionPath(section: string): PagePath {
  return Object.hasOwn(SECTION_PAGES, section)
    ? SECTION_PAGES[section as Section]
    : PAGE_PATHS.application;
}

/** A page path as a child route of the root ('/application/base' → 'application/base'). */
export function routePath(path: PagePath): string {
  return path.slice(1);
}

/**
 * The set-password link's search parameter that asks the person for their own name: on the
 * registration link of a company's owner, whose registration named only the company (decision
 * 0038).
 */
export const ASK_NAME_PARAM = 'askName';
