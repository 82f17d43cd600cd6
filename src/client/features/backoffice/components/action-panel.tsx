/**
 * The staff actions of an application file: exactly the events the lifecycle machine offers for
 * this status and the viewer's role (the server's `muveletek`), each refused one with its reasons.
 * Choosing one opens its form: a supplement request picks the call's own items (named as the
 * applicant sees them) and a Budapest-time deadline; a decision asks for its reason. The event
 * goes to the lifecycle's POST /palyazatok/{id}/esemenyek.
 */
import { Button, Callout, Card, Checkbox, H2, TextArea } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendStaffEvent } from '../api/send-staff-event.ts';
import type { ApplicationFile, StaffAction } from '../api/types.ts';
import { budapestLocalInDays, budapestLocalToIso } from '../../../../shared/budapest-time.ts';
import { problemOf } from '../../../lib/problem.ts';

/** Events whose decision needs a written reason (issue 15: approve, reject, MEGHIUSULT). */
const NEEDS_REASON = new Set(['APPROVE', 'REJECT', 'CANCEL', 'REJECT_CONTRACT']);

/** A reason of a refused event: a lifecycle rule, or the back office's own roleNotAllowed. */
function useReasonText() {
  const { t } = useTranslation(['progress', 'backoffice']);
  return (reason: string) =>
    reason === 'roleNotAllowed'
      ? t('backoffice:rules.roleNotAllowed')
      : t(`progress:rules.${reason}`);
}

function EventForm({
  file,
  action,
  onDone,
}: {
  file: ApplicationFile;
  action: StaffAction;
  onDone: () => void;
}) {
  const { t } = useTranslation(['backoffice', 'progress']);
  const send = useSendStaffEvent(file.palyazat.id);
  const [reason, setReason] = useState('');
  const [items, setItems] = useState<string[]>([]);
  const [deadline, setDeadline] = useState(() => budapestLocalInDays(14));
  const [problem, setProblem] = useState<string | null>(null);
  const ids = useId();
  const supplement = action.esemeny === 'REQUEST_SUPPLEMENT';
  const reasonRequired = NEEDS_REASON.has(action.esemeny);

  const submit = () => {
    setProblem(null);
    if (reasonRequired && !reason.trim()) return setProblem(t('actions.reasonRequired'));
    const hatarido = supplement ? budapestLocalToIso(deadline) : null;
    if (supplement && items.length === 0) return setProblem(t('actions.itemsRequired'));
    if (supplement && !hatarido) return setProblem(t('actions.deadlineRequired'));
    send.mutate(
      {
        esemeny: action.esemeny,
        verzio: file.verzio,
        ...(reason.trim() ? { indoklas: reason.trim() } : {}),
        ...(supplement && hatarido ? { hatarido, tetelek: items } : {}),
      },
      {
        onSuccess: onDone,
        onError: (error) => setProblem(problemOf(error)?.message ?? t('file.failed')),
      },
    );
  };

  return (
    <form
      className="backoffice-event-form"
      aria-labelledby={`${ids}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 id={`${ids}-title`}>{t(`progress:events.${action.esemeny}`)}</h3>
      {supplement ? (
        <>
          <fieldset>
            <legend>{t('actions.items')}</legend>
            <div className="backoffice-items">
              {(file.hianypotlasValasztek ?? []).map((item) => (
                <Checkbox
                  key={item.tetel}
                  label={item.nev}
                  checked={items.includes(item.tetel)}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    setItems((current) =>
                      checked ? [...current, item.tetel] : current.filter((x) => x !== item.tetel),
                    );
                  }}
                />
              ))}
            </div>
          </fieldset>
          <label htmlFor={`${ids}-deadline`}>{t('actions.deadline')}</label>
          <input
            id={`${ids}-deadline`}
            className="bp6-input"
            type="datetime-local"
            value={deadline}
            required
            onChange={(event) => setDeadline(event.target.value)}
          />
        </>
      ) : null}
      <label htmlFor={`${ids}-reason`}>
        {reasonRequired ? t('actions.reasonRequiredLabel') : t('actions.reason')}
      </label>
      <TextArea
        id={`${ids}-reason`}
        fill
        value={reason}
        maxLength={4000}
        aria-required={reasonRequired}
        onChange={(event) => setReason(event.target.value)}
      />
      {problem ? (
        <Callout intent="danger" role="alert">
          {problem}
        </Callout>
      ) : null}
      <Button type="submit" intent="primary" loading={send.isPending}>
        {t('actions.send', { action: t(`progress:events.${action.esemeny}`) })}
      </Button>{' '}
      <Button onClick={onDone}>{t('actions.cancel')}</Button>
    </form>
  );
}

export function ActionPanel({ file }: { file: ApplicationFile }) {
  const { t } = useTranslation(['backoffice', 'progress']);
  const reasonText = useReasonText();
  const [chosen, setChosen] = useState<string | null>(null);
  const action = file.muveletek.find((candidate) => candidate.esemeny === chosen);
  return (
    <Card>
      <H2>{t('actions.title')}</H2>
      {file.muveletek.length === 0 ? <p>{t('actions.none')}</p> : null}
      <ul className="backoffice-actions">
        {file.muveletek.map((candidate) => {
          const refused = candidate.akadalyok.length > 0;
          const reasonId = `refused-${candidate.esemeny}`;
          return (
            <li key={candidate.esemeny}>
              <Button
                intent={refused ? 'none' : 'primary'}
                disabled={refused}
                aria-describedby={refused ? reasonId : undefined}
                aria-expanded={chosen === candidate.esemeny}
                onClick={() => setChosen(candidate.esemeny)}
              >
                {t(`progress:events.${candidate.esemeny}`)}
              </Button>
              {refused ? (
                <span id={reasonId} className="backoffice-refused">
                  {' '}
                  {candidate.akadalyok.map(reasonText).join(' ')}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {action && action.akadalyok.length === 0 ? (
        <EventForm
          key={action.esemeny}
          file={file}
          action={action}
          onDone={() => setChosen(null)}
        />
      ) : null}
    </Card>
  );
}
