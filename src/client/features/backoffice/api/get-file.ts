/** GET /backoffice/palyazatok/{id}: the application file with the staff actions of its status. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { backOfficeFileResponse } from '../../../generated/zod/backoffice/backoffice.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import type { ApplicationFile } from './types.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getFile(id: number): Promise<ApplicationFile> {
  return parseResponse(api().get(`backoffice/palyazatok/${id}`), backOfficeFileResponse);
}

export function fileQueryOptions(id: number) {
  return queryOptions({ queryKey: queryKeys.backofficeFile(id), queryFn: () => getFile(id) });
}

export function useFile(id: number) {
  return useQuery(fileQueryOptions(id));
}
