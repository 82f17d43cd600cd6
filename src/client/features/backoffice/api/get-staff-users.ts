/** GET /backoffice/felhasznalok: the staff users (administrators only). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { StaffUser } from './types.ts';

export function getStaffUsers(): Promise<StaffUser[]> {
  return api()
    .get('backoffice/felhasznalok')
    .json<{ data: StaffUser[] }>()
    .then((body) => body.data);
}

export function staffUsersQueryOptions() {
  return queryOptions({ queryKey: ['backoffice', 'staff-users'], queryFn: getStaffUsers });
}

export function useStaffUsers() {
  return useQuery(staffUsersQueryOptions());
}
