/**
 * Types of the back-office API (schemas/api/backoffice, decision 0017), derived from the parsers
 * generated from those schemas (docs/decisions/0027).
 */
import type { InputOf, ParsedBy } from '../../../lib/parse-response.ts';
import type {
  administrationAuditBody,
  administrationAuditResponse,
  administrationInviteBody,
  staffUser,
} from '../../../generated/zod/backoffice/administration.ts';
import type {
  backOfficeAddNoteResponse,
  backOfficeCountsResponse,
  backOfficeFailedMailsResponse,
  backOfficeFileResponse,
  backOfficeQueueBody,
  backOfficeQueueResponse,
} from '../../../generated/zod/backoffice/backoffice.ts';
import type { callEditorListResponse } from '../../../generated/zod/backoffice/call-editor.ts';

type QueueBody = InputOf<typeof backOfficeQueueBody>;

export type QueueFilter = NonNullable<QueueBody['filterData']>;

export type WaitingOn = NonNullable<QueueFilter['varakozas']>;

export type QueueSortBy = NonNullable<NonNullable<QueueBody['sort']>['sortBy']>;

/** The queue page's query: the list query with every part given (the body allows each absent). */
export interface QueueQuery {
  filterData: QueueFilter;
  sort: Required<NonNullable<QueueBody['sort']>>;
  page: Required<NonNullable<QueueBody['page']>>;
}

export type QueuePage = ParsedBy<typeof backOfficeQueueResponse>;

export type QueueRow = QueuePage['data'][number];

export type StatusCount = ParsedBy<typeof backOfficeCountsResponse>['sorok'][number];

export type ApplicationFile = ParsedBy<typeof backOfficeFileResponse>;

export type InternalNote = ParsedBy<typeof backOfficeAddNoteResponse>;

export type StaffAction = ApplicationFile['muveletek'][number];

export type NamedItem = NonNullable<ApplicationFile['hianypotlasValasztek']>[number];

/** A status mail the outbox gave up on (GET /backoffice/kimeno-levelek/sikertelen, ADMIN). */
export type FailedMail = ParsedBy<typeof backOfficeFailedMailsResponse>['levelek'][number];

export type CallFolders = ParsedBy<typeof callEditorListResponse>;

/** A call folder: loaded at start, and its state on disk now. */
export type CallFolder = CallFolders['mappak'][number];

/** A problem of a call folder on disk (GET /backoffice/felhivasok). */
export type CallFolderProblem = CallFolders['altalanosProblemak'][number];

/** A staff user (GET /backoffice/felhasznalok). */
export type StaffUser = ParsedBy<typeof staffUser>;

/** A role an administrator hands out (the invitation's enum; a user's list is plain text). */
export type StaffRole = InputOf<typeof administrationInviteBody>['szerepkorok'][number];

type AuditBody = InputOf<typeof administrationAuditBody>;

/** The audit log's query: the list query with its filter and page given. */
export interface AuditQuery {
  filterData: NonNullable<AuditBody['filterData']>;
  page: Required<NonNullable<AuditBody['page']>>;
}

export type AuditSource = NonNullable<AuditQuery['filterData']['forras']>;

export type AuditPage = ParsedBy<typeof administrationAuditResponse>;

/** One entry of the audit log: who, when, what, before and after. */
export type AuditEntry = AuditPage['data'][number];
