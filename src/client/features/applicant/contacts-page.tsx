/** /application/contact: the selected applicant's contact persons and representatives. */
import { useTranslation } from 'react-i18next';
import type { ContactForm } from '../../../shared/mappers/contact.ts';
import { contactResource } from './api/child-records.ts';
import { RecordEditor } from './components/record-editor.tsx';
import { ApplicantPage } from './components/applicant-page.tsx';

export function ContactsPage() {
  const { t } = useTranslation('applicant');
  return (
    <ApplicantPage title={t('page.contacts')}>
      {(applicantId) => (
        <RecordEditor<ContactForm>
          key={applicantId}
          applicantId={applicantId}
          resource={contactResource}
          formId="applicant-contact"
          title={t('page.contacts')}
          blank={() => ({
            applicantId,
            name: '',
            contactStatus: '',
            representativeRight: '',
            phone: '',
            mobilePhone: '',
            email: '',
            position: '',
          })}
          toFormData={({ id: _id, version: _version, applicantId: _applicant, ...data }) => data}
          columns={[
            { label: t('contact.name'), value: (r) => r.name },
            {
              label: t('contact.contactStatus'),
              value: (r) => (r.contactStatus ? t(`contactStatus.${r.contactStatus}`) : ''),
            },
            {
              label: t('contact.representativeRight'),
              value: (r) =>
                r.representativeRight ? t(`representativeRight.${r.representativeRight}`) : '',
            },
            { label: t('contact.email'), value: (r) => r.email },
            { label: t('contact.phone'), value: (r) => r.phone },
          ]}
        />
      )}
    </ApplicantPage>
  );
}
