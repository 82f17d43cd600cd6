/**
 * Client-supplied file names are only ever DISPLAYED (Content-Disposition, lists); storage keys
 * are generated. Still, a name is cleaned so no path trick (`../`, `C:\`, NUL, control
 * characters, bidi overrides) survives into a header or a user's download folder.
 */

const MAX_NAME_LENGTH = 200;

/** The last path segment, without control/bidi characters, leading dots or reserved characters. */
export function sanitiseFileName(raw: string): string {
  const lastSegment = raw.split(/[/\\]/).pop() ?? '';
  let name = lastSegment
    .normalize('NFC')
    // NUL and other C0/C1 controls, and the Unicode bidi/formatting characters that disguise extensions.
    // oxlint-disable-next-line no-control-regex -- removing control characters is the point.
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (name.length > MAX_NAME_LENGTH) {
    const extension = extensionOf(name);
    const keep = MAX_NAME_LENGTH - (extension ? extension.length + 1 : 0);
    name = extension ? `${name.slice(0, keep)}.${extension}` : name.slice(0, MAX_NAME_LENGTH);
  }
  return name === '' ? 'dokumentum' : name;
}

/** Lower-case extension without the dot, or '' when the name has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return '';
  return name.slice(dot + 1).toLowerCase();
}

/** A Content-Disposition header for a download: ASCII fallback plus the RFC 5987 UTF-8 name. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
