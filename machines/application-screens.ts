/**
 * Which screens of an application are open in which status (docs/decisions/0011), derived from
 * the lifecycle machine's transition table so the sidebar and the server follow the same
 * machine:
 * - the editing screens (loan claim, master data, documents, statements) are editable while the
 *   application is being edited and while a supplement is requested, read-only otherwise;
 * - the submission screen is open while the submission steps are possible (UNDER_EDITING);
 * - the contract screen from APPROVED on: every status reachable from APPROVED, except the
 *   final ones;
 * - the completion screen from CONCLUDED_CONTRACT on, likewise.
 */
import {
  type ApplicationStatus,
  APPLICATION_STATUSES,
  FINAL_STATUSES,
  TRANSITIONS,
} from './application.machine.ts';

function statusOf(node: string): ApplicationStatus {
  return node.split('.')[0] as ApplicationStatus;
}

/** The status and every non-final status reachable from it through the transition table. */
export function reachableFrom(start: ApplicationStatus): ReadonlySet<ApplicationStatus> {
  const seen = new Set<ApplicationStatus>([start]);
  const queue: ApplicationStatus[] = [start];
  while (queue.length > 0) {
    const current = queue.shift() as ApplicationStatus;
    for (const rule of TRANSITIONS) {
      if (statusOf(rule.from) !== current) continue;
      const next = statusOf(rule.to);
      if (seen.has(next) || FINAL_STATUSES.includes(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

/** Statuses in which the applicant's data may change: editing, and answering a supplement. */
export const EDITABLE_STATUSES: readonly ApplicationStatus[] = [
  'UNDER_EDITING',
  'WAITING_FOR_SUPPLEMENT',
];

/** Statuses in which the applicant sends a submission step (CHECK_DATA … SUBMIT). */
export const SUBMISSION_STATUSES: readonly ApplicationStatus[] = [
  ...new Set(
    TRANSITIONS.filter((rule) => ['CHECK_DATA', 'SUBMIT'].includes(rule.event)).map((rule) =>
      statusOf(rule.from),
    ),
  ),
];

/** The contract phase: APPROVED and everything after it, until the application ends. */
export const CONTRACT_STATUSES: readonly ApplicationStatus[] = APPLICATION_STATUSES.filter(
  (status) => reachableFrom('APPROVED').has(status),
);

/** The completion phase: the contract is concluded, and everything after it. */
export const COMPLETION_STATUSES: readonly ApplicationStatus[] = APPLICATION_STATUSES.filter(
  (status) => reachableFrom('CONCLUDED_CONTRACT').has(status),
);

/** The screens the status decides about. */
export type ApplicationScreen = 'editing' | 'submit' | 'contract' | 'completion';

/** How a screen is open: editable, only readable, or not at all (disabled in the sidebar). */
export type ScreenAccess = 'edit' | 'read' | 'closed';

/** How a screen is open in a status. */
export function screenAccess(screen: ApplicationScreen, status: string): ScreenAccess {
  const current = status as ApplicationStatus;
  switch (screen) {
    case 'editing':
      return EDITABLE_STATUSES.includes(current) ? 'edit' : 'read';
    case 'submit':
      return SUBMISSION_STATUSES.includes(current) ? 'edit' : 'closed';
    case 'contract':
      return CONTRACT_STATUSES.includes(current) ? 'edit' : 'closed';
    case 'completion':
      return COMPLETION_STATUSES.includes(current) ? 'edit' : 'closed';
  }
}
