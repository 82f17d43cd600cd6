/**
 * Versioned migrations, applied in name order at start. Add a file `NNNN-name.ts` exporting
 * `up` (and `down`), and list it here; never edit a migration that has shipped.
 */
import type { Migration } from 'kysely/migration';
import * as foundation from './0001-foundation.ts';
import * as callsApplications from './0005-calls-applications.ts';
import * as identity from './0002-identity.ts';
import * as mailbox from './0004-mailbox.ts';
import * as applicants from './0003-applicants.ts';
import * as lifecycle from './0006-lifecycle.ts';
import * as supplementsOutbox from './0007-supplements-outbox.ts';
import * as contractCompletion from './0008-contract-completion.ts';
import * as organisationInvites from './0009-organisation-invites.ts';
import * as signedFinalDocuments from './0010-signed-final-documents.ts';
import * as backoffice from './0011-backoffice.ts';
import * as outboxFailed from './0012-outbox-failed.ts';
import * as staffUsers from './0017-staff-users.ts';
import * as submittedDocuments from './0018-submitted-documents.ts';
import * as providerProfile from './0015-provider-profile.ts';
import * as applicantEmailPhone from './0019-applicant-email-phone.ts';
import * as completionReview from './0020-completion-review.ts';
import * as deploymentMarkers from './0024-deployment-markers.ts';
import * as teaorVersion from './0025-teaor-version.ts';

export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0005-calls-applications': callsApplications,
  '0002-identity': identity,
  '0004-mailbox': mailbox,
  '0003-applicants': applicants,
  '0006-lifecycle': lifecycle,
  '0007-supplements-outbox': supplementsOutbox,
  '0008-contract-completion': contractCompletion,
  '0010-signed-final-documents': signedFinalDocuments,
  '0011-backoffice': backoffice,
  '0009-organisation-invites': organisationInvites,
  '0012-outbox-failed': outboxFailed,
  '0017-staff-users': staffUsers,
  '0018-submitted-documents': submittedDocuments,
  '0015-provider-profile': providerProfile,
  '0019-applicant-email-phone': applicantEmailPhone,
  '0020-completion-review': completionReview,
  '0024-deployment-markers': deploymentMarkers,
  '0025-teaor-version': teaorVersion,
};
