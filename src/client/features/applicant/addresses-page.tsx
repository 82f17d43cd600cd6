/** /application/addresses: the selected applicant's addresses (spec section 3). */
import { useTranslation } from 'react-i18next';
import type { AddressForm } from '../../../shared/mappers/address.ts';
import { addressResource } from './api/child-records.ts';
import { RecordEditor } from './components/record-editor.tsx';
import { ApplicantPage } from './components/applicant-page.tsx';

export function AddressesPage() {
  const { t } = useTranslation('applicant');
  return (
    <ApplicantPage title={t('page.addresses')}>
      {(applicantId) => (
        <RecordEditor<AddressForm>
          key={applicantId}
          applicantId={applicantId}
          resource={addressResource}
          formId="applicant-address"
          title={t('page.addresses')}
          blank={() => ({
            addressType: '',
            cityName: '',
            postalCode: '',
            address: '',
            lotNumber: '',
            source: 'PORTAL',
          })}
          toFormData={({
            id: _id,
            version: _version,
            source: _source,
            country,
            city,
            ...data
          }) => ({
            ...data,
            country: country?.id,
            city: city?.id,
          })}
          fromFormData={(record, { country, city, ...data }) => ({
            ...record,
            ...data,
            country:
              typeof country === 'number'
                ? { id: country, name: record.country?.id === country ? record.country.name : '' }
                : undefined,
            city:
              typeof city === 'number'
                ? { id: city, name: record.city?.id === city ? record.city.name : '' }
                : undefined,
          })}
          columns={[
            {
              label: t('address.addressType'),
              value: (r) => (r.addressType ? t(`addressType.${r.addressType}`) : ''),
            },
            { label: t('address.country'), value: (r) => r.country?.name ?? '' },
            { label: t('address.postalCode'), value: (r) => r.postalCode },
            { label: t('address.city'), value: (r) => r.city?.name ?? r.cityName },
            { label: t('address.address'), value: (r) => r.address },
            { label: t('address.lotNumber'), value: (r) => r.lotNumber },
            { label: t('address.source'), value: (r) => t(`addressSource.${r.source}`) },
          ]}
        />
      )}
    </ApplicantPage>
  );
}
