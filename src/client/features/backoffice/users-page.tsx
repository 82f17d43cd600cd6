/**
 * /backoffice/felhasznalok: staff users for administrators (issue 15 item 6, decision 0017):
 * invite by e-mail (the set-password mail goes through the outbox), assign VEZETO /
 * FELHIVAS_SZERKESZTO / ADMIN, deactivate and reactivate. Every change is in the audit log.
 */
import {
  Button,
  Callout,
  Checkbox,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Tag,
} from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format.ts';
import { resolveLanguage } from '../../../shared/i18n-languages.ts';
import { problemOf } from '../../lib/problem.ts';
import { useSession } from '../../session/session-provider.tsx';
import { useStaffUsers } from './api/get-staff-users.ts';
import { useInviteStaffUser } from './api/invite-staff-user.ts';
import { useUpdateStaffUser } from './api/update-staff-user.ts';
import type { StaffRole, StaffUser } from './api/types.ts';
import { BackOfficeNav } from './components/back-office-nav.tsx';
import { BackOfficeRequired, useBackOfficeTexts } from './components/back-office-gate.tsx';
// oxlint-disable-next-line import/no-unassigned-import
import './backoffice.css';
import { BusyButton } from '../../components/ui/busy-button.tsx';

const ROLES: StaffRole[] = ['VEZETO', 'FELHIVAS_SZERKESZTO', 'ADMIN'];

function RoleChoice({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: StaffRole[];
  onChange: (roles: StaffRole[]) => void;
}) {
  const { t } = useTranslation('backoffice');
  return (
    <fieldset className="backoffice-roles">
      <legend>{legend}</legend>
      {ROLES.map((role) => (
        <Checkbox
          key={role}
          checked={value.includes(role)}
          label={t(`roles.${role}`)}
          onChange={(event) =>
            onChange(
              event.currentTarget.checked
                ? [...value, role]
                : value.filter((candidate) => candidate !== role),
            )
          }
        />
      ))}
    </fieldset>
  );
}

function InviteForm() {
  const { t } = useTranslation('backoffice');
  const invite = useInviteStaffUser();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState<'hu' | 'en'>('hu');
  const [roles, setRoles] = useState<StaffRole[]>(['VEZETO']);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <form
      className="backoffice-event-form"
      aria-labelledby="invite-title"
      onSubmit={(event) => {
        event.preventDefault();
        setMessage(null);
        if (!name.trim() || !email.trim() || roles.length === 0) {
          setMessage({ ok: false, text: t('users.inviteIncomplete') });
          return;
        }
        invite.mutate(
          { nev: name.trim(), email: email.trim(), szerepkorok: roles, nyelv: language },
          {
            onSuccess: (user) => {
              setMessage({ ok: true, text: t('users.invited', { email: user.email }) });
              setName('');
              setEmail('');
            },
            onError: (error) =>
              setMessage({ ok: false, text: problemOf(error)?.message ?? t('users.failed') }),
          },
        );
      }}
    >
      <h2 id="invite-title">{t('users.invite')}</h2>
      <label>
        {t('users.name')}
        <InputGroup value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <label>
        {t('users.email')}
        <InputGroup type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <label>
        {t('users.language')}
        <HTMLSelect
          value={language}
          onChange={(event) => setLanguage(event.target.value as 'hu' | 'en')}
        >
          <option value="hu">Magyar</option>
          <option value="en">English</option>
        </HTMLSelect>
      </label>
      <RoleChoice legend={t('users.roles')} value={roles} onChange={setRoles} />
      {message ? (
        <Callout intent={message.ok ? 'success' : 'danger'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Callout>
      ) : null}
      <BusyButton type="submit" intent="primary" busy={invite.isPending}>
        {t('users.send')}
      </BusyButton>
    </form>
  );
}

function UserRow({ user, self }: { user: StaffUser; self: boolean }) {
  const { t, i18n } = useTranslation('backoffice');
  const update = useUpdateStaffUser();
  const [roles, setRoles] = useState<StaffRole[]>(() =>
    user.szerepkorok.filter((role): role is StaffRole => ROLES.includes(role as StaffRole)),
  );
  const [error, setError] = useState<string | null>(null);
  const onError = (failure: unknown) => setError(problemOf(failure)?.message ?? t('users.failed'));
  const changed = roles.toSorted().join() !== user.szerepkorok.toSorted().join();
  return (
    <tr>
      <td>
        {user.nev}
        <br />
        <small>{user.email}</small>
      </td>
      <td>
        <RoleChoice
          legend={t('users.rolesOf', { name: user.nev })}
          value={roles}
          onChange={setRoles}
        />
        {changed ? (
          <Button
            small
            disabled={roles.length === 0}
            onClick={() => {
              setError(null);
              update.mutate({ id: user.id, szerepkorok: roles }, { onError });
            }}
          >
            {t('users.saveRoles')}
          </Button>
        ) : null}
      </td>
      <td>
        <Tag minimal intent={user.aktiv ? 'success' : 'none'}>
          {user.aktiv ? t('users.active') : t('users.inactive')}
        </Tag>{' '}
        {user.jelszoBeallitva ? null : <Tag minimal>{t('users.pending')}</Tag>}
        <br />
        <small>{formatDateTime(user.letrehozva, resolveLanguage(i18n.language))}</small>
      </td>
      <td>
        {self ? null : (
          <Button
            small
            intent={user.aktiv ? 'danger' : 'none'}
            onClick={() => {
              setError(null);
              update.mutate({ id: user.id, aktiv: !user.aktiv }, { onError });
            }}
          >
            {user.aktiv
              ? t('users.deactivate', { name: user.nev })
              : t('users.reactivate', { name: user.nev })}
          </Button>
        )}
        {error ? (
          <Callout intent="danger" role="alert">
            {error}
          </Callout>
        ) : null}
      </td>
    </tr>
  );
}

function Users() {
  const { t } = useTranslation('backoffice');
  const { user: me } = useSession();
  const { data, isError } = useStaffUsers();
  return (
    <>
      {isError ? <Callout intent="danger">{t('users.loadFailed')}</Callout> : null}
      {data ? (
        <div className="table-scroll" role="region" aria-label={t('users.caption')} tabIndex={0}>
          <HTMLTable striped className="backoffice-users">
            <caption className="visually-hidden">{t('users.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('users.name')}</th>
                <th scope="col">{t('users.roles')}</th>
                <th scope="col">{t('users.state')}</th>
                <th scope="col">{t('users.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((user) => (
                <UserRow
                  // A saved change resets the row's unsaved role choice.
                  key={`${user.id}:${user.szerepkorok.join()}:${user.aktiv}`}
                  user={user}
                  self={user.id === me?.id}
                />
              ))}
            </tbody>
          </HTMLTable>
        </div>
      ) : null}
      <InviteForm />
    </>
  );
}

export function BackOfficeUsersPage() {
  const ready = useBackOfficeTexts();
  const { t } = useTranslation('backoffice');
  if (!ready) return null;
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('users.title')}</h1>
      <BackOfficeRequired>
        <BackOfficeNav />
        <Users />
      </BackOfficeRequired>
    </section>
  );
}
