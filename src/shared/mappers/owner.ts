/** Owner: Hungarian payload ↔ English form model (spec section 3, "Owner"). */
import type {
  TamogatastIgenyloTulajdonosPayload,
  TulajdonosBody,
  TulajdonosPayload,
} from './payloads.ts';
import type { OwnerType } from './value-sets.ts';

export interface OwnerForm {
  id?: number;
  version?: number;
  type: OwnerType | '';
  name: string;
  taxNumber: string;
  taxIdentificationNumber: string;
  /** Percent, 0–100. */
  ownershipShare: number;
  /** Percent, 0–100. */
  votingRights: number;
  /** Absent when no country is chosen (the form's searchable select stores {id, name}). */
  registeredCountry?: { id: number; name: string };
  churchIdentificationNumber: string;
  pirIdentifier: string;
  birthNumber: string;
}

export function ownerFromPayload(payload: Partial<TulajdonosPayload>): OwnerForm {
  const form: OwnerForm = {
    type: payload.tipus ?? '',
    name: payload.nev ?? '',
    taxNumber: payload.adoszam ?? '',
    taxIdentificationNumber: payload.adoazonositoJel ?? '',
    ownershipShare: payload.tulajdoniHanyad ?? 0,
    votingRights: payload.szavazatiJog ?? 0,
    churchIdentificationNumber: payload.egyhaziAzonosito ?? '',
    pirIdentifier: payload.pirAzonosito ?? '',
    birthNumber: payload.szuletesiSzam ?? '',
  };
  if (payload.bejegyzesOrszaga) {
    form.registeredCountry = {
      id: payload.bejegyzesOrszaga.id,
      name: payload.bejegyzesOrszaga.nev ?? '',
    };
  }
  if (payload.id !== undefined) form.id = payload.id;
  if (payload.verzio !== undefined) form.version = payload.verzio;
  return form;
}

export function ownerToPayload(form: OwnerForm): TulajdonosBody {
  const payload: TulajdonosBody = {
    tipus: form.type as OwnerType,
    nev: form.name,
    adoszam: form.taxNumber || null,
    adoazonositoJel: form.taxIdentificationNumber || null,
    tulajdoniHanyad: form.ownershipShare,
    szavazatiJog: form.votingRights,
    bejegyzesOrszaga: form.registeredCountry
      ? { id: form.registeredCountry.id, nev: form.registeredCountry.name }
      : null,
    egyhaziAzonosito: form.churchIdentificationNumber || null,
    pirAzonosito: form.pirIdentifier || null,
    szuletesiSzam: form.birthNumber || null,
  };
  if (form.id !== undefined) payload.id = form.id;
  if (form.version !== undefined) payload.verzio = form.version;
  return payload;
}

/** The POST /tamogatast-igenylo-tulajdonosok body: applicant and owner. */
export function newOwnerToPayload(
  form: OwnerForm,
  applicantId: number,
): TamogatastIgenyloTulajdonosPayload {
  return { tamogatastIgenylo: { id: applicantId }, tulajdonos: ownerToPayload(form) };
}
