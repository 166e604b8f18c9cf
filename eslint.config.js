// ESLint for the TypeScript, React and Node code (`.astro` files are checked by `astro check` in `npm run typecheck`).
// Rules stay few: typescript-eslint's recommended set, the Rules of Hooks, and jsx-a11y for the islands and the console.
import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { dataThroughSiteData } from './eslint-rules/data-through-site-data.js';
import { libThroughAlias } from './eslint-rules/lib-through-alias.js';

/** The house rules (eslint-rules/), one plugin object for every block that turns one on. */
const house = { rules: { 'lib-through-alias': libThroughAlias, 'data-through-site-data': dataThroughSiteData } };

/** The import pattern that keeps `files` from importing, by a relative path, from the named folders. */
function layerPattern(files, folders) {
  const regex = `^(\\.\\./)+(${folders.join('|')})/`;
  const message = `${files} does not import from ${folders.map((f) => `${f}/`).join(', ')} (layers: README "Repository layout").`;
  return { regex, message };
}

/** Files matching `files` (minus `ignores`) may not import, by a relative path, from the named folders. */
function layer(files, folders, ignores = []) {
  return [{ files: [files], ignores, rules: { 'no-restricted-imports': ['error', { patterns: [layerPattern(files, folders)] }] } }];
}

/**
 * Files matching `files` import, by a relative path, only files of their own folder: what they need from further
 * up comes through `@lib/…` or a package. (An ESLint rule's options are replaced, not merged, by a later block
 * that sets it for the same file, so this pattern also covers what the enclosing layer forbids.)
 */
function floor(files, why) {
  const message = `${files} imports only its own folder's files, @lib/… and packages: ${why}.`;
  return [{ files: [files], rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./', message }] }] } }];
}

export default tseslint.config(
  {
    ignores: ['**/dist/**', 'dist.builds/**', '.data/**', '.astro/**', '.wrangler/**', 'test-results/**', 'playwright-report/**', 'node_modules/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // An unused name is either dead code or a mistake; a leading underscore says "deliberately unused".
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    // Hooks live in components and in their own use*.ts files (a component's state apart from its markup).
    files: ['**/*.tsx', '**/use[A-Z]*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The only media are narrations of the devotional printed on the same page (and its preview in the console):
      // the page's text is their transcript.
      'jsx-a11y/media-has-caption': 'off',
    },
  },
  {
    // supabase/local reads request bodies and rows the way the servers it imitates do: any JSON, checked field by
    // field where used. Tests poke at the same untyped JSON.
    files: ['supabase/local/**/*.ts', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Astro writes into a module that reads `import.meta.env` whole every environment variable its text names, so its
    // code hash would follow the build's shell and an incremental build would render every page again
    // (site/data/build/api.ts, publicBuildEnv): read each setting by name.
    files: ['site/**/*.ts', 'site/**/*.tsx', 'lib/**/*.ts', 'lib/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']:not(MemberExpression > MemberExpression.object)",
          message: 'Read each setting by name (import.meta.env.PUBLIC_…), never import.meta.env whole: see site/data/build/api.ts, publicBuildEnv.',
        },
      ],
    },
  },
  {
    // Playwright reads a fixture's dependencies from its destructuring pattern: `async ({}, use)` means "none".
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  // Layers (README "Repository layout"): lib/ at the ground; site/, admin/ and supabase/ above it, sharing only
  // through lib/; scripts/ on top. In site/, islands/ holds islands: other code does not import them, and
  // signed-in/ and lib/ do not import back into islands/. In admin/src/, providers/ is the floor the screens stand on.
  // `.astro` files are outside ESLint; the same rule holds.
  ...layer('lib/**', ['scripts', 'site', 'admin', 'supabase']),
  {
    // Outside lib/, the root lib/ is `@lib/…` (tsconfig paths, vite and vitest aliases, the functions' deno.json).
    ignores: ['lib/**', '**/*.config.{js,mjs,ts}', 'admin/build-env.ts', 'site/directives/**'],
    plugins: { house },
    rules: { 'house/lib-through-alias': 'error' },
  },
  {
    // The reader site's data boundary (docs/architecture.md): only site/data/ names tables, RPCs, storage buckets and
    // Edge Functions, or imports supabase-js for more than its types. Islands, components, pages, the signed-in
    // features and site/lib/ call site/data/'s functions, handing them the client they hold (a type import is enough
    // for that, and for the session they read through `client.auth`).
    files: ['site/**/*.{ts,tsx}'],
    ignores: ['site/data/**'],
    plugins: { house },
    rules: { 'house/data-through-site-data': 'error' },
  },
  {
    // The page's inline head script (site/components/HeadScripts.astro): plain browser scripts, short because every
    // page carries them, where storage a browser blocks is simply skipped.
    files: ['site/components/head-scripts/*.js'],
    rules: { 'no-empty': ['error', { allowEmptyCatch: true }] },
  },
  ...layer('site/islands/**', ['scripts', 'admin']),
  ...layer('site/signed-in/**', ['scripts', 'admin', 'islands']),
  ...layer('site/**', ['scripts', 'admin', 'islands', 'signed-in'], ['site/islands/**', 'site/signed-in/**']),
  ...layer('admin/**', ['scripts', 'site']),
  ...floor('admin/src/providers/**', 'the screens import the providers, never the other way round'),
  ...layer('supabase/**', ['scripts', 'site', 'admin']),
  {
    // The console's screens read and write through the data provider (admin/src/providers/), never the supabase
    // client itself. The client is made in supabase.ts and handed to the providers in App.tsx; the sign-in, second
    // factor and blocked-account screens in auth/ work on GoTrue's session (supabase.auth), not on data.
    files: ['admin/src/**/*.{ts,tsx}'],
    ignores: ['admin/src/providers/**', 'admin/src/auth/**', 'admin/src/App.tsx', 'admin/src/supabase.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@supabase/supabase-js', allowTypeImports: true, message: 'Call the data provider (useDataProvider) instead.' }],
          patterns: [
            { regex: '(^|/)supabase(\\.ts)?$', message: 'Call the data provider (useDataProvider) instead of the supabase client.' },
            // This block replaces admin/**'s layer rule for these files, so it repeats it.
            layerPattern('admin/**', ['scripts', 'site']),
          ],
        },
      ],
    },
  },
  {
    // Edge Functions run under Deno.
    files: ['supabase/functions/**/*.ts'],
    languageOptions: { globals: { Deno: 'readonly' } },
  },
);
