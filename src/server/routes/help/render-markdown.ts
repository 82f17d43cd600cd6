/**
 * Markdown → safe HTML for the help pages. Why on the server: the guides are ours, but rendering
 * them here means the browser ships neither marked nor a sanitiser (bundle budget), and the HTML
 * is sanitised by one allow-list before it ever reaches `dangerouslySetInnerHTML`. Raw HTML in the
 * Markdown is escaped by marked's renderer override, and sanitize-html removes anything else
 * (scripts, event handlers, javascript: links) a future edit might introduce.
 */
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    // Raw HTML blocks and inline HTML are shown as text, never interpreted.
    html: ({ text }) => escapeHtml(text),
  },
});

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'code',
    'pre',
    'blockquote',
    'a',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'br',
  ],
  allowedAttributes: { a: ['href', 'title'], th: ['align'], td: ['align'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // Headings start at h2 because the page supplies the h1; a stray h1 is demoted.
  transformTags: { h1: 'h2' },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Renders Markdown to sanitised HTML. */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown) as string, SANITIZE_OPTIONS);
}
