/**
 * /login/ntak: sign-in through the NTAK identity provider. The button is a full page load of
 * the server's OIDC start (authorization code with PKCE, state and nonce); the provider sends
 * the browser back to the server, which signs the user in and redirects to the portal.
 */
import { AnchorButton, Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { getRuntimeConfig } from '../../lib/runtime-config.ts';
import { AuthLayout } from './auth-layout.tsx';

export function NtakLoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const config = getRuntimeConfig();
  const redirect = params.get('redirect');
  const start = `${config.apiUrl}/oidc/ntak/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;
  return (
    <AuthLayout title={t('auth:ntak.title')}>
      {config.ntakOidcEnabled ? (
        <>
          <p>{t('auth:ntak.intro')}</p>
          <AnchorButton href={start} intent="primary" fill>
            {t('auth:ntak.submit')}
          </AnchorButton>
        </>
      ) : (
        <Callout intent="warning">{t('auth:ntak.disabled')}</Callout>
      )}
      <div className="auth-links">
        <Link to="/login">{t('auth:ntak.back')}</Link>
      </div>
    </AuthLayout>
  );
}
