// ESLint does not read `.astro` files, where most pages and components live; this holds them to the reader site's
// data boundary all the same: each one's frontmatter and <script> blocks, outside site/data/, go through the rule.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Linter } from 'eslint';
import { globSync } from 'tinyglobby';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { dataThroughSiteData } from './data-through-site-data.js';

const root = path.resolve(import.meta.dirname, '..');
const config = [
  {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { house: { rules: { 'data-through-site-data': dataThroughSiteData } } },
    rules: { 'house/data-through-site-data': 'error' },
  },
];

/** The code of an .astro file, its frontmatter and each <script>'s contents, with the lines of the file before it. */
function astroCode(text) {
  const parts = [];
  const linesBefore = (index) => text.slice(0, index).split('\n').length - 1;
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (frontmatter) parts.push({ code: frontmatter[1], offset: linesBefore(frontmatter[0].indexOf(frontmatter[1])) });
  for (const script of text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    parts.push({ code: script[1], offset: linesBefore(script.index + script[0].indexOf(script[1])) });
  }
  return parts;
}

/** The rule's findings in the .astro file's code, as "file:line: message". */
function findings(file, text) {
  const linter = new Linter({ configType: 'flat' });
  return astroCode(text).flatMap(({ code, offset }) =>
    linter.verify(code, config, { filename: 'page.ts' }).map((m) => `${file}:${offset + m.line}: ${m.message}`),
  );
}

describe('the reader site data boundary in .astro files', () => {
  it('finds a table named in a frontmatter and in a script', () => {
    const page =
      "---\nconst { data } = await client.from('devotionals').select('id');\n---\n<p>x</p>\n<script>\n  await client.rpc('site_today');\n</script>\n";
    expect(findings('page.astro', page)).toEqual([
      'page.astro:2: `.from()` names what the API holds: call a function of site/data/ instead (docs/architecture.md).',
      'page.astro:6: `.rpc()` names what the API holds: call a function of site/data/ instead (docs/architecture.md).',
    ]);
  });

  it('holds in every .astro file outside site/data/', () => {
    const files = globSync('site/**/*.astro', { cwd: root, ignore: ['site/data/**'] });
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => findings(file, readFileSync(path.join(root, file), 'utf8')))).toEqual([]);
  });
});
