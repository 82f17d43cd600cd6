/** statements.json: the statements an applicant accepts, by its schema, each id once. */
import statementsSchema from '../../../../schemas/calls/call-statements.schema.json' with { type: 'json' };
import type { CallDefinition } from '../catalogue.ts';
import { type Report, checkUniqueIds, metaAjv } from './report.ts';

export const validateStatements = metaAjv.compile(statementsSchema);

/** The rules beyond the schema, on a file that matches it. */
export function checkStatements(statements: CallDefinition['statements'], report: Report): void {
  checkUniqueIds(
    statements.map((statement) => statement.id),
    report,
  );
}
