/**
 * Narration and covers for any devotional, written by the AI or by hand: the editor's "Generate
 * narration" reads the form's scripture, story and prayer in both voices, in the devotional's language (in
 * this browser unless a hosted voice is configured) and "Generate covers" draws the four styles to choose from — the generator's own steps. What is made
 * is stored under the devotional's id at once, like an upload, and fills the media fields; Save keeps it.
 */
import { useEffect, useRef, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { Button } from '../common/LabelledButton.tsx';
import { useFormContext, useWatch } from 'react-hook-form';
import { languageOf } from '@lib/devotionals/languages.ts';
import { generateNarration } from './generateNarration.ts';
import { generateCovers, type GeneratedCover } from './generateCovers.ts';
import { storeGeneratedMedia } from './storeGeneratedMedia.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { MediaProgress } from './MediaProgress.tsx';
import { CoverChooser } from './CoverChooser.tsx';

export const NARRATION_READY = 'Narration generated in both voices. Save to keep it.';
export const COVER_READY = 'Cover chosen. Save to keep it.';

type Fields = [string | null, string | null, string | null, string | null, string | null, string | null, string | undefined];

export function GenerateMediaSection({ devotionalId }: { devotionalId: string }) {
  const { setValue } = useFormContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [title, passage, scripture, transcript, prayer, doctrine, language] = useWatch({
    name: ['title', 'biblical_passage', 'scripture_text', 'transcript', 'prayer_suggestion', 'key_doctrine', 'language'],
  }) as Fields;
  const [narrating, setNarrating] = useState(false);
  const [narrationError, setNarrationError] = useState<string | null>(null);
  const [covers, setCovers] = useState<GeneratedCover[] | null>(null);
  const [chosen, setChosen] = useState(0);
  const [drawing, setDrawing] = useState(false);
  const [storing, setStoring] = useState(false);
  const [coversError, setCoversError] = useState<string | null>(null);
  const shown = useRef<GeneratedCover[] | null>(null);
  shown.current = covers;
  useEffect(() => () => revoke(shown.current), []);

  const set = (field: string, value: string) => setValue(field, value, { shouldDirty: true });

  const narrate = async () => {
    setNarrating(true);
    setNarrationError(null);
    try {
      const result = await generateNarration(dataProvider, {
        scriptureText: scripture ?? '',
        devotionalText: transcript ?? '',
        prayerSuggestion: prayer ?? '',
        devotionalId,
        title: title ?? '',
        biblicalPassage: passage ?? '',
        language: languageOf(language),
      });
      if (!result.ok) return setNarrationError(result.message);
      const stored = await storeGeneratedMedia(dataProvider, devotionalId, result.narration, null);
      for (const audio of Object.values(result.narration)) URL.revokeObjectURL(audio.playUrl);
      if (!stored.ok) return setNarrationError(stored.message.replace(/^Failed to save devotional: /, 'Narration could not be stored: '));
      set('audio_url_male', stored.columns.audio_url_male!);
      set('audio_url_female', stored.columns.audio_url_female!);
      set('audio_source_type', 'ai_generated');
      notify(NARRATION_READY, { type: 'success' });
    } finally {
      setNarrating(false);
    }
  };

  const draw = async () => {
    setDrawing(true);
    setCoversError(null);
    try {
      const result = await generateCovers(dataProvider, {
        devotionalText: transcript ?? '',
        devotionalId,
        title: title ?? '',
        biblicalPassage: passage ?? '',
        keyDoctrine: doctrine ?? '',
      });
      if (!result.ok) return setCoversError(result.message);
      revoke(covers);
      setCovers(result.covers);
      setChosen(0);
    } finally {
      setDrawing(false);
    }
  };

  const keepChosenCover = async () => {
    const cover = covers?.[chosen];
    if (!cover) return;
    setStoring(true);
    try {
      const stored = await storeGeneratedMedia(dataProvider, devotionalId, null, cover);
      if (!stored.ok) return setCoversError(stored.message.replace(/^Failed to save devotional: /, 'The cover could not be stored: '));
      set('image_url', stored.columns.image_url!);
      set('card_image_url', stored.columns.card_image_url!);
      set('image_source_type', 'ai_generated');
      notify(COVER_READY, { type: 'success' });
    } finally {
      setStoring(false);
    }
  };

  const busy = narrating || drawing || storing;
  return (
    <Box component="section" aria-labelledby="editor-generate-media-heading" sx={{ mt: 3 }} data-testid="generate-media">
      <Typography id="editor-generate-media-heading" variant="subtitle1" component="h3" gutterBottom>
        Generate narration and covers
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The title and passage, the scripture, the story and the prayer, read in a male and a female voice.
      </Typography>
      <Button label="Generate narration" variant="outlined" onClick={narrate} disabled={busy} />
      <MediaProgress
        running={narrating}
        label="Generating narration"
        message="Narrating in two voices… a full devotional takes about a minute."
        error={narrationError}
      />
      <Box sx={{ mt: 3 }}>
        <CoverChooser
          covers={covers}
          selected={chosen}
          running={drawing}
          error={coversError}
          disabled={busy}
          onGenerate={draw}
          onSelect={setChosen}
          generateLabel="Generate covers"
        >
          <Box sx={{ mt: 2 }}>
            <Button label={storing ? 'Storing the cover…' : 'Use this cover'} variant="contained" onClick={keepChosenCover} disabled={busy} />
          </Box>
        </CoverChooser>
      </Box>
    </Box>
  );
}

function revoke(covers: GeneratedCover[] | null) {
  for (const cover of covers ?? []) if (cover.previewUrl.startsWith('blob:')) URL.revokeObjectURL(cover.previewUrl);
}
