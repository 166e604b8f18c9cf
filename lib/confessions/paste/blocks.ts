/**
 * What every paste parser shares: a section body is a run of lines, each non-empty line a paragraph
 * (the stored form, lib/confessions/creeds-json.ts normalizeParagraphs), with proof lines taken out.
 */
import { isProofLine, isRefsLine, referencesOfLine } from './proofs.ts';

export interface Body {
  content: string;
  proofs: string[];
}

export function bodyOf(lines: readonly string[]): Body {
  const paragraphs: string[] = [];
  const proofs: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    if (isProofLine(line) || isRefsLine(line)) {
      for (const r of referencesOfLine(line)) if (!proofs.includes(r)) proofs.push(r);
    } else {
      paragraphs.push(line);
    }
  }
  return { content: paragraphs.join('\n\n'), proofs };
}

export function linesOf(text: string): string[] {
  return text.replace(/\r\n?/g, '\n').split('\n');
}
