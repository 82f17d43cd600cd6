/** Address: Hungarian payload ↔ English form model (spec section 3, "Application address"). */
import type { CimPayload, TamogatastIgenyloCimPayload } from './payloads.ts';

type CimBody = TamogatastIgenyloCimPayload['cim'];
import type { AddressSource, AddressType } from './value-sets.ts';

export interface AddressForm {
  id?: number;
  version?: number;
  /** Absent when no country is chosen (the form's searchable select stores {id, name}). */
  country?: { id: number; name: string };
  /** Absent when the settlement is not in the list; then cityName is typed. */
  city?: { id: number; name: string };
  cityName: string;
  addressType: AddressType | '';
  postalCode: string;
  address: string;
  lotNumber: string;
  source: AddressSource;
}

export function addressFromPayload(payload: Partial<CimPayload>): AddressForm {
  const form: AddressForm = {
    cityName: payload.telepulesNev ?? '',
    addressType: payload.cimTipus ?? '',
    postalCode: payload.iranyitoszam ?? '',
    address: payload.cim ?? '',
    lotNumber: payload.helyrajziSzam ?? '',
    source: payload.source ?? 'PORTAL',
  };
  if (payload.orszag) form.country = { id: payload.orszag.id, name: payload.orszag.nev ?? '' };
  if (payload.telepules)
    form.city = { id: payload.telepules.id, name: payload.telepules.megnevezes ?? '' };
  if (payload.id !== undefined) form.id = payload.id;
  if (payload.verzio !== undefined) form.version = payload.verzio;
  return form;
}

/** The POST /tamogatast-igenylo-cimek body: the address with its applicant link. */
export function addressToPayload(
  form: AddressForm,
  applicantId: number,
): TamogatastIgenyloCimPayload {
  const cim: CimBody = {
    orszag: form.country ? { id: form.country.id, nev: form.country.name } : null,
    telepules: form.city ? { id: form.city.id, megnevezes: form.city.name } : null,
    telepulesNev: form.cityName || null,
    cimTipus: form.addressType as AddressType,
    iranyitoszam: form.postalCode || null,
    cim: form.address || null,
    helyrajziSzam: form.lotNumber || null,
    source: form.source,
  };
  if (form.id !== undefined) cim.id = form.id;
  if (form.version !== undefined) cim.verzio = form.version;
  return { tamogatastIgenylo: { id: applicantId }, cim };
}
