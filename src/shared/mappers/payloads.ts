/**
 * The Hungarian payloads of the master-data API (spec sections 3 and 7), exactly as they travel:
 * each type is derived from its schema in schemas/api/master-data (docs/decisions/0026), so none
 * is written by hand and a field added to a schema reaches every user of its payload. The client
 * converts them to its English form models only through the mappers next to this file; the
 * server produces and accepts them as they are.
 */
import type { AddressApi } from '../../../schemas/api/master-data/addresses.ts';
import type { ApplicantApi, ApplicantInput } from '../../../schemas/api/master-data/applicants.ts';
import type { ContactApi } from '../../../schemas/api/master-data/contacts.ts';
import type { FinancialApi } from '../../../schemas/api/master-data/financial.ts';
import type { OwnerApi } from '../../../schemas/api/master-data/owners.ts';
import type { SnapshotApi } from '../../../schemas/api/master-data/snapshots.ts';

/** An applicant (organisation) as answered. Optional text may be absent or null. */
export type TamogatastIgenyloPayload = ApplicantApi['get']['response'][200];

/** An applicant as the base-data form saves it (POST, and with `verzio` PUT). */
export type TamogatastIgenyloBody = ApplicantInput;

/** A row of search-by-current: the applicant summary with the user's permissions on it. */
export type TamogatastIgenyloOsszegzesPayload =
  ApplicantApi['search']['response'][200]['data'][number];

/** A paged list of applicant summaries (spec section 3). */
export type TamogatastIgenyloOsszegzesOldal = ApplicantApi['search']['response'][200];

/** A list query as sent (spec section 3). */
export type ListQueryPayload = ApplicantApi['search']['body'];

/** A business form or TEÁOR as an applicant answer names it. */
export type GazdalkodasiFormaPayload = Required<
  Pick<NonNullable<TamogatastIgenyloPayload['gazdalkodasiForma']>, 'id' | 'megnevezes'>
>;
export type TeaorPayload = Required<
  Pick<NonNullable<TamogatastIgenyloPayload['teaor']>, 'id' | 'megnevezes' | 'kod'>
>;

/** An address as answered. */
export type CimPayload = AddressApi['list']['response'][200][number];

/** POST /tamogatast-igenylo-cimek: the address and its applicant link. */
export type TamogatastIgenyloCimPayload = AddressApi['save']['body'];

/** An owner as answered. */
export type TulajdonosPayload = OwnerApi['list']['response'][200][number];

/** An owner as saved (PUT; inside TamogatastIgenyloTulajdonosPayload for POST). */
export type TulajdonosBody = OwnerApi['update']['body'] | OwnerApi['create']['body']['tulajdonos'];

/** POST /tamogatast-igenylo-tulajdonosok: the owner and its applicant. */
export type TamogatastIgenyloTulajdonosPayload = OwnerApi['create']['body'];

/** A contact person as answered. */
export type KapcsolattartoPayload = ContactApi['list']['response'][200][number];

/** A contact person as saved. */
export type KapcsolattartoBody = ContactApi['create']['body'];

/** One closed business year's figures as answered, in forints (headcount in persons). */
export type PenzugyiAdatPayload = FinancialApi['get']['response'][200]['evek'][number];

/** One business year as saved. */
export type PenzugyiAdatBody = FinancialApi['create']['body'];

/**
 * GET /tamogatast-igenylok/{id}/torzsadat-pillanatkep (docs/decisions/0009): base data and owners
 * as the applicant's latest submission froze them; `pillanatkep` is null before a first one.
 */
export type TorzsadatPillanatkepValaszPayload = SnapshotApi['get']['response'][200];
