/** The generator's narration: Generate audio, a progress indicator while it runs, then a player per voice with its length. */
import { Box, Stack, Typography } from '@mui/material';
import { MediaProgress } from './MediaProgress.tsx';
import { Button } from '../common/LabelledButton.tsx';
import { formatDuration } from '@lib/narration/mp3-duration.ts';
import { NARRATION_VOICES } from '@lib/narration/voices.ts';
import type { Narration } from './generateNarration.ts';

const LABELS = { male: 'Male narration', female: 'Female narration' } as const;

interface Props {
  narration: Narration | null;
  running: boolean;
  error: string | null;
  disabled: boolean;
  onGenerate: () => void;
}

export function NarrationPanel({ narration, running, error, disabled, onGenerate }: Props) {
  return (
    <Box component="section" aria-labelledby="generator-audio-heading" sx={{ mb: 3 }}>
      <Typography id="generator-audio-heading" variant="subtitle1" component="h3" gutterBottom>
        Narration
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The title and passage, the scripture, the devotional and the prayer, read in a male and a female voice.
      </Typography>
      <Button label={narration ? 'Generate audio again' : 'Generate audio'} variant="outlined" onClick={onGenerate} disabled={disabled} />
      <MediaProgress running={running} label="Generating audio" message="Narrating in two voices… a full devotional takes about a minute." error={error} />
      {narration && !running && (
        <Stack spacing={2} sx={{ mt: 2 }}>
          {NARRATION_VOICES.map((voice) => (
            <Box key={voice} data-testid={`generated-audio-${voice}`}>
              <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
                {LABELS[voice]} <span style={{ fontWeight: 400 }}>({formatDuration(narration[voice].duration)})</span>
              </Typography>
              <audio
                controls
                preload="metadata"
                src={narration[voice].playUrl}
                aria-label={`${LABELS[voice]} player`}
                style={{ display: 'block', width: '100%', maxWidth: 480 }}
              />
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
