/**
 * The final document people read and sign: its extracted text carries the labels, value names
 * and formats of the call and the schemas in the user's language, and none of the call's schema
 * keys or codes.
 */
import { extractText } from 'unpdf';
import { expect, it } from 'vitest';
import type { StoredCall } from '../../src/server/repositories/calls.ts';
import { describeOnEachDatabase } from '../helpers/app.ts';
import { GRANT_CALL } from '../helpers/calls.ts';
import { completeApplication, generateFinal, startApplication } from '../helpers/lifecycle.ts';
import { createCompany } from '../helpers/master-data.ts';
import { findCallByIdentifier } from '../../src/server/repositories/calls.ts';
import loanClaimSchema from '../../schemas/forms/loan-claim/loan-claim.schema.json' with { type: 'json' };

/** The PDF's text, pages joined, line breaks of wrapped paragraphs as single spaces. */
async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

type Schema = { properties?: Record<string, Schema>; oneOf?: Array<{ const: string }> };

/** Every key and code of the call a person must never see: field names, enum, criterion, statement and category codes. */
function codesOf(call: StoredCall): string[] {
  const schema = call.customFields.schema as Schema;
  const codes = new Set<string>(Object.keys(loanClaimSchema.properties));
  for (const [group, groupSchema] of Object.entries(schema.properties ?? {})) {
    codes.add(group);
    for (const [name, field] of Object.entries(groupSchema.properties ?? {})) {
      codes.add(name);
      codes.add(`${group}.${name}`);
      for (const option of field.oneOf ?? []) codes.add(option.const);
    }
  }
  for (const row of call.knockOut) codes.add(row.id);
  for (const row of call.statements) codes.add(row.id);
  for (const row of call.documents) codes.add(row.category);
  for (const source of ['SAJAT_FORRAS', 'BANKI_HITEL', 'EGYEB_TAMOGATAS', 'EGYEB'])
    codes.add(source);
  return [...codes];
}

function expectNoCodes(text: string, codes: string[]): void {
  const shown = codes.filter((code) =>
    new RegExp(
      `(^|[^\\p{L}\\p{N}_.-])${code.replaceAll('.', '\\.')}($|[^\\p{L}\\p{N}_-])`,
      'u',
    ).test(text),
  );
  expect(shown).toEqual([]);
}

describeOnEachDatabase('final document', (get) => {
  it('reads in Hungarian by default: labels, value names, amounts, dates and a signature block, no codes', async () => {
    const { app } = get();
    const company = await createCompany(app);
    const id = await startApplication(app, company);
    await completeApplication(app, company, id);
    await company.owner.agent.post(`/api/palyazatok/${id}/benyujtas/ellenorzes`, {});
    const text = await textOf(await generateFinal(company, id));
    const call = (await findCallByIdentifier(app.db, GRANT_CALL)) as StoredCall;
    const hu = call.texts.hu;

    expect(text).toContain('Véglegesítő nyilatkozat');
    expect(text).toContain(hu.name);
    // Loan claim labels of the screens, amounts in forints, dates in Hungarian format.
    expect(text).toContain('Igényelt támogatás: 14 000 000 Ft');
    expect(text).toContain('Tervezett kezdés: 2027. 01. 10.');
    expect(text).toContain('Kincstári körbe tartozik: Nem');
    expect(text).toContain('Saját forrás: 6 000 000 Ft');
    expect(text).toContain('8230');
    // Custom fields: the call's group and field titles, the value name of an enum.
    expect(text).toContain(hu.groups.egyseg as string);
    expect(text).toContain('Az üzlet típusa: Étterem');
    expect(text).toContain('Vendégtéri férőhelyek száma: 80');
    // Knock-out criteria and statements with their text as accepted.
    expect(text).toContain(`${hu.knockOut['KO-1']} – Megerősítve`);
    expect(text).toContain(`${hu.statements.ADATKEZELES} – Elfogadva`);
    // Documents by their category name, with SHA-256; master data; signature block; pages.
    expect(text).toMatch(/Üzleti terv: uzleti_terv\.pdf \(1\. verzió\)\s*SHA-256: [0-9a-f]{64}/);
    expect(text).toContain('Adószám:');
    expect(text).toMatch(/Név: Tulajdonos Teszt/);
    expect(text).toContain('Beosztás:');
    expect(text).toContain('Hely:');
    expect(text).toContain('Dátum:');
    expect(text).toMatch(/Tartalmi lenyomat \(SHA-256\): [0-9a-f]{64}/);
    expect(text).toMatch(/1\. oldal \/ \d/);
    expectNoCodes(text, codesOf(call));
  });

  it('reads in English for a user who chose English', async () => {
    const { app } = get();
    const company = await createCompany(app);
    await app.db
      .updateTable('felhasznalo')
      .set({ language: 'en' })
      .where('id', '=', company.owner.userId)
      .execute();
    const id = await startApplication(app, company);
    await completeApplication(app, company, id);
    await company.owner.agent.post(`/api/palyazatok/${id}/benyujtas/ellenorzes`, {});
    const text = await textOf(await generateFinal(company, id));
    const call = (await findCallByIdentifier(app.db, GRANT_CALL)) as StoredCall;
    const en = call.texts.en;

    expect(text).toContain('Final declaration');
    expect(text).toContain(en.name);
    expect(text).toContain('Requested support: HUF 14,000,000');
    expect(text).toContain(en.groups.egyseg as string);
    expect(text).toContain(`${en.knockOut['KO-1']} – Confirmed`);
    expect(text).toContain(`${en.statements.ADATKEZELES} – Accepted`);
    expect(text).toMatch(/Page 1 of \d/);
    expect(text).not.toContain('Véglegesítő');
    expectNoCodes(text, codesOf(call));
  });
});
