/**
 * The back office's own texts ('backoffice' namespace, loaded with its chunk) and the role gate:
 * a signed-in user without a back-office role sees an explanation, never the staff screens (the
 * server refuses their requests anyway).
 */
import { Callout } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BACK_OFFICE_ROLES, hasRole } from '../../../../shared/roles.ts';
import { useSession } from '../../../session/session-provider.tsx';

/** True once the back office's and the lifecycle's texts are loaded. */
export function useBackOfficeTexts(): boolean {
  return useTranslation(['backoffice', 'progress'], { useSuspense: false }).ready;
}

export function BackOfficeRequired({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { t } = useTranslation('backoffice');
  if (!hasRole(user, BACK_OFFICE_ROLES))
    return <Callout intent="warning">{t('staffOnly')}</Callout>;
  return <>{children}</>;
}
