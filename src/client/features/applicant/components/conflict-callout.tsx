/**
 * Shown after a 409: someone else saved in between. What the user typed stays in the form; the
 * button loads the latest version so the next save is made knowingly (spec issue: no lost updates).
 */
import { Button, Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export function ConflictCallout({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation('applicant');
  return (
    <Callout intent="warning" role="alert" className="conflict-callout">
      <p>{t('page.conflict')}</p>
      <Button intent="warning" onClick={onReload} text={t('page.reload')} />
    </Callout>
  );
}
