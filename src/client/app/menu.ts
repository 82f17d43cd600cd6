/**
 * The one menu definition: the sidebar renders it and the page-title rule matches paths against
 * it (spec section 2 "Shell"). Labels are keys of the 'common' namespace under `menu.`.
 * Entries of an application's screens name their `screen`, so the selected application's status
 * decides through the lifecycle machine whether they are open (machines/application-screens.ts).
 */
import {
  type ApplicationScreen,
  type ScreenAccess,
  screenAccess,
} from '../../../machines/application-screens.ts';
import { PAGE_PATHS } from '../../shared/page-paths.ts';

/** Icon names of @blueprintjs/icons used by the menu. */
export type MenuIcon =
  | 'dashboard'
  | 'application'
  | 'document'
  | 'clipboard'
  | 'timeline-events'
  | 'help'
  | 'manual'
  | 'headset'
  | 'briefcase'
  | 'id-number';

export interface MenuEntry {
  /** Stable id, also the React key. */
  id: string;
  path: string;
  /** Translation key in the 'common' namespace. */
  labelKey: string;
  icon?: MenuIcon;
  /** The page works only with a selected application. */
  applicationNeeded: boolean;
  /** The application screen whose access the selected application's status decides. */
  screen?: ApplicationScreen;
  /** Shown only to users with a back-office role (decision 0017). */
  staffOnly?: boolean;
}

export interface MenuGroup extends MenuEntry {
  /** Entries listed under the group; the group's own path matches the section's other pages. */
  items: MenuEntry[];
}

export type MenuNode = MenuEntry | MenuGroup;

export function isMenuGroup(node: MenuNode): node is MenuGroup {
  return 'items' in node;
}

/** The sidebar, top to bottom. */
export const MENU: readonly MenuNode[] = [
  {
    id: 'dashboard',
    path: PAGE_PATHS.dashboard,
    labelKey: 'menu.dashboard',
    icon: 'dashboard',
    applicationNeeded: false,
  },
  {
    id: 'provider-profile',
    path: PAGE_PATHS.providerProfile,
    labelKey: 'menu.providerProfile',
    icon: 'id-number',
    applicationNeeded: false,
  },
  {
    id: 'application',
    path: PAGE_PATHS.application,
    labelKey: 'menu.application',
    icon: 'application',
    applicationNeeded: true,
    items: [
      {
        id: 'loan-claim',
        path: PAGE_PATHS.loanClaim,
        labelKey: 'menu.loanClaim',
        applicationNeeded: true,
        screen: 'editing',
      },
      {
        id: 'base',
        path: PAGE_PATHS.baseData,
        labelKey: 'menu.baseData',
        applicationNeeded: true,
        screen: 'editing',
      },
      {
        id: 'addresses',
        path: PAGE_PATHS.addresses,
        labelKey: 'menu.addresses',
        applicationNeeded: true,
        screen: 'editing',
      },
      {
        id: 'owners',
        path: PAGE_PATHS.owners,
        labelKey: 'menu.owners',
        applicationNeeded: true,
        screen: 'editing',
      },
      {
        id: 'financial',
        path: PAGE_PATHS.financial,
        labelKey: 'menu.financial',
        applicationNeeded: true,
        screen: 'editing',
      },
      {
        id: 'support-content',
        path: PAGE_PATHS.supportContent,
        labelKey: 'menu.supportContent',
        applicationNeeded: true,
        screen: 'editing',
      },
    ],
  },
  {
    id: 'attachments',
    path: PAGE_PATHS.attachments,
    labelKey: 'menu.attachments',
    icon: 'document',
    applicationNeeded: true,
    screen: 'editing',
  },
  {
    id: 'statements',
    path: PAGE_PATHS.statements,
    labelKey: 'menu.statements',
    icon: 'clipboard',
    applicationNeeded: true,
    screen: 'editing',
  },
  {
    id: 'progress',
    path: PAGE_PATHS.progress,
    labelKey: 'menu.progress',
    icon: 'timeline-events',
    applicationNeeded: true,
    items: [
      {
        id: 'submit',
        path: PAGE_PATHS.submit,
        labelKey: 'menu.submit',
        applicationNeeded: true,
        screen: 'submit',
      },
      {
        id: 'contract',
        path: PAGE_PATHS.contract,
        labelKey: 'menu.contract',
        applicationNeeded: true,
        screen: 'contract',
      },
      {
        id: 'completion',
        path: PAGE_PATHS.completion,
        labelKey: 'menu.completion',
        applicationNeeded: true,
        screen: 'completion',
      },
    ],
  },
  {
    id: 'backoffice',
    path: PAGE_PATHS.backoffice,
    labelKey: 'menu.backoffice',
    icon: 'briefcase',
    applicationNeeded: false,
    staffOnly: true,
  },
  {
    id: 'help',
    path: PAGE_PATHS.help,
    labelKey: 'menu.help',
    icon: 'help',
    applicationNeeded: false,
    items: [
      {
        id: 'docs',
        path: PAGE_PATHS.helpDocs,
        labelKey: 'menu.helpDocs',
        icon: 'manual',
        applicationNeeded: false,
      },
      {
        id: 'support',
        path: PAGE_PATHS.helpSupport,
        labelKey: 'menu.helpSupport',
        icon: 'headset',
        applicationNeeded: false,
      },
    ],
  },
];

