import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/app.ts';
import { createCompany, referenceIds } from '../helpers/master-data.ts';
import { listChangesOfRow } from '../../src/server/repositories/audit.ts';

describeOnEachDatabase('addresses API (/api/tamogatast-igenylo-cimek)', (get) => {
  it('creates, lists, saves with the version and deletes addresses', async () => {
    const { app } = get();
    const ref = await referenceIds(app);
    const company = await createCompany(app);
    const { agent } = company.owner;
    const link = { tamogatastIgenylo: { id: company.applicantId } };

    const seat = await agent.post('/api/tamogatast-igenylo-cimek', {
      ...link,
      cim: {
        cimTipus: 'SZEKHELY',
        orszag: { id: ref.countryId },
        telepules: { id: ref.settlementId },
        iranyitoszam: '1051',
        cim: 'Fő utca 1.',
        helyrajziSzam: '123/4',
      },
    });
    expect(seat.statusCode).toBe(200);
    expect(seat.json()).toMatchObject({
      tamogatastIgenylo: { id: company.applicantId },
      cim: {
        cimTipus: 'SZEKHELY',
        orszag: { id: ref.countryId },
        telepules: { id: ref.settlementId },
        cim: 'Fő utca 1.',
        source: 'PORTAL',
        verzio: 1,
      },
    });
    const postal = await agent.post('/api/tamogatast-igenylo-cimek', {
      ...link,
      cim: {
        cimTipus: 'POSTACIM',
        telepulesNev: 'Wien',
        iranyitoszam: '1010',
        cim: 'Ring 1',
        source: 'OPTEN',
      },
    });
    expect(postal.statusCode).toBe(200);

    const list = await agent.get(
      `/api/tamogatast-igenylo-cimek/tamogatast-igenylo/${company.applicantId}`,
    );
    expect(list.json().map((address: { cimTipus: string }) => address.cimTipus)).toEqual([
      'SZEKHELY',
      'POSTACIM',
    ]);

    const seatId = seat.json().cim.id;
    const saved = await agent.post('/api/tamogatast-igenylo-cimek', {
      ...link,
      cim: { id: seatId, cimTipus: 'SZEKHELY', cim: 'Fő utca 2.', verzio: 1 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().cim).toMatchObject({ id: seatId, cim: 'Fő utca 2.', verzio: 2 });
    const stale = await agent.post('/api/tamogatast-igenylo-cimek', {
      ...link,
      cim: { id: seatId, cimTipus: 'SZEKHELY', cim: 'Régi', verzio: 1 },
    });
    expect(stale.statusCode).toBe(409);

    const removed = await agent.delete(
      `/api/tamogatast-igenylo-cimek/tamogatast-igenylo/${company.applicantId}/cim/${seatId}`,
    );
    expect(removed.statusCode).toBe(204);
    const after = await agent.get(
      `/api/tamogatast-igenylo-cimek/tamogatast-igenylo/${company.applicantId}`,
    );
    expect(after.json()).toHaveLength(1);
    expect((await listChangesOfRow(app.db, 'cim', seatId)).map((change) => change.action)).toEqual([
      'INSERT',
      'UPDATE',
      'DELETE',
    ]);
  });

  it('refuses an unknown address type and an unknown source', async () => {
    const { app } = get();
    const company = await createCompany(app);
    const link = { tamogatastIgenylo: { id: company.applicantId } };
    for (const cim of [{ cimTipus: 'LAKCIM' }, { cimTipus: 'SZEKHELY', source: 'KEZI' }]) {
      expect(
        (await company.owner.agent.post('/api/tamogatast-igenylo-cimek', { ...link, cim }))
          .statusCode,
      ).toBe(400);
    }
  });
});
