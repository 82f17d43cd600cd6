/** /statements: the call's statements; each accepted with who and when. Required ones are marked. */
import { Card, Checkbox, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format.ts';
import { resolveLanguage } from '../../../shared/i18n-languages.ts';
import { useApplication } from '../applications/api/get-application.ts';
import { useCall } from '../applications/api/get-call.ts';
import { RequireTender } from '../applications/components/require-tender.tsx';
import { useAnswerStatement, useStatements } from './api/statements.ts';

function Statements({ tenderId }: { tenderId: number }) {
  const { t, i18n } = useTranslation('calls');
  const language = resolveLanguage(i18n.language);
  const application = useApplication(tenderId).data;
  const call = useCall(application?.palyazat.palyazatiFelhivas.azonosito ?? null).data;
  const { data } = useStatements(tenderId);
  const answer = useAnswerStatement(tenderId);
  // The box follows the click at once; the server's answer (who and when) follows.
  const [optimistic, setOptimistic] = useState<Record<string, boolean>>({});
  if (!data || !call) return null;
  return (
    <ol className="statement-list">
      {data.map((statement) => (
        <li key={statement.azonosito} data-testid={`statement-${statement.azonosito}`}>
          <Card>
            <Checkbox
              checked={optimistic[statement.azonosito] ?? statement.elfogadva}
              label={call.teljesSzovegek[language].statements[statement.azonosito]}
              onChange={(event) => {
                const accepted = event.currentTarget.checked;
                setOptimistic((current) => ({ ...current, [statement.azonosito]: accepted }));
                answer.mutate(
                  { statement: statement.azonosito, accepted },
                  {
                    onError: () =>
                      setOptimistic(({ [statement.azonosito]: _dropped, ...rest }) => rest),
                  },
                );
              }}
            />
            {statement.kotelezo && <Tag intent="warning">{t('documents.required')}</Tag>}{' '}
            {statement.elfogadva && statement.felhasznalo && statement.idopont && (
              <small>
                {t('statements.acceptedBy', {
                  name: statement.felhasznalo.nev,
                  date: formatDateTime(statement.idopont, language),
                })}
              </small>
            )}
          </Card>
        </li>
      ))}
    </ol>
  );
}

export function StatementsPage() {
  const { t } = useTranslation('calls');
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('sections.statements')}</h1>
      <RequireTender>{(tenderId) => <Statements tenderId={tenderId} />}</RequireTender>
    </section>
  );
}
