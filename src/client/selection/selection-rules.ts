/**
 * Rules for the selected applicant and tender (spec sections 2 and 4), as pure functions so the
 * switcher, the selector and the tests share them.
 */

/** One applicant of the signed-in user, as the switcher shows it. */
export interface ApplicantOption {
  id: number;
  name: string;
  taxNumber: string;
}

/** One tender (application) of the selected applicant. */
export interface TenderOption {
  id: number;
  projectTitle: string | null;
  identifier: string | null;
  status: string;
}

/** The stored applicant if the user still has it, otherwise the first one, otherwise none. */
export function chooseApplicant(
  applicants: readonly ApplicantOption[],
  storedId: number | null,
): ApplicantOption | null {
  return applicants.find((a) => a.id === storedId) ?? applicants[0] ?? null;
}

/**
 * The stored tender if it is in the list; otherwise the only tender when there is exactly one;
 * with several and no valid stored one, none is selected (the user picks).
 */
export function chooseTender(
  tenders: readonly TenderOption[],
  storedId: number | null,
): TenderOption | null {
  const stored = tenders.find((t) => t.id === storedId);
  if (stored) return stored;
  return tenders.length === 1 ? (tenders[0] ?? null) : null;
}

/** Label fallback: project title, then identifier, then '#id'. */
export function tenderLabel(tender: TenderOption): string {
  const title = tender.projectTitle?.trim();
  if (title) return title;
  const identifier = tender.identifier?.trim();
  if (identifier) return identifier;
  return `#${tender.id}`;
}

export const REJECTED_STATUS = 'REJECTED';

/**
 * The selector's entries: among REJECTED tenders sharing an identifier only one is listed (the
 * newest, i.e. highest id, which is the one a resubmission refers to). Order is otherwise kept.
 */
export function tenderSelectorEntries(tenders: readonly TenderOption[]): TenderOption[] {
  const newestRejected = new Map<string, number>();
  for (const tender of tenders) {
    if (tender.status !== REJECTED_STATUS || !tender.identifier) continue;
    const seen = newestRejected.get(tender.identifier);
    if (seen === undefined || tender.id > seen) newestRejected.set(tender.identifier, tender.id);
  }
  return tenders.filter(
    (tender) =>
      tender.status !== REJECTED_STATUS ||
      !tender.identifier ||
      newestRejected.get(tender.identifier) === tender.id,
  );
}

/** Selection after the user switches applicant: the tender is cleared and the user goes to '/'. */
export function switchApplicant(applicantId: number): {
  applicantId: number;
  tenderId: null;
  navigateTo: '/';
} {
  return { applicantId, tenderId: null, navigateTo: '/' };
}

/** Parses a stored id; anything but a positive integer is no selection. */
export function parseStoredId(raw: string | null): number | null {
  if (raw === null) return null;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}
