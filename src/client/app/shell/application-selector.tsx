/**
 * Picks the application the application-needed pages work on; shown only on those pages (spec
 * section 2).
 */
import { HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useSelection } from '../../selection/selection.tsx';
import { applicationLabel } from '../../selection/selection-rules.ts';

export function ApplicationSelector() {
  const { t } = useTranslation();
  const { applications, application, selectApplication } = useSelection();
  return (
    <div className="sidebar-field">
      {applications.length === 0 ? (
        <>
          <span className="sidebar-field-label">{t('shell.application')}</span>
          <p className="sidebar-empty">{t('shell.noApplication')}</p>
        </>
      ) : (
        <>
          <label className="sidebar-field-label" htmlFor="application-selector">
            {t('shell.application')}
          </label>
          <HTMLSelect
            id="application-selector"
            fill
            value={application?.id ?? ''}
            onChange={(event) =>
              selectApplication(
                event.currentTarget.value ? Number(event.currentTarget.value) : null,
              )
            }
            options={[
              { value: '', label: t('shell.chooseApplication') },
              ...applications.map((entry) => ({ value: entry.id, label: applicationLabel(entry) })),
            ]}
          />
        </>
      )}
    </div>
  );
}
