/** What "Behind the Devotional" lists and the one summary line its folded <details> shows. */

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
export function behindFacts(source: BehindSource): BehindFact[] {
  return [
    { label: 'Biblical Context', value: source.biblicalContext },
    { label: 'Main Character', value: source.mainCharacter },
    { label: 'Key Doctrine', value: source.keyDoctrine },
    { label: 'Focus', value: source.focus },
  ].filter((fact): fact is BehindFact => Boolean(fact.value?.trim()));
}

/** "Biblical context, focus and confessional references": what opening the section shows ("Context" when nothing). */
export function behindSummary(source: BehindSource): string {
  const parts = [...behindFacts(source).map((fact) => fact.label.toLowerCase()), ...(source.referenceCount > 0 ? ['confessional references'] : [])];
  const summary = parts.length > 0 ? `${parts.slice(0, -1).join(', ')}${parts.length > 1 ? ' and ' : ''}${parts.at(-1)}` : 'context';
  return summary.charAt(0).toUpperCase() + summary.slice(1);
}
