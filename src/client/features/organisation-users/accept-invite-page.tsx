/**
 * /acceptInvite?token=…: the link of an organisation invitation (decision 0018). The signed-in
 * invitee sees which organisation invited them in which role and accepts; only then do they
 * become a member. A token that is unknown, expired, used or addressed to another e-mail shows
 * one message for all.
 */
import { Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { acceptInvite, showInvite } from './api/organisation-users.ts';
import { showToast } from '../../lib/toaster.tsx';
import { queryKeys } from '../../lib/query-keys.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';

export function AcceptInvitePage() {
  const { t } = useTranslation('applicant');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const offer = useQuery({
    queryKey: queryKeys.invite(token),
    queryFn: () => showInvite(token),
    enabled: token !== '',
    retry: false,
  });
  const accept = useMutation({
    mutationFn: () => acceptInvite(token),
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      void showToast(t('users.acceptDone'), 'success');
      await navigate('/');
    },
    onError: () => void showToast(t('users.inviteInvalid'), 'danger'),
  });

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('users.acceptTitle')}</h1>
      {offer.isLoading ? <Spinner aria-label={t('page.loading')} /> : null}
      {token === '' || offer.isError ? (
        <NonIdealState icon="envelope" description={t('users.inviteInvalid')} />
      ) : null}
      {offer.data ? (
        <>
          <Callout icon="people">
            {t('users.acceptOffer', {
              organisation: offer.data.szervezet,
              role: t(`users.${offer.data.szerep}`),
            })}
          </Callout>
          <BusyButton
            intent="primary"
            icon="tick"
            busy={accept.isPending}
            onClick={() => accept.mutate()}
            text={t('users.accept')}
          />
        </>
      ) : null}
    </section>
  );
}
