/**
 * The submission holds the application's row lock only for its state change (issue 14 item 4,
 * docs/decisions/0045): everything it reads is read in its transaction before the `for update`,
 * and a change committed while it waited for the lock is still seen (the version moved, so it
 * reads again under the lock).
 */
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { progressMessage } from '../../src/server/lifecycle/messages.ts';
import { testConfig } from '../helpers/app.ts';
import { DATABASE_KINDS, type TestDatabase, createTestDatabase } from '../helpers/database.ts';
import { completeApplication, readyToSubmit, startApplication } from '../helpers/lifecycle.ts';
import { type Company, createCompany } from '../helpers/master-data.ts';

/**
 * Statements from the row lock to the stored answer: the lock, the idempotency check, the status,
 * the transition, the submitted documents, the snapshot, the answer's application, the receipt
 * mail, the idempotency answer. Before issue 14's round there were 16 (the applicant, its sites,
 * documents, owners, signed document and recipients were read under the lock).
 */
const UNDER_LOCK_BUDGET = 9;

const submitRequest = (company: Company, id: number) =>
  company.owner.agent.request({
    method: 'POST',
    url: `/api/palyazatok/${id}/benyujtas`,
    headers: { 'idempotency-key': `lock-${id}` },
    payload: {},
  });

describe.each(DATABASE_KINDS)('submission row lock (%s)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let queries: string[] | null = null;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { onQuery: (sql) => queries?.push(sql) });
    app = await buildApp({ config: testConfig(), db: database.db, logger: false });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  async function readyApplication(): Promise<{ company: Company; id: number }> {
    const company = await createCompany(app);
    const id = await startApplication(app, company);
    await completeApplication(app, company, id);
    await readyToSubmit(company, id);
    return { company, id };
  }

  it('reads before the lock and only writes under it', async () => {
    const { company, id } = await readyApplication();
    queries = [];
    const response = await submitRequest(company, id);
    const seen = queries;
    queries = null;
    expect(response.statusCode, response.body).toBe(200);
    const lock = seen.findIndex((sql) => /for update of "p"/.test(sql));
    const stored = seen.findIndex((sql) => /insert into "idempotencia_kulcs"/.test(sql));
    expect(lock).toBeGreaterThan(0);
    const underLock = seen.slice(lock, stored + 1);
    expect(underLock.length, underLock.join('\n')).toBeLessThanOrEqual(UNDER_LOCK_BUDGET);
    // What the snapshot, the receipt and the hash check need was read before the lock.
    for (const table of ['tulajdonos', 'alairt_veglegesito', 'palyazat_nyilatkozat', 'cim'])
      expect(underLock.some((sql) => sql.includes(`from "${table}"`))).toBe(false);
    // And what it recorded is complete: the snapshot with its owners, the submitted documents.
    const [snapshot] = await database.db
      .selectFrom('palyazat_torzsadat_pillanatkep')
      .select(['tamogatast_igenylo'])
      .where('palyazat_id', '=', id)
      .execute();
    expect(snapshot?.tamogatast_igenylo).toMatchObject({ id: company.applicantId });
    const submittedDocuments = await database.db
      .selectFrom('benyujtott_dokumentum')
      .select('id')
      .where('palyazat_id', '=', id)
      .execute();
    expect(submittedDocuments.length).toBeGreaterThan(0);
  }, 120_000);

  // Another connection holds the row: PGlite has one connection, so this is defined (not
  // skipped) on PostgreSQL only.
  if (kind === 'postgres')
    it('sees a change committed while it waited for the lock (409, nothing submitted)', async () => {
      const { company, id } = await readyApplication();
      // Another transaction holds the row while the submission reads; it changes a document
      // (as a write during a submission step does, with the version bumped) and commits.
      const other = new pg.Client({ connectionString: database.url as string });
      await other.connect();
      try {
        await other.query('begin');
        await other.query('select id from palyazat where id = $1 for update', [id]);
        const submitting = submitRequest(company, id);
        // Wait until the submission is blocked on the row lock, its reads done.
        for (let waited = 0; ; waited += 50) {
          const { rows } = await other.query(
            `select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          );
          if (rows[0].n > 0) break;
          if (waited > 30_000) throw new Error('the submission never waited for the lock');
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        // A document's name is in the signed final document but not in the completion: only
        // the content hash can refuse this submission, so it must be computed from fresh reads.
        await other.query(
          `update dokumentum set fajlnev = 'atnevezett.pdf'
            where id = (select id from dokumentum where palyazat_id = $1 and torolve is null
              order by id limit 1)`,
          [id],
        );
        await other.query('update palyazat set verzio = verzio + 1 where id = $1', [id]);
        await other.query('commit');
        const response = await submitting;
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json().message).toBe(progressMessage('hu', 'errors.finalDocumentOutdated'));
        const [row] = await database.db
          .selectFrom('palyazat')
          .select(['statusz'])
          .where('id', '=', id)
          .execute();
        expect(row?.statusz).toBe('UNDER_EDITING');
      } finally {
        await other.end();
      }
    }, 120_000);
});
