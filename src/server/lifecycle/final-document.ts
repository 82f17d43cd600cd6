/**
 * Submission step 2 and 3: the final document ("véglegesítő") is a PDF of everything submitted,
 * printed with DejaVu Sans so Hungarian letters (ő, ű) come out right, carrying the SHA-256 of its
 * content as text, as a QR code and in the PDF's Keywords. The signed copy that comes back must
 * carry this application's id and the hash of the CURRENT data: a PDF of another application, or
 * of data changed since, is refused.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font } from 'fontkit';
import type { Transaction } from 'kysely';
import { formatCurrency, formatDate, formatDateTime, formatNumber } from '../../shared/format.ts';
import type { Language } from '../../shared/i18n-languages.ts';
import type { DocumentCategory } from '../calls/catalogue.ts';
import type { DB } from '../db/types.ts';
import { listAddresses } from '../repositories/addresses.ts';
import { getApplicant } from '../repositories/applicants.ts';
import type { StoredCall } from '../repositories/calls.ts';
import { listCurrentDocuments } from '../repositories/documents.ts';
import { listKnockOutConfirmations } from '../repositories/knock-out.ts';
import { listStatementAnswers } from '../repositories/statements.ts';
import { translate } from '../translations.ts';
import type { LockedApplication } from './service.ts';

/**
 * The fonts with the Hungarian letters, shipped as the npm dependency dejavu-fonts-ttf (no OS
 * font path); a deployment without them fails at start, not with '?' in a document.
 */
