/** A small live region telling whether typed data is saved. */
import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { AutosaveStatus } from '../../hooks/use-autosave.ts';

export function AutosaveIndicator({ status }: { status: AutosaveStatus }) {
  const { t } = useTranslation('calls');
  if (status === 'idle') return <span aria-live="polite" />;
  const intent =
    status === 'error' || status === 'conflict'
      ? 'danger'
      : status === 'saved'
        ? 'success'
        : 'none';
  return (
    <span aria-live="polite" data-testid="autosave-status">
      <Tag minimal intent={intent}>
        {t(`autosave.${status}`)}
      </Tag>
    </span>
  );
}
