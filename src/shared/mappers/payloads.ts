/**
 * The Hungarian payloads of the master-data API (spec sections 3 and 7), exactly as they travel.
 * The client converts them to its English form models only through the mappers next to this file;
 * the server produces and accepts them as they are.
 */
import type {
  AddressSource,
  AddressType,
  ApplicantRole,
  ApplicantType,
  ContactStatus,
  OwnerType,
  QualificationCode,
  RepresentativeRight,
  SupportApplicantType,
  TransparentOrganisation,
} from './value-sets.ts';

export interface GazdalkodasiFormaPayload {
  id: number;
  megnevezes: string;
}

export interface TeaorPayload {
  id: number;
  megnevezes: string;
  kod: string;
}

export interface OrszagPayload {
  id: number;
  nev: string;
}

export interface TelepulesPayload {
  id: number;
  megnevezes: string;
}

/** An applicant (organisation). Optional text may be absent or null; the mapper defaults it. */
export interface TamogatastIgenyloPayload {
  id?: number;
  nev?: string | null;
  roviditettNev?: string | null;
  adoszam?: string | null;
  kulfoldiSzekhelyu?: boolean | null;
  adoszamKulfoldi?: string | null;
  statisztikaiSzam?: string | null;
  egyeniVallalkozoiIgazolvanySzam?: string | null;
  gazdalkodasiForma?: GazdalkodasiFormaPayload | null;
  birosagiNyilvantartas?: string | null;
  cegbirosagBejegyzes?: string | null;
  /** yyyy-MM-dd (a longer ISO timestamp is accepted and cut by the mapper). */
  alapitas?: string | null;
  konzorciumiMegvalositas?: boolean | null;
  minositesiKod?: QualificationCode | null;
  teaor?: TeaorPayload | null;
  atlathatoSzervezet?: TransparentOrganisation | null;
  tamogatastIgenyloTipus?: SupportApplicantType | null;
  honlap?: string | null;
  pirAzonosito?: string | null;
  technikai?: boolean | null;
  applicantType?: ApplicantType | null;
  parent?: TamogatastIgenyloPayload | null;
  /** Optimistic-locking version: read with the row, sent back with PUT. */
  verzio?: number;
}

/** One permission of the current user, as listed by search-by-current. */
export interface JogosultsagPayload {
  id: number;
  szerep: ApplicantRole;
  admin: boolean;
  felhasznalo: { id: number; nev: string; email: string };
}

/** A row of search-by-current: the applicant summary with the user's permissions on it. */
export interface TamogatastIgenyloOsszegzesPayload {
  id: number;
  nev: string;
  adoszam: string;
  applicantType: ApplicantType;
  jogosultsagok: JogosultsagPayload[];
}

export interface CimPayload {
  id?: number;
  orszag?: OrszagPayload | null;
  telepules?: TelepulesPayload | null;
  /** Settlement name when it is not in the reference list (abroad). */
  telepulesNev?: string | null;
  cimTipus: AddressType;
  iranyitoszam?: string | null;
  cim?: string | null;
  helyrajziSzam?: string | null;
  source?: AddressSource;
  verzio?: number;
}

/** POST /tamogatast-igenylo-cimek: the address and its applicant link. */
export interface TamogatastIgenyloCimPayload {
  tamogatastIgenylo: { id: number };
  cim: CimPayload;
}

export interface TulajdonosPayload {
  id?: number;
  tipus: OwnerType;
  nev: string;
  adoszam?: string | null;
  adoazonositoJel?: string | null;
  tulajdoniHanyad: number;
  szavazatiJog: number;
  bejegyzesOrszaga?: OrszagPayload | null;
  egyhaziAzonosito?: string | null;
  pirAzonosito?: string | null;
  szuletesiSzam?: string | null;
  verzio?: number;
}

/**
 * GET /tamogatast-igenylok/{id}/torzsadat-pillanatkep (docs/decisions/0009): base data and owners
 * as the applicant's latest submission froze them; `pillanatkep` is null before a first one.
 */
export interface TorzsadatPillanatkepValaszPayload {
  pillanatkep: {
    benyujtva: string;
    palyazat: { id: number; azonosito: string; projektCim: string | null };
    tamogatastIgenylo: TamogatastIgenyloPayload;
    tulajdonosok: TulajdonosPayload[];
  } | null;
}

/** POST /tamogatast-igenylo-tulajdonosok: request and answer carry applicant and owner. */
export interface TamogatastIgenyloTulajdonosPayload {
  tamogatastIgenylo: { id: number; nev?: string };
  tulajdonos: TulajdonosPayload;
}

export interface KapcsolattartoPayload {
  id?: number;
  tamogatastIgenylo: { id: number };
  nev: string;
  statusz: ContactStatus;
  kepviseletiJog?: RepresentativeRight | null;
  telefonszam?: string | null;
  mobilTelefonszam?: string | null;
  email: string;
  beosztas?: string | null;
  verzio?: number;
}

/** One closed business year's figures, in forints (headcount in persons). */
export interface PenzugyiAdatPayload {
  id?: number;
  tamogatastIgenylo?: { id: number };
  ev: number;
  nettoArbevetel: number;
  merlegfoosszeg: number;
  atlagosLetszam: number;
  /** Operating result; may be negative. */
  uzemiEredmeny: number;
  verzio?: number;
}

/** A paged list (spec section 3). */
export interface PagedPayload<T> {
  data: T[];
  totalPages: number;
  totalElements: number;
}

/** A list query as sent (spec section 3). */
export interface ListQueryPayload {
  filterData?: string | null;
  sort?: { sortBy?: string; sortDirection?: 'asc' | 'desc' };
  page?: { pageIndex?: number; pageSize?: number };
}
