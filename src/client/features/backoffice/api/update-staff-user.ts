/** PATCH /backoffice/felhasznalok/{id}: a staff user's roles, or deactivate / reactivate. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import {
  administrationUpdateResponse,
  type administrationUpdateBody,
} from '../../../generated/zod/backoffice/administration.ts';
import { parseResponse, type InputOf } from '../../../lib/parse-response.ts';
import { staffUsersQueryOptions } from './get-staff-users.ts';
import type { StaffUser } from './types.ts';

/** Which staff user, and the change: roles, or active or not. */
export type StaffUserChange = { id: number } & InputOf<typeof administrationUpdateBody>;

export function updateStaffUser({ id, ...change }: StaffUserChange): Promise<StaffUser> {
  return parseResponse(
    api().patch(`backoffice/felhasznalok/${id}`, { json: change }),
    administrationUpdateResponse,
  );
}

export function useUpdateStaffUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateStaffUser,
    onSettled: () => client.invalidateQueries({ queryKey: staffUsersQueryOptions().queryKey }),
  });
}
