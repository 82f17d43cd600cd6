/** Gathers what completion needs for one application and computes it. */
import type { Language } from '../../shared/i18n-languages.ts';
import type { Database } from '../db/database.ts';
import { listAddresses } from '../repositories/addresses.ts';
import type { StoredApplication } from '../repositories/applications.ts';
import type { StoredCall } from '../repositories/calls.ts';
import { listCompletionRowsOf } from '../repositories/completion-reads.ts';
import type { StoredDocument } from '../repositories/documents.ts';
import type { KnockOutConfirmation } from '../repositories/knock-out.ts';
import type { StatementAnswer } from '../repositories/statements.ts';
import { type CompletionSummary, computeCompletion } from './completion.ts';

/** The ids of the applicant's addresses: the allowed implementation sites. */
export async function siteIdsOf(db: Database, applicantId: number): Promise<number[]> {
  return (await listAddresses(db, applicantId)).flatMap((address) =>
    address.id === undefined ? [] : [address.id],
  );
}

/** What completion reads besides the application and its call. */
export interface CompletionReads {
  siteIds: readonly number[];
  knockOut: KnockOutConfirmation[];
  statements: StatementAnswer[];
  /** The current documents, hidden ones too. */
  documents: StoredDocument[];
}

/**
 * What completion reads of one application. `known` are reads the caller already holds (a
 * section save has read the sites to check the loan claim, or the knock-out answers it changes):
 * not read again.
 */
export async function completionReadsOf(
  db: Database,
  application: StoredApplication,
  known: Partial<CompletionReads> = {},
): Promise<CompletionReads> {
  const id = application.payload.id;
  const [siteIds, rows] = await Promise.all([
    known.siteIds ?? siteIdsOf(db, application.applicantId),
    // One statement for the three other reads (the parts already known are read with them:
    // a round trip costs more than the rows).
    known.knockOut && known.statements && known.documents ? null : listCompletionRowsOf(db, [id]),
  ]);
  return {
    siteIds,
    knockOut: known.knockOut ?? rows?.knockOut.get(id) ?? [],
    statements: known.statements ?? rows?.statements.get(id) ?? [],
    documents: known.documents ?? rows?.documents.get(id) ?? [],
  };
}

/** The completion of one application (reads as completionReadsOf, `known` not read again). */
export async function completionOf(
  db: Database,
  call: StoredCall,
  application: StoredApplication,
  language: Language,
  known: Partial<CompletionReads> = {},
): Promise<CompletionSummary> {
  const reads = await completionReadsOf(db, application, known);
  return computeCompletion({ call, application, ...reads, language });
}

/**
 * The completion of several applications of one applicant with two queries whatever their
 * number (the applications list): addresses once, and knock-out answers, statements and
 * documents of all of them in one statement. Each application's call comes from `callOf`.
 */
export async function completionsOf(
  db: Database,
  applicantId: number,
  items: ReadonlyArray<{ application: StoredApplication; call: StoredCall }>,
  language: Language,
): Promise<CompletionSummary[]> {
  const ids = items.map((item) => item.application.payload.id);
  const [siteIds, { knockOut, statements, documents }] = await Promise.all([
    siteIdsOf(db, applicantId),
    listCompletionRowsOf(db, ids),
  ]);
  return items.map(({ application, call }) =>
    computeCompletion({
      call,
      application,
      siteIds,
      knockOut: knockOut.get(application.payload.id) ?? [],
      statements: statements.get(application.payload.id) ?? [],
      documents: documents.get(application.payload.id) ?? [],
      language,
    }),
  );
}
