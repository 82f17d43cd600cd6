/**
 * Several servers on one database must use one document storage (README, "Several workers and
 * several hosts"): a host on a directory of its own would accept uploads that the others answer
 * with 404, and lose them with the host. The first server to start on a database leaves a marker
 * object in its storage and records its key in the database; every later start looks for that
 * object in its own storage and refuses to start without it. A database restored without its
 * storage is refused the same way, before anyone meets a missing document.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { StorageConfig } from '../config.ts';
import type { DB } from '../db/types.ts';
import type { FileStorage } from './file-storage.ts';

const MARKER_PREFIX = 'telepites-jelolo';

export class StorageNotSharedError extends Error {
  constructor(key: string, where?: string) {
    super(
      `this server's document storage${where ? ` (${where})` : ''} lacks ${key}, the marker the ` +
        'first server on this database left in its storage. Every server of one database must ' +
        'use the same storage: set STORAGE_DIR to a directory every host mounts (the one the ' +
        'first server used), or S3_BUCKET and S3_* to the shared bucket; a restored database ' +
        'needs its restored storage',
    );
    this.name = 'StorageNotSharedError';
  }
}

/** The configuration keys and values that name a storage, for the refusal's message. */
export function describeStorage(config: StorageConfig): string {
  return config.kind === 'local'
    ? `STORAGE_DIR=${path.resolve(config.dir)}`
    : `S3_BUCKET=${config.bucket} at S3_ENDPOINT=${config.endpoint}`;
}

/**
 * Resolves when this server's storage is the one the database's other servers use: 'recorded'
 * when this is the first start on the database, 'found' otherwise; rejects with
 * StorageNotSharedError when the marker is missing.
 */
export async function checkSharedStorage(
  db: Kysely<DB>,
  storage: FileStorage,
  where?: string,
): Promise<'recorded' | 'found'> {
  const recorded = await db
    .selectFrom('telepites_jelolo')
    .select('ertek')
    .where('kulcs', '=', 'tarolo')
    .executeTakeFirst();
  if (recorded) {
    if (!(await storage.exists(recorded.ertek)))
      throw new StorageNotSharedError(recorded.ertek, where);
    return 'found';
  }
  // The object first, then the row: a row never names an object that was not written.
  const key = `${MARKER_PREFIX}/${randomUUID()}`;
  await storage.put(key, Readable.from([Buffer.from('portal deployment marker\n')]));
  const inserted = await db
    .insertInto('telepites_jelolo')
    .values({ kulcs: 'tarolo', ertek: key })
    .onConflict((conflict) => conflict.column('kulcs').doNothing())
    .returning('ertek')
    .executeTakeFirst();
  if (inserted) return 'recorded';
  // Another server started at the same moment and recorded its marker first: check against it.
  await storage.delete(key);
  return checkSharedStorage(db, storage, where);
}
