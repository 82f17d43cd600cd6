/**
 * Step 3 takes only a really signed final document: a valid PDF signature over the whole file,
 * by a signer of a trusted CA (docs/decisions/0016), over this application's generated document.
 */
import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { describeOnEachDatabase, testConfig } from '../helpers/app.ts';
import {
  completeApplication,
  generateFinal,
  signed,
  staffAgent,
  startApplication,
  submitted,
  uploadSigned,
} from '../helpers/lifecycle.ts';
import { createCompany } from '../helpers/master-data.ts';
import { SAMPLE_FILES, multipartBody } from '../helpers/calls.ts';
import { createTestCa, issueSigner, signPdf } from '../helpers/signing.ts';

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describeOnEachDatabase('signed final document', (get) => {
  it('refuses unsigned, untrusted, modified, extended and foreign documents, and takes a valid one', async () => {
    const { app } = get();
    const company = await createCompany(app);
    const id = await startApplication(app, company);
    await completeApplication(app, company, id);
    const otherCompany = await createCompany(app);
    const other = await startApplication(app, otherCompany);
    await completeApplication(app, otherCompany, other);
    for (const [owner, applicationId] of [
      [company, id],
      [otherCompany, other],
    ] as const)
      await owner.owner.agent.post(`/api/palyazatok/${applicationId}/benyujtas/ellenorzes`, {});
    const pdf = await generateFinal(company, id);
    const refusal = async (file: Buffer) => {
      const response = await uploadSigned(company, id, file);
      expect(response.statusCode, response.body).toBe(422);
      return response.json().kod as string;
    };

    // The generated document itself, unsigned.
    expect(await refusal(pdf)).toBe('progress:errors.signatureMissing');
    // Signed by a CA the portal does not trust.
    const stranger = issueSigner(createTestCa('Ismeretlen Szolgaltato'), 'Idegen Ida');
    expect(await refusal(await signPdf(pdf, stranger))).toBe('progress:errors.signatureUntrusted');
    // Signed, then one byte of the signed content changed (in the document's Keywords).
    const good = await signed(pdf);
    const tampered = Buffer.from(good);
    const at = tampered.indexOf('/Keywords');
    tampered[at + 12] = tampered[at + 12] === 0x41 ? 0x42 : 0x41;
    expect(await refusal(tampered)).toBe('progress:errors.signatureInvalid');
    // Signed, then an incremental update added content after the signature.
    const extended = Buffer.concat([
      good,
      Buffer.from('\n99 0 obj\n<< /Type /Annot /Contents (utólag) >>\nendobj\n%%EOF\n', 'utf8'),
    ]);
    expect(await refusal(extended)).toBe('progress:errors.signatureNotWholeDocument');
    // A validly signed final document of another application.
    const foreign = await signed(await generateFinal(otherCompany, other));
    expect(await refusal(foreign)).toBe('progress:errors.finalDocumentForeign');
    // The refusal is explained in the user's language.
    const explained = await uploadSigned(company, id, pdf);
    expect(explained.json().message).toContain('nincs elektronikus aláírás');

    const accepted = await uploadSigned(company, id, good);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ benyujtasAllapot: 'VEGLEGESITO_FELTOLTVE' });
  });

  it('keeps the signed document: in the state, downloadable byte-identical by the applicant and staff only, after a restart, never changed', async () => {
    const { app, database } = get();
    const { company, id } = await submitted(app);
    const state = (await company.owner.agent.get(`/api/palyazatok/${id}/allapot`)).json();
    expect(state.alairtVeglegesito).toMatchObject({
      fajlnev: 'veglegesito-alairt.pdf',
      alairo: 'CN=Teszt Elek, C=HU',
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const upload = state.allapotvaltasok.find(
      (row: { esemeny: string }) => row.esemeny === 'UPLOAD_SIGNED_DOCUMENT',
    );
    expect(state.alairtVeglegesito.allapotvaltasId).toBe(upload.id);

    const url = `/api/palyazatok/${id}/benyujtas/alairt-veglegesito`;
    const download = await company.owner.agent.get(url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(sha(download.rawPayload)).toBe(state.alairtVeglegesito.sha256);
    // It is the signed document, not the generated one: its signature still verifies.
    expect(download.rawPayload.toString('latin1')).toContain('/ByteRange');

    // Tenant isolation: another applicant's user gets 404; staff may read it.
    const stranger = await createCompany(app);
    expect((await stranger.owner.agent.get(url)).statusCode).toBe(404);
    const staff = await staffAgent(app, ['VEZETO']);
    const byStaff = await staff.get(url);
    expect(byStaff.statusCode).toBe(200);
    expect(sha(byStaff.rawPayload)).toBe(state.alairtVeglegesito.sha256);

    // A second server on the same database and storage still answers the same bytes.
    const restarted = await buildApp({ config: testConfig(), db: database.db, logger: false });
    await restarted.ready();
    try {
      const again = await restarted.inject({
        method: 'GET',
        url,
        headers: {
          cookie: [...company.owner.agent.cookies]
            .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
            .join('; '),
        },
      });
      expect(again.statusCode).toBe(200);
      expect(Buffer.compare(again.rawPayload, download.rawPayload)).toBe(0);
    } finally {
      await restarted.close();
    }

    // The record cannot be changed or removed, not even by SQL.
    await expect(
      sql`delete from alairt_veglegesito where palyazat_id = ${id}`.execute(app.db),
    ).rejects.toThrow(/kept unchanged/);
    await expect(
      sql`update alairt_veglegesito set sha256 = 'x' where palyazat_id = ${id}`.execute(app.db),
    ).rejects.toThrow(/kept unchanged/);
  });

  it('downloads the submission as one ZIP: the signed document byte for byte, the receipt, every attachment, named readably', async () => {
    const { app } = get();
    const { company, id } = await submitted(app);
    const url = `/api/palyazatok/${id}/benyujtas/csomag`;
    const response = await company.owner.agent.get(url);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const names = Object.keys(files).toSorted();
    const state = (await company.owner.agent.get(`/api/palyazatok/${id}/allapot`)).json();
    const azonosito = (await company.owner.agent.get(`/api/palyazatok/${id}`)).json().palyazat
      .azonosito;
    expect(names).toEqual(
      [
        `1 Aláírt véglegesítő ${azonosito}.pdf`,
        `2 Benyújtási nyugta ${azonosito}.pdf`,
        'Csatolt dokumentumok/Működési engedély - mukodesi_engedely.pdf',
        'Csatolt dokumentumok/Részletes költségvetés - koltsegvetes.pdf',
        'Csatolt dokumentumok/Árajánlatok - arajanlat.pdf',
        'Csatolt dokumentumok/Üzleti terv - uzleti_terv.pdf',
      ].toSorted(),
    );
    expect(sha(files[`1 Aláírt véglegesítő ${azonosito}.pdf`] as Uint8Array)).toBe(
      state.alairtVeglegesito.sha256,
    );
    for (const name of names.filter((item) => item.startsWith('Csatolt')))
      expect(sha(files[name] as Uint8Array), name).toBe(sha(SAMPLE_FILES.pdf));
    const { extractText } = await import('unpdf');
    const receipt = await extractText(files[`2 Benyújtási nyugta ${azonosito}.pdf`] as Uint8Array, {
      mergePages: true,
    });
    expect(receipt.text).toContain(azonosito);
    expect(receipt.text).toContain(state.alairtVeglegesito.sha256);

    // Staff may have it too; another applicant's user cannot; an application not yet submitted
    // has none.
    const staff = await staffAgent(app, ['ADMIN']);
    const byStaff = await staff.get(url);
    expect(byStaff.statusCode).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(byStaff.rawPayload))).toSorted()).toEqual(names);
    const stranger = await createCompany(app);
    expect((await stranger.owner.agent.get(url)).statusCode).toBe(404);
    const draft = await startApplication(app, stranger);
    expect(
      (await stranger.owner.agent.get(`/api/palyazatok/${draft}/benyujtas/csomag`)).statusCode,
    ).toBe(404);
  });

  it('keeps the attached documents as submitted in the ZIP after a supplement brings a newer version and deletes one', async () => {
    const { app } = get();
    const { company, id } = await submitted(app);
    const { agent } = company.owner;
    const url = `/api/palyazatok/${id}/benyujtas/csomag`;
    const zipOf = async () => {
      const response = await agent.get(url);
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      return unzipSync(new Uint8Array(response.rawPayload));
    };
    const before = await zipOf();
    const plan = 'Csatolt dokumentumok/Üzleti terv - uzleti_terv.pdf';
    const offer = 'Csatolt dokumentumok/Árajánlatok - arajanlat.pdf';
    expect(sha(before[plan] as Uint8Array)).toBe(sha(SAMPLE_FILES.pdf));

    // The versions are recorded with the submission.
    const recorded = await app.db
      .selectFrom('benyujtott_dokumentum')
      .select(['kategoria', 'verzio', 'sha256'])
      .where('palyazat_id', '=', id)
      .orderBy('kategoria')
      .execute();
    expect(recorded).toEqual(
      ['ARAJANLAT', 'KOLTSEGVETES', 'MUKODESI_ENGEDELY', 'UZLETI_TERV'].map((kategoria) => ({
        kategoria,
        verzio: 1,
        sha256: sha(SAMPLE_FILES.pdf),
      })),
    );

    // A supplement opens two categories: a newer business plan, the offer deleted.
    const manager = await staffAgent(app, ['VEZETO']);
    const requested = await manager.post(`/api/palyazatok/${id}/esemenyek`, {
      esemeny: 'REQUEST_SUPPLEMENT',
      hatarido: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      tetelek: ['documents.UZLETI_TERV', 'documents.ARAJANLAT'],
    });
    expect(requested.statusCode, requested.body).toBe(200);
    const newer = Buffer.concat([SAMPLE_FILES.pdf, Buffer.from('% kiegeszites\n')]);
    const uploaded = await agent.request({
      method: 'POST',
      url: `/api/palyazatok/${id}/dokumentumok/UZLETI_TERV`,
      ...multipartBody('uzleti_terv_v2.pdf', newer, 'application/pdf'),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const listed = (await agent.get(`/api/palyazatok/${id}/dokumentumok`)).json().dokumentumok;
    const offerDocument = listed.find(
      (document: { documentType: string }) => document.documentType === 'ARAJANLAT',
    );
    expect((await agent.delete(`/api/dokumentumok/${offerDocument.uuid}`)).statusCode).toBe(204);

    // The copy still holds what was submitted, byte for byte, under the same names.
    const after = await zipOf();
    expect(Object.keys(after).toSorted()).toEqual(Object.keys(before).toSorted());
    for (const name of Object.keys(before))
      expect(sha(after[name] as Uint8Array), name).toBe(sha(before[name] as Uint8Array));
    expect(sha(after[offer] as Uint8Array)).toBe(sha(SAMPLE_FILES.pdf));
    expect(Object.values(after).some((bytes) => sha(bytes) === sha(newer))).toBe(false);

    // The record cannot be changed or removed, not even by SQL.
    await expect(
      sql`delete from benyujtott_dokumentum where palyazat_id = ${id}`.execute(app.db),
    ).rejects.toThrow(/kept unchanged/);
    await expect(
      sql`update benyujtott_dokumentum set sha256 = 'x' where palyazat_id = ${id}`.execute(app.db),
    ).rejects.toThrow(/kept unchanged/);
  });
});
