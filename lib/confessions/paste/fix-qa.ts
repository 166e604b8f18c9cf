/**
 * Fix Q&A Format: sections whose text still carries "Q:", "A:" and "Refs:" prefixes (as pasted
 * from a plain-text source) are rewritten: the question becomes the title, the answer (prefix removed) the
 * content, and the references join the scripture proofs. It applies to Heidelberg article rows and Westminster
 * question and article rows; this project also stores Heidelberg Q&As as question rows, so those count too.
 */
import type { Json } from '../../database.types.ts';
import { mergeReferences, splitReferences } from './proofs.ts';

export type QaSection = {
  id: string;
  section_type: string;
  title: string | null;
  content: string;
  scripture_proofs: Json[];
};

export type QaPatch = {
  id: string;
  title: string | null;
  content: string;
  scripture_proofs: Json[];
};

const Q_PREFIX = /^\s*q(?:uestion)?\s*(?:\d+\s*)?[:.]\s*/i;
const A_PREFIX = /^\s*a(?:nswer)?\s*[:.]\s*/i;
const REFS_PREFIX = /^\s*refs?\s*[:.]\s*/i;

/** Whether Fix Q&A Format is offered for this confession (header button). */
export function offersQaFix(confessionSlug: string): boolean {
  return confessionSlug.includes('heidelberg') || confessionSlug.includes('westminster');
}

export function appliesTo(confessionSlug: string, sectionType: string): boolean {
  if (confessionSlug.includes('heidelberg')) return sectionType === 'article' || sectionType === 'question';
  if (confessionSlug.includes('westminster')) return sectionType === 'article' || sectionType === 'question';
  return false;
}

/** The rewritten section, or null when it has no prefixes to fix. */
export function fixQaSection(section: QaSection): QaPatch | null {
  const paragraphs = section.content
    .split(/\n\s*\n|\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  let title = section.title;
  const titleQ = title ? Q_PREFIX.exec(title) : null;
  let changed = false;
  if (title && titleQ) {
    title = title.slice(titleQ[0].length).trim() || null;
    changed = true;
  }
  const answer: string[] = [];
  const references: string[] = [];
  for (const paragraph of paragraphs) {
    const q = Q_PREFIX.exec(paragraph);
    const a = A_PREFIX.exec(paragraph);
    const refs = REFS_PREFIX.exec(paragraph);
    if (q && answer.length === 0) {
      title = paragraph.slice(q[0].length).trim() || title;
      changed = true;
    } else if (refs) {
      references.push(...splitReferences(paragraph));
      changed = true;
    } else if (a) {
      const rest = paragraph.slice(a[0].length).trim();
      if (rest) answer.push(rest);
      changed = true;
    } else {
      answer.push(paragraph);
    }
  }
  if (!changed) return null;
  const existing = section.scripture_proofs.filter((p): p is string => typeof p === 'string');
  const objects = section.scripture_proofs.filter((p) => typeof p !== 'string');
  return {
    id: section.id,
    title,
    content: answer.join('\n\n'),
    scripture_proofs: [...mergeReferences(existing, references), ...objects],
  };
}

/** The patches for every section of the confession that needs one. */
export function fixQaFormat(confessionSlug: string, sections: readonly QaSection[]): QaPatch[] {
  return sections
    .filter((s) => appliesTo(confessionSlug, s.section_type))
    .map(fixQaSection)
    .filter((p): p is QaPatch => p !== null);
}
