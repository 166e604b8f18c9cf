/**
 * An edition's practice items: a Dutch or Spanish devotional's verse in its own Bible under its English
 * original's key, a translated catechism in its language under the English document's keys, and the English
 * documents an edition lacks offered as they are (no `language`, so the page marks them English).
 */
import { describe, expect, it } from 'vitest';
import { checkRecall } from './checker.ts';
import { ENGLISH_EDITION, collectionIndex, practiceCollections, verseItems, type DocumentSource, type PracticeEdition } from './items.ts';
import { memoryVerseKey } from './item-key.ts';
import { itemInTranslation, itemLanguage } from './translation.ts';

const ENGLISH_ID = '11111111-1111-4111-8111-111111111111';
const SPANISH_ID = '22222222-2222-4222-8222-222222222222';
const DUTCH_ID = '33333333-3333-4333-8333-333333333333';

const spanish: PracticeEdition = {
  locale: 'es',
  prefix: '/es',
  versesTitle: 'Versículos para memorizar',
  question: (n) => `Pregunta ${n}`,
  line: (name, n) => `${name}, línea ${n}`,
};
const dutch: PracticeEdition = { ...spanish, locale: 'nl', prefix: '/nl', versesTitle: 'Teksten om te onthouden', question: (n) => `Vraag ${n}` };

const spanishVerse = {
  id: SPANISH_ID,
  date: '2026-11-20',
  title: 'Fuego del cielo',
  memoryVerse: 'Y viéndolo todo el pueblo, cayeron sobre sus rostros, y dijeron: ¡Jehová es el Dios! ¡Jehová es el Dios! (1 Reyes 18:39)',
  bible: 'rv1909' as const,
  originalId: ENGLISH_ID,
  kjvMemoryVerse: 'And when all the people saw it, they fell on their faces: and they said, The LORD, he is the God; the LORD, he is the God. (1 Kings 18:39)',
  bsbMemoryVerse: 'When all the people saw this, they fell facedown and said, “The LORD, He is God! The LORD, He is God!” (1 Kings 18:39)',
};

const heidelbergNl: DocumentSource = {
  slug: 'heidelberg-catechism',
  name: 'Heidelbergse Catechismus',
  language: 'nl',
  sections: [
    {
      url_slug: 'question-1',
      parent_url_slug: null,
      section_type: 'question',
      section_number: 1,
      title: 'Wat is uw enige troost, beide in het leven en sterven?',
      content: 'Dat ik met lichaam en ziel, beide in het leven en sterven, niet mijn, maar mijns getrouwen Zaligmakers Jezus Christus eigen ben.',
    },
  ],
};
const shorterEn: DocumentSource = {
  slug: 'westminster-shorter-catechism',
  name: 'Westminster Shorter Catechism',
  sections: [
    {
      url_slug: 'question-1',
      parent_url_slug: null,
      section_type: 'question',
      section_number: 1,
      title: 'What is the chief end of man?',
      content: "Man's chief end is to glorify God, and to enjoy him for ever.",
    },
  ],
};

