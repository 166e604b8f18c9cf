/**
 * A series for the browser tests, made before the site is built (global-setup.ts): the three sample
 * devotionals dated just before today are its released parts 1-3, and the two dated after today its unreleased
 * parts 4-5, so the pages must show three parts, "2 more to come" and nothing of the last two. The Dutch and
 * Spanish editions (and every other translated edition) title and describe it in their own words (public.series_titles).
 */
import type { TranslatedLocale } from '@lib/editions/registry.ts';
import { createClient } from '@supabase/supabase-js';
import { addDays } from '@lib/dates.ts';

export const SERIES_FIXTURE = {
  slug: 'walking-with-the-shepherd',
  title: 'Walking with the Shepherd',
  description: 'Five days on the care of the Good Shepherd.',
};

/** The series' title and description in the translated editions. */
export const SERIES_FIXTURE_TITLES = {
  nl: { title: 'Wandelen met de Herder', description: 'Vijf dagen over de zorg van de goede Herder voor Zijn schapen.' },
  es: { title: 'Caminar con el Pastor', description: 'Cinco días sobre el cuidado del buen Pastor por sus ovejas.' },
  pt: { title: 'Caminhando com o Pastor', description: 'Cinco dias sobre o cuidado do bom Pastor com as suas ovelhas.' },
} as const satisfies Record<TranslatedLocale, { title: string; description: string }>;

export interface SeriesFixture {
  id: string;
  released: { id: string; title: string; date: string }[];
  future: { id: string; title: string; date: string }[];
}

function serviceClient(apiUrl: string, serviceRoleKey: string) {
  return createClient(apiUrl, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
}

export async function attachSeriesFixture(apiUrl: string, serviceRoleKey: string): Promise<void> {
  const service = serviceClient(apiUrl, serviceRoleKey);
  const { data: today, error: todayError } = await service.rpc('site_today');
  if (todayError) throw new Error(`series fixture: reading site_today() failed: ${todayError.message}`);
  const { data: series, error } = await service
    .from('series')
    .insert({ ...SERIES_FIXTURE, position: 1 })
    .select('id')
    .single();
  if (error) throw new Error(`series fixture: creating the series failed: ${error.message}`);
  const { error: titlesError } = await service
    .from('series_titles')
    .insert(Object.entries(SERIES_FIXTURE_TITLES).map(([language, text]) => ({ series_id: series.id, language, ...text })));
  if (titlesError) throw new Error(`series fixture: titling the series in the editions failed: ${titlesError.message}`);
  const dates = [-3, -2, -1, 1, 2].map((n) => addDays(today as string, n));
  const { error: partsError } = await service
    .from('devotionals')
    .update({ series_id: series.id })
    .eq('status', 'published')
    .eq('language', 'en')
    .in('date', dates);
  if (partsError) throw new Error(`series fixture: assigning the parts failed: ${partsError.message}`);
}

/** The fixture series as the database holds it: its released and unreleased parts, in date order. */
export async function loadSeriesFixture(apiUrl: string, serviceRoleKey: string): Promise<SeriesFixture> {
  const service = serviceClient(apiUrl, serviceRoleKey);
  const { data: today } = await service.rpc('site_today');
  const { data: series } = await service.from('series').select('id').eq('slug', SERIES_FIXTURE.slug).single();
  const { data: parts } = await service.from('devotionals').select('id, title, date').eq('series_id', series!.id).order('date');
  return {
    id: series!.id,
    released: (parts ?? []).filter((p) => p.date <= (today as string)),
    future: (parts ?? []).filter((p) => p.date > (today as string)),
  };
}
