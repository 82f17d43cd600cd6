/**
 * Builds the keystroke-latency page (bench/form-latency) twice, as run.ts does:
 * `npx vite build --config bench/form-latency/vite.config.ts` into bench/results/form-latency-page
 * for the baselines (plain rjsf, plain React), and with BENCH_FORM_BUILD=ours into its `ours/`
 * folder for our engine **as the portal ships it**: with the portal's own build plugins
 * (vite.config.ts: rjsf trimmed, its deepEquals replaced, ...), which must not touch the plain
 * rjsf baseline. `@bench/our-form` points at the adapter for our form engine when the engine
 * exists, otherwise at a stand-in that says so.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { type AliasOptions, type PluginOption, defineConfig } from 'vite';
import portalConfig from '../../vite.config.ts';

const here = import.meta.dirname;
const root = path.resolve(here, '../..');
const engine = ['index.ts', 'index.tsx'].some((file) =>
  existsSync(path.join(root, 'src/client/components/form', file)),
);
const adapter = path.join(here, 'impls/ours.tsx');
/** Written by run.ts before the build (precompiled validators of the reference schema). */
export const REFERENCE_VALIDATORS = path.join(
  root,
  'bench/results/form-latency-generated/reference.validators.ts',
);
const useEngine = engine && existsSync(adapter) && existsSync(REFERENCE_VALIDATORS);
const oursBuild = process.env.BENCH_FORM_BUILD === 'ours';
const ourForm = useEngine && oursBuild ? adapter : path.join(here, 'impls/ours-missing.tsx');

const benchAliases = [
  { find: '@bench/our-form', replacement: ourForm },
  { find: '@bench/reference-validators', replacement: REFERENCE_VALIDATORS },
];

export default defineConfig({
  root: here,
  base: './',
  // The portal's plugins include React's; the baseline build gets React's alone.
  plugins: oursBuild ? (portalConfig.plugins as PluginOption[]) : [react()],
  resolve: {
    alias: [
      ...benchAliases,
      ...(oursBuild
        ? ((portalConfig.resolve?.alias ?? []) as Extract<AliasOptions, unknown[]>)
        : []),
    ],
  },
  // Production React (no dev-only checks), as users get it.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: path.join(root, 'bench/results/form-latency-page', oursBuild ? 'ours' : ''),
    // The baseline build comes first and clears the folder; ours is added beside it.
    emptyOutDir: !oursBuild,
    sourcemap: false,
    chunkSizeWarningLimit: 4096,
  },
  logLevel: 'warn',
});
