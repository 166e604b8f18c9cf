/**
 * "Draft translation with AI" on a translation's edit form: the writing assistant translates the
 * original's title, focus, context, story, prayer and questions into this devotional's language and fills the form;
 * nothing is saved until the editor reviews it and presses Save. Without an AI key the button is disabled with the
 * explanation (known after the first try, as on the generator).
 */
import { useState } from 'react';
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useDataProvider, useNotify } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { LANGUAGE_NAMES, type Language } from '@lib/devotionals/languages.ts';
import type { DraftedTranslation } from '@lib/generator/translation-reply.ts';
import { Button } from '../../common/LabelledButton.tsx';
import type { AdminDataProvider } from '../../providers/dataProvider.ts';
import { draftTranslation } from './draftTranslation.ts';

export interface DraftTranslationWithAiProps {
  /** The devotional translated from (the group's English one, else its first other edition). */
  source: { id: string; language: string; title: string };
  language: Language;
}

const FIELDS: (keyof DraftedTranslation)[] = ['title', 'focus', 'biblical_context', 'transcript', 'prayer_suggestion', 'discussion_questions_text'];

export function DraftTranslationWithAi({ source, language }: DraftTranslationWithAiProps) {
  const { setValue } = useFormContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState<string | null>(null);

  const draft = async () => {
    setRunning(true);
    setError(null);
    try {
      const original = await dataProvider.devotionalForEdit(source.id);
      if (!original) throw new Error('the original devotional no longer exists.');
      const result = await draftTranslation(dataProvider, { ...original, discussion_questions: original.discussion_questions ?? [] }, language);
      if (!result.ok) {
        if (result.unavailable) setUnavailable(result.message);
        else setError(result.message);
        return;
      }
      for (const field of FIELDS) setValue(field, result.translation[field], { shouldDirty: true, shouldValidate: true });
      notify('Translation drafted: read it through and edit it, then save.', { type: 'success' });
    } catch (e) {
      setError(`Failed to draft the translation: ${(e as Error).message}`);
    } finally {
      setRunning(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="assistant-title" sx={{ mb: 2 }}>
      <Typography id="assistant-title" variant="h6" component="h2" gutterBottom>
        Writing assistant
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Translates the title, focus, biblical context, story, prayer and discussion questions of “{source.title}” into {LANGUAGE_NAMES[language]}, replacing
        what these fields hold. Nothing is saved until you save.
      </Typography>
      <Button
        label={running ? 'Drafting…' : 'Draft translation with AI'}
        variant="outlined"
        startIcon={<TranslateIcon />}
        onClick={() => void draft()}
        disabled={running || unavailable !== null}
      />
      {running && (
        <Box role="status" aria-live="polite" sx={{ mt: 1 }}>
          <LinearProgress aria-label="Drafting the translation" />
        </Box>
      )}
      {unavailable && (
        <Alert severity="info" sx={{ mt: 1 }} data-testid="assistant-unavailable">
          {unavailable}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {error}
        </Alert>
      )}
    </Box>
  );
}
