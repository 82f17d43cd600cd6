/**
 * The sidebar's navigation, rendered from the one menu definition (app/menu.ts). Groups open
 * automatically for the active path and remember their open state in local storage. An entry is
 * disabled (aria-disabled) or marked read-only as `entryAccess` decides: from the selected
 * applicant and the selected application's status, through the lifecycle machine.
 */
import { Collapse, Icon } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { ScreenAccess } from '../../../../machines/application-screens.ts';
import {
  entryAccess,
  MENU,
  type MenuEntry,
  type MenuGroup,
  activeGroupId,
  isMenuGroup,
} from '../menu.ts';
import { type OpenGroups, readOpenGroups, writeOpenGroups } from '../navigation-state.ts';
import { useSelection } from '../../selection/selection.tsx';
import { BACK_OFFICE_ROLES, hasRole } from '../../../shared/roles.ts';
import { useOptionalSession } from '../../session/session-provider.tsx';
import { DelayedTooltip } from '../../components/ui/delayed-tooltip.tsx';

function NavEntry({
  entry,
  collapsed,
  access,
}: {
  entry: MenuEntry;
  collapsed: boolean;
  access: ScreenAccess;
}) {
  const { t } = useTranslation();
  const disabled = access === 'closed';
  // A read-only screen says so in its accessible name too, not only with the lock icon.
  const label =
    access === 'read' ? `${t(entry.labelKey)} (${t('shell.readOnly')})` : t(entry.labelKey);
  const content = (
    <>
      <Icon icon={entry.icon ?? 'dot'} aria-hidden className="nav-icon" />
      {!collapsed && <span className="nav-label">{t(entry.labelKey)}</span>}
      {!collapsed && access === 'read' ? (
        <Icon icon="lock" aria-hidden className="nav-read-only" />
      ) : null}
    </>
  );
  const item = disabled ? (
    <span
      className="nav-item nav-item--disabled"
      role="link"
      aria-disabled="true"
      aria-label={collapsed ? label : undefined}
    >
      {content}
    </span>
  ) : (
    <NavLink
      to={entry.path}
      end
      className="nav-item"
      aria-label={collapsed || access === 'read' ? label : undefined}
    >
      {content}
    </NavLink>
  );
  return (
    <li>
      {collapsed ? (
        <DelayedTooltip content={label} placement="right">
          {item}
        </DelayedTooltip>
      ) : (
        item
      )}
    </li>
  );
}

function NavGroup({
  group,
  open,
  onToggle,
  applicantSelected,
  applicationStatus,
}: {
  group: MenuGroup;
  open: boolean;
  onToggle: () => void;
  applicantSelected: boolean;
  applicationStatus: string | null;
}) {
  const { t } = useTranslation();
  const listId = `nav-group-${group.id}`;
  return (
    <li className="nav-group">
      <button
        type="button"
        className="nav-item nav-group-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
      >
        <Icon icon={group.icon ?? 'folder-close'} aria-hidden className="nav-icon" />
        <span className="nav-label">{t(group.labelKey)}</span>
        <Icon icon={open ? 'chevron-down' : 'chevron-right'} aria-hidden className="nav-chevron" />
      </button>
      <Collapse isOpen={open}>
        <ul id={listId} className="nav-list nav-sublist">
          {group.items.map((entry) => (
            <NavEntry
              key={entry.id}
              entry={entry}
              collapsed={false}
              access={entryAccess(entry, applicantSelected, applicationStatus)}
            />
          ))}
        </ul>
      </Collapse>
    </li>
  );
}

export function SidebarNav({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const selection = useSelection();
  const applicantSelected = selection.applicant !== null;
  const applicationStatus = selection.application?.status ?? null;
  const [openGroups, setOpenGroups] = useState<OpenGroups>(readOpenGroups);
  const active = activeGroupId(pathname);
  // The back office's entry only for staff (the server refuses everyone else anyway).
  const isStaff = hasRole(useOptionalSession()?.user, BACK_OFFICE_ROLES);
  const menu = MENU.filter((node) => !node.staffOnly || isStaff);

  // The group of the active page opens by itself when the active group changes (React's
  // "adjust state while rendering" pattern); the user may close it again afterwards.
  const [seenActive, setSeenActive] = useState<string | null | undefined>(undefined);
  if (active !== seenActive) {
    setSeenActive(active);
    if (active && !openGroups[active]) setOpenGroups({ ...openGroups, [active]: true });
  }
  useEffect(() => writeOpenGroups(openGroups), [openGroups]);

  return (
    <nav className="sidebar-nav" aria-label={t('shell.mainMenu')}>
      <ul className="nav-list">
        {menu.map((node) => {
          if (!isMenuGroup(node)) {
            return (
              <NavEntry
                key={node.id}
                entry={node}
                collapsed={collapsed}
                access={entryAccess(node, applicantSelected, applicationStatus)}
              />
            );
          }
          if (collapsed) {
            // A collapsed sidebar shows the group as one icon leading to its first page.
            const first = node.items[0] ?? node;
            return (
              <NavEntry
                key={node.id}
                entry={{ ...first, icon: node.icon, labelKey: node.labelKey }}
                collapsed
                access={entryAccess(first, applicantSelected, applicationStatus)}
              />
            );
          }
          return (
            <NavGroup
              key={node.id}
              group={node}
              open={openGroups[node.id] ?? false}
              onToggle={() =>
                setOpenGroups({ ...openGroups, [node.id]: !(openGroups[node.id] ?? false) })
              }
              applicantSelected={applicantSelected}
              applicationStatus={applicationStatus}
            />
          );
        })}
      </ul>
    </nav>
  );
}
