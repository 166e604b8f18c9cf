/**
 * A devotional row as the reader's pages show it: the one select (with embedded tags and confessional references)
 * and its mapping to the page's props. Shared by the build (devotional-page.ts) and the browser's preview
 * (islands/preview), so both show a row alike; nothing here talks to the API.
 */
import { confessionReferenceLabel, confessionSectionHref } from '@lib/devotionals/confession-reference.ts';
import { splitDiscussionQuestions } from '@lib/devotionals/discussion-questions.ts';
import type { Tables } from '@lib/database.types.ts';
import type { BsbText } from './scripture/bsb.ts';
import { isLocale, type Locale } from '@lib/i18n/locales.ts';
import { sortByEditionName, tagInEdition, type EditionTag } from '@lib/tags/edition-names.ts';

/** The illustration shown (and shared in link previews) when a devotional has no cover of its own. */
export const DEFAULT_DEVOTIONAL_IMAGE = '/images/default-devotional.svg';

export const DEVOTIONAL_SELECT = `
  id, slug, title, date, language, translation_group, image_url, card_image_url, reading_time, key_doctrine, biblical_passage, scripture_text, transcript,
  prayer_suggestion, memory_verse, biblical_context, main_character, focus, discussion_questions,
  audio_url, audio_url_male, audio_url_female, audio_seconds, audio_male_seconds, audio_female_seconds,
  tags(slug, name, tag_names(language, name)),
  devotional_confession_references(
    id, reference_type, context_snippet,
    confession_sections(url_slug, section_type, section_number, title, confessions(slug, name))
  )`;

/** The long texts of DEVOTIONAL_SELECT: most of what an archive's rows weigh (site/data/build/released-rows.ts). */
export const DEVOTIONAL_TEXT_COLUMNS = [
  'scripture_text',
  'transcript',
  'prayer_suggestion',
  'memory_verse',
  'biblical_context',
  'main_character',
  'focus',
  'discussion_questions',
] as const;

/** A row's long texts, by the row's id and updated_at (the version they belong to). */
export const DEVOTIONAL_TEXTS_SELECT = `id, updated_at, ${DEVOTIONAL_TEXT_COLUMNS.join(', ')}`;

/**
 * The devotional's own columns besides its long texts, with the row's updated_at. The build reads its tags and
 * confessional references apart, from their own tables (site/data/build/released-rows.ts): an embedded select of every
 * row's tags and references costs the API many times what the flat tables do.
 */
export const DEVOTIONAL_OUTLINE_SELECT = `
  id, updated_at, slug, title, date, language, translation_group, image_url, card_image_url, reading_time, key_doctrine, biblical_passage,
  audio_url, audio_url_male, audio_url_female, audio_seconds, audio_male_seconds, audio_female_seconds`;

/** The embedded parts of DEVOTIONAL_SELECT as the build reads them, each from its table. */
export const DEVOTIONAL_TAG_SELECT = 'id, slug, name, tag_names(language, name)';
export const DEVOTIONAL_REFERENCE_SELECT = 'id, devotional_id, section_id, reference_type, context_snippet';
export const DEVOTIONAL_SECTION_SELECT = 'id, url_slug, section_type, section_number, title, confessions(slug, name)';

/** A confessional reference as the select embeds it, with its section and that section's confession. */
export type ReferenceRow = Pick<Tables<'devotional_confession_references'>, 'id' | 'reference_type' | 'context_snippet'> & {
  confession_sections:
    | (Pick<Tables<'confession_sections'>, 'url_slug' | 'section_type' | 'section_number' | 'title'> & {
        confessions: Pick<Tables<'confessions'>, 'slug' | 'name'> | null;
      })
    | null;
};

/** A devotional as the page query selects it: its columns (lib/database.types.ts) and its embedded tags and references. */
export type DevotionalRow = Pick<
  Tables<'devotionals'>,
  | 'id'
  | 'slug'
  | 'title'
  | 'date'
  | 'language'
  | 'translation_group'
  | 'image_url'
  | 'card_image_url'
  | 'reading_time'
  | 'key_doctrine'
  | 'biblical_passage'
  | 'scripture_text'
  | 'transcript'
  | 'prayer_suggestion'
  | 'memory_verse'
  | 'biblical_context'
  | 'main_character'
  | 'focus'
  | 'discussion_questions'
  | 'audio_url'
  | 'audio_url_male'
  | 'audio_url_female'
> &
  // Each recording's stored length (the console's preview has none).
  Partial<Pick<Tables<'devotionals'>, 'audio_seconds' | 'audio_male_seconds' | 'audio_female_seconds'>> & {
    tags: (Pick<Tables<'tags'>, 'slug' | 'name'> & { tag_names: Pick<Tables<'tag_names'>, 'language' | 'name'>[] | null })[] | null;
    devotional_confession_references: ReferenceRow[] | null;
  };

