/** GET /backoffice/felhivasok: the loaded call folders and the problems of the folders on disk. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { CallFolders } from './types.ts';

export function getCallFolders(): Promise<CallFolders> {
  return api().get('backoffice/felhivasok').json<CallFolders>();
}

export function callFoldersQueryOptions() {
  return queryOptions({ queryKey: ['backoffice', 'call-folders'], queryFn: getCallFolders });
}

export function useCallFolders() {
  return useQuery(callFoldersQueryOptions());
}
