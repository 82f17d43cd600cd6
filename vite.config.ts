/**
 * Vite builds the browser client into dist/client. In development the API, runtime
 * configuration and translations come from the portal server (npm start) on port 3000.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const SERVER = process.env.PORTAL_SERVER ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      // Blueprint icons load one icon per chunk instead of all paths at once (see the file).
      {
        find: /^\.\/paths-loaders\/(splitPathsBySizeLoader|allPathsLoader)$/,
        replacement: fileURLToPath(
          new URL('./src/client/lib/icon-paths-loader.ts', import.meta.url),
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
  },
  server: {
    proxy: {
      '/api': SERVER,
      '/config.js': SERVER,
      '/locales': SERVER,
    },
  },
});
