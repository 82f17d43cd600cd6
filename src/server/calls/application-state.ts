/** Gathers what completion needs for one application and computes it. */
import type { Language } from '../../shared/i18n-languages.ts';
import type { Database } from '../db/database.ts';
import { listAddresses } from '../repositories/addresses.ts';
import type { StoredApplication } from '../repositories/applications.ts';
import type { StoredCall } from '../repositories/calls.ts';
import { listCurrentDocuments } from '../repositories/documents.ts';
import { listKnockOutConfirmations } from '../repositories/knock-out.ts';
import { listStatementAnswers } from '../repositories/statements.ts';
import { type CompletionSummary, computeCompletion } from './completion.ts';

/** The ids of the applicant's addresses: the allowed implementation sites. */
export async function siteIdsOf(db: Database, applicantId: number): Promise<number[]> {
  return (await listAddresses(db, applicantId)).flatMap((address) =>
    address.id === undefined ? [] : [address.id],
  );
}

export async function completionOf(
  db: Database,
  call: StoredCall,
  application: StoredApplication,
  language: Language,
): Promise<CompletionSummary> {
  const [siteIds, knockOut, statements, documents] = await Promise.all([
    siteIdsOf(db, application.applicantId),
    listKnockOutConfirmations(db, application.payload.id),
    listStatementAnswers(db, application.payload.id),
    listCurrentDocuments(db, application.payload.id, { includeHidden: true }),
  ]);
  return computeCompletion({
    call,
    application,
    siteIds,
    knockOut,
    statements,
    documents,
    language,
  });
}
