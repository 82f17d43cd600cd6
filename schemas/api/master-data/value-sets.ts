/**
 * The value sets of the applicant master data (spec section 3). One list each: the API schemas,
 * the database checks and (through src/shared/mappers/value-sets.ts) the client use these; the
 * form schemas repeat them as JSON and a test compares them with these lists.
 */

export const APPLICANT_TYPES = [
  'JOINT_VENTURE',
  'SOLE_PROPRIETORSHIP',
  'INDIVIDUAL_TAXPAYER',
] as const;

export const QUALIFICATION_CODES = [
  'BELFOLDI_TERMESZETES_SZEMELY',
  'KISVALLALKOZAS',
  'KOZEPVALLALKOZAS',
  'MIKROVALLALKOZAS',
  'NONPROFIT_SZERVEZET_ALLAMHAZTARTASON_BELUL',
  'NONPROFIT_SZERVEZET_ALLAMHAZTARTASON_KIVUL',
  'ONKORMANYZAT',
  'TAM_SZEMP_KEDVEZM_ES_AZ_1_4_KATEGORIAKBA_NEM_TART_VALLALKOZAS',
  'NEM_ISMERT',
  'NAGYVALLALKOZAS',
] as const;

export const TRANSPARENT_ORGANISATION_VALUES = [
  'I_TORVENY_EREJENEL_FOGVA_ATLATHATO_SZERVEZETEK',
  'II_I_PONT_ALA_NEM_TARTOZO_SZERVEZETEK',
  'III_CIVIL_SZERVEZETEK_VIZITARSULATOK',
  'NEM_ISMERT',
] as const;

export const SUPPORT_APPLICANT_TYPES = [
  'ALLAMI_TOBBSEGI_TULAJDONU_NEM_PENZUGYI_VALLALKOZAS',
  'EGYEB_VALLALKOZAS',
  'ONKORMANYZATI_TOBBSEGI_TULAJDONU_NEM_PENZUGYI_VALLALKOZAS',
  'PENZUGYI_VALLALKOZAS',
  'NINCS_KIVALASZTVA',
] as const;

export const ADDRESS_TYPES = [
  'POSTACIM',
  'SZEKHELY',
  'TELEPHELY',
  'FIOKTELEP',
  'PERMANENT_ADDRESS',
] as const;

export const ADDRESS_SOURCES = ['PORTAL', 'OPTEN'] as const;

/** Natural person or legal person (the spec names the meaning, not the values; ours). */
export const OWNER_TYPES = ['TERMESZETES_SZEMELY', 'JOGI_SZEMELY'] as const;

/** Contact person or representative (values ours, meaning from the spec). */
export const CONTACT_STATUSES = ['KAPCSOLATTARTO', 'KEPVISELO'] as const;

/** Joint or independent right of representation (values ours, meaning from the spec). */
export const REPRESENTATIVE_RIGHTS = ['EGYUTTES', 'ONALLO'] as const;

/** The roles a user holds on an applicant; OWNER manages users (admin), EDITOR edits data. */
export const APPLICANT_ROLES = ['OWNER', 'EDITOR'] as const;

export const ENTERPRISE_SIZES = ['micro', 'small', 'medium', 'large'] as const;
