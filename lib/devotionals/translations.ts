/**
 * A devotional's translations: the devotionals sharing its translation_group, one per language, all on one
 * day. "Add translation" makes a draft in a missing language from the original: the same day, Scripture references,
 * themes, series, tags and confessional references; a title marked for translation ("[NL] …"); a slug of its own;
 * the edition's Bible for the Scripture (looked up by the console); the story, prayer and questions left for the
 * translator (or the AI assistant) to write.
 */
import { splitMemoryVerse } from '../covers/verse-card.ts';
import { toSaveArgs, type DevotionalFormValues, type SaveDevotionalArgs } from './edit-form.ts';
import { LANGUAGES, type Language } from './languages.ts';

/** A slug's language mark at its end ("-nl"), any edition's. */
const LANGUAGE_SUFFIX = new RegExp(`-(?:${LANGUAGES.join('|')})$`);

/** A member of a translation group as the console lists it. */
export interface TranslationMember {
  id: string;
  language: string;
  title: string;
  status: string;
}

/** The editions a group lacks, in the editions' order. */
export function missingLanguages(present: readonly string[]): Language[] {
  return LANGUAGES.filter((language) => !present.includes(language));
}

const LANGUAGE_MARK = /^\[(?:EN|NL|ES)\]\s*/;

/** "[NL] The Good Shepherd": the original's title marked for the translator (a mark it already had is replaced). */
export function translationTitle(title: string, language: Language): string {
  return `[${language.toUpperCase()}] ${title.trim().replace(LANGUAGE_MARK, '')}`.slice(0, 200).trim();
}

/**
 * The translation's slug: the original's with the language ("the-good-shepherd-nl"), and a short mark from the new
 * id when that is taken (`withMark`), so it is unique. Never longer than the column allows (250).
 */
export function translationSlug(slug: string, language: Language, id: string, withMark = false): string {
  const base = slug.trim().replace(LANGUAGE_SUFFIX, '');
  const mark = withMark
    ? `-${id
        .replace(/[^a-z0-9]/gi, '')
        .slice(0, 6)
        .toLowerCase()}`
    : '';
  const suffix = `-${language}${mark}`;
  return `${base.slice(0, 250 - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/** The reference of a stored memory verse ("The LORD is my shepherd… (Psalm 23:1)" → "Psalm 23:1"), or null. */
export function memoryVerseReference(memoryVerse: string | null | undefined): string | null {
  const stored = (memoryVerse ?? '').trim();
  if (!stored) return null;
  const { reference } = splitMemoryVerse(stored);
  // A verse stored as its reference alone ("Psalm 23:1", as the sample content does) is that reference.
  return reference ?? (/^[1-3]?\s?[A-Za-z][A-Za-z ]*\s\d+:\d+/.test(stored) && stored.length <= 60 ? stored : null);
}

/** The edition's Bible for a translation: the passage's verses and the memory verse ("words (Reference)"), or empty. */
export interface EditionScripture {
  scripture_text: string;
  memory_verse: string;
}

/**
 * The form values of a new translation of `original` into `language`: copied references, themes, series, tags and
 * confessional references on the same day; the edition's Scripture; a marked title and its own slug; a draft, with
 * the story, focus, context, prayer and questions empty for the translator, and no narration or cover (the
 * original's are in its own language).
 */
export function translationValues(
  original: DevotionalFormValues,
  language: Language,
  id: string,
  scripture: EditionScripture,
  slugWithMark = false,
): DevotionalFormValues & { id: string } {
  return {
    id,
    language,
    title: translationTitle(original.title, language),
    slug: translationSlug(original.slug, language, id, slugWithMark),
    date: original.date,
    status: 'draft',
    biblical_passage: original.biblical_passage,
    scripture_text: scripture.scripture_text,
    memory_verse: scripture.memory_verse,
    main_character: original.main_character ?? '',
    key_doctrine: original.key_doctrine ?? '',
    series_id: original.series_id ?? '',
    tag_ids: [...(original.tag_ids ?? [])],
    references: (original.references ?? []).map((r) => ({ ...r })),
    focus: '',
    biblical_context: '',
    transcript: '',
    prayer_suggestion: '',
    discussion_questions_text: '',
    reading_time: '',
    audio_url_male: '',
    audio_url_female: '',
    image_url: '',
  };
}

/** public.save_devotional's arguments for a new translation: the form's, with the original's translation group. */
export function translationSaveArgs(values: DevotionalFormValues & { id: string }, translationGroup: string): SaveDevotionalArgs {
  const args = toSaveArgs(values.id, values, null);
  return { ...args, devotional: { ...args.devotional, translation_group: translationGroup } };
}

/**
 * The member a translation is drafted from: the English devotional of the group when there is one (and it is not the
 * translation itself), else the first other member in the editions' order; null for a devotional alone in its group.
 */
export function translationSource<M extends TranslationMember>(members: readonly M[], translationId: string): M | null {
  const others = members.filter((m) => m.id !== translationId);
  for (const language of LANGUAGES) {
    const found = others.find((m) => m.language === language);
    if (found) return found;
  }
  return null;
}

/** A day of the panel's schedule as admin_panel_stats answers it. */
export interface ScheduledEntry extends TranslationMember {
  translation_group: string;
}

/**
 * The day's English devotional (the published one before a draft, as the schedule shows it) and the editions its
 * group lacks; `english` null when the day has no English devotional (then nothing is said to be missing).
 */
export function dayTranslations<E extends ScheduledEntry>(devotionals: readonly E[]): { english: E | null; missing: Language[] } {
  const english = devotionals.filter((d) => d.language === 'en');
  const shown = english.find((d) => d.status === 'published') ?? english[0] ?? null;
  if (!shown) return { english: null, missing: [] };
  const present = devotionals.filter((d) => d.translation_group === shown.translation_group).map((d) => d.language);
  return { english: shown, missing: missingLanguages(present) };
}
