/**
 * Scripture quotations in a reflection: a double-quoted phrase directly followed by a parenthesised passage
 * reference, `"I am the good shepherd" (John 10:11)`. Used by the content test that holds every such
 * quotation to the KJV words of its reference.
 */
import { parseReference, type PassageReference } from './reference.ts';

export interface Quotation {
  phrase: string;
  reference: string;
  ref: PassageReference;
}

const QUOTED_WITH_REFERENCE = /"([^"\n]+)"[,.;:!?]?\s*\(([^()\n]+)\)/g;

export function findQuotations(text: string): Quotation[] {
  const found: Quotation[] = [];
  for (const m of text.matchAll(QUOTED_WITH_REFERENCE)) {
    let ref: PassageReference;
    try {
      ref = parseReference(m[2]);
    } catch {
      continue; // "(verse 3)", "(see above)": not a reference
    }
    found.push({ phrase: m[1], reference: m[2].trim(), ref });
  }
  return found;
}

const normalise = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * Whether the quoted words stand in the passage exactly (letter case and apostrophes included). A phrase may
 * end with the punctuation that closes the writer's sentence, and may leave words out with an ellipsis.
 */
export function quotationMatches(phrase: string, passageText: string): boolean {
  const passage = normalise(passageText);
  const parts = normalise(phrase)
    .split(/\s*(?:…|\.\.\.)\s*/)
    .map((p) => p.replace(/[,.;:!?]+$/, '').trim())
    .filter(Boolean);
  return parts.length > 0 && parts.every((p) => passage.includes(p));
}
