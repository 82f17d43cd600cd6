/**
 * Lists the user's applicants; choosing one clears the application and goes to '/' (spec section
 * 2).
 */
import { HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useSelection } from '../../selection/selection.tsx';

export function ApplicantSwitcher() {
  const { t } = useTranslation();
  const { applicants, applicant, selectApplicant } = useSelection();
  return (
    <div className="sidebar-field">
      {applicants.length === 0 ? (
        <>
          <span className="sidebar-field-label">{t('shell.applicant')}</span>
          <p className="sidebar-empty">{t('shell.noApplicant')}</p>
        </>
      ) : (
        <>
          <label className="sidebar-field-label" htmlFor="applicant-switcher">
            {t('shell.applicant')}
          </label>
          <HTMLSelect
            id="applicant-switcher"
            fill
            value={applicant?.id ?? ''}
            onChange={(event) => selectApplicant(Number(event.currentTarget.value))}
            options={applicants.map((a) => ({ value: a.id, label: a.name }))}
          />
        </>
      )}
    </div>
  );
}
