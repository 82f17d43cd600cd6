/**
 * /settings/users: the users of the selected applicant with their roles. An OWNER adds users
 * (the 'user' form: fullName, email, applicantRole), changes roles and removes them; the server
 * keeps the last OWNER. Everyone else sees the list read-only.
 */
import { Button, Callout, HTMLSelect, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '../../components/form/index.ts';
import { showToast } from '../../lib/toaster.tsx';
import { useSelection } from '../../app/selection.tsx';
import { useShellUser } from '../../app/session-slot.tsx';
import { APPLICANT_ROLES, type ApplicantRole } from '../../../shared/mappers/value-sets.ts';
import { httpStatusOf } from './api/http-status.ts';
import {
  type NewOrganisationUser,
  useOrganisationUserMutations,
  useOrganisationUsers,
} from './api/organisation-users.ts';

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
  const { t } = useTranslation('applicant');
  const users = useOrganisationUsers(applicantId);
  const { add, changeRole, remove } = useOrganisationUserMutations(applicantId);
  const [draft, setDraft] = useState<Partial<NewOrganisationUser> | null>(null);
  const mine = users.data?.find((user) => user.email === myEmail?.toLowerCase());
  const isOwner = mine?.applicantRole === 'OWNER';
  const fail = (error: unknown) => void showToast(t(errorMessageKey(error)), 'danger');

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('users.title')}</h1>
      {users.isPending ? <Spinner aria-label={t('page.loading')} /> : null}
      {!isOwner && users.data ? <Callout icon="lock">{t('users.onlyOwner')}</Callout> : null}
      {users.data ? (
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
      ) : null}
      {isOwner ? (
        draft ? (
          <SchemaForm
            formId="user"
            formData={draft}
            onChange={(data) => setDraft(data as Partial<NewOrganisationUser>)}
            onSubmit={(data) =>
              add.mutate(data as unknown as NewOrganisationUser, {
                onSuccess: () => {
                  setDraft(null);
                  void showToast(t('users.invited'), 'success');
                },
                onError: fail,
              })
            }
            disabled={add.isPending}
          >
            <Button type="submit" intent="primary" loading={add.isPending} text={t('page.save')} />
            <Button onClick={() => setDraft(null)} text={t('page.cancel')} />
          </SchemaForm>
        ) : (
          <Button
            icon="new-person"
            intent="primary"
            onClick={() => setDraft({ applicantRole: 'EDITOR' })}
            text={t('users.add')}
          />
        )
      ) : null}
    </section>
  );
}
