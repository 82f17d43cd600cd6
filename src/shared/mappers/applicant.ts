/**
 * Applicant: Hungarian API payload ↔ English form model (spec section 3). Missing text becomes
 * '', flags false, the business form's and TEÁOR's id 0; the establishment date is yyyy-MM-dd.
 * On save the Hungarian names return; an empty individual entrepreneur ID is left out, and an
 * empty qualification code, applicant type, transparency or PIR goes as null.
 */
import type {
  TamogatastIgenyloBody,
  TamogatastIgenyloOsszegzesPayload,
  TamogatastIgenyloPayload,
} from './payloads.ts';
import type {
  ApplicantRole,
  ApplicantType,
  QualificationCode,
  SupportApplicantType,
  TransparentOrganisation,
} from './value-sets.ts';

export interface BusinessForm {
  id: number;
  name: string;
}

export interface Teaor {
  id: number;
  name: string;
  code: string;
}

/** The base-data form model. Selects hold '' when nothing is chosen. */
export interface ApplicantForm {
  id?: number;
  /** Optimistic-locking version; absent for a new applicant. */
  version?: number;
  name: string;
  shortName: string;
  taxNumber: string;
  foreignHeadquarters: boolean;
  foreignTaxNumber: string;
  statisticalNumber: string;
  individualEntrepreneurID: string;
  businessForm: BusinessForm;
  courtRegistration: string;
  companyRegistration: string;
  /** yyyy-MM-dd, or '' when unknown. */
  establishment: string;
  consortiumImplementation: boolean;
  qualificationCode: QualificationCode | '';
  teaor: Teaor;
  transparentOrganization: TransparentOrganisation | '';
  supportApplicantType: SupportApplicantType | '';
  email: string;
  phone: string;
  website: string;
  pirIdentifier: string;
  technical: boolean;
  applicantType: ApplicantType | '';
  parent?: ApplicantForm | null;
}

const text = (value: string | null | undefined): string => value ?? '';

/** yyyy-MM-dd from a date or timestamp string; '' when absent. */
export function toDateOnly(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  return match ? (match[1] as string) : '';
}

/** The form model of an applicant payload. */
export function applicantFromPayload(
  payload: Partial<TamogatastIgenyloPayload> | TamogatastIgenyloBody,
): ApplicantForm {
  const form: ApplicantForm = {
    name: text(payload.nev),
    shortName: text(payload.roviditettNev),
    taxNumber: text(payload.adoszam),
    foreignHeadquarters: payload.kulfoldiSzekhelyu ?? false,
    foreignTaxNumber: text(payload.adoszamKulfoldi),
    statisticalNumber: text(payload.statisztikaiSzam),
    individualEntrepreneurID: text(payload.egyeniVallalkozoiIgazolvanySzam),
    businessForm: {
      id: payload.gazdalkodasiForma?.id ?? 0,
      name: text(payload.gazdalkodasiForma?.megnevezes),
    },
    courtRegistration: text(payload.birosagiNyilvantartas),
    companyRegistration: text(payload.cegbirosagBejegyzes),
    establishment: toDateOnly(payload.alapitas),
    consortiumImplementation: payload.konzorciumiMegvalositas ?? false,
    qualificationCode: payload.minositesiKod ?? '',
    teaor: {
      id: payload.teaor?.id ?? 0,
      name: text(payload.teaor?.megnevezes),
      code: text(payload.teaor?.kod),
    },
    transparentOrganization: payload.atlathatoSzervezet ?? '',
    supportApplicantType: payload.tamogatastIgenyloTipus ?? '',
    email: text(payload.email),
    phone: text(payload.telefonszam),
    website: text(payload.honlap),
    pirIdentifier: text(payload.pirAzonosito),
    technical: payload.technikai ?? false,
    applicantType: payload.applicantType ?? '',
  };
  if (payload.id !== undefined) form.id = payload.id;
  if (payload.verzio !== undefined) form.version = payload.verzio;
  if (payload.parent !== undefined) {
    form.parent = payload.parent ? applicantFromPayload(payload.parent) : null;
  }
  return form;
}

/** The payload to save a form model with (POST or PUT /tamogatast-igenylok). */
export function applicantToPayload(form: ApplicantForm): TamogatastIgenyloBody {
  const payload: TamogatastIgenyloBody = {
    nev: form.name,
    roviditettNev: form.shortName,
    adoszam: form.taxNumber,
    kulfoldiSzekhelyu: form.foreignHeadquarters,
    adoszamKulfoldi: form.foreignTaxNumber,
    statisztikaiSzam: form.statisticalNumber,
    gazdalkodasiForma: { id: form.businessForm.id, megnevezes: form.businessForm.name },
    birosagiNyilvantartas: form.courtRegistration,
    cegbirosagBejegyzes: form.companyRegistration,
    alapitas: toDateOnly(form.establishment),
    konzorciumiMegvalositas: form.consortiumImplementation,
    minositesiKod: form.qualificationCode || null,
    teaor: { id: form.teaor.id, megnevezes: form.teaor.name, kod: form.teaor.code },
    atlathatoSzervezet: form.transparentOrganization || null,
    tamogatastIgenyloTipus: form.supportApplicantType || null,
    email: form.email || null,
    telefonszam: form.phone || null,
    honlap: form.website,
    pirAzonosito: form.pirIdentifier || null,
    technikai: form.technical,
    applicantType: form.applicantType || null,
  };
  if (form.individualEntrepreneurID) {
    payload.egyeniVallalkozoiIgazolvanySzam = form.individualEntrepreneurID;
  }
  if (form.id !== undefined) payload.id = form.id;
  if (form.version !== undefined) payload.verzio = form.version;
  if (form.parent !== undefined) {
    payload.parent = form.parent ? applicantToPayload(form.parent) : null;
  }
  return payload;
}

export interface ApplicantPermission {
  id: number;
  role: ApplicantRole;
  admin: boolean;
  user: { id: number; name: string; email: string };
}

/** A row of the applicant switcher (spec: applicant summary with its permissions). */
export interface ApplicantSummary {
  id: number;
  name: string;
  taxNumber: string;
  applicantType: ApplicantType;
  permissions: ApplicantPermission[];
}

export function applicantSummaryFromPayload(
  payload: TamogatastIgenyloOsszegzesPayload,
): ApplicantSummary {
  return {
    id: payload.id,
    name: payload.nev,
    taxNumber: payload.adoszam,
    applicantType: payload.applicantType,
    permissions: payload.jogosultsagok.map((permission) => ({
      id: permission.id,
      role: permission.szerep,
      admin: permission.admin,
      user: {
        id: permission.felhasznalo.id,
        name: permission.felhasznalo.nev,
        email: permission.felhasznalo.email,
      },
    })),
  };
}
