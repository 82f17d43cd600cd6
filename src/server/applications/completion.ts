/**
 * What is complete and what is missing in an application, per section of /application:
 * loan claim, custom fields (support content), knock-out criteria, documents, statements.
 * Computed from stored data every time, so a draft can be saved in any state.
 */
import type { Language } from '../../shared/i18n-languages.ts';
import { type ApplicationApi, SECTIONS } from '../../../schemas/api/applications/applications.ts';
import type { StoredCall } from '../repositories/calls.ts';
import type { StoredApplication } from '../repositories/applications.ts';
import type { StoredDocument } from '../repositories/documents.ts';
import type { KnockOutConfirmation } from '../repositories/knock-out.ts';
import type { StatementAnswer } from '../repositories/statements.ts';
import { validateCustomFields } from './custom-fields.ts';
import { checkLoanClaim, validateLoanClaim } from './loan-claim-rules.ts';

export { SECTIONS };
export type Section = (typeof SECTIONS)[number];

/** What is complete and what is missing: the answer its schema in schemas/api describes. */
export type CompletionSummary = ApplicationApi['completion']['response'][200];

/** One section of the summary. */
export type SectionCompletion = CompletionSummary['szakaszok'][number];

export function computeCompletion(input: {
  call: StoredCall;
  application: StoredApplication;
  siteIds: readonly number[];
  knockOut: KnockOutConfirmation[];
  statements: StatementAnswer[];
  documents: StoredDocument[];
  language: Language;
}): CompletionSummary {
  const { call, application } = input;
  const loanIssues = checkLoanClaim(
    call.call,
    application.loanClaim,
    input.siteIds,
    input.language,
  );
  // The complete schema names what is missing as well as what breaks the call's limits.
  const loanMissing = [
    ...validateLoanClaim(call, application.loanClaim, { complete: true }).map(
      (error) => error.path.split('.')[0]!,
    ),
    ...loanIssues.map((issue) => issue.field),
  ];
  const customIssues = validateCustomFields(call, application.customFieldValues, {
    draft: false,
    language: input.language,
  });
  const confirmed = new Set(
    input.knockOut.filter((row) => row.megerositve).map((row) => row.kriterium),
  );
  const accepted = new Set(
    input.statements.filter((row) => row.elfogadva).map((row) => row.nyilatkozat),
  );
  const usable = new Set(
    input.documents
      .filter(
        (document) => document.scanStatus === 'CLEAN' || document.scanStatus === 'NOT_SCANNED',
      )
      .map((document) => document.documentType),
  );
  const missing: Array<Pick<SectionCompletion, 'szakasz' | 'hianyzik'>> = [
    { szakasz: 'loanClaim', hianyzik: [...new Set(loanMissing)] },
    { szakasz: 'customFields', hianyzik: [...new Set(customIssues.map((issue) => issue.mezo))] },
    {
      szakasz: 'knockOut',
      hianyzik: call.knockOut.map((c) => c.id).filter((id) => !confirmed.has(id)),
    },
    {
      szakasz: 'documents',
      hianyzik: call.documents
        .filter((d) => d.requiredForCall && !usable.has(d.category))
        .map((d) => d.category),
    },
    {
      szakasz: 'statements',
      hianyzik: call.statements.filter((s) => s.required && !accepted.has(s.id)).map((s) => s.id),
    },
  ];
  const sections: SectionCompletion[] = missing.map((section) => ({
    ...section,
    kesz: section.hianyzik.length === 0,
  }));
  const done = sections.filter((section) => section.kesz).length;
  return {
    szakaszok: sections,
    szazalek: Math.round((done / sections.length) * 100),
    kovetkezoLepes: sections.find((section) => !section.kesz)?.szakasz ?? null,
  };
}