/** Every entry and group, flattened: the candidates of the title rule. */
export function flattenMenu(menu: readonly MenuNode[] = MENU): MenuEntry[] {
  return menu.flatMap((node) => (isMenuGroup(node) ? [node, ...node.items] : [node]));
}

/**
 * The menu entry a path belongs to: an exact match, else the entry with the LONGEST path that
 * is a prefix of the path followed by '/'. '/' therefore matches only itself. Null when nothing
 * matches (an unknown path: product name only, no application needed).
 */
export function matchMenuEntry(
  pathname: string,
  entries: readonly MenuEntry[] = flattenMenu(),
): MenuEntry | null {
  const exact = entries.find((entry) => entry.path === pathname);
  if (exact) return exact;
  let best: MenuEntry | null = null;
  for (const entry of entries) {
    // '/' becomes '//', so the dashboard matches only exactly.
    if (pathname.startsWith(`${entry.path}/`) && (!best || entry.path.length > best.path.length)) {
      best = entry;
    }
  }
  return best;
}

/**
 * How an entry is open: 'closed' (shown disabled, aria-disabled) when it needs an application while
 * no applicant is selected, because without an applicant there is no application to pick, or when
 * the selected application's status closes its screen (the submission before or after editing, the
 * contract before APPROVED, the completion before CONCLUDED_CONTRACT); 'read' for the editing
 * screens after submission (except during a supplement request); 'edit' otherwise. Without a
 * selected application the page itself asks for one, so the status decides nothing.
 */
export function entryAccess(
  entry: Pick<MenuEntry, 'applicationNeeded' | 'screen'>,
  applicantSelected: boolean,
  applicationStatus: string | null,
): ScreenAccess {
  if (entry.applicationNeeded && !applicantSelected) return 'closed';
  if (entry.screen && applicationStatus) return screenAccess(entry.screen, applicationStatus);
  return 'edit';
}

/** Whether the page at this path needs a selected application. */
export function pageNeedsApplication(pathname: string): boolean {
  return matchMenuEntry(pathname)?.applicationNeeded ?? false;
}

/**
 * The document title: the translated entry followed by the product name, or the product name
 * alone for an unknown path. `translate` is i18next's `t` bound to 'common'.
 */
export function pageTitle(
  pathname: string,
  translate: (key: string, options?: Record<string, string>) => string,
): string {
  const product = translate('productName');
  const entry = matchMenuEntry(pathname);
  if (!entry) return product;
  return translate('titleFormat', { page: translate(entry.labelKey), product });
}

/** The group holding the entry for this path, if any (opened automatically). */
export function activeGroupId(pathname: string, menu: readonly MenuNode[] = MENU): string | null {
  for (const node of menu) {
    if (!isMenuGroup(node)) continue;
    if (pathname === node.path || pathname.startsWith(`${node.path}/`)) return node.id;
  }
  return null;
}
