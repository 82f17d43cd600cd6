/**
 * The answers of the back-office API (schemas/api/backoffice/backoffice.ts, decision 0017).
 */
import type { TransitionRow } from '../../../tender/api/get-lifecycle.ts';

export type WaitingOn = 'MI' | 'PALYAZO';

export interface QueueFilter {
  kereses?: string | null;
  statusz?: string[] | null;
  felhivasId?: number | null;
  varakozas?: WaitingOn | null;
  csakSajat?: boolean | null;
}

export type QueueSortBy =
  | 'id'
  | 'azonosito'
  | 'statusz'
  | 'benyujtasDatuma'
  | 'hianypotlasHatarido'
  | 'tamogatastIgenylo'
  | 'felhivas'
  | 'igenyeltTamogatas';

/** The spec's list query with our structured filterData. */
export interface QueueQuery {
  filterData: QueueFilter;
  sort: { sortBy: QueueSortBy; sortDirection: 'asc' | 'desc' };
  page: { pageIndex: number; pageSize: number };
}

export interface QueueRow {
  id: number;
  azonosito: string;
  projektCim: string | null;
  statusz: string;
  benyujtasAllapot: string | null;
  benyujtasDatuma: string | null;
  hianypotlasHatarido: string | null;
  igenyeltTamogatas: number | null;
  felhivas: { id: number; nev: string };
  tamogatastIgenylo: { id: number; nev: string; adoszam: string };
  felelos: { id: number; nev: string } | null;
  varakozas: WaitingOn | null;
}

export interface QueuePage {
  data: QueueRow[];
  totalPages: number;
  totalElements: number;
}

export interface StatusCount {
  felhivas: { id: number; nev: string };
  statusz: string;
  darab: number;
}

export interface NamedItem {
  tetel: string;
  nev: string;
}

export interface DocumentVersion {
  uuid: string;
  version: number;
  documentType: string;
  filename: string;
  size: number;
  uploadDate: string;
  uploaderName: string | null;
  scanStatus: string;
}

export interface InternalNote {
  id: number;
  szoveg: string;
  szerzo: { id: number; nev: string };
  idopont: string;
}

export interface StaffAction {
  esemeny: string;
  /** Why it cannot be sent now: rule names ('progress' rules.*, or roleNotAllowed). */
  akadalyok: string[];
}

export interface ApplicationFile {
  palyazat: Record<string, unknown> & {
    id: number;
    azonosito: string;
    projektCim: string | null;
    tamogatastIgenylo: { id: number; nev: string };
    palyazatiFelhivas: { id: number; cim: string; azonosito: string };
    benyujtasDatuma: string | null;
  };
  felhivas: { id: number; azonosito: string; nev: string };
  statusz: string;
  benyujtasAllapot: string | null;
  verzio: number;
  egyediMezok: Record<string, unknown>;
  kizaroFeltetelek: Array<{
    kriterium: string;
    nev: string;
    megerositve: boolean;
    idopont: string;
  }>;
  nyilatkozatok: Array<{
    nyilatkozat: string;
    nev: string;
    elfogadva: boolean;
    felhasznalo: { id: number | null; nev: string };
    idopont: string;
  }>;
  dokumentumok: Array<
    DocumentVersion & { kategoriaNev: string; korabbiVerziok: DocumentVersion[] }
  >;
  allapotvaltasok: TransitionRow[];
  torzsadatPillanatkep: {
    keszult: string;
    tamogatastIgenylo: Record<string, unknown>;
    tulajdonosok: Array<Record<string, unknown>>;
  } | null;
  hianypotlas: { hatarido: string; tetelek: NamedItem[] } | null;
  felelos: { id: number; nev: string; ota: string } | null;
  megjegyzesek: InternalNote[];
  muveletek: StaffAction[];
  hianypotlasValasztek: NamedItem[];
  jogok: { esemenyKuldes: boolean; felvetelEsMegjegyzes: boolean };
}

/** A status mail the outbox gave up on (GET /backoffice/kimeno-levelek/sikertelen, ADMIN). */
export interface FailedMail {
  id: number;
  sablon: string;
  targy: string;
  cimzett: string;
  nyelv: 'hu' | 'en';
  palyazat: { id: number; azonosito: string | null } | null;
  probalkozasok: number;
  utolsoHiba: string | null;
  letrehozva: string;
  sikertelen: string | null;
}

/** A problem of a call folder on disk (GET /backoffice/felhivasok). */
export interface CallFolderProblem {
  mappa: string | null;
  fajl: string;
  problema: string;
}

/** A call folder: loaded at start, and its state on disk now. */
export interface CallFolder {
  azonosito: string;
  betoltve: boolean;
  nev: { hu: string; en: string };
  statusz: string | null;
  aktiv: boolean;
  lemezen: 'SAME' | 'CHANGED' | 'INVALID' | 'MISSING';
  problemak: CallFolderProblem[];
}

export interface CallFolders {
  mappak: CallFolder[];
  altalanosProblemak: CallFolderProblem[];
}

export type StaffRole = 'VEZETO' | 'FELHIVAS_SZERKESZTO' | 'ADMIN';

/** A staff user (GET /backoffice/felhasznalok). */
export interface StaffUser {
  id: number;
  nev: string;
  email: string;
  szerepkorok: StaffRole[];
  aktiv: boolean;
  jelszoBeallitva: boolean;
  letrehozva: string;
}

export type AuditSource = 'MASTER_DATA' | 'USER' | 'LIFECYCLE';

/** The audit log's query: the spec's list query with our filterData. */
export interface AuditQuery {
  filterData: {
    forras?: AuditSource | null;
    szereploId?: number | null;
    tol?: string | null;
    ig?: string | null;
  };
  page: { pageIndex: number; pageSize: number };
}

/** One entry of the audit log: who, when, what, before and after. */
export interface AuditEntry {
  forras: AuditSource;
  id: number;
  idopont: string;
  szereplo: { id: number; nev: string } | null;
  szereploTipus: 'APPLICANT' | 'STAFF' | 'SYSTEM' | null;
  targy: string;
  muvelet: string;
  elotte: Record<string, unknown> | null;
  utana: Record<string, unknown> | null;
}

export interface AuditPage {
  data: AuditEntry[];
  totalElements: number;
  totalPages: number;
}
