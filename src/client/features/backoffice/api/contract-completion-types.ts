/**
 * The contract documents of the back-office file's contract panel (issue 15). The offered slots
 * and the completion reports' summaries are parts of the file's answer (types.ts derives them):
 * staff read them in the file because the applicant's contract and report routes are behind the
 * tenant check.
 */

/** The contract documents staff may upload (the route's `kategoria`). */
export const CONTRACT_DOCUMENT_CATEGORIES = ['SZERZODES', 'SZERZODES_MELLEKLET'] as const;
export type ContractDocumentCategory = (typeof CONTRACT_DOCUMENT_CATEGORIES)[number];

/** The category of the contract the applicant signed and uploaded. */
export const SIGNED_CONTRACT_CATEGORY = 'ALAIRT_SZERZODES';
