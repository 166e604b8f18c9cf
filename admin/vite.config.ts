/**
 * The admin console: a react-admin SPA served under /admin/.
 * Only the API URL and the anon key are baked in (PUBLIC_SUPABASE_URL, PUBLIC_SUPABASE_ANON_KEY,
 * or their VITE_ twins); the service key never reaches the browser.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const adminRoot = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: adminRoot,
  base: '/admin/',
  envDir: path.resolve(adminRoot, '..'),
  envPrefix: ['VITE_', 'PUBLIC_'],
  build: {
    outDir: path.resolve(adminRoot, 'dist'),
    emptyOutDir: true,
    // react-admin with Material UI is one large, rarely loaded bundle; that is expected for a back office.
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      onwarn(warning, warn) {
        // Material UI marks its modules 'use client' for React Server Components; meaningless in an SPA.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: { port: 5174 },
});
