/** GET /backoffice/felhasznalok: the staff users (administrators only). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { administrationListUsersResponse } from '../../../generated/zod/backoffice/administration.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import type { StaffUser } from './types.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export async function getStaffUsers(): Promise<StaffUser[]> {
  const body = await parseResponse(
    api().get('backoffice/felhasznalok'),
    administrationListUsersResponse,
  );
  return body.data;
}

export function staffUsersQueryOptions() {
  return queryOptions({ queryKey: queryKeys.backofficeStaffUsers(), queryFn: getStaffUsers });
}

export function useStaffUsers() {
  return useQuery(staffUsersQueryOptions());
}
