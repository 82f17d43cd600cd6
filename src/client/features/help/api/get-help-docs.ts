/**
 * GET /help/docs/{lng}: the applicant's guide as HTML. The server renders the Markdown and
 * sanitises it (see src/server/routes/help), so the browser ships neither a Markdown parser nor
 * a sanitiser and only ever inserts HTML that passed the allow-list.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/i18n-languages.ts';
import { api } from '../../../lib/api-client.ts';
import { type ParsedBy, parseResponse } from '../../../lib/parse-response.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { helpDocsResponse } from '../../../generated/zod/help/help.ts';

/** The guide in one language: `{ language, html }`. */
export function getHelpDocs(language: Language): Promise<ParsedBy<typeof helpDocsResponse>> {
  return parseResponse(api().get(`help/docs/${language}`), helpDocsResponse);
}

export function helpDocsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: queryKeys.helpDocs(language),
    queryFn: () => getHelpDocs(language),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useHelpDocs(language: Language) {
  return useQuery(helpDocsQueryOptions(language));
}
