/**
 * The request the console sends to the text model (through generate-devotional) to draft a translation:
 * the original's words as one JSON object, the edition's language and Bible, and the shape of the answer, which
 * ./translation-reply.ts reads. The editor reviews every field before anything is saved.
 */
import { EDITION_BIBLES, LANGUAGE_NAMES_IN_ENGLISH, type Language } from '../devotionals/languages.ts';

/** The original's fields the assistant translates, as the devotional stores them. */
export interface TranslationSource {
  title: string;
  focus: string | null;
  biblical_context: string | null;
  transcript: string | null;
  prayer_suggestion: string | null;
  discussion_questions: readonly string[];
}

/** The line that names the target; tests/support/chat-completions-standin.ts reads it, as a model would. */
export const TRANSLATE_INTO = 'Translate into:';
export const SOURCE_MARKER = 'The devotional to translate, as JSON:';

export function buildTranslationPrompt(source: TranslationSource, language: Language): string {
  const name = LANGUAGE_NAMES_IN_ENGLISH[language];
  const bible = EDITION_BIBLES[language].name;
  const original = {
    title: source.title.trim(),
    focus: source.focus?.trim() ?? '',
    biblical_context: source.biblical_context?.trim() ?? '',
    transcript: source.transcript?.trim() ?? '',
    prayer_suggestion: source.prayer_suggestion?.trim() ?? '',
    discussion_questions: source.discussion_questions.map((q) => q.trim()).filter(Boolean),
  };
  return [
    'Translate a daily devotional for a Reformed (confessional Protestant) audience of families and readers of all ages.',
    `${TRANSLATE_INTO} ${name} (${language})`,
    '',
    `Write natural, warm ${name} for families, keeping the meaning, the paragraphs and the Reformed doctrine of the original.`,
    `Quote Scripture only in the words of the ${bible}, never in your own translation. Keep names of people and places as the ${bible} spells them.`,
    'Translate every field; leave a field that is empty in the original empty. Add nothing the original does not say.',
    '',
    SOURCE_MARKER,
    JSON.stringify(original, null, 2),
    '',
    'Answer with one JSON object and nothing else (no Markdown, no code fence), with exactly these fields:',
    '{"title": "…", "focus": "…", "biblical_context": "…", "transcript": "…", "prayer_suggestion": "…", "discussion_questions": ["…"]}',
    'Separate paragraphs inside a field with a blank line (\\n\\n). Title at most 200 characters; focus at most 500;',
    'biblical_context at most 2000; transcript at most 15000; prayer_suggestion at most 1000; the questions together at most 1000.',
  ].join('\n');
}
