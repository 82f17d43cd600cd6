/**
 * The document categories of the contract (decision 0011), shared by the contract routes and the
 * lifecycle's facts: staff upload the contract and its annexes, the applicant the signed copy,
 * without which the contract cannot be concluded.
 */

/** The contract and its annexes, uploaded by staff. */
export const CONTRACT_CATEGORIES = ['SZERZODES', 'SZERZODES_MELLEKLET'] as const;
/** The contract signed by the applicant. */
export const SIGNED_CONTRACT_CATEGORY = 'ALAIRT_SZERZODES';
