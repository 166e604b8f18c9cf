/**
 * The admin console: a react-admin SPA served under /admin/.
 * Only the API URL and the anon key are baked in (PUBLIC_SUPABASE_URL, PUBLIC_SUPABASE_ANON_KEY,
 * or their VITE_ twins); the service key never reaches the browser.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type UserConfig } from 'vite';
import { apiSettingsError } from './build-env.ts';

const adminRoot = path.dirname(fileURLToPath(import.meta.url));
const envDir = path.resolve(adminRoot, '..');
const envPrefix = ['VITE_', 'PUBLIC_'];

/** A console built without its API would only throw in the browser: refuse the build instead, saying why. */
function requireApiSettings(mode: string): void {
  const error = apiSettingsError(loadEnv(mode, envDir, envPrefix));
  if (error) throw new Error(error);
}

const config: UserConfig = {
  root: adminRoot,
  base: '/admin/',
  envDir,
  envPrefix,
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
  // `@lib/…` is the root lib/ (docs/development.md, "Layers"), as in tsconfig.json.
  resolve: { alias: { '@lib': path.resolve(adminRoot, '..', 'lib') } },
};

export default defineConfig(({ command, mode }) => {
  if (command === 'build') requireApiSettings(mode);
  return config;
});
