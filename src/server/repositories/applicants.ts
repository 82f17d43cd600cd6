/**
 * Applicants (organisations) and their users' permissions. Exports the APPLICANTS contract used
 * by registration (createApplicantForOwner, listPermissionsOfUser) and the master-data routes.
 * Answers are the Hungarian API payloads of spec section 3.
 */
import { type ExpressionBuilder, type Kysely, type Selectable, sql } from 'kysely';
import type { ApplicantTables, ApplicantTextColumns, DB, SnakeCase } from '../db/types.ts';
import type {
  GazdalkodasiFormaPayload,
  TamogatastIgenyloOsszegzesOldal,
  TamogatastIgenyloPayload,
  TeaorPayload,
} from '../../shared/mappers/payloads.ts';
import {
  type ApplicantInput,
  type ApplicantTextField,
  applicantTextFields,
} from '../../../schemas/api/master-data/applicants.ts';
import type { ApplicantRole, ApplicantType } from '../../shared/mappers/value-sets.ts';
import { DomainError, translateDatabaseError } from './errors.ts';
import { inTransaction, recordChange } from './audit.ts';

/** The database or a transaction of it (Kysely's Transaction is a Kysely). */
type Executor = Kysely<DB>;

type ApplicantRow = Selectable<ApplicantTables['tamogatast_igenylo']>;

export interface CreateApplicantForOwnerInput {
  name: string;
  taxNumber: string;
  applicantType: ApplicantType;
  userId: number;
}

/**
 * Creates an applicant with the given user as its OWNER (admin). Runs inside the caller's
 * transaction when given one, so a failed registration leaves no applicant behind.
 */
export async function createApplicantForOwner(
  db: Executor,
  input: CreateApplicantForOwnerInput,
): Promise<{ applicantId: number }> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('tamogatast_igenylo')
      .values({
        nev: input.name,
        adoszam: input.taxNumber,
        applicant_type: input.applicantType,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordChange(trx, {
      userId: input.userId,
      table: 'tamogatast_igenylo',
      rowId: row.id,
      action: 'INSERT',
      applicantId: row.id,
      before: null,
      after: row,
    });
    await grantPermission(trx, {
      actingUserId: input.userId,
      userId: input.userId,
      applicantId: row.id,
      role: 'OWNER',
    });
    return { applicantId: row.id };
  });
}

export interface UserPermission {
  id: number;
  applicantId: number;
  applicantName: string;
  taxNumber: string;
  role: ApplicantRole;
  admin: boolean;
}

/** Every applicant the user holds a permission on, oldest permission first. */
export async function listPermissionsOfUser(
  db: Executor,
  userId: number,
): Promise<UserPermission[]> {
  const rows = await db
    .selectFrom('tamogatast_igenylo_jogosultsag as j')
    .innerJoin('tamogatast_igenylo as t', 't.id', 'j.tamogatast_igenylo_id')
    .select([
      'j.id',
      'j.tamogatast_igenylo_id as applicantId',
      't.nev as applicantName',
      't.adoszam as taxNumber',
      'j.szerep as role',
      'j.admin',
    ])
    .where('j.user_id', '=', userId)
    .orderBy('j.id', 'asc')
    .execute();
  return rows;
}

/** The user's role on the applicant, or null when the user holds no permission on it. */
export async function findRoleOnApplicant(
  db: Executor,
  userId: number,
  applicantId: number,
): Promise<ApplicantRole | null> {
  const row = await db
    .selectFrom('tamogatast_igenylo_jogosultsag')
    .select('szerep')
    .where('user_id', '=', userId)
    .where('tamogatast_igenylo_id', '=', applicantId)
    .executeTakeFirst();
  return row?.szerep ?? null;
}

/**
 * Grants a role (OWNER → admin true, EDITOR → admin false) and records it in the audit trail.
 * Used by applicant creation and by the organisation-users feature.
 */
