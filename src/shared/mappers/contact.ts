/** Contact person: Hungarian payload ↔ English form model (spec section 3, "Contact person"). */
import type { KapcsolattartoBody, KapcsolattartoPayload } from './payloads.ts';
import type { ContactStatus, RepresentativeRight } from './value-sets.ts';

export interface ContactForm {
  id?: number;
  version?: number;
  applicantId: number;
  name: string;
  contactStatus: ContactStatus | '';
  /** Optional: '' when not given. */
  representativeRight: RepresentativeRight | '';
  phone: string;
  mobilePhone: string;
  email: string;
  position: string;
}

export function contactFromPayload(payload: Partial<KapcsolattartoPayload>): ContactForm {
  const form: ContactForm = {
    applicantId: payload.tamogatastIgenylo?.id ?? 0,
    name: payload.nev ?? '',
    contactStatus: payload.statusz ?? '',
    representativeRight: payload.kepviseletiJog ?? '',
    phone: payload.telefonszam ?? '',
    mobilePhone: payload.mobilTelefonszam ?? '',
    email: payload.email ?? '',
    position: payload.beosztas ?? '',
  };
  if (payload.id !== undefined) form.id = payload.id;
  if (payload.verzio !== undefined) form.version = payload.verzio;
  return form;
}

export function contactToPayload(form: ContactForm): KapcsolattartoBody {
  const payload: KapcsolattartoBody = {
    tamogatastIgenylo: { id: form.applicantId },
    nev: form.name,
    statusz: form.contactStatus as ContactStatus,
    kepviseletiJog: form.representativeRight || null,
    telefonszam: form.phone || null,
    mobilTelefonszam: form.mobilePhone || null,
    email: form.email,
    beosztas: form.position || null,
  };
  if (form.id !== undefined) payload.id = form.id;
  if (form.version !== undefined) payload.verzio = form.version;
  return payload;
}
