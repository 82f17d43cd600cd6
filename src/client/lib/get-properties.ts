/** GET /properties: the version and the customer-service contacts shown in the footer. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

export interface PortalProperties {
  version: string;
  supportPhone: string;
  supportEmail: string;
  /** Weekday opening hours, e.g. '8:00-18:00'. */
  supportHours: string;
}

export function getProperties(): Promise<PortalProperties> {
  return api().get('properties').json<PortalProperties>();
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
