/**
 * The frame of an applicant's master-data page: the page heading, or a notice when no applicant
 * is selected. The body gets the selected applicant's id.
 */
import { NonIdealState } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectedApplicantId } from './use-selected-applicant-id.ts';

export function ApplicantPage({
  title,
  children,
}: {
  title: string;
  children: (applicantId: number) => ReactNode;
}) {
  const { t } = useTranslation('applicant');
  const applicantId = useSelectedApplicantId();
  if (applicantId === null)
    return <NonIdealState icon="office" description={t('page.noApplicant')} />;
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {children(applicantId)}
    </section>
  );
}
