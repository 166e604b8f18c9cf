/**
 * The narration script of a devotional: what the narrator says, in order — the title and the passage first,
 * then the scripture text, the devotional (the reflection), and the prayer. Markdown and verse numbers are
 * removed and scripture references are written as a reader says them, so any speech engine reads it naturally.
 * Pure; used by the seed (Node) and by the admin's generator (browser).
 */
import type { Tables } from '../database.types.ts';
import { speakReferences } from './reference-speech.ts';
import { prayerLine, readingLine, speakProseIn } from './edition-speech.ts';
import { isLocale, type Locale } from '../i18n/locales.ts';

export interface NarrationSource {
  title: string;
  /** "John 10:11-18" */
  biblicalPassage: string;
  /** The passage's verses, one a line, each starting with its number (the stored scripture_text format). */
  scriptureText: string;
  /** The reflection, Markdown. */
  transcript: string;
  prayer?: string | null;
  /** The devotional's edition (English unless told): the narrator's own lines follow it. */
  language?: Locale;
}

/** A devotional row's columns, as stored, for its narration. */
export type NarratedRow = Pick<Tables<'devotionals'>, 'title' | 'biblical_passage' | 'scripture_text' | 'transcript'> & {
  prayer_suggestion?: string | null;
  language?: string | null;
};

/** The narration's source from a stored devotional row. */
export function narrationSourceOf(row: NarratedRow): NarrationSource {
  return {
    title: row.title,
    biblicalPassage: row.biblical_passage,
    scriptureText: row.scripture_text ?? '',
    transcript: row.transcript ?? '',
    prayer: row.prayer_suggestion,
    language: isLocale(row.language) ? row.language : 'en',
  };
}

/** Verse numbers at the start of lines ("16 For God so loved…") and bracketed verse markers are not read. */
export function scriptureForSpeech(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*\[?\d{1,3}\]?[.:]?\s+/, '').trim())
    .filter(Boolean)
    .join('\n');
}

/** Plain sentences from Markdown: no headings' hashes, emphasis marks, link targets, quotes' markers or rules. */
export function markdownForSpeech(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .split(/\r?\n/)
    .map((line) =>
      line
        .replace(/^\s{0,3}(#{1,6}|>+|[-*+]|\d+\.)\s+/, '')
        .replace(/^\s*([-*_]\s*){3,}$/, '')
        .replace(/(\*\*|__|\*|_|`)(.+?)\1/g, '$2')
        .trim(),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A paragraph that ends without a full stop gets one, so the narrator pauses between parts. */
function sentence(text: string): string {
  const t = text.trim();
  return /[.!?…:;'"”’)]$/.test(t) ? t : `${t}.`;
}

/** The whole script, parts separated by blank lines (the engines pause at paragraph breaks). */
export function narrationScript(source: NarrationSource): string {
  const edition = source.language && source.language !== 'en' ? source.language : null;
  // References inside the prose are read as a reader says them: any in English prose, and in Dutch and Spanish prose
  // the citations in parentheses it keeps from its English original, in its language.
  const speak = edition ? (text: string) => speakProseIn(edition, text) : speakReferences;
  const parts = [
    sentence(source.title),
    edition ? readingLine(edition, source.biblicalPassage) : `A reading from ${speakReferences(source.biblicalPassage.trim())}.`,
    speak(scriptureForSpeech(source.scriptureText)),
    speak(markdownForSpeech(source.transcript)),
  ];
  const prayer = source.prayer?.trim();
  if (prayer) parts.push(edition ? prayerLine(edition) : 'Let us pray.', sentence(speak(markdownForSpeech(prayer))));
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join('\n\n');
}

/** Words in a script (what the duration of its narration follows). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}
