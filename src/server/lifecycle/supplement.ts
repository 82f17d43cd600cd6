/**
 * What a supplement request (WAITING_FOR_SUPPLEMENT) unlocks (docs/decisions/0010). A request
 * names items, each either a whole section of the completion summary or one thing inside it:
 *
 *   loanClaim | loanClaim.<field>                 a loan-claim field (projektCim, …)
 *   customFields | customFields.<group>[.<field>] a group or field of the call's custom fields
 *   knockOut | knockOut.<criterion>               a knock-out criterion of the call
 *   documents | documents.<category>              a document category of the call
 *   statements | statements.<statement>           a statement of the call
 *
 * The section ids are those of the completion summary (src/server/applications/completion.ts), so the
 * request, the missing-items list of step 1 and the client's pages speak of the same things.
 */
import { loanClaimBody } from '../../../schemas/api/applications/applications.ts';
import { SECTIONS } from '../applications/completion.ts';
import type { JsonObject } from '../calls/catalogue.ts';
import type { StoredCall } from '../repositories/calls.ts';

/** The loan-claim fields an applicant writes (the save body without its version). */
export const LOAN_CLAIM_FIELDS: readonly string[] = Object.keys(loanClaimBody.properties).filter(
  (key) => key !== 'verzio',
);

function customFieldItems(schema: JsonObject): string[] {
  const groups = (schema.properties ?? {}) as Record<string, JsonObject>;
  return Object.entries(groups).flatMap(([group, definition]) => [
    `customFields.${group}`,
    ...Object.keys((definition.properties ?? {}) as Record<string, unknown>).map(
      (field) => `customFields.${group}.${field}`,
    ),
  ]);
}

/** Every item a supplement request on an application of this call may name. */
export function supplementItemsOf(call: StoredCall): Set<string> {
  return new Set<string>([
    ...SECTIONS,
    ...LOAN_CLAIM_FIELDS.map((field) => `loanClaim.${field}`),
    ...customFieldItems(call.customFields.schema),
    ...call.knockOut.map((criterion) => `knockOut.${criterion.id}`),
    ...call.documents.map((document) => `documents.${document.category}`),
    ...call.statements.map((statement) => `statements.${statement.id}`),
  ]);
}

/** The named items that are not real sections or fields of the call's applications. */
export function unknownSupplementItems(call: StoredCall, items: readonly string[]): string[] {
  const known = supplementItemsOf(call);
  return items.filter((item) => !known.has(item));
}
