/**
 * The loan claim checked against its call. The call's limits (amount limits, maximum intensity,
 * minimum own contribution, maximum advance, rounding step) are keywords of the form schema
 * schemas/forms/loan-claim, bound to the call (`validateLoanClaim`): the same check the browser
 * runs from its precompiled validator. What needs more than the claim itself stays here as
 * business rules (`checkLoanClaim`): the grant limits of GRANT calls, the sources covering the
 * cost, the implementation period and the sites, which must be the applicant's addresses.
 * The route stores a draft whatever they say, and refuses a final save (or counts the section
 * incomplete) while they report an issue.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { FieldIssue } from '../../../schemas/api/problem.ts';
import { formRegistry } from '../../../schemas/registry.ts';
import { formatCurrency, formatDate } from '../../shared/format.ts';
import type { Language } from '../../shared/i18n-languages.ts';
import { type LoanClaim, loanClaimToForm } from '../../shared/loan-claim.ts';
import { bindCallLimits } from '../../shared/validation/call-limits.ts';
import {
  type FieldError,
  formatMessageParams,
  toFieldErrors,
  translationKey,
} from '../../shared/validation/messages.ts';
import { createPortalAjv } from '../../shared/validation/vocabulary.ts';
import { translate } from '../translations.ts';
import type { CallJson } from '../calls/catalogue.ts';
import { callsMessage } from '../calls/messages.ts';

export { SOURCE_TYPES, VAT_STATUSES, type LoanClaim } from '../../shared/loan-claim.ts';

type JsonObject = Record<string, unknown>;

/**
 * A save checks only the values present (a claim is completed over several saves): without
 * `required`, and a required list may still be empty.
 */
function withoutRequired(schema: JsonObject): JsonObject {
  const required = (schema.required as string[] | undefined) ?? [];
  const properties = Object.fromEntries(
    Object.entries(schema.properties as Record<string, JsonObject>).map(([name, property]) => {
      if (!required.includes(name) || property.type !== 'array') return [name, property];
      const { minItems: _minItems, ...rest } = property;
      return [name, rest];
    }),
  );
  const { required: _required, ...rest } = schema;
  return { ...rest, properties };
}

const ajv = createPortalAjv();
const validators = new Map<
  string,
  { schema: JsonObject; complete: ValidateFunction; present: ValidateFunction }
>();

function loanClaimValidators(call: { contentHash: string; call: CallJson }) {
  let entry = validators.get(call.contentHash);
  if (!entry) {
    const schema = bindCallLimits(
      formRegistry['loan-claim'].schema as JsonObject,
      call.call as unknown as JsonObject,
    );
    entry = {
      schema,
      complete: ajv.compile(schema),
      present: ajv.compile(withoutRequired(schema)),
    };
    validators.set(call.contentHash, entry);
  }
  return entry;
}

/**
 * The claim checked with the loan-claim schema bound to its call: `complete` also reports what
 * is missing. One error per field, as in the browser.
 */
export function validateLoanClaim(
  call: { contentHash: string; call: CallJson },
  claim: LoanClaim,
  options: { complete: boolean },
): FieldError[] {
  const entry = loanClaimValidators(call);
  const validate = options.complete ? entry.complete : entry.present;
  if (validate(loanClaimToForm(claim))) return [];
  return toFieldErrors(validate.errors as ErrorObject[], entry.schema);
}

/** A field error as the API returns it: field, key, message and parameters in the language. */
export function describeFieldError(error: FieldError, language: Language): FieldIssue {
  const key = translationKey(error.messageKey);
  const [namespace = 'validators', path = key] = key.split(':');
  const params = formatMessageParams(error.params, language);
  return {
    mezo: error.path,
    kod: key,
    uzenet: translate(namespace, language, path, params) ?? key,
    parameterek: params,
  };
}

/**
 * One finding of a business rule: the field, the key under calls:validation.* and its
 * parameters. Not a wire type: `describeIssue` turns it into the API's FieldIssue.
 */
export interface LoanClaimIssue {
  field: string;
  key: string;
  params: Record<string, string | number>;
}

/**
 * The business rules on the values present that the schema cannot say. `siteIds` are the
 * applicant's address ids; a site outside them is refused. Missing values are not reported here.
 */
export function checkLoanClaim(
  call: CallJson,
  claim: LoanClaim,
  siteIds: readonly number[],
  language: Language = 'hu',
): LoanClaimIssue[] {
  const issues: LoanClaimIssue[] = [];
  const money = (value: number) => formatCurrency(value, '0,0', language);
  const add = (field: string, key: string, params: Record<string, string | number> = {}) =>
    issues.push({ field, key, params });
  const requested = claim.igenyeltTamogatas;
  const eligible = claim.elszamolhatoKoltseg;

  // A GRANT call's grant limits apply where they are stricter than its amount limits.
  if (requested !== null && call.type === 'GRANT') {
    if (
      call.minGrantAmount !== null &&
      requested < call.minGrantAmount &&
      (call.minAmount ?? 0) < call.minGrantAmount
    )
      add('igenyeltTamogatas', 'grantTooLow', { min: money(call.minGrantAmount) });
    if (
      call.maxGrantAmount !== null &&
      requested > call.maxGrantAmount &&
      call.maxAmount > call.maxGrantAmount
    )
      add('igenyeltTamogatas', 'grantTooHigh', { max: money(call.maxGrantAmount) });
  }
  if (requested !== null && eligible !== null && eligible > 0 && requested > eligible)
    add('igenyeltTamogatas', 'requestedExceedsEligible');
  if (eligible !== null && requested !== null) {
    const sources = claim.projektForrasok.reduce((sum, source) => sum + source.osszeg, 0);
    if (requested + sources < eligible)
      add('projektForrasok', 'sourcesDoNotCoverCost', { cost: money(eligible) });
  }
  if (
    claim.tervezettKezdet &&
    call.implementationStart &&
    claim.tervezettKezdet < call.implementationStart
  )
    add('tervezettKezdet', 'startBeforeImplementation', {
      date: formatDate(call.implementationStart, language),
    });
  if (claim.tervezettFizikaiBefejezes) {
    if (call.implementationEnd && claim.tervezettFizikaiBefejezes > call.implementationEnd)
      add('tervezettFizikaiBefejezes', 'endAfterImplementation', {
        date: formatDate(call.implementationEnd, language),
      });
    if (claim.tervezettKezdet && claim.tervezettFizikaiBefejezes < claim.tervezettKezdet)
      add('tervezettFizikaiBefejezes', 'endBeforeStart');
  }
  for (const site of claim.megvalositasiHelyszin) {
    if (!siteIds.includes(site.id)) {
      add('megvalositasiHelyszin', 'unknownSite');
      break;
    }
  }
  return issues;
}

/** An issue as the API returns it: field, key (calls:validation.*), message in the language. */
export function describeIssue(issue: LoanClaimIssue, language: Language): FieldIssue {
  return {
    mezo: issue.field,
    kod: `calls:validation.${issue.key}`,
    uzenet: callsMessage(language, `validation.${issue.key}`, issue.params),
    parameterek: issue.params,
  };
}
