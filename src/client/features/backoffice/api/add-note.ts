/** POST /backoffice/palyazatok/{id}/megjegyzesek: an internal note applicants never see. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { backOfficeAddNoteResponse } from '../../../generated/zod/backoffice/backoffice.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import { fileQueryOptions } from './get-file.ts';
import type { InternalNote } from './types.ts';

export function addNote(id: number, szoveg: string): Promise<InternalNote> {
  return parseResponse(
    api().post(`backoffice/palyazatok/${id}/megjegyzesek`, { json: { szoveg } }),
    backOfficeAddNoteResponse,
  );
}

export function useAddNote(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (szoveg: string) => addNote(id, szoveg),
    onSettled: () => client.invalidateQueries({ queryKey: fileQueryOptions(id).queryKey }),
  });
}
