/**
 * /help/support: customer-service hours and contacts, and a support request form (topic,
 * message, optional application). No application needed.
 */
import { Card, FormGroup, HTMLSelect, TextArea } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelection } from '../../selection/selection.tsx';
import { applicationLabel } from '../../selection/selection-rules.ts';
import { showToast } from '../../lib/toaster.tsx';
import { useProperties } from '../../lib/get-properties.ts';
import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_TOPICS,
  type SupportTopic,
  useCreateSupportRequest,
} from './api/create-support-request.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';

function ContactCard() {
  const { t } = useTranslation('help');
  const { data } = useProperties();
  if (!data) return null;
  return (
    <Card className="support-contacts">
      <h2>{t('support.contactTitle')}</h2>
      <dl>
        <dt>{t('support.hours')}</dt>
        <dd>{t('support.hoursValue', { hours: data.supportHours })}</dd>
        <dt>{t('support.phone')}</dt>
        <dd>
          <a href={`tel:${data.supportPhone.replace(/\s/g, '')}`}>{data.supportPhone}</a>
        </dd>
        <dt>{t('support.email')}</dt>
        <dd>
          <a href={`mailto:${data.supportEmail}`}>{data.supportEmail}</a>
        </dd>
      </dl>
    </Card>
  );
}

function SupportForm() {
  const { t } = useTranslation('help');
  const { applications } = useSelection();
  const [topic, setTopic] = useState<SupportTopic | ''>('');
  const [message, setMessage] = useState('');
  const [applicationId, setApplicationId] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const mutation = useCreateSupportRequest();

  const topicMissing = topic === '';
  const messageMissing = message.trim() === '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (topic === '' || messageMissing) return;
    mutation.mutate(
      {
        topic,
        message: message.trim(),
        ...(applicationId ? { applicationId: Number(applicationId) } : {}),
      },
      {
        onSuccess: () => {
          void showToast(t('support.sent'), 'success');
          setTopic('');
          setMessage('');
          setApplicationId('');
          setSubmitted(false);
        },
        onError: () => void showToast(t('support.sendFailed'), 'danger'),
      },
    );
  };

  return (
    <form
      className="support-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="support-form-title"
    >
      <h2 id="support-form-title">{t('support.formTitle')}</h2>
      <FormGroup
        label={t('support.topic')}
        labelFor="support-topic"
        labelInfo={t('support.required')}
        intent={submitted && topicMissing ? 'danger' : 'none'}
        helperText={submitted && topicMissing ? t('support.topicRequired') : undefined}
      >
        <HTMLSelect
          id="support-topic"
          required
          value={topic}
          onChange={(event) => setTopic(event.currentTarget.value as SupportTopic | '')}
          options={[
            { value: '', label: t('support.chooseTopic') },
            ...SUPPORT_TOPICS.map((value) => ({ value, label: t(`support.topics.${value}`) })),
          ]}
        />
      </FormGroup>
      <FormGroup
        label={t('support.message')}
        labelFor="support-message"
        labelInfo={t('support.required')}
        intent={submitted && messageMissing ? 'danger' : 'none'}
        helperText={submitted && messageMissing ? t('support.messageRequired') : undefined}
      >
        <TextArea
          id="support-message"
          required
          fill
          rows={6}
          maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
          value={message}
          intent={submitted && messageMissing ? 'danger' : 'none'}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
      </FormGroup>
      <FormGroup
        label={t('support.application')}
        labelFor="support-application"
        labelInfo={t('support.optional')}
      >
        <HTMLSelect
          id="support-application"
          value={applicationId}
          disabled={applications.length === 0}
          onChange={(event) => setApplicationId(event.currentTarget.value)}
          options={[
            {
              value: '',
              label:
                applications.length === 0
                  ? t('support.noApplications')
                  : t('support.noApplication'),
            },
            ...applications.map((application) => ({
              value: application.id,
              label: applicationLabel(application),
            })),
          ]}
        />
      </FormGroup>
      <BusyButton
        type="submit"
        intent="primary"
        busy={mutation.isPending}
        text={t('support.submit')}
      />
    </form>
  );
}

export function HelpSupportPage() {
  const { t } = useTranslation('help');
  return (
    <section className="page help-support" aria-labelledby="page-title">
      <h1 id="page-title">{t('support.title')}</h1>
      <p>{t('support.intro')}</p>
      <ContactCard />
      <SupportForm />
    </section>
  );
}
