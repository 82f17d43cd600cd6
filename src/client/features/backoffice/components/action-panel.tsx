/**
 * The staff actions of an application file: exactly the events the lifecycle machine offers for
 * this status and the viewer's role (the server's `muveletek`), each refused one with its reasons.
 * Choosing one opens its form: a supplement request picks the call's own items (named as the
 * applicant sees them) and a Budapest-time deadline; a decision asks for its reason. The event
 * goes to the lifecycle's POST /palyazatok/{id}/esemenyek.
 *
 * For the keyboard: an opened form takes the focus on its first field (it sits below the other
 * actions); "Cancel" gives it back to the action's button; once an event is done the result is
 * announced with the new status and takes the focus, as the contract and completion forms do.
 */
import { Button, Callout, Card, Checkbox, H2, TextArea } from '@blueprintjs/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendStaffEvent } from '../api/send-staff-event.ts';
import type { ApplicationFile, StaffAction } from '../api/types.ts';
import { budapestLocalInDays, budapestLocalToIso } from '../../../../shared/budapest-time.ts';
import { problemOf } from '../../../lib/problem.ts';
import { useAnnouncedResult } from './announced-result.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';

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
  /** After the event was sent: its new status, or nothing when the form was cancelled. */
  onDone: (status?: string) => void;
}) {
  const { t } = useTranslation(['backoffice', 'progress']);
  const send = useSendStaffEvent(file.palyazat.id);
  const [reason, setReason] = useState('');
  const [items, setItems] = useState<string[]>([]);
  const [deadline, setDeadline] = useState(() => budapestLocalInDays(14));
  const [problem, setProblem] = useState<string | null>(null);
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const supplement = action.esemeny === 'REQUEST_SUPPLEMENT';
  // The form opens below the other actions: its first field takes the focus.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, []);
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
        onSuccess: (answer) => onDone(answer.statusz),
        onError: (error) => setProblem(problemOf(error)?.message ?? t('file.failed')),
      },
    );
  };

  return (
    <form
      ref={formRef}
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
              {file.hianypotlasValasztek.map((item) => (
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
      <BusyButton type="submit" intent="primary" busy={send.isPending}>
        {t('actions.send', { action: t(`progress:events.${action.esemeny}`) })}
      </BusyButton>{' '}
      <Button onClick={() => onDone()}>{t('actions.cancel')}</Button>
    </form>
  );
}

export function ActionPanel({ file }: { file: ApplicationFile }) {
  const { t } = useTranslation(['backoffice', 'progress']);
  const reasonText = useReasonText();
  const [chosen, setChosen] = useState<string | null>(null);
  const result = useAnnouncedResult();
  const ids = useId();
  const buttonId = (event: string) => `${ids}-${event}`;
  const action = file.muveletek.find((candidate) => candidate.esemeny === chosen);
  const done = (event: string, status?: string) => {
    setChosen(null);
    if (status)
      result.announce(
        t('actions.done', {
          action: t(`progress:events.${event}`),
          status: t(`progress:status.${status}`),
        }),
      );
    else document.getElementById(buttonId(event))?.focus();
  };
  return (
    <Card>
      <H2>{t('actions.title')}</H2>
      {result.node}
      {file.muveletek.length === 0 ? <p>{t('actions.none')}</p> : null}
      <ul className="backoffice-actions">
        {file.muveletek.map((candidate) => {
          const refused = candidate.akadalyok.length > 0;
          const reasonId = `refused-${candidate.esemeny}`;
          return (
            <li key={candidate.esemeny}>
              <Button
                id={buttonId(candidate.esemeny)}
                intent={refused ? 'none' : 'primary'}
                disabled={refused}
                aria-describedby={refused ? reasonId : undefined}
                aria-expanded={chosen === candidate.esemeny}
                onClick={() => {
                  result.clear();
                  setChosen(candidate.esemeny);
                }}
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
          onDone={(status) => done(action.esemeny, status)}
        />
      ) : null}
    </Card>
  );
}
