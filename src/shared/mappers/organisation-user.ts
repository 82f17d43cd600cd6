/** A user of the organisation (permission): Hungarian payload ↔ English model. */
import type { OrganisationUserApi } from '../../../schemas/api/master-data/organisation-users.ts';
import type { ApplicantRole } from './value-sets.ts';

export type OrganisationUserPayload = OrganisationUserApi['list']['response'][200][number];

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
