/**
 * GET /help/docs/:lng: the applicant's guide (Markdown in ./content) as sanitised HTML. Public:
 * the guide also helps people who have not registered yet. An unknown language falls back as
 * resolveLanguage says (spec section 8).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RoutePlugin } from '../../plugins/route-plugin.ts';
import { LANGUAGES, type Language, resolveLanguage } from '../../../shared/i18n-languages.ts';
import { helpRoutes as schemas } from '../../../../schemas/api/help/help.ts';

/** The answer's language list is the portal's (compile-time check both ways). */
type SchemaLanguage = (typeof schemas.docs.response)[200]['properties']['language']['enum'][number];
const sameLanguages: [SchemaLanguage, Language] extends [Language, SchemaLanguage] ? true : false =
  true;
void sameLanguages;

const CONTENT_DIR = path.join(import.meta.dirname, 'content');

/**
 * Rendered once, on the first request: the files change only with a deployment, and the Markdown
 * renderer and sanitiser (marked, sanitize-html with postcss) stay out of the start.
 */
async function renderGuides(): Promise<Record<Language, string>> {
  const { renderMarkdown } = await import('./render-markdown.ts');
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      renderMarkdown(
        readFileSync(path.join(CONTENT_DIR, `applicant-guide.${language}.md`), 'utf8'),
      ),
    ]),
  ) as Record<Language, string>;
}

export const helpRoutes: RoutePlugin = async (app) => {
  let guides: Promise<Record<Language, string>> | undefined;
  app.get(
    '/help/docs/:lng',
    { config: { queryBudget: 1 }, schema: schemas.docs },
    async (request, reply) => {
      const language = resolveLanguage(request.params.lng);
      return reply
        .header('cache-control', 'public, max-age=300')
        .send({ language, html: (await (guides ??= renderGuides()))[language] });
    },
  );
};
