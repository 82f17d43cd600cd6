/** /application/tenderKoList: the call's knock-out criteria, each confirmed by a checkbox. */
import { Card, Checkbox } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../../../shared/i18n-languages.ts';
import { showToast } from '../../lib/toaster.tsx';
import { HTTPError } from 'ky';
import { getApplication, useApplication } from './api/get-application.ts';
import { useCall } from './api/get-call.ts';
import { saveApplicationSection } from './api/save-application-section.ts';
import { RequireTender } from './components/require-tender.tsx';

function sendAnswer(tenderId: number, id: string, value: boolean, verzio: number) {
  return saveApplicationSection(
    tenderId,
    'kizaro-feltetelek',
    { verzio, megerositesek: { [id]: value } },
    false,
  );
}

function KnockOutList({ tenderId }: { tenderId: number }) {
  const { t, i18n } = useTranslation('calls');
  const language = resolveLanguage(i18n.language);
  const client = useQueryClient();
  const { data } = useApplication(tenderId);
  const call = useCall(data?.palyazat.palyazatiFelhivas.azonosito ?? null).data;
  const [optimistic, setOptimistic] = useState<Record<string, boolean>>({});
  // Answers are saved one after the other, each on the version the previous one returned.
  const version = useRef<number | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  if (!data || !call) return null;
  version.current ??= data.palyazat.verzio;
  const confirmed = new Set(
    data.kizaroFeltetelek.filter((row) => row.megerositve).map((row) => row.kriterium),
  );
  const toggle = (id: string, value: boolean) => {
    setOptimistic((current) => ({ ...current, [id]: value }));
    queue.current = queue.current.then(async () => {
      try {
        let result;
        try {
          result = await sendAnswer(tenderId, id, value, version.current ?? data.palyazat.verzio);
        } catch (error) {
          // Another section was saved since this page loaded: one answer is independent of
          // those changes, so it is sent again on the current version.
          if (!(error instanceof HTTPError) || error.response.status !== 409) throw error;
          result = await sendAnswer(
            tenderId,
            id,
            value,
            (await getApplication(tenderId)).palyazat.verzio,
          );
        }
        version.current = result.verzio;
      } catch {
        setOptimistic(({ [id]: _failed, ...rest }) => rest);
        void showToast(t('errors.staleVersion'), 'danger');
      }
      await client.invalidateQueries({ queryKey: ['applications'] });
    });
  };
  return (
    <ol className="knock-out-list">
      {call.kizaroFeltetelek.map((criterion) => (
        <li key={criterion.id}>
          <Card>
            <Checkbox
              checked={optimistic[criterion.id] ?? confirmed.has(criterion.id)}
              label={call.teljesSzovegek[language].knockOut[criterion.id]}
              onChange={(event) => toggle(criterion.id, event.currentTarget.checked)}
            />
          </Card>
        </li>
      ))}
    </ol>
  );
}

export function KnockOutPage() {
  const { t } = useTranslation('calls');
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('sections.knockOut')}</h1>
      <p>{t('knockOut.intro')}</p>
      <RequireTender>{(tenderId) => <KnockOutList tenderId={tenderId} />}</RequireTender>
    </section>
  );
}
