import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogEntry } from '../confessions/catalog.ts';
import { parseCreedsJson } from '../confessions/creeds-json.ts';
import { CONFESSIONS_DIR, readJson } from '../../tests/fixtures/shared-data.ts';
import { ITEM_KEY_PATTERN, itemCollection } from './item-key.ts';
import { collectionIndex, documentItems, practiceCollections, verseItems, type DocumentSource } from './items.ts';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';

function document(slug: string): DocumentSource {
  const entry = catalogEntry(slug)!;
  const parsed = parseCreedsJson(entry, readJson(path.join(CONFESSIONS_DIR, entry.fileName)));
  return { slug, name: entry.name, sections: parsed.sections };
}

describe('verseItems', () => {
  const devotionals = [
    { id: B, date: '2026-11-27', title: 'Today', memoryVerse: 'For God so loved the world. (John 3:16)' },
    { id: C, date: '2026-11-26', title: 'No verse', memoryVerse: null },
    { id: A, date: '2026-11-25', title: 'Older', memoryVerse: 'The LORD is my shepherd; I shall not want.' },
  ];

  it('numbers the memory verses oldest first, the reference as the prompt and the words to learn as the text', () => {
    expect(verseItems(devotionals)).toEqual([
      {
        key: `verse:${A}`,
        collection: 'verses',
        prompt: 'Older',
        text: 'The LORD is my shepherd; I shall not want.',
        href: `/devotional/${A}/#memory-verse`,
        number: 1,
        date: '2026-11-25',
      },
      {
        key: `verse:${B}`,
        collection: 'verses',
        prompt: 'John 3:16',
        text: 'For God so loved the world.',
        href: `/devotional/${B}/#memory-verse`,
        number: 2,
        date: '2026-11-27',
      },
    ]);
  });
});

describe('documentItems', () => {
  it('a catechism: the question asks, the answer is learned, the href is the question anchor', () => {
    const items = documentItems(document('catechism-for-young-children'), 'catechism');
    expect(items).toHaveLength(145);
    expect(items[0]).toEqual({
      key: 'confession:catechism-for-young-children:question-1',
      collection: 'catechism-for-young-children',
      prompt: 'Who made you?',
      text: 'God.',
      href: '/confessions/catechism-for-young-children/#question-1',
      number: 1,
    });
    expect(items.every((i) => ITEM_KEY_PATTERN.test(i.key) && itemCollection(i.key) === i.collection)).toBe(true);
  });

  it("the Heidelberg: each question carries its Lord's Day", () => {
    const items = documentItems(document('heidelberg-catechism'), 'catechism');
    expect(items).toHaveLength(129);
    expect(items.filter((i) => i.lordsDay === 1).map((i) => i.number)).toEqual([1, 2]);
    expect(items[128]).toMatchObject({ number: 129, lordsDay: 52 });
  });

  it("a creed: one item per line, named by the creed and the line's number", () => {
    const items = documentItems(document('apostles-creed'), 'creed');
    expect(items.map((i) => [i.key, i.prompt, i.href])).toEqual([
      ['confession:apostles-creed:line-1', "Apostles' Creed, line 1", '/confessions/apostles-creed/#line-1'],
      ['confession:apostles-creed:line-2', "Apostles' Creed, line 2", '/confessions/apostles-creed/#line-2'],
      ['confession:apostles-creed:line-3', "Apostles' Creed, line 3", '/confessions/apostles-creed/#line-3'],
      ['confession:apostles-creed:line-4', "Apostles' Creed, line 4", '/confessions/apostles-creed/#line-4'],
    ]);
    expect(items[0].text).toBe('I believe in God, the Father almighty, creator of heaven and earth.');
    expect(items[0].lordsDay).toBeUndefined();
  });
});

describe('practiceCollections and collectionIndex', () => {
  it('offers the verses and the catechisms and creeds the library holds, never the confessions, never an empty collection', () => {
    const documents = ['belgic-confession', 'apostles-creed', 'westminster-shorter-catechism', 'nicene-creed'].map(document);
    const collections = practiceCollections([], documents);
    expect(collectionIndex(collections)).toEqual({
      collections: [
        { collection: 'westminster-shorter-catechism', title: 'Westminster Shorter Catechism', kind: 'catechism', count: 107 },
        { collection: 'apostles-creed', title: "Apostles' Creed", kind: 'creed', count: 4 },
        { collection: 'nicene-creed', title: 'Nicene Creed', kind: 'creed', count: 6 },
      ],
    });
    const withVerse = practiceCollections([{ id: A, date: '2026-11-25', title: 'x', memoryVerse: 'Jesus wept. (John 11:35)' }], documents);
    expect(collectionIndex(withVerse).collections[0]).toEqual({ collection: 'verses', title: 'Memory verses', kind: 'verses', count: 1 });
  });
});