describe('an edition’s memory verses', () => {
  const [verse] = verseItems([spanishVerse], spanish);

  it('are the edition’s devotional’s words in its own Bible, linked to its page, under the English original’s key', () => {
    expect(verse).toMatchObject({
      key: `verse:${ENGLISH_ID}`,
      collection: 'verses',
      prompt: '1 Reyes 18:39',
      text: 'Y viéndolo todo el pueblo, cayeron sobre sus rostros, y dijeron: ¡Jehová es el Dios! ¡Jehová es el Dios!',
      href: `/es/devotional/${SPANISH_ID}/#memory-verse`,
      language: 'es',
      bible: 'rv1909',
    });
    // The devotional page's "Learn this verse" names the same item.
    expect(verse.key).toBe(memoryVerseKey(SPANISH_ID, { en: ENGLISH_ID, es: SPANISH_ID }));
  });

  it('offer the original’s KJV and BSB, in English, for a reader who chose one there', () => {
    const kjv = itemInTranslation(verse, 'kjv');
    expect(kjv).toMatchObject({ key: verse.key, prompt: '1 Kings 18:39', text: expect.stringMatching(/^And when all the people saw it/) });
    expect(itemLanguage(kjv)).toBe('en');
    expect(kjv.bible).toBeUndefined();
    expect(itemInTranslation(verse, 'bsb')).toMatchObject({ bible: 'bsb', text: expect.stringMatching(/fell facedown/) });
    expect(itemInTranslation(verse, 'rv1909')).toBe(verse);
  });

  it('are checked in their language: no accents, no ¡ still correct; a wrong word still marked', () => {
    const typed = 'Y viendolo todo el pueblo, cayeron sobre sus rostros, y dijeron: Jehova es el Dios! Jehova es el Dios!';
    expect(checkRecall(verse.text, typed, itemLanguage(verse)).correct).toBe(true);
    const slip = checkRecall(verse.text, typed.replace('rostros', 'manos'), itemLanguage(verse));
    expect(slip.correct).toBe(false);
    expect(slip.words.filter((w) => w.status !== 'ok').map((w) => [w.status, w.typed])).toEqual([['wrong', expect.stringMatching(/^manos/)]]);
  });

  it('keep their own id as the key when no English original is released', () => {
    const [own] = verseItems([{ ...spanishVerse, originalId: undefined }], spanish);
    expect(own.key).toBe(`verse:${SPANISH_ID}`);
  });
});

describe('an edition’s collections', () => {
  it('the Dutch Heidelberg in Dutch under the English keys, an English-only document as it is, names in the edition’s words', () => {
    const collections = practiceCollections([{ ...spanishVerse, id: DUTCH_ID, bible: 'sv' as const }], [shorterEn, heidelbergNl], dutch);
    expect(collectionIndex(collections).collections).toEqual([
      { collection: 'verses', title: 'Teksten om te onthouden', kind: 'verses', language: 'nl', count: 1 },
      { collection: 'westminster-shorter-catechism', title: 'Westminster Shorter Catechism', kind: 'catechism', count: 1 },
      { collection: 'heidelberg-catechism', title: 'Heidelbergse Catechismus', kind: 'catechism', language: 'nl', count: 1 },
    ]);
    const heidelberg = collections.find((c) => c.collection === 'heidelberg-catechism')!.items[0];
    expect(heidelberg).toEqual({
      key: 'confession:heidelberg-catechism:question-1',
      collection: 'heidelberg-catechism',
      prompt: 'Wat is uw enige troost, beide in het leven en sterven?',
      text: heidelbergNl.sections[0].content,
      href: '/nl/confessions/heidelberg-catechism/#question-1',
      number: 1,
      lordsDay: 1,
      language: 'nl',
    });
    const shorter = collections.find((c) => c.collection === 'westminster-shorter-catechism')!.items[0];
    expect(shorter).toMatchObject({
      key: 'confession:westminster-shorter-catechism:question-1',
      href: '/nl/confessions/westminster-shorter-catechism/#question-1',
    });
    expect(itemLanguage(shorter)).toBe('en');
  });

  it('a creed line and an untitled question are named in the edition’s words', () => {
    const creed: DocumentSource = {
      slug: 'apostles-creed',
      name: "Apostles' Creed",
      sections: [{ url_slug: 'line-1', parent_url_slug: null, section_type: 'line', section_number: 1, title: null, content: 'I believe in God.' }],
    };
    const untitled: DocumentSource = { ...shorterEn, sections: [{ ...shorterEn.sections[0], title: null }] };
    const collections = practiceCollections([], [untitled, creed], spanish);
    expect(collections.map((c) => c.items[0].prompt)).toEqual(['Pregunta 1', "Apostles' Creed, línea 1"]);
  });

  it('the English edition is unchanged by default', () => {
    expect(practiceCollections([], [shorterEn])).toEqual(practiceCollections([], [shorterEn], ENGLISH_EDITION));
    expect(practiceCollections([], [shorterEn])[0].items[0].href).toBe('/confessions/westminster-shorter-catechism/#question-1');
  });
});
