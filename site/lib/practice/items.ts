/**
 * Build-time loading of the practice item files (/practice/items/): the released devotionals' memory verses and
 * the catechisms and creeds of the library, read once per build with the anon key (lib/practice/items.ts maps them).
 */
import { PRACTICE_DOCUMENTS, practiceCollections, type PracticeCollection } from '@lib/practice/items.ts';
import { devotionalPages } from '../devotional-page.ts';
import { allConfessions, confessionSections } from '../confessions.ts';

let collections: Promise<PracticeCollection[]> | undefined;

export function loadPracticeCollections(): Promise<PracticeCollection[]> {
  collections ??= (async () => {
    const [pages, confessions] = await Promise.all([devotionalPages(), allConfessions()]);
    const wanted = confessions.filter((c) => PRACTICE_DOCUMENTS.some((d) => d.slug === c.slug));
    const documents = await Promise.all(wanted.map(async (c) => ({ slug: c.slug, name: c.name, sections: await confessionSections(c.id) })));
    return practiceCollections(
      pages.map(({ devotional }) => ({
        id: devotional.id,
        date: devotional.date,
        title: devotional.title,
        memoryVerse: devotional.memoryVerse,
        bsbMemoryVerse: devotional.bsb?.memoryVerse,
      })),
      documents,
    );
  })();
  return collections;
}
