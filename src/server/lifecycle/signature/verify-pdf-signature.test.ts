import PdfDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import {
  createTestCa,
  issueSigner,
  signPdf,
  trustedTestCa,
} from '../../../../tests/helpers/signing.ts';
import {
  type SignatureRefusal,
  loadTrustedCertificates,
  verifyPdfSignature,
} from './verify-pdf-signature.ts';

async function samplePdf(text: string): Promise<Buffer> {
  const doc = new PdfDocument({ size: 'A4', info: { Keywords: 'tpp-palyazat:7 tpp-hash:ab' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  doc.text(text);
  doc.end();
  return done;
}

async function refusal(file: Buffer): Promise<SignatureRefusal | 'accepted'> {
  const trusted = loadTrustedCertificates([trustedTestCa().file]);
  try {
    await verifyPdfSignature(file, trusted);
    return 'accepted';
  } catch (error) {
    return (error as { reason: SignatureRefusal }).reason;
  }
}

describe('PDF signature check', () => {
  it('accepts a PDF signed by a signer of a trusted CA, answering the signed bytes and the signer', async () => {
    const pdf = await samplePdf('Véglegesítő');
    const signed = await signPdf(pdf);
    const trusted = loadTrustedCertificates([trustedTestCa().file]);
    const verified = await verifyPdfSignature(signed, trusted);
    expect(verified.signer.subject).toContain('CN=Teszt Elek');
    expect(verified.signer.issuer).toContain('CN=Teszt Minositett Hitelesites-szolgaltato');
    expect(verified.signer.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(verified.signedContent.toString('latin1')).toContain('tpp-palyazat:7');
    // Everything but the signature's hex contents is signed.
    expect(verified.signedContent.length).toBeGreaterThan(pdf.length);
    expect(signed.length - verified.signedContent.length).toBeLessThan(40_000);
  });

  it('refuses an unsigned PDF', async () => {
    expect(await refusal(await samplePdf('aláíratlan'))).toBe('signatureMissing');
  });

  it('refuses a signature of a CA that is not trusted', async () => {
    const stranger = issueSigner(createTestCa('Ismeretlen CA'), 'Idegen Ida');
    expect(await refusal(await signPdf(await samplePdf('x'), stranger))).toBe('signatureUntrusted');
  });

  it('refuses a PDF changed after signing', async () => {
    const signed = await signPdf(await samplePdf('Eredeti szöveg'));
    const at = signed.indexOf('tpp-palyazat:7');
    const changed = Buffer.from(signed);
    changed.write('tpp-palyazat:8', at, 'latin1');
    expect(await refusal(changed)).toBe('signatureInvalid');
  });

  it('refuses an incremental update added after signing', async () => {
    const signed = await signPdf(await samplePdf('x'));
    const updated = Buffer.concat([
      signed,
      Buffer.from('\n9 0 obj\n<< /Type /Annot >>\nendobj\n%%EOF\n', 'latin1'),
    ]);
    expect(await refusal(updated)).toBe('signatureNotWholeDocument');
  });

  it('refuses a file whose signature contents are not a CMS signature', async () => {
    const signed = await signPdf(await samplePdf('x'));
    const text = signed.toString('latin1');
    const start = text.indexOf('/Contents <') + '/Contents <'.length;
    const broken = Buffer.from(signed);
    broken.write('ffff', start, 'latin1');
    expect(await refusal(broken)).toBe('signatureInvalid');
  });
});
