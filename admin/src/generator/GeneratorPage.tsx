/**
 * /devotional-generator: the admin describes the devotional, the AI writes a draft
 * (generate-devotional), the admin edits it, optionally generates its narration in two voices and four covers
 * to choose from, and saves it as a draft, which then opens in the devotional editor. "Write it by hand" opens an
 * empty draft instead (no AI key needed), with the same narration, covers and save. The devotional's id is
 * chosen when the screen opens, so its media are stored under it; they are stored only at save time, and
 * removed again when the save fails, so storage never holds files no devotional names.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Card, CardContent, Divider, LinearProgress, Stack, Typography } from '@mui/material';
import { Link, Title, useDataProvider, useNotify, useRedirect, useRefresh } from 'react-admin';
import { Button } from '../common/LabelledButton.tsx';
import { EMPTY_GENERATOR_INPUT, validateGeneratorInput, type GeneratorInput } from '@lib/generator/input.ts';
import { DRAFT_FIELDS, draftTranscript, validateDraft, type GeneratedDraft } from '@lib/generator/draft.ts';
import { generatedDevotionalValues, NO_DRAFT_MESSAGE, SAVED_MESSAGE } from '@lib/generator/save.ts';
import { validateDevotionalForm } from '@lib/devotionals/edit-form.ts';
import { useSiteToday } from '../publishing/useSiteToday.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { GeneratorInputForm } from './GeneratorInputForm.tsx';
import { DraftEditor } from './DraftEditor.tsx';
import { usePassageLookup } from './usePassageLookup.ts';
import { generateDraft } from './generateDraft.ts';
import { saveGeneratedDraft, type SavedDraft } from './saveGeneratedDraft.ts';
import { generateNarration, type Narration } from './generateNarration.ts';
import { generateCovers, type GeneratedCover } from './generateCovers.ts';
import { removeStoredObjects, storeGeneratedMedia, type StoredObject } from './storeGeneratedMedia.ts';
import { NarrationPanel } from './NarrationPanel.tsx';
import { CoverChooser } from './CoverChooser.tsx';
import { AUDIO_BUCKET } from './generateNarration.ts';

function revokeNarration(narration: Narration | null) {
  if (narration) for (const audio of Object.values(narration)) URL.revokeObjectURL(audio.playUrl);
}
function revokeCovers(covers: GeneratedCover[] | null) {
  for (const cover of covers ?? []) if (cover.previewUrl.startsWith('blob:')) URL.revokeObjectURL(cover.previewUrl);
}
/** Files the hosted narrator stored that no saved devotional names yet. */
function unsavedHostedAudio(narration: Narration | null): StoredObject[] {
  return narration ? Object.values(narration).flatMap((a) => (a.storedName ? [{ bucket: AUDIO_BUCKET, name: a.storedName }] : [])) : [];
}

export function GeneratorPage() {
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
    setDraft(Object.fromEntries(DRAFT_FIELDS.map((field) => [field, ''])) as GeneratedDraft);
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
    const inErrors = validateGeneratorInput(values);
    const dErrors = validateDraft(draft);
    setInputErrors(inErrors);
    setDraftErrors(dErrors);
    const devotional = generatedDevotionalValues(values, draft);
    const formErrors = validateDevotionalForm(devotional);
    if (formErrors.scripture_text && !inErrors.scripture_text) setInputErrors((e) => ({ ...e, scripture_text: formErrors.scripture_text }));
    if (Object.keys(inErrors).length || Object.keys(dErrors).length || Object.keys(formErrors).length) {
      notify('Failed to save devotional: correct the fields marked in red.', { type: 'error' });
      return;
    }
    setSaving(true);
    try {
      const cover = covers?.[chosenCover] ?? null;
      const stored = await storeGeneratedMedia(dataProvider, devotionalId, narration, cover);
      const result = stored.ok
        ? await saveGeneratedDraft(dataProvider, devotionalId, { ...devotional, ...stored.columns }, saved, {
            card_image_url: stored.columns.card_image_url ?? null,
          })
        : stored;
      if (!result.ok) {
        // Nothing this save wrote may stay behind; the bytes are still here, so the next save stores them again.
        const cleanup = await removeStoredObjects(dataProvider, stored.written);
        if (narration && unsavedHostedAudio(narration).length) {
          setNarration({ male: { ...narration.male, storedName: null }, female: { ...narration.female, storedName: null } });
        }
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

  const busy = generating || saving || narrating || drawing;
  return (
    <Box component="main" sx={{ maxWidth: 900 }}>
      <Title title="Devotional generator" />
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mt: 2, mb: 2 }}>
        <Typography variant="h4" component="h1">
          Devotional generator
        </Typography>
        <Button component={Link} to="/" label="Back to the panel" />
      </Stack>

      <Card component="section" aria-labelledby="generator-input-heading" sx={{ mb: 3 }}>
        <CardContent>
          <Typography id="generator-input-heading" variant="h6" component="h2" gutterBottom>
            What should the devotional be about?
          </Typography>
          <GeneratorInputForm values={values} errors={inputErrors} lookup={lookup} disabled={busy} onChange={changeInput} />
          <Stack direction="row" sx={{ mt: 3, gap: 1, flexWrap: 'wrap' }}>
            <Button label={draft ? 'Generate again' : 'Generate devotional'} variant="contained" onClick={generate} disabled={busy} />
            {!draft && <Button label="Write it by hand" variant="outlined" onClick={writeByHand} disabled={busy} />}
          </Stack>
          {generating && (
            <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
              <LinearProgress aria-label="Writing the devotional" />
              <Typography variant="body2" sx={{ mt: 1 }}>
                Writing the devotional… this usually takes under a minute.
              </Typography>
            </Box>
          )}
          {generationError && (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              {generationError}
            </Alert>
          )}
        </CardContent>
      </Card>

      <Card component="section" aria-labelledby="generator-draft-heading" sx={{ mb: 3 }}>
        <CardContent>
          <Typography id="generator-draft-heading" variant="h6" component="h2" gutterBottom>
            Generated draft
          </Typography>
          {draft ? (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                Read it through and edit anything before saving. It is saved as a draft; readers see nothing until you publish it.
              </Typography>
              <DraftEditor draft={draft} errors={draftErrors} disabled={busy} onChange={changeDraft} />
              <Divider sx={{ my: 3 }} />
              <NarrationPanel narration={narration} running={narrating} error={narrationError} disabled={busy} onGenerate={generateAudio} />
              <CoverChooser
                covers={covers}
                selected={chosenCover}
                running={drawing}
                error={coversError}
                disabled={busy}
                onGenerate={generateImages}
                onSelect={setChosenCover}
              />
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Nothing generated yet. Fill in the form above and choose Generate devotional, or Write it by hand.
            </Typography>
          )}
          <Divider sx={{ my: 2 }} />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            After saving, the draft opens in the devotional editor, where you add tags and confession references, and can replace the narration or the cover.
          </Typography>
          <Button label={saving ? 'Saving…' : 'Save as Draft'} variant="contained" onClick={save} disabled={busy} />
        </CardContent>
      </Card>
    </Box>
  );
}
