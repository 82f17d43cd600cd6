/**
 * Rules for the selected applicant and application (spec sections 2 and 4), as pure functions so
 * the switcher, the selector and the tests share them.
 */

/** One applicant of the signed-in user, as the switcher shows it. */
export interface ApplicantOption {
  id: number;
  name: string;
  taxNumber: string;
}

/** One application of the selected applicant. */
export interface ApplicationOption {
  id: number;
  projectTitle: string | null;
  identifier: string | null;
  status: string;
}

/** The stored applicant if the user still has it, otherwise the first one, otherwise none. */
export function chooseApplicant<T extends Pick<ApplicantOption, 'id'>>(
  applicants: readonly T[],
  storedId: number | null,
): T | null {
  return applicants.find((a) => a.id === storedId) ?? applicants[0] ?? null;
}

/**
 * The stored application if it is in the list; otherwise the only application when there is exactly
 * one; with several and no valid stored one, none is selected (the user picks).
 */
export function chooseApplication(
  applications: readonly ApplicationOption[],
  storedId: number | null,
): ApplicationOption | null {
  const stored = applications.find((t) => t.id === storedId);
  if (stored) return stored;
  return applications.length === 1 ? (applications[0] ?? null) : null;
}

/** Label fallback: project title, then identifier, then '#id'. */
export function applicationLabel(application: ApplicationOption): string {
  const title = application.projectTitle?.trim();
  if (title) return title;
  const identifier = application.identifier?.trim();
  if (identifier) return identifier;
  return `#${application.id}`;
}

export const REJECTED_STATUS = 'REJECTED';

/**
 * The selector's entries: among REJECTED applications sharing an identifier only one is listed (the
 * newest, i.e. highest id, which is the one a resubmission refers to). Order is otherwise kept.
 */
export function applicationSelectorEntries(
  applications: readonly ApplicationOption[],
): ApplicationOption[] {
  const newestRejected = new Map<string, number>();
  for (const application of applications) {
    if (application.status !== REJECTED_STATUS || !application.identifier) continue;
    const seen = newestRejected.get(application.identifier);
    if (seen === undefined || application.id > seen)
      newestRejected.set(application.identifier, application.id);
  }
  return applications.filter(
    (application) =>
      application.status !== REJECTED_STATUS ||
      !application.identifier ||
      newestRejected.get(application.identifier) === application.id,
  );
}

/**
 * Selection after the user switches applicant: the application is cleared and the user goes to '/'.
 */
export function switchApplicant(applicantId: number): {
  applicantId: number;
  applicationId: null;
  navigateTo: '/';
} {
  return { applicantId, applicationId: null, navigateTo: '/' };
}

/** Parses a stored id; anything but a positive integer is no selection. */
export function parseStoredId(raw: string | null): number | null {
  if (raw === null) return null;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}