/** The long texts of a row. */
export type DevotionalTexts = Pick<DevotionalRow, (typeof DEVOTIONAL_TEXT_COLUMNS)[number]>;

export interface ConfessionalReference {
  /** "Heidelberg Catechism, Q. 60" */
  label: string;
  /** /confessions/{slug}/#{url_slug} */
  href: string;
  type: 'primary' | 'secondary';
  context: string | null;
}

export interface DevotionalLink {
  id: string;
  title: string;
  date: string;
}

export interface Devotional {
  id: string;
  slug: string;
  title: string;
  date: string;
  /** The edition it belongs to. */
  language: Locale;
  /** Shared by the devotionals that translate one another. */
  translationGroup: string;
  /** The titled cover (link previews, og:image). */
  imageUrl: string | null;
  /** The art for the hero, where the title is set beside it: the square cover without lettering, else the cover. */
  artUrl: string | null;
  readingTime: number;
  keyDoctrine: string | null;
  passage: string;
  scriptureText: string;
  transcript: string;
  prayer: string | null;
  memoryVerse: string | null;
  biblicalContext: string | null;
  mainCharacter: string | null;
  focus: string | null;
  discussionQuestions: string[];
  audio: { defaultUrl: string | null; maleUrl: string | null; femaleUrl: string | null };
  /** Seconds of each recording whose length is stored, by its trimmed URL (the player states them before any script). */
  recordingSeconds: Record<string, number>;
  references: ConfessionalReference[];
  /** The tags as the devotional's edition names them, alphabetical there: shown linked to their pages, and Pagefind filters on them. */
  tags: EditionTag[];
  /** The BSB beside the stored KJV, resolved by the build (site/lib/scripture/bsb.ts); absent in the console's preview. */
  bsb?: BsbText;
  /**
   * A Dutch or Spanish devotional stores its edition's Bible; the KJV beside it is its English original's stored
   * text (site/data/build/devotionals.ts), so the reader may switch. Absent on English devotionals and in the preview.
   */
  kjv?: { passage: string; memoryVerse: string | null };
}

export interface DevotionalPage {
  devotional: Devotional;
  /** The released devotionals of its translation group by language, this one included: their pages' ids. */
  translations: Partial<Record<Locale, string>>;
  previous: DevotionalLink | null;
  /** Null when there is none or it is not released yet: the page shows Next disabled. */
  next: DevotionalLink | null;
}

function toReferences(rows: ReferenceRow[] | null): ConfessionalReference[] {
  return (rows ?? [])
    .flatMap((row) => {
      const section = row.confession_sections;
      const confession = section?.confessions;
      if (!section || !confession) return [];
      return [
        {
          label: confessionReferenceLabel(confession.name, section.url_slug, section.title),
          href: confessionSectionHref(confession.slug, section.url_slug),
          // reference_type is 'primary' or 'secondary' (a CHECK constraint; the generated type says string).
          type: row.reference_type === 'primary' ? ('primary' as const) : ('secondary' as const),
          context: row.context_snippet?.trim() || null,
        },
      ];
    })
    .sort((a, b) => (a.type === b.type ? 0 : a.type === 'primary' ? -1 : 1));
}

export function toDevotional(row: DevotionalRow): Devotional {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    date: row.date,
    language: isLocale(row.language) ? row.language : 'en',
    translationGroup: row.translation_group,
    imageUrl: row.image_url?.trim() || null,
    artUrl: row.card_image_url?.trim() || row.image_url?.trim() || null,
    readingTime: row.reading_time,
    keyDoctrine: row.key_doctrine,
    passage: row.biblical_passage,
    scriptureText: row.scripture_text ?? '',
    transcript: row.transcript ?? '',
    prayer: row.prayer_suggestion,
    memoryVerse: row.memory_verse,
    biblicalContext: row.biblical_context,
    mainCharacter: row.main_character,
    focus: row.focus,
    discussionQuestions: splitDiscussionQuestions(row.discussion_questions),
    audio: { defaultUrl: row.audio_url, maleUrl: row.audio_url_male, femaleUrl: row.audio_url_female },
    recordingSeconds: storedSeconds([
      [row.audio_url, row.audio_seconds],
      [row.audio_url_male, row.audio_male_seconds],
      [row.audio_url_female, row.audio_female_seconds],
    ]),
    references: toReferences(row.devotional_confession_references),
    tags: sortByEditionName(
      (row.tags ?? []).map((tag) => tagInEdition(tag, tag.tag_names ?? [], row.language)),
      row.language,
    ),
  };
}

/** The stored lengths by trimmed URL: a recording without a URL or a known length is left out. */
function storedSeconds(recordings: Array<[string | null, number | null | undefined]>): Record<string, number> {
  const seconds: Record<string, number> = {};
  for (const [url, length] of recordings) {
    const trimmed = url?.trim();
    if (trimmed && typeof length === 'number' && length > 0) seconds[trimmed] = length;
  }
  return seconds;
}
