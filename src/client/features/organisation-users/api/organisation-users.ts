/**
 * The selected applicant's users: GET/POST /tamogatast-igenylok/{id}/felhasznalok, and
 * PUT/DELETE .../{permissionId} (role change, removal); the pending invitations:
 * GET /tamogatast-igenylok/{id}/meghivok, DELETE .../{inviteId} (withdraw), POST
 * .../{inviteId}/resend (a new link mailed, the old one void). Only an OWNER may
 * change anything; an invitation attaches nobody until the invitee accepts it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import {
  organisationInviteAcceptResponse,
  organisationInviteListResponse,
  organisationInviteShowResponse,
  organisationUserListResponse,
  type organisationInviteResponse,
  type organisationUserAddBody,
} from '../../../generated/zod/master-data/organisation-users.ts';
import { type InputOf, parseResponse, type ParsedBy } from '../../../lib/parse-response.ts';
import {
  type OrganisationUser,
  organisationUserFromPayload,
} from '../../../../shared/mappers/organisation-user.ts';
import type { ApplicantRole } from '../../../../shared/mappers/value-sets.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** An invitation: the user form's data (POST /tamogatast-igenylok/{id}/felhasznalok). */
export type NewOrganisationUser = InputOf<typeof organisationUserAddBody>;

/** A pending invitation as GET /tamogatast-igenylok/{id}/meghivok answers it. */
export type PendingInvite = ParsedBy<typeof organisationInviteResponse>;

/** What an invitation offers: the organisation and the role (POST /felhasznalok/meghivok/show). */
export type InviteOffer = ParsedBy<typeof organisationInviteShowResponse>;

export function showInvite(token: string): Promise<InviteOffer> {
  return parseResponse(
    api().post('felhasznalok/meghivok/show', { json: { token } }),
    organisationInviteShowResponse,
  );
}

/** POST /felhasznalok/meghivok/accept: the invitee becomes a member. */
export function acceptInvite(
  token: string,
): Promise<ParsedBy<typeof organisationInviteAcceptResponse>> {
  return parseResponse(
    api().post('felhasznalok/meghivok/accept', { json: { token } }),
    organisationInviteAcceptResponse,
  );
}

export function getPendingInvites(applicantId: number): Promise<PendingInvite[]> {
  return parseResponse(
    api().get(`tamogatast-igenylok/${applicantId}/meghivok`),
    organisationInviteListResponse,
  );
}

export function usePendingInvites(applicantId: number) {
  return useQuery({
    queryKey: queryKeys.pendingInvites(applicantId),
    queryFn: () => getPendingInvites(applicantId),
  });
}

export async function listOrganisationUsers(applicantId: number): Promise<OrganisationUser[]> {
  const rows = await parseResponse(
    api().get(`tamogatast-igenylok/${applicantId}/felhasznalok`),
    organisationUserListResponse,
  );
  return rows.map(organisationUserFromPayload);
}

export function useOrganisationUsers(applicantId: number) {
  return useQuery({
    queryKey: queryKeys.organisationUsers(applicantId),
    queryFn: () => listOrganisationUsers(applicantId),
  });
}

export function useOrganisationUserMutations(applicantId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.organisationUsers(applicantId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.pendingInvites(applicantId) }),
    ]);
  const base = `tamogatast-igenylok/${applicantId}/felhasznalok`;
  return {
    add: useMutation({
      mutationFn: (user: NewOrganisationUser) => api().post(base, { json: user }),
      onSuccess: refresh,
    }),
    changeRole: useMutation({
      mutationFn: (input: { user: OrganisationUser; role: ApplicantRole }) =>
        api().put(`${base}/${input.user.id}`, {
          json: { applicantRole: input.role, verzio: input.user.version },
        }),
      onSuccess: refresh,
    }),
    withdraw: useMutation({
      mutationFn: (invite: PendingInvite) =>
        api().delete(`tamogatast-igenylok/${applicantId}/meghivok/${invite.id}`),
      onSuccess: refresh,
    }),
    // The new validity shows in the list once it is read again.
    resend: useMutation({
      mutationFn: (invite: PendingInvite) =>
        api().post(`tamogatast-igenylok/${applicantId}/meghivok/${invite.id}/resend`),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (user: OrganisationUser) => api().delete(`${base}/${user.id}`),
      onSuccess: refresh,
    }),
  };
}
