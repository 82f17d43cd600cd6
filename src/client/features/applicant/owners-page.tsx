/** /application/owners: the selected applicant's owners; shares and voting rights at most 100. */
import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { OwnerForm } from '../../../shared/mappers/owner.ts';
import { formatNumber } from '../../../shared/format.ts';
import { resolveLanguage } from '../../../shared/i18n-languages.ts';
import { ownerResource } from './api/child-records.ts';
import { RecordEditor } from './components/record-editor.tsx';
import { ApplicantPage } from './components/applicant-page.tsx';

function SharesTotal({ records }: { records: OwnerForm[] }) {
  const { t, i18n } = useTranslation('applicant');
  const language = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
  const total = records.reduce((sum, record) => sum + record.ownershipShare, 0);
  return (
    <Callout intent={total > 100 ? 'warning' : 'none'} compact>
      {t('page.sharesTotal', { total: formatNumber(total, '0,0.00', language) })}
    </Callout>
  );
}

const renderSharesTotal = (records: OwnerForm[]) => <SharesTotal records={records} />;

export function OwnersPage() {
  const { t, i18n } = useTranslation('applicant');
  const language = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <ApplicantPage title={t('page.owners')}>
      {(applicantId) => (
        <RecordEditor<OwnerForm>
          key={applicantId}
          applicantId={applicantId}
          resource={ownerResource}
          formId="applicant-owner"
          title={t('page.owners')}
          blank={() => ({
            type: '',
            name: '',
            taxNumber: '',
            taxIdentificationNumber: '',
            ownershipShare: 0,
            votingRights: 0,
            churchIdentificationNumber: '',
            pirIdentifier: '',
            birthNumber: '',
          })}
          toFormData={({ id: _id, version: _version, registeredCountry, ...data }) => ({
            ...data,
            registeredCountry: registeredCountry?.id,
          })}
          fromFormData={(record, { registeredCountry, ...data }) => ({
            ...record,
            ...data,
            registeredCountry:
              typeof registeredCountry === 'number'
                ? {
                    id: registeredCountry,
                    name:
                      record.registeredCountry?.id === registeredCountry
                        ? record.registeredCountry.name
                        : '',
                  }
                : undefined,
          })}
          columns={[
            { label: t('owner.type'), value: (r) => (r.type ? t(`ownerType.${r.type}`) : '') },
            { label: t('owner.name'), value: (r) => r.name },
            {
              label: t('owner.ownershipShare'),
              value: (r) => formatNumber(r.ownershipShare, '0,0.00', language),
            },
            {
              label: t('owner.votingRights'),
              value: (r) => formatNumber(r.votingRights, '0,0.00', language),
            },
          ]}
          footer={renderSharesTotal}
        />
      )}
    </ApplicantPage>
  );
}
