/**
 * The Dutch and Spanish samples: content/devotionals-nl/*.md and content/devotionals-es/*.md translate
 * English samples (`translationOf`), on the same day with the same passage, and the seed loads them beside the English
 * ones on a sample site only. Their Scripture is read from the edition's Bible (the Statenvertaling, the Reina-Valera
 * 1909) for the English references, numbered as the English, in the shapes devotionals store Scripture.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { EDITIONS, TRANSLATED_LOCALES, type TranslatedLocale } from '@lib/editions/registry.ts';
import { formatEditionMemoryVerse, formatEditionPassageText } from '@lib/scripture/edition-passage-text.ts';
import { createEditionSource, type EditionBibleId, type EditionSource } from '@lib/sources/node.ts';
import { loadDevotionalFiles, type DevotionalFile, type PreparedDevotional, type StoredScripture } from './devotionals.ts';

/** Each translated edition's samples: content/devotionals-{code}/, its Scripture from the edition's own Bible. */
export const EDITION_SAMPLES: readonly { language: TranslatedLocale; folder: string; bible: EditionBibleId }[] = TRANSLATED_LOCALES.map((language) => ({
  language,
  folder: `devotionals-${language}`,
  bible: EDITIONS[language].ownBible,
}));

/** An edition's Bible as the seed stores Scripture: numbered verse lines, and "words (Reference)". */
export function editionScripture(bible: EditionBibleId, source: EditionSource = createEditionSource(bible)): StoredScripture {
  return {
    async passageText(reference) {
      return formatEditionPassageText((await source.verses(reference)).verses, bible);
    },
    async memoryVerse(reference) {
      const { ref, verses } = await source.verses(reference);
      return formatEditionMemoryVerse(verses, ref);
    },
  };
}

/** Each edition's sample files (none when its folder is absent, as in the tests' small content folder). */
export async function loadEditionSamples(contentDir: string): Promise<{ language: TranslatedLocale; bible: EditionBibleId; files: DevotionalFile[] }[]> {
  const editions = [];
  for (const { language, folder, bible } of EDITION_SAMPLES) {
    const dir = path.join(contentDir, folder);
    if (!existsSync(dir)) continue;
    const files = await loadDevotionalFiles(dir);
    const wrong = files.filter((f) => f.content.frontMatter.language !== language);
    if (wrong.length) throw new Error(`${dir}: ${wrong.map((f) => f.file).join(', ')} must say "language: ${language}"`);
    editions.push({ language, bible, files });
  }
  return editions;
}

/**
 * What a translation must share with the English sample it translates: the day, the passage and memory verse, the
 * key doctrine, the tags and the confessional references. Each problem is a line naming the file.
 */
export function translationProblems(translations: DevotionalFile[], originals: DevotionalFile[]): string[] {
  const bySlug = new Map(originals.map((f) => [f.content.frontMatter.slug, f.content.frontMatter]));
  const problems: string[] = [];
  for (const { file, content } of translations) {
    const fm = content.frontMatter;
    const original = fm.translationOf ? bySlug.get(fm.translationOf) : undefined;
    if (!original) {
      problems.push(`${file}: translationOf names no English sample (${fm.translationOf ?? 'none'})`);
      continue;
    }
    const same = (key: string, a: unknown, b: unknown) => {
      if (JSON.stringify(a) !== JSON.stringify(b)) problems.push(`${file}: ${key} differs from ${fm.translationOf}`);
    };
    same('day', fm.day, original.day);
    same('passage', fm.passage, original.passage);
    same('memoryVerse', fm.memoryVerse, original.memoryVerse);
    same('keyDoctrine', fm.keyDoctrine, original.keyDoctrine);
    same('tags', fm.tags, original.tags);
    same(
      'references',
      fm.references.map((r) => [r.confession, r.section, r.type]),
      original.references.map((r) => [r.confession, r.section, r.type]),
    );
  }
  return problems;
}

/** Gives each prepared translation the translation group of the English row it translates (already written). */
export async function joinTranslationGroups(client: SupabaseClient<Database>, translations: PreparedDevotional[]): Promise<void> {
  const slugs = [...new Set(translations.map((t) => t.translationOf!))];
  if (!slugs.length) return;
  const { data, error } = await client.from('devotionals').select('slug, translation_group').eq('language', 'en').in('slug', slugs);
  if (error) throw new Error(`Reading the English samples' translation groups failed: ${error.message}`);
  const groups = new Map(data.map((row) => [row.slug, row.translation_group]));
  for (const t of translations) {
    const group = groups.get(t.translationOf!);
    if (!group) throw new Error(`${t.file}: the English sample ${t.translationOf} is not in the database`);
    t.row.translation_group = group;
  }
}
