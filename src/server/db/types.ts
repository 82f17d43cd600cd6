/**
 * Table types for Kysely. Each feature keeps its tables in its own interface below and DB joins
 * them, so a feature's tables are found in one place.
 */
import type { Generated } from 'kysely';

export interface ReferenceTables {
  gazdalkodasi_forma: { id: number; megnevezes: string };
  teaor: {
    id: Generated<number>;
    kod: string;
    megnevezes: string;
    turisztikai: Generated<boolean>;
  };
  orszag: {
    id: Generated<number>;
    iso_kod: string;
    nev: string;
    nev_kulfoldiul: string;
    eu: boolean;
  };
  turisztikai_regio: { id: Generated<number>; nev: string };
  megye: { id: Generated<number>; nev: string };
  telepules: {
    id: Generated<number>;
    megnevezes: string;
    iranyitoszam: string;
    megye_id: number;
    turisztikai_regio_id: number | null;
  };
}

export interface DB extends ReferenceTables {}
