/** /application/tenderKoList: the call's knock-out criteria, each confirmed by a checkbox. */
import { Card, Checkbox } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplicationScreen } from '../../components/supplement/application-screen.tsx';
import { resolveLanguage } from '../../../shared/i18n-languages.ts';
import { showToast } from '../../lib/toaster.tsx';
import { useApplication } from '../../application/api/get-application.ts';
import { useCall } from '../../application/api/get-call.ts';
import { LockedNote } from '../../components/supplement/supplement-callout.tsx';
import { useSupplementLock } from '../../hooks/use-supplement-lock.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { answerKnockOut } from './api/answer-knock-out.ts';

/** The call's knock-out criteria with their confirmations (exported for its component test). */
export function KnockOutList({ applicationId }: { applicationId: number }) {
  const { t, i18n } = useTranslation('calls');
  const language = resolveLanguage(i18n.language);
  const client = useQueryClient();
  const { data } = useApplication(applicationId);
  const call = useCall(data?.palyazat.palyazatiFelhivas.azonosito ?? null).data;
  const [optimistic, setOptimistic] = useState<Record<string, boolean>>({});
  const lock = useSupplementLock(applicationId);
  if (!data || !call) return null;
  const confirmed = new Set(
    data.kizaroFeltetelek.filter((row) => row.megerositve).map((row) => row.kriterium),
  );
  const toggle = (id: string, value: boolean) => {
    setOptimistic((current) => ({ ...current, [id]: value }));
    answerKnockOut(applicationId, id, value).then(
      () => client.invalidateQueries({ queryKey: queryKeys.applications() }),
      () => {
        setOptimistic(({ [id]: _failed, ...rest }) => rest);
        void showToast(t('knockOut.saveFailed'), 'danger');
      },
    );
  };
  return (
    <ol className="knock-out-list">
      {call.kizaroFeltetelek.map((criterion) => {
        // The note explaining a locked criterion, named by its disabled checkbox.
        const lockedNoteId = lock.isReadOnly(`knockOut.${criterion.id}`)
          ? `knock-out-${criterion.id}-locked`
          : undefined;
        return (
          // The id is the anchor the supplement request's links point to (…/tenderKoList#ID).
          <li key={criterion.id} id={criterion.id} data-testid={`knock-out-${criterion.id}`}>
            <Card>
              <Checkbox
                checked={optimistic[criterion.id] ?? confirmed.has(criterion.id)}
                label={call.teljesSzovegek[language].knockOut[criterion.id]}
                disabled={lockedNoteId !== undefined}
                aria-describedby={lockedNoteId}
                onChange={(event) => toggle(criterion.id, event.currentTarget.checked)}
              />
              {lockedNoteId && <LockedNote id={lockedNoteId} lock={lock} />}
            </Card>
          </li>
        );
      })}
    </ol>
  );
}

export function KnockOutPage() {
  const { t } = useTranslation('calls');
  return (
    <ApplicationScreen title={t('sections.knockOut')} intro={<p>{t('knockOut.intro')}</p>}>
      {(applicationId) => <KnockOutList applicationId={applicationId} />}
    </ApplicationScreen>
  );
}
