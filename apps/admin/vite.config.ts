import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://127.0.0.1:8080';

/**
 * The back office: served by the server under /admin (apps/server/src/http/admin-site.ts), its API
 * under /admin/api. Built into dist; hashed files under /admin/static/ are cached for good.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // One set of colour tokens for the site and the back office (light and dark).
      '@web-styles': fileURLToPath(new URL('../web/src/styles', import.meta.url)),
    },
  },
  server: { port: 5174, proxy: { '/admin/api': api } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsDir: 'static',
    chunkSizeWarningLimit: 400,
  },
});
