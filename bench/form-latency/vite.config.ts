/**
 * Builds the keystroke-latency page (bench/form-latency) into bench/results/form-latency-page:
 * `npx vite build --config bench/form-latency/vite.config.ts`. `@bench/our-form` points at the
 * adapter for our form engine when the engine exists, otherwise at a stand-in that says so.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
const ourForm = useEngine ? adapter : path.join(here, 'impls/ours-missing.tsx');

export default defineConfig({
  root: here,
  base: './',
  plugins: [react()],
  resolve: {
    alias: { '@bench/our-form': ourForm, '@bench/reference-validators': REFERENCE_VALIDATORS },
  },
  // Production React (no dev-only checks), as users get it.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: path.join(root, 'bench/results/form-latency-page'),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 4096,
  },
  logLevel: 'warn',
});
