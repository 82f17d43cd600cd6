/**
 * The server side of the application machine (docs/decisions/0008): it is the only authority on
 * a status change. Every event runs in one transaction: lock the application row, restore the
 * machine from the stored status, compute the guards' facts from stored data, apply the event,
 * write the status and the transition row. A refused event is a LifecycleProblem (409) naming the
 * failing rules.
 */
import type { Transaction } from 'kysely';
import {
  type ApplicationActor,
  type ApplicationEventType,
  type ApplicationFacts,
  type StoredLifecycleState,
  blockedBy,
  isApplicationEventType,
  isApplicationStatus,
  nextState,
} from '../../../machines/application.machine.ts';
import { Problem, notFound } from '../authorization/http-errors.ts';
import { type CompletionReads, completionReadsOf } from '../applications/application-state.ts';
import { type CompletionSummary, computeCompletion } from '../applications/completion.ts';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/types.ts';
import { enqueueStatusMails } from './notifications.ts';
import {
  type StoredApplication,
  findApplicationWithLifecycle,
} from '../repositories/applications.ts';
import { type StoredCall, findCallById, callRegistryOf } from '../repositories/calls.ts';
import {
  type LockedLifecycleState,
  type StatusChange,
  writeTransition,
} from '../repositories/transitions.ts';
import { SIGNED_CONTRACT_CATEGORY } from './contract-documents.ts';

/**
 * A problem named by a 'progress' key (`kod` 'progress:<key>'); `reasons` are the failing rule
 * names (`okok`), whose texts fill the message's `reasons` parameter.
 */
export class LifecycleProblem extends Problem {
  readonly key: string;
  readonly reasons: string[];

  constructor(
    statusCode: number,
    key: string,
    reasons: string[] = [],
    params: Record<string, unknown> = {},
  ) {
    super(statusCode, key, { kod: `progress:${key}`, params, okok: reasons });
    this.name = 'LifecycleProblem';
    this.key = key;
    this.reasons = reasons;
  }
}

/** The stored state as the machine reads it. */
export function storedStateOfRow(row: {
  statusz: string;
  benyujtasAllapot: string | null;
}): StoredLifecycleState {
  if (!isApplicationStatus(row.statusz)) throw new Error(`unknown status ${row.statusz}`);
  return {
    statusz: row.statusz,
    benyujtasAllapot: row.benyujtasAllapot as StoredLifecycleState['benyujtasAllapot'],
  };
}

/** The call's end date has not passed (the instant stored from the Budapest wall-clock time). */
export function deadlineNotPassed(call: StoredCall, now: Date): boolean {
  return call.closesAt === null || now.getTime() < call.closesAt.getTime();
}

/**
 * The guards' facts from the completion summary, the call's deadline, a supplement's, and whether
 * the signed contract is in.
 */
export function factsFrom(
  completion: CompletionSummary,
  call: StoredCall,
  supplementDeadline: Date | null,
  signedContractUploaded: boolean,
  now: Date,
): ApplicationFacts {
  const done = (section: string) =>
    completion.szakaszok.find((item) => item.szakasz === section)?.kesz === true;
  return {
    allSectionsComplete: done('loanClaim') && done('customFields'),
    requiredDocumentsUploadedAndClean: done('documents'),
    requiredStatementsAccepted: done('statements'),
    knockOutCriteriaConfirmed: done('knockOut'),
    deadlineNotPassed: deadlineNotPassed(call, now),
    supplementDeadlinePassed:
      supplementDeadline !== null && now.getTime() >= supplementDeadline.getTime(),
    signedContractUploaded,
  };
}

/** What an event needs to know about the locked application. */
export interface LockedApplication {
  locked: LockedLifecycleState;
  application: StoredApplication;
  call: StoredCall;
}

/**
 * Runs `work` in a transaction holding the application's row lock. Every lifecycle write goes
 * through here, so two events on one application are applied one after the other.
 */
