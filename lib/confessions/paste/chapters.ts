/**
 * The Westminster preset, also the hierarchical editor's structure import: chapter headings
 * ("Chapter I: Of the Holy Scripture", "Chapter 1. ..."; for the Canons "Head 1: ..."), sections numbered with
 * Roman numerals ("I. Although the light of nature ...") or named ("Article 3:", "Rejection 2:"), and "Refs:"
 * (or lettered) proof lines. A "Rejection of Errors" line makes the sections after it rejections.
 */
import { bodyOf, linesOf } from './blocks.ts';
import { HEADING_SEPARATOR, readSectionNumber } from './numbers.ts';

export type PastedSectionKind = 'section' | 'rejection';

export interface PastedChapterSection {
  number: number;
  kind: PastedSectionKind;
  content: string;
  proofs: string[];
}

export interface PastedChapter {
  number: number;
  title: string | null;
  /** Text between the heading and the first section: a subtitle ("Third and Fourth Heads of Doctrine"). */
  subtitle: string;
  sections: PastedChapterSection[];
}

const CHAPTER_HEADING = new RegExp(String.raw`^\s*(?:chapter|head(?:\s+of\s+doctrine)?)\s+(\d+|[ivxlcdm]+)${HEADING_SEPARATOR}(.*)$`, 'i');
const ROMAN_SECTION = /^\s*([IVXLCDM]+)\.\s+(.*)$/;
const NAMED_SECTION = /^\s*(article|section|rejection|error)\s+(\d+|[ivxlcdm]+)\s*[:.)\-–—]?\s*(.*)$/i;
const REJECTIONS_HEADING = /^\s*rejection\s+of\s+(?:the\s+)?errors\b.*$/i;

interface OpenSection {
  number: number;
  kind: PastedSectionKind;
  lines: string[];
}
interface OpenChapter {
  number: number;
  title: string | null;
  preamble: string[];
  sections: OpenSection[];
  inRejections: boolean;
}

export function parseChapters(text: string): PastedChapter[] {
  const chapters: OpenChapter[] = [];
  for (const line of linesOf(text)) {
    const heading = CHAPTER_HEADING.exec(line);
    const headingNumber = heading ? readSectionNumber(heading[1]) : null;
    if (heading && headingNumber !== null) {
      chapters.push({ number: headingNumber, title: heading[2].trim() || null, preamble: [], sections: [], inRejections: false });
      continue;
    }
    const chapter = chapters.at(-1);
    if (!chapter) continue;
    if (REJECTIONS_HEADING.test(line)) {
      chapter.inRejections = true;
      continue;
    }
    const section = sectionStart(line, chapter.inRejections);
    if (section) {
      chapter.sections.push({ number: section.number, kind: section.kind, lines: [section.rest] });
    } else if (chapter.sections.length) {
      chapter.sections.at(-1)!.lines.push(line);
    } else {
      chapter.preamble.push(line);
    }
  }
  return chapters.map((c) => ({
    number: c.number,
    title: c.title,
    subtitle: bodyOf(c.preamble).content.replace(/\n\n/g, ' '),
    sections: c.sections.map((s) => ({ number: s.number, kind: s.kind, ...bodyOf(s.lines) })),
  }));
}

function sectionStart(line: string, inRejections: boolean): { number: number; kind: PastedSectionKind; rest: string } | null {
  const named = NAMED_SECTION.exec(line);
  if (named) {
    const number = readSectionNumber(named[2]);
    if (number === null) return null;
    const word = named[1].toLowerCase();
    const kind: PastedSectionKind = word === 'rejection' || word === 'error' || inRejections ? 'rejection' : 'section';
    return { number, kind, rest: named[3] };
  }
  const roman = ROMAN_SECTION.exec(line);
  if (roman) {
    const number = readSectionNumber(roman[1]);
    if (number === null) return null;
    return { number, kind: inRejections ? 'rejection' : 'section', rest: roman[2] };
  }
  return null;
}
