/**
 * Versioned call synchronisation (`npm run migrate` and MIGRATE_ON_START): idempotent, the newest
 * call folder version (updatedOn, then revision) wins, and an older server cannot roll a call
 * back, not even when both synchronise at the same moment. Also: a start with
 * MIGRATE_ON_START=false on an unprepared database stops and names `npm run migrate`.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadCallCatalogue } from '../../src/server/calls/index.ts';
import { migrateToLatest } from '../../src/server/db/database.ts';
import { prepareDatabase } from '../../src/server/migrations/prepare.ts';
import { synchroniseCalls } from '../../src/server/repositories/calls.ts';
import { testConfig } from '../helpers/app.ts';
import { GRANT_CALL, LOAN_CALL, copyCallsDir, patchCall } from '../helpers/calls.ts';
import { DATABASE_KINDS, type TestDatabase, createTestDatabase } from '../helpers/database.ts';

const quiet = { info: () => {}, warn: () => {} };
const directories: string[] = [];

/** A private copy of schemas/calls with call.json fields patched per call. */
function catalogue(patches: Record<string, Record<string, unknown>> = {}, remove: string[] = []) {
  const dir = copyCallsDir();
  directories.push(dir);
  for (const [identifier, patch] of Object.entries(patches)) patchCall(dir, identifier, patch);
  for (const identifier of remove) rmSync(path.join(dir, identifier), { recursive: true });
  return loadCallCatalogue(dir);
}

afterAll(() => {
  for (const dir of directories) rmSync(dir, { recursive: true, force: true });
});

for (const kind of DATABASE_KINDS) {
  describe(`call synchronisation [${kind}]`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
      await migrateToLatest(database.db);
    });
    afterAll(async () => database?.drop());

    async function stored(identifier: string) {
      return database.db
        .selectFrom('palyazati_felhivas')
        .select(['nev', 'aktiv', 'szinkronizalva', 'tartalom_hash'])
        .where('azonosito', '=', identifier)
        .executeTakeFirstOrThrow();
    }

    it('is idempotent: the same folders a second time write nothing', async () => {
      const base = catalogue();
      const first = await synchroniseCalls(database.db, base);
      expect(first.inserted.toSorted()).toEqual(base.calls.map((c) => c.identifier).toSorted());
      const before = await stored(LOAN_CALL);
      const second = await synchroniseCalls(database.db, base);
      expect(second).toMatchObject({ inserted: [], updated: [], deactivated: [] });
      expect(second.unchanged).toHaveLength(base.calls.length);
      expect((await stored(LOAN_CALL)).szinkronizalva).toEqual(before.szinkronizalva);
    });

    it('takes a newer folder and keeps it against an older one, also when both run at once', async () => {
      const older = catalogue();
      const newer = catalogue({ [GRANT_CALL]: { updatedOn: '2026-12-01', name: 'Újabb név' } });
      expect((await synchroniseCalls(database.db, newer)).updated).toEqual([GRANT_CALL]);
      expect((await stored(GRANT_CALL)).nev).toBe('Újabb név');
      // An older server restarting during a rolling deploy.
      const report = await synchroniseCalls(database.db, older);
      expect(report.older).toEqual([GRANT_CALL]);
      expect((await stored(GRANT_CALL)).nev).toBe('Újabb név');

      // Two servers synchronising at the same moment, the older and an even newer folder.
      const newest = catalogue({ [GRANT_CALL]: { updatedOn: '2026-12-02', name: 'Legújabb' } });
      await Promise.all([
        synchroniseCalls(database.db, older),
        synchroniseCalls(database.db, newest),
        synchroniseCalls(database.db, older),
      ]);
      expect((await stored(GRANT_CALL)).nev).toBe('Legújabb');
    });

    it('needs a newer updatedOn or revision for a change: the same version keeps what is stored', async () => {
      const same = catalogue({
        [GRANT_CALL]: { updatedOn: '2026-12-02', name: 'Ugyanaz a verzió, más tartalom' },
      });
      expect((await synchroniseCalls(database.db, same)).conflicting).toEqual([GRANT_CALL]);
      expect((await stored(GRANT_CALL)).nev).toBe('Legújabb');
      const revised = catalogue({
        [GRANT_CALL]: { updatedOn: '2026-12-02', revision: 1, name: 'Második módosítás' },
      });
      expect((await synchroniseCalls(database.db, revised)).updated).toEqual([GRANT_CALL]);
      expect((await stored(GRANT_CALL)).nev).toBe('Második módosítás');
    });

    it('deactivates a removed folder only from a newer catalogue, never from an older one', async () => {
      // An older catalogue without the grant call (newer in the database): left alone.
      const olderWithout = catalogue({}, [GRANT_CALL]);
      expect((await synchroniseCalls(database.db, olderWithout)).deactivated).toEqual([]);
      expect((await stored(GRANT_CALL)).aktiv).toBe(true);
      // The newest catalogue drops the loan call (older than its newest folder): deactivated.
      const newerWithout = catalogue(
        { [GRANT_CALL]: { updatedOn: '2026-12-02', revision: 1, name: 'Második módosítás' } },
        [LOAN_CALL],
      );
      expect((await synchroniseCalls(database.db, newerWithout)).deactivated).toEqual([LOAN_CALL]);
      expect((await stored(LOAN_CALL)).aktiv).toBe(false);
      // An older server that still has the loan call does not switch it back on.
      await synchroniseCalls(database.db, catalogue());
      expect((await stored(LOAN_CALL)).aktiv).toBe(false);
    });
  });
}

describe('MIGRATE_ON_START=false', () => {
  it('refuses to start on an unmigrated database and starts once `npm run migrate` prepared it', async () => {
    const database = await createTestDatabase('pglite', { empty: true });
    try {
      const callsDir = copyCallsDir();
      directories.push(callsDir);
      const config = { ...testConfig({ callsDir }), migrateOnStart: false };
      await expect(buildApp({ config, db: database.db, logger: false })).rejects.toThrow(
        /lacks migrations 0001-foundation.*npm run migrate/,
      );
      await prepareDatabase(database.db, callsDir, quiet);
      const app = await buildApp({ config, db: database.db, logger: false });
      try {
        const calls = await app.db.selectFrom('palyazati_felhivas').select('azonosito').execute();
        expect(calls.length).toBeGreaterThan(0);
      } finally {
        await app.close();
      }
    } finally {
      await database.drop();
    }
  });
});
