/**
 * The generated draft: reading the AI's answer and the rules the editable
 * draft must keep before it is saved. The model is asked for JSON; it sometimes wraps it in a Markdown code
 * fence, which is stripped first. Anything that is not the expected object is "Failed to parse AI response".
 */
import { z } from 'zod';
import { fieldErrors } from '../form-errors.ts';
import { isSlug, slugify } from '../slug.ts';

export const PARSE_FAILED_MESSAGE = 'Failed to parse AI response. Please try again.';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .refine((v) => v.trim().length > 0, `${label} is required`)
    .refine((v) => v.length <= max, `${label} must be at most ${max} characters`);

export const draftSchema = z.object({
  title: text('Title', 200),
  slug: text('Slug', 250).refine((v) => v.trim() === '' || isSlug(v.trim()), 'Slug may contain only lowercase letters, numbers and single hyphens'),
  introduction: text('Introduction', 5000),
  conflict: text('Conflict', 4000),
  resolution: text('Resolution', 4000),
  moral_lesson: text('Moral lesson', 2000),
  discussion_questions: text('Discussion questions', 1000),
  prayer: text('Prayer', 1000),
  memory_verse: text('Memory verse', 500),
});

export type GeneratedDraft = z.infer<typeof draftSchema>;
/** "Write it by hand": every field empty, for the admin to fill in. */
export const EMPTY_DRAFT: GeneratedDraft = {
  title: '',
  slug: '',
  introduction: '',
  conflict: '',
  resolution: '',
  moral_lesson: '',
  discussion_questions: '',
  prayer: '',
  memory_verse: '',
};

/** The JSON inside a reply: a ```json … ``` (or bare ```) fence removed, surrounding prose before the first { dropped. */
export function stripCodeFences(reply: string): string {
  let t = reply.trim();
  const fenced = /```[a-zA-Z]*\s*\n?([\s\S]*?)\n?\s*```/.exec(t);
  if (fenced) t = fenced[1].trim();
  const first = t.indexOf('{');
  const last = t.lastIndexOf('}');
  if (first > 0 && last > first) t = t.slice(first, last + 1);
  return t;
}

const joinParagraphs = (v: unknown) =>
  Array.isArray(v)
    ? v
        .map((p) => String(p).trim())
        .filter(Boolean)
        .join('\n\n')
    : v;
const joinLines = (v: unknown) =>
  Array.isArray(v)
    ? v
        .map((p) => String(p).trim())
        .filter(Boolean)
        .join('\n')
    : v;

/**
 * The model's object in the draft's shape: paragraph lists become blank-line separated text, a list of
 * questions one per line, camelCase keys accepted, and a missing or unusable slug derived from the title.
 */
export function normaliseReply(raw: Record<string, unknown>): Record<string, unknown> {
  const pick = (...keys: string[]) => keys.map((k) => raw[k]).find((v) => v !== undefined && v !== null);
  const title = pick('title');
  let slug = pick('slug');
  if (typeof slug === 'string') slug = slugify(slug);
  if ((typeof slug !== 'string' || !slug) && typeof title === 'string') slug = slugify(title);
  return {
    title,
    slug,
    introduction: joinParagraphs(pick('introduction')),
    conflict: joinParagraphs(pick('conflict')),
    resolution: joinParagraphs(pick('resolution')),
    moral_lesson: joinParagraphs(pick('moral_lesson', 'moralLesson')),
    discussion_questions: joinLines(pick('discussion_questions', 'discussionQuestions')),
    prayer: pick('prayer', 'prayer_suggestion', 'prayerSuggestion'),
    memory_verse: pick('memory_verse', 'memoryVerse'),
  };
}

export type ParseResult = { ok: true; draft: GeneratedDraft } | { ok: false; message: string; detail: string };

/** Reads the model's reply into a draft, or says why it cannot ("Failed to parse AI response. Please try again."). */
export function parseDraftReply(reply: string): ParseResult {
  let raw: unknown;
  try {
    raw = JSON.parse(stripCodeFences(reply));
  } catch {
    return { ok: false, message: PARSE_FAILED_MESSAGE, detail: 'The reply is not JSON.' };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return { ok: false, message: PARSE_FAILED_MESSAGE, detail: 'The reply is not a JSON object.' };
  }
  const result = draftSchema.safeParse(normaliseReply(raw as Record<string, unknown>));
  if (!result.success) {
    const first = result.error.issues[0];
    return { ok: false, message: PARSE_FAILED_MESSAGE, detail: first ? first.message : 'The reply does not have the expected fields.' };
  }
  return { ok: true, draft: result.data };
}

/** Field → first message for the editable draft; empty when it may be saved. */
export function validateDraft(values: Partial<GeneratedDraft>): Partial<Record<keyof GeneratedDraft, string>> {
  return fieldErrors(draftSchema, values);
}

/** The reflection as the devotional stores it (transcript): the four story parts as paragraphs. */
export function draftTranscript(draft: Pick<GeneratedDraft, 'introduction' | 'conflict' | 'resolution' | 'moral_lesson'>): string {
  return [draft.introduction, draft.conflict, draft.resolution, draft.moral_lesson]
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n\n');
}
