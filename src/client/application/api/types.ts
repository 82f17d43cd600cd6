/**
 * Types of the calls and applications API (Hungarian server names, spec section 3), derived from
 * the parsers generated from schemas/api (docs/decisions/0027): a type here is what the fetcher's
 * parse proved, never a second description of the payload.
 */
import type { ParsedBy } from '../../lib/parse-response.ts';
import type {
  application,
  applicationDetailResponse,
  applicationListOfApplicantResponse,
  applicationSaveLoanClaimResponse,
  completion,
} from '../../generated/zod/applications/applications.ts';
import type { callDetail, callSummary, requiredDocument } from '../../generated/zod/calls/calls.ts';
import type { fieldIssue } from '../../generated/zod/calls/common.ts';
import type { CallTexts } from '../../../shared/call-texts.ts';

export type CallSummary = ParsedBy<typeof callSummary>;

export type { CallTexts };

export type RequiredDocument = ParsedBy<typeof requiredDocument>;

/**
 * A call with everything the application screens need. The schema leaves the full texts open
 * (anyObject); getCall narrows them to CallTexts, the shape the server checks each call folder's
 * texts against when it loads the catalogue.
 */
export type CallDetail = Omit<ParsedBy<typeof callDetail>, 'teljesSzovegek'> & {
  teljesSzovegek: Record<'hu' | 'en', CallTexts>;
};

export type Completion = ParsedBy<typeof completion>;

export type Application = ParsedBy<typeof application>;

/** A row of an applicant's application list: the application and its completion. */
export type ApplicationWithCompletion = ParsedBy<typeof applicationListOfApplicantResponse>[number];

export type FieldIssue = ParsedBy<typeof fieldIssue>;

export type ApplicationDetail = ParsedBy<typeof applicationDetailResponse>;

export type SaveResult = ParsedBy<typeof applicationSaveLoanClaimResponse>;