export async function withLockedApplication<T>(
  db: Database,
  applicationId: number,
  work: (trx: Transaction<DB>, current: LockedApplication) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const current = await lockApplication(db, trx, applicationId, false);
    if (!current) throw notFound();
    return work(trx, current);
  });
}

/**
 * Like withLockedApplication, but when another transaction holds the row (another server
 * instance's job is at it) answers null at once instead of waiting (SKIP LOCKED).
 */
export async function withLockedApplicationUnlessBusy<T>(
  db: Database,
  applicationId: number,
  work: (trx: Transaction<DB>, current: LockedApplication) => Promise<T>,
): Promise<T | null> {
  return db.transaction().execute(async (trx) => {
    const current = await lockApplication(db, trx, applicationId, true);
    return current ? work(trx, current) : null;
  });
}

/**
 * The application as withLockedApplication sees it, read WITHOUT the row lock: for slow work done
 * before taking the lock (submission), whose result is checked again under the lock.
 */
export async function readApplicationUnlocked(
  db: Database,
  trx: Transaction<DB>,
  applicationId: number,
): Promise<LockedApplication | undefined> {
  return lockApplication(db, trx, applicationId, 'none');
}

/**
 * Takes the application's row lock in a transaction that has already read what it needed without
 * it (submission: the lock is held only for the state change); 404 when it is gone.
 */
export async function lockApplicationIn(
  db: Database,
  trx: Transaction<DB>,
  applicationId: number,
): Promise<LockedApplication> {
  const current = await lockApplication(db, trx, applicationId, false);
  if (!current) throw notFound();
  return current;
}

async function lockApplication(
  db: Database,
  trx: Transaction<DB>,
  applicationId: number,
  skipLocked: boolean | 'none',
): Promise<LockedApplication | undefined> {
  // The row lock and the application in one statement (`for update of p`).
  const found = await findApplicationWithLifecycle(
    trx,
    applicationId,
    skipLocked === 'none' ? 'none' : skipLocked ? 'skip' : 'update',
  );
  if (!found) return undefined;
  // The call from the in-memory registry when the app has one: no query under the lock.
  const call = await findCallById(callRegistryOf(db) ? db : trx, found.application.callId);
  if (!call) throw notFound();
  return { locked: found.lifecycle, application: found.application, call };
}

/**
 * What factsOf reads, computed before the lock (submission): used under the lock only while the
 * application's version is still `verzio` (every applicant write bumps it, docs/decisions/0010).
 */
export interface PreparedFacts {
  verzio: number;
  completion: CompletionSummary;
  signedContract: boolean;
}

/** The facts of a locked application, computed from stored data (in the transaction). */
export async function factsOf(
  trx: Transaction<DB>,
  current: LockedApplication,
  now: Date,
  prepared?: PreparedFacts,
): Promise<{ facts: ApplicationFacts; completion: CompletionSummary }> {
  if (prepared && prepared.verzio === current.locked.verzio)
    return {
      facts: factsFrom(
        prepared.completion,
        current.call,
        current.locked.hianypotlasHatarido,
        prepared.signedContract,
        now,
      ),
      completion: prepared.completion,
    };
  return factsWithReadsOf(trx, current, now);
}

/**
 * factsOf with the rows read for them, for a caller that answers them too (the back-office
 * file); `known`: completion reads the caller already holds, not read again.
 */
export async function factsWithReadsOf(
  trx: Transaction<DB>,
  current: LockedApplication,
  now: Date,
  known: Partial<CompletionReads> = {},
): Promise<{ facts: ApplicationFacts; completion: CompletionSummary; reads: CompletionReads }> {
  const reads = await completionReadsOf(trx, current.application, known);
  const completion = computeCompletion({
    call: current.call,
    application: current.application,
    ...reads,
    language: 'hu',
  });
  // A category's documents share their uuid, so it has a current version exactly when one of
  // its rows is not deleted: the signed contract is in when the current documents name it.
  const signedContract = reads.documents.some(
    (document) => document.documentType === SIGNED_CONTRACT_CATEGORY,
  );
  return {
    facts: factsFrom(
      completion,
      current.call,
      current.locked.hianypotlasHatarido,
      signedContract,
      now,
    ),
    completion,
    reads,
  };
}

