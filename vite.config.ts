/**
 * Vite builds the browser client into dist/client. In development the API, runtime
 * configuration and translations come from the portal server (npm start) on port 3000.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  // No public directory: every static file goes through the build and gets a hashed name;
  // nothing is copied unprocessed into what the server serves (the favicon is inline in
  // index.html).
  publicDir: false,
  plugins: [blueprintIconNames(), rjsfTrim(), react()],
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
    rollupOptions: {
      // Chunks are named by their hash alone: the entry lists every lazy route's chunks, and
      // readable names there cost every first visit bytes (the sign-in pages are at their
      // budget). The manifest still maps each source module to its chunk.
      output: { chunkFileNames: 'assets/c-[hash].js' },
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
