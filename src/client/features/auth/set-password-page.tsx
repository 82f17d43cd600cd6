/** /setPassword?token=…&redirect=…: the new password (twice) for the e-mailed token. */
import { Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { SetPasswordFormData } from '../../../../schemas/registry.ts';
import { SchemaForm } from '../../components/form/index.ts';
import { showToast } from '../../lib/toaster.tsx';
import { setPassword } from '../../session/api/accounts.ts';
import { serverMessage } from '../../session/api/server-message.ts';
import { AuthLayout, withRedirect } from './auth-layout.tsx';
import { BusyButton } from '../../components/ui/busy-button.tsx';

export function SetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const redirect = params.get('redirect');
  const [formData, setFormData] = useState<Partial<SetPasswordFormData>>({});
  const [busy, setBusy] = useState(false);

  async function submit(data: SetPasswordFormData) {
    if (!token) return;
    setBusy(true);
    try {
      await setPassword(data.password, token);
      void showToast(t('auth:setPassword.success'), 'success');
      void navigate(withRedirect('/login', redirect));
    } catch (error) {
      const message = serverMessage(error);
      void showToast(
        message === 'validators.breachedPassword'
          ? t('auth:setPassword.breachedPassword')
          : (message ?? t('auth:setPassword.failed')),
        'danger',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title={t('auth:setPassword.title')}>
      {token ? (
        <SchemaForm<SetPasswordFormData>
          formId="set-password"
          formData={formData as SetPasswordFormData}
          onChange={setFormData}
          onSubmit={submit}
          disabled={busy}
        >
          <BusyButton type="submit" intent="primary" busy={busy} fill>
            {t('auth:setPassword.submit')}
          </BusyButton>
        </SchemaForm>
      ) : (
        <Callout intent="danger">{t('auth:setPassword.missingToken')}</Callout>
      )}
      <div className="auth-links">
        <Link to="/login">{t('auth:forgottenPassword.toLogin')}</Link>
      </div>
    </AuthLayout>
  );
}
