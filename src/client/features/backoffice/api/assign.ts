/** PUT / DELETE /backoffice/palyazatok/{id}/felelos: take the application, or release it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function assign(id: number, take: boolean): Promise<unknown> {
  const path = `backoffice/palyazatok/${id}/felelos`;
  return (take ? api().put(path, { json: {} }) : api().delete(path)).json();
}

export function useAssign(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (take: boolean) => assign(id, take),
    onSettled: () => client.invalidateQueries({ queryKey: ['backoffice'] }),
  });
}
