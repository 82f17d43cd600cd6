/**
 * The selected applicant's users: GET/POST /tamogatast-igenylok/{id}/felhasznalok, and
 * PUT/DELETE .../{permissionId} (role change, removal); the pending invitations:
 * GET /tamogatast-igenylok/{id}/meghivok, DELETE .../{inviteId} (withdraw). Only an OWNER may
 * change anything; an invitation attaches nobody until the invitee accepts it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import {
  type OrganisationUser,
  type OrganisationUserPayload,
  organisationUserFromPayload,
} from '../../../../shared/mappers/organisation-user.ts';
import type { ApplicantRole } from '../../../../shared/mappers/value-sets.ts';

export interface NewOrganisationUser {
  fullName: string;
  email: string;
  applicantRole: ApplicantRole;
}

/** A pending invitation as GET /tamogatast-igenylok/{id}/meghivok answers it. */
export interface PendingInvite {
  id: number;
  email: string;
  szerep: ApplicantRole;
  lejarat: string;
  letrehozva: string;
}

export const pendingInvitesQueryKey = (applicantId: number) =>
  ['applicants', applicantId, 'invites'] as const;

export function usePendingInvites(applicantId: number) {
  return useQuery({
    queryKey: pendingInvitesQueryKey(applicantId),
    queryFn: () => api().get(`tamogatast-igenylok/${applicantId}/meghivok`).json<PendingInvite[]>(),
  });
}

export const organisationUsersQueryKey = (applicantId: number) =>
  ['applicants', applicantId, 'users'] as const;

export async function listOrganisationUsers(applicantId: number): Promise<OrganisationUser[]> {
  const rows = await api()
    .get(`tamogatast-igenylok/${applicantId}/felhasznalok`)
    .json<OrganisationUserPayload[]>();
  return rows.map(organisationUserFromPayload);
}

export function useOrganisationUsers(applicantId: number) {
  return useQuery({
    queryKey: organisationUsersQueryKey(applicantId),
    queryFn: () => listOrganisationUsers(applicantId),
  });
}

export function useOrganisationUserMutations(applicantId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: organisationUsersQueryKey(applicantId) }),
      queryClient.invalidateQueries({ queryKey: pendingInvitesQueryKey(applicantId) }),
    ]);
  const base = `tamogatast-igenylok/${applicantId}/felhasznalok`;
  return {
    add: useMutation({
      mutationFn: (user: NewOrganisationUser) => api().post(base, { json: user }).json(),
      onSuccess: refresh,
    }),
    changeRole: useMutation({
      mutationFn: (input: { user: OrganisationUser; role: ApplicantRole }) =>
        api()
          .put(`${base}/${input.user.id}`, {
            json: { applicantRole: input.role, verzio: input.user.version },
          })
          .json(),
      onSuccess: refresh,
    }),
    withdraw: useMutation({
      mutationFn: (invite: PendingInvite) =>
        api().delete(`tamogatast-igenylok/${applicantId}/meghivok/${invite.id}`),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (user: OrganisationUser) => api().delete(`${base}/${user.id}`),
      onSuccess: refresh,
    }),
  };
}
