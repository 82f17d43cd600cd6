/** Answers of the lifecycle API (schemas/api/lifecycle/lifecycle.ts). */

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
  hianypotlas: { hatarido: string; tetelek: string[] } | null;
  allapotvaltasok: TransitionRow[];
}

export interface MissingItem {
  szakasz: string;
  tetel: string;
  utvonal: string;
  uzenet: string;
}

export interface CheckResult {
  rendben: boolean;
  hianyok: MissingItem[];
  akadalyok: string[];
  statusz: string;
  benyujtasAllapot: string | null;
  verzio: number;
}
