/**
 * The sample devotionals: content/devotionals/*.md, dated `today + day` in the site's time zone, published,
 * with their KJV text read at seed time, tags, confessional references and a generated cover.
 *
 * Stored formats (see lib/scripture/kjv.ts):
 * - scripture_text: the passage's verses, one per line, each starting with its number.
 * - memory_verse: the verse's words then its reference in parentheses, "… I shall not want. (Psalm 23:1)".
 * - transcript: the Markdown reflection as written; reading_time = its words / 200, rounded up.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, TablesUpdate } from '@lib/database.types.ts';
import type { TranslatedLocale } from '@lib/editions/registry.ts';
import { parseDevotionalFile } from '@lib/devotionals/content-file.ts';
import type { DevotionalContent } from '@lib/devotionals/schema.ts';
import { addDays } from '@lib/dates.ts';
import { readingTime } from '@lib/reading-time.ts';
import { formatReference, parseReference } from '@lib/scripture/reference.ts';
import { nodeCoverRasterizer } from '@lib/covers/node.ts';
import { coverStyleForDate } from '@lib/covers/style-rule.ts';
import type { CoverSize } from '@lib/covers/styles.ts';
import { mediaObjectName, parseMediaObjectName } from '@lib/media/object-name.ts';
import type { KjvSource } from '@lib/sources/node.ts';

/** Where a devotional's stored Scripture comes from: the KJV, or a Dutch or Spanish edition's Bible (edition-samples.ts). */
export type StoredScripture = Pick<KjvSource, 'passageText' | 'memoryVerse'>;

export const COVER_BUCKET = 'devotional-images';

export interface DevotionalFile {
  file: string;
  content: DevotionalContent;
}

