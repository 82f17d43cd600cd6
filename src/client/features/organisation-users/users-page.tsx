/**
 * /settings/users: the users of the selected applicant with their roles and the pending
 * invitations. An OWNER invites users (the 'user' form: fullName, email, applicantRole; they
 * become members only when they accept the mailed link), resends (a new link, the old one void)
 * or withdraws invitations, changes roles and
 * removes users; the server keeps the last OWNER. Everyone else sees the lists read-only.
 */
import { Button, Callout, HTMLSelect, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { formatDateTime } from '../../../shared/format.ts';
import { resolveLanguage } from '../../../shared/i18n-languages.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm, UnsavedChangesGuard } from '../../components/form/index.ts';
import { deepEquals } from '@rjsf/utils';
import { showToast } from '../../lib/toaster.tsx';
import { useSelection } from '../../selection/selection.tsx';
import { useShellUser } from '../../session/session-slot.tsx';
import { APPLICANT_ROLES, type ApplicantRole } from '../../../shared/mappers/value-sets.ts';
import { httpStatusOf } from './api/http-status.ts';
import {
  type NewOrganisationUser,
  useOrganisationUserMutations,
  useOrganisationUsers,
  usePendingInvites,
} from './api/organisation-users.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';

function errorMessageKey(error: unknown): string {
  switch (httpStatusOf(error)) {
    case 422:
      return 'users.lastOwner';
    case 403:
      return 'users.onlyOwner';
    case 409:
      return 'users.alreadyMember';
    default:
      return 'page.saveFailed';
  }
}

export function UsersPage() {
  const { t } = useTranslation('applicant');
  const applicant = useSelection().applicant;
  const me = useShellUser();
  if (!applicant) return <NonIdealState icon="office" description={t('page.noApplicant')} />;
  return (
    <UsersOfApplicant key={applicant.id} applicantId={applicant.id} myEmail={me?.email ?? null} />
  );
}

function UsersOfApplicant({
  applicantId,
  myEmail,
}: {
  applicantId: number;
  myEmail: string | null;
}) {
  const { t, i18n } = useTranslation('applicant');
  const users = useOrganisationUsers(applicantId);
  const invites = usePendingInvites(applicantId);
  const { add, changeRole, remove, resend, withdraw } = useOrganisationUserMutations(applicantId);
  const [draft, setDraft] = useState<Partial<NewOrganisationUser> | null>(null);
  // An invitation typed and not sent: the guard asks before the page is left (issue 20, item 3).
  const [dirty, setDirty] = useState(false);
  const startDraft = (next: Partial<NewOrganisationUser> | null) => {
    setDraft(next);
    setDirty(false);
  };
  const invite = async (data: NewOrganisationUser): Promise<boolean> => {
    try {
      await add.mutateAsync(data);
      startDraft(null);
      void showToast(t('users.invited'), 'success');
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  };
  const mine = users.data?.find((user) => user.email === myEmail?.toLowerCase());
  const isOwner = mine?.applicantRole === 'OWNER';
  const fail = (error: unknown) => void showToast(t(errorMessageKey(error)), 'danger');

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('users.title')}</h1>
      {users.isPending ? <Spinner aria-label={t('page.loading')} /> : null}
      {!isOwner && users.data ? <Callout icon="lock">{t('users.onlyOwner')}</Callout> : null}
      {users.data ? (
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
        <div className="table-scroll" role="region" aria-label={t('users.title')} tabIndex={0}>
          <HTMLTable striped className="record-table">
            <thead>
              <tr>
                <th scope="col">{t('users.name')}</th>
                <th scope="col">{t('users.email')}</th>
                <th scope="col">{t('users.role')}</th>
                <th scope="col">
                  <span className="bp6-text-muted">{t('users.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.data.map((user) => (
                <tr key={user.id}>
                  <td>{user.fullName}</td>
                  <td>{user.email}</td>
                  <td>
                    {isOwner ? (
                      <HTMLSelect
                        aria-label={t('users.changeRole')}
                        value={user.applicantRole}
                        onChange={(event) =>
                          changeRole.mutate(
                            { user, role: event.currentTarget.value as ApplicantRole },
                            {
                              onSuccess: () => void showToast(t('page.saved'), 'success'),
                              onError: fail,
                            },
                          )
                        }
                        options={APPLICANT_ROLES.map((role) => ({
                          value: role,
                          label: t(`users.${role}`),
                        }))}
                      />
                    ) : (
                      t(`users.${user.applicantRole}`)
                    )}
                  </td>
                  <td>
                    {isOwner ? (
                      <Button
                        icon="trash"
                        intent="danger"
                        variant="minimal"
                        aria-label={t('users.remove')}
                        onClick={() =>
                          remove.mutate(user, {
                            onSuccess: () => void showToast(t('page.deleted'), 'success'),
                            onError: fail,
                          })
                        }
                      />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      ) : null}
      <h2 id="pending-invites">{t('users.pendingTitle')}</h2>
      {invites.data && invites.data.length === 0 ? <p>{t('users.noPending')}</p> : null}
      {invites.data && invites.data.length > 0 ? (
        <div className="table-scroll" role="region" aria-labelledby="pending-invites" tabIndex={0}>
          <HTMLTable striped className="record-table" aria-labelledby="pending-invites">
            <thead>
              <tr>
                <th scope="col">{t('users.email')}</th>
                <th scope="col">{t('users.role')}</th>
                <th scope="col">{t('users.pendingExpires')}</th>
                <th scope="col">
                  <span className="bp6-text-muted">{t('users.inviteActions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invites.data.map((pending) => (
                <tr key={pending.id}>
                  <td>{pending.email}</td>
                  <td>{t(`users.${pending.szerep}`)}</td>
                  <td>{formatDateTime(pending.lejarat, resolveLanguage(i18n.language))}</td>
                  <td>
                    {isOwner ? (
                      <BusyButton
                        icon="envelope"
                        variant="minimal"
                        aria-label={t('users.resend')}
                        title={t('users.resend')}
                        busy={resend.isPending && resend.variables?.id === pending.id}
                        onClick={() =>
                          resend.mutate(pending, {
                            onSuccess: () => void showToast(t('users.resent'), 'success'),
                            onError: fail,
                          })
                        }
                      />
                    ) : null}
                    {isOwner ? (
                      <Button
                        icon="undo"
                        variant="minimal"
                        aria-label={t('users.withdraw')}
                        onClick={() =>
                          withdraw.mutate(pending, {
                            onSuccess: () => void showToast(t('users.withdrawn'), 'success'),
                            onError: fail,
                          })
                        }
                      />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      ) : null}
      {isOwner ? (
        draft ? (
          <>
            <UnsavedChangesGuard
              dirty={dirty}
              onSave={() => invite(draft as NewOrganisationUser)}
            />
            <SchemaForm
              formId="user"
              formData={draft}
              onChange={(data) => {
                if (!deepEquals(data, draft)) setDirty(true);
                setDraft(data as Partial<NewOrganisationUser>);
              }}
              onSubmit={(data) => void invite(data as unknown as NewOrganisationUser)}
              disabled={add.isPending}
            >
              <BusyButton
                type="submit"
                intent="primary"
                busy={add.isPending}
                text={t('page.save')}
              />
              <Button onClick={() => startDraft(null)} text={t('page.cancel')} />
            </SchemaForm>
          </>
        ) : (
          <Button
            icon="new-person"
            intent="primary"
            onClick={() => startDraft({ applicantRole: 'EDITOR' })}
            text={t('users.add')}
          />
        )
      ) : null}
    </section>
  );
}
