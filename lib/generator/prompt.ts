/**
 * The request the generator sends to the text model :
 * a story for children and families, Reformed in doctrine, returned as one JSON object the console can read.
 */
import type { GeneratorInput } from './input.ts';

export const DEFAULT_TEXT_MODEL = 'google/gemini-2.5-flash';

export const STORY_SHAPE = {
  words: { min: 1000, max: 1200 },
  introductionParagraphs: { min: 4, max: 6 },
  conflictParagraphs: { min: 2, max: 3 },
  resolutionParagraphs: { min: 2, max: 3 },
  moralLessonParagraphs: 1,
  discussionQuestions: { min: 3, max: 5 },
} as const;

const line = (label: string, value: string | null | undefined) => `${label}: ${(value ?? '').trim() || '(not given)'}`;

export function buildDevotionalPrompt(input: GeneratorInput): string {
  const s = STORY_SHAPE;
  return [
    'Write a daily devotional for a Reformed (confessional Protestant) audience of families and readers of all ages.',
    '',
    line('Date', input.date),
    line('Main character or event', input.main_character),
    line('Key doctrine', input.key_doctrine),
    line('Focus', input.focus),
    line('Biblical passage', input.biblical_passage),
    line('Scripture text (KJV)', input.scripture_text),
    line('Biblical context', input.biblical_context),
    '',
    `Tell the story in ${s.words.min}-${s.words.max} words, faithful to the passage and its context, so that it reads aloud in under 15 minutes:`,
    `- introduction: ${s.introductionParagraphs.min}-${s.introductionParagraphs.max} paragraphs that set the scene;`,
    `- conflict: ${s.conflictParagraphs.min}-${s.conflictParagraphs.max} paragraphs where the tension of the story rises;`,
    `- resolution: ${s.resolutionParagraphs.min}-${s.resolutionParagraphs.max} paragraphs showing how God acts;`,
    `- moral_lesson: ${s.moralLessonParagraphs} paragraph drawing out the key doctrine for today.`,
    `Then ${s.discussionQuestions.min}-${s.discussionQuestions.max} discussion questions, a short prayer, and a memory verse quoted exactly from the King James Version with its reference in parentheses.`,
    'Quote Scripture only in the words of the King James Version. Do not invent events the Bible does not record.',
    '',
    'Answer with one JSON object and nothing else (no Markdown, no code fence), with exactly these string fields:',
    '{"title": "…", "slug": "lowercase-words-joined-by-hyphens", "introduction": "…", "conflict": "…", "resolution": "…",',
    ' "moral_lesson": "…", "discussion_questions": "one question per line", "prayer": "…", "memory_verse": "… (Book 1:1)"}',
    'Separate paragraphs inside a field with a blank line (\\n\\n). Title at most 200 characters; introduction at most 5000;',
    'conflict and resolution at most 4000 each; moral_lesson at most 2000; discussion_questions and prayer at most 1000 each;',
    'memory_verse at most 500.',
  ].join('\n');
}
