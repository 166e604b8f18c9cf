/**
 * Turns one Creeds.json document into the project's confession and section rows. Pure: the caller reads the
 * file and sends the rows to `public.import_confession`. Each row carries its own url_slug (content/README.md)
 * and its parent's url_slug, which the importer resolves to parent_section_id.
 *
 * Shapes produced:
 * - catechisms: one `question` row per Q&A (`question-{n}`), title = the question, content = the answer.
 *   Heidelberg's Lord's Days and parts are not rows: they are a fixed table (lib/lords-days.ts) the page groups by.
 * - Belgic Confession: one `article` row per article (`article-{n}`).
 * - Westminster Confession: `chapter` rows (`chapter-{n}`, content empty) with `article` children, one per
 *   numbered section (`chapter-{n}-section-{m}`).
 * - Canons of Dort: `head` rows 1, 2, 3 (the combined Third and Fourth Head) and 5, content = the head's
 *   subtitle ("Third and Fourth Heads of Doctrine"); children `article` (`head-{h}-article-{n}`) and
 *   `rejection` (`head-{h}-rejection-{n}`) rows for the Rejection of Errors.
 * - creeds (`Data` is one object `{ Content }`): one `article` row per line (`line-{n}`, title null), the text
 *   split at sentence ends (creed-lines.ts).
 */
import { z } from 'zod';
import type { CatalogConfession } from './catalog.ts';
import { osisToReadable } from '../scripture/osis.ts';
import { creedLines } from './creed-lines.ts';

export type SectionType = 'chapter' | 'article' | 'question' | 'head' | 'rejection';

export type SectionRow = {
  url_slug: string;
  /** url_slug of the parent row in the same document, or null for a top-level row. */
  parent_url_slug: string | null;
  section_type: SectionType;
  section_number: number;
  title: string | null;
  content: string;
  /** Readable references ("Romans 14:7-9"), in the order of the document's [n] markers. */
  scripture_proofs: string[];
};

export type ConfessionRow = {
  slug: string;
  name: string;
  year: number;
  description: string;
  historical_context: string;
};

export type ParsedConfession = {
  confession: ConfessionRow;
  sections: SectionRow[];
};

const proofs = z.array(z.object({ Id: z.number(), References: z.array(z.string()) })).optional();
const label = z.union([z.string(), z.number()]).transform(String);

const catechismData = z.array(z.object({ Number: z.coerce.number().int().positive(), Question: z.string(), Answer: z.string(), Proofs: proofs }));
const belgicData = z.array(z.object({ Article: z.coerce.number().int().positive(), Title: z.string(), Content: z.string() }));
const westminsterData = z.array(
  z.object({
    Chapter: z.coerce.number().int().positive(),
    Title: z.string(),
    Sections: z.array(z.object({ Section: z.coerce.number().int().positive(), Content: z.string(), Proofs: proofs })),
  }),
);
const canonsData = z.array(z.object({ Chapter: label, Title: z.string(), Sections: z.array(z.object({ Section: label, Content: z.string() })) }));
const creedData = z.object({ Content: z.string().trim().min(1) });
const documentShape = z.object({
  Metadata: z.object({ Title: z.string() }).passthrough(),
  Data: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]),
});

/** Paragraphs separated by one blank line: the data's single line breaks (list items in the Larger Catechism) become paragraph breaks too. */
export function normalizeParagraphs(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n\n');
}

/** All references of a Proofs list, in marker order, each written readably, without repeats. */
export function readableProofs(list: z.infer<typeof proofs>): string[] {
  if (!list) return [];
  const out: string[] = [];
  for (const proof of [...list].sort((a, b) => a.Id - b.Id)) {
    for (const reference of proof.References) {
      const readable = osisToReadable(reference);
      if (!out.includes(readable)) out.push(readable);
    }
  }
  return out;
}

const HEAD_SUBTITLES: Record<number, string> = {
  1: 'First Head of Doctrine',
  2: 'Second Head of Doctrine',
  3: 'Third and Fourth Heads of Doctrine',
  5: 'Fifth Head of Doctrine',
};

/**
 * The Canons' head labels are "1", "2", "3&4" and then "4" for what is really the Fifth Head
 * (Of the Perseverance of the Saints). A combined label takes its first number; a "4" that follows a
 * combined "3&4" is the fifth head.
 */
export function canonsHeadNumber(label: string, afterCombinedThirdAndFourth: boolean): number {
  const combined = /^\s*(\d+)\s*&\s*(\d+)\s*$/.exec(label);
  if (combined) return Number(combined[1]);
  const n = Number(label.trim());
  if (!Number.isInteger(n) || n < 1) throw new Error(`Canons of Dort: "${label}" is not a head of doctrine number`);
  return n === 4 && afterCombinedThirdAndFourth ? 5 : n;
}

