/**
 * The final document is drawn after its transaction has committed (docs/decisions/0051): while
 * the PDF is drawn, the application's row lock is free for the applicant's other requests (and
 * the connection back in the pool). A probe run at the start of the drawing tries to take the
 * row lock without waiting.
 */
import { sql } from 'kysely';
import { expect, it, vi } from 'vitest';
import { describeOnEachDatabase } from '../helpers/app.ts';
import { completeApplication, generateFinal, startApplication } from '../helpers/lifecycle.ts';
import { createCompany } from '../helpers/master-data.ts';

const drawing = vi.hoisted(() => ({ probe: null as null | (() => Promise<void>) }));

vi.mock('../../src/server/lifecycle/final-document.ts', async (importOriginal) => {
  const original =
    await importOriginal<typeof import('../../src/server/lifecycle/final-document.ts')>();
  return {
    ...original,
    renderFinalDocument: async (...args: Parameters<typeof original.renderFinalDocument>) => {
      await drawing.probe?.();
      return original.renderFinalDocument(...args);
    },
  };
});

describeOnEachDatabase('final document drawn after the commit', (get) => {
  it('the application row is not locked while its PDF is drawn', async () => {
    const { app } = get();
    const company = await createCompany(app);
    const id = await startApplication(app, company);
    await completeApplication(app, company, id);
    await company.owner.agent.post(`/api/palyazatok/${id}/benyujtas/ellenorzes`, {});

    let seen = 'not drawn';
    drawing.probe = async () => {
      const tryLock = app.db.transaction().execute(async (trx) => {
        await sql`select id from palyazat where id = ${id} for update nowait`.execute(trx);
        return 'free';
      });
      // PGlite has one connection: a transaction still open behind the drawing makes this wait.
      const waited = new Promise<string>((resolve) => setTimeout(() => resolve('waited'), 3_000));
      seen = await Promise.race([
        tryLock.catch((error: { code?: string }) => `locked (${error.code})`),
        waited,
      ]);
    };
    try {
      await generateFinal(company, id);
    } finally {
      drawing.probe = null;
    }
    expect(seen).toBe('free');
  });
});
