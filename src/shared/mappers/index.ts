/**
 * The one mapper module: the Hungarian names of the server (spec section 3) ↔ the English names
 * of the client's form models. Nothing else translates field names.
 */
export * from './address.ts';
export * from './applicant.ts';
export * from './contact.ts';
export * from './financial.ts';
export * from './organisation-user.ts';
export * from './owner.ts';
export * from './snapshot.ts';
export type * from './payloads.ts';
export * from './value-sets.ts';
