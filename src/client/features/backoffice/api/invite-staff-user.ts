/** POST /backoffice/felhasznalok: invite a staff user (a set-password mail through the outbox). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import {
  administrationInviteResponse,
  type administrationInviteBody,
} from '../../../generated/zod/backoffice/administration.ts';
import { parseResponse, type InputOf } from '../../../lib/parse-response.ts';
import { staffUsersQueryOptions } from './get-staff-users.ts';
import type { StaffUser } from './types.ts';

export type Invitation = InputOf<typeof administrationInviteBody>;

export function inviteStaffUser(invitation: Invitation): Promise<StaffUser> {
  return parseResponse(
    api().post('backoffice/felhasznalok', { json: invitation }),
    administrationInviteResponse,
  );
}

export function useInviteStaffUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: inviteStaffUser,
    onSettled: () => client.invalidateQueries({ queryKey: staffUsersQueryOptions().queryKey }),
  });
}
