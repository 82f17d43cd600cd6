/**
 * Builds the typing benchmark's baseline page (bench/typing/main.tsx): plain @rjsf/core with
 * React's Vite plugin alone, none of the portal's build plugins (no rjsf trimming):
 * `npx vite build --config bench/typing/vite.config.ts` into bench/results/typing-page.
 * The forms it renders are the portal's own generated modules (src/client/generated, written by
 * `node scripts/generate.mjs`): the same schema, UI schema and precompiled validator functions.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = import.meta.dirname;

export default defineConfig({
  root: here,
  base: '/',
  plugins: [react()],
  // Production React (no dev-only checks), as users get it.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: path.resolve(here, '../results/typing-page'),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 4096,
  },
  logLevel: 'warn',
});
