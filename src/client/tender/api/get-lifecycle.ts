/**
 * GET /palyazatok/{id}/allapot: the application's status, timeline, what the applicant can do
 * next and why not, and the open supplement request. Read by the /progress pages and by the
 * supplement lock of the application screens (one query key: one request serves all, and the
 * lifecycle's mutations refresh it). Answers of schemas/api/lifecycle/lifecycle.ts.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export interface SupplementRequest {
  /** The deadline (ISO instant), shown in Budapest time. */
  hatarido: string;
  /** What may be changed: sections or fields (src/shared/supplement-items.ts). */
  tetelek: string[];
}

export interface TransitionRow {
  id: number;
  elozoStatusz: string;
  elozoBenyujtasAllapot: string | null;
  ujStatusz: string;
  ujBenyujtasAllapot: string | null;
  esemeny: string;
  szereplo: 'APPLICANT' | 'STAFF' | 'SYSTEM';
  felhasznalo: { id: number; nev: string } | null;
  indoklas: string | null;
  idopont: string;
}

export interface LifecycleState {
  statusz: string;
  benyujtasAllapot: string | null;
  verzio: number;
  benyujtasDatuma: string | null;
  lehetsegesEsemenyek: string[];
  akadalyok: Record<string, string[]>;
  hianypotlas: SupplementRequest | null;
  allapotvaltasok: TransitionRow[];
  /** The signed final document kept as the record of the submission (issue 16). */
  alairtVeglegesito?: SignedFinalDocument | null;
}

export interface SignedFinalDocument {
  fajlnev: string;
  meret: number;
  sha256: string;
  /** The signer certificate's subject. */
  alairo: string;
  feltoltve: string;
  allapotvaltasId: number | null;
}

export function getLifecycle(id: number): Promise<LifecycleState> {
  return api().get(`palyazatok/${id}/allapot`).json<LifecycleState>();
}

export function lifecycleQueryOptions(id: number) {
  return queryOptions({ queryKey: ['lifecycle', id], queryFn: () => getLifecycle(id) });
}

export function useLifecycle(id: number | null) {
  return useQuery({ ...lifecycleQueryOptions(id ?? 0), enabled: id !== null });
}
