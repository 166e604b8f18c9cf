/**
 * The BSB beside the KJV in the console: the verses BSB readers will see for the passage (or memory verse), or, when
 * the reference does not resolve in the BSB, a warning before publishing that those readers get the KJV there.
 */
import { Alert, Box, Typography } from '@mui/material';
import { verseLabel } from '@lib/scripture/passage.ts';
import { OMITTED_VERSE_NOTE } from '@lib/scripture/translations.ts';
import { useBsbPassage } from './useBsbPassage.ts';

interface Props {
  reference: string | null | undefined;
  /** "Scripture text (BSB)" or "Memory verse (BSB)". */
  label: string;
}

export function BsbPassagePanel({ reference, label }: Props) {
  const state = useBsbPassage(reference);
  if (state.status === 'idle') return null;
  if (state.status === 'failed') {
    return (
      <Alert severity="warning" sx={{ my: 1 }} data-testid="bsb-unresolved">
        {label}: {state.message}. Readers who chose the BSB will see the KJV here.
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
        <Typography variant="body2" component="div" data-testid="bsb-text">
          {state.verses.map((v) => (
            <Box component="p" key={`${v.chapter}:${v.verse}`} sx={{ my: 0.25 }}>
              <sup>{verseLabel(v, state.verses[0])}</sup> {v.omitted ? <em>{OMITTED_VERSE_NOTE}</em> : v.text}
            </Box>
          ))}
        </Typography>
      )}
    </Box>
  );
}
