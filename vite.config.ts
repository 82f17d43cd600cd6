/**
 * Vite builds the browser client into dist/client. In development the API, runtime
 * configuration and translations come from the portal server (npm start) on port 3000.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

const SERVER = process.env.PORTAL_SERVER ?? 'http://localhost:3000';

const UNSUPPORTED = fileURLToPath(
  new URL('./src/client/components/form/trim/unsupported.tsx', import.meta.url),
);
/**
 * Parts of rjsf no portal schema uses, swapped for small stand-ins in the browser bundle (~4 KiB
 * gzip off every form page). Keyed by the importing file's folder and the imported path; only
 * imports from those folders are redirected. src/client/components/form/trim/trim.test.ts keeps
 * the schemas within what the stand-ins cover.
 */
const RJSF_TRIM: Array<{ importer: string; source: RegExp; replacement: string }> = [
  {
    importer: '/@rjsf/core/lib/components/fields/',
    // FallbackField: only with useFallbackUiForUnsupportedType; OptionalDataControlsField: only
    // with the enableOptionalDataFieldForType UI option. The portal sets neither (trim.test.ts).
    source:
      /^\.\/(Layout(Grid|Header|MultiSchema)Field|FallbackField|OptionalDataControlsField)\.js$/,
    replacement: UNSUPPORTED,
  },
  {
    importer: '/@rjsf/core/lib/components/widgets/',
    source: /^\.\/(AltDateTime|AltDate|Color|File|Rating|Range)Widget\.js$/,
    replacement: UNSUPPORTED,
  },
  // rjsf's own versions of what our theme replaces (generateTheme; trim.test.ts checks that
  // the theme still provides each): never rendered. The theme's ArrayField and MultiSchemaField (anyOf/
  // oneOf) are rjsf's own, loaded with the theme's extras chunk (theme/deferred.ts) instead of with every form.
  {
    importer: '/@rjsf/core/lib/components/fields/',
    source: /^\.\/(ArrayField|MultiSchemaField)\.js$/,
    replacement: UNSUPPORTED,
  },
  {
    importer: '/@rjsf/core/lib/components/widgets/',
    source: /^\.\/(Checkbox|Radio|Select|Textarea)Widget\.js$/,
    replacement: UNSUPPORTED,
  },
  {
    importer: '/@rjsf/core/lib/components/templates/',
    source:
      /^\.\/(ArrayFieldItemTemplate|ArrayFieldTemplate|BaseInputTemplate|DescriptionField|ErrorList|FieldErrorTemplate|FieldHelpTemplate|FieldTemplate\/index|ObjectFieldTemplate|TitleField)\.js$/,
    replacement: UNSUPPORTED,
  },
  {
    importer: '/@rjsf/utils/lib/',
    source: /^(\.\.?\/)+deepEquals\.js$/,
    replacement: fileURLToPath(
      new URL('./src/client/components/form/trim/deep-equals.ts', import.meta.url),
    ),
  },
  {
    importer: '/@rjsf/utils/lib/schema/',
    source: /^\.\/shallowAllOfMerge\.js$/,
    replacement: fileURLToPath(
      new URL('./src/client/components/form/trim/shallow-all-of-merge.ts', import.meta.url),
    ),
  },
];

function rjsfTrim(): Plugin {
  return {
    name: 'portal:rjsf-trim',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const rule = RJSF_TRIM.find(
        (candidate) => importer.includes(candidate.importer) && candidate.source.test(source),
      );
      return rule?.replacement ?? null;
    },
  };
}

/**
 * Blueprint's table of all icon names (built from the codepoints with change-case, ~9 KiB gzip
 * in the entry) is swapped for names computed on demand: src/client/lib/icon-names.ts, checked
 * against the original by its test. Only imports from inside @blueprintjs/icons are redirected.
 */
function blueprintIconNames(): Plugin {
  const replacement = fileURLToPath(new URL('./src/client/lib/icon-names.ts', import.meta.url));
  return {
    name: 'portal:blueprint-icon-names',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './iconNames' && importer?.includes('/@blueprintjs/icons/'))
        return replacement;
      return null;
    },
  };
}

