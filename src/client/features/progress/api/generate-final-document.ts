/** POST /palyazatok/{id}/benyujtas/veglegesito: submission step 2, answers the PDF to sign. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function generateFinalDocument(id: number): Promise<Blob> {
  return api().post(`palyazatok/${id}/benyujtas/veglegesito`, { json: {} }).blob();
}

/** Generates the document and hands it to the browser as a download. */
export function useGenerateFinalDocument(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => generateFinalDocument(id),
    onSuccess: (pdf) => {
      const url = URL.createObjectURL(pdf);
      const link = document.createElement('a');
      link.href = url;
      link.download = `veglegesito-${id}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      return client.invalidateQueries({ queryKey: queryKeys.lifecycle(id) });
    },
  });
}
