/**
 * Types of the lifecycle, contract and completion answers, derived from the parsers generated
 * from schemas/api (docs/decisions/0027).
 */
import type { ParsedBy } from '../../../lib/parse-response.ts';
import type {
  completionDetailResponse,
  completionListResponse,
} from '../../../generated/zod/completion/completion.ts';
import type {
  appointmentSlot,
  contractStateResponse,
} from '../../../generated/zod/contract/contract.ts';
import type { documentMetadata } from '../../../generated/zod/documents/documents.ts';
import type { lifecycleCheckResponse } from '../../../generated/zod/lifecycle/lifecycle.ts';

export type CheckResult = ParsedBy<typeof lifecycleCheckResponse>;

export type MissingItem = CheckResult['hianyok'][number];

export type DocumentMetadata = ParsedBy<typeof documentMetadata>;

/** An appointment slot offered for signing the contract. */
export type AppointmentSlot = ParsedBy<typeof appointmentSlot>;

export type ContractState = ParsedBy<typeof contractStateResponse>;

/** A completion report in the list. */
export type CompletionSummary = ParsedBy<typeof completionListResponse>[number];

/** One completion report with its form data and documents. */
export type CompletionDetail = ParsedBy<typeof completionDetailResponse>;