const ROOT_DIR = fileURLToPath(new URL('./', import.meta.url));
const ENTRY = fileURLToPath(new URL('./src/client/main.tsx', import.meta.url));
const SHELL_ROUTE = fileURLToPath(new URL('./src/client/app/shell-route.tsx', import.meta.url));
/** The route modules (lazy, one chunk per page), as scripts/check-bundle-budget.mjs reads them. */
const PAGE = /\/src\/client\/features\/.+-page\.tsx$/;
/** The pages outside the shell: sign-in, registration, legal pages. */
const PUBLIC_PAGE = /\/src\/client\/features\/auth\/[^/]+-page\.tsx$/;
/** Of those, the pages without a form: they must not pay for the form engine. */
const PUBLIC_PAGE_WITHOUT_FORM = /\/src\/client\/features\/auth\/(legal|ntak-login)-page\.tsx$/;
const FEATURE = /\/src\/client\/features\/([^/]+)\//;
/** A portal module used by at least this many signed-in pages goes with the shell. */
const SIGNED_IN_SHARED = 3;

const GROUPS = ['boot', 'public', 'forms', 'shell'];
/** The groups index.html preloads (see the plugin below). */
const PRELOADED_GROUPS = ['public', 'forms'];

const own = (id: string) => id.startsWith(ROOT_DIR) && !id.includes('/node_modules/');

/**
 * The chunks of a first visit (issue 17, docs/decisions/0041). Left to itself, rolldown gives
 * every distinct set of importing chunks its own chunk: a first visit to /login asked for 22
 * JavaScript files, /application/base for 39, most of them a few hundred bytes whose request
 * and import preamble cost more than their code on a slow phone. Instead, by priority:
 *
 * - `boot`: what the entry uses (rolldown's `$initial`): React, the router, Blueprint's basics;
 * - `public`: what the pages without a form (legal pages, NTAK sign-in) import statically;
 * - `forms`: what the other pages outside the shell import statically — the form engine and
 *   Blueprint's inputs; every sign-in page uses nearly all of it, the signed-in forms too;
 * - `shell`: what the signed-in shell imports statically, and the portal modules that three
 *   signed-in pages outside the back office share;
 * - one group per feature: the portal modules two of its pages share (the back office's too, so
 *   it stays its own lazily loaded part, decision 0017).
 *
 * Everything else (the pages, the back office, lazily loaded parts) is split as rolldown sees
 * fit. A module goes to the first set that reaches it. Only the portal's own modules are walked:
 * a library's entry re-exports all it has (Blueprint's icons: 1,400 modules), and a group brings
 * along only what its modules use of it (includeDependenciesRecursively, rolldown's default).
 */
function firstLoadSets(ctx: Rolldown.ChunkingContext): Map<string, string> {
  const found = new Map<string, string>();
  const staticallyReached = (roots: string[]) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id) || !own(id)) continue;
      seen.add(id);
      stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  const assign = (ids: Iterable<string>, name: string) => {
    for (const id of ids) if (!found.has(id)) found.set(id, name);
  };
  const everything = new Set<string>();
  const stack = [ENTRY];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (everything.has(id) || !own(id)) continue;
    everything.add(id);
    const info = ctx.getModuleInfo(id);
    stack.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
  }
  const pages = [...everything].filter((id) => PAGE.test(id));
  assign(staticallyReached([ENTRY]), 'boot');
  assign(staticallyReached(pages.filter((id) => PUBLIC_PAGE_WITHOUT_FORM.test(id))), 'public');
  assign(staticallyReached(pages.filter((id) => PUBLIC_PAGE.test(id))), 'forms');
  // What a lazily loaded part (a form's module, a response parser, a widget) uses may load on
  // any page, a sign-in page too: left to rolldown, so that such a part never pulls in the
  // shell's or a feature's group (a form's date formats once pulled in the back office's).
  const lazyParts = [...everything].flatMap((id) =>
    (ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter(
      (target) => own(target) && target !== SHELL_ROUTE && !PAGE.test(target),
    ),
  );
  for (const id of staticallyReached(lazyParts)) if (!found.has(id)) found.set(id, 'lazy');
  assign(staticallyReached([SHELL_ROUTE]), 'shell');
  // Shared by signed-in pages: with the shell when three pages outside the back office use it,
  // else with the pages of the one feature that shares it.
  const users = new Map<string, string[]>();
  for (const page of pages.filter((id) => !PUBLIC_PAGE.test(id)))
    for (const id of staticallyReached([page])) users.set(id, [...(users.get(id) ?? []), page]);
  for (const [id, reachedBy] of users) {
    const features = new Set(reachedBy.map((page) => FEATURE.exec(page)?.[1] ?? ''));
    const outsideBackOffice = reachedBy.filter((page) => !page.includes('/backoffice/'));
    if (outsideBackOffice.length >= SIGNED_IN_SHARED) assign([id], 'shell');
    else if (features.size === 1 && reachedBy.length >= 2) assign([id], [...features][0]!);
  }
  // The entry and the route modules stay chunks of their own.
  for (const id of [ENTRY, SHELL_ROUTE, ...pages]) found.delete(id);
  for (const [id, set] of found) if (set === 'lazy') found.delete(id);
  return found;
}

