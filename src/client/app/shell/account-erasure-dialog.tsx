/**
 * "Delete my account" (issue 19, item 2; docs/decisions/0025 and 0037). An account with a password
 * confirms with it. An account without one (it signs in only through NTAK) confirms by signing in
 * again at NTAK: the dialog sends the browser to GET /oidc/ntak/reauth, which comes back to this
 * page with ?fiokTorles=megerositve (the user menu then reopens the dialog, `reauth` set) and a
 * confirmation the server accepts for five minutes. Either way the dialog POSTs
 * /felhasznalok/current/torles; on success the session is gone, so the stored user is forgotten
 * and the page loads the sign-in page. A refusal (wrong password, no fresh sign-in, last owner of
 * an organisation with other members) is shown with the server's translated message. Loaded
 * lazily by the user menu only.
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
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client.ts';
import { problemMessage } from '../../lib/problem.ts';
import { getRuntimeConfig } from '../../lib/runtime-config.ts';
import { storeCurrentUser } from '../../session/session-user.ts';
import { PAGE_PATHS } from '../../../shared/page-paths.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';

/** The outcome of a re-authentication at NTAK, as the server's redirect reports it. */
export type Reauthentication = 'megerositve' | 'sikertelen';

/** The server's (translated) message of a refusal. */
function messageOf(error: unknown, fallback: string): string {
  return problemMessage(error) ?? fallback;
}

/** Where the NTAK re-authentication starts; it comes back to the page the user is on. */
function reauthenticationUrl(): string {
  const here = `${window.location.pathname}${window.location.search}`;
  return `${getRuntimeConfig().apiUrl.replace(/\/$/, '')}/oidc/ntak/reauth?redirect=${encodeURIComponent(here)}`;
}

export function AccountErasureDialog({
  onClose,
  hasPassword = true,
  reauth = null,
}: {
  onClose: () => void;
  hasPassword?: boolean;
  reauth?: Reauthentication | null;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(
    reauth === 'sikertelen' ? t('account.erase.reauthFailed') : null,
  );
  const [busy, setBusy] = useState(false);
  // With a fresh NTAK sign-in the confirmation is already given: no password is asked.
  const byReauthentication = reauth === 'megerositve';
  const asksPassword = hasPassword && !byReauthentication;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (asksPassword && password === '') return;
    if (!asksPassword && !byReauthentication) {
      window.location.assign(reauthenticationUrl());
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api().post('felhasznalok/current/torles', {
        json: asksPassword ? { jelszo: password } : {},
      });
      // The account is gone: forget it here too, as signing out does, and go to the sign-in page.
      storeCurrentUser(null);
      window.location.assign(PAGE_PATHS.login);
    } catch (failure) {
      setError(messageOf(failure, t('account.erase.failed')));
      setBusy(false);
    }
  };

  return (
    // Blueprint's close button is labelled "Close" in every language: Cancel and Escape close it.
    // The focus starts on the password, or (nothing to type) on the harmless Cancel.
    <Dialog
      isOpen
      onClose={onClose}
      title={t('account.erase.title')}
      icon="trash"
      isCloseButtonShown={false}
    >
      <form onSubmit={(event) => void submit(event)}>
        <DialogBody>
          <p>{t('account.erase.explanation')}</p>
          <p>{t('account.erase.kept')}</p>
          {asksPassword ? (
            <FormGroup label={t('account.erase.password')} labelFor="account-erase-password">
              <InputGroup
                id="account-erase-password"
                type="password"
                autoComplete="current-password"
                autoFocus
                value={password}
                onValueChange={setPassword}
                data-testid="account-erase-password"
              />
            </FormGroup>
          ) : (
            <p data-testid="account-erase-reauth">
              {byReauthentication ? t('account.erase.reauthDone') : t('account.erase.reauthNeeded')}
            </p>
          )}
          {error && (
            <Callout intent="danger" role="alert" data-testid="account-erase-error">
              {error}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button
                text={t('account.erase.cancel')}
                onClick={onClose}
                autoFocus={!asksPassword}
              />
              <BusyButton
                type="submit"
                intent="danger"
                text={
                  asksPassword || byReauthentication
                    ? t('account.erase.confirm')
                    : t('account.erase.reauth')
                }
                busy={busy}
                disabled={asksPassword && password === ''}
                data-testid="account-erase-confirm"
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
