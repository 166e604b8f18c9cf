/**
 * Build-time loading of the confessions library: the documents, one document's sections, and the released
 * devotionals that cite its sections. One request each (paged only past the API's row cap), never one per section.
 * A failing API fails the build: shipping a library with missing documents is worse than no deploy.
 */
import type { Tables } from '@lib/database.types.ts';
import { buildClient, readAll } from './api.ts';
import { releasedCitations, releasedRows } from './devotionals.ts';
import { unitLabel, type UnitLabel } from '@lib/confessions/catalog.ts';
import { isLocale, type Locale } from '@lib/i18n/locales.ts';
import { titledInEdition, type TitledDocument } from '@lib/confessions/edition-titles.ts';
import { completedAnswers } from '@lib/confessions/completed-answers.ts';

/** A confession's columns as the library reads them (lib/database.types.ts). */
export type Confession = Pick<
  Tables<'confessions'>,
  'id' | 'slug' | 'name' | 'year' | 'description' | 'historical_context' | 'total_sections' | 'language' | 'source_name' | 'source_url' | 'licence'
>;

/**
 * name, description and historical_context are the edition's (public.confession_titles) where it names a document
 * whose text it does not hold; `language` stays the language of the text.
 */
export interface ConfessionSummary extends Confession, TitledDocument {
  /** Top-level units: the questions of a catechism, the lines of a creed, the articles, chapters or heads of a confession. */
  unitCount: number;
  /** "Questions" for catechisms, "Lines" for creeds, "Chapters" otherwise. */
  unitLabel: UnitLabel;
  /** The English document's id: the devotionals cite its sections, whichever language the page shows. */
  englishId: string;
}

export interface ConfessionSection {
  id: string;
  section_type: string;
  section_number: number;
  title: string | null;
  content: string;
  /** Readable references, whether stored as strings or as { reference } objects. */
  scripture_proofs: string[];
  parent_section_id: string | null;
  /** The parent's url_slug, which lib/confessions/grouping.ts groups by. */
  parent_url_slug: string | null;
  url_slug: string;
  children: ConfessionSection[];
  /** The answer was completed from Scripture where the translation's source breaks off (completed-answers.ts). */
  completedFromScripture?: boolean;
}

export interface CitingDevotional {
  id: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
}

// The confession page and its section pages read the same rows: once per build.
const sectionsCache = new Map<string, Promise<ConfessionSection[]>>();
const citingCache = new Map<string, Promise<Map<string, CitingDevotional[]>>>();
function memo<T>(cache: Map<string, Promise<T>>, key: string, read: (key: string) => Promise<T>): Promise<T> {
  let pending = cache.get(key);
  if (!pending) cache.set(key, (pending = read(key)));
  return pending;
}

/**
 * All confessions, oldest first (ties by name), with the count the index card shows: every English document, and
 * in another edition that language's translation in its place where the library holds one (same slug), else the
 * English text under the edition's name and description for it.
 */
export async function allConfessions(locale: Locale = 'en'): Promise<ConfessionSummary[]> {
  const api = buildClient();
  if (!api) return [];
  const rows = await readAll('the confessions', (from, to) =>
    api
      .from('confessions')
      .select('id, slug, name, year, description, historical_context, total_sections, language, source_name, source_url, licence')
      .in('language', [...new Set(['en', locale])])
      .order('year', { ascending: true, nullsFirst: false })
      .order('name', { ascending: true })
      .order('id', { ascending: true })
      .range(from, to),
  );
  const topLevel = await readAll('the confession sections', (from, to) =>
    api.from('confession_sections').select('confession_id').is('parent_section_id', null).order('id').range(from, to),
  );
  const titleRows =
    locale === 'en'
      ? []
      : await readAll('the confession titles', (from, to) =>
          api.from('confession_titles').select('slug, language, name, description, historical_context').eq('language', locale).order('slug').range(from, to),
        );
  const titles = new Map(titleRows.map((row) => [row.slug, row]));
  const counts = new Map<string, number>();
  for (const row of topLevel) counts.set(row.confession_id, (counts.get(row.confession_id) ?? 0) + 1);
  const translated = new Map(rows.filter((c) => c.language === locale && locale !== 'en').map((c) => [c.slug, c]));
  return rows
    .filter((c) => c.language === 'en')
    .map((english) => {
      const c = translated.get(english.slug) ?? english;
      return { ...c, ...titledInEdition(c, titles.get(c.slug), locale), unitCount: counts.get(c.id) ?? 0, unitLabel: unitLabel(c.slug), englishId: english.id };
    });
}

/** scripture_proofs is a JSON array of strings or of objects with a reference. */
export function proofTexts(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((item) => (typeof item === 'string' ? item : item && typeof item === 'object' ? (item as { reference?: unknown }).reference : null))
    .filter((text): text is string => typeof text === 'string' && text.trim() !== '')
    .map((text) => text.trim());
}