/** Every *.md file of `dir`, parsed and validated; one error lists all broken files. */
export async function loadDevotionalFiles(dir: string): Promise<DevotionalFile[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.md') && n !== 'README.md').sort();
  } catch (error) {
    throw new Error(`Could not read the devotionals folder ${dir}: ${(error as Error).message}`);
  }
  const files: DevotionalFile[] = [];
  const problems: string[] = [];
  for (const name of names) {
    try {
      files.push({ file: name, content: parseDevotionalFile(await readFile(path.join(dir, name), 'utf8'), name) });
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  const seen = new Map<string, string>();
  for (const f of files) {
    const other = seen.get(f.content.frontMatter.slug);
    if (other) problems.push(`${f.file}: slug ${f.content.frontMatter.slug} is already used by ${other}`);
    seen.set(f.content.frontMatter.slug, f.file);
  }
  if (problems.length) throw new Error(`Some devotional files are not valid:\n${problems.join('\n')}`);
  return files;
}

export interface PreparedDevotional {
  file: string;
  row: {
    title: string;
    slug: string;
    date: string;
    status: 'published';
    main_character: string;
    key_doctrine: string;
    focus: string;
    biblical_passage: string;
    biblical_context: string;
    scripture_text: string;
    transcript: string;
    prayer_suggestion: string;
    memory_verse: string;
    discussion_questions: string[];
    reading_time: number;
    /** A Dutch or Spanish sample's edition and translation group (edition-samples.ts); English rows take the defaults. */
    language?: TranslatedLocale;
    translation_group?: string;
  };
  /** The slug of the English sample a Dutch or Spanish one translates. */
  translationOf?: string;
  tags: string[];
  references: DevotionalContent['frontMatter']['references'];
}

/** The database row of each file, with KJV text filled in; fails with every problem found (bad passages, unknown tags). */
export async function prepareDevotionals(
  files: DevotionalFile[],
  { today, kjv, tagSlugs }: { today: string; kjv: StoredScripture; tagSlugs: Set<string> },
): Promise<PreparedDevotional[]> {
  const prepared: PreparedDevotional[] = [];
  const problems: string[] = [];
  for (const { file, content } of files) {
    const fm = content.frontMatter;
    try {
      const unknownTags = fm.tags.filter((t) => !tagSlugs.has(t));
      if (unknownTags.length) throw new Error(`unknown tag${unknownTags.length > 1 ? 's' : ''} ${unknownTags.join(', ')} (see content/tags.json)`);
      const memoryVerse = await kjv.memoryVerse(fm.memoryVerse);
      if (memoryVerse.length > 500)
        throw new Error(`memory verse ${fm.memoryVerse} is ${memoryVerse.length} characters with its text; choose a shorter one (at most 500)`);
      const scriptureText = await kjv.passageText(fm.passage);
      if (scriptureText.length > 4000) throw new Error(`passage ${fm.passage} is ${scriptureText.length} characters; the scripture text holds at most 4000`);
      prepared.push({
        file,
        row: {
          title: fm.title,
          slug: fm.slug,
          date: addDays(today, fm.day),
          status: 'published',
          main_character: fm.mainCharacter,
          key_doctrine: fm.keyDoctrine,
          focus: fm.focus,
          biblical_passage: formatReference(parseReference(fm.passage)),
          biblical_context: fm.biblicalContext,
          scripture_text: scriptureText,
          transcript: content.body,
          prayer_suggestion: fm.prayer,
          memory_verse: memoryVerse,
          discussion_questions: fm.discussionQuestions,
          reading_time: readingTime(content.body),
          ...(fm.language ? { language: fm.language } : {}),
        },
        ...(fm.translationOf ? { translationOf: fm.translationOf } : {}),
        tags: fm.tags,
        references: fm.references,
      });
    } catch (error) {
      problems.push(`${file}: ${(error as Error).message}`);
    }
  }
  if (problems.length) throw new Error(`Some devotionals cannot be seeded:\n${problems.join('\n')}`);
  return prepared;
}

/** section id by "confession-slug/url_slug", for the references the devotionals name. */
export async function resolveSections(client: SupabaseClient<Database>, devotionals: PreparedDevotional[]): Promise<Map<string, string>> {
  const { data: confessions, error } = await client.from('confessions').select('id, slug').eq('language', 'en');
  if (error) throw new Error(`Reading the confessions failed: ${error.message}`);
  const confessionIds = new Map(confessions.map((c) => [c.slug, c.id]));
  const resolved = new Map<string, string>();
  const problems: string[] = [];
  for (const d of devotionals) {
    for (const ref of d.references) {
      const key = `${ref.confession}/${ref.section}`;
      if (resolved.has(key)) continue;
      const confessionId = confessionIds.get(ref.confession);
      if (!confessionId) {
        problems.push(`${d.file}: there is no confession ${ref.confession}`);
        continue;
      }
      const { data, error: sectionError } = await client
        .from('confession_sections')
        .select('id')
        .eq('confession_id', confessionId)
        .eq('url_slug', ref.section)
        .maybeSingle();
      if (sectionError) throw new Error(`Looking up ${key} failed: ${sectionError.message}`);
      if (!data) problems.push(`${d.file}: ${ref.confession} has no section ${ref.section}`);
      else resolved.set(key, data.id);
    }
  }
  if (problems.length) throw new Error(`Some confessional references do not resolve:\n${problems.join('\n')}`);
  return resolved;
}

/**
 * Uploads the generated cover, in the style its date takes (lib/covers/style-rule.ts, docs/covers.md), as PNG under
 * the devotional's id with a random part (lib/media/object-name.ts), so the cover of a devotional dated tomorrow
 * cannot be fetched by guessing its URL: 'wide' is 1200×630 with the title (image_url, what link previews show),
 * 'square' 1080×1080 the art without lettering (card_image_url: cards, home hero and devotional hero set the title
 * beside it).
 * A devotional that already has a cover named that way keeps its name (the bytes are refreshed), so running the
 * seed again changes no URL. Returns the public URL, or an error message a person can act on.
 */
export async function uploadCover(
  client: SupabaseClient<Database>,
  d: PreparedDevotional,
  devotionalId: string,
  currentUrl: string | null,
  size: CoverSize = 'wide',
): Promise<{ url: string } | { error: string }> {
  const kind = size === 'wide' ? 'cover' : 'cover-card';
  const raster = await nodeCoverRasterizer();
  const source = { title: d.row.title, passage: d.row.biblical_passage, doctrine: d.row.key_doctrine };
  const png = raster.render(source, coverStyleForDate(d.row.date), size, { titled: size === 'wide' });
  const objectPath = existingCoverName(currentUrl, devotionalId, kind) ?? mediaObjectName(devotionalId, kind, 'png');
  const { error } = await client.storage.from(COVER_BUCKET).upload(objectPath, png, { contentType: 'image/png', upsert: true });
  if (error) return { error: `Uploading the cover ${COVER_BUCKET}/${objectPath} failed: ${error.message}` };
  return { url: client.storage.from(COVER_BUCKET).getPublicUrl(objectPath).data.publicUrl };
}

/** The object name of a cover URL in COVER_BUCKET that follows the media naming rule for this devotional. */
function existingCoverName(url: string | null, devotionalId: string, kind: 'cover' | 'cover-card'): string | null {
  const marker = `/storage/v1/object/public/${COVER_BUCKET}/`;
  const at = url?.indexOf(marker) ?? -1;
  if (!url || at < 0) return null;
  const name = decodeURIComponent(url.slice(at + marker.length));
  const parsed = parseMediaObjectName(name);
  // An earlier seed's SVG cover is replaced by a new PNG name, so the URL's extension tells the truth.
  return parsed && parsed.devotionalId === devotionalId && parsed.kind === kind && parsed.extension === 'png' ? name : null;
}

/**
 * Whether devotionals has card_image_url (the square cover for cards). A database without it gets the wide cover
 * only, and no square file is uploaded that nothing would link.
 */
async function hasCardImageColumn(client: SupabaseClient<Database>): Promise<boolean> {
  const { error } = await client.from('devotionals').select('card_image_url').limit(0);
  return !error;
}

export interface DevotionalsResult {
  devotionals: number;
  covers: number;
  coverErrors: string[];
}

/** Writes each devotional (upsert by slug), its cover, tags and references. */
export async function seedDevotionals(
  client: SupabaseClient<Database>,
  devotionals: PreparedDevotional[],
  { tagIds, sectionIds }: { tagIds: Map<string, string>; sectionIds: Map<string, string> },
): Promise<DevotionalsResult> {
  const result: DevotionalsResult = { devotionals: 0, covers: 0, coverErrors: [] };
  const cards = await hasCardImageColumn(client);
  for (const d of devotionals) {
    const { data, error } = await client
      .from('devotionals')
      .upsert(d.row, { onConflict: 'slug' })
      .select(cards ? 'id, image_url, card_image_url' : 'id, image_url')
      .single();
    if (error) throw new Error(`Saving ${d.file} failed: ${error.message}`);
    // Which columns came back depends on whether the database has card_image_url, which no static type can say.
    const saved = data as unknown as { id: string; image_url: string | null; card_image_url?: string | null };
    const id = saved.id;

    // The covers are named after the id, so they follow the row.
    const links: TablesUpdate<'devotionals'> = {};
    const wide = await uploadCover(client, d, id, saved.image_url, 'wide');
    if ('error' in wide) result.coverErrors.push(`${d.file}: ${wide.error}`);
    else {
      result.covers++;
      if (wide.url !== saved.image_url) links.image_url = wide.url;
    }
    if (cards) {
      const square = await uploadCover(client, d, id, saved.card_image_url ?? null, 'square');
      if ('error' in square) result.coverErrors.push(`${d.file}: ${square.error}`);
      else if (square.url !== saved.card_image_url) links.card_image_url = square.url;
    }
    if (Object.keys(links).length) {
      const linked = await client.from('devotionals').update(links).eq('id', id);
      if (linked.error) throw new Error(`Linking the cover of ${d.file} failed: ${linked.error.message}`);
    }

    const clearTags = await client.from('devotional_tags').delete().eq('devotional_id', id);
    if (clearTags.error) throw new Error(`Replacing the tags of ${d.file} failed: ${clearTags.error.message}`);
    const tags = await client.from('devotional_tags').insert(d.tags.map((slug) => ({ devotional_id: id, tag_id: tagIds.get(slug)! })));
    if (tags.error) throw new Error(`Tagging ${d.file} failed: ${tags.error.message}`);

    const clearRefs = await client.from('devotional_confession_references').delete().eq('devotional_id', id);
    if (clearRefs.error) throw new Error(`Replacing the references of ${d.file} failed: ${clearRefs.error.message}`);
    const refs = await client.from('devotional_confession_references').insert(
      d.references.map((r) => ({
        devotional_id: id,
        section_id: sectionIds.get(`${r.confession}/${r.section}`)!,
        reference_type: r.type,
        context_snippet: r.context ?? null,
      })),
    );
    if (refs.error) throw new Error(`Saving the confessional references of ${d.file} failed: ${refs.error.message}`);
    result.devotionals++;
  }
  return result;
}
