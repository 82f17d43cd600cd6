/**
 * Table types for Kysely. Each feature keeps its tables in its own interface below and DB joins
 * them, so a feature's tables are found in one place.
 */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { ApplicantTextField } from '../../../schemas/api/master-data/applicants.ts';
import type { TeaorVersion } from '../../../schemas/api/reference-data/reference-data.ts';

/** A camelCase wire name as its snake_case column name: `roviditettNev` → `roviditett_nev`. */
export type SnakeCase<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : Name;

/**
 * The applicant's plain text columns, one per text field of the API schema
 * (`applicantTextFields`), so adding one there and in a migration is all the table type needs.
 */
export type ApplicantTextColumns = {
  [Field in ApplicantTextField as SnakeCase<Field>]: string | null;
};

export interface ReferenceTables {
  gazdalkodasi_forma: { id: number; megnevezes: string };
  teaor: {
    id: Generated<number>;
    kod: string;
    megnevezes: string;
    turisztikai: Generated<boolean>;
    /** The classification: TEÁOR'08 or TEÁOR'25 (decision 0046). */
    versio: TeaorVersion;
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

/** Applicant master data (migration 0003-applicants, owned by the master-data feature). */
export interface ApplicantTables {
  tamogatast_igenylo: ApplicantTextColumns & {
    id: Generated<number>;
    nev: string;
    adoszam: string;
    kulfoldi_szekhelyu: Generated<boolean>;
    statisztikai_szam: string | null;
    egyeni_vallalkozoi_igazolvany_szam: string | null;
    gazdalkodasi_forma_id: number | null;
    /** A `date`; always read through `to_char(..., 'YYYY-MM-DD')`, written as yyyy-MM-dd. */
    alapitas: ColumnType<string | null, string | null | undefined, string | null>;
    konzorciumi_megvalositas: Generated<boolean>;
    minositesi_kod: string | null;
    teaor_id: number | null;
    atlathato_szervezet: string | null;
    tamogatast_igenylo_tipus: string | null;
    technikai: Generated<boolean>;
    applicant_type: 'JOINT_VENTURE' | 'SOLE_PROPRIETORSHIP' | 'INDIVIDUAL_TAXPAYER';
    parent_id: number | null;
    verzio: Generated<number>;
    letrehozva: ColumnType<Date, never, never>;
    modositva: ColumnType<Date, never, Date | string>;
  };
  tamogatast_igenylo_jogosultsag: {
    id: Generated<number>;
    user_id: number;
    tamogatast_igenylo_id: number;
    szerep: 'OWNER' | 'EDITOR';
    admin: boolean;
    verzio: Generated<number>;
    letrehozva: ColumnType<Date, never, never>;
  };
  cim: {
    id: Generated<number>;
    tamogatast_igenylo_id: number;
    orszag_id: number | null;
    telepules_id: number | null;
    telepules_nev: string | null;
    cim_tipus: string;
    iranyitoszam: string | null;
    cim: string | null;
    helyrajzi_szam: string | null;
    source: Generated<'PORTAL' | 'OPTEN'>;
    verzio: Generated<number>;
  };
  tulajdonos: {
    id: Generated<number>;
    tamogatast_igenylo_id: number;
    tipus: 'TERMESZETES_SZEMELY' | 'JOGI_SZEMELY';
    nev: string;
    adoszam: string | null;
    adoazonosito_jel: string | null;
    tulajdoni_hanyad: number;
    szavazati_jog: number;
    bejegyzes_orszaga_id: number | null;
    egyhazi_azonosito: string | null;
    pir_azonosito: string | null;
    szuletesi_szam: string | null;
    verzio: Generated<number>;
  };
  kapcsolattarto: {
    id: Generated<number>;
    tamogatast_igenylo_id: number;
    nev: string;
    statusz: 'KAPCSOLATTARTO' | 'KEPVISELO';
    kepviseleti_jog: 'EGYUTTES' | 'ONALLO' | null;
    telefonszam: string | null;
    mobil_telefonszam: string | null;
    email: string;
    beosztas: string | null;
    verzio: Generated<number>;
  };
  penzugyi_adat: {
    id: Generated<number>;
    tamogatast_igenylo_id: number;
    ev: number;
    netto_arbevetel: number;
    merlegfoosszeg: number;
    atlagos_letszam: number;
    uzemi_eredmeny: number;
    verzio: Generated<number>;
  };
  valtozasnaplo: {
    id: Generated<number>;
    user_id: number | null;
    idopont: ColumnType<Date, never, never>;
    tabla: string;
    sor_id: number;
    muvelet: 'INSERT' | 'UPDATE' | 'DELETE';
    tamogatast_igenylo_id: number | null;
    elotte: JSONColumnType<Record<string, unknown> | null, string | null, string | null>;
    utana: JSONColumnType<Record<string, unknown> | null, string | null, string | null>;
  };
}

/** Funding calls, applications, statements and documents (migration 0005-calls-applications). */
export interface CallTables {
  palyazati_felhivas: {
    id: Generated<number>;
    azonosito: string;
    nev: string;
    tipus: string;
    statusz: string;
    aktiv: boolean;
    kezdet: ColumnType<Date, Date | string, Date | string>;
    vege: ColumnType<Date | null, Date | string | null, Date | string | null>;
    max_beadas_igenylonkent: number;
    /** call.json as written. */
    felhivas: JSONColumnType<Record<string, unknown>, string, string>;
    /** The rest of the folder: custom fields, documents, knock-out, statements, texts. */
    definicio: JSONColumnType<Record<string, unknown>, string, string>;
    tartalom_hash: string;
    szinkronizalva: ColumnType<Date, Date | string | undefined, Date | string>;
  };
  dokumentum_kategoria: {
    kod: string;
    adatok: JSONColumnType<Record<string, unknown>, string, string>;
  };
  palyazat: {
    id: Generated<number>;
    palyazati_felhivas_id: number;
    tamogatast_igenylo_id: number;
    azonosito: string;
    munka_azonosito: string;
    projekt_cim: string | null;
    rovid_leiras: string | null;
    szakmai_tartalom: string | null;
    /** `date` columns: read through to_char(..., 'YYYY-MM-DD'), written as yyyy-MM-dd. */
    tervezett_kezdet: ColumnType<string | null, string | null | undefined, string | null>;
    tenyleges_kezdet: ColumnType<string | null, string | null | undefined, string | null>;
    tervezett_fizikai_befejezes: ColumnType<
      string | null,
      string | null | undefined,
      string | null
    >;
    tenyleges_fizikai_befejezes: ColumnType<
      string | null,
      string | null | undefined,
      string | null
    >;
    zaro_elszamolas_benyujtasa: ColumnType<string | null, string | null | undefined, string | null>;
    elszamolhatosag_kezdete: ColumnType<string | null, string | null | undefined, string | null>;
    kincstari_kor: boolean | null;
    afa_statusz: string | null;
    elszamolhato_koltseg: number | null;
    igenyelt_tamogatas: number | null;
    igenyelt_eloleg: number | null;
    munkahelynovekedes: number | null;
    mukodesi_eredmeny: number | null;
    projekt_forrasok: ColumnType<
      Array<{ forras: string; osszeg: number }>,
      string | undefined,
      string
    >;
    megvalositasi_helyszin: ColumnType<number[], string | undefined, string>;
    egyedi_mezok: ColumnType<Record<string, Record<string, unknown>>, string | undefined, string>;
    felelos_id: number | null;
    statusz: Generated<string>;
    benyujtas_allapot: string | null;
    benyujtas_datuma: Date | null;
    inditas_datuma: ColumnType<Date, never, never>;
    statuszjelentes_auto_generalhato: Generated<boolean>;
    verzio: Generated<number>;
    modositva: ColumnType<Date, never, Date | string>;
    /** Migration 0006-lifecycle: the open supplement request's deadline and items. */
    hianypotlas_hatarido: ColumnType<Date | null, never, Date | string | null>;
    hianypotlas_tetelek: ColumnType<string[] | null, never, string | null>;
    veglegesito_hash: ColumnType<string | null, never, string | null>;
  };
  palyazat_ko_megerosites: {
    palyazat_id: number;
    kriterium: string;
    megerositve: boolean;
    felhasznalo_id: number | null;
    idopont: ColumnType<Date, Date | string | undefined, Date | string>;
  };
  palyazat_nyilatkozat: {
    palyazat_id: number;
    nyilatkozat: string;
    elfogadva: boolean;
    felhasznalo_id: number | null;
    felhasznalo_nev: string;
    idopont: ColumnType<Date, Date | string | undefined, Date | string>;
  };
  dokumentum: {
    id: Generated<number>;
    uuid: string;
    verzio: number;
    palyazat_id: number;
    kategoria: string;
    fajlnev: string;
    content_type: string;
    meret: number;
    sha256: string;
    tarolo_kulcs: string;
    feltolto_id: number | null;
    feltoltve: ColumnType<Date, never, never>;
    lathato: Generated<boolean>;
    torolheto: boolean;
    vizsgalat: 'PENDING_SCAN' | 'CLEAN' | 'INFECTED' | 'NOT_SCANNED' | 'SCAN_FAILED';
    egyedi_cimkek: JSONColumnType<Array<{ label: string; value: string }>, string, string>;
    oldal_tipus: string | null;
    fo_tipus: string | null;
    al_tipus: string | null;
    torolve: Date | null;
    /** The completion report the document belongs to (migration 0008), null otherwise. */
    zaro_beszamolo_id: ColumnType<number | null, number | null | undefined, number | null>;
  };
}

/** Identity: users, sessions, tokens, two-factor codes, rate limits (migration 0002-identity). */
export interface IdentityTables {
  felhasznalo: {
    id: Generated<number>;
    nev: string;
    email: string;
    jelszo_hash: string | null;
    jelszo_datum: Date | null;
    ertesitesek_belso_uzenet: Generated<boolean>;
    ertesitesek_email: Generated<boolean>;
    /** jsonb array of role names; written as a JSON string. */
    szerepkorok: ColumnType<string[], string | undefined, string>;
    aszf_accepted: Generated<boolean>;
    marketing_consent: Generated<boolean>;
    language: Generated<'hu' | 'en'>;
    ketfaktor_statusz: Generated<'UNREGISTERED' | 'PENDING' | 'VERIFIED'>;
    ketfaktor_tipus: Generated<'EMAIL'>;
    oidc_issuer: string | null;
    oidc_subject: string | null;
    letrehozva: ColumnType<Date, never, never>;
    /** False: deactivated by an administrator (migration 0017); cannot sign in. */
    aktiv: Generated<boolean>;
  };
  munkamenet: {
    id_hash: string;
    user_id: number;
    ketfaktor_kesz: boolean;
    oidc: Generated<boolean>;
    oidc_id_token: string | null;
    letrehozva: ColumnType<Date, Date | undefined, never>;
    utolso_aktivitas: ColumnType<Date, Date | undefined, Date>;
  };
  egyszeri_token: {
    id: Generated<number>;
    user_id: number;
    cel: 'SET_PASSWORD' | 'PASSWORD_RESET';
    token_hash: string;
    lejarat: Date;
    felhasznalva: Date | null;
    letrehozva: ColumnType<Date, never, never>;
  };
  ketfaktor_kod: {
    id: Generated<number>;
    user_id: number;
    kod_hash: string;
    lejarat: Date;
    probalkozasok: Generated<number>;
    felhasznalva: Date | null;
    letrehozva: ColumnType<Date, Date | undefined, never>;
  };
  korlat_szamlalo: { kulcs: string; ablak_kezdete: Date; darab: number };
  captcha_felhasznalt: { challenge_id: string; letrehozva: ColumnType<Date, never, never> };
}

/** The development mailbox (migration 0004-mailbox). */
export interface MailboxTables {
  mailbox_message: {
    id: Generated<number>;
    created_at: ColumnType<Date, never, never>;
    sender: string;
    recipient: string;
    subject: string;
    text_body: string;
    html_body: string;
  };
}

/** The application lifecycle (migration 0006-lifecycle, docs/decisions/0008). */
export interface LifecycleTables {
  palyazat_allapotvaltas: {
    id: Generated<number>;
    palyazat_id: number;
    elozo_statusz: string;
    elozo_benyujtas_allapot: string | null;
    uj_statusz: string;
    uj_benyujtas_allapot: string | null;
    esemeny: string;
    szereplo: 'APPLICANT' | 'STAFF' | 'SYSTEM';
    felhasznalo_id: number | null;
    indoklas: string | null;
    idopont: ColumnType<Date, never, never>;
  };
  idempotencia_kulcs: {
    felhasznalo_id: number;
    kulcs: string;
    keres_hash: string;
    valasz_statusz: number;
    valasz: JSONColumnType<object | null, string, string>;
    letrehozva: ColumnType<Date, never, never>;
  };
  palyazat_torzsadat_pillanatkep: {
    id: Generated<number>;
    palyazat_id: number;
    tamogatast_igenylo: JSONColumnType<Record<string, unknown>, string, string>;
    tulajdonosok: JSONColumnType<unknown[], string, string>;
    keszult: ColumnType<Date, never, never>;
  };
}

/** Contract appointments and completion reports (migration 0008, docs/decisions/0011). */
export interface ContractCompletionTables {
  idopont_ajanlat: {
    id: Generated<number>;
    palyazat_id: number;
    kezdet: Date;
    helyszin: string;
    letrehozo_id: number | null;
    letrehozva: ColumnType<Date, never, never>;
    foglalva: Date | null;
    foglalo_id: number | null;
  };
  zaro_beszamolo: {
    id: Generated<number>;
    palyazat_id: number;
    megnevezes: string;
    /** A `date` column: read through to_char(..., 'YYYY-MM-DD'), written as yyyy-MM-dd. */
    hatarido: string;
    statusz: 'OPEN' | 'SUBMITTED' | 'RETURNED' | 'ACCEPTED';
    adatok: JSONColumnType<Record<string, unknown>, string, string>;
    verzio: Generated<number>;
    megnyito_id: number | null;
    megnyitva: ColumnType<Date, never, never>;
    benyujto_id: number | null;
    benyujtva: Date | null;
  };
  /** Staff decisions on submitted completion reports (migration 0020, decision 0031). */
  zaro_beszamolo_elbiralas: {
    id: Generated<number>;
    zaro_beszamolo_id: number;
    dontes: 'ELFOGADVA' | 'JAVITASRA_VISSZAKULDVE';
    megjegyzes: string;
    elbiralo_id: number | null;
    idopont: ColumnType<Date, Date | undefined, never>;
  };
}

/** Status mails waiting for delivery (migration 0007-supplements-outbox, decision 0010). */
export interface OutboxTables {
  ertesites_kimeno: {
    id: Generated<number>;
    palyazat_id: number | null;
    cimzett: string;
    nev: string;
    nyelv: 'hu' | 'en';
    sablon: string;
    parameterek: JSONColumnType<Record<string, string>, string, string>;
    /** FAILED (migration 0012): given up after OUTBOX_MAX_ATTEMPTS attempts, not retried. */
    allapot: ColumnType<
      'PENDING' | 'SENT' | 'FAILED',
      'PENDING' | 'SENT' | 'FAILED' | undefined,
      'PENDING' | 'SENT' | 'FAILED'
    >;
    probalkozasok: ColumnType<number, number | undefined>;
    esedekes: ColumnType<Date, Date | undefined>;
    utolso_hiba: string | null;
    letrehozva: ColumnType<Date, never, never>;
    elkuldve: Date | null;
    /** When the mail was given up (FAILED); null otherwise. */
    sikertelen: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
}

/** Internal notes and assignment of the back office (migration 0011-backoffice, decision 0017). */
export interface BackOfficeTables {
  palyazat_belso_megjegyzes: {
    id: Generated<number>;
    palyazat_id: number;
    szerzo_id: number;
    szoveg: string;
    idopont: ColumnType<Date, Date | undefined, never>;
  };
  palyazat_hozzarendeles: {
    palyazat_id: number;
    felhasznalo_id: number;
    ota: ColumnType<Date, Date | undefined, Date | undefined>;
  };
}

export interface DB
  extends
    ReferenceTables,
    IdentityTables,
    ApplicantTables,
    CallTables,
    MailboxTables,
    LifecycleTables,
    OutboxTables,
    ContractCompletionTables,
    SignedFinalDocumentTables,
    SubmittedDocumentTables,
    BackOfficeTables,
    OrganisationInviteTables,
    ProviderProfileTables,
    DeploymentTables {}

/** What every server starting on this database must agree with (migration 0024). */
export interface DeploymentTables {
  telepites_jelolo: {
    kulcs: 'tarolo';
    ertek: string;
    rogzitve: ColumnType<Date, never, never>;
  };
}

/** The attached document versions as submitted (migration 0018). */
export interface SubmittedDocumentTables {
  benyujtott_dokumentum: {
    id: Generated<number>;
    palyazat_id: number;
    allapotvaltas_id: number;
    dokumentum_id: number;
    kategoria: string;
    fajlnev: string;
    verzio: number;
    meret: number;
    sha256: string;
    tarolo_kulcs: string;
  };
}

/** The signed final documents kept as the record of a submission (migration 0010). */
export interface SignedFinalDocumentTables {
  alairt_veglegesito: {
    id: Generated<number>;
    palyazat_id: number;
    tarolasi_kulcs: string;
    fajlnev: string;
    meret: number;
    sha256: string;
    veglegesito_hash: string;
    alairo: JSONColumnType<
      { subject: string; issuer: string; serialNumber: string; sha256: string },
      string,
      string
    >;
    allapotvaltas_id: number | null;
    feltolto_id: number | null;
    feltoltve: ColumnType<Date, Date | undefined, never>;
  };
}

/** Pending invitations to an organisation (migration 0009-organisation-invites, decision 0018). */
export interface OrganisationInviteTables {
  szervezeti_meghivo: {
    id: Generated<number>;
    tamogatast_igenylo_id: number;
    email: string;
    szerep: 'OWNER' | 'EDITOR';
    token_hash: string;
    lejarat: Date;
    meghivo_id: number;
    elfogadva: Date | null;
    letrehozva: ColumnType<Date, never, never>;
  };
}

/** The provider profile of an applicant (migration 0015-provider-profile, decision 0022). */
export interface ProviderProfileTables {
  szolgaltatoi_profil: {
    id: Generated<number>;
    tamogatast_igenylo_id: number;
    /** The form data of schemas/forms/provider-profile. */
    adatok: JSONColumnType<Record<string, unknown>, string | undefined, string>;
    /** The values NTAK supplied at the last NTAK sign-in. */
    ntak_adatok: JSONColumnType<Record<string, unknown>, string | undefined, string>;
    ntak_kitoltve: Date | null;
    verzio: Generated<number>;
    modositva: Generated<Date>;
  };
}
