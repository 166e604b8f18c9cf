/**
 * The BSB beside each devotional's stored KJV, resolved at build time from the devotional's own references (its
 * passage and its memory verse's reference) through lib/sources (BSB_SOURCE, default ../shared/bsb, else the pinned
 * public text). A reference the BSB cannot resolve leaves that part in the KJV only, with a build warning: the
 * console reports such references before publishing (admin/src/generator), so this is the exception.
 */
import { splitMemoryVerse } from '@lib/covers/verse-card.ts';
import { bsbMemoryVerse } from '@lib/sources/bsb.ts';
import { bsbSourceFromEnv, createBsbSource, type BibleSource } from '@lib/sources/node.ts';
import type { PassageVerse } from '@lib/scripture/passage.ts';

export interface BsbText {
  /** The passage's verses (omitted ones marked); null when the passage does not resolve. */
  passage: PassageVerse[] | null;
  /** "words (Reference)", as memory_verse is stored; null without a memory verse or when it does not resolve. */
  memoryVerse: string | null;
}

let source: BibleSource | undefined;
// The build runs at the project root; Astro bundles this module away from it.
const bsb = () => (source ??= createBsbSource(bsbSourceFromEnv(process.env, process.cwd()), process.cwd()));

async function orNull<T>(what: string, work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    const message = (error as Error).message;
    // A missing or unreadable source is the build's fault, not the devotional's: stop rather than ship KJV only.
    if (/BSB text of .* is missing|Could not read|Could not download|not the pinned text|answered \d{3}/.test(message)) throw error;
    console.warn(`[bsb] ${what}: ${message}; shown in the KJV only.`);
    return null;
  }
}

export async function bsbFor(devotional: { id: string; passage: string; memoryVerse: string | null }): Promise<BsbText> {
  const passage = devotional.passage.trim()
    ? await orNull(`devotional ${devotional.id} passage "${devotional.passage}"`, async () => (await bsb().verses(devotional.passage)).verses)
    : null;
  const reference = devotional.memoryVerse ? splitMemoryVerse(devotional.memoryVerse).reference : null;
  const memoryVerse = reference ? await orNull(`devotional ${devotional.id} memory verse "${reference}"`, () => bsbMemoryVerse(bsb(), reference)) : null;
  return { passage, memoryVerse };
}
