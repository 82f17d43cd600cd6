/**
 * What completion reads of applications besides their rows — knock-out answers, statements and
 * current documents — in one statement for any number of applications (issue 14, decision
 * 0049): each part is a JSON array built by PostgreSQL from the part's own ordered query, so a
 * section save pays one round trip inside its transaction instead of three, and the applications
 * list one statement instead of three.
 */
import type { Kysely, Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { DB } from '../db/types.ts';
import { type StoredDocument, currentDocumentsById, currentDocumentsQuery } from './documents.ts';
import {
  type KnockOutConfirmation,
  knockOutConfirmationsById,
  knockOutConfirmationsQuery,
} from './knock-out.ts';
import { type StatementAnswer, statementAnswersById, statementAnswersQuery } from './statements.ts';

type Executor = Kysely<DB> | Transaction<DB>;

export interface CompletionRows {
  knockOut: Map<number, KnockOutConfirmation[]>;
  statements: Map<number, StatementAnswer[]>;
  /** The current documents, hidden ones too. */
  documents: Map<number, StoredDocument[]>;
}

/** The three reads of `applicationIds`, by application id (every id present, lists ordered). */
export async function listCompletionRowsOf(
  db: Executor,
  applicationIds: readonly number[],
): Promise<CompletionRows> {
  if (applicationIds.length === 0)
    return { knockOut: new Map(), statements: new Map(), documents: new Map() };
  // PostgreSQL aggregates each part in the order of its subquery (json_agg over an ordered
  // subquery), the order the single reads have.
  const row = await db
    .selectNoFrom([
      jsonArrayFrom(knockOutConfirmationsQuery(db, applicationIds)).as('knockOut'),
      jsonArrayFrom(statementAnswersQuery(db, applicationIds)).as('statements'),
      jsonArrayFrom(currentDocumentsQuery(db, applicationIds)).as('documents'),
    ])
    .executeTakeFirstOrThrow();
  return {
    knockOut: knockOutConfirmationsById(applicationIds, row.knockOut),
    statements: statementAnswersById(applicationIds, row.statements),
    documents: currentDocumentsById(applicationIds, row.documents),
  };
}
