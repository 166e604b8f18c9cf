/**
 * A church's translation of one of the library's documents, as the console uploads it: the edition it is in, the
 * standard document it translates, the Creeds.json document itself, and where it comes from and under which licence.
 * The console checks it before sending and the import-confessions function checks it again before anything is
 * written, with the same rules and the same sentences: every question, article or line of the English document must
 * be there under the same number, and nothing else, so that every anchor, devotional citation and practice item of
 * the English document finds its place in the translation. Pure: the callers read the English url_slugs.
 */
import { z } from 'zod';
import { isTranslatedLocale, TRANSLATED_LOCALES, type TranslatedLocale } from '../editions/registry.ts';
import { catalogEntry, CONFESSION_CATALOG, type CatalogConfession } from './catalog.ts';
import { parseCreedsJson, type ParsedConfession, type SectionRow } from './creeds-json.ts';

/** A licence the page names in the edition's own words (lib/i18n: library.publicDomain). */
export const PUBLIC_DOMAIN = 'Public Domain';

/** Whether a stored licence is the public domain, however it is written ("Public Domain", "public domain"). */
export function isPublicDomain(licence: string): boolean {
  return licence.trim().toLowerCase().replace(/\s+/g, ' ') === PUBLIC_DOMAIN.toLowerCase();
}

const SOURCE_NAME_MAX = 200;
const SOURCE_URL_MAX = 2000;
const LICENCE_MAX = 200;

/** What a church gives beside the file; public.confessions checks the same lengths and the URL's scheme. */
const translationImportSchema = z.object({
  language: z.string({ error: 'Choose the edition the text is written in' }).refine(isTranslatedLocale, {
    error: `Choose the edition the text is written in (${TRANSLATED_LOCALES.join(', ')}): English is the original, not a translation`,
  }),
  slug: z.string({ error: 'Choose the document the text translates' }).refine((slug) => CONFESSION_CATALOG.some((c) => c.slug === slug), {
    error: `Choose one of the library's documents: ${CONFESSION_CATALOG.map((c) => c.slug).join(', ')}`,
  }),
  document: z.unknown(),
  sourceName: z
    .string({ error: 'Name the source of the text' })
    .trim()
    .min(1, { error: 'Name the source of the text' })
    .max(SOURCE_NAME_MAX, { error: `The source's name may have at most ${SOURCE_NAME_MAX} characters` }),
  sourceUrl: z
    .string({ error: "Give the source's web address" })
    .trim()
    .min(1, { error: "Give the source's web address" })
    .max(SOURCE_URL_MAX, { error: `The source's address may have at most ${SOURCE_URL_MAX} characters` })
    .refine(isWebAddress, { error: "The source's address must be a web address starting with https:// or http://" }),
  licence: z
    .string({ error: 'Name the licence the text is published under (for an old text: Public Domain)' })
    .trim()
    .min(1, { error: 'Name the licence the text is published under (for an old text: Public Domain)' })
    .max(LICENCE_MAX, { error: `The licence may have at most ${LICENCE_MAX} characters` }),
});

export type TranslationImportInput = z.input<typeof translationImportSchema>;
export type TranslationField = keyof TranslationImportInput;

/** One thing wrong with an upload, and the field it belongs to (the console shows it there). */
export interface ImportProblem {
  field: TranslationField;
  message: string;
}

/** An upload that passed every check: the document's rows, ready for public.import_confession. */
interface CheckedTranslation {
  language: TranslatedLocale;
  entry: CatalogConfession;
  /** The document's own title (Metadata.Title), the name it gets when the edition has none for it. */
  title: string;
  parsed: ParsedConfession;
  source: { name: string; url: string; licence: string };
}

type TranslationCheck = { ok: true; translation: CheckedTranslation } | { ok: false; problems: ImportProblem[] };

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !/\s/.test(text);
  } catch {
    return false;
  }
}