export async function grantPermission(
  db: Executor,
  input: { actingUserId: number | null; userId: number; applicantId: number; role: ApplicantRole },
): Promise<{ id: number }> {
  const row = await db
    .insertInto('tamogatast_igenylo_jogosultsag')
    .values({
      user_id: input.userId,
      tamogatast_igenylo_id: input.applicantId,
      szerep: input.role,
      admin: input.role === 'OWNER',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordChange(db, {
    userId: input.actingUserId,
    table: 'tamogatast_igenylo_jogosultsag',
    rowId: row.id,
    action: 'INSERT',
    applicantId: input.applicantId,
    before: null,
    after: row,
  });
  return { id: row.id };
}

/** The applicant as the API answers it; the parent only when the user may see it too. */
export async function getApplicant(
  db: Executor,
  id: number,
  viewerUserId: number,
): Promise<TamogatastIgenyloPayload | null> {
  const row = await selectApplicant(db, id);
  if (!row) return null;
  const payload = toPayload(row);
  if (row.parent_id !== null) {
    const parentRole = await findRoleOnApplicant(db, viewerUserId, row.parent_id);
    const parent = parentRole ? await selectApplicant(db, row.parent_id) : undefined;
    payload.parent = parent ? toPayload(parent) : null;
  }
  return payload;
}

/** The plain text fields (schemas/api/master-data/applicants.ts), each with its column. */
const TEXT_FIELDS = (Object.keys(applicantTextFields) as ApplicantTextField[]).map((field) => ({
  field,
  column: field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) as SnakeCase<
    typeof field
  >,
}));

/** The plain text columns of a payload; absent text is stored as null. */
function textColumns(payload: ApplicantInput): ApplicantTextColumns {
  return Object.fromEntries(
    TEXT_FIELDS.map(({ field, column }) => [column, payload[field] ?? null]),
  ) as ApplicantTextColumns;
}

/** The plain text fields of a row. */
function textFields(row: ApplicantTextColumns): { [Field in ApplicantTextField]: string | null } {
  return Object.fromEntries(TEXT_FIELDS.map(({ field, column }) => [field, row[column]])) as {
    [Field in ApplicantTextField]: string | null;
  };
}

/** The writable columns from a payload validated by the route schema. */
function toColumns(payload: ApplicantInput) {
  return {
    ...textColumns(payload),
    nev: (payload.nev ?? '').trim(),
    adoszam: payload.adoszam ?? '',
    kulfoldi_szekhelyu: payload.kulfoldiSzekhelyu ?? false,
    statisztikai_szam: payload.statisztikaiSzam ?? null,
    egyeni_vallalkozoi_igazolvany_szam: payload.egyeniVallalkozoiIgazolvanySzam || null,
    gazdalkodasi_forma_id: payload.gazdalkodasiForma?.id || null,
    alapitas: payload.alapitas ? payload.alapitas.slice(0, 10) : null,
    konzorciumi_megvalositas: payload.konzorciumiMegvalositas ?? false,
    minositesi_kod: payload.minositesiKod ?? null,
    teaor_id: payload.teaor?.id || null,
    atlathato_szervezet: payload.atlathatoSzervezet ?? null,
    tamogatast_igenylo_tipus: payload.tamogatastIgenyloTipus ?? null,
  };
}

/**
 * Creates an applicant from the full payload; the creating user becomes its OWNER. A parent must
 * be an applicant the user holds a permission on (checked by the route).
 */
export async function createApplicant(
  db: Executor,
  userId: number,
  payload: ApplicantInput,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('tamogatast_igenylo')
      .values({
        ...toColumns(payload),
        applicant_type: payload.applicantType ?? 'JOINT_VENTURE',
        parent_id: payload.parent?.id ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch(translateDatabaseError);
    await recordChange(trx, {
      userId,
      table: 'tamogatast_igenylo',
      rowId: row.id,
      action: 'INSERT',
      applicantId: row.id,
      before: null,
      after: row,
    });
    await grantPermission(trx, {
      actingUserId: userId,
      userId,
      applicantId: row.id,
      role: 'OWNER',
    });
    return row.id;
  });
}

/**
 * Updates the applicant when `payload.verzio` is still current (409 otherwise). The applicant
 * type is kept unless the payload names one; the technical flag and parent are not editable.
 */
export async function updateApplicant(
  db: Executor,
  userId: number,
  id: number,
  payload: ApplicantInput & { verzio: number },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('tamogatast_igenylo')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new DomainError('notFound');
    if (before.verzio !== payload.verzio) throw new DomainError('conflict');
    const after = await trx
      .updateTable('tamogatast_igenylo')
      .set({
        ...toColumns(payload),
        ...(payload.applicantType ? { applicant_type: payload.applicantType } : {}),
        verzio: sql`verzio + 1`,
        modositva: sql`now()`,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch(translateDatabaseError);
    await recordChange(trx, {
      userId,
      table: 'tamogatast_igenylo',
      rowId: id,
      action: 'UPDATE',
      applicantId: id,
      before,
      after,
    });
  });
}

const SORTABLE_COLUMNS = {
  id: 't.id',
  nev: 't.nev',
  name: 't.nev',
  adoszam: 't.adoszam',
  taxNumber: 't.adoszam',
} as const;

export interface ApplicantSearch {
  filter: string;
  sortBy: string;
  sortDirection: 'asc' | 'desc';
  pageIndex: number;
  pageSize: number;
}

/**
 * The applicants the user holds a permission on, filtered by name or tax number, with the
 * user's own permission on each. Unknown sort columns fall back to id.
 */
export async function searchApplicantsOfUser(
  db: Executor,
  viewer: { id: number; name: string; email: string },
  search: ApplicantSearch,
): Promise<TamogatastIgenyloOsszegzesOldal> {
  let base = db
    .selectFrom('tamogatast_igenylo_jogosultsag as j')
    .innerJoin('tamogatast_igenylo as t', 't.id', 'j.tamogatast_igenylo_id')
    .where('j.user_id', '=', viewer.id);
  const filter = search.filter.trim();
  if (filter) {
    const pattern = `%${filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([eb('t.nev', 'ilike', pattern), eb('t.adoszam', 'ilike', pattern)]),
    );
  }
  const sortColumn =
    SORTABLE_COLUMNS[search.sortBy as keyof typeof SORTABLE_COLUMNS] ?? SORTABLE_COLUMNS.id;
  const rows = await base
    .select([
      't.id',
      't.nev',
      't.adoszam',
      't.applicant_type',
      'j.id as jogosultsagId',
      'j.szerep',
      'j.admin',
    ])
    // The count of all matches rides along with the page (issue 14: one statement, not two).
    .select((eb) => eb.fn.countAll<number>().over().as('total'))
    .orderBy(sortColumn, search.sortDirection)
    .orderBy('t.id', search.sortDirection)
    .limit(search.pageSize)
    .offset(search.pageIndex * search.pageSize)
    .execute();
  // A page past the last has no row to carry the count: only then is it counted apart.
  const totalElements = Number(
    rows[0]?.total ??
      (search.pageIndex === 0
        ? 0
        : (
            await base
              .select((eb) => eb.fn.countAll<number>().as('total'))
              .executeTakeFirstOrThrow()
          ).total),
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      nev: row.nev,
      adoszam: row.adoszam,
      applicantType: row.applicant_type,
      jogosultsagok: [
        {
          id: row.jogosultsagId,
          szerep: row.szerep,
          admin: row.admin,
          felhasznalo: { id: viewer.id, nev: viewer.name, email: viewer.email },
        },
      ],
    })),
    totalPages: Math.ceil(totalElements / search.pageSize),
    totalElements,
  };
}

type JoinedApplicantRow = Omit<ApplicantRow, 'alapitas' | 'letrehozva' | 'modositva'> & {
  alapitas: string | null;
  gf_id: number | null;
  gf_megnevezes: string | null;
  teaor_kod: string | null;
  teaor_megnevezes: string | null;
};

async function selectApplicant(db: Executor, id: number): Promise<JoinedApplicantRow | undefined> {
  return applicantQuery(db).where('t.id', '=', id).executeTakeFirst();
}

/**
 * An applicant with `viewerUserId`'s role on it and on its parent, in one query (issue 14: the
 * tenant check and the read were two statements). Undefined for an unknown id; a null role when
 * the user holds none (the caller answers 404). The parent is read only when there is one the
 * viewer may see.
 */
export async function getApplicantWithRole(
  db: Executor,
  id: number,
  viewerUserId: number,
): Promise<{ applicant: TamogatastIgenyloPayload; role: ApplicantRole | null } | undefined> {
  const roleOf = (
    eb: ExpressionBuilder<DB & { t: DB['tamogatast_igenylo'] }, 't'>,
    of: 't.id' | 't.parent_id',
  ) =>
    eb
      .selectFrom('tamogatast_igenylo_jogosultsag as j')
      .select('j.szerep')
      .where('j.user_id', '=', viewerUserId)
      .whereRef('j.tamogatast_igenylo_id', '=', of);
  const row = await applicantQuery(db)
    .select((eb) => [
      roleOf(eb, 't.id').as('viewer_role'),
      roleOf(eb, 't.parent_id').as('parent_role'),
    ])
    .where('t.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const applicant = toPayload(row);
  if (row.viewer_role && row.parent_id !== null && row.parent_role) {
    const parent = await selectApplicant(db, row.parent_id);
    applicant.parent = parent ? toPayload(parent) : null;
  }
  return { applicant, role: row.viewer_role ?? null };
}

function applicantQuery(db: Executor) {
  return db
    .selectFrom('tamogatast_igenylo as t')
    .leftJoin('gazdalkodasi_forma as gf', 'gf.id', 't.gazdalkodasi_forma_id')
    .leftJoin('teaor as te', 'te.id', 't.teaor_id')
    .select(TEXT_FIELDS.map(({ column }) => `t.${column}` as const))
    .select([
      't.id',
      't.nev',
      't.adoszam',
      't.kulfoldi_szekhelyu',
      't.statisztikai_szam',
      't.egyeni_vallalkozoi_igazolvany_szam',
      't.gazdalkodasi_forma_id',
      sql<string | null>`to_char(t.alapitas, 'YYYY-MM-DD')`.as('alapitas'),
      't.konzorciumi_megvalositas',
      't.minositesi_kod',
      't.teaor_id',
      't.atlathato_szervezet',
      't.tamogatast_igenylo_tipus',
      't.technikai',
      't.applicant_type',
      't.parent_id',
      't.verzio',
      'gf.id as gf_id',
      'gf.megnevezes as gf_megnevezes',
      'te.kod as teaor_kod',
      'te.megnevezes as teaor_megnevezes',
    ]);
}

function toPayload(row: JoinedApplicantRow): TamogatastIgenyloPayload {
  const gazdalkodasiForma: GazdalkodasiFormaPayload | null =
    row.gf_id !== null ? { id: row.gf_id, megnevezes: row.gf_megnevezes ?? '' } : null;
  const teaor: TeaorPayload | null =
    row.teaor_id !== null
      ? { id: row.teaor_id, megnevezes: row.teaor_megnevezes ?? '', kod: row.teaor_kod ?? '' }
      : null;
  return {
    ...textFields(row),
    id: row.id,
    nev: row.nev,
    adoszam: row.adoszam,
    kulfoldiSzekhelyu: row.kulfoldi_szekhelyu,
    statisztikaiSzam: row.statisztikai_szam,
    egyeniVallalkozoiIgazolvanySzam: row.egyeni_vallalkozoi_igazolvany_szam,
    gazdalkodasiForma,
    alapitas: row.alapitas,
    konzorciumiMegvalositas: row.konzorciumi_megvalositas,
    minositesiKod: row.minositesi_kod as TamogatastIgenyloPayload['minositesiKod'],
    teaor,
    atlathatoSzervezet: row.atlathato_szervezet as TamogatastIgenyloPayload['atlathatoSzervezet'],
    tamogatastIgenyloTipus:
      row.tamogatast_igenylo_tipus as TamogatastIgenyloPayload['tamogatastIgenyloTipus'],
    technikai: row.technikai,
    applicantType: row.applicant_type,
    parent: null,
    verzio: row.verzio,
  };
}
