/**
 * Save as Draft: the generator's input and its edited draft become a devotional with
 * status draft, in the edit form's shape, so the same save_devotional call and the same rules apply.
 * The reflection (transcript) is the story's four parts; the prayer is the devotional's prayer suggestion.
 */
import { validateDevotionalForm, type DevotionalFormValues } from '../devotionals/edit-form.ts';
import { draftTranscript, validateDraft, type GeneratedDraft } from './draft.ts';
import { validateGeneratorInput, type GeneratorInput } from './input.ts';

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

export interface GeneratedDraftCheck {
  /** The input form's messages, with the edit form's scripture text rule shown on its field. */
  inputErrors: Partial<Record<keyof GeneratorInput, string>>;
  draftErrors: Partial<Record<keyof GeneratedDraft, string>>;
  /** What would be saved. */
  devotional: DevotionalFormValues;
  /** Nothing to correct: the draft may be saved. */
  ok: boolean;
}

/**
 * Save as Draft's checks: the input's rules, the draft's, and the edit form's on what would be saved (it is saved by
 * the same call, so it must pass the same rules). Scripture text is optional for generating but required to save.
 */
export function checkGeneratedDraft(input: GeneratorInput, draft: GeneratedDraft): GeneratedDraftCheck {
  const inputErrors = validateGeneratorInput(input);
  const draftErrors = validateDraft(draft);
  const devotional = generatedDevotionalValues(input, draft);
  const formErrors = validateDevotionalForm(devotional);
  const shownInputErrors =
    formErrors.scripture_text && !inputErrors.scripture_text ? { ...inputErrors, scripture_text: formErrors.scripture_text } : inputErrors;
  const ok = !Object.keys(inputErrors).length && !Object.keys(draftErrors).length && !Object.keys(formErrors).length;
  return { inputErrors: shownInputErrors, draftErrors, devotional, ok };
}
