/** GET /backoffice/kimeno-levelek/sikertelen (ADMIN): the status mails the outbox gave up on. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { FailedMail } from './types.ts';

export const FAILED_MAILS_KEY = ['backoffice', 'failed-mails'] as const;

export function getFailedMails(): Promise<FailedMail[]> {
  return api()
    .get('backoffice/kimeno-levelek/sikertelen')
    .json<{ levelek: FailedMail[] }>()
    .then((body) => body.levelek);
}

export function failedMailsQueryOptions() {
  return queryOptions({ queryKey: FAILED_MAILS_KEY, queryFn: getFailedMails });
}

export function useFailedMails() {
  return useQuery(failedMailsQueryOptions());
}