const resolveFont = (file: string) =>
  createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}`);
const FINAL_DOCUMENT_FONT = resolveFont('DejaVuSans.ttf');
const FINAL_DOCUMENT_BOLD_FONT = resolveFont('DejaVuSans-Bold.ttf');

export interface DocumentFonts {
  regular: Font;
  bold: Font;
}

let documentFonts: Promise<DocumentFonts> | undefined;

/**
 * The fonts parsed once per process (docs/decisions/0051). Given as file paths, pdfkit read and
 * parsed both fonts again for every document: a fifth of the server's busy time in the surge's
 * fill phase went to parsing the same 1 MB of font tables. A parsed font holds no state of the
 * document that uses it (each document takes its own subset of the glyphs), and pdfkit draws a
 * document synchronously, so one parse serves every document. Loaded at the first document, not
 * at start (fontkit is large).
 */
export function loadDocumentFonts(): Promise<DocumentFonts> {
  documentFonts ??= import('fontkit').then(({ create }) => {
    const parse = (file: string) => {
      const font = create(readFileSync(file));
      // fontkit keeps every glyph object it makes, with the characters it was made for. A glyph
      // a document's subset took in without drawing it (U as a part of Ű) was kept with none,
      // and a later document drawing that glyph lost its letter from the text a reader copies
      // or extracts ('HF' for 'HUF'). Each character's glyph is made first, with its character.
      for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
      return font;
    };
    return { regular: parse(FINAL_DOCUMENT_FONT), bold: parse(FINAL_DOCUMENT_BOLD_FONT) };
  });
  return documentFonts;
}

/** Registers the fonts under the names the documents use ('DejaVu', 'DejaVu-Bold'). */
export function registerDocumentFonts(doc: PDFKit.PDFDocument, fonts: DocumentFonts): void {
  // pdfkit 0.20 takes a parsed font where it takes a file; its types only name files.
  doc.registerFont('DejaVu', fonts.regular as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont('DejaVu-Bold', fonts.bold as unknown as PDFKit.Mixins.PDFFontSource);
}

/** Everything submitted, without what a transition changes (status, version, dates of steps). */
export interface FinalDocumentContent {
  palyazat: Record<string, unknown>;
  egyediMezok: Record<string, Record<string, unknown>>;
  kizaroFeltetelek: Array<{ kriterium: string; megerositve: boolean }>;
  nyilatkozatok: Array<{ nyilatkozat: string; elfogadva: boolean }>;
  dokumentumok: Array<{ kategoria: string; fajlnev: string; sha256: string; verzio: number }>;
  /** The applicant's master data as they stand when the document is made (frozen by signing). */
  torzsadatok: {
    nev: string | null;
    roviditettNev: string | null;
    adoszam: string | null;
    statisztikaiSzam: string | null;
    cegjegyzekszam: string | null;
    alapitas: string | null;
    /** The implementation sites of the loan claim, as printed addresses. */
    helyszinek: string[];
  };
}

/** JSON with sorted keys, so a hash or a comparison does not depend on key order. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .toSorted()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** The content of the final document, read in the transaction holding the row lock. */
/** The stored data a final document is made of (read apart, so submission can read it early). */
export interface FinalDocumentParts {
  knockOut: Awaited<ReturnType<typeof listKnockOutConfirmations>>;
  statements: Awaited<ReturnType<typeof listStatementAnswers>>;
  documents: Awaited<ReturnType<typeof listCurrentDocuments>>;
  applicant: Awaited<ReturnType<typeof getApplicant>>;
  addresses: Awaited<ReturnType<typeof listAddresses>>;
}

export async function readFinalDocumentParts(
  trx: Transaction<DB>,
  current: LockedApplication,
): Promise<FinalDocumentParts> {
  const id = current.application.payload.id;
  const applicantId = current.application.applicantId;
  const [knockOut, statements, documents, applicant, addresses] = await Promise.all([
    listKnockOutConfirmations(trx, id),
    listStatementAnswers(trx, id),
    listCurrentDocuments(trx, id, { includeHidden: true }),
    getApplicant(trx, applicantId, 0),
    listAddresses(trx, applicantId),
  ]);
  return { knockOut, statements, documents, applicant, addresses };
}

export async function finalDocumentContent(
  trx: Transaction<DB>,
  current: LockedApplication,
): Promise<FinalDocumentContent> {
  return composeFinalDocumentContent(current, await readFinalDocumentParts(trx, current));
}

/** The content of the final document from its parts (no I/O). */
export function composeFinalDocumentContent(
  current: LockedApplication,
  parts: FinalDocumentParts,
): FinalDocumentContent {
  const {
    verzio: _verzio,
    statusz: _statusz,
    benyujtasAllapot: _step,
    benyujtasDatuma: _submitted,
    ...palyazat
  } = current.application.payload;
  const { knockOut, statements, documents, applicant, addresses } = parts;
  const siteIds = Array.isArray(palyazat.megvalositasiHelyszin)
    ? (palyazat.megvalositasiHelyszin as Array<{ id?: number }>).map((site) => site.id)
    : [];
  return {
    torzsadatok: {
      nev: applicant?.nev ?? null,
      roviditettNev: applicant?.roviditettNev ?? null,
      adoszam: applicant?.adoszam ?? null,
      statisztikaiSzam: applicant?.statisztikaiSzam ?? null,
      cegjegyzekszam: applicant?.cegbirosagBejegyzes ?? null,
      alapitas: applicant?.alapitas ? String(applicant.alapitas).slice(0, 10) : null,
      helyszinek: addresses
        .filter((address) => siteIds.includes(address.id))
        .map((address) =>
          [
            address.iranyitoszam,
            address.telepules?.megnevezes ?? address.telepulesNev,
            address.cim ? `, ${address.cim}` : '',
          ]
            .filter(Boolean)
            .join(' ')
            .replace(' ,', ','),
        ),
    },
    palyazat,
    egyediMezok: current.application.customFieldValues,
    kizaroFeltetelek: knockOut
      .map((row) => ({ kriterium: row.kriterium, megerositve: row.megerositve }))
      .toSorted((a, b) => a.kriterium.localeCompare(b.kriterium)),
    nyilatkozatok: statements
      .map((row) => ({ nyilatkozat: row.nyilatkozat, elfogadva: row.elfogadva }))
      .toSorted((a, b) => a.nyilatkozat.localeCompare(b.nyilatkozat)),
    dokumentumok: documents
      .map((row) => ({
        kategoria: row.documentType,
        fajlnev: row.filename,
        sha256: row.sha256,
        verzio: row.version,
      }))
      .toSorted((a, b) => canonical(a).localeCompare(canonical(b))),
  };
}

/** The SHA-256 (hex) of the content. */
export function contentHash(content: FinalDocumentContent): string {
  return createHash('sha256').update(canonical(content)).digest('hex');
}

/** The marker written into the PDF's Keywords and read back from the signed copy. */
function marker(applicationId: number, hash: string): string {
  return `tpp-palyazat:${applicationId} tpp-hash:${hash}`;
}

/** What the renderer needs besides the content: the call's texts, category names, the signer. */
export interface FinalDocumentLabels {
  call: StoredCall;
  language: Language;
  categories: DocumentCategory[];
  /** The name printed in the signature block (the user who made the document). */
  signerName: string;
}

type JsonSchema = {
  title?: string;
  type?: string;
  format?: string;
  properties?: Record<string, JsonSchema>;
  oneOf?: Array<{ const?: unknown; title?: string }>;
};

/** Renders the PDF in the applicant's language, every value through its label. */
export async function renderFinalDocument(
  content: FinalDocumentContent,
  hash: string,
  labels: FinalDocumentLabels,
  now: Date = new Date(),
): Promise<Buffer> {
  const { language, call } = labels;
  const t = (key: string, params: Record<string, unknown> = {}) =>
    translate('progress', language, `finalDocument.${key}`, params) ?? '';
  const callTexts = call.texts[language];
  const id = content.palyazat.id as number;
  // Loaded at the first final document, not at every start (they are large).
  const [{ default: PdfDocument }, { default: QRCode }, fonts] = await Promise.all([
    import('pdfkit'),
    import('qrcode'),
    loadDocumentFonts(),
  ]);
  const qr = await QRCode.toBuffer(`TPP;${id};${hash}`, { errorCorrectionLevel: 'M', width: 160 });
  const doc = new PdfDocument({
    size: 'A4',
    margins: { top: 50, left: 50, right: 50, bottom: 60 },
    bufferPages: true,
    lang: language,
    info: {
      Title: `${t('title')} – ${String(content.palyazat.azonosito)}`,
      Subject: t('subject'),
      Keywords: marker(id, hash),
      CreationDate: now,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerDocumentFonts(doc, fonts);
  doc.font('DejaVu');

  const yesNo = (value: unknown) =>
    value === true ? t('yes') : value === false ? t('no') : t('empty');
  const heading = (text: string) => {
    doc.moveDown(0.8).font('DejaVu-Bold').fontSize(12).text(text).font('DejaVu').fontSize(10);
    doc.moveDown(0.3);
  };
  const field = (label: string, value: string) => {
    doc.font('DejaVu-Bold').text(`${label}: `, { continued: true });
    doc.font('DejaVu').text(value === '' ? t('empty') : value);
  };
  const date = (value: unknown) =>
    typeof value === 'string' && value !== '' ? formatDate(value, language) : t('empty');
  const amount = (value: unknown) =>
    typeof value === 'number' ? formatCurrency(value, '0,0', language) : t('empty');

  const p = content.palyazat;
  doc.font('DejaVu-Bold').fontSize(16).text(t('title'), { align: 'center' }).font('DejaVu');
  doc.moveDown(0.5).fontSize(9).text(t('intro'), { align: 'center' }).fontSize(10);
  heading(t('application'));
  field(t('identifier'), String(p.azonosito ?? id));
  field(t('call'), callTexts.name);

  heading(t('masterData'));
  const master = content.torzsadatok;
  field(applicantLabel(language, 'name'), master.nev ?? '');
  if (master.roviditettNev) field(applicantLabel(language, 'shortName'), master.roviditettNev);
  field(applicantLabel(language, 'taxNumber'), master.adoszam ?? '');
  if (master.statisztikaiSzam)
    field(applicantLabel(language, 'statisticalNumber'), master.statisztikaiSzam);
  if (master.cegjegyzekszam)
    field(applicantLabel(language, 'companyRegistration'), master.cegjegyzekszam);
  if (master.alapitas) field(applicantLabel(language, 'establishment'), date(master.alapitas));

  heading(t('loanClaim'));
  const claim = (key: string) => translate('calls', language, `loanClaim.${key}`) ?? '';
  field(claim('projektCim'), String(p.projektCim ?? ''));
  field(claim('rovidLeiras'), String(p.rovidLeiras ?? ''));
  field(claim('igenyeltTamogatas'), amount(p.igenyeltTamogatas));
  field(claim('elszamolhatoKoltseg'), amount(p.elszamolhatoKoltseg));
  field(claim('igenyeltEloleg'), amount(p.igenyeltEloleg));
  field(claim('mukodesiEredmeny'), amount(p.mukodesiEredmeny));
  field(claim('tervezettKezdet'), date(p.tervezettKezdet));
  field(claim('tervezettFizikaiBefejezes'), date(p.tervezettFizikaiBefejezes));
  // The VAT status by its label, never the bare letter (issue 20, item 5).
  field(claim('afaStatusz'), typeof p.afaStatusz === 'string' ? claim(`afa.${p.afaStatusz}`) : '');
  field(claim('kincstariKor'), yesNo(p.kincstariKor));
  field(
    claim('munkahelynovekedes'),
    typeof p.munkahelynovekedes === 'number'
      ? formatNumber(p.munkahelynovekedes, '0,0', language)
      : '',
  );
  field(claim('megvalositasiHelyszin'), master.helyszinek.join('; '));
  const sources = Array.isArray(p.projektForrasok)
    ? (p.projektForrasok as Array<{ forras?: string; osszeg?: number }>)
    : [];
  if (sources.length > 0) {
    doc
      .font('DejaVu-Bold')
      .text(`${claim('projektForrasok')}:`)
      .font('DejaVu');
    for (const source of sources)
      doc.text(`• ${claim(`forras.${source.forras ?? ''}`)}: ${amount(source.osszeg)}`, {
        indent: 12,
      });
  }

  heading(t('customFields'));
  const schema = call.customFields.schema as JsonSchema;
  const ui = call.customFields.ui as Record<string, unknown>;
  for (const group of ordered(schema.properties ?? {}, ui['ui:order'])) {
    const groupSchema = schema.properties?.[group] ?? {};
    doc
      .font('DejaVu-Bold')
      .text(callTexts.groups[group] ?? groupSchema.title ?? '')
      .font('DejaVu');
    const values = content.egyediMezok[group] ?? {};
    const groupUi = (ui[group] ?? {}) as Record<string, unknown>;
    for (const name of ordered(groupSchema.properties ?? {}, groupUi['ui:order'])) {
      const fieldSchema = groupSchema.properties?.[name] ?? {};
      const texts = callTexts.fields[`${group}.${name}`];
      const value = values[name];
      let shown: string;
      if (value === undefined || value === null || value === '') shown = t('empty');
      else if (fieldSchema.oneOf)
        shown =
          texts?.options?.[String(value)] ??
          fieldSchema.oneOf.find((option) => option.const === value)?.title ??
          t('empty');
      else if (typeof value === 'boolean') shown = yesNo(value);
      else if (typeof value === 'number')
        shown = formatNumber(value, Number.isInteger(value) ? '0,0' : '0,0.00', language);
      else if (fieldSchema.format === 'date') shown = date(value);
      else shown = String(value);
      field(texts?.title ?? fieldSchema.title ?? '', shown);
    }
  }

  heading(t('knockOut'));
  if (content.kizaroFeltetelek.length === 0) doc.text(t('none'));
  for (const row of content.kizaroFeltetelek)
    doc.text(
      `• ${callTexts.knockOut[row.kriterium] ?? ''} – ${row.megerositve ? t('confirmed') : t('notConfirmed')}`,
    );

  heading(t('statements'));
  if (content.nyilatkozatok.length === 0) doc.text(t('none'));
  for (const row of content.nyilatkozatok)
    doc.text(
      `• ${callTexts.statements[row.nyilatkozat] ?? ''} – ${row.elfogadva ? t('accepted') : t('notAccepted')}`,
    );

  heading(t('documents'));
  if (content.dokumentumok.length === 0) doc.text(t('none'));
  for (const row of content.dokumentumok) {
    const category = labels.categories.find((item) => item.code === row.kategoria);
    doc.text(
      `• ${t('documentLine', {
        name: category?.name[language] ?? t('empty'),
        file: row.fajlnev,
        version: row.verzio,
      })}`,
    );
    doc
      .fontSize(8)
      .text(t('sha256', { hash: row.sha256 }), { indent: 12 })
      .fontSize(10);
  }

  heading(t('signature'));
  doc.fontSize(9).text(t('signatureNote')).fontSize(10).moveDown(0.5);
  field(t('signerName'), labels.signerName);
  field(t('signerPosition'), '______________________________');
  field(t('signingPlace'), '______________________________');
  field(t('signingDate'), '______________________________');

  doc.moveDown().fontSize(8);
  doc.text(t('created', { date: formatDateTime(now, language) }));
  doc.text(t('contentHash', { hash }));
  doc.image(qr, { width: 110 });

  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .fontSize(8)
      .text(
        t('page', { page: index - range.start + 1, pages: range.count }),
        doc.page.margins.left,
        doc.page.height - 35,
        { align: 'center', width: doc.page.width - doc.page.margins.left - doc.page.margins.right },
      );
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return finished;
}

/** The keys of `properties` in the ui:order, then any not named there. */
function ordered(properties: Record<string, unknown>, order: unknown): string[] {
  const named = Array.isArray(order)
    ? order.filter((key): key is string => typeof key === 'string' && key in properties)
    : [];
  return [...named, ...Object.keys(properties).filter((key) => !named.includes(key))];
}

function applicantLabel(language: Language, key: string): string {
  return translate('applicant', language, `base.${key}`) ?? '';
}

/**
 * The application id and hash a (signed) final document carries, read from its Keywords.
 * Signing adds an incremental update to a PDF and keeps the original objects, so the marker
 * survives; a file that is not a PDF, or carries no marker, answers null.
 */
export function readFinalDocumentMarker(
  file: Buffer,
): { applicationId: number; hash: string } | null {
  if (file.subarray(0, 5).toString('latin1') !== '%PDF-') return null;
  const match = /tpp-palyazat:(\d{1,9}) tpp-hash:([0-9a-f]{64})/.exec(file.toString('latin1'));
  return match ? { applicationId: Number(match[1]), hash: match[2] as string } : null;
}
