/**
 * The value sets of the applicant master data (spec section 3) with their types. The lists live
 * in schemas/api/master-data/value-sets.ts (schemas/ is the data every side shares).
 */
import {
  ADDRESS_SOURCES,
  ADDRESS_TYPES,
  APPLICANT_ROLES,
  APPLICANT_TYPES,
  CONTACT_STATUSES,
  OWNER_TYPES,
  QUALIFICATION_CODES,
  REPRESENTATIVE_RIGHTS,
  SUPPORT_APPLICANT_TYPES,
  TRANSPARENT_ORGANISATION_VALUES,
} from '../../../schemas/api/master-data/value-sets.ts';

export {
  ADDRESS_SOURCES,
  ADDRESS_TYPES,
  APPLICANT_ROLES,
  APPLICANT_TYPES,
  CONTACT_STATUSES,
  OWNER_TYPES,
  QUALIFICATION_CODES,
  REPRESENTATIVE_RIGHTS,
  SUPPORT_APPLICANT_TYPES,
  TRANSPARENT_ORGANISATION_VALUES,
};

export type ApplicantType = (typeof APPLICANT_TYPES)[number];
export type QualificationCode = (typeof QUALIFICATION_CODES)[number];
export type TransparentOrganisation = (typeof TRANSPARENT_ORGANISATION_VALUES)[number];
export type SupportApplicantType = (typeof SUPPORT_APPLICANT_TYPES)[number];
export type AddressType = (typeof ADDRESS_TYPES)[number];
export type AddressSource = (typeof ADDRESS_SOURCES)[number];
export type OwnerType = (typeof OWNER_TYPES)[number];
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export type RepresentativeRight = (typeof REPRESENTATIVE_RIGHTS)[number];
export type ApplicantRole = (typeof APPLICANT_ROLES)[number];
