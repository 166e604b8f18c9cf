/**
 * Reading the model's translation (./translation-prompt.ts) into the edit form's fields. The reply is JSON, perhaps in
 * a code fence; a field over the edit form's limit or a missing title or story is "Failed to parse AI response", as
 * for a generated draft, so the editor is never handed a form the save would refuse.
 */
import { z } from 'zod';
import { PARSE_FAILED_MESSAGE, stripCodeFences } from './draft.ts';
import { discussionQuestionsToInput, splitDiscussionQuestions } from '../devotionals/discussion-questions.ts';

const text = (label: string, max: number, required = false) =>
  z
    .string({ error: `${label} must be text` })
    .refine((v) => !required || v.trim().length > 0, `${label} is required`)
    .refine((v) => v.length <= max, `${label} must be at most ${max} characters`);

const translationSchema = z.object({
  title: text('Title', 200, true),
  focus: text('Focus', 500),
  biblical_context: text('Biblical context', 2000),
  transcript: text('Transcript', 15000, true),
  prayer_suggestion: text('Prayer suggestion', 1000),
  discussion_questions_text: text('Discussion questions', 1000),
});

/** The edit form's fields the assistant fills, as the form holds them (questions one per line). */
export type DraftedTranslation = z.infer<typeof translationSchema>;

export type TranslationReply = { ok: true; translation: DraftedTranslation } | { ok: false; message: string; detail: string };

const asText = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v);

function questionsText(v: unknown): unknown {
  if (Array.isArray(v)) return discussionQuestionsToInput(splitDiscussionQuestions(v.map(String)));
  if (typeof v === 'string') return discussionQuestionsToInput(splitDiscussionQuestions(v));
  return asText(v);
}

export function parseTranslationReply(reply: string): TranslationReply {
  let raw: unknown;
  try {
    raw = JSON.parse(stripCodeFences(reply));
  } catch {
    return { ok: false, message: PARSE_FAILED_MESSAGE, detail: 'The reply is not JSON.' };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, message: PARSE_FAILED_MESSAGE, detail: 'The reply is not a JSON object.' };
  const r = raw as Record<string, unknown>;
  const result = translationSchema.safeParse({
    title: asText(r.title),
    focus: asText(r.focus),
    biblical_context: asText(r.biblical_context ?? r.biblicalContext),
    transcript: asText(r.transcript),
    prayer_suggestion: asText(r.prayer_suggestion ?? r.prayerSuggestion ?? r.prayer),
    discussion_questions_text: questionsText(r.discussion_questions ?? r.discussionQuestions),
  });
  if (!result.success)
    return { ok: false, message: PARSE_FAILED_MESSAGE, detail: result.error.issues[0]?.message ?? 'The reply does not have the expected fields.' };
  return { ok: true, translation: result.data };
}
