/** The seeded sample content as the home, search and feed tests see it: content/devotionals by day offset, with ids from the API. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, todayIn } from '@lib/dates.ts';
import { apiClient, type Stack } from '../fixtures.ts';

const CONTENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../content/devotionals');

export interface SeededDevotional {
  id: string;
  slug: string;
  title: string;
  date: string;
  /** Days from the seed's today: -21 … +6. */
  offset: number;
  passage: string;
  doctrine: string;
  scriptureText: string;
  tags: { slug: string; name: string }[];
  released: boolean;
}

/** The content file for a day offset, e.g. 0 → d+00-…md. */
export function contentFile(offset: number): { title: string; slug: string; body: string } {
  const prefix = offset < 0 ? `d-${String(-offset).padStart(2, '0')}-` : `d+${String(offset).padStart(2, '0')}-`;
  const file = readdirSync(CONTENT_DIR).find((name) => name.startsWith(prefix));
  if (!file) throw new Error(`no content file ${prefix}*`);
  const text = readFileSync(path.join(CONTENT_DIR, file), 'utf8');
  const [, frontMatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)!;
  const field = (name: string) => /^(\w+):\s*"?(.*?)"?\s*$/m.exec(frontMatter.split('\n').find((l) => l.startsWith(`${name}:`)) ?? '')?.[2] ?? '';
  return { title: field('title'), slug: field('slug'), body };
}

/** Every seeded devotional (service role, so future ones too), newest first, and the site's today. */
export async function seededDevotionals(stack: Stack): Promise<{ today: string; timeZone: string; devotionals: SeededDevotional[] }> {
  const service = apiClient(stack, 'service');
  const settings = await service.from('site_settings').select('timezone').single();
  if (settings.error) throw new Error(settings.error.message);
  const timeZone = settings.data.timezone as string;
  const today = todayIn(timeZone);
  const { data, error } = await service
    .from('devotionals')
    .select('id, slug, title, date, status, biblical_passage, key_doctrine, scripture_text, devotional_tags(tags(slug, name))')
    // The English edition's rows: translations share their original's day (editions-fixture.ts).
    .eq('language', 'en')
    .order('date', { ascending: false });
  if (error) throw new Error(error.message);
  const devotionals = (data ?? []).map((row) => {
    const offset = Math.round((Date.parse(row.date) - Date.parse(today)) / 86_400_000);
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      date: row.date,
      offset,
      passage: row.biblical_passage,
      doctrine: row.key_doctrine ?? '',
      scriptureText: row.scripture_text ?? '',
      tags: (row.devotional_tags as unknown as { tags: { slug: string; name: string } }[]).map((t) => t.tags),
      released: row.status === 'published' && row.date <= today,
    };
  });
  return { today, timeZone, devotionals };
}

export function byOffset(devotionals: SeededDevotional[], offset: number): SeededDevotional {
  const found = devotionals.find((d) => d.offset === offset);
  if (!found) throw new Error(`no devotional at day ${offset}`);
  return found;
}

export { addDays };

/** "Nov 25, 2026", as the date pickers show a date. */
export function pickerLabel(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}
