/**
 * The application lifecycle (spec section 4): the 25 statuses, and inside UNDER_EDITING the three
 * submission steps ADATOK_ELLENORIZVE → VEGLEGESITO_GENERALVA → VEGLEGESITO_FELTOLTVE. The spec
 * lists the statuses but not the transitions; the ones here are designed and recorded in
 * docs/decisions/0008-application-lifecycle.md, whose diagram is generated from this machine.
 *
 * It holds no I/O. The facts the guards read (is every section complete, has the deadline passed,
 * …) are the context, computed by whoever uses the machine: the server computes them from stored
 * data and is the only authority; the client computes `allowedEvents` / `blockedBy` from the
 * facts the server sends, to show what can happen next and why not.
 */
import { and, setup, transition } from 'xstate';

/** The application statuses of spec section 4, in the order the spec lists them. */
export const APPLICATION_STATUSES = [
  'UNDER_EDITING',
  'UNDER_EVALUATION',
  'EVALUATION_VERIFICATION',
  'UNDER_DATA_MODIFICATION',
  'MANAGEMENT_REVIEW',
  'APPROVED',
  'REJECTED',
  'WAITING_FOR_SUPPLEMENT',
  'SUPPLEMENT_NOT_SUBMITTED',
  'CONTRACT_VERIFICATION',
  'CONTRACT_APPROVED',
  'CONTRACT_REJECTED',
  'UNDER_APPOINTMENT_BOOKING',
  'WAITING_FOR_CONTRACT',
  'UNDER_CONTRACT_MODIFICATION',
  'CONCLUDED_CONTRACT',
  'VOUCHER_CREATED',
  'DISBURSEABLE',
  'UNDER_DISBURSEMENT',
  'DISBURSEMENT_FAILED',
  'DISBURSED',
  'INSTALLMENT_NOT_DUE',
  'INSTALLMENT_DUE',
  'MEGHIUSULT',
  'UNDER_SC_EVALUATION',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The submission states of spec section 4 (column `benyujtas_allapot`), in their order. */
export const SUBMISSION_STATES = [
  'ADATOK_ELLENORIZVE',
  'VEGLEGESITO_GENERALVA',
  'VEGLEGESITO_FELTOLTVE',
] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

/** The sub-state of UNDER_EDITING before the data check; stored as `benyujtas_allapot` null. */
export const EDITING_SUBSTATE = 'SZERKESZTES';
type EditingSubstate = typeof EDITING_SUBSTATE | SubmissionState;

/** Who sends an event: the applicant's user, or staff (VEZETO / ADMIN; the deadline job too). */
export type ApplicationActor = 'APPLICANT' | 'STAFF';

/**
 * The facts the guards read. Each is computed by the side that uses the machine; the server
 * computes them from stored data on every event.
 */
export interface ApplicationFacts {
  allSectionsComplete: boolean;
  requiredDocumentsUploadedAndClean: boolean;
  requiredStatementsAccepted: boolean;
  knockOutCriteriaConfirmed: boolean;
  /** The call's end date (Europe/Budapest) has not passed. */
  deadlineNotPassed: boolean;
  /** A supplement request's deadline has passed (WAITING_FOR_SUPPLEMENT only). */
  supplementDeadlinePassed: boolean;
  /** The applicant has uploaded the signed contract (decision 0011). */
  signedContractUploaded: boolean;
}

/** Facts with everything satisfied, for tests and for statuses where they do not matter. */
export const ALL_FACTS_TRUE: ApplicationFacts = {
  allSectionsComplete: true,
  requiredDocumentsUploadedAndClean: true,
  requiredStatementsAccepted: true,
  knockOutCriteriaConfirmed: true,
  deadlineNotPassed: true,
  supplementDeadlinePassed: true,
  signedContractUploaded: true,
};

export type ApplicationContext = ApplicationFacts;

/** The guard names: each names the rule it checks. */
export type GuardName =
  | 'allSectionsComplete'
  | 'requiredDocumentsUploadedAndClean'
  | 'requiredStatementsAccepted'
  | 'knockOutCriteriaConfirmed'
  | 'deadlineNotPassed'
  | 'supplementDeadlinePassed'
  | 'signedContractUploaded'
  | 'actorIsStaff'
  | 'actorIsApplicant';

/** Every rule the data check and the submission need, in the order they are reported. */
const SUBMISSION_RULES: GuardName[] = [
  'actorIsApplicant',
  'deadlineNotPassed',
  'allSectionsComplete',
  'requiredDocumentsUploadedAndClean',
  'requiredStatementsAccepted',
  'knockOutCriteriaConfirmed',
];

/**
 * Every event of the machine, in the order the table below first uses them. A union, so a
 * misspelt event is a type error wherever one is sent or named (the table, the server, tests).
 */
export const APPLICATION_EVENTS = [
  'CHECK_DATA',
  'GENERATE_FINAL_DOCUMENT',
  'UPLOAD_SIGNED_DOCUMENT',
  'SUBMIT',
  'DATA_CHANGED',
  'WITHDRAW',
  'START_VERIFICATION',
  'REQUEST_SUPPLEMENT',
  'START_DATA_MODIFICATION',
  'REJECT',
  'FINISH_DATA_MODIFICATION',
  'RETURN_TO_EVALUATION',
  'SEND_TO_MANAGEMENT',
  'REFER_TO_SC',
  'SUBMIT_SUPPLEMENT',
  'SUPPLEMENT_DEADLINE_PASSED',
  'CONTINUE_EVALUATION',
  'APPROVE',
  'PREPARE_CONTRACT',
  'CANCEL',
  'APPROVE_CONTRACT',
  'REJECT_CONTRACT',
  'MODIFY_CONTRACT',
  'RESUBMIT_CONTRACT',
  'OPEN_APPOINTMENT_BOOKING',
  'BOOK_APPOINTMENT',
  'CONCLUDE_CONTRACT',
  'REQUEST_CONTRACT_MODIFICATION',
  'CREATE_VOUCHER',
  'MARK_DISBURSEABLE',
  'START_DISBURSEMENT',
  'DISBURSEMENT_SUCCEEDED',
  'DISBURSEMENT_FAILED',
  'RETRY_DISBURSEMENT',
  'START_REPAYMENT',
  'INSTALLMENT_BECAME_DUE',
  'INSTALLMENT_PAID',
] as const;
export type ApplicationEventType = (typeof APPLICATION_EVENTS)[number];

/** True when the text (e.g. a request's `esemeny`) names one of the machine's events. */
export function isApplicationEventType(value: unknown): value is ApplicationEventType {
  return (APPLICATION_EVENTS as readonly unknown[]).includes(value);
}

/** An event: its type and who sends it. Staff events may carry a reason. */
export interface ApplicationEvent {
  type: ApplicationEventType;
  actor: ApplicationActor;
  reason?: string;
}

export interface TransitionRule {
  from: ApplicationStatus | `UNDER_EDITING.${EditingSubstate}`;
  event: ApplicationEventType;
  to: ApplicationStatus | `UNDER_EDITING.${EditingSubstate}`;
  guards: GuardName[];
}

const staff = (
  from: TransitionRule['from'],
  event: ApplicationEventType,
  to: TransitionRule['to'],
): TransitionRule => ({ from, event, to, guards: ['actorIsStaff'] });

/**
 * The designed transitions, one row each. The machine below is built from this table, so the
 * table, the machine and the generated diagram cannot disagree.
 */
export const TRANSITIONS: readonly TransitionRule[] = [
  // Submission, by the applicant, in three steps; any change of data goes back to editing.
  {
    from: 'UNDER_EDITING.SZERKESZTES',
    event: 'CHECK_DATA',
    to: 'UNDER_EDITING.ADATOK_ELLENORIZVE',
    guards: SUBMISSION_RULES,
  },
  {
    from: 'UNDER_EDITING.ADATOK_ELLENORIZVE',
    event: 'GENERATE_FINAL_DOCUMENT',
    to: 'UNDER_EDITING.VEGLEGESITO_GENERALVA',
    guards: SUBMISSION_RULES,
  },
  {
    from: 'UNDER_EDITING.VEGLEGESITO_GENERALVA',
    event: 'UPLOAD_SIGNED_DOCUMENT',
    to: 'UNDER_EDITING.VEGLEGESITO_FELTOLTVE',
    guards: ['actorIsApplicant', 'deadlineNotPassed'],
  },
  {
    from: 'UNDER_EDITING.VEGLEGESITO_FELTOLTVE',
    event: 'SUBMIT',
    to: 'UNDER_EVALUATION',
    guards: SUBMISSION_RULES,
  },
  ...(['ADATOK_ELLENORIZVE', 'VEGLEGESITO_GENERALVA', 'VEGLEGESITO_FELTOLTVE'] as const).map(
    (step): TransitionRule => ({
      from: `UNDER_EDITING.${step}`,
      event: 'DATA_CHANGED',
      to: 'UNDER_EDITING.SZERKESZTES',
      guards: ['actorIsApplicant'],
    }),
  ),
  { from: 'UNDER_EDITING', event: 'WITHDRAW', to: 'MEGHIUSULT', guards: ['actorIsApplicant'] },
  // Evaluation.
  staff('UNDER_EVALUATION', 'START_VERIFICATION', 'EVALUATION_VERIFICATION'),
  staff('UNDER_EVALUATION', 'REQUEST_SUPPLEMENT', 'WAITING_FOR_SUPPLEMENT'),
  staff('UNDER_EVALUATION', 'START_DATA_MODIFICATION', 'UNDER_DATA_MODIFICATION'),
  staff('UNDER_EVALUATION', 'REJECT', 'REJECTED'),
  staff('UNDER_DATA_MODIFICATION', 'FINISH_DATA_MODIFICATION', 'UNDER_EVALUATION'),
  staff('EVALUATION_VERIFICATION', 'RETURN_TO_EVALUATION', 'UNDER_EVALUATION'),
  staff('EVALUATION_VERIFICATION', 'REQUEST_SUPPLEMENT', 'WAITING_FOR_SUPPLEMENT'),
  staff('EVALUATION_VERIFICATION', 'SEND_TO_MANAGEMENT', 'MANAGEMENT_REVIEW'),
  staff('EVALUATION_VERIFICATION', 'REFER_TO_SC', 'UNDER_SC_EVALUATION'),
  staff('UNDER_SC_EVALUATION', 'SEND_TO_MANAGEMENT', 'MANAGEMENT_REVIEW'),
  staff('UNDER_SC_EVALUATION', 'REJECT', 'REJECTED'),
  // Supplements: the applicant answers before the deadline, or the deadline job records silence.
  {
    from: 'WAITING_FOR_SUPPLEMENT',
    event: 'SUBMIT_SUPPLEMENT',
    to: 'UNDER_EVALUATION',
    guards: ['actorIsApplicant', 'allSectionsComplete', 'requiredDocumentsUploadedAndClean'],
  },
  {
    from: 'WAITING_FOR_SUPPLEMENT',
    event: 'SUPPLEMENT_DEADLINE_PASSED',
    to: 'SUPPLEMENT_NOT_SUBMITTED',
    guards: ['actorIsStaff', 'supplementDeadlinePassed'],
  },
  staff('SUPPLEMENT_NOT_SUBMITTED', 'CONTINUE_EVALUATION', 'UNDER_EVALUATION'),
  staff('SUPPLEMENT_NOT_SUBMITTED', 'REJECT', 'REJECTED'),
  // Decision.
  staff('MANAGEMENT_REVIEW', 'APPROVE', 'APPROVED'),
  staff('MANAGEMENT_REVIEW', 'REJECT', 'REJECTED'),
  staff('MANAGEMENT_REVIEW', 'RETURN_TO_EVALUATION', 'UNDER_EVALUATION'),
  // Contract.
  staff('APPROVED', 'PREPARE_CONTRACT', 'CONTRACT_VERIFICATION'),
  staff('APPROVED', 'CANCEL', 'MEGHIUSULT'),
  staff('CONTRACT_VERIFICATION', 'APPROVE_CONTRACT', 'CONTRACT_APPROVED'),
  staff('CONTRACT_VERIFICATION', 'REJECT_CONTRACT', 'CONTRACT_REJECTED'),
  staff('CONTRACT_REJECTED', 'MODIFY_CONTRACT', 'UNDER_CONTRACT_MODIFICATION'),
  staff('CONTRACT_REJECTED', 'CANCEL', 'MEGHIUSULT'),
  staff('UNDER_CONTRACT_MODIFICATION', 'RESUBMIT_CONTRACT', 'CONTRACT_VERIFICATION'),
  staff('CONTRACT_APPROVED', 'OPEN_APPOINTMENT_BOOKING', 'UNDER_APPOINTMENT_BOOKING'),
  {
    from: 'UNDER_APPOINTMENT_BOOKING',
    event: 'BOOK_APPOINTMENT',
    to: 'WAITING_FOR_CONTRACT',
    guards: ['actorIsApplicant'],
  },
  staff('UNDER_APPOINTMENT_BOOKING', 'CANCEL', 'MEGHIUSULT'),
  // The contract is concluded once the applicant's signed copy is in.
  {
    from: 'WAITING_FOR_CONTRACT',
    event: 'CONCLUDE_CONTRACT',
    to: 'CONCLUDED_CONTRACT',
    guards: ['actorIsStaff', 'signedContractUploaded'],
  },
  staff('WAITING_FOR_CONTRACT', 'REQUEST_CONTRACT_MODIFICATION', 'UNDER_CONTRACT_MODIFICATION'),
  staff('WAITING_FOR_CONTRACT', 'CANCEL', 'MEGHIUSULT'),
  // Disbursement and repayment of the loan in instalments.
  staff('CONCLUDED_CONTRACT', 'CREATE_VOUCHER', 'VOUCHER_CREATED'),
  staff('CONCLUDED_CONTRACT', 'CANCEL', 'MEGHIUSULT'),
  staff('VOUCHER_CREATED', 'MARK_DISBURSEABLE', 'DISBURSEABLE'),
  staff('DISBURSEABLE', 'START_DISBURSEMENT', 'UNDER_DISBURSEMENT'),
  staff('UNDER_DISBURSEMENT', 'DISBURSEMENT_SUCCEEDED', 'DISBURSED'),
  staff('UNDER_DISBURSEMENT', 'DISBURSEMENT_FAILED', 'DISBURSEMENT_FAILED'),
  staff('DISBURSEMENT_FAILED', 'RETRY_DISBURSEMENT', 'UNDER_DISBURSEMENT'),
  staff('DISBURSEMENT_FAILED', 'CANCEL', 'MEGHIUSULT'),
  staff('DISBURSED', 'START_REPAYMENT', 'INSTALLMENT_NOT_DUE'),
  staff('INSTALLMENT_NOT_DUE', 'INSTALLMENT_BECAME_DUE', 'INSTALLMENT_DUE'),
  staff('INSTALLMENT_DUE', 'INSTALLMENT_PAID', 'INSTALLMENT_NOT_DUE'),
  staff('INSTALLMENT_DUE', 'CANCEL', 'MEGHIUSULT'),
];

/** Statuses no event leaves. */
export const FINAL_STATUSES: readonly ApplicationStatus[] = ['REJECTED', 'MEGHIUSULT'];

const guardImplementations: Record<
  GuardName,
  (args: { context: ApplicationContext; event: ApplicationEvent }) => boolean
> = {
  allSectionsComplete: ({ context }) => context.allSectionsComplete,
  requiredDocumentsUploadedAndClean: ({ context }) => context.requiredDocumentsUploadedAndClean,
  requiredStatementsAccepted: ({ context }) => context.requiredStatementsAccepted,
  knockOutCriteriaConfirmed: ({ context }) => context.knockOutCriteriaConfirmed,
  deadlineNotPassed: ({ context }) => context.deadlineNotPassed,
  supplementDeadlinePassed: ({ context }) => context.supplementDeadlinePassed,
  signedContractUploaded: ({ context }) => context.signedContractUploaded,
  actorIsStaff: ({ event }) => event.actor === 'STAFF',
  actorIsApplicant: ({ event }) => event.actor === 'APPLICANT',
};

/** Machine-local target: a sibling status, `#UNDER_EVALUATION`-style ids, or an editing step. */
function targetOf(to: TransitionRule['to']): string {
  return to.startsWith('UNDER_EDITING.')
    ? `#application.${to}`
    : `#application.${to as ApplicationStatus}`;
}

type StateConfig = {
  initial?: string;
  type?: 'final';
  states?: Record<string, StateConfig>;
  on?: Record<string, Array<{ target: string; guard?: unknown }>>;
};

function addRule(node: StateConfig, rule: TransitionRule): void {
  node.on ??= {};
  const list = (node.on[rule.event] ??= []);
  list.push({
    target: targetOf(rule.to),
    guard: rule.guards.length === 1 ? rule.guards[0] : and(rule.guards),
  });
}

function buildStates(): Record<string, StateConfig> {
  const states: Record<string, StateConfig> = {};
  for (const status of APPLICATION_STATUSES) states[status] = {};
  states.UNDER_EDITING = {
    initial: EDITING_SUBSTATE,
    states: Object.fromEntries(
      [EDITING_SUBSTATE, ...SUBMISSION_STATES].map((step) => [step, {} as StateConfig]),
    ),
  };
  for (const status of FINAL_STATUSES) states[status] = { type: 'final' };
  for (const rule of TRANSITIONS) {
    const [status, step] = rule.from.split('.') as [ApplicationStatus, string | undefined];
    const node = step
      ? (states[status]?.states?.[step] as StateConfig)
      : (states[status] as StateConfig);
    addRule(node, rule);
  }
  return states;
}

/** The machine. No actions, no actors: it only decides. */
export const applicationMachine = setup({
  types: {
    context: {} as ApplicationContext,
    events: {} as ApplicationEvent,
    input: {} as ApplicationContext,
  },
  guards: guardImplementations,
}).createMachine({
  id: 'application',
  initial: 'UNDER_EDITING',
  context: ({ input }) => ({ ...ALL_FACTS_TRUE, ...input }),
  states: buildStates() as never,
});

/** What is stored: the status and (inside UNDER_EDITING) the submission state, null before. */
export interface StoredLifecycleState {
  statusz: ApplicationStatus;
  benyujtasAllapot: SubmissionState | null;
}

/** The machine's state value for a stored state. */
export function stateValueOf(stored: StoredLifecycleState): string | Record<string, string> {
  return stored.statusz === 'UNDER_EDITING'
    ? { UNDER_EDITING: stored.benyujtasAllapot ?? EDITING_SUBSTATE }
    : stored.statusz;
}

/** The stored form of a machine state value. */
export function storedStateOf(value: unknown): StoredLifecycleState {
  if (typeof value === 'string')
    return { statusz: value as ApplicationStatus, benyujtasAllapot: null };
  const step = (value as { UNDER_EDITING: EditingSubstate }).UNDER_EDITING;
  return {
    statusz: 'UNDER_EDITING',
    benyujtasAllapot: step === EDITING_SUBSTATE ? null : step,
  };
}

/** True when the text is one of the 25 statuses. */
export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return (APPLICATION_STATUSES as readonly unknown[]).includes(value);
}

