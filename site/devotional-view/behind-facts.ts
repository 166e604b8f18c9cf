/** What "Behind the Devotional" lists and the one summary line its folded <details> shows. */
import { ENGLISH_WORDS, type DevotionalWords } from './words.ts';

export interface BehindSource {
  biblicalContext: string | null;
  mainCharacter: string | null;
  keyDoctrine: string | null;
  focus: string | null;
  referenceCount: number;
}

export interface BehindFact {
  label: string;
  value: string;
}

/** The non-empty facts, in the page's order. */
export function behindFacts(source: BehindSource, words: DevotionalWords = ENGLISH_WORDS): BehindFact[] {
  return [
    { label: words('devotional.behind.biblicalContext'), value: source.biblicalContext },
    { label: words('devotional.behind.mainCharacter'), value: source.mainCharacter },
    { label: words('devotional.behind.keyDoctrine'), value: source.keyDoctrine },
    { label: words('devotional.behind.focus'), value: source.focus },
  ].filter((fact): fact is BehindFact => Boolean(fact.value?.trim()));
}

/** "Biblical context, focus and confessional references": what opening the section shows ("Context" when nothing). */
export function behindSummary(source: BehindSource, words: DevotionalWords = ENGLISH_WORDS): string {
  const parts = [
    ...behindFacts(source, words).map((fact) => fact.label.toLocaleLowerCase(words.locale)),
    ...(source.referenceCount > 0 ? [words('devotional.behind.references')] : []),
  ];
  const and = words('devotional.behind.and');
  const summary = parts.length > 0 ? `${parts.slice(0, -1).join(', ')}${parts.length > 1 ? and : ''}${parts.at(-1)}` : words('devotional.behind.context');
  return summary.charAt(0).toUpperCase() + summary.slice(1);
}
