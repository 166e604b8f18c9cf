/**
 * The editions are known in one place (registry.ts). This test reads the source tree and fails when a list of
 * languages is written out anywhere else (restated-languages.ts says what counts), so adding a language cannot miss a
 * place the compiler does not see. It first proves that the scan catches each kind of restatement.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, EDITIONS, LOCALES, TRANSLATED_LOCALES } from './registry.ts';
import { restatedInScript, restatedInSql } from './restated-languages.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const REGISTRY = 'lib/editions/registry.ts';
/** The migration that made languages a table; those before it are history and are never edited. */
const LANGUAGES_MIGRATION = '20261207000100';
const SOURCE_ROOTS = ['lib', 'site', 'admin/src', 'scripts', 'supabase/functions', 'supabase/local', 'functions'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.astro']);

function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(path.join(ROOT, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(relative);
    return /\.(ts|tsx|astro|mjs)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

describe('the editions registry', () => {
  it('derives every list from its entries', () => {
    expect(LOCALES).toEqual(Object.keys(EDITIONS));
    expect(LOCALES[0]).toBe(DEFAULT_LOCALE);
    expect(TRANSLATED_LOCALES).toEqual(LOCALES.slice(1));
    for (const code of LOCALES) expect(EDITIONS[code].code).toBe(code);
  });
});

describe('a list of languages restated outside the registry', () => {
  const codes = LOCALES;

  it('is found in each shape the scan knows', () => {
    const sample = [
      "export const LANGS = ['en', 'nl', 'es'] as const;",
      "type Edition = 'nl' | 'es';",
      "language: z.enum(['nl', 'es']).optional(),",
      "const name = locale === 'nl' ? 'Psalm' : 'Salmo';",
      "if ('es' !== edition) return;",
    ].join('\n');
    expect(restatedInScript(sample, codes, DEFAULT_LOCALE).map((r) => r.line)).toEqual([1, 2, 3, 4, 5]);
    expect(restatedInSql("alter table t add check (language in ('en', 'nl', 'es'));\nselect array['nl','es'];", codes).map((r) => r.line)).toEqual([1, 2]);
  });

  it('is not confused with one language, other strings, a map by language, a comparison with the default, or a comment', () => {
    const sample = [
      "const forms = [stem + 's', stem + 'es'];",
      "const voices = ['male', 'female'];",
      "const bibles = { nl: 'sv', es: 'rv1909' };",
      "if (locale === 'en') return english;",
      "const one = ['nl'];",
      " * The old list was ['en', 'nl', 'es'].",
      "// as in 'nl' | 'es'",
    ].join('\n');
    expect(restatedInScript(sample, codes, DEFAULT_LOCALE)).toEqual([]);
    expect(restatedInSql("-- was: check (language in ('en', 'nl', 'es'))\ninsert into t values ('nl', 'sv');", codes)).toEqual([]);
  });

  it('appears nowhere in the source but the registry', () => {
    const found = SOURCE_ROOTS.flatMap(sourceFiles)
      .filter((file) => file !== REGISTRY)
      .flatMap((file) => restatedInScript(readFileSync(path.join(ROOT, file), 'utf8'), codes, DEFAULT_LOCALE).map((r) => `${file}:${r.line}: ${r.text}`));
    expect(found).toEqual([]);
  });

  it('appears in no migration after the one that made languages a table', () => {
    const dir = 'supabase/migrations';
    const found = readdirSync(path.join(ROOT, dir))
      .filter((file) => file.endsWith('.sql') && file.slice(0, LANGUAGES_MIGRATION.length) > LANGUAGES_MIGRATION)
      .flatMap((file) => restatedInSql(readFileSync(path.join(ROOT, dir, file), 'utf8'), codes).map((r) => `${file}:${r.line}: ${r.text}`));
    expect(found).toEqual([]);
  });
});
