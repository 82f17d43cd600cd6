/**
 * Vite builds the browser client into dist/client. In development the API, runtime
 * configuration and translations come from the portal server (npm start) on port 3000.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const SERVER = process.env.PORTAL_SERVER ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
