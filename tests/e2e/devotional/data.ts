/** What the devotional tests compare the pages with: the rows as stored, read with the service role key. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiClient, expect, type Stack } from '../fixtures.ts';
import { wake } from '../hydration.ts';

export interface StoredReference {
  reference_type: string;
  context_snippet: string | null;
  confession_sections: { url_slug: string; confessions: { slug: string; name: string } };
}

export interface StoredDevotional {
  id: string;
  slug: string;
  title: string;
  date: string;
  image_url: string | null;
  key_doctrine: string;
  biblical_passage: string;
  scripture_text: string;
  transcript: string;
  prayer_suggestion: string;
  memory_verse: string;
  biblical_context: string;
  main_character: string;
  focus: string;
  discussion_questions: string[];
  card_image_url: string | null;
  audio_url_male: string | null;
  audio_url_female: string | null;
  devotional_confession_references: StoredReference[];
}

export interface Archive {
  today: string;
  /** Published and dated today or earlier, oldest first. */
  released: StoredDevotional[];
  /** Published but dated after today: must have no page. */
  future: StoredDevotional[];
}

export async function loadArchive(stack: Stack): Promise<Archive> {
  const service = apiClient(stack, 'service');
  const { data: today, error: todayError } = await service.rpc('site_today');
  expect(todayError).toBeNull();
  const { data, error } = await service
    .from('devotionals')
    .select('*, devotional_confession_references(reference_type, context_snippet, confession_sections(url_slug, confessions(slug, name)))')
    .eq('status', 'published')
    // The English edition's rows: translations share their original's day (editions-fixture.ts).
    .eq('language', 'en')
    .order('date', { ascending: true });
  expect(error).toBeNull();
  const all = data as StoredDevotional[];
  return { today: today as string, released: all.filter((d) => d.date <= today), future: all.filter((d) => d.date > today) };
}

export function byDate(archive: Archive, date: string): StoredDevotional {
  const found = archive.released.find((d) => d.date === date);
  if (!found) throw new Error(`no released devotional dated ${date}`);
  return found;
}

export function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** Wakes the island whose component file is `name` (islands hydrate on interaction) and waits until it has hydrated. */
export async function hydrated(page: Page, name: string): Promise<void> {
  await wake(page.locator(`astro-island[component-url*="/${name}."]`).first());
}

/** Serious and critical axe findings on the page as it is now, in light and then in dark theme. */
export async function seriousViolations(page: Page): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
    const results = await new AxeBuilder({ page }).analyze();
    found[theme] = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }
  return found;
}
