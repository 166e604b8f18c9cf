// Astro builds the reader site (srcDir site/) into dist/ as static HTML.
// The build reads the API with the anon key only: PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import siteDirectives from './site/directives/integration.ts';
import editionPart from './site/directives/edition-part.ts';
import preactClient from './site/directives/preact-client.ts';
import chunkGroups from './site/directives/chunk-groups.ts';
import plainImports from './site/directives/plain-imports.ts';
import { publicKeyError } from './lib/api-keys/public-key.ts';

// Whatever key the build gets is shipped to every reader: never the service-role key or a secret key.
const keyError = process.env.PUBLIC_SUPABASE_ANON_KEY ? publicKeyError('PUBLIC_SUPABASE_ANON_KEY', process.env.PUBLIC_SUPABASE_ANON_KEY) : null;
if (keyError) throw new Error(keyError);

export default defineConfig({
  srcDir: './site',
  publicDir: './site/public',
  // SITE_OUT_DIR lets the browser tests build into a scratch folder without touching dist/.
  outDir: process.env.SITE_OUT_DIR || './dist',
  output: 'static',
  site: process.env.SITE_URL || 'http://localhost:4321',
  trailingSlash: 'ignore',
  // Incremental builds (docs/deploy.md, "Publishing what changed"): a page whose getStaticPaths() entry carries a
  // cacheKey is copied from the last build's cache when that key and its code are unchanged. Astro needs one page at
  // a time for it; SITE_CACHE_DIR gives a build its own cache (the bench and the tests, so their content never
  // meets the project's).
  build: { format: 'directory', concurrency: 1 },
  // A build that renders its editions in several processes gives each its own (SITE_ASTRO_CACHE_DIR,
  // scripts/static/build-parts.ts); the data the build keeps stays in SITE_CACHE_DIR.
  cacheDir: process.env.SITE_ASTRO_CACHE_DIR || process.env.SITE_CACHE_DIR || './node_modules/.astro',
  experimental: { incrementalBuild: true },
  // client:interaction hydrates islands on the reader's first interaction (docs/islands.md).
  // SITE_BUILD_EDITIONS: this process renders only those editions' pages (./site/directives/edition-part.ts).
  integrations: [react(), siteDirectives(), editionPart()],
  vite: {
    // A rebuild beside the served build finds the unchanged pages already linked into its folder and leaves them
    // (scripts/static/kept-pages.ts); every other build starts from an empty folder.
    build: { emptyOutDir: process.env.SITE_KEEP_OUT_DIR !== '1' },
    // Islands render with React at build time and run on preact/compat in the browser (docs/islands.md).
    plugins: [tailwindcss(), preactClient(), chunkGroups(), plainImports()],
    // `@lib/…` is the root lib/ (README "Repository layout"), as in tsconfig.json.
    resolve: { alias: { '@lib': fileURLToPath(new URL('./lib', import.meta.url)) } },
  },
});
