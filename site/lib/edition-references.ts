/**
 * A Dutch or Spanish devotional as its edition shows it: the citations its translated prose keeps from the English
 * original ("(Galatians 2:20)", a memory verse's "(John 10:11)") name their book in the devotional's language, so every
 * page, card, guide and practice item the build makes from it reads "(Galaten 2:20)", "Johannes 10:11". The stored
 * passage (`passage`) stays in English: the build parses it, and each view names it with referenceIn.
 */
import { referencesInProse } from '@lib/scripture/prose-references.ts';
import type { Devotional } from './devotional-row.ts';

export function withEditionReferences(devotional: Devotional): Devotional {
  const { language } = devotional;
  if (language === 'en') return devotional;
  const inProse = (text: string) => referencesInProse(language, text);
  const orNull = (text: string | null) => (text === null ? null : inProse(text));
  return {
    ...devotional,
    transcript: inProse(devotional.transcript),
    prayer: orNull(devotional.prayer),
    memoryVerse: orNull(devotional.memoryVerse),
    biblicalContext: orNull(devotional.biblicalContext),
    focus: orNull(devotional.focus),
    discussionQuestions: devotional.discussionQuestions.map(inProse),
    references: devotional.references.map((reference) => ({ ...reference, context: orNull(reference.context) })),
    ...(devotional.bsb ? { bsb: { ...devotional.bsb, memoryVerse: orNull(devotional.bsb.memoryVerse) } } : {}),
    ...(devotional.kjv ? { kjv: { ...devotional.kjv, memoryVerse: orNull(devotional.kjv.memoryVerse) } } : {}),
  };
}
