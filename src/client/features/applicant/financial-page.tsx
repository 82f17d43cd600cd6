/**
 * /application/financial: the closed business years' figures and the enterprise size derived
 * from them by the EU SME definition (src/shared/enterprise-size.ts), with its reason.
 */
import { Callout, NonIdealState, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { SizeDetermination } from '../../../shared/enterprise-size.ts';
import { type Language, formatCurrency, formatNumber } from '../../../shared/format.ts';
import { resolveLanguage } from '../../../shared/i18n-languages.ts';
import type { FinancialYearForm } from '../../../shared/mappers/financial.ts';
import { financialResource, useFinancialData } from './api/child-records.ts';
import { RecordEditor } from './components/record-editor.tsx';
import { useSelectedApplicantId } from './components/use-selected-applicant-id.ts';

const amount = (text: string, language: Language) => formatCurrency(Number(text), '0,0', language);

function EnterpriseSizeCard({ size }: { size: SizeDetermination }) {
  const { t, i18n } = useTranslation('applicant');
  const language = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
  if (!size.size || size.basisYear === null) return <Callout>{t('enterpriseSize.none')}</Callout>;
  const sizeName = t(`enterpriseSize.${size.size}`);
  return (
    <Callout intent="primary" title={t('enterpriseSize.title')} className="enterprise-size">
      <p>
        <Tag large intent="primary" data-testid="enterprise-size">
          {sizeName}
        </Tag>
      </p>
      <p>
        {t('enterpriseSize.reason', {
          year: size.basisYear,
          headcount: formatNumber(size.averageHeadcount ?? 0, '0,0', language),
          revenue: formatNumber(size.netRevenueEur ?? 0, '0,0', language),
          balance: formatNumber(size.balanceSheetTotalEur ?? 0, '0,0', language),
          rate: formatNumber(size.eurHufRate, '0,0', language),
        })}
      </p>
      {size.limitingFactor ? (
        <p>
          {t(
            size.limitingFactor === 'headcount'
              ? 'enterpriseSize.limitingHeadcount'
              : 'enterpriseSize.limitingFinancial',
          )}
        </p>
      ) : null}
      {size.keptPreviousStatus && size.measuredSize ? (
        <p>
          {t('enterpriseSize.kept', {
            year: size.basisYear,
            measured: t(`enterpriseSize.${size.measuredSize}`),
            size: sizeName,
          })}
        </p>
      ) : null}
    </Callout>
  );
}

export function FinancialPage() {
  const { t, i18n } = useTranslation('applicant');
  const language = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
  const applicantId = useSelectedApplicantId();
  const data = useFinancialData(applicantId ?? 0);
  if (applicantId === null)
    return <NonIdealState icon="office" description={t('page.noApplicant')} />;
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('financial.title')}</h1>
      {data.data ? <EnterpriseSizeCard size={data.data.size} /> : null}
      <RecordEditor<FinancialYearForm>
        key={applicantId}
        applicantId={applicantId}
        resource={financialResource}
        formId="applicant-financial"
        title={t('page.financialYears')}
        blank={() => ({
          applicantId,
          year: new Date().getFullYear() - 1,
          netRevenue: '',
          balanceSheetTotal: '',
          averageHeadcount: '',
          operatingResult: '',
        })}
        toFormData={({ id: _id, version: _version, applicantId: _applicant, ...rest }) => rest}
        columns={[
          { label: t('financial.year'), value: (r) => r.year },
          { label: t('financial.netRevenue'), value: (r) => amount(r.netRevenue, language) },
          {
            label: t('financial.balanceSheetTotal'),
            value: (r) => amount(r.balanceSheetTotal, language),
          },
          {
            label: t('financial.averageHeadcount'),
            // Whole people, as entered (issue 20, item 7: "12,00" read as a decimal).
            value: (r) => formatNumber(Number(r.averageHeadcount), '0,0', language),
          },
          {
            label: t('financial.operatingResult'),
            value: (r) => amount(r.operatingResult, language),
          },
        ]}
      />
    </section>
  );
}
