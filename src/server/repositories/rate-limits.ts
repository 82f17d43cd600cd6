/**
 * Fixed-window counters for the rate limits of sign-in (`korlat_szamlalo`) and spent captcha
 * challenges (`captcha_felhasznalt`). Kept in the database so every server process sees the
 * same counts.
 */
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/types.ts';

type Executor = Kysely<DB>;

/** Adds one to the counter of `key` in the window starting at `windowStart`; answers the count. */
export async function incrementCounter(
  db: Executor,
  key: string,
  windowStart: Date,
): Promise<number> {
  const row = await db
    .insertInto('korlat_szamlalo')
    .values({ kulcs: key, ablak_kezdete: windowStart, darab: 1 })
    .onConflict((oc) =>
      oc
        .columns(['kulcs', 'ablak_kezdete'])
        .doUpdateSet({ darab: sql<number>`korlat_szamlalo.darab + 1` }),
    )
    .returning('darab')
    .executeTakeFirstOrThrow();
  return row.darab;
}

/** Drops the counters of windows that ended before `before`. */
export async function deleteOldCounters(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom('korlat_szamlalo').where('ablak_kezdete', '<', before).execute();
}

/** Records a captcha challenge as spent; false when it already was. */
export async function markCaptchaUsed(db: Executor, challengeId: string): Promise<boolean> {
  const row = await db
    .insertInto('captcha_felhasznalt')
    .values({ challenge_id: challengeId })
    .onConflict((oc) => oc.column('challenge_id').doNothing())
    .returning('challenge_id')
    .executeTakeFirst();
  return row !== undefined;
}
