/** /2Fa: the e-mailed six-digit code; a new code can be asked for (at most once a minute). */
import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorFormData } from '../../../../schemas/registry.ts';
import { SchemaForm } from '../../components/form/index.ts';
import { ResponseParseError } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toaster.tsx';
import { serverMessage } from '../../session/api/server-message.ts';
import { sendTwoFactorCode, verifyTwoFactorCode } from '../../session/api/two-factor.ts';
import { useSession } from '../../session/session-provider.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { BusyButton } from '../../components/ui/busy-button.tsx';

export function TwoFactorPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [formData, setFormData] = useState<Partial<TwoFactorFormData>>({});
  const [busy, setBusy] = useState(false);
  const [fatal, setFatal] = useState<ResponseParseError | null>(null);
  if (fatal) throw fatal;

  async function submit(data: TwoFactorFormData) {
    setBusy(true);
    try {
      session.twoFactorVerified(await verifyTwoFactorCode(data.code.trim()));
    } catch (error) {
      if (error instanceof ResponseParseError) setFatal(error);
      else void showToast(serverMessage(error) ?? t('auth:twoFactor.failed'), 'danger');
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    try {
      await sendTwoFactorCode();
      void showToast(t('auth:twoFactor.resent'), 'success');
    } catch (error) {
      void showToast(serverMessage(error) ?? t('auth:twoFactor.failed'), 'danger');
    }
  }

  return (
    <AuthLayout title={t('auth:twoFactor.title')}>
      <p>{t('auth:twoFactor.intro')}</p>
      <SchemaForm<TwoFactorFormData>
        formId="two-factor"
        // A code of the wrong length is named at the field as soon as it is left.
        liveValidate="onBlur"
        formData={formData as TwoFactorFormData}
        onChange={setFormData}
        onSubmit={submit}
        disabled={busy}
      >
        <BusyButton type="submit" intent="primary" busy={busy} fill>
          {t('auth:twoFactor.submit')}
        </BusyButton>
      </SchemaForm>
      <div className="auth-actions">
        <Button variant="minimal" onClick={() => void resend()}>
          {t('auth:twoFactor.resend')}
        </Button>
        <Button variant="minimal" onClick={session.logout}>
          {t('auth:twoFactor.logout')}
        </Button>
      </div>
    </AuthLayout>
  );
}
