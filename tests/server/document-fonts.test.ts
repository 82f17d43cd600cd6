/**
 * The documents' fonts are parsed once per process and shared by every PDF drawn
 * (docs/decisions/0051). What one document did with a shared font must not change the text of
 * the next: here the first draws only Ű (whose glyph is built of U's), the second 'HUF'.
 */
import PdfDocument from 'pdfkit';
import { extractText } from 'unpdf';
import { expect, it } from 'vitest';
import {
  loadDocumentFonts,
  registerDocumentFonts,
} from '../../src/server/lifecycle/final-document.ts';

async function draw(lines: string[]): Promise<string> {
  const fonts = await loadDocumentFonts();
  const doc = new PdfDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  registerDocumentFonts(doc, fonts);
  for (const line of lines)
    doc.font('DejaVu-Bold').text('– ', { continued: true }).font('DejaVu').text(line);
  doc.end();
  const { text } = await extractText(new Uint8Array(await finished), { mergePages: true });
  return text.replace(/\s+/g, ' ').trim();
}

it('a document drawn after another keeps every letter of its text', async () => {
  expect(await draw(['Ű'])).toBe('– Ű');
  expect(await draw(['Requested support: HUF 14,000,000', 'Eligible cost'])).toBe(
    '– Requested support: HUF 14,000,000 – Eligible cost',
  );
});