function parseCatechism(data: unknown[]): SectionRow[] {
  return catechismData.parse(data).map((q) => ({
    url_slug: `question-${q.Number}`,
    parent_url_slug: null,
    section_type: 'question',
    section_number: q.Number,
    title: q.Question.trim(),
    content: normalizeParagraphs(q.Answer),
    scripture_proofs: readableProofs(q.Proofs),
  }));
}

function parseBelgic(data: unknown[]): SectionRow[] {
  return belgicData.parse(data).map((a) => ({
    url_slug: `article-${a.Article}`,
    parent_url_slug: null,
    section_type: 'article',
    section_number: a.Article,
    title: a.Title.trim(),
    content: normalizeParagraphs(a.Content),
    scripture_proofs: [],
  }));
}

function parseWestminsterConfession(data: unknown[]): SectionRow[] {
  const rows: SectionRow[] = [];
  for (const chapter of westminsterData.parse(data)) {
    const chapterSlug = `chapter-${chapter.Chapter}`;
    rows.push({
      url_slug: chapterSlug,
      parent_url_slug: null,
      section_type: 'chapter',
      section_number: chapter.Chapter,
      title: chapter.Title.trim(),
      content: '',
      scripture_proofs: [],
    });
    for (const section of chapter.Sections) {
      rows.push({
        url_slug: `${chapterSlug}-section-${section.Section}`,
        parent_url_slug: chapterSlug,
        section_type: 'article',
        section_number: section.Section,
        title: null,
        content: normalizeParagraphs(section.Content),
        scripture_proofs: readableProofs(section.Proofs),
      });
    }
  }
  return rows;
}

function parseCanons(data: unknown[]): SectionRow[] {
  const rows: SectionRow[] = [];
  let seenCombined = false;
  for (const head of canonsData.parse(data)) {
    const number = canonsHeadNumber(head.Chapter, seenCombined);
    if (head.Chapter.includes('&')) seenCombined = true;
    const headSlug = `head-${number}`;
    rows.push({
      url_slug: headSlug,
      parent_url_slug: null,
      section_type: 'head',
      section_number: number,
      title: head.Title.trim(),
      content: HEAD_SUBTITLES[number] ?? '',
      scripture_proofs: [],
    });
    for (const section of head.Sections) {
      const m = /^\s*([AR])\s*(\d+)\s*$/i.exec(section.Section);
      if (!m) throw new Error(`Canons of Dort, head ${head.Chapter}: "${section.Section}" is neither an article (A<n>) nor a rejection (R<n>)`);
      const isArticle = m[1].toUpperCase() === 'A';
      const n = Number(m[2]);
      rows.push({
        url_slug: `${headSlug}-${isArticle ? 'article' : 'rejection'}-${n}`,
        parent_url_slug: headSlug,
        section_type: isArticle ? 'article' : 'rejection',
        section_number: n,
        title: null,
        content: normalizeParagraphs(section.Content),
        scripture_proofs: [],
      });
    }
  }
  return rows;
}

function parseCreed(data: unknown): SectionRow[] {
  return creedLines(creedData.parse(data).Content).map((line, i) => ({
    url_slug: `line-${i + 1}`,
    parent_url_slug: null,
    section_type: 'article',
    section_number: i + 1,
    title: null,
    content: line,
    scripture_proofs: [],
  }));
}

/** Parses `document` (the JSON of `entry.fileName`) into rows; throws a message naming the document when its shape is unexpected. */
export function parseCreedsJson(entry: CatalogConfession, document: unknown): ParsedConfession {
  const parsed = documentShape.safeParse(document);
  if (!parsed.success) throw new Error(`${entry.fileName} is not a Creeds.json document (expected { Metadata, Data })`);
  const data = parsed.data.Data;
  let sections: SectionRow[];
  try {
    // Every format but the creeds' holds a list of items; a creed holds one object.
    if (entry.format !== 'creed' && !Array.isArray(data)) throw new Error('Data is not a list');
    const items: unknown[] = Array.isArray(data) ? data : [];
    switch (entry.format) {
      case 'creed':
        sections = parseCreed(data);
        break;
      case 'catechism':
        sections = parseCatechism(items);
        break;
      case 'belgic':
        sections = parseBelgic(items);
        break;
      case 'westminster-confession':
        sections = parseWestminsterConfession(items);
        break;
      case 'canons':
        sections = parseCanons(items);
        break;
    }
  } catch (error) {
    const detail = error instanceof z.ZodError ? z.prettifyError(error) : (error as Error).message;
    throw new Error(`${entry.fileName} could not be read as the ${entry.name}: ${detail}`);
  }
  const seen = new Set<string>();
  for (const row of sections) {
    if (seen.has(row.url_slug)) throw new Error(`${entry.fileName}: two sections would share the url_slug ${row.url_slug}`);
    seen.add(row.url_slug);
  }
  return {
    confession: {
      slug: entry.slug,
      name: entry.name,
      year: entry.year,
      description: entry.description,
      historical_context: entry.historicalContext,
    },
    sections,
  };
}