function firstLoadChunks(): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  let sets: Map<string, string> | null = null;
  const named =
    (set: string): Rolldown.CodeSplittingNameFunction =>
    (id, ctx) => {
      sets ??= firstLoadSets(ctx);
      const found = sets.get(id);
      return found === set || (set === 'feature' && found && !GROUPS.includes(found))
        ? found
        : null;
    };
  return {
    plugin: {
      name: 'portal:first-load-chunks',
      buildStart() {
        sets = null;
      },
      // Every page but the two legal pages runs the `public` and `forms` groups (the shell
      // imports them too), yet the browser would learn of them only once the entry has run: a
      // preload lets them arrive beside the entry instead of a round trip after it. Their style
      // sheets likewise (Vite links them when the page's chunk loads).
      transformIndexHtml: {
        order: 'post',
        handler(_html, { bundle }) {
          if (!bundle) return [];
          const preloaded = Object.values(bundle).filter(
            (chunk) =>
              chunk.type === 'chunk' && PRELOADED_GROUPS.includes(chunk.name) && !chunk.isEntry,
          ) as Rolldown.OutputChunk[];
          return preloaded.flatMap((chunk) => [
            {
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
              injectTo: 'head' as const,
            },
            ...[...(chunk.viteMetadata?.importedCss ?? [])].map((css) => ({
              tag: 'link',
              attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${css}` },
              injectTo: 'head' as const,
            })),
          ]);
        },
      },
    },
    groups: [
      { name: 'boot', tags: ['$initial'], priority: 40 },
      { name: named('public'), priority: 30 },
      { name: named('forms'), priority: 20 },
      { name: named('shell'), priority: 10 },
      { name: named('feature'), priority: 5 },
    ],
  };
}

const FIRST_LOAD_CHUNKS = firstLoadChunks();

export default defineConfig({
  // No public directory: every static file goes through the build and gets a hashed name;
  // nothing is copied unprocessed into what the server serves (the favicon is inline in
  // index.html).
  publicDir: false,
  plugins: [blueprintIconNames(), rjsfTrim(), react(), FIRST_LOAD_CHUNKS.plugin],
  resolve: {
    alias: [
      // Blueprint icons load one icon per chunk instead of all paths at once (see the file).
      {
        find: /^\.\/paths-loaders\/(splitPathsBySizeLoader|allPathsLoader)$/,
        replacement: fileURLToPath(
          new URL('./src/client/lib/icon-paths-loader.ts', import.meta.url),
        ),
      },
      // fast-uri serves only draft 2020-12 `$id` lookups in @rjsf/utils, which portal schemas
      // do not use: a small resolver checked against it (uri-resolver.test.ts), ~7 KiB gzip less.
      {
        find: /^fast-uri$/,
        replacement: fileURLToPath(
          new URL('./src/client/components/form/uri/uri-resolver.ts', import.meta.url),
        ),
      },
      // rjsf's markdown renderer, unused by portal forms (see the stub): ~25 KB gzip less per form.
      {
        find: /^markdown-to-jsx\/react$/,
        replacement: fileURLToPath(
          new URL('./src/client/components/form/markdown-stub.tsx', import.meta.url),
        ),
      },
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      // Chunks are named by their hash alone: the entry lists every lazy route's chunks, and
      // readable names there cost every first visit bytes (the sign-in pages are at their
      // budget). The manifest still maps each source module to its chunk.
      output: {
        chunkFileNames: 'assets/c-[hash].js',
        codeSplitting: { groups: FIRST_LOAD_CHUNKS.groups },
      },
    },
  },
  server: {
    proxy: {
      '/api': SERVER,
      '/config.js': SERVER,
      '/locales': SERVER,
    },
  },
});
