/**
 * Old rate-limit counters are deleted by a background job (docs/decisions/0051), not by the
 * sign-in or API request that happens to come first in an hour and then waits on the delete.
 */
import { expect, it, vi } from 'vitest';
import type { Database } from '../../src/server/db/database.ts';
import { describeOnEachDatabase } from '../helpers/app.ts';
import { anonymousAgent, createUser } from '../helpers/auth.ts';

const DAY_MS = 86_400_000;
const jobsOff = { supplementDeadlineIntervalMs: 0, mailOutboxIntervalMs: 0 };

async function addCounter(db: Database, key: string, windowStart: Date): Promise<void> {
  await db
    .insertInto('korlat_szamlalo')
    .values({ kulcs: key, ablak_kezdete: windowStart, darab: 3 })
    .execute();
}

async function counters(db: Database): Promise<string[]> {
  const rows = await db.selectFrom('korlat_szamlalo').select('kulcs').execute();
  return rows.map((row) => row.kulcs).toSorted();
}

describeOnEachDatabase(
  'old rate-limit counters, job on',
  (get) => {
    it('the job deletes the windows that ended over a day ago and keeps the others', async () => {
      const { app } = get();
      await addCounter(app.db, 'test:old', new Date(Date.now() - 2 * DAY_MS));
      await addCounter(app.db, 'test:current', new Date(Date.now() - 60_000));
      await vi.waitFor(async () => expect(await counters(app.db)).not.toContain('test:old'), {
        timeout: 5_000,
      });
      expect(await counters(app.db)).toContain('test:current');
      expect(app.jobs.find((job) => job.name === 'old rate-limit counters')?.failures).toBe(0);
    });
  },
  { overrides: { jobs: { ...jobsOff, rateLimitCleanupIntervalMs: 50 } } },
);

describeOnEachDatabase(
  'old rate-limit counters, job off',
  (get) => {
    it('a sign-in counts its attempt and deletes nothing', async () => {
      const { app } = get();
      await addCounter(app.db, 'test:old', new Date(Date.now() - 2 * DAY_MS));
      const user = await createUser(app);
      const agent = await anonymousAgent(app);
      const answer = await agent.post('/api/login', { email: user.email, password: user.password });
      expect(answer.statusCode).toBe(200);
      const kept = await counters(app.db);
      expect(kept).toContain('test:old');
      expect(kept.some((key) => key.startsWith('login:'))).toBe(true);
    });
  },
  { overrides: { jobs: jobsOff } },
);
