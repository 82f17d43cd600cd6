/**
 * Every write of an applicant to an application (loan claim, custom fields, knock-out answers,
 * documents, statements) goes through `applicantWrite` (docs/decisions/0010). Under the row lock
 * of the lifecycle it:
 * - refuses the write outside UNDER_EDITING and WAITING_FOR_SUPPLEMENT (409 notEditable);
 * - in WAITING_FOR_SUPPLEMENT allows only what the supplement request names, and only before
 *   its deadline (409 notUnlockedBySupplement / supplementDeadlinePassed);
 * - for an upload, applies the grace period: it must have started before the deadline (the
 *   call's, or the supplement's) and may end at most `graceMs` after it;
 * - runs the write, and when it changed data during a submission step (ADATOK_ELLENORIZVE,
 *   VEGLEGESITO_GENERALVA, VEGLEGESITO_FELTOLTVE), applies DATA_CHANGED in the same
 *   transaction, so a final document signed over older data can never be submitted.
 */
import type { Transaction } from 'kysely';
import { screenAccess } from '../../../machines/application-screens.ts';
import { CallsProblem } from '../calls/http.ts';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/types.ts';
import { canonical } from './final-document.ts';
import { type LockedApplication, applyLocked, withLockedApplication } from './service.ts';
import type { Language } from '../../shared/i18n-languages.ts';
import { isUnlocked, supplementItemLabel } from '../../shared/supplement-items.ts';
import { callsMessage } from '../calls/messages.ts';

export interface UploadTiming {
  /** When the upload began (the request's arrival). */
  startedAt: Date;
  /** How long after the deadline an upload begun before it may still end. */
  graceMs: number;
}

/** What the refusal names items with: the user's language and, for documents, the category. */
export interface WriteLabels {
  language: Language;
  documentName?: (code: string) => string | undefined;
}

export interface ApplicantWriteInput<T> {
  applicationId: number;
  userId: number;
  now: () => Date;
  labels: WriteLabels;
  /**
   * What the write changes, as supplement items (`loanClaim.projektCim`, `documents.ARAJANLAT`,
   * see supplement.ts), computed from the locked current data. Empty: nothing changes.
   */
  touched: (trx: Transaction<DB>, current: LockedApplication) => Promise<string[]> | string[];
  /** The write itself, in the locked transaction. Throwing rolls everything back. */
  write: (trx: Transaction<DB>, current: LockedApplication) => Promise<T>;
  /** Set for document uploads: the deadline is checked with the grace period. */
  upload?: UploadTiming;
}

export interface ApplicantWriteResult<T> {
  result: T;
  /** The version after DATA_CHANGED, when the write sent the application back to editing. */
  versionAfterDataChanged: number | null;
}

/**
 * Checks that an applicant may change `touched` now; throws the CallsProblem that says why not.
 * Used before a long upload starts (so it fails fast) and again under the row lock.
 */
export function assertApplicantMayWrite(
  current: Pick<LockedApplication, 'locked' | 'call'>,
  touched: readonly string[],
  options: { now: Date; labels: WriteLabels; upload?: UploadTiming },
): void {
  const { now, upload } = options;
  const { locked, call } = current;
  // The machine's editable statuses, the same rule the screens show (application-screens.ts).
  if (screenAccess('editing', locked.statusz) !== 'edit')
    throw new CallsProblem(409, 'errors.notEditable');
  const supplement = locked.statusz === 'WAITING_FOR_SUPPLEMENT';
  const deadline = supplement ? locked.hianypotlasHatarido : call.closesAt;
  // While editing only uploads are held to the call's deadline: a draft may still be saved
  // (submission itself is refused after it); a supplement ends at its own deadline.
  if (deadline && (supplement || upload)) {
    const startedAt = upload?.startedAt ?? now;
    if (startedAt.getTime() >= deadline.getTime())
      throw new CallsProblem(
        409,
        supplement ? 'errors.supplementDeadlinePassed' : 'errors.callDeadlinePassed',
      );
    if (upload && now.getTime() > deadline.getTime() + upload.graceMs)
      throw new CallsProblem(409, 'errors.uploadTooLate', {
        minutes: Math.round(upload.graceMs / 60_000),
      });
  }
  if (!supplement) return;
  const items = locked.hianypotlasTetelek ?? [];
  const refused = touched.filter((item) => !isUnlocked(items, item));
  if (refused.length === 0) return;
  const { language, documentName } = options.labels;
  const label = (item: string) =>
    supplementItemLabel(item, {
      translate: (key) => callsMessage(language, key),
      texts: call.texts[language],
      customFieldsSchema: call.customFields.schema,
      ...(documentName ? { documentName } : {}),
    });
  throw new CallsProblem(
    409,
    'errors.notUnlockedBySupplement',
    { items: refused.map(label).join('; '), allowed: items.map(label).join('; ') },
    refused.map((item) => ({
      mezo: item,
      kod: 'notUnlockedBySupplement',
      uzenet: callsMessage(language, 'errors.notUnlockedItem', { item: label(item) }),
    })),
  );
}

/** Runs one applicant write under the lifecycle's row lock (see the file comment). */
export async function applicantWrite<T>(
  db: Database,
  input: ApplicantWriteInput<T>,
): Promise<ApplicantWriteResult<T>> {
  return withLockedApplication(db, input.applicationId, (trx, current) =>
    applicantWriteLocked(trx, current, input),
  );
}

/**
 * The applicant write inside a transaction that already holds the row lock and has read the
 * application (`current`): the section saves of src/server/applications/service.ts lock and read
 * it themselves, once, and validate it before writing.
 */
export async function applicantWriteLocked<T>(
  trx: Transaction<DB>,
  current: LockedApplication,
  input: Omit<ApplicantWriteInput<T>, 'applicationId'>,
): Promise<ApplicantWriteResult<T>> {
  const touched = await input.touched(trx, current);
  assertApplicantMayWrite(current, touched, {
    now: input.now(),
    labels: input.labels,
    ...(input.upload ? { upload: input.upload } : {}),
  });
  const result = await input.write(trx, current);
  if (
    touched.length === 0 ||
    current.locked.statusz !== 'UNDER_EDITING' ||
    current.locked.benyujtasAllapot === null
  )
    return { result, versionAfterDataChanged: null };
  const applied = await applyLocked(trx, current, {
    type: 'DATA_CHANGED',
    actor: 'APPLICANT',
    userId: input.userId,
    now: input.now(),
  });
  return { result, versionAfterDataChanged: applied.verzio };
}

/** True when two stored values are equal whatever their key order. */
export function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a ?? null) === canonical(b ?? null);
}

/** The loan-claim fields whose value `changes` alters. */
export function changedLoanClaimItems(
  stored: Record<string, unknown>,
  changes: Record<string, unknown>,
): string[] {
  return Object.entries(changes)
    .filter(([key, value]) => value !== undefined && !sameValue(stored[key], value))
    .map(([key]) => `loanClaim.${key}`);
}

/** The custom fields (`customFields.group.field`) whose value differs between two value sets. */
export function changedCustomFieldItems(
  stored: Record<string, Record<string, unknown>>,
  next: Record<string, Record<string, unknown>>,
): string[] {
  const items: string[] = [];
  for (const group of new Set([...Object.keys(stored), ...Object.keys(next)])) {
    const before = stored[group] ?? {};
    const after = next[group] ?? {};
    for (const field of new Set([...Object.keys(before), ...Object.keys(after)]))
      if (!sameValue(before[field], after[field])) items.push(`customFields.${group}.${field}`);
  }
  return items;
}