export interface EventInput {
  type: ApplicationEventType;
  actor: ApplicationActor;
  /** The acting user; null for the server itself (recordAsSystem). */
  userId: number | null;
  /** Records the transition as made by the system (the deadline job acting as staff). */
  recordAsSystem?: boolean;
  reason?: string | null;
  /** The version the caller read; a different stored one answers 409. */
  expectedVersion?: number;
  /** For REQUEST_SUPPLEMENT: the deadline and the sections or fields to fix. */
  supplement?: { hatarido: Date; tetelek: string[] };
  now?: Date;
}

export interface AppliedTransition {
  from: StoredLifecycleState;
  to: StoredLifecycleState;
  verzio: number;
  transitionId: number;
}

/**
 * Applies one event to a locked application: the machine decides with the facts computed here,
 * then the status and the transition are written. Throws LifecycleProblem(409) when refused.
 */
export async function applyLocked(
  trx: Transaction<DB>,
  current: LockedApplication,
  input: EventInput,
  extra: Omit<StatusChange, 'statusz' | 'benyujtasAllapot'> = {},
  prepared?: PreparedFacts,
): Promise<AppliedTransition> {
  const now = input.now ?? new Date();
  const from = storedStateOfRow(current.locked);
  if (input.expectedVersion !== undefined && input.expectedVersion !== current.locked.verzio)
    throw new LifecycleProblem(409, 'errors.stale');
  const { facts } = await factsOf(trx, current, now, prepared);
  const event = { type: input.type, actor: input.actor };
  const to = nextState(from, facts, event);
  if (!to) throw new LifecycleProblem(409, 'errors.refused', blockedBy(from, facts, event));
  // Leaving WAITING_FOR_SUPPLEMENT closes the request; REQUEST_SUPPLEMENT opens one.
  const supplement =
    input.type === 'REQUEST_SUPPLEMENT'
      ? (input.supplement ?? null)
      : from.statusz === 'WAITING_FOR_SUPPLEMENT'
        ? null
        : undefined;
  const written = await writeTransition(trx, {
    applicationId: current.locked.id,
    from,
    to: {
      ...to,
      ...extra,
      ...(supplement === undefined ? {} : { hianypotlas: supplement }),
    },
    event: input.type,
    actor: input.recordAsSystem ? 'SYSTEM' : input.actor,
    userId: input.userId,
    reason: input.reason ?? null,
  });
  if (!written) throw new LifecycleProblem(409, 'errors.stale');
  // The mails of a status that asks the applicant to act commit (or roll back) with it.
  if (to.statusz !== from.statusz)
    await enqueueStatusMails(trx, {
      applicationId: current.locked.id,
      applicantId: current.application.applicantId,
      azonosito: current.application.payload.azonosito,
      statusz: to.statusz,
      hatarido: supplement?.hatarido ?? null,
    });
  return { from, to, ...written };
}

/**
 * Applies one event to an application in its own transaction. The event's name may come from a
 * request as text: a name the machine does not know is refused as every event the status does
 * not take is (after the version check, as before the names were a union).
 */
export async function applyEvent(
  db: Database,
  applicationId: number,
  input: Omit<EventInput, 'type'> & { type: string },
): Promise<AppliedTransition> {
  return withLockedApplication(db, applicationId, (trx, current) => {
    const { type } = input;
    if (isApplicationEventType(type)) return applyLocked(trx, current, { ...input, type });
    if (input.expectedVersion !== undefined && input.expectedVersion !== current.locked.verzio)
      throw new LifecycleProblem(409, 'errors.stale');
    throw new LifecycleProblem(409, 'errors.refused', ['noSuchTransition']);
  });
}