/** The transition rows that leave a stored state (its own, and UNDER_EDITING's for a step). */
export function rulesFromStored(stored: StoredLifecycleState): TransitionRule[] {
  const here =
    stored.statusz === 'UNDER_EDITING'
      ? `UNDER_EDITING.${stored.benyujtasAllapot ?? EDITING_SUBSTATE}`
      : stored.statusz;
  return TRANSITIONS.filter(
    (rule) =>
      rule.from === here || (stored.statusz === 'UNDER_EDITING' && rule.from === 'UNDER_EDITING'),
  );
}

/** The machine's snapshot of a stored state with the given facts (what the server restores). */
function snapshotOf(stored: StoredLifecycleState, facts: ApplicationFacts) {
  return applicationMachine.resolveState({ value: stateValueOf(stored) as never, context: facts });
}

/**
 * Applies an event to a stored state with the given facts (pure): XState's own `transition`
 * computes the next snapshot, with the machine's guards. Answers the next stored state, or null
 * when the event is not allowed now (unknown here, or a guard fails).
 */
export function nextState(
  stored: StoredLifecycleState,
  facts: ApplicationFacts,
  event: ApplicationEvent,
): StoredLifecycleState | null {
  const snapshot = snapshotOf(stored, facts);
  // `transition` answers the same snapshot for an event nothing takes; `can` tells the two apart
  // (no transition of the table leads back to its own state).
  if (!snapshot.can(event)) return null;
  const [next] = transition(applicationMachine, snapshot, event);
  return storedStateOf(next.value);
}

