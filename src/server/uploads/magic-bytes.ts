/**
 * Checks a file's content by its first bytes, so a renamed executable (or anything that is not
 * what its extension claims) is refused before it is stored. Extensions map to content kinds.
 */

export type ContentKind = 'pdf' | 'png' | 'jpeg' | 'tiff' | 'zip' | 'ole' | 'xml' | 'text';

/** How many leading bytes the check needs. */
export const MAGIC_HEAD_BYTES = 512;

const EXTENSION_KINDS: Record<string, ContentKind> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  tif: 'tiff',
  tiff: 'tiff',
  docx: 'zip',
  xlsx: 'zip',
  odt: 'zip',
  ods: 'zip',
  zip: 'zip',
  asice: 'zip',
  doc: 'ole',
  xls: 'ole',
  es3: 'xml',
  xml: 'xml',
  txt: 'text',
  csv: 'text',
};

/** Content types served on download, derived from the checked extension (never the client's). */
const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  zip: 'application/zip',
  asice: 'application/vnd.etsi.asic-e+zip',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  es3: 'application/xml',
  xml: 'application/xml',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

export function contentTypeOf(extension: string): string {
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

function startsWith(head: Buffer, bytes: number[], offset = 0): boolean {
  return (
    head.length >= offset + bytes.length &&
    bytes.every((byte, index) => head[offset + index] === byte)
  );
}

/** Executables and scripts are refused whatever their name. */
export function isExecutable(head: Buffer): boolean {
  return (
    startsWith(head, [0x4d, 0x5a]) || // MZ: Windows PE / DOS
    startsWith(head, [0x7f, 0x45, 0x4c, 0x46]) || // ELF
    startsWith(head, [0x23, 0x21]) || // #! script
    startsWith(head, [0xfe, 0xed, 0xfa, 0xce]) ||
    startsWith(head, [0xfe, 0xed, 0xfa, 0xcf]) ||
    startsWith(head, [0xce, 0xfa, 0xed, 0xfe]) ||
    startsWith(head, [0xcf, 0xfa, 0xed, 0xfe]) || // Mach-O
    startsWith(head, [0xca, 0xfe, 0xba, 0xbe]) // Mach-O fat / Java class
  );
}

function looksLikeText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  // A multi-byte character may be cut at the end of the head; drop up to 3 trailing bytes.
  for (let cut = 0; cut <= 3 && cut < head.length + 1; cut += 1) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - cut));
      return true;
    } catch {
      // try a shorter prefix
    }
  }
  return false;
}

function matchesKind(kind: ContentKind, head: Buffer): boolean {
  switch (kind) {
    case 'pdf':
      return startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-
    case 'png':
      return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'jpeg':
      return startsWith(head, [0xff, 0xd8, 0xff]);
    case 'tiff':
      return (
        startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])
      );
    case 'zip':
      return (
        startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])
      );
    case 'ole':
      return startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    case 'xml': {
      const text = head
        .toString('utf8')
        .replace(/^\ufeff/, '')
        .trimStart();
      return text.startsWith('<') && looksLikeText(head);
    }
    case 'text':
      return looksLikeText(head);
  }
}

/** True when the first bytes fit the extension and are not an executable. */
export function contentMatchesExtension(extension: string, head: Buffer): boolean {
  const kind = EXTENSION_KINDS[extension];
  if (!kind || head.length === 0 || isExecutable(head)) return false;
  return matchesKind(kind, head);
}

export const KNOWN_EXTENSIONS = Object.keys(EXTENSION_KINDS);
