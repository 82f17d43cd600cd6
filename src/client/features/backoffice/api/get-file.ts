/** GET /backoffice/palyazatok/{id}: the application file with the staff actions of its status. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApplicationFile } from './types.ts';

export function getFile(id: number): Promise<ApplicationFile> {
  return api().get(`backoffice/palyazatok/${id}`).json<ApplicationFile>();
}

export function fileQueryOptions(id: number) {
  return queryOptions({ queryKey: ['backoffice', 'file', id], queryFn: () => getFile(id) });
}

export function useFile(id: number) {
  return useQuery(fileQueryOptions(id));
}
