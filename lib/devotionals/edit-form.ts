/**
 * The devotional edit form's rules and its translation into the save call.
 * One source for the limits: the console validates with this schema, the database repeats each limit as a
 * CHECK constraint (migration 000100_tables), so a request that skips the form meets the same wall.
 */
import { z } from 'zod';
import { isIsoDate } from '../dates.ts';
import { fieldErrors } from '../form-errors.ts';
import { readingTime } from '../reading-time.ts';
import { isSlug } from '../slug.ts';
import { parseDiscussionQuestionsInput } from './discussion-questions.ts';
import type { Json } from '../database.types.ts';

export const DEFAULT_READING_TIME = 3;
export const DEVOTIONAL_STATUSES = ['draft', 'published'] as const;
export type DevotionalStatus = (typeof DEVOTIONAL_STATUSES)[number];

/** A stored status as a DevotionalStatus: devotionals.status's CHECK allows only these, the generated type says text. */
export function devotionalStatusOf(value: string): DevotionalStatus {
  return value === 'published' ? 'published' : 'draft';
}
export const REFERENCE_TYPES = ['primary', 'secondary'] as const;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .refine((v) => v.trim().length > 0, `${label} is required`)
    .refine((v) => v.length <= max, `${label} must be at most ${max} characters`);

const optional = (label: string, max: number) =>
  z
    .string()
    .nullish()
    .refine((v) => (v ?? '').length <= max, `${label} must be at most ${max} characters`);

export const confessionReferenceInputSchema = z.object({
  confession_id: z.string().nullish(),
  section_id: z.string().nullish(),
  reference_type: z.enum(REFERENCE_TYPES).default('primary'),
  context_snippet: optional('Context snippet', 1000),
});

export const devotionalFormSchema = z.object({
  title: required('Title', 200),
  slug: required('Slug', 250).refine((v) => v.trim() === '' || isSlug(v.trim()), 'Slug may contain only lowercase letters, numbers and single hyphens'),
  date: z.string({ error: 'Date is required' }).refine((v) => isIsoDate(v), 'Date is required'),
  biblical_passage: required('Biblical passage', 200),
  scripture_text: required('Scripture text', 4000),
  transcript: required('Transcript', 15000),
  main_character: optional('Main character', 500),
  key_doctrine: optional('Key doctrine', 500),
  focus: optional('Focus', 500),
  biblical_context: optional('Biblical context', 2000),
  prayer_suggestion: optional('Prayer suggestion', 1000),
  memory_verse: optional('Memory verse', 500),
  /** The box's raw text; split into the stored list by parseDiscussionQuestionsInput. */
  discussion_questions_text: optional('Discussion questions', 1000),
  /** Empty means "compute from the transcript". */
  reading_time: z
    .union([z.number(), z.string(), z.null(), z.undefined()])
    .refine((v) => v == null || v === '' || (Number.isInteger(Number(v)) && Number(v) >= 1), 'Reading time must be a whole number of at least 1 minute'),
  status: z.enum(DEVOTIONAL_STATUSES, { error: 'Status must be published or draft' }),
  tag_ids: z.array(z.string()).nullish(),
  /** The series it is a part of; empty or null for none. */
  series_id: z.string().nullish(),
  references: z.array(confessionReferenceInputSchema).nullish(),
  audio_url_male: z.string().nullish(),
  audio_url_female: z.string().nullish(),
  image_url: z.string().nullish(),
});

export type DevotionalFormValues = z.input<typeof devotionalFormSchema> & {
  id?: string;
  updated_at?: string | null;
  audio_source_type?: string | null;
  image_source_type?: string | null;
  /** The square card cover made with image_url; the editor clears it when the cover changes (cards then use image_url). */
  card_image_url?: string | null;
  /** The edition (en, nl, es). Not edited in the form: carried so a save or a copy keeps it. */
  language?: string;
};

/** Field → first message, the shape react-admin's form-level `validate` expects; empty when valid. */
export function validateDevotionalForm(values: Record<string, unknown>): Record<string, string> {
  return fieldErrors(devotionalFormSchema, values);
}

/** The reading time that will be saved: the form's value when set, else words / 200 rounded up. */
export function effectiveReadingTime(value: unknown, transcript: string | null | undefined): number {
  if (value != null && value !== '' && Number.isInteger(Number(value)) && Number(value) >= 1) return Number(value);
  return transcript && transcript.trim() ? readingTime(transcript) : DEFAULT_READING_TIME;
}

const blankToNull = (v: string | null | undefined) => {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
};

export type SaveDevotionalArgs = {
  /** The devotional's columns, sent as one JSON object. */
  devotional: { [column: string]: Json | undefined };
  tag_ids: string[];
  confession_references: { section_id: string; reference_type: 'primary' | 'secondary'; context_snippet: string | null }[];
  expected_updated_at: string | null;
};

/**
 * The arguments of public.save_devotional for valid form values. A reference is saved only when both a
 * confession and a section are chosen; a source type is set to manual_upload when a file is present and
 * no other source is recorded.
 */
export function toSaveArgs(id: string, values: DevotionalFormValues, expectedUpdatedAt: string | null): SaveDevotionalArgs {
  const media = (url: string | null | undefined) => blankToNull(url);
  const audioMale = media(values.audio_url_male);
  const audioFemale = media(values.audio_url_female);
  const image = media(values.image_url);
  return {
    devotional: {
      id,
      title: values.title.trim(),
      slug: values.slug.trim(),
      date: values.date,
      status: values.status,
      biblical_passage: values.biblical_passage.trim(),
      scripture_text: values.scripture_text.trim(),
      transcript: values.transcript.trim(),
      main_character: blankToNull(values.main_character),
      key_doctrine: blankToNull(values.key_doctrine),
      focus: blankToNull(values.focus),
      biblical_context: blankToNull(values.biblical_context),
      prayer_suggestion: blankToNull(values.prayer_suggestion),
      memory_verse: blankToNull(values.memory_verse),
      discussion_questions: parseDiscussionQuestionsInput(values.discussion_questions_text),
      reading_time: effectiveReadingTime(values.reading_time, values.transcript),
      audio_url_male: audioMale,
      audio_url_female: audioFemale,
      image_url: image,
      // Sent only when the form carries it, so a save that knows nothing of the card cover keeps the stored one.
      ...(values.card_image_url !== undefined ? { card_image_url: image ? media(values.card_image_url) : null } : {}),
      // Sent only when the form carries it (the generator's draft does not), so such a save keeps the stored series.
      ...(values.series_id !== undefined ? { series_id: blankToNull(values.series_id) } : {}),
      // Sent only when the form carries it: a save without it keeps the stored language (English for a new one).
      ...(values.language !== undefined ? { language: values.language } : {}),
      audio_source_type: audioMale || audioFemale ? (values.audio_source_type ?? 'manual_upload') : null,
      image_source_type: image ? (values.image_source_type ?? 'manual_upload') : null,
    },
    tag_ids: [...new Set(values.tag_ids ?? [])],
    confession_references: (values.references ?? [])
      .filter((r) => r.confession_id && r.section_id)
      .map((r) => ({
        section_id: r.section_id!,
        reference_type: r.reference_type === 'secondary' ? 'secondary' : 'primary',
        context_snippet: blankToNull(r.context_snippet),
      })),
    expected_updated_at: expectedUpdatedAt,
  };
}
