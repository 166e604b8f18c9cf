/**
 * Parsed paste → the section rows the editor writes, in the shapes the importer gives the standard documents
 * (lib/confessions/creeds-json.ts), so a pasted section has the same url_slug a re-import would give it:
 * `article-{n}`, `question-{n}`, `chapter-{n}` with `chapter-{n}-section-{m}`, `head-{n}` with
 * `head-{n}-article-{m}` and `head-{n}-rejection-{m}`.
 *
 * Section types: a flat row is a `question` when the confession's slug contains "catechism",
 * otherwise an `article`; the chapter preset makes `head` rows for the Canons of Dort and `chapter` rows elsewhere.
 */
import type { SectionRow, SectionType } from '../creeds-json.ts';
import type { PastedArticle } from './articles.ts';
import type { PastedQuestion } from './catechism.ts';
import type { PastedChapter } from './chapters.ts';
import type { PastedLordsDay } from './heidelberg.ts';

export function flatSectionType(confessionSlug: string): SectionType {
  return confessionSlug.includes('catechism') ? 'question' : 'article';
}

export function headSectionType(confessionSlug: string): SectionType {
  return confessionSlug.includes('canons-of-dort') ? 'head' : 'chapter';
}

/** The url_slug the importer's shapes give a section of this type and number under `parentSlug`. */
export function sectionUrlSlug(type: SectionType, number: number, parentSlug: string | null, parentType?: SectionType | null): string {
  if (!parentSlug) return `${type}-${number}`;
  if (type === 'rejection') return `${parentSlug}-rejection-${number}`;
  if (parentType === 'chapter') return `${parentSlug}-section-${number}`;
  return `${parentSlug}-${type}-${number}`;
}

export function articleRows(confessionSlug: string, articles: readonly PastedArticle[]): SectionRow[] {
  const type = flatSectionType(confessionSlug);
  return articles.map((a) => ({
    url_slug: sectionUrlSlug(type, a.number, null),
    parent_url_slug: null,
    section_type: type,
    section_number: a.number,
    title: a.title,
    content: a.content,
    scripture_proofs: a.proofs,
  }));
}

export function questionRows(confessionSlug: string, questions: readonly PastedQuestion[]): SectionRow[] {
  const type = flatSectionType(confessionSlug);
  return questions.map((q) => ({
    url_slug: sectionUrlSlug(type, q.number, null),
    parent_url_slug: null,
    section_type: type,
    section_number: q.number,
    title: q.question,
    content: q.answer,
    scripture_proofs: q.proofs,
  }));
}

export function lordsDayRows(confessionSlug: string, days: readonly PastedLordsDay[]): SectionRow[] {
  return questionRows(
    confessionSlug,
    days.flatMap((d) => d.questions),
  );
}

export function chapterRows(confessionSlug: string, chapters: readonly PastedChapter[]): SectionRow[] {
  const headType = headSectionType(confessionSlug);
  const rows: SectionRow[] = [];
  for (const chapter of chapters) {
    const headSlug = sectionUrlSlug(headType, chapter.number, null);
    rows.push({
      url_slug: headSlug,
      parent_url_slug: null,
      section_type: headType,
      section_number: chapter.number,
      title: chapter.title,
      content: chapter.subtitle,
      scripture_proofs: [],
    });
    for (const section of chapter.sections) {
      const type: SectionType = section.kind === 'rejection' ? 'rejection' : 'article';
      rows.push({
        url_slug: sectionUrlSlug(type, section.number, headSlug, headType),
        parent_url_slug: headSlug,
        section_type: type,
        section_number: section.number,
        title: null,
        content: section.content,
        scripture_proofs: section.proofs,
      });
    }
  }
  return rows;
}

/**
 * Append mode adds rows next to existing ones, so a url_slug already taken gets a suffix ("article-3-2"), and
 * children follow their parent's new slug. Replace mode needs none of this: the old rows are gone.
 */
export function withUniqueSlugs(rows: readonly SectionRow[], taken: Iterable<string>): SectionRow[] {
  const used = new Set(taken);
  const renamed = new Map<string, string>();
  return rows.map((row) => {
    const parent = row.parent_url_slug ? (renamed.get(row.parent_url_slug) ?? row.parent_url_slug) : null;
    // A child's slug starts with its parent's: keep it that way when the parent was renamed.
    const base =
      row.parent_url_slug && parent && row.url_slug.startsWith(`${row.parent_url_slug}-`)
        ? parent + row.url_slug.slice(row.parent_url_slug.length)
        : row.url_slug;
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    renamed.set(row.url_slug, slug);
    return { ...row, url_slug: slug, parent_url_slug: parent };
  });
}

/** Rows in batches of `size` (50), parents before their children as the parser emits them. */
export function batches<T>(rows: readonly T[], size = 50): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
