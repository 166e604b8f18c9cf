/**
 * A passage in the BSB, the Statenvertaling or the Reina-Valera 1909 beside the stored text: the verses its readers
 * will see, numbered as the English reference, or, when the reference does not resolve there, a warning before
 * publishing (`unresolvedNote` says what those readers get instead).
 */
import { Alert, Box, Typography } from '@mui/material';
import { editionVerseLabel, MISSING_VERSE_NOTE } from '@lib/scripture/edition-passage.ts';
import { isEditionBible, OMITTED_VERSE_NOTE } from '@lib/scripture/translations.ts';
import type { BookFileTranslation } from './bookFiles.ts';
import { usePassageIn } from './usePassageIn.ts';

interface Props {
  translation: BookFileTranslation;
  reference: string | null | undefined;
  /** "Scripture text (BSB)" or "Memory verse (SV)". */
  label: string;
  /** After the failure's message: "Readers who chose the BSB will see the KJV here." */
  unresolvedNote: string;
}

export function PassagePanel({ translation, reference, label, unresolvedNote }: Props) {
  const state = usePassageIn(translation, reference);
  if (state.status === 'idle') return null;
  if (state.status === 'failed') {
    return (
      <Alert severity="warning" sx={{ my: 1 }} data-testid={`${translation}-unresolved`}>
        {label}: {state.message}. {unresolvedNote}
      </Alert>
    );
  }
  return (
    <Box component="section" aria-label={label} sx={{ my: 1, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }} aria-busy={state.status === 'loading'}>
      <Typography variant="caption" color="text.secondary" component="h3">
        {label}
        {state.status === 'found' ? ` · ${state.reference}` : ' · looking up…'}
      </Typography>
      {state.status === 'found' && (
        <Typography variant="body2" component="div" data-testid={`${translation}-text`}>
          {state.verses.map((v) => (
            <Box component="p" key={`${v.chapter}:${v.verse}`} sx={{ my: 0.25 }}>
              <sup>{editionVerseLabel(v, state.verses[0])}</sup>{' '}
              {v.omitted ? <em>{OMITTED_VERSE_NOTE}</em> : v.missing && isEditionBible(translation) ? <em>{MISSING_VERSE_NOTE[translation]}</em> : v.text}
            </Box>
          ))}
        </Typography>
      )}
    </Box>
  );
}