/** The events an actor may send now (for the client's "what can happen next"). */
export function allowedEvents(
  stored: StoredLifecycleState,
  facts: ApplicationFacts,
  actor: ApplicationActor,
): ApplicationEventType[] {
  const snapshot = snapshotOf(stored, facts);
  return [...new Set(rulesFromStored(stored).map((rule) => rule.event))].filter((type) =>
    snapshot.can({ type, actor }),
  );
}

/**
 * Why an event is not possible now: the names of the failing rules (empty when it is possible,
 * ['noSuchTransition'] when the status has no such event at all).
 */
export function blockedBy(
  stored: StoredLifecycleState,
  facts: ApplicationFacts,
  event: ApplicationEvent,
): Array<GuardName | 'noSuchTransition'> {
  const rules = rulesFromStored(stored).filter((rule) => rule.event === event.type);
  if (rules.length === 0) return ['noSuchTransition'];
  const failing = rules.map((rule) =>
    rule.guards.filter((guard) => !guardImplementations[guard]({ context: facts, event })),
  );
  return failing.some((list) => list.length === 0)
    ? []
    : (failing.reduce((best, list) => (list.length < best.length ? list : best)) ?? []);
}

/** The rows of the transition table, for the diagram and the model-based tests. */
export function transitionRows(): readonly TransitionRule[] {
  return TRANSITIONS;
}
