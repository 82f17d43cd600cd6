/** PATCH /backoffice/felhasznalok/{id}: a staff user's roles, or deactivate / reactivate. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffUsersQueryOptions } from './get-staff-users.ts';
import type { StaffRole, StaffUser } from './types.ts';

export interface StaffUserChange {
  id: number;
  szerepkorok?: StaffRole[];
  aktiv?: boolean;
}

export function updateStaffUser({ id, ...change }: StaffUserChange): Promise<StaffUser> {
  return api().patch(`backoffice/felhasznalok/${id}`, { json: change }).json<StaffUser>();
}

export function useUpdateStaffUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateStaffUser,
    onSettled: () => client.invalidateQueries({ queryKey: staffUsersQueryOptions().queryKey }),
  });
}
