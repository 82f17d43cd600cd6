/**
 * GET /tamogatast-igenylok/{id}/torzsadat-pillanatkep: the selected applicant's base data and
 * owners as frozen at its last submission (null before a first one).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import {
  type MasterDataSnapshot,
  masterDataSnapshotFromPayload,
} from '../../../../shared/mappers/snapshot.ts';
import { snapshotGetResponse } from '../../../generated/zod/master-data/snapshots.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export async function getMasterDataSnapshot(
  applicantId: number,
): Promise<MasterDataSnapshot | null> {
  return masterDataSnapshotFromPayload(
    await parseResponse(
      api().get(`tamogatast-igenylok/${applicantId}/torzsadat-pillanatkep`),
      snapshotGetResponse,
    ),
  );
}

/** Under the applicant's key, so a change of its data (which invalidates that key) refetches. */
export function masterDataSnapshotQueryOptions(applicantId: number) {
  return queryOptions({
    queryKey: queryKeys.masterDataSnapshot(applicantId),
    queryFn: () => getMasterDataSnapshot(applicantId),
  });
}

export function useMasterDataSnapshot(applicantId: number) {
  return useQuery(masterDataSnapshotQueryOptions(applicantId));
}
