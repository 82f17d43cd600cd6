/**
 * "Delete my account" (issue 19, item 2; docs/decisions/0025): asks for the current password and
 * POSTs /felhasznalok/current/torles. On success the session is gone, so the page reloads to the
 * start page; a refusal (wrong password, last owner of an organisation with other members) is
 * shown with the server's translated message. Loaded lazily by the user menu only.
 */
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
} from '@blueprintjs/core';
import { HTTPError } from 'ky';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client.ts';

/** The server's (translated) message of a refusal; ky 2 pre-parses the body into `data`. */
function messageOf(error: unknown, fallback: string): string {
  if (!(error instanceof HTTPError)) return fallback;
  const data = error.data as { message?: unknown } | undefined;
  return typeof data?.message === 'string' && data.message !== '' ? data.message : fallback;
}

export function AccountErasureDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') return;
    setBusy(true);
    setError(null);
    try {
      await api().post('felhasznalok/current/torles', { json: { jelszo: password } });
      window.location.assign('/');
    } catch (failure) {
      setError(messageOf(failure, t('account.erase.failed')));
      setBusy(false);
    }
  };

  return (
    <Dialog isOpen onClose={onClose} title={t('account.erase.title')} icon="trash">
      <form onSubmit={(event) => void submit(event)}>
        <DialogBody>
          <p>{t('account.erase.explanation')}</p>
          <p>{t('account.erase.kept')}</p>
          <FormGroup label={t('account.erase.password')} labelFor="account-erase-password">
            <InputGroup
              id="account-erase-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onValueChange={setPassword}
              data-testid="account-erase-password"
            />
          </FormGroup>
          {error && (
            <Callout intent="danger" role="alert" data-testid="account-erase-error">
              {error}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('account.erase.cancel')} onClick={onClose} />
              <Button
                type="submit"
                intent="danger"
                text={t('account.erase.confirm')}
                loading={busy}
                disabled={password === ''}
                data-testid="account-erase-confirm"
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
