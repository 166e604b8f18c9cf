import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// API tests share one PostgreSQL cluster when DATABASE_URL is set; run their files one at a time there.
const onPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  // `@lib/…` is the root lib/ (README "Repository layout"), as in tsconfig.json.
  resolve: { alias: { '@lib': fileURLToPath(new URL('./lib', import.meta.url)) } },
  test: {
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
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'supabase/local/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: !onPostgres,
        },
      },
    ],
  },
});
