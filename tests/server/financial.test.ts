import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/app.ts';
import { createCompany } from '../helpers/master-data.ts';
import { EUR_HUF_RATE } from '../../src/shared/enterprise-size.ts';
import { listChangesOfRow } from '../../src/server/repositories/audit.ts';

const M_EUR = 1_000_000 * EUR_HUF_RATE;

describeOnEachDatabase('financial data API (/api/penzugyi-adatok)', (get) => {
  it('keeps closed years and derives the enterprise size with its reason', async () => {
    const { app } = get();
    const company = await createCompany(app);
    const { agent } = company.owner;
    const applicant = { id: company.applicantId };
    const lastYear = new Date().getFullYear() - 1;
    const url = `/api/tamogatast-igenylok/${company.applicantId}/penzugyi-adatok`;

    expect((await agent.get(url)).json()).toMatchObject({
      evek: [],
      vallalkozasMeret: { size: null, basisYear: null },
    });

    const older = await agent.post('/api/penzugyi-adatok', {
      tamogatastIgenylo: applicant,
      ev: lastYear - 1,
      nettoArbevetel: 1 * M_EUR,
      merlegfoosszeg: 1 * M_EUR,
      atlagosLetszam: 8,
      uzemiEredmeny: -2_500_000,
    });
    expect(older.statusCode).toBe(201);
    expect(older.json()).toMatchObject({ ev: lastYear - 1, uzemiEredmeny: -2_500_000, verzio: 1 });
    const latest = await agent.post('/api/penzugyi-adatok', {
      tamogatastIgenylo: applicant,
      ev: lastYear,
      nettoArbevetel: 3 * M_EUR,
      merlegfoosszeg: 3 * M_EUR,
      atlagosLetszam: 12,
      uzemiEredmeny: 1_000_000,
    });
    expect(latest.statusCode).toBe(201);

    const listed = await agent.get(url);
    expect(listed.statusCode, listed.body).toBe(200);
    let data = listed.json();
    expect(data.evek.map((year: { ev: number }) => year.ev)).toEqual([lastYear, lastYear - 1]);
    // One year over the micro limits keeps the micro status (two consecutive years needed).
    expect(data.vallalkozasMeret).toMatchObject({
      size: 'micro',
      measuredSize: 'small',
      keptPreviousStatus: true,
      basisYear: lastYear,
      limitingFactor: 'headcount',
      eurHufRate: EUR_HUF_RATE,
    });

    const olderId = older.json().id;
    const updated = await agent.put(`/api/penzugyi-adatok/${olderId}`, {
      tamogatastIgenylo: applicant,
      ev: lastYear - 1,
      nettoArbevetel: 3 * M_EUR,
      merlegfoosszeg: 3 * M_EUR,
      atlagosLetszam: 20,
      uzemiEredmeny: 0,
      verzio: 1,
    });
    expect(updated.statusCode).toBe(200);
    data = (await agent.get(url)).json();
    expect(data.vallalkozasMeret).toMatchObject({ size: 'small', keptPreviousStatus: false });

    expect(
      (
        await agent.put(`/api/penzugyi-adatok/${olderId}`, {
          tamogatastIgenylo: applicant,
          ev: lastYear - 1,
          nettoArbevetel: 0,
          merlegfoosszeg: 0,
          atlagosLetszam: 0,
          uzemiEredmeny: 0,
          verzio: 1,
        })
      ).statusCode,
    ).toBe(409);
    expect((await agent.delete(`/api/penzugyi-adatok/${olderId}`)).statusCode).toBe(204);
    expect(
      (await listChangesOfRow(app.db, 'penzugyi_adat', olderId)).map((change) => change.action),
    ).toEqual(['INSERT', 'UPDATE', 'DELETE']);
  });

  it('refuses the current year, a second entry for a year, and negative revenue', async () => {
    const { app } = get();
    const company = await createCompany(app);
    const applicant = { id: company.applicantId };
    const year = new Date().getFullYear() - 1;
    const body = {
      tamogatastIgenylo: applicant,
      ev: year,
      nettoArbevetel: 1,
      merlegfoosszeg: 1,
      atlagosLetszam: 1,
      uzemiEredmeny: -1,
    };
    expect(
      (await company.owner.agent.post('/api/penzugyi-adatok', { ...body, ev: year + 1 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await company.owner.agent.post('/api/penzugyi-adatok', { ...body, nettoArbevetel: -1 }))
        .statusCode,
    ).toBe(400);
    expect((await company.owner.agent.post('/api/penzugyi-adatok', body)).statusCode).toBe(201);
    expect((await company.owner.agent.post('/api/penzugyi-adatok', body)).statusCode).toBe(409);
  });
});
