/**
 * The appointment slots staff offer for signing an application's contract (docs/decisions/0011).
 * Booking one is part of the BOOK_APPOINTMENT transition, in the lifecycle's transaction.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types.ts';
import type { FromSchema } from '../../../schemas/api/from-schema.ts';
import type { appointmentSlot } from '../../../schemas/api/contract/contract.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** One offered slot, as the API answers it: the type its schema in schemas/api describes. */
export type AppointmentSlot = FromSchema<typeof appointmentSlot>;

function toSlot(row: {
  id: number;
  kezdet: Date;
  helyszin: string;
  foglalva: Date | null;
}): AppointmentSlot {
  return {
    id: row.id,
    kezdet: new Date(row.kezdet).toISOString(),
    helyszin: row.helyszin,
    foglalva: row.foglalva ? new Date(row.foglalva).toISOString() : null,
  };
}

/** The slots of an application, earliest first. */
export async function listAppointmentSlots(
  db: Executor,
  applicationId: number,
): Promise<AppointmentSlot[]> {
  const rows = await db
    .selectFrom('idopont_ajanlat')
    .select(['id', 'kezdet', 'helyszin', 'foglalva'])
    .where('palyazat_id', '=', applicationId)
    .orderBy('kezdet')
    .orderBy('id')
    .execute();
  return rows.map(toSlot);
}

/** Adds offered slots to an application. */
export async function insertAppointmentSlots(
  db: Executor,
  applicationId: number,
  userId: number,
  slots: ReadonlyArray<{ kezdet: Date; helyszin: string }>,
): Promise<void> {
  await db
    .insertInto('idopont_ajanlat')
    .values(
      slots.map((slot) => ({
        palyazat_id: applicationId,
        kezdet: slot.kezdet,
        helyszin: slot.helyszin,
        letrehozo_id: userId,
      })),
    )
    .execute();
}

/**
 * Books a free slot of the application (inside the caller's transaction, which holds the
 * application's row lock). False when the slot is not the application's, or already taken.
 */
export async function bookAppointmentSlot(
  trx: Transaction<DB>,
  applicationId: number,
  slotId: number,
  userId: number,
): Promise<boolean> {
  const result = await trx
    .updateTable('idopont_ajanlat')
    .set({ foglalva: new Date(), foglalo_id: userId })
    .where('id', '=', slotId)
    .where('palyazat_id', '=', applicationId)
    .where('foglalva', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
