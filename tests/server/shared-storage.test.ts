/**
 * The start-up check that every server of one database uses one document storage
 * (src/server/storage/shared-check.ts): the first start records a marker, later starts on the
 * same storage find it, a start on another storage is refused, and servers starting at the same
 * moment agree on one marker. The refusal of a real process is in two-processes.test.ts.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../../src/server/storage/local-storage.ts';
import {
  StorageNotSharedError,
  checkSharedStorage,
} from '../../src/server/storage/shared-check.ts';
import { DATABASE_KINDS, createTestDatabase } from '../helpers/database.ts';

const work = mkdtempSync(path.join(tmpdir(), 'portal-shared-storage-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

for (const kind of DATABASE_KINDS) {
  describe(`shared document storage [${kind}]`, () => {
    it('records a marker on the first start, finds it later, refuses another storage', async () => {
      const database = await createTestDatabase(kind);
      try {
        const shared = new LocalFileStorage(path.join(work, `${kind}-shared`));
        expect(await checkSharedStorage(database.db, shared)).toBe('recorded');
        expect(await checkSharedStorage(database.db, shared)).toBe('found');
        // A second host mounting the same directory sees the same object.
        const sameMount = new LocalFileStorage(path.join(work, `${kind}-shared`));
        expect(await checkSharedStorage(database.db, sameMount)).toBe('found');

        const own = new LocalFileStorage(path.join(work, `${kind}-own`));
        await expect(checkSharedStorage(database.db, own)).rejects.toBeInstanceOf(
          StorageNotSharedError,
        );
        // Refusing writes nothing: the recorded marker stays the first one.
        const rows = await database.db.selectFrom('telepites_jelolo').selectAll().execute();
        expect(rows).toHaveLength(1);
        expect(await shared.exists(rows[0]!.ertek)).toBe(true);
        expect(await own.exists(rows[0]!.ertek)).toBe(false);
      } finally {
        await database.drop();
      }
    });

    it('servers starting at the same moment agree on one marker', async () => {
      const database = await createTestDatabase(kind);
      try {
        const shared = new LocalFileStorage(path.join(work, `${kind}-race`));
        const outcomes = await Promise.all(
          Array.from({ length: 4 }, () => checkSharedStorage(database.db, shared)),
        );
        expect(outcomes.filter((outcome) => outcome === 'recorded')).toHaveLength(1);
        const rows = await database.db.selectFrom('telepites_jelolo').selectAll().execute();
        expect(rows).toHaveLength(1);
        // The markers of the starts that lost the race are removed again.
        const dir = path.join(work, `${kind}-race`, 'objects', 'telepites-jelolo');
        expect(readdirSync(dir).map((name) => `telepites-jelolo/${name}`)).toEqual([
          rows[0]!.ertek,
        ]);
      } finally {
        await database.drop();
      }
    });
  });
}
