/**
 * Save as Draft: the generator's input and its edited draft become a devotional with
 * status draft, in the edit form's shape, so the same save_devotional call and the same rules apply.
 * The reflection (transcript) is the story's four parts; the prayer is the devotional's prayer suggestion.
 */
import type { DevotionalFormValues } from '../devotionals/edit-form.ts';
import { draftTranscript, type GeneratedDraft } from './draft.ts';
import type { GeneratorInput } from './input.ts';

export const NO_DRAFT_MESSAGE = 'Please generate devotional content first';
export const SAVED_MESSAGE = 'Devotional saved as draft!';

export function generatedDevotionalValues(input: GeneratorInput, draft: GeneratedDraft): DevotionalFormValues {
  return {
    title: draft.title,
    slug: draft.slug,
    date: input.date,
    status: 'draft',
    biblical_passage: input.biblical_passage,
    scripture_text: input.scripture_text ?? '',
    transcript: draftTranscript(draft),
    main_character: input.main_character,
    key_doctrine: input.key_doctrine,
    focus: input.focus,
    biblical_context: input.biblical_context,
    prayer_suggestion: draft.prayer,
    memory_verse: draft.memory_verse,
    discussion_questions_text: draft.discussion_questions,
    reading_time: null,
    tag_ids: [],
    references: [],
  };
}
