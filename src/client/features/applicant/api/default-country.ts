/** The country a new address starts with: Magyarország, found by name in the country list. */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { referenceDataCountrySearchResponse } from '../../../generated/zod/reference-data/reference-data.ts';

export const DEFAULT_COUNTRY_NAME = 'Magyarország';

/** Magyarország's id and name, or undefined while unknown (the field then starts empty). */
export function useDefaultCountry(): { id: number; name: string } | undefined {
  const { data } = useQuery({
    queryKey: queryKeys.defaultCountry(),
    queryFn: async ({ signal }) => {
      const found = await parseResponse(
        api().get(`orszagok/search/${encodeURIComponent(DEFAULT_COUNTRY_NAME)}`, { signal }),
        referenceDataCountrySearchResponse,
      );
      const country = found.find((item) => item.nev === DEFAULT_COUNTRY_NAME);
      return country ? { id: country.id, name: country.nev } : null;
    },
    staleTime: Infinity,
  });
  return data ?? undefined;
}
