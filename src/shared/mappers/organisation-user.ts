/** A user of the organisation (permission): Hungarian payload ↔ English model. */
import type { ApplicantRole } from './value-sets.ts';

export interface OrganisationUserPayload {
  id: number;
  szerep: ApplicantRole;
  admin: boolean;
  felhasznalo: { id: number; nev: string; email: string };
  verzio: number;
}

export interface OrganisationUser {
  /** The permission's id. */
  id: number;
  userId: number;
  fullName: string;
  email: string;
  applicantRole: ApplicantRole;
  admin: boolean;
  version: number;
}

export function organisationUserFromPayload(payload: OrganisationUserPayload): OrganisationUser {
  return {
    id: payload.id,
    userId: payload.felhasznalo.id,
    fullName: payload.felhasznalo.nev,
    email: payload.felhasznalo.email,
    applicantRole: payload.szerep,
    admin: payload.admin,
    version: payload.verzio,
  };
}
