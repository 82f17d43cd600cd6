/** GET /properties: the version and the customer-service contacts shown in the footer. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { type ParsedBy, parseResponse } from './parse-response.ts';
import { queryKeys } from './query-keys.ts';
import { systemPropertiesResponse } from '../generated/zod/system/system.ts';

/** `{ version, supportPhone, supportEmail, supportHours }` (schemas/api/system). */
export function getProperties(): Promise<ParsedBy<typeof systemPropertiesResponse>> {
  return parseResponse(api().get('properties'), systemPropertiesResponse);
}

export const propertiesQueryOptions = queryOptions({
  queryKey: queryKeys.properties(),
  queryFn: getProperties,
  // The version changes only with a deployment.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useProperties() {
  return useQuery(propertiesQueryOptions);
}
