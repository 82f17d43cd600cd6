/** knock-out.json: the knock-out criteria, by its schema, each id once. */
import knockOutSchema from '../../../../schemas/calls/call-knock-out.schema.json' with { type: 'json' };
import type { CallDefinition } from '../catalogue.ts';
import { type Report, checkUniqueIds, metaAjv } from './report.ts';

export const validateKnockOut = metaAjv.compile(knockOutSchema);

/** The rules beyond the schema, on a file that matches it. */
export function checkKnockOut(criteria: CallDefinition['knockOut'], report: Report): void {
  checkUniqueIds(
    criteria.map((criterion) => criterion.id),
    report,
  );
}
