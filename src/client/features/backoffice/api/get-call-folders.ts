/** GET /backoffice/felhivasok: the loaded call folders and the problems of the folders on disk. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { callEditorListResponse } from '../../../generated/zod/backoffice/call-editor.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import type { CallFolders } from './types.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getCallFolders(): Promise<CallFolders> {
  return parseResponse(api().get('backoffice/felhivasok'), callEditorListResponse);
}

export function callFoldersQueryOptions() {
  return queryOptions({ queryKey: queryKeys.backofficeCallFolders(), queryFn: getCallFolders });
}

export function useCallFolders() {
  return useQuery(callFoldersQueryOptions());
}
