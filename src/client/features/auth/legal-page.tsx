/**
 * /help/terms and /help/privacy: the general terms (ÁSZF) the registration asks to accept and the
 * privacy notice statement 1 refers to, in the interface language. Readable signed in or not
 * (machines/session-routing.ts OPEN_PATHS), in the frame of the sign-in pages.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from './auth-layout.tsx';

function LegalText({ kind }: { kind: 'terms' | 'privacy' }) {
  const { t } = useTranslation('auth');
  const paragraphs = t(`legal.${kind}`, { returnObjects: true }) as unknown as string[];
  return (
    <AuthLayout title={t(`legal.${kind}Title`)}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <div className="auth-links">
        <Link to="/registration">{t('legal.toRegistration')}</Link>
      </div>
    </AuthLayout>
  );
}

export function TermsPage() {
  return <LegalText kind="terms" />;
}

export function PrivacyPage() {
  return <LegalText kind="privacy" />;
}
