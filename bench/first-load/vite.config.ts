/**
 * Builds the first-load baseline page (bench/first-load/main.tsx) as a plain Vite + React app:
 * `npx vite build --config bench/first-load/vite.config.ts` into bench/results/first-load-hello.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = import.meta.dirname;

export default defineConfig({
  root: here,
  base: '/',
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: path.resolve(here, '../results/first-load-hello'),
    emptyOutDir: true,
    sourcemap: false,
  },
  logLevel: 'warn',
});
