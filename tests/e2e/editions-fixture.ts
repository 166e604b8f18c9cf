/**
 * Translations for the editions' browser tests, made before the site is built (global-setup.ts), so the
 * tests do not depend on the sample translations the seed may load: the English sample devotional dated 8 days ago
 * gets a Dutch, a Spanish and a Portuguese translation (its translation group, its day), and the English one dated 2
 * days ahead gets a published Spanish and Portuguese translation, which the release gate must keep out of every
 * edition until its day.
 */
import { createClient } from '@supabase/supabase-js';
import type { TablesInsert } from '@lib/database.types.ts';

/** The English sample devotionals the fixture translates, by their days relative to today. */
export const TRANSLATED_SLUG = 'fire-from-heaven-hearts-turned-back';
export const FUTURE_TRANSLATED_SLUG = 'a-promise-for-you-and-your-children';

export const EDITIONS_FIXTURE = {
  nl: {
    slug: 'vuur-uit-de-hemel-harten-bekeerd',
    title: 'Vuur uit de hemel, harten bekeerd',
    focus: 'Alleen de HEERE kon vuur zenden op een doorweekt altaar, en alleen de HEERE kan een dood hart tot Zich bekeren.',
    memoryVerse: 'Als nu al het volk dit zag, zo vielen zij op hun aangezichten, en zeiden: De HEERE, Die is God! De HEERE, Die is God! (1 Koningen 18:39)',
    scriptureText:
      '37 Antwoord mij, HEERE, antwoord mij; opdat dit volk wete, dat Gij, HEERE, die God zijt, en dat Gij hun hart achterwaarts omgewend hebt.\n38 Toen viel het vuur des HEEREN, en verteerde het brandoffer, en het hout, en de stenen, en het stof, en lekte het water op, dat in de groeve was.\n39 Als nu al het volk dit zag, zo vielen zij op hun aangezichten, en zeiden: De HEERE, Die is God! De HEERE, Die is God!',
    transcript:
      'De profeten van Baäl riepen al sinds de morgen. Maar er was geen stem en geen antwoord.\n\nToen bad Elia een kort, rustig gebed, en het vuur van de HEERE viel. Alleen God kan een hart dat dood is levend maken. Bid vanavond samen voor iemand die Jezus nog niet kent.',
    prayer: 'HEERE, God van Abraham, Izak en Israël, U alleen bent God. Geef ons een nieuw hart dat U liefheeft. Amen.',
    questions: ['Wat gebeurde er toen Elia bad?', 'Waarom kon Elia het hart van het volk niet zelf veranderen?'],
  },
  es: {
    slug: 'fuego-del-cielo-corazones-que-se-vuelven',
    title: 'Fuego del cielo, corazones que se vuelven',
    focus: 'Solo el SEÑOR podía enviar fuego sobre un altar empapado, y solo el SEÑOR puede volver a sí un corazón muerto.',
    memoryVerse: 'Y viéndolo todo el pueblo, cayeron sobre sus rostros, y dijeron: ¡Jehová es el Dios! ¡Jehová es el Dios! (1 Reyes 18:39)',
    scriptureText:
      '37 Respóndeme, Jehová, respóndeme; para que conozca este pueblo que tú, oh Jehová, eres el Dios, y que tú volviste atrás el corazón de ellos.\n38 Entonces cayó fuego de Jehová, el cual consumió el holocausto, y la leña, y las piedras, y el polvo, y aun lamió las aguas que estaban en la reguera.\n39 Y viéndolo todo el pueblo, cayeron sobre sus rostros, y dijeron: ¡Jehová es el Dios! ¡Jehová es el Dios!',
    transcript:
      'Los profetas de Baal gritaban desde la mañana. Pero no hubo voz ni respuesta.\n\nEntonces Elías hizo una oración breve y tranquila, y cayó el fuego del SEÑOR. Solo Dios puede dar vida a un corazón muerto. Oren juntos esta noche por alguien que todavía no conoce a Jesús.',
    prayer: 'SEÑOR, Dios de Abraham, de Isaac y de Israel, solo tú eres Dios. Danos un corazón nuevo que te ame. Amén.',
    questions: ['¿Qué pasó cuando Elías oró?', '¿Por qué Elías no podía cambiar por sí mismo el corazón del pueblo?'],
  },
  pt: {
    slug: 'fogo-do-ceu-coracoes-que-se-voltam',
    title: 'Fogo do céu, corações que se voltam',
    focus: 'Só o SENHOR podia mandar fogo sobre um altar encharcado, e só o SENHOR pode fazer voltar a si um coração morto.',
    memoryVerse: 'E vendo-o todo o povo, caíram sobre seus rostos, e disseram: o SENHOR é o Deus! o SENHOR é o Deus! (1 Reis 18:39)',
    scriptureText:
      '37 Responde-me, SENHOR, responde-me; para que conheça este povo que tu, ó SENHOR, és o Deus, e que tu voltaste atrás o coração deles.\n38 Então caiu fogo do SENHOR, o qual consumiu o holocausto, e a lenha, e as pedras, e o pó, e ainda sugou as águas que estavam no sulco.\n39 E vendo-o todo o povo, caíram sobre seus rostos, e disseram: o SENHOR é o Deus! o SENHOR é o Deus!',
    transcript:
      'Os profetas de Baal gritavam desde a manhã. Mas não houve voz nem resposta.\n\nEntão Elias fez uma oração curta e tranquila, e o fogo do SENHOR caiu. Só Deus pode dar vida a um coração morto. Orem juntos esta noite por alguém que ainda não conhece Jesus.',
    prayer: 'SENHOR, Deus de Abraão, de Isaque e de Israel, só Tu és Deus. Dá-nos um coração novo que Te ame. Amém.',
    questions: ['O que aconteceu quando Elias orou?', 'Por que Elias não podia mudar sozinho o coração do povo?'],
  },
  future: {
    slug: 'una-promesa-para-ti-y-para-tus-hijos',
    title: 'Una promesa para ti y para tus hijos',
    focus: 'La promesa de Dios es para los creyentes y para sus hijos.',
    transcript: 'Pedro dijo: la promesa es para ustedes y para sus hijos. Dios llama a familias enteras.',
    scriptureText: '39 Porque para vosotros es la promesa, y para vuestros hijos, y para todos los que están lejos.',
  },
  /** The same future day's Portuguese translation, published: the release gate keeps it out of /pt/ too. */
  futurePt: {
    slug: 'uma-promessa-para-voces-e-para-os-seus-filhos',
    title: 'Uma promessa para vocês e para os seus filhos',
    focus: 'A promessa de Deus é para os crentes e para os seus filhos.',
    transcript: 'Pedro disse: a promessa é para vocês e para os seus filhos. Deus chama famílias inteiras.',
    scriptureText: '39 Porque a promessa é para vós, e para vossos filhos, e para todos os que estão longe.',
  },
} as const;

