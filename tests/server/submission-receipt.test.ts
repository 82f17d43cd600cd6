/**
 * The receipt of a submission: answered with the submission (reference number, instant, content
 * hash, the signed document's SHA-256), the same on a replay, and mailed through the outbox.
 */
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/app.ts';
import { completeApplication, readyToSubmit, startApplication } from '../helpers/lifecycle.ts';
import { createCompany } from '../helpers/master-data.ts';

describeOnEachDatabase('submission receipt', (get) => {
  it('answers and mails a receipt with the reference number, Budapest time and content hash', async () => {
    const { app } = get();
    const company = await createCompany(app);
    const id = await startApplication(app, company);
    await completeApplication(app, company, id);
    await readyToSubmit(company, id);
    const send = () =>
      company.owner.agent.request({
        method: 'POST',
        url: `/api/palyazatok/${id}/benyujtas`,
        headers: { 'idempotency-key': `nyugta-${id}` },
        payload: {},
      });
    const response = await send();
    expect(response.statusCode, response.body).toBe(200);
    const { palyazat, nyugta } = response.json();
    const state = (await company.owner.agent.get(`/api/palyazatok/${id}/allapot`)).json();
    const stored = await app.db
      .selectFrom('palyazat')
      .select('veglegesito_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(nyugta).toEqual({
      azonosito: palyazat.azonosito,
      palyazatId: id,
      benyujtva: palyazat.benyujtasDatuma,
      tartalomHash: stored.veglegesito_hash,
      alairtVeglegesitoSha256: state.alairtVeglegesito.sha256,
    });
    // A retry with the same key answers the same receipt and mails nothing more.
    const replay = await send();
    expect(replay.json().nyugta).toEqual(nyugta);

    const mails = await app.db
      .selectFrom('mailbox_message')
      .select(['subject', 'text_body'])
      .where('recipient', '=', company.owner.email)
      .execute();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`Benyújtási nyugta – ${palyazat.azonosito}`);
    expect(mail?.text_body).toContain(stored.veglegesito_hash as string);
    const budapest = new Intl.DateTimeFormat('hu-HU', {
      timeStyle: 'short',
      timeZone: 'Europe/Budapest',
    }).format(new Date(nyugta.benyujtva));
    expect(mail?.text_body).toContain(budapest);
  });
});
