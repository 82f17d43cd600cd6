/**
 * The development mailbox as a plain server-rendered page: no script at all (so the portal's
 * CSP holds), every stored value escaped, and the links of each mail clickable.
 */
import type { Language } from '../../shared/i18n-languages.ts';
import type { MailboxMessage } from '../repositories/mailbox.ts';
import { escapeHtml } from './compose.ts';
import { mailText } from './texts.ts';

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+[^\s<>"'`.,;:!?)\]]/g;

/** The http(s) links in a text, in order, without duplicates. */
export function extractLinks(text: string): string[] {
  return [...new Set(text.match(URL_PATTERN) ?? [])];
}

/** Escapes the text and turns its http(s) links into anchors. */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const index = match.index ?? 0;
    html += escapeHtml(text.slice(last, index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}">${url}</a>`;
    last = index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

const STYLE = `
body{font-family:system-ui,Arial,sans-serif;margin:0 auto;max-width:60rem;padding:1.5rem;color:#1c2127;background:#f6f7f9}
h1{font-size:1.5rem;margin:0 0 .5rem}
.notice{color:#5f6b7c;margin:0 0 1.5rem}
article{background:#fff;border:1px solid #d3d8de;border-radius:4px;padding:1rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 .75rem}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f6f7f9;padding:.75rem;margin:0 0 .75rem;font:inherit}
a{color:#215db0}
`;

/** The page listing the newest mails first. */
export function renderMailboxPage(
  language: Language,
  messages: MailboxMessage[],
  options: { smtpConfigured: boolean },
): string {
  const t = (key: string) => escapeHtml(mailText(language, `mailbox.${key}`));
  const items = messages
    .map((message) => {
      const links = extractLinks(message.text);
      return `<article id="mail-${message.id}">
<dl>
<dt>${t('sentAt')}</dt><dd><time datetime="${message.createdAt.toISOString()}">${escapeHtml(message.createdAt.toISOString())}</time></dd>
<dt>${t('from')}</dt><dd>${escapeHtml(message.sender)}</dd>
<dt>${t('to')}</dt><dd>${escapeHtml(message.recipient)}</dd>
<dt>${t('subject')}</dt><dd>${escapeHtml(message.subject)}</dd>
</dl>
<pre>${linkify(message.text)}</pre>
${
  links.length > 0
    ? `<p>${t('links')}: ${links.map((link) => `<a class="mail-link" href="${escapeHtml(link)}">${escapeHtml(link)}</a>`).join(' ')}</p>`
    : ''
}
<p><a href="/dev/mailbox/${message.id}/html">${t('html')}</a></p>
</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('title')}</title><style>${STYLE}</style></head>
<body><main>
<h1>${t('title')}</h1>
<p class="notice">${t('notice')}</p>
${options.smtpConfigured ? `<p class="notice">${t('smtpNotice')}</p>` : ''}
${items || `<p>${t('empty')}</p>`}
</main></body>
</html>
`;
}
