/**
 * The completion report's own lifecycle (docs/decisions/0011, 0031): staff open a report, the
 * applicant edits and submits it, staff accept it or return it for correction, a returned report
 * is edited and submitted again. It lives beside the application's machine and does not change
 * the application's status: an application may have several reports (a loan may need one before
 * disbursement ends), each with its own status. The server restores the report's stored status,
 * asks this machine, and persists the answer under the application's row lock; the browser asks
 * it which form and which buttons to show. No actions, no actors: it only decides.
 */
import { setup, transition } from 'xstate';

export const COMPLETION_REPORT_STATUSES = ['OPEN', 'SUBMITTED', 'RETURNED', 'ACCEPTED'] as const;
export type CompletionReportStatus = (typeof COMPLETION_REPORT_STATUSES)[number];

/** A staff decision on a submitted report, as the API names it. */
export const COMPLETION_DECISIONS = ['ELFOGADVA', 'JAVITASRA_VISSZAKULDVE'] as const;
export type CompletionDecision = (typeof COMPLETION_DECISIONS)[number];

export type CompletionReportActor = 'APPLICANT' | 'STAFF';
export type CompletionReportEventType = 'SUBMIT' | 'ACCEPT' | 'RETURN_FOR_CORRECTION';
export interface CompletionReportEvent {
  type: CompletionReportEventType;
  actor: CompletionReportActor;
}

/** The event a decision of the API is. */
export const DECISION_EVENTS: Record<CompletionDecision, CompletionReportEventType> = {
  ELFOGADVA: 'ACCEPT',
  JAVITASRA_VISSZAKULDVE: 'RETURN_FOR_CORRECTION',
};

export const completionReportMachine = setup({
  types: { events: {} as CompletionReportEvent },
  guards: {
    actorIsApplicant: ({ event }) => event.actor === 'APPLICANT',
    actorIsStaff: ({ event }) => event.actor === 'STAFF',
  },
}).createMachine({
  id: 'completionReport',
  initial: 'OPEN',
  states: {
    OPEN: { on: { SUBMIT: { target: 'SUBMITTED', guard: 'actorIsApplicant' } } },
    SUBMITTED: {
      on: {
        ACCEPT: { target: 'ACCEPTED', guard: 'actorIsStaff' },
        RETURN_FOR_CORRECTION: { target: 'RETURNED', guard: 'actorIsStaff' },
      },
    },
    RETURNED: { on: { SUBMIT: { target: 'SUBMITTED', guard: 'actorIsApplicant' } } },
    ACCEPTED: { type: 'final' },
  },
});

/** The status after the event, or null when the status does not take it from this actor. */
export function nextReportStatus(
  status: CompletionReportStatus,
  event: CompletionReportEvent,
): CompletionReportStatus | null {
  const snapshot = completionReportMachine.resolveState({ value: status, context: undefined });
  if (!snapshot.can(event)) return null;
  const [next] = transition(completionReportMachine, snapshot, event);
  return next.value as CompletionReportStatus;
}

/** The applicant may edit (draft, attachments) and submit: an open or a returned report. */
export function reportEditable(status: CompletionReportStatus): boolean {
  return nextReportStatus(status, { type: 'SUBMIT', actor: 'APPLICANT' }) !== null;
}

/** Staff may accept the report or return it for correction: a submitted one. */
export function reportReviewable(status: CompletionReportStatus): boolean {
  return nextReportStatus(status, { type: 'ACCEPT', actor: 'STAFF' }) !== null;
}
