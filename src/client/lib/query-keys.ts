/**
 * Every TanStack Query key of the client, in one place (STYLE.md habit 3: a mutation invalidates
 * through the same key its query uses). A key is a path: invalidating a prefix refreshes
 * everything below it, so what belongs together shares a prefix — every query of one applicant
 * starts with `applicant(id)`, every application query with `applications()`. One server list is
 * cached under one key only: two keys for the same data let one of them go stale (the loan claim's
 * site list was its own copy of the applicant's addresses, not refreshed when they were edited).
 */
export const queryKeys = {
  /** The open calls (dashboard). */
  calls: () => ['calls'] as const,
  call: (identifier: string) => ['calls', identifier] as const,

  /** Prefix of every application query (one application, an applicant's list). */
  applications: () => ['applications'] as const,
  application: (id: number) => ['applications', id] as const,
  /** Prefix of every applicant's application list. */
  applicationLists: () => ['applications', 'of-applicant'] as const,
  applicationsOf: (applicantId: number) => ['applications', 'of-applicant', applicantId] as const,
  /** An application's status, timeline and what may happen next. */
  lifecycle: (applicationId: number) => ['lifecycle', applicationId] as const,
  contract: (applicationId: number) => ['contract', applicationId] as const,
  completionReports: (applicationId: number) => ['completion-reports', applicationId] as const,
  completionReport: (completionId: number) => ['completion-report', completionId] as const,
  documents: (applicationId: number) => ['documents', applicationId] as const,
  statements: (applicationId: number) => ['statements', applicationId] as const,

  /** The applicants the user may act for. */
  myApplicants: () => ['applicants', 'mine'] as const,
  /** Prefix of every query of one applicant: a master-data edit refreshes them all. */
  applicant: (applicantId: number) => ['applicants', applicantId] as const,
  applicantBase: (applicantId: number) => ['applicants', applicantId, 'base'] as const,
  /** A child record list (addresses, owners, contacts, financial years) by its resource key. */
  applicantRecords: (applicantId: number, resource: string) =>
    ['applicants', applicantId, resource] as const,
  /** The applicant's addresses: the address editor's list and the loan claim's sites. */
  applicantAddresses: (applicantId: number) => ['applicants', applicantId, 'addresses'] as const,
  financialSize: (applicantId: number) => ['applicants', applicantId, 'financial-size'] as const,
  providerProfile: (applicantId: number) =>
    ['applicants', applicantId, 'provider-profile'] as const,
  masterDataSnapshot: (applicantId: number) => ['applicants', applicantId, 'snapshot'] as const,
  organisationUsers: (applicantId: number) => ['applicants', applicantId, 'users'] as const,
  pendingInvites: (applicantId: number) => ['applicants', applicantId, 'invites'] as const,
  invite: (token: string) => ['invites', token] as const,

  defaultCountry: () => ['reference-data', 'default-country'] as const,
  reference: (path: string) => ['reference', path] as const,
  properties: () => ['properties'] as const,
  helpDocs: (language: string) => ['help-docs', language] as const,

  /** Prefix of every back-office query: a staff action refreshes them all. */
  backoffice: () => ['backoffice'] as const,
  backofficeQueue: (query: unknown) => ['backoffice', 'queue', query] as const,
  backofficeCounts: () => ['backoffice', 'counts'] as const,
  backofficeFile: (applicationId: number) => ['backoffice', 'file', applicationId] as const,
  backofficeCallFolders: () => ['backoffice', 'call-folders'] as const,
  backofficeCallPreview: (identifier: string) =>
    ['backoffice', 'call-preview', identifier] as const,
  backofficeStaffUsers: () => ['backoffice', 'staff-users'] as const,
  backofficeAudit: (query: unknown) => ['backoffice', 'audit', query] as const,
  backofficeFailedMails: () => ['backoffice', 'failed-mails'] as const,
};
