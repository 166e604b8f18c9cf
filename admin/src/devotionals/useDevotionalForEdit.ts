/**
 * Loads a devotional for the edit form with its tags and confession references (each reference with its
 * section's confession, so the form can show the confession picker filled in), and turns it into form values.
 * A new devotional gets its id up front, so uploads can be named after it before the first save.
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { discussionQuestionsToInput } from '@lib/devotionals/discussion-questions.ts';
import { DEFAULT_READING_TIME, devotionalStatusOf, type DevotionalFormValues } from '@lib/devotionals/edit-form.ts';
import { languageOf } from '@lib/devotionals/languages.ts';
import { readingTime } from '@lib/reading-time.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import type { DevotionalMethods } from '../providers/devotionalMethods.ts';
import { RequestError } from '../providers/requestError.ts';

export interface LoadedDevotional {
  values: DevotionalFormValues & { id: string };
  /** updated_at as loaded: the optimistic lock's expectation (null for a new devotional). */
  updatedAt: string | null;
  /** The stored status, to know whether a save changes what readers see. */
  storedStatus: 'draft' | 'published' | null;
  /** The group it shares with its translations; null for a devotional not saved yet. */
  translationGroup: string | null;
}

export function newDevotionalValues(date: string): LoadedDevotional {
  return {
    values: {
      id: crypto.randomUUID(),
      title: '',
      slug: '',
      date,
      biblical_passage: '',
      scripture_text: '',
      transcript: '',
      status: 'draft',
      reading_time: '',
      discussion_questions_text: '',
      tag_ids: [],
      series_id: '',
      references: [],
    },
    updatedAt: null,
    storedStatus: null,
    translationGroup: null,
  };
}

/** A devotional that is not there (deleted, or an id that was never one): asking again would not change the answer. */
class DevotionalNotFound extends Error {
  constructor() {
    super('This devotional does not exist (it may have been deleted).');
  }
}

export function useDevotionalForEdit(id: string | undefined) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['admin', 'devotional-edit', id],
    enabled: Boolean(id),
    // The form keeps its own copy; refetching behind it would reset what the admin is typing.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    gcTime: 0,
    // Retrying only a failure that may pass (the network); a missing devotional is said at once, not after backoff.
    retry: (failures, error) => !(error instanceof DevotionalNotFound) && failures < 2,
    queryFn: () => loadDevotionalForEdit(dataProvider, id!),
  });
}

/** The devotional with its tags and references as form values; a missing one is DevotionalNotFound. */
export async function loadDevotionalForEdit(dataProvider: Pick<DevotionalMethods, 'devotionalForEdit'>, id: string): Promise<LoadedDevotional> {
  let data;
  try {
    data = await dataProvider.devotionalForEdit(id);
  } catch (error) {
    // 22P02: the address holds something that is not a uuid, so no devotional can have it.
    if (error instanceof RequestError && error.code === '22P02') throw new DevotionalNotFound();
    throw error;
  }
  if (!data) throw new DevotionalNotFound();
  const row = data;
  const status = devotionalStatusOf(row.status);
  const refs = [...(row.devotional_confession_references ?? [])].sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));
  // A stored reading time equal to the transcript's computed one is shown as "automatic" (empty), so editing
  // the story keeps it in step; any other value was set by hand and stays.
  const computed = row.transcript ? readingTime(row.transcript) : DEFAULT_READING_TIME;
  return {
    values: {
      id: row.id,
      language: languageOf(row.language),
      title: row.title ?? '',
      slug: row.slug ?? '',
      date: row.date,
      status,
      biblical_passage: row.biblical_passage ?? '',
      scripture_text: row.scripture_text ?? '',
      transcript: row.transcript ?? '',
      main_character: row.main_character ?? '',
      key_doctrine: row.key_doctrine ?? '',
      focus: row.focus ?? '',
      biblical_context: row.biblical_context ?? '',
      prayer_suggestion: row.prayer_suggestion ?? '',
      memory_verse: row.memory_verse ?? '',
      discussion_questions_text: discussionQuestionsToInput(row.discussion_questions),
      reading_time: row.reading_time === computed ? '' : row.reading_time,
      audio_url_male: row.audio_url_male ?? '',
      audio_url_female: row.audio_url_female ?? '',
      image_url: row.image_url ?? '',
      audio_source_type: row.audio_source_type,
      image_source_type: row.image_source_type,
      tag_ids: (row.devotional_tags ?? []).map((t: { tag_id: string }) => t.tag_id),
      series_id: row.series_id ?? '',
      references: refs.map((r) => ({
        confession_id: r.confession_sections?.confession_id ?? null,
        section_id: r.section_id,
        reference_type: r.reference_type === 'secondary' ? ('secondary' as const) : ('primary' as const),
        context_snippet: r.context_snippet ?? '',
      })),
    },
    updatedAt: row.updated_at,
    storedStatus: status,
    translationGroup: row.translation_group,
  };
}
