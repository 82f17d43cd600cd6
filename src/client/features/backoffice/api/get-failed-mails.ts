/** GET /backoffice/kimeno-levelek/sikertelen (ADMIN): the status mails the outbox gave up on. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { backOfficeFailedMailsResponse } from '../../../generated/zod/backoffice/backoffice.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import type { FailedMail } from './types.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export async function getFailedMails(): Promise<FailedMail[]> {
  const body = await parseResponse(
    api().get('backoffice/kimeno-levelek/sikertelen'),
    backOfficeFailedMailsResponse,
  );
  return body.levelek;
}

export function failedMailsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.backofficeFailedMails(), queryFn: getFailedMails });
}

export function useFailedMails() {
  return useQuery(failedMailsQueryOptions());
}
