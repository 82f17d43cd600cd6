/**
 * Builds the text and HTML parts of a portal mail from translated paragraphs, with the common
 * greeting, signature and footer of the 'mail' namespace. Everything is escaped for the HTML
 * part, so user-supplied names and topics cannot inject markup.
 */
import type { Language } from '../../shared/i18n-languages.ts';
import { mailText } from './texts.ts';

export interface ComposeInput {
  /** The addressee's name; the anonymous greeting is used without one. */
  name?: string | null;
  /** Body paragraphs, already translated (see mailText). */
  paragraphs: string[];
  /** One call to action, shown as a button and as a plain link. */
  action?: { label: string; url: string };
  /** Paragraphs after the action (validity, what to do if unexpected). */
  afterAction?: string[];
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const paragraph = (value: string) =>
  `<p style="margin:0 0 16px">${escapeHtml(value).replace(/\n/g, '<br>')}</p>`;

/** Answers the `text` and `html` parts for app.mail.send. */
export function composeMail(
  language: Language,
  input: ComposeInput,
): { text: string; html: string } {
  const greeting = input.name
    ? mailText(language, 'layout.greeting', { name: input.name })
    : mailText(language, 'layout.greetingAnonymous');
  const signature = mailText(language, 'layout.signature');
  const footer = mailText(language, 'layout.footer');
  const after = input.afterAction ?? [];

  const text = [
    greeting,
    ...input.paragraphs,
    ...(input.action ? [`${input.action.label}: ${input.action.url}`] : []),
    ...after,
    signature,
    '--',
    footer,
  ].join('\n\n');

  const action = input.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="background:#215db0;color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(input.action.label)}</a></p>` +
      paragraph(mailText(language, 'layout.actionFallback')) +
      `<p style="margin:0 0 16px;word-break:break-all"><a href="${escapeHtml(input.action.url)}">${escapeHtml(input.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(greeting)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1c2127;margin:0;padding:24px">
${paragraph(greeting)}
${input.paragraphs.map(paragraph).join('\n')}
${action}
${after.map(paragraph).join('\n')}
${paragraph(signature)}
<hr style="border:none;border-top:1px solid #d3d8de;margin:24px 0">
<p style="margin:0;font-size:12px;color:#5f6b7c">${escapeHtml(footer)}</p>
</body></html>`;
  return { text, html };
}
