/** Top-left banner naming the environment on every environment except production (spec section 2). */
import { useTranslation } from 'react-i18next';
import type { Environment } from '../../../shared/config.ts';

export function EnvironmentBanner({ env }: { env: Environment }) {
  const { t } = useTranslation();
  if (env === 'prod') return null;
  return (
    <div
      className="environment-banner"
      data-testid="environment-banner"
      role="note"
      aria-label={t('shell.environment')}
    >
      {t(`environments.${env}`)}
    </div>
  );
}
