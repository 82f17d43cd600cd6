/**
 * The items of a supplement request (docs/decisions/0010), shared by the server (which unlocks
 * writes with them) and the client (which shows the fields not unlocked as read-only). An item
 * is a section id of the completion summary, alone or with a path inside it:
 * `loanClaim`, `loanClaim.projektCim`, `customFields.egyseg`, `customFields.egyseg.ferohelyek`,
 * `knockOut.KO-1`, `documents.ARAJANLAT`, `statements.ADATKEZELES`.
 */

/**
 * True when the request's items unlock `item` (a `section.…` path): the item itself or any
 * prefix of it is named (a section unlocks all its fields, a custom-field group its fields).
 */
export function isUnlocked(items: readonly string[], item: string): boolean {
  const parts = item.split('.');
  for (let length = parts.length; length >= 1; length -= 1)
    if (items.includes(parts.slice(0, length).join('.'))) return true;
  return false;
}
