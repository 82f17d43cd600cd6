/** POST /backoffice/naplo/kereses: one page of the audit log (administrators only). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { AuditPage, AuditQuery } from './types.ts';

export function searchAudit(query: AuditQuery): Promise<AuditPage> {
  return api().post('backoffice/naplo/kereses', { json: query }).json<AuditPage>();
}

export function auditQueryOptions(query: AuditQuery) {
  return queryOptions({
    queryKey: ['backoffice', 'audit', query],
    queryFn: () => searchAudit(query),
    placeholderData: keepPreviousData,
  });
}

export function useAudit(query: AuditQuery) {
  return useQuery(auditQueryOptions(query));
}
