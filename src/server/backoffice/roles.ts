/**
 * The back office's role × action table (docs/decisions/0017-back-office.md). What a staff role
 * may do with an application is derived from the application machine (machines/), never from a
 * second list of events: a role either may send the machine's staff events (VEZETO, ADMIN — the
 * same STAFF_ROLES the lifecycle's POST /palyazatok/{id}/esemenyek checks) or may not
 * (FELHIVAS_SZERKESZTO reads only). The machine then says which of those events the status allows
 * and which guards refuse the rest.
 */
import {
  type ApplicationFacts,
  type StoredLifecycleState,
  blockedBy,
  rulesFromStored,
  transitionRows,
} from '../../../machines/application.machine.ts';
import {
  ADMINISTRATION_ROLES,
  BACK_OFFICE_ROLES,
  CALL_EDITING_ROLES,
  STAFF_ROLES,
  hasRole,
} from '../../shared/roles.ts';

export { BACK_OFFICE_ROLES };
export type BackOfficeRole = (typeof BACK_OFFICE_ROLES)[number];

/** What a back-office role may do besides the lifecycle events. */
export interface RoleAbilities {
  /** Read the queue, the counts, the export and an application's file. */
  read: boolean;
  /** Send the machine's staff events (through the lifecycle service). */
  sendEvents: boolean;
  /** Take an application ("assigned to me") and write internal notes. */
  takeAndNote: boolean;
  /** See the call folders the server loaded, their previews and their problems. */
  editCalls: boolean;
  /** Manage staff users (invite, roles, deactivate) and read the audit log. */
  administer: boolean;
}

const sendsEvents = (role: BackOfficeRole) => hasRole({ roles: [role] }, STAFF_ROLES);

/**
 * The abilities of each role. `sendEvents` is the lifecycle route's own STAFF_ROLES check; the
 * events themselves come from the machine. Whoever may act on an application may also take it
 * and write notes about it. Call folders are the call editors' (and the administrators');
 * staff users and the audit log are the administrators' alone.
 */
export const ROLE_ABILITIES: Record<BackOfficeRole, RoleAbilities> = Object.fromEntries(
  BACK_OFFICE_ROLES.map((role) => [
    role,
    {
      read: true,
      sendEvents: sendsEvents(role),
      takeAndNote: sendsEvents(role),
      editCalls: hasRole({ roles: [role] }, CALL_EDITING_ROLES),
      administer: hasRole({ roles: [role] }, ADMINISTRATION_ROLES),
    },
  ]),
) as Record<BackOfficeRole, RoleAbilities>;

/** The back-office roles among a user's roles. */
export function backOfficeRolesOf(roles: readonly string[]): BackOfficeRole[] {
  return BACK_OFFICE_ROLES.filter((role) => roles.includes(role));
}

/** True when any of the user's roles has the ability. */
export function can(roles: readonly string[], ability: keyof RoleAbilities): boolean {
  return backOfficeRolesOf(roles).some((role) => ROLE_ABILITIES[role][ability]);
}

/** True when the roles may send staff events: exactly the lifecycle route's STAFF_ROLES. */
export function maySendStaffEvents(roles: readonly string[]): boolean {
  return can(roles, 'sendEvents');
}

/** The reason a role cannot send an event at all (shown like a guard's reason). */
export const ROLE_NOT_ALLOWED = 'roleNotAllowed';

/** An event of the current status for staff, with why it cannot be sent now (empty: it can). */
export interface StaffAction {
  esemeny: string;
  /** The rules that refuse it now: guard names of the machine, or 'roleNotAllowed'. */
  akadalyok: string[];
}

/**
 * Every staff event that leaves the stored state, each with the reasons it is refused now for
 * these roles: the machine's failing guards, or ROLE_NOT_ALLOWED for a role that sends no events.
 * Events only the applicant sends are left out; they are not the staff's to press.
 */
export function staffActionsFor(
  roles: readonly string[],
  stored: StoredLifecycleState,
  facts: ApplicationFacts,
): StaffAction[] {
  const events = [
    ...new Set(
      rulesFromStored(stored)
        .filter((rule) => rule.guards.includes('actorIsStaff'))
        .map((rule) => rule.event),
    ),
  ];
  const allowedToSend = maySendStaffEvents(roles);
  return events.map((esemeny) => ({
    esemeny,
    akadalyok: allowedToSend
      ? blockedBy(stored, facts, { type: esemeny, actor: 'STAFF' })
      : [ROLE_NOT_ALLOWED],
  }));
}

/** The events a role may send in each status (for the role × action table), from the machine. */
export function staffEventsByStatus(role: BackOfficeRole): Record<string, string[]> {
  const table: Record<string, string[]> = {};
  if (!ROLE_ABILITIES[role].sendEvents) return table;
  for (const rule of transitionRows()) {
    if (!rule.guards.includes('actorIsStaff')) continue;
    const list = (table[rule.from] ??= []);
    if (!list.includes(rule.event)) list.push(rule.event);
  }
  return table;
}
