/**
 * What the NTAK identity login brings for the provider profile (decision 0022): the claims of the
 * identity token mapped onto profile fields, each kept only when it passes the field's own rule
 * of the form schema, and written into the profile of every applicant the user may edit whose tax
 * number the token names (the same match as selectedNtakProviderTaxNumber, spec section 2).
 */
import type { ValidateFunction } from 'ajv';
import type { Database } from '../db/database.ts';
import schema from '../../../schemas/forms/provider-profile/provider-profile.schema.json' with { type: 'json' };
import { createPortalAjv } from '../../shared/validation/vocabulary.ts';
import { isConsistentSegment } from '../../shared/provider-profile.ts';
import { fillProviderProfileFromNtak } from '../repositories/provider-profiles.ts';

type Claims = Record<string, unknown>;

/** NTAK's provider types (claim `provider_type`) → the profile's type. */
const PROVIDER_TYPES: Record<string, string> = {
  GAZDASAGI_TARSASAG: 'JOINT_VENTURE',
  EGYENI_VALLALKOZO: 'SOLE_PROPRIETORSHIP',
  MAGANSZEMELY: 'INDIVIDUAL_TAXPAYER',
};

/** Claim → profile field, for the claims taken as they are. */
export const NTAK_CLAIM_FIELDS: Readonly<Record<string, string>> = {
  provider_name: 'name',
  tax_number: 'taxNumber',
  provider_email: 'email',
  phone_number: 'phone',
  website: 'website',
  founded_on: 'foundationDate',
  company_registration_number: 'companyRegistrationNumber',
  teaor_code: 'economicActivityCode',
  ntak_registration_number: 'ntakRegistrationNumber',
  tourism_segment: 'mainTourismSegment',
  tourism_micro_segment: 'mainTourismMicroSegment',
  tourism_activity_since: 'tourismActivitySince',
};

type Json = Record<string, unknown>;
const dependencyBranches = Object.values(
  schema.dependencies as unknown as Record<string, { oneOf: Array<{ properties: Json }> }>,
).flatMap((dependency) => dependency.oneOf);

/** A field's schema: a property of the form, or of one of its dependency branches. */
function fieldSchema(field: string): Json | undefined {
  const top = (schema.properties as Record<string, Json>)[field];
  if (top) return top;
  for (const branch of dependencyBranches) {
    const property = branch.properties[field] as Json | undefined;
    if (property && property.type) return property;
  }
  return undefined;
}

let validators: Map<string, ValidateFunction> | undefined;
function validatorOf(field: string): ValidateFunction | undefined {
  validators ??= new Map();
  if (!validators.has(field)) {
    const property = fieldSchema(field);
    if (!property) return undefined;
    validators.set(field, createPortalAjv().compile(property));
  }
  return validators.get(field);
}

/** The profile fields the claims fill, each valid by its own rule; the rest is left out. */
export function profileFromNtakClaims(claims: Claims): Record<string, unknown> {
  const profile: Record<string, unknown> = {};
  for (const [claim, field] of Object.entries(NTAK_CLAIM_FIELDS)) {
    const value = claims[claim];
    if (typeof value !== 'string' || value.trim() === '') continue;
    // The micro-segment's list depends on the segment: checked together below.
    const valid = field === 'mainTourismMicroSegment' || validatorOf(field)?.(value.trim());
    if (valid) profile[field] = value.trim();
  }
  const type = PROVIDER_TYPES[String(claims.provider_type ?? '')];
  if (type) profile.type = type;
  if (profile.ntakRegistrationNumber) profile.nTakDataProvided = true;
  // A micro-segment of another segment is dropped; the segment (checked by its enum) stays.
  if (!isConsistentSegment(profile.mainTourismSegment, profile.mainTourismMicroSegment))
    delete profile.mainTourismMicroSegment;
  return profile;
}

/** The applicants the user may edit whose tax number the NTAK tax number names. */
async function matchingApplicants(db: Database, userId: number, taxNumber: string) {
  const rows = await db
    .selectFrom('tamogatast_igenylo as t')
    .innerJoin('tamogatast_igenylo_jogosultsag as j', 'j.tamogatast_igenylo_id', 't.id')
    .select(['t.id', 't.adoszam'])
    .where('j.user_id', '=', userId)
    .execute();
  return rows.filter((row) =>
    taxNumber.includes('-') ? row.adoszam === taxNumber : row.adoszam.slice(0, 8) === taxNumber,
  );
}

/**
 * Fills the provider profile of the signed-in user's matching applicants from the NTAK claims.
 * Returns the ids of the applicants filled.
 */
export async function fillProfilesFromNtak(
  db: Database,
  userId: number,
  claims: Claims,
): Promise<number[]> {
  const taxNumber = typeof claims.tax_number === 'string' ? claims.tax_number.trim() : '';
  if (taxNumber === '') return [];
  const ntak = profileFromNtakClaims(claims);
  if (Object.keys(ntak).length === 0) return [];
  const applicants = await matchingApplicants(db, userId, taxNumber);
  for (const applicant of applicants) {
    // An 8-digit NTAK tax number names the company; the profile keeps the full one.
    await fillProviderProfileFromNtak(db, {
      userId,
      applicantId: applicant.id,
      ntak: { ...ntak, taxNumber: applicant.adoszam },
    });
  }
  return applicants.map((applicant) => applicant.id);
}