export interface EditionsFixture {
  today: string;
  english: { id: string; title: string; date: string };
  nl: { id: string; title: string };
  es: { id: string; title: string };
  pt: { id: string; title: string };
  future: { id: string; title: string; date: string };
  futurePt: { id: string; title: string; date: string };
}

function serviceClient(apiUrl: string, serviceRoleKey: string) {
  return createClient(apiUrl, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
}

const COPIED = 'date, status, reading_time, key_doctrine, biblical_passage, main_character, biblical_context, translation_group';

export async function attachEditionsFixture(apiUrl: string, serviceRoleKey: string): Promise<void> {
  const service = serviceClient(apiUrl, serviceRoleKey);
  const original = async (slug: string) => {
    const { data, error } = await service.from('devotionals').select(COPIED).eq('slug', slug).eq('language', 'en').single();
    if (error) throw new Error(`editions fixture: reading "${slug}" failed: ${error.message}`);
    return data;
  };
  const past = await original(TRANSLATED_SLUG);
  const rows: TablesInsert<'devotionals'>[] = (['nl', 'es', 'pt'] as const).map((language) => {
    const t = EDITIONS_FIXTURE[language];
    return {
      ...past,
      language,
      slug: t.slug,
      title: t.title,
      focus: t.focus,
      memory_verse: t.memoryVerse,
      scripture_text: t.scriptureText,
      transcript: t.transcript,
      prayer_suggestion: t.prayer,
      discussion_questions: [...t.questions],
      biblical_context: null,
    };
  });
  const upcoming = await original(FUTURE_TRANSLATED_SLUG);
  rows.push({
    ...upcoming,
    language: 'es',
    slug: EDITIONS_FIXTURE.future.slug,
    title: EDITIONS_FIXTURE.future.title,
    focus: EDITIONS_FIXTURE.future.focus,
    memory_verse: null,
    scripture_text: EDITIONS_FIXTURE.future.scriptureText,
    transcript: EDITIONS_FIXTURE.future.transcript,
    prayer_suggestion: null,
    discussion_questions: [],
    biblical_context: null,
  });
  rows.push({
    ...upcoming,
    language: 'pt',
    slug: EDITIONS_FIXTURE.futurePt.slug,
    title: EDITIONS_FIXTURE.futurePt.title,
    focus: EDITIONS_FIXTURE.futurePt.focus,
    memory_verse: null,
    scripture_text: EDITIONS_FIXTURE.futurePt.scriptureText,
    transcript: EDITIONS_FIXTURE.futurePt.transcript,
    prayer_suggestion: null,
    discussion_questions: [],
    biblical_context: null,
  });
  const { error } = await service.from('devotionals').insert(rows);
  if (error) throw new Error(`editions fixture: inserting the translations failed: ${error.message}`);
}

/** The fixture as the database holds it, with the site's today. */
export async function loadEditionsFixture(apiUrl: string, serviceRoleKey: string): Promise<EditionsFixture> {
  const service = serviceClient(apiUrl, serviceRoleKey);
  const { data: today } = await service.rpc('site_today');
  const one = async (slug: string, language: string) => {
    const { data, error } = await service.from('devotionals').select('id, title, date, status').eq('slug', slug).eq('language', language).single();
    if (error) throw new Error(`editions fixture: "${slug}" (${language}) not found: ${error.message}`);
    return data;
  };
  const [english, nl, es, pt, future, futurePt] = await Promise.all([
    one(TRANSLATED_SLUG, 'en'),
    one(EDITIONS_FIXTURE.nl.slug, 'nl'),
    one(EDITIONS_FIXTURE.es.slug, 'es'),
    one(EDITIONS_FIXTURE.pt.slug, 'pt'),
    one(EDITIONS_FIXTURE.future.slug, 'es'),
    one(EDITIONS_FIXTURE.futurePt.slug, 'pt'),
  ]);
  for (const upcoming of [future, futurePt])
    if (upcoming.date <= (today as string) || upcoming.status !== 'published')
      throw new Error('editions fixture: the future translations must be published and after today');
  return { today: today as string, english, nl, es, pt, future, futurePt };
}
