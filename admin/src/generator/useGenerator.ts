/**
 * The generator's state and actions (./GeneratorPage.tsx): the input (its date following the site's today until the
 * admin changes it), the draft, its narration and covers, and what each button does: generate the draft or start
 * one by hand, narrate it, draw covers, and save it as a draft (media stored first, and removed again when the save
 * fails). The devotional's id is chosen when the screen opens, so its media are stored under it; what leaving the
 * screen must let go of goes when it closes (./unsavedMedia.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify, useRedirect, useRefresh } from 'react-admin';
import { EMPTY_GENERATOR_INPUT, validateGeneratorInput, type GeneratorInput } from '@lib/generator/input.ts';
import { draftTranscript, EMPTY_DRAFT, type GeneratedDraft } from '@lib/generator/draft.ts';
import { checkGeneratedDraft, NO_DRAFT_MESSAGE, SAVED_MESSAGE } from '@lib/generator/save.ts';
import { useSiteToday } from '../publishing/useSiteToday.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { usePassageLookup } from './usePassageLookup.ts';
import { generateDraft } from './generateDraft.ts';
import { saveGeneratedDraft, type SavedDraft } from './saveGeneratedDraft.ts';
import { generateNarration, type Narration } from './generateNarration.ts';
import { generateCovers, type GeneratedCover } from './generateCovers.ts';
import { removeStoredObjects, storeGeneratedMedia } from './storeGeneratedMedia.ts';
import { revokeCovers, revokeNarration, unsavedHostedAudio, withoutStoredFiles } from './unsavedMedia.ts';

export function useGenerator() {
  const today = useSiteToday();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const [input, setInput] = useState<GeneratorInput>({ ...EMPTY_GENERATOR_INPUT, date: '' });
  const [inputErrors, setInputErrors] = useState<Partial<Record<keyof GeneratorInput, string>>>({});
  const [draft, setDraft] = useState<GeneratedDraft | null>(null);
  const [draftErrors, setDraftErrors] = useState<Partial<Record<keyof GeneratedDraft, string>>>({});
  const [generating, setGenerating] = useState(false);
  const [generationError, setGenerationError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<SavedDraft | null>(null);
  const [devotionalId] = useState(() => crypto.randomUUID());
  const [narration, setNarration] = useState<Narration | null>(null);
  const [narrating, setNarrating] = useState(false);
  const [narrationError, setNarrationError] = useState<string | null>(null);
  const [covers, setCovers] = useState<GeneratedCover[] | null>(null);
  const [chosenCover, setChosenCover] = useState(0);
  const [drawing, setDrawing] = useState(false);
  const [coversError, setCoversError] = useState<string | null>(null);
  // What leaving the screen must let go of: object URLs, and a hosted narration no save has kept (best effort:
  // leaving within the console; a closed tab cannot wait for storage).
  const media = useRef({ narration, covers, kept: false, dataProvider });
  media.current = { ...media.current, narration, covers, dataProvider };
  useEffect(
    () => () => {
      const { narration: left, covers: shown, kept, dataProvider: provider } = media.current;
      revokeNarration(left);
      revokeCovers(shown);
      const leftover = kept ? [] : unsavedHostedAudio(left);
      if (leftover.length) void removeStoredObjects(provider, leftover);
    },
    [],
  );

  // The date starts at the site's today (known once its time zone loads) until the admin changes it, even to empty.
  const [dateEdited, setDateEdited] = useState(false);
  const values = { ...input, date: dateEdited ? input.date : today };
  const lookup = usePassageLookup(input.biblical_passage, (text) => setInput((v) => ({ ...v, scripture_text: text })));

  const changeInput = (field: keyof GeneratorInput, value: string) => {
    if (field === 'date') setDateEdited(true);
    setInput((v) => ({ ...v, [field]: value }));
    setInputErrors((e) => ({ ...e, [field]: undefined }));
  };
  const changeDraft = (field: keyof GeneratedDraft, value: string) => {
    setDraft((d) => (d ? { ...d, [field]: value } : d));
    setDraftErrors((e) => ({ ...e, [field]: undefined }));
  };

  const generate = async () => {
    const errors = validateGeneratorInput(values);
    setInputErrors(errors);
    if (Object.keys(errors).length) return;
    setGenerating(true);
    setGenerationError(null);
    try {
      const result = await generateDraft(dataProvider, values);
      if (result.ok) {
        setDraft(result.draft);
        setDraftErrors({});
        // Narration and covers spoke of the previous draft: they go with it (a hosted narration's files too).
        const leftover = unsavedHostedAudio(narration);
        revokeNarration(narration);
        revokeCovers(covers);
        setNarration(null);
        setCovers(null);
        setNarrationError(null);
        setCoversError(null);
        if (leftover.length) await removeStoredObjects(dataProvider, leftover);
      } else {
        setGenerationError(result.message);
      }
    } finally {
      setGenerating(false);
    }
  };

  // Without an AI key (or when the admin prefers), the draft is written by hand: the same editor, narration, covers
  // and save, so the generator never stops at its first step.
  const writeByHand = () => {
    setDraft(EMPTY_DRAFT);
    setDraftErrors({});
    setGenerationError(null);
  };

  const generateAudio = async () => {
    if (!draft) return;
    setNarrating(true);
    setNarrationError(null);
    try {
      const result = await generateNarration(dataProvider, {
        scriptureText: values.scripture_text ?? '',
        devotionalText: draftTranscript(draft),
        prayerSuggestion: draft.prayer,
        devotionalId,
        title: draft.title,
        biblicalPassage: values.biblical_passage,
        // The generator writes English drafts; a translation is narrated from its editor, in its own language.
        language: 'en',
      });
      if (!result.ok) {
        setNarrationError(result.message);
        return;
      }
      // A replaced hosted narration was never saved: it goes, so storage keeps only what a devotional names.
      const replaced = narration;
      setNarration(result.narration);
      revokeNarration(replaced);
      const leftover = unsavedHostedAudio(replaced);
      if (leftover.length) await removeStoredObjects(dataProvider, leftover);
    } finally {
      setNarrating(false);
    }
  };

  const generateImages = async () => {
    if (!draft) return;
    setDrawing(true);
    setCoversError(null);
    try {
      const result = await generateCovers(dataProvider, {
        devotionalText: draftTranscript(draft),
        devotionalId,
        title: draft.title,
        biblicalPassage: values.biblical_passage,
        keyDoctrine: values.key_doctrine,
      });
      if (!result.ok) {
        setCoversError(result.message);
        return;
      }
      revokeCovers(covers);
      setCovers(result.covers);
      setChosenCover(0);
    } finally {
      setDrawing(false);
    }
  };

  const save = async () => {
    if (!draft) {
      notify(NO_DRAFT_MESSAGE, { type: 'warning' });
      return;
    }
    const check = checkGeneratedDraft(values, draft);
    setInputErrors(check.inputErrors);
    setDraftErrors(check.draftErrors);
    if (!check.ok) {
      notify('Failed to save devotional: correct the fields marked in red.', { type: 'error' });
      return;
    }
    setSaving(true);
    try {
      const cover = covers?.[chosenCover] ?? null;
      const stored = await storeGeneratedMedia(dataProvider, devotionalId, narration, cover);
      const result = stored.ok
        ? await saveGeneratedDraft(dataProvider, devotionalId, { ...check.devotional, ...stored.columns }, saved, {
            card_image_url: stored.columns.card_image_url ?? null,
          })
        : stored;
      if (!result.ok) {
        // Nothing this save wrote may stay behind; the bytes are still here, so the next save stores them again.
        const cleanup = await removeStoredObjects(dataProvider, stored.written);
        if (narration && unsavedHostedAudio(narration).length) setNarration(withoutStoredFiles(narration));
        notify(cleanup ? `${result.message} ${cleanup}` : result.message, { type: 'error', autoHideDuration: 10_000 });
        return;
      }
      media.current.kept = true;
      setSaved(result.saved);
      notify(SAVED_MESSAGE, { type: 'success' });
      refresh();
      redirect(`/devotional/edit/${result.saved.id}`);
    } finally {
      setSaving(false);
    }
  };

  return {
    values,
    inputErrors,
    lookup,
    changeInput,
    draft,
    draftErrors,
    changeDraft,
    generating,
    generationError,
    generate,
    writeByHand,
    narration,
    narrating,
    narrationError,
    generateAudio,
    covers,
    chosenCover,
    setChosenCover,
    drawing,
    coversError,
    generateImages,
    saving,
    save,
    /** Any step running: every button waits. */
    busy: generating || saving || narrating || drawing,
  };
}
