/** /registration: applicant registration with the human check; a set-password link is e-mailed. */
import { Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RegistrationFormData } from '../../../../schemas/registry.ts';
import { SchemaForm } from '../../components/form/index.ts';
import { showToast } from '../../lib/toaster.tsx';
import { register } from '../../session/api/accounts.ts';
import { serverMessage } from '../../session/api/server-message.ts';
import { AuthLayout } from './auth-layout.tsx';
import { renderCaptcha } from './captcha-field.tsx';
import { BusyButton } from '../../components/ui/busy-button.tsx';

export function RegistrationPage() {
  const { t, i18n } = useTranslation();
  const [formData, setFormData] = useState<Partial<RegistrationFormData>>({
    marketingConsent: false,
  });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(data: RegistrationFormData) {
    setBusy(true);
    try {
      await register(data, i18n.language === 'en' ? 'en' : 'hu');
      setDone(true);
    } catch (error) {
      void showToast(serverMessage(error) ?? t('auth:registration.failed'), 'danger');
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title={t('auth:registration.title')}>
      {done ? (
        <Callout intent="success" role="status">
          {t('auth:registration.success')}
        </Callout>
      ) : (
        <SchemaForm<RegistrationFormData>
          formId="registration"
          formData={formData as RegistrationFormData}
          onChange={setFormData}
          onSubmit={submit}
          disabled={busy}
          formContext={{ renderCaptcha }}
        >
          {/* Opened in a new tab, so what is typed here is not lost. */}
          <p className="auth-legal">
            {t('auth:registration.legalIntro')}{' '}
            <a href="/help/terms" target="_blank" rel="noopener">
              {t('auth:registration.terms')} {t('auth:registration.newTab')}
            </a>
            {', '}
            <a href="/help/privacy" target="_blank" rel="noopener">
              {t('auth:registration.privacy')} {t('auth:registration.newTab')}
            </a>
          </p>
          <BusyButton type="submit" intent="primary" busy={busy} fill>
            {t('auth:registration.submit')}
          </BusyButton>
        </SchemaForm>
      )}
      <div className="auth-links">
        <Link to="/login">{t('auth:registration.toLogin')}</Link>
      </div>
    </AuthLayout>
  );
}
