/**
 * /statements: the call's statements; each accepted with who and when. Required ones are marked.
 * While a supplement is requested, only the statements it names can be accepted or withdrawn (the
 * server refuses the rest, docs/decisions/0010); the others show why they are disabled.
 */
import { Card, Checkbox, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplicationScreen } from '../../components/supplement/application-screen.tsx';
import { formatDateTime } from '../../../shared/format.ts';
import { resolveLanguage } from '../../../shared/i18n-languages.ts';
import { LockedNote } from '../../components/supplement/supplement-callout.tsx';
import { useSupplementLock } from '../../hooks/use-supplement-lock.ts';
import { useApplication } from '../../application/api/get-application.ts';
import { useCall } from '../../application/api/get-call.ts';
import { useAnswerStatement, useStatements } from './api/statements.ts';

/** The call's statements with their answers (exported for its component test). */
export function Statements({ applicationId }: { applicationId: number }) {
  const { t, i18n } = useTranslation('calls');
  const language = resolveLanguage(i18n.language);
  const application = useApplication(applicationId).data;
  const call = useCall(application?.palyazat.palyazatiFelhivas.azonosito ?? null).data;
  const { data } = useStatements(applicationId);
  const answer = useAnswerStatement(applicationId);
  const lock = useSupplementLock(applicationId);
  // The box follows the click at once; the server's answer (who and when) follows.
  const [optimistic, setOptimistic] = useState<Record<string, boolean>>({});
  if (!data || !call) return null;
  return (
    <ol className="statement-list">
      {data.map((statement) => {
        // The note explaining a locked statement, named by its disabled checkbox.
        const lockedNoteId = lock.isReadOnly(`statements.${statement.azonosito}`)
          ? `statement-${statement.azonosito}-locked`
          : undefined;
        return (
          // The id is the anchor the supplement request's links point to (/statements#ID).
          <li
            key={statement.azonosito}
            id={statement.azonosito}
            data-testid={`statement-${statement.azonosito}`}
          >
            <Card>
              <Checkbox
                checked={optimistic[statement.azonosito] ?? statement.elfogadva}
                label={call.teljesSzovegek[language].statements[statement.azonosito]}
                disabled={lockedNoteId !== undefined}
                aria-describedby={lockedNoteId}
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
              {lockedNoteId && <LockedNote id={lockedNoteId} lock={lock} />}
            </Card>
          </li>
        );
      })}
    </ol>
  );
}

export function StatementsPage() {
  const { t } = useTranslation('calls');
  return (
    <ApplicationScreen title={t('sections.statements')}>
      {(applicationId) => <Statements applicationId={applicationId} />}
    </ApplicationScreen>
  );
}
