/** Picks the tender the tender-needed pages work on; shown only on those pages (spec section 2). */
import { HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useSelection } from '../../selection/selection.tsx';
import { tenderLabel } from '../../selection/selection-rules.ts';

export function TenderSelector() {
  const { t } = useTranslation();
  const { tenders, tender, selectTender } = useSelection();
  return (
    <div className="sidebar-field">
      {tenders.length === 0 ? (
        <>
          <span className="sidebar-field-label">{t('shell.tender')}</span>
          <p className="sidebar-empty">{t('shell.noTender')}</p>
        </>
      ) : (
        <>
          <label className="sidebar-field-label" htmlFor="tender-selector">
            {t('shell.tender')}
          </label>
          <HTMLSelect
            id="tender-selector"
            fill
            value={tender?.id ?? ''}
            onChange={(event) =>
              selectTender(event.currentTarget.value ? Number(event.currentTarget.value) : null)
            }
            options={[
              { value: '', label: t('shell.chooseTender') },
              ...tenders.map((entry) => ({ value: entry.id, label: tenderLabel(entry) })),
            ]}
          />
        </>
      )}
    </div>
  );
}
