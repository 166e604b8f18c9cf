/** Section numbers as pasted text writes them: "12" or a Roman numeral ("XII", "xii."). */
import { fromRoman } from '../../roman.ts';

export function readSectionNumber(label: string): number | null {
  const text = label.trim().replace(/\.$/, '');
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    return n >= 1 ? n : null;
  }
  return fromRoman(text);
}

/** Separators between a heading's number and its title: "Article 1: The Only God", "Chapter I. Of God", "Head 2 - Title". */
export const HEADING_SEPARATOR = String.raw`\s*(?:[:.\-–—)]\s*|\s+|$)`;
