/** Header indicator shown while the router navigates or any query fetches in the background. */
import { Spinner } from '@blueprintjs/core';
import { useIsFetching } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

export function LoadingIndicator() {
  const { t } = useTranslation();
  const navigating = useNavigation().state !== 'idle';
  const fetching = useIsFetching() > 0;
  const busy = navigating || fetching;
  return (
    <div
      className="loading-indicator"
      role="status"
      aria-live="polite"
      data-testid="loading-indicator"
      data-busy={busy}
    >
      {busy && (
        <>
          <Spinner size={16} aria-hidden />
          <span className="visually-hidden">{t('shell.loading')}</span>
        </>
      )}
    </div>
  );
}
