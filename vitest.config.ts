import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';

// Vitest's default is one worker fewer than the cores, which on CI's 2-core machine is one file at a time. Test files
// spend much of their time waiting (on the database, on Deno's function workers), so both cores run one each.
const workers = Math.max(2, availableParallelism());

export default defineConfig({
  // `@lib/…` is the root lib/ (docs/development.md, "Layers"), as in tsconfig.json.
  resolve: { alias: { '@lib': fileURLToPath(new URL('./lib', import.meta.url)) } },
  test: {
    maxWorkers: workers,
    projects: [
      {
        test: {
          name: 'unit',
          // Unit tests sit beside the module they test.
          include: [
            'lib/**/*.test.ts',
            'site/**/*.test.ts',
            'admin/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'supabase/functions/**/*.test.ts',
            'tests/support/**/*.test.ts',
            // The house ESLint rules (eslint-rules/), against the code they let through and stop.
            'eslint-rules/**/*.test.js',
            // supabase/local's own modules (parsers, settings, address checks): pure, no server or database.
            'supabase/local/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // A migrated PGlite archive (or, on PostgreSQL, a template database) made once before the files start.
          globalSetup: ['tests/api/global-setup.ts'],
        },
      },
    ],
  },
});
