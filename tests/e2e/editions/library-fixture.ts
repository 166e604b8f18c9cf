/**
 * Dutch and Spanish translations of one English sample devotional for the library helpers' edition tests,
 * made before the site is built (global-setup.ts): the English devotional dated 9 days ago ("The Battle Is the
 * LORD's") gets a Dutch and a Spanish member of its translation group, released, each with its own title, slug and a
 * word no English page holds, so a search and an archive can tell the editions apart. Another helper's fixture uses
 * the day 8 days ago; the sample translations are days -6 to 0.
 */
import { createClient } from '@supabase/supabase-js';
import { addDays } from '@lib/dates.ts';

export const LIBRARY_FIXTURE_DAY = -9;

export const LIBRARY_TRANSLATIONS = {
  nl: {
    title: 'De strijd is van de HEERE',
    slug: 'de-strijd-is-van-de-heere-editie-test',
    marker: 'Slingersteentjesdal',
    transcript:
      'Veertig dagen lang stond de reus in het Slingersteentjesdal en daagde het leger van Israël uit. Maar David wist: de strijd is van de HEERE. Hij vertrouwde niet op zijn eigen kracht, maar op de levende God.',
  },
  es: {
    title: 'La batalla es de Jehová',
    slug: 'la-batalla-es-de-jehova-edicion-prueba',
    marker: 'Hondalargavalle',
    transcript:
      'Durante cuarenta días el gigante desafió al ejército de Israel desde el Hondalargavalle. Pero David sabía que la batalla es de Jehová. No confió en su propia fuerza, sino en el Dios vivo.',
  },
} as const;

function serviceClient(apiUrl: string, serviceRoleKey: string) {
  return createClient(apiUrl, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
}

export async function attachLibraryEditionsFixture(apiUrl: string, serviceRoleKey: string): Promise<void> {
  const service = serviceClient(apiUrl, serviceRoleKey);
  const { data: today, error: todayError } = await service.rpc('site_today');
  if (todayError) throw new Error(`editions fixture: reading site_today() failed: ${todayError.message}`);
  const date = addDays(today as string, LIBRARY_FIXTURE_DAY);
  const { data: english, error } = await service.from('devotionals').select('*').eq('language', 'en').eq('date', date).single();
  if (error || !english) throw new Error(`editions fixture: no English devotional on ${date}: ${error?.message}`);
  for (const [language, t] of Object.entries(LIBRARY_TRANSLATIONS)) {
    const { error: insertError } = await service.from('devotionals').insert({
      title: t.title,
      slug: t.slug,
      date,
      status: 'published',
      language,
      translation_group: english.translation_group,
      biblical_passage: english.biblical_passage,
      key_doctrine: english.key_doctrine,
      reading_time: english.reading_time,
      transcript: t.transcript,
      scripture_text: t.transcript,
      discussion_questions: [],
    });
    if (insertError) throw new Error(`editions fixture: the ${language} translation failed: ${insertError.message}`);
  }
}

/** The English devotional and its fixture translations as the database holds them. */
export async function loadLibraryEditionsFixture(apiUrl: string, anonKey: string) {
  const client = createClient(apiUrl, anonKey, { auth: { persistSession: false } });
  const { data: today } = await client.rpc('site_today');
  const date = addDays(today as string, LIBRARY_FIXTURE_DAY);
  const { data } = await client.from('devotionals').select('id, title, date, language').eq('date', date);
  const of = (language: string) => data!.find((d) => d.language === language)!;
  return { date, en: of('en'), nl: of('nl'), es: of('es') };
}
