/** POST /backoffice/felhasznalok: invite a staff user (a set-password mail through the outbox). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffUsersQueryOptions } from './get-staff-users.ts';
import type { StaffRole, StaffUser } from './types.ts';

export interface Invitation {
  nev: string;
  email: string;
  szerepkorok: StaffRole[];
  nyelv: 'hu' | 'en';
}

export function inviteStaffUser(invitation: Invitation): Promise<StaffUser> {
  return api().post('backoffice/felhasznalok', { json: invitation }).json<StaffUser>();
}

export function useInviteStaffUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: inviteStaffUser,
    onSettled: () => client.invalidateQueries({ queryKey: staffUsersQueryOptions().queryKey }),
  });
}