/** "question-12" → "Question 12", "chapter-2-section-3" → "Chapter 2, section 3", "head-3-rejection-1" → "Head 3, rejection 1". */
function sectionLabel(urlSlug: string): string {
  const words = urlSlug.split('-');
  const parts: string[] = [];
  for (let i = 0; i < words.length; i += 2) parts.push(`${words[i]} ${words[i + 1] ?? ''}`.trim());
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** At most this many of one kind of problem are named; the rest are counted. */
const NAMED = 8;

function listed(messages: string[]): string[] {
  if (messages.length <= NAMED) return messages;
  return [...messages.slice(0, NAMED), `…and ${messages.length - NAMED} more like these`];
}

/** A catechism's items read one by one, so a gap is named by its question rather than by its place in the list. */
function catechismItemProblems(data: unknown): string[] {
  if (!Array.isArray(data)) return [];
  const problems: string[] = [];
  const seen = new Set<number>();
  data.forEach((item, index) => {
    const q = (item ?? {}) as Record<string, unknown>;
    const number = Number(q.Number);
    if (!Number.isInteger(number) || number < 1) {
      problems.push(`Item ${index + 1} of Data has no question Number`);
      return;
    }
    if (seen.has(number)) problems.push(`Question ${number} appears twice`);
    seen.add(number);
    if (typeof q.Question !== 'string' || q.Question.trim() === '') problems.push(`Question ${number} has no question text`);
    if (typeof q.Answer !== 'string' || q.Answer.trim() === '') problems.push(`Question ${number} has no answer`);
  });
  return listed(problems);
}

/** Sections of the English document missing from the translation, sections it does not have, and empty texts. */
function structureProblems(sections: readonly SectionRow[], englishUrlSlugs: readonly string[], englishName: string): string[] {
  const english = new Set(englishUrlSlugs);
  const translated = new Set(sections.map((s) => s.url_slug));
  const missing = englishUrlSlugs.filter((slug) => !translated.has(slug)).map((slug) => `${sectionLabel(slug)} is missing`);
  const extra = sections.filter((s) => !english.has(s.url_slug)).map((s) => `${sectionLabel(s.url_slug)} is not in the English ${englishName}`);
  const empty = sections
    .filter((s) => s.section_type !== 'chapter' && s.section_type !== 'head' && s.content.trim() === '')
    .map((s) => `${sectionLabel(s.url_slug)} has no text`);
  return [...listed(missing), ...listed(extra), ...listed(empty)];
}

/**
 * Checks an upload. `englishUrlSlugs` are the url_slugs of the English document the library holds, or null when it
 * holds none (a translation follows the English document's structure, so that one comes first).
 */
export function checkTranslationImport(input: unknown, englishUrlSlugs: (slug: string) => readonly string[] | null): TranslationCheck {
  const fields = translationImportSchema.safeParse(input);
  if (!fields.success) {
    const problems = fields.error.issues.map((issue) => ({ field: (issue.path[0] ?? 'document') as TranslationField, message: issue.message }));
    return { ok: false, problems };
  }
  const { language, slug, document, sourceName, sourceUrl, licence } = fields.data;
  const entry = catalogEntry(slug);
  if (!entry || !isTranslatedLocale(language)) return { ok: false, problems: [{ field: 'slug', message: 'Choose the document the text translates' }] };
  const fail = (messages: string[], field: TranslationField = 'document'): TranslationCheck => ({
    ok: false,
    problems: messages.map((message) => ({ field, message })),
  });

  const english = englishUrlSlugs(slug);
  if (!english || english.length === 0) {
    return fail([`The library has no English ${entry.name} yet: import the standard documents first, since a translation follows its structure`], 'slug');
  }
  if (document === undefined || document === null) return fail(['Choose the JSON file of the translation']);
  const title = (document as { Metadata?: { Title?: unknown } }).Metadata?.Title;
  if (typeof title !== 'string' || title.trim() === '') {
    return fail(['The file is not a Creeds.json document: it needs Metadata with the Title of the translation, and Data with its text']);
  }
  if (entry.format === 'catechism') {
    const items = catechismItemProblems((document as { Data?: unknown }).Data);
    if (items.length) return fail(items);
  }
  let parsed: ParsedConfession;
  try {
    parsed = parseCreedsJson(entry, document);
  } catch (error) {
    return fail([(error as Error).message.replace(entry.fileName, 'The file')]);
  }
  const structure = structureProblems(parsed.sections, english, entry.name);
  if (structure.length) return fail(structure);
  return { ok: true, translation: { language, entry, title: title.trim(), parsed, source: { name: sourceName, url: sourceUrl, licence } } };
}

/** The words a translation's row carries about itself: its own (a re-import keeps them), else the edition's title row, else the file's title. */
interface TranslationWords {
  name: string;
  description: string | null;
  historical_context: string | null;
}

export function translationWords(existing: TranslationWords | null, editionTitle: TranslationWords | null, fileTitle: string): TranslationWords {
  return existing ?? editionTitle ?? { name: fileTitle, description: null, historical_context: null };
}

/** The payload public.import_confession takes for a checked translation. */
export function translationImportPayload(translation: CheckedTranslation, words: TranslationWords) {
  return {
    confession: {
      ...translation.parsed.confession,
      ...words,
      language: translation.language,
      source_name: translation.source.name,
      source_url: translation.source.url,
      licence: translation.source.licence,
    },
    sections: translation.parsed.sections,
  };
}
