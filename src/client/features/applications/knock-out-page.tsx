/** /application/tenderKoList: the call's knock-out criteria, each confirmed by a checkbox. */
import { Card, Checkbox } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../../../shared/i18n-languages.ts';
import { showToast } from '../../lib/toaster.tsx';
import { useApplication } from './api/get-application.ts';
import { useCall } from './api/get-call.ts';
import { saveApplicationSection } from './api/save-application-section.ts';
import { RequireTender } from './components/require-tender.tsx';

function KnockOutList({ tenderId }: { tenderId: number }) {
  const { t, i18n } = useTranslation('calls');
  const language = resolveLanguage(i18n.language);
  const client = useQueryClient();
  const { data } = useApplication(tenderId);
  const call = useCall(data?.palyazat.palyazatiFelhivas.azonosito ?? null).data;
  const [busy, setBusy] = useState(false);
  if (!data || !call) return null;
  const confirmed = new Set(data.kizaroFeltetelek.filter((row) => row.megerositve).map((row) => row.kriterium));
  const toggle = async (id: string, value: boolean) => {
    setBusy(true);
    try {
      await saveApplicationSection(tenderId, 'kizaro-feltetelek', { verzio: data.palyazat.verzio, megerositesek: { [id]: value } }, false);
    } catch {
      void showToast(t('errors.staleVersion'), 'danger');
    } finally {
      await client.invalidateQueries({ queryKey: ['applications'] });
      setBusy(false);
    }
  };
  return (
    <ol className="knock-out-list">
      {call.kizaroFeltetelek.map((criterion) => (
        <li key={criterion.id}>
          <Card>
            <Checkbox
              disabled={busy}
              checked={confirmed.has(criterion.id)}
              label={call.teljesSzovegek[language].knockOut[criterion.id]}
              onChange={(event) => void toggle(criterion.id, event.currentTarget.checked)}
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
