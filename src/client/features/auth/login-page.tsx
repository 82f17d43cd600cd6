/** /login (spec section 2): e-mail and password; the failed-login toast of spec section 8. */
import { AnchorButton } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { LoginFormData } from '../../../../schemas/registry.ts';
import { SchemaForm } from '../../components/form/index.ts';
import { LOGIN_FORM } from '../../components/form/page-forms.ts';
import { ResponseParseError } from '../../lib/api-client.ts';
import { getRuntimeConfig } from '../../lib/runtime-config.ts';
import { clearToasts, showToast } from '../../lib/toaster.tsx';
import { login } from '../../session/api/login.ts';
import { useSession } from '../../session/session-provider.tsx';
import { AuthLayout, withRedirect } from './auth-layout.tsx';
import { BusyButton } from '../../components/ui/busy-button.tsx';

export function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const [formData, setFormData] = useState<Partial<LoginFormData>>({});
  const [busy, setBusy] = useState(false);
  const [fatal, setFatal] = useState<ResponseParseError | null>(null);
  if (fatal) throw fatal;

  async function submit(data: LoginFormData) {
    setBusy(true);
    try {
      const user = await login(data);
      void clearToasts();
      session.loginSucceeded(user);
    } catch (error) {
      if (error instanceof ResponseParseError) setFatal(error);
      else void showToast(t('auth:login.failed'), 'danger');
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title={t('auth:login.title')}>
      <SchemaForm<LoginFormData>
        formId={LOGIN_FORM.id}
        formData={formData as LoginFormData}
        onChange={setFormData}
        onSubmit={submit}
        disabled={busy}
      >
        <BusyButton type="submit" intent="primary" busy={busy} fill>
          {t('auth:login.submit')}
        </BusyButton>
      </SchemaForm>
      <div className="auth-links">
        <Link to={withRedirect('/forgottenPassword', redirect)}>
          {t('auth:login.forgottenPassword')}
        </Link>
        <Link to="/registration">{t('auth:login.register')}</Link>
        {getRuntimeConfig().ntakOidcEnabled ? (
          <AnchorButton href={withRedirect('/login/ntak', redirect)} variant="outlined" fill>
            {t('auth:login.ntak')}
          </AnchorButton>
        ) : null}
      </div>
    </AuthLayout>
  );
}
