/** POST /backoffice/naplo/kereses: one page of the audit log (administrators only). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { administrationAuditResponse } from '../../../generated/zod/backoffice/administration.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import type { AuditPage, AuditQuery } from './types.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function searchAudit(query: AuditQuery): Promise<AuditPage> {
  return parseResponse(
    api().post('backoffice/naplo/kereses', { json: query }),
    administrationAuditResponse,
  );
}

export function auditQueryOptions(query: AuditQuery) {
  return queryOptions({
    queryKey: queryKeys.backofficeAudit(query),
    queryFn: () => searchAudit(query),
    placeholderData: keepPreviousData,
  });
}

export function useAudit(query: AuditQuery) {
  return useQuery(auditQueryOptions(query));
}
