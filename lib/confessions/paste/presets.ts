/**
 * The bulk paste dialog's four presets: each names its format, parses the text and says, with
 * the spec's message, when it found nothing. Pure: the dialog shows `preview` and writes `rows`.
 */
import type { SectionRow } from '../creeds-json.ts';
import { parseArticles } from './articles.ts';
import { parseCatechism } from './catechism.ts';
import { parseChapters, type PastedChapter } from './chapters.ts';
import { parseLordsDays, type PastedLordsDay } from './heidelberg.ts';
import { articleRows, chapterRows, lordsDayRows, questionRows } from './rows.ts';

export type PresetId = 'articles' | 'catechism' | 'heidelberg' | 'westminster';

export const EMPTY_TEXT_MESSAGE = 'Please enter some text to parse';
export const NO_SECTIONS_MESSAGE = 'No sections could be parsed. Check your format.';
export const NO_LORDS_DAYS_MESSAGE = "No Lord's Days found. Check your format.";
export const NO_CHAPTERS_MESSAGE = 'No chapters found. Check your format.';

export interface PresetInfo {
  id: PresetId;
  label: string;
  /** How the text should look, shown as the text box's placeholder. */
  example: string;
}

export const PRESETS: readonly PresetInfo[] = [
  {
    id: 'articles',
    label: 'Belgic articles',
    example:
      'Article 1: The Only God\nWe all believe in our hearts and confess with our mouths ...\n(a) Deut. 6:4; 1 Cor. 8:4\n\nArticle 2: The Means by Which We Know God\n...',
  },
  {
    id: 'catechism',
    label: 'Catechism Q&A',
    example: "Q 1. What is the chief end of man?\nA. Man's chief end is to glorify God, and to enjoy him for ever.\n(a) Rom. 11:36; 1 Cor. 10:31\n\nQ 2. ...",
  },
  {
    id: 'heidelberg',
    label: "Heidelberg (Lord's Days with Q&A)",
    example:
      "Lord's Day 1\nQ 1. What is your only comfort in life and death?\nA. That I am not my own, but belong ...\n(a) 1 Cor. 6:19-20; Rom. 14:7-9\n\nQ 2. ...",
  },
  {
    id: 'westminster',
    label: 'Westminster (chapters with Roman-numeral sections)',
    example:
      'Chapter I: Of the Holy Scripture\nI. Although the light of nature ...\nRefs: Rom. 2:14-15; Rom. 1:19-20\nII. Under the name of Holy Scripture ...',
  },
];

export type PastePreview =
  | { kind: 'sections'; rows: SectionRow[] }
  | { kind: 'lords-days'; days: PastedLordsDay[]; rows: SectionRow[] }
  | { kind: 'chapters'; chapters: PastedChapter[]; rows: SectionRow[] };

export type PasteResult = { ok: true; preview: PastePreview } | { ok: false; message: string };

export function parsePaste(preset: PresetId, text: string, confessionSlug: string): PasteResult {
  if (!text.trim()) return { ok: false, message: EMPTY_TEXT_MESSAGE };
  switch (preset) {
    case 'articles': {
      const rows = articleRows(confessionSlug, parseArticles(text));
      return rows.length ? { ok: true, preview: { kind: 'sections', rows } } : { ok: false, message: NO_SECTIONS_MESSAGE };
    }
    case 'catechism': {
      const rows = questionRows(confessionSlug, parseCatechism(text));
      return rows.length ? { ok: true, preview: { kind: 'sections', rows } } : { ok: false, message: NO_SECTIONS_MESSAGE };
    }
    case 'heidelberg': {
      const days = parseLordsDays(text);
      if (!days.length) return { ok: false, message: NO_LORDS_DAYS_MESSAGE };
      const rows = lordsDayRows(confessionSlug, days);
      if (!rows.length) return { ok: false, message: NO_SECTIONS_MESSAGE };
      return { ok: true, preview: { kind: 'lords-days', days, rows } };
    }
    case 'westminster': {
      const chapters = parseChapters(text);
      if (!chapters.length) return { ok: false, message: NO_CHAPTERS_MESSAGE };
      return { ok: true, preview: { kind: 'chapters', chapters, rows: chapterRows(confessionSlug, chapters) } };
    }
  }
}

/** The preset that fits a confession best, preselected in the dialog. */
export function defaultPreset(confessionSlug: string): PresetId {
  if (confessionSlug.includes('heidelberg')) return 'heidelberg';
  if (confessionSlug.includes('westminster-confession') || confessionSlug.includes('canons-of-dort')) return 'westminster';
  if (confessionSlug.includes('catechism')) return 'catechism';
  return 'articles';
}
