/**
 * "Download my submission" (issue 16): one ZIP with the signed final document as uploaded, the
 * receipt as a PDF, and every attached document's version as submitted (recorded at submission,
 * migration 0018: a newer version uploaded for a supplement does not replace it), each under a
 * readable name in the user's language. Only once the application has been submitted.
 */
import { zipSync } from 'fflate';
import type { Readable } from 'node:stream';
import { formatDateTime } from '../../shared/format.ts';
import type { Language } from '../../shared/i18n-languages.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../authorization/http-errors.ts';
import { findApplication } from '../repositories/applications.ts';
import { listDocumentCategories } from '../repositories/calls.ts';
import { findLatestSignedFinalDocument } from '../repositories/signed-final-documents.ts';
import { listSubmittedDocuments } from '../repositories/submitted-documents.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { translate } from '../translations.ts';
import { loadDocumentFonts, registerDocumentFonts } from './final-document.ts';

export interface ReceiptContent {
  azonosito: string;
  benyujtva: Date;
  tartalomHash: string;
  alairtVeglegesitoSha256: string;
  alairo: string;
  dokumentumok: Array<{ nev: string; sha256: string }>;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The receipt as a one-page PDF in the user's language. */
export async function renderReceipt(content: ReceiptContent, language: Language): Promise<Buffer> {
  const t = (key: string, params: Record<string, unknown> = {}) =>
    translate('progress', language, `receipt.${key}`, params) ?? '';
  // pdfkit and the fonts load with the first receipt, not at every start.
  const [{ default: PdfDocument }, fonts] = await Promise.all([
    import('pdfkit'),
    loadDocumentFonts(),
  ]);
  const doc = new PdfDocument({
    size: 'A4',
    margin: 50,
    lang: language,
    info: { Title: `${t('title')} – ${content.azonosito}`, CreationDate: content.benyujtva },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerDocumentFonts(doc, fonts);
  doc.font('DejaVu-Bold').fontSize(16).text(t('title'), { align: 'center' }).moveDown();
  const line = (label: string, value: string) => {
    doc.font('DejaVu-Bold').fontSize(10).text(`${label}: `, { continued: true });
    doc.font('DejaVu').text(value);
  };
  line(t('reference'), content.azonosito);
  line(t('time'), formatDateTime(content.benyujtva, language));
  line(t('contentHash'), content.tartalomHash);
  line(t('signedSha256'), content.alairtVeglegesitoSha256);
  line(t('signer'), content.alairo);
  doc.moveDown().font('DejaVu-Bold').text(t('documents')).font('DejaVu').fontSize(9);
  for (const row of content.dokumentumok) doc.text(`• ${row.nev} – SHA-256 ${row.sha256}`);
  doc.end();
  return finished;
}

/** A file name without characters that trouble a file system, keeping Hungarian letters. */
function safeName(name: string): string {
  return (
    name
      // Control characters are exactly what must not reach a file name in the archive.
      // oxlint-disable-next-line no-control-regex
      .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 150)
  );
}

/** The ZIP of a submitted application; 404 when it has not been submitted. */
export async function buildSubmissionPackage(
  db: Database,
  storage: FileStorage,
  applicationId: number,
  language: Language,
): Promise<{ zip: Buffer; filename: string }> {
  const application = await findApplication(db, applicationId);
  const signed = await findLatestSignedFinalDocument(db, applicationId);
  const submittedAt = application?.payload.benyujtasDatuma;
  if (!application || !signed || !submittedAt) throw notFound();
  const azonosito = String(application.payload.azonosito ?? applicationId);
  const [documents, categories] = await Promise.all([
    listSubmittedDocuments(db, applicationId),
    listDocumentCategories(db),
  ]);
  const t = (key: string) => translate('progress', language, `receipt.${key}`) ?? key;
  const files: Record<string, Uint8Array> = {};
  const used = new Set<string>();
  const add = (name: string, bytes: Buffer) => {
    let candidate = name;
    for (let n = 2; used.has(candidate.toLowerCase()); n += 1)
      candidate = name.replace(/(\.[^.]*)?$/, (ext) => ` (${n})${ext}`);
    used.add(candidate.toLowerCase());
    files[candidate] = new Uint8Array(bytes);
  };
  add(
    safeName(`1 ${t('signedFile')} ${azonosito}.pdf`),
    await bytesOf(await storage.get(signed.storageKey)),
  );
  const listed: ReceiptContent['dokumentumok'] = [];
  const attachments: Array<[string, Buffer]> = [];
  // A document staff hid from the applicant stays out of the applicant's copy, as on the screens.
  for (const document of documents.filter((item) => item.visible)) {
    const category = categories.find((item) => item.code === document.category);
    const name = safeName(`${category?.name[language] ?? t('document')} - ${document.filename}`);
    attachments.push([name, await bytesOf(await storage.get(document.storageKey))]);
    listed.push({ nev: name, sha256: document.sha256 });
  }
  const receipt = await renderReceipt(
    {
      azonosito,
      benyujtva: new Date(String(submittedAt)),
      tartalomHash: signed.contentHash,
      alairtVeglegesitoSha256: signed.sha256,
      alairo: signed.signer.subject,
      dokumentumok: listed,
    },
    language,
  );
  add(safeName(`2 ${t('receiptFile')} ${azonosito}.pdf`), receipt);
  for (const [name, bytes] of attachments) add(`${t('folder')}/${name}`, bytes);
  return {
    zip: Buffer.from(zipSync(files, { level: 6, mtime: new Date(String(submittedAt)) })),
    filename: `${safeName(`${t('packageFile')} ${azonosito}`)}.zip`,
  };
}
