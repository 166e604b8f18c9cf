/**
 * The home page and the library's description promise documents by name ("de Nederlandse Geloofsbelijdenis en de
 * Dordtse Leerregels"); the library must call them the same, or a reader looks for a name that is not there. The
 * library's names are the rows supabase/migrations/20261207000200_confession_titles.sql gives each edition.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/messages.ts';

const MIGRATION = fileURLToPath(new URL('../../supabase/migrations/20261207000200_confession_titles.sql', import.meta.url));

/** slug → name for one language, from the migration's `('slug', 'xx', 'Name',` rows. */
function libraryNames(language: string): Map<string, string> {
  const sql = readFileSync(MIGRATION, 'utf8');
  const names = new Map<string, string>();
  for (const match of sql.matchAll(/\('([a-z-]+)', '([a-z]{2})', '((?:[^']|'')+)',/g)) {
    if (match[2] === language) names.set(match[1]!, match[3]!.replaceAll("''", "'"));
  }
  return names;
}

const PROMISED = ['heidelberg-catechism', 'belgic-confession', 'canons-of-dort'];

describe("the editions' promises name the library's documents as the library does", () => {
  for (const language of ['nl', 'es'] as const) {
    it(`${language}: the home page's and the library's description name them by their library names`, () => {
      const names = libraryNames(language);
      expect(names.size).toBe(10);
      const t = translator(language);
      for (const slug of PROMISED) {
        expect(t('home.features.references.text')).toContain(names.get(slug));
        expect(t('library.description')).toContain(names.get(slug));
      }
    });
  }
});