/** Rows with their parents' url_slugs and children attached; roots and children ordered by section_number. */
export function buildSectionTree(rows: Omit<ConfessionSection, 'parent_url_slug' | 'children'>[]): ConfessionSection[] {
  const sections = rows
    .map((row) => ({ ...row, parent_url_slug: null as string | null, children: [] as ConfessionSection[] }))
    .sort((a, b) => a.section_number - b.section_number);
  const byId = new Map(sections.map((s) => [s.id, s]));
  for (const section of sections) {
    const parent = section.parent_section_id ? byId.get(section.parent_section_id) : undefined;
    if (parent) {
      section.parent_url_slug = parent.url_slug;
      parent.children.push(section);
    }
  }
  return sections;
}

/** Every section of one confession, ordered by section_number, each linked to its parent and children. */
export function confessionSections(confessionId: string): Promise<ConfessionSection[]> {
  return memo(sectionsCache, confessionId, readSections);
}

async function readSections(confessionId: string): Promise<ConfessionSection[]> {
  const api = buildClient();
  if (!api) return [];
  const rows = await readAll('the confession sections', (from, to) =>
    api
      .from('confession_sections')
      .select('id, section_type, section_number, title, content, scripture_proofs, parent_section_id, url_slug')
      .eq('confession_id', confessionId)
      .order('section_number', { ascending: true })
      .order('id', { ascending: true })
      .range(from, to),
  );
  return buildSectionTree(rows.map((row) => ({ ...row, content: row.content ?? '', scripture_proofs: proofTexts(row.scripture_proofs) })));
}

/**
 * Marks the answers completed from Scripture where the translation's source breaks off, on the document's sections:
 * the same objects every page of the document reads, so every build marks them at the same point (the document
 * page's getStaticPaths), whether that page is rendered or copied from the last build.
 */
export function markCompletedAnswers(confession: Pick<ConfessionSummary, 'slug' | 'language'>, sections: ConfessionSection[]): void {
  const completed = completedAnswers(confession.slug, confession.language);
  for (const section of sections) if (completed.has(section.url_slug)) section.completedFromScripture = true;
}

/** Every section of the confession with this slug, in `locale`'s translation where the library holds one; none when it holds neither. */
export async function sectionsOfConfession(slug: string, locale: Locale = 'en'): Promise<ConfessionSection[]> {
  const confession = (await allConfessions(locale)).find((c) => c.slug === slug);
  return confession ? confessionSections(confession.id) : [];
}

/**
 * The document with this slug as an edition shows it: the edition's translation where the library holds one, else
 * the English text; with the language its text is in. Null when the library does not hold it.
 */
export async function confessionInEdition(slug: string, locale: Locale): Promise<{ language: Locale; sections: ConfessionSection[] } | null> {
  const confession = (await allConfessions(locale)).find((c) => c.slug === slug);
  if (!confession) return null;
  return { language: isLocale(confession.language) ? confession.language : 'en', sections: await confessionSections(confession.id) };
}

/**
 * Released devotionals of an edition citing each section of one confession, keyed by the id of the section as the
 * page shows it (the English document's, or its translation's with the same url_slug), oldest first (ties by id).
 * Taken from the references the build read with the released rows (./devotionals.ts), so the documents' pages make no
 * read of their own.
 */
export function citingDevotionals(confession: Pick<ConfessionSummary, 'id' | 'englishId'>, locale: Locale = 'en'): Promise<Map<string, CitingDevotional[]>> {
  return memo(citingCache, `${locale}:${confession.id}`, () => findCiting(confession, locale));
}

async function findCiting(confession: Pick<ConfessionSummary, 'id' | 'englishId'>, locale: Locale): Promise<Map<string, CitingDevotional[]>> {
  const [rows, citations, sections] = await Promise.all([releasedRows(), releasedCitations(), confessionSections(confession.id)]);
  const documents = new Set([confession.englishId, confession.id]);
  const devotionals = new Map(rows.filter((row) => row.language === locale).map((row) => [row.id, row]));
  // A translation's sections keep the English url_slugs, so a citation finds its place on either page.
  const shownId = new Map(sections.map((section) => [section.url_slug, section.id]));
  const bySection = new Map<string, CitingDevotional[]>();
  for (const citation of citations) {
    if (!documents.has(citation.confession_id)) continue;
    const devotional = devotionals.get(citation.devotional_id);
    const sectionId = shownId.get(citation.url_slug);
    if (!devotional || !sectionId) continue;
    const list = bySection.get(sectionId) ?? [];
    if (!list.some((d) => d.id === devotional.id)) list.push({ id: devotional.id, title: devotional.title, date: devotional.date });
    bySection.set(sectionId, list);
  }
  for (const list of bySection.values()) list.sort((a, b) => a.date.localeCompare(b.date) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return bySection;
}
